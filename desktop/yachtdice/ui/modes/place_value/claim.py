"""The claim panel of Place Value Yahtzee: arrange the dice into a number, pick a box, write.

One slot per place, labelled (thousands, hundreds, tens, ones; tenths …), filled
left to right by clicking the dice buttons or by typing the number; clicking a
filled slot gives its die back. The number is shown with its digit grouping
and in words. Every open box says whether the number fits (or why not) and the
greatest number these dice make for it ("Greatest"), and the box that takes the
greatest of them is marked, when the teacher's settings show them (:class:`Teaching`: the
words and the greatest numbers are hidden by default). Only a number that fits can be
written; an X can go in any open box. Under the teacher's rule the pupil reads the number
aloud before it is written and the teacher marks the reading with one key: R (or Y) right,
W (or N) wrong, Esc back to the number; nothing on screen gives the reading away.
Everything works from the keyboard: type the digits, Up/Down pick a box, Enter
writes, Ctrl+X writes an X. At the end the panel looks back: for each pupil and box, the
number written and the greatest the dice could make, in words too.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRegularExpression, QSize, Qt, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QKeySequence,
    QRegularExpressionValidator,
    QShortcut,
)
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.modes.place_value.engine import LookBack, PlaceClaim, claim_problem
from yachtdice.core.modes.place_value.rules import (
    Box,
    Number,
    PlaceCard,
    PlaceValueRuleset,
    best,
    box_label,
)
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes.place_value.arranging import DieButton, PlaceActions, place_buttons
from yachtdice.ui.modes.place_value.card import short_label
from yachtdice.ui.modes.place_value.numbers import grouped, in_words, said, sentence
from yachtdice.ui.modes.place_value.options import Teaching
from yachtdice.ui.widgets.box_choice import BoxChoice
from yachtdice.ui.widgets.plain import plain_tip

GREATEST = "★"
#: rows of the look back kept in view in the classroom view
LOOK_BACK_ROWS = 4
_NO_DIE = QT_TRANSLATE_NOOP("PlaceValueClaimPanel", "No die left shows {digit}.")
_NO_FIT = QT_TRANSLATE_NOOP("PlaceValueClaimPanel", "{number} does not fit “{box}”.")
#: the teacher's keys for a reading aloud: right, wrong, or back to the number (None)
MARKS: dict[Qt.Key, bool | None] = {Qt.Key.Key_R: True, Qt.Key.Key_Y: True,
                                    Qt.Key.Key_W: False, Qt.Key.Key_N: False,
                                    Qt.Key.Key_Escape: None}


def why_not(teaching: Teaching, n: Number, problem: str | None, box: Box | None = None) -> str:
    """Why ``n`` does not fit a box: the core's reason when the teacher's settings show the
    answers, else only that it does not ("does not fit", or naming ``box``)."""
    if teaching.explains and problem is not None:
        return sentence(problem)
    if box is None:
        return QCoreApplication.translate("PlaceValueClaimPanel", "does not fit")
    return translated(_NO_FIT.format(number=grouped(n), box=short_label(box.condition)))


def _number_field(panel: QWidget) -> QLineEdit:
    """The field the number is typed in: digits, and the point and commas if wanted."""
    edit = QLineEdit(panel)
    edit.setPlaceholderText(QCoreApplication.translate(
        "PlaceValueClaimPanel", "Type the number, or click the dice below"))
    edit.setValidator(QRegularExpressionValidator(QRegularExpression("[0-9.,]*"), edit))
    edit.setAccessibleName(QCoreApplication.translate("PlaceValueClaimPanel", "The number"))
    edit.setToolTip(plain_tip(QCoreApplication.translate(
        "PlaceValueClaimPanel",
        "Type the digits in order; the point and commas may be left out")))
    return edit


def _box_table(panel: QWidget) -> BoxChoice:
    """Every open box: whether the number fits it (or why not) and the greatest it takes."""
    boxes = BoxChoice([QCoreApplication.translate("PlaceValueClaimPanel", "Open box"),
                       QCoreApplication.translate("PlaceValueClaimPanel", "This number"),
                       QCoreApplication.translate("PlaceValueClaimPanel", "Greatest")],
                      QCoreApplication.translate("PlaceValueClaimPanel",
                                                 "Whether the number fits each open box"),
                      panel)
    # why a number does not fit is a sentence: its column takes the free width and the
    # rows grow to show it whole (it was cut to "642 has 6, not 5, in the …")
    # the box and the greatest number take at most 38% and 28% of the width (see
    # _fit_columns), so the reason keeps room in a narrow panel at 1024x768
    header = boxes.horizontalHeader()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
    boxes.setWordWrap(True)
    boxes.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return boxes


def _lay_out_play(panel: PlaceValueClaimPanel, layout: QVBoxLayout) -> None:
    """What the player works with, top to bottom: the places, the dice, the number, the boxes
    and the buttons that write."""
    layout.addWidget(panel.intro)
    layout.addLayout(panel.slot_grid)
    dice_line = QHBoxLayout()
    dice_line.addLayout(panel.dice_row, 1)
    dice_line.addWidget(panel.clear)
    layout.addLayout(dice_line)
    layout.addWidget(panel.number_edit)
    layout.addWidget(panel.shown)
    layout.addWidget(panel.prompt)
    layout.addWidget(panel.why)
    layout.addWidget(panel.boxes, 1)
    buttons = QHBoxLayout()
    buttons.addWidget(panel.write)
    buttons.addWidget(panel.write_x)
    layout.addLayout(buttons)


class PlaceValueClaimPanel(QWidget):
    """Builds a number from the roll in front of the player. ``claimed(PlaceClaim)`` writes it."""

    claimed = Signal(object)
    box_chosen = Signal(str)
    #: why a number cannot be written, in the window's language
    refused = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules: PlaceValueRuleset | None = None
        self.card: PlaceCard | None = None
        self.dice: tuple[int, ...] | None = None
        self.slots: list[int | None] = []      # the die (0-based) in each place, or None
        self._fits: dict[str, bool] = {}

        self.number_edit = _number_field(self)
        self.number_edit.textEdited.connect(self._typed)
        self.number_edit.installEventFilter(self)

        self.slot_grid = QGridLayout()
        self.slot_buttons: list[DieButton] = []
        self.dice_row = QHBoxLayout()
        self.dice_buttons: list[DieButton] = []
        self.clear = QPushButton(self.tr("Clear"), self)
        self.clear.setToolTip(plain_tip(self.tr("Take every die out of the number")))
        self.clear.clicked.connect(self._clear)
        self.clear.setMinimumWidth(self.clear.fontMetrics().horizontalAdvance(self.clear.text())
                                   + 24)

        self.shown = QLabel(self)
        self.shown.setTextFormat(Qt.TextFormat.PlainText)
        self.shown.setWordWrap(True)
        self.shown.setAccessibleName(self.tr("The number with its grouping"))
        self.teaching = Teaching()
        self.prompt = ReadAloud(self)
        self.prompt.marked.connect(self._marked)
        self._reading_box: str | None = None   # the box a number waits to be read for
        self.presented = False   # shown to a room: boxes are picked on the card

        # shown to a room, where the list of boxes is hidden: why Write is grey
        self.why = QLabel(self)
        self.why.setTextFormat(Qt.TextFormat.PlainText)
        self.why.setWordWrap(True)
        self.why.hide()
        self.boxes = _box_table(self)
        self.boxes.itemSelectionChanged.connect(self._update_buttons)
        self.boxes.itemSelectionChanged.connect(self._tell_box)
        self.boxes.installEventFilter(self)
        self.boxes.viewport().installEventFilter(self)   # columns fit the width it has

        self.write = QPushButton(self.tr("Write"), self)
        self.write.setToolTip(plain_tip(self.tr("Write the number in the chosen box (Enter)")))
        self.write.clicked.connect(self._write)
        self.write_x = QPushButton(self.tr("Write X"), self)
        self.write_x.setToolTip(plain_tip(self.tr(
            "Put an X in the chosen box: it counts as 0 (Ctrl+X)")))
        self.write_x.clicked.connect(self._write_x)
        QShortcut(QKeySequence("Ctrl+X"), self, self._write_x,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)

        layout = QVBoxLayout(self)
        self.intro = QLabel(self.tr("Arrange all the dice into one number:"), self)
        _lay_out_play(self, layout)
        self.play_widgets: list[QWidget] = [
            w for w in self.findChildren(QWidget) if w.parent() is self]
        self.look_back = LookBackView(self)
        self.look_back.hide()
        layout.addWidget(self.look_back, 1)
        self.prompt.hide()
        self.boxes.setColumnHidden(2, True)   # until the teacher's settings show it
        self.set_roll(None, None, None)

    def set_presented(self, on: bool) -> None:
        """Shown to a room: the box is picked on the big card, not in the panel's list."""
        self.presented = on
        playing = not self.look_back.isVisible()
        self.boxes.setVisible(playing and not on)
        self.intro.setVisible(playing and not on)
        # shown to a room the look back keeps rows in view (it showed 1.5 of 9 under a card)
        self.look_back.rows_in_view = LOOK_BACK_ROWS if on else 0
        self.look_back.fit_height()
        self._update_buttons()
        self.write.setToolTip(plain_tip(
            self.tr("Write the number in the box chosen on the card (Enter); Up and Down in "
                    "the number field choose another") if on else
            self.tr("Write the number in the chosen box (Enter)")))

    def _tell_box(self) -> None:
        chosen = self._selected_box()
        if chosen is not None:
            self.box_chosen.emit(chosen)

    def set_teaching(self, teaching: Teaching) -> None:
        """What the teacher's settings show during play."""
        self.teaching = teaching
        self.boxes.setColumnHidden(2, not teaching.greatest)
        self._refresh()

    def show_look_back(self, look: LookBack | None) -> None:
        """The end of a game (``look``): the panel looks back; None: back to playing."""
        for widget in self.play_widgets:
            widget.setVisible(look is None and widget not in (self.prompt, self.why)
                              and not (self.presented and widget in (self.boxes, self.intro)))
        self.look_back.setVisible(look is not None)
        if look is not None:
            self.look_back.show_game(look)

    # -- what is shown ----------------------------------------------------------------------------
    def set_roll(self, rules: PlaceValueRuleset | None, card: PlaceCard | None,
                 dice: tuple[int, ...] | None) -> None:
        """Show the panel for this roll and card (dice None: nothing rolled yet)."""
        new_roll = dice != self.dice or rules != self.rules
        self.rules, self.card, self.dice = rules, card, dice
        if new_roll or dice is None:
            self._end_reading()
        if new_roll:
            self.slot_buttons, self.dice_buttons = place_buttons(
                self, self.slot_grid, self.dice_row, self.slot_buttons + self.dice_buttons,
                rules, dice, PlaceActions(self._place, self._die_in, self._drop,
                                          self._take_back))
            self.slots = [None] * (rules.dice if rules is not None else 0)
            self.number_edit.clear()
        self._refresh()

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
        return PlaceClaim(box_id, n.text)

    def _refresh(self) -> None:
        rules, card, dice = self.rules, self.card, self.dice
        selected = self._selected_box()
        self.boxes.setRowCount(0)
        self._fits = {}
        ready = rules is not None and card is not None and dice is not None
        for widget in (self.number_edit, self.clear, self.boxes):
            widget.setEnabled(ready)
        if not ready:
            self.shown.setText(self.tr("Roll the dice to make a number."))
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
            self.shown.setText(self.tr("Put every die in a place (or type the number)."))
        elif self.teaching.words and self._reading_box is None:
            self.shown.setText(f"{grouped(n)}\n{in_words(n)}")
        else:  # the words are an answer the pupil finds (never shown while reading aloud)
            self.shown.setText(grouped(n))
        greatest = best(rules, dice, card.open_ids)
        top = max((g.scaled for g in greatest.values() if g is not None), default=None)
        first_fit = None
        for box_id in card.open_ids:
            b = rules.box(box_id)
            if n is None:
                verdict, fits = "—", False
            else:
                problem = claim_problem(rules, card, dice, PlaceClaim(box_id, n.text, read=True))
                fits = problem is None
                verdict = self.tr("fits") if fits else why_not(self.teaching, n, problem)
            self._fits[box_id] = fits
            if fits and first_fit is None:
                first_fit = box_id
            g = greatest[box_id]
            g_text = self.tr("none (X)") if g is None else grouped(g)
            if g is not None and g.scaled == top:
                g_text = self.tr("{number}  {star} greatest").format(number=g_text,
                                                                     star=GREATEST)
            self.boxes.add_row(box_id, (short_label(b.condition), verdict, g_text),
                               said(box_label(b)))
        self._fit_columns()
        chosen = selected if selected in self._fits else first_fit or (
            card.open_ids[0] if card.open_ids else None)
        if chosen is not None:
            self.select_box(chosen)
        self._update_buttons()

    def _fit_columns(self) -> None:
        """The box's and the greatest number's columns as wide as their words, up to 38%
        and 28% of the list; their words wrap beyond that, and the reason keeps the rest."""
        width = self.boxes.viewport().width()
        for column, share in ((0, 0.38), (2, 0.28)):
            cap = max(64, round(width * share))
            self.boxes.resizeColumnToContents(column)
            if self.boxes.columnWidth(column) > cap:
                self.boxes.setColumnWidth(column, cap)

    def _selected_box(self) -> str | None:
        return self.boxes.chosen()

    def select_box(self, box_id: str) -> None:
        self.boxes.choose(box_id)

    def fits(self, box_id: str) -> bool:
        """Whether the number as arranged may be written in ``box_id`` now."""
        return self._fits.get(box_id, False)

    def _update_buttons(self) -> None:
        chosen = self._selected_box()
        waiting = self._reading_box is not None
        self.write.setEnabled(chosen is not None and self._fits.get(chosen, False)
                              and not waiting)
        n, rules = self.number(), self.rules
        why = ""
        if self.presented and chosen is not None and n is not None and rules is not None \
                and not waiting and not self._fits.get(chosen, False) \
                and self.card is not None and self.dice is not None:
            problem = claim_problem(rules, self.card, self.dice,
                                    PlaceClaim(chosen, n.text, read=True))
            why = why_not(self.teaching, n, problem, rules.box(chosen))
        self.why.setText(why)
        self.why.setVisible(bool(why) and not self.look_back.isVisible())
        self.write_x.setEnabled(chosen is not None and self.dice is not None and not waiting)

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
            self.shown.setText(translated(_NO_DIE.format(digit=digits[placed])))

    # -- writing ----------------------------------------------------------------------------------
    def _write(self) -> None:
        chosen = self._selected_box()
        if chosen is not None and self.write.isEnabled():
            self.write_in(chosen)

    def write_in(self, box_id: str) -> None:
        """Write the number in ``box_id``: under the teacher's rule, once the teacher has
        marked the pupil's reading; a number that does not fit is claimed as it is, and the
        window says why it cannot be written."""
        self.select_box(box_id)
        n, rules, card, dice = self.number(), self.rules, self.card, self.dice
        if n is None:  # an X is written only on purpose: Write X, Ctrl+X
            if dice is not None:
                self.refused.emit(self.tr(
                    "Put every die in a place first; to write an X here, press Write X "
                    "(Ctrl+X)."))
            return
        if n is not None and rules is not None and card is not None and dice is not None \
                and not self.fits(box_id):
            problem = claim_problem(rules, card, dice, PlaceClaim(box_id, n.text, read=True))
            if problem is not None:
                self.refused.emit(why_not(self.teaching, n, problem, rules.box(box_id)))
                return
        if self.rules is not None and self.rules.teacher_rule and self.fits(box_id):
            self._ask_reading(box_id)
        else:
            self.claimed.emit(self.claim_for(box_id))

    @property
    def reading(self) -> bool:
        """A number waits for the teacher to mark its reading."""
        return self._reading_box is not None

    def _ask_reading(self, box_id: str) -> None:
        n = self.number()
        if n is None:
            return
        self._reading_box = box_id
        for widget in (self.number_edit, self.clear, self.boxes, *self.slot_buttons,
                       *self.dice_buttons):
            widget.setEnabled(False)
        self.prompt.ask(n)
        self._refresh_reading()

    def _refresh_reading(self) -> None:
        n = self.number()
        self.shown.setText(grouped(n) if n is not None else "")
        self._update_buttons()

    def _marked(self, right: object) -> None:
        """The teacher's mark (True right, False wrong; None: back to the number)."""
        box_id, n = self._reading_box, self.number()
        self._end_reading()
        self._refresh()
        if right is None or box_id is None or n is None:
            self.number_edit.setFocus()
            return
        self.claimed.emit(PlaceClaim(box_id, n.text, read=bool(right)))

    def _end_reading(self) -> None:
        if self._reading_box is None:
            return
        self._reading_box = None
        self.prompt.hide()
        for widget in (self.number_edit, self.clear, self.boxes, *self.slot_buttons):
            widget.setEnabled(True)

    def _write_x(self) -> None:
        chosen = self._selected_box()
        if chosen is not None and self.dice is not None:
            self.claimed.emit(PlaceClaim(chosen, None))

    def eventFilter(self, watched: object, event: object) -> bool:
        """Enter writes in the chosen box; Up and Down in the number field move through boxes."""
        if watched is self.boxes.viewport() and isinstance(event, QEvent) \
                and event.type() == QEvent.Type.Resize:
            self._fit_columns()   # the list's own resize comes before its viewport's
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


class ReadAloud(QFrame):
    """The teacher's rule: the pupil reads the number aloud, the teacher marks it with one key.

    ``marked(True)`` read right (R, Y or the button), ``marked(False)`` wrong (W, N),
    ``marked(None)`` back to the number (Esc). The window's own keys (R rolls, Esc hurries)
    give way while it waits."""

    marked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Read the number aloud"))
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.right = QPushButton(self.tr("Read right (R)"), self)
        self.wrong = QPushButton(self.tr("Misread (W)"), self)
        self.back = QPushButton(self.tr("Back (Esc)"), self)
        for button in (self.right, self.wrong, self.back):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setAutoDefault(False)
        self.right.clicked.connect(lambda: self.marked.emit(True))
        self.wrong.clicked.connect(lambda: self.marked.emit(False))
        self.back.clicked.connect(lambda: self.marked.emit(None))
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        # the marks side by side, Back under them: three buttons in a row made the panel
        # too wide for 1024 px in French and German
        marks = QGridLayout()
        marks.addWidget(self.right, 0, 0)
        marks.addWidget(self.wrong, 0, 1)
        marks.addWidget(self.back, 1, 0, 1, 2)
        layout.addLayout(marks)

    def ask(self, number: Number) -> None:
        self.text.setText(self.tr(
            "Read your number aloud to the class: {number}.\nTeacher: press R if it was "
            "read right, W if not.").format(number=grouped(number)))
        self.show()
        self.setFocus()

    def _is_mark(self, event: QKeyEvent) -> bool:
        """R, Y, W, N or Esc, without Ctrl or Alt."""
        plain = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                      | Qt.KeyboardModifier.KeypadModifier)
        return not plain and Qt.Key(event.key()) in MARKS

    def event(self, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and self._is_mark(event)):
            event.accept()   # the window's R (roll) and Esc (hurry) wait
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._is_mark(event):
            super().keyPressEvent(event)
            return
        event.accept()
        self.marked.emit(MARKS[Qt.Key(event.key())])


class _LookBackTable(BoxChoice):
    """The look back's boxes: they scroll, and grow into the height the panel is given;
    they ask for no more than their least, so that the panel's wrapped sentences, not an
    arbitrary table height, decide how tall it wants to be (under the card in the
    classroom view, what the panel wants is what it takes from the card)."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self.minimumSizeHint().height())


class LookBackView(QWidget):
    """The end of a game, to learn from: for a chosen pupil, each box's number and the
    greatest the dice of that turn could make there, and both in words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.look: LookBack | None = None
        self.rows_in_view = 0   # rows the table keeps in view at least (0: as it likes)
        self.title = QLabel(self.tr("Look back: what the dice could make"), self)
        self.title.setWordWrap(True)   # whole in every language
        self.pupil = QComboBox(self)
        self.pupil.setAccessibleName(self.tr("Whose card"))
        self.pupil.currentIndexChanged.connect(lambda _: self._fill())
        self.table = _LookBackTable([self.tr("Box"), self.tr("Written"), self.tr("Greatest")],
                                    self.tr("Each box: the number written and the greatest "
                                            "possible"), self)
        self.table.itemSelectionChanged.connect(self._say)
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.said = QLabel(self)
        self.said.setTextFormat(Qt.TextFormat.PlainText)
        self.said.setWordWrap(True)
        self.said.setAccessibleName(self.tr("In words"))
        self.setMinimumWidth(272)  # German fits 1024 px beside the card
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.pupil)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.said)

    def show_game(self, look: LookBack) -> None:
        self.look = look
        self.pupil.blockSignals(True)
        self.pupil.clear()
        self.pupil.addItems(list(look.names))
        self.pupil.blockSignals(False)
        self._fill()

    def _fill(self) -> None:
        look, seat = self.look, self.pupil.currentIndex()
        self.table.setRowCount(0)
        if look is None or seat < 0:
            self.said.setText("")
            return
        first_short = None
        for row in look.rows(seat):
            written = self._shown(row.written, row.misread)
            greatest = self.tr("none (X)") if row.greatest is None else grouped(row.greatest)
            self.table.add_row(row.box.id, (short_label(row.box.condition), written, greatest),
                               said(box_label(row.box)))
            if first_short is None and row.greatest != row.written:
                first_short = row.box.id
        self.table.choose(first_short or (look.rows(seat)[0].box.id if look.rows(seat)
                                          else ""))
        self._say()
        self.fit_height()

    def fit_height(self) -> None:
        """The table at least as tall as ``rows_in_view`` of its rows (and its header)."""
        rows = min(self.rows_in_view, self.table.rowCount())
        if rows <= 0:
            self.table.setMinimumHeight(0)
            return
        self.table.resizeRowsToContents()
        height = sum(self.table.rowHeight(r) for r in range(rows))
        frame = 2 * self.table.frameWidth()
        self.table.setMinimumHeight(height + self.table.horizontalHeader().sizeHint().height()
                                    + frame)

    def _say(self) -> None:
        look, seat, box_id = self.look, self.pupil.currentIndex(), self.table.chosen()
        row = next((r for r in look.rows(seat) if r.box.id == box_id), None) \
            if look is not None and seat >= 0 else None
        if row is None or look is None:
            self.said.setText("")
            return
        name = look.names[seat]
        if row.greatest is None:
            key = "none"
        elif row.greatest == row.written:
            key = "greatest"
        else:
            key = "short"
        if row.written is None:
            key = "x " + key
        elif row.misread:
            key = "misread " + key
        template = _SAID[key]
        values = {"name": name}
        if row.written is not None:
            values.update(number=grouped(row.written), words=in_words(row.written))
        if row.greatest is not None and key.endswith("short"):
            values.update(best=grouped(row.greatest), best_words=in_words(row.greatest))
        self.said.setText(translated(template.format(**values)))

    def _shown(self, number: Number | None, misread: bool) -> str:
        if number is None:
            return "X"
        if misread:
            return self.tr("{number} misread").format(number=grouped(number))
        return grouped(number)


#: what the look back says of a box: what was written (a number, misread, or X) and how it
#: compares with the greatest these dice could make there (the same, greater, or none)
_SAID = {
    "none": QT_TRANSLATE_NOOP(
        "LookBackView", "{name} wrote {number} ({words}): no number these dice made fitted "
        "this box."),
    "greatest": QT_TRANSLATE_NOOP(
        "LookBackView", "{name} wrote {number} ({words}): the greatest possible with those "
        "dice."),
    "short": QT_TRANSLATE_NOOP(
        "LookBackView", "{name} wrote {number} ({words}): the greatest possible with those "
        "dice was {best} ({best_words})."),
    "misread none": QT_TRANSLATE_NOOP(
        "LookBackView", "{name} wrote {number} ({words}), and misread it: no number these "
        "dice made fitted this box."),
    "misread greatest": QT_TRANSLATE_NOOP(
        "LookBackView", "{name} wrote {number} ({words}), and misread it: the greatest "
        "possible with those dice."),
    "misread short": QT_TRANSLATE_NOOP(
        "LookBackView", "{name} wrote {number} ({words}), and misread it: the greatest "
        "possible with those dice was {best} ({best_words})."),
    "x none": QT_TRANSLATE_NOOP(
        "LookBackView", "{name} wrote X: no number these dice made fitted this box."),
    "x greatest": QT_TRANSLATE_NOOP(
        "LookBackView", "{name} wrote X: the greatest possible with those dice."),
    "x short": QT_TRANSLATE_NOOP(
        "LookBackView", "{name} wrote X: the greatest possible with those dice was {best} "
        "({best_words})."),
}

