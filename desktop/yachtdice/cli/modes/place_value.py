"""yachtdice-cli place-value: the greatest numbers, checking a number, comparing cards.

    place-value best    --rules ID|FILE [--card JSON] DIE...     (ID: built-in or saved)
    place-value check   --rules ID|FILE --box BOX NUMBER DIE...
    place-value compare --rules ID|FILE FILE|-
    place-value print   --rules ID|FILE [--game N | --pupils N | --name NAME...] FILE.pdf

``print`` draws the score card as a PDF (with Qt, started offscreen only for it): blank, with
a column per pupil, or filled from game N of the history.

Numbers are written as on the command line: ``6341``, ``65.432`` (a point for
decimals, no thousands separators). In JSON they are JSON numbers, null for an X.
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Mapping
from typing import IO

from yachtdice.cli.common import UsageError, open_store, plain, played_game, read_text
from yachtdice.cli.modes import Commands, GameCommands
from yachtdice.core.game import MAX_PLAYERS, name_problem
from yachtdice.core.jsontext import JSONTextError, JsonValue, loads
from yachtdice.core.modes.place_value.mode import GAME
from yachtdice.core.modes.place_value.rules import (
    PLACE_VALUE_PRESETS,
    Number,
    PlaceCard,
    PlaceValueError,
    PlaceValueRuleset,
    best,
    check,
    compare,
    is_preset,
    preset,
)
from yachtdice.core.modes.place_value.score_sheet import game_sheet, score_sheet
from yachtdice.core.score_sheet import ScoreSheet
from yachtdice.store.safe_files import check_target, write_file


def add_parser(commands: Commands) -> None:
    """Add the ``place-value`` command to the CLI's subcommands."""
    pv = commands.top.add_parser("place-value",
                                 help="Place Value Yahtzee: best numbers, check, compare")
    pv_sub = pv.add_subparsers(dest="pv_command", required=True, parser_class=type(pv))
    ids = ", ".join(r.id for r in PLACE_VALUE_PRESETS)
    best_p = pv_sub.add_parser("best", help="the greatest number for every open box")
    check_p = pv_sub.add_parser("check", help="whether a number may go in a box")
    compare_p = pv_sub.add_parser("compare", help="the points of finished cards")
    print_p = pv_sub.add_parser("print", help="the score card as a PDF: blank, or a game's")
    for p in (best_p, check_p, compare_p, print_p):
        p.add_argument("--rules", required=True, metavar="ID|FILE",
                       help=f"one of {ids}, the id of a card saved in the app, or a "
                            "Place Value ruleset file")
    best_p.add_argument("--card", metavar="JSON", help="filled boxes: {box id: number or null}")
    check_p.add_argument("--box", required=True, metavar="BOX")
    check_p.add_argument("number", metavar="NUMBER")
    for p in (best_p, check_p):
        p.add_argument("dice", nargs="+", metavar="DIE")
    compare_p.add_argument("file", metavar="FILE|-",
                           help='[{"name": ..., "boxes": {box: number or null}}, ...]')
    print_p.add_argument("--game", type=int, metavar="N",
                         help="the card of game N of the history (see: history), filled in")
    print_p.add_argument("--pupils", type=int, default=2, metavar="N",
                         help=f"a blank card's columns, 1 to {MAX_PLAYERS} (default 2)")
    print_p.add_argument("--name", action="append", metavar="NAME",
                         help="a pupil's name heading a blank card's column (again for each)")
    print_p.add_argument("file", metavar="FILE.pdf", help="the PDF file to write")
    pv.set_defaults(run=run)


def _json(text: str, what: str) -> JsonValue:
    try:
        return loads(text)
    except JSONTextError as exc:
        raise PlaceValueError(f"{what} is {exc}") from None


def load_rules(spec: str) -> PlaceValueRuleset:
    """A built-in Place Value ruleset by id, a ruleset file by path, or a card saved in the
    House Rules window, by id (every command takes all three, as ``rules show`` does)."""
    if is_preset(spec) or not os.path.lexists(spec):
        if not is_preset(spec):
            with open_store() as store:
                try:
                    return store.ruleset(spec, GAME)
                except KeyError as exc:
                    built_in = ", ".join(r.id for r in PLACE_VALUE_PRESETS)
                    raise UsageError(f"{exc.args[0]}; the built-in cards are {built_in}"
                                     ) from None
        return preset(spec)
    return PlaceValueRuleset.from_dict(_json(read_text(spec, "ruleset file"), "the ruleset file"))


def _dice(rules: PlaceValueRuleset, given: list[str]) -> tuple[int, ...]:
    try:
        dice = tuple(int(d) for d in given)
    except ValueError:
        raise PlaceValueError(f"dice are whole numbers, not {' '.join(given)[:40]!r}") from None
    return rules.check_roll(dice)


def _shown(n: Number | None) -> str:
    """A number as a JSON number with all its places (``65.430``), or null."""
    return "null" if n is None else n.text


def _object(pairs: Mapping[str, str]) -> str:
    return "{" + ", ".join(f"{json.dumps(k)}: {v}" for k, v in pairs.items()) + "}"


def _compare(rules: PlaceValueRuleset, data: object) -> str:
    if not isinstance(data, list) or not data:
        raise PlaceValueError('the cards must be a list like [{"name": ..., "boxes": {...}}]')
    if len(data) > MAX_PLAYERS:
        raise PlaceValueError(f"a game has at most {MAX_PLAYERS} pupils' cards, not "
                              f"{len(data):,}")
    names: list[str] = []
    cards = []
    for i, item in enumerate(data):
        where = f"card {i + 1}"
        if not isinstance(item, Mapping) or not isinstance(item.get("name"), str):
            raise PlaceValueError(f"{where}: must be an object with a name")
        name = item["name"]
        if (problem := name_problem(name)) is not None:
            raise PlaceValueError(f"{where}: the name {plain(name)!r}: {problem}")
        if name in names:
            raise PlaceValueError(f"{where}: the name {name!r} is used twice")
        misread = item.get("misread", [])
        if not isinstance(misread, list) or not all(isinstance(b, str) for b in misread):
            raise PlaceValueError(f"{where}: misread must be a list of box ids")
        unknown = [b for b in misread if b not in rules.box_ids]
        if unknown:
            raise PlaceValueError(f"{where}: misread names {plain(unknown[0])!r}, which is no "
                                  f"box of {plain(rules.name)}")
        boxes = item.get("boxes")
        if not isinstance(boxes, Mapping):
            raise PlaceValueError(f"{where}: boxes must be an object of box id to number")
        missing = [b for b in rules.box_ids if b not in boxes]
        if missing:
            raise PlaceValueError(f"{where} ({name}) has nothing for the box {missing[0]!r} "
                                  "(write null for an X)")
        try:
            cards.append(PlaceCard.from_dict(rules, boxes, misread))
        except PlaceValueError as exc:
            raise PlaceValueError(f"{where} ({name}): {exc}") from None
        names.append(name)
    result = compare(rules, cards)
    return json.dumps({
        "points": {n: p for n, p in zip(names, result.points, strict=True)},
        "boxes": {b: [names[i] for i in won] for b, won in result.box_winners},
        "winners": [names[i] for i in result.winners]})


def _sheet(args: argparse.Namespace) -> ScoreSheet:
    """The card ``print`` draws: game N's, or a blank one."""
    rules = load_rules(args.rules)
    if args.game is None:
        names = args.name
        for name in names or ():
            if (problem := name_problem(name)) is not None:
                raise UsageError(f"--name {plain(name)!r}: {problem}")
        if names and len(names) > MAX_PLAYERS:
            raise UsageError(f"a card has at most {MAX_PLAYERS} pupils' columns, not "
                             f"{len(names)}")
        return score_sheet(rules, names, pupils=args.pupils)
    if args.name or args.pupils != 2:
        raise UsageError("--name and --pupils are for a blank card; a game's card has its "
                         "own pupils")
    return game_sheet(played_game(args.game, rules.id).state)


def _print(args: argparse.Namespace) -> str:
    """Write the card as a PDF; returns the line that says so."""
    if args.file == "-":  # standard output carries the line that says what was written
        raise UsageError("a score card is written to a PDF file: give its name, not - "
                         "(./- for a file of that name)")
    check_target(args.file)  # a name that cannot be written is refused before drawing
    sheet = _sheet(args)
    try:  # Qt, only now: the rest of the command line runs without it
        from PySide6.QtGui import QGuiApplication

        from yachtdice import printing
    except ImportError as exc:
        raise UsageError(f"printing needs Qt (PySide6), which cannot be loaded: {exc}") from None
    if QGuiApplication.instance() is None:
        app = QGuiApplication(["yachtdice-cli", "-platform", "offscreen"])
        app.setApplicationName("yachtdice-cli")
    write_file(args.file, printing.pdf(sheet))
    return json.dumps({"written": args.file, "blank": sheet.blank,
                       "pupils": len(sheet.columns)})  # ASCII: whole under any locale


def run(args: argparse.Namespace, out: IO[str]) -> int:
    """Run ``place-value best``, ``check``, ``compare`` or ``print``; bad input raises one
    sentence."""
    if args.pv_command == "print":
        out.write(_print(args) + "\n")
        return 0
    rules = load_rules(args.rules)
    if args.pv_command == "compare":
        out.write(_compare(rules, _json(read_text(args.file, "cards file"), "the cards file"))
                  + "\n")
        return 0
    dice = _dice(rules, args.dice)
    if args.pv_command == "check":
        check(rules, args.box, args.number, dice)
        out.write('{"ok": true}\n')
        return 0
    card = (PlaceCard.empty(rules) if args.card is None
            else PlaceCard.from_dict(rules, _json(args.card, "the card")))
    found = best(rules, dice, card.open_ids)
    out.write('{"boxes": ' + _object({b: _shown(n) for b, n in found.items()}) + "}\n")
    return 0


COMMANDS: GameCommands[PlaceValueRuleset] = GameCommands(GAME, add_parser)
