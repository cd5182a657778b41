"""The Poset object model against independent computations: equality and hashing up to
isomorphism (networkx's matcher), dual, subposets and up/down-sets (from leq), the game
tree (moves, options) against a Grundy search written here from the definition, and
parallel and series sums against the nim-sum and the ordinal-sum rule."""
import functools
import itertools

import networkx as nx
import pytest
from networkx.algorithms.isomorphism import DiGraphMatcher

import posetlab as pl
from conftest import random_pairs


def brute_grundy(p):
    """The Grundy value by the definition: choosing x removes every y >= x."""
    up = [frozenset(y for y in range(p.n) if p.leq(x, y)) for x in range(p.n)]

    @functools.lru_cache(maxsize=None)
    def value(alive):
        seen = {value(alive - up[x]) for x in alive}
        return next(v for v in itertools.count() if v not in seen)

    return value(frozenset(range(p.n)))


def relabelled(rng, p):
    perm = list(range(p.n))
    rng.shuffle(perm)
    colours = None if p.colours is None else "".join(p.colours[perm.index(x)] for x in range(p.n))
    return pl.Poset(p.n, [(perm[a], perm[b]) for a, b in p.relations()], colours=colours)


def random_poset(rng, n):
    return pl.Poset(n, random_pairs(rng, n, rng.random()))


def test_equality_and_hash_are_up_to_isomorphism(rng):
    for _ in range(60):
        p = random_poset(rng, rng.randint(0, 8))
        q = relabelled(rng, p)
        assert p == q and hash(p) == hash(q) and p.is_isomorphic(q)
    classes = list(pl.posets(5))
    assert len(set(classes)) == 63
    assert len(set(relabelled(rng, p) for p in classes for _ in range(3))) == 63
    assert pl.Poset(2) != pl.Poset(2, [(0, 1)]) and pl.Poset(2) != "poset 2:"


def test_is_isomorphic_agrees_with_networkx(rng):
    for _ in range(150):
        n = rng.randint(1, 6)
        p, q = random_poset(rng, n), random_poset(rng, n)
        expected = DiGraphMatcher(p.to_networkx(), q.to_networkx()).is_isomorphic()
        assert p.is_isomorphic(q) == expected == (p == q) == (pl.canonical(p) == pl.canonical(q))


def test_labels_are_ignored_colours_are_not(rng):
    p = pl.Poset(3, [(0, 1), (0, 2)], labels="abc")
    assert p == pl.Poset(3, [(2, 0), (2, 1)]) and hash(p) == hash(pl.Poset(3, [(2, 0), (2, 1)]))
    coloured = pl.Poset(3, [(0, 1), (0, 2)], colours="BWB")
    assert coloured == relabelled(rng, coloured) and hash(coloured) == hash(relabelled(rng, coloured))
    assert coloured != pl.Poset(3, [(0, 1), (0, 2)], colours="WWB")  # the bottom's colour differs
    assert coloured == pl.Poset(3, [(0, 1), (0, 2)], colours="BBW")  # the two tops swap
    assert coloured != pl.Poset(3, [(0, 1), (0, 2)])
    game = pl.Poset(3, [(0, 1)], winning_sets=[[0, 2]])
    assert game == pl.Poset(3, [(1, 2)], winning_sets=[[1, 0]])
    assert game != pl.Poset(3, [(0, 1)], winning_sets=[[1, 2]])


def test_dual(rng):
    for _ in range(30):
        p = random_poset(rng, rng.randint(0, 9))
        d = p.dual()
        assert sorted(d.relations()) == sorted((b, a) for a, b in p.relations())
        assert d.dual().relations() == p.relations()
        assert pl.grundy(p.dual().dual()) == pl.grundy(p)
    assert pl.Poset(2, [(0, 1)], labels=["lo", "hi"]).dual().labels == ("lo", "hi")


def test_up_and_down_sets_and_subposets(rng):
    for _ in range(30):
        p = random_poset(rng, rng.randint(1, 9))
        for x in range(p.n):
            assert p.up_set(x) == [y for y in range(p.n) if p.leq(x, y)]
            assert p.down_set(x) == [y for y in range(p.n) if p.leq(y, x)]
        kept = sorted(rng.sample(range(p.n), rng.randint(0, p.n)))
        s = p.subposet(set(kept))
        assert s.labels == tuple(kept)
        assert s.relations() == [(i, j) for i, a in enumerate(kept) for j, b in enumerate(kept) if a != b and p.leq(a, b)]
    labelled = pl.Poset(3, [(0, 1), (1, 2)], labels="xyz", colours="BWB")
    s = labelled.subposet([2, 0])
    assert s.labels == ("x", "z") and s.colours == "BB" and s.relations() == [(0, 1)]
    with pytest.raises(ValueError, match="element 3"):
        labelled.up_set(3)
    with pytest.raises(ValueError, match="given twice"):
        labelled.subposet([1, 1])


def test_options_walk_the_game_tree(rng):
    for _ in range(40):
        p = random_poset(rng, rng.randint(0, 8))
        assert p.moves() == list(range(p.n))
        options = p.options()
        assert len(options) == p.n
        for x, o in zip(p.moves(), options):
            kept = [y for y in range(p.n) if not p.leq(x, y)]
            assert o.labels == tuple(kept) and o == p.subposet(kept)
            assert pl.grundy(o) == brute_grundy(o)
        values = {pl.grundy(o) for o in options}
        assert pl.grundy(p) == next(v for v in itertools.count() if v not in values) == brute_grundy(p)


def test_parallel_is_the_nim_sum(rng):
    for _ in range(40):
        p, q = random_poset(rng, rng.randint(0, 7)), random_poset(rng, rng.randint(0, 7))
        s = p + q
        assert s == p.parallel(q) == pl.family("parallel", p, q)
        assert s.n == p.n + q.n and len(s.components()) == len(p.components()) + len(q.components())
        assert pl.grundy(s) == pl.grundy(p) ^ pl.grundy(q) == brute_grundy(p) ^ brute_grundy(q)


def ordinal_sum_value(below, top_value):
    """The ordinal-sum rule: with T above B, choosing in B removes all of T, so the value
    depends on T only through g(T) = t: v(0) = g(B), v(t) = mex(options of B, v(0..t-1))."""
    seen = {brute_grundy(o) for o in below.options()}
    v = [brute_grundy(below)]
    for _ in range(top_value):
        taken = seen | set(v)
        v.append(next(k for k in itertools.count() if k not in taken))
    return v[top_value]


def test_series_puts_the_left_argument_on_top(rng):
    lo, hi = pl.Poset(1), pl.Poset(2)
    s = hi / lo
    assert s == hi.series(lo) == pl.family("series", hi, lo) and s.n == 3
    assert s.relations() == [(0, 1), (0, 2)]  # lo is element 0, below both of hi
    for _ in range(40):
        top, below = random_poset(rng, rng.randint(0, 6)), random_poset(rng, rng.randint(0, 6))
        s = top / below
        for b, t in itertools.product(range(below.n), range(below.n, s.n)):
            assert s.leq(b, t)
        assert pl.grundy(s) == ordinal_sum_value(below, pl.grundy(top)) == brute_grundy(s)


def test_operators_refuse_other_types():
    with pytest.raises(TypeError):
        pl.Poset(1) + 1
    with pytest.raises(TypeError):
        pl.Poset(1) / "x"


def test_networkx_round_trip(rng):
    for _ in range(20):
        p = random_poset(rng, rng.randint(0, 8))
        labelled = pl.Poset(p.n, p.relations(), labels=[f"e{x}" for x in range(p.n)])
        g = labelled.to_networkx()
        assert sorted(g.nodes) == sorted(labelled.labels)
        back = pl.Poset.from_networkx(g)
        assert back.labels == labelled.labels and back.relations() == p.relations()
    coloured = pl.Poset.parse("poset 3 BWW: 0<1 0<2")
    assert pl.Poset.from_networkx(coloured.to_networkx()).colours == "BWW"
    game = pl.Poset.parse("poset 3: 0<1 | {0,2} {1}")
    assert pl.Poset.from_networkx(game.to_networkx()).winning_sets == [[0, 2], [1]]


def test_sage_round_trip():
    pytest.importorskip("sage.all")
    p = pl.Poset(4, [(0, 1), (0, 2), (1, 3), (2, 3)], labels="abcd")
    s = p.to_sage()
    assert s.cardinality() == 4 and s.is_lequal("a", "d")
    back = pl.Poset.from_sage(s)
    assert back == p and set(back.labels) == set("abcd")
