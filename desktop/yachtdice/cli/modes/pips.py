"""Pip dice on the command line: ruleset files, scoring, replays and the strategy engine.

    score    --rules ID|FILE [--card JSON] [--jsonl] DIE...
    replay   --rules ID|FILE FILE|-
    solve    --rules ID|FILE [--json] [--distribution] [--games N]
    advise   --rules ID|FILE [--card JSON] --rolls-left N [--saved N] DIE...
    simulate --rules ID|FILE --strategy LEVEL --games N [--seed S] [--record]

A ruleset is a built-in preset by id, a ruleset file by path, or a saved one by id.
(``rules show``, ``check`` and ``save`` are every game's: cli/app.py.)
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import IO

from yachtdice.cli.common import (
    INTERRUPTED,
    MAX_LINE_BYTES,
    UsageError,
    dice_args,
    open_store,
    parse_json,
    read_text,
    short,
    stdin_lines,
    until_interrupted,
)
from yachtdice.cli.modes import Commands, GameCommands, answer_for, parts
from yachtdice.core import GameState, Hold, Player, Roll, Score, YachtDiceError
from yachtdice.core.jsontext import JsonLike
from yachtdice.core.modes import AnyMode, is_builtin, mode_for, mode_of, ruleset_by_id
from yachtdice.core.modes.pips.engine import pip_cards
from yachtdice.core.modes.pips.mode import GAME
from yachtdice.core.modes.pips.optimal.advisor import LEVEL_NAMES, LEVELS, make_player
from yachtdice.core.modes.pips.optimal.distribution import ScoreDistribution
from yachtdice.core.modes.pips.optimal.simulate import Estimate, Tally, estimate, play_solitaire
from yachtdice.core.modes.pips.optimal.solver import SolveProgress, why_not_exact
from yachtdice.core.modes.pips.optimal.strategy import Strategy
from yachtdice.core.modes.pips.presets import PRESETS, is_preset, preset
from yachtdice.core.modes.pips.rules import options
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.modes.pips.table import dice_problem
from yachtdice.core.rulesets import ID_PATTERN
from yachtdice.paths import solver_cache_dir as solver_cache
from yachtdice.store import HERE
from yachtdice.store.modes.pips.distributions import distribution_for
from yachtdice.store.modes.pips.tables import engine_for, solve_cached


def load_rules(spec: str, command: str) -> Ruleset:
    """A built-in preset by id, a ruleset file by path, or a saved custom ruleset by id, for
    ``command``; another game's rules are refused in one sentence that names the games the
    command plays (asked of the registry)."""
    if is_preset(spec):
        return preset(spec)
    if os.path.lexists(spec):
        data = Ruleset.data_from_json(read_text(spec, "ruleset file"))
        game = _game_of(data)
        if game is not None and game is not GAME:
            raise UsageError(_plays_only(command, spec, game.name))
        return Ruleset.from_dict(data)
    if is_builtin(spec):
        raise UsageError(_plays_only(command, spec, mode_for(ruleset_by_id(spec)).name))
    if ID_PATTERN.match(spec):
        with open_store() as store:
            try:
                saved = store.saved_ruleset(spec)
            except KeyError:
                saved = None
        if saved is not None:
            if isinstance(saved, Ruleset) and mode_for(saved) is GAME:
                return saved
            raise UsageError(_plays_only(command, spec, mode_for(saved).name))
    ids = ", ".join(r.id for r in PRESETS)
    raise UsageError(f"no ruleset {short(spec)!r}: not built in ({ids}), not a file, "
                     "not saved")


def _game_of(data: object) -> AnyMode | None:
    """The game a ruleset file's data names (None: none that is registered)."""
    if not isinstance(data, Mapping):
        return None
    try:
        return mode_of(data)
    except YachtDiceError:
        return None  # an unknown game: the ruleset's own check says so


def _plays_only(command: str, spec: str, game: str) -> str:
    """``command`` refusing another game's rules: which games' rules it plays."""
    games = [GAME.name] + [part.game.name for part in parts()
                                 if command in part.answers and part.game is not GAME]
    return (f"{command} plays only {' and '.join(games)} rules; {short(spec)!r} is "
            f"{game} rules")


def _dice_list(value: object, what: str) -> list[int]:
    if not isinstance(value, list) or any(isinstance(d, bool) or not isinstance(d, int)
                                          for d in value):
        raise UsageError(f"{what} must be a list of whole numbers")
    return value


def card_from_json(rules: Ruleset, card_data: object) -> Scorecard:
    """A card from the CLI's {box: points} object (boxes by id, label or family name)."""
    if card_data is None:
        card_data = {}
    if not isinstance(card_data, dict):
        raise UsageError("the card must be an object of box id to points")
    by_id: dict[str, object] = {}
    for name, points in card_data.items():
        try:
            box = rules.find(name).id
        except KeyError as exc:
            raise UsageError(f"card: {exc.args[0]}") from None
        if box in by_id:
            raise UsageError(f"card: the {box} box is given twice")
        by_id[box] = points
    return Scorecard.from_dict(rules, by_id)


def score_result(rules: Ruleset, dice: Sequence[int], card_data: object) -> dict[str, JsonLike]:
    opts = options(card_from_json(rules, card_data), list(dice))
    return {"categories": opts.as_dict(), "extra_yahtzee_bonus": opts.extra_bonus}


# -- scoring and replays -------------------------------------------------------------------

def cmd_score(args: argparse.Namespace, out: IO[str]) -> int:
    other = answer_for("score", args.rules)  # another game's rules (Triple Yahtzee's)
    if other is not None:
        return other(args, out)
    rules = load_rules(args.rules, "score")
    if args.jsonl:
        if args.dice or args.card is not None:
            raise UsageError("--jsonl reads dice and cards from stdin; give no dice or --card")
        return _score_lines(rules, stdin_lines(MAX_LINE_BYTES), out)
    if not args.dice:
        raise UsageError("give the dice to score, e.g. 3 3 3 5 5 (or --jsonl)")
    dice = dice_args(args.dice)
    card = parse_json(args.card, "--card") if args.card is not None else None
    out.write(json.dumps(score_result(rules, dice, card)) + "\n")
    return 0


def _score_lines(rules: Ruleset, lines: Iterable[str], out: IO[str]) -> int:
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            data = parse_json(line, "the line")
            if not isinstance(data, dict) or "dice" not in data:
                raise UsageError('each line must be an object like {"dice": [...], "card": {...}}')
            extra = set(data) - {"dice", "card"}
            if extra:
                raise UsageError(f"unknown field {short(sorted(extra)[0])!r}")
            dice = _dice_list(data["dice"], "dice")
            result = score_result(rules, dice, data.get("card"))
        except (UsageError, YachtDiceError) as exc:
            raise UsageError(f"stdin line {number}: {exc}") from None
        out.write(json.dumps(result) + "\n")
    return 0


def cmd_replay(args: argparse.Namespace, out: IO[str]) -> int:
    other = answer_for("replay", args.rules)  # another game's rules (Triple Yahtzee's)
    if other is not None:
        return other(args, out)
    rules = load_rules(args.rules, "replay")
    turns = parse_json(read_text(args.file, "game file"), "the game file")
    if not isinstance(turns, list):
        raise UsageError('the game must be a JSON list of [[dice...], "box"] turns')
    state = GameState.start(rules, [Player("Solo")])
    for number, turn in enumerate(turns, start=1):
        try:
            if not (isinstance(turn, list) and len(turn) == 2 and isinstance(turn[1], str)):
                raise UsageError('must be [[dice...], "box id"]')
            dice = _dice_list(turn[0], "the dice")
            box = rules.find(turn[1]).id
            state = state.apply(Roll(tuple(dice))).apply(Score(box))
        except KeyError as exc:
            raise UsageError(f"turn {number}: {exc.args[0]}") from None
        except (UsageError, YachtDiceError) as exc:
            raise UsageError(f"turn {number}: {exc}") from None
    card = pip_cards(state)[0]
    out.write(json.dumps({
        "boxes": card.to_dict(),
        "upper": card.upper_subtotal,
        "upper_bonus": card.upper_bonus,
        "extra_yahtzee_bonus": card.extra_bonus_points,
        "total": card.grand_total,
    }) + "\n")
    return 0


# -- the strategy engine -------------------------------------------------------------------

def _progress_to_stderr(label: str) -> Callable[[SolveProgress], None]:
    shown = [-1]

    def report(p: SolveProgress) -> None:
        if INTERRUPTED.is_set():
            raise KeyboardInterrupt
        tenth = int(p.fraction * 10)
        if tenth != shown[0] and sys.stderr.isatty():
            shown[0] = tenth
            sys.stderr.write(f"\r{label}: {p.fraction:4.0%} ({p.describe()})\x1b[K")
            sys.stderr.flush()
    return report


def _stop_if_interrupted(_figures: Estimate) -> None:
    if INTERRUPTED.is_set():
        raise KeyboardInterrupt


def cmd_solve(args: argparse.Namespace, out: IO[str]) -> int:
    if not 2 <= args.games <= 1_000_000:  # two at least, for a standard error
        raise UsageError("--games must be between 2 and 1,000,000")
    if args.distribution:
        return cmd_distribution(args, out)
    rules = load_rules(args.rules, "solve")
    start = time.perf_counter()
    result: dict[str, JsonLike] = {"rules": rules.id}
    reason = why_not_exact(rules)
    if reason is None:
        solution, cached = solve_cached(rules, _progress_to_stderr("solving"))
        result.update(expected_score=round(solution.expected_score, 6), exact=True,
                      cached=cached)
    else:
        games = args.games
        figures = estimate(rules, engine_for(rules), games, seen=_stop_if_interrupted)
        result.update(expected_score=round(figures.mean, 2), exact=False,
                      standard_error=round(figures.standard_error, 2),
                      note=f"not solvable exactly ({reason}); estimated from {games} "
                           "simulated games of the approximate strategy")
    result["seconds"] = round(time.perf_counter() - start, 3)
    if sys.stderr.isatty():
        sys.stderr.write("\r" + " " * 30 + "\r")
    if args.json:
        out.write(json.dumps(result) + "\n")
    else:
        kind = "exact" if result["exact"] else \
            f"approximate, standard error {result['standard_error']}"
        out.write(f"{rules.name}: {result['expected_score']} ({kind}, "
                  f"{result['seconds']} s)\n")
    return 0


def cmd_distribution(args: argparse.Namespace, out: IO[str]) -> int:
    """``solve --distribution``: optimal play's figures for the rules."""
    rules = load_rules(args.rules, "solve")
    dist = distribution_for(rules, solver_cache())
    if args.json:
        out.write(json.dumps(dist.to_json()) + "\n")
    else:
        out.write(describe_distribution(rules.name, dist) + "\n")
    return 0


def describe_distribution(name: str, d: ScoreDistribution) -> str:
    kind = "exact" if d.exact else "approximate"
    pct = ", ".join(f"p{p} {v}" for p, v in d.percentiles.items())
    return f"{name}: mean {d.expected_score:.2f}, sd {d.sd:.2f} ({kind}); {pct}"


def reference(rules: Ruleset) -> dict[str, object]:
    """Optimal play's figures for ``rules``, beside their statistics (solved if need be)."""
    return distribution_for(rules, solver_cache()).to_json()


def cmd_advise(args: argparse.Namespace, out: IO[str]) -> int:
    rules = load_rules(args.rules, "advise")
    dice = dice_args(args.dice)
    if not 0 <= args.rolls_left < rules.rolls_per_turn:
        raise UsageError(f"--rolls-left must be 0 to {rules.rolls_per_turn - 1} after a roll")
    card = card_from_json(rules, parse_json(args.card, "--card") if args.card else None)
    if card.is_full:  # said before any solving: there is no move left to advise on
        raise UsageError("every box on the card is filled: there is nothing to advise")
    if args.saved < 0 or (args.saved and not rules.carry_over_rolls):
        raise UsageError("--saved must be 0, or more for rules that save unused rolls")
    most = (rules.rolls_per_turn - 1) * card.filled_count  # each earlier turn saves so many
    if args.saved > most:
        raise UsageError(f"--saved {short(str(args.saved))} is more than {most}, the most "
                         f"that {card.filled_count} filled boxes can have saved "
                         f"({rules.rolls_per_turn - 1} a turn)")
    problem = dice_problem(rules, dice)  # said before any solving, as every other input
    if problem is not None:
        raise UsageError(problem)
    engine = engine_for(rules)
    advice = engine.advise(card, dice, args.rolls_left, args.saved)
    out.write(json.dumps({"exact": advice.exact,
                          "options": [o.to_json() for o in advice.options]}) + "\n")
    return 0


#: games ``simulate`` plays in one run; with ``--record`` (kept until they are stored, in one
#: transaction, about 9 KB each) fewer
MAX_SIMULATED = 10_000_000
MAX_RECORDED = 10_000


def cmd_simulate(args: argparse.Namespace, out: IO[str]) -> int:
    rules = load_rules(args.rules, "simulate")
    if not 1 <= args.games <= MAX_SIMULATED:
        raise UsageError(f"--games must be between 1 and {MAX_SIMULATED:,}")
    if args.record and args.games > MAX_RECORDED:
        raise UsageError(f"--record stores at most {MAX_RECORDED:,} games a run; run it again "
                         "for more")
    player = make_player(args.strategy, rules, args.seed, engine_for)
    base = args.seed if args.seed is not None else random.randrange(2**31)
    tally = Tally()  # the figures as counts: memory does not grow with --games
    records = []
    for i in until_interrupted(args.games):
        record = play_solitaire(rules, player, seed=base + i, name=LEVEL_NAMES[args.strategy])
        tally.add(record.state)
        if args.record:
            records.append(record)
    summary = tally.summary()
    result = {"rules": rules.id, "strategy": args.strategy, "games": summary.games,
              "mean": round(summary.mean, 3), "stdev": round(summary.stdev, 3),
              "percentiles": {str(k): v for k, v in summary.percentiles.items()},
              "upper_bonus_rate": round(summary.upper_bonus_rate, 4),
              "all_same_rate": None if summary.all_same_rate is None
              else round(summary.all_same_rate, 4),
              "exact": getattr(player, "exact", None)}
    if args.record:
        with open_store() as store:  # one transaction: Ctrl+C here stores none of them
            store.record_games(records, origin=HERE)  # played here, by computer players
        result["recorded"] = len(records)
    out.write(json.dumps(result) + "\n")
    return 0


def add(commands: Commands) -> None:
    """Add pip dice's commands, and its actions under ``rules``."""

    sub = commands.top
    score = sub.add_parser("score", help="what each open box would score for a roll")
    score.add_argument("--rules", required=True, metavar="ID|FILE")
    score.add_argument("--card", metavar="JSON", help="filled boxes: {box id: points}")
    score.add_argument("--jsonl", action="store_true",
                       help='read {"dice": [...], "card": {...}} lines from stdin')
    score.add_argument("dice", nargs="*", metavar="DIE")
    score.set_defaults(run=cmd_score)

    rep = sub.add_parser("replay", help='score a solitaire game given as [[dice...], "box"] turns')
    rep.add_argument("--rules", required=True, metavar="ID|FILE")
    rep.add_argument("file", metavar="FILE|-")
    rep.set_defaults(run=cmd_replay)

    sol = sub.add_parser("solve", help="solve a ruleset (or load it from the cache)")
    sol.add_argument("--rules", required=True, metavar="ID|FILE")
    sol.add_argument("--json", action="store_true")
    sol.add_argument("--distribution", action="store_true",
                     help="optimal play's score distribution, percentiles and box means")
    sol.add_argument("--games", type=int, default=400, metavar="N",
                     help="games simulated when the rules can only be estimated (default 400)")
    sol.set_defaults(run=cmd_solve)

    adv = sub.add_parser("advise", help="every option for a roll, with its value")
    adv.add_argument("--rules", required=True, metavar="ID|FILE")
    adv.add_argument("--card", metavar="JSON", help="filled boxes: {box id: points}")
    adv.add_argument("--rolls-left", type=int, required=True, metavar="N")
    adv.add_argument("--saved", type=int, default=0, metavar="N",
                     help="rolls saved from earlier turns (rules that save unused rolls)")
    adv.add_argument("dice", nargs="+", metavar="DIE")
    adv.set_defaults(run=cmd_advise)

    sim = sub.add_parser("simulate", help="play solitaire games with a computer level",
                         description="Play solitaire games with a computer level and print "
                         "the scores' mean, spread, percentiles and bonus rates.")
    sim.add_argument("--rules", required=True, metavar="ID|FILE",
                     help="a ruleset's id or a ruleset file")
    sim.add_argument("--strategy", default="expert", choices=LEVELS,
                     help="the computer level that plays (default: expert)")
    sim.add_argument("--games", type=int, default=100, metavar="N",
                     help="how many games (default: 100)")
    sim.add_argument("--seed", type=int, metavar="S",
                     help="deal the same dice again (default: new dice each run)")
    sim.add_argument("--record", action="store_true", help="store the games in the history")
    sim.set_defaults(run=cmd_simulate)


class StrategySeat:
    """A pip-dice computer at an online table (:class:`yachtdice.net.seats.Decider`): the
    strategy of its level, its decision as the move the room takes."""

    def __init__(self, strategy: Strategy) -> None:
        self.strategy = strategy

    def decide(self, state: GameState) -> Hold | Score | None:
        decision = self.strategy.decide(state)
        if isinstance(decision, Score):
            return decision
        return Hold(decision.keep) if frozenset(decision.keep) != state.held else None


def computer(rules: Ruleset, level_id: str, seats: int) -> StrategySeat:
    """A computer of ``level_id`` for an online game of ``rules`` (an Expert's table solved
    or read from the cache first)."""
    if level_id not in LEVELS:
        raise YachtDiceError(f"{short(level_id)!r} is not a computer level of pip dice; choose "
                         f"from {', '.join(LEVELS)}")
    return StrategySeat(make_player(level_id, rules, None, engine_for))


COMMANDS: GameCommands[Ruleset] = GameCommands(GAME, add, reference=reference,
                                               computer=computer)
