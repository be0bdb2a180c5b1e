"""Letter dice: the letter large and its value in the corner (never under 9 pt, so that it
reads at the window's first size), the wild face a diamond."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPolygonF

from yachtdice.core.modes.word.rules import WILD, WordRuleset
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.board.painting import DieColors, FacePainter
from yachtdice.ui.i18n import translated

# a die's accessible name: the letter stays English (the words are English words)
_WILD = QT_TRANSLATE_NOOP("LetterFaces", "the wild face, worth {value}")
_LETTER = QT_TRANSLATE_NOOP("LetterFaces", "letter {letter}, worth {value}")


def _paint_letter(painter: QPainter, body: QRectF, shown: object, colors: DieColors) -> None:
    """``shown`` is what :meth:`LetterFaces.shown` made: (letter, value)."""
    assert isinstance(shown, tuple)
    letter, value = shown
    paint_letter_face(painter, body, letter, value, colors)


class LetterFaces:
    """Letter dice: the letter and its printed value; the wild face a diamond worth 0."""

    painter: FacePainter = staticmethod(_paint_letter)

    def __init__(self, rules: WordRuleset) -> None:
        self.rules = rules

    def shown(self, die: int, face: object) -> tuple[str, int | None]:
        return (str(face), self.rules.dice[die].value(str(face)))

    def describe(self, die: int, face: object) -> str:
        value = self.rules.dice[die].value(str(face))
        if face == WILD:
            return translated(_WILD.format(value=value))
        return translated(_LETTER.format(letter=str(face).upper(), value=value))

    def faces(self, die: int) -> Sequence[str]:
        return self.rules.dice[die].faces


def paint_letter_face(painter: QPainter, body: QRectF, face: str, value: int | None,
                      colors: DieColors, order: int | None = None) -> None:
    """The face of a letter die inside its ``body``: the letter (a diamond for the wild face),
    its value small in the bottom-right corner, and its place in the words top-left."""
    side = body.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(colors.pip)
    value_px = max(value_pixels(painter), int(side * 0.24))
    # the letter a little up and left of centre, to leave the corner to the value
    letter_box = body.adjusted(0, -side * 0.06, -side * 0.12, -side * 0.06)
    if face == WILD:
        c, r = letter_box.center(), side * 0.24
        diamond = QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r * 0.75, c.y()),
                             QPointF(c.x(), c.y() + r), QPointF(c.x() - r * 0.75, c.y())])
        path = QPainterPath()
        path.addPolygon(diamond)
        painter.fillPath(path, colors.pip)
    else:
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(side * 0.5)))
        painter.setFont(font)
        painter.drawText(letter_box, Qt.AlignmentFlag.AlignCenter, face.upper())
    small = QFont(painter.font())
    small.setBold(True)
    small.setPixelSize(value_px)
    painter.setFont(small)
    corner = body.adjusted(side * 0.06, side * 0.02, -side * 0.07, -side * 0.01)
    if value is not None:
        painter.drawText(corner, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                         str(value))
    if order is not None:
        painter.setPen(colors.held)
        painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         str(order))
    painter.restore()


#: the smallest size of a die's value, in points (at the screen's logical resolution)
VALUE_POINTS = 9


def value_pixels(painter: QPainter) -> int:
    """The pixels of :data:`VALUE_POINTS` on the painter's device (12 at 96 dpi)."""
    device = painter.device()
    dpi = device.logicalDpiY() if device is not None else 96
    return max(1, round(VALUE_POINTS * (dpi if dpi > 0 else 96) / 72))
