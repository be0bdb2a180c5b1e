"""The dice tray: painted dice that tumble when rolled, and can be clicked to hold.

The tray shows what the game state says; it holds no rules. A click asks the
controller to hold or release a die; the state that comes back is drawn.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QSizePolicy, QWidget

from ..core import GameState
from .faces import FacePainter, PipFaces, face_painter
from .painting import DieColors, paint_die
from .plain import plain_tip

SPEEDS = {"normal": 1.0, "fast": 0.45, "off": 0.0}
ROLL_MS = 620      # one die's tumble at normal speed
STAGGER_MS = 45    # later dice start a little later


@dataclass
class Tumble:
    """The motion of one die during a roll."""

    delay: float
    duration: float
    spin: float                  # total degrees turned
    travel: float                # horizontal wander, in die sizes
    final: object
    flicker: list[object] = field(default_factory=list)


class DieButton(QAbstractButton):
    """One die. Clicking it asks for a hold or release (``toggled_by_user``)."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.faces: FacePainter = PipFaces()
        self.face: Any = None
        self.held = False
        self.angle = 0.0
        self.lift = 0.0
        self.shift = 0.0
        self.suggested = False  # a hint says: keep this die
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # number keys hold dice; Space rolls
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._describe()

    def sizeHint(self) -> QSize:
        return QSize(84, 96)

    def minimumSizeHint(self) -> QSize:
        return QSize(44, 52)

    def show_face(self, face: Any, held: bool) -> None:
        self.face, self.held = face, held
        self.angle = self.lift = self.shift = 0.0
        self.suggested = False
        self._describe()
        self.update()

    def _describe(self) -> None:
        number = self.index + 1
        if self.face is None:
            text = f"die {number}, not rolled yet"
        else:
            text = f"die {number}, {self.faces.describe(self.index, self.face)}"
            if self.held:
                text += ", held"
        self.setAccessibleName(text)
        self.setToolTip(plain_tip(f"{text[0].upper()}{text[1:]}. Click or press {number} "
                                  f"to {'release' if self.held else 'hold'} it."))

    def die_rect(self) -> QRectF:
        """Where the die is drawn at rest: a square, raised a little when held."""
        w, h = self.width(), self.height()
        side = min(w, h * 0.86, 150.0)
        return QRectF((w - side) / 2, (h - side) / 2 - (side * 0.08 if self.held else 0),
                      side, side)

    def hitButton(self, pos: QPoint) -> bool:
        return self.face is not None and self.die_rect().contains(QPointF(pos))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = self.die_rect()
        rect.translate(self.shift * rect.width(), 0)
        colors = DieColors.from_palette(self.palette())
        face, faces, index = self.face, self.faces, self.index
        paint_face = None if isinstance(faces, PipFaces) or face is None else (
            lambda p, body: faces.paint(p, body, index, face, colors))
        paint_die(painter, rect, face if paint_face is None else None, colors,
                  held=self.held, angle=self.angle, lift=self.lift, focused=self.suggested,
                  paint_face=paint_face)
        painter.end()


class DiceTray(QWidget):
    """A row of dice for one game. ``die_clicked(index)`` asks to hold or release a die."""

    die_clicked = Signal(int)
    roll_finished = Signal()

    def __init__(self, parent: QWidget | None = None, rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceTray")
        self.dice: list[DieButton] = []
        self.speed = "normal"
        self._rng = rng or random.Random()
        self._tumbles: dict[int, Tumble] = {}
        self._held: frozenset[int] = frozenset()
        self._layout = QHBoxLayout(self)
        self._layout.setSpacing(6)
        self._layout.setContentsMargins(14, 10, 14, 10)
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.Linear)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self._settle)
        self._ease = QEasingCurve(QEasingCurve.Type.OutCubic)
        self.setAccessibleName("Dice")

    def paintEvent(self, event: QPaintEvent) -> None:
        """The felt the dice land on: green on light themes, a deep teal on dark ones."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        felt = QColor("#1f5d43") if dark else QColor("#2e7d5b")
        path = QPainterPath()
        path.addRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 14, 14)
        painter.fillPath(path, felt)
        painter.setPen(felt.darker(140))
        painter.drawPath(path)
        painter.end()

    @property
    def rolling(self) -> bool:
        return self._anim.state() == QVariantAnimation.State.Running

    def set_dice_count(self, count: int) -> None:
        if len(self.dice) == count:
            return
        for die in self.dice:
            self._layout.removeWidget(die)
            die.deleteLater()
        self.dice = []
        for i in range(count):
            die = DieButton(i, self)
            die.clicked.connect(lambda _=False, i=i: self.die_clicked.emit(i))
            self._layout.addWidget(die)
            self.dice.append(die)

    def show_state(self, state: GameState) -> None:
        """Draw the dice of ``state`` at rest (stopping any roll in flight)."""
        if self.rolling:
            self._anim.stop()
            self._tumbles.clear()
        self.set_dice_count(state.ruleset.dice_count)
        self._set_faces(state)
        self._held = state.held if state.dice is not None else frozenset()
        for i, die in enumerate(self.dice):
            die.show_face(None if state.dice is None else state.dice[i], i in self._held)

    def animate_roll(self, before: GameState, after: GameState, speed: str | None = None) -> None:
        """Tumble the dice that were thrown (those not held) onto ``after``'s faces."""
        assert after.dice is not None
        self.set_dice_count(after.ruleset.dice_count)
        self._set_faces(after)
        scale = SPEEDS[speed or self.speed]
        held = before.held if before.dice is not None else frozenset()
        thrown = [i for i in range(len(self.dice)) if i not in held]
        self._held = after.held
        if scale == 0 or not thrown:
            self.show_state(after)
            self.roll_finished.emit()
            return
        self._tumbles = {}
        for order, i in enumerate(thrown):
            duration = ROLL_MS * scale * self._rng.uniform(0.85, 1.1)
            self._tumbles[i] = Tumble(
                delay=order * STAGGER_MS * scale, duration=duration,
                spin=self._rng.choice((-1, 1)) * self._rng.uniform(300, 560),
                travel=self._rng.uniform(-0.12, 0.12), final=after.dice[i],
                flicker=[self._rng.choice(self.dice[i].faces.faces(i)) for _ in range(12)])
        total = max(t.delay + t.duration for t in self._tumbles.values())
        for i, die in enumerate(self.dice):
            if i not in self._tumbles:
                die.show_face(after.dice[i], i in after.held)
        self._anim.stop()
        self._anim.setDuration(int(total))
        self._anim.start()

    def _set_faces(self, state: GameState) -> None:
        """Paint the faces of ``state``'s mode (pips, letters, ...)."""
        faces = face_painter(state)
        for die in self.dice:
            die.faces = faces

    def suggest(self, keep: set[int]) -> None:
        """Outline the dice a hint says to keep (cleared by the next state shown)."""
        for i, die in enumerate(self.dice):
            die.suggested = i in keep
            die.update()

    def finish_now(self) -> None:
        """Jump to the end of a roll in flight (the player is in a hurry)."""
        if self.rolling:
            self._anim.setCurrentTime(self._anim.duration())

    def _step(self, value: object) -> None:
        elapsed = float(value) * self._anim.duration()  # type: ignore[arg-type]
        for i, t in self._tumbles.items():
            die = self.dice[i]
            p = min(1.0, max(0.0, (elapsed - t.delay) / t.duration))
            eased = self._ease.valueForProgress(p)
            die.angle = t.spin * (1 - eased)
            die.shift = t.travel * math.sin(math.pi * p) * (1 - p)
            die.lift = abs(math.sin(p * math.pi * 2.6)) * (1 - p) ** 1.5
            if p >= 0.82:
                die.face = t.final
            else:
                die.face = t.flicker[int(p * len(t.flicker)) % len(t.flicker)]
            die.held = False
            die.update()

    def _settle(self) -> None:
        for i, t in self._tumbles.items():
            self.dice[i].show_face(t.final, i in self._held)
        self._tumbles.clear()
        self.roll_finished.emit()
