"""Place Value's New Game option, the teacher's rule, and who may play."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import QCheckBox, QWidget

from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
from yachtdice.ui.widgets.plain import plain_tip


def with_teacher(rules: Any, setup: Mapping[str, Any]) -> Any:
    """Place Value rules with the teacher's rule on when the setup asks for it."""
    if isinstance(rules, PlaceValueRuleset) and setup.get("teacher") is True:
        return replace(rules, teacher_rule=True)
    return rules


def players_problem(count: int) -> str | None:
    """A person alone is not a game of Place Value."""
    if count < 2:
        return "Place Value Yahtzee is played head to head: add a player (a computer will do)."
    return None


class TeacherOption:
    """The teacher's rule, a tick in New Game: a card whose file turns it on shows it ticked,
    and it cannot be unticked; choosing another card gives back the player's own tick."""

    def __init__(self) -> None:
        self.teacher = QCheckBox("&Teacher's rule: pick how each number is read (a wrong "
                                 "reading loses the box's point)")
        self._choice = False  # the player's tick, kept while a card forces the rule

    @property
    def widget(self) -> QWidget:
        return self.teacher

    def load(self, setup: Mapping[str, Any]) -> None:
        self.teacher.setChecked(setup.get("teacher") is True)

    def setup(self) -> dict[str, Any]:
        return {"teacher": True} if self.teacher.isChecked() else {}

    def show_rules(self, rules: Any) -> None:
        own = isinstance(rules, PlaceValueRuleset) and rules.teacher_rule
        if own and self.teacher.isEnabled():
            self._choice = self.teacher.isChecked()
            self.teacher.setChecked(True)
        elif not own and not self.teacher.isEnabled():
            self.teacher.setChecked(self._choice)
        self.teacher.setEnabled(not own)
        self.teacher.setToolTip(plain_tip("This card's file turns the teacher's rule on.")
                                if own else "")
