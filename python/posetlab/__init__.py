"""posetlab: poset games from Python.

A thin layer over posetlab's C++ library (the compiled ``posetlab._core``): posets,
their games' values, the built-in families, every poset of a size up to isomorphism,
and the results database as pandas DataFrames. docs/python.md describes the API.
"""
from ._core import __version__, build_info, BoundError, Poset, canonical, families, family, games, grundy, job_kinds, posets, solve
from .catalogue import Catalogue, serve
from .database import Database
from .drawing import hasse_svg
from .graphs import from_networkx, to_networkx
from .order import METHODS as _ORDER_METHODS
from .sage_conversion import from_sage, to_sage
from .solve_many import solve_many

Poset.to_networkx = to_networkx
Poset.from_networkx = staticmethod(from_networkx)
Poset.to_sage = to_sage
Poset.from_sage = staticmethod(from_sage)
Poset._repr_svg_ = hasse_svg
for _method in _ORDER_METHODS:  # minimal_elements, linear_extensions, order_ideal_lattice, ...
    setattr(Poset, _method.__name__, _method)

# What the data attributes hold (the API reference, docs/python.md, lists them from here).
ATTRIBUTE_DOCS = {
    "__version__": "the version, as `posetlab version` prints it",
    "families": "the names `family` takes: every built-in family and combinator of `posetlab family`",
    "games": "the game kinds `solve` takes: {name: {format, rules, fields, help}}",
    "job_kinds": "the kinds `Database.enumerate` runs, as `posetlab enumerate KIND`",
}

__all__ = ["__version__", "build_info", "BoundError", "Poset", "Database", "Catalogue", "serve", "canonical", "families", "family", "games", "grundy", "job_kinds", "posets", "solve", "solve_many", "hasse_svg", "from_networkx", "to_networkx", "from_sage", "to_sage"]
