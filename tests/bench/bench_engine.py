"""Strategy-engine figures quoted in docs/performance.md. Not a test: it prints numbers.

Run: python tests/bench/bench_engine.py [--games N]
     python tests/bench/bench_engine.py --against OLD/desktop --rounds 3 yahtzee yatzy
- solve time per built-in preset (cold, no cache), peak memory and page faults of each solve
- --against: cold solves of this engine and another source tree's engine, run
  alternately in fresh processes (the machine is shared and noisy), with medians
  of wall and CPU seconds, minor page faults (the solve's own, and the whole child
  process's from resource.getrusage(RUSAGE_CHILDREN)) and their ratios
- advice latency once a table is loaded
- simulated games per second per computer level
- the level table: mean, standard deviation, upper-bonus and all-same rates over N games
- --maxi N: the Maxi Yatzy strength table, Intermediate against the approximate Expert
  over N games each (spread over --workers processes), with 95% confidence intervals,
  the Expert's shown value of the empty card against its mean, and advice latency
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

from yachtdice.core.modes.pips.optimal.advisor import LEVELS, Engine, make_player
from yachtdice.core.modes.pips.optimal.simulate import play_solitaire, summarise
from yachtdice.core.modes.pips.optimal.solver import solve, why_not_exact
from yachtdice.core.modes.pips.presets import PRESETS, preset
from yachtdice.core.modes.pips.scorecard import Scorecard

SOLVE_ONE = """
import json, resource, sys, time
try:  # the hot records' compiled methods, as a worker process has them (core/values.py)
    from yachtdice.core.values import compile_hot
except ImportError:  # a tree from before compile_hot: always compiled
    pass
else:
    compile_hot()
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.optimal.solver import solve
faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
t, c = time.perf_counter(), time.process_time()
s = solve(preset(sys.argv[1]))
print(json.dumps({"seconds": time.perf_counter() - t, "cpu": time.process_time() - c,
                  "value": s.expected_score,
                  "faults": resource.getrusage(resource.RUSAGE_SELF).ru_minflt - faults,
                  "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def solve_in_fresh_process(rules_id: str, source: str | None = None) -> dict[str, float]:
    """One cold solve in a new interpreter; ``source`` is another tree's desktop/ folder.
    ``faults`` are the solve's minor page faults, ``process_faults`` the whole child's
    (imports included), as the kernel counted them for the child when it ended."""
    env = dict(os.environ)
    if source is not None:
        env["PYTHONPATH"] = source  # ahead of the installed (editable) package
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_minflt
    out = subprocess.run([sys.executable, "-c", SOLVE_ONE, rules_id], capture_output=True,
                         text=True, check=True, env=env, cwd=tempfile.gettempdir()).stdout
    result: dict[str, float] = json.loads(out)
    result["process_faults"] = resource.getrusage(resource.RUSAGE_CHILDREN).ru_minflt - before
    return result


def compare(source: str, rules_ids: list[str], rounds: int) -> None:
    """Baseline and this engine alternately, ``rounds`` times each, medians and ratios."""
    print(f"cold solves, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
          f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}; baseline {source}")
    print(f"processor: {processor_name()}")
    print("| rules | engine | wall s (median) | CPU s (median) | page faults: solve, process "
          "(medians) | peak MB | expected score |")
    print("|---|---|---|---|---|---|---|")
    for rules_id in rules_ids:
        runs: dict[str, list[dict[str, float]]] = {"baseline": [], "new": []}
        for _ in range(rounds):
            runs["baseline"].append(solve_in_fresh_process(rules_id, source))
            runs["new"].append(solve_in_fresh_process(rules_id))
        medians = {}
        for name, rs in runs.items():
            wall = statistics.median(r["seconds"] for r in rs)
            cpu = statistics.median(r["cpu"] for r in rs)
            faults = statistics.median(r["faults"] for r in rs)
            process = statistics.median(r["process_faults"] for r in rs)
            medians[name] = (wall, cpu, process)
            each = ", ".join(f"{r['seconds']:.1f}" for r in rs)
            print(f"| {rules_id} | {name} | {wall:.1f} ({each}) | {cpu:.1f} "
                  f"| {faults:,.0f}, {process:,.0f} | {max(r['peak_mb'] for r in rs):.0f} "
                  f"| {rs[0]['value']:.10f} |", flush=True)
        (bw, bc, bf), (nw, nc, nf) = medians["baseline"], medians["new"]
        print(f"| {rules_id} | ratio | {bw / nw:.2f}x faster | {bc / nc:.2f}x less CPU "
              f"| {bf / nf:.1f}x fewer | | "
              f"{abs(runs['new'][0]['value'] - runs['baseline'][0]['value']):.1e} apart |",
              flush=True)


def processor_name() -> str:
    """The processor's model name as /proc/cpuinfo gives it (Linux), for the docs."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown"


def solve_times() -> None:
    print("solve, cold (each in a fresh process):")
    for rules in PRESETS:
        reason = why_not_exact(rules)
        if reason:
            print(f"  {rules.id:20s} not exact: {reason}")
            continue
        r = solve_in_fresh_process(rules.id)
        print(f"  {rules.id:20s} {r['seconds']:6.1f} s (CPU {r['cpu']:.1f} s)  "
              f"expected {r['value']:.6f}  peak {r['peak_mb']:.0f} MB  "
              f"page faults {r['faults']:,.0f} (process {r['process_faults']:,.0f})")


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


def _maxi_games(level: str, seeds: range) -> list[tuple[int, int, bool]]:
    rules = preset("maxi-yatzy")
    player = make_player(level, rules, seed=seeds.start)
    out = []
    for seed in seeds:
        card = play_solitaire(rules, player, seed=seed).state.cards[0]
        out.append((card.grand_total, card.upper_bonus, (card.all_same_score or 0) > 0))
    return out


def maxi_strength(games: int, workers: int, intermediate_games: int | None = None) -> None:
    """The approximate Expert and Intermediate (seeds 0, 1, ...), with 95% intervals."""
    from concurrent.futures import ProcessPoolExecutor
    rules = preset("maxi-yatzy")
    engine = Engine.for_rules(rules)
    print(f"maxi-yatzy strength, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
          f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    print("| level | mean ± 95% CI | sd | upper bonus | Maxi Yatzy scored | s per game per core "
          "| games |")
    print("|---|---|---|---|---|---|---|")
    means = {}
    for level in ("expert", "intermediate"):
        n = games if level == "expert" else (intermediate_games or games)
        step = -(-n // (4 * workers))
        parts = [range(s, min(n, s + step)) for s in range(0, n, step)]
        t = time.perf_counter()
        with ProcessPoolExecutor(workers) as pool:
            results = [r for part in pool.map(_maxi_games, [level] * len(parts), parts)
                       for r in part]
        cpu = (time.perf_counter() - t) * workers / n
        totals = [r[0] for r in results]
        mean, sd = statistics.fmean(totals), statistics.stdev(totals)
        means[level] = (mean, sd, n)
        print(f"| {level} | {mean:.1f} ± {1.96 * sd / n ** 0.5:.1f} | {sd:.1f} | "
              f"{sum(r[1] > 0 for r in results) / n:.1%} | "
              f"{sum(r[2] for r in results) / n:.1%} | {cpu:.2f} | {n:,} |", flush=True)
        if level == "expert":
            print(f"Expert's value of the empty card {engine.expected_score:.1f}", flush=True)
    (me, se, ne), (mi, si, ni) = means["expert"], means["intermediate"]
    half = 1.96 * (se ** 2 / ne + si ** 2 / ni) ** 0.5
    print(f"Expert - Intermediate: {me - mi:.1f} ± {half:.1f} (95%)")
    card = Scorecard.from_dict(rules, {"sixes": 24, "chance": 27, "small_straight": 15})
    times = []
    for dice in [(1, 2, 3, 4, 5, 6), (6, 6, 6, 2, 1, 1), (2, 2, 3, 3, 5, 5), (4, 4, 4, 4, 4, 1)]:
        for saved in (0, 4):
            engine._turns.clear()  # a new state each time: the worst case
            t = time.perf_counter()
            engine.advise(card, dice, rolls_left=2, saved=saved)
            times.append(time.perf_counter() - t)
    print(f"maxi advice, new state: median {statistics.median(times) * 1000:.0f} ms, "
          f"worst {max(times) * 1000:.0f} ms")


def maxi_calibration(turns: list[int], seed: int, half_width: float) -> None:
    """The approximate Expert's value at the start of turns of one of its games against
    the mean of what it then scores, with games added until the 95% interval's
    half-width is at most ``half_width``."""
    from yachtdice.core import GameState, Player, RandomDice
    from yachtdice.core.modes.pips.optimal.simulate import finish
    rules = preset("maxi-yatzy")
    engine = Engine.for_rules(rules)
    starts: list[GameState] = []
    finish(GameState.start(rules, [Player("Ex", True, "expert")]), engine, RandomDice(seed),
           lambda s: starts.append(s) if s.card.filled_count in turns else None)
    print("| boxes filled | rolls saved | value shown | mean scored after ± 95% CI | games |")
    print("|---|---|---|---|---|")
    for start in starts:
        shown = engine.turn_start_value(start.card, start.saved_rolls[0])
        scored: list[int] = []
        half = float("inf")
        while half > half_width:
            for g in range(100):
                end = finish(start, engine, RandomDice(10**6 + len(scored) + g))
                scored.append(end.cards[0].grand_total - start.card.grand_total)
            half = 1.96 * statistics.stdev(scored) / len(scored) ** 0.5
        print(f"| {start.card.filled_count} | {start.saved_rolls[0]} | {shown:.1f} | "
              f"{statistics.fmean(scored):.1f} ± {half:.1f} | {len(scored):,} |", flush=True)


if __name__ == "__main__":
    from yachtdice.cli.modes.builtin import install
    from yachtdice.core.values import compile_hot

    compile_hot()  # the engine's hot records compiled, as the worker process and the CLI do
    install()  # the built-in games, as the programs register them
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--skip-solve", action="store_true")
    ap.add_argument("--against", metavar="DESKTOP_DIR",
                    help="compare cold solves with the engine in another source tree")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--maxi", type=int, metavar="GAMES",
                    help="only the Maxi Yatzy strength table, over GAMES games per level")
    ap.add_argument("--maxi-intermediate", type=int, metavar="GAMES",
                    help="Intermediate's games in the Maxi table (default: as many)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--calibration", type=int, nargs="+", metavar="TURN",
                    help="only the Maxi calibration table at the start of these turns")
    ap.add_argument("rules", nargs="*", default=["yahtzee", "yatzy"])
    args = ap.parse_args()
    if args.calibration:
        maxi_calibration(args.calibration, seed=11, half_width=3.0)
        sys.exit(0)
    if args.maxi:
        maxi_strength(args.maxi, args.workers, args.maxi_intermediate)
        sys.exit(0)
    if args.against:
        compare(args.against, args.rules, args.rounds)
        sys.exit(0)
    if not args.skip_solve:
        solve_times()
        advice_latency()
    levels(args.games)
