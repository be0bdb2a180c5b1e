"""Help generated from the active rules (F1), and the list of keyboard shortcuts."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from yachtdice.core.modes import mode_for
from yachtdice.ui.modes import game_of

SHORTCUTS = (
    ("Space or R", "Roll the dice (during a computer's turn: hurry it)"),
    ("Ctrl+R", "Roll again from the word field (letter dice)"),
    ("Ctrl+L", "Look up a word: is it allowed in this game? (letter dice)"),
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
    ("F5", "Classroom view: the table for a room or a projector"),
    ("F11", "Full screen"),
    ("Esc", "Hurry a computer player"),
    ("Ctrl+Q", "Quit (the game is saved)"),
)


def rules_html(rules: Any) -> str:
    """The rules of ``rules``'s game as HTML; every piece of text is escaped (labels are
    user data)."""
    own = game_of(rules).rules_html
    return own(rules) if own is not None else plain_rules_html(rules)


def plain_rules_html(rules: Any) -> str:
    """The rules of a game that brings no help of its own: the turn, and its boxes by name."""
    m = mode_for(rules)
    boxes = "".join(f"<li>{html.escape(m.box_label(rules, b))}</li>"
                    for b in m.engine.new_card(rules).open_ids)
    return (f"<h2>{html.escape(rules.name)}</h2>"
            f"<p>{rules.dice_count} dice, {rules.rolls_per_turn} rolls a turn; keep any dice "
            "and roll the others. Then book the dice in one open box.</p>"
            f"<h3>The boxes</h3><ul>{boxes}</ul>")


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
