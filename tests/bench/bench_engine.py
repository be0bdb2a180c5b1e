"""Strategy-engine figures quoted in README. Not a test: it prints numbers.

Run: python tests/bench/bench_engine.py [--games N]
- solve time per built-in preset (cold, no cache), peak memory of each solve
- advice latency once a table is loaded
- simulated games per second per computer level
- the level table: mean, standard deviation, upper-bonus and all-same rates over N games
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time

from yachtdice.core import PRESETS, Scorecard, preset
from yachtdice.core.advisor import LEVELS, Engine, make_player
from yachtdice.core.simulate import play_solitaire, summarise
from yachtdice.core.solver import solve, why_not_exact

SOLVE_ONE = """
import json, resource, sys, time
from yachtdice.core import preset
from yachtdice.core.solver import solve
t = time.perf_counter()
s = solve(preset(sys.argv[1]))
print(json.dumps({"seconds": time.perf_counter() - t, "value": s.expected_score,
                  "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def solve_times() -> None:
    print("solve, cold (each in a fresh process):")
    for rules in PRESETS:
        reason = why_not_exact(rules)
        if reason:
            print(f"  {rules.id:20s} not exact: {reason}")
            continue
        out = subprocess.run([sys.executable, "-c", SOLVE_ONE, rules.id], capture_output=True,
                             text=True, check=True).stdout
        r = json.loads(out)
        print(f"  {rules.id:20s} {r['seconds']:6.1f} s  expected {r['value']:.4f}  "
              f"peak {r['peak_mb']:.0f} MB")


def advice_latency() -> None:
    rules = preset("yahtzee")
    engine = Engine(rules, solve(rules))
    card = Scorecard.from_dict(rules, {"fives": 15, "chance": 22, "small_straight": 30})
    times = []
    for dice in [(1, 2, 3, 4, 5), (6, 6, 6, 2, 1), (2, 2, 3, 3, 5), (4, 4, 4, 4, 4)]:
        engine._turns.clear()  # a new state each time: the worst case
        t = time.perf_counter()
        engine.advise(card, dice, rolls_left=2)
        times.append(time.perf_counter() - t)
    print(f"advice, new state: {statistics.median(times) * 1000:.1f} ms (median); "
          f"process peak so far {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


def levels(games: int) -> None:
    print(f"levels over {games:,} solitaire games each:")
    print("| rules | level | mean | sd | upper bonus | all-same box scored | games/s |")
    print("|---|---|---|---|---|---|---|")
    for rules in PRESETS:
        for level in LEVELS:
            player = make_player(level, rules, seed=1)
            t = time.perf_counter()
            states = [play_solitaire(rules, player, seed=s).state for s in range(games)]
            rate = games / (time.perf_counter() - t)
            s = summarise(states)
            exact = "" if level != "expert" or getattr(player, "exact", True) else " (approx.)"
            same = "–" if s.all_same_rate is None else f"{s.all_same_rate:.1%}"
            print(f"| {rules.id} | {level}{exact} | {s.mean:.1f} | {s.stdev:.1f} | "
                  f"{s.upper_bonus_rate:.1%} | {same} | {rate:.0f} |", flush=True)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--skip-solve", action="store_true")
    args = ap.parse_args()
    if not args.skip_solve:
        solve_times()
        advice_latency()
    levels(args.games)
