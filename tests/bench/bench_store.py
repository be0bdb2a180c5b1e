"""Store figures quoted in docs/performance.md, over a history of 100,000 finished games.

Run: python tests/bench/bench_store.py [--games N] [--db PATH]
Prints: time to record one finished game, the high-score query, the per-player
summary, and opening the database (integrity check included). Not a test.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from yachtdice.core import GameRecord, Player, RandomDice, Score
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.rules import options as pip_options
from yachtdice.store import Store

NAMES = ["Ann", "Bob", "Cy", "Di"]


def simulated(rules_id: str, names: list[str], seed: int) -> GameRecord:
    """A finished game: roll once, score the best-looking open box."""
    record = GameRecord.new(preset(rules_id), [Player(n) for n in names])
    dice = RandomDice(seed)
    while not record.state.finished:
        record = record.roll(dice)
        state = record.state
        best = max(pip_options(state.card, state.dice).allowed, key=lambda b: b.points or 0)
        record = record.then(Score(best.category.id))
    return record


def median_ms(fn: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--db", type=Path)
    args = ap.parse_args()
    path = args.db or Path(tempfile.mkdtemp()) / "bench.sqlite3"
    rnd = random.Random(1)
    # a pool of real games, stored again and again under new ids (the volume is what matters)
    pool = []
    for i in range(400):
        rules_id = rnd.choice(["yahtzee", "yahtzee", "yatzy", "maxi-yatzy", "yacht"])
        names = rnd.sample(NAMES, rnd.choice([1, 1, 2, 3]))
        pool.append(simulated(rules_id, names, i))
    store = Store.open(path)
    have = store._conn.execute("SELECT count(*) FROM games").fetchone()[0]
    t = time.perf_counter()
    for i in range(have, args.games):
        store.record_game(pool[i % len(pool)], uid=f"bench-{i}", used_hints=(i % 7 == 0))
    if args.games > have:
        fill = time.perf_counter() - t
        print(f"filled {args.games - have:,} games in {fill:.1f} s "
              f"({(args.games - have) / fill:,.0f} games/s)")
    print(f"history: {args.games:,} finished games, {path.stat().st_size / 1e6:.0f} MB")

    counter = iter(range(10**9))
    record_ms = median_ms(lambda: store.record_game(pool[0], uid=f"extra-{next(counter)}"), 200)
    print(f"record a finished game:         {record_ms:6.2f} ms (median of 200)")
    hs = median_ms(lambda: store.high_scores("yahtzee"), 20)
    print(f"high scores, yahtzee top 10:    {hs:6.2f} ms")
    hs2 = median_ms(lambda: store.high_scores("yahtzee", unassisted_only=True,
                                              include_computer=True), 20)
    print(f"high scores, unassisted, all:   {hs2:6.2f} ms")
    ps = median_ms(lambda: store.player_summary("Ann", "yahtzee"), 10)
    print(f"player summary, Ann, yahtzee:   {ps:6.2f} ms")
    pa = median_ms(lambda: store.player_summary("Ann"), 10)
    print(f"player summary, Ann, all rules: {pa:6.2f} ms")
    store.close()
    op = median_ms(lambda: Store.open(path).close(), 5)
    print(f"open (with integrity check):    {op:6.1f} ms")


if __name__ == "__main__":
    from yachtdice.cli.modes.builtin import install

    install()  # the built-in games, as the programs register them
    main()
