"""The score card's print options (large print, four to a page, black and white, the paper)
are remembered between openings of the options dialog (issue 36): chosen, Save… pressed,
the dialog opened again by the menu, they are as the player left them; Cancel keeps
nothing."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice

from .conftest import MakeWindow
from .print_options import accept_options, options_dialog


@pytest.fixture
def no_file(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The save dialog is answered with Cancel (no file written); its captions kept."""
    asked: list[str] = []

    def ask(parent: object, caption: str, folder: str, filters: str,
            **options: object) -> tuple[str, str]:
        asked.append(caption)
        return "", filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    yield asked


def test_the_print_options_are_as_the_player_left_them(
        qtbot: QtBot, make_window: MakeWindow, no_file: list[str]) -> None:
    window = make_window(ScriptedDice([6, 6, 6, 1, 2]), rules="yahtzee",
                         players=[Player("Ann"), Player("Bob")])
    window.menus.pdf_action.trigger()
    first = options_dialog(qtbot)
    assert not (first.large.isChecked() or first.four_up.isChecked()
                or first.mono.isChecked())
    assert first.paper.currentData() is None  # as usual here
    accept_options(qtbot, large=True, mono=True, paper="letter")
    assert no_file == ["Save Score Card as PDF"]
    window.menus.pdf_action.trigger()  # opened again: as left
    again = options_dialog(qtbot)
    assert again is not first
    assert again.large.isChecked() and again.mono.isChecked()
    assert not again.four_up.isChecked() and again.paper.currentData() == "letter"
    for box in (again.four_up, again.large):  # on its square (its row's middle is no hit)
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert again.four_up.isChecked() and not again.large.isChecked()
    again.paper.setCurrentIndex(again.paper.findData("a4"))
    qtbot.keyClick(again, Qt.Key.Key_Escape)  # Cancel: nothing kept
    qtbot.waitUntil(lambda: not again.isVisible())
    window.menus.print_action.trigger()  # Print… asks the same options
    printing = options_dialog(qtbot)
    assert printing.large.isChecked() and printing.mono.isChecked()
    assert not printing.four_up.isChecked() and printing.paper.currentData() == "letter"
    qtbot.keyClick(printing, Qt.Key.Key_Escape)
