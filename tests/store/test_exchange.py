"""Export and import: history moves between machines without doubling."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import Store, StoreError

from .helpers import play, yacht_game


def test_export_then_import_on_another_machine_round_trips(tmp_path: Path) -> None:
    house = replace(preset("yatzy"), id="house", name="House Yatzy", rolls_per_turn=4)
    with Store.open(tmp_path / "a.sqlite3") as a:
        a.save_ruleset(house)
        a.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]), used_hints=True)
        a.record_game(play("yahtzee", ["Ann", "Bob"], seed=3))
        unfinished = a.game(a.start_game(play("yatzy", ["Cy"], stop_after=4)))
        exported = json.loads(json.dumps(a.export()))
    with Store.open(tmp_path / "b.sqlite3") as b:
        b.record_game(yacht_game((1, 1, 1, 1, 1), ["Local"]))  # so the game ids differ
        result = b.import_history(exported)
        assert (result.games_added, result.duplicates, result.rulesets_added) == (3, 0, 1)
        assert b.custom_rulesets() == [house]
        # Ann's yacht game: 30 (6+6+6+6+6 in choice), hints used; Local's: 5
        table = b.high_scores("yacht")
        assert [(h.rank, h.name, h.score, h.assisted) for h in table] == [
            (1, "Ann", 30, True), (2, "Local", 5, False)]
        assert b.game(table[0].game_id).uid != b.game(table[1].game_id).uid
        assert b.in_progress() is None  # another machine's unfinished game is history here
        [cy] = [g for g in b.history(finished_only=False) if g.seats[0].name == "Cy"]
        assert cy.status == "abandoned"
        assert b.game(cy.id).uid == unfinished.uid
        assert b.game(cy.id).record.actions == unfinished.record.actions  # all 4 actions
        assert len(unfinished.record.actions) == 4
        again = b.import_history(exported)
        assert (again.games_added, again.duplicates, again.rulesets_added) == (0, 3, 0)
        assert len(b.history(finished_only=False)) == 4


def test_export_one_game(store: Store) -> None:
    first = store.record_game(yacht_game((6, 6, 6, 6, 6)))
    store.record_game(yacht_game((5, 5, 5, 5, 5)))
    data = store.export([first])
    assert len(data["games"]) == 1
    assert data["games"][0]["record"]["actions"][0] == {"roll": [2, 3, 4, 5, 6]}
    with pytest.raises(KeyError):
        store.export([999])


def test_a_bad_entry_imports_nothing(store: Store, tmp_path: Path) -> None:
    with Store.open(tmp_path / "other.sqlite3") as other:
        other.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]))
        other.record_game(yacht_game((5, 5, 5, 5, 5), ["Bob"]))
        data = other.export()
    data["games"][1]["record"]["actions"][3] = {"score": "nonsense"}
    with pytest.raises(StoreError, match=r"games\[1\]\.record: actions\[3\]"):
        store.import_history(data)
    assert store.history(finished_only=False) == []


@pytest.mark.parametrize("data, message", [
    ({"format": "something"}, "not a Yacht Dice history export"),
    ({"format": "yachtdice-history", "version": 7, "games": []}, "newer Yacht Dice"),
    ({"format": "yachtdice-history", "version": 1, "games": [{"uid": ""}]},
     r"games\[0\]\.uid"),
    ([], "not a Yacht Dice history export"),
])
def test_malformed_exports_are_refused_clearly(store: Store, data: object, message: str) -> None:
    with pytest.raises(StoreError, match=message):
        store.import_history(data)
