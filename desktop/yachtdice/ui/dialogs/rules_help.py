"""Help generated from the active rules (F1), and the list of keyboard shortcuts."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from yachtdice.core.modes.pips.describe import describe
from yachtdice.core.modes.pips.kinds import count_word
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
from yachtdice.core.modes.word.rules import WordRuleset, box_text

SHORTCUTS = (
    ("Space or R", "Roll the dice (during a computer's turn: hurry it)"),
    ("Ctrl+R", "Roll again from the word field (letter dice)"),
    ("1 to 8", "Hold or release that die"),
    ("Up and Down", "Move through your open boxes on the scorecard"),
    ("A letter", "Jump to your next open box whose name starts with it"),
    ("Alt+1 to Alt+9", "Jump to the box named with that digit, or to that face's upper box"),
    ("Enter", "Score the chosen box"),
    ("Ctrl+Z", "Undo your last hold or score this turn"),
    ("H", "Hint: the best move and the next two (marks the game as assisted)"),
    ("Ctrl+N", "New game"),
    ("Ctrl+H", "High scores"),
    ("Ctrl+T", "Statistics"),
    ("F1", "Rules of the game being played"),
    ("Esc", "Hurry a computer player"),
    ("Ctrl+Q", "Quit (the game is saved)"),
)


def rules_html(rules: Ruleset | WordRuleset | PlaceValueRuleset) -> str:
    """The generated rules as HTML; every piece of text is escaped (labels are user data)."""
    if isinstance(rules, WordRuleset):
        return word_rules_html(rules)
    if isinstance(rules, PlaceValueRuleset):
        return place_value_rules_html(rules)
    text = describe(rules)
    parts = [f"<h2>{html.escape(text.title)}</h2>"]
    for heading, lines in text.sections:
        parts.append(f"<h3>{html.escape(heading)}</h3><ul>")
        for line in lines:
            label, sep, rest = line.partition(": ")
            if sep and len(label) <= 40 and heading.endswith("section"):
                parts.append(f"<li><b>{html.escape(label)}</b>: {html.escape(rest)}</li>")
            else:
                parts.append(f"<li>{html.escape(line)}</li>")
        parts.append("</ul>")
    return "".join(parts)


def word_rules_html(rules: WordRuleset) -> str:
    """The rules of a letter-dice game: the turn, the dice, and what each box takes."""
    dice = "".join(f"<li>Die {i}: {html.escape(d.label)}</li>"
                   for i, d in enumerate(rules.dice, start=1))
    boxes = "".join(f"<li><b>{html.escape(b.label)}</b>: {html.escape(box_text(rules, b))}</li>"
                    for b in rules.boxes)
    return (f"<h2>{html.escape(rules.name)}</h2>"
            f"<p>{rules.dice_count} letter dice, {rules.rolls_per_turn} rolls a turn; keep any "
            "dice. Then claim one open box with words made from the dice (each die used at "
            "most once; the wild face, *, is any letter you name and is worth 0). A zero may "
            f"go in any open box. Upper bonus {rules.upper_bonus_points} at "
            f"{rules.upper_bonus_threshold} or more; once the Yahtzee Word box holds "
            f"{rules.yahtzee_points}, each further seven-letter word earns "
            f"{rules.yahtzee_bonus}.</p><h3>The dice</h3><ul>{dice}</ul>"
            f"<h3>The boxes</h3><ul>{boxes}</ul>")


def place_value_rules_html(rules: PlaceValueRuleset) -> str:
    """The rules of a Place Value card: the dice, the turn, each box's condition, scoring."""
    faces = "six-sided dice (1 to 6)" if rules.sides == 6 else (
        "ten-sided dice (0 to 9); a number never starts with 0")
    shape = f"; numbers have {rules.decimals} digits after the point" if rules.decimals else ""
    rerolls = {1: "Roll all the dice once.",
               2: "Roll all the dice; keep any and roll the others once more, or stop."}.get(
        rules.rolls_per_turn, f"Roll all the dice; keep any and roll the others again, up to "
                              f"{rules.rolls_per_turn} rolls in all, or stop.")
    lines = [f"{count_word(rules.dice).capitalize()} {faces}{shape}.", rerolls,
             "Then arrange all the dice into one number, each die one digit, and write it in "
             "an open box whose condition it meets; or write an X in any open box. A box is "
             "filled once.",
             "At the end, each box's point goes to everyone who wrote its greatest number (an X "
             "counts nothing). Most points wins; a tie is rolled off, the greatest number "
             "made from one more roll winning."]
    if rules.teacher_rule:
        lines.append("Teacher's rule: pick how the number is read; a wrong reading loses the "
                     "box's point.")
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


def shortcuts_html() -> str:
    rows = "".join(f"<tr><td><b>{html.escape(k)}</b>&nbsp;&nbsp;</td><td>{html.escape(v)}"
                   f"</td></tr>" for k, v in SHORTCUTS)
    return f"<h2>Keyboard shortcuts</h2><table cellpadding='3'>{rows}</table>"


class TextDialog(QDialog):
    def __init__(self, title: str, body_html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.setHtml(body_html)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(620, 560)
