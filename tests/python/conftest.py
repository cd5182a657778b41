"""Shared by the Python module's tests: the CLI to compare against, and seeded random
posets (the seed is printed by pytest on failure through the test's parameters)."""
import json
import os
import pathlib
import random
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("POSETLAB_BINARY", str(ROOT / "build" / "posetlab"))


def cli(*args, stdin=""):
    """Runs `posetlab ARGS`, returning its standard output (fails the test on exit != 0)."""
    done = subprocess.run([BINARY, *args], input=stdin, capture_output=True, text=True)
    assert done.returncode == 0, f"posetlab {' '.join(args)} exited {done.returncode}: {done.stderr}"
    return done.stdout


def cli_json(*args, stdin=""):
    """`posetlab ARGS --json`, one dict per output line."""
    return [json.loads(line) for line in cli(*args, "--json", stdin=stdin).splitlines() if line.strip()]


def random_pairs(rng, n, density):
    """Random pairs a < b between elements 0..n-1 of a random linear extension, so the
    relation is acyclic; ids are shuffled so the order is not the natural one."""
    names = list(range(n))
    rng.shuffle(names)
    return [(names[i], names[j]) for i in range(n) for j in range(i + 1, n) if rng.random() < density]


@pytest.fixture
def rng(request):
    seed = int(os.environ.get("POSETLAB_TEST_SEED", "1234"))
    return random.Random(f"{seed}:{request.node.name}")
