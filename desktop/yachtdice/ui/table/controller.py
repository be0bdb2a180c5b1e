"""The game controller: turns clicks and keys into core actions, paces computer players,
and saves the game after every action.

Views never change the game themselves: they call the controller, which asks
the core (so an illegal action becomes a one-sentence message and changes
nothing) and announces the new state. What differs from game to game (how its
computers sit down, what it loads before play, whether it has a timer, what a zero is)
it asks of the game's entry in :mod:`yachtdice.ui.modes`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication

from yachtdice.core import (
    Action,
    DiceSource,
    GameRecord,
    GameState,
    Hold,
    IllegalActionError,
    Player,
    RandomDice,
    Score,
    Undo,
)
from yachtdice.core.bookings import booking, sentence
from yachtdice.core.errors import as_sentence
from yachtdice.core.events import ROLL
from yachtdice.core.modes import mode_for
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store import StoreError
from yachtdice.ui.i18n import translated
from yachtdice.ui.jobs.runner import Job, app_runner
from yachtdice.ui.modes import (
    GameUI,
    Seat,
    Strategies,
    game_ui,
    keep_claim_seats,
    make_strategies,
)

if TYPE_CHECKING:  # the store's machinery is imported once the history opens
    from yachtdice.store import Store, StoredGame

# the hourglass of a timed game (Word Yahtzee's rule sheet)
_TIME_UP = QT_TRANSLATE_NOOP("GameController", "Time is up: choose a box for a zero.")
_TIME_UP_FOR = QT_TRANSLATE_NOOP("GameController", "Time is up, {player}: choose a box for a "
                                 "zero.")

# why Roll is not available (shown as a sentence: capitalised, a full stop added)
_NO_GAME = QT_TRANSLATE_NOOP("GameController", "start a game first")
_STILL_ROLLING = QT_TRANSLATE_NOOP("GameController", "the dice are still rolling")
_IS_PLAYING = QT_TRANSLATE_NOOP("GameController", "{player} is playing")
_NOT_SAVED = QT_TRANSLATE_NOOP("GameController", "Your game could not be saved: {problem}")
_PLAYS_IN = QT_TRANSLATE_NOOP("GameController", "{player} plays in {seconds} s: Undo (Ctrl+Z) "
                              "takes back your move.")

DEBOUNCE_S = 0.3  # a second Roll this soon after the first, with nothing between, is a bounce
PACE_MS = {"think": 650, "hold": 450, "score": 900}
PACE_SCALE = {"normal": 1.0, "fast": 0.5, "off": 0.35}
HURRIED_MS = 40
#: seconds a computer waits, counting down, before it plays after a person's move that Undo
#: can still take back (Space or Esc starts it at once)
UNDO_PAUSE_S = 2


class GameController(QObject):
    game_started = Signal(object)        # GameState
    state_changed = Signal(object)       # GameState, after any change the views should show
    roll_started = Signal(object, object)  # (before, after): animate, then call roll_done()
    computer_choice = Signal(object)     # a computer player is about to score this Place
    game_over = Signal(object)           # GameState
    message = Signal(str)                # one sentence for the status line

    sound = Signal(str)                  # what a move achieved: roll, score, bonus, all_same
    saving = Signal(object)              # why saving fails (once), or None when it works again
    loaded_ready = Signal()              # what the game loads (the word list) is loaded
    clock = Signal(object)               # seconds left in a timed turn, or None (no timer)
    time_up = Signal(bool)               # a timed turn ran out: only a zero may be written

    def __init__(self, dice: DiceSource | None = None, parent: QObject | None = None,
                 engines: Strategies | None = None) -> None:
        super().__init__(parent)
        self.dice: DiceSource = dice or RandomDice()
        self.engines = engines or make_strategies(self)
        self.record: GameRecord | None = None
        self.game_id: int | None = None
        self.store: Store | None = None
        self.speed = "normal"
        self.rolling = False
        self.hurrying = False
        self.used_hints = False
        self._hint_seats: set[int] = set()  # who asked for hints before the game was stored
        self._game: GameUI = game_ui("")  # the window parts of the game on the table
        self._seats: dict[int, Seat] = {}  # the computers ready to play, by seat
        self._pending: Score | Literal["roll"] | None = None  # a computer's next move, decided
        self._announced = False  # the computer's chosen box has been shown before scoring
        self._pause_left = 0  # seconds of the pause before a computer plays (UNDO_PAUSE_S)
        self._last_roll = 0.0
        self._save_failed = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_step)
        self._loaded: dict[str, object] = {}  # what each game loaded before play, by mode id
        self._loading: Job[object, None] | None = None  # that (the word list), being loaded
        #: seconds a person has for a turn (the rule sheet's hourglass), None for no limit
        self.turn_seconds: int | None = None
        self.out_of_time = False
        self._timed_turn: tuple[int, int] | None = None
        self._paused_ms: int | None = None  # the turn's time left while a dialog holds it
        self._resumed_clock: tuple[tuple[int, int], int] | None = None  # a kept turn's time
        self._expired: set[tuple[int, int]] = set()  # turns whose time ran out (Undo to them)
        self._turn_timer = QTimer(self)
        self._turn_timer.setSingleShot(True)
        # precise: a coarse timer may end a minute up to 5 % (3 s) early or late, and its
        # time left jumps when it is started again from a kept value
        self._turn_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._turn_timer.timeout.connect(self._time_is_up)
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._on_tick)

    # -- state -----------------------------------------------------------------------------------
    @property
    def state(self) -> GameState | None:
        return self.record.state if self.record is not None else None

    @property
    def computer_turn(self) -> bool:
        state = self.state
        return state is not None and not state.finished and state.player.computer

    def roll_problem(self) -> str | None:
        """Why Roll is not available to the player now, or None."""
        state = self.state
        if state is None:
            return _NO_GAME.text
        if self.rolling:
            return _STILL_ROLLING.text
        if self.computer_turn:
            return _IS_PLAYING.format(player=state.player.name)
        if self.out_of_time:
            return _TIME_UP.text
        return state.throw_problem()

    # -- games -----------------------------------------------------------------------------------
    @property
    def loaded(self) -> object:
        """What the game on the table loads before play (the word list), once it has loaded;
        None until then, and for games that load nothing."""
        state = self.state
        return self._loaded.get(state.mode) if state is not None else None

    def new_game(self, ruleset: Any, players: Sequence[Player]) -> None:
        self._stop_computer()
        store, old_game = self.store, self.game_id
        if store is not None and old_game is not None and self.state is not None \
                and not self.state.finished:
            self._guard(lambda: store.abandon_game(old_game))
        self.record = GameRecord.new(ruleset, players)
        self._resumed_clock = None
        self.game_id = None  # stored with its first action: an untouched deal is not history
        self.used_hints = False
        self._hint_seats = set()
        self._begin()

    def resume(self, stored: StoredGame) -> None:
        self._stop_computer()
        self.record = stored.record
        self.game_id = stored.id
        self._resume_clock(stored.id)
        self.used_hints = stored.used_hints
        self._hint_seats = set()  # the store has them already
        self._begin()

    def play_again(self) -> None:
        if self.record is not None:
            self.new_game(self.record.ruleset, self.record.players)

    def _begin(self) -> None:
        assert self.record is not None
        self.rolling = False
        self._pending = None
        self._last_roll = 0.0  # a new game is something between two presses of Roll
        self._stop_clock()  # the last game's hourglass stops with it
        self._expired = set()
        self._set_out_of_time(False)
        self._game = game_ui(self.record.state.mode)
        if self._game.turn_seconds is None:
            self.turn_seconds = None  # a game without a timer is never timed
        self._seats = {}
        if self._game.computers is not None:
            self._game.computers(self, self.record)  # the game seats its own computers
        else:
            self.engines.cancel()  # no strategy engine plays this game: stop a solve
            if self._game.preload is not None:
                self._load_words()  # the computers sit down once it is loaded
            else:
                self._seats = keep_claim_seats(self.record)
        self.game_started.emit(self.record.state)
        self.state_changed.emit(self.record.state)
        self._after_change()

    def attach_store(self, store: Store) -> None:
        """The store is ready (it opens off the GUI thread): save the game in progress to it."""
        self.store = store
        if self.record is not None and self.record.actions and self.game_id is None:
            self._guard(self._register_game)

    def _register_game(self) -> None:
        assert self.store is not None and self.record is not None
        self.game_id = self.store.start_game(self.record)
        for seat in sorted(self._hint_seats):
            self.store.mark_hints_used(self.game_id, seat)
        if self.record.state.finished:
            self.store.save_progress(self.game_id, self.record)

    # -- a person's actions ----------------------------------------------------------------------
    def roll(self) -> None:
        problem = self.roll_problem()
        if problem is not None:
            if not self.rolling:  # a second press during the animation is not an error
                self.message.emit(as_sentence(translated(problem)))
            return
        if time.monotonic() - self._last_roll < DEBOUNCE_S:
            return
        self._roll()

    def toggle_hold(self, die: int) -> None:
        state = self.state
        if state is None or self.rolling or self.computer_turn:
            return
        if not 0 <= die < state.ruleset.dice_count:
            return
        held = set(state.held) ^ {die}
        self._act(Hold(tuple(sorted(held))))

    def score(self, category_id: str) -> None:
        """Book the dice in a box, for a game whose claim is the box's id."""
        if self.state is None or self.rolling or self.computer_turn:
            return
        self._act(Score(category_id))

    def claim(self, claim: Any) -> None:
        """Book the dice with a claim of the game's (a box and words for letter dice)."""
        if self.state is None or self.rolling or self.computer_turn:
            return
        if self.out_of_time and not self._game.is_zero(claim):
            self.message.emit(translated(_TIME_UP))
            return
        preload = self._game.preload
        if preload is not None and self.loaded is None:
            self.message.emit(translated(preload.loading))
            return
        self._act(Score(claim))

    @property
    def can_undo(self) -> bool:
        """Undo is offered: a person's last move can be taken back now (the core decides)."""
        state = self.state
        return state is not None and not self.rolling and state.can(Undo())

    def undo(self) -> None:
        """Take back a person's last move; a computer about to play waits for the next change."""
        state = self.state
        if state is None or self.rolling:
            return
        if state.can(Undo()):
            self._stop_computer()
        self._act(Undo())

    def hurry(self) -> None:
        """Play the rest of this computer turn quickly."""
        if self.computer_turn:
            self.hurrying = True
            # sooner, never later: Space held down repeats faster than a hurried step, and
            # restarting the step at each repeat kept the computer from ever moving
            if self._timer.isActive() and self._timer.remainingTime() > HURRIED_MS:
                self._timer.start(HURRIED_MS)

    def mark_hint_used(self) -> None:
        """The person at play asked for a hint: their result is marked assisted, no one else's."""
        state = self.state
        if state is None:
            return
        seat = state.current
        self.used_hints = True
        self._hint_seats.add(seat)
        store, game_id = self.store, self.game_id
        if store is not None and game_id is not None:
            self._guard(lambda: store.mark_hints_used(game_id, seat))

    # -- acting ----------------------------------------------------------------------------------
    def _roll(self) -> None:
        assert self.record is not None
        before = self.record.state
        try:
            action = before.draw_roll(self.dice)
        except IllegalActionError as exc:
            self.message.emit(str(exc))
            return
        self._last_roll = time.monotonic()
        self._commit(action, rolling=True)
        self.sound.emit(ROLL)
        self.roll_started.emit(before, self.record.state)

    def _act(self, action: Action) -> None:
        assert self.record is not None
        problem = self.record.state.problem(action)
        if problem is not None:
            self.message.emit(as_sentence(translated(problem)))  # a refusal: translated
            return
        event = _score_event(self.record.state, action) if isinstance(action, Score) else None
        self._commit(action)
        if event is not None:
            self.sound.emit(event)
        self._last_roll = 0.0  # after a hold or a score, the next Roll is a new press
        self.state_changed.emit(self.record.state)
        self._after_change()

    def _commit(self, action: Action, rolling: bool = False) -> None:
        assert self.record is not None
        self.record = self.record.then(action)
        self.rolling = rolling
        self._save()

    def roll_done(self) -> None:
        """The dice have settled on the screen: show the previews, let play go on."""
        if not self.rolling or self.record is None:
            return
        self.rolling = False
        self.state_changed.emit(self.record.state)
        self._after_change()

    def _after_change(self) -> None:
        state = self.state
        if state is None:
            return
        if state.finished:
            self._stop_computer()
            self._stop_clock()
            self.game_over.emit(state)
            return
        self._time_turn()
        if self.computer_turn:
            if self._timer.isActive() or self.rolling:
                return
            if state.dice is None and state.can(Undo()) and not self.hurrying:
                self._pause_left = UNDO_PAUSE_S  # time to take the move back first
                self._say_pause()
                self._timer.start(1000)
            else:
                self._timer.start(self._pace("think" if state.dice is not None else "hold"))
        else:
            self.hurrying = False

    def _save(self) -> None:
        if self.store is None or self.record is None:
            return
        if self.game_id is None:
            self._guard(self._register_game)
        else:
            store, record, game_id = self.store, self.record, self.game_id
            self._guard(lambda: store.save_progress(game_id, record,
                                                    used_hints=self.used_hints))
        self.keep_clock()

    def _guard(self, write: Callable[[], object]) -> None:
        try:
            write()
            if self._save_failed:
                self.saving.emit(None)
            self._save_failed = False
        except StoreError as exc:
            if not self._save_failed:  # say it once, not after every action
                self.message.emit(translated(_NOT_SAVED.format(problem=str(exc))))
                self.saving.emit(str(exc))
            self._save_failed = True

    # -- computer players ------------------------------------------------------------------------
    def _pace(self, step: str) -> int:
        if self.hurrying:
            return HURRIED_MS
        return int(PACE_MS[step] * PACE_SCALE.get(self.speed, 1.0))

    # -- what a game loads before play (the word list), as a job of the runner -----------------
    def _load_words(self) -> None:
        """Load what the game needs before its claims are judged and its computers play (the
        word list) off the GUI thread (it takes a second or two the first time)."""
        preload = self._game.preload
        assert preload is not None and self.record is not None
        if self.record.state.mode in self._loaded:
            self._seats = keep_claim_seats(self.record)
            return
        if self._loading is None:
            mode_id = self.record.state.mode
            self._loading = app_runner().submit(
                lambda _job: preload.load(), self, name=preload.name,
                done=lambda loaded: self._words_loaded(mode_id, loaded),
                failed=self._words_failed, failure=translated(preload.failure))

    def _words_loaded(self, mode_id: str, loaded: object) -> None:
        self._loading = None
        self._loaded[mode_id] = loaded
        record = self.record
        if record is None or record.state.mode != mode_id:
            return  # another game began meanwhile
        self._seats = keep_claim_seats(record)
        self.loaded_ready.emit()
        if self.state is not None:
            self.state_changed.emit(self.state)
        self._after_change()

    def _words_failed(self, reason: str) -> None:
        self._loading = None  # the next game that needs it tries again
        self.message.emit(reason)

    # -- the hourglass of timed turns ------------------------------------------------------------
    def _time_turn(self) -> None:
        """Start the hourglass when a person's turn begins (timed games); stop it otherwise."""
        state = self.state
        if self.turn_seconds is None or state is None:
            return
        key = (state.current, int(state.card.filled_count))
        if key != self._timed_turn and self.out_of_time:
            self._set_out_of_time(False)  # the turn that ran out is over, and its message
            self.message.emit("")
        if state.finished or state.player.computer:
            self._stop_clock()
        elif key != self._timed_turn:
            self._timed_turn = key
            left = self.turn_seconds * 1000
            if self._resumed_clock is not None and self._resumed_clock[0] == key:
                left = self._resumed_clock[1]  # the time this turn had when it was left
            self._resumed_clock = None
            if key in self._expired:
                left = 0  # a zero taken back by Undo: the turn's time is still over
            self._paused_ms = None
            self._turn_timer.start(max(0, left))
            self._tick.start()
            self._show_clock()

    def _stop_clock(self) -> None:
        self._turn_timer.stop()
        self._tick.stop()
        self._timed_turn = None
        self._paused_ms = None
        self.clock.emit(None)

    def time_left_ms(self) -> int | None:
        """The time left in the timed turn under way (held while a dialog is open), or None."""
        if self._timed_turn is None:
            return None
        if self.out_of_time:
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
        held = QApplication.activeModalWidget() is not None
        if held and self._turn_timer.isActive():
            self._paused_ms = max(0, self._turn_timer.remainingTime())
            self._turn_timer.stop()
            self.keep_clock()
        elif not held and self._paused_ms is not None:
            self._turn_timer.start(self._paused_ms)
            self._paused_ms = None
        self._show_clock()

    def clock_state(self) -> dict[str, Any] | None:
        """What the game's clock needs to resume: the seconds a turn has, and the time left
        in the timed turn under way (None: the game is not timed)."""
        if self.turn_seconds is None:
            return None
        state = self.state
        left = self.time_left_ms()
        out: dict[str, Any] = {"seconds": self.turn_seconds}
        if state is not None and left is not None and self._timed_turn is not None:
            out.update(turn=list(self._timed_turn), left_ms=left)
        return out

    def keep_clock(self) -> None:
        """Save the clock with the game (after each action, when a dialog holds it, when the
        window closes), so that a timed game resumes with the time its turn had left."""
        store, game_id, record = self.store, self.game_id, self.record
        if store is None or game_id is None or record is None:
            return
        clock = None if record.state.finished else self.clock_state()
        if clock is None and self.turn_seconds is None and not record.state.finished:
            return  # an untimed game keeps no clock
        self._guard(lambda: store.save_clock(game_id, clock))

    def _resume_clock(self, game_id: int) -> None:
        """A resumed game is timed as it was when it was left, with its turn's time left."""
        self.turn_seconds = None
        self._resumed_clock = None
        if self.store is None:
            return
        try:
            kept = self.store.saved_clock(game_id)
        except StoreError:
            return
        seconds = kept.get("seconds") if kept else None
        if not isinstance(seconds, int) or isinstance(seconds, bool) or not 0 < seconds <= 3600:
            return
        self.turn_seconds = seconds
        turn, left = kept.get("turn") if kept else None, kept.get("left_ms") if kept else None
        if (isinstance(turn, list) and len(turn) == 2 and all(type(t) is int for t in turn)
                and type(left) is int):
            self._resumed_clock = ((turn[0], turn[1]), max(0, min(left, seconds * 1000)))

    def _set_out_of_time(self, flag: bool) -> None:
        if flag != self.out_of_time:
            self.out_of_time = flag
            self.time_up.emit(flag)

    def _time_is_up(self) -> None:
        """The hourglass ran out: the player must choose a box for a zero."""
        state = self.state
        if state is None or state.finished or state.player.computer:
            return
        self._tick.stop()
        if state.dice is None and not self.rolling:
            self._roll()  # a zero needs dice on the table
        self._set_out_of_time(True)
        if self._timed_turn is not None:
            self._expired.add(self._timed_turn)
        self._show_clock()
        self.keep_clock()
        self.message.emit(translated(_TIME_UP_FOR.format(player=state.player.name)))

    def _say_pause(self) -> None:
        state = self.state
        assert state is not None
        self.message.emit(translated(_PLAYS_IN.format(player=state.player.name,
                                                      seconds=self._pause_left)))

    def _stop_computer(self) -> None:
        self._timer.stop()
        if self._pause_left:
            self._pause_left = 0
            self.message.emit("")  # the countdown stops
        self._pending = None
        self._announced = False
        self.hurrying = False

    # -- computer players: seated by the game (ComputerTable) -----------------------------------
    def seat(self, index: int, player: Seat) -> None:
        """A computer is ready to play seat ``index``."""
        self._seats[index] = player

    def play_on(self) -> None:
        """Computers seated after the deal: the one at play moves now."""
        state = self.state
        if state is not None and not state.finished:
            self._after_change()

    def say(self, text: str) -> None:
        """One sentence for the players (a computer waits for its strategy)."""
        self.message.emit(text)

    def _computer_step(self) -> None:
        state = self.state
        if state is None or state.finished or not self.computer_turn or self.rolling:
            return
        if self._pause_left:  # counting down while the last move can be taken back
            self._pause_left -= 1
            if self._pause_left and not self.hurrying:
                self._say_pause()
                self._timer.start(1000)
                return
            self._pause_left = 0
            self.message.emit("")
        seat = self._seats.get(state.current)
        if seat is None:
            return  # not ready yet (its strategy or the word list): it plays when it is
        pending, self._pending = self._pending, None
        if state.dice is None or pending == "roll":
            self._roll()
            return
        move = pending if isinstance(pending, Score) else seat.decide(state)
        if isinstance(move, Score):
            if not self._announced:
                self._announced = True  # show the chosen box a moment before booking it
                self._pending = move
                self.computer_choice.emit(move.place)
                self._timer.start(self._pace("score"))
                return
            self._announced = False
            self._act(move)
            record = self.record
            if record is not None and record.actions and record.actions[-1] is move:
                # what it played, for everyone to see (and challenge)
                self.message.emit(translated(sentence(state.ruleset,
                                                      booking(state, move, record.state))))
        elif isinstance(move, Hold) and frozenset(move.dice) != state.held:
            self._act(move)
            self._pending = "roll"  # roll next time, without deciding again
            self._timer.start(self._pace("hold"))
        else:
            self._roll()  # the wanted dice are held already


def _score_event(state: GameState, action: Score) -> str:
    """What booking ``action`` achieves, for the sound: asked of the game."""
    assert state.dice is not None
    before = state.card
    after = state.engine.book(state.ruleset, before, state.dice, action.claim)
    return mode_for(state.ruleset).score_event(state.ruleset, before, after)
