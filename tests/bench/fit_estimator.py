"""Fit the estimated values of a ruleset too large to solve (fitted policy iteration).

Not a test. Run: python tests/bench/fit_estimator.py [--rules maxi-yatzy] [--games N]
    [--rounds K] [--workers W] [--write]

Round 0 plays N games with the Intermediate player and fits weights to the points it
went on to score from every turn's start; each further round plays N games with the
Expert planning with the latest weights and fits again (--start: begin from saved
weights instead). --rounds 0 --pool FILES fits once on the games saved by earlier
rounds. --write stores the last weights in desktop/yachtdice/core/estimate_weights.py.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from yachtdice.core import GameState, Player
from yachtdice.core.dice import RandomDice
from yachtdice.core.modes.pips.optimal.advisor import Engine
from yachtdice.core.modes.pips.optimal.estimate import Features, FittedValues, fit_weights
from yachtdice.core.modes.pips.optimal.simulate import finish
from yachtdice.core.modes.pips.optimal.strategy import Strategy, make_strategy
from yachtdice.core.modes.pips.presets import preset

Sample = tuple[int, int, int, int]  # mask, capped upper total, saved rolls, points so far


def engine_with(rules_id: str, weights: tuple[float, ...] | None) -> Strategy:
    rules = preset(rules_id)
    if weights is None:
        return make_strategy("intermediate", seed=0)
    plain = Engine(rules, None)
    return Engine(rules, None, FittedValues(plain.layout, Features.for_rules(rules, plain.layout),
                                            weights))


def play(rules_id: str, weights: tuple[float, ...] | None, seeds: range
         ) -> tuple[list[Sample], list[int], list[int]]:
    """Games with the given seeds: the turn-start samples, each sample's final total,
    and each game's final total."""
    rules = preset(rules_id)
    strategy = engine_with(rules_id, weights)
    index = Engine(rules, None, None)
    samples: list[Sample] = []
    finals: list[int] = []
    totals: list[int] = []
    for seed in seeds:
        seen: list[Sample] = []

        def note(state: GameState, seen: list[Sample] = seen) -> None:
            mask, u, _ = index.state_of(state.card)
            seen.append((mask, u, state.saved_rolls[0], state.card.grand_total))

        end = finish(GameState.start(rules, [Player("Fit", True, "expert")]), strategy,
                     RandomDice(seed), note)
        total = end.cards[0].grand_total
        samples += seen
        finals += [total] * len(seen)
        totals.append(total)
    return samples, finals, totals


def run_round(rules_id: str, weights: tuple[float, ...] | None, games: int, first_seed: int,
              workers: int) -> tuple[list[Sample], list[int], list[int]]:
    step = -(-games // workers)
    parts = [range(first_seed + i, min(first_seed + games, first_seed + i + step))
             for i in range(0, games, step)]
    samples: list[Sample] = []
    finals: list[int] = []
    totals: list[int] = []
    with ProcessPoolExecutor(workers) as pool:
        for s, f, t in pool.map(play, [rules_id] * len(parts), [weights] * len(parts), parts):
            samples += s
            finals += f
            totals += t
    return samples, finals, totals


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rules", default="maxi-yatzy")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--start", default=None, help="a file with weights to start from")
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--tag", default="", help="names this run's saved samples")
    ap.add_argument("--pool", nargs="*", default=[],
                    help="saved samples of earlier rounds to fit on as well")
    args = ap.parse_args()
    rules = preset(args.rules)
    layout = Engine(rules, None).layout
    features = Features.for_rules(rules, layout)
    weights: tuple[float, ...] | None = None
    if args.start:
        weights = tuple(float(v) for v in Path(args.start).read_text().split())
    for k in range(args.rounds):
        t = time.time()
        cached = Path(f"/tmp/fit/{args.rules}-intermediate-{args.games}.json")
        if weights is None and cached.exists():
            samples, finals, totals = json.loads(cached.read_text())
        else:
            samples, finals, totals = run_round(args.rules, weights, args.games,
                                                10**6 * (k + 1), args.workers)
        if weights is None:
            cached.write_text(json.dumps([samples, finals, totals]))
        else:
            Path(f"/tmp/fit/{args.rules}-samples-{args.tag}{k}.json").write_text(
                json.dumps([samples, finals, totals]))
        for extra in args.pool:  # earlier rounds' games of (nearly) the same player
            more = json.loads(Path(extra).read_text())
            samples, finals = samples + [tuple(x) for x in more[0]], finals + more[1]
        who = "intermediate" if weights is None else "expert"
        sd = statistics.stdev(totals)
        print(f"round {k} ({who}): {len(totals)} games, mean {statistics.fmean(totals):.1f} "
              f"+/- {1.96 * sd / len(totals) ** 0.5:.1f}, sd {sd:.1f}, "
              f"{time.time() - t:.0f} s", flush=True)
        masks, us, saved, so_far = zip(*samples, strict=True)
        weights = fit_weights(features, masks, us, saved,
                              [f - p for f, p in zip(finals, so_far, strict=True)])
        fitted = FittedValues(layout, features, weights)
        print(f"  fitted: empty card {fitted.value(0, 0, 0):.1f}", flush=True)
        Path(f"/tmp/fit/{args.rules}-{args.tag}{k}.txt").write_text(" ".join(map(repr, weights)))
    if args.rounds == 0 and args.pool:  # fit on saved games only
        samples, finals = [], []
        for extra in args.pool:
            more = json.loads(Path(extra).read_text())
            samples, finals = samples + [tuple(x) for x in more[0]], finals + more[1]
        masks, us, saved, so_far = zip(*samples, strict=True)
        weights = fit_weights(features, masks, us, saved,
                              [f - p for f, p in zip(finals, so_far, strict=True)])
        fitted = FittedValues(layout, features, weights)
        print(f"pooled fit over {len(samples)} turns: empty card {fitted.value(0, 0, 0):.1f}")
        Path(f"/tmp/fit/{args.rules}-{args.tag}pooled.txt").write_text(
            " ".join(map(repr, weights)))
    if args.write and weights is not None:
        path = Path(__file__).parents[2] / "desktop/yachtdice/core/estimate_weights.py"
        head = path.read_text().split("WEIGHTS")[0]
        body = ",\n".join(f"        {w!r}" for w in weights)
        path.write_text(f'{head}WEIGHTS: dict[str, tuple[float, ...]] = {{\n'
                        f'    # {args.rules}\n    "{rules.play_hash()}": (\n'
                        f'{body},\n    ),\n}}\n')


if __name__ == "__main__":
    from yachtdice.cli.modes.builtin import install

    install()  # the built-in games, as the programs register them
    main()
