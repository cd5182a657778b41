#!/usr/bin/python3
"""Checks the reference pages against the code, so they cannot drift from it.

1. docs/schema.md against the schema a fresh database gets: every table and view, each
   under a heading "### `name`" with a column table whose first cell is the column name,
   in the order PRAGMA table_info gives; and the page's "schema version N" equals the
   database's PRAGMA user_version and kSchemaVersion in results/store/schema.hpp.
2. `posetlab query --help` names every table and view of that database.
3. README.md's command table names every subcommand `posetlab --help` lists and every job
   kind `posetlab enumerate --help` lists (as `enumerate KIND`); README.md has at most 250 lines.
   The registries' one-line lists are held to the same: `posetlab --help` lists exactly the
   subcommands of cli/command_list.hpp, and the `--game a|b|...` values of the table's
   `solve` row are exactly the kinds of api/game_kind_list.hpp, in its order.
4. No tracked file (tests/data and this file aside) speaks of the project's development
   history: "session", "issue N", "the issue asked". Measurements with dates belong in
   bench/RESULTS.md, changes in CHANGELOG.md.
5. Limits quoted beside a job's options agree with the code: in a README.md table row, a
   paragraph of docs/enumerations.md or docs/jobs.md, or the comment block of a kind in
   results/nightly.conf, an option given as `--OPT X` or `OPT=X` (X one capital letter)
   binds X to that option of the kind named there (the kind of the page's section or of the
   nightly block, else the first `enumerate KIND` in it),
   and every "X <= N" in it must be the option's upper bound as `posetlab enumerate KIND
   --help` prints it (posets --size may also quote kPosetsStoredMaxSize, the largest size
   stored one row a poset).

Usage: doc_reference.py --posetlab BIN --root SOURCE_DIR. Exit 0 when all agree, 1 otherwise.
"""
import argparse
import os
import re
import sqlite3
import subprocess
import sys
import tempfile


def fresh_schema(binary, work):
    path = os.path.join(work, "fresh.sqlite")
    subprocess.run([binary, "enumerate", "two-level", "--bottoms", "0", "--count-only", "--db", path, "-q"],
                   check=True, capture_output=True)
    if not os.path.exists(path):  # --count-only writes no database: run the smallest stored job
        subprocess.run([binary, "enumerate", "two-level", "--bottoms", "0", "--db", path, "-q"],
                       check=True, capture_output=True)
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    version = db.execute("PRAGMA user_version").fetchone()[0]
    names = [r[0] for r in db.execute(
        "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    schema = {}
    for name in names:
        for _ in range(20):  # a view may call functions posetlab registers: stand-ins suffice here
            try:
                schema[name] = [r[1] for r in db.execute(f'PRAGMA table_info("{name}")')]
                break
            except sqlite3.OperationalError as e:
                m = re.search(r"no such function: (\w+)", str(e))
                if not m:
                    raise
                db.create_function(m.group(1), -1, lambda *args: None)
    return version, schema


def documented_schema(path):
    text = open(path, encoding="utf-8").read()
    tables, current, header_seen = {}, None, False
    for line in text.splitlines():
        m = re.match(r"^#{2,4} `(\w+)`", line)
        if m:
            current, header_seen = m.group(1), False
            tables[current] = []
            continue
        if line.startswith("#"):
            current = None
            continue
        if current and line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if not header_seen:
                header_seen = cells[0] == "column"
                continue
            if set(cells[0]) <= set("-: "):
                continue
            tables[current].append(cells[0].strip("`"))
    m = re.search(r"schema version (\d+)", text)
    return (int(m.group(1)) if m else None), tables


def option_highs(binary, kind):
    """{option: upper bound} of `posetlab enumerate KIND --help` ("--max INT:INT in [1 - 24]")."""
    out = subprocess.run([binary, "enumerate", kind, "--help"], capture_output=True, text=True).stdout
    return {m.group(1): int(m.group(2)) for m in re.finditer(r"^\s+--([\w-]+) \S+(?: or A:B)? in \[-?\d+ - (\d+)\]",
                                                          out, flags=re.M)}


def quoted_limit_problems(binary, root):
    kinds = {}
    listing = subprocess.run([binary, "enumerate", "--help"], capture_output=True, text=True).stdout
    part = re.split(r"^Subcommands:\s*$", listing, flags=re.M)
    for kind in re.findall(r"^  (\S+)", part[1], flags=re.M) if len(part) > 1 else []:
        kinds[kind] = option_highs(binary, kind)
    header = open(os.path.join(root, "enumerate", "posets_job.hpp"), encoding="utf-8").read()
    also = {("posets", "size"): {int(re.search(r"kPosetsStoredMaxSize = (\d+)", header).group(1))}}

    blocks = []  # (where, kind or None, text)
    readme = open(os.path.join(root, "README.md"), encoding="utf-8").read().splitlines()
    blocks += [(f"README.md:{i}", None, line) for i, line in enumerate(readme, 1) if line.startswith("| `")]
    for page in ("docs/enumerations.md", "docs/jobs.md"):
        text = open(os.path.join(root, page), encoding="utf-8").read()
        at, section = 1, None
        for para in text.split("\n\n"):
            heading = re.match(r"#+ .*?`enumerate ([a-z-]+)", para)
            if para.startswith("#"):
                section = heading.group(1) if heading else None
            blocks.append((f"{page}:{at}", section, para))  # a section on one kind speaks of it
            at += para.count("\n") + 2
    conf = open(os.path.join(root, "results", "nightly.conf"), encoding="utf-8").read().splitlines()
    for i, line in enumerate(conf, 1):
        m = re.match(r"#   ([a-z-]+) ", line)
        if m and m.group(1) in kinds:
            body = [line]
            for more in conf[i:]:
                if not more.startswith("#       "):
                    break
                body.append(more)
            blocks.append((f"results/nightly.conf:{i}", m.group(1), "\n".join(body)))

    problems = []
    for where, kind, text in blocks:
        named = re.search(r"enumerate ([a-z-]+)", text)
        kind = kind or (named.group(1) if named else None)
        if kind not in kinds:
            continue
        letters = {}
        for m in re.finditer(r"(?:--([\w-]+) |\b([\w-]+)=)([A-Z])\b", text):
            option = m.group(1) or m.group(2)
            if option in kinds[kind]:
                letters[m.group(3)] = option
        for letter, option in letters.items():
            for m in re.finditer(rf"\b{letter} <= (\d+)", text):
                allowed = {kinds[kind][option]} | also.get((kind, option), set())
                if int(m.group(1)) not in allowed:
                    problems.append(f"{where}: \"{letter} <= {m.group(1)}\" for {kind} --{option}, whose bound is "
                                    f"{kinds[kind][option]} (`posetlab enumerate {kind} --help`)")
    return problems


def registry_names(root, path, macro):
    """The quoted names of a registry's one-line list: MACRO(IDENT, "name", ...) lines."""
    text = open(os.path.join(root, path), encoding="utf-8").read()
    return re.findall(rf'^\s*{macro}\(\w+, "([^"]+)"', text, flags=re.M)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--posetlab", required=True)
    ap.add_argument("--root", required=True)
    a = ap.parse_args()
    problems = []

    with tempfile.TemporaryDirectory(prefix="posetlab-ref-") as work:
        version, schema = fresh_schema(a.posetlab, work)
    source = open(os.path.join(a.root, "results", "store", "schema.hpp"), encoding="utf-8").read()
    k = int(re.search(r"kSchemaVersion = (\d+)", source).group(1))
    doc_version, documented = documented_schema(os.path.join(a.root, "docs", "schema.md"))
    if not (doc_version == version == k):
        problems.append(f"schema version: docs/schema.md says {doc_version}, a fresh database has {version}, "
                        f"kSchemaVersion is {k}")
    for name, columns in schema.items():
        if name not in documented:
            problems.append(f"docs/schema.md has no section for `{name}` (columns {', '.join(columns)})")
        elif documented[name] != columns:
            problems.append(f"docs/schema.md, `{name}`: columns {documented[name]}, the database has {columns}")
    for name in documented:
        if name not in schema:
            problems.append(f"docs/schema.md documents `{name}`, which a fresh database does not have")

    help_text = subprocess.run([a.posetlab, "query", "--help"], capture_output=True, text=True).stdout
    listed = set(re.findall(r"\w+", help_text.split("Tables:", 1)[1])) if "Tables:" in help_text else set()
    for name in schema:
        if name not in listed:
            problems.append(f"`posetlab query --help` does not name the table `{name}`")

    readme = open(os.path.join(a.root, "README.md"), encoding="utf-8").read()
    rows = [line for line in readme.splitlines() if line.startswith("| `")]

    def subcommands(*args):
        out = subprocess.run([a.posetlab, *args, "--help"], capture_output=True, text=True).stdout
        part = re.split(r"^Subcommands:\s*$", out, flags=re.M)
        return re.findall(r"^  (\S+)", part[1], flags=re.M) if len(part) > 1 else []

    commands = subcommands()
    listed_commands = registry_names(a.root, "cli/command_list.hpp", "COMMAND")
    if sorted(commands) != sorted(listed_commands):
        problems.append(f"`posetlab --help` lists {commands}, cli/command_list.hpp {listed_commands}")
    kinds = registry_names(a.root, "api/game_kind_list.hpp", "KIND")
    games = next((re.search(r"--game ([a-z|\\-]+)`", row) for row in rows if row.startswith("| `solve [")), None)
    games = games.group(1).split("\\|") if games else []
    if games != kinds:
        problems.append(f"README.md's solve row lists --game {'|'.join(games)}, api/game_kind_list.hpp "
                        f"{'|'.join(kinds)}")
    if not commands:
        problems.append("`posetlab --help` lists no subcommands (cannot check the README's table)")
    for c in commands:
        if not any(row.startswith(f"| `{c}") or f"`{c} " in row or f"`{c}`" in row for row in rows):
            problems.append(f"README.md's command table does not name `posetlab {c}`")
    for kind in subcommands("enumerate"):
        if not any(f"enumerate {kind}" in row for row in rows):
            problems.append(f"README.md's command table does not name `posetlab enumerate {kind}`")

    if len(readme.splitlines()) > 250:
        problems.append(f"README.md has {len(readme.splitlines())} lines, more than 250")

    problems += quoted_limit_problems(a.posetlab, a.root)

    history = re.compile(r"\bsessions?\b|\bissue \d|the issue asked", re.I)
    tracked = subprocess.run(["git", "-C", a.root, "ls-files"], capture_output=True, text=True)
    for path in tracked.stdout.splitlines() if tracked.returncode == 0 else []:
        if path.startswith("tests/data/") or path == "tests/doc_reference.py":
            continue
        try:
            with open(os.path.join(a.root, path), encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    if history.search(line):
                        problems.append(f"{path}:{number}: speaks of the project's history: {line.strip()}")
        except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
            pass

    for p in problems:
        print(p)
    print(f"{len(schema)} tables and views, {len(commands)} commands checked; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
