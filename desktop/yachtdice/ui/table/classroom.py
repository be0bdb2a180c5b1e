"""The classroom view: the game table shown to a room, on a projector or a big screen.

View ▸ Classroom lays the table out again for the back of the room, for any game: a banner
across the top in the colour of the player at play, with their name; the card as large as
the window allows, its type at least 1/25 of the window's height where the card fits at
that size, every column as wide as its widest entry; the dice and the game's own panel
beside or under it. The card sits beside the dice or across the width above them,
whichever lets its type be larger (few players: beside; many: above), and grows into the
room it has, the banner's type staying the larger. Everything scales again whenever the
window changes size or something on the table grows (the look-back panel at a game's end),
and F11 (View ▸ Full Screen) gives it the whole screen; the room's layout never makes the
window larger.

The window's own widgets are moved into this layout and back, so every click, key and
signal works as usual; the game's part is told the scale (:meth:`GamePart.present`) and
sizes its panel for it. Nothing here names a game.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import (
    QBoxLayout,
    QGridLayout,
    QLabel,
    QLayout,
    QMainWindow,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from yachtdice.ui.widgets.theme import mark_player, player_colour, text_on

if TYPE_CHECKING:
    from yachtdice.ui.board.dice_tray import DiceTray
    from yachtdice.ui.board.scorecard_model import ScorecardModel
    from yachtdice.ui.board.scorecard_view import ScorecardView
    from yachtdice.ui.modes import Controller, GamePart
    from yachtdice.ui.table.on_demand import RealDiceSpot


class Table(Protocol):
    """What the classroom view lays out of the window it belongs to."""

    @property
    def turn_label(self) -> QLabel: ...
    @property
    def turn_font(self) -> QFont: ...
    @property
    def clock_label(self) -> QLabel: ...
    @property
    def help_label(self) -> QLabel: ...
    @property
    def hint_label(self) -> QLabel: ...
    @property
    def message_label(self) -> QLabel: ...
    @property
    def button_row(self) -> QWidget: ...
    @property
    def real_dice(self) -> RealDiceSpot: ...
    @property
    def scorecard(self) -> ScorecardView: ...
    @property
    def model(self) -> ScorecardModel: ...
    @property
    def tray(self) -> DiceTray: ...
    @property
    def controller(self) -> Controller: ...

    def current_part(self) -> GamePart: ...


class Window(Table, Protocol):
    """The main window: a :class:`QMainWindow` with the table's widgets."""

    def takeCentralWidget(self) -> QWidget | None: ...
    def setCentralWidget(self, widget: QWidget) -> None: ...
    def statusBar(self) -> QWidget: ...
    def menuBar(self) -> QWidget: ...
    def width(self) -> int: ...
    def height(self) -> int: ...
    def installEventFilter(self, watcher: QObject) -> None: ...

#: the card's type is at least this share of the window's height, where the card fits
TYPE_SHARE = 1 / 25
#: the banner's type, as a share of the window's height
BANNER_SHARE = 1 / 20
#: the banner's type stays this much larger than the card's, when the card's grows past it
BANNER_OVER_CARD = 1.1
#: the card's type grows into the room up to this many times the 1/25 target
MAX_TARGET = 2.0
#: the dice tray's least height in the room's layout (px; the usual table keeps 130)
TRAY_LEAST = 100
#: beside the dice, the card takes at most this share of the window's width
BESIDE_SHARE = 0.6
#: the game's panel grows with the card up to this scale
PANEL_SCALE = 1.6
MARGIN = 6
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no limit" for a widget's size
#: under a wide card, the dice's row takes at least this share of the height
DICE_SHARE = 0.22
SMALL_SCREEN = 768  # px high: an old projector's screen
#: on a screen larger than SMALL_SCREEN, what the room reads beside the card (the messages,
#: who starts, the roll-off, the hint, the game's panel with the number in words) is set in
#: type at least this share of the window's height (24 px at 1080; it was 16)
READ_SHARE = 1 / 45


@dataclass
class _Spot:
    """Where a widget sat in the window's usual layout, to put it back there."""

    widget: QWidget
    layout: QBoxLayout
    index: int
    stretch: int


def _find(layout: QLayout, widget: QWidget) -> QBoxLayout | None:
    """The box layout holding ``widget``, searched from ``layout`` down."""
    if isinstance(layout, QBoxLayout) and layout.indexOf(widget) >= 0:
        return layout
    for i in range(layout.count()):
        item = layout.itemAt(i)
        child = item.layout() if item is not None else None
        if child is not None:
            found = _find(child, widget)
            if found is not None:
                return found
    return None


class Classroom(QObject):
    """The classroom view of one main window: :meth:`enter`, :meth:`leave`, and fitting
    the table to the window's size in between."""

    def __init__(self, window: Window) -> None:
        assert isinstance(window, QMainWindow)
        super().__init__(window)
        self.window = window
        self.on = False
        self.scale = 1.0        # the card's type scale now
        self.beside = True      # the card beside the dice (False: above them)
        self._spots: list[_Spot] = []
        self._fitting = False
        self._tray_least = 0
        normal = window.takeCentralWidget()
        assert normal is not None, "the window's table is built first"
        self.normal = normal
        self.stack = QStackedWidget()
        self.stack.addWidget(normal)
        self.page = QWidget()
        self.page.setObjectName("classroom")
        self.grid = QGridLayout(self.page)
        self.grid.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        self.grid.setSpacing(MARGIN)
        self.side = QWidget()         # the dice, the buttons, the messages
        self.side_layout = _LeastColumn(self.side)
        self.side_layout.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(self.page)
        # the room's layout never makes the window larger (the window might leave the
        # screen): what it needs is fitted to the window instead (fit, eventFilter)
        self.page.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.page.installEventFilter(self)
        self._page_need = QSize()  # what the page needed when last fitted
        window.setCentralWidget(self.stack)
        window.installEventFilter(self)
        window.model.cells_changed.connect(self._entries_changed)  # once per change
        self._need = 0   # the card's column width when last fitted
        self._normal_policy = normal.sizePolicy()
        self._message_font: QFont | None = None   # the messages' usual type, while scaled

    # -- what is shown -----------------------------------------------------------------------------
    def read_scale(self) -> float:
        """The scale of what the room reads beside the card (messages, the game's panel):
        1 on an old projector's screen (its room is the card's), else type READ_SHARE of
        the window's height."""
        w = self.window
        if w.height() <= SMALL_SCREEN:
            return 1.0
        base = QFontInfo(w.message_label.font()).pixelSize() if self._message_font is None \
            else QFontInfo(self._message_font).pixelSize()
        return max(1.0, w.height() * READ_SHARE / max(1, base))

    def _scale_messages(self, scale: float | None) -> None:
        """The messages, the hint and the clock at ``scale`` times their usual type (None:
        their usual type again)."""
        w = self.window
        labels = (w.message_label, w.hint_label, w.clock_label)
        if scale is None:
            if self._message_font is not None:
                for label in labels:
                    label.setFont(self._message_font)
            self._message_font = None
            return
        if self._message_font is None:
            self._message_font = QFont(w.message_label.font())
        font = QFont(self._message_font)
        font.setPointSizeF(self._message_font.pointSizeF() * scale)
        for label in labels:
            if label.font() != font:
                label.setFont(font)

    def _pieces(self) -> list[tuple[QWidget, str]]:
        """The window's widgets this view lays out, and where each goes."""
        w = self.window
        out = [(w.turn_label, "banner"), (w.scorecard, "card"), (w.clock_label, "side"),
               (w.tray, "side"), (w.real_dice.entry, "side"), (w.button_row, "side"),
               (w.hint_label, "side"),
               (w.message_label, "side")]
        panel = w.current_part().panel
        if panel is not None:
            out.append((panel, "panel"))
        return out

    def enter(self) -> None:
        """Lay the table out for the room."""
        if self.on:
            return
        self.on = True
        table = self.normal.layout()
        for widget, _ in self._pieces():
            layout = _find(table, widget) if table is not None else None
            if layout is None:
                continue
            index = layout.indexOf(widget)
            self._spots.append(_Spot(widget, layout, index, layout.stretch(index)))
        for spot in self._spots:
            spot.layout.removeWidget(spot.widget)
        self.window.statusBar().hide()
        self.window.help_label.hide()
        # the usual table, hidden under the room's, no longer sets the window's least size
        # (six pupils on a seven-digit card held a window on a big screen 1,081 px wide)
        self._normal_policy = self.normal.sizePolicy()
        self.normal.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._tray_least = self.window.tray.minimumHeight()
        self.window.tray.setMinimumHeight(TRAY_LEAST)
        self.stack.setCurrentWidget(self.page)
        self.fit()

    def leave(self) -> None:
        """Back to the usual table, every widget at its usual type and size, so that the
        window can again be made as small as the usual table allows (1024x768)."""
        if not self.on:
            return
        self.on = False
        w = self.window
        shown = self._shown()
        # the usual type and sizes first: the window measures the usual table as soon as it
        # is shown again, and must not keep the room's sizes (the card's least height, 731
        # px on a 1080 px screen, once kept the window at least 795 px high)
        w.tray.setMinimumHeight(self._tray_least)
        w.scorecard.present(None)
        w.scorecard.setMinimumHeight(0)
        w.current_part().present(None)
        self._scale_messages(None)
        w.turn_label.setProperty("room_px", None)
        w.turn_label.setProperty("room_least", None)
        w.turn_label.setFont(w.turn_font)
        w.turn_label.setMinimumHeight(0)
        w.turn_label.setMaximumHeight(QWIDGETSIZE_MAX)
        self.scale = 1.0
        for widget, _ in self._pieces():
            self.grid.removeWidget(widget)
            self.side_layout.removeWidget(widget)
        for spot in sorted(self._spots, key=lambda s: s.index):
            spot.layout.insertWidget(spot.index, spot.widget, spot.stretch)
        self._spots = []
        self._show_again(shown)
        self.normal.setSizePolicy(self._normal_policy)
        self.stack.setCurrentIndex(0)
        w.statusBar().show()
        w.help_label.show()
        self.refresh_banner()
        self._measure_again()

    def _measure_again(self) -> None:
        """The usual table measured now, from the inside out, and the window told: its
        least size was otherwise what the table needed in the middle of the change."""
        for widget in (self.normal, self.stack):
            layout = widget.layout()
            if layout is not None:
                layout.activate()
        self.stack.updateGeometry()
        outer = self.window.layout()
        if outer is not None:
            outer.invalidate()

    def refresh_banner(self) -> None:
        """The banner in the colour of the player at play (the usual bar when not shown to
        a room)."""
        state = self.window.controller.state
        seat = None if state is None or state.finished else state.current
        label = self.window.turn_label
        if not self.on:
            mark_player(label, seat)
            return
        if seat is None:
            label.setStyleSheet("QLabel { padding: 4px 16px; }")
            return
        colour = player_colour(seat)
        label.setStyleSheet(f"QLabel {{ background: {colour.name()}; "
                            f"color: {text_on(colour).name()}; border-radius: 8px; "
                            "padding: 4px 16px; }")

    # -- fitting the window --------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize and self.on:
            self.fit()
        elif watched is self.page and event.type() == QEvent.Type.LayoutRequest \
                and self.on and not self._fitting:
            # something on the table grew (the look-back panel at a game's end): fit again
            # when the window no longer holds it
            need = self._page_least()
            if need != self._page_need and not self._holds(need):
                self._page_need = need
                QTimer.singleShot(0, self, self.fit)
        return False

    def _page_least(self) -> QSize:
        """What the page needs at the window's width: its least size, and the height its
        grid keeps there. A grid keeps, for a widget whose lines wrap, the height it asks
        for at its width, which may be more than its least: fitted to the least alone, the
        card ran under the dice (96 px at a Place Value game's end at 1024x768)."""
        need = self.page.minimumSizeHint()
        if self.grid.hasHeightForWidth():
            need.setHeight(max(need.height(),
                               self.grid.minimumHeightForWidth(self.window.width())))
        return need

    def _holds(self, need: QSize) -> bool:
        """Whether the window holds a page that needs ``need``."""
        w = self.window
        return need.width() <= w.width() \
            and need.height() <= w.height() - w.menuBar().sizeHint().height()

    def _entries_changed(self) -> None:
        """A wider entry (a circled number at the end) fits again, the type a little
        smaller if need be."""
        if self.on and self.window.scorecard.column_need() > self._need:
            QTimer.singleShot(0, self, self.fit)

    def target_scale(self) -> float:
        """The card's type scale for type 1/25 of the window's height."""
        base = QFontInfo(self.window.scorecard.font()).pixelSize()
        return self.window.height() * TYPE_SHARE / max(1, base)

    def fit(self) -> None:
        """Scale and place everything for the window's size now."""
        if not self.on or self._fitting:
            return
        self._fitting = True
        try:
            self._fit()
        finally:
            self._fitting = False

    def _fit(self) -> None:
        """Each arrangement (card beside the dice, card above them) with its largest type;
        the one whose type is larger is shown (beside on a tie: the dice larger)."""
        target = self.target_scale()
        beside = self._arrange(True, target)
        above = self._arrange(False, target)
        if beside >= above:
            self._arrange(True, target)
        self._settle(max(beside, above))
        self._need = self.window.scorecard.column_need()
        self.refresh_banner()

    def _banner_px(self, scale: float) -> int:
        """The banner's type: 1/20 of the window's height, and larger than the card's."""
        card_px = QFontInfo(self.window.scorecard.cell_font(scale)).pixelSize()
        return max(12, round(self.window.height() * BANNER_SHARE),
                   math.ceil(card_px * BANNER_OVER_CARD))

    def _free_height(self, scale: float) -> int:
        """The height under the banner (shown for the card at ``scale``)."""
        w = self.window
        height = w.height() - w.menuBar().sizeHint().height()
        return height - round(self._banner_px(scale) * 1.5) - 4 * MARGIN

    def _arrange(self, beside: bool, target: float) -> float:
        """Place the table with the card beside the dice or above them; the card's largest
        type scale there (from 1.0, at most MAX_TARGET times ``target``)."""
        w = self.window
        card = w.scorecard
        width = w.width()
        self.beside = beside
        part = w.current_part()
        read = self.read_scale()
        self._scale_messages(read)
        if beside:
            card_w = width * BESIDE_SHARE
            part.present(max(read, min(target, PANEL_SCALE)))
        else:  # under the card: the dice and buttons beside the panel, at their least
            card_w = width - 2 * MARGIN
            # the room reads the card and the dice; the panel is the pupil's, a little larger
            part.present(max(read, min(PANEL_SCALE, max(1.0, w.height() / SMALL_SCREEN))))
        self._place(round(self._banner_px(1.0) * 1.5))
        below = 0
        if not beside:  # laid out once as placed: the messages wrap at their new width
            self.grid.activate()
            self.side_layout.activate()
            panel = part.panel
            below = max(_least_height(self.side),
                        _least_height(panel) if panel is not None else 0)

        def card_height(scale: float) -> int:
            free = self._free_height(scale)
            return free if beside else free - max(below, round(free * DICE_SHARE))

        return _fitting_scale(lambda s: card.presented_height(s) <= card_height(s)
                              and card.presented_width(s) <= card_w, target)

    def _settle(self, scale: float) -> None:
        """The card at ``scale``, a little smaller while what the layout really needs is
        more than the window."""
        w = self.window
        card = w.scorecard
        for _ in range(12):  # what the layout really needs may be a little more: step down
            self.scale = scale
            banner = QFont(w.turn_font)
            banner.setPixelSize(self._banner_px(scale))
            w.turn_label.setFont(banner)
            w.turn_label.setFixedHeight(round(banner.pixelSize() * 1.5))
            # a long banner ("Game over: a tie, Ben wins the tie-break") takes smaller type,
            # down to the least the room reads (1/25 of the height), before it is cut (the
            # window's turn line does it)
            w.turn_label.setProperty("room_least", min(banner.pixelSize(),
                                                       round(w.height() * TYPE_SHARE)))
            w.turn_label.setProperty("room_px", banner.pixelSize())
            card.present(scale)
            card.setMinimumHeight(card.presented_height(scale))
            self.grid.activate()
            need = self._page_least()
            self._page_need = need
            if self._holds(need) or scale <= 1.0:
                break
            scale = max(1.0, scale * 0.96)

    def _shown(self) -> dict[int, bool]:
        """Which of the laid-out widgets are shown (moving a widget hides it for a moment)."""
        return {id(wd): not wd.isHidden() for wd, _ in self._pieces()}

    def _show_again(self, shown: dict[int, bool]) -> None:
        for widget, _ in self._pieces():
            if shown.get(id(widget)):
                widget.show()

    def _place(self, banner_h: int) -> None:
        shown = self._shown()
        grid, side = self.grid, self.side_layout
        for widget, _ in self._pieces():
            grid.removeWidget(widget)
            side.removeWidget(widget)
        grid.removeWidget(self.side)
        for r in range(grid.rowCount()):
            grid.setRowStretch(r, 0)
        for c in range(grid.columnCount()):
            grid.setColumnStretch(c, 0)
        w = self.window
        w.turn_label.setFixedHeight(banner_h)
        grid.addWidget(w.turn_label, 0, 0, 1, 2)
        for widget, where in self._pieces():
            if where == "side":
                side.addWidget(widget, 3 if widget is w.tray else 0)
        panel = next((wd for wd, where in self._pieces() if where == "panel"), None)
        if self.beside:   # card | dice and buttons, the panel under them
            card_at, side_at, columns = (1, 0, 2, 1), (1, 1), (3, 2)
        else:             # the card across; under it the dice and buttons | the panel
            card_at, side_at, columns = (1, 0, 1, 2), (2, 0), (1, 1)
        grid.addWidget(w.scorecard, *card_at)
        grid.addWidget(self.side, *side_at)
        if panel is not None:
            grid.addWidget(panel, 2, 1, Qt.AlignmentFlag.AlignTop)
        grid.setRowStretch(2, 1)
        for column, stretch in enumerate(columns):
            grid.setColumnStretch(column, stretch)
        self.side.show()
        self._show_again(shown)


class _LeastColumn(QVBoxLayout):
    """A column that asks, for a width, only the height its widgets need at least (the
    dice their least, wrapped messages their lines): a grid takes a column's height for
    its width as its least, and the usual one is what its widgets would like (the dice
    larger), which left the card less room than it could have."""

    def heightForWidth(self, width: int) -> int:
        margins = self.contentsMargins()
        inner = width - margins.left() - margins.right()
        heights = []
        for i in range(self.count()):
            item = self.itemAt(i)
            if item is None or item.isEmpty():
                continue
            heights.append(item.heightForWidth(inner) if item.hasHeightForWidth()
                           else item.minimumSize().height())
        return (sum(heights) + max(0, len(heights) - 1) * self.spacing()
                + margins.top() + margins.bottom())


def _least_height(widget: QWidget) -> int:
    """The height ``widget`` keeps in a grid at its width now (see Classroom._page_least)."""
    least = widget.minimumSizeHint().height()
    if widget.hasHeightForWidth():
        least = max(least, widget.heightForWidth(widget.width()))
    return least


def _fitting_scale(fits: Callable[[float], bool], target: float) -> float:
    """The greatest scale up to MAX_TARGET times ``target`` that ``fits`` (a test of a
    scale), or the smallest tried (1.0) when none does."""
    low, high = 1.0, max(1.0, target * MAX_TARGET)
    if fits(high):
        return high
    if not fits(low):
        return low
    for _ in range(20):  # bisection: sizes are whole pixels, 20 halvings are plenty
        mid = (low + high) / 2
        if fits(mid):
            low = mid
        else:
            high = mid
    return math.floor(low * 100) / 100
