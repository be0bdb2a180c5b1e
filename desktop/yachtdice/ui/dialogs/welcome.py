"""The first start: a welcome that asks the player's name once, says how to play in one
line and shows the keys.

The name is kept in the settings and put in the first person's seat of the game setup;
the game just dealt is dealt again under that name if nobody has rolled yet (nothing
is lost). Closing the welcome (Esc) keeps "Player 1" and the welcome does not come back.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core import name_problem
from yachtdice.core.game import MAX_PLAYER_NAME
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.dialogs.rules_help import SHORTCUTS
from yachtdice.ui.dialogs.setup import PERSON, default_name
from yachtdice.ui.i18n import translated

HOW_TO_PLAY = QT_TRANSLATE_NOOP("WelcomeDialog", "Roll the dice up to three times, holding the "
                                "ones you like, then fill one box of your scorecard; when every "
                                "box is filled, the highest total wins.")
_F1 = QT_TRANSLATE_NOOP("WelcomeDialog", "The rules; Help ▸ Keyboard Shortcuts lists every key")
_BAD_NAME = QT_TRANSLATE_NOOP("WelcomeDialog", "That name cannot be used: {problem}.")
# the keys shown here; Help ▸ Keyboard Shortcuts has them all
FIRST_KEYS = ("Space or R", "1 to 8", "Up and Down", "A letter", "Enter", "Ctrl+Z")


class WelcomeDialog(QDialog):
    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Welcome to Yacht Dice"))
        title = QLabel(self.tr("Welcome to Yacht Dice"))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        title.setFont(font)
        how = QLabel(translated(HOW_TO_PLAY))
        how.setWordWrap(True)
        how.setTextFormat(Qt.TextFormat.PlainText)
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_PLAYER_NAME)
        self.name.setPlaceholderText(default_name(0, PERSON))
        self.name.setAccessibleName(self.tr("Your name"))
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setObjectName("problem")
        self.problem.setAccessibleName(self.tr("Problem"))
        self.problem.hide()
        keys = QGridLayout()
        keys.setHorizontalSpacing(14)
        shown = [(k, v) for k, v in SHORTCUTS if k in FIRST_KEYS]
        f1 = QT_TRANSLATE_NOOP("Shortcuts", "F1")  # keys have names in each language
        for row, (key, action) in enumerate(shown + [(f1, _F1)]):
            key_label = QLabel(translated(key))
            bold = key_label.font()
            bold.setBold(True)
            key_label.setFont(bold)
            what = QLabel(translated(action))
            what.setWordWrap(True)
            for label in (key_label, what):
                label.setTextFormat(Qt.TextFormat.PlainText)
            keys.addWidget(key_label, row, 0, Qt.AlignmentFlag.AlignTop)
            keys.addWidget(what, row, 1)
        keys.setColumnStretch(1, 1)
        form = QFormLayout()
        form.addRow(self.tr("Your &name:"), self.name)
        buttons = QDialogButtonBox()
        self.play = buttons.addButton(self.tr("Let's &Play"),
                                      QDialogButtonBox.ButtonRole.AcceptRole)
        self.play.setDefault(True)
        buttons.addButton(self.tr("&Skip"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self._accept_if_valid)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 16)
        layout.setSpacing(12)
        layout.addWidget(title)
        layout.addWidget(how)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addLayout(keys)
        layout.addWidget(buttons)
        how.setMinimumWidth(520)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # no stray gaps
        self.name.setFocus()

    def chosen_name(self) -> str:
        return " ".join(self.name.text().split())

    def _accept_if_valid(self) -> None:
        name = self.chosen_name()
        problem = name_problem(name) if name else None
        if problem:
            self.problem.setText(translated(_BAD_NAME.format(problem=problem)))
            self.problem.show()
            return
        self.accept()


def with_name(setup: Mapping[str, object] | None, name: str) -> dict[str, object]:
    """``setup`` with ``name`` in the first person's seat (a one-player game if none).

    >>> with_name(None, "Ann")
    {'rules': 'yahtzee', 'players': [{'name': 'Ann', 'kind': 'person'}]}
    >>> with_name({"rules": "yatzy", "players": [{"name": "Cpu", "kind": "expert"},
    ...            {"name": "", "kind": "person"}]}, "Bo")["players"][1]
    {'name': 'Bo', 'kind': 'person'}
    """
    data: dict[str, object] = dict(setup) if setup else {"rules": "yahtzee", "players": []}
    raw = data.get("players")
    players = [dict(p) for p in (raw if isinstance(raw, list) else []) if isinstance(p, dict)]
    for player in players:
        if player.get("kind", PERSON) == PERSON:
            player["name"] = name
            break
    else:
        players.insert(0, {"name": name, "kind": PERSON})
    data["players"] = players
    return data
