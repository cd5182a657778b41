"""pl.solve against the CLI's `solve --json` for every registered game kind (pl.games)
and each of its rules, on seeded random inputs of the kind's line format: the same
fields with the same values (exact values compared as fractions), and a ValueError
exactly where the CLI refuses the line."""
from fractions import Fraction

import pytest

import posetlab as pl
from conftest import BINARY, random_pairs

import json
import subprocess

STREAM_KEYS = {"index", "input", "line"}  # describe the CLI's stream, not the answer


def random_input(rng, fmt):
    n = rng.randint(0, 9)
    pairs = random_pairs(rng, n, rng.choice([0.1, 0.3, 0.6]))
    if fmt == "coloured":  # at least one element: `poset 0 :` is not read as coloured
        n = max(n, 1)
        pairs = random_pairs(rng, n, rng.choice([0.1, 0.3, 0.6]))
        return pl.Poset(n, pairs, colours="".join(rng.choice("BW") for _ in range(n)))
    if fmt == "winning-sets":
        n = max(n, 1)
        pairs = random_pairs(rng, n, rng.choice([0.1, 0.3]))
        sets = {tuple(sorted(rng.sample(range(n), rng.randint(1, min(3, n))))) for _ in range(rng.randint(1, 4))}
        return pl.Poset(n, pairs, winning_sets=[list(s) for s in sorted(sets)])
    return pl.Poset(n, pairs)


def cli_answers(game, rule, posets):
    """{line number: the CLI's JSON answer} for the lines it solved (--keep-going skips
    the lines the kind refuses)."""
    args = [BINARY, "solve", "--game", game, "--json", "--keep-going"] + (["--rule", rule] if rule else [])
    done = subprocess.run(args, input="".join(p.text() + "\n" for p in posets), capture_output=True, text=True)
    assert done.returncode in (0, 2), done.stderr
    return {a["line"]: a for a in map(json.loads, done.stdout.splitlines())}


def as_python(answer):
    return {k: (Fraction(v) if k == "value" else v) for k, v in answer.items() if k not in STREAM_KEYS}


KINDS = [(game, rule) for game, info in pl.games.items() for rule in (info["rules"] or [""])]


def test_every_cli_kind_is_registered():
    help_text = subprocess.run([BINARY, "solve", "--help"], capture_output=True, text=True).stdout
    for game in pl.games:
        assert game in help_text
    assert {"impartial", "bw", "pomax", "removal", "maker-breaker", "maker-maker", "misere"} <= set(pl.games)


@pytest.mark.parametrize("game, rule", KINDS, ids=[f"{g}-{r}" if r else g for g, r in KINDS])
def test_solve_matches_cli(game, rule, rng):
    fmt = pl.games[game]["format"]
    posets = [random_input(rng, fmt) for _ in range(40)]
    expected = cli_answers(game, rule, posets)
    assert expected, "the CLI solved none of the inputs"
    for line, p in enumerate(posets, start=1):
        if line in expected:
            got = pl.solve(p, game=game, rule=rule)
            assert got == as_python(expected[line]), p.text()
            assert set(got) <= set(pl.games[game]["fields"])
        else:
            with pytest.raises(ValueError):
                pl.solve(p, game=game, rule=rule)


def test_options_and_overrides():
    p = pl.Poset.parse("poset 4: 0<1 0<2 1<3 2<3")
    full = pl.solve(p, gset=True, moves=True)
    assert full["grundy"] == pl.grundy(p) == 3 and full["gset"] == [0, 1, 2] and full["winning_moves"] == [0]
    assert pl.solve(p, plain=True)["grundy"] == 3
    bw = pl.solve(pl.Poset.parse("poset 4: 0<3 1<3 2<3"), game="bw", colours="BBBW")
    assert bw["value"] == Fraction(5, 2) and isinstance(bw["value"], Fraction) and bw["outcome"] == "L"
    mb = pl.solve(pl.Poset.parse("poset 2: 0<1"), game="maker-breaker", winning_sets=[[1]])
    assert mb["outcome"] in "MBNP" and isinstance(mb["maker_first"], bool)


def test_solve_errors_are_value_errors():
    p = pl.Poset.parse("poset 2: 0<1")
    with pytest.raises(ValueError, match="nosuchgame|unknown"):
        pl.solve(p, game="nosuchgame")
    with pytest.raises(ValueError):
        pl.solve(p, game="bw")  # no colours
    with pytest.raises(ValueError):
        pl.solve(p, game="maker-breaker")  # no winning sets
    with pytest.raises(ValueError):
        pl.solve(p, game="bw", colours="BQ")


def test_bounds_stop_a_search_and_a_generous_bound_changes_nothing():
    board = pl.family("chomp", 6, 6)
    free = pl.solve(board)
    assert pl.solve(board, time_limit=3600, node_limit=10**12) == free
    with pytest.raises(pl.BoundError, match="node limit of 100 positions"):
        pl.solve(board, node_limit=100)
    with pytest.raises(pl.BoundError, match="time limit"):
        pl.solve(board, time_limit=1e-9)
    with pytest.raises(ValueError):
        pl.solve(board, time_limit=float("nan"))
    assert pl.solve(board) == free  # the next search runs unbounded


def test_auto_search_solves_what_the_dense_chomp_pass_cannot_hold():
    # A chain of n elements is Nim heap n (value n) and the 1 x (n+1) Chomp board, whose
    # values pass the dense pass's one byte from n = 256 on: auto hands it to the kernel.
    for n in (256, 300):
        assert pl.grundy(pl.family("chain", n)) == n
        assert pl.grundy(pl.family("chain", n), search="kernel") == n
    assert pl.solve(pl.family("nim", 300))["grundy"] == 300
    assert pl.grundy(pl.family("young", "300")) == 300
    # A box beyond memory is searched (here stopped at the bound), not refused.
    with pytest.raises(pl.BoundError):
        pl.solve(pl.family("chomp", 100, 100), node_limit=1000)


def test_search_argument_is_checked_as_the_cli_checks_it():
    p = pl.family("chomp", 6, 6)
    assert {pl.grundy(p, search=s) for s in ("auto", "kernel", "mask", "chomp")} == {13}
    # The empty poset (value 0) under every search, the interpreter still alive after it.
    assert {pl.grundy(pl.Poset(0), search=s) for s in ("auto", "kernel", "mask")} == {0}
    with pytest.raises(ValueError, match="search must be"):
        pl.grundy(p, search="fast")
    assert pl.grundy(pl.family("chain", 256), search="chomp") == 256  # past a byte
    # A search that cannot take the poset is refused rather than replaced.
    with pytest.raises(ValueError, match="Chomp positions only"):
        pl.grundy(pl.family("kbt", 2, 2), search="chomp")
    with pytest.raises(ValueError, match="at most 256 elements"):
        pl.grundy(pl.family("chain", 300), search="mask")
    with pytest.raises(ValueError):
        pl.solve(p, plain=True, search="mask")
    with pytest.raises(ValueError):
        pl.solve(pl.Poset.parse("poset 4 BBBW: 0<3 1<3 2<3"), game="bw", search="kernel")


def test_chomp_moves_come_as_cells_in_any_labelling(rng):
    # family chomp a x b numbers cell (r, c) as r * b + c - 1; a winning move's cell leaves a
    # position of value 0, checked here by the plain search of grundy(plain=True).
    for a, b in [(3, 4), (4, 4), (2, 5)]:
        board = pl.family("chomp", a, b)
        cells = pl.solve(board, moves=True)["winning_cells"]
        assert cells and all(isinstance(cell, tuple) for cell in cells)
        for r, c in cells:
            left = [r2 * b + c2 - 1 for r2 in range(a) for c2 in range(b) if (r2 or c2) and not (r2 >= r and c2 >= c)]
            assert pl.solve(board.subposet(left), plain=True)["grundy"] == 0, (a, b, r, c)
        # Another labelling: the same cells.
        perm = list(range(len(board)))
        rng.shuffle(perm)
        pairs = [(perm[x], perm[y]) for x, y in board.covers()]
        assert pl.solve(pl.Poset(len(board), pairs), moves=True)["winning_cells"] == cells
    assert "winning_cells" not in pl.solve(pl.Poset.parse("poset 4: 0<1 0<2 1<3 2<3"), moves=True)
