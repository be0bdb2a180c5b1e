"""The claim panel of Place Value Yahtzee: arrange the dice into a number, pick a box, write.

One slot per place, labelled (thousands, hundreds, tens, ones; tenths …), filled
left to right by clicking the dice buttons or by typing the number; clicking a
filled slot gives its die back. The number is shown with its digit grouping
and in words. Every open box says whether the number fits (or why not) and the
greatest number these dice make for it ("Greatest"), and the box that takes the
greatest of them is marked. Only a number that fits can be written; an X can go in any open
box. Under the teacher's rule the player also picks how the number is read.
Everything works from the keyboard: type the digits, Up/Down pick a box, Enter
writes, Ctrl+X writes an X.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QMimeData, QPoint, QRegularExpression, Qt, Signal
from PySide6.QtGui import (
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QRegularExpressionValidator,
    QShortcut,
)
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.errors import as_sentence
from yachtdice.core.modes.place_value.engine import PlaceClaim, claim_problem
from yachtdice.core.modes.place_value.rules import Number, PlaceCard, PlaceValueRuleset, best
from yachtdice.core.modes.place_value.words import reading_choices, words
from yachtdice.ui.modes.place_value.card import short_label
from yachtdice.ui.widgets.box_choice import BoxChoice
from yachtdice.ui.widgets.plain import plain_tip

GREATEST = "★"
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


class PlaceValueClaimPanel(QWidget):
    """Builds a number from the roll in front of the player. ``claimed(PlaceClaim)`` writes it."""

    claimed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules: PlaceValueRuleset | None = None
        self.card: PlaceCard | None = None
        self.dice: tuple[int, ...] | None = None
        self.slots: list[int | None] = []      # the die (0-based) in each place, or None
        self._fits: dict[str, bool] = {}

        self.number_edit = QLineEdit(self)
        self.number_edit.setPlaceholderText("Type the number, or click the dice below")
        self.number_edit.setValidator(QRegularExpressionValidator(
            QRegularExpression("[0-9.,]*"), self.number_edit))
        self.number_edit.setAccessibleName("The number")
        self.number_edit.setToolTip(plain_tip(
            "Type the digits in order; the point and commas may be "
            "left out"))
        self.number_edit.textEdited.connect(self._typed)
        self.number_edit.installEventFilter(self)

        self.slot_grid = QGridLayout()
        self.slot_buttons: list[DieButton] = []
        self.dice_row = QHBoxLayout()
        self.dice_buttons: list[DieButton] = []
        self.clear = QPushButton("Clear", self)
        self.clear.setToolTip(plain_tip("Take every die out of the number"))
        self.clear.clicked.connect(self._clear)

        self.shown = QLabel(self)
        self.shown.setTextFormat(Qt.TextFormat.PlainText)
        self.shown.setWordWrap(True)
        self.shown.setAccessibleName("The number with its grouping and in words")

        self.reading = QComboBox(self)
        self.reading.setAccessibleName("How the number is read")
        self.reading.setToolTip(plain_tip(
            "The teacher's rule: pick the right reading, or lose the box's "
            "point"))
        self.reading.currentIndexChanged.connect(lambda _: self._update_buttons())
        self.reading_label = QLabel("Read it as", self)

        self.boxes = BoxChoice(["Open box", "This number", "Greatest"],
                               "Whether the number fits each open box", self)
        self.boxes.itemSelectionChanged.connect(self._update_buttons)
        self.boxes.installEventFilter(self)
        # why a number does not fit is a sentence: its column takes the free width and the
        # rows grow to show it whole (it was cut to "642 has 6, not 5, in the …")
        header = self.boxes.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.boxes.setWordWrap(True)
        self.boxes.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

        self.write = QPushButton("Write", self)
        self.write.setToolTip(plain_tip("Write the number in the chosen box (Enter)"))
        self.write.clicked.connect(self._write)
        self.write_x = QPushButton("Write X", self)
        self.write_x.setToolTip(plain_tip("Put an X in the chosen box: it counts nothing (Ctrl+X)"))
        self.write_x.clicked.connect(self._write_x)
        QShortcut(QKeySequence("Ctrl+X"), self, self._write_x,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)

        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Arrange all the dice into one number:", self))
        layout.addLayout(self.slot_grid)
        dice_line = QHBoxLayout()
        dice_line.addLayout(self.dice_row, 1)
        dice_line.addWidget(self.clear)
        layout.addLayout(dice_line)
        layout.addWidget(self.number_edit)
        layout.addWidget(self.shown)
        reading_line = QHBoxLayout()
        reading_line.addWidget(self.reading_label)
        reading_line.addWidget(self.reading, 1)
        layout.addLayout(reading_line)
        layout.addWidget(self.boxes, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.write)
        buttons.addWidget(self.write_x)
        layout.addLayout(buttons)
        self.set_roll(None, None, None)

    # -- what is shown ----------------------------------------------------------------------------
    def set_roll(self, rules: PlaceValueRuleset | None, card: PlaceCard | None,
                 dice: tuple[int, ...] | None) -> None:
        """Show the panel for this roll and card (dice None: nothing rolled yet)."""
        new_roll = dice != self.dice or rules != self.rules
        self.rules, self.card, self.dice = rules, card, dice
        if new_roll:
            self._make_buttons()
            self.slots = [None] * (rules.dice if rules is not None else 0)
            self.number_edit.clear()
        self._refresh()

    def _make_buttons(self) -> None:
        for widget in self.slot_buttons + self.dice_buttons:
            widget.hide()
            widget.deleteLater()
        while self.slot_grid.count():
            item = self.slot_grid.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.hide()   # deleted later; hidden now, so it never shows over the panel
                old.deleteLater()
        self.slot_buttons, self.dice_buttons = [], []
        rules, dice = self.rules, self.dice
        if rules is None or dice is None:
            return
        column = 0
        for i, name in enumerate(rules.place_names):
            if i == rules.dice - rules.decimals and rules.decimals:
                point = QLabel(".", self)
                point.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self.slot_grid.addWidget(point, 0, column)
                column += 1
            slot = DieButton(" ", self, partial(self._die_in, i), partial(self._drop, slot=i))
            slot.setMinimumWidth(36)
            slot.setAccessibleName(f"The {name} place")
            slot.setToolTip(plain_tip(
                f"The {name} place: drop a die here; click to take its die back"))
            slot.clicked.connect(lambda _=False, s=i: self._take_back(s))
            label = QLabel(name, self)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.slot_grid.addWidget(slot, 0, column)
            self.slot_grid.addWidget(label, 1, column)
            self.slot_buttons.append(slot)
            column += 1
        for i, face in enumerate(dice):
            button = DieButton(str(face), self, partial(_itself, i))
            button.setAccessibleName(f"Place die {i + 1}, showing {face}")
            button.setToolTip(plain_tip(
                f"Put die {i + 1} ({face}) in the next empty place, or drag it "
                f"onto a place"))
            button.clicked.connect(lambda _=False, d=i: self._place(d))
            self.dice_row.addWidget(button)
            self.dice_buttons.append(button)

    def number(self) -> Number | None:
        """The number the slots make, once every place is filled."""
        if self.rules is None or self.dice is None or None in self.slots:
            return None
        return Number(tuple(self.dice[d] for d in self.slots if d is not None),
                      self.rules.decimals)

    def claim_for(self, box_id: str) -> PlaceClaim:
        n = self.number()
        if n is None:
            return PlaceClaim(box_id, None)
        reading = self.reading.currentText() if self.rules and self.rules.teacher_rule else None
        return PlaceClaim(box_id, n.text, reading or None)

    def _refresh(self) -> None:
        rules, card, dice = self.rules, self.card, self.dice
        selected = self._selected_box()
        self.boxes.setRowCount(0)
        self._fits = {}
        ready = rules is not None and card is not None and dice is not None
        for widget in (self.number_edit, self.clear, self.boxes):
            widget.setEnabled(ready)
        if not ready:
            self.shown.setText("Roll the dice to make a number.")
            self.reading.setVisible(False)
            self.reading_label.setVisible(False)
            self._update_buttons()
            return
        assert rules is not None and card is not None and dice is not None
        used = {d for d in self.slots if d is not None}
        for i, slot in enumerate(self.slot_buttons):
            d = self.slots[i]
            slot.setText(" " if d is None else str(dice[d]))
        for i, button in enumerate(self.dice_buttons):
            button.setEnabled(i not in used)
        n = self.number()
        if n is None:
            self.shown.setText("Put every die in a place (or type the number).")
        else:
            self.shown.setText(f"{n.grouped}\n{words(n)}")
        self._fill_readings(n)
        greatest = best(rules, dice, card.open_ids)
        top = max((g.scaled for g in greatest.values() if g is not None), default=None)
        first_fit = None
        for box_id in card.open_ids:
            b = rules.box(box_id)
            if n is None:
                verdict, fits = "—", False
            else:
                problem = claim_problem(rules, card, dice, PlaceClaim(box_id, n.text, "-"))
                fits = problem is None
                verdict = "fits" if fits else as_sentence(str(problem))
            self._fits[box_id] = fits
            if fits and first_fit is None:
                first_fit = box_id
            g = greatest[box_id]
            g_text = "none (X)" if g is None else g.grouped
            if g is not None and g.scaled == top:
                g_text += f"  {GREATEST} greatest"
            self.boxes.add_row(box_id, (short_label(b.condition), verdict, g_text), b.label)
        chosen = selected if selected in self._fits else first_fit or (
            card.open_ids[0] if card.open_ids else None)
        if chosen is not None:
            self.select_box(chosen)
        self._update_buttons()

    def _fill_readings(self, n: Number | None) -> None:
        teacher = bool(self.rules and self.rules.teacher_rule and n is not None)
        self.reading.setVisible(teacher)
        self.reading_label.setVisible(teacher)
        if not teacher or n is None:
            self.reading.clear()
            return
        choices = reading_choices(n, random.Random(n.scaled))
        if [self.reading.itemText(i) for i in range(self.reading.count())] != list(choices):
            self.reading.clear()
            self.reading.addItem("")
            self.reading.addItems(list(choices))

    def _selected_box(self) -> str | None:
        return self.boxes.chosen()

    def select_box(self, box_id: str) -> None:
        self.boxes.choose(box_id)

    def fits(self, box_id: str) -> bool:
        """Whether the number as arranged may be written in ``box_id`` now."""
        return self._fits.get(box_id, False)

    def _update_buttons(self) -> None:
        chosen = self._selected_box()
        read = not (self.rules and self.rules.teacher_rule) or bool(self.reading.currentText())
        self.write.setEnabled(chosen is not None and self._fits.get(chosen, False) and read)
        self.write_x.setEnabled(chosen is not None and self.dice is not None)

    # -- arranging --------------------------------------------------------------------------------
    def _place(self, die: int) -> None:
        if die in self.slots or None not in self.slots:
            return
        self.slots[self.slots.index(None)] = die
        self._show_text()

    def _die_in(self, slot: int) -> int | None:
        return self.slots[slot] if 0 <= slot < len(self.slots) else None

    def _drop(self, die: int, slot: int) -> bool:
        """A die dropped on a place takes it; the die there goes back to the row, or to the
        dropped die's old place (a swap). False (no change) if it is not a die of this roll."""
        if self.dice is None or not 0 <= die < len(self.dice) or not 0 <= slot < len(self.slots):
            return False
        there = self.slots[slot]
        if die in self.slots:
            self.slots[self.slots.index(die)] = there
        self.slots[slot] = die
        self._show_text()
        return True

    def _take_back(self, slot: int) -> None:
        if 0 <= slot < len(self.slots):
            self.slots[slot] = None
            self._show_text()

    def _clear(self) -> None:
        self.slots = [None] * len(self.slots)
        self._show_text()

    def _show_text(self) -> None:
        if self.dice is not None:
            self.number_edit.setText("".join(" " if d is None else str(self.dice[d])
                                             for d in self.slots).rstrip())
        self._refresh()

    def _typed(self, text: str) -> None:
        """Typed digits fill the places left to right, each taking a die that shows it."""
        if self.dice is None:
            return
        digits = [int(ch) for ch in text if ch.isdigit()]
        slots: list[int | None] = [None] * len(self.slots)
        free = list(range(len(self.dice)))
        for i, digit in enumerate(digits[:len(slots)]):
            die = next((d for d in free if self.dice[d] == digit), None)
            if die is None:
                break
            free.remove(die)
            slots[i] = die
        self.slots = slots
        self._refresh()
        placed = sum(s is not None for s in slots)
        if placed < min(len(digits), len(slots)):
            self.shown.setText(f"No die left shows {digits[placed]}.")

    # -- writing ----------------------------------------------------------------------------------
    def _write(self) -> None:
        chosen = self._selected_box()
        if chosen is not None and self.write.isEnabled():
            self.claimed.emit(self.claim_for(chosen))

    def _write_x(self) -> None:
        chosen = self._selected_box()
        if chosen is not None and self.dice is not None:
            self.claimed.emit(PlaceClaim(chosen, None))

    def eventFilter(self, watched: object, event: object) -> bool:
        """Enter writes in the chosen box; Up and Down in the number field move through boxes."""
        if isinstance(event, QKeyEvent) and event.type() == QKeyEvent.Type.KeyPress:
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._write()
                return True
            if key == Qt.Key.Key_X and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self._write_x()   # the number field would take Ctrl+X as Cut
                return True
            if watched is self.number_edit and key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                self.boxes.step(-1 if key == Qt.Key.Key_Up else 1)
                return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]
