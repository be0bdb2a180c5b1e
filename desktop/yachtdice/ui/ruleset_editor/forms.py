"""The Yahtzee family's form of a ruleset (:class:`DiceForm`), behind the small interface
every game's form has (:class:`~yachtdice.ui.widgets.form_fields.ModeForm`).

A form shows a ruleset in the ruleset format (a dict) and reports each change as a whole
new dict with ``edited(data, what, merge_key)``; it never keeps its own copy of the rules.
``show_problems`` puts each core problem at its field (an outline and the sentence).
Another game brings its own form through its window parts (``GameUI.ruleset_form``: a
teacher's Place Value card has one); the House Rules window asks for it, never by name.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.errors import PathPart, Problem
from yachtdice.core.modes.pips.kinds import KINDS, PALETTE, Param, face_entry
from yachtdice.core.modes.pips.ruleset import MAX_DICE, MAX_POINTS, MAX_ROLLS_PER_TURN
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.ruleset_editor import words
from yachtdice.ui.ruleset_editor.checks import fit_box, unique_label
from yachtdice.ui.ruleset_editor.model import (
    BoxesModel,
    Column,
    scoring_delegate,
    section_delegate,
)
from yachtdice.ui.widgets.form_fields import Field, ModeForm, error_red, problem_line
from yachtdice.ui.widgets.plain import plain_tip

Path = tuple[PathPart, ...]
COMMON_DICE = (("d6", QT_TRANSLATE_NOOP("DiceForm", "Six-sided (1-6)"), [1, 2, 3, 4, 5, 6]),
               ("d4", QT_TRANSLATE_NOOP("DiceForm", "d4 (1-4)"), [1, 2, 3, 4]),
               ("d8", QT_TRANSLATE_NOOP("DiceForm", "d8 (1-8)"), list(range(1, 9))),
               ("d10", QT_TRANSLATE_NOOP("DiceForm", "d10 (1-10)"), list(range(1, 11))),
               ("d12", QT_TRANSLATE_NOOP("DiceForm", "d12 (1-12)"), list(range(1, 13))),
               ("custom", QT_TRANSLATE_NOOP("DiceForm", "Custom faces"), None))
JOKERS = (("none", QT_TRANSLATE_NOOP("DiceForm", "None"), QT_TRANSLATE_NOOP(
              "DiceForm", "A further all-same roll is scored like any other roll.")),
          ("forced", QT_TRANSLATE_NOOP("DiceForm", "Forced"), QT_TRANSLATE_NOOP(
              "DiceForm", "A further all-same roll must go in its upper box if open, else any "
              "lower box counts it as met.")),
          ("free", QT_TRANSLATE_NOOP("DiceForm", "Free"), QT_TRANSLATE_NOOP(
              "DiceForm", "A further all-same roll may go in any open box; it counts as met "
              "once its upper box is filled.")))
ORDERS = (("any", QT_TRANSLATE_NOOP("DiceForm", "Any box, in any order")),
          ("top_to_bottom", QT_TRANSLATE_NOOP("DiceForm", "Top to bottom, in order")))
TIE_BREAKS = (("shared", QT_TRANSLATE_NOOP("DiceForm", "Equal totals share the place")),
              ("upper_total", QT_TRANSLATE_NOOP("DiceForm", "The higher upper section wins")))
_CHOSEN = QT_TRANSLATE_NOOP("DiceForm", "Chosen box: {label} ({kind})")
_ADD = QT_TRANSLATE_NOOP("DiceForm", "Add {box}")
_REMOVE = QT_TRANSLATE_NOOP("DiceForm", "Remove {box}")
_MOVE = QT_TRANSLATE_NOOP("DiceForm", "Move {box}")
_EDIT = QT_TRANSLATE_NOOP("DiceForm", "Edit {box}")
_UPPER_ENTRY = QT_TRANSLATE_NOOP("DiceForm", "{box} (upper)")
_PAR = QT_TRANSLATE_NOOP("DiceForm", "Use &par {par}")
_PARAM_LABEL = QT_TRANSLATE_NOOP("DiceForm", "{name}:")



def parse_numbers(text: str) -> list[int] | None:
    """'1, 2, 3' or '1 2 3' as [1, 2, 3]; None if anything is not a whole number."""
    parts = text.replace(",", " ").split()
    if not parts or any(not p.isdigit() or len(p) > 4 for p in parts):
        return None
    return [int(p) for p in parts]


def numbers_text(values: object) -> str:
    return ", ".join(str(v) for v in values) if isinstance(values, list) else ""


def par_threshold(data: dict[str, Any]) -> int | None:
    """The usual bonus threshold: the upper faces' sum times two fewer than the dice
    (three of each face with five dice: 63; four of each with six: 84)."""
    faces: list[int] = [
        b["face"] for b in data.get("categories", [])
        if isinstance(b, dict) and b.get("kind") == "face" and b.get("section") == "upper"
        and isinstance(b.get("face"), int) and not isinstance(b.get("face"), bool)]
    if not faces:
        return None
    dice = data.get("dice", {}).get("count", 5)
    return sum(faces) * max(1, dice - 2) if isinstance(dice, int) else None


NO_BONUS = "—"  # what the bonus fields show when the rules have no upper bonus


class WrappedText(QStyledItemDelegate):
    """A column whose text wraps to its width (the other columns stay one line)."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.view = view

    def initStyleOption(self, option: QStyleOptionViewItem,
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        width = max(40, self.view.columnWidth(index.column()) - 8)  # less the cell's margins
        text = str(index.data() or "")
        lines = option.fontMetrics.boundingRect(
            QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, text)
        return QSize(width, lines.height() + 6)


class DiceForm(ModeForm):
    """The form of the dice games (the Yahtzee family): every knob of the ruleset format."""

    consequences = True  # the window works out the expected score, a roll tried, the highest

    def __init__(self, boxes_model: BoxesModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data: dict[str, Any] = {}
        self.read_only = False
        self.fields: dict[Path, Field] = {}
        self._local: dict[Path, str] = {}
        self.model = boxes_model

        self.name = QLineEdit()
        self.name.setMinimumWidth(180)
        self.name.setMaxLength(80)
        self.name.setAccessibleName(self.tr("Ruleset name"))
        self.id_label = QLabel()
        self.id_label.setTextFormat(Qt.TextFormat.PlainText)
        self.id_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.dice_count = self._spin(1, MAX_DICE, self.tr("Number of dice"))
        self.die = self._combo([(key, label) for key, label, _f in COMMON_DICE],
                               self.tr("Faces of the dice"))
        self.custom_faces = QLineEdit()
        self.custom_faces.setPlaceholderText(self.tr("e.g. 1, 2, 3, 5, 8, 13"))
        self.custom_faces.setAccessibleName(self.tr("Custom faces"))
        self.rolls = self._spin(1, MAX_ROLLS_PER_TURN, self.tr("Rolls per turn"))
        self.carry = QCheckBox(self.tr("Unused rolls are saved for later turns"))
        self.bonus_on = QCheckBox(self.tr("Upper bonus"))
        self.threshold = self._spin(1, MAX_POINTS, self.tr("Upper bonus threshold"))
        self.bonus_points = self._spin(0, MAX_POINTS, self.tr("Upper bonus points"))
        self.use_par = QPushButton(self.tr("Use &par"))
        self.use_par.setToolTip(plain_tip(self.tr(
            "Set the threshold to the par: three dice of each upper face "
            "with five dice, four with six")))
        self.extra = self._spin(0, MAX_POINTS, self.tr("Extra all-same bonus points"))
        self.joker = self._combo([(key, label) for key, label, _m in JOKERS], self.tr("Joker"))
        self.order = self._combo(ORDERS, self.tr("Scoring order"))
        self.tie = self._combo(TIE_BREAKS, self.tr("Tie-break"))

        # each field that the form can make wrong keeps a line for saying so
        form = QFormLayout()
        more = QFormLayout()
        for f in (form, more):
            f.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            f.setVerticalSpacing(4)
        form.addRow(self.tr("&Name:"), self._field(("name",), self.name).box)
        form.addRow(self.tr("Id:"), self._field(("id",), self.id_label, lines=0).box)
        form.addRow(self.tr("&Dice:"), self._field(("dice", "count"), self.dice_count,
                                                   lines=0).box)
        faces_row = QHBoxLayout()
        faces_row.addWidget(self.die)
        faces_row.addWidget(self.custom_faces, 1)
        faces_box = QWidget()
        faces_box.setLayout(faces_row)
        faces_row.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("&Faces:"), self._field(("dice", "faces"), faces_box,
                                                    stretch=True).box)
        form.addRow(self.tr("&Rolls per turn:"), self._field(("rolls", "per_turn"), self.rolls,
                                                             lines=0).box)
        form.addRow(self.carry)  # across the label column too: the column stays narrow
        bonus_row = QHBoxLayout()
        bonus_row.setContentsMargins(0, 0, 0, 0)
        for label, widget in ((self.tr("at"), self.threshold),
                              (self.tr("scores"), self.bonus_points)):
            bonus_row.addWidget(QLabel(label))
            bonus_row.addWidget(widget)
        bonus_row.addWidget(self.use_par)
        bonus_box = QWidget()
        bonus_box.setLayout(bonus_row)
        more.addRow(self.bonus_on, self._field(("upper_bonus",), bonus_box).box)
        self.fields[("upper_bonus", "threshold")] = self.fields[("upper_bonus",)]
        self.fields[("upper_bonus", "points")] = self.fields[("upper_bonus",)]
        extra_label = QLabel(self.tr("E&xtra all-same bonus:"))  # two lines: narrow column
        extra_label.setWordWrap(True)
        extra_label.setBuddy(self.extra)
        # as wide as its first line (the translator says where that ends)
        extra_label.setFixedWidth(extra_label.fontMetrics().horizontalAdvance(
            self.tr("Extra all-same ", "the first line of 'Extra all-same bonus:'")) + 2)
        more.addRow(extra_label, self._field(("extra_yahtzee_bonus",), self.extra).box)
        joker = self._field(("joker",), self.joker, lines=2)  # its line says what it means
        self.joker_means = joker.error
        more.addRow(self.tr("&Joker:"), joker.box)
        more.addRow(self.tr("Scoring &order:"), self._field(("order",), self.order,
                                                            lines=0).box)
        more.addRow(self.tr("&Tie-break:"), self._field(("tie_break",), self.tie, lines=0).box)

        # the boxes
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Boxes"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.table.setDragEnabled(True)
        self.table.setAcceptDrops(True)
        self.table.setDropIndicatorShown(True)
        self.table.setTabKeyNavigation(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.table.setItemDelegateForColumn(Column.SECTION, section_delegate(self.table))
        self.table.setItemDelegateForColumn(Column.SCORING, scoring_delegate(self.table))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the rule in words is the column a player reads: the wordy columns give it their
        # room (each can be widened, and its full text is a hover away) and it wraps, each
        # row as tall as its rule needs
        for column, width in ((Column.KIND, 96), (Column.PARAMETERS, 96),
                              (Column.SCORING, 96)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, width)
        header.setSectionResizeMode(Column.RULE, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(40)
        self.table.setWordWrap(False)  # but the rule: other columns are cut, not wrapped
        self.table.setItemDelegateForColumn(Column.RULE, WrappedText(self.table))
        rows = self.table.verticalHeader()
        rows.setMinimumSectionSize(24)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())
        self.box_palette = QComboBox()
        self.box_palette.setAccessibleName(self.tr("Box to add"))
        self.add_box = QPushButton(self.tr("&Add box"))
        self.remove_box = QPushButton(self.tr("Remo&ve"))
        self.up = QPushButton(self.tr("Move &up"))
        self.down = QPushButton(self.tr("Move do&wn"))
        self.up.setToolTip(plain_tip(self.tr("Move the chosen box (Ctrl+Up)")))
        self.down.setToolTip(plain_tip(self.tr("Move the chosen box (Ctrl+Down)")))
        box_buttons = QHBoxLayout()
        boxes_label = QLabel(self.tr("&Boxes:"))
        boxes_label.setBuddy(self.box_palette)
        box_buttons.addWidget(boxes_label)
        box_buttons.addWidget(self.box_palette, 1)
        for w in (self.add_box, self.remove_box, self.up, self.down):
            box_buttons.addWidget(w)
        self.fields[("categories",)] = Field(self.table, stretch=True)

        # the chosen box's parameters, from the kind's registry entry, side by side in one
        # row as tall as a field and its line whatever the box (choosing one moves nothing)
        self.details = QLabel(self.tr("Chosen box: none"))
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details_row = QHBoxLayout()
        self.details_row.setContentsMargins(0, 0, 0, 0)
        details = QWidget()
        details_layout = QVBoxLayout(details)
        details_layout.setContentsMargins(0, 0, 0, 0)
        details_layout.setSpacing(0)
        details_top = QHBoxLayout()
        details_top.addWidget(self.details)
        details_top.addSpacing(12)
        details_top.addLayout(self.details_row, 1)
        details_layout.addLayout(details_top)
        self.details_error = problem_line()  # the chosen box's problems, on one line
        details_layout.addWidget(self.details_error)
        sample = Field(QLineEdit())
        details.setFixedHeight(sample.box.sizeHint().height())
        self.details.setFixedHeight(sample.box.sizeHint().height()
                                    - self.details_error.minimumHeight())
        self._param_widgets: dict[str, QWidget] = {}
        self._param_fields: dict[str, Field] = {}

        boxes_layout = QVBoxLayout()
        boxes_layout.setSpacing(4)
        boxes_layout.addLayout(box_buttons)
        boxes_layout.addWidget(self.fields[("categories",)].box, 1)
        boxes_layout.addWidget(details)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        columns = QHBoxLayout()
        columns.addLayout(form, 1)
        columns.addSpacing(12)
        columns.addLayout(more, 1)
        layout.addLayout(columns)
        layout.addLayout(boxes_layout, 1)

        self.name.textEdited.connect(lambda t: self._set(("name",), t, self.tr("Name"), "name"))
        self.dice_count.valueChanged.connect(
            lambda v: self._set(("dice", "count"), v, self.tr("Number of dice"), "dice"))
        self.die.activated.connect(lambda _i: self._faces_changed())
        self.custom_faces.textEdited.connect(lambda _t: self._faces_changed())
        self.rolls.valueChanged.connect(
            lambda v: self._set(("rolls", "per_turn"), v, self.tr("Rolls per turn"), "rolls"))
        self.carry.toggled.connect(lambda on: self._set(("rolls", "carry_over"), on,
                                                        self.tr("Saved rolls"), ""))
        self.bonus_on.toggled.connect(self._bonus_toggled)
        self.threshold.valueChanged.connect(
            lambda v: self._set(("upper_bonus", "threshold"), v, self.tr("Bonus threshold"),
                                "thr"))
        self.bonus_points.valueChanged.connect(
            lambda v: self._set(("upper_bonus", "points"), v, self.tr("Bonus points"), "bpts"))
        self.use_par.clicked.connect(self._use_par)
        self.extra.valueChanged.connect(
            lambda v: self._set(("extra_yahtzee_bonus",), v, self.tr("Extra bonus"), "extra"))
        self.joker.activated.connect(
            lambda _i: self._set(("joker",), self.joker.currentData(), self.tr("Joker"), ""))
        self.order.activated.connect(
            lambda _i: self._set(("order",), self.order.currentData(), self.tr("Order"), ""))
        self.tie.activated.connect(
            lambda _i: self._set(("tie_break",), self.tie.currentData(), self.tr("Tie-break"),
                                 ""))
        self.add_box.clicked.connect(self._add_box)
        self.remove_box.clicked.connect(self._remove_box)
        self.up.clicked.connect(lambda: self._move_selected(-1))
        self.down.clicked.connect(lambda: self._move_selected(1))
        self.table.installEventFilter(self)  # Ctrl+Up/Down move the chosen box, Delete removes
        self.table.selectionModel().currentRowChanged.connect(
            lambda *_: self._show_details())
        self.model.modelReset.connect(self._show_details)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize:
            # the rule's column stretches once the view has its size: rows as tall as then
            QTimer.singleShot(0, self.table.resizeRowsToContents)
        if watched is self.table and event.type() == QEvent.Type.KeyPress \
                and isinstance(event, QKeyEvent) and self.table.state() != \
                QAbstractItemView.State.EditingState:
            ctrl = event.modifiers() & Qt.KeyboardModifier.ControlModifier
            if ctrl and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                self._move_selected(-1 if event.key() == Qt.Key.Key_Up else 1)
                return True
            if event.key() == Qt.Key.Key_Delete and not ctrl:
                self._remove_box()
                return True
        return super().eventFilter(watched, event)

    # -- small builders --------------------------------------------------------------------------
    def _spin(self, low: int, high: int, name: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setAccessibleName(name)
        spin.setKeyboardTracking(True)
        return spin

    def _combo(self, choices: Sequence[tuple[str, str]], name: str) -> QComboBox:
        combo = QComboBox()
        combo.setAccessibleName(name)
        for key, label in choices:
            combo.addItem(translated(label), key)
        return combo

    def _field(self, path: Path, widget: QWidget, stretch: bool = False,
               lines: int = 1) -> Field:
        self.fields[path] = Field(widget, stretch, lines)
        return self.fields[path]

    # -- data in ---------------------------------------------------------------------------------
    def load(self, data: dict[str, Any], read_only: bool) -> None:
        self.data = data
        self.read_only = read_only
        widgets: list[QWidget] = [self.name, self.dice_count, self.die, self.custom_faces,
                                  self.rolls, self.carry, self.bonus_on, self.threshold,
                                  self.bonus_points, self.use_par, self.extra, self.joker,
                                  self.order, self.tie, self.box_palette, self.add_box,
                                  self.remove_box, self.up, self.down]
        for w in widgets:
            w.blockSignals(True)
        try:
            self._fill(data)
        finally:
            for w in widgets:
                w.blockSignals(False)
        for w in widgets:
            w.setEnabled(not read_only)
        self.use_par.setEnabled(not read_only and self.bonus_on.isChecked())
        self._fill_box_palette()
        self._show_details()

    def _fill(self, data: dict[str, Any]) -> None:
        name = translated(data.get("name", ""))  # a built-in's in the window's language
        if self.name.text() != name:
            self.name.setText(name)
        self.id_label.setText(str(data.get("id", "")))
        dice = data.get("dice", {})
        self.dice_count.setValue(int(dice.get("count", 5)))
        faces = dice.get("faces", [1, 2, 3, 4, 5, 6])
        common = next((key for key, _l, f in COMMON_DICE if f == faces), "custom")
        typing = self.die.currentData() == "custom" and (
            ("dice", "faces") in self._local or parse_numbers(self.custom_faces.text()) == faces)
        if not typing:
            self.die.setCurrentIndex(self.die.findData(common))
            if common == "custom":
                self.custom_faces.setText(numbers_text(faces))
        self.custom_faces.setVisible(self.die.currentData() == "custom")
        rolls = data.get("rolls", {})
        self.rolls.setValue(int(rolls.get("per_turn", 3)))
        self.carry.setChecked(bool(rolls.get("carry_over", False)))
        bonus = data.get("upper_bonus")
        self.bonus_on.setChecked(bonus is not None)
        for w in (self.threshold, self.bonus_points):
            w.setEnabled(bonus is not None)
            # no bonus: no number ("at 1 scores 0" read as a rule)
            w.setSpecialValueText(NO_BONUS if bonus is None else "")
            if bonus is None:
                w.setValue(w.minimum())
        if bonus is not None:
            self.threshold.setValue(int(bonus.get("threshold", 63)))
            self.bonus_points.setValue(int(bonus.get("points", 35)))
        par = par_threshold(data)
        self.use_par.setText(translated(_PAR.format(par=par)) if par is not None
                             else self.tr("Use &par"))
        self.use_par.setVisible(par is not None)
        self.extra.setValue(int(data.get("extra_yahtzee_bonus", 0)))
        joker = str(data.get("joker", "none"))
        self.joker.setCurrentIndex(max(0, self.joker.findData(joker)))
        self.fields[("joker",)].set_note(translated(next((m for k, _l, m in JOKERS
                                                          if k == joker), "")))
        self.order.setCurrentIndex(max(0, self.order.findData(data.get("order", "any"))))
        self.tie.setCurrentIndex(max(0, self.tie.findData(data.get("tie_break", "shared"))))

    def _fill_box_palette(self) -> None:
        self.box_palette.blockSignals(True)
        current = self.box_palette.currentIndex()
        self.box_palette.clear()
        faces = self.data.get("dice", {}).get("faces", [1, 2, 3, 4, 5, 6])
        taken = {b.get("face") for b in self.data.get("categories", []) if isinstance(b, dict)}
        for face in faces if isinstance(faces, list) else []:
            if face not in taken:
                entry = face_entry(face)
                self.box_palette.addItem(translated(_UPPER_ENTRY.format(box=entry.title)),
                                         entry)
        for entry in PALETTE:
            self.box_palette.addItem(translated(entry.title), entry)
        self.box_palette.setCurrentIndex(max(0, min(current, self.box_palette.count() - 1)))
        self.box_palette.blockSignals(False)

    # -- edits out: ModeForm's _emit and _set ---------------------------------------------------

    def _faces_changed(self) -> None:
        key = self.die.currentData()
        self.custom_faces.setVisible(key == "custom")
        faces = next((f for k, _l, f in COMMON_DICE if k == key), None)
        if faces is None:
            if not self.custom_faces.text().strip():
                current = self.data.get("dice", {}).get("faces", [])
                self.custom_faces.setText(numbers_text(current))
            faces = parse_numbers(self.custom_faces.text())
        if faces is None:
            self._local[("dice", "faces")] = QT_TRANSLATE_NOOP(
                "RulesForm", "list the faces as whole numbers separated by commas, e.g. 1, 2, "
                "3, 5, 8").text
            self.show_problems(self._problems)
            self.edited.emit(copy.deepcopy(self.data), "", "")  # problems changed, data not
            return
        self._local.pop(("dice", "faces"), None)
        self._set(("dice", "faces"), faces, self.tr("Faces"), "faces")
        if faces == self.data.get("dice", {}).get("faces"):
            self.show_problems(self._problems)

    def _bonus_toggled(self, on: bool) -> None:
        data = copy.deepcopy(self.data)
        if on:
            data["upper_bonus"] = {"threshold": par_threshold(data) or 63, "points": 35}
        else:
            data["upper_bonus"] = None
        self._emit(data, self.tr("Upper bonus on") if on else self.tr("Upper bonus off"))

    def _use_par(self) -> None:
        par = par_threshold(self.data)
        if par is not None and self.data.get("upper_bonus") is not None:
            self._set(("upper_bonus", "threshold"), par, self.tr("Use par"), "")

    # -- the boxes -------------------------------------------------------------------------------
    def selected_row(self) -> int | None:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else None

    def select_row(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            self.table.setCurrentIndex(self.model.index(row, Column.LABEL))
            self.table.selectRow(row)

    def _add_box(self) -> None:
        entry = self.box_palette.currentData()
        if entry is None:
            return
        data = copy.deepcopy(self.data)
        boxes = data.setdefault("categories", [])
        # a new box is called as the player's language calls it; a second Chance is "Chance 2"
        label = unique_label(translated(entry.label), boxes)
        box = fit_box({"id": unique_box_id(label, boxes), "label": label,
                       "section": entry.section, **copy.deepcopy(dict(entry.fields))}, data)
        row = len(boxes)
        if entry.section == "upper":  # upper boxes go after the last upper box
            row = max((i + 1 for i, b in enumerate(boxes)
                       if isinstance(b, dict) and b.get("section") == "upper"), default=0)
        boxes.insert(row, box)
        self._emit(data, translated(_ADD.format(box=entry.title)))
        self.select_row(row)

    def _remove_box(self) -> None:
        row = self.selected_row()
        boxes = self.data.get("categories", [])
        if row is None or self.read_only or not 0 <= row < len(boxes):
            return
        data = copy.deepcopy(self.data)
        removed = data["categories"].pop(row)
        self._emit(data, translated(_REMOVE.format(box=removed.get("label", ""))))
        self.select_row(min(row, len(data["categories"]) - 1))

    def _move_selected(self, step: int) -> None:
        row = self.selected_row()
        if row is not None:
            self.move_box(row, row + step)

    def move_box(self, row: int, to: int) -> None:
        boxes = self.data.get("categories", [])
        if self.read_only or not 0 <= row < len(boxes) or not 0 <= to < len(boxes) or row == to:
            return
        data = copy.deepcopy(self.data)
        box = data["categories"].pop(row)
        data["categories"].insert(to, box)
        self._emit(data, translated(_MOVE.format(box=box.get("label", ""))))
        self.select_row(to)

    def edit_box(self, row: int, box: dict[str, Any]) -> None:
        data = copy.deepcopy(self.data)
        old = data["categories"][row]
        if box.get("label") != old.get("label"):
            others = [b for i, b in enumerate(data["categories"]) if i != row]
            box["id"] = unique_box_id(str(box.get("label", "")), others)
        data["categories"][row] = box
        self._emit(data, translated(_EDIT.format(box=box.get("label", ""))))  # a step each

    # -- the chosen box's parameters -------------------------------------------------------------
    _details_key: tuple[Any, ...] = ()

    def _show_details(self) -> None:
        """The chosen box's parameters: rebuilt when another box (or kind) is chosen, else
        updated in place, so the field being typed in keeps the focus."""
        row = self.selected_row()
        boxes = self.data.get("categories", [])
        box = boxes[row] if row is not None and 0 <= row < len(boxes) else None
        kind = KINDS.get(str(box.get("kind"))) if isinstance(box, dict) else None
        key = (row, kind.name if kind else None,
               tuple(p.key for p in kind.params(box)) if kind and box else (), self.read_only)
        if key == self._details_key and box is not None and kind is not None:
            self._update_details(box, kind.params(box))
            self.details.setText(translated(_CHOSEN.format(label=box.get("label", ""),
                                                           kind=kind.title)))
            return
        self._details_key = key
        while self.details_row.count():
            item = self.details_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self._param_widgets = {}
        self._param_fields = {}
        if row is None or box is None:
            self.details.setText(self.tr("Chosen box: none"))
            return
        self.details.setText(translated(_CHOSEN.format(label=box.get("label", ""),
                                                       kind=kind.title if kind else "")))
        if kind is None:
            return
        params = kind.params(box)
        if not params:
            self.details_row.addWidget(QLabel(self.tr("This kind of box has no parameters.")))
        for param in params:
            widget = self._param_widget(row, box, param)
            widget.setEnabled(not self.read_only)
            field = Field(widget, stretch=param.type == "ints", own_line=False)
            self._param_widgets[param.key] = widget
            self._param_fields[param.key] = field
            if param.type != "bool":  # a check box says what it is itself
                label = QLabel(translated(_PARAM_LABEL.format(name=param.label)))
                label.setBuddy(widget)
                self.details_row.addWidget(label)
            self.details_row.addWidget(field.box, 1 if param.type == "ints" else 0)
        self.details_row.addStretch(1)
        self.show_problems(self._problems)

    def _update_details(self, box: dict[str, Any], params: Sequence[Param]) -> None:
        for param in params:
            widget = self._param_widgets.get(param.key)
            value = box.get(param.key, param.default)
            if widget is None:
                continue
            widget.blockSignals(True)
            if isinstance(widget, QSpinBox) and isinstance(value, int):
                if widget.value() != value:
                    widget.setValue(value)
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value)))
            elif isinstance(widget, QLineEdit) and parse_numbers(widget.text()) != value \
                    and not any(p[-1] == param.key for p in self._local):
                widget.setText(numbers_text(value))
            widget.blockSignals(False)

    def _param_widget(self, row: int, box: dict[str, Any], param: Param) -> QWidget:
        value = box.get(param.key, param.default)
        def on_change(v: Any) -> None:
            self._set_param(row, param.key, v)

        widget: QWidget
        if param.type == "int":
            spin = QSpinBox()
            spin.setRange(param.low, param.high)
            spin.setValue(value if isinstance(value, int) else param.low)
            spin.valueChanged.connect(on_change)
            widget = spin
        elif param.type == "bool":
            check = QCheckBox(translated(param.help))
            check.setChecked(bool(value))
            check.toggled.connect(on_change)
            widget = check
        elif param.type == "choice":
            combo = QComboBox()
            for key, words in param.choices:
                combo.addItem(translated(words), key)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            combo.activated.connect(lambda _i: on_change(combo.currentData()))
            widget = combo
        else:
            line = QLineEdit(numbers_text(value))
            line.setPlaceholderText(translated(param.help))
            line.textEdited.connect(lambda t: self._numbers_param(row, param.key, t))
            widget = line
        widget.setAccessibleName(translated(param.label))
        widget.setToolTip(plain_tip(translated(param.help)))
        return widget

    def _set_param(self, row: int, key: str, value: Any) -> None:
        data = copy.deepcopy(self.data)
        data["categories"][row][key] = value
        self._emit(data, translated(_EDIT.format(box=data["categories"][row].get("label", ""))),
                   f"p{row}{key}")

    def _numbers_param(self, row: int, key: str, text: str) -> None:
        values = parse_numbers(text)
        if values is None:
            self._local[("categories", row, key)] = QT_TRANSLATE_NOOP(
                "RulesForm", "list whole numbers separated by commas, e.g. 3, 2").text
            self.show_problems(self._problems)
            self.edited.emit(copy.deepcopy(self.data), "", "")
            return
        self._local.pop(("categories", row, key), None)
        self._set_param(row, key, values)

    # -- problems at their fields ----------------------------------------------------------------
    _problems: Sequence[Problem] = ()

    def line(self, problem: Problem, data: dict[str, Any]) -> str:
        return words.line(problem, data)

    def local_problems(self) -> list[Problem]:
        return [Problem.at(path, msg) for path, msg in self._local.items()]

    def show_problems(self, problems: Sequence[Problem]) -> None:
        """Each problem at its field, in the form's words (a box's in its row and, for the
        chosen box, at its parameter)."""
        self._problems = problems
        at: dict[Path, list[str]] = {}
        row = self.selected_row()
        for p in list(problems) + [q for q in self.local_problems() if q not in problems]:
            path = p.path
            if len(path) >= 3 and path[0] == "categories" and path[1] == row \
                    and str(path[2]) in self._param_fields:
                at.setdefault(("param", str(path[2])), []).append(words.at_field(p, self.data))
            if len(path) >= 2 and path[0] == "categories":
                continue  # shown in the boxes table, on its row
            name = None
            if path[:1] == ("upper_bonus",) and len(path) > 1:  # they share one line
                part = words.BONUS_PARTS.get(str(path[1]))
                name = translated(part) if part is not None else str(path[1]).capitalize()
                path = ("upper_bonus",)
            target = path if path in self.fields else path[:1]
            at.setdefault(target, []).append(words.at_field(p, self.data, name))
        for path, field in self.fields.items():
            if path not in (("upper_bonus", "threshold"), ("upper_bonus", "points")):
                field.show(at.get(path, []))
        for key, field in self._param_fields.items():
            field.show(at.get(("param", key), []))
        said = [f.message for f in self._param_fields.values() if f.message]
        self.details_error.setText(" ".join(said))
        self.details_error.setStyleSheet(f"color: {error_red()};")
        self.details_error.setVisible(bool(said))

    def focus_problem(self, problem: Problem) -> None:
        """Put the keyboard focus at the field of a problem."""
        path = problem.path
        if len(path) >= 2 and path[0] == "categories" and isinstance(path[1], int):
            self.select_row(path[1])
            widget = self._param_widgets.get(str(path[2])) if len(path) >= 3 else None
            (widget or self.table).setFocus()
            return
        field = self.fields.get(path) or self.fields.get(path[:1])
        if field is not None:
            field.widget.setFocus()

    def current_index(self) -> QModelIndex:
        return self.table.currentIndex()


def unique_box_id(label: str, boxes: Sequence[Any]) -> str:
    """A box id from its label ('Full House' -> 'full_house'), unlike the others' ids."""
    base = slug(label, "_") or "box"
    taken = {b.get("id") for b in boxes if isinstance(b, dict)}
    candidate, n = base, 2
    while candidate in taken:
        candidate = f"{base}_{n}"
        n += 1
    return candidate


def slug(text: str, sep: str) -> str:
    """Lowercase letters and digits of ``text`` joined by ``sep`` (at most 48 characters)."""
    words = "".join(ch.lower() if ch.isascii() and ch.isalnum() else " " for ch in text).split()
    return sep.join(words)[:48].strip(sep)
