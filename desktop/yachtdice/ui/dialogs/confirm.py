"""A yes-or-no question in a window-modal box: the safe answer is the default and Esc."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def ask(parent: QWidget, title: str, text: str, detail: str, yes: str, no: str,
        answered: Callable[[bool], None]) -> QMessageBox:
    """Open the question and return its box; ``answered(True)`` only for a click on ``yes``.

    Esc, the close button and Enter (the default) all keep things as they are.
    """
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton,
                      parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setInformativeText(detail)
    agreed = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(lambda _: answered(box.clickedButton() is agreed))
    box.open()
    return box
