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

    def enumerate(self, kind, *, threads=0, shard="0/1", progress=False, yes=False, **params):
        """Runs ``posetlab enumerate KIND`` into this database through the same job machinery
        (checkpointed units, the job's lock, a ``runs`` row; rerunning continues an
        interrupted job): ``db.enumerate("posets", size=8)``, ``db.enumerate("posets",
        size=12, summary=True)``. ``params`` are the kind's options (``--NAME``; underscores
        for dashes; flags as True), checked as the CLI checks them (ValueError). ``kind`` is
        one of ``posetlab.job_kinds``. One call runs one job: a range (``size="1:8"``, which the
        CLI's ``--size 1:8`` takes) raises ValueError; call it once per size. Returns the summary ``enumerate --json`` prints, as a
        dict (job, units, units_run, rows, rows_new, rows_job, job_complete, seconds, ...).
        Ctrl-C stops the job after the unit in progress and raises KeyboardInterrupt.
        ``progress=True`` prints the progress line on stderr. A job estimated past an hour,
        10 GB of disk or half the memory (``enumerate("posets", size=12)``) raises ValueError
        naming the estimate, before the database is touched, unless ``yes=True`` (the CLI's
        ``--yes``)."""
        if not self._writable:
            raise ValueError(f"enumerate: {self.path} is open read-only; open it with "
                             f"Database({self.path!r}, writable=True) to run jobs into it")
        return run_enumeration(self.path, kind, params, threads, shard, progress, yes)

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

    def conjecture(self, expr, where=None, table=None, show=3, size=None):
        """Tests the SQL expression ``expr`` on every row of every complete size of
        ``table`` (None, here and below: the table the CLI reads without ``--table``, posets)
        (only the rows where ``where`` is true), as ``posetlab conjecture test
        --json``: a dict with holds, rows, sizes, partial_sizes, undecided_sizes (complete
        sizes where ``expr`` is NULL on some rows and false on none, such as grundy of
        Chomp's outcome rows: no evidence either way), smallest_counterexample_size, counterexamples (at most ``show`` rows as dicts,
        smallest sizes first), per_size, table, expression, where, size_range. Each size is
        judged complete on its own; ``size`` (9, or "1:9") tests exactly those sizes and
        raises ValueError naming one that is not complete. A bad expression or where
        clause raises ValueError located in it."""
        return json.loads(self._connection.conjecture(expr, table or "", where or "", show, "" if size is None else str(size)))

    def mine(self, target=None, where=None, table=None, mine_up_to=-1, max=30):
        """Proposes conjectures about the column ``target`` (None: the table's
        default, grundy for posets), as ``posetlab conjecture mine``: mined on the
        complete sizes up to ``mine_up_to`` (-1: all but the largest), tested on the
        larger ones. A dict with table, target, where, mined_sizes, held_sizes,
        mined_rows and proposals (ranked, at most ``max``; 0: all), each {kind,
        expression, where, touch, support, survives, held_back}; a proposal's
        expression and where go to ``conjecture`` as they are."""
        return self._connection.mine(target or "", table or "", where or "", mine_up_to, max)

    def facets(self, columns, size=None, where=None, table=None, all_sizes=False):
        """The facets of the convex hull of ``columns`` (2 to 4 integer columns) at each
        complete size, as ``posetlab conjecture facets``: a pandas DataFrame, one row per
        inequality with size, kind ("facet", "equality", or "every size" with
        ``all_sizes``), expression (as ``conjecture`` takes it), one coefficient column per
        column, constant, touch (rows on it), tuples and where. ``size`` (8, or "1:8")
        asks for exactly those sizes, each of which must be complete."""
        import pandas as pd

        r = json.loads(self._connection.facets(list(columns), table or "", where or "", _size_text(size), all_sizes))
        rows = []
        for s in r["per_size"]:
            for kind, key in (("equality", "equalities"), ("facet", "facets")):
                for f in s[key]:
                    rows.append({"size": s["size"], "kind": kind, "expression": f["expression"],
                                 **dict(zip(r["columns"], f["coefficients"])), "constant": f["constant"],
                                 "touch": f["touch"], "tuples": f["tuples"], "where": ""})
        for f in r.get("every_size", []):
            rows.append({"size": None, "kind": "every size", "expression": f["expression"],
                         **dict(zip(r["columns"], f["coefficients"])), "constant": None, "touch": None,
                         "tuples": None, "where": f["where"]})
        names = ["size", "kind", "expression", *r["columns"], "constant", "touch", "tuples", "where"]
        return pd.DataFrame.from_records(rows, columns=names)

    def bounds(self, target=None, invariants=None, terms=3, where=None, table=None, mine_up_to=-1,
               known=(), known_files=(), builtins=True, dalmatian=True, max=30, max_coefficient=12):
        """Linear bounds on ``target`` in up to ``terms`` of ``invariants`` (None: the
        table's), fitted exactly and ranked, as ``posetlab conjecture bounds``: a pandas
        DataFrame, one row per bound in rank order with expression, kind, invariants (a
        list), q, p, c (q*target REL p.invariants + c), touch, support, significance
        (rows where it beats every known bound), coverage (tight rows new to it), survives,
        and per held-back size N the columns survives_N and counterexample_N. ``known``
        adds known bounds, ``known_files`` conjectures files; ``builtins=False`` leaves out
        the built-in theorems and the stored conjectures; ``dalmatian=False`` keeps every
        fitted bound; ``max_coefficient`` (0: any) drops bounds with larger
        coefficients. The known bounds as used are in ``df.attrs["known"]``."""
        import pandas as pd

        r = json.loads(self._connection.bounds(target or "", table or "", where or "", list(invariants or []), terms,
                                               mine_up_to, list(known), [str(f) for f in known_files], builtins,
                                               dalmatian, max, max_coefficient))
        names = ["expression", "kind", "invariants", "q", "p", "c", "touch", "support", "significance", "coverage",
                 "survives"]
        for n in r["held_sizes"]:
            names += [f"survives_{n}", f"counterexample_{n}"]
        rows = []
        for b in r["bounds"]:
            row = {k: b[k] for k in names[:11]}
            for h in b["held_back"]:
                row[f"survives_{h['size']}"] = h["survives"]
                row[f"counterexample_{h['size']}"] = h["counterexample"] or None
            rows.append(row)
        df = pd.DataFrame.from_records(rows, columns=names)
        df.attrs["known"] = r["known"]
        df.attrs["mined_sizes"] = r["mined_sizes"]
        df.attrs["held_sizes"] = r["held_sizes"]
        return df

    def implications(self, size=None, where=None, table=None, predicates=(), builtins=True, near=0.05,
                     min_support=10):
        """Relations between the table's predicates over its complete sizes, as
        ``posetlab conjecture implications``: a pandas DataFrame, one row per statement
        with kind ("always", "never", "equivalence", "inclusion", "near inclusion",
        "sufficient condition"), if (the predicates it starts from, a list), then (a
        predicate name, or None), support, counterexamples, smallest_counterexample_size
        and counterexample. ``predicates`` adds "EXPR" or "NAME: EXPR" predicates."""
        import pandas as pd

        r = json.loads(self._connection.implications(table or "", where or "", _size_text(size), list(predicates),
                                                     builtins, near, min_support))
        support = {p["name"]: p["support"] for p in r["predicates"]}
        rows = []
        for kind, key in (("always", "always"), ("never", "never")):
            for name in r[key]:
                rows.append({"kind": kind, "if": [name], "then": None, "support": support[name],
                             "counterexamples": 0})
        for names in r["equivalences"]:
            rows.append({"kind": "equivalence", "if": names, "then": None, "support": support[names[0]],
                         "counterexamples": 0})
        for kind, key in (("inclusion", "inclusions"), ("near inclusion", "near_inclusions"),
                          ("sufficient condition", "sufficient_conditions")):
            for i in r[key]:
                rows.append({"kind": kind, "if": i["if"], "then": i["then"], "support": i["support"],
                             "counterexamples": i["counterexamples"],
                             "smallest_counterexample_size": i.get("smallest_counterexample_size"),
                             "counterexample": i.get("counterexample")})
        names = ["kind", "if", "then", "support", "counterexamples", "smallest_counterexample_size", "counterexample"]
        return pd.DataFrame.from_records(rows, columns=names)

    def determine(self, target, by, where=None, table=None, size=None, measure=None, show=3, max=50,
                  subclasses=5):
        """Is ``target`` a function of the features ``by`` (a list of column names or SQL
        expressions, or one text split at the commas outside parentheses), as ``posetlab
        conjecture determine``: a ``Determination`` with ``is_function``, ``rows``, ``sizes``
        and four pandas DataFrames: ``entries`` (one row per (features, target) value, a
        column per feature, then target, support and smallest_size; at most ``max``, 0 for
        all), ``forms`` (kind, expression: the closed forms fitting every entry),
        ``counterexamples`` (two rows per pair of objects with equal features and different
        targets, smallest first: pair, size, the features, target, object and the key
        columns, each named key_COLUMN) and ``subclasses`` (condition, support, entries, forms: the largest
        conditions on the features on which the target is a function). ``measure`` counts
        sizes by another measure of the table (two_level: "bottoms")."""
        import pandas as pd

        by = [by] if isinstance(by, str) else list(by)
        r = json.loads(self._connection.determine(target, by, table or "", where or "", _size_text(size),
                                                  measure or "", show, max, subclasses))
        features = r["features"]
        entries = pd.DataFrame.from_records(
            [{**e["features"], "target": e["target"], "support": e["support"], "smallest_size": e["smallest_size"]}
             for e in r["entries"]], columns=[*features, "target", "support", "smallest_size"])
        forms = pd.DataFrame.from_records(r["forms"], columns=["kind", "expression"])
        pairs = []
        for i, p in enumerate(r["counterexamples"]):
            for o in p["objects"]:
                pairs.append({"pair": i, "size": o["size"], **p["features"], "target": o["target"],
                              "object": o["object"], **{"key_" + k: v for k, v in o["key"].items()}})
        keys = ["key_" + k for k in r["counterexamples"][0]["objects"][0]["key"]] if r["counterexamples"] else []
        counterexamples = pd.DataFrame.from_records(
            pairs, columns=["pair", "size", *features, "target", "object", *keys])
        subclasses = pd.DataFrame.from_records(
            [{"condition": s["condition"], "support": s["support"], "entries": s["entries"],
              "forms": [f["expression"] for f in s["forms"]]} for s in r["subclasses"]],
            columns=["condition", "support", "entries", "forms"])
        return Determination(r["is_function"], r["rows"], r["sizes"], entries, forms, counterexamples, subclasses)

    def __repr__(self):
        return f"Database({self.path!r})"


class Determination:
    """What ``Database.determine`` found (see there)."""

    def __init__(self, is_function, rows, sizes, entries, forms, counterexamples, subclasses):
        self.is_function = is_function
        self.rows = rows
        self.sizes = sizes
        self.entries = entries
        self.forms = forms
        self.counterexamples = counterexamples
        self.subclasses = subclasses

    def __repr__(self):
        what = "a function" if self.is_function else "not a function"
        return f"Determination({what}, {self.rows} rows, {len(self.entries)} entries)"


def _size_text(size):
    """``size`` as the size-range text the binding takes ("" for every complete size)."""
    return "" if size is None else str(size)
