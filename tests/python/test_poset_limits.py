"""Inputs the Python module refuses, and how: the CLI's element limit, a pair that is
not a strict order relation, canonical keys and lookups beyond the stored tables'
64 elements, and networkx graphs that are not directed acyclic graphs."""
import subprocess

import networkx as nx
import pytest

import posetlab as pl
from conftest import BINARY, cli


def test_element_limit_is_the_clis():
    # The CLI refuses the same size with the same limit (solve --max-elements).
    done = subprocess.run([BINARY, "solve", "-"], input="poset 16385:\n", capture_output=True, text=True)
    assert done.returncode == 2 and "16384" in done.stderr
    for n in [16385, 100000, 10**7]:
        with pytest.raises(ValueError, match=r"more than the element limit 16384"):
            pl.Poset(n)
    assert pl.Poset(16384).n == 16384
    with pytest.raises(ValueError, match="16384"):
        pl.Poset.parse("poset 16385:")


def test_element_limit_can_be_raised_to_the_clis_ceiling():
    assert pl.Poset(20000, max_elements=20000).n == 20000
    with pytest.raises(ValueError, match="65536"):
        pl.Poset(3, max_elements=70000)


def test_a_self_loop_is_refused_as_the_cli_refuses_it():
    with pytest.raises(ValueError, match=r"\(0, 0\): no element is less than itself"):
        pl.Poset(2, [(0, 0)])
    with pytest.raises(ValueError, match=r"\(1, 1\)"):
        pl.Poset(3, [(0, 1), (1, 1)])


def test_canonical_beyond_64_elements_is_the_clis_key():
    chain = pl.family("chain", 70)
    assert pl.canonical(chain) == cli("canonical", stdin=chain.text() + "\n").strip()
    q = pl.Poset(70, [(69 - a, 69 - b) for a, b in chain.relations()][::-1])
    assert pl.canonical(q) == pl.canonical(chain)


def test_lookup_beyond_64_elements_is_not_stored(tmp_path):
    db = tmp_path / "p4.sqlite"
    cli("enumerate", "posets", "--size", "4", "--db", str(db), "-q")
    assert pl.Database(db).lookup(pl.family("chain", 70)) is None
    done = subprocess.run([BINARY, "lookup", "--db", str(db)], input=pl.family("chain", 70).text() + "\n",
                          capture_output=True, text=True)
    assert done.returncode == 1
    assert "the posets table holds posets of at most 64 elements" in done.stderr


def test_from_networkx_refuses_an_undirected_graph():
    with pytest.raises(ValueError, match="undirected.*directed acyclic graph"):
        pl.Poset.from_networkx(nx.path_graph(3))


def test_from_networkx_refuses_a_self_loop():
    with pytest.raises(ValueError, match="self-loop at 'b'"):
        pl.Poset.from_networkx(nx.DiGraph([("a", "b"), ("b", "b")]))


def test_from_networkx_names_a_cycle_by_its_labels():
    with pytest.raises(ValueError, match=r"cycle.*'x'"):
        pl.Poset.from_networkx(nx.DiGraph([("x", "y"), ("y", "x")]))


def test_from_networkx_takes_a_multidigraph_parallel_arcs_as_one_relation():
    g = nx.MultiDiGraph([(0, 1), (0, 1), (1, 2)])
    assert pl.Poset.from_networkx(g) == pl.family("chain", 3)
    assert pl.Poset.from_networkx(g).relations() == [(0, 1), (0, 2), (1, 2)]


def test_from_networkx_keeps_the_labels():
    g = nx.DiGraph([("top", "x"), ("a", "top")])
    g.add_node("lone")
    p = pl.Poset.from_networkx(g)
    assert p.labels == ("top", "x", "a", "lone")
    assert p.element_of == {"top": 0, "x": 1, "a": 2, "lone": 3}
    assert p.leq(p.element_of["a"], p.element_of["x"])
    assert pl.Poset(3, [(0, 1)]).labels is None and pl.Poset(3).element_of is None


def test_labels_must_name_every_element_once():
    assert pl.Poset(2, [(0, 1)], labels=["lo", "hi"]).labels == ("lo", "hi")
    with pytest.raises(ValueError, match="2 labels for 3 elements"):
        pl.Poset(3, labels=["a", "b"])
    with pytest.raises(ValueError, match="label 'a' is given to elements 0 and 1"):
        pl.Poset(2, labels=["a", "a"])
