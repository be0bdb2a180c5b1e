"""Play that a screen reader can follow: descriptions, the focus order, announcements.

Every die and scorecard cell names itself (the tray and the model do that); here the
controls get their descriptions, Tab follows the table from the scorecard to the
buttons, and after a roll, a hold or a score the window announces what happened
(a ``QAccessibleAnnouncementEvent``), e.g. "Rolled three, three, five, two, six.
2 rolls left." or "Ann scored 25 in Full House. Turn: Bo."
"""

from __future__ import annotations

from itertools import pairwise
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QPushButton, QWidget

from yachtdice.core import GameState
from yachtdice.core.modes import mode_for
from yachtdice.ui.board.dice_tray import DiceTray
from yachtdice.ui.board.scorecard_view import ScorecardView
from yachtdice.ui.modes import faces_for


def what_changed(before: GameState | None, after: GameState) -> str | None:
    """The sentence to announce when the game goes from ``before`` to ``after``, if any.

    >>> from yachtdice.core import Player, Roll, Score

    >>> from yachtdice.core.modes.pips.presets import preset
    >>> s = GameState.start(preset("yahtzee"), [Player("Ann"), Player("Bo")])
    >>> r = s.apply(Roll((3, 3, 5, 2, 6)))
    >>> what_changed(s, r)
    'Rolled three, three, five, two, six. 2 rolls left.'
    >>> what_changed(r, r.apply(Score("threes")))
    'Ann scored 6 in Threes. Turn: Bo.'
    """
    if before is None or after.ruleset != before.ruleset or after.players != before.players:
        return None
    for seat, (old, new) in enumerate(zip(before.cards, after.cards, strict=True)):
        for box_id in set(old.open_ids) - set(new.open_ids):
            label = mode_for(after.ruleset).box_label(after.ruleset, box_id)
            text = f"{after.players[seat].name} scored {new.get(box_id)} in {label}."
            if after.finished:
                return f"{text} Game over."
            return f"{text} Turn: {after.player.name}."
    if after.dice is not None and (after.dice != before.dice
                                   or after.rolls_left != before.rolls_left):
        names = faces_for(after)
        faces = ", ".join(names.describe(i, f) for i, f in enumerate(after.dice))
        left = after.rolls_available
        rolls = "No rolls left" if left == 0 else f"{left} roll{'s' if left != 1 else ''} left"
        return f"Rolled {faces}. {rolls}."
    if after.dice is not None and after.held != before.held:
        changed = sorted(after.held ^ before.held)
        return " ".join(f"Die {i + 1} {'held' if i in after.held else 'released'}."
                        for i in changed)
    return None


class Announcer(QObject):
    """Announces each change of the game to assistive technology; keeps the last words."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._state: GameState | None = None
        self.spoken: list[str] = []

    def state(self, state: GameState) -> None:
        text = what_changed(self._state, state)
        self._state = state
        if text:
            self.say(text)

    def say(self, text: str) -> None:
        self.spoken.append(text)
        del self.spoken[:-20]
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent  # not at start

        event = QAccessibleAnnouncementEvent(self._window, text)
        QAccessible.updateAccessibility(event)


class Table(Protocol):
    """The controls of the game table that are described here."""

    roll_button: QPushButton
    hint_button: QPushButton
    undo_button: QPushButton
    hurry_button: QPushButton
    scorecard: ScorecardView
    tray: DiceTray


def make_accessible(window: QWidget, table: Table) -> Announcer:
    """Descriptions and focus order for the game table in ``window``; the announcer that
    tells each new state (the window connects it)."""
    table.roll_button.setAccessibleDescription("Rolls the dice that are not held (Space or R).")
    table.hint_button.setAccessibleDescription("Suggests the best move (H).")
    table.undo_button.setAccessibleDescription("Takes back your last move (Ctrl+Z).")
    table.hurry_button.setAccessibleDescription("Lets the computer play faster (Space).")
    table.scorecard.setAccessibleDescription(
        "Players are columns, boxes are rows. Up and Down move between your open boxes, "
        "a letter jumps to the next box starting with it, Enter scores the box.")
    table.tray.setAccessibleDescription("Press a die's number to hold or release it.")
    chain = [table.scorecard, table.roll_button, table.hint_button, table.undo_button,
             table.hurry_button]
    for first, second in pairwise(chain):
        QWidget.setTabOrder(first, second)
    return Announcer(window)
