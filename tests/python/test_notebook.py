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


def test_run_notebook_saves_and_shows_the_outputs(tmp_path):
    """scripts/run_notebook.py, the command docs/python.md gives: the executed notebook is saved
    with its outputs, text outputs are printed and drawings written as files, and a cell that
    raises is shown with exit 1 (one run, a raising cell last)."""
    import subprocess
    import sys

    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_code_cell("import posetlab as pl\nprint('value', pl.grundy(pl.Poset(3, [(0, 1)])))"),
        nbformat.v4.new_code_cell("pl.Poset(['a', 'b'], [('a', 'b')])"),
        nbformat.v4.new_code_cell("1 / 0"),
    ])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    source = tmp_path / "small.ipynb"
    nbformat.write(nb, source)
    env = {"PYTHONPATH": str(pathlib.Path(posetlab.__file__).resolve().parents[1]), "PATH": "/usr/bin:/bin",
           "HOME": str(tmp_path), "PYDEVD_DISABLE_FILE_VALIDATION": "1"}
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "run_notebook.py"), str(source)], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "value 3" in done.stdout and "In [2]:" in done.stdout and "ZeroDivisionError" in done.stdout
    saved = nbformat.read(tmp_path / "small.out.ipynb", as_version=4)
    assert saved.cells[0].outputs and saved.cells[1].outputs
    drawing = tmp_path / "small.out_files" / "cell-2-0.svg"
    assert drawing.exists() and ">a<" in drawing.read_text()
