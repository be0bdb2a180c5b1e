"""Face sets: what is drawn on a die's face and how it is read aloud.

The die body, its shadow, tilt and HELD tag are the tray's (:mod:`.painting`);
a face set's painter draws only the face, inside the die's (possibly turned) body.
Each game may bring its own (letters, digits; :mod:`yachtdice.ui.modes`); numbered
dice, pips for 1-9 and the number above that (:func:`.painting.paint_pips`), are
:class:`NumberFaces`, what a game that brings none gets.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Protocol

from yachtdice.core import GameState
from yachtdice.ui.board.painting import FacePainter, paint_pips

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


class NumberFaces:
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


def number_faces(state: GameState) -> FaceSet:
    """Numbered faces, those of the dice of ``state``'s game."""
    return NumberFaces(tuple(state.engine.die_faces(state.ruleset, 0)))
