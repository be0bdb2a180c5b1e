"""The post-game review window: a player's reviewed turns or decisions, the figure in all,
and a per-turn chart. What the rows say, what the figure is called and which rows are
shown are asked of the game (:class:`~yachtdice.ui.modes.ReviewLook`); a game that says
nothing gets its turns and their figure. pyqtgraph is imported here, when a review is
first shown: never at start."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np
from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
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

from yachtdice.core import GameRecord
from yachtdice.core.game import Rules
from yachtdice.core.modes import mode_for
from yachtdice.core.registry import own_play
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus, name_in_sentence
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import AnyReviewLook, ReviewLook, game_ui
from yachtdice.ui.widgets.locale_text import Localised, decimal, listed, locale_ticks

Index = QModelIndex | QPersistentModelIndex
#: turns a computer played for a player away from a game across computers
_STOOD_IN = Numerus.translate(
    "ReviewDialog",
    "While {name} was away, a computer played %Ln turn(s) for {name}: {turns}.",
    None, 1)
_STOOD_IN_ROW = QT_TRANSLATE_NOOP("ReviewDialog",
                                  "Turn {turn} was played by a computer while {name} was away.")
#: the figures above the note are the player's own: those turns are not in them
_LEFT_OUT = QT_TRANSLATE_NOOP("ReviewDialog",
                              "The figures above and the chart leave those turns out.")
#: the chart's key for those turns' hatched bars
_STOOD_IN_KEY = QT_TRANSLATE_NOOP("ReviewDialog",
                                  "A turn a computer played while the player was away (left out)")


class Reviewed(Protocol):
    """One reviewed decision or turn of a game's review: whose, which turn, its figure."""

    @property
    def player(self) -> int: ...

    @property
    def turn(self) -> int: ...

    @property
    def loss(self) -> float: ...


@runtime_checkable
class GameReview(Protocol):
    """A finished game's review, as a core game's ``review`` makes it."""

    @property
    def turns(self) -> int: ...

    @property
    def decisions(self) -> Sequence[Reviewed]: ...

    def of(self, player: int) -> Sequence[Reviewed]: ...

    def total_loss(self, player: int) -> float: ...

    def loss_per_turn(self, player: int) -> Sequence[float]: ...


def plain_look() -> ReviewLook[GameReview, Rules, Reviewed]:
    """What a game whose window parts say nothing of its review shows: turns, figure."""
    def summary(review: GameReview, player: int) -> str:
        text = QCoreApplication.translate("ReviewDialog",
                                          "{total:.1f} points given away in all.")
        return text.format(total=Localised(review.total_loss(player)))

    return ReviewLook(
        headers=(QCoreApplication.translate("ReviewDialog", "Turn"),
                 QCoreApplication.translate("ReviewDialog", "Given away")),
        rows=lambda review, player: review.of(player),
        cells=lambda rules, row: (str(row.turn), decimal(float(row.loss))),
        tip=lambda rules, row: None, summary=summary,
        measure=QCoreApplication.translate("ReviewDialog", "points given away"),
        per_turn=QCoreApplication.translate("ReviewDialog", "points given away"),
        figure=QCoreApplication.translate("ReviewDialog",
                                          "game {game}: {value:.1f} points given away"),
        chart_title=QCoreApplication.translate("ReviewDialog", "Decision quality"),
        rows_title=QCoreApplication.translate("ReviewDialog", "The turns:"))


def look_of(mode_id: str) -> AnyReviewLook:
    """How the review of a game of ``mode_id`` is shown (asked of the game)."""
    make = game_ui(mode_id).review
    return make() if make is not None else plain_look()


def review_look(rules: object) -> AnyReviewLook:
    """How the review of a game under ``rules`` is shown."""
    return look_of(mode_for(rules).id)


class ReviewModel(QAbstractTableModel):
    """A player's reviewed rows, each cell as the game says it."""

    def __init__(self, look: AnyReviewLook, rules: object, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.look = look
        self.rules = rules
        self.rows: list[object] = []
        self._cells: list[Sequence[str]] = []
        #: (player, turn) pairs a computer played for an away player: their rows say so
        self.stood_in: frozenset[tuple[int, int]] = frozenset()
        self.names: Sequence[str] = ()

    def set_rows(self, rows: Sequence[object]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self._cells = [self.look.cells(self.rules, r) for r in self.rows]
        self.endResetModel()

    def texts(self) -> list[list[str]]:
        """Every cell as shown, row by row (for tests and the gallery)."""
        return [list(c) for c in self._cells]

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.look.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row, col = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells[row][col]
        last = len(self.look.headers) - 1
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (0, last):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        stood = self._stood(self.rows[row])
        if role == Qt.ItemDataRole.ToolTipRole:
            if stood is not None:
                return translated(_STOOD_IN_ROW.format(turn=stood[1], name=name_in_sentence(
                    self.names[stood[0]] if stood[0] < len(self.names) else "")))
            return self.look.tip(self.rules, self.rows[row])
        if role == Qt.ItemDataRole.FontRole and stood is not None:
            font = QFont()
            font.setItalic(True)  # not the player's own play
            return font
        return None

    def _stood(self, row: object) -> tuple[int, int] | None:
        """The (player, turn) of ``row`` if a computer played that turn for the player."""
        key = (getattr(row, "player", None), getattr(row, "turn", None))
        return key if key in self.stood_in else None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> str | None:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole \
                and 0 <= section < len(self.look.headers):
            return self.look.headers[section]
        return None


def _stood_in_look(ink: QColor) -> tuple[QBrush, QPen]:
    """How a turn a computer played for an away player is drawn: hatched and outlined in a
    faded ``ink`` (the theme's text colour), told apart from a turn played perfectly (no bar)
    and from the player's own bars."""
    hatch, outline = QColor(ink), QColor(ink)
    hatch.setAlpha(150)
    outline.setAlpha(200)
    pen = QPen(outline, 1)
    pen.setCosmetic(True)
    return QBrush(hatch, Qt.BrushStyle.BDiagPattern), pen


class StoodInSwatch(QWidget):
    """The chart's key for a turn a computer played: a small box drawn as those bars are."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        side = self.fontMetrics().height()
        self.setFixedSize(side, side)

    def paintEvent(self, event: QPaintEvent) -> None:
        brush, pen = _stood_in_look(self.palette().windowText().color())
        painter = QPainter(self)
        painter.setPen(pen)
        painter.setBrush(brush)
        painter.drawRect(self.rect().adjusted(1, 1, -2, -2))
        painter.end()


class LossChart(QWidget):
    """The figure of each turn, as bars; a turn a computer played for an away player is a
    hatched bar the chart's height, with a key under the chart saying so. The plot items are
    made once; showing another player only replaces their data."""

    def __init__(self, turns: int, measure: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # the first chart pays for the import, not the start-up

        pg.setConfigOptions(antialias=True)
        self.plot = pg.PlotWidget(background=None)
        self.plot.setLabel("left", measure)
        self.plot.setLabel("bottom", QCoreApplication.translate("ReviewDialog", "turn"))
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        for side in ("left", "bottom"):
            locale_ticks(self.plot.getAxis(side))
        self.plot.setXRange(0.4, turns + 0.6, padding=0)
        # room above the plot for half the top tick's number, drawn centred on its tick (at
        # the top of the range it was cut in half)
        self.plot.plotItem.layout.setContentsMargins(
            1, self.fontMetrics().height() // 2 + 1, 1, 1)
        self.bars = pg.BarGraphItem(x=np.arange(1, turns + 1), height=np.zeros(turns),
                                    width=0.7, brush=self.palette().highlight().color())
        self.plot.addItem(self.bars)
        brush, pen = _stood_in_look(self.palette().windowText().color())
        self.stood = pg.BarGraphItem(x=np.zeros(0), height=np.zeros(0), width=0.7,
                                     brush=brush, pen=pen)
        self.plot.addItem(self.stood)
        self.key = QWidget()  # shown while a turn is the computer's
        key = QHBoxLayout(self.key)
        key.setContentsMargins(0, 0, 0, 0)
        key.addWidget(StoodInSwatch())
        self.key_text = QLabel(translated(_STOOD_IN_KEY))
        self.key_text.setTextFormat(Qt.TextFormat.PlainText)
        key.addWidget(self.key_text, 1)
        self.key.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        layout.addWidget(self.key)

    def show_losses(self, losses: Sequence[float], stood_in: Sequence[int] = ()) -> None:
        """Each turn's figure, and the turns (``stood_in``) a computer played for the player."""
        heights = np.asarray(losses, dtype=float)
        self.bars.setOpts(height=heights)
        top = max(1.0, float(heights.max(initial=0.0)) * 1.1)
        self.plot.setYRange(0, top, padding=0)
        turns = np.asarray(sorted(stood_in), dtype=float)
        self.stood.setOpts(x=turns, height=np.full(len(turns), top))
        self.key.setVisible(bool(len(turns)))

    def plotted(self) -> np.ndarray:
        """The bar heights as drawn (for tests: assert data, not pixels)."""
        return np.asarray(self.bars.opts["height"], dtype=float)

    def marked(self) -> list[tuple[int, float]]:
        """The (turn, height) of each turn drawn as a computer's (for tests: data)."""
        return [(int(x), float(h)) for x, h in zip(self.stood.opts["x"],
                                                   self.stood.opts["height"], strict=True)]


class ReviewDialog(QDialog):
    def __init__(self, record: GameRecord, review: object,
                 parent: QWidget | None = None) -> None:
        if not isinstance(review, GameReview):
            raise TypeError(f"not a game's review: {review!r}")
        super().__init__(parent)
        self.setWindowTitle(self.tr("Review — {name}").format(
            name=translated(record.ruleset.name)))
        self.record = record
        self.review = review
        #: the review of each player's own play (the turns a computer played for an away
        #: player left out, :meth:`mark_stood_in`): the summary and the chart are made of it
        self.own: GameReview = review
        self.look = look = review_look(record.ruleset)
        people = sorted({d.player for d in review.decisions}) or \
            [i for i, p in enumerate(record.players) if not p.computer]
        self.player = QComboBox()
        for i in people:
            self.player.addItem(record.players[i].name, i)
        self.player.setAccessibleName(self.tr("Player"))
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.model = ReviewModel(look, record.ruleset, self)
        self.table = QTableView()  # one line a row: a long claim is elided (…)
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        for col in range(len(look.headers)):  # the stretching columns share what is left
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch if col in look.stretch
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self.chart = LossChart(review.turns, look.per_turn)
        self.chart.plot.setMinimumHeight(150)  # the key under it, when shown, adds to it
        top = QHBoxLayout()
        who = QLabel(self.tr("&Player:"))
        who.setBuddy(self.player)
        top.addWidget(who)
        top.addWidget(self.player, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        self.stood_note = QLabel()  # the turns a computer played for the player, if any
        self.stood_note.setTextFormat(Qt.TextFormat.PlainText)
        self.stood_note.setWordWrap(True)
        self.stood_note.hide()
        layout.addWidget(self.stood_note)
        layout.addWidget(QLabel(look.rows_title))
        layout.addWidget(self.table, 2)
        layout.addWidget(self.chart, 1)
        layout.addWidget(buttons)
        self.player.currentIndexChanged.connect(self.refresh)
        # within 1024 x 768; more columns, and every turn shown, take more room
        self.resize(*((720, 620) if len(look.headers) <= 5 else (960, 700)))
        self.refresh()

    def mark_stood_in(self, turns: frozenset[tuple[int, int]]) -> None:
        """The (player, turn) pairs a computer played for a player away from a game across
        computers: said under the summary, their rows in italics with a tooltip."""
        self.model.stood_in = turns
        self.model.names = [p.name for p in self.record.players]
        self.own = own_play(self.review, turns)
        self.refresh()

    def refresh(self) -> None:
        player = int(self.player.currentData()) if self.player.count() else 0
        self.summary.setText(self.look.summary(self.own, player))  # the player's own play
        turns = sorted(turn for seat, turn in self.model.stood_in if seat == player)
        self.stood_note.setVisible(bool(turns))
        if turns:
            self.stood_note.setText(translated(_STOOD_IN.format(
                n=len(turns), name=name_in_sentence(self.record.players[player].name),
                turns=listed(str(t) for t in turns))) + "\n" + translated(_LEFT_OUT))
        # every turn's row, the computer's marked (a game's costliest: of either's)
        self.model.set_rows(self.look.rows(self.review, player))
        self.chart.show_losses(self.own.loss_per_turn(player), turns)
