"""The import contract that keeps a game one place, written once for every game.

A game's package is any child of a layer's ``modes`` package
(``yachtdice.<layer>.modes.<game>``) that is not a registration module (``builtin``,
``games``); a game added later is found by its place, not named. Shared modules (every module
outside the games' packages, the registration modules aside) must not import a game's
package. ``lint-imports`` runs it (pyproject.toml, ``[tool.importlinter] contract_types``,
found from the project root) and ``tests/test_house.py`` asks the same function of the same
graph.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import grimp
from importlinter import Contract, ContractCheck, fields, output

#: where the games live, as module expressions: each child is a game's package
CONTAINERS = ("yachtdice.*.modes",)
#: the modules that register the built-in games (they may name every game)
REGISTRATION = ("yachtdice.core.modes.games", "yachtdice.*.modes.builtin")


def _matching(graph: grimp.ImportGraph, expressions: Iterable[str]) -> set[str]:
    found: set[str] = set()
    for expression in expressions:
        found |= (graph.find_matching_modules(expression) if "*" in expression
                  else {expression} & graph.modules)
    return found


def game_packages(graph: grimp.ImportGraph, containers: Iterable[str] = CONTAINERS,
                  registration: Iterable[str] = REGISTRATION) -> set[str]:
    """Every game's package (or module) in every layer, found by its place."""
    skip = _matching(graph, registration)
    return {child for container in _matching(graph, containers)
            for child in graph.find_children(container) if child not in skip}


def game_of(module: str, games: Iterable[str]) -> str | None:
    """The game package ``module`` belongs to, or None: it is shared."""
    return next((g for g in games if module == g or module.startswith(g + ".")), None)


def shared_imports_of_games(graph: grimp.ImportGraph, containers: Iterable[str] = CONTAINERS,
                            registration: Iterable[str] = REGISTRATION
                            ) -> dict[str, dict[str, tuple[int, ...]]]:
    """Each shared module that imports a game's package: the game modules it imports, each with
    the lines of the imports (lazy ones, inside functions, included)."""
    games = game_packages(graph, containers, registration)
    skip = _matching(graph, registration)
    found: dict[str, dict[str, tuple[int, ...]]] = {}
    for importer in sorted(graph.modules):
        if importer in skip or game_of(importer, games) is not None:
            continue
        for imported in sorted(graph.find_modules_directly_imported_by(importer)):
            if game_of(imported, games) is not None:
                lines = tuple(d["line_number"] for d in
                              graph.get_import_details(importer=importer, imported=imported))
                found.setdefault(importer, {})[imported] = lines
    return found


class GamesAreTheirOwn(Contract):
    """No shared module imports a game's package; the registration modules may.

    Options: ``containers`` (where the games live; each child is a game), ``registration``
    (the modules that register them) and ``not_yet_moved`` (shared modules allowed to import a
    game for now, each reported as a warning; the list is to be emptied).
    """

    type_name = "games_are_their_own"

    containers = fields.ListField(subfield=fields.StringField())
    registration = fields.ListField(subfield=fields.StringField())
    not_yet_moved = fields.ListField(subfield=fields.StringField(), required=False)

    def check(self, graph: grimp.ImportGraph, verbose: bool) -> ContractCheck:
        allowed = set(self.not_yet_moved or [])  # type: ignore[call-overload]
        found = shared_imports_of_games(graph, self.containers,  # type: ignore[arg-type]
                                        self.registration)  # type: ignore[arg-type]
        output.verbose_print(verbose, f"Games: {', '.join(sorted(game_packages(graph)))}")
        broken = {m: imports for m, imports in found.items() if m not in allowed}
        warnings = [f"not yet moved to its game: {m} imports {', '.join(sorted(found[m]))}"
                    for m in sorted(allowed & set(found))]
        warnings += [f"{m} is allowed to import a game but imports none: take it off "
                     "not_yet_moved" for m in sorted(allowed - set(found))]
        return ContractCheck(kept=not broken, warnings=warnings, metadata={"broken": broken})

    def render_broken_contract(self, check: ContractCheck) -> None:
        broken: dict[str, dict[str, Any]] = check.metadata["broken"]
        for importer, imports in sorted(broken.items()):
            for imported, lines in sorted(imports.items()):
                at = ", ".join(f"l.{n}" for n in lines)
                output.print_error(f"{importer} -> {imported} ({at})", bold=False)
        output.new_line()
        output.print("A shared module reaches a game through the registries (Mode, GameUI, "
                      "GameCommands); move what is the game's into its own folders.")
