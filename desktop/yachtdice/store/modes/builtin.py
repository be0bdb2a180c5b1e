"""The built-in games for the store, registered explicitly: the core's games (the word
game handed the shipped dictionary, which the core cannot read) and pip dice's store parts
(the solved tables a review judges against).

The window and the command line call :func:`install` at start, as does a worker process
before it reviews games; the dictionary's module is imported only when a word is first
judged (or its version asked), the tables' when an engine is first wanted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from yachtdice.core.modes import builtin
from yachtdice.store.modes import register
from yachtdice.store.modes.pips import GAME_STORE as PIP_DICE

if TYPE_CHECKING:
    from yachtdice.core.modes.word.rules import Lexicon


def word_list() -> Lexicon:
    """The shipped dictionary (loaded once)."""
    from yachtdice.store.modes.word.wordlist import lexicon  # when a word is first judged

    return lexicon()


def word_list_version() -> str:
    """The shipped dictionary's version (a few ms: its file's trailer, not its words)."""
    from yachtdice.store.modes.word.wordlist import version

    return version()


def install() -> None:
    """Register the built-in games (the core's, with the shipped word list) and their store
    parts (again: no change)."""
    builtin.install(word_list=word_list, word_list_version=word_list_version)
    register(PIP_DICE)
