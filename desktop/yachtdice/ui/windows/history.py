"""The history window: finished games, newest first, each one open to a review.

The filters of Statistics choose the games (rules, player, period, computers, unassisted;
remembered between openings): a game is listed when one of its scores counts, so by
default games only computers played (a simulation's) stay out. Enter or a double click
reviews the selected game, when its game has a review (asked of the game; otherwise the
Review button is off and a note says why). Below the list, the selected game turn by turn:
what each player booked, in the game's own words (asked of the game: "Computer booked
chy*ron in 6-Letter Word: 16."), a turn a computer played for a player away from an online
game marked so, as the review marks it (``stood_in`` finds those turns: the window's online
part). Delete… removes the selected game for good,
once the player says so (Keep is the default and Esc): its scores leave High Scores and
Statistics with it. Save Score Card as PDF… writes the selected game's card, filled in
(:mod:`yachtdice.ui.dialogs.print_card`). Long names are cut so that every score stays in
sight; the tooltip gives them whole.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.bookings import bookings, sentence
from yachtdice.core.errors import YachtDiceError
from yachtdice.core.score_cards import game_sheet
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus
from yachtdice.store import (
    HERE,
    IMPORTED,
    ONLINE,
    REAL,
    RECORDED,
    ROLLED,
    GameSummary,
    SeatSummary,
    Store,
    StoreError,
)
from yachtdice.store.stats import (
    StoodInFinder,
    counted_games,
    counted_history,
    game_modes,
    no_review,
    played_name,
    quick_periods,
)
from yachtdice.ui.dialogs.confirm import ask
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.locale_text import day, listed, moment
from yachtdice.ui.widgets.plain import plain_tip
from yachtdice.ui.widgets.rows_model import RowsModel
from yachtdice.ui.windows.filters import FilterBar, rules_name


class Column(IntEnum):
    DATE = 0
    RULES = 1
    PLAYERS = 2
    NOTE = 3


HEADERS = {Column.DATE: QT_TRANSLATE_NOOP("HistoryDialog", "Date"),
           Column.RULES: QT_TRANSLATE_NOOP("HistoryDialog", "Rules"),
           Column.PLAYERS: QT_TRANSLATE_NOOP("HistoryDialog", "Players and scores"),
           Column.NOTE: QT_TRANSLATE_NOOP("HistoryDialog", "Notes")}
#: the notes of a game not played here, or played with help
NOTES = {"assisted": QT_TRANSLATE_NOOP("HistoryDialog", "assisted"),
         RECORDED: QT_TRANSLATE_NOOP("HistoryDialog", "recorded"),
         IMPORTED: QT_TRANSLATE_NOOP("HistoryDialog", "imported"),
         REAL: QT_TRANSLATE_NOOP("HistoryDialog", "real dice"),
         ONLINE: QT_TRANSLATE_NOOP("HistoryDialog", "online")}
_SEAT = QT_TRANSLATE_NOOP("HistoryDialog", "{name}: {total}")
_SEAT_SHORT = QT_TRANSLATE_NOOP("HistoryDialog", "{name} {total}")
_SEAT_TIE_BREAK = QT_TRANSLATE_NOOP("HistoryDialog", "{name} {total} (won the tie-break)")
_NO_GAMES = QT_TRANSLATE_NOOP("HistoryDialog", "No finished games yet.")
_NO_MATCH = QT_TRANSLATE_NOOP(
    "HistoryDialog",
    "No games match these filters. Try all rules, every person, all time or Computers too.")
_SHOWING = Numerus.translate("HistoryDialog", "Showing {count} game(s): {filters}", None, 1)
_SHOWING_NEWEST = Numerus.translate(
    "HistoryDialog", "Showing the newest {shown} of {count} game(s): {filters}", None, 1)
_CHOOSE = QT_TRANSLATE_NOOP("HistoryDialog", "Choose a game to review.")
_REVIEW_TIP = QT_TRANSLATE_NOOP("HistoryDialog", "Review the chosen game's decisions")
_DELETE_TITLE = QT_TRANSLATE_NOOP("HistoryDialog", "Delete Game")
_DELETE = QT_TRANSLATE_NOOP(
    "HistoryDialog", "Delete the game of {rules} of {when} ({players}) for good?")
_DELETE_WHY = QT_TRANSLATE_NOOP(
    "HistoryDialog", "Its scores leave High Scores and Statistics; it cannot be brought back.")
_DELETE_YES = QT_TRANSLATE_NOOP("HistoryDialog", "&Delete")
_KEEP = QT_TRANSLATE_NOOP("HistoryDialog", "&Keep")
NAME_CHARS = 16  # a longer name is cut here, so that every score stays in sight
MOST_GAMES = 1000  # listed at the most, the newest
SETTING = "history.filters"


def short(name: str, limit: int = NAME_CHARS) -> str:
    """``name`` cut to ``limit`` characters with an ellipsis (the tooltip has it whole).

    >>> short("Bartholomew Fitzwilliam-Smythe"), short("Ann")
    ('Bartholomew Fit…', 'Ann')
    """
    return name if len(name) <= limit else name[:limit - 1].rstrip() + "…"


class HistoryModel(RowsModel[GameSummary, Column]):
    """Finished games, newest first."""

    columns = Column
    headers = HEADERS

    def cell(self, g: GameSummary, col: Column, role: int) -> str | None:
        if role == Qt.ItemDataRole.ToolTipRole:
            if col is Column.PLAYERS:
                return plain_tip("\n".join(translated(_SEAT.format(name=s.name, total=s.total))
                                           for s in g.seats))
            if col is Column.RULES:
                return plain_tip(rules_name(g.ruleset_id, g.ruleset_name))
            return None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if col is Column.DATE:
            return moment(g.ended or g.started)
        if col is Column.RULES:
            return rules_name(g.ruleset_id, g.ruleset_name)
        if col is Column.PLAYERS:
            return listed(translated((_SEAT_TIE_BREAK if self._won_tie_break(g, s)
                                      else _SEAT_SHORT).format(name=short(s.name),
                                                               total=s.total))
                          for s in g.seats)
        # a game not played here says so (recorded or imported), and one whose dice were
        # not rolled here (real dice, online)
        return listed(translated(NOTES.get(n, n)) for n, on in (
            ("assisted", g.assisted), (g.origin, g.origin != HERE),
            (g.dice, g.dice != ROLLED)) if on)


    @staticmethod
    def _won_tie_break(g: GameSummary, seat: SeatSummary) -> bool:
        """Whether the seat won a tie-break: first alone with a total others have."""
        tied = [s for s in g.seats if s.total == seat.total and s is not seat]
        return seat.place == 1 and bool(tied) and all(s.place != 1 for s in tied)


class HistoryDialog(QDialog):
    """``review_requested(game_id)`` when the player asks to review a game;
    ``game_deleted(game_id)`` once a game is deleted."""

    review_requested = Signal(int)
    game_deleted = Signal(int)

    def __init__(self, store: Store | None, parent: QWidget | None = None,
                 stood_in: Sequence[StoodInFinder] = ()) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("History"))
        self._stood_in = tuple(stood_in)
        self.filter_bar = FilterBar()
        self.summary = QLabel()  # what is listed, and how many
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.model = HistoryModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(Column.PLAYERS,
                                                           QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda _: self._review())
        self.empty = QLabel(translated(_NO_GAMES))
        self.empty.setTextFormat(Qt.TextFormat.PlainText)
        self.note = QLabel()  # why the selected game has no review
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.hide()
        self.game_view = QPlainTextEdit()  # the selected game, booking by booking
        self.game_view.setReadOnly(True)
        self.game_view.setAccessibleName(self.tr("What each player booked in the chosen game"))
        self.game_view.setMaximumHeight(self.fontMetrics().lineSpacing() * 6 + 12)
        buttons = self._buttons()
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter_bar)
        layout.addWidget(self.summary)
        layout.addWidget(self.table)
        layout.addWidget(self.empty)
        layout.addWidget(self.note)
        game_label = QLabel(self.tr("The chosen game, turn by turn:"))
        game_label.setBuddy(self.game_view)
        layout.addWidget(game_label)
        layout.addWidget(self.game_view)
        layout.addWidget(buttons)
        self.mode_of: dict[int, str] = {}  # each game's mode id
        self._store = store
        self.table.selectionModel().selectionChanged.connect(self._show_review)
        if store is not None:
            try:
                self.filter_bar.fill(
                    [(rid, played_name(store, rid)) for rid in store.rulesets_played()],
                    store.player_names(), quick_periods(store))
            except StoreError as exc:
                self.empty.setText(str(exc))
            self.filter_bar.restore(store, SETTING)
        self.filter_bar.changed.connect(self._filters_changed)
        self.list_games()
        self.table.setFocus()  # the arrow keys choose a game, Enter reviews it
        self.table.resizeColumnToContents(Column.DATE)
        self.table.resizeColumnToContents(Column.RULES)
        self.resize(760, 460)

    def _buttons(self) -> QDialogButtonBox:
        """Review…, Delete…, Save Score Card as PDF… and Close."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.review_button = buttons.addButton(self.tr("&Review…"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.clicked.connect(self._review)
        self.delete_button = buttons.addButton(self.tr("&Delete…"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.delete_button.clicked.connect(self._confirm_delete)
        self.card_button = buttons.addButton(self.tr("Save Score Card as &PDF…"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
        self.card_button.clicked.connect(self.save_card)
        self.card_dialog: QDialog | None = None  # the card's options, while open
        self.confirm_box: QMessageBox | None = None  # the open question, if any
        buttons.rejected.connect(self.reject)
        for button in buttons.findChildren(QPushButton):
            button.setAutoDefault(False)
        self.review_button.setDefault(True)  # Enter reviews the selected game
        return buttons

    def list_games(self) -> None:
        """List the games the filters choose, newest first (the newest MOST_GAMES)."""
        store = self._store
        games: list[GameSummary] = []
        count = 0
        if store is not None:
            try:
                f = self.filter_bar.filters()
                games = counted_history(store, f, MOST_GAMES)
                count = counted_games(store, f) if len(games) == MOST_GAMES else len(games)
                self.mode_of = game_modes(store, [g.id for g in games])
            except StoreError as exc:
                self.empty.setText(str(exc))
            else:
                self.empty.setText(translated(_NO_GAMES if not store.rulesets_played()
                                              else _NO_MATCH))
        filters = self.filter_bar.describe()
        if count > len(games):
            showing = _SHOWING_NEWEST.format(shown=len(games), count=count, filters=filters,
                                             n=count)
        else:
            showing = _SHOWING.format(count=count, filters=filters, n=count)
        self.summary.setText(translated(showing))
        self.model.set_rows(games)
        self.empty.setVisible(not games)
        if games:
            self.table.selectRow(0)
        self._show_review()

    def _filters_changed(self) -> None:
        if self._store is not None:
            self.filter_bar.remember(self._store, SETTING)
        self.list_games()

    def selected_game(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.rows[rows[0].row()].id if rows else None

    def review_problem(self, game: int | None) -> str | None:
        """Why this game cannot be reviewed (no game chosen, or its game has no review)."""
        if game is None:
            return translated(_CHOOSE)
        problem = no_review(self.mode_of.get(game, ""))
        return None if problem is None else translated(problem)

    def _show_game(self, game: int | None) -> None:
        """The chosen game turn by turn: each booking as the game reads it."""
        self.game_view.clear()
        if game is None or self._store is None:
            return
        try:
            stored = self._store.game(game)
            record = stored.record
            away = frozenset().union(*(find(self._store, stored) for find in self._stood_in))
            lines = [(self.tr("Turn {turn}, played by a computer while {name} was away: "
                              "{booking}") if (b.seat, b.turn) in away
                      else self.tr("Turn {turn}: {booking}")).format(
                turn=b.turn, name=b.player, booking=translated(sentence(record.ruleset, b)))
                for b in bookings(record)]
        except (KeyError, StoreError, YachtDiceError) as exc:
            lines = [self.tr("This game cannot be shown turn by turn: {why}").format(why=exc)]
        self.game_view.setPlainText("\n".join(lines))

    def _show_review(self) -> None:
        game = self.selected_game()
        self._show_game(game)
        self.delete_button.setEnabled(game is not None and self._store is not None
                                      and not self._store.read_only)
        self.card_button.setEnabled(game is not None and self._store is not None)
        problem = self.review_problem(game)
        self.review_button.setEnabled(problem is None)
        self.review_button.setToolTip(plain_tip(problem or translated(_REVIEW_TIP)))
        self.note.setText(problem if game is not None and problem else "")
        self.note.setVisible(bool(self.note.text()))

    def _review(self) -> None:
        game = self.selected_game()
        if game is not None and self.review_problem(game) is None:
            self.review_requested.emit(game)

    def save_card(self) -> None:
        """Save Score Card as PDF…: the chosen game's card, filled in (the options first);
        what happened is said in the note under the list."""
        game = self.selected_game()
        if game is None or self._store is None:
            return
        try:
            record = self._store.game(game).record
        except (KeyError, StoreError, YachtDiceError) as exc:
            self._say(str(exc))
            return
        from yachtdice.ui.dialogs.print_card import ask_and_save  # not when History opens

        self.card_dialog = ask_and_save(self, record.ruleset,
                                        lambda _players: game_sheet(record.state), self._say,
                                        None)

    def _say(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def _confirm_delete(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or not self.delete_button.isEnabled():
            return
        game = self.model.rows[rows[0].row()]
        players = listed(translated(_SEAT_SHORT.format(name=s.name, total=s.total))
                         for s in game.seats)
        when = day(game.ended or game.started)

        def answered(yes: bool) -> None:
            self.confirm_box = None  # the box deletes itself on closing
            if yes:
                self.delete(game.id)

        rules = rules_name(game.ruleset_id, game.ruleset_name)
        self.confirm_box = ask(self, translated(_DELETE_TITLE),
                               translated(_DELETE.format(rules=rules, when=when,
                                                         players=players)),
                               translated(_DELETE_WHY), translated(_DELETE_YES),
                               translated(_KEEP), answered)

    def delete(self, game_id: int) -> None:
        """Delete a finished game from the history (asked first: :meth:`_confirm_delete`)."""
        if self._store is None:
            return
        try:
            self._store.delete_game(game_id)
        except StoreError as exc:
            self.note.setText(str(exc))
            self.note.setVisible(True)
            return
        self.list_games()
        self.game_deleted.emit(game_id)
