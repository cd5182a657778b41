"""Order theory on a Poset, under the names SageMath's ``Poset`` uses.

Elements are given and returned by name: a poset with labels names its elements by
them (``family("divisors", 12).minimal_elements() == [1]``), one without by their ids
0..n-1. An argument that is an int is always an element id, any other object a label;
so a poset labelled by ints (divisors) takes its labels through ``p.element_of``.

Everything here works on ``p.relations()`` and ``p.covers()`` (element ids) by the
definitions, in time polynomial in the size except where the answer itself is large:
linear extensions and order ideals are listed one by one, and the order ideals stop at
``limit`` (ValueError) rather than fill the memory.
"""
from ._core import Poset


def _name(p, x):
    return p.labels[x] if p.labels is not None else x


def _id(p, x, what):
    if isinstance(x, int) and not isinstance(x, bool):
        if not 0 <= x < p.n:
            raise ValueError(f"{what}: element {x} is not in 0..{p.n - 1}")
        return x
    if p.labels is not None and x in p.element_of:
        return p.element_of[x]
    raise ValueError(f"{what}: {x!r} is neither an element id nor a label")


def _up_masks(p):
    """up[x]: the bit mask of the elements y with x <= y."""
    up = [1 << x for x in range(p.n)]
    for a, b in p.relations():
        up[a] |= 1 << b
    return up


def _ids_of(mask):
    out, x = [], 0
    while mask:
        if mask & 1:
            out.append(x)
        mask >>= 1
        x += 1
    return out


def minimal_elements(p):
    """The elements with nothing below them, in increasing id order."""
    below = {b for _, b in p.covers()}
    return [_name(p, x) for x in range(p.n) if x not in below]


def maximal_elements(p):
    """The elements with nothing above them, in increasing id order."""
    above = {a for a, _ in p.covers()}
    return [_name(p, x) for x in range(p.n) if x not in above]


def interval(p, a, b):
    """The elements x with a <= x <= b, in increasing id order ([] when a is not <= b)."""
    x, y = _id(p, a, "interval"), _id(p, b, "interval")
    up = _up_masks(p)
    return [_name(p, z) for z in range(p.n) if up[x] >> z & 1 and up[z] >> y & 1]


def linear_extensions(p):
    """Every linear extension (a list of the elements, each after all below it), one at a
    time, in lexicographic order of the element ids."""
    down = [0] * p.n
    for a, b in p.relations():
        down[b] |= 1 << a
    order = []

    def extend(placed):
        if len(order) == p.n:
            yield [_name(p, x) for x in order]
            return
        for x in range(p.n):
            if not placed >> x & 1 and down[x] & ~placed == 0:
                order.append(x)
                yield from extend(placed | 1 << x)
                order.pop()

    yield from extend(0)


def _ideal_masks(p, limit):
    """Every order ideal (down-set) as a bit mask, by size, then by mask."""
    down = [0] * p.n
    for a, b in p.relations():
        down[b] |= 1 << a
    seen, level, out = {0}, [0], [0]
    while level:
        grown = set()
        for ideal in level:
            for x in range(p.n):
                if not ideal >> x & 1 and down[x] & ~ideal == 0:
                    bigger = ideal | 1 << x
                    if bigger not in seen:
                        seen.add(bigger)
                        grown.add(bigger)
        level = sorted(grown)
        out += level
        if len(out) > limit:
            raise ValueError(f"order_ideals: more than limit={limit} ideals; give a larger limit")
    return out


def order_ideals(p, limit=1_000_000):
    """Every order ideal (a down-set: with x, everything below x), as a frozenset of
    elements, smallest first. These are the positions of the poset game on p."""
    return [frozenset(_name(p, x) for x in _ids_of(m)) for m in _ideal_masks(p, limit)]


def order_ideal_lattice(p, values=False, limit=1_000_000):
    """The lattice of order ideals ordered by inclusion, as a Poset labelled by the
    ideals (frozensets of elements). With values=True, also {ideal: Grundy value}: each
    ideal is a position of the poset game on p, and its value is found over the lattice
    by the definition, g(I) = mex {g(I minus the elements >= x) : x in I}."""
    masks = _ideal_masks(p, limit)
    index = {m: i for i, m in enumerate(masks)}
    covers = [(index[m], index[m | 1 << x]) for m in masks for x in range(p.n) if (m | 1 << x) in index and not m >> x & 1]
    labels = [frozenset(_name(p, x) for x in _ids_of(m)) for m in masks]
    lattice = Poset(len(masks), covers, labels=labels, max_elements=max(len(masks), 1))
    if not values:
        return lattice
    up = _up_masks(p)
    value = {}
    for m in masks:  # smaller ideals first: every option is valued before its position
        options = {value[m & ~up[x]] for x in _ids_of(m)}
        value[m] = next(v for v in range(len(options) + 1) if v not in options)
    return lattice, {labels[index[m]]: v for m, v in value.items()}


def rank_function(p):
    """{element: rank} with rank(y) = rank(x) + 1 whenever y covers x and the least rank in
    each connected component 0, or None when no such function exists (p is not ranked)."""
    neighbours = {x: [] for x in range(p.n)}
    for a, b in p.covers():
        neighbours[a].append((b, 1))
        neighbours[b].append((a, -1))
    rank = {}
    for start in range(p.n):
        if start in rank:
            continue
        rank[start], component, todo = 0, [start], [start]
        while todo:
            x = todo.pop()
            for y, step in neighbours[x]:
                if y not in rank:
                    rank[y] = rank[x] + step
                    component.append(y)
                    todo.append(y)
                elif rank[y] != rank[x] + step:
                    return None
        low = min(rank[x] for x in component)
        for x in component:
            rank[x] -= low
    return {_name(p, x): rank[x] for x in range(p.n)}


def is_ranked(p):
    """Whether p has a rank function (rank_function)."""
    return rank_function(p) is not None


def is_graded(p):
    """Whether every maximal chain has the same length: ranked, every minimal element of
    rank 0 and every maximal element of rank height - 1."""
    r = rank_function(p)
    if r is None:
        return False
    top = p.height() - 1
    return all(r[x] == 0 for x in minimal_elements(p)) and all(r[x] == top for x in maximal_elements(p))


def rank(p, element=None):
    """The rank of ``element`` (rank_function; ValueError when p is not ranked), or without
    one the rank of p, the length of a longest chain (height - 1; -1 for the empty poset),
    as Sage's ``Poset.rank()``."""
    if element is None:
        return p.height() - 1
    r = rank_function(p)
    if r is None:
        raise ValueError("rank: the poset is not ranked (no rank function)")
    return r[_name(p, _id(p, element, "rank"))]


def relabel(p, labels):
    """The same poset (colours and winning sets too) with new labels: a sequence (one per
    element, in id order), a dict {element: new label} (elements it leaves out keep
    their names) or a function of the element's name."""
    names = [_name(p, x) for x in range(p.n)]
    if callable(labels):
        new = [labels(x) for x in names]
    elif isinstance(labels, dict):
        new = [labels.get(x, x) for x in names]
    else:
        new = list(labels)
    return Poset(p.n, p.relations(), colours=p.colours, winning_sets=p.winning_sets, labels=new,
                 max_elements=max(p.n, 1))


class HasseDrawing(str):
    """An SVG document (a str) that a notebook shows as the drawing."""

    def _repr_svg_(self):
        return str(self)


def plot(p, path=None, marked=()):
    """The Hasse diagram as ``posetlab show --format svg`` draws it, elements named by
    their labels: returned (a notebook shows it) and written to ``path`` when given.
    marked: elements (ids or labels) drawn with a thick ring, e.g. winning moves."""
    drawing = HasseDrawing(p.svg([_id(p, x, "plot") for x in marked]))
    if path is not None:
        with open(path, "w", encoding="utf-8") as out:
            out.write(drawing)
    return drawing


METHODS = [minimal_elements, maximal_elements, interval, linear_extensions, order_ideals, order_ideal_lattice,
           rank_function, is_ranked, is_graded, rank, relabel, plot]
