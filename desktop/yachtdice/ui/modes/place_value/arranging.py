"""The places and the dice of Place Value's claim panel: buttons to click, drag and drop on.

A roll gets one button per place (labelled: thousands, hundreds, …, with the point between
the whole places and the decimals) and one per die; dragging a die (or a filled place)
onto a place puts it there, clicking a die puts it in the next empty place, clicking a
place gives its die back. What each does is the panel's (:class:`PlaceActions`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QMimeData, QPoint, Qt
from PySide6.QtGui import QDrag, QDragEnterEvent, QDragMoveEvent, QDropEvent, QMouseEvent
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes.place_value.numbers import point
from yachtdice.ui.widgets.plain import plain_tip

_PLACE = QT_TRANSLATE_NOOP("PlaceValueClaimPanel", "The {place} place")
_PLACE_TIP = QT_TRANSLATE_NOOP("PlaceValueClaimPanel",
                               "The {place} place: drop a die here; click to take its die back")
_DIE = QT_TRANSLATE_NOOP("PlaceValueClaimPanel", "Place die {die}, showing {face}")
_DIE_TIP = QT_TRANSLATE_NOOP("PlaceValueClaimPanel", "Put die {die} ({face}) in the next empty "
                             "place, or drag it onto a place")
DIE_MIME = "application/x-yachtdice-digit-die"   # a drag's data: the die's index, in ASCII


def _itself(die: int) -> int:
    return die


class DieButton(QPushButton):
    """A die or a place: dragging it carries ``die()`` (if not None); dropping a die on it
    calls ``dropped(die)``, which says whether the die was taken."""

    def __init__(self, text: str, parent: QWidget, die: Callable[[], int | None],
                 dropped: Callable[[int], bool] | None = None) -> None:
        super().__init__(text, parent)
        self._die, self._dropped = die, dropped
        self._press: QPoint | None = None
        self.setAcceptDrops(dropped is not None)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        die = self._die()
        moved = self._press is not None and (event.position().toPoint() - self._press
                                             ).manhattanLength() >= QApplication.startDragDistance()
        if moved and die is not None and event.buttons() & Qt.MouseButton.LeftButton:
            self._press = None
            self.setDown(False)   # a drag, not a click
            mime = QMimeData()
            mime.setData(DIE_MIME, str(die).encode())
            drag = QDrag(self)
            drag.setMimeData(mime)
            drag.setPixmap(self.grab())
            start_drag = drag.exec  # Qt's drag-and-drop loop, not Python's exec
            start_drag(Qt.DropAction.MoveAction)
            return
        super().mouseMoveEvent(event)

    def _carried(self, event: QDropEvent | QDragMoveEvent) -> int | None:
        data = event.mimeData()
        if self._dropped is None or not data.hasFormat(DIE_MIME):
            return None
        text = bytes(data.data(DIE_MIME).data()).decode("ascii", "replace")
        return int(text) if text.isdigit() else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        self.dragMoveEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._carried(event) is None:
            event.ignore()
        else:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        die = self._carried(event)
        if die is not None and self._dropped is not None and self._dropped(die):
            event.acceptProposedAction()
        else:
            event.ignore()


def _onto(drop: Callable[[int, int], bool], slot: int, die: int) -> bool:
    return drop(die, slot)


@dataclass(frozen=True)
class PlaceActions:
    """What the panel does with its buttons."""

    place: Callable[[int], None]             # a die clicked: into the next empty place
    die_in: Callable[[int], int | None]      # the die in a place (None: empty)
    drop: Callable[[int, int], bool]         # (die, place): a die dropped on a place
    take_back: Callable[[int], None]         # a place clicked: its die goes back


def place_buttons(parent: QWidget, grid: QGridLayout, row: QHBoxLayout,
                  old: Sequence[DieButton], rules: PlaceValueRuleset | None,
                  dice: tuple[int, ...] | None,
                  act: PlaceActions) -> tuple[list[DieButton], list[DieButton]]:
    """The places of ``rules`` (in ``grid``, each over its name) and the buttons of ``dice``
    (in ``row``) for a new roll, in place of ``old``: (places, dice); none without a roll."""
    for widget in old:
        widget.hide()
        widget.deleteLater()
    while grid.count():
        item = grid.takeAt(0)
        gone = item.widget() if item is not None else None
        if gone is not None:
            gone.hide()   # deleted later; hidden now, so it never shows over the panel
            gone.deleteLater()
    slots: list[DieButton] = []
    buttons: list[DieButton] = []
    if rules is None or dice is None:
        return slots, buttons
    column = 0
    for i, name in enumerate(rules.place_names):
        if i == rules.dice - rules.decimals and rules.decimals:
            mark = QLabel(point(), parent)
            mark.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(mark, 0, column)
            column += 1
        slot = DieButton(" ", parent, partial(act.die_in, i), partial(_onto, act.drop, i))
        slot.setMinimumWidth(36)
        slot.setAccessibleName(translated(_PLACE.format(place=name)))
        slot.setToolTip(plain_tip(translated(_PLACE_TIP.format(place=name))))
        slot.clicked.connect(lambda _=False, s=i: act.take_back(s))
        # a name of several words takes a line each ("hundred" over "thousands"): whole in
        # a narrow panel, where seven places side by side once ran together or were cut
        label = QLabel(translated(name).replace(" ", "\n"), parent)
        label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        label.setAccessibleName(translated(name))
        grid.addWidget(slot, 0, column)
        grid.addWidget(label, 1, column)
        slots.append(slot)
        column += 1
    for i, face in enumerate(dice):
        button = DieButton(str(face), parent, partial(_itself, i))
        button.setAccessibleName(translated(_DIE.format(die=i + 1, face=face)))
        button.setToolTip(plain_tip(translated(_DIE_TIP.format(die=i + 1, face=face))))
        button.clicked.connect(lambda _=False, d=i: act.place(d))
        button.setMinimumWidth(36)  # a digit: the style's 80 px made the panel too wide
        row.addWidget(button)
        buttons.append(button)
    return slots, buttons
