"""The score card for real dice: the players throw their own dice at the table and type
(or click) what they show; the card previews what each open box would score, and a box is
booked as in any game.

A turn by the keyboard: the faces (``66625``), Enter, then on the card a letter to jump to
a box (``f`` for Full House) and Enter; the entry field has the keyboard again for the next
player. Typed faces may run together when every face is one character, else they are
separated by spaces or commas; letter dice are matched to the dice that can show them, in
any order. Every game (any rules) can be played so: the faces, their check and the booking
are the game's own (:class:`~yachtdice.core.game.Entered`). What is refused is one
sentence under the field.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from yachtdice.core import GameState
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.table.controller import GameController

_HOW_MANY = QT_TRANSLATE_NOOP("RealDice", "Type the {count} dice, such as {example}.")
_NOT_A_FACE = QT_TRANSLATE_NOOP("RealDice", "“{typed}” is not a face of these dice; they show "
                                "{faces}.")
_NO_DIE = QT_TRANSLATE_NOOP("RealDice", "No die of these can show “{typed}” beside the others.")
_HELP = QT_TRANSLATE_NOOP("RealDice", "Throw your own dice, type what they show and press "
                          "Enter; then choose a box (a letter jumps to it) and press Enter.")
_HELP_BOOK = QT_TRANSLATE_NOOP("RealDice", "Choose a box for these dice (a letter jumps to it) "
                               "and press Enter, or type the dice again to correct them.")
_PLACEHOLDER = QT_TRANSLATE_NOOP("RealDice", "such as {example}, then Enter")
_REAL_DICE = QT_TRANSLATE_NOOP("RealDice", "Real dice: type what they show")

#: a game with more faces than this is typed only (letter dice): no button per face
MAX_FACE_BUTTONS = 12
_SEPARATORS = re.compile(r"[\s,;]+")


def face_text(face: object) -> str:
    """A face as it is typed (a letter die's face in capitals)."""
    return face.upper() if isinstance(face, str) else str(face)


def dice_faces(state: GameState) -> list[list[Any]]:
    """Each die's faces in ``state``'s game."""
    engine, rules = state.engine, state.ruleset
    return [list(engine.die_faces(rules, i)) for i in range(rules.dice_count)]


def example(state: GameState) -> str:
    """A throw as a player would type it (the last face of each die's list, and so on)."""
    faces = dice_faces(state)
    shown = [face_text(f[-1 - i % len(f)]) for i, f in enumerate(faces)]
    return ("" if all(len(s) == 1 for s in shown) else " ").join(shown)


def parse_dice(text: str, state: GameState) -> tuple[Any, ...] | str:
    """The dice ``text`` names in ``state``'s game, each on a die that can show it; else why
    not, in one translated sentence."""
    faces = dice_faces(state)
    count = len(faces)
    by_text: dict[str, Any] = {}
    for die in faces:
        for f in die:
            by_text.setdefault(face_text(f).casefold(), f)
    tokens = [t for t in _SEPARATORS.split(text.strip()) if t]
    if len(tokens) == 1 and len(tokens[0]) > 1 and all(len(k) == 1 for k in by_text):
        tokens = list(tokens[0])
    if len(tokens) != count:
        return translated(_HOW_MANY.format(count=count, example=example(state)))
    chosen = []
    for typed in tokens:
        face = by_text.get(typed.casefold())
        if face is None:
            shown = ", ".join(face_text(f) for f in by_text.values())
            return translated(_NOT_A_FACE.format(typed=typed, faces=shown))
        chosen.append(face)
    if state.engine.same_faces(state.ruleset):
        return tuple(chosen)
    return _on_dice(chosen, faces)


def _on_dice(chosen: Sequence[Any], faces: list[list[Any]]) -> tuple[Any, ...] | str:
    """``chosen`` in an order each die can show (letter dice differ), or why there is none."""
    for order in itertools.permutations(chosen):
        if all(f in die for f, die in zip(order, faces, strict=True)):
            return tuple(order)
    rare = min(chosen, key=lambda f: sum(f in die for die in faces))
    return translated(_NO_DIE.format(typed=face_text(rare)))


def real_help(state: GameState) -> str:
    """The help line of a game of real dice."""
    return translated(_HELP if state.dice is None else _HELP_BOOK)


class RealDiceEntry(QWidget):
    """The field the dice are typed into, a button per face (when a game has few), and the
    sentence that says what is wrong, following ``controller``'s game (the window hands it
    every game dealt and every change, :meth:`follow`); shown only while the
    game on the table is played with real dice. Once the dice are in, the keyboard goes to
    ``card``, where a box is chosen; once it is booked, it comes back."""

    def __init__(self, controller: GameController, card: QWidget,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.card = card  # where a box is chosen once the dice are in
        self.setObjectName("real_dice")
        self.caption = QLabel(translated(_REAL_DICE))
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.field = QLineEdit()
        self.field.setObjectName("dice_typed")
        self.field.setAccessibleName(self.caption.text())
        self.field.setMaxLength(60)
        self.caption.setBuddy(self.field)
        self.faces_row = QHBoxLayout()
        self.faces_row.setContentsMargins(0, 0, 0, 0)
        self.face_buttons: list[QPushButton] = []
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.field)
        layout.addLayout(self.faces_row)
        layout.addWidget(self.problem)
        self._faces_of: str | None = None  # the rules whose face buttons are shown
        self.hide()
        self.field.installEventFilter(self)  # Ctrl+Z is the game's Undo here too
        self.field.returnPressed.connect(self.submit)
        self.field.textEdited.connect(lambda _: self.say(None))
        controller.message.connect(self._message)

    def follow(self, state: GameState) -> None:
        """The game changed: shown for real dice, and the keyboard here when dice are due."""
        real = self.controller.real_dice
        if self.isHidden() == real:  # only a change lays the table out again
            self.setVisible(real)
        if not real:
            return
        self.say(None)
        self.show_state(state)
        if state.dice is None and not state.finished:
            self.field.setFocus()
        elif self.field.hasFocus():  # the dice are in: a box is chosen on the card
            self.card.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+Z (and the redo keys) in the field are the window's Undo, as everywhere at
        the table: the key is left to Game ▸ Undo's shortcut, never taken by the field's own
        text undo (which would bring back a turn's dice already booked)."""
        if watched is self.field and isinstance(event, QKeyEvent) and event.type() in (
                QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and (
                event.matches(QKeySequence.StandardKey.Undo)
                or event.matches(QKeySequence.StandardKey.Redo)):
            return True  # not accepted: the window's shortcut runs (if Undo is offered)
        return super().eventFilter(watched, event)

    def submit(self) -> None:
        """Enter: the dice typed are the turn's, or the sentence says why not."""
        state = self.controller.state
        if state is None or not self.controller.real_dice:
            return
        dice = parse_dice(self.field.text(), state)
        if isinstance(dice, str):
            self.say(dice)
            return
        problem = self.controller.enter(dice)
        if problem is not None:
            self.say(problem)

    def _message(self, text: str) -> None:
        """What the game refused (a box the rules forbid) is said at the field too."""
        if self.isVisible() and text:
            self.say(text)

    def show_state(self, state: GameState) -> None:
        """The field for ``state``: its faces' buttons, the example, the dice entered."""
        key = f"{state.mode}:{state.ruleset.id}:{id(state.ruleset)}"
        if key != self._faces_of:
            self._faces_of = key
            self._make_face_buttons(state)
        self.field.setPlaceholderText(translated(_PLACEHOLDER.format(example=example(state))))
        playing = not state.finished
        self.field.setEnabled(playing)
        for button in self.face_buttons:
            button.setEnabled(playing)
        if state.dice is None:
            self.field.setText("")  # not clear(): the old entry is not the field's to undo

    def _make_face_buttons(self, state: GameState) -> None:
        for button in self.face_buttons:
            self.faces_row.removeWidget(button)
            button.deleteLater()
        self.face_buttons = []
        faces = list(dict.fromkeys(f for die in dice_faces(state) for f in die))
        if len(faces) > MAX_FACE_BUTTONS:
            return
        for text in (face_text(f) for f in faces):
            button = QPushButton(text)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the typing stays in the field
            button.setMinimumWidth(30)
            button.clicked.connect(lambda _=False, text=text: self.add_face(text))
            self.faces_row.addWidget(button)
            self.face_buttons.append(button)

    def add_face(self, text: str) -> None:
        """A face button: its face joins the ones typed."""
        typed = self.field.text()
        apart = " " if any(len(b.text()) > 1 for b in self.face_buttons) else ""
        self.field.setText(typed + apart + text if typed else text)
        self.say(None)

    def say(self, problem: str | None) -> None:
        """One sentence under the field (None: nothing wrong)."""
        self.problem.setText(problem or "")
        self.problem.setVisible(bool(problem))
