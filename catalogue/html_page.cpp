// The shared page frame; see html_page.hpp.
#include "catalogue/html_page.hpp"

namespace posetlab::catalogue {
namespace {

// Sized for a laptop at 1 280 px and a phone at 390 px: tables scroll inside their own box,
// drawings scale down, and long keys wrap anywhere.
constexpr const char* kStyle = R"(
*{box-sizing:border-box}
body{font-family:system-ui,sans-serif;margin:0;color:#1d2330;background:#fff;line-height:1.45}
header{background:#1f3a5f;color:#fff;padding:.5rem 1rem;display:flex;flex-wrap:wrap;gap:.3rem 1rem;align-items:baseline}
header a{color:#fff;text-decoration:none}
header .brand{font-weight:700;margin-right:.5rem}
main{padding:.5rem 1rem 2rem;max-width:1200px}
h1{font-size:1.4rem;margin:.6rem 0}
h2{font-size:1.1rem;margin:1.2rem 0 .4rem}
.key{font-family:ui-monospace,monospace;overflow-wrap:anywhere;word-break:break-all}
pre{white-space:pre-wrap;overflow-wrap:anywhere;max-width:100%}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;font-size:.9rem}
th,td{border:1px solid #d5dae3;padding:.2rem .45rem;text-align:left;vertical-align:top}
td.num,th.num{text-align:right}
th{background:#eef2f8}
tr.winning td{background:#fdecea}
.facets{display:flex;flex-wrap:wrap;gap:.6rem}
.facet{border:1px solid #d5dae3;padding:.3rem .5rem;font-size:.85rem;min-width:8rem}
.facet b{display:block}
form.filters{display:flex;flex-wrap:wrap;gap:.4rem .8rem;align-items:flex-end}
form.filters label{display:flex;flex-direction:column;font-size:.8rem}
form.filters input,form.filters select{width:7.5rem;font-size:.9rem}
.note{color:#5a6475;font-size:.9rem}
.error{border-left:4px solid #c0392b;padding:.4rem .8rem;background:#fdecea}
.board td{width:28px;height:28px;padding:0;border:1px solid #8a6d3b;background:#d9b77a}
.board td a{display:block;width:100%;height:100%}
.board td.poison{background:#5b2c0e}
.board td.win{background:#e67e22}
.board td.gone{background:#fff;border-color:#eee}
svg{max-width:100%;height:auto}
figure.drawing{margin:0;max-width:460px}
.cols{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
.cols>div{min-width:0;max-width:100%}
)";

}  // namespace

std::string html_page(const std::string& title, const std::string& body) {
  return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
         "<title>" + html_escape(title) + " - posetlab catalogue</title><style>" + kStyle +
         "</style></head><body><header><a class=\"brand\" href=\"/\">posetlab catalogue</a>"
         "<a href=\"/\">Tables</a><a href=\"/lookup\">Lookup</a><a href=\"/chomp\">Chomp</a>"
         "<a href=\"/sequences\">Sequences</a><a href=\"/plots\">Plots</a><a href=\"/checks\">Checks</a>"
         "<a href=\"/sql\">SQL</a></header><main><h1>" + html_escape(title) + "</h1>" + body +
         "</main></body></html>\n";
}

std::string html_error_page(int status, const std::string& message) {
  const std::string title = status == 404 ? "Not found" : status == 400 ? "Bad request" : "Unavailable";
  return html_page(title, "<p class=\"error\">" + html_escape(message) + "</p><p><a href=\"/\">Back to the tables</a></p>");
}

}  // namespace posetlab::catalogue
