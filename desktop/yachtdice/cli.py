"""yachtdice-cli: headless commands over the core (and, later, the store).

The output formats are a contract that scripts and checks rely on; see README.
Bad input anywhere gives one clear line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import IO, Any, NoReturn

from .core import (
    PRESETS,
    GameState,
    Player,
    Roll,
    Ruleset,
    RulesetError,
    Score,
    Scorecard,
    YachtDiceError,
    is_preset,
    options,
    preset,
)
from .core.ruleset import MAX_FILE_BYTES

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """Bad input to the CLI: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")


def read_text(source: str, what: str = "file") -> str:
    """Read a file (or stdin for '-') of at most MAX_FILE_BYTES, as UTF-8."""
    try:
        if source == "-":
            data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        else:
            with open(source, "rb") as fh:
                data = fh.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise UsageError(f"cannot read {what} {source!r}: {exc.strerror}") from None
    if len(data) > MAX_FILE_BYTES:
        raise UsageError(f"{what} {source!r} is larger than {MAX_FILE_BYTES:,} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"{what} {source!r} is not UTF-8 text") from None


def load_rules(spec: str) -> Ruleset:
    """A built-in preset by id, or a ruleset file by path."""
    if is_preset(spec):
        return preset(spec)
    if not Path(spec).exists():
        ids = ", ".join(r.id for r in PRESETS)
        raise UsageError(f"no built-in ruleset {spec!r} and no such file (built-in: {ids})")
    return Ruleset.from_json(read_text(spec, "ruleset file"))


def parse_json(text: str, what: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{what} is not valid JSON: {exc.msg} at line {exc.lineno} "
                         f"column {exc.colno}") from None


def _dice_list(value: object, what: str) -> list[int]:
    if not isinstance(value, list) or any(isinstance(d, bool) or not isinstance(d, int)
                                          for d in value):
        raise UsageError(f"{what} must be a list of whole numbers")
    return value


def score_result(rules: Ruleset, dice: Sequence[int], card_data: object) -> dict[str, Any]:
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
    card = Scorecard.from_dict(rules, by_id)
    opts = options(card, list(dice))
    return {"categories": opts.as_dict(), "extra_yahtzee_bonus": opts.extra_bonus}


def cmd_rules(args: argparse.Namespace, out: IO[str]) -> int:
    if args.rules_command == "list":
        for r in PRESETS:
            out.write(f"{r.id}\t{r.name}\n")
        return 0
    if args.rules_command == "show":
        out.write(load_rules(args.ruleset).to_json() + "\n")
        return 0
    # check
    try:
        Ruleset.from_json(read_text(args.file, "ruleset file"))
    except RulesetError as exc:
        for problem in exc.problems:
            sys.stderr.write(f"{problem}\n")
        return EXIT_BAD_INPUT
    out.write("ok\n")
    return 0


def cmd_score(args: argparse.Namespace, out: IO[str]) -> int:
    rules = load_rules(args.rules)
    if args.jsonl:
        if args.dice or args.card is not None:
            raise UsageError("--jsonl reads dice and cards from stdin; give no dice or --card")
        return _score_lines(rules, sys.stdin, out)
    if not args.dice:
        raise UsageError("give the dice to score, e.g. 3 3 3 5 5 (or --jsonl)")
    try:
        dice = [int(d) for d in args.dice]
    except ValueError:
        raise UsageError(f"dice must be whole numbers, not {' '.join(args.dice)!r}") from None
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
                raise UsageError(f"unknown field {sorted(extra)[0]!r}")
            dice = _dice_list(data["dice"], "dice")
            result = score_result(rules, dice, data.get("card"))
        except (UsageError, YachtDiceError) as exc:
            raise UsageError(f"stdin line {number}: {exc}") from None
        out.write(json.dumps(result) + "\n")
    return 0


def cmd_replay(args: argparse.Namespace, out: IO[str]) -> int:
    rules = load_rules(args.rules)
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
    card = state.cards[0]
    out.write(json.dumps({
        "boxes": card.to_dict(),
        "upper": card.upper_subtotal,
        "upper_bonus": card.upper_bonus,
        "extra_yahtzee_bonus": card.extra_bonus_points,
        "total": card.grand_total,
    }) + "\n")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="yachtdice-cli", description="Yacht Dice without the window: rules, "
                     "scoring and replays as JSON.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    rules = sub.add_parser("rules", help="list, show and check rulesets")
    rules_sub = rules.add_subparsers(dest="rules_command", required=True, parser_class=_Parser)
    rules_sub.add_parser("list", help="the built-in presets: id, then name")
    show = rules_sub.add_parser("show", help="a ruleset as JSON, in the file format")
    show.add_argument("ruleset", metavar="ID|FILE")
    check = rules_sub.add_parser("check", help="validate a ruleset file")
    check.add_argument("file", metavar="FILE")
    rules.set_defaults(run=cmd_rules)

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
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    out = sys.stdout
    try:
        args = build_parser().parse_args(argv)
        status: int = args.run(args, out)
        out.flush()
        return status
    except (UsageError, YachtDiceError) as exc:
        sys.stderr.write(f"yachtdice-cli: {exc}\n")
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
