#include "engine/formats/format_dot.hpp"

namespace posetlab {
namespace {

// A DOT double-quoted string.
std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + "\"";
}

}  // namespace

std::string poset_to_dot(const Poset& p, const DotOptions& options) {
  const int n = p.size();
  const int bottoms = options.two_level_bottoms;
  std::string out = "digraph " + quoted(options.graph_name) + " {\n  rankdir=BT;\n  node [shape=circle];\n";
  for (int x = 0; x < n; ++x) {
    std::string attrs;
    if (x < int(options.labels.size())) {
      attrs = "label=" + quoted(options.labels[x]);
    } else if (bottoms >= 0) {
      attrs = "label=" + quoted(x < bottoms ? "b" + std::to_string(x) : "t" + std::to_string(x - bottoms));
    }
    if (bottoms >= 0)
      attrs += std::string(attrs.empty() ? "" : ", ") +
               (x < bottoms ? "style=filled, fillcolor=\"#9ecae1\"" : "style=filled, fillcolor=\"#fdae6b\"");
    out += "  " + std::to_string(x) + (attrs.empty() ? "" : " [" + attrs + "]") + ";\n";
  }
  if (bottoms >= 0 && bottoms < n) {
    // Keep every top on the upper rank, even one with nothing below it.
    out += "  { rank=same;";
    for (int x = bottoms; x < n; ++x) out += " " + std::to_string(x) + ";";
    out += " }\n";
  }
  for (auto [a, b] : p.covers()) out += "  " + std::to_string(a) + " -> " + std::to_string(b) + ";\n";
  return out + "}\n";
}

std::string set_system_to_dot(const SetSystem& f, std::string graph_name) {
  DotOptions options;
  options.graph_name = std::move(graph_name);
  options.two_level_bottoms = f.bottoms;
  return poset_to_dot(set_system_to_poset(f), options);
}

}  // namespace posetlab
