"""The built-in games, registered explicitly: pip dice, letter dice, digit dice.

Programs call :func:`install` once at start (the window, the command line, the tests);
importing a game registers nothing. The word game's dictionary is handed over here by
the caller, since the core reads no files.

>>> install()
>>> [m.id for m in modes()][:3]
['pips', 'word', 'place-value']
"""

from __future__ import annotations

from collections.abc import Callable

from yachtdice.core.modes import modes, register
from yachtdice.core.modes.pips.mode import GAME as PIP_DICE
from yachtdice.core.modes.place_value.mode import GAME as DIGIT_DICE
from yachtdice.core.modes.word.mode import GAME as LETTER_DICE
from yachtdice.core.modes.word.rules import Lexicon, use_dictionary

__all__ = ["install", "modes"]


def install(word_list: Callable[[], Lexicon] | None = None) -> None:
    """Register the built-in games (again: no change); ``word_list`` loads the dictionary
    the word game judges words against (called when a word is first judged)."""
    for game in (PIP_DICE, LETTER_DICE, DIGIT_DICE):
        register(game)
    if word_list is not None:
        use_dictionary(word_list)
