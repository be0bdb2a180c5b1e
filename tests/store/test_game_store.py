"""The store's registry of games: Statistics' reviews ask each game for the strategy engine
they judge against and its version, and name no game themselves."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes.pips.optimal.solver import ENGINE_VERSION
from yachtdice.store import Store
from yachtdice.store import modes as store_modes
from yachtdice.store.modes import GameStore, game_store, review_version
from yachtdice.store.stats import Filters, review_missing, save_reviews, unreviewed

from .helpers import play


@pytest.fixture
def registered() -> Iterator[dict[str, GameStore]]:
    """The registry as the built-ins left it, put back after the test."""
    kept = dict(store_modes._GAMES)
    yield store_modes._GAMES
    store_modes._GAMES.clear()
    store_modes._GAMES.update(kept)


def test_the_built_in_reviews_are_made_by_pip_dice_s_engine_version() -> None:
    assert review_version() == ENGINE_VERSION
    assert game_store("pips").review_engine is not None
    unknown = game_store("no-such-game")  # a game that registered nothing: the defaults
    assert (unknown.mode_id, unknown.review_engine, unknown.engine_version()) == (
        "no-such-game", None, 0)


def test_a_newer_engine_of_any_game_has_every_review_made_again(
        store: Store, registered: dict[str, GameStore]) -> None:
    game = store.record_game(play("yacht"))
    save_reviews(store, [(game, 0, 4.5)], review_version())
    assert unreviewed(store, Filters(), review_version()) == []
    store_modes.register(GameStore("another", review_engine=lambda rules, progress, folder: None,
                                   engine_version=lambda: ENGINE_VERSION + 1))
    assert review_version() == ENGINE_VERSION + 1
    assert unreviewed(store, Filters(), review_version()) == [(game, 0, "yacht")]
    store_modes.unregister("another")
    assert review_version() == ENGINE_VERSION  # an engine without a game's review: not counted
    store_modes.register(GameStore("no-engine", engine_version=lambda: ENGINE_VERSION + 5))
    assert review_version() == ENGINE_VERSION


def test_a_review_that_needs_an_engine_its_game_did_not_register_names_the_game(
        tmp_path: Path, registered: dict[str, GameStore]) -> None:
    path = tmp_path / "h.sqlite3"
    with Store.open(path) as store:
        store.record_game(play("yacht"))
    store_modes.unregister("pips")
    with pytest.raises(YachtDiceError, match="Pip dice has no strategy engine"):
        review_missing(path, Filters(), tmp_path)
