"""The built-in games for the command line: registered explicitly when it starts."""

from __future__ import annotations

from yachtdice.cli.modes import pips, place_value, register, word
from yachtdice.core.modes import modes
from yachtdice.store.modes import builtin


def install() -> None:
    """Register the built-in games (the core's, with the shipped word list, and their store
    parts) and the commands each adds."""
    builtin.install()
    modes()  # every game loaded now: the commands import them all anyway
    for part in (pips.COMMANDS, word.COMMANDS, place_value.COMMANDS):
        register(part)
