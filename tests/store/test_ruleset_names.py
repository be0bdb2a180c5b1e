"""Rules of one's own never pass for a built-in ruleset: a name that reads as a built-in's is
not saved, is marked "(custom)" when it comes in an import, and is shown marked wherever
the history names rules."""

from __future__ import annotations

from dataclasses import replace

import pytest

from yachtdice.core import GameRecord
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import Store, StoreError
from yachtdice.store.ruleset_names import reads_as_builtin, shown_name

from .helpers import play

YAHTZEE = preset("yahtzee")


@pytest.mark.parametrize("name, reads_as", [
    ("Yahtzee", "Yahtzee"), ("yahtzee", "Yahtzee"), ("YAHT-ZEE!", "Yahtzee"),
    ("Yahtzée", "Yahtzee"), ("Ｙａｈｔｚｅｅ", "Yahtzee"),  # fullwidth
    ("Y\u0430htzee", "Yahtzee"),  # a Cyrillic а
    ("\u0423\u0430\u04bb\u0442z\u0435\u0435", "Yahtzee"),  # Cyrillic all but the z
    ("Yah\u200dtzee", "Yahtzee"), ("Yatzy", "Yatzy"), ("maxi yatzy", "Maxi Yatzy"),
    ("Word Yahtzee", "Word Yahtzee"), ("Place Value Yahtzee (4 digits)",
                                       "Place Value Yahtzee (4 digits)"),
    ("My Yahtzee", None), ("Yahtzee (custom)", None), ("Family rules", None),
    ("\u05de\u05e9\u05e4\u05d7\u05d4", None),  # Hebrew "family": five letters, like Yatzy
    ("\u0395\u03bb\u03bb\u03b7\u03bd\u03b9\u03ba", None),  # Greek, seven letters
    ("!!!", None),
])
def test_what_reads_as_a_built_in_name(name: str, reads_as: str | None) -> None:
    assert reads_as_builtin(name) == reads_as


def test_saving_under_a_built_in_name_is_refused_in_one_sentence(store: Store) -> None:
    mine = replace(YAHTZEE, id="house", name="YAHTZEE")
    with pytest.raises(StoreError) as refused:
        store.save_ruleset(mine)
    assert str(refused.value) == ("The ruleset cannot be saved: its name 'YAHTZEE' reads as "
                                  "the built-in Yahtzee; give your rules a name of their own "
                                  "(say, 'YAHTZEE (custom)').")
    assert store.saved_rulesets() == []
    store.save_ruleset(replace(mine, name="YAHTZEE (custom)"))
    assert [r.name for r in store.saved_rulesets()] == ["YAHTZEE (custom)"]


def test_an_imported_ruleset_under_a_built_in_name_is_saved_marked(store: Store) -> None:
    long = "Y a h t z e e" + " " * 40 + "!"  # 54 characters: the mark must still fit
    store.import_history({"format": "yachtdice-history", "version": 1, "games": [],
                          "rulesets": [replace(YAHTZEE, id="house", name="Yahtzee").to_dict(),
                                       replace(YAHTZEE, id="long", name=long).to_dict()]})
    names = {r.id: r.name for r in store.saved_rulesets()}
    assert names["house"] == "Yahtzee (custom)"
    assert names["long"].endswith(" (custom)") and len(names["long"]) <= 60
    assert reads_as_builtin(names["long"]) is None


def test_the_history_marks_rules_that_only_carry_a_built_in_name(store: Store) -> None:
    played = play("yahtzee", ["Ann"], seed=2)
    copy = replace(YAHTZEE, id="family", name="Yahtzee")  # the same rules, its own id
    changed = replace(YAHTZEE, upper_bonus=replace(YAHTZEE.upper_bonus, points=350))
    official = store.record_game(played)
    own = store.record_game(GameRecord(copy, played.players, played.actions))
    borrowed = store.record_game(GameRecord(changed, played.players, played.actions))
    names = {g.id: (g.ruleset_id, g.ruleset_name) for g in store.history()}
    assert names[official] == ("yahtzee", "Yahtzee")
    assert names[own] == ("family", "Yahtzee (custom)")
    filed, shown = names[borrowed]
    assert filed.startswith("yahtzee~") and shown == "Yahtzee (custom)"
    assert store.ruleset_name(filed) == store.ruleset_name("family") == "Yahtzee (custom)"
    assert store.ruleset_name("yahtzee") == "Yahtzee"


def test_unfinished_games_name_their_rules_the_same_way(store: Store) -> None:
    copy = replace(YAHTZEE, id="family", name="Yahtzee")
    played = play("yahtzee", ["Ann"], seed=2, stop_after=3)
    game_id = store.start_game(GameRecord(copy, played.players, ()))
    store.save_progress(game_id, GameRecord(copy, played.players, played.actions))
    assert [(g.id, g.ruleset_name) for g in store.unfinished()] == [(game_id,
                                                                      "Yahtzee (custom)")]


def test_shown_names_of_built_in_ids_are_theirs() -> None:
    assert shown_name("yacht", "Yacht") == "Yacht"
    assert shown_name("yacht-2", "Yacht") == "Yacht (custom)"
    assert shown_name("yacht-2", "Yacht for four") == "Yacht for four"
