#!/usr/bin/python3
"""Runs every runnable example of README.md and docs/*.md and compares the output shown.

A runnable example is a fenced block opened by a line ```console. In it, a line starting
with "$ " is a shell command; the lines after it, up to the next "$ " line or the end of the
block, are its expected standard output. A command with no lines after it is run (it must
exit 0) but its output is not compared. Standard error is not compared unless the command
redirects it (2>&1). A command must exit 0: to show a failure, end it with `; echo "exit $?"`.

Masks for volatile fields (times, dates, revisions, paths):
  a line "..." alone matches any number of lines (none included);
  "[...]" inside a line matches any run of characters on that line.
Trailing blanks are ignored on both sides.

Each page runs in a fresh empty directory, its blocks in order, with `posetlab` on PATH, so
a page builds the small database its later examples read (the default data/posetlab.sqlite).

Usage: doc_examples.py --posetlab BIN --root SOURCE_DIR [--expect-mismatches N] [PAGE.md ...]
(no pages: README.md and every docs/*.md). Exit 0 when every example matches, 1 otherwise;
with --expect-mismatches N, exit 0 exactly when N examples ran and printed other output than
shown and every other example passed (the proof, on tests/doc_wrong_example.md, that this
test can fail).
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile


def examples(path):
    """(line number, command, expected lines) for each command of the page's console blocks."""
    out, in_block, current = [], False, None
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not in_block:
                in_block = line.strip() == "```console"
                continue
            if line.strip() == "```":
                in_block, current = False, None
                continue
            if line.startswith("$ "):
                current = (number, line[2:], [])
                out.append(current)
            elif current is not None:
                current[2].append(line.rstrip())
            elif line.strip():
                raise SystemExit(f"{path}:{number}: output before any '$ ' command in a console block")
    if in_block:
        raise SystemExit(f"{path}: a console block is not closed")
    return out


def pattern(expected):
    parts = []
    for line in expected:
        if line == "...":
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            parts.append(".*?".join(re.escape(piece) for piece in line.split("[...]")) + r"\n")
    return re.compile("".join(parts), re.DOTALL)


def normalise(text):
    lines = [line.rstrip() for line in text.split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return "".join(line + "\n" for line in lines)


def run_page(page, binary):
    failures, count, mismatches = [], 0, 0
    with tempfile.TemporaryDirectory(prefix="posetlab-doc-") as work:
        bindir = os.path.join(work, ".bin")
        os.mkdir(bindir)
        os.symlink(os.path.abspath(binary), os.path.join(bindir, "posetlab"))
        env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""), LC_ALL="C")
        for number, command, expected in examples(page):
            count += 1
            try:
                r = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=work, env=env,
                                   stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=300)
            except subprocess.TimeoutExpired:
                failures.append(f"{page}:{number}: timed out: {command}")
                continue
            where = f"{page}:{number}: $ {command}"
            if r.returncode != 0:
                failures.append(f"{where}\n  exit status {r.returncode}\n  stderr:\n{r.stderr}")
                continue
            while expected and not expected[-1]:
                expected.pop()
            if expected and not pattern(expected).fullmatch(normalise(r.stdout)):
                mismatches += 1
                failures.append(f"{where}\n--- shown in the page\n" + "\n".join(expected) +
                                "\n--- printed\n" + normalise(r.stdout) + "--- stderr\n" + r.stderr)
    return count, failures, mismatches


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--posetlab", required=True)
    ap.add_argument("--root", required=True)
    ap.add_argument("--expect-mismatches", type=int, default=None)
    ap.add_argument("pages", nargs="*")
    a = ap.parse_args()
    pages = a.pages or [os.path.join(a.root, "README.md")] + sorted(glob.glob(os.path.join(a.root, "docs", "*.md")))
    total, failures, mismatches = 0, [], 0
    for page in pages:
        count, failed, wrong = run_page(page, a.posetlab)
        mismatches += wrong
        print(f"{os.path.relpath(page, a.root)}: {count} examples, {len(failed)} failed")
        total += count
        failures += failed
    for f in failures:
        print("\nFAILED " + f)
    if a.expect_mismatches is not None:
        ok = mismatches == len(failures) == a.expect_mismatches and total > mismatches
        print(f"expected {a.expect_mismatches} mismatching examples, found {mismatches}: "
              + ("as expected" if ok else "NOT as expected"))
        return 0 if ok else 1
    if total == 0:
        print("no runnable examples found (a test that checks nothing)")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
