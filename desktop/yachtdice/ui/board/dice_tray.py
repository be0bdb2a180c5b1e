"""The dice tray: painted dice that tumble when rolled, and can be clicked to hold.

The tray shows what the game state says; it holds no rules. A click asks the
controller to hold or release a die; the state that comes back is drawn.

The tray paints the table and every die itself (the die buttons only take clicks
and speak to screen readers), so a turning die is never cut off at the edge of its
button. The tray and its dice grow with the window, up to a die of 180 px.
A roll tumbles, bounces and settles with a short wobble; the animation-speed
setting scales it, and "off" or the desktop's reduced-motion preference shows
the dice at once.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QSizePolicy, QWidget

from yachtdice.core import GameState
from yachtdice.ui.board.faces import FaceSet, NumberFaces, die_words, number_faces
from yachtdice.ui.board.painting import DieColors, paint_die, paint_table
from yachtdice.ui.widgets.plain import plain_tip
from yachtdice.ui.widgets.theme import reduced_motion

if TYPE_CHECKING:
    from PySide6.QtCore import QEasingCurve, QVariantAnimation

SPEEDS = {"normal": 1.0, "fast": 0.45, "off": 0.0}
ROLL_MS = 620      # one die's tumble at normal speed
STAGGER_MS = 45    # later dice start a little later
SETTLE = 0.8       # the last fifth of a tumble: the die lands and wobbles to rest
MAX_DIE = 180.0    # the largest die, in pixels


class Tumble:
    """The motion of one die during a roll (read while it rolls, never compared)."""

    __slots__ = ("delay", "duration", "final", "flicker", "spin", "travel")

    def __init__(self, delay: float, duration: float, spin: float, travel: float,
                 final: object, flicker: list[object]) -> None:
        self.delay = delay
        self.duration = duration
        self.spin = spin        # total degrees turned
        self.travel = travel    # horizontal wander, in die sizes
        self.final = final
        self.flicker = flicker  # the faces it shows on its way


class DieButton(QAbstractButton):
    """One die. Clicking it asks for a hold or release (``toggled_by_user``).

    It paints nothing: the tray draws it (see the module's docstring).
    """

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.faces: FaceSet = NumberFaces()
        self.face: Any = None
        self.held = False
        self.angle = 0.0
        self.lift = 0.0
        self.shift = 0.0
        self.suggested = False  # a hint says: keep this die
        self._words: tuple[str, str, str] | None = None  # as last said (name, action, tip)
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
        self._repaint()

    def _repaint(self) -> None:
        tray = self.parentWidget()
        (tray or self).update()

    def _describe(self) -> None:
        face = None if self.face is None else self.faces.describe(self.index, self.face)
        words = die_words(self.index + 1, face, self.held)
        if words == self._words:
            return  # said already
        self._words = words
        name, action, tip = words
        self.setAccessibleName(name)
        self.setAccessibleDescription(action)
        self.setToolTip(plain_tip(tip))

    def die_rect(self) -> QRectF:
        """Where the die is drawn at rest: a square, raised a little when held."""
        w, h = self.width(), self.height()
        side = min(w, h * 0.86, MAX_DIE)
        return QRectF((w - side) / 2, (h - side) / 2 - (side * 0.08 if self.held else 0),
                      side, side)

    def hitButton(self, pos: QPoint) -> bool:
        return self.face is not None and self.die_rect().contains(QPointF(pos))

    def paint_on(self, painter: QPainter, colors: DieColors) -> None:
        """Draw this die with ``painter`` in its parent's coordinates."""
        rect = self.die_rect().translated(QPointF(self.pos()))
        rect.translate(self.shift * rect.width(), 0)
        shown = None if self.face is None else self.faces.shown(self.index, self.face)
        paint_die(painter, rect, shown, colors, held=self.held, angle=self.angle,
                  lift=self.lift, focused=self.suggested, face_painter=self.faces.painter)

    def paintEvent(self, event: QPaintEvent) -> None:
        pass  # the tray draws the die


class DiceTray(QWidget):
    """A row of dice for one game. ``die_clicked(index)`` asks to hold or release a die.

    ``faces`` gives the faces of a state's game (numbered faces unless told)."""

    die_clicked = Signal(int)
    roll_finished = Signal()

    def __init__(self, parent: QWidget | None = None, rng: random.Random | None = None,
                 faces: Callable[[GameState], FaceSet] = number_faces) -> None:
        super().__init__(parent)
        self._faces_for = faces
        self.setObjectName("diceTray")
        self.dice: list[DieButton] = []
        self.speed = "normal"
        self._rng = rng or random.Random()
        self._tumbles: dict[int, Tumble] = {}
        self._held: frozenset[int] = frozenset()
        self._layout = QHBoxLayout(self)
        self._layout.setSpacing(6)
        self._layout.setContentsMargins(18, 14, 18, 14)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(130)
        # the roll's animation and its easing: made for the first roll (their Python types,
        # ~1.5 ms, are not needed for the first frame)
        self._roll: QVariantAnimation | None = None
        self._ease: QEasingCurve | None = None
        self.setAccessibleName(self.tr("Dice"))

    def paintEvent(self, event: QPaintEvent) -> None:
        """The table, then the dice: resting ones first, tumbling ones over them."""
        painter = QPainter(self)
        paint_table(painter, QRectF(self.rect()))
        colors = DieColors.from_palette(self.palette())
        for die in sorted(self.dice, key=lambda d: d.index in self._tumbles):
            die.paint_on(painter, colors)
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The margins keep the dice off the rim; the gaps grow with the dice."""
        super().resizeEvent(event)
        rim = max(6, round(min(self.width(), self.height()) * 0.045))
        self._layout.setContentsMargins(rim + 12, rim + 6, rim + 12, rim + 6)
        self._layout.setSpacing(max(6, self.height() // 30))
        if event.oldSize().width() != event.size().width():
            self._fit_height()

    def _fit_height(self) -> None:
        """No taller than the dice need: a die as wide as its share, its tag, the rim."""
        rim = max(6, round(min(self.width(), self.height()) * 0.045))
        die = min(MAX_DIE, (self.width() - 2 * (rim + 12)) / max(1, len(self.dice)))
        self.setMaximumHeight(max(self.minimumHeight(), int(die * 1.55) + 2 * rim + 24))

    @property
    def rolling(self) -> bool:
        roll = self._roll
        return roll is not None and roll.state() == roll.State.Running

    @property
    def animation(self) -> QVariantAnimation:
        """The roll's animation, from 0 to 1 over a roll (made with the first roll)."""
        return self._animation()[0]

    def _animation(self) -> tuple[QVariantAnimation, QEasingCurve]:
        """The roll's animation and the tumble's easing, made once."""
        if self._roll is None or self._ease is None:
            from PySide6.QtCore import QEasingCurve, QVariantAnimation

            roll = QVariantAnimation(self)
            roll.setStartValue(0.0)
            roll.setEndValue(1.0)
            roll.setEasingCurve(QEasingCurve.Type.Linear)
            roll.valueChanged.connect(self._step)
            roll.finished.connect(self._settle)
            self._roll, self._ease = roll, QEasingCurve(QEasingCurve.Type.OutCubic)
        return self._roll, self._ease

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
        self._fit_height()

    def show_state(self, state: GameState) -> None:
        """Draw the dice of ``state`` at rest (stopping any roll in flight)."""
        if self._roll is not None and self.rolling:
            self._roll.stop()
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
        scale = 0.0 if reduced_motion() else SPEEDS[speed or self.speed]
        held = before.held if before.dice is not None else frozenset()
        thrown = [i for i in range(len(self.dice)) if i not in held]
        self._held = after.held
        if scale == 0 or not thrown:
            self.show_state(after)
            self.roll_finished.emit()
            return
        self._tumbles = {}
        last = len(self.dice) - 1
        for order, i in enumerate(thrown):
            duration = ROLL_MS * scale * self._rng.uniform(0.85, 1.1)
            # the dice at the ends wander inward, so none leaves the felt
            low = 0.0 if i == 0 else -0.12
            high = 0.0 if i == last else 0.12
            self._tumbles[i] = Tumble(
                delay=order * STAGGER_MS * scale, duration=duration,
                spin=self._rng.choice((-1, 1)) * self._rng.uniform(300, 560),
                travel=self._rng.uniform(low, high), final=after.dice[i],
                flicker=[self._rng.choice(self.dice[i].faces.faces(i)) for _ in range(12)])
        total = max(t.delay + t.duration for t in self._tumbles.values())
        for i, die in enumerate(self.dice):
            if i not in self._tumbles:
                die.show_face(after.dice[i], i in after.held)
        roll = self.animation
        roll.stop()
        roll.setDuration(int(total))
        roll.start()

    def _set_faces(self, state: GameState) -> None:
        """Paint and name the faces of ``state``'s game (pips, letters, ...)."""
        faces = self._faces_for(state)
        for die in self.dice:
            die.faces = faces

    def suggest(self, keep: set[int]) -> None:
        """Outline the dice a hint says to keep (cleared by the next state shown)."""
        for i, die in enumerate(self.dice):
            die.suggested = i in keep
        self.update()

    def finish_now(self) -> None:
        """Jump to the end of a roll in flight (the player is in a hurry)."""
        if self._roll is not None and self.rolling:
            self._roll.setCurrentTime(self._roll.duration())

    def _step(self, value: object) -> None:
        roll, ease = self._animation()
        elapsed = float(value) * roll.duration()  # type: ignore[arg-type]
        for i, t in self._tumbles.items():
            die = self.dice[i]
            p = min(1.0, max(0.0, (elapsed - t.delay) / t.duration))
            eased = ease.valueForProgress(p)
            die.angle = t.spin * (1 - eased)
            if p > SETTLE:  # landed: a short wobble that dies away
                q = (p - SETTLE) / (1 - SETTLE)
                die.angle += math.copysign(5.0, t.spin) * math.sin(q * math.pi * 2) * (1 - q)
            die.shift = t.travel * math.sin(math.pi * p) * (1 - p)
            die.lift = abs(math.sin(p * math.pi * 2.6)) * (1 - p) ** 1.5
            if p >= 0.82:
                die.face = t.final
            else:
                die.face = t.flicker[int(p * len(t.flicker)) % len(t.flicker)]
            die.held = False
        self.update()

    def _settle(self) -> None:
        for i, t in self._tumbles.items():
            self.dice[i].show_face(t.final, i in self._held)
        self._tumbles.clear()
        self.roll_finished.emit()
