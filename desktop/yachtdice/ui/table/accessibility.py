"""Play that a screen reader can follow: descriptions, the focus order, announcements.

Every die and scorecard cell names itself (the tray and the model do that); here the
controls get their descriptions, Tab follows the table from the scorecard to the
buttons, and after a roll, a hold or a score the window announces what happened
(a ``QAccessibleAnnouncementEvent``), e.g. "Rolled three, three, five, two, six.
2 rolls left." or "Ann scored 25 in Full House. Turn: Bo." (the points the box holds as
the game counts them; on a card with several columns per player, "… in Chance (×3) …").
"""

from __future__ import annotations

from itertools import pairwise
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QPushButton, QWidget

from yachtdice.core import GameState
from yachtdice.core.game import columns_of, open_places
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus
from yachtdice.ui.board.dice_tray import DiceTray
from yachtdice.ui.board.scorecard_view import ScorecardView
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import faces_for

_SCORED_TURN = QT_TRANSLATE_NOOP("Announcer", "{player} scored {points} in {box}. Turn: {next}.")
_SCORED_OVER = QT_TRANSLATE_NOOP("Announcer", "{player} scored {points} in {box}. Game over.")
_ROLLED_NONE = QT_TRANSLATE_NOOP("Announcer", "Rolled {faces}. No rolls left.")
_ROLLED_LEFT = Numerus.translate("Announcer", "Rolled {faces}. {left} roll(s) left.", None, 1)
_HELD = QT_TRANSLATE_NOOP("Announcer", "Die {die} held.")
_RELEASED = QT_TRANSLATE_NOOP("Announcer", "Die {die} released.")
_LIST = QT_TRANSLATE_NOOP("Announcer", "{first}, {second}")


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
        for place in sorted(set(open_places(old)) - set(open_places(new))):
            from yachtdice.core.bookings import place_label, points_at  # from the first booking

            label = place_label(after.ruleset, place, columns_of(new))
            player = after.players[seat].name
            points = points_at(after.ruleset, new, place)
            if after.finished:
                return translated(_SCORED_OVER.format(player=player, points=points, box=label))
            return translated(_SCORED_TURN.format(player=player, points=points, box=label,
                                                  next=after.player.name))
    if after.dice is not None and (after.dice != before.dice
                                   or after.rolls_left != before.rolls_left):
        names = faces_for(after)
        faces = ""
        for i, f in enumerate(after.dice):
            face = names.describe(i, f)
            faces = face if not faces else translated(_LIST.format(first=faces, second=face))
        left = after.rolls_available
        rolled = _ROLLED_NONE if left == 0 else _ROLLED_LEFT
        return translated(rolled.format(faces=faces, left=left, n=left))
    if after.dice is not None and after.held != before.held:
        changed = sorted(after.held ^ before.held)
        return " ".join(translated((_HELD if i in after.held else _RELEASED).format(die=i + 1))
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
    table.roll_button.setAccessibleDescription(
        QCoreApplication.translate("Table", "Rolls the dice that are not held (Space or R)."))
    table.hint_button.setAccessibleDescription(
        QCoreApplication.translate("Table", "Suggests the best move (H)."))
    table.undo_button.setAccessibleDescription(
        QCoreApplication.translate("Table", "Takes back your last move (Ctrl+Z)."))
    table.hurry_button.setAccessibleDescription(
        QCoreApplication.translate("Table", "Lets the computer play faster (Space)."))
    table.scorecard.setAccessibleDescription(QCoreApplication.translate(
        "Table", "Players are columns, boxes are rows. Up and Down move between your open "
        "boxes, a letter jumps to the next box starting with it, Enter scores the box."))
    table.tray.setAccessibleDescription(
        QCoreApplication.translate("Table", "Press a die's number to hold or release it."))
    chain = [table.scorecard, table.roll_button, table.hint_button, table.undo_button,
             table.hurry_button]
    for first, second in pairwise(chain):
        QWidget.setTabOrder(first, second)
    return Announcer(window)
