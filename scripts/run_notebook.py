#!/usr/bin/python3
"""Runs a notebook top to bottom, saves it with its outputs, and shows them at the terminal.

    PYTHONPATH=build/python /usr/bin/python3 scripts/run_notebook.py examples/tour.ipynb
    PYTHONPATH=build/python /usr/bin/python3 scripts/run_notebook.py NOTEBOOK --output OUT.ipynb

The executed notebook goes to OUT (default: NAME.out.ipynb in the current directory), which
any notebook viewer opens with every output in place; each cell's text output is printed
(In [N] and its output, as a notebook shows them), and each drawing or plot (SVG, PNG) is
written beside OUT in OUT_files/ (cell-N-K.svg, .png) and named. Exits 1 naming the cell
when a cell raises. Needs nbclient and nbformat (Debian's python3-nbclient) and the
python3 ipykernel, as `jupyter-execute` does, which runs a notebook but keeps nothing.
"""
import argparse
import base64
import pathlib
import sys

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError


def text_of(output):
    if output.output_type == "stream":
        return output.text
    if output.output_type == "error":
        return "\n".join(output.traceback) + "\n"
    data = output.get("data", {})
    return data.get("text/plain", "") + ("\n" if "text/plain" in data else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebook", type=pathlib.Path)
    parser.add_argument("--output", type=pathlib.Path, help="where the executed notebook goes (default: NAME.out.ipynb here)")
    parser.add_argument("--timeout", type=int, default=600, help="seconds a cell may run (default 600)")
    args = parser.parse_args()
    out = args.output or pathlib.Path(args.notebook.stem + ".out.ipynb")
    files = out.with_name(out.stem + "_files")
    notebook = nbformat.read(args.notebook, as_version=4)
    client = NotebookClient(notebook, timeout=args.timeout, kernel_name="python3",
                            resources={"metadata": {"path": str(args.notebook.resolve().parent)}})
    failed = None
    try:
        client.execute()
    except CellExecutionError as e:
        failed = e
    nbformat.write(notebook, out)
    count = 0
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        count += 1
        print(f"In [{count}]: " + cell.source.replace("\n", "\n        "))
        for k, output in enumerate(cell.get("outputs", [])):
            sys.stdout.write(text_of(output))
            for kind, ext in (("image/svg+xml", "svg"), ("image/png", "png")):
                data = output.get("data", {}).get(kind)
                if data is None:
                    continue
                files.mkdir(exist_ok=True)
                path = files / f"cell-{count}-{k}.{ext}"
                if ext == "png":
                    path.write_bytes(base64.b64decode(data))
                else:
                    path.write_text(data if isinstance(data, str) else "".join(data))
                print(f"[{kind} written to {path}]")
        print()
    print(f"run_notebook: {args.notebook} executed; with its outputs in {out}")
    if failed is not None:
        print(f"run_notebook: a cell raised (its traceback is above):\n{failed}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
