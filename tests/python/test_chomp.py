"""The chomp table from Python. Boards computed by the outcome pass (boxes past 16 x 16,
or ``--outcome``) are rows with grundy NULL: a DataFrame shows the value as missing, the
stored Grundy values of the other boards are those ``pl.grundy`` computes, and a
conjecture over grundy leaves the outcome rows' sizes undecided, as the CLI does."""
import json
import subprocess

import pytest

import posetlab as pl
from conftest import BINARY, cli


@pytest.fixture(scope="module")
def chomp_db(tmp_path_factory):
    path = tmp_path_factory.mktemp("chomp") / "chomp.sqlite"
    cli("enumerate", "chomp", "--max", "3", "--db", str(path), "-q")
    cli("enumerate", "chomp", "--max", "5", "--outcome", "--db", str(path), "-q")
    return path


def test_outcome_rows_have_a_missing_grundy_value(chomp_db):
    df = pl.Database(str(chomp_db)).query("SELECT a, b, grundy, outcome, winning_bites FROM chomp ORDER BY b, a")
    assert len(df) == 15  # a <= b <= 5
    grundy_rows, outcome_rows = df[df.b <= 3], df[df.b > 3]
    assert grundy_rows.grundy.notna().all()
    assert outcome_rows.grundy.isna().all()
    for row in grundy_rows.itertuples():
        assert int(row.grundy) == pl.grundy(pl.family("chomp", int(row.a), int(row.b))), (row.a, row.b)
    # Every board but 1 x 1 is a first-player win, computed Grundy value or not.
    assert list(df.outcome) == ["P"] + ["N"] * 14
    assert (df.winning_bites[1:] >= 1).all()


def test_a_conjecture_over_grundy_leaves_outcome_sizes_undecided(chomp_db):
    db = pl.Database(str(chomp_db))
    r = db.conjecture("grundy <= a * b - 1", table="chomp")
    assert r["holds"] is True
    assert r["sizes"] == [1, 2, 3]
    assert r["undecided_sizes"] == [4, 5]
    done = subprocess.run([BINARY, "conjecture", "test", "grundy <= a * b - 1", "--table", "chomp", "--json",
                           "--db", str(chomp_db)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == r
