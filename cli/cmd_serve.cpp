// `posetlab serve`: the catalogue, every table browsable in a web browser (catalogue/), on
// a database opened read-only. Prints its URL and serves until Ctrl-C or SIGTERM.
#include <iostream>

#include "catalogue/catalogue_server.hpp"
#include "cli/command.hpp"
#include "cli/options.hpp"

namespace posetlab::cli {

CommandRun serve_command(CLI::App& sub) {
  auto o = std::make_shared<catalogue::ServeOptions>();
  add_db_option(sub, o->db);
  sub.add_option("--host", o->host, "Address to listen on (127.0.0.1: this machine only)")->capture_default_str();
  sub.add_option("--port", o->port, "Port to listen on (0: any free port)")->capture_default_str()->check(CLI::Range(0, 65535));
  sub.add_option("--threads", o->threads, "Requests served at once")->capture_default_str()->check(CLI::Range(1, 256));
  sub.footer(
      "Examples:\n"
      "  posetlab serve                      # data/posetlab.sqlite at http://127.0.0.1:8080/\n"
      "  posetlab serve --db other.sqlite --port 0\n"
      "Pages: / (tables), /search/TABLE, /object/TABLE/KEY, /lookup, /chomp, /sequences, /plots, /checks, /sql;\n"
      "their data as JSON under /api/ (docs/catalogue.md). The database is only read.");
  return [o] {
    catalogue::CatalogueServer server(*o);
    server.bind();
    std::cout << "posetlab serve: the catalogue of " << o->db << " at " << server.url() << " (Ctrl-C stops it)" << std::endl;
    server.serve_until_signalled();
    std::cerr << "posetlab serve: stopped\n";
    return kExitOk;
  };
}

}  // namespace posetlab::cli
