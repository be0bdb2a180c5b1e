"""Pip dice, the Yahtzee family: the engine the turn skeleton asks for numbered dice.

A claim is a box id; the card is a :class:`~yachtdice.core.modes.pips.scorecard.Scorecard`;
scoring is the one computation of :mod:`yachtdice.core.modes.pips.rules`.

>>> from yachtdice.core.modes.pips.presets import preset
>>> card = PIPS.new_card(preset("yahtzee"))
>>> PIPS.claim_problem(preset("yahtzee"), card, (1, 2, 3, 4, 5), "pairs")
"Yahtzee has no box 'pairs'"
>>> PIPS.book(preset("yahtzee"), card, (1, 2, 3, 4, 5), "large_straight").grand_total
40
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from yachtdice.core.game import GameState, Standing, cards_as, rules_as
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.modes.pips.table import dice_problem
from yachtdice.core.rulesets import TieBreak
from yachtdice.core.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the scoring computation is imported with the first roll's options
    from yachtdice.core.modes.pips.rules import Options

_NOT_A_BOX = QT_TRANSLATE_NOOP("Pip dice", "a pip-dice claim is a box id")
_NO_SUCH_BOX = QT_TRANSLATE_NOOP("Pip dice", "{rules} has no box {box}")
_FILLED = QT_TRANSLATE_NOOP("Pip dice", "{box} is already filled")


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

    def claim_problem(self, rules: Ruleset, card: Scorecard, dice: tuple[int, ...],
                      claim: object) -> str | None:
        if not isinstance(claim, str):
            return _NOT_A_BOX.text
        if claim not in rules.category_ids:
            from yachtdice.core.jsontext import excerpt  # (JSON's module: not at start)

            return _NO_SUCH_BOX.format(rules=rules.name, box=excerpt(claim))
        if claim not in card.open_ids:
            return _FILLED.format(box=rules.category(claim).label)
        choice = self._options(card, dice).get(claim)
        return None if choice.allowed else choice.reason

    def book(self, rules: Ruleset, card: Scorecard, dice: tuple[int, ...],
             claim: str) -> Scorecard:
        from yachtdice.core.modes.pips.rules import book

        return book(card, dice, claim, self._options(card, dice))

    _last: tuple[Scorecard, tuple[int, ...], Options] | None = None

    def _options(self, card: Scorecard, dice: tuple[int, ...]) -> Options:
        """The options of a card and dice, once for the check and the booking that follows
        it (a replayed game asks both for every box)."""
        last = self._last
        if last is not None and last[0] is card and last[1] == dice:
            return last[2]
        from yachtdice.core.modes.pips.rules import options  # (not with the rules: at start)

        found = options(card, dice)
        self._last = (card, tuple(dice), found)
        return found

    def standings(self, rules: Ruleset, cards: Sequence[Scorecard]) -> tuple[Standing, ...]:
        return standings(cards, rules.tie_break)


def standings(cards: Sequence[Scorecard], tie_break: TieBreak) -> tuple[Standing, ...]:
    """Players ordered best first, by grand total, then by the ruleset's tie-break.

    >>> from yachtdice.core.modes.pips.presets import preset
    >>> a = Scorecard.empty(preset("yahtzee")).with_score("sixes", 18).with_score("chance", 5)
    >>> b = Scorecard.empty(preset("yahtzee")).with_score("threes", 9).with_score("chance", 14)
    >>> [(s.player, s.place) for s in standings([a, b], TieBreak.UPPER_TOTAL)]
    [(0, 1), (1, 2)]
    >>> [(s.player, s.place) for s in standings([a, b], TieBreak.SHARED)]
    [(0, 1), (1, 1)]
    """
    def key(card: Scorecard) -> tuple[int, int]:
        second = card.upper_subtotal if tie_break is TieBreak.UPPER_TOTAL else 0
        return (card.grand_total, second)

    keys = [key(c) for c in cards]
    out = []
    for i, k in enumerate(keys):
        place = 1 + sum(other > k for other in keys)
        broken = any(o[0] == k[0] and o != k for o in keys)
        out.append(Standing(i, place, k[0], broken))
    return tuple(sorted(out, key=lambda s: (s.place, s.player)))


PIPS = PipEngine()


# -- a pip-dice game's own values, checked (the shared state carries them as any game's) -------

def pip_rules(state: GameState) -> Ruleset:
    """The pip-dice ruleset of ``state``; YachtDiceError for another game's state."""
    return as_pip_rules(state.ruleset)


def pip_cards(state: GameState) -> tuple[Scorecard, ...]:
    """Every seat's pip-dice scorecard in ``state``."""
    pip_rules(state)
    return cards_as(state, Scorecard, "a pip-dice scorecard")


def pip_card(state: GameState) -> Scorecard:
    """The scorecard of the player whose turn it is."""
    return pip_cards(state)[state.current]


def as_pip_rules(rules: object) -> Ruleset:
    """``rules`` as pip-dice rules; YachtDiceError (one sentence) for another game's."""
    return rules_as(rules, Ruleset, "a pip-dice game")
