"""posetlab.Database: a results database, read through a read-only connection.

Every statement goes through the same read-only guard as ``posetlab query`` (a
statement that would write is refused before anything runs: ValueError), and the
connection itself is read-only. Tables come back as pandas DataFrames; a conjecture
tested on a table comes back as the dict ``posetlab conjecture test --json`` prints.
Only ``enumerate`` writes, through the CLI's job runner, and only to a database
opened with ``writable=True``.
"""
import json

from ._core import DatabaseConnection, create_database, run_enumeration


class Database:
    """A posetlab results database (``--db PATH`` of the CLI). Read-only unless opened with
    ``writable=True``, which creates the file (in a folder that exists) when missing and lets
    ``enumerate`` run jobs into it; a missing file or one that is not a posetlab database
    raises ValueError otherwise."""

    def __init__(self, path, writable=False):
        """Opens the database at ``path`` (``writable=True``: creating it when missing)."""
        if writable:
            create_database(str(path))
        self._writable = writable
        self._connection = DatabaseConnection(str(path))

    @property
    def path(self):
        """The database file's path."""
        return self._connection.path

    @property
    def writable(self):
        """Whether ``enumerate`` may write to it (``Database(path, writable=True)``)."""
        return self._writable

    def tables(self):
        """The names of its tables and views, sorted (docs/schema.md describes them)."""
        return self._connection.tables()

    def columns(self, table):
        """The column names of ``table`` (a table or view), in order; ValueError naming the
        tables when there is none of that name."""
        return self._connection.columns(table)

    def enumerate(self, kind, *, threads=0, shard="0/1", progress=False, **params):
        """Runs ``posetlab enumerate KIND`` into this database through the same job machinery
        (checkpointed units, the job's lock, a ``runs`` row; rerunning continues an
        interrupted job): ``db.enumerate("posets", size=8)``, ``db.enumerate("posets",
        size=12, summary=True)``. ``params`` are the kind's options (``--NAME``; underscores
        for dashes; flags as True), checked as the CLI checks them (ValueError). ``kind`` is
        one of ``posetlab.job_kinds``. One call runs one job: a range (``size="1:8"``, which the
        CLI's ``--size 1:8`` takes) raises ValueError; call it once per size. Returns the summary ``enumerate --json`` prints, as a
        dict (job, units, units_run, rows, rows_new, rows_job, job_complete, seconds, ...).
        Ctrl-C stops the job after the unit in progress and raises KeyboardInterrupt.
        ``progress=True`` prints the progress line on stderr."""
        if not self._writable:
            raise ValueError(f"enumerate: {self.path} is open read-only; open it with "
                             f"Database({self.path!r}, writable=True) to run jobs into it")
        return run_enumeration(self.path, kind, params, threads, shard, progress)

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
