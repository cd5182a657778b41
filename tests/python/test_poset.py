"""posetlab.Poset: construction, every input format, located errors, the order's
invariants against networkx's own algorithms, and the conversions (networkx, SVG)."""
import itertools
import subprocess
import xml.etree.ElementTree as ET

import networkx as nx
import pytest

import posetlab as pl
from conftest import BINARY, cli, random_pairs


def test_version_and_build_info_are_the_binarys():
    shown = subprocess.run([BINARY, "version"], capture_output=True, text=True, check=True).stdout
    assert shown.startswith("posetlab " + pl.__version__ + " (")
    info = pl.build_info()
    assert info.startswith("posetlab " + pl.__version__ + " (")
    # The same compiler flags, CPU and code path (the revision is taken when cmake configures).
    assert info.splitlines()[1:] == shown.splitlines()[1:]


def test_closure_is_taken():
    p = pl.Poset(4, [(0, 1), (1, 2), (2, 3)])
    assert p.n == 4 and len(p) == 4
    assert sorted(p.relations()) == [(a, b) for a in range(4) for b in range(a + 1, 4)]
    assert p.covers() == [(0, 1), (1, 2), (2, 3)]
    assert p.height() == 4 and p.width() == 1


def test_keyword_arguments():
    p = pl.Poset(n=3, pairs=[(0, 1), (0, 2)], colours="BWW")
    assert p.colours == "BWW" and p.winning_sets is None
    g = pl.Poset(n=2, pairs=[(0, 1)], winning_sets=[[1]])
    assert g.winning_sets == [[1]] and g.colours is None


@pytest.mark.parametrize("n, pairs, message", [
    (3, [(0, 1), (1, 2), (2, 0)], "cycle"),
    (2, [(0, 5)], "5"),
    (-1, [], "n must be"),
])
def test_bad_construction_is_value_error(n, pairs, message):
    with pytest.raises(ValueError, match=message):
        pl.Poset(n, pairs)


def test_bad_colours_and_sets_are_value_errors():
    with pytest.raises(ValueError):
        pl.Poset(2, [(0, 1)], colours="BX")
    with pytest.raises(ValueError):
        pl.Poset(2, [(0, 1)], colours="B")
    with pytest.raises(ValueError):
        pl.Poset(2, [(0, 1)], winning_sets=[[0, 7]])


def test_parse_every_format():
    text = pl.Poset.parse("poset 4: 0<1 0<2 1<3 2<3")
    assert text == pl.Poset(4, [(0, 1), (0, 2), (1, 3), (2, 3)])
    assert pl.Poset.parse(text.digraph6()) == text
    assert pl.Poset.parse(">>digraph6<<" + text.digraph6()) == text
    coloured = pl.Poset.parse("poset 3 BWW: 0<1 0<2")
    assert coloured.colours == "BWW" and coloured.covers() == [(0, 1), (0, 2)]
    game = pl.Poset.parse("poset 3: 0<1 | {0,2} {1}")
    assert game.winning_sets == [[0, 2], [1]]
    family = pl.Poset.parse("family 2: {0,1} {1}")
    assert family.n == 4 and sorted(family.covers()) == [(0, 2), (1, 2), (1, 3)]
    assert pl.Poset.parse("poset 2: 0<1   # a comment\n") == pl.Poset(2, [(0, 1)])


def test_text_round_trips_through_the_cli():
    for line in ["poset 4: 0<1 0<2 1<3 2<3", "poset 3 BWW: 0<1 0<2", "poset 3: 0<1 | {0,2} {1}"]:
        p = pl.Poset.parse(line)
        assert pl.Poset.parse(p.text()) == p
        assert str(p) == p.text()
    # The same digraph6 as the CLI writes for a family member.
    assert pl.Poset.parse(cli("family", "diamond", "3", "--format", "digraph6").strip()).n == 5


@pytest.mark.parametrize("line", [
    "poset 3: 0<1 1<7",
    "poset 3: 0<1 1<2 2<0",
    "poset 3 BXW: 0<1",
    "&Bxyz!",
    "poset 2: 0<1 | {0,9}",
    "poset x: 0<1",
])
def test_bad_line_names_line_and_column(line):
    with pytest.raises(ValueError) as e:
        pl.Poset.parse(line)
    message = str(e.value)
    assert message.startswith("<string>:1:"), message
    at = int(message.split(":")[2])
    assert 1 <= at <= len(line) + 1
    # The CLI reports the same position and message for the same line.
    done = subprocess.run([BINARY, "solve", "-"], input=line + "\n", capture_output=True, text=True)
    assert done.returncode == 2
    assert message.split(":", 1)[1] in done.stderr


def test_blank_line_is_value_error():
    with pytest.raises(ValueError, match="no poset"):
        pl.Poset.parse("   # only a comment")


def brute_width(p):
    for k in range(p.n, 0, -1):
        for s in itertools.combinations(range(p.n), k):
            if all(not p.leq(a, b) and not p.leq(b, a) for a, b in itertools.combinations(s, 2)):
                return k
    return 0


def test_invariants_against_networkx(rng):
    for _ in range(40):
        n = rng.randint(0, 9)
        p = pl.Poset(n, random_pairs(rng, n, rng.random()))
        g = p.to_networkx()
        assert nx.is_directed_acyclic_graph(g)
        assert sorted(g.edges) == sorted(nx.transitive_closure_dag(g).edges)
        assert sorted(p.covers()) == sorted(nx.transitive_reduction(g).edges)
        assert p.height() == (nx.dag_longest_path_length(g) + 1 if n else 0)
        assert p.width() == brute_width(p)
        assert pl.Poset.from_networkx(g) == p


def test_from_networkx_any_nodes_and_cycles():
    g = nx.DiGraph([("a", "b"), ("b", "c")])
    p = pl.Poset.from_networkx(g)
    assert p.n == 3 and p.height() == 3
    with pytest.raises(ValueError, match="cycle"):
        pl.Poset.from_networkx(nx.DiGraph([(0, 1), (1, 0)]))


def test_svg_draws_every_element_and_cover():
    p = pl.Poset.parse("poset 4 BWBW: 0<1 0<2 1<3 2<3")
    root = ET.fromstring(p._repr_svg_())
    ns = "{http://www.w3.org/2000/svg}"
    assert len(root.findall(f".//{ns}circle")) == 4
    assert len(root.findall(f"{ns}line")) == 4
    assert ET.fromstring(pl.Poset(0, [])._repr_svg_()) is not None
