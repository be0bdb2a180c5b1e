"""yachtdice-cli words: check a Word Yahtzee claim, or find the best claim for every box.

    words check --rules ID [--card JSON] --box BOX [--words "WORD ..."]
                [--no-family-words] FACE x7
    words best  --rules ID [--card JSON] FACE x7

A FACE is the letter on die 1..7 in order, ``*`` for the wild face; in ``--words``
the letter a wild face stands for is written as in the window, after a ``*`` ("ca*t"),
or in upper case as records store it ("caT"; used when the words have no ``*``).

``words check`` judges the words as New Game's Family words does, on by default: a word on
the offensive-words list is refused for people; ``--no-family-words`` allows it. ``words
best`` never suggests one either way (computer players and hints never play them).
"""

from __future__ import annotations

import argparse
import json
from typing import IO

from yachtdice.cli.modes import Commands, GameCommands
from yachtdice.core.jsontext import JSONTextError, loads
from yachtdice.core.modes.word.finder import best_claims
from yachtdice.core.modes.word.mode import GAME
from yachtdice.core.modes.word.rules import (
    WILD,
    WORD_PRESETS,
    WordCard,
    WordClaim,
    WordRulesError,
    WordRuleset,
    box,
    judge,
    parse_words,
    preset,
    read_words,
)
from yachtdice.store.modes.word.wordlist import lexicon


def add_parser(commands: Commands) -> None:
    """Add the ``words`` command to the CLI's subcommands."""
    words = commands.top.add_parser("words",
                                    help="Word Yahtzee: check a claim or find the best ones")
    words_sub = words.add_subparsers(dest="words_command", required=True,
                                     parser_class=type(words))
    ids = ", ".join(r.id for r in WORD_PRESETS)
    check = words_sub.add_parser("check", help="what a claim scores, or why it is not legal")
    best = words_sub.add_parser("best", help="the best claim for every open box")
    for p in (check, best):
        p.add_argument("--rules", required=True, metavar="ID", help=f"one of {ids}")
        p.add_argument("--card", metavar="JSON", help="filled boxes: {box id: points}")
    check.add_argument("--box", required=True, metavar="BOX")
    check.add_argument("--words", default="", metavar='"WORD ..."',
                       help="the words, the wild face's letter after a * (ca*t) or in "
                            "upper case (caT)")
    check.add_argument("--family-words", action=argparse.BooleanOptionalAction, default=True,
                       help="refuse words on the offensive-words list, as New Game's Family "
                            "words does (on unless --no-family-words)")
    for p in (check, best):
        p.add_argument("faces", nargs="+", metavar="FACE", help="die 1..7's letter, * = wild")
    words.set_defaults(run=run)


def _card(rules: WordRuleset, text: str | None) -> WordCard:
    if text is None:
        return WordCard()
    try:
        data = loads(text)
    except JSONTextError as exc:
        raise WordRulesError(f"the card is {exc}") from None
    return WordCard.from_dict(rules, data)


def _faces(rules: WordRuleset, given: list[str]) -> tuple[str, ...]:
    faces = tuple(f if f == WILD else f.lower() for f in given)
    return rules.check_faces(faces)


def _words(text: str) -> tuple[str, ...]:
    """The words of --words: marked as typed in the window if they hold a ``*``, else with
    the wild face's letter in upper case, as records store claims."""
    return read_words(text) if WILD in text else parse_words(text)


def run(args: argparse.Namespace, out: IO[str]) -> int:
    """Run ``words check`` or ``words best``; bad input raises a one-sentence error."""
    rules = preset(args.rules)
    card = _card(rules, args.card)
    faces = _faces(rules, args.faces)
    if args.words_command == "check":
        box(args.box)
        book = lexicon()
        result = judge(rules, book.family() if args.family_words else book, card, faces,
                       WordClaim(args.box, _words(args.words)))
        out.write(json.dumps({"points": result.points, "extra_bonus": result.extra_bonus})
                  + "\n")
        return 0
    found = best_claims(rules, lexicon(), card, faces)
    out.write(json.dumps({"boxes": {
        b: None if c is None else {"points": c.points, "words": list(c.words)}
        for b, c in found.items()}}) + "\n")
    return 0


COMMANDS: GameCommands[WordRuleset] = GameCommands(GAME, add_parser)
