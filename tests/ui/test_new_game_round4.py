"""New Game after the fourth play test (issue 36): Enter on a focused Remove removed the
player instead of starting the game; Delete... was grey for every house ruleset; switching
from Place Value to another game left an empty band where its options had been."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from yachtdice.core import Player
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.ui.dialogs.new_game import NewGameDialog

from .conftest import MakeWindow
from .test_buttons_main import button, click, named, opened


def choose(qtbot: QtBot, combo: QComboBox, rules_id: str) -> None:
    """Pick the rules by keyboard (Up/Down on the closed box)."""
    combo.setFocus()
    target = combo.findData(rules_id)
    assert target >= 0, rules_id
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target
                       else Qt.Key.Key_Up)


def test_enter_on_a_focused_remove_starts_the_game_with_everyone(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True, players=[Player("Ann")])
    window.new_action.trigger()
    dialog = opened(qtbot, NewGameDialog)
    assert isinstance(dialog, NewGameDialog)
    click(qtbot, dialog.add_button)
    rows = dialog.players()
    assert len(rows) == 2
    rows[1].remove.setFocus()
    qtbot.keyClick(rows[1].remove, Qt.Key.Key_Return)  # Enter: the default, Start
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.controller.state is not None and len(window.controller.state.players) == 2
    qtbot.keyClick(rows[1].remove, Qt.Key.Key_Space)  # Space presses the focused button


def test_delete_deletes_saved_house_rules_after_asking(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    assert window.store is not None
    data = preset("yacht").to_dict()
    data["id"], data["name"] = "our-yacht", "Our Yacht"
    window.store.save_ruleset(Ruleset.from_dict(data))
    window.new_action.trigger()
    dialog = opened(qtbot, NewGameDialog)
    assert isinstance(dialog, NewGameDialog)
    choose(qtbot, dialog.rules, "yahtzee")
    assert not dialog.delete_rules_button.isEnabled()  # built-in
    choose(qtbot, dialog.rules, "our-yacht")
    assert dialog.delete_rules_button.isEnabled()
    click(qtbot, dialog.delete_rules_button)
    assert dialog.question is not None
    click(qtbot, button(dialog.question, "Delete"))
    assert [r.id for r in window.store.saved_rulesets()] == []
    assert dialog.rules.findData("our-yacht") == -1
    click(qtbot, named(dialog, "Cancel"))


def test_another_games_options_leave_no_band(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    window.new_action.trigger()
    dialog = opened(qtbot, NewGameDialog)
    assert isinstance(dialog, NewGameDialog)
    choose(qtbot, dialog.rules, "yahtzee")
    players = dialog.add_button.mapTo(dialog, dialog.add_button.rect().topLeft()).y()
    choose(qtbot, dialog.rules, "place-value-4")
    choose(qtbot, dialog.rules, "yahtzee")
    qtbot.waitUntil(lambda: dialog.add_button.mapTo(
        dialog, dialog.add_button.rect().topLeft()).y() == players)
    click(qtbot, named(dialog, "Cancel"))


def test_a_computers_level_stays_as_chosen_across_games_and_openings(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    """Pip dice's levels are Beginner, Intermediate and Expert, the word game's Plain and
    Strong: an Expert switched to the word game and back was a Beginner."""
    window = make_window(open_store=True, players=[Player("Ann")])
    window.new_action.trigger()
    dialog = opened(qtbot, NewGameDialog)
    assert isinstance(dialog, NewGameDialog)
    choose(qtbot, dialog.rules, "yahtzee")
    click(qtbot, dialog.add_button)
    robot = dialog.players()[1]
    robot.kind.setCurrentIndex(robot.kind.findData("expert"))   # as a player picks it
    choose(qtbot, dialog.rules, "word-yahtzee")
    assert robot.kind_key == "plain"                               # the word game's first
    robot.kind.setCurrentIndex(robot.kind.findData("strong"))
    choose(qtbot, dialog.rules, "yahtzee")
    assert robot.kind_key == "expert"                              # not Beginner
    choose(qtbot, dialog.rules, "word-yahtzee")
    assert robot.kind_key == "strong"
    choose(qtbot, dialog.rules, "yahtzee")
    qtbot.keyClick(dialog.players()[0].name, Qt.Key.Key_Return)    # Start
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.controller.state.players[1].strategy == "expert"

    window.new_action.trigger()                                    # the next time
    again = opened(qtbot, NewGameDialog)
    assert isinstance(again, NewGameDialog) and again is not dialog
    robot = again.players()[1]
    assert robot.kind_key == "expert"
    choose(qtbot, again.rules, "word-yahtzee")
    assert robot.kind_key == "strong"                              # its word level too
    again.reject()
