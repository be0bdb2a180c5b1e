"""The house: a game is one place. No module imports another that imports it back, no folder
holds more than 20 modules, and no shared module names a game or tests a game's types.

The import contracts (pyproject.toml, `lint-imports` in .ci/run) say the same for packages;
these checks look at single modules and at source text, which contracts cannot.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

import grimp

import yachtdice
from yachtdice.core.modes import modes

PACKAGE = Path(yachtdice.__file__).resolve().parent


def _cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.find_modules_directly_imported_by(v):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))
    try:
        for module in sorted(graph.modules):
            if module not in index:
                visit(module)
    finally:
        sys.setrecursionlimit(limit)
    return found


def test_no_module_imports_another_that_imports_it_back() -> None:
    graph = grimp.build_graph("yachtdice")
    assert _cycles(graph) == []


def test_a_cycle_is_found_when_there_is_one() -> None:
    graph = grimp.ImportGraph()
    for a, b in (("p.a", "p.b"), ("p.b", "p.c"), ("p.c", "p.a"), ("p.c", "p.d")):
        graph.add_import(importer=a, imported=b)
    assert _cycles(graph) == [["p.a", "p.b", "p.c"]]


def test_no_folder_holds_more_than_20_modules() -> None:
    per_folder = Counter(str(f.parent.relative_to(PACKAGE)) for f in PACKAGE.rglob("*.py"))
    assert {folder: n for folder, n in per_folder.items() if n > 20} == {}


def _in_a_game_folder(path: Path) -> bool:
    """Whether ``path`` is a game's own (``modes/<game>/...``, ``modes/<game>.py``) or the
    place that registers the built-in games (``modes/builtin.py``); a registry, the
    ``modes/__init__.py`` beside them, is shared."""
    parts = path.relative_to(PACKAGE).parts
    if "modes" not in parts[:-1]:
        return False
    below = parts[parts.index("modes") + 1:]
    return len(below) > 1 or below[0] != "__init__.py"


def test_no_shared_module_names_a_game_or_tests_its_types() -> None:
    ids = {m.id for m in modes()}
    assert {"pips", "word", "place-value"} <= ids  # registered by the root conftest
    names = "|".join(re.escape(i) for i in sorted(ids))
    said = [
        re.compile(rf"""["']({names})["']"""),  # a game's id as a string
        re.compile(r"\bisinstance\([^)]*\b(Word\w*|PlaceValue\w*|Place\w+|Pip\w*|Scorecard|"
                   r"Ruleset)\b"),  # a game's types tested
    ]
    # a migration that has shipped is history and is never edited (store/schema.py says so)
    shipped = {"store/schema.py": "ALTER TABLE games ADD COLUMN mode TEXT NOT NULL DEFAULT"}
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if _in_a_game_folder(path):
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if shipped.get(str(path.relative_to(PACKAGE)), "\0") in code:
                continue
            if any(p.search(code) for p in said):
                found.append(f"{path.relative_to(PACKAGE)}:{n}: {line.strip()}")
    assert found == []
