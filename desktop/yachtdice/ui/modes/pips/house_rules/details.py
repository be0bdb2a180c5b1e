"""The chosen box's parameters under the boxes of pip dice's House Rules form, from its
kind's registry entry: side by side in one row as tall as a field and its line whatever the
box, so choosing another box moves nothing."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.modes.pips.kinds import KINDS, Param
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.form_fields import Field, RulesetData, error_red, problem_line
from yachtdice.ui.widgets.plain import plain_tip

_CHOSEN = QT_TRANSLATE_NOOP("DiceForm", "Chosen box: {label} ({kind})")
_PARAM_LABEL = QT_TRANSLATE_NOOP("DiceForm", "{name}:")
_NONE = QT_TRANSLATE_NOOP("DiceForm", "Chosen box: none")
_NO_PARAMETERS = QT_TRANSLATE_NOOP("DiceForm", "This kind of box has no parameters.")


def parse_numbers(text: str) -> list[int] | None:
    """'1, 2, 3' or '1 2 3' as [1, 2, 3]; None if anything is not a whole number."""
    parts = text.replace(",", " ").split()
    if not parts or any(not p.isdigit() or len(p) > 4 for p in parts):
        return None
    return [int(p) for p in parts]


def numbers_text(values: object) -> str:
    return ", ".join(str(v) for v in values) if isinstance(values, list) else ""


class BoxDetails(QWidget):
    """The chosen box's name and kind, then a field per parameter; a parameter set is
    handed on as ``on_value(row, key, value)``, a list of numbers as it is typed as
    ``on_numbers(row, key, text)``."""

    def __init__(self, on_value: Callable[[int, str, object], None],
                 on_numbers: Callable[[int, str, str], None]) -> None:
        super().__init__()
        self.on_value = on_value
        self.on_numbers = on_numbers
        self.label = QLabel(translated(_NONE))
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.row = QHBoxLayout()
        self.row.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        top = QHBoxLayout()
        top.addWidget(self.label)
        top.addSpacing(12)
        top.addLayout(self.row, 1)
        layout.addLayout(top)
        self.error = problem_line()  # the chosen box's problems, on one line
        layout.addWidget(self.error)
        sample = Field(QLineEdit())
        self.setFixedHeight(sample.box.sizeHint().height())
        self.label.setFixedHeight(sample.box.sizeHint().height() - self.error.minimumHeight())
        self.widgets: dict[str, QWidget] = {}
        self.fields: dict[str, Field] = {}
        self._key: tuple[object, ...] = ()

    def show_box(self, row: int | None, box: RulesetData | None, read_only: bool,
                 typing: Collection[str]) -> bool:
        """The parameters of ``box`` (at ``row``; None: no box chosen): rebuilt when another
        box (or kind) is chosen, else updated in place, so the field being typed in keeps
        the focus (and keeps its text while it is in ``typing``). True if its fields were
        made anew (their problems are to be shown at them)."""
        kind = KINDS.get(str(box.get("kind"))) if isinstance(box, dict) else None
        key = (row, kind.name if kind else None,
               tuple(p.key for p in kind.params(box)) if kind and box else (), read_only)
        if key == self._key and box is not None and kind is not None:
            self._update(box, kind.params(box), typing)
            self.label.setText(translated(_CHOSEN.format(label=box.get("label", ""),
                                                         kind=kind.title)))
            return False
        self._key = key
        while self.row.count():
            item = self.row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.widgets = {}
        self.fields = {}
        if row is None or box is None:
            self.label.setText(translated(_NONE))
            return False
        self.label.setText(translated(_CHOSEN.format(label=box.get("label", ""),
                                                     kind=kind.title if kind else "")))
        if kind is None:
            return False
        params = kind.params(box)
        if not params:
            self.row.addWidget(QLabel(translated(_NO_PARAMETERS)))
        for param in params:
            self._add(row, box, param, read_only)
        self.row.addStretch(1)
        return True

    def _add(self, row: int, box: RulesetData, param: Param, read_only: bool) -> None:
        widget = self._widget(row, box, param)
        widget.setEnabled(not read_only)
        field = Field(widget, stretch=param.type == "ints", own_line=False)
        self.widgets[param.key] = widget
        self.fields[param.key] = field
        if param.type != "bool":  # a check box says what it is itself
            label = QLabel(translated(_PARAM_LABEL.format(name=param.label)))
            label.setBuddy(widget)
            self.row.addWidget(label)
        self.row.addWidget(field.box, 1 if param.type == "ints" else 0)

    def _update(self, box: RulesetData, params: Sequence[Param],
                typing: Collection[str]) -> None:
        for param in params:
            widget = self.widgets.get(param.key)
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
                    and param.key not in typing:
                widget.setText(numbers_text(value))
            widget.blockSignals(False)

    def _widget(self, row: int, box: RulesetData, param: Param) -> QWidget:
        value = box.get(param.key, param.default)

        def on_change(v: object) -> None:
            self.on_value(row, param.key, v)

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
            line.textEdited.connect(lambda t: self.on_numbers(row, param.key, t))
            widget = line
        widget.setAccessibleName(translated(param.label))
        widget.setToolTip(plain_tip(translated(param.help)))
        return widget

    def show_messages(self, at: dict[str, list[str]]) -> None:
        """Each parameter's problems (by its key) at its field, all of them on the line."""
        for key, field in self.fields.items():
            field.show(at.get(key, []))
        said = [f.message for f in self.fields.values() if f.message]
        self.error.setText(" ".join(said))
        self.error.setStyleSheet(f"color: {error_red()};")
        self.error.setVisible(bool(said))
