"""The boxes of the ruleset being edited, as a table: one row per box, named columns.

The rows are the boxes in the ruleset format (plain dicts). The model does not change
them itself: an edit made in a cell is handed to ``on_edit(row, new_box)`` so the editor
can put it on its undo stack; the editor then calls :meth:`BoxesModel.set_boxes`.

Roles (besides Display, Edit, ToolTip and Foreground):

- ``BoxRole``: the row's box as a dict in the ruleset format.
- ``ProblemRole``: the sentences of the problems found in that box ("" if none).
- ``RuleRole``: the box's rule in words (what the Rules help says), "" while invalid.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from yachtdice.core.modes.pips.kinds import KINDS, SCORINGS
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes.pips.house_rules.words import BOX
from yachtdice.ui.widgets.form_fields import RulesetData, error_red
from yachtdice.ui.widgets.plain import plain_tip

Index = QModelIndex | QPersistentModelIndex
BoxRole = int(Qt.ItemDataRole.UserRole) + 1
ProblemRole = BoxRole + 1
RuleRole = BoxRole + 2
# the roles the boxes table answers: a view asks a dozen per cell each time it sizes or
# paints a row, and the others are turned away before any work
_ANSWERED = frozenset({BoxRole, ProblemRole, RuleRole, *(int(r) for r in (
    Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.EditRole,
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole))})
MIME = "application/x-yachtdice-box-row"


class Column(IntEnum):
    LABEL = 0
    SECTION = 1
    KIND = 2
    PARAMETERS = 3
    SCORING = 4
    POINTS = 5
    HIGHEST = 6
    RULE = 7


_COLUMNS = tuple(Column)  # by number, without the enum's lookup (data() is asked very often)

HEADERS = {Column.LABEL: QT_TRANSLATE_NOOP("BoxesModel", "Label"),
           Column.SECTION: QT_TRANSLATE_NOOP("BoxesModel", "Section"),
           Column.KIND: QT_TRANSLATE_NOOP("BoxesModel", "Kind"),
           Column.PARAMETERS: QT_TRANSLATE_NOOP("BoxesModel", "Parameters"),
           Column.SCORING: QT_TRANSLATE_NOOP("BoxesModel", "Scoring"),
           Column.POINTS: QT_TRANSLATE_NOOP("BoxesModel", "Points"),
           Column.HIGHEST: QT_TRANSLATE_NOOP("BoxesModel", "Highest"),
           Column.RULE: QT_TRANSLATE_NOOP("BoxesModel", "Rule in words")}
SECTIONS = (("upper", QT_TRANSLATE_NOOP("BoxesModel", "upper")),
            ("lower", QT_TRANSLATE_NOOP("BoxesModel", "lower")))
_PARAM = QT_TRANSLATE_NOOP("BoxesModel", "{name} {value}")
_NOT = QT_TRANSLATE_NOOP("BoxesModel", "not {name}")
_PARTS = QT_TRANSLATE_NOOP("BoxesModel", "{first}; {second}")
_EDITABLE = {Column.LABEL, Column.SECTION, Column.SCORING, Column.POINTS}
#: a highest score being worked out (dice with so many rolls that their table is built with
#: the expected score): shown as "…", said in its tooltip, never a blank column
WORKING = -1
_WORKING_OUT = QT_TRANSLATE_NOOP(
    "BoxesModel", "Being worked out: these dice have too many rolls to score every box at "
    "once, so the highest scores come with the expected score.")


def parameters_text(box: RulesetData) -> str:
    """The kind's parameters in short words, e.g. 'sizes 3, 2; different faces'."""
    kind = KINDS.get(str(box.get("kind")))
    if kind is None:
        return ""
    parts: list[str] = []
    for p in kind.params(box):
        value = box.get(p.key, p.default)
        name = BOX.get(p.key, p.label.lower())
        if p.type == "ints" and isinstance(value, list):
            parts.append(_PARAM.format(name=name, value=", ".join(str(v) for v in value)))
        elif p.type == "bool":
            parts.append(name if value else _NOT.format(name=name))
        elif p.type == "choice":
            parts.append(dict(p.choices).get(str(value), str(value)))
        else:
            parts.append(_PARAM.format(name=name, value=str(value)))
    joined = parts[0] if parts else ""
    for part in parts[1:]:
        joined = _PARTS.format(first=joined, second=part)
    return translated(joined)


class BoxesModel(QAbstractTableModel):
    """The boxes table. ``rules_text`` and ``highest`` come from the core, per row."""

    def __init__(self, on_edit: Callable[[int, RulesetData], None],
                 on_move: Callable[[int, int], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._on_edit = on_edit
        self._on_move = on_move
        self.boxes: list[RulesetData] = []
        self.problems: dict[int, list[str]] = {}
        self.rules_text: list[str] = []
        self.highest: list[int | None] = []
        self.read_only = False

    def set_boxes(self, boxes: Sequence[RulesetData], problems: dict[int, list[str]],
                  rules_text: Sequence[str], highest: Sequence[int | None]) -> None:
        """Show these boxes; rows that stay keep their selection (no reset when the count holds)."""
        same_count = len(boxes) == len(self.boxes)
        if not same_count:
            self.beginResetModel()
        self.boxes = [copy.deepcopy(b) for b in boxes]
        self.problems = problems
        self.rules_text = list(rules_text)
        self.highest = list(highest)
        if same_count:
            if self.boxes:
                self.dataChanged.emit(self.index(0, 0),
                                      self.index(len(self.boxes) - 1, len(Column) - 1))
        else:
            self.endResetModel()

    # -- reading ---------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.boxes)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return translated(HEADERS[Column(section)]) if 0 <= section < len(Column) else None
        return str(section + 1)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if int(role) not in _ANSWERED or not index.isValid() \
                or not 0 <= index.row() < len(self.boxes):
            return None
        row = index.row()
        box = self.boxes[row]
        column = _COLUMNS[index.column()]
        problems = self.problems.get(row, [])
        if role == BoxRole:
            return copy.deepcopy(box)
        if role == ProblemRole:
            return "\n".join(problems)
        if role == RuleRole:
            return self.rules_text[row] if row < len(self.rules_text) else ""
        if role == Qt.ItemDataRole.ToolTipRole:
            text = "\n".join(problems) if problems else (
                self.rules_text[row] if row < len(self.rules_text) else "")
            if column is Column.HIGHEST and self._highest(row) == WORKING:
                text = translated(_WORKING_OUT)
            if column is Column.PARAMETERS and not problems and parameters_text(box):
                # the settings whole above the rule: the column is too narrow for them in
                # German at 1024 x 768 ("Gruppengrößen 2, 2, 2; verschiedene …")
                text = "\n".join(t for t in (parameters_text(box), text) if t)
            return plain_tip(text) if text else None  # a player's label is never markup
        if role == Qt.ItemDataRole.ForegroundRole and problems:
            return QBrush(QColor(error_red()))
        if role == Qt.ItemDataRole.EditRole:
            return self._edit_value(box, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, box, column)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._display(row, box, column) or translated(HEADERS[column])
        return None

    def _highest(self, row: int) -> int | None:
        return self.highest[row] if row < len(self.highest) else None

    def _edit_value(self, box: RulesetData, column: Column) -> Any:
        if column is Column.LABEL:
            return str(box.get("label", ""))
        if column is Column.SECTION:
            return str(box.get("section", "lower"))
        if column is Column.SCORING:
            return str(box.get("score", ""))
        if column is Column.POINTS:
            points = box.get("points", 0)
            return points if isinstance(points, int) else 0
        return None

    def _display(self, row: int, box: RulesetData, column: Column) -> str:
        if column is Column.LABEL:  # a built-in's in the window's language, a player's as typed
            return translated(box.get("label", ""))
        if column is Column.SECTION:
            section = str(box.get("section", ""))
            return translated(dict(SECTIONS).get(section, section))
        if column is Column.KIND:
            kind = KINDS.get(str(box.get("kind")))
            return translated(kind.title) if kind is not None else str(box.get("kind", ""))
        if column is Column.PARAMETERS:
            return parameters_text(box)
        if column is Column.SCORING:
            return translated(dict(SCORINGS).get(str(box.get("score")), str(box.get("score", ""))))
        if column is Column.POINTS:
            points = box.get("points", "")
            if box.get("score") != "fixed":
                return ""
            return QLocale().toString(points) if isinstance(points, int) else str(points)
        if column is Column.HIGHEST:
            value = self._highest(row)
            return "" if value is None else "…" if value == WORKING else \
                QLocale().toString(value)
        return self.rules_text[row] if row < len(self.rules_text) else ""

    # -- editing ---------------------------------------------------------------------------------
    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():  # dropping between rows moves a box there
            return Qt.ItemFlag.NoItemFlags if self.read_only else Qt.ItemFlag.ItemIsDropEnabled
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.read_only:
            return base
        flags = base | Qt.ItemFlag.ItemIsDragEnabled
        column = _COLUMNS[index.column()]
        box = self.boxes[index.row()]
        if column in _EDITABLE and not (column is Column.POINTS and box.get("score") != "fixed"):
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or self.read_only:
            return False
        row = index.row()
        box = copy.deepcopy(self.boxes[row])
        column = _COLUMNS[index.column()]
        if column is Column.LABEL:
            box["label"] = str(value)
        elif column is Column.SECTION:
            box["section"] = str(value)
        elif column is Column.SCORING:
            box["score"] = str(value)
            if value == "fixed":
                box.setdefault("points", 0)
            else:
                box.pop("points", None)
        elif column is Column.POINTS:
            if isinstance(value, bool) or not isinstance(value, int):
                return False
            box["points"] = value
        else:
            return False
        if box == self.boxes[row]:
            return False
        self._on_edit(row, box)
        return True

    # -- drag and drop: moves go to the editor as one undoable step -------------------------------
    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        mime = QMimeData()
        rows = sorted({i.row() for i in indexes if i.isValid()})
        mime.setData(MIME, json.dumps(rows[:1]).encode())
        return mime

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                     parent: Index) -> bool:
        if action != Qt.DropAction.MoveAction or not data.hasFormat(MIME) or self.read_only:
            return False
        try:
            source = json.loads(bytes(data.data(MIME).data()).decode())[0]
        except (ValueError, IndexError, TypeError):
            return False
        target = row if row >= 0 else (parent.row() if parent.isValid() else len(self.boxes))
        if target > source:
            target -= 1
        if not isinstance(source, int) or target == source or not 0 <= source < len(self.boxes):
            return False
        self._on_move(source, max(0, min(target, len(self.boxes) - 1)))
        return False  # the editor has moved the row; nothing for the view to remove


class ChoiceDelegate(QStyledItemDelegate):
    """A combo box of fixed choices (value, words) for a column."""

    def __init__(self, choices: Sequence[tuple[str, str]], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._choices = tuple(choices)

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: Index) -> QWidget:
        combo = QComboBox(parent)
        for value, words in self._choices:
            combo.addItem(translated(words), value)
        return combo

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        assert isinstance(editor, QComboBox)
        position = editor.findData(index.data(Qt.ItemDataRole.EditRole))
        editor.setCurrentIndex(max(0, position))

    def setModelData(self, editor: QWidget, model: Any, index: Index) -> None:
        assert isinstance(editor, QComboBox)
        model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)


def section_delegate(parent: QObject | None = None) -> ChoiceDelegate:
    return ChoiceDelegate(SECTIONS, parent)


def scoring_delegate(parent: QObject | None = None) -> ChoiceDelegate:
    return ChoiceDelegate(SCORINGS, parent)
