"""View ▸ Classroom: the table for the front of a room, at an old projector's 1024x768 and a
big screen's 1920x1080, for two to six pupils; and the usual window's card, whose columns
fit their numbers.

What is asserted is what the room sees: every number whole in its column, type at least
1/25 of the window's height, the banner with the pupil's name in their colour, their
column marked; and that the usual table comes back whole afterwards.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import QStatusBar
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.pips.presets import preset as pips_preset
from yachtdice.core.modes.place_value.engine import PlaceClaim
from yachtdice.core.modes.place_value.rules import best, preset
from yachtdice.ui.board.scorecard_model import CurrentPlayerRole
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.widgets.theme import player_colour

from .conftest import MakeWindow

PV4 = preset("place-value-4")
PUPILS = ("Leo", "Ava", "Mia", "Noah", "Zoe", "Sam")
ROLLS = ((6, 3, 4, 1), (5, 3, 4, 2), (6, 5, 3, 3), (2, 2, 4, 6), (1, 3, 5, 6), (6, 6, 2, 1))


def class_game(qtbot: QtBot, make_window: MakeWindow, pupils: int) -> MainWindow:
    """A class of ``pupils`` on the rule sheet's card: Leo starts (6 6 6 5 against 1 1 1 1
    each); everyone writes the greatest number their roll makes in "3 in the hundreds" or
    the wild box, and Leo has rolled again."""
    opening = [6, 6, 6, 5] + [1, 1, 1, 1] * (pupils - 1)
    rolls = [d for i in range(pupils) for d in ROLLS[i]]
    window = make_window(ScriptedDice(opening + rolls + [5, 3, 4, 2]))
    window.controller.new_game(PV4, [Player(n) for n in PUPILS[:pupils]])
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    c = window.controller
    for _ in range(pupils):
        c.roll()
        qtbot.waitUntil(lambda: c.state.dice is not None and not c.rolling)
        box = "hundreds_3" if best(PV4, c.state.dice, ("hundreds_3",))["hundreds_3"] else "wild"
        c.claim(PlaceClaim(box, best(PV4, c.state.dice, (box,))[box].text))
    c.roll()
    qtbot.waitUntil(lambda: c.state.dice is not None and not c.rolling)
    return window


def entries_fit(window: MainWindow) -> list[str]:
    """The entries drawn cut (wider than their column), as "column: text"."""
    card, model = window.scorecard, window.model
    metrics = QFontMetrics(card.cell_font())
    cut = []
    for c in range(model.columnCount()):
        room = card.columnWidth(c) - 8  # the delegate's 4 px each side
        for r in range(model.rowCount()):
            text = str(model.data(model.index(r, c)) or "")
            if metrics.horizontalAdvance(text) > room:
                cut.append(f"{c}: {text}")
    return cut


@pytest.mark.parametrize(("width", "height", "pupils"), [
    (1024, 768, 2), (1024, 768, 6), (1920, 1080, 2), (1920, 1080, 6)])
def test_the_classroom_view_shows_every_number_whole_in_type_a_room_can_read(
        qtbot: QtBot, make_window: MakeWindow, width: int, height: int, pupils: int):
    window = class_game(qtbot, make_window, pupils)
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width and window.height() == height)
    window.classroom_action.trigger()                       # View ▸ Classroom
    assert window.classroom.on and window.classroom_action.isChecked()
    qtbot.waitUntil(lambda: window.scorecard.presented is not None)
    # the window keeps its size: the room's layout fits it, it does not grow past the screen
    assert (window.width(), window.height()) == (width, height)
    # type at least 1/25 of the window's height (30.7 px at 768, 43.2 px at 1080)
    type_px = QFontInfo(window.scorecard.cell_font()).pixelSize()
    assert type_px >= height / 25, (type_px, height / 25)
    assert entries_fit(window) == []
    # every column and row in view: nothing scrolls (once the layout has settled)
    qtbot.waitUntil(lambda: window.scorecard.horizontalScrollBar().maximum() == 0
                    and window.scorecard.verticalScrollBar().maximum() == 0)
    # whose turn: the banner names Leo in his colour, in type larger than the card's
    banner = window.turn_label
    assert banner.text() == "Turn: Leo" and banner.isVisible()
    assert player_colour(0).name() in banner.styleSheet()
    assert QFontInfo(banner.font()).pixelSize() >= type_px
    assert window.model.headerData(0, Qt.Orientation.Horizontal, CurrentPlayerRole)
    assert not window.model.headerData(1, Qt.Orientation.Horizontal, CurrentPlayerRole)
    # the dice are in view, as large as the layout leaves them
    assert window.tray.isVisible() and window.tray.height() >= 100


@pytest.mark.slow
def test_the_turn_banner_follows_the_pupil_at_play(qtbot: QtBot, make_window: MakeWindow):
    window = class_game(qtbot, make_window, 2)
    window.resize(1024, 768)
    window.classroom_action.trigger()
    panel = window.part("place-value").panel
    qtbot.keyClicks(panel.number_edit, "5432")
    panel.select_box("wild")
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)   # Leo writes 5,432
    assert window.turn_label.text() == "Turn: Ava"
    assert player_colour(1).name() in window.turn_label.styleSheet()
    assert window.model.headerData(1, Qt.Orientation.Horizontal, CurrentPlayerRole)
    assert entries_fit(window) == []


def test_leaving_the_classroom_view_gives_the_usual_table_back(qtbot: QtBot,
                                                               make_window: MakeWindow):
    window = class_game(qtbot, make_window, 2)
    window.resize(1024, 768)
    normal_parent = window.scorecard.parentWidget()
    panel = window.part("place-value").panel
    assert panel.boxes.isVisible()
    usual_width = panel.maximumWidth()   # 380 beside the card, all there is under the dice
    window.classroom_action.trigger()
    assert window.scorecard.parentWidget() is not normal_parent
    assert not panel.boxes.isVisible()          # in the room the box is picked on the card
    assert not window.findChild(QStatusBar).isVisible()
    window.classroom_action.trigger()                       # off again
    assert not window.classroom.on
    assert window.scorecard.parentWidget() is normal_parent
    assert window.scorecard.presented is None and window.scorecard.type_scale <= 1.35
    assert window.findChild(QStatusBar).isVisible() and window.help_label.isVisible()
    assert window.turn_label.font().pointSizeF() == window.turn_font.pointSizeF()
    assert window.turn_label.maximumHeight() > 1000   # its own height again
    assert panel.boxes.isVisible() and panel.maximumWidth() == usual_width
    assert entries_fit(window) == []


def test_f11_makes_the_window_full_screen_and_back(qtbot: QtBot, make_window: MakeWindow):
    window = make_window()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.full_screen_action.isChecked()
    window.full_screen_action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_any_game_gets_the_classroom_view(qtbot: QtBot, make_window: MakeWindow):
    # Yacht, a pip-dice game with a long card and no panel of its own
    window = make_window(rules="yacht", players=[Player("Ann"), Player("Bob")])
    window.resize(1920, 1080)
    window.classroom_action.trigger()
    assert window.scorecard.presented is not None and window.scorecard.presented > 1.35
    assert window.turn_label.text() == "Turn: Ann"
    assert (window.width(), window.height()) == (1920, 1080)
    assert entries_fit(window) == []
    window.controller.roll()
    qtbot.waitUntil(lambda: window.controller.state.dice is not None)
    assert entries_fit(window) == []   # the previews too


@pytest.mark.parametrize("pupils", [2, 6])
def test_the_usual_windows_columns_fit_their_numbers(qtbot: QtBot, make_window: MakeWindow,
                                                     pupils: int):
    # issue 25: at 1280x800 maximised each column was about 48 px and "5,342" showed as ",342"
    window = class_game(qtbot, make_window, pupils)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    card = window.scorecard
    widest = QFontMetrics(card.cell_font()).horizontalAdvance("8,888")
    assert all(card.columnWidth(c) - 8 >= widest for c in range(pupils))
    assert entries_fit(window) == []
    window.resize(1024, 768)                # the smallest screen: still whole (or scrolled)
    qtbot.waitUntil(lambda: window.width() <= 1100)
    assert entries_fit(window) == []


def test_in_the_room_the_box_is_chosen_on_the_card(qtbot: QtBot, make_window: MakeWindow):
    window = class_game(qtbot, make_window, 2)
    window.resize(1024, 768)
    window.classroom_action.trigger()
    panel = window.part("place-value").panel
    qtbot.keyClicks(panel.number_edit, "5432")
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Down)
    chosen = panel._selected_box()
    assert window.scorecard.currentIndex().row() == window.model.box_row(chosen)
    # a box clicked on the card takes the number
    wild = window.model.index(window.model.box_row("wild"), 0)
    qtbot.mouseClick(window.scorecard.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.scorecard.visualRect(wild).center())
    assert window.model.data(wild) == "5,432"


def test_another_game_dealt_in_the_classroom_view_is_laid_out_for_the_room(
        qtbot: QtBot, make_window: MakeWindow):
    window = class_game(qtbot, make_window, 2)
    window.resize(1920, 1080)
    window.classroom_action.trigger()
    place_value = window.part("place-value").panel
    window.controller.new_game(pips_preset("yacht"), [Player("Ann"), Player("Bob")])
    assert window.classroom.on and window.scorecard.presented is not None
    assert not place_value.isVisible()
    assert window.turn_label.text() == "Turn: Ann"
    assert entries_fit(window) == []
    window.classroom_action.trigger()
    assert window.scorecard.presented is None
