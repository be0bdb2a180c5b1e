"""The Unfinished Games window: interrupted and abandoned games, to resume or delete."""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.modes import is_builtin, ruleset_by_id
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store import ONLINE, REAL, UnfinishedGame
from yachtdice.ui.dialogs.confirm import ask
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.locale_text import moment
from yachtdice.ui.widgets.rows_model import RowsModel, rows_table


class Column(IntEnum):
    STARTED = 0
    RULES = 1
    PLAYERS = 2
    TURN = 3
    STATE = 4


HEADERS = {Column.STARTED: QT_TRANSLATE_NOOP("UnfinishedGamesDialog", "Started"),
           Column.RULES: QT_TRANSLATE_NOOP("UnfinishedGamesDialog", "Rules"),
           Column.PLAYERS: QT_TRANSLATE_NOOP("UnfinishedGamesDialog", "Players"),
           Column.TURN: QT_TRANSLATE_NOOP("UnfinishedGamesDialog", "Turn"),
           Column.STATE: QT_TRANSLATE_NOOP("UnfinishedGamesDialog", "State")}
_ELSEWHERE = QT_TRANSLATE_NOOP("UnfinishedGamesDialog", "Open in another window")
_SET_ASIDE = QT_TRANSLATE_NOOP("UnfinishedGamesDialog", "Set aside")
_INTERRUPTED = QT_TRANSLATE_NOOP("UnfinishedGamesDialog", "Interrupted")
_ONLINE_STATE = QT_TRANSLATE_NOOP("UnfinishedGamesDialog", "{state}, online")
_REAL_STATE = QT_TRANSLATE_NOOP("UnfinishedGamesDialog", "{state}, real dice")
_TURN_OF = QT_TRANSLATE_NOOP("UnfinishedGamesDialog", "{turn} of {turns}")
_DELETE = QT_TRANSLATE_NOOP("UnfinishedGamesDialog", "Delete the unfinished game of {rules} "
                            "({names}) for good?")
_DELETE_AT = QT_TRANSLATE_NOOP("UnfinishedGamesDialog", "Delete the unfinished game of {rules} "
                               "({names}, turn {turn}) for good?")


def game_state(g: UnfinishedGame) -> str:
    """Where the game stands, and how it is played when not with dice rolled here (an
    online game resumes in its room, a game of real dice with the dice at hand)."""
    if g.open_elsewhere:
        return translated(_ELSEWHERE)
    state = translated(_SET_ASIDE if g.status == "abandoned" else _INTERRUPTED)
    played = {ONLINE: _ONLINE_STATE, REAL: _REAL_STATE}.get(g.dice)
    return translated(played.format(state=state)) if played is not None else state


def shown_rules(g: UnfinishedGame) -> str:
    """Built-in rules by their name in the window's language (Kniffel), others as saved."""
    return translated(ruleset_by_id(g.ruleset_id).name) if is_builtin(g.ruleset_id) \
        else g.ruleset_name


def started(stamp: str) -> str:
    """When a game began, as History writes it: the local day and time in the locale's
    short form (the plain C locale: 2026-11-26 03:20, not its own "26 11 2026 03:20")."""
    try:
        return moment(stamp)
    except ValueError:
        return stamp[:16].replace("T", " ")


class UnfinishedModel(RowsModel[UnfinishedGame, Column]):
    columns = Column
    headers = HEADERS

    def cell(self, g: UnfinishedGame, col: Column, role: int) -> str | None:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if col is Column.STARTED:
            return started(g.started)
        if col is Column.RULES:
            return shown_rules(g)
        if col is Column.PLAYERS:
            return ", ".join(name for name, _, _ in g.players)
        if col is Column.TURN:
            return "?" if g.turn is None else translated(_TURN_OF.format(turn=g.turn,
                                                                         turns=g.turns))
        return game_state(g)


class UnfinishedGamesDialog(QDialog):
    """``resume_requested(id)`` and ``delete_requested(id)`` (after the player confirmed);
    whoever acts on them calls ``set_games`` with the new list."""

    resume_requested = Signal(int)
    delete_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Unfinished Games"))
        self.model = UnfinishedModel(self)
        self.table = rows_table(self.model, Column.PLAYERS)
        self.table.activated.connect(lambda _: self._resume())  # Enter or a double click
        self.empty = QLabel()
        self.empty.setTextFormat(Qt.TextFormat.PlainText)
        self.empty.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.resume_button = buttons.addButton(self.tr("&Resume"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.delete_button = buttons.addButton(self.tr("&Delete…"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.resume_button.clicked.connect(self._resume)
        self.delete_button.clicked.connect(self._confirm_delete)
        buttons.rejected.connect(self.reject)
        self.confirm_box: QMessageBox | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.empty)
        layout.addWidget(buttons)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._enable())
        self.resize(720, 420)

    def set_games(self, games: Sequence[UnfinishedGame], problem: str | None = None) -> None:
        self.model.set_rows(games)
        self.empty.setText(problem or ("" if games else self.tr("No unfinished games.")))
        self.empty.setVisible(bool(problem) or not games)
        if games:
            self.table.selectRow(0)
        for col in (Column.STARTED, Column.RULES, Column.TURN, Column.STATE):
            self.table.resizeColumnToContents(col)
        self._enable()

    def selected(self) -> UnfinishedGame | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.rows[rows[0].row()] if rows else None

    def _enable(self) -> None:
        game = self.selected()
        free = game is not None and not game.open_elsewhere
        self.resume_button.setEnabled(free and game is not None and game.turn is not None)
        self.delete_button.setEnabled(free)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) \
                and self.focusWidget() is self.table:
            return  # the table made it "activated" (resume); it must not close the window
        super().keyPressEvent(event)

    def _resume(self) -> None:
        game = self.selected()
        if game is not None and self.resume_button.isEnabled():
            self.resume_requested.emit(game.id)

    def _confirm_delete(self) -> None:
        game = self.selected()
        if game is None or not self.delete_button.isEnabled():
            return
        names = ", ".join(name for name, _, _ in game.players)
        rules = shown_rules(game)
        question = _DELETE.format(rules=rules, names=names) if game.turn is None \
            else _DELETE_AT.format(rules=rules, names=names, turn=game.turn)

        def answered(yes: bool) -> None:
            self.confirm_box = None  # the box deletes itself on closing
            if yes:
                self.delete_requested.emit(game.id)

        self.confirm_box = ask(self, self.tr("Delete Unfinished Game"), translated(question),
                               self.tr("It cannot be resumed afterwards."),
                               self.tr("&Delete"), self.tr("&Keep"), answered)
