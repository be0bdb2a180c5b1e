"""The built-in games for the command line: registered explicitly when it starts."""

from __future__ import annotations

from yachtdice.cli.modes import pips, place_value, register, word
from yachtdice.core.modes import builtin, modes
from yachtdice.store.wordlist import lexicon, version


def install() -> None:
    """Register the built-in games (the core's, with the shipped word list) and the
    commands each adds."""
    builtin.install(word_list=lexicon, word_list_version=version)
    modes()  # every game loaded now: the commands import them all anyway
    for part in (pips.COMMANDS, word.COMMANDS, place_value.COMMANDS):
        register(part)
