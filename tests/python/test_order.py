"""The order theory of pl.Poset (the names SageMath's Poset uses) against the definitions,
by brute force on small random posets: minimal and maximal elements, intervals, linear
extensions (every permutation tried), order ideals (every subset tried) and the value of
each as a position of the game (pl.grundy of the subposet), automorphisms (every
permutation tried), N-freeness (every 4 elements tried), rank and gradedness (every
maximal chain), relabelling and the drawing; construction by labels, covers or a dict,
labels through sums, leq by label, misere winning moves, and the labels of the families."""
import itertools
import xml.etree.ElementTree as ET

import pytest

import posetlab as pl
from conftest import random_pairs


def random_poset(rng, n, labels=None):
    return pl.Poset(n, random_pairs(rng, n, rng.choice([0.2, 0.4, 0.7])), labels=labels)


def le(p, a, b):
    return a == b or (a, b) in set(p.relations())


def brute_misere_wins(p):
    """The player to move wins misere play iff no move is left or some move leaves a
    position whose mover loses."""
    return p.n == 0 or any(not brute_misere_wins(o) for o in p.options())


def test_minimal_maximal_interval_by_the_definition(rng):
    for _ in range(40):
        p = random_poset(rng, rng.randint(0, 8))
        assert p.minimal_elements() == [x for x in range(p.n) if not any(le(p, y, x) and y != x for y in range(p.n))]
        assert p.maximal_elements() == [x for x in range(p.n) if not any(le(p, x, y) and y != x for y in range(p.n))]
        for a, b in itertools.product(range(p.n), repeat=2):
            assert p.interval(a, b) == [z for z in range(p.n) if le(p, a, z) and le(p, z, b)]


def test_linear_extensions_are_every_compatible_permutation(rng):
    for _ in range(30):
        p = random_poset(rng, rng.randint(0, 6))
        expected = [list(s) for s in itertools.permutations(range(p.n))
                    if all(s.index(a) < s.index(b) for a, b in p.relations())]
        assert list(p.linear_extensions()) == expected  # lexicographic, as permutations() lists them


def test_order_ideals_and_the_value_of_each_position(rng):
    for _ in range(25):
        p = random_poset(rng, rng.randint(0, 6))
        ideals = set(p.order_ideals())
        expected = {frozenset(s) for k in range(p.n + 1) for s in itertools.combinations(range(p.n), k)
                    if all(a in s for a, b in p.relations() if b in s)}
        assert ideals == expected and len(p.order_ideals()) == len(expected)
        lattice, values = p.order_ideal_lattice(values=True)
        assert set(lattice.labels) == expected and lattice.n == len(expected)
        for i, j in itertools.product(lattice.labels, repeat=2):
            assert lattice.leq(i, j) == (i <= j)
        for ideal, v in values.items():
            assert v == pl.grundy(p.subposet(ideal))
        assert values[frozenset(range(p.n))] == pl.grundy(p)
    with pytest.raises(ValueError, match="limit"):
        pl.Poset(12).order_ideals(limit=1000)


def test_automorphisms_against_every_permutation(rng):
    for _ in range(30):
        p = random_poset(rng, rng.randint(0, 6))
        rel = set(p.relations())
        autos = [s for s in itertools.permutations(range(p.n)) if {(s[a], s[b]) for a, b in rel} == rel]
        assert p.automorphism_count() == len(autos)
        gens = p.automorphisms()
        for g in gens:
            assert tuple(g[x] for x in range(p.n)) in set(autos)
        group = {tuple(range(p.n))}
        while True:  # the closure of the generators is the whole group
            more = {tuple(g[x] for x in s) for s in group for g in gens} | group
            if more == group:
                break
            group = more
        assert len(group) == len(autos)


def test_n_free_rank_and_grading_by_the_definition(rng):
    for _ in range(60):
        p = random_poset(rng, rng.randint(0, 7))
        n_shape = any(le(p, a, c) and le(p, b, c) and le(p, b, d) and not le(p, a, d)
                      and len({a, b, c, d}) == 4 and not le(p, c, d) and not le(p, d, c)
                      and not le(p, a, b) and not le(p, b, a)
                      for a, b, c, d in itertools.permutations(range(p.n), 4))
        assert p.is_n_free() == (not n_shape)
        covers = p.covers()
        up = {x: [b for a, b in covers if a == x] for x in range(p.n)}

        def chains(x):
            return [[x]] if not up[x] else [[x] + c for y in up[x] for c in chains(y)]

        maximal_chains = [c for x in p.minimal_elements() for c in chains(x)]
        assert p.is_graded() == (len({len(c) for c in maximal_chains}) <= 1)
        r = p.rank_function()
        if r is not None:
            assert all(r[b] == r[a] + 1 for a, b in covers)
            assert all(p.rank(x) == r[x] for x in range(p.n))
            for comp in p.components():
                assert min(r[x] for x in comp) == 0
        assert p.rank() == max((len(c) for c in maximal_chains), default=0) - 1
    assert pl.Poset(4, [(0, 1), (2, 1), (2, 3)]).is_n_free() is False
    assert pl.Poset(3, [(0, 1), (1, 2), (0, 2)]).rank_function() == {0: 0, 1: 1, 2: 2}
    assert pl.Poset(5, [(0, 1), (1, 2), (2, 4), (0, 3), (3, 4)]).rank_function() is None  # the pentagon


def test_construction_by_labels_covers_or_a_dict():
    p = pl.Poset(["a", "b", "c"], [("a", "b"), ("b", "c")])
    assert p.labels == ("a", "b", "c") and p.relations() == [(0, 1), (0, 2), (1, 2)]
    assert p.leq("a", "c") and not p.leq("c", "a") and p.leq(0, 2)
    q = pl.Poset({"bottom": ["left", "right"], "left": ["top"], "right": ["top"]})
    assert q.labels == ("bottom", "left", "right", "top") and q.leq("bottom", "top") and not q.leq("left", "right")
    assert q.minimal_elements() == ["bottom"] and q.maximal_elements() == ["top"]
    assert q.interval("bottom", "left") == ["bottom", "left"]
    assert pl.Poset(3, [("x", "z")], labels="xyz").leq("x", "z")
    with pytest.raises(ValueError, match="by label when labels="):
        pl.Poset(3, [("a", "b")])
    with pytest.raises(ValueError, match="'d' is not an element"):
        pl.Poset(["a", "b"], [("a", "d")])
    with pytest.raises(ValueError, match="cycle"):
        pl.Poset({"a": ["b"], "b": ["a"]})
    with pytest.raises(ValueError, match="neither an element id nor a label"):
        p.leq("a", "nosuch")


def test_labels_are_kept_by_sums_relabel_and_drawing():
    p = pl.Poset(["a", "b"], [("a", "b")])
    q = pl.Poset(["c"], [])
    assert (p + q).labels == ("a", "b", "c")
    assert (p / q).labels == ("c", "a", "b") and (p / q).leq("c", "a")
    assert (p + p).labels == ((0, "a"), (0, "b"), (1, "a"), (1, "b"))  # as Sage's disjoint union names them
    assert (p + pl.Poset(1)).labels == ("a", "b", 0)
    assert (pl.Poset(1) + pl.Poset(1)).labels is None
    r = p.relabel({"a": "lo"})
    assert r.labels == ("lo", "b") and r.relations() == p.relations()
    assert p.relabel(str.upper).labels == ("A", "B") and p.relabel([10, 20]).labels == (10, 20)
    svg = p.plot(marked=["b"])
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    assert len(root.findall(f".//{ns}circle")) == 2 and len(root.findall(f".//{ns}line")) == 1
    assert ">a<" in svg and svg == p.svg([1]) and svg._repr_svg_() == svg


def test_misere_winning_moves_by_the_definition(rng):
    for _ in range(40):
        p = random_poset(rng, rng.randint(0, 7))
        answer = pl.solve(p, game="misere", moves=True)
        assert answer["outcome"] == ("N" if brute_misere_wins(p) else "P")
        assert answer["winning_moves"] == [x for x, o in zip(p.moves(), p.options()) if not brute_misere_wins(o)]
    with pytest.raises(ValueError, match="no Grundy values"):
        pl.solve(pl.Poset(1), game="misere", gset=True)


def test_family_labels_reach_text_and_winning_moves():
    d = pl.family("divisors", 12)
    assert d.labels == (1, 2, 3, 4, 6, 12) and d.element_of[6] == 4
    assert d.minimal_elements() == [1] and d.maximal_elements() == [12]
    assert d.text().startswith("poset 6 [1 2 3 4 6 12]: ")
    assert pl.Poset.parse(d.text()).labels == d.labels
    answer = pl.solve(d, moves=True)
    assert answer["winning_labels"] == [d.labels[x] for x in answer["winning_moves"]]
    y = pl.family("young", "2,1")
    assert set(y.labels) == {(0, 0), (0, 1), (1, 0)}
    assert pl.Poset.parse(y.text()).labels == y.labels
    assert pl.Poset(2, [(0, 1)], labels=["a b", "c"]).text() == "poset 2: 0<1"  # no word for "a b": left out


def test_sums_of_large_posets_are_bounded_by_the_poset_limit():
    """A sum may have as many elements as a Poset may (65536), not the CLI's default 16384."""
    s = pl.Poset(16000) + pl.Poset(400, [(0, 1)])
    assert s.n == 16400 and s.leq(16000, 16001) and not s.leq(0, 16001)


def test_from_networkx_refuses_what_it_cannot_read():
    import networkx as nx

    with pytest.raises(TypeError, match="networkx DiGraph"):
        pl.from_networkx([(0, 1)])
    g = nx.DiGraph([("a", "b")])
    g.nodes["a"]["colour"] = "B"
    with pytest.raises(ValueError, match="has no colour"):
        pl.from_networkx(g)
    h = nx.DiGraph([("a", "b")])
    h.graph["winning_sets"] = [["a", "z"]]
    with pytest.raises(ValueError, match="'z', which is not a node"):
        pl.from_networkx(h)
    with pytest.raises(ValueError, match="1.5 is not an element id"):
        pl.Poset(3).subposet([0, 1.5])
