#!/usr/bin/python3
"""Checks that the repository stands alone: every path its files name exists in it.

Every tracked text file (code comments, help text, docs, scripts) is read, and
1. each path that starts with a top-level folder of the repository (`engine/impartial/solver.hpp`,
   `results/tables/`, `docs/jobs.md`, `scripts/run.sh`) must be a tracked file or folder, or
   a module named without its extension (`engine/impartial/plain_grundy` for its .hpp and .cpp);
   a path with a glob (`results/tables/*.cpp`) or a placeholder (`api/kind_NAME.cpp`,
   `checks_<paper>[_<topic>].cpp`) must match at least one tracked file;
2. each bare C++, shell or Python file name (`line_batches.hpp`) must be the name of a
   tracked file, or of one the build generates (CMake's configure_file);
3. each relative link of a markdown page (`[schema](schema.md)`) must reach a tracked file
   or folder;
4. no file cites notes kept outside the repository: the design notes or the claims notes
   by their file names, or the folder they live in (OUTSIDE_NOTES below).
Paths under build/ and data/ (outputs, never tracked), database files (`*.sqlite`) and
CHANGELOG.md (which names files as they were when each version was released) are not
required to exist; tests/data/ holds inputs, not prose, and is skipped.

Usage: doc_paths.py --root SOURCE_DIR       exit 0 when every path exists, 1 otherwise
       doc_paths.py --self-test             plants dangling paths in a scratch tree and
                                            exits 0 only when every one of them is caught
"""
import argparse
import fnmatch
import os
import re
import subprocess
import sys
import tempfile

# Spelled in pieces, so this file does not itself name what it refuses.
OUTSIDE_NOTES = re.compile(r"\b(?:DES" r"IGN|CLA" r"IMS)\.md\b|\.\./sha" r"red\b")
PLACEHOLDER_WORDS = ("NAME", "KIND", "TOPIC", "PAPER", "ID")
NOT_REQUIRED = ("build/", "data/")
SKIPPED_FILES = ("CHANGELOG.md", "tests/doc_paths.py")
SKIPPED_FOLDERS = ("tests/data/",)
BARE_NAME = re.compile(r"(?<![\w./*}$<>-])([\w-]*[A-Za-z][\w-]*\.(?:hpp|cpp|sh|py))\b(?![\w/-])")
MD_LINK = re.compile(r"\]\(([^)\s]+)\)")


def tracked_files(root):
    out = subprocess.run(["git", "-C", root, "ls-files"], capture_output=True, text=True, check=True)
    return [p for p in out.stdout.splitlines() if p]


class Tree:
    def __init__(self, files, generated):
        self.files = set(files)
        self.folders = {os.path.dirname(f) for f in files}
        for d in list(self.folders):
            while d:
                d = os.path.dirname(d)
                self.folders.add(d)
        self.folders.discard("")
        self.basenames = {os.path.basename(f) for f in files} | set(generated)
        tops = sorted({f.split("/", 1)[0] for f in files if "/" in f}, key=len, reverse=True)
        self.rooted = re.compile(r"(?<![\w./*<>$-])((?:%s)/[\w.*<>\[\]/-]*[\w*>\]])" %
                                 "|".join(re.escape(t) for t in tops)) if tops else None

    def exists(self, path):
        path = path.rstrip("/")
        return path in self.files or path in self.folders

    def matches(self, pattern):
        pattern = pattern.rstrip("/")
        return any(fnmatch.fnmatchcase(p, pattern) for p in self.files | self.folders)

    def names_something(self, path):
        """True when `path`, as a repository path written in prose, names something tracked."""
        if self.exists(path):
            return True
        if "*" in path and self.matches(path):
            return True
        if any(f.startswith(path + ".") for f in self.files):  # a module: engine/impartial/plain_grundy
            return True
        pattern = placeholders_as_globs(path)
        return pattern != path and self.matches(pattern)

    def names_a_file(self, name):
        """True when a bare file name is that of a tracked or generated file."""
        if name in self.basenames:
            return True
        pattern = placeholders_as_globs(name)
        return pattern != name and any(fnmatch.fnmatchcase(b, pattern) for b in self.basenames)


def placeholders_as_globs(path):
    """`kind_NAME.cpp`, `checks_<paper>[_<topic>].cpp` as the globs they stand for."""
    pattern = re.sub(r"<[^<>]*>", "*", path)
    pattern = re.sub(r"\[[^\[\]]*\]", "*", pattern)
    return re.sub(r"(?<![A-Za-z])(?:%s)(?![A-Za-z])" % "|".join(PLACEHOLDER_WORDS), "*", pattern)


def without_unbalanced_closers(path):
    """`docs/jobs.md` out of the markdown `[docs/jobs.md](...)`, whose `]` closes the link."""
    while path.endswith("]") and path.count("]") > path.count("["):
        path = path[:-1]
    while path.endswith(">") and path.count(">") > path.count("<"):
        path = path[:-1]
    return path


def generated_names(root, files):
    """File names the build writes with configure_file (e.g. posetlab_version.hpp)."""
    names = set()
    for f in files:
        if os.path.basename(f) == "CMakeLists.txt":
            with open(os.path.join(root, f), encoding="utf-8") as text:
                names.update(re.findall(r"configure_file\(\s*\S+\s+\S*?([\w.-]+)[\s)]", text.read()))
    return names


def problems_in(path, text, tree):
    problems = []
    folder = os.path.dirname(path)
    for number, line in enumerate(text.splitlines(), 1):
        where = f"{path}:{number}"
        if OUTSIDE_NOTES.search(line):
            problems.append(f"{where}: cites notes outside the repository: {line.strip()}")
        for m in tree.rooted.finditer(line) if tree.rooted else []:
            p = without_unbalanced_closers(m.group(1))
            if p.startswith(NOT_REQUIRED) or p.endswith(".sqlite"):
                continue
            if not tree.names_something(p):
                problems.append(f"{where}: `{p}` names nothing in the repository")
        for m in BARE_NAME.finditer(line):
            name = m.group(1)
            if not tree.names_a_file(name):
                problems.append(f"{where}: no file of the repository is called `{name}`")
        if path.endswith(".md"):
            for m in MD_LINK.finditer(line):
                target = m.group(1).split("#", 1)[0]
                if not target or re.match(r"^[a-z][a-z0-9+.-]*:", target):
                    continue
                resolved = os.path.normpath(os.path.join(folder, target))
                if resolved.startswith(".."):
                    problems.append(f"{where}: link `{m.group(1)}` leaves the repository")
                elif not resolved.startswith(NOT_REQUIRED) and not tree.exists(resolved):
                    problems.append(f"{where}: link `{m.group(1)}` reaches nothing ({resolved})")
    return problems


def check_tree(root, files):
    tree = Tree(files, generated_names(root, files))
    problems = []
    for path in files:
        if path in SKIPPED_FILES or path.startswith(SKIPPED_FOLDERS):
            continue
        try:
            with open(os.path.join(root, path), encoding="utf-8") as f:
                text = f.read()
        except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
            continue
        problems.extend(problems_in(path, text, tree))
    return problems


def self_test():
    """Plants one dangling path of each kind beside correct ones; each must be caught, once."""
    good = {
        "engine/impartial/solver.hpp": "// The facade; engine/impartial/plain_grundy is its oracle (engine/impartial/plain_grundy.hpp).\n",
        "engine/impartial/plain_grundy.hpp": "// By the definition. Kinds: results/kinds/kind_*.cpp, e.g. kind_NAME.cpp.\n",
        "results/kinds/kind_posets.cpp": "// Written like results/kinds/kind_NAME.cpp; see docs/jobs.md.\n",
        "docs/jobs.md": "Read [the schema](schema.md#jobs), `scripts/run.sh`, build/posetlab, data/x.sqlite.\n",
        "docs/schema.md": "Add a check in `verify/checks_<paper>[_<topic>].cpp`; see solver.hpp.\n",
        "scripts/run.sh": "# runs build/posetlab nightly; posetlab_version.hpp is generated\n",
        "verify/checks_000.cpp": "// checks of 000\n",
        "engine/core/version.hpp.in": "#define VERSION\n",
        "CMakeLists.txt": "configure_file(engine/core/version.hpp.in ${CMAKE_BINARY_DIR}/generated/posetlab_version.hpp @ONLY)\n",
        "README.md": "Read [docs/jobs.md](docs/jobs.md) and <docs/schema.md>.\n",
        "CHANGELOG.md": "- moved `results/kind_posets.cpp` to results/kinds/\n",
    }
    notes = "DESIGN" + ".md"
    planted = {
        "engine/stale.hpp": ("// See engine/no_such_file.hpp and " + notes + " section 3.\n", 2),
        "docs/stale.md": ("Kinds live in `results/kind_*.cpp`; read [formats](formats.md) and "
                          "`scripts/gone.sh`; and ../" + "shared/papers.\n", 4),
        "api/stale.cpp": ("// parsed in parallel (cmd_solve, line_batch_solve.hpp), see docs/nothing.md\n", 2),
    }
    with tempfile.TemporaryDirectory(prefix="posetlab-paths-") as root:
        for path, text in list(good.items()) + [(p, t) for p, (t, _) in planted.items()]:
            os.makedirs(os.path.join(root, os.path.dirname(path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                f.write(text)
        files = sorted(list(good) + list(planted))
        problems = check_tree(root, files)
    failures = []
    for path in good:
        for p in problems:
            if p.startswith(path + ":"):
                failures.append(f"false alarm on a correct file: {p}")
    for path, (_, expected) in planted.items():
        found = [p for p in problems if p.startswith(path + ":")]
        if len(found) != expected:
            failures.append(f"{path}: expected {expected} problems, found {len(found)}: {found}")
    for p in problems:
        print(p)
    for f in failures:
        print("SELF-TEST:", f)
    print(f"self-test: {len(problems)} problems found in the planted files; {len(failures)} failures")
    return 1 if failures else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root")
    ap.add_argument("--self-test", action="store_true")
    a = ap.parse_args()
    if a.self_test:
        return self_test()
    if not a.root:
        ap.error("--root is required")
    files = tracked_files(a.root)
    problems = check_tree(a.root, files)
    for p in problems:
        print(p)
    print(f"{len(files)} tracked files checked; {len(problems)} dangling paths")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
