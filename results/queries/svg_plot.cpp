// SVG bar charts; see svg_plot.hpp. Geometry is fixed (panels of 320 x 200 user units)
// and the SVG scales with the page through its viewBox.
#include "results/queries/svg_plot.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <string>

#include "engine/core/error.hpp"

namespace posetlab {
namespace {

constexpr double kPanelW = 320, kPanelH = 200;
constexpr double kLeft = 58, kRight = 12, kTop = 36, kBottom = 40;  // plot area inside a panel
constexpr double kHeader = 48;                                      // chart title and note

// The axis top: the next 1, 2 or 5 times a power of ten at or above `v` (linear), or
// the next power of ten (log).
double axis_top(std::uint64_t v, bool log_scale) {
  double top = 1;
  if (log_scale) {
    while (top < double(v)) top *= 10;
    return top;
  }
  for (;;) {
    for (double m : {1.0, 2.0, 5.0})
      if (m * top >= double(v)) return m * top;
    top *= 10;
  }
}

struct Scale {
  bool log_scale;
  double top, height;
  double operator()(double v) const {
    if (log_scale) return height * std::log10(1 + v) / std::log10(1 + top);
    return height * v / top;
  }
};

std::string tick_label(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.0f", v);
  return buf;
}

void draw_panel(std::ostringstream& out, const BarPanel& p, const BarChart& chart, double x0, double y0) {
  const double plot_w = kPanelW - kLeft - kRight, plot_h = kPanelH - kTop - kBottom;
  std::uint64_t largest = 0, total = 0;
  for (const Bar& b : p.bars) largest = std::max(largest, b.value), total += b.value;
  // Shares: heights in percent of each bar's whole, on a fixed 0-100 axis.
  auto percent = [&](const Bar& b) {
    const std::uint64_t whole = b.of ? b.of : total;
    return whole ? 100.0 * double(b.value) / double(whole) : 0.0;
  };
  const Scale scale{chart.log_scale && !chart.shares,
                    chart.shares ? 100.0 : axis_top(largest, chart.log_scale), plot_h};
  const double left = x0 + kLeft, base = y0 + kTop + plot_h;

  out << "<g class=\"panel\" data-title=\"" << xml_escape(p.title) << "\">\n";
  out << "<text x=\"" << svg_number(x0 + kPanelW / 2) << "\" y=\"" << svg_number(y0 + 16)
      << "\" text-anchor=\"middle\" font-size=\"" << svg_fitting_font(p.title, kPanelW, 13)
      << "\" font-weight=\"bold\">" << xml_escape(p.title) << "</text>\n";
  // Y axis ticks: 0, half (when a whole number) and top (linear), or the powers of ten
  // (log; the axis itself is 0).
  std::vector<double> ticks;
  if (scale.log_scale) {
    for (double t = 1; t <= scale.top; t *= 10) ticks.push_back(t);
  } else {
    ticks = {0, scale.top};
    if (std::fmod(scale.top, 2) == 0) ticks.insert(ticks.begin() + 1, scale.top / 2);
  }
  for (double t : ticks) {
    const double y = base - scale(t);
    out << "<line x1=\"" << svg_number(left - 4) << "\" y1=\"" << svg_number(y) << "\" x2=\"" << svg_number(left + plot_w) << "\" y2=\""
        << svg_number(y) << "\" stroke=\"#ddd\"/>"
        << "<text x=\"" << svg_number(left - 6) << "\" y=\"" << svg_number(y + 3) << "\" text-anchor=\"end\" font-size=\"9\">"
        << tick_label(t) << (chart.shares ? "%" : "") << "</text>\n";
  }
  out << "<line x1=\"" << svg_number(left) << "\" y1=\"" << svg_number(y0 + kTop) << "\" x2=\"" << svg_number(left) << "\" y2=\"" << svg_number(base)
      << "\" stroke=\"#333\"/><line x1=\"" << svg_number(left) << "\" y1=\"" << svg_number(base) << "\" x2=\"" << svg_number(left + plot_w)
      << "\" y2=\"" << svg_number(base) << "\" stroke=\"#333\"/>\n";

  const double slot = plot_w / double(p.bars.size());
  const std::size_t label_every = std::max<std::size_t>(1, (p.bars.size() + 15) / 16);
  // Counts over the bars only where they fit (about 4.2 units a digit at font size 7).
  const bool value_labels = 4.2 * double(chart.shares ? 4 : std::to_string(largest).size()) <= slot;
  for (std::size_t i = 0; i < p.bars.size(); ++i) {
    const Bar& b = p.bars[i];
    const double h = scale(chart.shares ? percent(b) : double(b.value)), x = left + slot * double(i) + slot * 0.1;
    const std::string shown = chart.shares ? tick_label(percent(b)) + "%" : std::to_string(b.value);
    out << "<rect class=\"bar\" data-label=\"" << xml_escape(b.label) << "\" data-value=\"" << b.value << "\"";
    if (chart.shares) out << " data-of=\"" << (b.of ? b.of : total) << "\"";
    out << " x=\"" << svg_number(x) << "\" y=\"" << svg_number(base - h) << "\" width=\"" << svg_number(slot * 0.8) << "\" height=\""
        << svg_number(h) << "\" fill=\"#4472c4\"><title>" << xml_escape(chart.x_label + " " + b.label) << ": " << b.value;
    if (chart.shares) out << " of " << (b.of ? b.of : total) << " (" << shown << ")";
    out << "</title></rect>\n";
    const double mid = x + slot * 0.4;
    if (i % label_every == 0)
      out << "<text x=\"" << svg_number(mid) << "\" y=\"" << svg_number(base + 12) << "\" text-anchor=\"middle\" font-size=\"9\">"
          << xml_escape(b.label) << "</text>\n";
    if (value_labels)
      out << "<text x=\"" << svg_number(mid) << "\" y=\"" << svg_number(base - h - 3) << "\" text-anchor=\"middle\" font-size=\"7\">"
          << shown << "</text>\n";
  }
  out << "<text x=\"" << svg_number(left + plot_w / 2) << "\" y=\"" << svg_number(base + 28) << "\" text-anchor=\"middle\" font-size=\"10\">"
      << xml_escape(chart.x_label) << "</text>\n";
  out << "<text transform=\"translate(" << svg_number(x0 + 12) << " " << svg_number(y0 + kTop + plot_h / 2)
      << ") rotate(-90)\" text-anchor=\"middle\" font-size=\"10\">"
      << xml_escape(chart.y_label + (scale.log_scale ? " (log scale)" : "")) << "</text>\n";
  out << "</g>\n";
}

}  // namespace

std::string svg_fitting_font(const std::string& text, double width, double largest) {
  // Bold sans-serif averages under 0.62 em a character; 16 units keep the text off the edges.
  const double fit = (width - 16) / (0.62 * double(std::max<std::size_t>(1, text.size())));
  return svg_number(std::min(largest, fit));
}

std::string svg_bar_chart(const BarChart& chart) {
  if (chart.panels.empty()) throw UsageError("svg_bar_chart: '" + chart.title + "' has no panels");
  for (const auto& p : chart.panels)
    if (p.bars.empty()) throw UsageError("svg_bar_chart: panel '" + p.title + "' has no bars");
  const int columns = std::max(1, std::min(chart.columns, int(chart.panels.size())));
  const int rows = (int(chart.panels.size()) + columns - 1) / columns;
  const double width = kPanelW * columns, height = kHeader + kPanelH * rows;
  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " << svg_number(width) << " " << svg_number(height) << "\" width=\""
      << svg_number(width) << "\" height=\"" << svg_number(height) << "\" font-family=\"sans-serif\">\n"
      << "<title>" << xml_escape(chart.title) << "</title>\n"
      << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      << "<text x=\"" << svg_number(width / 2) << "\" y=\"20\" text-anchor=\"middle\" font-size=\""
      << svg_fitting_font(chart.title, width, 15) << "\" font-weight=\"bold\">"
      << xml_escape(chart.title) << "</text>\n";
  if (!chart.note.empty())
    out << "<text x=\"" << svg_number(width / 2) << "\" y=\"38\" text-anchor=\"middle\" font-size=\""
        << svg_fitting_font(chart.note, width, 10) << "\" fill=\"#555\">"
        << xml_escape(chart.note) << "</text>\n";
  for (std::size_t i = 0; i < chart.panels.size(); ++i)
    draw_panel(out, chart.panels[i], chart, kPanelW * double(int(i) % columns), kHeader + kPanelH * double(int(i) / columns));
  out << "</svg>\n";
  return out.str();
}

}  // namespace posetlab
