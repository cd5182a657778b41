// Parsing the nightly job list; see nightly_config.hpp.
#include "results/jobs/nightly_config.hpp"

#include <fstream>
#include <sstream>

#include "engine/core/error.hpp"
#include "engine/formats/input_file.hpp"
#include "results/jobs/job_params.hpp"

namespace posetlab {
namespace {

std::vector<LineWord> split(const std::string& line) {
  std::vector<LineWord> words;
  std::size_t i = 0;
  while (i < line.size()) {
    if (line[i] == '#') break;
    if (std::isspace(static_cast<unsigned char>(line[i]))) {
      ++i;
      continue;
    }
    std::size_t start = i;
    while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i])) && line[i] != '#') ++i;
    words.push_back({line.substr(start, i - start), start + 1});
  }
  return words;
}

}  // namespace

std::vector<NightlyItem> parse_nightly_config(const std::string& text, const std::string& input_name) {
  std::vector<NightlyItem> items;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    if (++number == 1) skip_utf8_bom(line);
    std::vector<LineWord> words = split(line);
    if (words.empty()) continue;
    NightlyItem item;
    item.line = number;
    if (const JobKind* kind = job_registry().find(words[0].text)) {
      item.job_kind = kind->name;
      for (LineJob& job : parse_job_line(*kind, words, input_name, number)) {
        item.params = std::move(job.params);
        item.text = std::move(job.text);
        items.push_back(item);
      }
    } else if (words[0].text == "verify") {
      item.kind = NightlyItem::Kind::Verify;
      item.text = "verify";
      for (std::size_t i = 1; i < words.size(); ++i) {
        item.args.push_back(words[i].text);
        item.text += " " + words[i].text;
      }
      items.push_back(std::move(item));
    } else {
      throw InputError(SourcePosition{input_name, std::size_t(number), words[0].column},
                       "unknown job kind \"" + words[0].text + "\" (" + job_registry().names() + ", verify)");
    }
  }
  return items;
}

std::vector<NightlyItem> read_nightly_config(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError(path + ": cannot read the nightly configuration");
  std::ostringstream all;
  all << in.rdbuf();
  return parse_nightly_config(all.str(), path);
}

}  // namespace posetlab
