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

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.game import GameState, Standing, cards_as, rules_as
from yachtdice.core.modes.word.rules import (
    BOX_IDS,
    ClaimResult,
    WordCard,
    WordClaim,
    WordRuleset,
    judge,
    reason_of,
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

    def result(self, rules: WordRuleset, card: WordCard, dice: tuple[str, ...],
               claim: object) -> ClaimResult:
        """What ``claim`` scores; a ClaimError (one sentence) says why it may not be booked."""
        if not isinstance(claim, WordClaim):
            raise YachtDiceError("a letter-dice claim is a box and words (or a zero)")
        return judge(rules, rules.words, card, dice, claim)

    def claim_problem(self, rules: WordRuleset, card: WordCard, dice: tuple[str, ...],
                      claim: object) -> str | None:
        try:
            self.result(rules, card, dice, claim)
        except YachtDiceError as exc:
            return reason_of(exc)  # a refusal's Text: the window translates it
        return None

    def book(self, rules: WordRuleset, card: WordCard, dice: tuple[str, ...],
             claim: WordClaim) -> WordCard:
        found = self.result(rules, card, dice, claim)
        return card.booked(claim.box, found.points, found.extra_bonus, claim.words)

    def standings(self, rules: WordRuleset, cards: Sequence[WordCard]) -> tuple[Standing, ...]:
        return standings(cards, rules)


def standings(cards: Sequence[WordCard], rules: WordRuleset) -> tuple[Standing, ...]:
    """Players best first by total; equal totals share a place (the rule sheet has no tie-break)."""
    totals = [c.total(rules) for c in cards]
    out = [Standing(i, 1 + sum(o > t for o in totals), t) for i, t in enumerate(totals)]
    return tuple(sorted(out, key=lambda s: (s.place, s.player)))


WORDS = WordEngine()


# -- a letter-dice game's own values, checked (the shared state carries them as any game's) --------

def word_rules(state: GameState) -> WordRuleset:
    """The letter-dice ruleset of ``state``; YachtDiceError for another game's state."""
    return rules_as(state.ruleset, WordRuleset, "a letter-dice game")


def word_cards(state: GameState) -> tuple[WordCard, ...]:
    """Every seat's letter-dice card in ``state``."""
    word_rules(state)
    return cards_as(state, WordCard, "a letter-dice card")


def word_card(state: GameState) -> WordCard:
    """The card of the player whose turn it is."""
    return word_cards(state)[state.current]
