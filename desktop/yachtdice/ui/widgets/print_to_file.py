"""Qt's print dialog, its "Print to File" through the window's one way to write a file.

Qt's own dialog opens the file named for "Print to File" when Print is pressed (to learn
whether it may write there): a named pipe there froze the window, and its painter wrote
through a symbolic link. :class:`PrintDialog` checks that name first, as every file the
window writes is checked (:func:`~yachtdice.store.safe_files.check_target`: a folder, a
link, a pipe, a device or a socket is refused in one sentence before anything opens it);
:func:`print_or_write` then draws the pages in memory and writes them whole with the safe
writer, so Qt's printer never opens the file at all. Loaded only when something is printed
(the print support is not needed at start-up).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMetaObject
from PySide6.QtGui import QPagedPaintDevice, QPdfWriter
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit, QWidget

from yachtdice.store.safe_files import FileRefused, check_target, write_file
from yachtdice.ui.i18n import reason_of

#: Qt's own slot behind Print: it checks the fields (opening the file to print to), then accepts
_QTS_CHECK = "_q_checkFields()"


class PrintDialog(QPrintDialog):
    """Qt's print dialog whose Print refuses, before Qt opens it, a "Print to File" name
    that is not a new name or a regular file: ``refused(sentence)`` and the dialog closes
    as cancelled. (Qt's Print runs its own check of the fields, which opens the file; the
    button box's Print is wired to this dialog's check first, which then hands over to
    Qt's.)"""

    def __init__(self, printer: QPrinter, parent: QWidget | None,
                 refused: Callable[[str], object]) -> None:
        super().__init__(printer, parent)
        self._refused = refused
        box = self.findChild(QDialogButtonBox)
        if box is not None and self.metaObject().indexOfSlot(_QTS_CHECK) >= 0:
            box.accepted.disconnect()
            box.accepted.connect(self._print_pressed)

    def file_name(self) -> str | None:
        """The name typed for "Print to File", if that is what is chosen (None: a
        printer, or a dialog of the system whose fields are not Qt's)."""
        name = self.findChild(QLineEdit, "filename")  # enabled only for "Print to File"
        return name.text() if name is not None and name.isEnabled() and name.text() else None

    def _print_pressed(self) -> None:
        name = self.file_name()
        if name is not None:
            try:
                check_target(name)
            except FileRefused as exc:
                self.reject()
                self._refused(reason_of(exc))
                return
        QMetaObject.invokeMethod(self, _QTS_CHECK.removesuffix("()"))


def print_or_write(printer: QPrinter, draw: Callable[[QPagedPaintDevice], object]) -> Path | None:
    """After the print dialog was accepted: to a printer, ``draw(printer)`` (None); to a file,
    its name checked again, the pages drawn in memory on the paper chosen and written whole
    by the safe writer; returns the path. A file refused raises
    :class:`~yachtdice.store.safe_files.FileRefused`; Qt's printer never opens the file."""
    name = printer.outputFileName()
    if not name:
        draw(printer)
        return None
    printer.setOutputFileName("")  # whatever happens next, Qt writes nothing there
    path = check_target(name)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(printer.pageLayout())
    writer.setTitle(printer.docName())
    writer.setCreator("Yacht Dice")
    draw(writer)
    del writer  # finishes the file
    buffer.close()
    return write_file(path, bytes(data.data()))
