"""The game window: scorecard on the left, dice and controls on the right, menus on top.

It builds, wires and lays out. Behaviour lives in its collaborators: the controller
(turn flow, computers, saving), the presenter (the game as the controls show it, and each
game's part beside the card), the dealer (which game is on the table), the menus, the
window opener (every dialog and window it opens, reviews too), the session keeper (the
history, resuming, unfinished games, the one-copy lease), the game's own part (its claim
panel beside the card, how a box is booked, its hint; :mod:`yachtdice.ui.modes`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QGuiApplication, QIcon
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.game import Place
from yachtdice.ui.board.dice_tray import DiceTray
from yachtdice.ui.board.scorecard_model import ScorecardModel
from yachtdice.ui.board.scorecard_view import ScorecardView
from yachtdice.ui.i18n import (
    app_language,
    choose,
    shipped,
    start_language,
    take_language_notice,
    translated,
)
from yachtdice.ui.modes import card_for, faces_for, level_name
from yachtdice.ui.settings import Settings, take_notice
from yachtdice.ui.table.accessibility import make_accessible
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.dealer import Dealer
from yachtdice.ui.table.language import DESKTOP
from yachtdice.ui.table.menus import TableMenus
from yachtdice.ui.table.on_demand import KeysOnDemand, RealDiceSpot, StatusNotes
from yachtdice.ui.table.opening import WindowOpener
from yachtdice.ui.table.presenter import TablePresenter
from yachtdice.ui.table.session import APP_TITLE, SessionKeeper
from yachtdice.ui.table.sound import SoundPlayer
from yachtdice.ui.widgets.plain import plain_tip
from yachtdice.ui.widgets.window_geometry import WrapLabel
from yachtdice.ui.widgets.window_geometry import place as place_window

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QMessageBox

    from yachtdice.store import Store
    from yachtdice.ui.dialogs.end_game import EndDialog
    from yachtdice.ui.table.classroom import Classroom

__all__ = ["APP_TITLE", "X11_LARGEST_ICON", "MainWindow", "app_icon", "icon_sizes"]
MESSAGE_MS = 6000
#: the largest window icon handed to X11 (px). There Qt decodes every size of the window's
#: icon at show() and copies each into the window's _NET_WM_ICON for the window manager,
#: taskbars and docks, which draw a window's icon at 16 to 128 px, a zooming dock's at up
#: to 256; the 512 px size (1 MB of the property) cost ~11 ms of the start's CPU for no
#: picture anyone sees. (On a scaled screen Qt 6.11 hands X11 one small size, 32 px at
#: 2x, in place of each size: the same picture with or without the 512 px size.)
X11_LARGEST_ICON = 256


def icon_sizes(platform: str) -> tuple[int, ...]:
    """The icon sizes given to windows on Qt's ``platform`` plug-in: every rendered size,
    but on X11 (``xcb``) none over :data:`X11_LARGEST_ICON`. (Windows reads only the
    sizes it draws; macOS's Dock may draw the application's at 512 px.)"""
    from yachtdice.resources import ICON_SIZES

    return tuple(s for s in ICON_SIZES if platform != "xcb" or s <= X11_LARGEST_ICON)


def app_icon() -> QIcon:
    """The window icon: the PNGs rendered from the packaged SVG (packaging/render-icons),
    in the sizes the running platform uses (:func:`icon_sizes`)."""
    from yachtdice.resources import icon_png

    icon = QIcon()
    for size in icon_sizes(QGuiApplication.platformName()):
        icon.addFile(str(icon_png(size)), QSize(size, size))
    return icon


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController | None = None,
                 settings: Settings | None = None, open_store: bool = True) -> None:
        super().__init__()
        # Qt decides when the window goes (closed and deleted, or the program's end), never
        # Python's garbage collector, which may run on a worker thread: the window and its
        # collaborators refer to each other, and widgets and timers must be torn down on the
        # GUI thread. The connection keeps the Python window until Qt deletes it, and the
        # window keeps its controller as a Qt child.
        self.destroyed.connect(lambda *_, window=self: None)
        self.controller = controller or GameController(parent=self)
        if self.controller.parent() is None:
            self.controller.setParent(self)
        self.settings = settings or Settings()
        self.controller.speed = self.settings.speed
        self.sound = SoundPlayer(self)
        self.sound.enabled = self.settings.sound
        self.session = SessionKeeper(self, self.controller)
        self.dialog: QDialog | None = None        # the dialog opened last
        self.end_dialog: EndDialog | None = None  # the end of the last game
        self.setWindowTitle(APP_TITLE)
        self.setWindowIcon(app_icon())
        self._build()
        self._collaborators(open_store)
        self._connect()
        self.announcer = make_accessible(self, self)  # descriptions, Tab order, announcements
        self.controller.state_changed.connect(self.announcer.state)
        place_window(self, self.settings.geometry)  # on the screen, whole

    # -- building --------------------------------------------------------------------------------
    def _build(self) -> None:
        self.model = ScorecardModel(self, cards=card_for, level_name=level_name)
        self.scorecard = ScorecardView()
        self.scorecard.setModel(self.model)
        self.scorecard.setMinimumWidth(300)

        self.turn_label = QLabel()
        self.turn_label.setObjectName("turn")
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.turn_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.turn_label.setFont(font)
        self.turn_font = QFont(font)  # the banner's usual type (the classroom view grows it)
        self.turn_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        self.tray = DiceTray(faces=faces_for)
        self.tray.speed = self.settings.speed
        self._build_buttons()

        self.help_label = WrapLabel()
        self.help_label.setObjectName("help")
        self.message_label = WrapLabel()
        self.message_label.setObjectName("message")
        self.message_label.setAccessibleName(self.tr("Message"))
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(lambda: self.message_label.setText(""))

        self.clock_label = QLabel()
        self.clock_label.setTextFormat(Qt.TextFormat.PlainText)
        self.clock_label.setAccessibleName(self.tr("Time left this turn"))
        self.clock_label.hide()

        self.hint_label = WrapLabel()
        self.hint_label.setObjectName("hint")
        self.hint_label.setAccessibleName(self.tr("Hint"))
        self._lay_out()
        # the field real dice are typed into: made for the first game of real dice
        self.real_dice = RealDiceSpot(self.controller, self.scorecard, self.dice_side,
                                      self.tray, self.hurry_button)
        self._build_status()

    def _build_buttons(self) -> None:
        self.roll_button = QPushButton(self.tr("&Roll"))
        self.roll_button.setObjectName("roll")
        self.roll_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # clicks leave focus on the card
        self.roll_button.setMinimumHeight(44)
        bigger = QFont(self.roll_button.font())
        bigger.setPointSizeF(bigger.pointSizeF() * 1.2)
        bigger.setBold(True)
        self.roll_button.setFont(bigger)
        self.undo_button = QPushButton(self.tr("&Undo"))
        self.hint_button = QPushButton(self.tr("&Hint"))
        self.hint_button.setToolTip(plain_tip(self.tr(
            "The best move and the next two, from the strategy engine "
            "(H). Using it marks the game as assisted.")))
        self.hurry_button = QPushButton(self.tr("Hurry (Space)"))
        for button in (self.undo_button, self.hint_button, self.hurry_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setMinimumHeight(44)
        self.hurry_button.hide()
        self.button_row = QWidget()
        buttons = QHBoxLayout(self.button_row)
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.roll_button, 3)
        buttons.addWidget(self.hint_button, 1)
        buttons.addWidget(self.undo_button, 1)
        buttons.addWidget(self.hurry_button, 1)

    def _lay_out(self) -> None:
        right = QVBoxLayout()
        right.addWidget(self.turn_label)
        right.addWidget(self.clock_label)
        right.addWidget(self.tray, 3)  # the real dice's field comes after it (real_dice)
        right.addWidget(self.button_row)
        right.addWidget(self.help_label)
        right.addWidget(self.hint_label)
        right.addWidget(self.message_label)
        right.addStretch()  # the room the dice do not take (they stop at their largest)
        # the help line keeps room for two lines: the dice keep their size when it wraps
        self.help_label.setMinimumHeight(2 * self.help_label.fontMetrics().lineSpacing())
        self.dice_side = right  # a game's panel may sit under the dice (TablePresenter.part)

        left = QHBoxLayout()
        left.addWidget(self.scorecard)  # a game's panel joins it (TablePresenter.part)
        self.card_side = left

        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setSpacing(14)
        layout.addLayout(left)      # the card as wide as its names and numbers need,
        layout.addLayout(right, 1)  # the dice's side the rest
        self.setCentralWidget(central)
        self._classroom: Classroom | None = None  # made when first shown (View menu)

    def _build_status(self) -> None:
        self.status = self.statusBar()
        # its notes on saving and solving: made when first shown (after the first paint)
        self.notes = StatusNotes(self.status, self.controller.engines.cancel)

    def _collaborators(self, open_store: bool) -> None:
        """The window's collaborators, and their commands by name (for the menus, the
        dialogs and a game's part, which call the window; and for the window's tests)."""
        self.presenter = TablePresenter(self, self)
        self.part, self.current_part = self.presenter.part, self.presenter.current_part
        self.score_box, self.ask_hint = self.presenter.book, self.presenter.hint
        self.opener = opener = WindowOpener(self)
        self.new_game_dialog, self.show_history = opener.new_game_dialog, opener.show_history
        self.show_statistics, self.show_high_scores = \
            opener.show_statistics, opener.show_high_scores
        self.show_house_rules, self.show_rules = opener.show_house_rules, opener.show_rules
        self.show_shortcuts, self.show_about = opener.show_shortcuts, opener.show_about
        self.show_end = opener.show_end
        self.review_record, self._review_game_id = opener.review_record, opener.review_game_id
        self.dealer = dealer = Dealer(self, open_store)
        self.deal = dealer.deal
        self.new_game, self.play_again = dealer.new_game, dealer.play_again
        self.inform, self.rulesets = self.session.inform, self.session.rulesets
        self.menus = menus = TableMenus(self, self)
        self.game_menu, self.show_game_actions = menus.game_menu, menus.show_game_actions
        self.game_actions = menus.game_actions  # a game's own commands (Print…)
        self.new_action, self.again_action = menus.new_action, menus.again_action
        self.unfinished_action, self.undo_action = menus.unfinished_action, menus.undo_action
        self.hint_action, self.scores_action = menus.hint_action, menus.scores_action
        self.history_action, self.stats_action = menus.history_action, menus.stats_action
        self.house_rules_action = menus.house_rules_action
        self.classroom_action = menus.classroom_action
        self.full_screen_action = menus.full_screen_action

    def _connect(self) -> None:
        # the shortcuts once the window is painted, or at the first key or menu opened
        self.keys = KeysOnDemand(self, lambda: give_shortcuts(self), self.menus.bar_menus)
        c, shown = self.controller, self.presenter
        c.game_started.connect(shown.game_started)
        c.state_changed.connect(shown.state_changed)
        c.roll_started.connect(shown.roll_started)
        c.computer_choice.connect(shown.point_at)
        c.game_over.connect(shown.game_over)
        self.real_dice.message.connect(self.show_message)  # the game's (RealDiceSpot)
        c.sound.connect(self.sound.play)
        c.saving.connect(shown.show_save_problem)
        self.session.message.connect(self.show_message)
        self.session.save_problem.connect(shown.show_save_problem)
        self.tray.die_clicked.connect(c.toggle_hold)
        self.tray.roll_finished.connect(c.roll_done)
        self.scorecard.score_requested.connect(self.score_box)
        self.scorecard.place_requested.connect(self.presenter.book_place)
        c.time_up.connect(shown.time_up)
        c.clock.connect(shown.show_clock)
        self.roll_button.clicked.connect(self.roll_or_hurry)
        self.undo_button.clicked.connect(c.undo)
        self.hint_button.clicked.connect(self.ask_hint)
        self.hurry_button.clicked.connect(c.hurry)
        engines = c.engines
        engines.progress.connect(shown.solve_progress)
        engines.status.connect(self.notes.solve_status)  # the stage and the time left
        engines.finished.connect(shown.solve_finished)
        engines.failed.connect(self.show_message)

    def start(self) -> None:
        """Deal a game from the last setup at once, then open the history in the background
        (a method of the window's own: a window made for a test or a probe extends it)."""
        self.dealer.start()
        if (notice := take_notice()) is not None:  # settings set aside: said once, after
            self.show_message(translated(notice))  # the new game has cleared the line
        if (refused := take_language_notice()) is not None:  # a damaged translation
            self.show_message(refused)

    # -- the history, through the session keeper -------------------------------------------------
    @property
    def store(self) -> Store | None:
        return self.session.store

    @property
    def resume_box(self) -> QMessageBox | None:
        return self.session.resume_box

    @property
    def notice_box(self) -> QMessageBox | None:
        return self.session.notice_box

    # -- what a game's part uses of the table (ui.modes.Table) -----------------------------------
    def show_message(self, text: str) -> None:
        self.message_label.setText(text)
        if text:
            self._message_timer.start(MESSAGE_MS)

    def shown_message(self) -> str:
        """The message on show now."""
        return self.message_label.text()

    def show_hint(self, text: str) -> None:
        self.hint_label.setText(text)

    def setup(self) -> Mapping[str, Any]:
        """New Game's choices, as remembered (a game's parts read their options here)."""
        return self.settings.last_setup or {}

    def select_box(self, category_id: str) -> None:
        """Put the card's cursor on a box of the player at play."""
        self.presenter.point_at(Place(category_id))

    def settle_dice(self) -> None:
        """A roll in flight lands at once."""
        if self.tray.rolling:
            self.tray.finish_now()

    def hold_key(self, die: int) -> None:
        """A number key holds or releases a die; pressed mid-roll, the dice settle first."""
        if self.tray.rolling and not self.controller.computer_turn:
            self.tray.finish_now()
        self.controller.toggle_hold(die)

    # -- commands --------------------------------------------------------------------------------
    def roll_or_hurry(self) -> None:
        if self.controller.real_dice:  # the players throw their own: the keyboard to the field
            self.real_dice.entry.field.setFocus()
        elif self.controller.computer_turn:
            self.controller.hurry()
            self.tray.finish_now()
        else:
            self.controller.roll()

    def set_speed(self, speed: str) -> None:
        self.settings.speed = speed
        self.tray.speed = speed
        self.controller.speed = speed

    def set_sound(self, on: bool) -> None:
        self.settings.sound = on
        self.sound.enabled = on

    # -- the view: the classroom, the full screen ------------------------------------------------
    @property
    def classroom(self) -> Classroom:
        """The same table laid out for a room (View ▸ Classroom), made when first asked for."""
        if self._classroom is None:
            from yachtdice.ui.table.classroom import Classroom

            self._classroom = Classroom(self)
            self._classroom.stack.show()  # in place of the table's own, on a shown window
        return self._classroom

    @property
    def classroom_made(self) -> Classroom | None:
        """The classroom view if it was ever shown (None: never)."""
        return self._classroom

    @property
    def in_classroom(self) -> bool:
        """Whether the table is laid out for a room now."""
        return self._classroom is not None and self._classroom.on

    def set_classroom(self, on: bool) -> None:
        """View ▸ Classroom: the table laid out for a room, or back."""
        if on:
            self.classroom.enter()
        elif self._classroom is not None:
            self._classroom.leave()
        state = self.controller.state
        if state is not None and state.finished:  # the banner says who won to a room
            self.presenter.refresh(state)
        if self.classroom_action.isChecked() != on:
            self.classroom_action.setChecked(on)

    def set_full_screen(self, on: bool) -> None:
        """View ▸ Full Screen (F11): the whole screen, or the window as it was."""
        if on:
            self.showFullScreen()
        else:
            self.showNormal()
        if self.full_screen_action.isChecked() != on:
            self.full_screen_action.setChecked(on)

    # -- the language ----------------------------------------------------------------------------
    def set_language(self, code: str | None) -> MainWindow:
        """Settings ▸ Language: speak ``code`` (None: the desktop's language) from now on and
        remember it. A widget takes its texts when it is made, so the window is made again in
        the new language around the same game; the window now on the screen (this one if the
        language did not change). An open window that refuses to close (House Rules with
        changes the player keeps: Cancel) keeps the language as it was, asked before anything
        is made again."""
        before = app_language().code
        if choose(code, QLocale.system().uiLanguages(), shipped()) != before \
                and not self._dialogs_closed():
            self.menus.language_actions[self.settings.language or DESKTOP].setChecked(True)
            return self  # the switch abandoned: its menu check back on the language spoken
        self.settings.language = code
        self.settings.sync()
        if start_language(code) == before:
            return self  # the same language (the desktop's may be the one already spoken)
        return made_again(self)

    def _dialogs_closed(self) -> bool:
        """Close the open windows of this one, each asked first (unsaved changes; an online
        room's game, its lobby shown or hidden); False when one of them stays open."""
        from PySide6.QtWidgets import QDialog

        return all(closed(dialog, self) for dialog in self.findChildren(QDialog))

    # -- window events ---------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(1080, 720)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._dialogs_closed():  # one stays (Cancel): the program stays open with it
            event.ignore()
            return
        if self.isFullScreen():
            self.set_full_screen(False)  # the next start opens as a window, not full screen
        self.settings.geometry = self.saveGeometry()
        self.settings.sync()
        from PySide6.QtWidgets import QDialog

        for dialog in self.findChildren(QDialog):
            dialog.close()  # their background work stops before the history closes
        self.controller.engines.shut_down()  # a background solve must not outlive the window
        self.session.close()  # the game kept, with its turn's time left
        self.controller.computers.stop()  # then no computer's next move, nor the turn's clock
        self.controller.hourglass.stop()
        super().closeEvent(event)


def closed(dialog: QDialog, window: MainWindow) -> bool:
    """Close ``dialog`` of ``window`` if it is open, asked first; False if it stays. A dialog
    with ``close_asked(window)`` is asked even when hidden (an online room's lobby: its room
    stays open behind it). One gone meanwhile (a question answered while another asked)
    stays nowhere."""
    from shiboken6 import Shiboken

    if not Shiboken.isValid(dialog):
        return True
    asked = getattr(dialog, "close_asked", None)
    if callable(asked):
        return bool(asked(window))
    return not dialog.isVisible() or dialog.close()


def give_shortcuts(window: MainWindow) -> None:
    """The window's shortcuts (its own and its menus'): see :class:`KeysOnDemand`."""
    from PySide6.QtGui import QKeySequence, QShortcut

    for key in ("Space", "R"):
        QShortcut(QKeySequence(key), window, window.roll_or_hurry)
    # from the word field of letter dice, where Space and R are typed
    QShortcut(QKeySequence("Ctrl+R"), window, window.roll_or_hurry)
    QShortcut(QKeySequence("Esc"), window, window.controller.hurry)
    for n in range(1, 9):
        QShortcut(QKeySequence(str(n)), window, lambda n=n: window.hold_key(n - 1))
    window.menus.give_shortcuts()


def made_again(old: MainWindow) -> MainWindow:
    """The window ``old`` made again in the language now installed, in its place and size,
    carrying over the game on the table (the controller: its record, dice, holds and
    clock), the open history with this copy's lease, and the view."""
    old.settle_dice()  # a roll in flight lands first: its end belongs to this tray
    from PySide6.QtWidgets import QDialog, QLineEdit

    def fields(window: MainWindow) -> list[QLineEdit]:
        panel = window.current_part().panel
        return [] if panel is None else panel.findChildren(QLineEdit)

    typed = [field.text() for field in fields(old)]  # the words of a claim being typed

    for dialog in old.findChildren(QDialog):
        dialog.close()  # their background work stops with them, as when the window closes
    store = old.session.store
    new = MainWindow(old.controller, old.settings, open_store=False)
    old.controller.setParent(new)
    if store is not None:
        new.session.store = store
        old.session.store = None
    else:  # still opening: this keeper closes what it gets, the new one opens its own
        new.session.open_store()
    old.session.close()
    new.setGeometry(old.geometry())
    state = old.controller.state
    if state is not None:
        new.presenter.game_started(state)
        new.presenter.state_changed(state)
        new.real_dice.follow(state)
        if old.real_dice.made and new.real_dice.made:  # real dice being typed
            new.real_dice.entry.field.setText(old.real_dice.entry.field.text())
        again = fields(new)
        if len(again) == len(typed):
            for field, text in zip(again, typed, strict=True):
                field.setText(text)
    if old.in_classroom:
        new.set_classroom(True)
    if old.isFullScreen():
        new.set_full_screen(True)
    elif old.isMaximized():
        new.showMaximized()
    else:
        new.show()
    new.scorecard.setFocus()
    old.hide()
    old.deleteLater()  # not closed: closing would end the game's engines and history
    return new
