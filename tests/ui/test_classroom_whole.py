"""In the classroom view the card is whole, never under the dice or the game's panel:
during play and at a game's end, when the look-back panel comes (Place Value).

A grid keeps, for a widget whose lines wrap, the height it asks for at its width, not its
least: fitted to the least, the card once ran under the dice (14 px with six pupils at
1024x768; 96 px at the end of a game there, the last row, "Boxes won", hidden)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontInfo
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, RandomDice
from yachtdice.core.modes.place_value.rules import preset
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .test_classroom import PUPILS, class_game, entries_fit
from .test_classroom_room import in_the_room, play_to_the_end


def settled(qtbot: QtBot, window: MainWindow) -> None:
    card = window.scorecard
    qtbot.waitUntil(lambda: card.verticalScrollBar().maximum() == 0
                    and card.horizontalScrollBar().maximum() == 0)


def under_the_card(window: MainWindow) -> list[str]:
    """What the card's rows run under (the widgets laid over them), by name."""
    card = window.scorecard
    model = card.model()
    last = card.visualRect(model.index(model.rowCount() - 1, 0))
    bottom = card.viewport().mapTo(window, last.bottomLeft()).y()
    top_left = card.mapTo(window, card.rect().topLeft())
    rows = QRect(top_left.x(), top_left.y(), card.width(), bottom - top_left.y())
    panel = window.current_part().panel
    others = {"the dice": window.tray, "the buttons": window.button_row}
    if panel is not None:
        others["the panel"] = panel
    found = []
    for name, widget in others.items():
        if widget.isVisible():
            place = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
            if place.intersects(rows):
                found.append(f"{name} at {place.top()}, the rows to {rows.bottom()}")
    return found


@pytest.mark.parametrize(("width", "height", "pupils"), [(1024, 768, 6), (1920, 1080, 6)])
def test_during_play_the_card_is_whole_beside_or_above_the_dice(
        qtbot: QtBot, make_window: MakeWindow, width: int, height: int, pupils: int):
    window = class_game(qtbot, make_window, pupils)
    in_the_room(qtbot, window, width, height)
    settled(qtbot, window)
    assert under_the_card(window) == []
    assert entries_fit(window) == []
    assert QFontInfo(window.scorecard.cell_font()).pixelSize() >= height / 25


def ended_in_the_room(qtbot: QtBot, make_window: MakeWindow, width: int,
                      height: int) -> MainWindow:
    """Four pupils' game of Place Value played to its end in the room, the look back shown."""
    window = make_window(RandomDice(7))
    window.controller.new_game(preset("place-value-4"), [Player(n) for n in PUPILS[:4]])
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    in_the_room(qtbot, window, width, height)
    play_to_the_end(qtbot, window)
    look = window.part("place-value").panel.look_back
    qtbot.waitUntil(lambda: look.isVisible())
    return window


@pytest.mark.slow
@pytest.mark.parametrize(("width", "height"), [(1024, 768),
                                             pytest.param(1920, 1080, marks=pytest.mark.slow)])
def test_at_a_game_end_the_card_is_whole_above_the_look_back(
        qtbot: QtBot, make_window: MakeWindow, width: int, height: int):
    window = ended_in_the_room(qtbot, make_window, width, height)
    look = window.part("place-value").panel.look_back
    settled(qtbot, window)
    qtbot.waitUntil(lambda: under_the_card(window) == [])
    assert (window.width(), window.height()) == (width, height)
    # the look back is there to be read: the pupil, a row of the table, the sentence
    assert look.pupil.isVisible() and look.said.text()
    assert look.table.viewport().height() >= look.table.rowHeight(0)
