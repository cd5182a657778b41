#pragma once
// The frame every catalogue page shares: one HTML document with its style inline, a bar of
// links to the sections, and the page's own body. No script and nothing fetched: a page
// works offline, with JavaScript off, and prints as it shows. Every text that comes from a
// request or the database goes through html_escape before it reaches the page.
#include <string>

#include "util/markup.hpp"

namespace posetlab::catalogue {

// &, <, >, and " as entities (util/markup.hpp): every attribute the pages write is double-quoted.
inline std::string html_escape(const std::string& text) { return xml_escape(text); }

// The whole document: `title` in the tab and as the heading, `body` (already HTML) below.
std::string html_page(const std::string& title, const std::string& body);

// A small error page (400, 404, 503): what went wrong and where to go instead.
std::string html_error_page(int status, const std::string& message);

}  // namespace posetlab::catalogue
