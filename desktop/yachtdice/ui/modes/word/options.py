"""The word games' New Game option: the rule sheet's one-minute hourglass."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QCheckBox, QWidget

from yachtdice.core.modes.word.rules import WordClaim
from yachtdice.ui.widgets.plain import plain_tip

TURN_SECONDS = 60  # the rule sheet's hourglass, when a word game is timed


def turn_seconds(setup: Mapping[str, Any]) -> int | None:
    """The seconds per turn a setup asks for, or None."""
    return TURN_SECONDS if setup.get("timer") is True else None


def is_zero(claim: object) -> bool:
    """Whether a claim writes a zero (the one claim left when time is up)."""
    return isinstance(claim, WordClaim) and claim.zero


class TimerOption:
    """The one-minute timer per turn, a tick in New Game."""

    def __init__(self) -> None:
        self.timer = QCheckBox("One-&minute timer per turn (when time is up, score a zero)")
        self.timer.setToolTip(plain_tip(
            "The rule sheet's hourglass: each person has a minute per turn."))

    @property
    def widget(self) -> QWidget:
        return self.timer

    def load(self, setup: Mapping[str, Any]) -> None:
        self.timer.setChecked(setup.get("timer") is True)

    def setup(self) -> dict[str, Any]:
        return {"timer": True} if self.timer.isChecked() else {}

    def show_rules(self, rules: Any) -> None:
        """Every word ruleset may be timed."""
