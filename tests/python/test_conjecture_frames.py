"""Database.facets, Database.bounds and Database.implications as DataFrames, and
`posetlab export csv`, on a small database built by the CLI (every poset of 1..6 points):
each DataFrame holds what the CLI's --json prints, row for row, and the CSV reads back with
pandas into one row per poset with the invariant and predicate columns, agreeing with the
posets table."""
import io
import json
import subprocess

import pytest

import posetlab as pl
from conftest import BINARY, cli

pd = pytest.importorskip("pandas")


@pytest.fixture(scope="module")
def db_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("db") / "posets1to6.sqlite"
    for n in range(1, 7):
        cli("enumerate", "posets", "--size", str(n), "--db", str(path), "-q")
    return path


def cli_json(db_path, *args):
    done = subprocess.run([BINARY, *args, "--db", str(db_path), "--json"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_facets_frame_holds_the_cli_facets(db_path):
    df = pl.Database(db_path).facets(["height", "width", "grundy"], size="5:6", all_sizes=True)
    want = cli_json(db_path, "conjecture", "facets", "--columns", "height,width,grundy", "--size", "5:6",
                    "--all-sizes")
    for s in want["per_size"]:
        got = df[(df["size"] == s["size"]) & (df["kind"] == "facet")]
        assert list(got["expression"]) == [f["expression"] for f in s["facets"]]
        assert list(got["touch"]) == [f["touch"] for f in s["facets"]]
        assert [list(r) for r in got[["height", "width", "grundy"]].itertuples(index=False)] == \
            [f["coefficients"] for f in s["facets"]]
    assert list(df[df["kind"] == "every size"]["expression"]) == [f["expression"] for f in want["every_size"]]


def test_bounds_frame_holds_the_cli_bounds(db_path):
    db = pl.Database(db_path)
    df = db.bounds(invariants=["size", "height", "width"], terms=2, known=["grundy >= 2*height - size"], max=0)
    want = cli_json(db_path, "conjecture", "bounds", "--invariants", "size,height,width", "--terms", "2",
                    "--known", "grundy >= 2*height - size", "--max", "0")
    assert list(df["expression"]) == [b["expression"] for b in want["bounds"]]
    assert list(df["touch"]) == sorted(df["touch"], reverse=True)
    assert list(df["survives_6"]) == [b["held_back"][0]["survives"] for b in want["bounds"]]
    assert [k["statement"] for k in df.attrs["known"]] == [k["statement"] for k in want["known"]]
    assert "grundy >= 2*height - size" not in set(df["expression"])  # known: not sharper anywhere
    for expr in df["expression"]:
        assert db.conjecture(expr, size="1:5")["holds"], expr


def test_implications_frame_holds_the_cli_relations(db_path):
    df = pl.Database(db_path).implications(size="1:6")
    want = cli_json(db_path, "conjecture", "implications", "--size", "1:6")
    inclusions = df[df["kind"] == "inclusion"]
    assert [(list(a), b) for a, b in zip(inclusions["if"], inclusions["then"])] == \
        [(i["if"], i["then"]) for i in want["inclusions"]]
    assert len(df[df["kind"] == "equivalence"]) == len(want["equivalences"])
    assert len(df[df["kind"] == "sufficient condition"]) == len(want["sufficient_conditions"])


def test_export_csv_reads_back_as_the_posets_table(db_path):
    out = subprocess.run([BINARY, "export", "csv", "--size", "1:6", "--db", str(db_path)], capture_output=True,
                         text=True)
    assert out.returncode == 0, out.stderr
    df = pd.read_csv(io.StringIO(out.stdout), keep_default_na=False)
    assert len(df) == 1 + 2 + 5 + 16 + 63 + 318  # A000112(1..6)
    for column in ("size", "canonical", "grundy", "height", "width", "P-position", "N-free", "connected"):
        assert column in df.columns
    assert ((df["P-position"] == 1) == (df["grundy"] == 0)).all()
    assert set(df["connected"]) <= {0, 1}
    stored = pl.Database(db_path).query("SELECT canonical, grundy, n_free FROM posets")
    merged = df.merge(stored, on="canonical", suffixes=("", "_stored"))
    assert len(merged) == len(df)
    assert (merged["grundy"] == merged["grundy_stored"]).all()
    assert (merged["N-free"] == merged["n_free"]).all()
    bad = subprocess.run([BINARY, "export", "csv", "--size", "7", "--db", str(db_path)], capture_output=True,
                         text=True)
    assert bad.returncode == 2 and "size 7" in bad.stderr
