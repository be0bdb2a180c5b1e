"""What earlier windows cut although they had room: a ruleset's name in House Rules' list,
a player's name over their column beside the dice; and the dice that changed size when the
line of help under them wrapped.

Each is asserted as the player sees it: the text's width in its own type against the room
the window gives it.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.ui.ruleset_editor.window import RulesetEditor

from .conftest import MakeWindow


def open_house_rules(make_window: MakeWindow) -> RulesetEditor:
    window = make_window(rules="yacht", open_store=True)
    window.house_rules_action.trigger()  # Game > House Rules…
    editor = window.findChild(RulesetEditor)
    assert editor is not None and editor.isVisible()
    return editor


def name_cut(view: QListWidget, item: QListWidgetItem) -> bool:
    """Whether the list shows less than the whole of ``item``'s name: its lines (wrapped at
    the room the list shows, as a wrapping list does) taller or wider than its row."""
    rect = view.visualItemRect(item)
    room = min(rect.right(), view.viewport().width()) - rect.left() - 6  # the row's margins
    lines = view.fontMetrics().boundingRect(
        QRect(0, 0, room, 10_000), int(Qt.TextFlag.TextWordWrap), item.text())
    return lines.width() > room or lines.height() > rect.height()


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
