"""What a game tells the shared parts through its Mode instead of flags: how its log is
read back from a record (its rolls' faces, the keys its claims were written under), which
game data naming none belongs to, and which rates Statistics shows for a ruleset."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from yachtdice.core import RecordError, Roll, Score, YachtDiceError
from yachtdice.core.modes import (
    RecordCodec,
    default_mode,
    mode,
    register,
    set_default_mode,
    unregister,
)
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.record import action_from_json

from ..toy.game import GAME, MODE


@pytest.fixture
def ship() -> Iterator[None]:
    register(GAME)
    yield
    unregister(MODE)


def test_a_game_reads_claims_under_the_older_keys_its_codec_names(ship: None) -> None:
    older = replace(GAME, record_codec=replace(GAME.record_codec,
                                               claim_keys=("score", "voyage")))
    assert action_from_json({"voyage": "second"}, "actions[3]", older) == Score("second")
    assert action_from_json({"score": "second"}, "actions[3]", older) == Score("second")
    with pytest.raises(RecordError, match=r"actions\[3\]: unknown action"):
        action_from_json({"voyage": "second"}, "actions[3]", GAME)


def test_a_roll_is_checked_against_the_faces_the_game_says_its_dice_show(ship: None) -> None:
    with pytest.raises(RecordError, match=r"actions\[0\]\.roll: must be a list of whole numbers"):
        action_from_json({"roll": ["6", 5, 4, 3, 2]}, "actions[0]", GAME)
    lettered = replace(GAME, record_codec=RecordCodec())  # text or whole faces
    assert action_from_json({"roll": ["A", 5]}, "actions[0]", lettered) == Roll(("A", 5))
    with pytest.raises(RecordError, match=r"actions\[0\]\.roll: must be a list of faces"):
        action_from_json({"roll": [True]}, "actions[0]", lettered)


def test_the_letter_game_reads_its_older_claim_key() -> None:
    word = mode("word")
    written = action_from_json({"score": {"box": "chance", "words": ["table"]}}, "a", word)
    assert action_from_json({"claim": {"box": "chance", "words": ["table"]}}, "a", word) == written


def test_data_naming_no_game_belongs_to_the_one_default_game(ship: None) -> None:
    assert default_mode().id == "pips"  # marked in games.py
    set_default_mode("pips")            # naming it again changes nothing
    with pytest.raises(YachtDiceError, match="rulesets without a mode are 'pips'"):
        set_default_mode(MODE)
    assert default_mode().id == "pips"


def test_statistics_rates_are_those_the_rules_have() -> None:
    pips = mode("pips")
    # Yahtzee: 35 for 63 in the upper section, a Yahtzee box and 100 for each further
    # Yahtzee; Yacht: no upper bonus, no extra bonus (issue 36: "0 points in 0 games")
    assert pips.rates(preset("yahtzee")) == {"upper_bonus", "all_same", "extra_bonus"}
    assert pips.rates(preset("yacht")) == {"all_same"}
    assert GAME.rates(GAME.presets[0]) == frozenset()  # a game that names none shows none
