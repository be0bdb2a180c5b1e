"""Game ▸ Print… and Save as PDF… for Place Value Yahtzee: the score card of the game on
the table, its pupils' names heading the columns, filled in as far as the game has gone
(a blank card before the first number; the winning numbers circled at the end).

The card is drawn by :mod:`yachtdice.printing` from the core's
:func:`~yachtdice.core.modes.place_value.score_sheet.game_sheet`; a PDF is written whole
(:func:`~yachtdice.store.safe_files.write_file`), and a name that cannot be written is one
sentence under the dice, with nothing changed.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog

from yachtdice import printing
from yachtdice.core.modes.place_value.score_sheet import game_sheet
from yachtdice.core.score_sheet import ScoreSheet
from yachtdice.store.safe_files import FileRefused, write_file
from yachtdice.ui.modes import Table

CONTEXT = "PlaceValuePrinting"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class CardPrinting:
    """The two commands, for one window."""

    def __init__(self, table: Table) -> None:
        self.table = table
        window = table.window()
        self.print_action = QAction(tr("&Print Score Card…"), window)
        self.print_action.setShortcut(QKeySequence.StandardKey.Print)
        self.print_action.triggered.connect(lambda _=False: self.print_card())
        self.pdf_action = QAction(tr("Save Score Card as P&DF…"), window)
        self.pdf_action.triggered.connect(lambda _=False: self.save_pdf())
        self.dialog: QDialog | None = None

    def sheet(self) -> ScoreSheet | None:
        state = self.table.controller.state
        return None if state is None else game_sheet(state)

    def save_pdf(self) -> None:
        """Ask for a file name, then write the card there (.pdf added to a bare name)."""
        sheet = self.sheet()
        if sheet is None:
            return
        folder = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        name = tr("{name} score card.pdf").format(name=sheet.subtitle.replace(os.sep, "-"))
        path, _ = QFileDialog.getSaveFileName(
            self.table.window(), tr("Save Score Card as PDF"), os.path.join(folder, name),
            tr("PDF files (*.pdf)"))
        if path:
            self.write(sheet, path if Path(path).suffix else path + ".pdf")

    def write(self, sheet: ScoreSheet, path: str) -> bool:
        """Write ``sheet`` to ``path`` as PDF; a file that cannot be written says why."""
        try:
            write_file(path, printing.pdf(sheet))
        except (FileRefused, OSError) as exc:
            self.table.show_message(tr("The score card was not saved: {reason}.").format(
                reason=str(exc).rstrip(".")))
            return False
        self.table.show_message(tr("Saved the score card as {file}.").format(
            file=Path(path).name))
        return True

    def print_card(self) -> None:
        """The print dialog, then the card to the printer chosen."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        sheet = self.sheet()
        if sheet is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageSize(printing.paper())
        printer.setDocName(f"{sheet.title}: {sheet.subtitle}")
        dialog = QPrintDialog(printer, self.table.window())
        dialog.setWindowTitle(tr("Print Score Card"))

        def accepted() -> None:
            try:
                printing.draw(sheet, printer)
            except OSError as exc:
                self.table.show_message(tr("The score card was not printed: {reason}.").format(
                    reason=str(exc).rstrip(".")))

        dialog.accepted.connect(accepted)
        QDialog.open(dialog)  # window-modal, without blocking (the stubs know only open(slot))
        self.dialog = dialog


def card_actions(table: Table) -> list[QAction]:
    """Print… and Save as PDF… for the Game menu (:attr:`GameUI.actions`); the commands
    live as long as their actions' connections."""
    commands = CardPrinting(table)
    return [commands.print_action, commands.pdf_action]
