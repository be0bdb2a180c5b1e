"""The word games' New Game options: the rule sheet's one-minute hourglass, and Family words
(on unless the setup turns it off), which refuses offensive words for people too."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QVBoxLayout, QWidget

from yachtdice.core.modes.word.rules import WordClaim, WordRuleset
from yachtdice.ui.modes.word.rules_help import english_words_note
from yachtdice.ui.widgets.plain import plain_tip

TURN_SECONDS = 60  # the rule sheet's hourglass, when a word game is timed


def turn_seconds(setup: Mapping[str, object]) -> int | None:
    """The seconds per turn a setup asks for, or None."""
    return TURN_SECONDS if setup.get("timer") is True else None


def family_words(setup: Mapping[str, object]) -> bool:
    """Whether a setup refuses offensive words for people (on unless turned off)."""
    return setup.get("family_words") is not False


def with_family_words(rules: WordRuleset, setup: Mapping[str, object]) -> WordRuleset:
    """The rules a setup deals: with Family words (kept with the game), people's words are
    judged against the dictionary without offensive words."""
    if isinstance(rules, WordRuleset):
        return replace(rules, family_words=family_words(setup))
    return rules


def is_zero(claim: object) -> bool:
    """Whether a claim writes a zero (the one claim left when time is up)."""
    return isinstance(claim, WordClaim) and claim.zero


class WordOptions:
    """The one-minute timer per turn and Family words, ticks in New Game; in a language
    other than English, a line saying that the words stay English."""

    def __init__(self) -> None:
        self._widget = QWidget()
        self._widget.setObjectName("wordOptions")
        self.timer = QCheckBox(QCoreApplication.translate(
            "WordOptions", "One-&minute timer per turn (when time is up, score a zero)"))
        self.timer.setToolTip(plain_tip(QCoreApplication.translate(
            "WordOptions", "The rule sheet's hourglass: each person has a minute per turn.")))
        self.family = QCheckBox(QCoreApplication.translate(
            "WordOptions", "&Family words: nobody may play an offensive word"))
        self.family.setChecked(True)
        self.family.setToolTip(plain_tip(QCoreApplication.translate(
            "WordOptions", "Words on the offensive-words list are refused for everyone. "
            "Computer players never play them, whatever this says.")))
        self.english = QLabel(english_words_note(), self._widget)
        self.english.setObjectName("englishWords")
        self.english.setTextFormat(Qt.TextFormat.PlainText)
        self.english.setWordWrap(True)
        self.english.setVisible(bool(self.english.text()))
        layout = QVBoxLayout(self._widget)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.timer)
        layout.addWidget(self.family)
        layout.addWidget(self.english)

    @property
    def widget(self) -> QWidget:
        return self._widget

    def load(self, setup: Mapping[str, object]) -> None:
        self.timer.setChecked(setup.get("timer") is True)
        self.family.setChecked(family_words(setup))

    def setup(self) -> dict[str, object]:
        out: dict[str, object] = {}
        if self.timer.isChecked():
            out["timer"] = True
        if not self.family.isChecked():
            out["family_words"] = False
        return out

    def show_rules(self, rules: object) -> None:
        """Every word ruleset may be timed and played with Family words."""


TimerOption = WordOptions  # the name the word game's window parts import
