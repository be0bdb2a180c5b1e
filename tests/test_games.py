"""The one list of built-in games (core/modes/games.py): every line names parts that exist, of
the game it says, and the registrations read it."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes import Mode, builtin, games


@pytest.mark.parametrize("game", games.GAMES, ids=lambda g: g.id)
def test_each_line_names_the_parts_of_its_own_game(game: games.Game) -> None:
    core = games.load(game.core)
    assert isinstance(core, Mode) and core.id == game.id
    if game.ui is not None:
        from yachtdice.ui.modes import GameUI

        ui = games.load(game.ui)
        assert isinstance(ui, GameUI) and ui.mode_id == game.id
    if game.cli is not None:
        from yachtdice.cli.modes import GameCommands

        cli = games.load(game.cli)
        assert isinstance(cli, GameCommands) and cli.game.id == game.id
    if game.gallery is not None:
        from yachtdice.gallery.modes import GameScreens

        gallery = games.load(game.gallery)
        assert isinstance(gallery, GameScreens) and gallery.mode_id == game.id
        assert isinstance(gallery.screens, Mapping) and all(
            callable(s) for s in gallery.screens.values())
    if game.store_part is not None:
        from yachtdice.store.modes import GameStore

        part = games.load(game.store_part)
        assert isinstance(part, GameStore) and part.mode_id == game.id
    for function in game.store.values():
        assert callable(games.load(function))


def test_a_shipped_game_is_found_by_its_place() -> None:
    line = games.builtin("dominoes", "dominoes")
    assert (line.core, line.ui, line.cli) == ("yachtdice.core.modes.dominoes.mode:GAME",
                                              "yachtdice.ui.modes.dominoes.game_ui:GAME_UI",
                                              "yachtdice.cli.modes.dominoes:COMMANDS")
    assert line.gallery == "yachtdice.gallery.modes.dominoes:GAME_SCREENS"
    assert line.store_part is None
    assert games.builtin("dominoes", "dominoes", store_part=True).store_part == \
        "yachtdice.store.modes.dominoes:GAME_STORE"
    assert line.core_package == "yachtdice.core.modes.dominoes" and not line.at_start


def test_every_game_has_its_own_id_and_one_is_loaded_at_start() -> None:
    assert len({g.id for g in games.GAMES}) == len(games.GAMES)
    assert [g.id for g in games.GAMES if g.at_start] == ["pips"]  # the first window deals it


def test_what_no_game_takes_is_refused() -> None:
    with pytest.raises(YachtDiceError, match="no built-in game takes dictionary"):
        builtin.install(dictionary=lambda: None)


def test_a_supplied_function_is_imported_only_when_called() -> None:
    called = games.later("json:dumps")
    assert called([1]) == "[1]"
