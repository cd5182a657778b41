#pragma once
// Bar charts as self-contained SVG text (no script, no fonts or styles fetched at view
// time): a grid of panels with one bar per label. Each bar is a <rect class="bar"> with
// data-label and data-value attributes and a <title> tooltip, so a reader (or a test)
// gets the exact numbers back from the drawing. A chart of shares draws each bar as a
// percentage of its whole (data-of holds the whole), the axis from 0 to 100 %.
#include <cstdint>
#include <string>
#include <vector>

#include "util/markup.hpp"  // xml_escape, svg_number

namespace posetlab {

struct Bar {
  std::string label;
  std::uint64_t value = 0;
  std::uint64_t of = 0;  // shares only: the whole the value is part of (0: the panel's total)
};

struct BarPanel {
  std::string title;
  std::vector<Bar> bars;
};

struct BarChart {
  std::string title;
  std::string x_label, y_label;
  std::string note;        // one line under the title (e.g. what was left out), may be empty
  bool log_scale = false;  // bar heights by log10(1 + value): for counts over several decades
  int columns = 3;         // panels per row
  std::vector<BarPanel> panels;
  bool shares = false;     // bars as percentages of their whole (Bar::of), axis 0-100 %
};

// Throws UsageError for a chart without panels or a panel without bars.
std::string svg_bar_chart(const BarChart& chart);


// A font size at most `largest` at which `text` fits in `width` user units (about 0.62 em
// a character, bold included), as SVG text. Titles use it so that none is clipped.
std::string svg_fitting_font(const std::string& text, double width, double largest);


}  // namespace posetlab
