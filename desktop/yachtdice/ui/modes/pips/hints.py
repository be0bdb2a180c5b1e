"""Hints: ask the strategy engine about the position on the table and say what it advises.

The presenter asks the engine service (solving the rules first if needed, off the
GUI thread), words the best move and the next two with the same phrasing as the
review, and maps a keep onto dice positions with the strategies' own
``positions_for``, so the outlined dice are the ones a computer would keep.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from yachtdice.core import GameState
from yachtdice.core.modes.pips.engine import pip_card, pip_rules
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import Controller, GamePart, Table
from yachtdice.ui.modes.pips.engine_service import pip_engines

if TYPE_CHECKING:  # the engine (and NumPy) come with the first hint, not at start
    from yachtdice.core.modes.pips.optimal.advisor import Advice, Engine


_HINT = QT_TRANSLATE_NOOP("PipHints", "Hint: {move} (expected final score {score}).")
_HINT_THEN = QT_TRANSLATE_NOOP(
    "PipHints", "Hint: {move} (expected final score {score}); then {others}.")
_LESS = QT_TRANSLATE_NOOP("PipHints", "{move} ({less} less)")
_AND_THEN = QT_TRANSLATE_NOOP("PipHints", "{first}; {next}")
_APPROXIMATE = QT_TRANSLATE_NOOP(
    "PipHints", "{hint} (Approximate: these rules are too large to solve.)")


def hint_text(state: GameState, advice: Advice) -> str:
    """The hint in one sentence: the best move, its expected final score, then two more."""
    from yachtdice.ui.modes.pips.option_text import describe_option  # with the first hint
    from yachtdice.ui.widgets.locale_text import decimal  # with the first hint, not at start

    labels = {c.id: c.label for c in pip_rules(state).categories}
    best, rest = advice.best, advice.options[1:3]
    move = describe_option(best, labels)
    score = decimal(pip_card(state).grand_total + best.value)
    others = ""
    for o in rest:
        less = translated(_LESS.format(move=describe_option(o, labels),
                                       less=decimal(best.value - o.value)))
        others = translated(_AND_THEN.format(first=others, next=less)) if others else less
    text = translated(_HINT_THEN.format(move=move, score=score, others=others) if others
                      else _HINT.format(move=move, score=score))
    return text if advice.exact else translated(_APPROXIMATE.format(hint=text))


def keep_positions(state: GameState, keep: tuple[int, ...]) -> frozenset[int]:
    """Which dice on the table make up ``keep`` (values), preferring dice already held."""
    from yachtdice.core.modes.pips.optimal.strategy import positions_for

    assert state.dice is not None
    faces = pip_rules(state).faces
    counts = [keep.count(face) for face in faces]
    return frozenset(positions_for(state.dice, counts, faces, state.held))


class HintPresenter(QObject):
    """``ask()`` for the current player; the answer arrives as signals for the views."""

    text = Signal(str)          # the hint label's text ("" clears it)
    keep = Signal(object)       # frozenset of dice positions to outline
    box = Signal(str)           # a box to select: the best move is to score it
    message = Signal(str)       # one sentence when no hint can be given now

    def __init__(self, controller: Controller, settle_dice: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._settle_dice = settle_dice

    def ask(self) -> None:
        controller = self._controller
        state = controller.state
        if state is None or state.finished or state.player.computer:
            return
        if state.dice is None:
            self.message.emit(self.tr("Roll the dice first; then a hint can say what to keep."))
            return
        self._settle_dice()
        controller.mark_hint_used()
        asked = state

        def ready(engine: Engine) -> None:
            if controller.state is not asked:
                return  # the game moved on while the strategy was being prepared
            advice = engine.advise_state(asked)
            self.present(asked, advice)

        engines = pip_engines(controller.engines)
        if engines.known(pip_rules(state)) is None:
            self.text.emit(self.tr("Working out the best play for these rules…"))
        engines.request(pip_rules(state), ready)

    def present(self, state: GameState, advice: Advice) -> None:
        self.text.emit(hint_text(state, advice))
        best = advice.best
        if best.keep is not None and state.dice is not None:
            self.keep.emit(keep_positions(state, best.keep))
        elif best.category is not None:
            self.box.emit(best.category)


class PipHints(GamePart):
    """Pip dice's part of the window: the hint, from the strategy engine (nothing beside the
    card; a box is booked by its id)."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        # a child of the window's tray: Qt owns it, and it goes with the window
        self.hints = HintPresenter(table.controller, table.settle_dice, table.tray)
        self.hints.text.connect(table.show_hint)
        self.hints.keep.connect(table.tray.suggest)
        self.hints.box.connect(table.select_box)
        self.hints.message.connect(table.show_message)

    def hint(self) -> None:
        self.hints.ask()

