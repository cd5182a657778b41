"""solve_many against solve and the CLI, the database's tables and columns against
SQLite's own catalogue, jobs run from Python against the same job run by the CLI, and
the Sage conversions (on a stand-in for sage.all when SageMath is absent)."""
import sqlite3
import sys
import types

import networkx as nx
import pandas as pd
import pytest

import posetlab as pl
from conftest import cli, cli_json, random_pairs


def test_solve_many_is_a_dataframe_of_solve(rng):
    ps = [pl.Poset(n, random_pairs(rng, n, 0.4)) for n in range(9)]
    table = pl.solve_many(ps)
    assert isinstance(table, pd.DataFrame) and list(table.columns[:1]) == ["poset"]
    assert list(table["grundy"]) == [pl.grundy(p) for p in ps]
    assert list(table["poset"]) == [p.text() for p in ps]
    expected = cli_json("solve", stdin="".join(p.text() + "\n" for p in ps))
    assert list(table["outcome"]) == [r["outcome"] for r in expected]
    misere = pl.solve_many(pl.posets(4), game="misere")
    assert len(misere) == 16 and list(misere["outcome"]) == [pl.solve(p, game="misere")["outcome"] for p in pl.posets(4)]


def test_solve_many_without_pandas_is_a_list_of_dicts(monkeypatch):
    monkeypatch.setitem(sys.modules, "pandas", None)  # `import pandas` raises ImportError
    rows = pl.solve_many([pl.Poset(2, [(0, 1)]), pl.Poset(2)])
    assert rows == [{"poset": "poset 2: 0<1", **pl.solve(pl.Poset(2, [(0, 1)]))},
                    {"poset": "poset 2:", **pl.solve(pl.Poset(2))}]


def test_solve_many_names_the_poset_that_failed():
    with pytest.raises(ValueError, match=r"solve_many: poset 1 \(poset 2: 0<1\)"):
        pl.solve_many([pl.Poset(1, colours="B"), pl.Poset(2, [(0, 1)])], game="bw")


def test_jobs_from_python_are_the_clis(tmp_path):
    mine, theirs = tmp_path / "py.sqlite", tmp_path / "cli.sqlite"
    cli("enumerate", "posets", "--size", "6", "--db", str(theirs), "-q")
    with pytest.raises(ValueError, match="read-only"):
        pl.Database(theirs).enumerate("posets", size=3)
    db = pl.Database(mine, writable=True)
    report = db.enumerate("posets", size=6)
    assert report["job_complete"] and report["rows_job"] == 318 and report["units_run"] >= 1
    again = db.enumerate("posets", size=6)
    assert again["units_run"] == 0 and again["rows_job"] == 318
    sql = "SELECT canonical, grundy, height, width FROM posets WHERE size = 6 ORDER BY canonical"
    assert db.query(sql).equals(pl.Database(theirs).query(sql))
    runs = db.query("SELECT parameters FROM runs")
    assert "--size 6" in runs["parameters"][0]
    summary = db.enumerate("posets", size=7, summary=True)
    assert summary["job_complete"]
    assert db.query("SELECT sum(posets) AS n FROM posets_counts WHERE size = 7")["n"][0] == 2045


def test_job_parameters_are_checked_as_the_cli_checks_them(tmp_path):
    db = pl.Database(tmp_path / "p.sqlite", writable=True)
    with pytest.raises(ValueError, match="size"):
        db.enumerate("posets", size=99)
    with pytest.raises(ValueError, match="no parameter colour"):
        db.enumerate("posets", size=3, colour=1)
    with pytest.raises(ValueError, match="posets"):
        db.enumerate("nonsense", size=3)
    with pytest.raises(ValueError, match="one value a call"):   # one call, one job, one report
        db.enumerate("posets", size="1:3")
    assert db.query("SELECT count(*) AS n FROM posets").n[0] == 0
    assert "posets" in pl.job_kinds


def test_a_large_job_asks_for_yes_as_the_cli_asks_for_yes(tmp_path):
    # The 6-hour, 66 GB job of every poset on 12 points, and the others the CLI guards.
    db = pl.Database(tmp_path / "p.sqlite", writable=True)
    for kind, params in (("posets", {"size": 12}), ("chomp", {"max": 20}), ("two-level", {"bottoms": 7})):
        with pytest.raises(ValueError, match=r"is estimated at .* add yes=True to start it"):
            db.enumerate(kind, **params)
    assert db.query("SELECT count(*) AS n FROM runs").n[0] == 0   # nothing started
    assert db.enumerate("posets", size=4, yes=True)["job_complete"]  # yes=True on a small job is harmless


def test_tables_and_columns_are_sqlites(tmp_path):
    path = tmp_path / "p.sqlite"
    pl.Database(path, writable=True).enumerate("posets", size=4)
    db = pl.Database(path)
    raw = sqlite3.connect(path)
    kinds = dict(raw.execute("SELECT name, type FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"))
    names = sorted(name for name, kind in kinds.items() if kind in ("table", "view"))
    assert db.tables() == names and "posets" in names
    for t in names:  # views may call posetlab's SQL functions, which only its connections have
        expected = ([r[1] for r in raw.execute(f'PRAGMA table_info("{t}")')] if kinds[t] == "table"
                    else list(db.query(f'SELECT * FROM "{t}" LIMIT 0').columns))
        assert db.columns(t) == expected
    assert db.columns("posets") == list(db.query("SELECT * FROM posets LIMIT 1").columns)
    with pytest.raises(ValueError, match=r'no table or view named "poset".*posets'):
        db.columns("poset")


def stand_in_sage():
    """sage.all with a Poset class on networkx: the calls to_sage/from_sage make."""
    class SagePoset:
        def __init__(self, data, facade=True):
            elements, covers = data
            self.g = nx.DiGraph()
            self.g.add_nodes_from(elements)
            self.g.add_edges_from(covers)

        def list(self):
            return list(nx.topological_sort(self.g))

        def cover_relations(self):
            return [list(e) for e in nx.transitive_reduction(self.g).edges]

    module = types.ModuleType("sage.all")
    module.Poset = SagePoset
    return module


def test_sage_conversions_on_a_stand_in(monkeypatch):
    try:
        import sage.all  # noqa: F401
        pytest.skip("SageMath is here: test_poset_model tests the real one")
    except ImportError:
        pass
    with pytest.raises(ImportError, match="SageMath"):
        pl.Poset(2).to_sage()
    monkeypatch.setitem(sys.modules, "sage", types.ModuleType("sage"))
    monkeypatch.setitem(sys.modules, "sage.all", stand_in_sage())
    p = pl.Poset(4, [(0, 1), (0, 2), (1, 3), (2, 3)], labels="abcd")
    s = p.to_sage()
    assert sorted(s.g.edges) == [("a", "b"), ("a", "c"), ("b", "d"), ("c", "d")]
    back = pl.Poset.from_sage(s)
    assert back == p and back.labels[0] == "a" and set(back.labels) == set("abcd")
