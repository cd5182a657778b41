"""Database.conjecture and Database.mine on a small database built by the CLI (every
poset of 1..6 points): the dict of db.conjecture equals `posetlab conjecture test --json`
for a conjecture that holds and one that fails, a bad expression raises the CLI's located
error as ValueError, and every proposal db.mine keeps is confirmed by db.conjecture."""
import subprocess

import pytest

import posetlab as pl
from conftest import BINARY, cli


@pytest.fixture(scope="module")
def db_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("db") / "posets1to6.sqlite"
    for n in range(1, 7):
        cli("enumerate", "posets", "--size", str(n), "--db", str(path), "-q")
    return path


def cli_conjecture(db_path, *args):
    """`posetlab conjecture test ARGS --json`: (exit status, the JSON object)."""
    import json

    done = subprocess.run([BINARY, "conjecture", "test", *args, "--db", str(db_path), "--json"],
                          capture_output=True, text=True)
    assert done.returncode in (0, 1), done.stderr
    return done.returncode, json.loads(done.stdout)


def test_a_conjecture_that_holds_matches_the_cli(db_path):
    got = pl.Database(db_path).conjecture("grundy <= size")
    status, want = cli_conjecture(db_path, "grundy <= size")
    assert status == 0 and got == want
    assert got["holds"] is True and got["sizes"] == [1, 2, 3, 4, 5, 6]
    assert got["rows"] == 1 + 2 + 5 + 16 + 63 + 318  # A000112(1..6)
    assert got["smallest_counterexample_size"] is None and got["counterexamples"] == []


def test_a_conjecture_that_fails_matches_the_cli(db_path):
    db = pl.Database(db_path)
    got = db.conjecture("grundy = size % 2", where="width > 1", show=4)
    status, want = cli_conjecture(db_path, "grundy = size % 2", "--where", "width > 1", "--show", "4")
    assert status == 1 and got == want
    assert got["holds"] is False
    rows = got["counterexamples"]
    assert len(rows) == 4 and [r["size"] for r in rows] == sorted(r["size"] for r in rows)
    for row in rows:
        assert row["width"] > 1 and row["grundy"] != row["size"] % 2
        assert row["object"].startswith(f"poset {row['size']}:")
    # Independent of the tester: the counterexamples by plain SQL.
    plain = db.query("SELECT size, count(*) AS n FROM posets WHERE width > 1 AND grundy != size % 2 GROUP BY size")
    assert got["smallest_counterexample_size"] == rows[0]["size"] == plain["size"].min()
    assert {s["size"]: s["counterexamples"] for s in got["per_size"] if s["counterexamples"]} == \
        dict(zip(plain["size"], plain["n"]))


def test_a_bad_expression_is_a_located_value_error(db_path):
    with pytest.raises(ValueError, match=r"<expression>:1:\d+: no such column: sizee") as caught:
        pl.Database(db_path).conjecture("grundy <= sizee")
    done = subprocess.run([BINARY, "conjecture", "test", "grundy <= sizee", "--db", str(db_path)],
                          capture_output=True, text=True)
    assert done.returncode == 2 and str(caught.value) in done.stderr
    with pytest.raises(ValueError, match="<where>"):
        pl.Database(db_path).conjecture("grundy <= size", where="height >")


def test_every_surviving_mined_proposal_holds(db_path):
    db = pl.Database(db_path)
    mined = db.mine(max=0)
    assert mined["target"] == "grundy" and mined["mined_sizes"] == [1, 2, 3, 4, 5]
    assert mined["held_sizes"] == [6] and mined["proposals"]
    for p in mined["proposals"]:
        verdict = db.conjecture(p["expression"], where=p["where"] or None)
        assert verdict["holds"] == p["survives"], p


def test_counts_and_shares_are_checked_as_the_cli_checks_them(db_path):
    """A negative count, a NaN share or a share past 1 is refused by name, as the CLI refuses it."""
    db = pl.Database(db_path)
    for call, name in [(lambda: db.conjecture("grundy <= size", show=-1), "--show"),
                       (lambda: db.implications(near=float("nan")), "--near"),
                       (lambda: db.implications(near=1.5), "--near"),
                       (lambda: db.determine("grundy", ["size"], show=-2), "--show"),
                       (lambda: db.determine("grundy", ["size"], max=-1), "--max"),
                       (lambda: db.mine(max=-1), "--max")]:
        with pytest.raises(ValueError, match=name):
            call()
