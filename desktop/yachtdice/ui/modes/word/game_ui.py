"""Word Yahtzee and Yahtzee Words as the window knows them (:data:`GAME_UI`): letter dice,
their card, the claim panel, the word list loaded before play, the optional timer.

The faces, the claim panel, the options and the word list are imported when a word game
first needs them, not when the program starts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from yachtdice.core.modes.word.mode import GAME
from yachtdice.core.modes.word.players import LEVELS
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import GameUI, Preload, ReviewLookOf, Table
from yachtdice.ui.modes.word.card import WordGameCard
from yachtdice.ui.modes.word.rules_help import word_rules_html

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from yachtdice.core.modes.word.rules import Lexicon, WordClaim, WordRuleset
    from yachtdice.ui.modes.word.faces import LetterFaces
    from yachtdice.ui.modes.word.options import TimerOption
    from yachtdice.ui.modes.word.part import WordPart


_RULES_LABEL = QT_TRANSLATE_NOOP("WordGame", "{name} (letter dice)")


def _rules_label(rules: WordRuleset) -> str:
    """A word ruleset as New Game lists it: its name (a built-in's translated, a player's as
    written) and the kind of dice."""
    return translated(_RULES_LABEL.format(name=rules.name))


def _faces(rules: WordRuleset) -> LetterFaces:
    from yachtdice.ui.modes.word.faces import LetterFaces

    return LetterFaces(rules)


def _part(table: Table) -> WordPart:
    from yachtdice.ui.modes.word.part import WordPart

    return WordPart(table)


def _options() -> TimerOption:
    from yachtdice.ui.modes.word.options import TimerOption

    return TimerOption()


def _turn_seconds(setup: Mapping[str, object]) -> int | None:
    from yachtdice.ui.modes.word.options import turn_seconds

    return turn_seconds(setup)


def _with_setup(rules: WordRuleset, setup: Mapping[str, object]) -> WordRuleset:
    from yachtdice.ui.modes.word.options import with_family_words

    return with_family_words(rules, setup)


def _actions(table: Table) -> list[QAction]:
    from yachtdice.ui.modes.word.lookup import lookup_actions

    return lookup_actions(table)


def _is_zero(claim: WordClaim) -> bool:
    from yachtdice.ui.modes.word.options import is_zero

    return is_zero(claim)


def _lexicon() -> Lexicon:
    from yachtdice.store.modes.word.wordlist import lexicon

    return lexicon()


def _review() -> ReviewLookOf[WordRuleset]:
    from yachtdice.ui.modes.word.review import review_look

    return review_look()


GAME_UI: GameUI[WordRuleset, WordClaim] = GameUI(
    GAME.id, faces=_faces, card=WordGameCard(), part=_part, rules_html=word_rules_html,
    level_names={lv.id: lv.name for lv in LEVELS}, options=_options,
    turn_seconds=_turn_seconds, is_zero=_is_zero, with_setup=_with_setup, actions=_actions,
    pick_help=QT_TRANSLATE_NOOP("WordGame", "Type words (or click the letters), then pick a "
                                "box and press Enter."),
    roll_key="Ctrl+R",  # Space separates words in the word field
    preload=Preload("word list", _lexicon, loading=QT_TRANSLATE_NOOP(
        "WordGame", "The word list is still loading; claim again in a moment."),
        failure=QT_TRANSLATE_NOOP("WordGame", "The word list could not be loaded")),
    review=_review, rules_label=_rules_label, shortcuts=(
        (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+R"),
         QT_TRANSLATE_NOOP("Shortcuts", "Roll again from the word field (letter dice)")),
        (QT_TRANSLATE_NOOP("Shortcuts", "?"),
         QT_TRANSLATE_NOOP("Shortcuts", "Hint while typing in the word field, where H types "
                           "an H (letter dice)")),
        (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+L"),
         QT_TRANSLATE_NOOP("Shortcuts",
                           "Look up a word: is it allowed in this game? (letter dice)"))))
