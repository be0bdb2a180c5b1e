"""The toy game as a built-in game: the one line a new game adds to core/modes/games.py, added
here instead, so that no shipped file names the toy.

Loaded as a pytest plugin (``pytest -p tests.toy.as_builtin``) it adds the line before the
conftest files are read (the root conftest.py registers the built-in games), and every test
that asks the registry covers the toy as it covers the shipped games:
``test_toy_as_builtin.py`` runs them so. Imported otherwise (by the doctest collection) it
adds nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

from yachtdice.core.modes import games

#: the toy's line: its core Mode and its window parts (it has no commands or gallery screens)
LINE = games.Game("ship-captain-crew", "tests.toy.game:GAME", ui="tests.toy.ui:UI")


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests(early_config: Any, parser: Any, args: list[str]) -> None:
    if LINE not in games.GAMES:
        games.GAMES = (*games.GAMES, LINE)
