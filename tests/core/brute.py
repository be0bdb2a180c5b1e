"""Optimal play by plain recursion over the real game engine: the independent check of
the solver, the advice and the review on rulesets small enough to enumerate."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod

from yachtdice.core import Ruleset, Scorecard, book, options


class BruteForce:
    """Expected points still to come under optimal play, by recursion with memo."""

    def __init__(self, rules: Ruleset) -> None:
        self.rules = rules
        self.turn_start = cache(self._turn_start)
        self.after_roll = cache(self._after_roll)

    def outcomes(self, count: int) -> list[tuple[tuple[int, ...], float]]:
        """Every sorted outcome of rolling ``count`` dice, with its probability."""
        faces = self.rules.faces
        out = []
        for combo in combinations_with_replacement(faces, count):
            ways = factorial(count) / prod(factorial(combo.count(f)) for f in set(combo))
            out.append((combo, ways / len(faces) ** count))
        return out

    def expected_score(self) -> float:
        return self.turn_start((None,) * len(self.rules.categories), 0)

    def _turn_start(self, boxes: tuple[int | None, ...], extras: int) -> float:
        card = Scorecard(self.rules, boxes, extras)
        if card.is_full:
            return 0.0
        return sum(p * self.after_roll(boxes, extras, roll, self.rules.rolls_per_turn - 1)
                   for roll, p in self.outcomes(self.rules.dice_count))

    def score_value(self, card: Scorecard, dice: Sequence[int], category: str) -> float:
        """Points now (with any bonus) plus what follows, booking ``dice`` in ``category``."""
        new = book(card, dice, category)
        return new.grand_total - card.grand_total + self.turn_start(new.boxes,
                                                                    new.extra_bonuses)

    def keep_value(self, card: Scorecard, keep: Sequence[int], rerolls_after: int) -> float:
        """Keeping ``keep`` and rolling the other dice, with ``rerolls_after`` more to come."""
        keep = tuple(sorted(keep))
        return sum(p * self.after_roll(card.boxes, card.extra_bonuses,
                                       tuple(sorted(keep + rest)), rerolls_after)
                   for rest, p in self.outcomes(self.rules.dice_count - len(keep)))

    def _after_roll(self, boxes: tuple[int | None, ...], extras: int, dice: tuple[int, ...],
                    rerolls: int) -> float:
        card = Scorecard(self.rules, boxes, extras)
        best = max(self.score_value(card, dice, choice.category.id)
                   for choice in options(card, dice).allowed)
        if rerolls:
            n = len(dice)
            keeps = {tuple(sorted(d for i, d in enumerate(dice) if mask >> i & 1))
                     for mask in range((1 << n) - 1)}  # every keep but the whole roll
            best = max(best, *(self.keep_value(card, k, rerolls - 1) for k in keeps))
        return best


def brute_force(rules: Ruleset) -> float:
    """Expected final score of optimal play."""
    return BruteForce(rules).expected_score()
