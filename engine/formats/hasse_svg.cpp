// Layered Hasse diagrams as SVG; see hasse_svg.hpp.
#include "engine/formats/hasse_svg.hpp"

#include <algorithm>
#include <cstdio>
#include <numeric>

#include "util/markup.hpp"

namespace posetlab {
namespace {

constexpr double kGapX = 46, kGapY = 64, kMargin = 22, kRadius = 13;

// Orders each level by the mean place of the element's neighbours on the level below
// (upward sweep) or above (downward sweep); ties keep the current order.
void barycentre_sweeps(const Poset& p, HasseLayout& l, std::vector<std::vector<int>>& rows) {
  auto place_of = [&](const std::vector<int>& row) {
    for (std::size_t i = 0; i < row.size(); ++i) l.place[row[i]] = int(i);
  };
  for (auto& row : rows) place_of(row);
  auto sweep = [&](std::size_t level, bool from_below) {
    auto& row = rows[level];
    std::vector<double> key(p.size(), 0);
    for (int x : row) {
      const auto& nb = from_below ? p.lower_covers(x) : p.upper_covers(x);
      if (nb.empty()) {
        key[x] = l.place[x];
        continue;
      }
      double sum = 0;
      for (int y : nb) sum += (l.place[y] + 0.5) / double(rows[l.level[y]].size());
      key[x] = sum / double(nb.size()) * double(row.size()) - 0.5;
    }
    std::stable_sort(row.begin(), row.end(), [&](int a, int b) { return key[a] < key[b]; });
    place_of(row);
  };
  for (int round = 0; round < 4; ++round) {
    for (std::size_t level = 1; level < rows.size(); ++level) sweep(level, true);
    for (std::size_t level = rows.size(); level-- > 1;) sweep(level - 1, false);
  }
}

}  // namespace

HasseLayout hasse_layout(const Poset& p) {
  const int n = p.size();
  HasseLayout l;
  l.level.assign(n, 0);
  l.place.assign(n, 0);
  // A lower cover has a strictly smaller down-set, so this order settles covers first.
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return p.down(a).count() < p.down(b).count(); });
  int top = -1;
  for (int x : order) {
    for (int y : p.lower_covers(x)) l.level[x] = std::max(l.level[x], l.level[y] + 1);
    top = std::max(top, l.level[x]);
  }
  std::vector<std::vector<int>> rows(top + 1);
  for (int x = 0; x < n; ++x) rows[l.level[x]].push_back(x);
  barycentre_sweeps(p, l, rows);
  for (const auto& row : rows) l.level_sizes.push_back(int(row.size()));
  return l;
}

std::string hasse_svg(const Poset& p, const HasseSvgOptions& o) {
  const int n = p.size();
  const HasseLayout l = hasse_layout(p);
  int widest = 1;
  for (int s : l.level_sizes) widest = std::max(widest, s);
  const int levels = std::max<int>(1, int(l.level_sizes.size()));
  const double width = 2 * kMargin + std::max(1, widest) * kGapX;
  const double height = 2 * kMargin + (levels - 1) * kGapY + (n == 0 ? 20 : 0);
  auto x_of = [&](int e) {
    const int row = l.level_sizes[l.level[e]];
    return kMargin + (l.place[e] + 0.5) * (width - 2 * kMargin) / row;
  };
  auto y_of = [&](int e) { return height - kMargin - l.level[e] * kGapY; };
  auto per = [](const std::vector<std::string>& v, int e) { return e < int(v.size()) ? v[e] : std::string(); };

  std::string s = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"hasse\" viewBox=\"0 0 " + svg_number(width) + " " +
                  svg_number(height) + "\" width=\"" + svg_number(std::min(std::max(width * 1.5, 260.0), o.max_width)) +
                  "\" style=\"max-width:100%;height:auto\" data-elements=\"" + std::to_string(n) + "\">";
  s += "<title>" + xml_escape(o.title.empty() ? "Hasse diagram, " + std::to_string(n) + " elements" : o.title) +
       "</title>";
  if (n == 0)
    s += "<text x=\"" + svg_number(width / 2) + "\" y=\"" + svg_number(height / 2 + 4) +
         "\" text-anchor=\"middle\" font-size=\"12\">empty poset</text>";
  for (const auto& [a, b] : p.covers())
    s += "<line class=\"cover\" data-cover=\"" + std::to_string(a) + "&lt;" + std::to_string(b) + "\" x1=\"" +
         svg_number(x_of(a)) + "\" y1=\"" + svg_number(y_of(a)) + "\" x2=\"" + svg_number(x_of(b)) + "\" y2=\"" + svg_number(y_of(b)) +
         "\" stroke=\"#555\" stroke-width=\"1.5\"/>";
  for (int e = 0; e < n; ++e) {
    const std::string label = per(o.labels, e).empty() ? std::to_string(e) : per(o.labels, e);
    const std::string fill = per(o.fills, e).empty() ? "#e8eef8" : per(o.fills, e);
    const bool dark = fill == "black" || fill == "#000" || fill == "#222";
    const bool marked = e < int(o.marked.size()) && o.marked[e];
    const std::string link = per(o.links, e);
    std::string g = "<g class=\"element" + std::string(marked ? " winning" : "") + "\" data-element=\"" +
                    std::to_string(e) + "\">";
    g += "<title>" + xml_escape(label) + "</title>";
    g += "<circle cx=\"" + svg_number(x_of(e)) + "\" cy=\"" + svg_number(y_of(e)) + "\" r=\"" + svg_number(kRadius) + "\" fill=\"" +
         xml_escape(fill) + "\" stroke=\"" + (marked ? "#c0392b" : "#333") + "\" stroke-width=\"" +
         (marked ? "3.5" : "1.2") + "\"/>";
    const double font = label.size() <= 2 ? 11 : std::max(6.0, 22.0 / double(label.size()) * 1.6);
    g += "<text x=\"" + svg_number(x_of(e)) + "\" y=\"" + svg_number(y_of(e) + font * 0.35) +
         "\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"" + svg_number(font) + "\" fill=\"" +
         (dark ? "white" : "black") + "\">" + xml_escape(label) + "</text></g>";
    s += link.empty() ? g : "<a href=\"" + xml_escape(link) + "\">" + g + "</a>";
  }
  return s + "</svg>";
}

}  // namespace posetlab
