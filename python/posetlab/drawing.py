"""Hasse diagrams as SVG, so a notebook draws a Poset (``Poset._repr_svg_``).

Written directly (no graphviz at import time): element x sits on level h(x), the
number of elements of a longest chain ending below x, levels from the bottom up;
within a level elements are placed in increasing id order, then each level is
reordered once by the mean position of its lower covers to shorten the lines.
Black and white elements of a coloured poset are filled black and white.
"""
from html import escape

_STEP_X, _STEP_Y, _RADIUS, _MARGIN = 44, 56, 12, 20


def _levels(p):
    below = {x: [] for x in range(p.n)}
    for a, b in p.covers():
        below[b].append(a)
    level = {}

    def height_of(x):
        if x not in level:
            level[x] = 1 + max((height_of(a) for a in below[x]), default=-1)
        return level[x]

    for x in range(p.n):
        height_of(x)
    rows = [[] for _ in range(max(level.values(), default=-1) + 1)]
    for x in range(p.n):
        rows[level[x]].append(x)
    return rows, below


def hasse_svg(p):
    """The Hasse diagram of ``p`` as an SVG document (a string)."""
    rows, below = _levels(p)
    place = {}
    for r, row in enumerate(rows):
        if r > 0:  # barycentre of the lower covers, id order breaking ties
            row.sort(key=lambda x: (sum(place[a][0] for a in below[x]) / max(len(below[x]), 1), x))
        for i, x in enumerate(row):
            place[x] = (i, r)
    width = max((len(row) for row in rows), default=0)
    w = 2 * _MARGIN + max(width - 1, 0) * _STEP_X
    h = 2 * _MARGIN + max(len(rows) - 1, 0) * _STEP_Y

    def xy(x):
        i, r = place[x]
        offset = (width - len(rows[r])) * _STEP_X / 2
        return _MARGIN + offset + i * _STEP_X, h - _MARGIN - r * _STEP_Y

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">',
           f"<title>{escape(p.text())}</title>"]
    for a, b in p.covers():
        (x1, y1), (x2, y2) = xy(a), xy(b)
        out.append(f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="#444" stroke-width="1.5"/>')
    colours = p.colours
    for x in range(p.n):
        cx, cy = xy(x)
        fill, ink = ("#222", "#fff") if colours is not None and colours[x] == "B" else ("#fff", "#000")
        out.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{_RADIUS}" fill="{fill}" stroke="#000"/>')
        out.append(f'<text x="{cx:g}" y="{cy + 4:g}" font-family="sans-serif" font-size="11" '
                   f'text-anchor="middle" fill="{ink}">{x}</text>')
    out.append("</svg>")
    return "\n".join(out)
