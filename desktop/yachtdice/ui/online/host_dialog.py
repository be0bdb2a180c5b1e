"""Game ▸ Host a Game…: the rules and the seats of a game to play across computers.

Any game's rules, listed as New Game lists them; your name; how many other people play at
this computer, how many computers (and at which level), and how many seats are open for
guests (one at least). Host opens the lobby (:mod:`yachtdice.ui.online.lobby`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.game import MAX_PLAYERS, name_problem
from yachtdice.core.registry import Rules, mode_for
from yachtdice.net import protocol as p
from yachtdice.net.room import SeatPlan
from yachtdice.ui.modes import level_name, rules_label

NAME_CHARS = 24


class HostDialog(QDialog):
    """Accepted with :attr:`rules`, :attr:`name` and :meth:`plan` chosen."""

    def __init__(self, rulesets: Sequence[Rules], name: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a Game"))
        self._rulesets = list(rulesets)
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Choose the rules and the seats. Guests join from their own "
                               "computers with the room code the next window shows."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.rules = QComboBox()
        for r in self._rulesets:
            self.rules.addItem(rules_label(r))
        self.rules.currentIndexChanged.connect(self._rules_chosen)
        form.addRow(self.tr("&Rules:"), self.rules)
        self.name_field = QLineEdit(name)
        self.name_field.setMaxLength(NAME_CHARS)
        self.name_field.textChanged.connect(self._check)
        form.addRow(self.tr("Your &name:"), self.name_field)
        self.people = QSpinBox()
        form.addRow(self.tr("Other &people at this computer:"), self.people)
        computers = QHBoxLayout()
        self.computers = QSpinBox()
        self.level = QComboBox()
        computers.addWidget(self.computers)
        computers.addWidget(self.level, 1)
        computers_label = QLabel(self.tr("&Computers:"))
        computers_label.setBuddy(self.computers)
        form.addRow(computers_label, computers)
        self.guests = QSpinBox()
        self.guests.setMinimum(1)
        self.guests.setValue(1)
        form.addRow(self.tr("&Guests (open seats):"), self.guests)
        for spin in (self.people, self.computers, self.guests):
            spin.valueChanged.connect(self._check)
        layout.addLayout(form)
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.host_button = self.buttons.addButton(self.tr("&Host"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        # the default once the box is in the dialog (before, the dialog never hears of it,
        # and Enter pressed the first button it found: Cancel)
        self.host_button.setDefault(True)
        self._rules_chosen()

    @property
    def chosen_rules(self) -> Rules:
        return self._rulesets[max(0, self.rules.currentIndex())]

    @property
    def name(self) -> str:
        return self.name_field.text().strip()

    def _rules_chosen(self) -> None:
        game = mode_for(self.chosen_rules)
        self.level.clear()
        for lv in game.computer_levels:
            self.level.addItem(level_name(game.id, lv), lv)
        self.computers.setEnabled(bool(game.computer_levels))
        if not game.computer_levels:
            self.computers.setValue(0)
        self._check()

    def _check(self) -> None:
        for spin in (self.people, self.computers, self.guests):
            others = self.seats() - spin.value()
            spin.setMaximum(max(spin.minimum(), MAX_PLAYERS - others))
        self.level.setEnabled(self.computers.value() > 0)
        problem = name_problem(self.name)
        self.problem.setText(problem or "")
        self.host_button.setEnabled(problem is None)

    def seats(self) -> int:
        return 1 + self.people.value() + self.computers.value() + self.guests.value()

    def plan(self) -> list[SeatPlan]:
        """The seats: you, the other people here, the computers, then the open seats."""
        level = self.level.currentData()
        return ([SeatPlan(p.PERSON, self.name)]
                + [SeatPlan(p.PERSON, f"{self.name} {i + 2}") for i in range(self.people.value())]
                + [SeatPlan(p.COMPUTER, level=level) for _ in range(self.computers.value())]
                + [SeatPlan(p.OPEN) for _ in range(self.guests.value())])

    def accept(self) -> None:
        if self.host_button.isEnabled():
            super().accept()
