"""The game on the table, as the window's controls show it: the title, the dice, the card,
the turn banner, the buttons, the help line, the clock, the saving and solving notes, and
the part of the game beside the card (each game's, made the first time one is dealt).

The presenter follows the controller's signals and changes nothing in the game; the window
builds the controls and wires the signals here. The texts keep the window's translation
context ("MainWindow").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QFont, QFontMetrics
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QStatusBar, QVBoxLayout

from yachtdice.core import GameState
from yachtdice.core.game import Place
from yachtdice.core.modes import mode_for
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.board.dice_tray import DiceTray
from yachtdice.ui.board.scorecard_model import ScorecardModel
from yachtdice.ui.board.scorecard_view import ScorecardView
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import GamePart, Table, game_ui
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.session import APP_TITLE, UNAVAILABLE
from yachtdice.ui.table.turn_text import over_for_room, turn_texts
from yachtdice.ui.widgets.plain import plain_tip
from yachtdice.ui.widgets.theme import mark_player
from yachtdice.ui.widgets.window_geometry import elided

if TYPE_CHECKING:
    from yachtdice.ui.table.classroom import Classroom
    from yachtdice.ui.table.on_demand import StatusNotes

_TITLE = QT_TRANSLATE_NOOP("MainWindow", "{app} — {rules}")
_CLOCK = QT_TRANSLATE_NOOP("MainWindow", "{minutes}:{seconds} left this turn")
_NOT_SAVING = QT_TRANSLATE_NOOP("MainWindow", "Not saving: {problem}")
#: how long the end of a game waits before its dialog opens (the last box is seen first)
END_PAUSE_MS = 350


class Window(Table, Protocol):
    """The window's controls the presenter shows the game on."""

    @property
    def controller(self) -> GameController: ...
    @property
    def settings(self) -> Settings: ...
    @property
    def model(self) -> ScorecardModel: ...
    @property
    def scorecard(self) -> ScorecardView: ...
    @property
    def tray(self) -> DiceTray: ...
    @property
    def turn_label(self) -> QLabel: ...
    @property
    def clock_label(self) -> QLabel: ...
    @property
    def help_label(self) -> QLabel: ...
    @property
    def hint_label(self) -> QLabel: ...
    @property
    def notes(self) -> StatusNotes: ...
    @property
    def roll_button(self) -> QPushButton: ...
    @property
    def undo_button(self) -> QPushButton: ...
    @property
    def hint_button(self) -> QPushButton: ...
    @property
    def hurry_button(self) -> QPushButton: ...
    @property
    def undo_action(self) -> QAction: ...
    #: where a game's panel goes: beside the card, or under the dice
    @property
    def card_side(self) -> QHBoxLayout: ...
    @property
    def dice_side(self) -> QVBoxLayout: ...
    @property
    def in_classroom(self) -> bool: ...
    @property
    def classroom(self) -> Classroom: ...
    @property
    def classroom_made(self) -> Classroom | None: ...

    def setWindowTitle(self, title: str) -> None: ...
    def statusBar(self) -> QStatusBar: ...
    def show_game_actions(self, mode_id: str) -> None: ...
    def show_end(self, state: GameState) -> None: ...


class TurnBanner(QObject):
    """The turn line, cut to its width (the whole text in its tooltip) whenever its text
    or its width changes: its width follows the card's (as wide as its names need), not
    only the window's."""

    def __init__(self, label: QLabel) -> None:
        super().__init__(label)
        self.label = label
        self.text = ""
        self._fitting = False
        label.installEventFilter(self)

    def set_text(self, text: str) -> None:
        self.text = text
        self.label.setToolTip(plain_tip(text))
        self.fit()

    def fit(self) -> None:
        """The text cut to the label's width. Shown to a room (the label's ``room_px``
        property: the type the classroom view gives it) a longer text first takes smaller
        type, down to ``room_least`` px: "Game over: a tie, Ben wins the tie-break" whole."""
        if self._fitting:
            return
        self._fitting = True
        try:
            width = max(60, self.label.width() - 4)
            room_px, least = self.label.property("room_px"), self.label.property("room_least")
            if isinstance(room_px, int) and isinstance(least, int):
                width = max(60, self.label.contentsRect().width() - 4)   # its padding out
                font = QFont(self.label.font())
                size = room_px
                font.setPixelSize(size)
                while size > least and QFontMetrics(font).horizontalAdvance(self.text) > width:
                    size -= 1
                    font.setPixelSize(size)
                if font != self.label.font():
                    self.label.setFont(font)
            self.label.setText(elided(QFontMetrics(self.label.font()), self.text, width))
        finally:
            self._fitting = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.label and event.type() in (QEvent.Type.Resize,
                                                      QEvent.Type.DynamicPropertyChange):
            self.fit()
        return False


class TablePresenter(QObject):
    """Shows the game on ``window``'s controls, following its controller (``parent``: the
    window, which it goes with)."""

    def __init__(self, window: Window, parent: QObject) -> None:
        super().__init__(parent)
        self._window = window
        self._parts: dict[str, GamePart] = {}  # each game's part, made when first dealt
        self._part = GamePart(window)          # the part of the game on the table
        self.banner = TurnBanner(window.turn_label)

    # -- the game's part -------------------------------------------------------------------------
    def part(self, mode_id: str) -> GamePart:
        """The window's part of the game ``mode_id`` (made the first time it is asked for)."""
        part = self._parts.get(mode_id)
        if part is None:
            make = game_ui(mode_id).part
            part = make(self._window) if make is not None else GamePart(self._window)
            self._parts[mode_id] = part
            if part.panel is not None:
                part.panel.hide()
                if part.panel_under_dice:
                    side = self._window.dice_side
                    side.insertWidget(side.count() - 1, part.panel, 100)
                else:
                    self._window.card_side.addWidget(part.panel, 2)
        return part

    def current_part(self) -> GamePart:
        """The part of the game on the table."""
        return self._part

    def book(self, box_id: str) -> None:
        """A box chosen on the scorecard: the game books it (pip dice score it; letter dice
        claim it with the words in the claim panel); a claim that is not legal says why and
        changes nothing."""
        self._part.book(box_id)

    def book_place(self, place: Place) -> None:
        """A box of one column chosen on a card with several columns per player: the game
        books it there."""
        self._part.book_place(place)

    def hint(self) -> None:
        """H: the game's hint (the strategy engine for pip dice, the word finder for letters);
        a timed turn's time waits while it is worked out."""
        with self._window.controller.hourglass.held():
            self._part.hint()

    # -- following the controller ----------------------------------------------------------------
    def game_started(self, state: GameState) -> None:
        w = self._window
        w.setWindowTitle(translated(_TITLE.format(app=APP_TITLE, rules=state.ruleset.name)))
        w.tray.show_state(state)
        w.model.set_state(state)
        part = self.part(state.mode)
        if part is not self._part:
            self._part.leave()
            self._part = part
        part.begin(state)
        part.show(state)
        if w.in_classroom:  # this game's panel joins the room's layout
            w.classroom.leave()
            w.classroom.enter()
        w.show_game_actions(state.mode)
        w.show_message("")

    def state_changed(self, state: GameState) -> None:
        w = self._window
        w.hint_label.setText("")
        if not w.tray.rolling:
            w.tray.show_state(state)
        if state is not w.model.state:  # not the deal the card was just given
            w.model.set_state(state)
        self.refresh(state)
        self._part.show(state)
        if self._part.focus(state):
            return  # the game put the keyboard where it wants it
        if not state.finished and not w.controller.computer_turn and state.dice is not None:
            w.scorecard.focus_first_open_box()
        elif state.dice is None:
            w.scorecard.clearSelection()

    def time_up(self, flag: bool) -> None:
        self._part.zero_only(flag)
        state = self._window.controller.state
        if state is not None:  # the Roll button and help say so at once
            self.refresh(state, rolling=self._window.tray.rolling)

    def roll_started(self, before: GameState, after: GameState) -> None:
        w = self._window
        speed = "fast" if w.controller.hurrying and w.settings.speed == "normal" else None
        self.refresh(after, rolling=True)
        w.tray.animate_roll(before, after, speed)

    def point_at(self, place: Place) -> None:
        """The card's cursor on a place of the player at play (a computer's choice too)."""
        w = self._window
        state = w.controller.state
        if state is not None:
            w.scorecard.setCurrentIndex(w.model.index_of(state.current, place))

    def game_over(self, state: GameState) -> None:
        self.refresh(state)
        QTimer.singleShot(END_PAUSE_MS, self, lambda: self._window.show_end(state))

    def refresh(self, state: GameState, rolling: bool = False) -> None:
        """The banner, the buttons, the help line and the status bar for ``state``."""
        w, controller = self._window, self._window.controller
        computer = not state.finished and state.player.computer
        # a seat played at another computer (an online game's): none of its controls here
        elsewhere = not state.finished and controller.computer_turn and not computer
        texts = turn_texts(state, controller.out_of_time, elsewhere)
        room = w.classroom_made
        # shown to a room, the end says who won: "Game over" alone left the class asking
        self.banner.set_text(over_for_room(state) if state.finished and w.in_classroom
                             else texts.turn)
        if room is not None:  # the player's colour, whole banner in a classroom
            room.refresh_banner()
        else:
            mark_player(w.turn_label, None if state.finished else state.current)
        label = texts.roll
        if w.roll_button.isHidden() != controller.real_dice:  # only a change lays out again
            w.roll_button.setVisible(not controller.real_dice)  # real dice: thrown at the table
        w.roll_button.setText(label)
        w.roll_button.setEnabled(not rolling and not computer and not elsewhere and
                                 controller.roll_problem() is None)
        w.roll_button.setAccessibleName(label.replace("&", ""))
        w.undo_button.setEnabled(not rolling and controller.can_undo)
        w.undo_action.setEnabled(w.undo_button.isEnabled())
        can_hint = not computer and not elsewhere and not rolling and not state.finished and \
            state.dice is not None and mode_for(state.ruleset).hints
        w.hint_button.setEnabled(can_hint)
        w.hurry_button.setVisible(computer)
        if controller.real_dice and not state.finished:
            from yachtdice.ui.table.real_dice import real_help  # with the first real dice

            w.help_label.setText(real_help(state))
        else:
            w.help_label.setText(texts.help)
        w.statusBar().showMessage(texts.status)

    # -- the clock, saving and solving -----------------------------------------------------------
    def show_clock(self, seconds: object) -> None:
        label = self._window.clock_label
        label.setVisible(isinstance(seconds, int))
        if isinstance(seconds, int):
            label.setText(translated(_CLOCK.format(minutes=str(seconds // 60),
                                                   seconds=f"{seconds % 60:02d}")))

    def show_save_problem(self, problem: str | None) -> None:
        """A lasting note in the status bar while games are not being saved."""
        text = problem if problem is None or problem == translated(UNAVAILABLE) else \
            translated(_NOT_SAVING.format(problem=problem))
        label = self._window.notes.save_label
        label.setText(text or "")
        label.setToolTip(plain_tip(text or ""))
        label.setVisible(bool(text))

    def solve_progress(self, _name: str, fraction: float) -> None:
        w = self._window
        w.notes.solve_bar.setValue(int(fraction * 100))
        for widget in (w.notes.solve_label, w.notes.solve_bar, w.notes.solve_cancel):
            widget.show()

    def solve_finished(self, _name: str) -> None:
        w = self._window
        for widget in (w.notes.solve_label, w.notes.solve_bar, w.notes.solve_cancel):
            widget.hide()
