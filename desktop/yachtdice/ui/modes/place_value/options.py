"""Place Value's New Game options, the teaching settings, and who may play.

Three ticks, remembered with the setup: the teacher's rule (pupils read their numbers
aloud and the teacher marks each reading right or wrong), and whether the number in words
and the greatest number each box could take are shown during play. Both are hidden by
default, because they are the answers the game practises; the end of the game shows them
whatever is chosen, as the moment to learn from.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QVBoxLayout, QWidget

from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
from yachtdice.ui.widgets.plain import plain_tip

#: the setup's keys for the teaching settings
TEACHER, WORDS, GREATEST = "teacher", "show_words", "show_greatest"


@dataclass(frozen=True)
class Teaching:
    """What the panel shows during play, by the setup: the number in words, the greatest
    number for each box (both off unless the teacher turned them on)."""

    words: bool = False
    greatest: bool = False

    @property
    def explains(self) -> bool:
        """Whether a box says why a number does not fit it ("6341 has 1, not 5, in the ones
        place": a reading of the number the pupils make themselves with both settings off)."""
        return self.words or self.greatest

    @classmethod
    def of(cls, setup: Mapping[str, object] | None) -> Teaching:
        setup = setup or {}
        return cls(words=setup.get(WORDS) is True, greatest=setup.get(GREATEST) is True)


def with_teacher(rules: PlaceValueRuleset, setup: Mapping[str, object]) -> PlaceValueRuleset:
    """Place Value rules with the teacher's rule on when the setup asks for it."""
    if isinstance(rules, PlaceValueRuleset) and setup.get(TEACHER) is True:
        return replace(rules, teacher_rule=True)
    return rules


def players_problem(count: int) -> str | None:
    """A person alone is not a game of Place Value."""
    if count < 2:
        return QCoreApplication.translate(
            "TeachingSettings",
            "Place Value Yahtzee is played head to head: add a player (a computer will do).")
    return None


class TeacherOption:
    """The teaching settings in New Game. A card whose file turns the teacher's rule on
    shows it ticked, and it cannot be unticked; choosing another card gives back the
    teacher's own tick."""

    def __init__(self) -> None:
        self.box = QWidget()
        self.teacher = QCheckBox(QCoreApplication.translate(
            "TeachingSettings",
            "&Teacher's rule: pupils read each number aloud and the teacher marks it"))
        self._teacher_tip = plain_tip(QCoreApplication.translate(
            "TeachingSettings",
            "Before a number is written the pupil reads it aloud; the teacher presses R (read "
            "right) or W (wrong). A misread number stays on the card but wins no point."))
        self.teacher.setToolTip(self._teacher_tip)
        self.words = QCheckBox(QCoreApplication.translate(
            "TeachingSettings", "Show the number in &words during play"))
        self.words.setToolTip(plain_tip(QCoreApplication.translate(
            "TeachingSettings",
            "Off: pupils read the digits themselves. The end of the game shows every number "
            "in words either way. While a pupil reads aloud for the teacher's rule the words "
            "are never shown.")))
        self.greatest = QCheckBox(QCoreApplication.translate(
            "TeachingSettings", "Show the &greatest number each box could take during play"))
        self.greatest.setToolTip(plain_tip(QCoreApplication.translate(
            "TeachingSettings",
            "Off: finding the greatest number is the pupils' task. The end of the game "
            "shows, for every box, the number written and the greatest the dice could "
            "make.")))
        layout = QVBoxLayout(self.box)
        layout.setContentsMargins(0, 0, 0, 0)
        for tick in (self.teacher, self.words, self.greatest):
            layout.addWidget(tick)
        self._choice = False  # the teacher's tick, kept while a card forces the rule

    @property
    def widget(self) -> QWidget:
        return self.box

    def load(self, setup: Mapping[str, object]) -> None:
        self.teacher.setChecked(setup.get(TEACHER) is True)
        shown = Teaching.of(setup)
        self.words.setChecked(shown.words)
        self.greatest.setChecked(shown.greatest)

    def setup(self) -> dict[str, object]:
        out: dict[str, object] = {TEACHER: True} if self.teacher.isChecked() else {}
        if self.words.isChecked():
            out[WORDS] = True
        if self.greatest.isChecked():
            out[GREATEST] = True
        return out

    def show_rules(self, rules: object) -> None:
        own = isinstance(rules, PlaceValueRuleset) and rules.teacher_rule
        if own and self.teacher.isEnabled():
            self._choice = self.teacher.isChecked()
            self.teacher.setChecked(True)
        elif not own and not self.teacher.isEnabled():
            self.teacher.setChecked(self._choice)
        self.teacher.setEnabled(not own)
        self.teacher.setToolTip(plain_tip(QCoreApplication.translate(
            "TeachingSettings", "This card's file turns the teacher's rule on."))
                                if own else self._teacher_tip)
