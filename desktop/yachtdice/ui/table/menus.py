"""The game window's menus: Game, View, Settings and Help, and the game on the table's own
commands in the Game menu.

The menus hold the actions and call the window's commands (:class:`Commands`); what a
command does lives with the window's collaborators (the dealer, the window opener, the
session keeper). The texts keep the window's translation context ("MainWindow").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu

from yachtdice.core.text import QT_TRANSLATE_NOOP, Template
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import Table, game_ui
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.language import language_menu
from yachtdice.ui.table.session import APP_TITLE, SessionKeeper
from yachtdice.ui.table.sound import SoundPlayer, show_setting
from yachtdice.ui.widgets.plain import plain_tip
from yachtdice.ui.widgets.theme import theme_menu

_ABOUT_MENU = QT_TRANSLATE_NOOP("MainWindow", "&About {app}")

#: commands the program adds to the Game menu after Unfinished Games, each its text and
#: what it runs with the window's commands and the window (Host a Game… and Join a Game…,
#: which live above the table: yachtdice.ui.online.install)
GAME_COMMANDS: list[tuple[Template, Callable[[Commands, QMainWindow], object]]] = []
#: when a command of GAME_COMMANDS (by its text) is offered in a window, asked as the window
#: is made and each time its Game menu opens (Online Room… while a room is open); one not
#: named here always is
GAME_COMMANDS_OFFERED: dict[str, Callable[[QMainWindow], bool]] = {}

if TYPE_CHECKING:
    from yachtdice.ui.dialogs.print_card import TableCards

translate = QCoreApplication.translate  # the window's context, as lupdate reads it


class Commands(Table, Protocol):
    """What the menus call: the window's commands (a game's own commands are made with the
    window as their :class:`~yachtdice.ui.modes.Table`)."""

    @property
    def settings(self) -> Settings: ...
    @property
    def sound(self) -> SoundPlayer: ...
    @property
    def session(self) -> SessionKeeper: ...
    @property
    def controller(self) -> GameController: ...

    def new_game(self) -> None: ...
    def play_again(self) -> None: ...
    def ask_hint(self) -> None: ...
    def show_high_scores(self) -> object: ...
    def show_history(self) -> object: ...
    def show_statistics(self) -> object: ...
    def show_house_rules(self) -> object: ...
    def close(self) -> bool: ...
    def set_classroom(self, on: bool) -> None: ...
    def set_full_screen(self, on: bool) -> None: ...
    def set_speed(self, speed: str) -> None: ...
    def set_sound(self, on: bool) -> None: ...
    def set_language(self, code: str | None) -> object: ...
    def show_rules(self) -> object: ...
    def show_shortcuts(self) -> object: ...
    def show_about(self) -> object: ...


def quit_program(window: Commands) -> None:
    """Game ▸ Quit: the program's main window closes, asking what it asks (an online room's or
    seat's question among it; an online game's window names its ``main``), then every other
    window of the program goes with it (a window that refuses keeps the program open)."""
    main: Commands = getattr(window, "main", None) or window
    if main.close():
        QApplication.closeAllWindows()


def _separator(menu: QMenu) -> QAction:
    """A separator at the end of ``menu`` (as ``menu.addSeparator()``, made here: an action
    Qt hands back has PySide6 make QWidgetAction's Python type, ~0.4 ms, to tell which
    kind of action it is)."""
    separator = QAction(menu)
    separator.setSeparator(True)
    menu.addAction(separator)
    return separator


#: a shortcut: the keys as Qt writes them ("Ctrl+H", "F5"), or ``"standard:"`` and the name of
#: one of Qt's standard keys (``QKeySequence.StandardKey``: the desktop's own keys for it)
Keys = str
_STANDARD = "standard:"


def _runs(run: Callable[[Commands, QMainWindow], object], commands: Commands,
          window: QMainWindow) -> Callable[[], object]:
    return lambda: run(commands, window)


class TableMenus:
    """The menu bar of ``window``, its actions by name, and the game's own commands (shown in
    the Game menu while a game of theirs is on the table)."""

    def __init__(self, window: QMainWindow, commands: Commands) -> None:
        self._window = window
        self._commands = commands
        self._own_actions: dict[str, Sequence[QAction]] = {}  # each game's Game menu commands
        self._shown_actions: Sequence[QAction] = ()
        # the actions' shortcuts, given by give_shortcuts() (see there)
        self._keys: list[tuple[QAction, Keys]] | None = []
        bar = window.menuBar()
        game, view = (bar.addMenu(translate("MainWindow", "&Game")),
                      bar.addMenu(translate("MainWindow", "&View")))
        self._game_menu(game)
        self._view_menu(view)
        # Settings (no shortcuts in it) is filled when first opened or asked for: not before
        # the first paint
        self._settings = bar.addMenu(translate("MainWindow", "&Settings"))
        self._settings_filled = False
        self._settings.aboutToShow.connect(self._fill_settings)
        help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        self._help_menu(help_menu)
        #: the menu bar's menus, left to right
        self.bar_menus = (game, view, self._settings, help_menu)

    def _shortcut(self, action: QAction, keys: Keys) -> None:
        if self._keys is None:
            _give(action, keys)
        else:
            self._keys.append((action, keys))

    def give_shortcuts(self) -> None:
        """Give the actions their shortcuts, once: the window does just after its first paint,
        or before that when a key is pressed or a menu opens (QKeySequence's Python type,
        ~0.7 ms, and the shortcuts are not needed for the first frame's pixels)."""
        keys, self._keys = self._keys, None
        for action, shortcut in keys or ():
            _give(action, shortcut)

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object],
                shortcut: Keys | None = None) -> QAction:
        action = QAction(text, self._window)
        if shortcut is not None:
            self._shortcut(action, shortcut)
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def _game_menu(self, game: QMenu) -> None:
        c, add, window = self._commands, self._action, self._window
        self.new_action = add(game, translate("MainWindow", "&New Game…"), c.new_game,
                              _STANDARD + "New")
        self.again_action = add(game, translate("MainWindow", "Play &Again"), c.play_again)
        self.unfinished_action = add(game, translate("MainWindow", "Un&finished Games…"),
                                     c.session.show_unfinished)
        self.more_actions = [add(game, translated(text), _runs(run, c, window))
                             for text, run in GAME_COMMANDS]  # Host a Game…, Join a Game…
        self._offered = [(action, GAME_COMMANDS_OFFERED[text]) for action, (text, _run)
                         in zip(self.more_actions, GAME_COMMANDS, strict=True)
                         if text in GAME_COMMANDS_OFFERED]
        self.offer_more()
        game.aboutToShow.connect(self.offer_more)
        _separator(game)
        self.undo_action = add(game, translate("MainWindow", "&Undo"), c.controller.undo,
                               _STANDARD + "Undo")
        _separator(game)
        self.hint_action = add(game, translate("MainWindow", "&Hint"), c.ask_hint, "H")
        _separator(game)
        self.scores_action = add(game, translate("MainWindow", "&High Scores…"),
                                 c.show_high_scores, "Ctrl+H")
        self.history_action = add(game, translate("MainWindow", "Hi&story…"), c.show_history)
        self.stats_action = add(game, translate("MainWindow", "S&tatistics…"),
                                c.show_statistics, "Ctrl+T")
        self.house_rules_action = add(game, translate("MainWindow", "House &Rules…"),
                                      c.show_house_rules)
        _separator(game)
        self._cards: TableCards | None = None  # made when first asked for
        self.print_action = add(game, translate("MainWindow", "&Print Score Card…"),
                                lambda: self.cards.print_card(), _STANDARD + "Print")
        self.pdf_action = add(game, translate("MainWindow", "Save Score Card as P&DF…"),
                              lambda: self.cards.save_pdf())
        # the game on the table's own commands go between these two (show_game_actions())
        self._own_actions_start = _separator(game)
        self._own_actions_start.setVisible(False)
        self._own_actions_end = _separator(game)
        add(game, translate("MainWindow", "&Quit"), lambda: quit_program(c), _STANDARD + "Quit")
        self.game_menu = game

    def offer_more(self) -> None:
        """Enable each added Game command that is offered now (GAME_COMMANDS_OFFERED)."""
        for action, offered in self._offered:
            action.setEnabled(offered(self._window))

    @property
    def cards(self) -> TableCards:
        """Print… and Save as PDF… of the game on the table (imported when first used: not
        at start-up)."""
        if self._cards is None:
            from yachtdice.ui.dialogs.print_card import TableCards

            self._cards = TableCards(self._commands)
        return self._cards

    def _view_menu(self, view: QMenu) -> None:
        window = self._window
        self.classroom_action = QAction(translate("MainWindow", "&Classroom"), window,
                                        checkable=True)
        self._shortcut(self.classroom_action, "F5")
        self.classroom_action.setToolTip(plain_tip(translate(
            "MainWindow",
            "The table for the front of a room: the card, the dice and whose turn it is, "
            "as large as the window allows (F5)")))
        self.classroom_action.toggled.connect(self._commands.set_classroom)
        view.addAction(self.classroom_action)
        self.full_screen_action = QAction(translate("MainWindow", "&Full Screen"), window,
                                          checkable=True)
        self._shortcut(self.full_screen_action, "F11")
        self.full_screen_action.toggled.connect(self._commands.set_full_screen)
        view.addAction(self.full_screen_action)

    @property
    def speed_actions(self) -> dict[str, QAction]:
        """Settings ▸ Animation Speed's choices by key."""
        self._fill_settings()
        return self._speed_actions

    @property
    def sound_action(self) -> QAction:
        """Settings ▸ Sound."""
        self._fill_settings()
        return self._sound_action

    @property
    def theme_actions(self) -> dict[str, QAction]:
        """Settings ▸ Theme's choices by key."""
        self._fill_settings()
        return self._theme_actions

    @property
    def language_actions(self) -> dict[str, QAction]:
        """Settings ▸ Language's choices by code (the desktop's: ``DESKTOP``)."""
        self._fill_settings()
        return self._language_actions

    def _fill_settings(self) -> None:
        """The Settings menu's choices, as the settings are now (once: they follow them)."""
        if not self._settings_filled:
            self._settings_filled = True
            self._settings_menu(self._settings)

    def _settings_menu(self, settings: QMenu) -> None:
        c, window = self._commands, self._window
        speed_menu = settings.addMenu(translate("MainWindow", "&Animation Speed"))
        from PySide6.QtGui import QActionGroup  # with the menu: not before the first paint

        group = QActionGroup(window)
        self._speed_actions: dict[str, QAction] = {}
        for key, label in (("normal", translate("MainWindow", "&Normal")),
                           ("fast", translate("MainWindow", "&Fast")),
                           ("off", translate("MainWindow", "&Off"))):
            action = QAction(label, window, checkable=True)
            action.setChecked(c.settings.speed == key)
            action.triggered.connect(lambda _=False, k=key: c.set_speed(k))
            group.addAction(action)
            speed_menu.addAction(action)
            self._speed_actions[key] = action
        self._sound_action = QAction(translate("MainWindow", "&Sound"), window, checkable=True)
        show_setting(self._sound_action, c.settings.sound, c.sound.problem)
        self._sound_action.toggled.connect(c.set_sound)
        settings.addAction(self._sound_action)
        self._theme_actions = theme_menu(settings.addMenu(translate("MainWindow", "&Theme")),
                                        c.settings, window)
        self._language_actions = language_menu(
            settings.addMenu(translate("MainWindow", "&Language")), c.settings.language,
            c.set_language)

    def _help_menu(self, help_menu: QMenu) -> None:
        c = self._commands
        self._action(help_menu, translate("MainWindow", "&Rules"), c.show_rules,
                     _STANDARD + "HelpContents")
        self._action(help_menu, translate("MainWindow", "&Keyboard Shortcuts"),
                     c.show_shortcuts)
        _separator(help_menu)
        self._action(help_menu, translated(_ABOUT_MENU.format(app=APP_TITLE)), c.show_about)

    def game_actions(self, mode_id: str) -> Sequence[QAction]:
        """The Game menu's commands of the game ``mode_id`` (made the first time asked for)."""
        actions = self._own_actions.get(mode_id)
        if actions is None:
            make = game_ui(mode_id).actions
            actions = self._own_actions[mode_id] = tuple(make(self._commands)) if make else ()
        return actions

    def show_game_actions(self, mode_id: str) -> None:
        """The Game menu shows the commands of the game on the table, and no other's."""
        actions = self.game_actions(mode_id)
        if actions == self._shown_actions:
            return
        for action in self._shown_actions:
            self.game_menu.removeAction(action)
        self.game_menu.insertActions(self._own_actions_end, list(actions))
        self._own_actions_start.setVisible(bool(actions))
        self._shown_actions = actions


def _give(action: QAction, keys: Keys) -> None:
    from PySide6.QtGui import QKeySequence

    if keys.startswith(_STANDARD):
        action.setShortcut(getattr(QKeySequence.StandardKey, keys.removeprefix(_STANDARD)))
    else:
        action.setShortcut(QKeySequence(keys))
