"""Hasse diagrams as SVG, so a notebook draws a Poset (``Poset._repr_svg_``): the
drawing ``posetlab show --format svg`` and the catalogue make (engine/formats/hasse_svg.hpp),
elements named by their labels and coloured elements filled."""


def hasse_svg(p):
    """The Hasse diagram of ``p`` as an SVG document (a string), as ``posetlab show
    --format svg`` draws it."""
    return p.svg()
