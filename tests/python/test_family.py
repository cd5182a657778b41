"""pl.family against `posetlab family`: every built-in family (pl.families) gives the
same poset, colours and winning sets as the CLI's line for the same arguments."""
import pytest

import posetlab as pl
from conftest import cli

P = pl.Poset.parse("poset 3: 0<1 0<2")
Q = pl.Poset.parse("poset 2: 0<1")

# name: (arguments, the CLI's arguments, the CLI's standard input)
EXAMPLES = {
    "chain": ((5,), ["5"], ""),
    "antichain": ((4,), ["4"], ""),
    "zigzag": (("N", 7), ["N", "7"], ""),
    "kbt": ((2, 3), ["2", "3"], ""),
    "nim": ((1, 2, 3), ["1", "2", "3"], ""),
    "chomp": ((3, 4), ["3", "4"], ""),
    "divisors": ((360,), ["360"], ""),
    "vee": ((3,), ["3"], ""),
    "lambda": ((3,), ["3"], ""),
    "diamond": ((3,), ["3"], ""),
    "blacks-below-white": ((3,), ["3"], ""),
    "black-below-whites": ((2,), ["2"], ""),
    "young": (("4,3,1",), ["4,3,1"], ""),
    "skew": (("5,4,2/2,1",), ["5,4,2/2,1"], ""),
    "plane-partition": (("2,1/1",), ["2,1/1"], ""),
    "tree": (("0,0,1,1",), ["0,0,1,1"], ""),
    "pomax-sat": (("(x1 | x2 | !x3) & (!x1 | x2 | x3)",), ["(x1 | x2 | !x3) & (!x1 | x2 | x3)"], ""),
    "pomax-qbf": (("(x1 | x2) & (!x1 | !x2)",), ["(x1 | x2) & (!x1 | !x2)"], ""),
    "connect-k": ((3, 3, 3), ["3", "3", "3"], ""),
    "chains": (("3,2:0,4",), ["3,2:0,4"], ""),
    "mb-sat": (("(x1 | x2 | !x3) & (!x1 | x2 | x3)",), ["(x1 | x2 | !x3) & (!x1 | x2 | x3)"], ""),
    "mb-qbf": (("(x1 | x2) & (!x1 | !x2)",), ["(x1 | x2) & (!x1 | !x2)"], ""),
    "mm-dnf": (("(x1 & x2) | (x2 & x3)",), ["(x1 & x2) | (x2 & x3)"], ""),
    "not": ((P,), [], P.text() + "\n"),
    "or": ((P, Q), [], P.text() + "\n" + Q.text() + "\n"),
    "parallel": ((P, Q, P), [], (P.text() + "\n" + Q.text() + "\n") + P.text() + "\n"),
    "series": ((P, Q), [], P.text() + "\n" + Q.text() + "\n"),
    "product": ((P, Q), [], P.text() + "\n" + Q.text() + "\n"),
    "formula": (("x1 | !x2",), ["x1 | !x2", "--assign", "01"], ""),
}


def test_every_family_has_an_example():
    assert set(EXAMPLES) == set(pl.families)


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_family_matches_cli(name):
    args, cli_args, stdin = EXAMPLES[name]
    expected = pl.Poset.parse(cli("family", name, *cli_args, stdin=stdin).strip())
    got = pl.family(name, *args, **({"assign": "01"} if name == "formula" else {}))
    assert got == expected, f"{got.text()} != {expected.text()}"


def test_options_and_errors():
    assert pl.family("young", "2,2", corner="W").colours == pl.Poset.parse(
        cli("family", "young", "2,2", "--corner", "W").strip()).colours
    assert pl.family("young", "2,2", colours="BBWW") == pl.Poset.parse(
        cli("family", "young", "2,2", "--colours", "BBWW").strip())
    assert pl.family("not", Q, variant="proof") == pl.Poset.parse(
        cli("family", "not", "--variant", "proof", stdin=Q.text() + "\n").strip())
    for bad in [("nosuch",), ("chain",), ("chain", "x"), ("zigzag", "Q", 3), ("chomp", 0, 3), ("or", P),
                ("chain", "1:3"), ("not", 3)]:
        with pytest.raises(ValueError):
            pl.family(*bad)


def test_chomp_8_by_10_is_51():
    assert pl.grundy(pl.family("chomp", 8, 10)) == 51


def test_product_is_componentwise_and_keeps_labels():
    d6, c2 = pl.family("divisors", 6), pl.family("chain", 2)
    p = pl.family("product", d6, c2)
    assert p.labels == ((1, 0), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1), (6, 0), (6, 1))
    for x in range(8):
        for y in range(8):
            assert p.leq(x, y) == (d6.leq(x // 2, y // 2) and c2.leq(x % 2, y % 2))
    assert p.leq((2, 0), (6, 1)) and not p.leq((2, 1), (3, 1))
    with pytest.raises(ValueError):
        pl.family("product", pl.family("young", "2,1"), c2)
