"""The built-in games for the window: registered explicitly when the program starts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from yachtdice.core.modes import builtin
from yachtdice.ui.modes import register
from yachtdice.ui.modes.pips.game_ui import GAME_UI as PIP_DICE
from yachtdice.ui.modes.place_value.game_ui import GAME_UI as DIGIT_DICE
from yachtdice.ui.modes.word.game_ui import GAME_UI as LETTER_DICE

if TYPE_CHECKING:
    from yachtdice.core.modes.word.rules import Lexicon


def _word_list() -> Lexicon:
    from yachtdice.store.wordlist import lexicon  # its module, too, when a word is judged

    return lexicon()


def install() -> None:
    """Register the built-in games (the core's, with the shipped word list) and their
    window parts (again: no change)."""
    builtin.install(word_list=_word_list)
    for game in (PIP_DICE, LETTER_DICE, DIGIT_DICE):
        register(game)
