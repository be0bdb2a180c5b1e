"""yachtdice-cli print: any game's score card as a PDF, blank or filled from the history.

    print --rules ID|FILE [--players N | --name NAME...] [--large] [--four-up]
          [--mono] [--paper a4|letter] FILE.pdf|-
    print --game N [--rules ID|FILE] [--large] [--four-up] [--mono] [--paper a4|letter]
          FILE.pdf|-

The rules are a built-in ruleset's id, a ruleset file of any game, or a ruleset saved in
the House Rules window (by id). A blank card has ``--players`` columns headed for names to
be written in (2 unless told), or one headed by each ``--name``; ``--game N`` fills the card
of game N of the history (its players' names heading it) under the rules it was played
with, kept in the history (``--rules``, if given, must name them). ``-`` writes the PDF to standard
output; else a line of JSON says what was written. A card that takes more than one page
says why on standard error. Bad input is one sentence, exit status 2, and nothing written.
Qt is imported (and started offscreen) only here, to draw.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import IO

from yachtdice.cli.common import Parser, UsageError, load_rules, played_game
from yachtdice.core.errors import YachtDiceError
from yachtdice.core.game import MAX_PLAYERS
from yachtdice.core.score_cards import card_sheet, game_sheet
from yachtdice.core.score_sheet import ScoreSheet
from yachtdice.store.safe_files import check_target, write_file


def add_parser(sub: argparse._SubParsersAction[Parser]) -> None:
    """Add ``print`` to the command line's commands."""
    p = sub.add_parser("print", help="any game's score card as a PDF: blank, or a game's")
    p.add_argument("--rules", metavar="ID|FILE",
                   help="a built-in ruleset's id, a ruleset file, or a saved ruleset's id "
                        "(a blank card's; --game N's are in the history)")
    p.add_argument("--game", type=int, metavar="N",
                   help="the card of game N of the history (see: history), filled in")
    p.add_argument("--players", type=int, metavar="N",
                   help=f"a blank card's players' columns, 1 to {MAX_PLAYERS} (default 2)")
    p.add_argument("--name", action="append", metavar="NAME",
                   help="a player's name heading a blank card's column (again for each)")
    p.add_argument("--large", action="store_true", help="large print: big box names and rows")
    p.add_argument("--four-up", action="store_true",
                   help="four cards to a page, with cut lines between them")
    p.add_argument("--mono", action="store_true", help="black and white (no colour)")
    p.add_argument("--paper", choices=("a4", "letter"),
                   help="the paper (default: the locale's: Letter in the US, A4 elsewhere)")
    p.add_argument("file", metavar="FILE.pdf|-", help="the PDF file to write; - for stdout")
    p.set_defaults(run=cmd_print)


def _sheet(args: argparse.Namespace) -> ScoreSheet:
    """The card to draw: game N's, or a blank one."""
    if args.game is None:
        if args.rules is None:
            raise UsageError("give --rules for a blank card, or --game N for a game's card")
        rules = load_rules(args.rules)
        if args.name and args.players is not None:
            raise UsageError("give --players or --name, not both: the names say how many")
        return card_sheet(rules, args.name, players=2 if args.players is None
                          else args.players)
    if args.name or args.players is not None:
        raise UsageError("--name and --players are for a blank card; a game's card has its "
                         "own players")
    ruleset_id = None if args.rules is None else load_rules(args.rules).id
    return game_sheet(played_game(args.game, ruleset_id).state)


def cmd_print(args: argparse.Namespace, out: IO[str]) -> int:
    """Write the card as a PDF (to standard output for ``-``)."""
    if args.file != "-":
        check_target(args.file)  # a name that cannot be written is refused before drawing
    elif out.isatty():  # a PDF's bytes would scramble the terminal
        raise UsageError("a PDF is not written to a terminal: give a file name, or send - "
                         "to a file or a program (| lp, > card.pdf)")
    try:
        sheet = _sheet(args)
    except YachtDiceError as exc:
        raise UsageError(str(exc)) from None
    try:  # Qt, only now: the rest of the command line runs without it
        from PySide6.QtGui import QGuiApplication

        from yachtdice import printing
    except ImportError as exc:
        raise UsageError(f"printing needs Qt (PySide6), which cannot be loaded: {exc}") from None
    if QGuiApplication.instance() is None:
        app = QGuiApplication(["yachtdice-cli", "-platform", "offscreen"])
        app.setApplicationName("yachtdice-cli")
    options = printing.PrintOptions(large=args.large, four_up=args.four_up, mono=args.mono,
                                    paper=args.paper)
    try:
        data, pages = printing.render(sheet, None, options)
    except printing.CardTooLarge as exc:
        raise UsageError(str(exc)) from None
    if (why := printing.pages_sentence(sheet, pages)) is not None:
        sys.stderr.write(f"yachtdice-cli: {why}\n")
    if args.file == "-":
        out.flush()
        binary = getattr(out, "buffer", None)
        if binary is None:  # a text-only stream (a test's): the bytes as Latin-1 text
            out.write(data.decode("latin-1"))
        else:
            binary.write(data)
            binary.flush()
        return 0
    write_file(args.file, data)
    out.write(json.dumps({"written": args.file, "blank": sheet.blank,
                          "players": len(sheet.players or sheet.columns),
                          "pages": pages}) + "\n")  # ASCII: whole under any locale
    return 0
