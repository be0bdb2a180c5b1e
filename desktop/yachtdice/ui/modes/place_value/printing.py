"""Game ▸ Print… and Save as PDF… for Place Value Yahtzee: the score card of the game on
the table, its pupils' names heading the columns, filled in as far as the game has gone
(a blank card before the first number; the winning numbers circled at the end).

The card is drawn by :mod:`yachtdice.printing` from the core's
:func:`~yachtdice.core.modes.place_value.score_sheet.game_sheet`; a PDF is written whole
(:func:`~yachtdice.store.safe_files.write_file`), and a name that cannot be written is one
sentence under the dice, with nothing changed. :func:`save_pdf` and :func:`print_card` print
any card (a blank one from the House Rules window too).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QWidget

from yachtdice import printing
from yachtdice.core.modes.place_value.rules import Number
from yachtdice.core.modes.place_value.score_sheet import game_sheet
from yachtdice.core.score_sheet import ScoreSheet, SheetRow
from yachtdice.store.safe_files import write_file
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import Table
from yachtdice.ui.modes.place_value.numbers import grouped, said
from yachtdice.ui.widgets.file_to_write import choose_file_to_write

_WRITTEN = re.compile(r"([0-9]{1,3}(?:,[0-9]{3})*)(?:\.([0-9]+))?")


def _number(text: str) -> str:
    """A number the core wrote on the card (``6,341``, ``65.432``) as the locale writes it;
    anything else (an X, a name) as it is."""
    found = _WRITTEN.fullmatch(text)
    if found is None:
        return text
    digits = (found.group(1).replace(",", "") + (found.group(2) or ""))
    return grouped(Number(tuple(map(int, digits)), len(found.group(2) or "")))


def in_language(sheet: ScoreSheet) -> ScoreSheet:
    """``sheet`` with the core's sentences and numbers in the window's language (pupils'
    names and a teacher's own box names as they are)."""
    def rows() -> tuple[SheetRow, ...]:
        return tuple(replace(r, label=said(r.label), rule=said(r.rule),
                             cells=tuple(replace(c, text=_number(c.text),
                                                 note=translated(c.note)) for c in r.cells))
                     for r in sheet.rows)

    return replace(sheet, title=translated(sheet.title), subtitle=translated(sheet.subtitle),
                   corner=translated(sheet.corner), instruction=translated(sheet.instruction),
                   columns=tuple(translated(c) for c in sheet.columns), rows=rows(),
                   notes=tuple(translated(n) for n in sheet.notes))


def save_pdf(parent: QWidget, sheet: ScoreSheet, say: Callable[[str], object]) -> None:
    """Ask for a file name, then write ``sheet`` there as PDF (.pdf added to a bare name;
    the window's one way to choose a file to write: the final name is what is checked and
    confirmed); ``say`` tells where it went, or why it was not written. The House Rules
    window may offer a blank card the same way: ``save_pdf(window, score_sheet(rules),
    window.say)``."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    name = QCoreApplication.translate("PlaceValuePrinting", "{name} score card.pdf").format(
        name=translated(sheet.subtitle).replace(os.sep, "-"))
    choose_file_to_write(
        parent, QCoreApplication.translate("PlaceValuePrinting", "Save Score Card as PDF"),
        os.path.join(folder, name),
        QCoreApplication.translate("PlaceValuePrinting", "PDF files (*.pdf)"), ".pdf",
        lambda path: write_pdf(sheet, str(path), say), lambda reason: _not_saved(say, reason))


def _not_saved(say: Callable[[str], object], reason: str) -> None:
    say(QCoreApplication.translate(
        "PlaceValuePrinting", "The score card was not saved: {reason}.").format(
            reason=reason.rstrip(".")))


def write_pdf(sheet: ScoreSheet, path: str, say: Callable[[str], object]) -> bool:
    """Write ``sheet`` to ``path`` as PDF, whole; a file that cannot be written says why in
    one sentence and nothing changes."""
    try:
        write_file(path, printing.pdf(in_language(sheet)))
    except OSError as exc:  # FileRefused among them
        _not_saved(say, str(exc))
        return False
    say(QCoreApplication.translate("PlaceValuePrinting", "Saved the score card as {file}.")
        .format(file=Path(path).name))
    return True


def print_card(parent: QWidget, sheet: ScoreSheet, say: Callable[[str], object]) -> QDialog:
    """The print dialog (window-modal), then ``sheet`` to the printer chosen; "Print to
    File" is checked and written as every file the window writes."""
    from PySide6.QtPrintSupport import QPrinter

    from yachtdice.ui.widgets.print_to_file import PrintDialog, print_or_write

    sheet = in_language(sheet)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(printing.paper())
    printer.setDocName(f"{sheet.title}: {sheet.subtitle}")

    def not_printed(reason: str) -> None:
        say(QCoreApplication.translate(
            "PlaceValuePrinting", "The score card was not printed: {reason}.").format(
                reason=reason.rstrip(".")))

    dialog = PrintDialog(printer, parent, not_printed)
    dialog.setWindowTitle(QCoreApplication.translate("PlaceValuePrinting", "Print Score Card"))

    def accepted() -> None:
        try:
            written = print_or_write(printer, lambda device: printing.draw(sheet, device))
        except OSError as exc:  # FileRefused among them
            not_printed(str(exc))
            return
        if written is not None:
            say(QCoreApplication.translate(
                "PlaceValuePrinting", "Printed the score card to {file}.").format(
                    file=written.name))

    dialog.accepted.connect(accepted)
    QDialog.open(dialog)  # without blocking (the stubs know only open(receiver, slot))
    return dialog


class CardPrinting:
    """The two commands of the Game menu, for one window: the card of the game on the
    table."""

    def __init__(self, table: Table) -> None:
        self.table = table
        window = table.window()
        self.print_action = QAction(
            QCoreApplication.translate("PlaceValuePrinting", "&Print Score Card…"), window)
        self.print_action.setShortcut(QKeySequence.StandardKey.Print)
        self.print_action.triggered.connect(lambda _=False: self.print_card())
        self.pdf_action = QAction(
            QCoreApplication.translate("PlaceValuePrinting", "Save Score Card as P&DF…"), window)
        self.pdf_action.triggered.connect(lambda _=False: self.save_pdf())
        self.dialog: QDialog | None = None

    def sheet(self) -> ScoreSheet | None:
        state = self.table.controller.state
        return None if state is None else game_sheet(state)

    def save_pdf(self) -> None:
        sheet = self.sheet()
        if sheet is not None:
            save_pdf(self.table.window(), sheet, self.table.show_message)

    def print_card(self) -> None:
        sheet = self.sheet()
        if sheet is not None:
            self.dialog = print_card(self.table.window(), sheet, self.table.show_message)


def card_actions(table: Table) -> list[QAction]:
    """Print… and Save as PDF… for the Game menu (:attr:`GameUI.actions`); the commands
    live as long as their actions' connections."""
    commands = CardPrinting(table)
    return [commands.print_action, commands.pdf_action]
