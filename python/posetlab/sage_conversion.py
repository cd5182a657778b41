"""Posets to and from SageMath's ``Poset`` (only where Sage is importable)."""
import importlib

from ._core import Poset


def _sage():
    try:
        return importlib.import_module("sage.all")
    except ImportError as e:
        raise ImportError("to_sage/from_sage need SageMath (the `sage.all` module), which is not importable") from e


def to_sage(p):
    """``p`` as a Sage ``Poset``: elements named by ``p.labels``, or 0..n-1 when it has none
    (the order only: colours and winning sets have no place in a Sage poset)."""
    sage = _sage()
    node = list(p.labels) if p.labels is not None else list(range(p.n))
    return sage.Poset((node, [[node[a], node[b]] for a, b in p.covers()]), facade=True)


def from_sage(s):
    """The poset of a Sage ``Poset`` ``s``: its elements numbered in ``s.list()`` order (a
    linear extension) and kept as the labels."""
    _sage()
    labels = list(s.list())
    element = {v: i for i, v in enumerate(labels)}
    return Poset(len(labels), [(element[a], element[b]) for a, b in s.cover_relations()], labels=labels)
