"""The hourglass of timed turns (Word Yahtzee's rule sheet): a person's turn has so many
seconds; when they run out, only a zero may be written.

A dialog that holds the window (Abandon, New Game, the rules...) holds the hourglass too,
unless it is part of the turn (:data:`CLOCK_RUNS`: the word game's Look Up, where a
player could otherwise stall to check words); the time the window spends working out a
hint is given back (:meth:`Hourglass.held`: a slow computer does not cost the player); a
turn whose time ran out stays out when Undo goes back to it, and a game kept with its
clock resumes with the time its turn had left. The controller owns one and tells it each
new state (:meth:`Hourglass.time`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Protocol

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication

from yachtdice.core import GameState
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import CLOCK_RUNS

_TIME_UP_FOR = QT_TRANSLATE_NOOP("GameController", "Time is up, {player}: choose a box for a "
                                 "zero.")

#: a turn: (the seat at play, the boxes filled on its card)
Turn = tuple[int, int]


class Timed(Protocol):
    """What the hourglass uses of the game it times: its state, and the seconds of a turn
    (the controller's: the dealer sets them); it keeps whether a turn is out of time."""

    @property
    def state(self) -> GameState | None: ...
    @property
    def rolling(self) -> bool: ...

    turn_seconds: int | None
    out_of_time: bool

    def throw(self) -> None:
        """Roll the dice not held."""
        ...

    def keep_clock(self) -> None:
        """Save the clock with the game."""
        ...


class Hourglass(QObject):
    """Times the turns of ``game`` while its ``turn_seconds`` are set (None: untimed)."""

    clock = Signal(object)   # seconds left in a timed turn, or None (no timer)
    time_up = Signal(bool)   # a timed turn ran out: only a zero may be written
    said = Signal(str)       # one sentence for the status line ("" takes the last one back)

    def __init__(self, game: Timed, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._timed_turn: Turn | None = None
        self._paused_ms: int | None = None  # the turn's time left while a dialog holds it
        self._resumed: tuple[Turn, int] | None = None  # a kept turn's time left
        self._expired: set[Turn] = set()  # turns whose time ran out (Undo to them)
        self._turn_timer = QTimer(self)
        self._turn_timer.setSingleShot(True)
        # precise: a coarse timer may end a minute up to 5 % (3 s) early or late, and its
        # time left jumps when it is started again from a kept value
        self._turn_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._turn_timer.timeout.connect(self._time_is_up)
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._on_tick)

    def begin(self) -> None:
        """A game is dealt or resumed: the last game's hourglass stops with it."""
        self.stop()
        self._expired = set()
        self._set_out_of_time(False)

    def time(self, state: GameState) -> None:
        """Start the hourglass when a person's turn begins (timed games); stop it otherwise."""
        if self._game.turn_seconds is None:
            return
        key = (state.current, int(state.card.filled_count))
        if key != self._timed_turn and self._game.out_of_time:
            self._set_out_of_time(False)  # the turn that ran out is over, and its message
            self.said.emit("")
        if state.finished or state.player.computer:
            self.stop()
        elif key != self._timed_turn:
            self._timed_turn = key
            left = self._game.turn_seconds * 1000
            if self._resumed is not None and self._resumed[0] == key:
                left = self._resumed[1]  # the time this turn had when it was left
            self._resumed = None
            if key in self._expired:
                left = 0  # a zero taken back by Undo: the turn's time is still over
            self._paused_ms = None
            self._turn_timer.start(max(0, left))
            self._tick.start()
            self._show_clock()

    def stop(self) -> None:
        self._turn_timer.stop()
        self._tick.stop()
        self._timed_turn = None
        self._paused_ms = None
        self.clock.emit(None)

    def time_left_ms(self) -> int | None:
        """The time left in the timed turn under way (held while a dialog is open), or None."""
        if self._timed_turn is None:
            return None
        if self._game.out_of_time:
            return 0
        if self._paused_ms is not None:
            return self._paused_ms
        return max(0, self._turn_timer.remainingTime()) if self._turn_timer.isActive() else 0

    def _show_clock(self) -> None:
        left = self.time_left_ms()
        self.clock.emit(None if left is None else -(-left // 1000))  # whole seconds, up

    def _on_tick(self) -> None:
        """A dialog that holds the window (Abandon, New Game, the rules...) holds the
        hourglass too: the turn's time waits until it closes."""
        modal = QApplication.activeModalWidget()
        held = modal is not None and not modal.property(CLOCK_RUNS)
        if held and self._turn_timer.isActive():
            self._paused_ms = max(0, self._turn_timer.remainingTime())
            self._turn_timer.stop()
            self._game.keep_clock()
        elif not held and self._paused_ms is not None:
            self._turn_timer.start(self._paused_ms)
            self._paused_ms = None
        self._show_clock()

    @contextmanager
    def held(self) -> Iterator[None]:
        """The turn's time waits while the block runs (the window working out a hint: its
        seconds are the computer's, not the player's)."""
        running = self._turn_timer.isActive() and self._paused_ms is None
        left = max(0, self._turn_timer.remainingTime()) if running else 0
        try:
            yield
        finally:
            if running and self._turn_timer.isActive():
                self._turn_timer.start(left)

    def kept(self) -> dict[str, object] | None:
        """What the game's clock needs to resume: the seconds a turn has, and the time left
        in the timed turn under way (None: the game is not timed)."""
        if self._game.turn_seconds is None:
            return None
        left = self.time_left_ms()
        out: dict[str, object] = {"seconds": self._game.turn_seconds}
        if self._game.state is not None and left is not None and self._timed_turn is not None:
            out.update(turn=list(self._timed_turn), left_ms=left)
        return out

    def resume(self, kept: Mapping[str, object] | None) -> None:
        """A resumed game is timed as it was when it was left (``kept``: :meth:`kept`), with
        its turn's time left; a clock damaged or never kept: untimed."""
        self._game.turn_seconds = None
        self._resumed = None
        seconds = kept.get("seconds") if kept else None
        if not isinstance(seconds, int) or isinstance(seconds, bool) or not 0 < seconds <= 3600:
            return
        self._game.turn_seconds = seconds
        turn, left = kept.get("turn") if kept else None, kept.get("left_ms") if kept else None
        if (isinstance(turn, list) and len(turn) == 2 and all(type(t) is int for t in turn)
                and type(left) is int):
            self._resumed = ((turn[0], turn[1]), max(0, min(left, seconds * 1000)))

    def forget_resumed(self) -> None:
        """A new deal: no kept turn's time applies."""
        self._resumed = None

    def _set_out_of_time(self, flag: bool) -> None:
        if flag != self._game.out_of_time:
            self._game.out_of_time = flag
            self.time_up.emit(flag)

    def _time_is_up(self) -> None:
        """The hourglass ran out: the player must choose a box for a zero."""
        state = self._game.state
        if state is None or state.finished or state.player.computer:
            return
        self._tick.stop()
        if state.dice is None and not self._game.rolling:
            self._game.throw()  # a zero needs dice on the table
        self._set_out_of_time(True)
        if self._timed_turn is not None:
            self._expired.add(self._timed_turn)
        self._show_clock()
        self._game.keep_clock()
        self.said.emit(translated(_TIME_UP_FOR.format(player=state.player.name)))
