"""Help generated from the active rules (F1), and the list of keyboard shortcuts."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..core import Ruleset
from ..core.describe import describe

SHORTCUTS = (
    ("Space or R", "Roll the dice (during a computer's turn: hurry it)"),
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


def rules_html(rules: Ruleset) -> str:
    """The generated rules as HTML; every piece of text is escaped (labels are user data)."""
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
