"""The game controller: turns clicks and keys into core actions, paces computer players,
and saves the game after every action.

Views never change the game themselves: they call the controller, which asks
the core (so an illegal action becomes a one-sentence message and changes
nothing) and announces the new state. What differs from game to game (how its
computers sit down, what it loads before play, whether it has a timer, what a zero is)
it asks of the game's entry in :mod:`yachtdice.ui.modes`.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from yachtdice.core import (
    Action,
    DiceSource,
    Entered,
    GameRecord,
    GameState,
    Hold,
    IllegalActionError,
    Player,
    RandomDice,
    Score,
    Undo,
)
from yachtdice.core.errors import as_sentence
from yachtdice.core.events import ROLL
from yachtdice.core.modes import mode_for
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store import StoreError  # its errors only: the rest once the history opens
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import (
    AnyGameUI,
    Seat,
    Strategies,
    game_ui,
    keep_claim_seats,
    make_strategies,
)
from yachtdice.ui.table.computer_turns import ComputerTurns
from yachtdice.ui.table.hourglass import Hourglass
from yachtdice.ui.table.preloads import Preloads

if TYPE_CHECKING:  # the store's machinery is imported once the history opens
    from yachtdice.store import Store, StoredGame

# the hourglass of a timed game (Word Yahtzee's rule sheet)
_TIME_UP = QT_TRANSLATE_NOOP("GameController", "Time is up: choose a box for a zero.")

# why Roll is not available (shown as a sentence: capitalised, a full stop added)
_NO_GAME = QT_TRANSLATE_NOOP("GameController", "start a game first")
_STILL_ROLLING = QT_TRANSLATE_NOOP("GameController", "the dice are still rolling")
_IS_PLAYING = QT_TRANSLATE_NOOP("GameController", "{player} is playing")
_NOT_SAVED = QT_TRANSLATE_NOOP("GameController", "Your game could not be saved: {problem}")
_TYPE_DICE = QT_TRANSLATE_NOOP("GameController", "these are real dice: type what they show")

DEBOUNCE_S = 0.3  # a second Roll this soon after the first, with nothing between, is a bounce


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
        self._game: AnyGameUI = game_ui("")  # the window parts of the game on the table
        #: the game is played with real dice at the table, typed in (New Game's choice)
        self.real_dice = False
        self._last_roll = 0.0
        self._save_failed = False
        #: seconds a person has for a turn (the rule sheet's hourglass), None for no limit
        self.turn_seconds: int | None = None
        self.out_of_time = False  # a timed turn ran out: only a zero may be written
        self.preloads = Preloads(self)  # what each game loads before play (the word list)
        self.preloads.ready.connect(self._preloaded)
        self.preloads.failed.connect(self.message)
        self.computers = ComputerTurns(self, self)  # the computer seats, paced
        self.computers.choosing.connect(self.computer_choice)
        self.hourglass = Hourglass(self, self)  # the time of a person's turn, in timed games
        self.hourglass.clock.connect(self.clock)
        self.hourglass.time_up.connect(self.time_up)
        self.hourglass.said.connect(self.message)
        self.time_left_ms, self._stop_clock = self.hourglass.time_left_ms, self.hourglass.stop
        self.hurry = self.computers.hurry  # Space, Esc: play the rest of this turn quickly

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
        if self.real_dice:
            return _TYPE_DICE.text
        return state.throw_problem()

    # -- games -----------------------------------------------------------------------------------
    @property
    def loaded(self) -> object:
        """What the game on the table loads before play (the word list), once it has loaded;
        None until then, and for games that load nothing."""
        state = self.state
        return self.preloads.get(state.mode) if state is not None else None

    def new_game(self, ruleset: Any, players: Sequence[Player]) -> None:
        self.computers.stop()
        store, old_game = self.store, self.game_id
        if store is not None and old_game is not None and self.state is not None \
                and not self.state.finished:
            self._guard(lambda: store.abandon_game(old_game))
        self.record = GameRecord.new(ruleset, players)
        self.hourglass.forget_resumed()
        self.game_id = None  # stored with its first action: an untouched deal is not history
        self.used_hints = False
        self._hint_seats = set()
        self._begin()

    def resume(self, stored: StoredGame) -> None:
        self.computers.stop()
        self.record = stored.record
        self.game_id = stored.id
        from yachtdice.store import REAL  # a stored game: the history's names are loaded

        self.real_dice = stored.dice == REAL
        kept = None
        if self.store is not None:
            with contextlib.suppress(StoreError):
                kept = self.store.saved_clock(stored.id)
        self.hourglass.resume(kept)  # timed as it was when it was left
        self.used_hints = stored.used_hints
        self._hint_seats = set()  # the store has them already
        self._begin()

    def play_again(self) -> None:
        if self.record is not None:
            self.new_game(self.record.ruleset, self.record.players)

    def _begin(self) -> None:
        assert self.record is not None
        self.rolling = False
        self._last_roll = 0.0  # a new game is something between two presses of Roll
        self.hourglass.begin()  # the last game's hourglass stops with it
        self._game = game_ui(self.record.state.mode)
        if self._game.turn_seconds is None:
            self.turn_seconds = None  # a game without a timer is never timed
        self.computers.seats = {}
        if self._game.computers is not None:
            self._game.computers(self, self.record)  # the game seats its own computers
        else:
            self.engines.cancel()  # no strategy engine plays this game: stop a solve
            preload = self._game.preload  # the computers sit down once it is loaded
            if preload is None or self.preloads.load(preload, self.record.state.mode):
                self.computers.seats = keep_claim_seats(self.record)
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
        from yachtdice.store import REAL, ROLLED  # the store is open: its names are loaded

        self.game_id = self.store.start_game(self.record,
                                             dice=REAL if self.real_dice else ROLLED)
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
        self.throw()

    def enter(self, dice: tuple[Any, ...]) -> str | None:
        """The dice a person typed from real dice are the turn's (or correct the ones typed);
        else why not, one translated sentence (nothing changes)."""
        state = self.state
        if state is None or not self.real_dice or self.computer_turn:
            return as_sentence(translated(_NO_GAME if state is None else _TYPE_DICE))
        problem = state.problem(Entered(dice))
        if problem is not None:
            return as_sentence(translated(problem))
        self.act(Entered(dice))
        return None

    def toggle_hold(self, die: int) -> None:
        state = self.state
        if state is None or self.rolling or self.computer_turn:
            return
        if not 0 <= die < state.ruleset.dice_count:
            return
        held = set(state.held) ^ {die}
        self.act(Hold(tuple(sorted(held))))

    def score(self, category_id: str) -> None:
        """Book the dice in a box, for a game whose claim is the box's id."""
        if self.state is None or self.rolling or self.computer_turn:
            return
        self.act(Score(category_id))

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
        self.act(Score(claim))

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
            self.computers.stop()
        self.act(Undo())

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
    def throw(self) -> None:
        """Roll the dice not held (a person's Roll once it is allowed, or a computer's)."""
        assert self.record is not None
        before = self.record.state
        try:
            action = before.draw_roll(self.dice)
        except IllegalActionError as exc:
            self.message.emit(str(exc))
            return
        self._last_roll = time.monotonic()
        self.record, self.rolling = self.record.then(action), True
        self._save()
        self.sound.emit(ROLL)
        self.roll_started.emit(before, self.record.state)

    def act(self, action: Action) -> None:
        """Play ``action`` if the core allows it (else say why, and change nothing)."""
        assert self.record is not None
        problem = self.record.state.problem(action)
        if problem is not None:
            self.message.emit(as_sentence(translated(problem)))  # a refusal: translated
            return
        event = _score_event(self.record.state, action) if isinstance(action, Score) else None
        self.record, self.rolling = self.record.then(action), False
        self._save()
        if event is not None:
            self.sound.emit(event)
        self._last_roll = 0.0  # after a hold or a score, the next Roll is a new press
        self.state_changed.emit(self.record.state)
        self._after_change()

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
            self.computers.stop()
            self.hourglass.stop()
            self.game_over.emit(state)
            return
        self.hourglass.time(state)
        if self.computer_turn:
            self.computers.next(state)
        else:
            self.hurrying = False

    # -- saving ----------------------------------------------------------------------------------
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

    def keep_clock(self) -> None:
        """Save the clock with the game (after each action, when a dialog holds it, when the
        window closes), so that a timed game resumes with the time its turn had left."""
        store, game_id, record = self.store, self.game_id, self.record
        if store is None or game_id is None or record is None:
            return
        clock = None if record.state.finished else self.hourglass.kept()
        if clock is None and self.turn_seconds is None and not record.state.finished:
            return  # an untimed game keeps no clock
        self._guard(lambda: store.save_clock(game_id, clock))

    def _preloaded(self, mode_id: str) -> None:
        """What the game loads before play is loaded: its computers sit down and play."""
        record = self.record
        if record is None or record.state.mode != mode_id:
            return  # another game began meanwhile
        self.computers.seats = keep_claim_seats(record)
        self.loaded_ready.emit()
        if self.state is not None:
            self.state_changed.emit(self.state)
        self._after_change()

    # -- computer players: seated by the game (ComputerTable), played by ComputerTurns ------------
    def seat(self, index: int, player: Seat) -> None:
        """A computer is ready to play seat ``index``."""
        self.computers.seats[index] = player

    def play_on(self) -> None:
        """Computers seated after the deal: the one at play moves now."""
        state = self.state
        if state is not None and not state.finished:
            self._after_change()

    def say(self, text: str) -> None:
        """One sentence for the players (a computer waits for its strategy)."""
        self.message.emit(text)


def _score_event(state: GameState, action: Score) -> str:
    """What booking ``action`` achieves, for the sound: asked of the game."""
    assert state.dice is not None
    before = state.card
    after = state.engine.book(state.ruleset, before, state.dice, action.claim)
    return mode_for(state.ruleset).score_event(state.ruleset, before, after)
