"""The built-in games for the window: registered explicitly when the program starts."""

from __future__ import annotations

from yachtdice.core.modes import builtin
from yachtdice.store.wordlist import lexicon


def install() -> None:
    """Register the built-in games (the core's, with the shipped word list)."""
    builtin.install(word_list=lexicon)
