"""The built-in games, registered explicitly: pip dice, letter dice, digit dice.

Programs call :func:`install` once at start (the window, the command line, the tests);
importing a game registers nothing. Pip dice are imported at once (the first window
deals them); letter and digit dice are registered by id and imported the first time a
game of theirs is asked for (dealt, read, or every game listed). The word game's
dictionary is handed over here by the caller, since the core reads no files.

>>> install()
>>> [m.id for m in modes()][:3]
['pips', 'word', 'place-value']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from yachtdice.core.modes import AnyMode, modes, register, register_later
from yachtdice.core.modes.pips.mode import GAME as PIP_DICE

if TYPE_CHECKING:
    from yachtdice.core.modes.word.rules import Lexicon

__all__ = ["install", "modes"]


def _digit_dice() -> AnyMode:
    from yachtdice.core.modes.place_value.mode import GAME

    return GAME


def install(word_list: Callable[[], Lexicon] | None = None,
            word_list_version: Callable[[], str] | None = None) -> None:
    """Register the built-in games (again: no change); ``word_list`` loads the dictionary
    the word game judges words against (called when a word is first judged) and
    ``word_list_version`` tells its version without loading it (what reviews record)."""

    def letter_dice() -> AnyMode:
        from yachtdice.core.modes.word.mode import GAME

        return GAME

    if word_list is not None:
        # handed over now, not when the game first loads: a dictionary named later (a test's
        # small list) must not be overwritten by a game loading after it
        import yachtdice.core.modes.word as letter_games

        letter_games.word_list = word_list
        letter_games.word_list_version = word_list_version
    register(PIP_DICE)
    register_later("word", letter_dice)
    register_later("place-value", _digit_dice)
