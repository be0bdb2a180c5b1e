"""Word Yahtzee on the shared turn skeleton: the engine for letter dice.

The turn is the one of every mode (:class:`~yachtdice.core.game.GameState`):
roll (the first roll throws every die), hold and release dice, roll again while
rolls remain, then claim one open box; Undo takes back a person's own holds and
claim until the next player rolls. A claim is a :class:`~.word.WordClaim` (a box
and words, or a zero), judged against the ruleset's dictionary.

>>> from yachtdice.core.game import GameState, Player, Roll, Score
>>> from yachtdice.core.modes.word.rules import Lexicon, WordClaim, preset
>>> rules = preset("word-yahtzee").with_lexicon(Lexicon(["cat"]))
>>> state = GameState.start(rules, [Player("Ann")])
>>> state = state.apply(Roll(("o", "a", "r", "c", "*", "t", "n")))
>>> state = state.apply(Score(WordClaim("three_letter", ("cat",))))
>>> state.cards[0].total(rules), state.dice
(7, None)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.game import Standing
from yachtdice.core.modes.word.rules import (
    BOX_IDS,
    ClaimResult,
    WordCard,
    WordClaim,
    WordRuleset,
    judge,
)


class WordEngine:
    """The rules of play for a :class:`WordRuleset` (a :class:`WordClaim` is the claim)."""

    def die_faces(self, rules: WordRuleset, die: int) -> Sequence[str]:
        return rules.dice[die].faces

    def same_faces(self, rules: WordRuleset) -> bool:
        return False

    def roll_problem(self, rules: WordRuleset, dice: Sequence[object]) -> str | None:
        if not all(isinstance(f, str) for f in dice):
            return "letter dice show letters"
        return rules.faces_problem(dice)  # type: ignore[arg-type]

    def new_card(self, rules: WordRuleset) -> WordCard:
        return WordCard()

    def box_count(self, rules: WordRuleset) -> int:
        return len(BOX_IDS)

    def result(self, rules: WordRuleset, card: WordCard, dice: tuple[Any, ...],
               claim: object) -> ClaimResult:
        """What ``claim`` scores; a ClaimError (one sentence) says why it may not be booked."""
        if not isinstance(claim, WordClaim):
            raise YachtDiceError("a letter-dice claim is a box and words (or a zero)")
        return judge(rules, rules.words, card, dice, claim)

    def claim_problem(self, rules: WordRuleset, card: WordCard, dice: tuple[Any, ...],
                      claim: object) -> str | None:
        try:
            self.result(rules, card, dice, claim)
        except YachtDiceError as exc:
            return str(exc)
        return None

    def book(self, rules: WordRuleset, card: WordCard, dice: tuple[Any, ...],
             claim: WordClaim) -> WordCard:
        found = self.result(rules, card, dice, claim)
        return card.booked(claim.box, found.points, found.extra_bonus)

    def standings(self, rules: WordRuleset, cards: Sequence[WordCard]) -> tuple[Standing, ...]:
        return standings(cards, rules)


def standings(cards: Sequence[WordCard], rules: WordRuleset) -> tuple[Standing, ...]:
    """Players best first by total; equal totals share a place (the rule sheet has no tie-break)."""
    totals = [c.total(rules) for c in cards]
    out = [Standing(i, 1 + sum(o > t for o in totals), t) for i, t in enumerate(totals)]
    return tuple(sorted(out, key=lambda s: (s.place, s.player)))


WORDS = WordEngine()
