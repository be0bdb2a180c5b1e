"""A reference for the start-up benchmark: Yacht Dice's first window in PySide6 alone.

The same kinds of widget, in the same places, with the same menus, as the window a player
sees at start (a scorecard table with a Python model, delegate and headers, a turn banner,
a painted tray of five dice, the Roll/Hint/Undo buttons, three wrapping lines, a status
bar; the Fusion style and a palette), but no game: no rules, no card, no deal, none of
Yacht Dice's modules. What it costs beyond a bare ``QMainWindow`` is what PySide6 itself
costs for a window of this shape (the Qt types such a window touches are made in Python on
first use, their enums included); what Yacht Dice costs beyond it is its own.

Run by ``tests/bench/bench_startup.py``; alone: ``python tests/bench/qt_only_window.py``.
Like Yacht Dice's start-up probe it prints ``first-paint`` and the CPU time used by then,
once the window's first frame is painted, then closes (after YACHTDICE_STARTUP_PROBE_STAY
seconds).
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QColor,
    QFont,
    QKeySequence,
    QLinearGradient,
    QPainter,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

BOXES = ("Aces", "Twos", "Threes", "Fours", "Fives", "Sixes", "Upper total", "Bonus",
         "Three of a kind", "Four of a kind", "Full house", "Small straight",
         "Large straight", "Yahtzee", "Chance", "Yahtzee bonus", "Lower total", "Total")
AnyIndex = QModelIndex | QPersistentModelIndex


class Card(QAbstractTableModel):
    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(BOXES)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else 1

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return "0" if "total" in BOXES[index.row()].lower() else ""
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return "Player 1" if orientation == Qt.Orientation.Horizontal else BOXES[section]


class Cell(QStyledItemDelegate):
    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        painter.save()
        painter.fillRect(option.rect, option.palette.color(QPalette.ColorRole.Base))
        painter.drawText(option.rect, Qt.AlignmentFlag.AlignCenter, str(index.data() or ""))
        painter.restore()


class Tray(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.setMinimumSize(300, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def paintEvent(self, event: QEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.height() - 20, (self.width() - 60) / 5)
        for k in range(5):
            box = QRectF(10 + k * (side + 10), 10, side, side)
            shade = QLinearGradient(box.topLeft(), box.bottomRight())
            shade.setColorAt(0, QColor("#ffffff"))
            shade.setColorAt(1, QColor("#d8d8d8"))
            painter.setBrush(shade)
            painter.setPen(QPen(QColor("#404040"), 2))
            painter.drawRoundedRect(box, side / 8, side / 8)
            painter.setBrush(QColor("#202020"))
            painter.setPen(Qt.PenStyle.NoPen)
            for j in range(k + 1):
                centre = QPointF(box.left() + side * (0.25 + 0.25 * (j % 3)),
                                 box.top() + side * (0.3 + 0.4 * (j // 3)))
                painter.drawEllipse(centre, side / 12, side / 12)


def build() -> QMainWindow:
    window = QMainWindow()
    window.setWindowTitle("Yacht Dice — Yahtzee")
    card = QTableView()
    card.setModel(Card(card))
    card.setItemDelegate(Cell(card))
    card.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    card.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    banner = QLabel("Player 1's turn: roll the dice")
    font = QFont(banner.font())
    font.setPointSizeF(font.pointSizeF() * 1.35)
    font.setBold(True)
    banner.setFont(font)
    buttons = QHBoxLayout()
    roll = QPushButton("&Roll")
    roll.setMinimumHeight(44)
    buttons.addWidget(roll, 3)
    for text in ("&Hint", "&Undo"):
        button = QPushButton(text)
        button.setMinimumHeight(44)
        buttons.addWidget(button, 1)
    right = QVBoxLayout()
    right.addWidget(banner)
    right.addWidget(Tray(), 3)
    right.addLayout(buttons)
    for text in ("Roll up to three times; click a die to hold it.", "", ""):
        line = QLabel(text)
        line.setWordWrap(True)
        right.addWidget(line)
    right.addStretch(1)
    central = QWidget()
    layout = QHBoxLayout(central)
    layout.addWidget(card, 5)
    layout.addLayout(right, 6)
    window.setCentralWidget(central)
    window.statusBar()
    bar = window.menuBar()
    game = bar.addMenu("&Game")
    for text, key in (("&New Game…", QKeySequence.StandardKey.New), ("Play &Again", None),
                      ("Un&finished Games…", None), ("&Undo", QKeySequence.StandardKey.Undo),
                      ("&Hint", QKeySequence("H")), ("&High Scores…", QKeySequence("Ctrl+H")),
                      ("Hi&story…", None), ("S&tatistics…", QKeySequence("Ctrl+T")),
                      ("House &Rules…", None), ("&Quit", QKeySequence.StandardKey.Quit)):
        action = QAction(text, window)
        if key is not None:
            action.setShortcut(key)
        game.addAction(action)
    view = bar.addMenu("&View")
    for text, key in (("&Classroom", "F5"), ("&Full Screen", "F11")):
        action = QAction(text, window, checkable=True)
        action.setShortcut(QKeySequence(key))
        view.addAction(action)
    settings = bar.addMenu("&Settings")
    for title, entries in (("&Animation Speed", ("&Normal", "&Fast", "&Off")),
                           ("&Theme", ("&System", "&Light", "&Dark", "&High Contrast")),
                           ("&Language", ("English", "Dansk", "Deutsch", "Français",
                                          "Nederlands", "Norsk bokmål", "Svenska"))):
        menu = settings.addMenu(title)
        group = QActionGroup(window)
        for text in entries:
            action = QAction(text, window, checkable=True)
            group.addAction(action)
            menu.addAction(action)
    settings.addAction(QAction("&Sound", window, checkable=True))
    help_menu = bar.addMenu("&Help")
    for text in ("&Rules", "&Keyboard Shortcuts", "&About Yacht Dice"):
        help_menu.addAction(QAction(text, window))
    window.resize(1080, 720)
    return window


class FirstPaint(QObject):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Paint:
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self._window, self.report)
        return False

    def report(self) -> None:
        print("first-paint", flush=True)
        print(f"cpu {time.process_time():.4f}", flush=True)
        stay = float(os.environ.get("YACHTDICE_STARTUP_PROBE_STAY", "0"))
        QTimer.singleShot(int(stay * 1000), self._window, self._window.close)


def main() -> int:
    app = QApplication(sys.argv)
    app.setStyle("Fusion")
    palette = QPalette(app.palette())
    palette.setColor(QPalette.ColorRole.Window, QColor("#efefef"))
    app.setPalette(palette)
    window = build()
    FirstPaint(window)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
