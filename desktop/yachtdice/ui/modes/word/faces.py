"""Letter dice: the letter large and its value small in the corner, the wild face a diamond."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPolygonF

from yachtdice.core.modes.word.rules import WILD, WordRuleset
from yachtdice.ui.board.painting import DieColors, FacePainter


def _paint_letter(painter: QPainter, body: QRectF, shown: Any, colors: DieColors) -> None:
    letter, value = shown
    paint_letter_face(painter, body, letter, value, colors)


class LetterFaces:
    """Letter dice: the letter and its printed value; the wild face a diamond worth 0."""

    painter: FacePainter = staticmethod(_paint_letter)

    def __init__(self, rules: WordRuleset) -> None:
        self.rules = rules

    def shown(self, die: int, face: Any) -> Hashable:
        return (str(face), self.rules.dice[die].value(str(face)))

    def describe(self, die: int, face: Any) -> str:
        letter = "the wild face" if face == WILD else f"letter {str(face).upper()}"
        return f"{letter}, worth {self.rules.dice[die].value(str(face))}"

    def faces(self, die: int) -> Sequence[Any]:
        return self.rules.dice[die].faces


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
