"""Logged Maxi Yatzy games: the strength table and the calibration of the fitted values.

Not a test. Run:
    python tests/bench/maxi_games.py play --level expert --games 10000 --first-seed 0 \
        --workers 2 --out /tmp/maxi/expert.jsonl
    python tests/bench/maxi_games.py table /tmp/maxi/expert.jsonl /tmp/maxi/intermediate.jsonl
    python tests/bench/maxi_games.py calibrate --fit-seeds 0:5000 [--write] /tmp/maxi/expert.jsonl

``play`` appends one JSON line per game (so a stopped run keeps what it played):
seed, final total, upper bonus, whether the Maxi Yatzy box scored, and for every turn
its start (filled mask, capped upper total, rolls saved, points so far). Seeds of
different runs must not overlap.

``calibrate`` moves the fitted weight of each number of open boxes so that, over the
games of ``--fit-seeds``, the Expert's value at the start of each turn equals on
average what it went on to score. Every way of ending a turn leaves the same number of
boxes open, so this changes no decision: the Expert plays the same games and only the
values it shows move. The rest of the games (held out) then check the shifted values
turn by turn, with 95% intervals.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from yachtdice.core import GameState, Player
from yachtdice.core.dice import RandomDice
from yachtdice.core.modes.pips.optimal.advisor import Engine, make_player
from yachtdice.core.modes.pips.optimal.estimate import FittedValues
from yachtdice.core.modes.pips.optimal.simulate import finish
from yachtdice.core.modes.pips.presets import preset

RULES = "maxi-yatzy"


def _play(level: str, seeds: range, out: str) -> int:
    rules = preset(RULES)
    expert = make_player(level, rules) if level == "expert" else None
    index = Engine(rules, None, None)
    with open(out, "a", encoding="utf-8") as f:
        for seed in seeds:
            # a game's seed fixes its dice and (Beginner's slips) the player's own draws, so
            # a game plays the same however a run is split or resumed (Intermediate and
            # Expert draw nothing; building the Expert's engine once is what costs)
            player = expert or make_player(level, rules, seed=seed)
            turns: list[tuple[int, int, int, int]] = []

            def note(state: GameState, turns: list[tuple[int, int, int, int]] = turns) -> None:
                mask, u, _ = index.state_of(state.card)
                turns.append((mask, u, state.saved_rolls[0], state.card.grand_total))

            end = finish(GameState.start(rules, [Player("Bench", True, level)]), player,
                         RandomDice(seed), note)
            card = end.cards[0]
            f.write(json.dumps({"seed": seed, "level": level, "total": card.grand_total,
                                "bonus": card.upper_bonus > 0,
                                "maxi": (card.all_same_score or 0) > 0,
                                "turns": turns}) + "\n")
            f.flush()
    return len(seeds)


def play(level: str, games: int, first_seed: int, workers: int, out: str) -> None:
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    done = {g["seed"] for g in _read([out])} if Path(out).exists() else set()
    todo = [s for s in range(first_seed, first_seed + games) if s not in done]
    chunk = 50
    parts: list[range] = []
    start = 0
    while start < len(todo):  # runs of consecutive seeds, at most ``chunk`` long
        end = start
        while end + 1 < len(todo) and todo[end + 1] == todo[end] + 1 and end - start < chunk - 1:
            end += 1
        parts.append(range(todo[start], todo[end] + 1))
        start = end + 1
    t = time.perf_counter()
    played = 0
    with ProcessPoolExecutor(workers) as pool:
        for n in pool.map(_play, [level] * len(parts), parts, [out] * len(parts)):
            played += n
            print(f"{played}/{len(todo)} games, {time.perf_counter() - t:.0f} s", flush=True)


def _read(paths: list[str]) -> list[dict[str, object]]:
    games: list[dict[str, object]] = []
    for p in paths:
        with open(p, encoding="utf-8") as f:
            games += [json.loads(line) for line in f if line.strip()]
    return games


def table(paths: list[str]) -> None:
    games = _read(paths)
    by_level: dict[str, list[dict[str, object]]] = {}
    for g in games:
        by_level.setdefault(str(g["level"]), []).append(g)
    print("| level | mean ± 95% CI | sd | upper bonus | Maxi Yatzy scored | games |")
    print("|---|---|---|---|---|---|")
    means = {}
    for level, gs in sorted(by_level.items()):
        totals = [int(g["total"]) for g in gs]  # type: ignore[call-overload]
        n, mean, sd = len(totals), statistics.fmean(totals), statistics.stdev(totals)
        means[level] = (mean, sd, n)
        print(f"| {level} | {mean:.1f} ± {1.96 * sd / n ** 0.5:.1f} | {sd:.1f} | "
              f"{sum(bool(g['bonus']) for g in gs) / n:.1%} | "
              f"{sum(bool(g['maxi']) for g in gs) / n:.1%} | {n:,} |")
    if "expert" in means and "intermediate" in means:
        (me, se, ne), (mi, si, ni) = means["expert"], means["intermediate"]
        print(f"Expert - Intermediate: {me - mi:.1f} ± "
              f"{1.96 * (se ** 2 / ne + si ** 2 / ni) ** 0.5:.1f} (95%)")


def _turn_rows(games: list[dict[str, object]]) -> tuple[np.ndarray, np.ndarray]:
    """(N, 3) turn starts (mask, u, saved) and the points scored after each."""
    states, after = [], []
    for g in games:
        for mask, u, saved, so_far in g["turns"]:  # type: ignore[attr-defined]
            states.append((mask, u, saved))
            after.append(int(g["total"]) - so_far)  # type: ignore[call-overload]
    return np.array(states, dtype=np.int64), np.array(after, dtype=np.float64)


def _shown(fitted: FittedValues, states: np.ndarray) -> np.ndarray:
    return np.array([fitted.value(int(m), int(u), int(s)) for m, u, s in states])


def calibrate(paths: list[str], fit_seeds: range, write: bool) -> None:
    games = [g for g in _read(paths) if g["level"] == "expert"]
    fit = [g for g in games if g["seed"] in fit_seeds]
    held = [g for g in games if g["seed"] not in fit_seeds]
    engine = Engine.for_rules(preset(RULES))
    fitted = engine.fitted
    assert fitted is not None
    boxes = fitted.features.boxes
    states, after = _turn_rows(fit)
    open_count = boxes - np.array([bin(int(m)).count("1") for m in states[:, 0]])
    residual = after - _shown(fitted, states)
    weights = list(fitted.weights)
    print(f"fit on {len(fit):,} games: open boxes, mean scored after minus value shown")
    for k in range(boxes, 0, -1):
        r = residual[open_count == k]
        weights[boxes + k - 1] += float(r.mean())
        print(f"  {k:2d} open: {r.mean():+.2f} ± {1.96 * r.std(ddof=1) / len(r) ** 0.5:.2f}")
    shifted = FittedValues(fitted.layout, fitted.features, weights)
    if held:
        states, after = _turn_rows(held)
        open_count = boxes - np.array([bin(int(m)).count("1") for m in states[:, 0]])
        shown = _shown(shifted, states)
        print(f"held out, {len(held):,} games: open boxes | mean value shown | "
              f"mean scored after ± 95% CI")
        for k in range(boxes, 0, -1):
            sel = open_count == k
            a = after[sel]
            print(f"| {k} | {shown[sel].mean():.1f} | {a.mean():.1f} ± "
                  f"{1.96 * a.std(ddof=1) / len(a) ** 0.5:.1f} |")
    print(f"empty card: {fitted.value(0, 0, 0):.1f} before, {shifted.value(0, 0, 0):.1f} after")
    if write:
        path = Path(__file__).parents[2] / "desktop/yachtdice/core/estimate_weights.py"
        text = path.read_text()
        for old, new in zip(fitted.weights, weights, strict=True):
            if old != new:
                text = text.replace(f"        {old!r},\n", f"        {new!r},\n", 1)
        path.write_text(text)
        print(f"wrote {path}")


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play")
    p.add_argument("--level", choices=["expert", "intermediate", "beginner"], default="expert")
    p.add_argument("--games", type=int, required=True)
    p.add_argument("--first-seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    p.add_argument("--out", required=True)
    t = sub.add_parser("table")
    t.add_argument("files", nargs="+")
    c = sub.add_parser("calibrate")
    c.add_argument("--fit-seeds", required=True, help="FIRST:END, the games to fit on")
    c.add_argument("--write", action="store_true")
    c.add_argument("files", nargs="+")
    args = ap.parse_args()
    if args.command == "play":
        play(args.level, args.games, args.first_seed, args.workers, args.out)
    elif args.command == "table":
        table(args.files)
    else:
        first, end = (int(x) for x in args.fit_seeds.split(":"))
        calibrate(args.files, range(first, end), args.write)


if __name__ == "__main__":
    from yachtdice.cli.modes.builtin import install

    install()  # the built-in games, as the programs register them
    sys.exit(main())
