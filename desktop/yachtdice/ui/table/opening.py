"""The windows and dialogs the game window opens: New Game, History, High Scores, Statistics,
House Rules, the rules and the keyboard shortcuts, About, the end of a game, and reviews.

Each is imported when first opened, never on the way to the first window, and opened
window-modally without blocking the event loop (timers and animations keep running).
Reviews are asked of the window (``review_record``), so that whoever opens one (History,
Statistics, the end of a game) goes the same way. The texts keep the window's translation
context ("MainWindow").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt

from yachtdice.core import GameRecord, GameState, Player
from yachtdice.core.modes import mode_for, ruleset_by_id
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store import StoreError  # its errors only: the rest with the dialogs
from yachtdice.ui.i18n import translated
from yachtdice.ui.jobs.runner import app_runner
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.session import APP_TITLE, SessionKeeper

if TYPE_CHECKING:  # the dialogs and windows are imported when first opened
    from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

    from yachtdice.store import Store, StoredGame
    from yachtdice.ui.board.scorecard_view import ScorecardView
    from yachtdice.ui.dialogs.end_game import EndDialog
    from yachtdice.ui.dialogs.new_game import NewGameDialog
    from yachtdice.ui.dialogs.rules_help import TextDialog
    from yachtdice.ui.windows.highscores import HighScoresDialog
    from yachtdice.ui.windows.history import HistoryDialog
    from yachtdice.ui.windows.house_rules.window import RulesetEditor

_NO_REVIEW = QT_TRANSLATE_NOOP("MainWindow", "{rules} has no review.")
_WORKING_OUT = QT_TRANSLATE_NOOP("MainWindow",
                                 "Working out the best play for {rules} to review the game…")
_RULES_TITLE = QT_TRANSLATE_NOOP("MainWindow", "Rules — {rules}")
_ABOUT = QT_TRANSLATE_NOOP("MainWindow", "{app} {version}: Yahtzee, Yatzy, Maxi Yatzy, Yacht, "
                           "Word Yahtzee, Place Value Yahtzee and your own house rules, "
                           "scored exactly. MIT licence.")
translate = QCoreApplication.translate  # the window's context, as lupdate reads it
#: the seat this computer played in a stored game, when a part knows it (a game played
#: across computers: ``yachtdice.ui.online``), asked when History reviews a game: its
#: review opens on that player
PLAYED_HERE: list[Callable[[Store, StoredGame], int | None]] = []
#: the (seat, turn) pairs of a stored game a computer played for an away player (across
#: computers: ``yachtdice.ui.online``), asked when History shows a game turn by turn and
#: reviews it: both mark those turns
STOOD_IN: list[Callable[[Store, StoredGame], frozenset[tuple[int, int]]]] = []


class Host(Protocol):
    """What the opener uses of the window: its parts, its message line, and its way to
    review a game and deal one."""

    controller: GameController
    session: SessionKeeper
    settings: Settings
    scorecard: ScorecardView
    #: the dialog opened last, and the end-of-game dialog (for the window's tests)
    dialog: QDialog | None
    end_dialog: EndDialog | None

    def window(self) -> QWidget: ...
    def show_message(self, text: str) -> None: ...
    def review_record(self, record: GameRecord, seat: int | None = None) -> None: ...
    def new_game(self) -> None: ...
    def deal(self, rules: object, players: list[Player], setup: object) -> None: ...


class WindowOpener:
    """Opens the window's dialogs and windows, each over ``host``'s window."""

    def __init__(self, host: Host) -> None:
        self._host = host
        self._stood_in: frozenset[tuple[int, int]] = frozenset()  # the next review's marks

    @property
    def _store(self) -> Store | None:
        return self._host.session.store

    def open(self, dialog: QDialog) -> QDialog:
        """Show a dialog window-modally without blocking the event loop (timers keep running)."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self._host.dialog = dialog
        return dialog

    def new_game_dialog(self) -> NewGameDialog:
        from yachtdice.ui.dialogs.new_game import NewGameDialog
        from yachtdice.ui.windows.house_rules.window import edit_modally

        host, session = self._host, self._host.session
        dialog = NewGameDialog(session.rulesets(), host.settings.last_setup, host.window())
        dialog.offer_rules_editing(lambda rid, new: edit_modally(self._store, dialog, rid, new),
                                   session.rulesets)
        dialog.offer_rules_files(session)

        def accepted() -> None:
            rules, players = dialog.chosen()
            host.settings.last_setup = dialog.setup()
            host.deal(rules, players, dialog.setup())
            if not host.controller.real_dice:  # real dice: the keyboard is in their field
                host.scorecard.setFocus()

        dialog.accepted.connect(accepted)
        self.open(dialog)
        return dialog

    def show_history(self) -> HistoryDialog:
        from yachtdice.ui.windows.history import HistoryDialog

        dialog = HistoryDialog(self._store, self._host.window(), STOOD_IN)
        dialog.review_requested.connect(self.review_game_id)
        self.open(dialog)
        return dialog

    def show_statistics(self) -> QDialog | None:
        """Game ▸ Statistics (its module brings pyqtgraph, only now)."""
        store = self._store
        if store is None:
            self._host.show_message(translate(
                "MainWindow", "Statistics need the history, which cannot be opened."))
            return None
        from yachtdice.ui.windows.statistics import open_statistics
        dialog = open_statistics(store, self._host.session.rulesets(),  # every mode's, saved
                                 self.review_game_id, self._host.window(),  # ones too
                                 STOOD_IN)
        self.open(dialog)
        return dialog

    def show_house_rules(self) -> RulesetEditor:
        from yachtdice.ui.windows.house_rules.window import show_house_rules

        state = self._host.controller.state
        return show_house_rules(self._store, self._host.window(),
                                state.ruleset.id if state else None)

    def show_high_scores(self) -> HighScoresDialog:
        from yachtdice.store import REAL
        from yachtdice.ui.dialogs.new_game import with_other_modes
        from yachtdice.ui.windows.highscores import HighScoresDialog

        state = self._host.controller.state
        dialog = HighScoresDialog(self._store, with_other_modes(self._host.session.rulesets()),
                                  state.ruleset.id if state else None, self._host.window())
        if self._host.controller.real_dice:  # the table of the game being played
            dialog.dice.setCurrentIndex(dialog.dice.findData(REAL))
        self.open(dialog)
        return dialog

    def show_rules(self) -> TextDialog:
        from yachtdice.ui.dialogs.rules_help import TextDialog, rules_html
        from yachtdice.ui.dialogs.setup import DEFAULT_RULES

        state = self._host.controller.state
        rules = state.ruleset if state is not None else ruleset_by_id(DEFAULT_RULES)
        dialog = TextDialog(translated(_RULES_TITLE.format(rules=rules.name)), rules_html(rules),
                            self._host.window())
        self.open(dialog)
        return dialog

    def show_shortcuts(self) -> TextDialog:
        from yachtdice.ui.dialogs.rules_help import TextDialog, shortcuts_html

        dialog = TextDialog(translate("MainWindow", "Keyboard Shortcuts"), shortcuts_html(),
                            self._host.window())
        self.open(dialog)
        return dialog

    def show_about(self) -> QMessageBox:
        from yachtdice import __version__

        return self._host.session.inform(translated(_ABOUT.format(app=APP_TITLE,
                                                                  version=__version__)))

    def show_end(self, state: GameState) -> None:
        """The end of a game: its result, the high scores, and what next."""
        controller = self._host.controller
        if controller.state is not state:
            return  # a new game began meanwhile
        from yachtdice.ui.dialogs.end_game import NEW_GAME, PLAY_AGAIN, REVIEW, EndDialog

        scores = []
        if self._store is not None:
            try:
                scores = self._store.high_scores(state.ruleset.id, 10, played_here_only=True)
            except StoreError:
                scores = []
        dialog = EndDialog(state, scores, controller.game_id, self._host.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        record = controller.record

        def chosen(result: int) -> None:
            if result == PLAY_AGAIN:
                controller.play_again()
            elif result == NEW_GAME:
                self._host.new_game()
            elif result == REVIEW and record is not None:
                self._host.review_record(record)

        dialog.finished.connect(chosen)
        self._host.end_dialog = dialog
        dialog.open()

    # -- reviews ---------------------------------------------------------------------------------
    def review_game_id(self, game_id: int) -> None:
        """Review a stored game (History's and Statistics' Review)."""
        store = self._store
        try:
            stored = store.game(game_id) if store else None
        except (KeyError, StoreError) as exc:
            self._host.show_message(str(exc))
            return
        if store is not None and stored is not None:
            seats = (find(store, stored) for find in PLAYED_HERE)
            seat = next((s for s in seats if s is not None), None)
            self._stood_in = frozenset().union(*(find(store, stored) for find in STOOD_IN))
            if seat is None:
                self._host.review_record(stored.record)
            else:
                self._host.review_record(stored.record, seat)

    def review_record(self, record: GameRecord, seat: int | None = None) -> None:
        """Review a finished game against the best play, if its game has a review (opened on
        the player of ``seat``, if given)."""
        game = mode_for(record.ruleset)
        review = game.review
        stood_in, self._stood_in = self._stood_in, frozenset()
        if review is None:
            self._host.show_message(translated(_NO_REVIEW.format(rules=record.ruleset.name)))
            return

        def show(done: object) -> None:
            from yachtdice.ui.windows.review import (
                ReviewDialog,  # pyqtgraph comes with it, only now
            )

            dialog = ReviewDialog(record, done, self._host.window())
            dialog.mark_stood_in(stood_in)
            found = dialog.player.findData(seat) if seat is not None else -1
            if found >= 0:
                dialog.player.setCurrentIndex(found)
            self.open(dialog)

        if not game.review_solves:  # judged without the engine: off this thread all the same
            app_runner().submit(lambda _job: review(record, None, None), self._host.window(),
                                name="review", done=show, failed=self._host.show_message,
                                failure=translate("MainWindow",
                                                  "The game could not be reviewed"))
            return
        engines = self._host.controller.engines
        if engines.known(record.ruleset) is None:
            self._host.show_message(translated(_WORKING_OUT.format(rules=record.ruleset.name)))
        engines.request(record.ruleset, lambda engine: show(review(record, engine, None)))
