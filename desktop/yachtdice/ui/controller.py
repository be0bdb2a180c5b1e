"""The game controller: turns clicks and keys into core actions, paces computer players,
and saves the game after every action.

Views never change the game themselves: they call the controller, which asks
the core (so an illegal action becomes a one-sentence message and changes
nothing) and announces the new state.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from ..core import (
    Action,
    DiceSource,
    GameRecord,
    GameState,
    Hold,
    IllegalActionError,
    Player,
    RandomDice,
    Ruleset,
    Score,
    Undo,
)
from ..core.advisor import Engine
from ..core.errors import as_sentence
from ..core.events import ROLL, score_event
from ..core.levels import level
from ..core.strategy import Decision, Strategy, actions_for, make_strategy
from ..store import Store, StoredGame, StoreError
from .engine_service import EngineService

DEBOUNCE_S = 0.3  # a second Roll this soon after the first, with nothing between, is a bounce
PACE_MS = {"think": 650, "hold": 450, "score": 900}
PACE_SCALE = {"normal": 1.0, "fast": 0.5, "off": 0.35}
HURRIED_MS = 40


class GameController(QObject):
    game_started = Signal(object)        # GameState
    state_changed = Signal(object)       # GameState, after any change the views should show
    roll_started = Signal(object, object)  # (before, after): animate, then call roll_done()
    computer_choice = Signal(str)        # a computer player is about to score this box
    game_over = Signal(object)           # GameState
    message = Signal(str)                # one sentence for the status line

    waiting_for_engine = Signal(str)     # a ruleset name: the Expert is being prepared
    sound = Signal(str)                  # what a move achieved: roll, score, bonus, all_same
    saving = Signal(object)              # why saving fails (once), or None when it works again

    def __init__(self, dice: DiceSource | None = None, parent: QObject | None = None,
                 engines: EngineService | None = None) -> None:
        super().__init__(parent)
        self.dice: DiceSource = dice or RandomDice()
        self.engines = engines or EngineService(self)
        self.record: GameRecord | None = None
        self.game_id: int | None = None
        self.store: Store | None = None
        self.speed = "normal"
        self.rolling = False
        self.hurrying = False
        self.used_hints = False
        self._hint_seats: set[int] = set()  # who asked for hints before the game was stored
        self._strategies: dict[int, Strategy] = {}
        self._pending: Decision | None = None
        self._announced = False  # the computer's chosen box has been shown before scoring
        self._last_roll = 0.0
        self._save_failed = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_step)

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
            return "start a game first"
        if self.rolling:
            return "the dice are still rolling"
        if self.computer_turn:
            return f"{state.player.name} is playing"
        return state.throw_problem()

    # -- games -----------------------------------------------------------------------------------
    def new_game(self, ruleset: Ruleset, players: Sequence[Player]) -> None:
        self._stop_computer()
        store, old_game = self.store, self.game_id
        if store is not None and old_game is not None and self.state is not None \
                and not self.state.finished:
            self._guard(lambda: store.abandon_game(old_game))
        self.record = GameRecord.new(ruleset, players)
        self.game_id = None  # stored with its first action: an untouched deal is not history
        self.used_hints = False
        self._hint_seats = set()
        self._begin()

    def resume(self, stored: StoredGame) -> None:
        self._stop_computer()
        self.record = stored.record
        self.game_id = stored.id
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
        self._strategies = {i: make_strategy(p.strategy or "intermediate")
                            for i, p in enumerate(self.record.players)
                            if p.computer and not _prepared(p)}
        self.engines.prepare(self.record.ruleset)  # solve in the background from now on
        if any(_prepared(p) for p in self.record.players):
            self._prepare_expert()
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
                self.message.emit(as_sentence(problem))
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
        if self.state is None or self.rolling or self.computer_turn:
            return
        self._act(Score(category_id))

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
            if self._timer.isActive():
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
            self.message.emit(as_sentence(problem))
            return
        event = score_event(self.record.state, action.category) \
            if isinstance(action, Score) else None
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
            self.game_over.emit(state)
            return
        if self.computer_turn:
            if not self._timer.isActive() and not self.rolling:
                self._timer.start(self._pace("think" if state.dice is not None else "hold"))
        else:
            self.hurrying = False

    def _save(self) -> None:
        if self.store is None or self.record is None:
            return
        if self.game_id is None:
            self._guard(self._register_game)
            return
        store, record, game_id = self.store, self.record, self.game_id
        self._guard(lambda: store.save_progress(game_id, record, used_hints=self.used_hints))

    def _guard(self, write: Callable[[], object]) -> None:
        try:
            write()
            if self._save_failed:
                self.saving.emit(None)
            self._save_failed = False
        except StoreError as exc:
            if not self._save_failed:  # say it once, not after every action
                self.message.emit(f"Your game could not be saved: {exc}")
                self.saving.emit(str(exc))
            self._save_failed = True

    # -- computer players ------------------------------------------------------------------------
    def _pace(self, step: str) -> int:
        if self.hurrying:
            return HURRIED_MS
        return int(PACE_MS[step] * PACE_SCALE.get(self.speed, 1.0))

    def _stop_computer(self) -> None:
        self._timer.stop()
        self._pending = None
        self._announced = False
        self.hurrying = False

    def _prepare_expert(self) -> None:
        record = self.record
        assert record is not None

        def ready(engine: Engine) -> None:
            if self.record is None or self.record.ruleset != record.ruleset:
                return  # another game began meanwhile
            for i, p in enumerate(self.record.players):
                if _prepared(p):
                    self._strategies[i] = engine
            self._after_change()

        if self.engines.known(record.ruleset) is None:
            self.waiting_for_engine.emit(record.ruleset.name)
        self.engines.request(record.ruleset, ready)

    def _computer_step(self) -> None:
        state = self.state
        if state is None or state.finished or not self.computer_turn or self.rolling:
            return
        strategy = self._strategies.get(state.current)
        if strategy is None:
            return  # the Expert is still being prepared; it plays when ready
        if state.dice is None:
            self._roll()
            return
        decision = self._pending or strategy.decide(state)
        self._pending = None
        if isinstance(decision, Score) and not self._announced:
            self._announced = True  # show the chosen box a moment before booking it
            self._pending = decision
            self.computer_choice.emit(decision.category)
            self._timer.start(self._pace("score"))
            return
        self._announced = False
        actions = actions_for(state, decision)
        if not actions:
            self._roll()  # the wanted dice are held already
            return
        self._act(actions[0])
        if isinstance(actions[0], Hold):
            self._pending = decision  # roll next time, without deciding again
            self._timer.start(self._pace("hold"))


def _prepared(player: Player) -> bool:
    """Whether the player's computer level plays from a prepared (solved) table."""
    return player.strategy is not None and level(player.strategy).needs_preparing
