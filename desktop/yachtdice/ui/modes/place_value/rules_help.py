"""F1 for Place Value Yahtzee: the dice, the turn, each box's condition, the scoring."""

from __future__ import annotations

import html

from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
from yachtdice.ui.board.faces import FACE_WORDS


def _count_word(n: int) -> str:
    """'three' for 3; digits above eight."""
    return FACE_WORDS[n] if n <= 8 and n in FACE_WORDS else str(n)


def place_value_rules_html(rules: PlaceValueRuleset) -> str:
    """The rules of a Place Value card: the dice, the turn, each box's condition, scoring."""
    faces = "six-sided dice (1 to 6)" if rules.sides == 6 else (
        "ten-sided dice (0 to 9); a number never starts with 0")
    shape = f"; numbers have {rules.decimals} digits after the point" if rules.decimals else ""
    rerolls = {1: "Roll all the dice once.",
               2: "Roll all the dice; keep any and roll the others once more, or stop."}.get(
        rules.rolls_per_turn, f"Roll all the dice; keep any and roll the others again, up to "
                              f"{rules.rolls_per_turn} rolls in all, or stop.")
    lines = [f"{_count_word(rules.dice).capitalize()} {faces}{shape}.", rerolls,
             "Then arrange all the dice into one number, each die one digit, and write it in "
             "an open box whose condition it meets; or write an X in any open box. A box is "
             "filled once.",
             "At the end, each box's point goes to everyone who wrote its greatest number (an X "
             "counts as 0, so where everyone wrote X, everyone gets the point). Most points "
             "wins; a tie is rolled off, the greatest number made from one more roll winning."]
    if rules.teacher_rule:
        lines.append("Teacher's rule: read the number aloud before it is written; the teacher "
                     "marks it right (R) or wrong (W). A misread number wins no point.")
    boxes = []
    for b in rules.boxes:
        meaning = b.condition.label()
        if meaning.casefold() == b.label.casefold() or b.label.startswith(meaning):
            boxes.append(f"<li>{html.escape(b.label)}</li>")
        else:
            said = "a n" + meaning[1:] if meaning.startswith("Number") else meaning
            boxes.append(f"<li><b>{html.escape(b.label)}</b>: {html.escape(said)}</li>")
    return (f"<h2>{html.escape(rules.name)}</h2><ul>"
            + "".join(f"<li>{html.escape(line)}</li>" for line in lines)
            + f"</ul><h3>The boxes</h3><ul>{''.join(boxes)}</ul>")
