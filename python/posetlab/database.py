"""posetlab.Database: a results database opened read-only.

Every statement goes through the same read-only guard as ``posetlab query`` (a
statement that would write is refused before anything runs: ValueError), and the
connection itself is read-only. Tables come back as pandas DataFrames.
"""
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

    def __repr__(self):
        return f"Database({self.path!r})"
