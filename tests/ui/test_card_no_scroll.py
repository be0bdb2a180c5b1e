"""The usual card shows no scroll bar where it fits: its rows share the height, from their
base size up (ScorecardView._fit_rows), and only a card whose rows at their base size are
taller than the room it has may scroll.

The base row is 22 px (14 px type and air); a section heading's band is 0.85 of a row,
rounded down. Yahtzee has 19 rows under two headings, Yatzy 20, Maxi Yatzy 25."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, RandomDice
from yachtdice.core.registry import ruleset_by_id
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.widgets import theme

from .conftest import MakeWindow

BASE_ROW, HEADING_SHARE = 22, 0.85   # ScorecardView's base row and heading band


def dealt(qtbot: QtBot, make_window: MakeWindow, rules_id: str, players: int) -> MainWindow:
    window = make_window(RandomDice(3))
    window.controller.new_game(ruleset_by_id(rules_id),
                               [Player(f"Player {i}") for i in range(1, players + 1)])
    c = window.controller
    c.roll()
    qtbot.waitUntil(lambda: c.state.dice is not None and not c.rolling)
    return window


def sized(qtbot: QtBot, window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (width, height))
    QApplication.processEvents()  # the card's rows follow its new height


@pytest.fixture(params=["light", "dark"])
def look(request: pytest.FixtureRequest) -> Iterator[str]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    palette, style = app.palette(), app.style().name()
    theme.apply_theme(app, request.param)
    yield request.param
    app.setPalette(palette)
    app.setStyle(style)


@pytest.mark.parametrize(("rules_id", "players"), [
    ("yahtzee", 1), ("yahtzee", 4), ("yatzy", 1), ("yatzy", 4), ("maxi-yatzy", 1),
    ("maxi-yatzy", 4)])
def test_at_the_default_size_the_card_has_no_scroll_bar(
        qtbot: QtBot, make_window: MakeWindow, look: str, rules_id: str, players: int):
    window = dealt(qtbot, make_window, rules_id, players)
    sized(qtbot, window, 1080, 720)   # the window's first size
    card = window.scorecard
    assert card.verticalScrollBar().maximum() == 0
    assert card.horizontalScrollBar().maximum() == 0


@pytest.mark.slow
@pytest.mark.parametrize(("rules_id", "rows"), [
    ("yahtzee", 19), pytest.param("yatzy", 20, marks=pytest.mark.slow)])
def test_at_any_height_where_the_rows_fit_the_card_has_no_scroll_bar(
        qtbot: QtBot, make_window: MakeWindow, rules_id: str, rows: int):
    # before: Yahtzee at 1080x716 (621 px for 622 px of rows: 19 rows of 30 px and two
    # bands of round(25.5) = 26 px) and Yatzy at 1080x746 (651 for 652) scrolled by 1 px
    window = dealt(qtbot, make_window, rules_id, 1)
    card = window.scorecard
    least = rows * BASE_ROW + 2 * int(BASE_ROW * HEADING_SHARE)   # every row at its base
    scrolled = []
    for height in range(690, 770):
        sized(qtbot, window, 1080, height)
        room = card.viewport().height()
        if room >= least and card.verticalScrollBar().maximum() > 0:
            scrolled.append(f"{height}: {card.verticalHeader().length()} px in {room}")
    assert scrolled == []
