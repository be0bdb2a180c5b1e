"""The toy game's window parts, registered from the tests, never shipped.

It says only what the window cannot guess (its computer level's name, how a voyage is
picked); the rest is what any game that brings little gets: numbered faces, a card of
its voyages and their total, a voyage booked by its id, F1 from the voyages' names, and
the core game's Skipper at the table.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from yachtdice.core import modes
from yachtdice.ui import modes as ui_modes

from .game import GAME, MODE

UI = ui_modes.GameUI(MODE, level_names={"skipper": "Skipper"},
                     pick_help="Pick a voyage with the arrow keys and Enter, or click it.")


@contextmanager
def registered() -> Iterator[None]:
    """The toy game in the core's registry and the window's, for as long as it is open."""
    modes.register(GAME)
    ui_modes.register(UI)
    try:
        yield
    finally:
        ui_modes.unregister(MODE)
        modes.unregister(MODE)
