"""posetlab.posets(n) against OEIS A000112, canonical keys against isomorphism, and
grundy against the CLI (`solve --json`) and plain search by the definition (`--plain`)."""
import itertools

import pytest

import posetlab as pl
from conftest import cli_json, random_pairs

A000112 = [1, 1, 2, 5, 16, 63, 318, 2045, 16999]


@pytest.mark.parametrize("n", range(len(A000112)))
def test_counts_are_a000112(n):
    count = 0
    for p in pl.posets(n):
        assert p.n == n
        count += 1
    assert count == A000112[n]


def test_classes_are_distinct_and_canonical_is_invariant(rng):
    keys = [pl.canonical(p) for p in pl.posets(6)]
    assert len(set(keys)) == len(keys) == 318
    for p in rng.sample(list(pl.posets(6)), 40):
        perm = list(range(p.n))
        rng.shuffle(perm)
        q = pl.Poset(p.n, [(perm[a], perm[b]) for a, b in p.relations()])
        assert pl.canonical(q) == pl.canonical(p)


def test_early_stop_and_bad_size():
    it = pl.posets(9)
    first = [next(it) for _ in range(5)]
    assert all(p.n == 9 for p in first)
    del it  # stops the generator
    with pytest.raises(ValueError):
        pl.posets(13)


def test_grundy_matches_cli_and_definition(rng):
    ps = [pl.Poset(n, random_pairs(rng, n, rng.random())) for n in [rng.randint(0, 14) for _ in range(60)]]
    text = "".join(p.text() + "\n" for p in ps)
    fast = [r["grundy"] for r in cli_json("solve", stdin=text)]
    plain = [r["grundy"] for r in cli_json("solve", "--plain", stdin=text)]
    assert [pl.grundy(p) for p in ps] == fast == plain


def test_grundy_of_all_posets_of_5_matches_cli():
    ps = list(pl.posets(5))
    text = "".join(p.digraph6() + "\n" for p in ps)
    assert [pl.grundy(p) for p in ps] == [r["grundy"] for r in cli_json("solve", "--plain", stdin=text)]


def test_grundy_of_a_large_game_releases_nothing_wrong():
    # 79 elements: the mask search, as `posetlab solve` picks it.
    chomp = pl.Poset(79, [(r * 10 + c - 1, r2 * 10 + c2 - 1)
                          for r, c, r2, c2 in itertools.product(range(8), range(10), range(8), range(10))
                          if (r, c) != (0, 0) and (r2, c2) != (r, c) and r <= r2 and c <= c2])
    assert pl.grundy(chomp) == 51
