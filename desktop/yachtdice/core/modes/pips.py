"""Pip dice, the Yahtzee family: the engine the turn skeleton asks for numbered dice.

A claim is a box id; the card is a :class:`~yachtdice.core.scorecard.Scorecard`;
scoring is the one computation of :mod:`yachtdice.core.rules`.

>>> from yachtdice.core.presets import preset
>>> card = PIPS.new_card(preset("yahtzee"))
>>> PIPS.claim_problem(preset("yahtzee"), card, (1, 2, 3, 4, 5), "pairs")
"Yahtzee has no box 'pairs'"
>>> PIPS.book(preset("yahtzee"), card, (1, 2, 3, 4, 5), "large_straight").grand_total
40
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..game import Standing, standings
from ..rules import book, options
from ..ruleset import Ruleset
from ..scorecard import Scorecard
from ..table import dice_problem

MODE = "pips"


class PipEngine:
    """The rules of play for every :class:`Ruleset` (a box id is the claim)."""

    def die_faces(self, rules: Ruleset, die: int) -> Sequence[int]:
        return rules.faces

    def same_faces(self, rules: Ruleset) -> bool:
        return True

    def roll_problem(self, rules: Ruleset, dice: Sequence[object]) -> str | None:
        return dice_problem(rules, dice)

    def new_card(self, rules: Ruleset) -> Scorecard:
        return Scorecard.empty(rules)

    def box_count(self, rules: Ruleset) -> int:
        return len(rules.categories)

    def claim_problem(self, rules: Ruleset, card: Scorecard, dice: tuple[Any, ...],
                      claim: object) -> str | None:
        if not isinstance(claim, str):
            return "a pip-dice claim is a box id"
        if claim not in rules.category_ids:
            return f"{rules.name} has no box {claim!r}"
        if claim not in card.open_ids:
            return f"{rules.category(claim).label} is already filled"
        choice = options(card, dice).get(claim)
        return None if choice.allowed else choice.reason

    def book(self, rules: Ruleset, card: Scorecard, dice: tuple[Any, ...],
             claim: str) -> Scorecard:
        return book(card, dice, claim)

    def standings(self, rules: Ruleset, cards: Sequence[Scorecard]) -> tuple[Standing, ...]:
        return standings(cards, rules.tie_break)


PIPS = PipEngine()
