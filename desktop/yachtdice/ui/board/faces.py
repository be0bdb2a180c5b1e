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
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.board.painting import FacePainter, paint_pips
from yachtdice.ui.i18n import saying, translated

# the core's number words (context "numbers"), and nine
FACE_WORDS = {1: QT_TRANSLATE_NOOP("numbers", "one"), 2: QT_TRANSLATE_NOOP("numbers", "two"),
              3: QT_TRANSLATE_NOOP("numbers", "three"), 4: QT_TRANSLATE_NOOP("numbers", "four"),
              5: QT_TRANSLATE_NOOP("numbers", "five"), 6: QT_TRANSLATE_NOOP("numbers", "six"),
              7: QT_TRANSLATE_NOOP("numbers", "seven"),
              8: QT_TRANSLATE_NOOP("numbers", "eight"), 9: QT_TRANSLATE_NOOP("numbers", "nine")}

_UNROLLED = QT_TRANSLATE_NOOP("DieButton", "Die {number}: not rolled yet")
_ROLL_FIRST = QT_TRANSLATE_NOOP("DieButton", "Roll first.")
_SHOWS = QT_TRANSLATE_NOOP("DieButton", "Die {number}: {face}")
_SHOWS_HELD = QT_TRANSLATE_NOOP("DieButton", "Die {number}: {face}, held")
_TO_HOLD = QT_TRANSLATE_NOOP("DieButton", "Click or press {number} to hold it.")
_TO_RELEASE = QT_TRANSLATE_NOOP("DieButton", "Click or press {number} to release it.")
_TIP = QT_TRANSLATE_NOOP("DieButton", "{name}. {action}")


#: the words of dice already said, by language, die, face and hold: a tray says the same
#: few dozen again at every change of the game (each frame of a roll too)
_SAID: dict[tuple[object, ...], tuple[str, str, str]] = {}


#: the number faces said in words, by language and face
_WORDS: dict[tuple[object, ...], str] = {}


def die_words(number: int, face: str | None, held: bool) -> tuple[str, str, str]:
    """A die's accessible name, what clicking it does and its tooltip (``face``: the face
    in words, None before the first roll)."""
    key = (saying(), number, face, held)
    words = _SAID.get(key)
    if words is None:
        if len(_SAID) >= 1000:
            _SAID.clear()
        words = _SAID[key] = _die_words(number, face, held)
    return words


def _die_words(number: int, face: str | None, held: bool) -> tuple[str, str, str]:
    if face is None:
        name, action = translated(_UNROLLED.format(number=number)), translated(_ROLL_FIRST)
    else:
        name = translated((_SHOWS_HELD if held else _SHOWS).format(number=number, face=face))
        action = translated((_TO_RELEASE if held else _TO_HOLD).format(number=number))
    return name, action, translated(_TIP.format(name=name, action=action))


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
        key = (saying(), face)
        said = _WORDS.get(key)
        if said is None:
            word = FACE_WORDS.get(face)
            said = translated(word) if word is not None else str(face)
            if len(_WORDS) >= 1000:
                _WORDS.clear()
            _WORDS[key] = said
        return said

    def faces(self, die: int) -> Sequence[Any]:
        return self._faces


def number_faces(state: GameState) -> FaceSet:
    """Numbered faces, those of the dice of ``state``'s game."""
    return NumberFaces(tuple(state.engine.die_faces(state.ruleset, 0)))
