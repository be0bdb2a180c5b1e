"""Printing any game's score card from the window, as a player does it: Game ▸ Save Score
Card as PDF… (triggered), the options dialog (its boxes clicked, Save… pressed), the file
dialog answered (QFileDialog.getSaveFileName), and the PDF read back (pdftotext, pdfinfo);
House Rules' Save Blank Card as PDF… (clicked); a name that exists asked about first, a link
refused, a card that cannot be printed as asked said in one sentence. The game is worked by
hand: Ann rolls 6 6 6 1 2 and books Sixes (18), Bob rolls 5 5 5 5 1 and books Fives (20).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes import builtin
from yachtdice.store import Store
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.house_rules.window import RulesetEditor

from ..pdf_text import needs_poppler, pdf_pages, pdf_rows, pdf_text, word_points
from .conftest import MakeWindow
from .print_options import accept_options, options_dialog

pytestmark = needs_poppler


@pytest.fixture
def answer(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The save dialog's answer: the file name put in the list (none: Cancel)."""
    names: list[str] = []

    def ask(parent: object, caption: str, folder: str, filters: str,
            **options: object) -> tuple[str, str]:
        assert "Save Score Card as PDF" in caption  # ⟦…⟧ in the pseudo-language
        return (names.pop(0) if names else "", filters)

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    yield names


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    builtin.install()
    with Store.open(tmp_path / "history.db") as opened:
        yield opened


def played(qtbot: QtBot, make_window: MakeWindow) -> MainWindow:
    window = make_window(ScriptedDice([6, 6, 6, 1, 2, 5, 5, 5, 5, 1]), rules="yahtzee",
                         players=[Player("Ann"), Player("Bob")])
    for box in ("sixes", "fives"):
        qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: not window.controller.rolling)
        window.controller.claim(box)
    return window


@pytest.mark.slow
def test_save_as_pdf_writes_the_card_of_the_game_on_the_table(
        qtbot: QtBot, make_window: MakeWindow, answer: list[str], tmp_path: Path) -> None:
    window = played(qtbot, make_window)
    answer.append(str(tmp_path / "our game"))  # .pdf is added
    window.menus.pdf_action.trigger()
    dialog = options_dialog(qtbot)
    assert not dialog.players.isVisible()  # the game's card has its players
    accept_options(qtbot, paper="letter")
    assert window.message_label.text() == "Saved the score card as our game.pdf."
    rows = pdf_rows(tmp_path / "our game.pdf")
    assert rows[:3] == ["Score Card", "Yahtzee", "Box Ann Bob"]
    for row in ("Sixes 18", "Fives 20", "Upper sum 18 20", "Bonus 0 0", "Grand total 18 20"):
        assert row in rows, row
    assert not [r for r in rows if "wins" in r]  # not over yet
    assert pdf_pages(tmp_path / "our game.pdf")[:2] == (1, "letter")


@pytest.mark.slow
def test_large_print_four_up_and_a4_from_the_options(
        qtbot: QtBot, make_window: MakeWindow, answer: list[str], tmp_path: Path) -> None:
    window = played(qtbot, make_window)
    answer.extend([str(tmp_path / "large.pdf"), str(tmp_path / "four.pdf")])
    window.menus.pdf_action.trigger()
    accept_options(qtbot, large=True, paper="a4")
    assert min(word_points(tmp_path / "large.pdf", "Sixes")) >= 14
    assert pdf_pages(tmp_path / "large.pdf")[:4] == (1, "A4", 595, 842)
    window.menus.pdf_action.trigger()
    accept_options(qtbot, four_up=True, mono=True)
    text = " ".join(pdf_rows(tmp_path / "four.pdf"))
    assert text.count("Grand total 18 20") == 4 and pdf_pages(tmp_path / "four.pdf")[0] == 1


def question(qtbot: QtBot) -> QMessageBox:
    def shown() -> list[QMessageBox]:
        return [w for w in QApplication.topLevelWidgets()
                if isinstance(w, QMessageBox) and w.isVisible()]

    qtbot.waitUntil(lambda: len(shown()) == 1)
    return shown()[0]


@pytest.mark.slow
def test_a_name_that_exists_is_asked_about_by_its_final_name(
        qtbot: QtBot, make_window: MakeWindow, answer: list[str], tmp_path: Path) -> None:
    window = played(qtbot, make_window)
    old = tmp_path / "card.pdf"
    old.write_bytes(b"the old card")
    answer.extend([str(tmp_path / "card"), str(tmp_path / "card")])
    window.menus.pdf_action.trigger()
    accept_options(qtbot)
    box = question(qtbot)
    assert box.text() == "card.pdf exists already. Replace it?"
    qtbot.keyClick(box, Qt.Key.Key_Return)  # the default keeps the old file
    qtbot.waitUntil(lambda: not box.isVisible())
    assert old.read_bytes() == b"the old card"
    window.menus.pdf_action.trigger()
    accept_options(qtbot)
    box = question(qtbot)
    replace = next(b for b in box.buttons() if b.text() == "&Replace")
    qtbot.mouseClick(replace, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: old.read_bytes().startswith(b"%PDF"))
    assert window.message_label.text() == "Saved the score card as card.pdf."


def test_a_link_is_refused_before_anything_is_asked(
        qtbot: QtBot, make_window: MakeWindow, answer: list[str], tmp_path: Path) -> None:
    window = played(qtbot, make_window)
    (tmp_path / "real.pdf").write_bytes(b"mine")
    (tmp_path / "card.pdf").symlink_to(tmp_path / "real.pdf")
    answer.append(str(tmp_path / "card"))
    window.menus.pdf_action.trigger()
    accept_options(qtbot)
    said = window.message_label.text()
    assert said.startswith("The score card was not saved: ") and "symbolic link" in said
    assert not [w for w in QApplication.topLevelWidgets()
                if isinstance(w, QMessageBox) and w.isVisible()]
    assert (tmp_path / "real.pdf").read_bytes() == b"mine"


def test_a_card_too_long_for_a_quarter_says_so_and_writes_nothing(
        qtbot: QtBot, make_window: MakeWindow, answer: list[str], tmp_path: Path) -> None:
    window = make_window(rules="maxi-yatzy", players=[Player("Ann")])
    answer.append(str(tmp_path / "maxi.pdf"))
    window.menus.pdf_action.trigger()
    accept_options(qtbot, four_up=True)
    # two sections' headings, 6 + 14 boxes, upper sum, bonus and upper total; lower total,
    # upper total and grand total: 28 rows
    assert window.message_label.text() == (
        "Four to a page, the card's 28 rows do not fit a quarter of the page: print it one "
        "to a page.")
    assert list(tmp_path.iterdir()) == []


def test_cancel_in_the_options_writes_nothing(
        qtbot: QtBot, make_window: MakeWindow, answer: list[str], tmp_path: Path) -> None:
    window = played(qtbot, make_window)
    before = window.message_label.text()
    answer.append(str(tmp_path / "card.pdf"))
    window.menus.pdf_action.trigger()
    dialog = options_dialog(qtbot)
    cancel = dialog.buttons.button(dialog.buttons.StandardButton.Cancel)
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert answer == [str(tmp_path / "card.pdf")]  # the file was never asked for
    assert list(tmp_path.iterdir()) == [] and window.message_label.text() == before


def test_enter_in_the_options_saves(
        qtbot: QtBot, make_window: MakeWindow, answer: list[str], tmp_path: Path) -> None:
    window = played(qtbot, make_window)
    answer.append(str(tmp_path / "card.pdf"))
    window.menus.pdf_action.trigger()
    dialog = options_dialog(qtbot)
    qtbot.keyClick(dialog.paper, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: (tmp_path / "card.pdf").exists())
    assert "Sixes 18" in pdf_rows(tmp_path / "card.pdf")


def test_print_opens_the_options_then_the_print_dialog(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    from PySide6.QtPrintSupport import QPrintDialog

    window = played(qtbot, make_window)
    assert window.menus.print_action.shortcut().toString() == "Ctrl+P"
    window.menus.print_action.trigger()
    accept_options(qtbot, large=True)

    def dialogs() -> list[QPrintDialog]:
        return [w for w in QApplication.topLevelWidgets()
                if isinstance(w, QPrintDialog) and w.isVisible()]

    qtbot.waitUntil(lambda: len(dialogs()) == 1)
    assert dialogs()[0].windowTitle() == "Print Score Card"
    dialogs()[0].reject()
    qtbot.waitUntil(lambda: not dialogs())
    window.menus.print_action.trigger()  # Enter in the options is Print… too
    qtbot.keyClick(options_dialog(qtbot).mono, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(dialogs()) == 1)
    dialogs()[0].reject()


@pytest.mark.slow
def test_house_rules_saves_a_blank_card_of_the_rules_shown(
        qtbot: QtBot, store: Store, answer: list[str], tmp_path: Path) -> None:
    editor = RulesetEditor(store, "yatzy")
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitUntil(editor.blank_card_button.isEnabled)
    qtbot.mouseClick(editor.blank_card_button, Qt.MouseButton.LeftButton)
    assert options_dialog(qtbot).players.value() == 2
    answer.append(str(tmp_path / "blank.pdf"))
    accept_options(qtbot, players=4)
    text = pdf_text(tmp_path / "blank.pdf")
    assert "Yatzy" in text and text.count("Name:") == 4 and "One Pair" in text
    assert editor.status.text() == "Saved the score card as blank.pdf."


def test_the_card_is_in_the_windows_language(qtbot: QtBot, answer: list[str],
                                             tmp_path: Path) -> None:
    """The pseudo-language marks every translated text ⟦like this⟧: the card's words and a
    built-in game's box names are translated; the players' names are not."""
    from PySide6.QtWidgets import QWidget

    from yachtdice import printing
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.core.score_cards import card_sheet
    from yachtdice.ui.dialogs.print_card import localised, save_pdf
    from yachtdice.ui.i18n import ENGLISH, PSEUDO, Language

    window = QWidget()
    qtbot.addWidget(window)
    language = Language()
    assert language.install(PSEUDO) == PSEUDO
    rules = preset("yahtzee")
    try:
        answer.append(str(tmp_path / "card.pdf"))
        save_pdf(window, localised(rules, card_sheet(rules, ["Zoë 李"])),
                 printing.PrintOptions(), lambda _: None)
    finally:
        language.install(ENGLISH)
    text = pdf_text(tmp_path / "card.pdf").replace("⟦ ", "⟦")
    for words in ("Score Card", "Upper section", "Ones", "Grand total"):
        assert f"⟦{words}" in text, words
    assert "⟦⟦Yahtzee··⟧ bonus" in text  # the box's name translated inside the row's
    assert "⟦Zoë 李" not in text and "Zoë 李" in text


def test_history_saves_the_chosen_games_card(qtbot: QtBot, store: Store, answer: list[str],
                                             tmp_path: Path) -> None:
    """Ann's game worked by hand (tests/cli/test_print_cards.py): 311 in all."""
    from tests.cli.test_print_cards import TURNS
    from yachtdice.core import GameRecord, Roll, Score
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.ui.windows.history import HistoryDialog

    record = GameRecord.new(preset("yahtzee"), [Player("Ann")])
    for dice, box in TURNS:
        record = record.then(Roll(dice)).then(Score(box))
    store.record_game(record)
    history = HistoryDialog(store)
    qtbot.addWidget(history)
    history.show()
    qtbot.waitUntil(history.card_button.isEnabled)
    answer.append(str(tmp_path / "ann.pdf"))
    qtbot.mouseClick(history.card_button, Qt.MouseButton.LeftButton)
    accept_options(qtbot)
    rows = pdf_rows(tmp_path / "ann.pdf")
    assert "Box Ann" in rows and "Grand total 311" in rows
    assert "Final score for Ann: 311 points." in rows
    assert history.note.text() == "Saved the score card as ann.pdf."
