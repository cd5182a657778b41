"""docs/python.md's API reference is what scripts/python_api_reference.py makes from the
docstrings, and every public name of the module has a docstring."""
import importlib.util
import os
import subprocess
import sys

import posetlab as pl
from conftest import ROOT

SCRIPT = ROOT / "scripts" / "python_api_reference.py"


def load_script():
    spec = importlib.util.spec_from_file_location("python_api_reference", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_public_name_has_a_docstring():
    text, missing = load_script().reference(pl)
    assert missing == []
    for name in pl.__all__:
        assert f"`pl.{name}" in text or f"### `{name}`" in text, name


def test_the_page_is_what_the_script_prints():
    done = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True, env=os.environ)
    assert done.returncode == 0, done.stderr
    page = (ROOT / "docs" / "python.md").read_text()
    assert page == load_script().page_with(done.stdout, page), (
        "docs/python.md's API reference is out of date: run "
        "PYTHONPATH=build/python /usr/bin/python3 scripts/python_api_reference.py --write")


def test_a_name_without_a_docstring_is_caught(monkeypatch):
    def undocumented(self):
        return 0

    monkeypatch.setattr(pl.Poset, "undocumented", undocumented, raising=False)
    monkeypatch.setitem(pl.ATTRIBUTE_DOCS, "games", "")
    _, missing = load_script().reference(pl)
    assert missing == ["games", "Poset.undocumented"]
    monkeypatch.undo()
    env = dict(os.environ, PYTHONPATH=os.environ.get("PYTHONPATH", ""))
    script = ("import posetlab, runpy, sys; posetlab.Poset.extra = lambda self: 0; sys.argv = ['x'];"
              f"runpy.run_path({str(SCRIPT)!r}, run_name='__main__')")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env)
    assert done.returncode == 1 and "no docstring for Poset.extra" in done.stderr


def test_the_pages_error_example_is_what_parse_raises():
    import re

    page = (ROOT / "docs" / "python.md").read_text()
    quoted = re.search(r'`Poset\.parse\("([^"]*)"\)` raises\s+`ValueError: ([^`]*)`', page)
    assert quoted, "docs/python.md quotes no error of Poset.parse"
    try:
        pl.Poset.parse(quoted.group(1))
    except ValueError as e:
        assert str(e) == quoted.group(2)
    else:
        raise AssertionError("Poset.parse accepted the page's bad example")
