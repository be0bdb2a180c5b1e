"""Help generated from the active rules (F1), and the list of keyboard shortcuts."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from yachtdice.core.game import Rules
from yachtdice.core.modes import mode_for, modes
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus, Template
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import game_of, game_ui

_TURN = Numerus.translate("RulesHelp", "{dice} dice, {rolls} roll(s) a turn; keep any dice and "
                          "roll the others. Then book the dice in one open box.", None, 1)
_BOXES = QT_TRANSLATE_NOOP("RulesHelp", "The boxes")
_SHORTCUTS = QT_TRANSLATE_NOOP("RulesHelp", "Keyboard shortcuts")

#: the table's keys (every game's own follow the first, the roll key: :func:`all_shortcuts`)
SHORTCUTS = (
    (QT_TRANSLATE_NOOP("Shortcuts", "Space or R"),
     QT_TRANSLATE_NOOP("Shortcuts", "Roll the dice (during a computer's turn: hurry it)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Faces, then Enter"),
     QT_TRANSLATE_NOOP("Shortcuts", "Real dice: what your throw shows, typed in its field "
                       "(66625; Space or R puts the keyboard there)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "1 to 8"),
     QT_TRANSLATE_NOOP("Shortcuts", "Hold or release that die")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Up and Down"),
     QT_TRANSLATE_NOOP("Shortcuts", "Move through your open boxes on the scorecard")),
    (QT_TRANSLATE_NOOP("Shortcuts", "A letter"),
     QT_TRANSLATE_NOOP("Shortcuts", "Jump to your next open box whose name starts with it")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Alt+1 to Alt+9"),
     QT_TRANSLATE_NOOP("Shortcuts", "Jump to the box named with that digit, or to that "
                       "face's upper box")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Enter"),
     QT_TRANSLATE_NOOP("Shortcuts", "Score the chosen box")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+Z"),
     QT_TRANSLATE_NOOP("Shortcuts", "Undo your last hold or score this turn")),
    (QT_TRANSLATE_NOOP("Shortcuts", "H"),
     QT_TRANSLATE_NOOP("Shortcuts", "Hint: the best move and the next two (marks the game "
                       "as assisted)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+N"),
     QT_TRANSLATE_NOOP("Shortcuts", "New game")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+H"),
     QT_TRANSLATE_NOOP("Shortcuts", "High scores")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+T"),
     QT_TRANSLATE_NOOP("Shortcuts", "Statistics")),
    (QT_TRANSLATE_NOOP("Shortcuts", "F1"),
     QT_TRANSLATE_NOOP("Shortcuts", "Rules of the game being played")),
    (QT_TRANSLATE_NOOP("Shortcuts", "F5"),
     QT_TRANSLATE_NOOP("Shortcuts", "Classroom view: the table for a room or a projector")),
    (QT_TRANSLATE_NOOP("Shortcuts", "F11"),
     QT_TRANSLATE_NOOP("Shortcuts", "Full screen")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Esc"),
     QT_TRANSLATE_NOOP("Shortcuts", "Hurry a computer player")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+Q"),
     QT_TRANSLATE_NOOP("Shortcuts", "Quit (the game is saved)")),
)


def rules_html(rules: Rules) -> str:
    """The rules of ``rules``'s game as HTML; every piece of text is escaped (labels are
    user data)."""
    own = game_of(rules).rules_html
    return own(rules) if own is not None else plain_rules_html(rules)


def plain_rules_html(rules: Rules) -> str:
    """The rules of a game that brings no help of its own: the turn, and its boxes by name."""
    m = mode_for(rules)
    boxes = "".join(f"<li>{html.escape(translated(m.box_label(rules, b)))}</li>"
                    for b in m.engine.new_card(rules).open_ids)
    turn = translated(_TURN.format(dice=rules.dice_count, rolls=rules.rolls_per_turn,
                                   n=rules.rolls_per_turn))
    return (f"<h2>{html.escape(translated(rules.name))}</h2>"
            f"<p>{html.escape(turn)}</p>"
            f"<h3>{html.escape(translated(_BOXES))}</h3><ul>{boxes}</ul>")


def all_shortcuts() -> list[tuple[Template, Template]]:
    """Every key: the roll key, then each game's own (in the order the games are
    registered), then the rest of the table's."""
    own = [pair for m in modes() for pair in game_ui(m.id).shortcuts]
    return [*SHORTCUTS[:1], *own, *SHORTCUTS[1:]]


def shortcuts_html() -> str:
    rows = "".join(f"<tr><td><b>{html.escape(translated(k))}</b>&nbsp;&nbsp;</td>"
                   f"<td>{html.escape(translated(v))}</td></tr>" for k, v in all_shortcuts())
    return (f"<h2>{html.escape(translated(_SHORTCUTS))}</h2>"
            f"<table cellpadding='3'>{rows}</table>")


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
