"""The post-game review window: the costliest decisions, the total given away, and a
per-turn chart. Boxes are named as the game names them. pyqtgraph is imported here, when
a review is first shown: never at start."""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any

import numpy as np
from PySide6.QtCore import Qt
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
from yachtdice.core.modes import box_label
from yachtdice.core.modes.pips.optimal.review import Review, ReviewedDecision
from yachtdice.ui.widgets.option_text import describe_option
from yachtdice.ui.widgets.plain import plain_tip
from yachtdice.ui.widgets.rows_model import RowsModel


class Column(IntEnum):
    TURN = 0
    DICE = 1
    CHOSEN = 2
    BEST = 3
    LOSS = 4


HEADERS = {Column.TURN: "Turn", Column.DICE: "Dice", Column.CHOSEN: "You chose",
           Column.BEST: "Best", Column.LOSS: "Given away"}


class DecisionModel(RowsModel[ReviewedDecision]):
    """Reviewed decisions, costliest first."""

    columns = Column
    headers = HEADERS

    def __init__(self, labels: dict[str, str], parent: Any = None) -> None:
        super().__init__(parent)
        self.labels = labels

    def cell(self, d: ReviewedDecision, col: Column, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if col is Column.TURN:
                return str(d.turn)
            if col is Column.DICE:
                rolls = f" ({d.rolls_left} left)" if d.rolls_left else ""
                return " ".join(str(x) for x in d.dice) + rolls
            if col is Column.CHOSEN:
                return describe_option(d.chosen, self.labels)
            if col is Column.BEST:
                return describe_option(d.best, self.labels)
            return f"{d.loss:.1f}"
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (Column.TURN, Column.LOSS):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and col is Column.LOSS:
            return plain_tip(f"Expected final score: {d.best.value:.1f} with the best move, "
                             f"{d.chosen.value:.1f} with yours (points still to come).")
        return None


class LossChart(QWidget):
    """Expected points given away in each turn, as bars. The plot items are made once;
    showing another player only replaces their data."""

    def __init__(self, turns: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # the first chart pays for the import, not the start-up

        pg.setConfigOptions(antialias=True)
        self.plot = pg.PlotWidget(background=None)
        self.plot.setLabel("left", "points given away")
        self.plot.setLabel("bottom", "turn")
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.setXRange(0.4, turns + 0.6, padding=0)
        self.bars = pg.BarGraphItem(x=np.arange(1, turns + 1), height=np.zeros(turns),
                                    width=0.7, brush=self.palette().highlight().color())
        self.plot.addItem(self.bars)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)

    def show_losses(self, losses: Sequence[float]) -> None:
        heights = np.asarray(losses, dtype=float)
        self.bars.setOpts(height=heights)
        self.plot.setYRange(0, max(1.0, float(heights.max(initial=0.0)) * 1.1), padding=0)

    def plotted(self) -> np.ndarray:
        """The bar heights as drawn (for tests: assert data, not pixels)."""
        return np.asarray(self.bars.opts["height"], dtype=float)


class ReviewDialog(QDialog):
    def __init__(self, record: GameRecord, review: Review, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Review — {record.ruleset.name}")
        self.record = record
        self.review = review
        labels = {box: box_label(record.ruleset, box) for d in review.decisions
                  for box in (d.chosen.category, d.best.category) if box is not None}
        people = sorted({d.player for d in review.decisions}) or \
            [i for i, p in enumerate(record.players) if not p.computer]
        self.player = QComboBox()
        for i in people:
            self.player.addItem(record.players[i].name, i)
        self.player.setAccessibleName("Player")
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.model = DecisionModel(labels, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        for col in (Column.CHOSEN, Column.BEST):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        self.chart = LossChart(review.turns)
        self.chart.setMinimumHeight(170)
        top = QHBoxLayout()
        top.addWidget(QLabel("Player:"))
        top.addWidget(self.player, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(QLabel("The costliest decisions:"))
        layout.addWidget(self.table, 2)
        layout.addWidget(self.chart, 1)
        layout.addWidget(buttons)
        self.player.currentIndexChanged.connect(self.refresh)
        self.resize(720, 620)
        self.refresh()

    def refresh(self) -> None:
        player = int(self.player.currentData()) if self.player.count() else 0
        review = self.review
        decisions = review.of(player)
        total = review.total_loss(player)
        costliest = review.costliest(player, 10)
        exact = "" if review.exact else " (approximate: these rules are too large to solve)"
        if not decisions:
            text = "No decisions to review for this player."
        elif not costliest:
            text = f"Perfect play: every one of {len(decisions)} decisions was the best{exact}."
        else:
            worst = costliest[0]
            text = (f"{len(decisions)} decisions; {total:.1f} expected points given away in "
                    f"all{exact}. The costliest decision was in turn {worst.turn} "
                    f"({worst.loss:.1f} points).")
        self.summary.setText(text)
        self.model.set_rows(costliest)
        self.table.resizeColumnToContents(Column.TURN)
        self.table.resizeColumnToContents(Column.DICE)
        self.chart.show_losses(review.loss_per_turn(player))
