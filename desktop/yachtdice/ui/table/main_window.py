"""The game window: scorecard on the left, dice and controls on the right, menus on top.

It builds, wires and lays out. Behaviour lives in its collaborators: the controller
(turn flow, computers, saving), the session keeper (the history, resuming, unfinished
games, the one-copy lease), the game's own part (its claim panel beside the card, how a
box is booked, its hint; :mod:`yachtdice.ui.modes`), and the dialogs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QFont,
    QFontMetrics,
    QIcon,
    QKeySequence,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core import GameRecord, GameState, Player
from yachtdice.core.game import Place
from yachtdice.core.modes import mode_for, ruleset_by_id
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store import StoreError
from yachtdice.ui.board.dice_tray import DiceTray
from yachtdice.ui.board.scorecard_model import ScorecardModel
from yachtdice.ui.board.scorecard_view import ScorecardView
from yachtdice.ui.dialogs.setup import setup_to_game, turn_seconds
from yachtdice.ui.i18n import app_language, start_language, translated
from yachtdice.ui.jobs.runner import app_runner
from yachtdice.ui.modes import GamePart, card_for, faces_for, game_ui, level_name
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.accessibility import make_accessible
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.language import language_menu
from yachtdice.ui.table.session import APP_TITLE, UNAVAILABLE, SessionKeeper
from yachtdice.ui.table.sound import SoundPlayer, show_setting
from yachtdice.ui.table.turn_text import turn_texts
from yachtdice.ui.widgets.plain import plain_tip
from yachtdice.ui.widgets.theme import ProgressBar, mark_player, theme_menu
from yachtdice.ui.widgets.window_geometry import WrapLabel
from yachtdice.ui.widgets.window_geometry import place as place_window

if TYPE_CHECKING:  # the dialogs and windows are imported when first opened
    from PySide6.QtWidgets import QDialog, QMessageBox

    from yachtdice.store import Store
    from yachtdice.ui.dialogs.end_game import EndDialog
    from yachtdice.ui.dialogs.new_game import NewGameDialog
    from yachtdice.ui.dialogs.rules_help import TextDialog
    from yachtdice.ui.table.classroom import Classroom
    from yachtdice.ui.windows.highscores import HighScoresDialog
    from yachtdice.ui.windows.history import HistoryDialog
    from yachtdice.ui.windows.house_rules.window import RulesetEditor

__all__ = ["APP_TITLE", "MainWindow", "app_icon"]
MESSAGE_MS = 6000

_TITLE = QT_TRANSLATE_NOOP("MainWindow", "{app} — {rules}")
_CLOCK = QT_TRANSLATE_NOOP("MainWindow", "{minutes}:{seconds} left this turn")
_NOT_SAVING = QT_TRANSLATE_NOOP("MainWindow", "Not saving: {problem}")
_NO_REVIEW = QT_TRANSLATE_NOOP("MainWindow", "{rules} has no review.")
_WORKING_OUT = QT_TRANSLATE_NOOP("MainWindow",
                                 "Working out the best play for {rules} to review the game…")
_RULES_TITLE = QT_TRANSLATE_NOOP("MainWindow", "Rules — {rules}")
_ABOUT_MENU = QT_TRANSLATE_NOOP("MainWindow", "&About {app}")
_ABOUT = QT_TRANSLATE_NOOP("MainWindow", "{app} {version}: Yahtzee, Yatzy, Maxi Yatzy, Yacht, "
                           "Word Yahtzee, Place Value Yahtzee and your own house rules, "
                           "scored exactly. MIT licence.")


def app_icon() -> QIcon:
    """The window icon: the PNGs rendered from the packaged SVG (packaging/render-icons)."""
    from yachtdice.resources import ICON_SIZES, icon_png

    icon = QIcon()
    for size in ICON_SIZES:
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
        self._parts: dict[str, GamePart] = {}  # each game's part, made when first dealt
        self._own_actions: dict[str, Sequence[QAction]] = {}  # each game's Game menu commands
        self._shown_actions: Sequence[QAction] = ()
        self._part = GamePart(self)             # the part of the game on the table
        self._open_store = open_store
        self._turn_text = ""
        self.dialog: QDialog | None = None
        self.end_dialog: EndDialog | None = None
        self.setWindowTitle(APP_TITLE)
        self.setWindowIcon(app_icon())
        self._build()
        self._menus()
        self._shortcuts()
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
        self.turn_label.installEventFilter(self)  # elided again whenever its width changes

        self.tray = DiceTray(faces=faces_for)
        self.tray.speed = self.settings.speed

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

        self.button_row = QWidget()
        buttons = QHBoxLayout(self.button_row)
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.roll_button, 3)
        buttons.addWidget(self.hint_button, 1)
        buttons.addWidget(self.undo_button, 1)
        buttons.addWidget(self.hurry_button, 1)

        self.hint_label = WrapLabel()
        self.hint_label.setObjectName("hint")
        self.hint_label.setAccessibleName(self.tr("Hint"))

        right = QVBoxLayout()
        right.addWidget(self.turn_label)
        right.addWidget(self.clock_label)
        right.addWidget(self.tray, 3)
        right.addWidget(self.button_row)
        right.addWidget(self.help_label)
        right.addWidget(self.hint_label)
        right.addWidget(self.message_label)
        right.addStretch()  # the room the dice do not take (they stop at their largest)
        # the help line keeps room for two lines: the dice keep their size when it wraps
        self.help_label.setMinimumHeight(2 * self.help_label.fontMetrics().lineSpacing())
        self._right = right  # a game's panel may sit under the dice (part())

        left = QHBoxLayout()
        left.addWidget(self.scorecard)  # a game's panel joins it (part())
        self._left = left

        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setSpacing(14)
        layout.addLayout(left)      # the card as wide as its names and numbers need,
        layout.addLayout(right, 1)  # the dice's side the rest
        self.setCentralWidget(central)
        self._classroom: Classroom | None = None  # made when first shown (View menu)
        self.status = self.statusBar()
        self.solve_label = QLabel()
        self.solve_label.setTextFormat(Qt.TextFormat.PlainText)
        self.solve_bar = ProgressBar()
        self.solve_bar.setRange(0, 100)
        self.solve_bar.setMaximumWidth(180)
        self.solve_cancel = QPushButton(self.tr("Cancel"))
        self.solve_cancel.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.save_label = QLabel()
        self.save_label.setObjectName("saving")
        self.save_label.setTextFormat(Qt.TextFormat.PlainText)
        for w in (self.save_label, self.solve_label, self.solve_bar, self.solve_cancel):
            self.status.addPermanentWidget(w)
            w.hide()

    def _menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self.new_action = self._action(game, self.tr("&New Game…"), self.new_game,
                                       QKeySequence.StandardKey.New)
        self.again_action = self._action(game, self.tr("Play &Again"), self.play_again)
        self.unfinished_action = self._action(game, self.tr("Un&finished Games…"),
                                              self.session.show_unfinished)
        game.addSeparator()
        self.undo_action = self._action(game, self.tr("&Undo"), self.controller.undo,
                                        QKeySequence.StandardKey.Undo)
        game.addSeparator()
        self.hint_action = self._action(game, self.tr("&Hint"), self.ask_hint, QKeySequence("H"))
        game.addSeparator()
        self.scores_action = self._action(game, self.tr("&High Scores…"), self.show_high_scores,
                                          QKeySequence("Ctrl+H"))
        self.history_action = self._action(game, self.tr("Hi&story…"), self.show_history)
        self.stats_action = self._action(game, self.tr("S&tatistics…"), self.show_statistics,
                                         QKeySequence("Ctrl+T"))
        self.house_rules_action = self._action(game, self.tr("House &Rules…"),
                                               self.show_house_rules)
        # the game on the table's own commands go between these two (game_actions())
        self._own_actions_start = game.addSeparator()
        self._own_actions_start.setVisible(False)
        self._own_actions_end = game.addSeparator()
        self._action(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.game_menu = game

        view = bar.addMenu(self.tr("&View"))
        self.classroom_action = QAction(self.tr("&Classroom"), self, checkable=True)
        self.classroom_action.setShortcut(QKeySequence("F5"))
        self.classroom_action.setToolTip(plain_tip(self.tr(
            "The table for the front of a room: the card, the dice and whose turn it is, "
            "as large as the window allows (F5)")))
        self.classroom_action.toggled.connect(self.set_classroom)
        view.addAction(self.classroom_action)
        self.full_screen_action = QAction(self.tr("&Full Screen"), self, checkable=True)
        self.full_screen_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.full_screen_action.toggled.connect(self.set_full_screen)
        view.addAction(self.full_screen_action)

        settings = bar.addMenu(self.tr("&Settings"))
        speed_menu = settings.addMenu(self.tr("&Animation Speed"))
        group = QActionGroup(self)
        self.speed_actions = {}
        for key, label in (("normal", self.tr("&Normal")), ("fast", self.tr("&Fast")),
                           ("off", self.tr("&Off"))):
            action = QAction(label, self, checkable=True)
            action.setChecked(self.settings.speed == key)
            action.triggered.connect(lambda _=False, k=key: self.set_speed(k))
            group.addAction(action)
            speed_menu.addAction(action)
            self.speed_actions[key] = action
        self.sound_action = QAction(self.tr("&Sound"), self, checkable=True)
        show_setting(self.sound_action, self.settings.sound, self.sound.problem)
        self.sound_action.toggled.connect(self.set_sound)
        settings.addAction(self.sound_action)
        self.theme_actions = theme_menu(settings.addMenu(self.tr("&Theme")), self.settings, self)
        self.language_actions = language_menu(settings.addMenu(self.tr("&Language")),
                                              self.settings.language, self.set_language)

        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Rules"), self.show_rules,
                     QKeySequence.StandardKey.HelpContents)
        self._action(help_menu, self.tr("&Keyboard Shortcuts"), self.show_shortcuts)
        help_menu.addSeparator()
        self._action(help_menu, translated(_ABOUT_MENU.format(app=APP_TITLE)), self.show_about)

    def _action(self, menu: object, text: str, slot: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)  # type: ignore[attr-defined]
        return action

    def _shortcuts(self) -> None:
        for key in (Qt.Key.Key_Space, Qt.Key.Key_R):
            QShortcut(QKeySequence(key), self, self.roll_or_hurry)
        # from the word field of letter dice, where Space and R are typed
        QShortcut(QKeySequence("Ctrl+R"), self, self.roll_or_hurry)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.controller.hurry)
        for n in range(1, 9):
            QShortcut(QKeySequence(str(n)), self, lambda n=n: self.hold_key(n - 1))

    def _connect(self) -> None:
        c = self.controller
        c.game_started.connect(self._on_game_started)
        c.state_changed.connect(self._on_state)
        c.roll_started.connect(self._on_roll_started)
        c.computer_choice.connect(self._on_computer_choice)
        c.game_over.connect(self._on_game_over)
        c.message.connect(self.show_message)
        c.sound.connect(self.sound.play)
        c.saving.connect(self._show_save_problem)
        self.session.message.connect(self.show_message)
        self.session.save_problem.connect(self._show_save_problem)
        self.session.ready.connect(lambda _store: self._deal_saved_setup())
        self.tray.die_clicked.connect(c.toggle_hold)
        self.tray.roll_finished.connect(c.roll_done)
        self.scorecard.score_requested.connect(self.score_box)
        c.time_up.connect(self._time_up)
        c.clock.connect(self._show_clock)
        self.roll_button.clicked.connect(self.roll_or_hurry)
        self.undo_button.clicked.connect(c.undo)
        self.hint_button.clicked.connect(self.ask_hint)
        self.hurry_button.clicked.connect(c.hurry)
        engines = c.engines
        engines.progress.connect(self._on_solve_progress)
        engines.status.connect(self.solve_label.setText)  # the stage and the time left
        engines.finished.connect(self._on_solve_finished)
        engines.failed.connect(self.show_message)
        self.solve_cancel.clicked.connect(engines.cancel)

    # -- starting --------------------------------------------------------------------------------
    def start(self) -> None:
        """Deal a game from the last setup at once, then open the history in the background."""
        rules, players = setup_to_game(self.settings.last_setup, self.session.saved_rules)
        self._deal(rules, players, self.settings.last_setup)
        self.scorecard.setFocus()
        if self._open_store:
            self.session.open_store()

    def _deal(self, rules: Any, players: list[Player], setup: object) -> None:
        """Deal a game of ``rules``, timed if the setup asks for its game's timer."""
        self.controller.turn_seconds = turn_seconds(rules, setup)
        self.controller.new_game(rules, players)

    def _deal_saved_setup(self) -> None:
        """The history is open: a last setup naming saved rules (unknown at start) is dealt
        now, if the game dealt at start is untouched."""
        record = self.controller.record
        if record is None or record.actions:
            return
        rules, players = setup_to_game(self.settings.last_setup, self.session.saved_rules)
        if rules != record.ruleset:
            self._deal(rules, players, self.settings.last_setup)

    @property
    def store(self) -> Store | None:
        return self.session.store

    @property
    def resume_box(self) -> QMessageBox | None:
        return self.session.resume_box

    @property
    def notice_box(self) -> QMessageBox | None:
        return self.session.notice_box

    def inform(self, text: str) -> QMessageBox:
        return self.session.inform(text)

    def rulesets(self) -> list[Any]:
        return self.session.rulesets()

    # -- reacting to the game --------------------------------------------------------------------
    def _on_game_started(self, state: GameState) -> None:
        self.setWindowTitle(translated(_TITLE.format(app=APP_TITLE, rules=state.ruleset.name)))
        self.tray.show_state(state)
        self.model.set_state(state)
        part = self.part(state.mode)
        if part is not self._part:
            self._part.leave()
            self._part = part
        part.begin(state)
        part.show(state)
        if self.in_classroom:  # this game's panel joins the room's layout
            self.classroom.leave()
            self.classroom.enter()
        self._show_own_actions(state.mode)
        self.show_message("")

    def _on_state(self, state: GameState) -> None:
        self.hint_label.setText("")
        if not self.tray.rolling:
            self.tray.show_state(state)
        if state is not self.model.state:  # not the deal the card was just given
            self.model.set_state(state)
        self._refresh_controls(state)
        self._part.show(state)
        if self._part.focus(state):
            return  # the game put the keyboard where it wants it
        if not state.finished and not state.player.computer and state.dice is not None:
            self.scorecard.focus_first_open_box()
        elif state.dice is None:
            self.scorecard.clearSelection()

    def _time_up(self, flag: bool) -> None:
        self._part.zero_only(flag)
        if self.controller.state is not None:  # the Roll button and help say so at once
            self._refresh_controls(self.controller.state, rolling=self.tray.rolling)

    def _on_roll_started(self, before: GameState, after: GameState) -> None:
        speed = "fast" if self.controller.hurrying and self.settings.speed == "normal" else None
        self._refresh_controls(after, rolling=True)
        self.tray.animate_roll(before, after, speed)

    def _on_computer_choice(self, place: Place) -> None:
        state = self.controller.state
        if state is not None:
            self.scorecard.setCurrentIndex(self.model.index_of(state.current, place))

    def _on_game_over(self, state: GameState) -> None:
        self._refresh_controls(state)
        QTimer.singleShot(350, self, lambda: self._show_end(state))

    def _show_end(self, state: GameState) -> None:
        if self.controller.state is not state:
            return  # a new game began meanwhile
        from yachtdice.ui.dialogs.end_game import NEW_GAME, PLAY_AGAIN, REVIEW, EndDialog

        scores = []
        if self.store is not None:
            try:
                scores = self.store.high_scores(state.ruleset.id, 10, played_here_only=True)
            except StoreError:
                scores = []
        dialog = EndDialog(state, scores, self.controller.game_id, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        record = self.controller.record

        def chosen(result: int) -> None:
            if result == PLAY_AGAIN:
                self.controller.play_again()
            elif result == NEW_GAME:
                self.new_game()
            elif result == REVIEW and record is not None:
                self.review_record(record)

        dialog.finished.connect(chosen)
        self.end_dialog = dialog
        dialog.open()

    def _refresh_controls(self, state: GameState, rolling: bool = False) -> None:
        computer = not state.finished and state.player.computer
        texts = turn_texts(state, self.controller.out_of_time)
        self._set_elided(self.turn_label, texts.turn)
        self.turn_label.setToolTip(plain_tip(texts.turn))
        if self._classroom is not None:  # the player's colour, whole banner in a classroom
            self._classroom.refresh_banner()
        else:
            mark_player(self.turn_label, None if state.finished else state.current)
        label = texts.roll
        self.roll_button.setText(label)
        self.roll_button.setEnabled(not rolling and not computer and
                                    self.controller.roll_problem() is None)
        self.roll_button.setAccessibleName(label.replace("&", ""))
        self.undo_button.setEnabled(not rolling and self.controller.can_undo)
        self.undo_action.setEnabled(self.undo_button.isEnabled())
        can_hint = not computer and not rolling and not state.finished and \
            state.dice is not None and mode_for(state.ruleset).hints
        self.hint_button.setEnabled(can_hint)
        self.hurry_button.setVisible(computer)
        self.help_label.setText(texts.help)
        self.status.showMessage(texts.status)

    def _set_elided(self, label: QLabel, text: str) -> None:
        self._turn_text = text
        width = max(60, label.width() - 4)
        label.setText(QFontMetrics(label.font()).elidedText(text, Qt.TextElideMode.ElideRight,
                                                           width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._set_elided(self.turn_label, self._turn_text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # the turn line's width follows the card's (as wide as its names need), not only
        # the window's: cut to the width it had, it stayed cut when the card narrowed
        if watched is self.turn_label and event.type() == QEvent.Type.Resize:
            self._set_elided(self.turn_label, self._turn_text)
        return super().eventFilter(watched, event)

    # -- commands --------------------------------------------------------------------------------
    def roll_or_hurry(self) -> None:
        if self.controller.computer_turn:
            self.controller.hurry()
            self.tray.finish_now()
        else:
            self.controller.roll()

    def score_box(self, box: str | Place) -> None:
        """A box chosen on the scorecard: the game books it (pip dice score it; letter dice
        claim it with the words in the claim panel); a claim that is not legal says why and
        changes nothing. On a card with several columns per player the box comes with its
        column (a :class:`Place`), and that is the claim."""
        if isinstance(box, Place):
            self.controller.claim(box)
        else:
            self._part.book(box)

    def ask_hint(self) -> None:
        """H: the game's hint (the strategy engine for pip dice, the word finder for letters)."""
        self._part.hint()

    def current_part(self) -> GamePart:
        """The part of the game on the table."""
        return self._part

    @property
    def classroom(self) -> Classroom:
        """The same table laid out for a room (View ▸ Classroom), made when first asked for."""
        if self._classroom is None:
            from yachtdice.ui.table.classroom import Classroom

            self._classroom = Classroom(self)
            self._classroom.stack.show()  # in place of the table's own, on a shown window
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

    def part(self, mode_id: str) -> GamePart:
        """The window's part of the game ``mode_id`` (made the first time it is asked for)."""
        part = self._parts.get(mode_id)
        if part is None:
            make = game_ui(mode_id).part
            part = make(self) if make is not None else GamePart(self)
            self._parts[mode_id] = part
            if part.panel is not None:
                part.panel.hide()
                if part.panel_under_dice:
                    self._right.insertWidget(self._right.count() - 1, part.panel, 100)
                else:
                    self._left.addWidget(part.panel, 2)
        return part

    def game_actions(self, mode_id: str) -> Sequence[QAction]:
        """The Game menu's commands of the game ``mode_id`` (made the first time asked for)."""
        actions = self._own_actions.get(mode_id)
        if actions is None:
            make = game_ui(mode_id).actions
            actions = self._own_actions[mode_id] = tuple(make(self)) if make else ()
        return actions

    def _show_own_actions(self, mode_id: str) -> None:
        """The Game menu shows the commands of the game on the table, and no other's."""
        actions = self.game_actions(mode_id)
        if actions == self._shown_actions:
            return
        for action in self._shown_actions:
            self.game_menu.removeAction(action)
        self.game_menu.insertActions(self._own_actions_end, list(actions))
        self._own_actions_start.setVisible(bool(actions))
        self._shown_actions = actions

    def _show_clock(self, seconds: object) -> None:
        self.clock_label.setVisible(isinstance(seconds, int))
        if isinstance(seconds, int):
            self.clock_label.setText(translated(_CLOCK.format(
                minutes=str(seconds // 60), seconds=f"{seconds % 60:02d}")))

    def settle_dice(self) -> None:
        """A roll in flight lands at once."""
        if self.tray.rolling:
            self.tray.finish_now()

    def select_box(self, category_id: str) -> None:
        state = self.controller.state
        if state is not None:
            self.scorecard.setCurrentIndex(self.model.index_of(state.current,
                                                               Place(category_id)))

    def _show_save_problem(self, problem: str | None) -> None:
        """A lasting note in the status bar while games are not being saved."""
        text = problem if problem is None or problem == translated(UNAVAILABLE) else \
            translated(_NOT_SAVING.format(problem=problem))
        self.save_label.setText(text or "")
        self.save_label.setToolTip(plain_tip(text or ""))
        self.save_label.setVisible(bool(text))

    # -- the strategy engine: reviews -----------------------------------------------------------
    def review_record(self, record: GameRecord) -> None:
        """Review a finished game against the best play, if its game has a review."""
        game = mode_for(record.ruleset)
        review = game.review
        if review is None:
            self.show_message(translated(_NO_REVIEW.format(rules=record.ruleset.name)))
            return

        def ready(engine: Any) -> None:
            show(review(record, engine, None))

        def show(done: object) -> None:
            from yachtdice.ui.windows.review import (
                ReviewDialog,  # pyqtgraph comes with it, only now
            )

            self._open(ReviewDialog(record, done, self))

        if not game.review_solves:  # judged without the engine: off this thread all the same
            app_runner().submit(lambda _job: review(record, None, None), self, name="review",
                                done=show, failed=self.show_message,
                                failure=self.tr("The game could not be reviewed"))
            return
        if self.controller.engines.known(record.ruleset) is None:
            self.show_message(translated(_WORKING_OUT.format(rules=record.ruleset.name)))
        self.controller.engines.request(record.ruleset, ready)

    def show_history(self) -> HistoryDialog:
        from yachtdice.ui.windows.history import HistoryDialog

        dialog = HistoryDialog(self.store, self)

        def review(game_id: int) -> None:
            if self.store is None:
                return
            try:
                record = self.store.game(game_id).record
            except (KeyError, StoreError) as exc:
                self.show_message(str(exc))
                return
            self.review_record(record)

        dialog.review_requested.connect(review)
        self._open(dialog)
        return dialog

    def show_statistics(self) -> QDialog | None:
        """Game ▸ Statistics (its module brings pyqtgraph, only now)."""
        if self.store is None:
            self.show_message(self.tr("Statistics need the history, which cannot be opened."))
            return None
        from yachtdice.ui.windows.statistics import open_statistics
        dialog = open_statistics(self.store, self.rulesets(),  # every mode's, saved ones too
                                 self._review_game_id, self)
        self._open(dialog)
        return dialog

    def _review_game_id(self, game_id: int) -> None:
        try:
            record = self.store.game(game_id).record if self.store else None
        except (KeyError, StoreError) as exc:
            self.show_message(str(exc))
            return
        if record is not None:
            self.review_record(record)

    def _on_solve_progress(self, _name: str, fraction: float) -> None:
        self.solve_bar.setValue(int(fraction * 100))
        for w in (self.solve_label, self.solve_bar, self.solve_cancel):
            w.show()

    def _on_solve_finished(self, _: str) -> None:
        for w in (self.solve_label, self.solve_bar, self.solve_cancel):
            w.hide()

    def hold_key(self, die: int) -> None:
        """A number key holds or releases a die; pressed mid-roll, the dice settle first."""
        if self.tray.rolling and not self.controller.computer_turn:
            self.tray.finish_now()
        self.controller.toggle_hold(die)

    def _open(self, dialog: QDialog) -> QDialog:
        """Show a dialog window-modally without blocking the event loop (timers keep running)."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.dialog = dialog
        return dialog

    def new_game(self) -> None:
        """Ctrl+N: a game in progress is set aside (and kept) only if the player agrees."""
        self.session.confirm_set_aside(self.new_game_dialog)

    def play_again(self) -> None:
        self.session.confirm_set_aside(self.controller.play_again)

    def new_game_dialog(self) -> NewGameDialog:
        from yachtdice.ui.dialogs.new_game import NewGameDialog
        from yachtdice.ui.windows.house_rules.window import edit_modally

        dialog = NewGameDialog(self.rulesets(), self.settings.last_setup, self)
        dialog.offer_rules_editing(lambda rid, new: edit_modally(self.store, dialog, rid, new),
                                   self.rulesets)
        dialog.offer_rules_files(self.session)

        def accepted() -> None:
            rules, players = dialog.chosen()
            self.settings.last_setup = dialog.setup()
            self._deal(rules, players, dialog.setup())
            self.scorecard.setFocus()

        dialog.accepted.connect(accepted)
        self._open(dialog)
        return dialog

    def show_house_rules(self) -> RulesetEditor:
        from yachtdice.ui.windows.house_rules.window import show_house_rules

        state = self.controller.state
        return show_house_rules(self.store, self, state.ruleset.id if state else None)

    def show_high_scores(self) -> HighScoresDialog:
        from yachtdice.ui.dialogs.new_game import with_other_modes
        from yachtdice.ui.windows.highscores import HighScoresDialog

        state = self.controller.state
        dialog = HighScoresDialog(self.store, with_other_modes(self.rulesets()),
                                  state.ruleset.id if state else None, self)
        self._open(dialog)
        return dialog

    def show_rules(self) -> TextDialog:
        from yachtdice.ui.dialogs.rules_help import TextDialog, rules_html
        from yachtdice.ui.dialogs.setup import DEFAULT_RULES

        state = self.controller.state
        rules = state.ruleset if state is not None else ruleset_by_id(DEFAULT_RULES)
        dialog = TextDialog(translated(_RULES_TITLE.format(rules=rules.name)), rules_html(rules),
                            self)
        self._open(dialog)
        return dialog

    def show_shortcuts(self) -> TextDialog:
        from yachtdice.ui.dialogs.rules_help import TextDialog, shortcuts_html

        dialog = TextDialog(self.tr("Keyboard Shortcuts"), shortcuts_html(), self)
        self._open(dialog)
        return dialog

    def show_about(self) -> None:
        from yachtdice import __version__

        self.inform(translated(_ABOUT.format(app=APP_TITLE, version=__version__)))

    def show_message(self, text: str) -> None:
        self.message_label.setText(text)
        if text:
            self._message_timer.start(MESSAGE_MS)

    def shown_message(self) -> str:
        """The message on show now."""
        return self.message_label.text()

    def setup(self) -> dict[str, Any]:
        """New Game's choices, as remembered (a game's parts read their options here)."""
        return self.settings.last_setup or {}

    def show_hint(self, text: str) -> None:
        self.hint_label.setText(text)

    def set_speed(self, speed: str) -> None:
        self.settings.speed = speed
        self.tray.speed = speed
        self.controller.speed = speed

    def set_sound(self, on: bool) -> None:
        self.settings.sound = on
        self.sound.enabled = on

    def set_language(self, code: str | None) -> MainWindow:
        """Settings ▸ Language: speak ``code`` (None: the desktop's language) from now on and
        remember it. A widget takes its texts when it is made, so the window is made again in
        the new language around the same game; the window now on the screen (this one if the
        language did not change)."""
        self.settings.language = code
        self.settings.sync()
        before = app_language().code
        if start_language(code) == before:
            return self  # the same language (the desktop's may be the one already spoken)
        return self._made_again()

    def _made_again(self) -> MainWindow:
        """This window made again in the language now installed, in its place and size,
        carrying over the game on the table (the controller: its record, dice, holds and
        clock), the open history with this copy's lease, and the view."""
        self.settle_dice()  # a roll in flight lands first: its end belongs to this tray
        from PySide6.QtWidgets import QDialog

        for dialog in self.findChildren(QDialog):
            dialog.close()  # their background work stops with them, as when the window closes
        store = self.session.store
        new = MainWindow(self.controller, self.settings, open_store=False)
        self.controller.setParent(new)
        if store is not None:
            new.session.store = store
            self.session.store = None
        else:  # still opening: this keeper closes what it gets, the new one opens its own
            new.session.open_store()
        self.session.close()
        new.setGeometry(self.geometry())
        state = self.controller.state
        if state is not None:
            new._on_game_started(state)
            new._on_state(state)
        if self.in_classroom:
            new.set_classroom(True)
        if self.isFullScreen():
            new.set_full_screen(True)
        elif self.isMaximized():
            new.showMaximized()
        else:
            new.show()
        new.scorecard.setFocus()
        self.hide()
        self.deleteLater()  # not closed: closing would end the game's engines and history
        return new

    # -- window events ---------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(1080, 720)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.isFullScreen():
            self.set_full_screen(False)  # the next start opens as a window, not full screen
        self.settings.geometry = self.saveGeometry()
        self.settings.sync()
        from PySide6.QtWidgets import QDialog

        for dialog in self.findChildren(QDialog):
            dialog.close()  # their background work stops before the history closes
        self.controller.engines.shut_down()  # a background solve must not outlive the window
        self.session.close()
        super().closeEvent(event)
