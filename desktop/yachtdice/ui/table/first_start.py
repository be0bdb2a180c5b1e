"""The first start: the welcome dialog over the window, and the first game dealt again under
the name the player gives (when nobody has booked a box yet)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from yachtdice.ui.dialogs.setup import setup_to_game
from yachtdice.ui.dialogs.welcome import WelcomeDialog, with_name
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.main_window import MainWindow


def offer_welcome(window: MainWindow, settings: Settings | None = None) -> WelcomeDialog | None:
    """At the first start, open the welcome over ``window`` (window-modal, not blocking)."""
    settings = settings or window.settings
    if settings.welcomed:
        return None
    dialog = WelcomeDialog(settings.player_name or "", window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def done(result: int) -> None:
        settings.welcomed = True
        name = dialog.chosen_name()
        if result == QDialog.DialogCode.Accepted and name:
            settings.player_name = name
            settings.last_setup = with_name(settings.last_setup, name)
            state = window.controller.state
            untouched = state is not None and state.dice is None and state.turn == 1 \
                and all(card.filled_count == 0 for card in state.cards)
            if untouched:
                window.controller.new_game(*setup_to_game(settings.last_setup,
                                                          window.session.saved_rules))
        settings.sync()
        window.scorecard.setFocus()

    dialog.finished.connect(done)
    dialog.open()
    return dialog
