"""Pip dice's form of a ruleset in the House Rules window (:class:`DiceForm`), behind the
small interface every game's form has (:class:`~yachtdice.ui.widgets.form_fields.ModeForm`),
reached through pip dice's window parts (``GameUI.ruleset_form``), as every game's form is.

The form shows a ruleset in the ruleset format (a dict) and reports each change as a whole
new dict with ``edited(data, what, merge_key)``; it never keeps its own copy of the rules.
``show_problems`` puts each core problem at its field (an outline and the sentence). Its
sections are built by :mod:`.sections`, the chosen box's parameters by :mod:`.details`, and
what is worked out beside it (the boxes' figures, Try a roll, the expected score) by
:mod:`.consequences`.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from yachtdice.core.errors import Problem
from yachtdice.core.modes.pips.kinds import PALETTE, face_entry
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes.pips.house_rules import sections, words
from yachtdice.ui.modes.pips.house_rules.checks import fit_box, unique_label
from yachtdice.ui.modes.pips.house_rules.details import BoxDetails, numbers_text, parse_numbers
from yachtdice.ui.modes.pips.house_rules.figures import DiceFigures
from yachtdice.ui.modes.pips.house_rules.model import BoxesModel, Column
from yachtdice.ui.modes.pips.house_rules.sections import (
    COMMON_DICE,
    JOKERS,
    NO_BONUS,
    FormParts,
    Path,
    par_threshold,
)
from yachtdice.ui.widgets.form_fields import Field, RulesetData, slug

_ADD = QT_TRANSLATE_NOOP("DiceForm", "Add {box}")
_REMOVE = QT_TRANSLATE_NOOP("DiceForm", "Remove {box}")
_MOVE = QT_TRANSLATE_NOOP("DiceForm", "Move {box}")
_EDIT = QT_TRANSLATE_NOOP("DiceForm", "Edit {box}")
_UPPER_ENTRY = QT_TRANSLATE_NOOP("DiceForm", "{box} (upper)")
_PAR = QT_TRANSLATE_NOOP("DiceForm", "Use &par {par}")


class DiceForm(FormParts):
    """The form of the dice games (the Yahtzee family): every knob of the ruleset format."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data: RulesetData = {}
        self.read_only = False
        self.fields: dict[Path, Field] = {}
        self._local: dict[Path, str] = {}
        self._problems: Sequence[Problem] = ()
        # a cell's edit, and a row dragged (moved after the view's drop has finished)
        self.model = BoxesModel(self.edit_box, lambda row, to: QTimer.singleShot(
            0, lambda: self.move_box(row, to)), self)
        self.consequences: DiceFigures = DiceFigures(self.model)
        sections.make_widgets(self)
        columns = QHBoxLayout()
        columns.addLayout(sections.basics(self), 1)
        columns.addSpacing(12)
        columns.addLayout(sections.scoring(self), 1)
        self.box_details = BoxDetails(self._set_param, self._numbers_param)
        boxes = sections.boxes(self, self.box_details)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(columns)
        layout.addLayout(boxes, 1)
        self._connect()

    @property
    def tray(self) -> QWidget:
        """Try a roll (the figures' tab)."""
        return self.consequences.tray

    @property
    def details(self) -> QLabel:
        """The chosen box's name and kind."""
        return self.box_details.label

    @property
    def _param_widgets(self) -> dict[str, QWidget]:
        return self.box_details.widgets

    @property
    def _param_fields(self) -> dict[str, Field]:
        return self.box_details.fields

    def _connect(self) -> None:
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
        # as wide as a three-digit par (eight dice: 126) from the start: 63 then 105 widened
        # the form, and House Rules' splitter moved
        self.use_par.setText(translated(_PAR.format(par=888)))
        self.use_par.setMinimumWidth(self.use_par.sizeHint().width())
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

    # -- data in ---------------------------------------------------------------------------------
    def load(self, data: RulesetData, read_only: bool) -> None:
        self.data = data
        self.read_only = read_only
        self.model.read_only = read_only
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

    def _fill(self, data: RulesetData) -> None:
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

    def edit_box(self, row: int, box: RulesetData) -> None:
        data = copy.deepcopy(self.data)
        old = data["categories"][row]
        if box.get("label") != old.get("label"):
            others = [b for i, b in enumerate(data["categories"]) if i != row]
            box["id"] = unique_box_id(str(box.get("label", "")), others)
        data["categories"][row] = box
        self._emit(data, translated(_EDIT.format(box=box.get("label", ""))))  # a step each

    # -- the chosen box's parameters -------------------------------------------------------------
    def _show_details(self) -> None:
        """The chosen box's parameters, the problems at them when they are made anew."""
        row = self.selected_row()
        boxes = self.data.get("categories", [])
        box = boxes[row] if row is not None and 0 <= row < len(boxes) else None
        typing = {str(p[-1]) for p in self._local}
        if self.box_details.show_box(row, box if isinstance(box, dict) else None,
                                     self.read_only, typing):
            self.show_problems(self._problems)

    def _set_param(self, row: int, key: str, value: object) -> None:
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

    def line(self, problem: Problem, data: RulesetData) -> str:
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
        self.box_details.show_messages({str(path[1]): said for path, said in at.items()
                                        if path[:1] == ("param",)})

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


def unique_box_id(label: str, boxes: Sequence[object]) -> str:
    """A box id from its label ('Full House' -> 'full_house'), unlike the others' ids."""
    base = slug(label, "_") or "box"
    taken = {b.get("id") for b in boxes if isinstance(b, dict)}
    candidate, n = base, 2
    while candidate in taken:
        candidate = f"{base}_{n}"
        n += 1
    return candidate
