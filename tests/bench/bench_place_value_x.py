"""Place Value's strong computer against its previous estimate, which counted an X as always
losing its box (rule sheet 003: an X counts as 0 and a tie gives every tied player the point,
so an X wins a box where every opponent wrote an X too).

Each game is played twice on the same dice (every seat's turn has its own seeded source),
the two players swapping seats, so that luck cancels between the pair; the figures are each
player's average boxes won and games won (a tie on boxes counts half; the roll-off is luck).

    PYTHONPATH=desktop python tests/bench/bench_place_value_x.py [--games 200] [--opponents 1]
"""

from __future__ import annotations

import argparse
import bisect
import random
import statistics
import time
from collections.abc import Sequence

from yachtdice.core.modes import builtin
from yachtdice.core.modes.place_value.engine import (
    PlaceValuePlayer,
    play_between,
    turn_chances,
)
from yachtdice.core.modes.place_value.rules import (
    PLACE_VALUE_PRESETS,
    Number,
    PlaceValueRuleset,
    compare,
)


class PreviousStrong(PlaceValuePlayer):
    """The strong player as it was: an opponent writes what one turn spent on the box
    makes (the better of its random rolls), an X never wins, and a box kept open is worth
    only the numbers a later turn may write there."""

    def __init__(self, rules: PlaceValueRuleset, opponents: int) -> None:
        super().__init__(rules, "strong", opponents)
        self._worths = {}  # its own worths: the shared table holds the new estimate's

    def _claim_worth(self, box_id: str, number: Number | None) -> float:
        values, cums = turn_chances(self.rules)[box_id]
        now = 0.0
        if number is not None:
            at = bisect.bisect_right(values, number.scaled) - 1
            now = cums[at] ** self.opponents
        later, prev = 0.0, 0.0
        for value, cum in zip(values, cums, strict=True):
            if value > 0:
                later += (cum - prev) * cum ** self.opponents
            prev = cum
        return now - later


def measure(rules: PlaceValueRuleset, games: int, opponents: int) -> dict[str, float]:
    """The new strong player in one seat against ``opponents`` previous ones, every seat in
    turn, on the same dice."""
    seats = opponents + 1
    new_points: list[float] = []
    old_points: list[float] = []
    new_wins = 0.0
    for game in range(games):
        def dice_of(turn: int, seat: int, game: int = game) -> random.Random:
            return random.Random(f"{rules.id}/{game}/{turn}/{seat}")
        for new_seat in range(seats):
            players: Sequence[PlaceValuePlayer] = [
                PlaceValuePlayer(rules, "strong", opponents) if s == new_seat
                else PreviousStrong(rules, opponents) for s in range(seats)]
            result = compare(rules, play_between(rules, players, dice_of))
            new_points.append(result.points[new_seat])
            old_points.extend(p for s, p in enumerate(result.points) if s != new_seat)
            if new_seat in result.winners:
                new_wins += 1 / len(result.winners)
    played = games * seats
    return {"new": statistics.fmean(new_points), "old": statistics.fmean(old_points),
            "new_sd": statistics.stdev(new_points), "old_sd": statistics.stdev(old_points),
            "new_win_share": new_wins / played, "fair_share": 1 / seats, "games": played}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="dice seeds per card")
    parser.add_argument("--opponents", type=int, default=1)
    parser.add_argument("--rules", nargs="*", default=[r.id for r in PLACE_VALUE_PRESETS])
    args = parser.parse_args()
    builtin.install()
    for rules in PLACE_VALUE_PRESETS:
        if rules.id not in args.rules:
            continue
        start = time.process_time()
        m = measure(rules, args.games, args.opponents)
        print(f"{rules.id}: {m['games']:.0f} games, boxes won: new {m['new']:.3f} "
              f"(sd {m['new_sd']:.2f}), previous {m['old']:.3f} (sd {m['old_sd']:.2f}); "
              f"new wins {m['new_win_share']:.1%} of games (fair share {m['fair_share']:.0%}); "
              f"{time.process_time() - start:.1f} s CPU", flush=True)


if __name__ == "__main__":
    main()
