"""A game registered by id (``register_later``) is loaded the first time it is asked for:
by id, through its engine, by a computer level only it has, or with every game listed."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from tests.toy.game import GAME, MODE, SHIP
from yachtdice.core import GameState, Player
from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes import AnyMode, mode, modes, register_later, unregister


@pytest.fixture
def loads() -> Iterator[list[str]]:
    """The toy game registered for later; each load noted."""
    seen: list[str] = []
    yield seen
    unregister(MODE)


def later(seen: list[str], game: AnyMode = GAME) -> Callable[[], AnyMode]:
    def load() -> AnyMode:
        seen.append(game.id)
        return game

    return load


def test_it_is_loaded_once_when_asked_for_by_id(loads: list[str]) -> None:
    register_later(MODE, later(loads))
    assert loads == []
    assert mode(MODE) is GAME and mode(MODE) is GAME
    assert loads == [MODE]


def test_its_engine_asked_for_by_a_ruleset_loads_it(loads: list[str]) -> None:
    register_later(MODE, later(loads))
    state = GameState.start(SHIP, [Player("Ann")])  # the engine is looked up by game id
    assert loads == [MODE] and state.mode == MODE


def test_a_computer_level_only_it_has_loads_it(loads: list[str]) -> None:
    register_later(MODE, later(loads))
    assert Player("Hal", True, "skipper").strategy == "skipper"
    assert loads == [MODE]


def test_listing_every_game_loads_it_in_its_place(loads: list[str]) -> None:
    register_later(MODE, later(loads))
    assert [m.id for m in modes()][-1] == MODE and loads == [MODE]


def test_a_module_that_is_another_game_is_refused_in_a_sentence(loads: list[str]) -> None:
    register_later(MODE, later(loads, mode("pips")))
    with pytest.raises(YachtDiceError, match="registered, but its module is 'pips'"):
        mode(MODE)
    unregister(MODE)
    assert mode("pips").id == "pips"  # the game it named is as it was


def test_an_unknown_level_is_still_refused(loads: list[str]) -> None:
    register_later(MODE, later(loads))
    with pytest.raises(YachtDiceError, match="no computer level"):
        Player("Hal", True, "admiral")
    assert loads == [MODE]  # every game was asked, this one among them
