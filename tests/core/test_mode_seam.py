"""The mode seam: one turn skeleton plays any mode that supplies an engine.

A toy mode (coins: each die shows "H" or "T"; one box per face counts that face)
is written here from scratch, without touching the skeleton, and played
through GameState: rolls, holds, legal and illegal claims, undo and the end.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from yachtdice.core import (
    GameRecord,
    GameState,
    Hold,
    IllegalActionError,
    Player,
    Roll,
    Score,
    ScriptedDice,
    Standing,
    Undo,
)
from yachtdice.core.game import register_engine
from yachtdice.core.modes.pips.presets import preset


@dataclass(frozen=True)
class CoinRules:
    id: str = "coins"
    name: str = "Coins"
    mode: str = "coins-test"
    dice_count: int = 3
    rolls_per_turn: int = 2
    carry_over_rolls: bool = False


@dataclass(frozen=True)
class CoinCard:
    boxes: tuple[tuple[str, int], ...] = ()

    @property
    def is_full(self) -> bool:
        return len(self.boxes) == 2

    @property
    def filled_count(self) -> int:
        return len(self.boxes)


class CoinEngine:
    def die_faces(self, rules: Any, die: int) -> Sequence[str]:
        return ("H", "T")

    def same_faces(self, rules: Any) -> bool:
        return True

    def roll_problem(self, rules: Any, dice: Sequence[object]) -> str | None:
        return None if all(d in ("H", "T") for d in dice) and len(dice) == 3 else "not coins"

    def new_card(self, rules: Any) -> CoinCard:
        return CoinCard()

    def box_count(self, rules: Any) -> int:
        return 2

    def claim_problem(self, rules: Any, card: CoinCard, dice: tuple[Any, ...],
                      claim: object) -> str | None:
        if claim not in ("H", "T"):
            return "claim H or T"
        return "that box is filled" if claim in dict(card.boxes) else None

    def book(self, rules: Any, card: CoinCard, dice: tuple[Any, ...], claim: str) -> CoinCard:
        return CoinCard(card.boxes + ((claim, dice.count(claim)),))

    def standings(self, rules: Any, cards: Sequence[CoinCard]) -> tuple[Standing, ...]:
        totals = [sum(p for _, p in c.boxes) for c in cards]
        return tuple(sorted((Standing(i, 1 + sum(o > t for o in totals), t)
                             for i, t in enumerate(totals)), key=lambda s: s.place))


register_engine("coins-test", CoinEngine())


def test_a_new_mode_plays_on_the_shared_skeleton():
    s = GameState.start(CoinRules(), [Player("Ann")])
    assert s.mode == "coins-test" and s.rolls_left == 2 and s.turn == 1
    with pytest.raises(IllegalActionError, match="Not coins"):
        s.apply(Roll((1, 2, 3)))
    s = s.apply(s.draw_roll(ScriptedDice(["H", "T", "H"])))
    assert s.dice == ("H", "T", "H")
    s = s.apply(Hold((0, 2)))
    assert s.apply(Undo()).held == frozenset()
    s = s.apply(s.draw_roll(ScriptedDice(["H"])))
    assert s.dice == ("H", "H", "H") and s.rolls_available == 0
    assert s.problem(Score("X")) == "claim H or T"
    s = s.apply(Score("H"))
    assert s.cards[0].boxes == (("H", 3),) and s.dice is None and s.turn == 2
    s = s.apply(Roll(("T", "T", "H"))).apply(Score("T"))
    assert s.finished and [st.total for st in s.standings()] == [5]
    assert s.problem(Roll(("H", "H", "H"))) == "the game is over"


def test_score_carries_the_claim_and_names_its_box():
    assert Score("full_house").category == "full_house"
    assert Score("full_house").claim == "full_house"

    @dataclass(frozen=True)
    class Boxed:
        box: str

    assert Score(Boxed("chance")).category == "chance"


def test_a_version_1_pip_record_reads_and_replays_as_before():
    v1 = {"format": "yachtdice-game", "version": 1, "ruleset": preset("yacht").to_dict(),
          "players": [{"name": "Ann", "computer": False, "strategy": None}],
          "actions": [{"roll": [6, 6, 6, 6, 2]}, {"hold": [0, 1, 2, 3]},
                      {"roll": [6, 6, 6, 6, 6]}, {"score": "yacht"}]}
    rec = GameRecord.from_dict(v1)
    assert rec.state.cards[0].grand_total == 50 and rec.mode.id == "pips"
    again = rec.to_dict()
    assert (again["version"], again["mode"]) == (2, "pips")
    assert again["actions"] == v1["actions"] and again["ruleset"] == v1["ruleset"]
    assert GameRecord.from_dict(again).state == rec.state


def test_a_ruleset_file_names_its_mode_and_one_without_is_pip_dice():
    from yachtdice.core import RulesetError
    from yachtdice.core.modes import ruleset_from_dict
    from yachtdice.core.modes.pips.ruleset import Ruleset
    from yachtdice.core.modes.word.rules import WORD_YAHTZEE

    data = preset("yatzy").to_dict()
    assert "mode" not in data and ruleset_from_dict(data) == preset("yatzy")
    assert Ruleset.from_dict(data | {"mode": "pips"}) == preset("yatzy")
    with pytest.raises(RulesetError, match="mode"):
        Ruleset.from_dict(data | {"mode": "word"})
    assert ruleset_from_dict(WORD_YAHTZEE.to_dict()) == WORD_YAHTZEE


def test_a_computer_level_must_belong_to_the_games_mode():
    from yachtdice.core import YachtDiceError
    from yachtdice.core.modes.word.rules import WORD_YAHTZEE

    GameState.start(WORD_YAHTZEE, [Player("Bot", True, "strong")])
    GameState.start(preset("yacht"), [Player("Bot", True, "expert")])
    with pytest.raises(YachtDiceError, match="not a computer level of Yacht"):
        GameState.start(preset("yacht"), [Player("Bot", True, "plain")])
    with pytest.raises(YachtDiceError, match="not a computer level of Word Yahtzee"):
        GameState.start(WORD_YAHTZEE, [Player("Bot", True, "expert")])
