"""What earlier windows cut although they had room: a ruleset's name in House Rules' list,
a player's name over their column beside the dice; and the dice that changed size when the
line of help under them wrapped.

Each is asserted as the player sees it: the text's width in its own type against the room
the window gives it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QListWidget, QListWidgetItem
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, RandomDice
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.house_rules.window import RulesetEditor

from .conftest import MakeWindow
from .test_language_editor import open_house_rules  # Game > House Rules…


def name_cut(view: QListWidget, item: QListWidgetItem) -> bool:
    """Whether the list shows less than the whole of ``item``'s name: its lines (wrapped at
    the room the list shows, as a wrapping list does) taller or wider than its row."""
    rect = view.visualItemRect(item)
    room = min(rect.right(), view.viewport().width()) - rect.left() - 6  # the row's margins
    lines = view.fontMetrics().boundingRect(
        QRect(0, 0, room, 10_000), int(Qt.TextFlag.TextWordWrap), item.text())
    return lines.width() > room or lines.height() > rect.height()


@pytest.mark.slow
def test_house_rules_lists_every_ruleset_by_its_whole_name(qtbot: QtBot,
                                                           make_window: MakeWindow):
    editor = open_house_rules(make_window)
    listed = [editor.list.item(i) for i in range(editor.list.count())]
    assert any(i.text() == "Place Value Yahtzee (decimals) (built-in)" for i in listed)
    for size in ((editor.width(), editor.height()), (1000, 700)):   # as opened; at 1024x768
        editor.resize(*size)
        qtbot.waitUntil(lambda s=size: (editor.width(), editor.height()) == s)
        assert [i.text() for i in listed if name_cut(editor.list, i)] == []
        assert editor.list.horizontalScrollBar().maximum() == 0   # nothing hidden sideways
    # the form keeps most of the window
    assert editor.list.width() < editor.width() / 3


@pytest.mark.slow
def test_a_name_longer_than_the_list_wraps_whole(qtbot: QtBot, make_window: MakeWindow):
    window = make_window(rules="yacht", open_store=True)
    long_name = "Our Sunday Rules at Grandmother's house in the long holidays"  # 60: most
    assert window.store is not None
    window.store.save_ruleset(Ruleset.from_dict(
        preset("yacht").to_dict() | {"id": "sunday", "name": long_name}))
    window.house_rules_action.trigger()  # Game > House Rules…
    editor = window.findChild(RulesetEditor)
    assert editor is not None
    editor.resize(1000, 700)
    qtbot.waitUntil(lambda: editor.width() == 1000)
    item = next(editor.list.item(i) for i in range(editor.list.count())
                if editor.list.item(i).text() == long_name)
    assert not name_cut(editor.list, item)
    assert editor.list.visualItemRect(item).height() >= 2 * editor.list.fontMetrics().height()
    assert long_name in item.toolTip()


# -- the card beside the dice ------------------------------------------------------------------
FOUR = [Player("Ann"), Player("Ben"), Player("Cleo"), Player("Computer", True, "intermediate")]


def names_cut(window: MainWindow) -> list[str]:
    """The players' names drawn cut over their columns (the header's type, bold for the one
    at play, 4 px each side)."""
    card, model = window.scorecard, window.model
    header = card.horizontalHeader()
    bold = QFont(header.font())
    bold.setBold(True)
    cut = []
    for c in range(model.columnCount()):
        name = str(model.headerData(c, Qt.Orientation.Horizontal))
        if QFontMetrics(bold).horizontalAdvance(name) > header.sectionSize(c) - 8:
            cut.append(name)
    return cut


def test_four_players_names_are_whole_when_the_dice_have_room(qtbot: QtBot,
                                                               make_window: MakeWindow):
    window = make_window(rules="yahtzee", players=FOUR)
    for width in (1080, 1024, 1280):
        window.resize(width, 720)
        qtbot.waitUntil(lambda w=width: window.width() == w)
        settle(qtbot, window)
        assert names_cut(window) == [], width
        # the room came from the dice's side, which still has room for the dice
        assert window.tray.width() >= 5 * 60, width


def settle(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until the table's layout stops changing (the same in two looks running)."""
    seen: list[tuple[int, ...]] = []

    def steady() -> bool:
        seen.append((*window.scorecard.size().toTuple(), *window.tray.size().toTuple()))
        return len(seen) >= 2 and seen[-1] == seen[-2]

    qtbot.waitUntil(steady)


def test_the_dice_keep_their_size_when_the_help_line_wraps(qtbot: QtBot,
                                                          make_window: MakeWindow):
    window = make_window(RandomDice(5), rules="yahtzee", players=FOUR)
    window.resize(1080, 500)                      # a short window: every pixel is shared
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1080, 500))
    help_line = window.help_label
    assert help_line.text() == "Press Space or R to roll."

    def lines() -> int:
        metrics = help_line.fontMetrics()
        return metrics.boundingRect(QRect(0, 0, help_line.width(), 10_000),
                                    int(Qt.TextFlag.TextWordWrap),
                                    help_line.text()).height() // metrics.height()

    qtbot.waitUntil(lambda: lines() == 1)
    settle(qtbot, window)     # the card's type (and so its width) follows the new height
    before = window.tray.size()
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state.dice is not None
                    and not window.controller.rolling)
    assert help_line.text().startswith("Click dice or press 1–5 to hold them")
    qtbot.waitUntil(lambda: lines() == 2)            # the help line wraps
    # and shows both lines, once the window is laid out again
    qtbot.waitUntil(lambda: help_line.height() >= 2 * help_line.fontMetrics().height())
    window.centralWidget().layout().activate()
    assert window.tray.size() == before
