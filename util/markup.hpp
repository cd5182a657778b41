#pragma once
// Text into HTML and SVG: the characters that markup reads as its own (&, <, >, ") as
// entities, so that any text a page or drawing prints stays text, and numbers as SVG
// coordinates. Every attribute posetlab writes is double-quoted, so ' needs no entity.
#include <cstdio>
#include <string>
#include <string_view>

namespace posetlab {

inline std::string xml_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

// A coordinate or length as SVG text: one decimal.
inline std::string svg_number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

}  // namespace posetlab
