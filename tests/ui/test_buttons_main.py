"""The main window's menus and the boxes and dialogs it opens, pressed as a player presses
them (a triggered menu action, a click on the button, Enter for the default button), each
checked by what the player then sees. Part of the button census (tests/ui/census.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QMessageBox,
    QTextBrowser,
    QWidget,
)
from pytestqt.qtbot import QtBot

from yachtdice import __version__
from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.pips.presets import preset
from yachtdice.ui.dialogs.end_game import EndDialog
from yachtdice.ui.dialogs.new_game import NewGameDialog
from yachtdice.ui.dialogs.rules_help import TextDialog
from yachtdice.ui.dialogs.unfinished_games import UnfinishedGamesDialog
from yachtdice.ui.dialogs.welcome import WelcomeDialog
from yachtdice.ui.table.first_start import offer_welcome
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.highscores import HighScoresDialog
from yachtdice.ui.windows.history import HistoryDialog
from yachtdice.ui.windows.review import ReviewDialog

from .conftest import MakeWindow
from .helpers import press, score_by_keys


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def enter(qtbot: QtBot, dialog: QWidget) -> None:
    """Enter, pressed in the dialog (on no button): its default button's."""
    qtbot.keyClick(dialog, Qt.Key.Key_Return)


def button(box: QMessageBox, text: str) -> QAbstractButton:
    return next(b for b in box.buttons() if b.text().replace("&", "") == text)


def named(window: QWidget, text: str) -> QAbstractButton:
    """The button of ``window`` that reads ``text`` (its mnemonic left out)."""
    return next(b for b in window.findChildren(QAbstractButton)
                if b.text().replace("&", "") == text)


def menu_action(window: MainWindow, menu: str, text: str) -> QAction:
    """The entry of the window's menu ``menu`` that reads ``text`` (mnemonics left out)."""
    top = next(a.menu() for a in window.menuBar().actions()
               if a.text().replace("&", "") == menu)
    return next(a for a in top.actions() if a.text().replace("&", "").startswith(text))


def opened(qtbot: QtBot, kind: type[QWidget], before: set[int] | None = None) -> QWidget:
    """The window of ``kind`` that has just opened."""
    seen = before or set()
    found: list[QWidget] = []

    def appeared() -> bool:
        found[:] = [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, kind) and w.isVisible() and id(w) not in seen]
        return bool(found)

    qtbot.waitUntil(appeared, timeout=30_000)
    return found[-1]


def shown() -> set[int]:
    return {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}


def mid_game(qtbot: QtBot, make_window: MakeWindow) -> MainWindow:
    """Ann's Yacht game with one box booked (so New Game and Play Again ask first)."""
    window = make_window(ScriptedDice([6] * 60), open_store=True, players=[Player("Ann")])
    press(qtbot, window, Qt.Key.Key_Space)
    score_by_keys(qtbot, window, "sixes")
    return window


def game_over(qtbot: QtBot, make_window: MakeWindow) -> tuple[MainWindow, EndDialog]:
    """Ann's Yacht game played to the end: six 6s every roll, a box a turn."""
    window = make_window(ScriptedDice([6] * 5 * 12), open_store=True, players=[Player("Ann")])
    for box in preset("yacht").category_ids:
        press(qtbot, window, Qt.Key.Key_Space)
        score_by_keys(qtbot, window, box)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(),
                    timeout=10_000)
    assert window.end_dialog is not None
    return window, window.end_dialog


# -- Game ------------------------------------------------------------------------------------------
def test_high_scores_opens_from_the_menu_and_close_and_enter_close_it(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    window.scores_action.trigger()
    dialog = opened(qtbot, HighScoresDialog)
    assert dialog.windowTitle() == "High Scores"
    close = named(dialog, "Close")
    click(qtbot, close)
    assert not dialog.isVisible()
    window.scores_action.trigger()
    again = opened(qtbot, HighScoresDialog, {id(dialog)})
    enter(qtbot, again)
    assert not again.isVisible()


def test_play_again_asks_first_keep_playing_and_enter_keep_the_game_abandon_deals_afresh(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = mid_game(qtbot, make_window)
    session = window.session
    for answer in ("Keep Playing", None):  # a click on Keep Playing, then Enter
        window.again_action.trigger()
        box = session.question_box
        assert box is not None and box.isVisible() and box.windowTitle() == "Abandon Game"
        if answer is None:
            enter(qtbot, box)
        else:
            click(qtbot, button(box, answer))
        state = window.controller.state
        assert state is not None and state.cards[0].filled_count == 1  # the game goes on
    window.again_action.trigger()
    box = session.question_box
    assert box is not None
    click(qtbot, button(box, "Abandon"))
    state = window.controller.state
    assert state is not None and state.ruleset.id == "yacht"
    assert state.cards[0].filled_count == 0 and [p.name for p in state.players] == ["Ann"]


def test_quit_closes_the_window_and_keeps_the_game(qtbot: QtBot,
                                                   make_window: MakeWindow) -> None:
    window = mid_game(qtbot, make_window)
    store = window.store
    assert store is not None
    quit_action = menu_action(window, "Game", "Quit")
    quit_action.trigger()
    assert not window.isVisible()


def test_unfinished_games_lists_a_set_aside_game_delete_asks_and_close_closes(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = mid_game(qtbot, make_window)
    window.new_action.trigger()  # New Game asks first
    box = window.session.question_box
    assert box is not None
    enter(qtbot, box)  # Keep Playing is the default: nothing is set aside
    assert window.controller.state is not None and \
        window.controller.state.cards[0].filled_count == 1
    window.new_action.trigger()
    box = window.session.question_box
    assert box is not None
    click(qtbot, button(box, "Abandon"))
    new_game = opened(qtbot, NewGameDialog)
    click(qtbot, named(new_game, "Start"))  # a new game: the old one is set aside
    assert not new_game.isVisible()

    window.unfinished_action.trigger()
    dialog = opened(qtbot, UnfinishedGamesDialog)
    assert dialog.model.rowCount() == 1
    for answer in ("Keep", None, "Delete"):  # Keep, Enter (Keep is the default), Delete
        click(qtbot, dialog.delete_button)
        question = dialog.confirm_box
        assert question is not None and question.isVisible()
        if answer is None:
            enter(qtbot, question)
        else:
            click(qtbot, button(question, answer))
        qtbot.waitUntil(lambda: dialog.confirm_box is None or not dialog.confirm_box.isVisible())
        assert dialog.model.rowCount() == (0 if answer == "Delete" else 1)
    assert dialog.empty.text() == "No unfinished games."
    close = named(dialog, "Close")
    click(qtbot, close)
    assert not dialog.isVisible()
    window.unfinished_action.trigger()
    again = opened(qtbot, UnfinishedGamesDialog, {id(dialog)})
    enter(qtbot, again)  # Close is the default
    assert not again.isVisible()


def test_history_delete_then_keep_keeps_the_game_and_close_closes(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window, end = game_over(qtbot, make_window)
    click(qtbot, named(end, "Close"))
    window.history_action.trigger()
    dialog = opened(qtbot, HistoryDialog)
    assert dialog.model.rowCount() == 1
    dialog.table.selectRow(0)
    click(qtbot, dialog.delete_button)
    box = dialog.confirm_box
    assert box is not None and box.isVisible()
    click(qtbot, button(box, "Keep"))
    qtbot.waitUntil(lambda: not box.isVisible())
    assert dialog.model.rowCount() == 1  # still there
    close = named(dialog, "Close")
    click(qtbot, close)
    assert not dialog.isVisible()


# -- Settings --------------------------------------------------------------------------------------
@pytest.mark.parametrize("speed", ["fast", "normal", "off"])
def test_animation_speed_from_the_menu(qtbot: QtBot, make_window: MakeWindow,
                                       speed: str) -> None:
    window = make_window(speed="fast" if speed != "fast" else "off")
    window.menus.speed_actions[speed].trigger()
    assert window.menus.speed_actions[speed].isChecked()
    assert window.settings.speed == speed and window.tray.speed == speed
    assert window.controller.speed == speed


@pytest.mark.parametrize("theme", ["dark", "light", "system"])
def test_the_theme_from_the_menu_is_ticked_and_remembered(qtbot: QtBot,
                                                        make_window: MakeWindow,
                                                        theme: str) -> None:
    window = make_window()
    action = window.menus.theme_actions[theme]
    action.trigger()
    assert action.isChecked()
    assert window.settings.theme == theme


def test_sound_from_the_menu_turns_it_on_and_off_or_says_how_to_get_it(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    action = window.menus.sound_action
    was = window.settings.sound
    action.trigger()
    if window.sound.problem is None:
        assert action.isChecked() is (not was) and window.settings.sound is (not was)
    else:  # no sound on this machine: the entry says how to get it and changes nothing
        assert not action.isEnabled() and "not installed" in action.text()
        assert window.settings.sound is was


# -- Help ------------------------------------------------------------------------------------------
def test_keyboard_shortcuts_lists_the_keys_close_and_enter_close_it(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    action = menu_action(window, "Help", "Keyboard Shortcuts")
    action.trigger()
    dialog = opened(qtbot, TextDialog)
    assert dialog.windowTitle() == "Keyboard Shortcuts"
    assert "Ctrl+Z" in dialog.findChild(QTextBrowser).toPlainText()
    close = named(dialog, "Close")
    click(qtbot, close)
    assert not dialog.isVisible()
    action.trigger()
    again = opened(qtbot, TextDialog, {id(dialog)})
    enter(qtbot, again)
    assert not again.isVisible()


def test_about_says_the_version_and_ok_and_enter_close_it(qtbot: QtBot,
                                                          make_window: MakeWindow) -> None:
    window = make_window()
    action = menu_action(window, "Help", "About")
    for close in (True, False):
        action.trigger()
        box = window.notice_box
        assert box is not None and box.isVisible()
        assert __version__ in box.text() and "MIT" in box.text()
        # every game it plays, the letter and digit dice's too
        assert all(name in box.text() for name in ("Yahtzee", "Yatzy", "Maxi Yatzy", "Yacht",
                                                   "Word Yahtzee", "Place Value Yahtzee"))
        if close:
            click(qtbot, button(box, "OK"))
        else:
            enter(qtbot, box)
        assert not box.isVisible()


# -- the end of a game -----------------------------------------------------------------------------
def test_game_over_play_again_by_click_and_by_enter(qtbot: QtBot,
                                                    make_window: MakeWindow) -> None:
    window, dialog = game_over(qtbot, make_window)
    click(qtbot, dialog.play_again)
    state = window.controller.state
    assert state is not None and not state.finished and state.ruleset.id == "yacht"
    assert state.cards[0].filled_count == 0


def test_game_over_enter_is_play_again_once_the_dialog_is_up(qtbot: QtBot,
                                                             make_window: MakeWindow) -> None:
    window, dialog = game_over(qtbot, make_window)
    qtbot.waitUntil(dialog.play_again.isDefault, timeout=10_000)  # keys are ignored at first
    enter(qtbot, dialog)
    state = window.controller.state
    assert state is not None and not state.finished and state.cards[0].filled_count == 0


def test_game_over_new_game_opens_new_game(qtbot: QtBot, make_window: MakeWindow) -> None:
    window, dialog = game_over(qtbot, make_window)
    click(qtbot, dialog.new_game)
    new_game = opened(qtbot, NewGameDialog)
    assert new_game.windowTitle() == "New Game"
    click(qtbot, named(new_game, "Cancel"))  # nothing changes: the finished card stays
    assert not new_game.isVisible()
    state = window.controller.state
    assert state is not None and state.finished


def test_game_over_close_leaves_the_final_scores_up(qtbot: QtBot,
                                                    make_window: MakeWindow) -> None:
    window, dialog = game_over(qtbot, make_window)
    close = named(dialog, "Close")
    click(qtbot, close)
    assert not dialog.isVisible()
    state = window.controller.state
    assert state is not None and state.finished  # the finished card stays on the table


def test_game_over_review_opens_the_review_and_its_close_and_enter_close_it(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window, dialog = game_over(qtbot, make_window)
    click(qtbot, dialog.review)
    review = opened(qtbot, ReviewDialog)
    assert "Yacht" in review.windowTitle()
    close = named(review, "Close")
    click(qtbot, close)
    assert not review.isVisible()
    record = window.controller.record
    assert record is not None
    window.review_record(record)
    again = opened(qtbot, ReviewDialog, {id(review)})
    enter(qtbot, again)  # Close is the default
    assert not again.isVisible()


# -- at the start ----------------------------------------------------------------------------------
@pytest.mark.parametrize("answer", ["Not Now", "New Game", "Resume", None])
def test_the_offer_to_resume_by_its_buttons_and_enter(qtbot: QtBot, make_window: MakeWindow,
                                                     answer: str | None) -> None:
    first = mid_game(qtbot, make_window)
    first.close()
    window = make_window(open_store=True)
    qtbot.waitUntil(lambda: window.resume_box is not None and window.resume_box.isVisible(),
                    timeout=10_000)
    box = window.resume_box
    assert box is not None
    if answer in (None, "Resume"):
        if answer is None:
            enter(qtbot, box)  # Resume is the default
        else:
            click(qtbot, button(box, answer))
        qtbot.waitUntil(lambda: window.controller.state is not None
                        and window.controller.state.cards[0].filled_count == 1)
        return
    click(qtbot, button(box, answer))
    store = window.store
    assert store is not None
    state = window.controller.state
    assert state is not None and state.cards[0].filled_count == 0  # not resumed
    # Not Now offers it again next time; New Game sets it aside (listed, not offered)
    assert (store.resumable() is not None) is (answer == "Not Now")
    assert len(store.unfinished()) == 1


def test_the_welcome_skip_keeps_the_name_unasked(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    window.settings.welcomed = False
    dialog = offer_welcome(window)
    assert isinstance(dialog, WelcomeDialog)
    qtbot.keyClicks(dialog.name, "Zed")
    skip = named(dialog, "Skip")
    click(qtbot, skip)
    assert not dialog.isVisible()
    assert window.settings.welcomed and window.settings.player_name != "Zed"


def test_the_welcome_enter_is_lets_play(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    window.settings.welcomed = False
    dialog = offer_welcome(window)
    assert dialog is not None
    qtbot.keyClicks(dialog.name, "Zed")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert not dialog.isVisible() and window.settings.player_name == "Zed"


# -- New Game --------------------------------------------------------------------------------------
def answer_modal(kind: type[QDialog], then: Callable[[QDialog], None]) -> list[str]:
    """Answer the next modal dialog of ``kind`` run in its own loop with ``then``; the
    titles of those answered."""
    titles: list[str] = []

    def poll() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, kind) and modal.isVisible():
            titles.append(modal.windowTitle())
            then(modal)
            return
        QTimer.singleShot(20, poll)

    QTimer.singleShot(20, poll)
    return titles


def test_new_game_edit_opens_house_rules_over_it_on_the_chosen_rules(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    from yachtdice.ui.windows.house_rules.window import RulesetEditor

    window = make_window(open_store=True)
    window.new_action.trigger()
    dialog = opened(qtbot, NewGameDialog)
    dialog.rules.setCurrentIndex(dialog.rules.findData("yatzy"))
    seen: list[str] = []

    def look(editor: QDialog) -> None:
        assert isinstance(editor, RulesetEditor)
        seen.append(str(editor.data.get("id")))
        qtbot.mouseClick(editor.close_button, Qt.MouseButton.LeftButton)

    titles = answer_modal(QDialog, look)
    click(qtbot, dialog.edit_rules_button)
    assert titles and titles[0].startswith("House Rules") and seen == ["yatzy"]
    assert dialog.isVisible() and dialog.rules.currentData() == "yatzy"
    dialog.reject()
