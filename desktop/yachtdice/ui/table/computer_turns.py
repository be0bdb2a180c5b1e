"""Computer players at the table, paced so that people can follow them: a moment to think,
to hold, and to show the chosen box before booking it; after a person's move that Undo can
still take back, a countdown first. Hurried (Space), each step comes at once.

The seats are filled by the game (:class:`~yachtdice.ui.modes.Seat`: its strategy, or the
core game's keep-and-claim computer); the controller owns one of these and tells it each
change (:meth:`ComputerTurns.next`).
"""

from __future__ import annotations

from typing import Literal, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from yachtdice.core import Action, GameRecord, GameState, Hold, Score, Undo
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import Seat

_PLAYS_IN = QT_TRANSLATE_NOOP("GameController", "{player} plays in {seconds} s: Undo (Ctrl+Z) "
                              "takes back your move.")

PACE_MS = {"think": 650, "hold": 450, "score": 900}
PACE_SCALE = {"normal": 1.0, "fast": 0.5, "off": 0.35}
HURRIED_MS = 40
#: seconds a computer waits, counting down, before it plays after a person's move that Undo
#: can still take back (Space or Esc starts it at once)
UNDO_PAUSE_S = 2
#: one second of that countdown, in milliseconds (the tests shorten it, with the pace)
SECOND_MS = 1000


class Table(Protocol):
    """What the computers use of the game controller."""

    @property
    def state(self) -> GameState | None: ...
    @property
    def record(self) -> GameRecord | None: ...
    @property
    def rolling(self) -> bool: ...
    @property
    def speed(self) -> str: ...
    @property
    def computer_turn(self) -> bool: ...

    hurrying: bool

    def throw(self) -> None:
        """Roll the dice not held, for the computer at play."""
        ...

    def act(self, action: Action) -> None:
        """Play a computer's hold or booking."""
        ...

    def say(self, text: str) -> None: ...


class ComputerTurns(QObject):
    """Plays the computer seats of ``table``'s game, one paced step at a time."""

    choosing = Signal(object)  # a computer player is about to book this Place

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self.seats: dict[int, Seat] = {}  # the computers ready to play, by seat
        self._pending: Score | Literal["roll"] | None = None  # a computer's next move, decided
        self._announced = False  # the computer's chosen box has been shown before scoring
        self._pause_left = 0  # seconds of the pause before a computer plays (UNDO_PAUSE_S)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)

    def _pace(self, step: str) -> int:
        if self._table.hurrying:
            return HURRIED_MS
        return int(PACE_MS[step] * PACE_SCALE.get(self._table.speed, 1.0))

    def next(self, state: GameState) -> None:
        """A computer is at play after a change: its next step, in a moment."""
        if self._timer.isActive() or self._table.rolling:
            return
        if state.dice is None and state.can(Undo()) and not self._table.hurrying:
            self._pause_left = UNDO_PAUSE_S  # time to take the move back first
            self._say_pause()
            self._timer.start(SECOND_MS)
        else:
            self._timer.start(self._pace("think" if state.dice is not None else "hold"))

    @property
    def waiting(self) -> bool:
        """A computer's next step is due (after its pace, or the countdown's next second)."""
        return self._timer.isActive()

    def hurry(self) -> None:
        """Play the rest of this computer turn quickly."""
        if not self._table.computer_turn:
            return
        self._table.hurrying = True
        # sooner, never later: Space held down repeats faster than a hurried step, and
        # restarting the step at each repeat kept the computer from ever moving
        if self._timer.isActive() and self._timer.remainingTime() > HURRIED_MS:
            self._timer.start(HURRIED_MS)

    def stop(self) -> None:
        """No computer moves until told again (a new game, an undo, the end)."""
        self._timer.stop()
        if self._pause_left:
            self._pause_left = 0
            self._table.say("")  # the countdown stops
        self._pending = None
        self._announced = False
        self._table.hurrying = False

    def _say_pause(self) -> None:
        state = self._table.state
        assert state is not None
        self._table.say(translated(_PLAYS_IN.format(player=state.player.name,
                                                    seconds=self._pause_left)))

    def _step(self) -> None:
        table = self._table
        state = table.state
        if state is None or state.finished or not table.computer_turn or table.rolling:
            return
        if self._pause_left:  # counting down while the last move can be taken back
            self._pause_left -= 1
            if self._pause_left and not table.hurrying:
                self._say_pause()
                self._timer.start(SECOND_MS)
                return
            self._pause_left = 0
            table.say("")
        seat = self.seats.get(state.current)
        if seat is None:
            return  # not ready yet (its strategy or the word list): it plays when it is
        pending, self._pending = self._pending, None
        if state.dice is None or pending == "roll":
            table.throw()
            return
        move = pending if isinstance(pending, Score) else seat.decide(state)
        if isinstance(move, Score):
            self._book(state, move)
        elif isinstance(move, Hold) and frozenset(move.dice) != state.held:
            table.act(move)
            self._pending = "roll"  # roll next time, without deciding again
            self._timer.start(self._pace("hold"))
        else:
            table.throw()  # the wanted dice are held already

    def _book(self, state: GameState, move: Score) -> None:
        """Show the chosen box a moment, then book it and say what it played."""
        table = self._table
        if not self._announced:
            self._announced = True  # show the chosen box a moment before booking it
            self._pending = move
            self.choosing.emit(move.place)
            self._timer.start(self._pace("score"))
            return
        self._announced = False
        table.act(move)
        record = table.record
        if record is not None and record.actions and record.actions[-1] is move:
            # what it played, for everyone to see (and challenge)
            from yachtdice.core.bookings import booking, sentence  # not before the first paint

            table.say(translated(sentence(state.ruleset, booking(state, move, record.state))))
