"""Storing games: progress after every action, exact resume, finishing, rulesets, settings."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from yachtdice.core import GameRecord, Hold, Player, RandomDice
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import RulesetExists, Store, StoreError

from .helpers import play, yacht_game


def test_progress_is_saved_after_every_action_and_resumes_exactly(db_path: Path) -> None:
    record = GameRecord.new(preset("yahtzee"), [Player("Ann"), Player("Bob")])
    dice = RandomDice(4)
    with Store.open(db_path) as store:
        game = store.start_game(record)
        record = record.roll(dice)
        store.save_progress(game, record)
        record = record.then(Hold((0, 2)))
        store.save_progress(game, record)
        record = record.roll(dice)
        store.save_progress(game, record)
    with Store.open(db_path) as store:  # as after closing the app
        resumed = store.in_progress()
        assert resumed is not None and resumed.id == game
        state = resumed.record.state
        assert state == record.state
        assert (state.dice, state.held, state.rolls_left) == (record.state.dice, {0, 2}, 1)
        assert resumed.status == "in_progress" and resumed.ended is None


def test_a_finished_game_gets_results_and_stops_being_in_progress(store: Store) -> None:
    record = play("yahtzee", ["Ann", "Bob"], seed=9, stop_after=0)
    game = store.start_game(record)
    full = play("yahtzee", ["Ann", "Bob"], seed=9)
    store.save_progress(game, full)
    assert store.in_progress() is None
    stored = store.game(game)
    assert stored.status == "finished" and stored.ended is not None
    assert stored.record.state == full.state
    with pytest.raises(StoreError, match="already over"):
        store.save_progress(game, full)
    [summary] = store.history()
    assert [(s.name, s.total) for s in summary.seats] == [
        (p.name, c.grand_total) for p, c in zip(full.players, full.state.cards, strict=True)]
    places = sorted(s.place for s in summary.seats)
    assert places[0] == 1


def test_record_game_is_idempotent_by_content(store: Store) -> None:
    record = yacht_game((6, 6, 6, 5, 5))
    first = store.record_game(record)
    assert store.record_game(record) == first
    assert len(store.history()) == 1
    with pytest.raises(StoreError, match="Only a finished game"):
        store.record_game(play(stop_after=3))


def test_abandoned_games_are_kept_but_not_offered(store: Store) -> None:
    game = store.start_game(play(stop_after=2))
    store.abandon_game(game)
    assert store.in_progress() is None
    assert store.game(game).status == "abandoned"
    assert [g.status for g in store.history(finished_only=False)] == ["abandoned"]


def test_custom_rulesets_round_trip_and_games_keep_their_exact_rules(store: Store) -> None:
    house = replace(preset("yacht"), id="family-yacht", name="Family Yacht",
                    rolls_per_turn=4)
    store.save_ruleset(house)
    assert store.ruleset("family-yacht") == house
    assert store.custom_rulesets() == [house]
    record = GameRecord.new(house, [Player("Ann")])
    game = store.start_game(record)
    edited = replace(house, rolls_per_turn=2)
    with pytest.raises(RulesetExists, match="already saved as 'family-yacht'"):
        store.save_ruleset(edited)  # not silently
    assert store.ruleset("family-yacht") == house
    store.save_ruleset(house)  # the same rules again: nothing to ask
    store.save_ruleset(edited, replace=True)  # edited later, on purpose
    assert store.ruleset("family-yacht") == edited
    store.delete_ruleset("family-yacht")
    assert store.custom_rulesets() == []
    assert store.game(game).record.ruleset == house  # still the rules it began under
    with pytest.raises(StoreError, match="built-in"):
        store.save_ruleset(preset("yahtzee"))
    assert store.ruleset("yatzy") == preset("yatzy")
    with pytest.raises(KeyError):
        store.ruleset("no-such-rules")


def test_names_are_stored_exactly_as_given(store: Store) -> None:
    names = ["<b>Zoë</b>", "李小龍", "O'Brien; DROP TABLE games;--", "🎲" * 10]
    record = yacht_game((1, 2, 3, 4, 6), names=names)
    store.record_game(record)
    assert [s.name for s in store.history()[0].seats] == names
    assert set(store.player_names()) == set(names)


def test_settings_hold_json_values(store: Store) -> None:
    assert store.setting("last_setup", {"players": 1}) == {"players": 1}
    store.set_setting("last_setup", {"rules": "yatzy", "players": ["Ann", "Bob"]})
    assert store.setting("last_setup") == {"rules": "yatzy", "players": ["Ann", "Bob"]}


def test_undo_and_hints_mark_a_game_assisted(store: Store) -> None:
    plain = store.record_game(yacht_game((2, 2, 2, 2, 3)))
    undone = store.record_game(yacht_game((2, 2, 2, 2, 4), undo=True))
    hinted = store.start_game(play(stop_after=1))
    store.mark_hints_used(hinted)
    assert not store.game(plain).assisted
    assert store.game(undone).assisted and store.game(undone).record.used_undo
    assert store.game(hinted).assisted
    store.save_progress(hinted, play(stop_after=2))  # a later save does not clear the mark
    assert store.game(hinted).used_hints
