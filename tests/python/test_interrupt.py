"""Ctrl-C stops a long solve: SIGINT raises KeyboardInterrupt out of pl.grundy on a
large game, and the module answers correctly after. The game is Chomp 15x15: its dense
pass (155 M positions) takes tens of seconds of CPU, so the interrupt, sent after 0.3 s,
arrives during the search even on a fast many-core host."""
import subprocess
import sys

from conftest import ROOT

SCRIPT = r"""
import os, signal, threading
import posetlab as pl
# As in an interactive shell (a shell's background job starts with SIGINT ignored).
signal.signal(signal.SIGINT, signal.default_int_handler)
rows = cols = 15
cell = lambda r, c: r * cols + c - 1
chomp = pl.Poset(rows * cols - 1, [(cell(r, c), cell(r2, c2))
                                   for r in range(rows) for c in range(cols) for r2 in range(r, rows)
                                   for c2 in range(c, cols) if (r, c) != (0, 0) and (r, c) != (r2, c2)])
threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
try:
    pl.grundy(chomp)
    print("finished")
except KeyboardInterrupt:
    print("interrupted")
print(pl.grundy(pl.Poset(3, [(0, 1)])), pl.grundy(pl.Poset(11, [(cell(0, c), cell(0, c + 1)) for c in range(1, 11)])))
"""


def test_ctrl_c_interrupts_a_long_solve():
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["interrupted", "3", "11"], done.stdout + done.stderr
