"""The high-score window: one table per ruleset, from the store, with filters.

Every ruleset is listed by its name: the rules offered, then any other rules games were
played under (a ruleset since deleted, a changed copy of a built-in one); rules of the
player's own that carry a built-in's name are marked "(custom)". The table is the games
played on this computer; recorded and imported games join it on request, marked so."""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from yachtdice.store import IMPORTED, HighScore, Store, StoreError
from yachtdice.store.ruleset_names import shown_name
from yachtdice.store.stats import played_name
from yachtdice.ui.widgets.plain import isolated, plain_tip
from yachtdice.ui.widgets.rows_model import RowsModel


class Column(IntEnum):
    RANK = 0
    NAME = 1
    SCORE = 2
    DATE = 3
    NOTE = 4


HEADERS = {Column.RANK: "#", Column.NAME: "Player", Column.SCORE: "Score", Column.DATE: "Date",
           Column.NOTE: "Notes"}


class Named(Protocol):
    """A ruleset of any game, as this window lists it."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


class HighScoreModel(RowsModel[HighScore]):
    """High-score rows, best first."""

    columns = Column
    headers = HEADERS

    def cell(self, h: HighScore, col: Column, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if col is Column.RANK:
                return str(h.rank)
            if col is Column.NAME:
                return h.name
            if col is Column.SCORE:
                return str(h.score)
            if col is Column.DATE:
                return h.date[:10]
            notes = [n for n, on in (("assisted", h.assisted), ("computer", h.computer),
                                     (h.origin, not h.played_here)) if on]
            return ", ".join(notes)
        if role == Qt.ItemDataRole.ToolTipRole and col is Column.NAME:
            return plain_tip(h.name)
        if role == Qt.ItemDataRole.ToolTipRole and col is Column.NOTE:
            return note_tip(h)
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (Column.RANK, Column.SCORE):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def note_tip(h: HighScore) -> str | None:
    """What the notes of a score mean, in sentences (None when there is nothing to say)."""
    lines = []
    if h.assisted:
        lines.append(f"{isolated(h.name)} used undo or hints in this game.")
    if h.origin == IMPORTED:
        lines.append("This game was imported from a history file, not played on this "
                     "computer.")
    elif not h.played_here:
        lines.append("This game was recorded from a file (yachtdice-cli record), not played "
                     "on this computer.")
    return plain_tip("\n".join(lines)) if lines else None


class HighScoresDialog(QDialog):
    def __init__(self, store: Store | None, rulesets: Sequence[Named], current: str | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("High Scores")
        self.store = store
        self.rules = QComboBox()
        self.rules.setAccessibleName("Rules")
        for rid, name in _choices(store, rulesets):
            self.rules.addItem(name, rid)
        if current is not None and self.rules.findData(current) >= 0:
            self.rules.setCurrentIndex(self.rules.findData(current))
        self.unassisted = QCheckBox("Only scores without &undo or hints")
        self.computers = QCheckBox("Include &computer players")
        self.elsewhere = QCheckBox("Include &imported and recorded games")
        self.elsewhere.setToolTip("Games not played on this computer: imported from a "
                                  "history file, or recorded from a file. They are marked "
                                  "so in the notes.")
        self.model = HighScoreModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(Column.NAME,
                                                           QHeaderView.ResizeMode.Stretch)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.empty = QLabel("No finished games with these rules yet.")
        self.empty.setTextFormat(Qt.TextFormat.PlainText)

        top = QHBoxLayout()
        top.addWidget(QLabel("Rules:"))
        top.addWidget(self.rules, 1)
        filters = QHBoxLayout()
        filters.addWidget(self.unassisted)
        filters.addWidget(self.computers)
        filters.addWidget(self.elsewhere)
        filters.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(filters)
        layout.addWidget(self.table)
        layout.addWidget(self.empty)
        layout.addWidget(buttons)
        for signal in (self.rules.currentIndexChanged, self.unassisted.toggled,
                       self.computers.toggled, self.elsewhere.toggled):
            signal.connect(self.refresh)
        self.resize(640, 420)
        self.refresh()

    def refresh(self) -> None:
        rows: list[HighScore] = []
        message = "No finished games with these rules yet."
        if self.store is None:
            message = "The history is not available right now."
        else:
            try:
                rows = self._scores(10, here_only=not self.elsewhere.isChecked())
                if not rows and not self.elsewhere.isChecked() and self._scores(1, False):
                    message = ("No games with these rules were played on this computer yet; "
                               "tick “Include imported and recorded games” to see the others.")
            except StoreError as exc:
                message = str(exc)
        self.model.set_rows(rows)
        self.table.resizeColumnToContents(Column.RANK)
        self.table.resizeColumnToContents(Column.SCORE)
        self.empty.setText(message)
        self.empty.setVisible(not rows)


    def _scores(self, limit: int, here_only: bool) -> list[HighScore]:
        assert self.store is not None
        return self.store.high_scores(str(self.rules.currentData()), limit,
                                      include_computer=self.computers.isChecked(),
                                      unassisted_only=self.unassisted.isChecked(),
                                      played_here_only=here_only)


def _choices(store: Store | None, rulesets: Sequence[Named]) -> list[tuple[str, str]]:
    """(id, name) of the rules to offer: those played first (as given), then the rest; a
    ruleset played but not given is named as the store knows it, never by its id."""
    played: list[str] = []
    if store is not None:
        try:
            played = store.rulesets_played()
        except StoreError:
            played = []
    given = {r.id: shown_name(r.id, r.name) for r in rulesets}
    ordered = sorted(given, key=lambda rid: rid not in played)  # stable: as given
    others = [rid for rid in played if rid not in given]
    return [(rid, given[rid]) for rid in ordered] + \
        [(rid, played_name(store, rid)) for rid in others]
