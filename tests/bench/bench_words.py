"""Word Yahtzee figures in docs/performance.md: the word finder per rack, the computers' means.

Run: python tests/bench/bench_words.py [--games N] [--racks N] [--seed S]
(prints figures; not a test, nothing is asserted). The defaults are the quoted runs:
10,000 racks per preset and 2,000 solitaire games per level and preset.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from yachtdice.core.modes.word.finder import best_claims
from yachtdice.core.modes.word.players import LEVELS, RackCache, play_solitaire
from yachtdice.core.modes.word.rules import WORD_PRESETS, WordCard
from yachtdice.store.modes.word.wordlist import lexicon


def finder(racks: int, seed: int) -> None:
    t = time.perf_counter()
    lex = lexicon()
    print(f"word list: {len(lex):,} words of 1-7 letters, loaded in "
          f"{time.perf_counter() - t:.2f} s")
    for rules in WORD_PRESETS:
        rng = random.Random(seed)
        best_claims(rules, lex, WordCard(), tuple(d.faces[0] for d in rules.dice))  # indexes
        times = []
        for _ in range(racks):
            faces = tuple(rng.choice(d.faces) for d in rules.dice)
            t = time.perf_counter()
            best_claims(rules, lex, WordCard(), faces)
            times.append(time.perf_counter() - t)
        times.sort()
        print(f"  {rules.id:14s} best claim for all 12 boxes: mean "
              f"{statistics.mean(times) * 1000:.2f} ms, 99th percentile "
              f"{times[int(len(times) * 0.99)] * 1000:.2f} ms, worst {times[-1] * 1000:.2f} ms "
              f"over {racks:,} racks")


def levels(games: int, seed: int, rules_ids: list[str], level_ids: list[str],
           progress: int = 100) -> None:
    lex = lexicon()
    for rules in WORD_PRESETS:
        if rules.id not in rules_ids:
            continue
        for lv in LEVELS:
            if lv.id not in level_ids:
                continue
            rng = random.Random(seed)
            cache = RackCache()
            t = time.perf_counter()
            totals: list[int] = []
            for n in range(1, games + 1):
                totals.append(play_solitaire(rules, lex, lv.id, rng, cache).total(rules))
                if n % progress == 0 or n == games:
                    spent = time.perf_counter() - t
                    mean = statistics.mean(totals)
                    err = statistics.stdev(totals) / len(totals) ** 0.5
                    print(f"  {rules.id:14s} {lv.id:7s} mean {mean:6.1f} ± {err:4.1f} (sd "
                          f"{statistics.stdev(totals):5.1f}) over {n:,} games, "
                          f"{spent / n:.2f} s a game", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--racks", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--rules", nargs="*", default=[r.id for r in WORD_PRESETS])
    parser.add_argument("--levels", nargs="*", default=[lv.id for lv in LEVELS])
    args = parser.parse_args()
    if args.racks:
        finder(args.racks, args.seed)
    if args.games:
        levels(args.games, args.seed, args.rules, args.levels)
    return 0


if __name__ == "__main__":
    from yachtdice.cli.modes.builtin import install

    install()  # the built-in games, as the programs register them
    sys.exit(main())
