"""Saved rulesets of every mode: a teacher's Place Value card is saved, listed under its mode,
read back after reopening, exported and imported; rows that cannot be read are skipped."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from yachtdice.core import GameRecord, Player, Roll, Score
from yachtdice.core.modes.pips.mode import GAME as PIP_DICE
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.place_value.engine import PlaceClaim
from yachtdice.core.modes.place_value.mode import GAME as DIGIT_DICE
from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
from yachtdice.core.modes.word.mode import GAME as LETTER_DICE
from yachtdice.store import Store, StoreError

#: a card of rule sheet 003's kinds of condition (a digit in a place, two places adding up,
#: the digit sum, equal digits, any number), as a teacher would write it
CARD_DATA = {
    "mode": "place-value", "id": "class-5", "name": "Class 5 card", "dice": {"count": 4},
    "boxes": [
        {"id": "tens_4", "condition": {"kind": "digit_in_place", "place": "tens", "digit": 4}},
        {"id": "th_h_8", "label": "Thousands and hundreds add up to 8",
         "condition": {"kind": "places_sum", "places": ["thousands", "hundreds"], "total": 8}},
        {"id": "sum_15", "condition": {"kind": "digit_sum", "total": 15}},
        {"id": "pair", "condition": {"kind": "same_digits", "count": 2}},
        {"id": "wild", "condition": {"kind": "any"}}]}
CARD = PlaceValueRuleset.from_dict(CARD_DATA)
HOUSE = replace(preset("yatzy"), id="house", name="House Yatzy", rolls_per_turn=4)


def test_a_card_is_saved_listed_under_its_mode_and_read_back_after_reopening(
        db_path: Path) -> None:
    with Store.open(db_path) as store:
        store.save_ruleset(CARD)
        store.save_ruleset(HOUSE)
        store.save_ruleset(CARD)  # the same card again changes nothing
    with Store.open(db_path) as store:
        # by name: "Class 5 card" before "House Yatzy"
        assert store.saved_rulesets() == [CARD, HOUSE]
        assert store.saved_rulesets(DIGIT_DICE) == [CARD]
        assert store.saved_rulesets(LETTER_DICE) == []
        assert store.saved_rulesets(PIP_DICE) == [HOUSE]
        assert store.custom_rulesets() == [HOUSE]  # the House Rules editor's list: pip dice
        assert store.saved_ruleset("class-5") == CARD
        assert store.saved_ruleset("place-value-4").name == "Place Value Yahtzee (4 digits)"
        assert store.ruleset("house") == HOUSE
        assert store.ruleset("class-5", DIGIT_DICE) == CARD
        assert store.ruleset("place-value-4", DIGIT_DICE).name == "Place Value Yahtzee (4 digits)"
        with pytest.raises(KeyError, match="built in as digit dice rules, not letter dice"):
            store.ruleset("place-value-4", LETTER_DICE)
        with pytest.raises(KeyError, match="saved as digit dice rules, not pip dice"):
            store.ruleset("class-5")  # pip-only callers never get a card
        assert store.ruleset_name("class-5") == "Class 5 card"
        assert store.ruleset_name("word-yahtzee") == "Word Yahtzee"
        store.delete_ruleset("class-5")
        assert store.saved_rulesets() == [HOUSE]
        with pytest.raises(KeyError):
            store.saved_ruleset("class-5")


@pytest.mark.parametrize("taken", ["place-value-4", "word-yahtzee", "yahtzee"])
def test_every_modes_built_in_ids_are_reserved(store: Store, taken: str) -> None:
    card = PlaceValueRuleset.from_dict({**CARD_DATA, "id": taken})
    with pytest.raises(StoreError, match=f"'{taken}' is a built-in ruleset"):
        store.save_ruleset(card)
    assert store.saved_rulesets() == []


def test_a_different_card_under_a_saved_id_needs_replace(store: Store) -> None:
    store.save_ruleset(CARD)
    edited = replace(CARD, name="Class 5, week 2")
    from yachtdice.store.store import RulesetExists
    with pytest.raises(RulesetExists):
        store.save_ruleset(edited)
    assert store.saved_ruleset("class-5") == CARD
    store.save_ruleset(edited, replace=True)
    assert store.saved_ruleset("class-5") == edited


BAD_ROWS = [
    ("broken", "{not json"),
    ("unknown-mode", json.dumps({**CARD_DATA, "id": "unknown-mode", "mode": "chess"})),
    ("bad-condition", json.dumps({**CARD_DATA, "id": "bad-condition", "boxes": [
        {"id": "a", "condition": {"kind": "digit_in_place", "place": "ones", "digit": 7}}]})),
    ("deep", "[" * 100_000 + "]" * 100_000),
    ("null", "null"),
    ("number", "1e999999"),
    ("dupe", '{"mode": "place-value", "mode": "pips"}'),
]


def test_rows_that_cannot_be_read_are_skipped_and_named_never_a_crash(db_path: Path) -> None:
    with Store.open(db_path) as store:
        store.save_ruleset(CARD)
    with sqlite3.connect(db_path) as conn:  # as a damaged or tampered file would hold them
        conn.executemany("INSERT INTO rulesets (id, name, json, created, updated) "
                         "VALUES (?, ?, ?, '2026-01-01', '2026-01-01')",
                         [(rid, rid, text) for rid, text in BAD_ROWS])
    conn.close()
    with Store.open(db_path) as store:
        assert store.saved_rulesets() == [CARD]
        assert store.custom_rulesets() == []
        for rid, _ in BAD_ROWS:
            with pytest.raises(StoreError, match=f"The saved ruleset '{rid}' cannot be read"):
                store.saved_ruleset(rid)


def test_exports_carry_cards_and_imports_read_them_with_their_modes_codec(
        tmp_path: Path) -> None:
    with Store.open(tmp_path / "a.sqlite3") as a:
        a.save_ruleset(CARD)
        a.save_ruleset(HOUSE)
        exported = json.loads(json.dumps(a.export()))
    assert {r["id"] for r in exported["rulesets"]} == {"class-5", "house"}
    with Store.open(tmp_path / "b.sqlite3") as b:
        assert b.import_history(exported).rulesets_added == 2
        assert b.saved_rulesets() == [CARD, HOUSE]
        # a card that does not check out is refused by its position, and nothing is added
        bad = {**exported, "rulesets": [CARD_DATA, {**CARD_DATA, "id": "x", "dice": {
            "count": 4, "sides": 8}}]}
        with pytest.raises(StoreError, match=r"rulesets\[1\]: sides: dice have 6 sides"):
            b.import_history(bad)
    with Store.open(tmp_path / "c.sqlite3") as c:
        with pytest.raises(StoreError, match=r"rulesets\[1\]"):
            c.import_history(bad)
        assert c.saved_rulesets() == []


def test_a_game_with_a_card_is_filed_and_named_under_the_card(store: Store) -> None:
    store.save_ruleset(CARD)
    record = GameRecord.new(CARD, [Player("Ann"), Player("Bob")])
    game = store.start_game(record)
    # 6 4 4 1: Ann writes 6144 in tens_4 (4 in the tens place)
    record = record.then(Roll((6, 4, 4, 1))).then(Score(PlaceClaim("tens_4", "6144")))
    store.save_progress(game, record)
    resumed = store.resumable()
    assert resumed is not None and resumed.record == record
    assert resumed.record.ruleset == CARD
    [listed] = store.unfinished()
    assert listed.id == game
    store.abandon_game(game)
    [summary] = store.history(finished_only=False)
    assert (summary.ruleset_id, summary.ruleset_name) == ("class-5", "Class 5 card")


def test_the_cli_lists_saved_cards_with_the_saved_house_rules(
        capsys: pytest.CaptureFixture[str]) -> None:
    from yachtdice.cli.app import main
    from yachtdice.paths import database_path

    with Store.open(database_path()) as store:
        store.save_ruleset(HOUSE)
        store.save_ruleset(CARD)
    assert main(["rules", "list"]) == 0
    assert capsys.readouterr().out.splitlines()[-2:] == [
        "class-5\tClass 5 card\tcustom", "house\tHouse Yatzy\tcustom"]
