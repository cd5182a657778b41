"""posetlab.Database on a small database built by the CLI: every stored poset of 7
points is found again from a relabelled copy through canonical + lookup, queries come
back as DataFrames, and writing is refused."""
import pandas as pd
import pytest

import posetlab as pl
from conftest import cli


@pytest.fixture(scope="module")
def db_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("db") / "posets7.sqlite"
    cli("enumerate", "posets", "--size", "7", "--db", str(path), "-q")
    return path


def test_query_is_a_dataframe(db_path):
    db = pl.Database(db_path)
    df = db.query("SELECT size, count(*) AS n FROM posets GROUP BY size")
    assert isinstance(df, pd.DataFrame)
    assert list(df.columns) == ["size", "n"]
    assert df.to_dict("records") == [{"size": 7, "n": 2045}]


def test_lookup_finds_every_stored_poset_from_a_relabelled_copy(db_path, rng):
    db = pl.Database(db_path)
    rows = db.query("SELECT canonical, grundy FROM posets WHERE size = 7")
    assert len(rows) == 2045
    for canonical, g in zip(rows["canonical"], rows["grundy"]):
        p = pl.Poset.parse(canonical)
        perm = list(range(7))
        rng.shuffle(perm)
        q = pl.Poset(7, [(perm[a], perm[b]) for a, b in p.relations()])
        row = db.lookup(q)
        assert row is not None and row["canonical"] == canonical == pl.canonical(q)
        assert row["grundy"] == g == pl.grundy(q)


def test_lookup_of_an_absent_poset_is_none(db_path):
    assert pl.Database(db_path).lookup(pl.Poset(3, [(0, 1)])) is None


def test_writes_and_bad_sql_are_refused(db_path):
    db = pl.Database(db_path)
    with pytest.raises(ValueError, match="read-only"):
        db.query("DELETE FROM posets")
    with pytest.raises(ValueError, match=r"<query>:1:\d+:"):
        db.query("SELEC 1")
    assert len(db.query("SELECT * FROM posets")) == 2045
    with pytest.raises(ValueError):
        pl.Database(db_path.parent / "missing.sqlite")


def test_a_check_without_its_rows_is_stored_as_no_data(tmp_path):
    # 000-T4.2 reads two_level rows; a database of posets has none: no evidence either
    # way, so the stored verdict is no-data (never fail), and verify exits 0 (cli checks).
    # The verdict is read as verify stored it, one value a column.
    path = tmp_path / "posets4.sqlite"
    cli("enumerate", "posets", "--size", "4", "--db", str(path), "-q")
    cli("verify", "--quick", "-q", "--only", "000-T4.2", "--db", str(path))
    rows = pl.Database(path).query(
        "SELECT id, expected, verdict, status, missing_data, counterexample IS NULL AS no_counterexample FROM checks "
        "ORDER BY id")
    claim = rows[rows["id"] == "000-T4.2"].iloc[0]
    assert claim["verdict"] == "no-data" and claim["status"] == "no-data" and claim["expected"] == 1
    assert claim["missing_data"].startswith("the database has no parity-uniform two_level rows")
    assert claim["no_counterexample"] == 1
    # The control, 000-T4.2-ctl, still fails as it must, on the counterexample it names.
    control = rows[rows["id"] == "000-T4.2-ctl"].iloc[0]
    assert control["verdict"] == "expected-fail" and control["status"] == "fail" and control["expected"] == 0


def test_a_size_stored_alone_is_complete_on_its_own(db_path):
    # The fixture holds size 7 only: every poset of 7 points, A000112(7) = 2045 of them.
    db = pl.Database(db_path)
    verdict = db.conjecture("grundy <= size")
    assert verdict["holds"] and verdict["sizes"] == [7] and verdict["rows"] == 2045
    assert verdict["partial_sizes"] == [] and verdict["size_range"] is None
    assert db.conjecture("grundy <= size", size=7)["size_range"] == "7"
    with pytest.raises(ValueError, match="size 1 is not stored completely"):
        db.conjecture("grundy <= size", size="1:7")
    with pytest.raises(ValueError, match="--size: expected a size N or a range A:B"):
        db.conjecture("grundy <= size", size="7:1")
