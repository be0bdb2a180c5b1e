"""The names of the boxes are drawn in the header's type of the moment.

The row header keeps its two types (a box's name, a total's in bold) between paints and
makes them again when its font changes (shown to a room, the names grow): a name is never
drawn in the type it had before.
"""

from __future__ import annotations

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow


def names(window: MainWindow) -> QImage:
    """The card's names of the boxes as drawn now."""
    return window.scorecard.verticalHeader().grab().toImage()


def test_names_drawn_before_the_card_is_shown_to_a_room_grow_with_it(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    seen = make_window(rules="yahtzee")
    before = names(seen)  # drawn in the usual type (and its types kept)
    seen.scorecard.present(1.6)
    fresh = make_window(rules="yahtzee")
    fresh.scorecard.present(1.6)  # its names first drawn shown to a room
    headers = seen.scorecard.verticalHeader(), fresh.scorecard.verticalHeader()
    assert headers[0].font() == headers[1].font()
    qtbot.waitUntil(lambda: headers[0].size() == headers[1].size())  # laid out alike
    assert names(seen) == names(fresh)
    assert names(seen) != before
