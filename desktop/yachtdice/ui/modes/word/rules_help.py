"""F1 for the word games: the turn, the dice, and what each box takes, in the window's
language; the letters on the dice stay English, and a line says so in other languages."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from yachtdice.core.modes.word.rules import WordRuleset, box_text
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated

_TURN = QT_TRANSLATE_NOOP(
    "Word Yahtzee rules", "{dice} letter dice, {rolls} rolls a turn; keep any dice. Then claim "
    "one open box with words made from the dice (each die used at most once; the wild face, *, "
    "is any letter you name and is worth 0). A zero may go in any open box. Upper bonus "
    "{bonus} at {threshold} or more; once the Yahtzee Word box holds {points}, each further "
    "seven-letter word earns {extra}.")
_DIE = QT_TRANSLATE_NOOP("Word Yahtzee rules", "Die {die}: {faces}")
_THE_DICE = QT_TRANSLATE_NOOP("Word Yahtzee rules", "The dice")
_THE_BOXES = QT_TRANSLATE_NOOP("Word Yahtzee rules", "The boxes")

#: said in every language but English (New Game's options, F1): the words stay English
ENGLISH_WORDS = ("The words are English: the dictionary and the letter values follow the "
                 "English rules.")


def english_words_note() -> str:
    """The line saying the words are English, in the window's language; empty in English
    (a language that has not translated it yet says nothing rather than English)."""
    note = QCoreApplication.translate(
        "WordOptions", "The words are English: the dictionary and the letter values follow "
        "the English rules.")
    return "" if note == ENGLISH_WORDS else note


def word_rules_html(rules: WordRuleset) -> str:
    """The rules of a letter-dice game: the turn, the dice, and what each box takes (every
    piece of text escaped: a ruleset's name may be a player's)."""
    dice = "".join(f"<li>{html.escape(translated(_DIE.format(die=i, faces=d.label)))}</li>"
                   for i, d in enumerate(rules.dice, start=1))
    boxes = "".join(f"<li><b>{html.escape(translated(b.label))}</b>: "
                    f"{html.escape(translated(box_text(rules, b)))}</li>"
                    for b in rules.boxes)
    turn = translated(_TURN.format(
        dice=rules.dice_count, rolls=rules.rolls_per_turn, bonus=rules.upper_bonus_points,
        threshold=rules.upper_bonus_threshold, points=rules.yahtzee_points,
        extra=rules.yahtzee_bonus))
    note = english_words_note()
    return (f"<h2>{html.escape(translated(rules.name))}</h2>"
            f"<p>{html.escape(turn)}</p>"
            + (f"<p>{html.escape(note)}</p>" if note else "")
            + f"<h3>{html.escape(translated(_THE_DICE))}</h3><ul>{dice}</ul>"
            f"<h3>{html.escape(translated(_THE_BOXES))}</h3><ul>{boxes}</ul>")
