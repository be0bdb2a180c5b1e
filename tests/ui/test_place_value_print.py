"""Printing Place Value score cards from the window: Game ▸ Save Score Card as PDF… writes
the card of the game on the table (the options dialog's Save… pressed, the file dialog
answered at QFileDialog.getSaveFileName),
read back as a teacher's PDF viewer reads it: every category's wording, the pupils' names
(Zoë 李 too), the numbers written, the points and the winner. A blank card before the first
number; a name that cannot be written says why in one sentence and changes nothing.

The game is rule sheet 003's two cards (tests/core/test_place_value.py): Ann wrote the left
card, Zoë 李 the right; worked by hand, Zoë wins 5 boxes to 4. Print… itself opens the
system's print dialog and is not driven here; the renderer it uses is, on a QPrinter.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from yachtdice import printing
from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.place_value.engine import PlaceClaim
from yachtdice.core.modes.place_value.rules import Box, DigitSum, PlaceValueRuleset, preset
from yachtdice.core.modes.place_value.score_sheet import score_sheet
from yachtdice.ui.table.main_window import MainWindow

from ..core.test_place_value import LEFT, RIGHT
from ..pdf_text import needs_poppler, pdf_pages, pdf_text
from .conftest import MakeWindow
from .print_options import accept_options

pytestmark = needs_poppler

RULES = preset("place-value-4")
# every category's wording on the card, as written in rule sheet 003 (our wording of it)
WORDING = [
    "Number with 3 in the hundreds place", "Number with 5 in the ones place",
    "Number with 2 in the tens place", "Number with 6 in the thousands place",
    "Number whose thousands and ones digits add up to 9", "Number whose digits add up to 13",
    "Number with two of the same digit", "Number with three of the same digit",
    "WILD! Any number can be written here",
]
SAVE = "Save Score Card as P&DF…"
PRINT = "&Print Score Card…"


def digits(number: int | None) -> list[int]:
    return [int(d) for d in str(number)] if number is not None else [1, 1, 1, 1]


def dice() -> list[int]:
    """Ann's opening 6 6 6 6 beats Zoë's 1 1 1 1; then each turn rolls its number's digits."""
    out = [6, 6, 6, 6, 1, 1, 1, 1]
    for box_id in RULES.box_ids:
        out += digits(LEFT[box_id]) + digits(RIGHT[box_id])
    return out


def start(qtbot: QtBot, make_window: MakeWindow) -> MainWindow:
    window = make_window(ScriptedDice(dice()))
    window.controller.new_game(RULES, [Player("Ann"), Player("Zoë 李")])
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    return window


def play(qtbot: QtBot, window: MainWindow) -> None:
    """The sheet's cards written turn by turn, Ann first."""
    for box_id in RULES.box_ids:
        for card in (LEFT, RIGHT):
            qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: not window.controller.rolling)
            number = card[box_id]
            window.controller.claim(PlaceClaim(box_id, None if number is None else str(number)))
    assert window.controller.state.finished


def menu_action(window: MainWindow, text: str) -> QAction:
    found = [a for a in window.game_menu.actions() if a.text() == text and a.isVisible()]
    assert len(found) == 1, [a.text() for a in window.game_menu.actions()]
    return found[0]


@pytest.fixture
def answer(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The save dialog's answer: the file name put in the list (none: Cancel)."""
    names: list[str] = []
    asked: list[str] = []

    def ask(parent: object, caption: str, folder: str, filters: str,
            **options: object) -> tuple[str, str]:
        asked.append(caption)
        return (names[0] if names else "", filters)

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    yield names
    assert all("Save Score Card as PDF" in caption for caption in asked)  # ⟦…⟧ in pseudo


@pytest.mark.slow
def test_save_as_pdf_writes_the_filled_card_of_the_game_on_the_table(
        qtbot: QtBot, make_window: MakeWindow, answer: list[str], tmp_path: Path) -> None:
    window = start(qtbot, make_window)
    play(qtbot, window)
    answer.append(str(tmp_path / "ann and zoë"))  # .pdf is added to a bare name
    menu_action(window, SAVE).trigger()
    accept_options(qtbot, mono=True)
    written = tmp_path / "ann and zoë.pdf"
    assert window.message_label.text() == "Saved the score card as ann and zoë.pdf."
    text = pdf_text(written)
    assert text.startswith("Place Value Yahtzee Score Card Place Value Yahtzee (4 digits)")
    for wording in WORDING:
        assert wording in text
    for shown in ("Ann", "Zoë 李", "6,341", "5,332", "6,551", "Points (boxes won)",
                  "Zoë 李 wins with 5 points."):
        assert shown in text
    pages, _, width, height = pdf_pages(written)
    assert pages == 1 and width < height  # two pupils fit upright


def test_before_the_first_number_the_card_is_blank_under_the_pupils_names(
        qtbot: QtBot, make_window: MakeWindow, answer: list[str], tmp_path: Path) -> None:
    window = start(qtbot, make_window)
    answer.append(str(tmp_path / "card.pdf"))
    menu_action(window, SAVE).trigger()
    accept_options(qtbot)
    text = pdf_text(tmp_path / "card.pdf")
    assert all(wording in text for wording in WORDING)
    assert "Ann" in text and "Zoë 李" in text
    assert "6,341" not in text and "wins with" not in text and "each;" not in text


def test_the_commands_are_in_the_game_menu_for_digit_dice_as_for_every_game(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()  # yacht
    assert menu_action(window, PRINT).shortcut().toString() == "Ctrl+P"
    window = start(qtbot, make_window)
    assert menu_action(window, PRINT).shortcut().toString() == "Ctrl+P"
    menu_action(window, SAVE)


def test_print_opens_the_print_dialog_and_cancelling_it_prints_nothing(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    from PySide6.QtPrintSupport import QPrintDialog
    from PySide6.QtWidgets import QApplication

    window = start(qtbot, make_window)
    before = window.message_label.text()
    menu_action(window, PRINT).trigger()
    accept_options(qtbot)

    def dialogs() -> list[QPrintDialog]:
        return [w for w in QApplication.topLevelWidgets()
                if isinstance(w, QPrintDialog) and w.isVisible()]

    qtbot.waitUntil(lambda: len(dialogs()) == 1)
    dialog = dialogs()[0]
    assert dialog.windowTitle() == "Print Score Card" and dialog.parent() is window
    dialog.reject()
    assert window.message_label.text() == before


def test_cancelling_the_save_dialog_writes_nothing(
        qtbot: QtBot, make_window: MakeWindow, answer: list[str], tmp_path: Path) -> None:
    window = start(qtbot, make_window)
    before = window.message_label.text()
    menu_action(window, SAVE).trigger()
    accept_options(qtbot)
    assert list(tmp_path.iterdir()) == []
    assert window.message_label.text() == before


@pytest.mark.parametrize("bad", ["folder", "read-only", "missing folder"])
def test_a_name_that_cannot_be_written_says_why_and_changes_nothing(
        qtbot: QtBot, make_window: MakeWindow, answer: list[str], tmp_path: Path,
        bad: str) -> None:
    if bad == "read-only" and os.geteuid() == 0:
        pytest.skip("root writes read-only files")
    window = start(qtbot, make_window)
    target = {"folder": tmp_path / "cards.pdf", "read-only": tmp_path / "old.pdf",
              "missing folder": tmp_path / "nowhere" / "card.pdf"}[bad]
    if bad == "folder":
        target.mkdir()
    elif bad == "read-only":
        target.write_bytes(b"the old card")
        target.chmod(stat.S_IRUSR)
    before = sorted(p.name for p in tmp_path.iterdir())
    answer.append(str(target))
    menu_action(window, SAVE).trigger()
    accept_options(qtbot)
    said = window.message_label.text()
    reason = {"folder": "it is a folder, not a regular file",
              "read-only": "the file is read-only",
              "missing folder": "its folder does not exist"}[bad]
    assert said.startswith("The score card was not saved: cannot write ") and reason in said
    assert said.endswith(".") and not re.search(r"[.!?]\s", said)  # one sentence
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    if bad == "read-only":
        assert target.read_bytes() == b"the old card"


# -- the renderer, as Print… and the command line use it ---------------------------------------

def test_the_card_prints_on_a_printer_as_the_print_dialog_hands_it_over(
        qtbot: QtBot, tmp_path: Path) -> None:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printer.setPageSize(printing.paper(QLocale("de_DE")))
    assert printing.draw(score_sheet(RULES, pupils=3), printer) == 1
    text = pdf_text(tmp_path / "printed.pdf")
    assert all(wording in text for wording in WORDING) and text.count("Name:") == 3
    assert pdf_pages(tmp_path / "printed.pdf")[1] == "A4"


@pytest.mark.parametrize(("locale", "paper"), [
    ("en_US", "letter"), ("en_CA", "letter"), ("en_GB", "A4"), ("fr_FR", "A4"), ("de_DE", "A4"),
])
def test_the_paper_is_the_locales(qtbot: QtBot, tmp_path: Path, locale: str,
                                  paper: str) -> None:
    path = tmp_path / "card.pdf"
    path.write_bytes(printing.pdf(score_sheet(RULES), QLocale(locale)))
    assert pdf_pages(path)[1] == paper


@pytest.mark.slow
def test_eight_pupils_turn_the_page_and_a_long_card_goes_on_over_two_pages(
        qtbot: QtBot, tmp_path: Path) -> None:
    eight = tmp_path / "eight.pdf"
    eight.write_bytes(printing.pdf(score_sheet(RULES, pupils=8)))
    pages, _, width, height = pdf_pages(eight)
    assert pages == 1 and width > height  # landscape
    assert pdf_text(eight).count("Name:") == 8

    long_card = PlaceValueRuleset("twenty", "Twenty sums", 4, tuple(
        Box(f"sum_{n}", f"Number whose digits add up to {n}", DigitSum(n))
        for n in range(4, 24)))
    long = tmp_path / "long.pdf"
    long.write_bytes(printing.pdf(score_sheet(long_card, ["Ann", "Bob", "Cy", "Di", "Ed"])))
    assert pdf_pages(long)[0] == 2
    first, second = pdf_text(long, 1), pdf_text(long, 2)
    for page in (first, second):  # the headings repeated
        assert "Category" in page and "Ann" in page and "Ed" in page
    assert all(f"add up to {n} " in first + " " + second + " " for n in range(4, 24))
    assert "Number whose digits add up to 23" in second and "The most points wins." in second


def test_a_blank_card_of_any_rules_is_saved_from_any_window(
        qtbot: QtBot, answer: list[str], tmp_path: Path) -> None:
    """What the House Rules window may offer for a card in its list."""
    from PySide6.QtWidgets import QWidget

    from yachtdice.ui.dialogs.print_card import localised, save_pdf

    window = QWidget()
    qtbot.addWidget(window)
    said: list[str] = []
    answer.append(str(tmp_path / "blank.pdf"))
    rules = preset("place-value-6")
    save_pdf(window, localised(rules, score_sheet(rules, pupils=3)), printing.PrintOptions(),
             said.append)
    assert said == ["Saved the score card as blank.pdf."]
    text = pdf_text(tmp_path / "blank.pdf")
    assert "Place Value Yahtzee (6 digits)" in text and text.count("Name:") == 3
    assert "Write a 6-digit number or an X in each box." in text


def test_long_names_wrap_and_every_column_stays_on_the_paper(qtbot: QtBot) -> None:
    names = ["Maximilian-Alexander-Bartholomew-Smith", "Zoë 李",
             "A very long name with spaces in it"]
    image = printing.page_image(score_sheet(RULES, names), dpi=50)
    margin = round(printing.MARGIN_MM / 25.4 * 50)
    right_margin = [image.pixelColor(x, y).lightness() for x in range(image.width() - margin + 2,
                                                                      image.width())
                    for y in range(0, image.height(), 2)]
    assert min(right_margin) == 255  # nothing drawn in the right margin or beyond
    ink = [x for x in range(image.width()) for y in range(0, image.height(), 4)
           if image.pixelColor(x, y).lightness() < 128]
    assert max(ink) > image.width() - margin - 4  # the table reaches across the page


def test_the_card_is_printed_in_the_windows_language(
        qtbot: QtBot, answer: list[str], tmp_path: Path) -> None:
    """The pseudo-language marks every translated sentence ⟦like this⟧: the core's sentences
    on the card are translated, and so are a built-in card's box names (issue 27); the
    pupils' names are not."""
    from PySide6.QtWidgets import QWidget

    from yachtdice.ui.dialogs.print_card import localised, save_pdf
    from yachtdice.ui.i18n import ENGLISH, PSEUDO, Language

    window = QWidget()
    qtbot.addWidget(window)
    language = Language()
    assert language.install(PSEUDO) == PSEUDO
    try:
        answer.append(str(tmp_path / "card.pdf"))
        save_pdf(window, localised(RULES, score_sheet(RULES, ["Zoë 李", "Ann"])),
                 printing.PrintOptions(), lambda _: None)
    finally:
        language.install(ENGLISH)
    text = pdf_text(tmp_path / "card.pdf")
    for sentence in ("Place Value Yahtzee Score Card", "Category", "Points (boxes won)",
                     "Write a 4-digit number or an X in each box."):
        assert f"⟦{sentence}" in text.replace("⟦ ", "⟦"), sentence
    assert "⟦Number with 3 in the hundreds place" in text  # a built-in card's box
    assert "⟦Zoë 李" not in text and "Zoë 李" in text
