#!/usr/bin/python3
"""Prints the API reference of the posetlab Python module, made from its docstrings: the
section of docs/python.md from the line `## API reference` to the end of the page.

    PYTHONPATH=build/python /usr/bin/python3 scripts/python_api_reference.py          # print it
    PYTHONPATH=build/python /usr/bin/python3 scripts/python_api_reference.py --write  # update the page

Public names: `posetlab.__all__`, the members of Poset and Database not starting with an
underscore, and the operators Poset defines. Exits 1, naming them on stderr, when a public
name has no docstring (data attributes take theirs from `posetlab.ATTRIBUTE_DOCS`).
tests/python/test_api_reference.py fails when the page differs from what this prints.
"""
import inspect
import pathlib
import re
import sys

HEADING = "## API reference"
PAGE = pathlib.Path(__file__).resolve().parents[1] / "docs" / "python.md"
OPERATORS = ["__init__", "__eq__", "__hash__", "__len__", "__add__", "__truediv__"]


def _clean(text):
    return text.replace("posetlab._core.", "")


def _split_doc(obj):
    """(signature or None, description) from a docstring; pybind11 puts the signature on
    the first line of a compiled function's docstring."""
    doc = inspect.cleandoc(obj.__doc__ or "")  # its own: not one inherited from object
    first, _, rest = doc.partition("\n")
    name = getattr(obj, "__name__", "")
    if name and first.startswith(name + "(") and ")" in first:
        return first[len(name):], rest.strip()
    return None, doc.strip()


def _signature(obj, signature, method):
    if signature is None:
        try:
            signature = str(inspect.signature(obj))
        except (TypeError, ValueError):
            return ""
        if method:  # the instance's own parameter, whatever its name
            signature = re.sub(r"^\(\w+(, )?", "(", signature)
    signature = re.sub(r"^\(self: [\w.]+(, )?", "(", signature)
    return _clean(signature)


def _paragraph(text):
    return " ".join(line.strip() for line in text.splitlines() if line.strip())


def _entry(label, obj, method, missing):
    if isinstance(obj, property):
        signature, description = None, inspect.cleandoc(obj.__doc__ or "")
        shown = f"`{label}`"
    else:
        signature, description = _split_doc(obj)
        shown = f"`{label}{_signature(obj, signature, method)}`"
    if not description:
        missing.append(label)
    return f"- {shown}: {_clean(_paragraph(description))}"


def _members(cls, extra):
    names = [n for n in dir(cls) if not n.startswith("_")] + [n for n in extra if n in cls.__dict__]
    out = []
    for name in names:
        raw = inspect.getattr_static(cls, name)
        obj = raw if isinstance(raw, property) else getattr(cls, name)
        static = isinstance(raw, staticmethod) or (type(raw).__name__ == "staticmethod")
        out.append((name, obj, not static and not isinstance(raw, property)))
    return out


def reference(pl):
    """(the markdown section, the public names without a docstring)."""
    missing = []
    lines = [HEADING, "",
             "Made from the docstrings by `scripts/python_api_reference.py` (run it with `--write` after",
             "changing one); every public name is listed.", ""]
    classes = [n for n in pl.__all__ if inspect.isclass(getattr(pl, n))]
    functions = [n for n in pl.__all__ if n not in classes and callable(getattr(pl, n))]
    data = [n for n in pl.__all__ if n not in classes and n not in functions]
    lines += ["### Functions", ""]
    lines += [_entry(f"pl.{n}", getattr(pl, n), False, missing) for n in sorted(functions)]
    lines += ["", "### Data", ""]
    for n in sorted(data):
        description = pl.ATTRIBUTE_DOCS.get(n, "")
        if not description:
            missing.append(n)
        lines.append(f"- `pl.{n}`: {description}")
    for c in sorted(classes):
        cls = getattr(pl, c)
        lines += ["", f"### `{c}`", "", _clean(_paragraph(inspect.getdoc(cls) or "")), ""]
        if not inspect.getdoc(cls):
            missing.append(c)
        if issubclass(cls, BaseException):
            continue
        for name, obj, method in _members(cls, OPERATORS):
            lines.append(_entry(f"{c}.{name}", obj, method, missing))
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)) + "\n", missing


def page_with(reference_text, page_text):
    at = page_text.find("\n" + HEADING + "\n")
    head = page_text if at < 0 else page_text[: at + 1]
    return head.rstrip("\n") + "\n\n" + reference_text


def main():
    import posetlab as pl

    text, missing = reference(pl)
    if missing:
        print("python_api_reference: no docstring for " + ", ".join(missing), file=sys.stderr)
        return 1
    if "--write" in sys.argv[1:]:
        PAGE.write_text(page_with(text, PAGE.read_text()))
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
