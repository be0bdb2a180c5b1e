"""The session keeper: the game's place in the history, so that no game is ever lost.

It opens the store off the GUI thread, offers the interrupted game at start, asks
before a game in progress is set aside, keeps the Unfinished Games window, and
holds this copy's leases (a game is played by one running copy at a time; see
store/sessions.py). Only an explicit choice sets a game aside, and a game set
aside is kept: it can be resumed or deleted from Game ▸ Unfinished Games.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from yachtdice.core.modes import mode_for, modes
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store import StoreError
from yachtdice.ui.i18n import translated
from yachtdice.ui.jobs.runner import app_runner
from yachtdice.ui.table.controller import GameController

if TYPE_CHECKING:  # imported when first opened (the store: by the job that opens it; the
    # message boxes with the first one: QMessageBox's type is not made before the first paint)
    from PySide6.QtWidgets import QMessageBox

    from yachtdice.store import Store, StoredGame
    from yachtdice.ui.dialogs.unfinished_games import UnfinishedGamesDialog

APP_TITLE = "Yacht Dice"
UNAVAILABLE = QT_TRANSLATE_NOOP("SessionKeeper",
                                "Not saving: your history is not available this time.")
_NOT_AVAILABLE = QT_TRANSLATE_NOOP("SessionKeeper", "Your history is not available this time: "
                                   "{reason} You can play, but games will not be saved.")
_NOT_OPENED = QT_TRANSLATE_NOOP("SessionKeeper", "Your history could not be opened ({kind}: "
                                "{reason}). You can play, but games will not be saved.")
_ELSEWHERE = QT_TRANSLATE_NOOP("SessionKeeper", "Your game in progress is open in another "
                               "Yacht Dice window, so it is not offered here.")
_RESUME = QT_TRANSLATE_NOOP("SessionKeeper", "You have an unfinished game of {rules} "
                            "({names}), turn {turn}. Resume it?")
_RESUME_REAL = QT_TRANSLATE_NOOP("SessionKeeper", "You have an unfinished game of {rules} "
                                 "played with real dice ({names}), turn {turn}. Resume it?")
_CANNOT_SAVE_RULES = QT_TRANSLATE_NOOP("SessionKeeper", "Your history is not available this "
                                       "time, so rules cannot be saved.")
_CANNOT_DELETE = QT_TRANSLATE_NOOP("SessionKeeper", "Your history is not available this time, "
                                   "so nothing can be deleted.")
_NO_UNFINISHED = QT_TRANSLATE_NOOP("SessionKeeper", "Your history is not available, so there "
                                   "are no unfinished games to show.")


#: games that go on elsewhere than at this table (a game hosted across computers reopens its
#: room: ``yachtdice.ui.online``), asked in turn before Unfinished Games resumes one here:
#: True when one took the game
RESUMERS: list[Callable[[QWidget, Store, int], bool]] = []


def open_history() -> tuple[Store | None, str | None]:
    """Open the store (the integrity check can take a moment: a job of the job runner):
    the store, or None, and one sentence for the player, or None. Whatever goes wrong is
    said, never left to end the job silently."""
    from yachtdice.store import Store

    try:
        store = Store.open()
    except (StoreError, OSError) as exc:
        return None, _NOT_AVAILABLE.format(reason=str(exc))
    except Exception as exc:  # a job's boundary: say it, never die mute
        return None, _NOT_OPENED.format(kind=type(exc).__name__, reason=str(exc))
    return store, store.notice


def _close_unwanted(opened: tuple[Store | None, str | None]) -> None:
    """The history opened for a window that has gone (or a program that is ending)."""
    if opened[0] is not None:
        opened[0].close()


class SessionKeeper(QObject):
    """Owned by the main window; talks to the player through window-modal boxes."""

    ready = Signal(object)          # the Store, once it is open
    message = Signal(str)           # one sentence for the status line
    save_problem = Signal(object)   # why games are not being saved now, or None

    def __init__(self, window: QWidget, controller: GameController) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self.store: Store | None = None
        self.resume_box: QMessageBox | None = None
        self.notice_box: QMessageBox | None = None
        self.question_box: QMessageBox | None = None
        self.unfinished_dialog: UnfinishedGamesDialog | None = None
        self._closed = False
        self._lent = False  # the store is another window's: it closes it, not this one

    def lend(self, store: Store) -> None:
        """Show ``store`` (another window's history, open) in this window's History and High
        Scores without saving this window's games to it or closing it with this window."""
        self.store, self._lent = store, True

    # -- opening ---------------------------------------------------------------------------------
    def open_store(self) -> None:
        app_runner().submit(lambda _job: open_history(), self, name="open-store",
                            done=lambda opened: self.store_opened(*opened),
                            dropped=_close_unwanted)

    def store_opened(self, store: Store | None, notice: str | None) -> None:
        if self._closed:  # the window closed while the history was opening
            if store is not None:
                store.close()
            return
        if notice:
            self.inform(translated(notice))
        if store is None:
            self.save_problem.emit(translated(UNAVAILABLE))
            return
        self.store = store
        self.ready.emit(store)
        if store.cannot_write is not None:  # read-only or full: said once in the notice
            self.save_problem.emit(str(store.cannot_write))
        try:
            waiting = store.resumable()
            if waiting is None and any(g.open_elsewhere for g in store.unfinished()):
                self.message.emit(translated(_ELSEWHERE))
        except StoreError as exc:
            self.message.emit(str(exc))
            waiting = None
        record = self._controller.record
        if waiting is not None and record is not None and not record.actions:
            self._offer_resume(store, waiting)
            return
        self._controller.attach_store(store)

    def inform(self, text: str) -> QMessageBox:
        """A one-sentence notice in a window-modal box that does not block the game loop."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Information, APP_TITLE, text,
                          QMessageBox.StandardButton.Ok, self._window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.notice_box = box
        return box

    def _offer_resume(self, store: Store, game: StoredGame) -> None:
        from PySide6.QtWidgets import QMessageBox

        names = ", ".join(p.name for p in game.record.players)
        box = QMessageBox(self._window)
        box.setWindowTitle(self.tr("Resume Game"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        from yachtdice.store import REAL  # the store's records, loaded once it is open

        question = _RESUME_REAL if game.dice == REAL else _RESUME
        box.setText(translated(question.format(rules=game.record.ruleset.name, names=names,
                                               turn=game.record.state.turn)))
        box.setInformativeText(self.tr("New Game sets it aside under Game ▸ Unfinished Games; "
                                       "Not Now keeps it to offer again next time."))
        resume = box.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        fresh = box.addButton(self.tr("&New Game"), QMessageBox.ButtonRole.DestructiveRole)
        later = box.addButton(self.tr("Not &Now"), QMessageBox.ButtonRole.ActionRole)
        box.setDefaultButton(resume)
        box.setEscapeButton(later)  # Esc and the close button keep the game
        self.resume_box = box

        def answered(_: int) -> None:
            clicked = box.clickedButton()
            if clicked is resume:
                self._controller.attach_store(store)
                self._resume(store, game.id)
                return
            if clicked is fresh:  # the only answer that sets the game aside
                try:
                    store.abandon_game(game.id)
                except StoreError as exc:
                    self.message.emit(str(exc))
            self._controller.attach_store(store)

        box.finished.connect(answered)
        box.open()

    def rulesets(self) -> list[Any]:
        """Every mode's built-in rulesets, each followed by the player's saved ones of that mode
        (those only if the history is open)."""
        saved = self.saved_rulesets()
        return [r for m in modes()
                for r in (*m.presets, *(s for s in saved if mode_for(s) is m))]

    def saved_rulesets(self) -> list[Any]:
        """The player's saved rulesets of every mode ([] without a history)."""
        if self.store is None:
            return []
        try:
            return self.store.saved_rulesets()
        except StoreError:
            return []

    def saved_rules(self, rules_id: str) -> Any | None:
        """A saved custom ruleset of any mode by id, or None (none such, or no history)."""
        if self.store is None:
            return None
        try:
            return self.store.saved_ruleset(rules_id)
        except (KeyError, StoreError):
            return None

    def save_rules(self, rules: Any, *, replace: bool = False) -> None:
        """Keep rules opened from a file; StoreError says in one sentence why they cannot be."""
        if self.store is None:
            raise StoreError(translated(_CANNOT_SAVE_RULES))
        self.store.save_ruleset(rules, replace=replace)

    def delete_rules(self, rules_id: str) -> None:
        """Forget saved rules (games played with them keep their exact rules)."""
        if self.store is None:
            raise StoreError(translated(_CANNOT_DELETE))
        self.store.delete_ruleset(rules_id)

    # -- setting a game aside --------------------------------------------------------------------
    def in_the_middle(self) -> bool:
        """Whether a game with moves is under way (and so would be set aside)."""
        record = self._controller.record
        return record is not None and bool(record.actions) and not record.state.finished

    def confirm_set_aside(self, then: Callable[[], object],
                          parent: QWidget | None = None) -> None:
        """Call ``then`` at once, or after the player agreed to set the game in progress aside."""
        if not self.in_the_middle():
            then()
            return
        saved = self.store is not None and self._controller.game_id is not None

        def answered(yes: bool) -> None:
            self.question_box = None  # the box deletes itself on closing
            if yes:
                then()

        from yachtdice.ui.dialogs.confirm import ask

        self.question_box = ask(
            parent or self._window, self.tr("Abandon Game"),
            self.tr("Abandon the game in progress?"),
            self.tr("It is kept under Game ▸ Unfinished Games, where you can resume it.")
            if saved else self.tr("It could not be saved, so it will be lost."),
            self.tr("&Abandon"), self.tr("&Keep Playing"), answered)

    # -- unfinished games ------------------------------------------------------------------------
    def show_unfinished(self) -> UnfinishedGamesDialog:
        from yachtdice.ui.dialogs.unfinished_games import UnfinishedGamesDialog

        dialog = UnfinishedGamesDialog(self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.resume_requested.connect(lambda game_id: self._resume_requested(game_id, dialog))
        dialog.delete_requested.connect(self._delete)
        self.unfinished_dialog = dialog
        self._refresh()
        dialog.open()
        return dialog

    def _refresh(self) -> None:
        dialog = self.unfinished_dialog
        if dialog is None:
            return
        if self.store is None:
            dialog.set_games([], translated(_NO_UNFINISHED))
            return
        try:
            games = self.store.unfinished()
        except StoreError as exc:
            dialog.set_games([], str(exc))
            return
        current = self._controller.game_id
        dialog.set_games([g for g in games if g.id != current])

    def _resume_requested(self, game_id: int, dialog: QWidget) -> None:
        """Resume ``game_id`` where it goes on (one of :data:`RESUMERS`: the list closes),
        or here, once the player agreed to set the game in progress aside."""
        store = self.store
        if store is not None and any(take(self._window, store, game_id) for take in RESUMERS):
            if self.unfinished_dialog is not None:
                self.unfinished_dialog.accept()
            return
        self.confirm_set_aside(lambda: self._resume_listed(game_id), dialog)

    def _resume_listed(self, game_id: int) -> None:
        if self.store is not None and self._resume(self.store, game_id) \
                and self.unfinished_dialog is not None:
            self.unfinished_dialog.accept()

    def _resume(self, store: Store, game_id: int) -> bool:
        """Take ``game_id`` for this copy and play on; the game it replaces is set aside."""
        controller = self._controller
        previous = controller.game_id if self.in_the_middle() else None
        try:
            stored = store.resume_game(game_id)
        except StoreError as exc:
            self.message.emit(str(exc))
            self._refresh()
            return False
        if previous is not None and previous != game_id:
            try:
                store.abandon_game(previous)
            except StoreError as exc:
                self.message.emit(str(exc))
        controller.resume(stored)
        return True

    def _delete(self, game_id: int) -> None:
        if self.store is None:
            return
        try:
            self.store.delete_unfinished(game_id)
        except StoreError as exc:
            self.message.emit(str(exc))
        self._refresh()

    # -- closing ---------------------------------------------------------------------------------
    def close(self) -> None:
        """Let go of this copy's games and close the history."""
        self._closed = True
        store = self.store
        if store is None or self._lent:
            self.store = None
            return
        self._controller.keep_clock()  # a timed turn resumes with the time it had left
        self.store = None
        self._controller.store = None
        # a lease left behind does no harm: the next copy sees that this process is gone
        with contextlib.suppress(StoreError):
            store.release_all()
        store.close()
