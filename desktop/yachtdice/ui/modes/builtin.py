"""The built-in games for the window: registered explicitly when the program starts.

Pip dice's window parts are imported at once (the first window deals them); letter and
digit dice's when a game of theirs is first dealt or listed, as their core games are
(:mod:`yachtdice.core.modes.builtin`)."""

from __future__ import annotations

from yachtdice.core.modes import mode as core_mode
from yachtdice.store.modes import builtin
from yachtdice.ui.modes import GameUI, register, register_later
from yachtdice.ui.modes.pips.game_ui import GAME_UI as PIP_DICE


def _letter_dice() -> GameUI:
    from yachtdice.ui.modes.word.game_ui import GAME_UI

    core_mode(GAME_UI.mode_id)  # the core game with it (its word list handed over)
    return GAME_UI


def _digit_dice() -> GameUI:
    from yachtdice.ui.modes.place_value.game_ui import GAME_UI

    core_mode(GAME_UI.mode_id)
    return GAME_UI


def install() -> None:
    """Register the built-in games (the core's, with the shipped word list, and their store
    parts) and their window parts (again: no change)."""
    builtin.install()
    register(PIP_DICE)
    register_later("word", _letter_dice)
    register_later("place-value", _digit_dice)
