"""Word Yahtzee and Yahtzee Words as the window knows them (:data:`GAME_UI`): letter dice,
their card, the claim panel, the word list loaded before play, the optional timer."""

from __future__ import annotations

from yachtdice.core.modes.word.mode import GAME
from yachtdice.core.modes.word.players import LEVELS
from yachtdice.store.wordlist import lexicon
from yachtdice.ui.modes import GameUI, Preload
from yachtdice.ui.modes.word.card import WordGameCard
from yachtdice.ui.modes.word.faces import LetterFaces
from yachtdice.ui.modes.word.options import TimerOption, is_zero, turn_seconds
from yachtdice.ui.modes.word.part import WordPart
from yachtdice.ui.modes.word.rules_help import word_rules_html

GAME_UI = GameUI(
    GAME.id, faces=LetterFaces, card=WordGameCard(), part=WordPart, rules_html=word_rules_html,
    level_names={lv.id: lv.name for lv in LEVELS}, options=TimerOption,
    turn_seconds=turn_seconds, is_zero=is_zero,
    pick_help="Type words (or click the letters), then pick a box and press Enter.",
    roll_key="Ctrl+R",  # Space separates words in the word field
    preload=Preload("word list", lexicon))
