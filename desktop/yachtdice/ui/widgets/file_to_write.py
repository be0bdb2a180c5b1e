"""The one way the window chooses a file to write: every save, export and print to a file.

:func:`choose_file_to_write` asks for a name, adds the extension to a name typed without it,
and only then checks and confirms the name that will be written: a folder, a symbolic link,
a named pipe, a device or a socket there is refused in one sentence before anything opens
it (:func:`~yachtdice.store.safe_files.check_target`), and an existing file is replaced only
after the player agrees, asked about that very name (Qt's file dialog never asks: it would
ask about the name before the extension is added). Qt's own print dialog's "Print to File"
goes the same way (:mod:`yachtdice.ui.widgets.print_to_file`, loaded when something is
printed).

The writing itself stays with the caller (``write`` receives the final path and writes it
through :func:`~yachtdice.store.safe_files.write_file`), so a refusal there is the caller's
one sentence too.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from yachtdice.store.safe_files import FileRefused, check_target
from yachtdice.ui.i18n import reason_of


def final_name(name: str, suffix: str) -> str:
    """``name`` as it will be written: ``suffix`` (".pdf") added unless the name already
    ends with it (in any case); a name that ends in a separator is left for the check to
    refuse."""
    if not suffix or name.lower().endswith(suffix.lower()) or name.endswith(
            (os.sep, os.altsep or os.sep)):
        return name
    return name + suffix


def _question(parent: QWidget | None, title: str, path: Path,
              answered: Callable[[bool], object]) -> QMessageBox:
    text = QCoreApplication.translate("FileToWrite", "{file} exists already. Replace it?")
    box = QMessageBox(QMessageBox.Icon.Question, title, text.format(file=path.name),
                      QMessageBox.StandardButton.NoButton, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setInformativeText(QCoreApplication.translate(
        "FileToWrite", "The file in {folder} is replaced by the new one.").format(
            folder=str(path.parent)))
    replace = box.addButton(QCoreApplication.translate("FileToWrite", "&Replace"),
                            QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(lambda _: answered(box.clickedButton() is replace))
    box.open()
    return box


def confirm_file_to_write(parent: QWidget | None, title: str, name: str, suffix: str,
                          write: Callable[[Path], object],
                          refused: Callable[[str], object]) -> QMessageBox | None:
    """Check ``name`` (with ``suffix`` added) and call ``write(path)`` if it may be written:
    at once for a new name, after the player agrees for an existing file (the question box
    is returned, window-modal). A name that may not be written is ``refused(reason)`` (in
    the window's language: :func:`~yachtdice.ui.i18n.reason_of`) and nothing is opened."""
    try:
        path = check_target(final_name(name, suffix))
    except FileRefused as exc:
        refused(reason_of(exc))
        return None
    if not os.path.lexists(path):
        write(path)
        return None
    return _question(parent, title, path, lambda yes: write(path) if yes else None)


def choose_file_to_write(parent: QWidget | None, title: str, suggested: str, filters: str,
                         suffix: str, write: Callable[[Path], object],
                         refused: Callable[[str], object]) -> QMessageBox | None:
    """Ask for a file to write (Qt's save dialog, ``suggested`` its first name), then as
    :func:`confirm_file_to_write`. Cancel does nothing."""
    name, _ = QFileDialog.getSaveFileName(
        parent, title, suggested, filters,
        options=QFileDialog.Option.DontConfirmOverwrite)
    if not name:
        return None
    return confirm_file_to_write(parent, title, name, suffix, write, refused)
