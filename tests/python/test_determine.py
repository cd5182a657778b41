"""Database.determine as DataFrames, on every two-level poset of b <= 3 bottoms built by the
CLI: the frames hold what `posetlab conjecture determine --json` prints, a function's forms
test true with Database.conjecture, and a counterexample pair's two objects have equal
features and different values of the target."""
import json
import subprocess

import pytest

import posetlab as pl
from conftest import BINARY, cli

pd = pytest.importorskip("pandas")


@pytest.fixture(scope="module")
def db_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("db") / "two_level.sqlite"
    for b in range(4):
        cli("enumerate", "two-level", "--bottoms", str(b), "--db", str(path), "-q")
    return path


def determine_json(db_path, *args):
    done = subprocess.run([BINARY, "conjecture", "determine", *args, "--db", str(db_path), "--json"],
                          capture_output=True, text=True)
    assert done.returncode in (0, 1), done.stderr
    return json.loads(done.stdout)


def test_a_function_and_its_forms(db_path):
    db = pl.Database(db_path)
    d = db.determine("grundy", "bottoms, tops, top_parity = 'odd'", table="two_level", where="parity_uniform = 1",
                     measure="bottoms", max=0)
    want = determine_json(db_path, "grundy", "--table", "two_level", "--by", "bottoms, tops, top_parity = 'odd'",
                          "--where", "parity_uniform = 1", "--measure", "bottoms", "--max", "0")
    assert d.is_function and want["is_function"]
    assert d.sizes == [0, 1, 2, 3]
    assert list(d.entries["target"]) == [e["target"] for e in want["entries"]]
    assert list(d.entries["support"]) == [e["support"] for e in want["entries"]]
    assert list(d.forms["expression"]) == [f["expression"] for f in want["forms"]]
    for expr in d.forms["expression"]:
        assert db.conjecture(expr, table="two_level", where="parity_uniform = 1")["holds"], expr


def test_pairs_refute_a_planted_non_function(db_path):
    db = pl.Database(db_path)
    d = db.determine("grundy", ["bottoms", "tops"], table="two_level", measure="bottoms", show=2)
    assert not d.is_function
    assert set(d.counterexamples["pair"]) == {0, 1}
    for _, pair in d.counterexamples.groupby("pair"):
        assert len(pair) == 2
        assert pair["bottoms"].nunique() == 1 and pair["tops"].nunique() == 1
        assert pair["target"].nunique() == 2
        assert {"key_bottoms", "key_sets"} <= set(pair.columns)  # the objects' keys
    assert list(d.subclasses.columns) == ["condition", "support", "entries", "forms"]
