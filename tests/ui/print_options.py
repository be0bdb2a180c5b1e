"""The print options dialog as a player answers it (Print… and Save as PDF… open it first):
found among the windows, its options set, its button pressed by the mouse."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yachtdice.ui.dialogs.print_card import PrintOptionsDialog


def options_dialog(qtbot: QtBot) -> PrintOptionsDialog:
    """The options dialog on show (waited for)."""
    def shown() -> list[PrintOptionsDialog]:
        return [w for w in QApplication.topLevelWidgets()
                if isinstance(w, PrintOptionsDialog) and w.isVisible()]

    qtbot.waitUntil(lambda: len(shown()) == 1)
    return shown()[0]


def accept_options(qtbot: QtBot, *, players: int | None = None, large: bool = False,
                   four_up: bool = False, mono: bool = False,
                   paper: str | None = None) -> PrintOptionsDialog:
    """Set the options as a player does (clicks, a typed number, a chosen paper) and press
    the dialog's Print… or Save… button."""
    dialog = options_dialog(qtbot)
    if players is not None:
        dialog.players.selectAll()
        qtbot.keyClicks(dialog.players, str(players))
    for box, on in ((dialog.large, large), (dialog.four_up, four_up), (dialog.mono, mono)):
        if box.isChecked() != on:  # on its square: the middle of a short one's row is no hit
            qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
        assert box.isChecked() == on, box.text()
    if paper is not None:
        dialog.paper.setCurrentIndex(dialog.paper.findData(paper))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    return dialog
