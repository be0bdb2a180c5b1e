"""The built-in games for the window: registered explicitly when the program starts."""

from __future__ import annotations

from yachtdice.core.modes import builtin
from yachtdice.store.wordlist import lexicon
from yachtdice.ui.modes import register
from yachtdice.ui.modes.pips.game_ui import GAME_UI as PIP_DICE
from yachtdice.ui.modes.place_value.game_ui import GAME_UI as DIGIT_DICE
from yachtdice.ui.modes.word.game_ui import GAME_UI as LETTER_DICE


def install() -> None:
    """Register the built-in games (the core's, with the shipped word list) and their
    window parts (again: no change)."""
    builtin.install(word_list=lexicon)
    for game in (PIP_DICE, LETTER_DICE, DIGIT_DICE):
        register(game)
