"""Digit dice for Place Value Yahtzee: the digit itself, large, on the die (not pips).

A 6 and a 9 are underlined, as on real ten-sided dice, so a tilted die is never misread.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import SupportsInt

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPen

from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.board.painting import DieColors, FacePainter
from yachtdice.ui.i18n import translated

_DIGIT = QT_TRANSLATE_NOOP("DigitFaces", "digit {digit}")
_WORDS = {0: QT_TRANSLATE_NOOP("numbers", "zero"), 1: QT_TRANSLATE_NOOP("numbers", "one"),
          2: QT_TRANSLATE_NOOP("numbers", "two"), 3: QT_TRANSLATE_NOOP("numbers", "three"),
          4: QT_TRANSLATE_NOOP("numbers", "four"), 5: QT_TRANSLATE_NOOP("numbers", "five"),
          6: QT_TRANSLATE_NOOP("numbers", "six"), 7: QT_TRANSLATE_NOOP("numbers", "seven"),
          8: QT_TRANSLATE_NOOP("numbers", "eight"), 9: QT_TRANSLATE_NOOP("numbers", "nine")}


def paint_digit_face(painter: QPainter, body: QRectF, digit: int, colors: DieColors) -> None:
    """The digit centred in the die's ``body``; 6 and 9 underlined."""
    side = body.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(colors.pip)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(8, int(side * 0.6)))
    painter.setFont(font)
    painter.drawText(body, Qt.AlignmentFlag.AlignCenter, str(digit))
    if digit in (6, 9):
        pen = QPen(colors.pip)
        pen.setWidthF(max(1.0, side * 0.05))
        painter.setPen(pen)
        y = body.center().y() + side * 0.3
        painter.drawLine(QPointF(body.center().x() - side * 0.16, y),
                         QPointF(body.center().x() + side * 0.16, y))
    painter.restore()


def _digit(face: object) -> int:
    """A digit die's face as a whole number."""
    if isinstance(face, (str, SupportsInt)):
        return int(face)
    raise TypeError(f"not a digit: {face!r}")


def _paint(painter: QPainter, body: QRectF, shown: object, colors: DieColors) -> None:
    paint_digit_face(painter, body, _digit(shown), colors)


class DigitFaces:
    """Digit dice: 1-6, or 0-9 for ten-sided dice."""

    painter: FacePainter = staticmethod(_paint)

    def __init__(self, rules: PlaceValueRuleset) -> None:
        self.rules = rules

    def shown(self, die: int, face: object) -> int:
        return _digit(face)

    def describe(self, die: int, face: object) -> str:
        word = _WORDS.get(face) if isinstance(face, int) else None
        return translated(_DIGIT.format(digit=word.text if word is not None else str(face)))

    def faces(self, die: int) -> Sequence[int]:
        return self.rules.faces
