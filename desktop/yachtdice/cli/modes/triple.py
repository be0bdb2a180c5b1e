"""Triple Yahtzee on the command line: pip dice's ``replay`` and ``score``, answered for
Triple Yahtzee's rules (``--rules triple-yahtzee``, or ``triple-yahtzee-flat-chips``).

    replay --rules triple-yahtzee FILE|-        turns as [[dice...], "box", column 1-3]
    score  --rules triple-yahtzee [--card JSON] DIE...

A box is named by its id or its label (``"Full House"``); ``--card`` is
``{"columns": [{box: points}, {…}, {…}], "chips": [n, n, n]}``, the boxes as written on the
paper card (before the column's multiplier).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping, Sequence
from typing import IO

from yachtdice.cli.common import UsageError, dice_args, parse_json, read_text
from yachtdice.cli.modes import Commands, GameCommands
from yachtdice.core import GameState, Player, Roll, Score, YachtDiceError
from yachtdice.core.game import Place
from yachtdice.core.jsontext import JsonLike
from yachtdice.core.modes.pips.table import score_table
from yachtdice.core.modes.triple.card import TripleCard
from yachtdice.core.modes.triple.engine import options
from yachtdice.core.modes.triple.mode import GAME
from yachtdice.core.modes.triple.rules import PRESETS, TripleRules

_TURN = 'must be [[dice...], "box", column 1 to 3]'


def _rules(spec: str) -> TripleRules:
    for rules in PRESETS:
        if rules.id == spec:
            return rules
    raise UsageError(f"no Triple Yahtzee ruleset {spec!r}")


def _box(rules: TripleRules, name: str) -> str:
    try:
        return rules.base.find(name).id
    except KeyError as exc:
        raise UsageError(str(exc.args[0])) from None


def _column(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 3:
        raise UsageError("the column must be 1, 2 or 3")
    return value - 1


def _dice(value: object) -> tuple[int, ...]:
    if not isinstance(value, list) or any(isinstance(d, bool) or not isinstance(d, int)
                                          for d in value):
        raise UsageError("the dice must be a list of whole numbers")
    return tuple(value)


def column_result(card: TripleCard, column: int) -> dict[str, JsonLike]:
    """One column as the command prints it: its boxes as written, its sums and its total."""
    rules = card.rules
    return {"multiplier": rules.multipliers[column],
            "boxes": {b: v for b, v in zip(rules.boxes, card.cells[column], strict=True)
                      if v is not None},
            "upper": card.upper(column), "upper_bonus": card.upper_bonus(column),
            "lower": card.lower(column), "extra_yahtzee_bonus": card.chip_points(column),
            "total": card.column_total(column)}


def cmd_replay(args: argparse.Namespace, out: IO[str]) -> int:
    rules = _rules(args.rules)
    turns = parse_json(read_text(args.file, "game file"), "the game file")
    if not isinstance(turns, list):
        raise UsageError(f"the game must be a JSON list of turns, each {_TURN}")
    state = GameState.start(rules, [Player("Solo")])
    for number, turn in enumerate(turns, start=1):
        try:
            if not (isinstance(turn, list) and len(turn) == 3 and isinstance(turn[1], str)):
                raise UsageError(_TURN)
            place = Place(_box(rules, turn[1]), _column(turn[2]))
            state = state.apply(Roll(_dice(turn[0]))).apply(Score(place))
        except (UsageError, YachtDiceError) as exc:
            raise UsageError(f"turn {number}: {exc}") from None
    card = state.cards[0]
    assert isinstance(card, TripleCard)
    out.write(json.dumps({"columns": [column_result(card, c) for c in range(3)],
                          "total": card.grand_total}) + "\n")
    return 0


def card_from_json(rules: TripleRules, data: object) -> TripleCard:
    """A card from ``{"columns": [{box: points} ×3], "chips": [n ×3]}`` (boxes by id or
    label, points as written); impossible points are refused."""
    card = TripleCard.empty(rules)
    if data is None:
        return card
    if not isinstance(data, Mapping) or not set(data) <= {"columns", "chips"}:
        raise UsageError('the card must be {"columns": [{box: points}, ...], "chips": [...]}')
    columns = data.get("columns", [])
    if not isinstance(columns, list) or len(columns) > 3:
        raise UsageError("card: columns must be a list of at most three objects")
    table = score_table(rules.base)
    for column, boxes in enumerate(columns):
        if not isinstance(boxes, Mapping):
            raise UsageError(f"card: column {column + 1} must be an object of box to points")
        for name, points in boxes.items():
            box = _box(rules, name)
            if isinstance(points, bool) or not isinstance(points, int) \
                    or points not in table.achievable(rules.boxes.index(box)):
                raise UsageError(f"card: {box} in column {column + 1} cannot hold {points!r}")
            try:
                card = card.with_score(Place(box, column), points)
            except YachtDiceError as exc:
                raise UsageError(f"card: {exc}") from None
    chips = data.get("chips", [0, 0, 0])
    if not (isinstance(chips, list) and len(chips) == 3 and all(
            isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 39 for n in chips)):
        raise UsageError("card: chips must be three whole numbers, 0 to 39")
    return TripleCard(rules, card.cells, tuple(chips))


def score_result(rules: TripleRules, dice: Sequence[int], data: object) -> dict[str, JsonLike]:
    """Each open box of each column: its points as written now (null: not allowed), and
    the chip the roll earns in each column."""
    card = card_from_json(rules, data)
    now = options(card, dice)
    columns: list[dict[str, int | None]] = [{} for _ in rules.multipliers]
    for choice in now.choices:
        columns[choice.place.column][choice.place.box] = choice.points
    return {"columns": columns,
            "extra_yahtzee_bonus": [rules.chip_points(c) if now.chip else 0
                                    for c in range(len(columns))]}


def cmd_score(args: argparse.Namespace, out: IO[str]) -> int:
    rules = _rules(args.rules)
    if getattr(args, "jsonl", False):
        raise UsageError("--jsonl is for pip dice; give the dice and --card")
    if not args.dice:
        raise UsageError("give the dice to score, e.g. 3 3 3 5 5")
    card = parse_json(args.card, "--card") if args.card is not None else None
    try:
        result = score_result(rules, dice_args(args.dice), card)
    except YachtDiceError as exc:
        raise UsageError(str(exc)) from None
    out.write(json.dumps(result) + "\n")
    return 0


def _add(commands: Commands) -> None:
    """Triple Yahtzee adds no command of its own: it answers pip dice's (below)."""


COMMANDS: GameCommands[TripleRules] = GameCommands(
    GAME, _add, answers={"replay": cmd_replay, "score": cmd_score})
