"""posetlab.Database: a results database opened read-only.

Every statement goes through the same read-only guard as ``posetlab query`` (a
statement that would write is refused before anything runs: ValueError), and the
connection itself is read-only. Tables come back as pandas DataFrames; a conjecture
tested on a table comes back as the dict ``posetlab conjecture test --json`` prints.
"""
import json

from ._core import DatabaseConnection


class Database:
    """A posetlab results database (``--db PATH`` of the CLI), read-only."""

    def __init__(self, path):
        self._connection = DatabaseConnection(str(path))

    @property
    def path(self):
        return self._connection.path

    def query(self, sql):
        """Runs ``sql`` (one or more statements, reads only) and returns the rows of the
        last statement as a pandas DataFrame."""
        import pandas as pd  # here, not at import: pandas takes a second to load

        columns, rows = self._connection.query(sql)
        return pd.DataFrame.from_records(rows, columns=columns)

    def lookup(self, p):
        """The stored row of p's isomorphism class in the posets table, as a dict
        ({column: value}), or None when it is not stored."""
        return self._connection.lookup(p)

    def conjecture(self, expr, where=None, table="posets", show=3, size=None):
        """Tests the SQL expression ``expr`` on every row of every complete size of
        ``table`` (only the rows where ``where`` is true), as ``posetlab conjecture test
        --json``: a dict with holds, rows, sizes, partial_sizes,
        smallest_counterexample_size, counterexamples (at most ``show`` rows as dicts,
        smallest sizes first), per_size, table, expression, where, size_range. Each size is
        judged complete on its own; ``size`` (9, or "1:9") tests exactly those sizes and
        raises ValueError naming one that is not complete. A bad expression or where
        clause raises ValueError located in it."""
        return json.loads(self._connection.conjecture(expr, table, where or "", show, "" if size is None else str(size)))

    def mine(self, target=None, where=None, table="posets", mine_up_to=-1, max=30):
        """Proposes conjectures about the column ``target`` (None: the table's
        default, grundy for posets), as ``posetlab conjecture mine``: mined on the
        complete sizes up to ``mine_up_to`` (-1: all but the largest), tested on the
        larger ones. A dict with table, target, where, mined_sizes, held_sizes,
        mined_rows and proposals (ranked, at most ``max``; 0: all), each {kind,
        expression, where, touch, support, survives, held_back}; a proposal's
        expression and where go to ``conjecture`` as they are."""
        return self._connection.mine(target or "", table, where or "", mine_up_to, max)

    def __repr__(self):
        return f"Database({self.path!r})"
