"""Face painters, one per mode: what is drawn on a die's face and how it is read aloud.

The die body, its shadow, tilt and HELD tag are the tray's (:mod:`.painting`);
a face painter draws only the face, inside the die's (possibly turned) body.

- pip dice: pips for 1-9, the number above that (:func:`.painting.paint_pips`);
- letter dice: the letter large and its value small in the corner, the wild face a
  diamond (:func:`paint_letter_face`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPolygonF

from yachtdice.core import GameState
from yachtdice.core.modes.word.rules import WILD, WordRuleset
from yachtdice.ui.board.painting import DieColors, FacePainter, paint_pips

FACE_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
              8: "eight", 9: "nine"}


class FaceSet(Protocol):
    """How one game's dice show and name their faces."""

    #: draws what :meth:`shown` returns inside a die's body
    painter: FacePainter

    def shown(self, die: int, face: Any) -> Hashable:
        """Everything drawn for ``face`` of die ``die`` (the tray caches drawn dice by it)."""
        ...

    def describe(self, die: int, face: Any) -> str:
        """The face in words, for screen readers and tooltips ("four", "letter E, worth 1")."""
        ...

    def faces(self, die: int) -> Sequence[Any]:
        """The faces die ``die`` can show (a tumbling die flickers through them)."""
        ...


class PipFaces:
    """Numbered dice: pips for 1-9, the number above that."""

    painter: FacePainter = staticmethod(paint_pips)

    def __init__(self, faces: Sequence[int] = (1, 2, 3, 4, 5, 6)) -> None:
        self._faces = tuple(faces)

    def shown(self, die: int, face: Any) -> Hashable:
        return int(face)

    def describe(self, die: int, face: Any) -> str:
        return FACE_WORDS.get(face, str(face))

    def faces(self, die: int) -> Sequence[Any]:
        return self._faces


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


#: the faces of each mode, made from the game's ruleset; a new mode adds one entry
FACE_SETS: dict[str, Callable[[Any], FaceSet]] = {
    "pips": lambda rules: PipFaces(rules.faces),
    "word": LetterFaces,
    "place-value": lambda rules: _digit_faces(rules),
}


def _digit_faces(rules: Any) -> FaceSet:
    from yachtdice.ui.modes.place_value.faces import DigitFaces  # it uses this module's face words
    return DigitFaces(rules)


def face_set(state: GameState) -> FaceSet:
    """The faces of the mode of ``state``'s game (numbers for an unknown mode)."""
    make = FACE_SETS.get(state.mode)
    if make is None:
        return PipFaces(tuple(state.engine.die_faces(state.ruleset, 0)))
    return make(state.ruleset)
