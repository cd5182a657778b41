"""``solve_many``: the answers of many posets as one table (a pandas DataFrame)."""
from ._core import solve


def solve_many(posets, game="impartial", **options):
    """Solves every poset of ``posets`` (any iterable, a generator such as ``posets(7)``
    included) as ``solve(p, game=game, **options)`` does, one row per poset in order: the
    poset's text in column ``poset``, then the answer's fields. A pandas DataFrame when
    pandas is installed (Debian's python3-pandas), else a list of dicts. The first error
    (ValueError, BoundError) is raised with the index of the poset that caused it."""
    rows = []
    for index, p in enumerate(posets):
        try:
            answer = solve(p, game=game, **options)
        except (ValueError, RuntimeError) as e:
            raise type(e)(f"solve_many: poset {index} ({p.text()}): {e}") from e
        rows.append({"poset": p.text(), **answer})
    try:
        import pandas as pd
    except ImportError:
        return rows
    return pd.DataFrame.from_records(rows, columns=_columns(rows))


def _columns(rows):
    """The columns in the order the fields first appear ("poset" first)."""
    seen = {"poset": None}
    for r in rows:
        seen.update(dict.fromkeys(r))
    return list(seen)
