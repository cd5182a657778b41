#pragma once
// A poset's Hasse diagram as self-contained SVG: elements on levels (level = length of the
// longest chain below the element, so covers always climb), least elements at the bottom,
// one circle an element and one line a cover pair. Within a level the elements are ordered
// by a few rounds of the barycentre rule (each takes the mean place of its neighbours on
// the levels around it), which removes most crossings of small diagrams cheaply; the
// drawing is deterministic for a given poset and labelling.
//
// Each element is a <g class="element"> with data-element="ID" (and its label as text),
// each cover a <line class="cover"> with data-cover="A<B", so a reader or a test gets the
// order back from the drawing. Elements may carry a fill colour (coloured posets: black
// and white) and a link (the catalogue's move links: clicking an element plays it).
#include <string>
#include <vector>

#include "engine/core/poset.hpp"

namespace posetlab {

struct HasseSvgOptions {
  std::vector<std::string> labels;  // per element; empty: the ids
  std::vector<std::string> fills;   // per element, a CSS colour; empty: the default
  std::vector<std::string> links;   // per element, an href (already escaped for a URL); "" none
  std::vector<bool> marked;         // per element, drawn with a thick ring (winning moves)
  std::string title;                // the <title> of the drawing, may be empty
  double max_width = 640;           // the drawing scales down to fit this many pixels
};

// Where each element sits: its level and its place within the level, 0-based.
struct HasseLayout {
  std::vector<int> level, place;
  std::vector<int> level_sizes;
};
HasseLayout hasse_layout(const Poset& p);

std::string hasse_svg(const Poset& p, const HasseSvgOptions& options = {});

}  // namespace posetlab
