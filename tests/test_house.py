"""The house: a game is one place. No module imports another that imports it back, no folder
holds more than 20 modules, no shared module imports a game's package, and none names a game or
tests a game's types.

The first three read the import graph (grimp, as the import contracts of pyproject.toml do:
``lint-imports`` in .ci/run); the last reads source text, which no graph shows.
"""

from __future__ import annotations

import functools
import re
import sys
import tomllib
from collections import Counter
from pathlib import Path

import grimp

import yachtdice
from yachtdice.core.modes import modes

from .house_contract import game_packages, shared_imports_of_games

PACKAGE = Path(yachtdice.__file__).resolve().parent
ROOT = PACKAGE.parents[1]


@functools.cache
def _graph() -> grimp.ImportGraph:
    return grimp.build_graph("yachtdice")


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
    assert _cycles(_graph()) == []


def test_a_cycle_is_found_when_there_is_one() -> None:
    graph = grimp.ImportGraph()
    for a, b in (("p.a", "p.b"), ("p.b", "p.c"), ("p.c", "p.a"), ("p.c", "p.d")):
        graph.add_import(importer=a, imported=b)
    assert _cycles(graph) == [["p.a", "p.b", "p.c"]]


def _modules_per_folder(graph: grimp.ImportGraph) -> Counter[str]:
    """How many modules each folder holds: a package's own ``__init__`` and its children that
    are modules, not packages (a package is a folder of its own)."""
    def is_package(module: str) -> bool:
        return PACKAGE.parent.joinpath(*module.split("."), "__init__.py").exists()

    return Counter(module if is_package(module) else module.rpartition(".")[0]
                   for module in graph.modules)


def test_no_folder_holds_more_than_20_modules() -> None:
    per_folder = _modules_per_folder(_graph())
    assert per_folder["yachtdice.ui.modes.pips"] == len(
        list((PACKAGE / "ui" / "modes" / "pips").glob("*.py")))  # counted as files are
    assert {folder: n for folder, n in per_folder.items() if n > 20} == {}


def _not_yet_moved() -> set[str]:
    """The shared modules the contract still allows to import a game (pyproject.toml: the one
    list, emptied once they have moved into their games' folders)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contract, = (c for c in config["tool"]["importlinter"]["contracts"]
                 if c["type"] == "games_are_their_own")
    return set(contract.get("not_yet_moved", []))


def test_no_shared_module_imports_a_game() -> None:
    found = shared_imports_of_games(_graph())
    assert {game.rsplit(".", 1)[1] for game in game_packages(_graph())} >= {
        "pips", "word", "place_value"}  # every layer's games, found by their place
    offenders = {m: sorted(imports) for m, imports in found.items() if m not in _not_yet_moved()}
    assert offenders == {}, "shared modules import a game's package"


def test_the_modules_not_yet_moved_still_import_a_game() -> None:
    """A module allowed for now that no longer imports a game comes off the list."""
    assert _not_yet_moved() - set(shared_imports_of_games(_graph())) == set()


def test_a_game_added_later_is_found_by_its_place() -> None:
    graph = grimp.ImportGraph()
    for importer, imported in (
            ("yachtdice.ui.table.window", "yachtdice.ui.modes"),   # a registry: shared
            ("yachtdice.store.results", "yachtdice.core.modes"),
            ("yachtdice.ui.modes.builtin", "yachtdice.ui.modes"),
            ("yachtdice.ui.modes.dominoes.part", "yachtdice.ui.table.window"),  # a game: fine
            ("yachtdice.store.results", "yachtdice.core.modes.dominoes.rules"),  # not fine
            ("yachtdice.core.modes.games", "yachtdice.core.modes.dominoes")):  # registration: fine
        graph.add_import(importer=importer, imported=imported)
    for package in ("yachtdice.ui.modes.dominoes", "yachtdice.core.modes.dominoes"):
        graph.add_module(package)
    assert game_packages(graph) == {"yachtdice.ui.modes.dominoes",
                                    "yachtdice.core.modes.dominoes"}
    assert shared_imports_of_games(graph) == {
        "yachtdice.store.results": {"yachtdice.core.modes.dominoes.rules": ()}}


def _in_a_game_folder(path: Path) -> bool:
    """Whether ``path`` is a game's own (``modes/<game>/...``, ``modes/<game>.py``) or the
    places that register the built-in games (``modes/games.py``, ``modes/builtin.py``); a
    registry, the ``modes/__init__.py`` beside them, is shared."""
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


#: the most a class of the window may hold (issue 32): a newcomer reads it in one sitting
MOST_LINES, MOST_METHODS = 400, 30


def big_classes(source: str, where: str) -> list[str]:
    """Each class in ``source`` over :data:`MOST_LINES` lines or :data:`MOST_METHODS` methods,
    as "where:Name lines/methods"."""
    import ast

    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            methods = sum(isinstance(b, ast.FunctionDef | ast.AsyncFunctionDef)
                          for b in node.body)
            if lines > MOST_LINES or methods > MOST_METHODS:
                found.append(f"{where}:{node.name} {lines}/{methods}")
    return found


def test_no_class_of_the_window_is_over_400_lines_or_30_methods() -> None:
    over = [c for p in sorted((PACKAGE / "ui").rglob("*.py"))
            for c in big_classes(p.read_text(encoding="utf-8"), str(p.relative_to(PACKAGE)))]
    assert over == [], "split these classes (docs/contributing.md)"


def test_a_class_over_the_limits_is_found() -> None:
    methods = "".join(f"    def m{i}(self) -> None:\n        pass\n" for i in range(31))
    assert big_classes(f"class Wide:\n{methods}", "x.py") == ["x.py:Wide 63/31"]
    assert big_classes("class Long:\n" + "    x = 1\n" * 400, "y.py") == ["y.py:Long 401/0"]
    assert big_classes("class Small:\n    x = 1\n", "z.py") == []


def any_per_thousand_lines(folder: Path) -> float:
    """How often the word ``Any`` stands in the package's sources, per 1,000 lines (comments
    and strings included, as a reader meets it)."""
    lines = words = 0
    for p in folder.rglob("*.py"):
        text = p.read_text(encoding="utf-8")
        lines += text.count("\n")
        words += len(re.findall(r"\bAny\b", text))
    return words / (lines / 1000)


def test_the_seam_is_typed_at_most_5_any_per_1000_lines() -> None:
    assert any_per_thousand_lines(PACKAGE) <= 5  # issue 32: 13.9 before the seam was typed


def test_any_is_counted_per_thousand_lines(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("from typing import Any\n" + "x = 1\n" * 998 + "y: Any\n")
    assert any_per_thousand_lines(tmp_path) == 2.0
