"""What a look at the screens found (the gallery in three themes, two sizes, English and
German): each test opens the screen the way a player does and checks what was wrong there.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from yachtdice.core import Player
from yachtdice.core.modes.place_value.rules import preset
from yachtdice.ui.dialogs.unfinished_games import UnfinishedGamesDialog
from yachtdice.ui.modes.place_value import presenter
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.widgets import theme
from yachtdice.ui.windows.highscores import HighScoresDialog

from .conftest import MakeWindow
from .test_sessions import set_aside_game

_R = QPalette.ColorRole


def opened(qtbot: QtBot, kind: type[QWidget]) -> QWidget:
    found: list[QWidget] = []

    def appeared() -> bool:
        found[:] = [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, kind) and w.isVisible()]
        return bool(found)

    qtbot.waitUntil(appeared, timeout=30_000)
    return found[-1]


@pytest.fixture
def restore_look(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[QApplication]:
    """The application's look is shared by every test: put it back."""
    monkeypatch.delenv("YACHTDICE_THEME", raising=False)
    palette, style = QPalette(qapp.palette()), qapp.style().name()
    monkeypatch.setattr(theme, "_active", theme.active())
    yield qapp
    qapp.setStyle(style)
    qapp.setPalette(palette)  # (also drops the palettes set for a kind of control)


def _strongest_edge(widget: QWidget, area: QRect) -> float:
    """The greatest contrast (WCAG) of a pixel in ``area`` of the drawn ``widget`` against
    the window's colour around it."""
    image = widget.grab(area).toImage()
    window = QApplication.palette().color(_R.Window)
    return max(theme.contrast_ratio(QColor(image.pixel(x, y)), window)
               for x in range(image.width()) for y in range(image.height()))


# the edge of a control stands out from the window: on high contrast as WCAG asks of a
# control's boundary (3:1), on dark as much as Fusion's own edges do on light (about 2:1)
NEEDED = {"contrast": 3.0, "dark": 1.8}


@pytest.mark.parametrize("name", ["dark", "contrast"])
def test_an_empty_checkbox_can_be_seen_on_dark_and_high_contrast(
        qtbot: QtBot, make_window: MakeWindow, restore_look: QApplication, name: str) -> None:
    """High contrast drew an unticked box black on black (only its words showed, "Computers
    too" looked like a caption); dark drew it a shade darker than the window."""
    window = make_window(open_store=True)
    window.menus.theme_actions[name].trigger()  # Settings > Theme
    window.scores_action.trigger()        # Game > High Scores…
    dialog = opened(qtbot, HighScoresDialog)
    boxes = [b for b in dialog.findChildren(QCheckBox) if b.isVisible() and not b.isChecked()]
    assert boxes
    for box in boxes:
        side = box.style().pixelMetric(box.style().PixelMetric.PM_IndicatorWidth, None, box)
        indicator = QRect(0, (box.height() - side) // 2, side + 2, side + 2)
        assert _strongest_edge(box, indicator) >= NEEDED[name], box.text()
    window.menus.theme_actions["light"].trigger()  # and back: light is Fusion's own look again
    light = theme.palette_for("light").color(_R.Window)
    qtbot.waitUntil(lambda: all(b.palette().color(_R.Window) == light for b in boxes))


@pytest.mark.parametrize("name", ["dark", "contrast"])
def test_an_empty_number_field_can_be_seen_on_dark_and_high_contrast(
        qtbot: QtBot, make_window: MakeWindow, restore_look: QApplication, name: str) -> None:
    """Place Value's number field, empty, was only its grey placeholder floating on black
    (no edge at all on high contrast)."""
    window = make_window()
    window.menus.theme_actions[name].trigger()
    window.controller.new_game(preset("place-value-3"), [Player("Ann"), Player("Ben")])
    presenter = window.part("place-value")
    qtbot.waitUntil(lambda: presenter.seated and presenter.panel.isVisible(), timeout=30_000)
    field = presenter.panel.number_edit
    assert isinstance(field, QLineEdit) and field.text() == "" and field.hasFrame()
    window.roll_button.setFocus()  # a focused field is edged in the highlight anyway
    top_edge = QRect(field.width() // 4, 0, field.width() // 2, 2)
    assert _strongest_edge(field, top_edge) >= NEEDED[name]


def test_unfinished_games_writes_when_a_game_began_as_history_does(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    """Unfinished Games wrote the C locale's own "26 11 2026 03:20" (day, month and year
    with spaces between); History and every other window write 2026-11-26 03:20 there."""
    window, _, _ = set_aside_game(qtbot, make_window)
    window.unfinished_action.trigger()  # Game > Unfinished Games…
    dialog = opened(qtbot, UnfinishedGamesDialog)
    assert isinstance(dialog, UnfinishedGamesDialog)
    shown = dialog.model.data(dialog.model.index(0, 0))
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", shown), shown
    dialog.close()


def _place_value_window(qtbot: QtBot, make_window: MakeWindow) -> MainWindow:
    window = make_window()
    window.controller.new_game(preset("place-value-3"), [Player("Ann"), Player("Ben")])
    presenter = window.part("place-value")
    qtbot.waitUntil(lambda: presenter.seated and presenter.panel.isVisible(), timeout=30_000)
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller.rolling and presenter.panel.boxes.rowCount() > 0)
    return window


# the panel sits beside the card on a screen this wide, under the dice on a narrower one
# (the tests' screen is 800 px wide)
@pytest.mark.parametrize("beside_needs", [0, 10_000], ids=["beside the card", "under the dice"])
def test_the_open_boxes_keep_their_names_whole_when_the_window_grows(
        qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch,
        beside_needs: int) -> None:
    """The list measured its columns against the width it had before a resize: made larger,
    the window kept the box names squeezed ("5 in the / hundreds" on two cut lines, 97 px
    of a 320 px list) beside an all but empty column."""
    monkeypatch.setattr(presenter, "BESIDE_NEEDS", beside_needs)
    window = _place_value_window(qtbot, make_window)
    boxes = window.part("place-value").panel.boxes
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)
    window.resize(1400, 900)
    qtbot.waitUntil(lambda: window.width() == 1400)
    QApplication.processEvents()
    metrics = boxes.fontMetrics()
    names = max(metrics.horizontalAdvance(boxes.item(r, 0).text())
                for r in range(boxes.rowCount()))
    room = boxes.viewport().width()
    assert room * 0.38 >= names  # the names have the room to show whole...
    assert boxes.columnWidth(0) >= names  # ...and take it


def test_under_the_dice_the_panel_takes_the_width_the_dice_have(
        qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a 1024x768 screen the panel goes under the dice; it stayed 380 px wide there,
    a quarter of the window blank beside it while its list wrapped the box names."""
    monkeypatch.setattr(presenter, "BESIDE_NEEDS", 10_000)  # a screen narrower than that
    window = _place_value_window(qtbot, make_window)
    panel = window.part("place-value").panel
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)
    QApplication.processEvents()
    assert panel.width() >= window.tray.width() - 20
