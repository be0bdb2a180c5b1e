"""F1 for Place Value Yahtzee: the dice, the turn, each box's condition, the scoring, in the
window's language (whole-sentence templates; a teacher's own box names as they are)."""

from __future__ import annotations

import html

from yachtdice.core.modes.place_value.rules import (
    DigitInPlace,
    DigitSum,
    PlacesSum,
    PlaceValueRuleset,
    RoundsTo,
    SameDigits,
    box_label,
)
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus, Template, Text, first_upper
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes.place_value.numbers import said

_WORDS = {1: QT_TRANSLATE_NOOP("numbers", "one"), 2: QT_TRANSLATE_NOOP("numbers", "two"),
          3: QT_TRANSLATE_NOOP("numbers", "three"), 4: QT_TRANSLATE_NOOP("numbers", "four"),
          5: QT_TRANSLATE_NOOP("numbers", "five"), 6: QT_TRANSLATE_NOOP("numbers", "six"),
          7: QT_TRANSLATE_NOOP("numbers", "seven"), 8: QT_TRANSLATE_NOOP("numbers", "eight")}
_SIX = QT_TRANSLATE_NOOP("Place Value rules help", "{count} six-sided dice (1 to 6).")
_TEN = QT_TRANSLATE_NOOP("Place Value rules help",
                         "{count} ten-sided dice (0 to 9); a number never starts with 0.")
_SIX_POINT = Numerus.translate(
    "Place Value rules help",
    "{count} six-sided dice (1 to 6); numbers have {decimals} digit(s) after the point.", None, 1)
_TEN_POINT = Numerus.translate(
    "Place Value rules help",
    "{count} ten-sided dice (0 to 9); a number never starts with 0; numbers have {decimals} "
    "digit(s) after the point.", None, 1)
_ONCE = QT_TRANSLATE_NOOP("Place Value rules help", "Roll all the dice once.")
_TWICE = QT_TRANSLATE_NOOP("Place Value rules help",
                           "Roll all the dice; keep any and roll the others once more, or stop.")
_ROLLS = QT_TRANSLATE_NOOP(
    "Place Value rules help", "Roll all the dice; keep any and roll the others again, up to "
    "{rolls} rolls in all, or stop.")
_THEN = QT_TRANSLATE_NOOP(
    "Place Value rules help",
    "Then arrange all the dice into one number, each die one digit, and write it in an open "
    "box whose condition it meets; or write an X in any open box. A box is filled once.")
_END = QT_TRANSLATE_NOOP(
    "Place Value rules help",
    "At the end, each box's point goes to everyone who wrote its greatest number (an X counts "
    "as 0, so where everyone wrote X, everyone gets the point). Most points wins; a tie is "
    "rolled off, the greatest number made from one more roll winning.")
_TEACHER = QT_TRANSLATE_NOOP(
    "Place Value rules help",
    "Teacher's rule: read the number aloud before it is written; the teacher marks it right "
    "(R) or wrong (W). A misread number wins no point.")
_BOXES = QT_TRANSLATE_NOOP("Place Value rules help", "The boxes")
#: a box's condition after its name ("Fours: a number with 4 in the ones place")
_A_IN_PLACE = QT_TRANSLATE_NOOP("Place Value rules help",
                                "a number with {digit} in the {place} place")
_A_PLACES_SUM = QT_TRANSLATE_NOOP("Place Value rules help",
                                  "a number whose {places} digits add up to {total}")
_A_DIGIT_SUM = QT_TRANSLATE_NOOP("Place Value rules help",
                                 "a number whose digits add up to {total}")
_A_SAME = QT_TRANSLATE_NOOP("Place Value rules help", "a number with {count} of the same digit")
_A_ROUNDS = QT_TRANSLATE_NOOP("Place Value rules help",
                              "a number that rounds to {value} to the nearest {unit}")
_DESCRIBED: dict[type, Template] = {DigitInPlace: _A_IN_PLACE, PlacesSum: _A_PLACES_SUM,
                                    DigitSum: _A_DIGIT_SUM, SameDigits: _A_SAME,
                                    RoundsTo: _A_ROUNDS}
_BOX_LINE = QT_TRANSLATE_NOOP("Place Value rules help", "{label}: {meaning}")


def _count_word(n: int) -> str:
    """'Three' for 3 (in the window's language); digits above eight."""
    word = _WORDS.get(n)
    return first_upper(word.text) if word is not None else str(n)


def _described(meaning: str, condition: object) -> str:
    """A condition as it follows a box's name: "a number with 3 in the hundreds place"."""
    template = _DESCRIBED.get(type(condition))
    if template is None or not isinstance(meaning, Text):
        return meaning
    return template.format(**dict(meaning.values))


def place_value_rules_html(rules: PlaceValueRuleset) -> str:
    """The rules of a Place Value card: the dice, the turn, each box's condition, scoring."""
    if rules.decimals:
        dice = (_SIX_POINT if rules.sides == 6 else _TEN_POINT).format(
            count=_count_word(rules.dice), decimals=rules.decimals, n=rules.decimals)
    else:
        dice = (_SIX if rules.sides == 6 else _TEN).format(count=_count_word(rules.dice))
    rerolls = {1: _ONCE.text, 2: _TWICE.text}.get(rules.rolls_per_turn) or _ROLLS.format(
        rolls=rules.rolls_per_turn)
    lines = [dice, rerolls, _THEN.text, _END.text]
    if rules.teacher_rule:
        lines.append(_TEACHER.text)
    boxes = []
    for b in rules.boxes:
        meaning = b.condition.label()
        label = said(box_label(b))
        if meaning.casefold() == b.label.casefold() or b.label.startswith(meaning):
            boxes.append(f"<li>{html.escape(label)}</li>")
        else:
            line = said(_described(meaning, b.condition))
            boxes.append("<li>" + html.escape(translated(_BOX_LINE.format(
                label="\x00", meaning=line))).replace(
                    "\x00", f"<b>{html.escape(label)}</b>", 1) + "</li>")
    return (f"<h2>{html.escape(said(rules.name))}</h2><ul>"
            + "".join(f"<li>{html.escape(translated(line))}</li>" for line in lines)
            + f"</ul><h3>{html.escape(translated(_BOXES))}</h3><ul>{''.join(boxes)}</ul>")
