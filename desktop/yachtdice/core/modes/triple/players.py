"""Triple Yahtzee's computers: a simple one and a strong one.

**Simple** keeps the dice of its most common face (the higher face on a tie) and enters the
roll where it adds the most to its total now (points times the column's multiplier).

**Strong** values entering ``p`` points in box ``b`` of column ``c`` (multiplier ``m``) as
``m × (p − 0.9 × par(b))``: what the box adds beyond what it is worth to leave it open, where
a box's par is its mean under optimal play of one-column Yahtzee (``yachtdice-cli solve
--rules yahtzee --distribution``; nine tenths of it scored 26.5 ± 5.2 points a game more
than the whole, over 1,000 games on the same dice); an upper box of face ``f``, while its
column's bonus is still to win and within reach, adds ``1.5 × m × (p − 3f)`` more (each
point short of three of the face puts the bonus further off; 1.5 scored best of 0 to 4 over
300 games), and a chip adds its points. Its keeps are chosen by expected value: with a
value for ending the turn on each of the 252 rolls (the best entry the roll allows), pip
dice's keep lattice (:mod:`yachtdice.core.modes.pips.optimal.keeps`) works out exactly what
each keep is worth over the rolls still to come, and it keeps the best (all five dice: it
stops).
docs/optimal-play.md says how strong that is.

>>> from yachtdice.core.modes.triple.rules import TRIPLE
>>> card = TripleCard.empty(TRIPLE)
>>> TriplePlayer(TRIPLE, "simple").choose_claim(card, (6, 6, 6, 6, 2))
Place(box='three_of_a_kind', column=2)
>>> TriplePlayer(TRIPLE, "strong").choose_claim(card, (6, 6, 6, 6, 2))
Place(box='sixes', column=2)
>>> sorted(TriplePlayer(TRIPLE, "strong").choose_keep(card, (6, 6, 2, 3, 6)))
[0, 1, 4]
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.game import Place
from yachtdice.core.modes.pips.patterns import FaceCount
from yachtdice.core.modes.triple.card import TripleCard
from yachtdice.core.modes.triple.engine import Choice, options
from yachtdice.core.modes.triple.rules import TripleRules
from yachtdice.core.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from yachtdice.core.game import Player
    from yachtdice.core.record import GameRecord

#: the computer levels, weakest first, and their names
LEVELS = ("simple", "strong")
LEVEL_NAMES = {"simple": QT_TRANSLATE_NOOP("Triple Yahtzee", "Simple"),
               "strong": QT_TRANSLATE_NOOP("Triple Yahtzee", "Strong")}

#: each box's mean under optimal play of one-column Yahtzee (this program's solver)
PAR = {"ones": 1.88, "twos": 5.28, "threes": 8.57, "fours": 12.16, "fives": 15.69,
       "sixes": 19.19, "three_of_a_kind": 21.66, "four_of_a_kind": 13.09,
       "full_house": 22.59, "small_straight": 29.46, "large_straight": 32.71,
       "yahtzee": 16.87, "chance": 22.01}
#: the share of a box's par that leaving it open is counted as worth
PAR_SHARE = 0.9
#: what each point above or below three of a face is worth more while the bonus is to win
BONUS_WEIGHT = 1.5


class TriplePlayer:
    """A computer at Triple Yahtzee (a keep-and-claim player: :class:`~yachtdice.core.
    registry.Computer`). The turn's rolls left are not asked of it: it counts them, a new
    card being a new turn and new dice the next roll."""

    def __init__(self, rules: TripleRules, level: str) -> None:
        if level not in LEVELS:
            raise YachtDiceError(f"no Triple Yahtzee computer level {level!r}; choose from "
                                 f"{', '.join(LEVELS)}")
        self.rules = rules
        self.level = level
        self._turn: tuple[TripleCard, tuple[int, ...], int] | None = None

    # -- the value of an entry ---------------------------------------------------------------
    def worth(self, card: TripleCard, choice: Choice, chip: bool) -> float:
        """What entering ``choice`` is worth to this level."""
        assert choice.points is not None
        column = choice.place.column
        m = self.rules.multipliers[column]
        if self.level == "simple":
            return float(m * choice.points)
        value = m * (choice.points - PAR_SHARE * PAR[choice.place.box]) + self._bonus_share(
            card, choice.place, choice.points)
        return value + (card.rules.chip_points(column) if chip else 0.0)

    def _bonus_share(self, card: TripleCard, place: Place, points: float) -> float:
        category = self.rules.base.category(place.box)
        if not isinstance(category.pattern, FaceCount) or card.upper_bonus(place.column) \
                or not card.upper_reachable(place.column):
            return 0.0
        m = self.rules.multipliers[place.column]
        return m * BONUS_WEIGHT * (points - 3 * category.pattern.face)

    def choose_claim(self, card: TripleCard, dice: tuple[int, ...]) -> Place:
        """The box and column to enter ``dice`` in: the entry worth most."""
        now = options(card, dice)
        best = max(now.allowed, key=lambda c: (self.worth(card, c, now.chip), -c.place.column))
        self._turn = None
        return best.place

    # -- keeps ---------------------------------------------------------------------------------
    def choose_keep(self, card: TripleCard, dice: tuple[int, ...]) -> frozenset[int] | None:
        """The dice (0-based) to keep and roll the others, or None to enter the roll now."""
        rerolls = self._rerolls_left(card, dice)
        if self.level == "simple":
            return self._simple_keep(dice)
        return self.best_keep(card, dice, rerolls)

    def _rerolls_left(self, card: TripleCard, dice: tuple[int, ...]) -> int:
        """The rolls still to come this turn, counted: a new card is a new turn, new dice on
        the same card the next roll of it."""
        turn = self._turn
        if turn is None or turn[0] is not card:
            left = self.rules.rolls_per_turn - 1
        elif turn[1] != dice:
            left = max(1, turn[2] - 1)
        else:
            left = turn[2]
        self._turn = (card, dice, left)
        return left

    @staticmethod
    def _simple_keep(dice: tuple[int, ...]) -> frozenset[int] | None:
        counts = Counter(dice)
        face = max(counts, key=lambda f: (counts[f], f))
        if counts[face] == len(dice):
            return None
        return frozenset(i for i, d in enumerate(dice) if d == face)

    def best_keep(self, card: TripleCard, dice: tuple[int, ...],
                   rerolls: int) -> frozenset[int] | None:
        import numpy as np

        from yachtdice.core.modes.pips.optimal.keeps import keep_lattice
        from yachtdice.core.modes.pips.table import score_table

        base = self.rules.base
        table, lattice = score_table(base), keep_lattice(base)
        stages = lattice.plan(self.final_values(card), rerolls - 1)
        keep_values = lattice.keep_values(stages[-1])
        row = table.index(dice)
        within = lattice.keeps_within(row)
        best = int(within[int(np.argmax(keep_values[within]))])
        whole = int(lattice.roll_keep[row])
        if best == whole or keep_values[best] <= keep_values[whole] + 1e-9:
            return None
        wanted = {base.faces[f]: int(n) for f, n in enumerate(lattice.counts[best]) if n}
        kept: list[int] = []
        for i, d in enumerate(dice):
            if wanted.get(d, 0):
                wanted[d] -= 1
                kept.append(i)
        return frozenset(kept)

    def final_values(self, card: TripleCard) -> npt.NDArray[np.float64]:
        """(252,) what ending the turn on each roll is worth: its best entry."""
        import numpy as np

        from yachtdice.core.modes.pips.table import score_table

        base = self.rules.base
        table = score_table(base)
        points = table.points.astype(np.float64)
        best = np.full(len(table.rolls), -np.inf)
        for column, cells in enumerate(card.cells):
            m = self.rules.multipliers[column]
            for i, (category, value) in enumerate(zip(base.categories, cells, strict=True)):
                if value is not None:
                    continue
                p = points[:, i]
                worth = m * (p - PAR_SHARE * PAR[category.id])
                if isinstance(category.pattern, FaceCount) and not card.upper_bonus(column) \
                        and card.upper_reachable(column):
                    worth = worth + m * BONUS_WEIGHT * (p - 3 * category.pattern.face)
                np.maximum(best, worth, out=best)
        if card.jokers:  # an all-same roll: the joker's and the chips' own reckoning
            for row in np.flatnonzero(table.all_same_face >= 0):
                now = options(card, table.rolls[row])
                best[row] = max(self.worth(card, c, now.chip) for c in now.allowed)
        return best


def played(rules: TripleRules, players: Sequence[Player], rng: random.Random,
           open_turns: int = 0) -> GameRecord:
    """A game of ``rules`` played with dice from ``rng`` by each seat's computer level (a
    person's seat by the strong one), stopped with ``open_turns`` turns to go: for the
    gallery, the tests and the measurements (tests/bench/bench_triple.py)."""
    from yachtdice.core.game import Hold, Roll, Score
    from yachtdice.core.record import GameRecord

    record = GameRecord.new(rules, players)
    seats = [TriplePlayer(rules, p.strategy if p.strategy in LEVELS else "strong")
             for p in players]
    boxes = len(rules.boxes) * len(rules.multipliers)
    while sum(boxes - c.filled_count for c in record.state.cards) > open_turns:
        computer = seats[record.state.current]
        record = record.then(Roll(tuple(rng.randint(1, 6) for _ in range(rules.dice_count))))
        while record.state.rolls_available:
            state = record.state
            dice = tuple(state.dice or ())
            keep = computer.choose_keep(_card(state.card), dice)
            if keep is None:
                break
            if keep != state.held:
                record = record.then(Hold(tuple(sorted(keep))))
            record = record.then(Roll(tuple(d if i in keep else rng.randint(1, 6)
                                            for i, d in enumerate(dice))))
        state = record.state
        record = record.then(Score(computer.choose_claim(_card(state.card),
                                                         tuple(state.dice or ()))))
    return record


def _card(card: object) -> TripleCard:
    assert isinstance(card, TripleCard)
    return card
