"""A Place Value game read back from the store in another language: a built-in card's name
is shown in the window's language wherever it appears (the resume prompt, the window's
title after resuming, History), while a teacher's own card keeps the name it was given.

German names from the translation table: "Place Value Yahtzee (3 digits)" is
"Stellenwert-Kniffel (3 Ziffern)".
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.place_value.rules import PlaceValueRuleset, preset
from yachtdice.ui.i18n import Language
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow

GERMAN_NAME = "Stellenwert-Kniffel (3 Ziffern)"


def play_a_roll(qtbot: QtBot, window: MainWindow, rules: PlaceValueRuleset) -> None:
    """A new game with one roll made: a game in progress, kept by the store."""
    window.controller.new_game(rules, [Player("Ann"), Player("Bob")])
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.controller.rolling)


def resume_prompt(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: window.resume_box is not None and window.resume_box.isVisible())
    box = window.resume_box
    assert box is not None
    return box


def press_resume(qtbot: QtBot, box: QMessageBox) -> None:
    [resume] = [b for b in box.findChildren(QPushButton)
                if b.text().replace("&", "") == "Fortsetzen"]
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)


@pytest.mark.slow
def test_a_resumed_built_in_card_is_named_in_german(qtbot: QtBot, make_window: MakeWindow,
                                                    speak: Language) -> None:
    speak.install("de")
    window = make_window(ScriptedDice([3, 2, 1, 1, 1, 1] + [5, 3, 1] * 20), open_store=True)
    play_a_roll(qtbot, window, preset("place-value-3"))
    assert window.windowTitle().endswith(GERMAN_NAME)     # the live game: translated
    window.close()

    again = make_window(rules="yahtzee", open_store=True)
    box = resume_prompt(qtbot, again)
    assert GERMAN_NAME in box.text(), box.text()
    assert "Place Value Yahtzee" not in box.text()
    press_resume(qtbot, box)
    qtbot.waitUntil(lambda: again.controller.state is not None
                    and again.controller.state.ruleset.id == "place-value-3")
    assert again.windowTitle().endswith(GERMAN_NAME), again.windowTitle()


def test_a_teachers_own_card_keeps_its_name(qtbot: QtBot, make_window: MakeWindow,
                                            speak: Language) -> None:
    speak.install("de")
    own = PlaceValueRuleset.from_dict({
        "mode": "place-value", "id": "class-4b", "name": "Klasse 4b: Hunderter",
        "dice": {"count": 3}, "boxes": [{"id": "wild", "condition": {"kind": "any"}}]})
    window = make_window(ScriptedDice([3, 2, 1, 1, 1, 1] + [5, 3, 1] * 20), open_store=True)
    play_a_roll(qtbot, window, own)
    window.close()

    again = make_window(rules="yahtzee", open_store=True)
    box = resume_prompt(qtbot, again)
    assert "Klasse 4b: Hunderter" in box.text(), box.text()
    press_resume(qtbot, box)
    qtbot.waitUntil(lambda: again.controller.state is not None
                    and again.controller.state.ruleset.id == "class-4b")
    assert again.windowTitle().endswith("Klasse 4b: Hunderter")
