"""Try a roll: type or roll dice and see every box's score under the rules being edited,
on a card whose filled boxes the player ticks (a tab of pip dice's House Rules form)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core import RandomDice
from yachtdice.core.errors import DiceError, YachtDiceError
from yachtdice.core.modes.pips.rules import options
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.modes.pips.table import score_table
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus
from yachtdice.ui.i18n import translated

_TYPE_DICE = Numerus.translate("TryRoll", "Type {count} [die|dice] or press Roll.", None, 1)
_CANNOT_TRY = QT_TRANSLATE_NOOP("TryRoll", "These dice cannot be tried: {reason}.")
_EXTRA = QT_TRANSLATE_NOOP("TryRoll", "Extra bonus for this roll: {points}.")
_EXAMPLE = QT_TRANSLATE_NOOP("TryRoll", "e.g. {dice}")


def example_roll(count: int, faces: tuple[int, ...]) -> str:
    """A roll to type, of the rules' own dice and faces: a full house, then the highest
    face (3 3 3 5 5 for five common dice, 3 3 5 5 for four, 3 3 3 5 5 6 for six)."""
    low, high, top = faces[min(2, len(faces) - 1)], faces[min(4, len(faces) - 1)], faces[-1]
    shown = [low, low, high, high] if count == 4 else [low, low, low, high, high]
    shown += [top] * max(0, count - len(shown))
    return " ".join(str(face) for face in shown[:count])


class TryRoll(QWidget):
    """Type or roll dice; every box's score under the edited rules, on a chosen card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules: Ruleset | None = None
        self._random = RandomDice()
        self.dice = QLineEdit()
        self.dice.setAccessibleName(self.tr("Dice to try"))
        self.dice.setPlaceholderText(self.tr("e.g. 3 3 3 5 5"))
        self.roll_button = QPushButton(self.tr("R&oll"))
        self.same_state = QComboBox()
        self.same_state.setAccessibleName(self.tr("All-same box"))
        for key, said in (("open", self.tr("open")), ("scored", self.tr("filled with a score")),
                          ("zero", self.tr("filled with zero"))):
            self.same_state.addItem(said, key)
        self.filled: dict[str, QCheckBox] = {}  # box id -> "this box is filled"
        self.filled_column = QVBoxLayout()
        filled_widget = QWidget()
        filled_widget.setLayout(self.filled_column)
        self.filled_area = QScrollArea()
        self.filled_area.setWidget(filled_widget)
        self.filled_area.setWidgetResizable(True)
        self.filled_area.setMaximumWidth(220)
        self.filled_area.setAccessibleName(self.tr("Filled boxes"))
        self.results = QTableWidget(0, 3)
        self.results.setHorizontalHeaderLabels([self.tr("Box"), self.tr("Points"),
                                                self.tr("Why")])
        self.results.horizontalHeader().setStretchLastSection(True)
        self.results.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.results.setAccessibleName(self.tr("Scores of the roll"))
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.same_row = QHBoxLayout()
        self.same_label = QLabel(self.tr("All-same box:"))
        self.same_row.addWidget(self.same_label)
        self.same_row.addWidget(self.same_state)
        top = QHBoxLayout()
        dice_label = QLabel(self.tr("&Dice:"))
        dice_label.setBuddy(self.dice)
        top.addWidget(dice_label)
        top.addWidget(self.dice, 1)
        top.addWidget(self.roll_button)
        top.addLayout(self.same_row)
        side = QVBoxLayout()
        side.addWidget(QLabel(self.tr("Filled boxes (tick to mark filled):")))
        side.addWidget(self.filled_area, 1)
        body = QHBoxLayout()
        body.addLayout(side)
        body.addWidget(self.results, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addLayout(body, 1)
        self.dice.textEdited.connect(lambda _t: self.update_scores())
        self.roll_button.clicked.connect(self.roll)
        self.same_state.activated.connect(lambda _i: self.update_scores())
        self.scores: dict[str, int | None] = {}
        self.extra_bonus = 0

    def set_rules(self, rules: Ruleset | None) -> None:
        changed = rules is None or self.rules is None or \
            rules.category_ids != self.rules.category_ids
        self.rules = rules
        if changed:
            ticked = {cid for cid, box in self.filled.items() if box.isChecked()}
            while self.filled_column.count():
                item = self.filled_column.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.deleteLater()
            self.filled = {}
            same = rules.all_same_index if rules is not None else None
            for i, c in enumerate(rules.categories if rules is not None else ()):
                if i == same:
                    continue  # the all-same box has its own choice (open, scored, zero)
                box = QCheckBox(translated(c.label))
                box.setChecked(c.id in ticked)
                box.toggled.connect(lambda _on: self.update_scores())
                self.filled[c.id] = box
                self.filled_column.addWidget(box)
            self.filled_column.addStretch(1)
        has_same = rules is not None and rules.all_same_index is not None
        self.same_state.setEnabled(has_same)
        # rules without an all-same box are not asked about one
        self.same_label.setVisible(has_same)
        self.same_state.setVisible(has_same)
        if rules is not None:  # the example has the rules' own number of dice
            self.dice.setPlaceholderText(translated(_EXAMPLE.format(
                dice=example_roll(rules.dice_count, rules.faces))))
        self.update_scores()

    def roll(self) -> None:
        if self.rules is None:
            return
        dice = self._random.roll(self.rules.dice_count, self.rules.faces)
        self.dice.setText(" ".join(str(d) for d in dice))
        self.update_scores()

    def card(self) -> Scorecard:
        """The chosen card: ticked boxes hold their lowest possible score."""
        assert self.rules is not None
        rules = self.rules
        table = score_table(rules)
        filled: dict[str, int] = {}
        for cid, box in self.filled.items():
            if box.isChecked():
                filled[cid] = 0
        same = rules.all_same_index
        state = self.same_state.currentData()
        if same is not None and state != "open":
            column = table.points[:, same]
            positive = column[column > 0]
            filled[rules.categories[same].id] = (int(positive.min()) if state == "scored"
                                                 and len(positive) else 0)
        return Scorecard.from_dict(rules, filled)

    def update_scores(self) -> None:
        self.results.setRowCount(0)
        self.scores = {}
        self.extra_bonus = 0
        rules = self.rules
        if rules is None:
            self.message.setText(self.tr("Fix the problems in the rules to try a roll."))
            return
        text = self.dice.text().strip()
        if not text:
            self.message.setText(translated(_TYPE_DICE.format(count=rules.dice_count,
                                                                       n=rules.dice_count)))
            return
        try:
            dice = [int(d) for d in text.replace(",", " ").split()]
            opts = options(self.card(), dice)
        except ValueError as exc:  # DiceError and a bad card are ValueErrors too
            reason = str(exc) if isinstance(exc, (DiceError, YachtDiceError)) else \
                self.tr("dice are whole numbers separated by spaces")
            self.message.setText(translated(_CANNOT_TRY.format(reason=reason)))
            return
        self.extra_bonus = opts.extra_bonus
        self.message.setText(translated(_EXTRA.format(points=opts.extra_bonus))
                             if opts.extra_bonus else "")
        for box in opts.boxes:
            self.scores[box.category.id] = box.points
            row = self.results.rowCount()
            self.results.insertRow(row)
            why = translated(box.reason) if box.reason else (self.tr("joker") if box.joker
                                                              else "")
            for col, value in enumerate((translated(box.category.label),
                                         "—" if box.points is None else
                                         QLocale().toString(box.points), why)):
                self.results.setItem(row, col, QTableWidgetItem(value))
