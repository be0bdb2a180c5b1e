"""Optimal play by plain recursion over the real game engine: the independent check of
the solver, the advice and the review on rulesets small enough to enumerate."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod

from yachtdice.core.modes.pips.rules import book, options
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard


@cache
def roll_outcomes(faces: tuple[int, ...], count: int) -> list[tuple[tuple[int, ...], float]]:
    """Every sorted outcome of rolling ``count`` dice with ``faces``, with its probability,
    counted by hand (multinomial ways over all ordered outcomes)."""
    out = []
    for combo in combinations_with_replacement(faces, count):
        ways = factorial(count) / prod(factorial(combo.count(f)) for f in set(combo))
        out.append((combo, ways / len(faces) ** count))
    return out


class BruteForce:
    """Expected points still to come under optimal play, by recursion with memo."""

    def __init__(self, rules: Ruleset) -> None:
        self.rules = rules
        self.turn_start = cache(self._turn_start)
        self.after_roll = cache(self._after_roll)
        # what a roll scores on a card: every number of rolls left asks the same
        self.scorings = cache(self._scorings)

    def outcomes(self, count: int) -> list[tuple[tuple[int, ...], float]]:
        """Every sorted outcome of rolling ``count`` dice, with its probability."""
        return roll_outcomes(tuple(self.rules.faces), count)

    def expected_score(self) -> float:
        return self.turn_start((None,) * len(self.rules.categories), 0)

    def _turn_start(self, boxes: tuple[int | None, ...], extras: int) -> float:
        card = Scorecard(self.rules, boxes, extras)
        if card.is_full:
            return 0.0
        return sum(p * self.after_roll(boxes, extras, roll, self.rules.rolls_per_turn - 1)
                   for roll, p in self.outcomes(self.rules.dice_count))

    def _scorings(self, boxes: tuple[int | None, ...], extras: int, dice: tuple[int, ...]
                  ) -> dict[str, tuple[int, tuple[int | None, ...], int]]:
        """Every box ``dice`` may be booked in: the points gained and the card after."""
        card = Scorecard(self.rules, boxes, extras)
        out = {}
        for choice in options(card, dice).allowed:
            new = book(card, dice, choice.category.id)
            out[choice.category.id] = (new.grand_total - card.grand_total, new.boxes,
                                       new.extra_bonuses)
        return out

    def score_value(self, card: Scorecard, dice: Sequence[int], category: str) -> float:
        """Points now (with any bonus) plus what follows, booking ``dice`` in ``category``."""
        scorings = self.scorings(card.boxes, card.extra_bonuses, tuple(dice))
        if category not in scorings:
            book(card, dice, category)  # not allowed: book says why
        gained, boxes, extras = scorings[category]
        return gained + self.turn_start(boxes, extras)

    def keep_value(self, card: Scorecard, keep: Sequence[int], rerolls_after: int) -> float:
        """Keeping ``keep`` and rolling the other dice, with ``rerolls_after`` more to come."""
        keep = tuple(sorted(keep))
        return sum(p * self.after_roll(card.boxes, card.extra_bonuses,
                                       tuple(sorted(keep + rest)), rerolls_after)
                   for rest, p in self.outcomes(self.rules.dice_count - len(keep)))

    def _after_roll(self, boxes: tuple[int | None, ...], extras: int, dice: tuple[int, ...],
                    rerolls: int) -> float:
        card = Scorecard(self.rules, boxes, extras)
        best = max(gained + self.turn_start(after, after_extras)
                   for gained, after, after_extras in self.scorings(boxes, extras, dice).values())
        if rerolls:
            n = len(dice)
            keeps = {tuple(sorted(d for i, d in enumerate(dice) if mask >> i & 1))
                     for mask in range((1 << n) - 1)}  # every keep but the whole roll
            best = max(best, *(self.keep_value(card, k, rerolls - 1) for k in keeps))
        return best


def brute_force(rules: Ruleset) -> float:
    """Expected final score of optimal play."""
    return BruteForce(rules).expected_score()
