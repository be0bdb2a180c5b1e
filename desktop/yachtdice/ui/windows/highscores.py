"""The high-score window: one table per ruleset, from the store, with filters.

Every ruleset is listed by its name: the rules offered, then any other rules games were
played under (a ruleset since deleted, a changed copy of a built-in one); rules of the
player's own that carry a built-in's name are marked "(custom)". The table is the games
played on this computer; recorded and imported games join it on request, marked so."""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Protocol

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

from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store import (
    IMPORTED,
    ONLINE,
    REAL,
    RECORDED,
    ROLLED,
    HighScore,
    Store,
    StoreError,
)
from yachtdice.store.ruleset_names import shown_name
from yachtdice.store.stats import played_name
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.locale_text import day, listed, whole
from yachtdice.ui.widgets.plain import isolated, plain_tip
from yachtdice.ui.widgets.rows_model import RowsModel


class Column(IntEnum):
    RANK = 0
    NAME = 1
    SCORE = 2
    DATE = 3
    NOTE = 4


HEADERS = {Column.RANK: QT_TRANSLATE_NOOP("HighScoresDialog", "#"),
           Column.NAME: QT_TRANSLATE_NOOP("HighScoresDialog", "Player"),
           Column.SCORE: QT_TRANSLATE_NOOP("HighScoresDialog", "Score"),
           Column.DATE: QT_TRANSLATE_NOOP("HighScoresDialog", "Date"),
           Column.NOTE: QT_TRANSLATE_NOOP("HighScoresDialog", "Notes")}
#: a score's notes: played with help, by a computer, not played here
NOTES = {"assisted": QT_TRANSLATE_NOOP("HighScoresDialog", "assisted"),
         "computer": QT_TRANSLATE_NOOP("HighScoresDialog", "computer"),
         RECORDED: QT_TRANSLATE_NOOP("HighScoresDialog", "recorded"),
         IMPORTED: QT_TRANSLATE_NOOP("HighScoresDialog", "imported"),
         REAL: QT_TRANSLATE_NOOP("HighScoresDialog", "real dice"),
         ONLINE: QT_TRANSLATE_NOOP("HighScoresDialog", "online")}
#: the dice a table of scores is of: its own provenance, never mixed unless asked (None: any)
DICE_CHOICES = ((ROLLED, QT_TRANSLATE_NOOP("HighScoresDialog", "Rolled here")),
                (REAL, QT_TRANSLATE_NOOP("HighScoresDialog", "Real dice")),
                (ONLINE, QT_TRANSLATE_NOOP("HighScoresDialog", "Online")),
                (None, QT_TRANSLATE_NOOP("HighScoresDialog", "Any dice")))
_WAS_REAL = QT_TRANSLATE_NOOP("HighScoresDialog", "This game was played with real dice at the "
                              "table, typed in.")
_WAS_ONLINE = QT_TRANSLATE_NOOP("HighScoresDialog", "This game was played online, its dice "
                                "rolled across computers.")
_ASSISTED = QT_TRANSLATE_NOOP("HighScoresDialog", "{name} used undo or hints in this game.")
_WAS_IMPORTED = QT_TRANSLATE_NOOP(
    "HighScoresDialog", "This game was imported from a history file, not played on this computer.")
_WAS_RECORDED = QT_TRANSLATE_NOOP(
    "HighScoresDialog",
    "This game was recorded from a file (yachtdice-cli record), not played on this computer.")
_NO_GAMES = QT_TRANSLATE_NOOP("HighScoresDialog", "No finished games with these rules yet.")
_NOT_AVAILABLE = QT_TRANSLATE_NOOP("HighScoresDialog", "The history is not available right now.")
_ONLY_ELSEWHERE = QT_TRANSLATE_NOOP(
    "HighScoresDialog",
    "No games with these rules were played on this computer yet; tick “Include imported and "
    "recorded games” to see the others.")


class Named(Protocol):
    """A ruleset of any game, as this window lists it."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


class HighScoreModel(RowsModel[HighScore, Column]):
    """High-score rows, best first."""

    columns = Column
    headers = HEADERS

    def cell(self, h: HighScore, col: Column, role: int) -> str | int | None:
        if role == Qt.ItemDataRole.DisplayRole:
            if col is Column.RANK:
                return whole(h.rank)
            if col is Column.NAME:
                return h.name
            if col is Column.SCORE:
                return whole(h.score)
            if col is Column.DATE:
                return day(h.date)
            return listed(translated(NOTES.get(n, n)) for n, on in (
                ("assisted", h.assisted), ("computer", h.computer),
                (h.origin, not h.played_here), (h.dice, h.dice != ROLLED)) if on)
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
        lines.append(translated(_ASSISTED.format(name=isolated(h.name))))
    if h.origin == IMPORTED:
        lines.append(translated(_WAS_IMPORTED))
    elif not h.played_here:
        lines.append(translated(_WAS_RECORDED))
    if h.dice in (REAL, ONLINE):
        lines.append(translated(_WAS_REAL if h.dice == REAL else _WAS_ONLINE))
    return plain_tip("\n".join(lines)) if lines else None


class HighScoresDialog(QDialog):
    def __init__(self, store: Store | None, rulesets: Sequence[Named], current: str | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("High Scores"))
        self.store = store
        self.rules = QComboBox()
        self.rules.setAccessibleName(self.tr("Rules"))
        for rid, name in _choices(store, rulesets):
            self.rules.addItem(translated(name), rid)  # a built-in's name is translated
        if current is not None and self.rules.findData(current) >= 0:
            self.rules.setCurrentIndex(self.rules.findData(current))
        self.unassisted = QCheckBox(self.tr("Only scores without &undo or hints"))
        self.computers = QCheckBox(self.tr("Include &computer players"))
        self.elsewhere = QCheckBox(self.tr("Include &imported and recorded games"))
        self.elsewhere.setToolTip(self.tr("Games not played on this computer: imported from a "
                                          "history file, or recorded from a file. They are "
                                          "marked so in the notes."))
        self.dice = QComboBox()
        self.dice.setAccessibleName(self.tr("Dice"))
        for kind, name in DICE_CHOICES:
            self.dice.addItem(translated(name), kind)
        self.model = HighScoreModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(Column.NAME,
                                                           QHeaderView.ResizeMode.Stretch)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.empty = QLabel(translated(_NO_GAMES))
        self.empty.setTextFormat(Qt.TextFormat.PlainText)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Rules:")))
        top.addWidget(self.rules, 1)
        dice_caption = QLabel(self.tr("&Dice:"))
        dice_caption.setBuddy(self.dice)
        top.addWidget(dice_caption)
        top.addWidget(self.dice)
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
        for signal in (self.rules.currentIndexChanged, self.dice.currentIndexChanged,
                       self.unassisted.toggled,
                       self.computers.toggled, self.elsewhere.toggled):
            signal.connect(self.refresh)
        self.resize(640, 420)
        self.refresh()

    def refresh(self) -> None:
        rows: list[HighScore] = []
        message = translated(_NO_GAMES)
        if self.store is None:
            message = translated(_NOT_AVAILABLE)
        else:
            try:
                rows = self._scores(10, here_only=not self.elsewhere.isChecked())
                if not rows and not self.elsewhere.isChecked() and self._scores(1, False):
                    message = translated(_ONLY_ELSEWHERE)
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
                                      played_here_only=here_only, dice=self._dice())

    def _dice(self) -> tuple[str] | None:
        """The dice the scores are of (None: any)."""
        kind = self.dice.currentData()
        return (kind,) if isinstance(kind, str) else None


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
