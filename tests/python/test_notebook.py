"""examples/tour.ipynb runs from top to bottom (nbclient, the python3 ipykernel), so the
example cannot rot. Its database is made in a temporary directory."""

import pathlib

import nbformat
from nbclient import NotebookClient

import posetlab
from conftest import BINARY, ROOT


def test_tour_notebook_runs(tmp_path, monkeypatch):
    monkeypatch.setenv("POSETLAB_TOUR_DB", str(tmp_path / "tour.sqlite"))
    monkeypatch.setenv("POSETLAB_BINARY", str(pathlib.Path(BINARY).resolve()))
    # The kernel runs in examples/: it finds this same module by an absolute path.
    monkeypatch.setenv("PYTHONPATH", str(pathlib.Path(posetlab.__file__).resolve().parents[1]))
    notebook = nbformat.read(ROOT / "examples" / "tour.ipynb", as_version=4)
    NotebookClient(notebook, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(ROOT / "examples")}}).execute()
    outputs = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    assert any("image/svg+xml" in o.get("data", {}) for o in outputs)   # the Hasse diagrams
    assert any("image/png" in o.get("data", {}) for o in outputs)       # the distribution plot
    assert (tmp_path / "tour.sqlite").exists()
