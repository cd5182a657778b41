"""examples/tour.ipynb runs from top to bottom (nbclient, the python3 ipykernel), so the
example cannot rot. It runs in a directory outside the repository with no POSETLAB_BINARY
and no POSETLAB_TOUR_DB: it needs only the module, and makes its database in the user's
cache folder (here a temporary XDG_CACHE_HOME)."""

import pathlib

import nbformat
from nbclient import NotebookClient

import posetlab
from conftest import ROOT


def test_tour_notebook_runs_from_any_directory(tmp_path, monkeypatch):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.delenv("POSETLAB_TOUR_DB", raising=False)
    monkeypatch.delenv("POSETLAB_BINARY", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    # The kernel finds this same module by an absolute path, as PYTHONPATH=BUILD/python would.
    monkeypatch.setenv("PYTHONPATH", str(pathlib.Path(posetlab.__file__).resolve().parents[1]))
    notebook = nbformat.read(ROOT / "examples" / "tour.ipynb", as_version=4)
    NotebookClient(notebook, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(elsewhere)}}).execute()
    outputs = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    assert any("image/svg+xml" in o.get("data", {}) for o in outputs)   # the Hasse diagrams
    assert any("image/png" in o.get("data", {}) for o in outputs)       # the distribution plot
    assert (tmp_path / "cache" / "posetlab" / "tour.sqlite").exists()
    assert not list(elsewhere.iterdir())                                # nothing left in the working directory


def test_tour_notebook_suggests_only_what_debian_installs():
    text = (ROOT / "examples" / "tour.ipynb").read_text()
    assert "jupyter notebook" not in text        # not installed by scripts/setup.sh
    assert "jupyter-execute" in text             # python3-nbclient's, which it installs
    assert "python3-nbclient" in (ROOT / "scripts" / "setup.sh").read_text()
