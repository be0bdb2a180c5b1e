"""Letter dice for the word games: the letter large, its value small, the wild face a diamond.

The same die body, outline and HELD tag as pip dice (:mod:`.painting`); a die
used by the words being built carries its place in the words (1, 2, …) in its
top-left corner, so the order never relies on colour.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPaintEvent, QPolygonF
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QSizePolicy, QWidget

from ..core.modes.word import WILD
from .painting import DieColors, paint_die
from .plain import plain_tip


def paint_letter_die(painter: QPainter, rect: QRectF, face: str | None, value: int | None,
                     colors: DieColors, *, held: bool = False, order: int | None = None) -> None:
    """Draw a letter die filling ``rect``: a blank die, then the letter and its value."""
    paint_die(painter, rect, None, colors, held=held)
    if face is None:
        return
    side = min(rect.width(), rect.height()) * 0.78
    body = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    paint_letter_face(painter, body, face, value, colors, order)


def paint_letter_face(painter: QPainter, body: QRectF, face: str, value: int | None,
                      colors: DieColors, order: int | None = None) -> None:
    """The face of a letter die inside its ``body``: the letter (a diamond for the wild face),
    its value small in the bottom-right corner, and its place in the words top-left."""
    side = body.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(colors.pip)
    if face == WILD:
        c, r = body.center(), side * 0.26
        diamond = QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r * 0.75, c.y()),
                             QPointF(c.x(), c.y() + r), QPointF(c.x() - r * 0.75, c.y())])
        path = QPainterPath()
        path.addPolygon(diamond)
        painter.fillPath(path, colors.pip)
    else:
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(side * 0.52)))
        painter.setFont(font)
        painter.drawText(body.adjusted(0, -side * 0.04, 0, -side * 0.04),
                         Qt.AlignmentFlag.AlignCenter, face.upper())
    small = QFont(painter.font())
    small.setBold(True)
    small.setPixelSize(max(6, int(side * 0.2)))
    painter.setFont(small)
    corner = body.adjusted(side * 0.08, side * 0.06, -side * 0.1, -side * 0.06)
    if value is not None:
        painter.drawText(corner, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                         str(value))
    if order is not None:
        painter.setPen(colors.held)
        painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         str(order))
    painter.restore()


class LetterDieButton(QAbstractButton):
    """One letter die; a click asks to hold or release it (``clicked``)."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.face: str | None = None
        self.value: int | None = None
        self.held = False
        self.order: int | None = None
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # number keys hold dice
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.show_face(None, None, False)

    def sizeHint(self) -> QSize:
        return QSize(72, 84)

    def minimumSizeHint(self) -> QSize:
        return QSize(44, 52)

    def show_face(self, face: str | None, value: int | None, held: bool,
                  order: int | None = None) -> None:
        self.face, self.value, self.held, self.order = face, value, held, order
        n = self.index + 1
        if face is None:
            text = f"die {n}, not rolled yet"
        else:
            letter = "the wild face" if face == WILD else f"letter {face.upper()}"
            text = f"die {n}, {letter}, worth {value}" + (", held" if held else "")
        self.setAccessibleName(text)
        self.setToolTip(plain_tip(f"{text[0].upper()}{text[1:]}. Click or press {n} to "
                                  f"{'release' if held else 'hold'} it."))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        w, h = self.width(), self.height()
        side = min(w, h * 0.86, 130.0)
        rect = QRectF((w - side) / 2, (h - side) / 2 - (side * 0.08 if self.held else 0),
                      side, side)
        paint_letter_die(painter, rect, self.face, self.value,
                         DieColors.from_palette(self.palette()), held=self.held,
                         order=self.order)
        painter.end()


class LetterTray(QWidget):
    """A row of letter dice. ``die_clicked(index)`` asks to hold or release a die."""

    die_clicked = Signal(int)

    def __init__(self, count: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setSpacing(4)
        self.dice = [LetterDieButton(i, self) for i in range(count)]
        for die in self.dice:
            die.clicked.connect(lambda _=False, i=die.index: self.die_clicked.emit(i))
            layout.addWidget(die)

    def show_dice(self, faces: tuple[str, ...] | None, values: tuple[int, ...] | None,
                  held: frozenset[int], order: dict[int, int] | None = None) -> None:
        for i, die in enumerate(self.dice):
            die.show_face(faces[i] if faces else None, values[i] if values else None,
                          i in held, (order or {}).get(i))
