"""Printing any game's score card from the window: Game ▸ Print Score Card… and Save Score
Card as PDF… (the card of the game on the table), House Rules' Save Blank Card as PDF… and
History's (a chosen game's card).

First a small dialog of the paper cards' options (:class:`PrintOptionsDialog`: a blank
card's players, large print, four to a page, black and white, the paper), then the system's
print dialog or the file's name (:func:`choose_pdf`, through the window's one way to choose
a file to write: ".pdf" is added to a name without it, and it is that final name that is
checked and, if it exists, confirmed; the print dialog's Print to File is checked the same
way and written by the safe writer). The card is the core's
(:func:`~yachtdice.core.score_cards.card_sheet`, asked of the game) drawn by
:mod:`yachtdice.printing`, in the window's language (the game's own
:attr:`~yachtdice.ui.modes.GameUI.score_sheet_language`, else every text translated). A PDF
is written whole (:func:`~yachtdice.store.safe_files.write_file`); what went wrong is one
sentence where the window says things, with nothing changed. Nothing here names a game.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from yachtdice import printing
from yachtdice.core.game import MAX_PLAYERS
from yachtdice.core.score_cards import game_sheet
from yachtdice.core.score_sheet import ScoreSheet
from yachtdice.store.safe_files import check_target, write_file
from yachtdice.ui.i18n import reason_of, translated
from yachtdice.ui.modes import Table, game_of
from yachtdice.ui.settings import Settings
from yachtdice.ui.widgets.file_to_write import choose_file_to_write

# every sentence here is filed for translators under "CardPrinting"
translate = QCoreApplication.translate
Say = Callable[[str], object]
# the card to print, for so many players (a game's card: the number is not asked)
MakeSheet = Callable[[int], ScoreSheet]


class PrintOptionsDialog(QDialog):
    """The options of a card to print: ``players`` (a blank card's columns; None: the card
    has its players already), large print, four to a page, black and white, the paper."""

    def __init__(self, parent: QWidget | None, title: str, action: str,
                 players: int | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setObjectName("PrintOptionsDialog")
        form = QFormLayout()
        self.players = QSpinBox()
        self.players.setRange(1, MAX_PLAYERS)
        self.players.setValue(players or 2)
        if players is not None:
            form.addRow(translate("CardPrinting", "&Players:"), self.players)
        self.large = QCheckBox(translate("CardPrinting",
                                         "&Large print: box names at 15 pt, tall rows"))
        self.four_up = QCheckBox(translate("CardPrinting",
                                           "&Four cards to a page, with lines to cut along"))
        self.mono = QCheckBox(translate("CardPrinting", "&Black and white"))
        for box in (self.large, self.four_up, self.mono):
            form.addRow(box)
        self.paper = QComboBox()
        usual = printing.paper().name()
        self.paper.addItem(translate("CardPrinting", "As usual here ({paper})").format(
            paper=usual), None)
        self.paper.addItem(translate("CardPrinting", "A4"), "a4")
        self.paper.addItem(translate("CardPrinting", "Letter"), "letter")
        form.addRow(translate("CardPrinting", "P&aper:"), self.paper)
        self._remembered()  # the options last chosen, as the player left them
        self.accepted.connect(self._remember)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(action)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self._say_how_long()
        self.four_up.toggled.connect(self._say_how_long)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)

    def _say_how_long(self) -> None:
        """What becomes of a card too long: over two pages, or four to a page not at all."""
        self.note.setText(translate(
            "CardPrinting", "Four to a page, a card too long for a quarter of the page is not "
                            "printed, and the window says so.") if self.four_up.isChecked()
            else translate("CardPrinting", "A card too long for one page goes on over two, "
                                           "and the window says so."))

    def _remembered(self) -> None:
        chosen = Settings().print_options
        for box, key in ((self.large, "large"), (self.four_up, "four_up"), (self.mono, "mono")):
            box.setChecked(chosen[key] is True)
        self.paper.setCurrentIndex(max(0, self.paper.findData(chosen["paper"])))

    def _remember(self) -> None:
        settings = Settings()
        options = self.options()
        settings.print_options = {"large": options.large, "four_up": options.four_up,
                                  "mono": options.mono, "paper": options.paper}
        settings.sync()

    def options(self) -> printing.PrintOptions:
        paper = self.paper.currentData()
        return printing.PrintOptions(large=self.large.isChecked(),
                                     four_up=self.four_up.isChecked(),
                                     mono=self.mono.isChecked(),
                                     paper=paper if isinstance(paper, str) else None)


def in_language(sheet: ScoreSheet) -> ScoreSheet:
    """``sheet`` in the window's language: each of the core's texts translated (players'
    names and a player's own box names stay as they are)."""
    rows = tuple(replace(r, label=translated(r.label), rule=translated(r.rule),
                         cells=tuple(replace(c, note=translated(c.note)) for c in r.cells))
                 for r in sheet.rows)
    return replace(sheet, title=translated(sheet.title), subtitle=translated(sheet.subtitle),
                   corner=translated(sheet.corner), instruction=translated(sheet.instruction),
                   columns=tuple(translated(c) for c in sheet.columns), rows=rows,
                   notes=tuple(translated(n) for n in sheet.notes),
                   players=tuple(translated(p) for p in sheet.players))


def localised(rules: object, sheet: ScoreSheet) -> ScoreSheet:
    """The card of a game of ``rules`` in the window's language, as its game writes it."""
    own = game_of(rules).score_sheet_language
    return own(sheet) if own is not None else in_language(sheet)


# what a file name may not hold on Windows, macOS or Linux (and control characters)
_NOT_IN_FILE_NAMES = re.compile(r'[:/\\*?"<>|\x00-\x1f\x7f]')


def file_name(subtitle: str) -> str:
    """The card's file name offered to save it (and the print job's, Print to File's):
    "Triple Yahtzee score card.pdf" in the window's language, any character a file name
    refuses somewhere ("Ours: 2/3?") made a dash."""
    name = translate("CardPrinting", "{name} score card.pdf").format(name=subtitle)
    stem = " ".join(_NOT_IN_FILE_NAMES.sub("-", name).split()).removesuffix(".pdf")
    return stem.rstrip(" .") + ".pdf"  # Windows refuses a name ending in a dot or a space


def choose_pdf(parent: QWidget, subtitle: str, chosen: Callable[[str], None],
               say: Say) -> None:
    """Ask where to save a score card (named after ``subtitle``); ``chosen(path)`` with the
    final name, ".pdf" added to a name without it, once it is known to be writable (else
    ``say`` why, one sentence) and, if it exists already, its replacing is confirmed: the
    window's one way to choose a file to write
    (:func:`~yachtdice.ui.widgets.file_to_write.choose_file_to_write`)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    name = file_name(subtitle)

    def refused(reason: str) -> None:
        say(translate("CardPrinting", "The score card was not saved: {reason}.").format(
            reason=reason.rstrip(".")))

    choose_file_to_write(parent, translate("CardPrinting", "Save Score Card as PDF"),
                         os.path.join(folder, name),
                         translate("CardPrinting", "PDF files (*.pdf)"), ".pdf",
                         lambda path: chosen(str(path)), refused)


def write_pdf(sheet: ScoreSheet, options: printing.PrintOptions, path: str,
              say: Say) -> bool:
    """Write ``sheet`` (in the window's language) to ``path`` as PDF, whole; what went
    wrong is one sentence and nothing changes."""
    try:
        check_target(path)
        data, pages = printing.render(sheet, None, options)
        write_file(path, data)
    except printing.CardTooLarge as exc:
        say(str(exc))
        return False
    except OSError as exc:  # FileRefused among them
        say(translate("CardPrinting", "The score card was not saved: {reason}.").format(
            reason=reason_of(exc).rstrip(".")))
        return False
    saved = translate("CardPrinting", "Saved the score card as {file}.").format(
        file=Path(path).name)
    why = printing.pages_sentence(sheet, pages)
    say(saved if why is None else f"{saved} {why}")
    return True


def save_pdf(parent: QWidget, sheet: ScoreSheet, options: printing.PrintOptions,
             say: Say) -> None:
    """Ask for a file (:func:`choose_pdf`), then write ``sheet`` there; a card that cannot
    be printed so (four to a page, too long for a quarter) says why before a name is asked."""
    try:
        printing.check(sheet, options)
    except printing.CardTooLarge as exc:
        say(str(exc))
        return

    def chosen(path: str) -> None:
        write_pdf(sheet, options, path, say)

    choose_pdf(parent, sheet.subtitle, chosen, say)


def print_sheet(parent: QWidget, sheet: ScoreSheet, options: printing.PrintOptions,
                say: Say) -> QDialog | None:
    """The print dialog (window-modal), then ``sheet`` to the printer chosen; a card that
    cannot be printed so says why instead (None)."""
    from PySide6.QtPrintSupport import QPrinter

    from yachtdice.ui.widgets.print_to_file import PrintDialog, print_or_write

    try:
        _, pages = printing.render(sheet, None, options)  # refused before the dialog
    except printing.CardTooLarge as exc:
        say(str(exc))
        return None
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(options.page_size())
    # the print job's name, and Print to File's file name (Qt adds ".pdf")
    printer.setDocName(file_name(sheet.subtitle).removesuffix(".pdf"))
    def not_printed(reason: str) -> None:
        say(translate("CardPrinting", "The score card was not printed: {reason}.").format(
            reason=reason.rstrip(".")))

    # Print to File: its name checked before Qt opens it, the PDF written by the safe writer
    dialog = PrintDialog(printer, parent, not_printed)
    dialog.setWindowTitle(translate("CardPrinting", "Print Score Card"))

    def accepted() -> None:
        try:
            written = print_or_write(printer,
                                     lambda device: printing.draw(sheet, device, options))
        except (OSError, printing.CardTooLarge) as exc:
            not_printed(reason_of(exc))
            return
        done = None if written is None else translate(
            "CardPrinting", "Printed the score card to {file}.").format(file=written.name)
        why = printing.pages_sentence(sheet, pages)
        if done is not None or why is not None:
            say(" ".join(t for t in (done, why) if t is not None))

    dialog.accepted.connect(accepted)
    QDialog.open(dialog)  # without blocking (the stubs know only open(receiver, slot))
    return dialog


def ask_and_save(parent: QWidget, rules: object, make: MakeSheet, say: Say,
                 players: int | None) -> PrintOptionsDialog:
    """Save as PDF…: the options (``players``: a blank card's, asked; None: not asked),
    then the file's name, then the card written."""
    dialog = PrintOptionsDialog(parent, translate("CardPrinting", "Save Score Card as PDF"),
                                translate("CardPrinting", "&Save…"), players)

    def accepted() -> None:
        save_pdf(parent, localised(rules, make(dialog.players.value())), dialog.options(), say)

    dialog.accepted.connect(accepted)
    dialog.open()
    return dialog


def ask_and_print(parent: QWidget, rules: object, make: MakeSheet, say: Say,
                  players: int | None) -> PrintOptionsDialog:
    """Print…: the options, then the print dialog, then the card printed."""
    dialog = PrintOptionsDialog(parent, translate("CardPrinting", "Print Score Card"),
                                translate("CardPrinting", "&Print…"), players)
    dialog.accepted.connect(lambda: print_sheet(
        parent, localised(rules, make(dialog.players.value())), dialog.options(), say))
    dialog.open()
    return dialog


class TableCards:
    """Game ▸ Print Score Card… and Save Score Card as PDF… of one window: the card of the
    game on the table, its players' names heading it, filled in as far as it has gone."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.dialog: QDialog | None = None

    def _make(self, players: int) -> ScoreSheet:
        state = self.table.controller.state
        assert state is not None
        return game_sheet(state)

    def save_pdf(self) -> None:
        state = self.table.controller.state
        if state is not None:
            self.dialog = ask_and_save(self.table.window(), state.ruleset, self._make,
                                       self.table.show_message, None)

    def print_card(self) -> None:
        state = self.table.controller.state
        if state is not None:
            self.dialog = ask_and_print(self.table.window(), state.ruleset, self._make,
                                        self.table.show_message, None)
