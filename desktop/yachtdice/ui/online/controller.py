"""The controller of an online game's table: the window's own, told its moves by the room.

The table (:class:`~yachtdice.ui.table.main_window.MainWindow`) shows an online game as it
shows any other: the card, the dice tumbling, whose turn it is, the end. What differs is
where the game lives. A person's Roll, hold or booking goes to the room (at the host) or to
the host (a guest's table) and changes nothing here; the game on the table moves only when
the room says an action was played (``played``), one action at a time, each roll tumbling
before the next is shown. Only this computer's seats have their controls: every other seat
is shown as "playing", as a computer is. The game is kept by the room's keeper, so the
controller saves nothing itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from yachtdice.core import Action, GameRecord, Hold, Player, Roll, Score, Undo
from yachtdice.core.errors import as_sentence
from yachtdice.core.events import ROLL
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import Seat, game_ui
from yachtdice.ui.table.controller import GameController

_NOT_ONLINE = QT_TRANSLATE_NOOP("OnlineController",
                                "An online game goes on until its end: host or join another "
                                "from the Game menu of the main window.")
_NO_UNDO = QT_TRANSLATE_NOOP("OnlineController", "Undo is not offered in a game across "
                             "computers.")

#: a move sent to the room: None rolls; the answer is why not, or None (sent)
Send = Callable[[Hold | Score | None], str | None]


class Source(Protocol):
    """The room (:class:`~yachtdice.net.room.HostRoom`) or a guest's table
    (:class:`~yachtdice.net.guest.GuestTable`), as the controller follows it."""

    @property
    def record(self) -> GameRecord | None: ...

    played: SignalInstance


class OnlineController(GameController):
    """Plays ``source``'s game on a table: ``mine`` the seats played at this computer,
    ``send`` how their moves reach the room."""

    #: the game on the table caught up with an action (its index in the game's log)
    shown = Signal(int)
    #: the room is ahead of a roll still tumbling here: the window lands it at once
    behind = Signal()

    def __init__(self, source: Source, mine: Callable[[], Sequence[int]], send: Send,
                 parent: QObject | None = None) -> None:
        super().__init__(parent=parent)
        self._source = source
        self._mine = mine
        self._send = send
        self._behind: list[Action] = []  # played at the room, not yet on the table
        source.played.connect(self._played)

    # -- the game on the table follows the room ---------------------------------------------------
    def follow(self) -> None:
        """Show the room's game as it is now (it began, or this guest is back after a drop)."""
        record = self._source.record
        if record is None:
            return
        self.computers.stop()
        self._behind = []
        self.record = record
        self.rolling = False
        self._game = game_ui(record.state.mode)
        self.turn_seconds = None
        self.computers.seats = {}  # every other seat is played at its own computer
        if self._game.computers is not None:  # what the game prepares off the GUI thread for
            self._game.computers(self, record)  # play (its seats are not taken: seat())
        preload = self._game.preload
        if preload is not None:
            self.preloads.load(preload, record.state.mode)
        self.game_started.emit(record.state)
        self.state_changed.emit(record.state)
        self._after_change()

    def _played(self, index: int, _seat: int) -> None:
        record = self._source.record
        if self.record is None or record is None or index >= len(record.actions):
            return
        known = len(self.record.actions) + len(self._behind)
        if index < known:
            return  # shown already (a guest back after a drop gets the game again)
        if index > known:  # an action was missed: show the game as the room has it
            self.follow()
            return
        self._behind.append(record.actions[index])
        if not self.rolling:
            self._next()
        else:  # the next move is not held back by the last roll's animation
            self.behind.emit()

    def _next(self) -> None:
        """Show the actions the table is behind by, up to the next roll (which tumbles; the
        rest follow when it has landed)."""
        while self._behind and self.record is not None and not self.rolling:
            action = self._behind.pop(0)
            before = self.record.state
            self.record = self.record.then(action)
            if isinstance(action, Roll):
                self.rolling = True
                self.sound.emit(ROLL)
                self.roll_started.emit(before, self.record.state)
            else:
                self.state_changed.emit(self.record.state)
                self._after_change()
            self.shown.emit(len(self.record.actions) - 1)

    def roll_done(self) -> None:
        if not self.rolling or self.record is None:
            return
        self.rolling = False
        self.state_changed.emit(self.record.state)
        if self._behind:
            self._next()
        else:
            self._after_change()

    # -- whose controls ---------------------------------------------------------------------------
    @property
    def computer_turn(self) -> bool:
        """Another computer's seat is at play (its controls are not here)."""
        state = self.state
        return state is not None and not state.finished and state.current not in self._mine()

    def _after_change(self) -> None:
        state = self.state
        if state is not None and state.finished:
            self.game_over.emit(state)

    # -- a person's moves go to the room ----------------------------------------------------------
    def throw(self) -> None:
        self._ask(None)

    def act(self, action: Action) -> None:
        if isinstance(action, Undo):
            self.message.emit(translated(_NO_UNDO))
            return
        if isinstance(action, Hold | Score):
            state = self.state
            problem = state.problem(action) if state is not None else None
            if problem is not None:
                self.message.emit(as_sentence(translated(problem)))
                return
            self._ask(action)

    def _ask(self, action: Hold | Score | None) -> None:
        if self._behind or self.rolling:
            return  # the table is still showing the room's last moves
        why = self._send(action)
        if why:
            self.message.emit(as_sentence(why))

    @property
    def can_undo(self) -> bool:
        return False

    def undo(self) -> None:
        self.message.emit(translated(_NO_UNDO))

    # -- what an online table does not do ---------------------------------------------------------
    def new_game(self, ruleset: Any, players: Sequence[Player]) -> None:
        self.message.emit(translated(_NOT_ONLINE))

    def play_again(self) -> None:
        self.message.emit(translated(_NOT_ONLINE))

    def seat(self, index: int, player: Seat) -> None:
        """No computer plays here: the room has every seat's computer."""

    def play_on(self) -> None:
        """The room moves its computers."""

    def _save(self) -> None:
        """The room's keeper keeps the game (the host's and each guest's history)."""

    def _preloaded(self, mode_id: str) -> None:
        self.loaded_ready.emit()
        if self.state is not None:
            self.state_changed.emit(self.state)
