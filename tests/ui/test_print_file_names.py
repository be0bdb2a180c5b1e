"""Printing's options and file names as a player meets them: the options' note says what
becomes of a card too long (four to a page: not printed), a card that cannot be printed four
to a page is refused before a file name is asked, and the name offered for the PDF (and for
Print to File) holds no character a Windows, macOS or Linux file name refuses."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from yachtdice.core import Player
from yachtdice.core.modes.triple.rules import TRIPLE
from yachtdice.ui.dialogs.print_card import file_name

from .conftest import MakeWindow
from .print_options import accept_options, options_dialog

REFUSED = set(':/\\*?"<>|')


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The save dialog: the name it was opened with noted, then Cancel."""
    offered: list[str] = []

    def ask(parent: object, caption: str, path: str, filters: str,
            **options: object) -> tuple[str, str]:
        offered.append(path)
        return ("", filters)

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    yield offered


def test_the_options_note_says_what_becomes_of_a_long_card_four_to_a_page(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee", players=[Player("Ann")])
    window.menus.pdf_action.trigger()
    dialog = options_dialog(qtbot)
    if dialog.four_up.isChecked():
        qtbot.mouseClick(dialog.four_up, Qt.MouseButton.LeftButton,
                         pos=QPoint(8, dialog.four_up.height() // 2))
    one = "A card too long for one page goes on over two, and the window says so."
    assert dialog.note.text() == one
    qtbot.mouseClick(dialog.four_up, Qt.MouseButton.LeftButton,
                     pos=QPoint(8, dialog.four_up.height() // 2))
    assert dialog.four_up.isChecked()
    assert dialog.note.text() == ("Four to a page, a card too long for a quarter of the page "
                                  "is not printed, and the window says so.")
    qtbot.mouseClick(dialog.four_up, Qt.MouseButton.LeftButton,
                     pos=QPoint(8, dialog.four_up.height() // 2))
    assert dialog.note.text() == one
    dialog.reject()


def test_large_print_four_to_a_page_is_refused_before_a_name_is_asked(
        qtbot: QtBot, make_window: MakeWindow, asked: list[str], tmp_path: Path) -> None:
    window = make_window(rules="yahtzee", players=[Player("Ann")])
    window.menus.pdf_action.trigger()
    accept_options(qtbot, large=True, four_up=True)
    # Yahtzee's card: two sections' headings, 6 + 7 boxes, upper sum, bonus, upper total,
    # Yahtzee bonus, lower total, upper total again, grand total: 22 rows
    assert window.message_label.text() == (
        "Four to a page, the card's 22 rows do not fit a quarter of the page: print it one "
        "to a page.")
    assert asked == []  # no file name asked for a card that cannot be written
    window.menus.pdf_action.trigger()
    accept_options(qtbot, large=False, four_up=True)  # this one fits a quarter: asked
    qtbot.waitUntil(lambda: len(asked) == 1)


def test_the_name_offered_for_triple_yahtzees_card_is_a_file_name_everywhere(
        qtbot: QtBot, make_window: MakeWindow, asked: list[str]) -> None:
    window = make_window()
    window.controller.new_game(TRIPLE, [Player("Ann")])
    window.menus.pdf_action.trigger()
    accept_options(qtbot)
    qtbot.waitUntil(lambda: len(asked) == 1)
    assert Path(asked[0]).name == "Triple Yahtzee score card.pdf"
    window.menus.print_action.trigger()
    accept_options(qtbot)

    def dialogs() -> list[QPrintDialog]:
        return [w for w in QApplication.topLevelWidgets()
                if isinstance(w, QPrintDialog) and w.isVisible()]

    qtbot.waitUntil(lambda: len(dialogs()) == 1)
    # Print to File offers the job's name with ".pdf" (was "Score Card: Triple Yahtzee")
    assert dialogs()[0].printer().docName() == "Triple Yahtzee score card"
    dialogs()[0].reject()


@pytest.mark.parametrize(("rules_name", "expected"), [
    ("Ours: 2/3?", "Ours- 2-3- score card.pdf"),
    ('<Ann\'s> "best" *|\\ rules', "-Ann's- -best- --- rules score card.pdf"),
    ("Kniffel", "Kniffel score card.pdf"),
])
def test_a_rulesets_name_makes_a_file_name_every_system_takes(rules_name: str,
                                                              expected: str) -> None:
    name = file_name(rules_name)
    assert name == expected and not REFUSED & set(name)
