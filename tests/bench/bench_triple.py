"""Triple Yahtzee's two computers, measured: N solitaire games each, on the same seeded dice
sources (game i of either level is dealt from ``random.Random(i)``), with the mean score, its
standard deviation and standard error, each column's upper bonus rate, chips per game, and
the time a game takes. docs/optimal-play.md quotes the figures.

    PYTHONPATH=desktop python tests/bench/bench_triple.py [--games 200]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from yachtdice.core import Player
from yachtdice.core.modes import builtin
from yachtdice.core.modes.triple.card import TripleCard
from yachtdice.core.modes.triple.players import LEVELS, played
from yachtdice.core.modes.triple.rules import TRIPLE


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    builtin.install()
    totals: dict[str, list[int]] = {}
    for level in LEVELS:
        scores, bonuses, chips = [], [0, 0, 0], 0
        started = time.process_time()
        for i in range(args.games):
            record = played(TRIPLE, [Player("Cy", True, level)], random.Random(i))
            card = record.state.cards[0]
            assert isinstance(card, TripleCard)
            scores.append(card.grand_total)
            for c in range(3):
                bonuses[c] += card.upper_bonus(c) > 0
            chips += sum(card.chips)
        seconds = (time.process_time() - started) / args.games
        totals[level] = scores
        sd = statistics.stdev(scores)
        print(f"{level}: mean {statistics.mean(scores):.1f}, sd {sd:.1f}, "
              f"se {sd / args.games ** 0.5:.1f}, median {statistics.median(scores):.0f}; "
              f"upper bonus ×1 {bonuses[0] / args.games:.0%}, ×2 {bonuses[1] / args.games:.0%},"
              f" ×3 {bonuses[2] / args.games:.0%}; chips {chips / args.games:.2f} a game; "
              f"{seconds:.2f} s of CPU a game")
    pairs = [s - w for s, w in zip(totals["strong"], totals["simple"], strict=True)]
    sd = statistics.stdev(pairs)
    wins = sum(d > 0 for d in pairs) + sum(d == 0 for d in pairs) / 2
    print(f"strong - simple, game by game on the same dice sources: mean "
          f"{statistics.mean(pairs):.1f} (se {sd / len(pairs) ** 0.5:.1f}); strong ahead in "
          f"{wins / len(pairs):.0%} of the games")


if __name__ == "__main__":
    main()
