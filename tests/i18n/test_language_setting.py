"""Settings ▸ Language: the choice is remembered and shown at once, the game on the table
kept (a player mid-turn with dice held keeps everything); the language at start-up; Qt's
own buttons in Norwegian Bokmål."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.pips.presets import preset
from yachtdice.ui.i18n import ENGLISH, LANGUAGES, PSEUDO, app_language, start_language
from yachtdice.ui.modes import builtin
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.main_window import MainWindow

from ..ui.conftest import MakeWindow

# the menus are opened as a player opens them: offscreen, Qt says what it cannot do for a popup
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

builtin.install()


@pytest.fixture
def english_after(qapp: QCoreApplication) -> Iterator[None]:
    before = QLocale()
    yield
    app_language().install(ENGLISH)
    QLocale.setDefault(before)


def opened(window: MainWindow, index: int) -> QMenu:
    """The menu bar's menu ``index``, opened from the menu bar and closed again, as a player
    looks into it (the Settings menu makes its entries as it first opens)."""
    bar = window.menuBar()
    top = bar.actions()[index]
    bar.setActiveAction(top)
    found = top.menu()
    assert isinstance(found, QMenu) and found.isVisible()
    found.close()
    return found


def menu(window: MainWindow, *path: str) -> QMenu:
    """The menu reached by titles (mnemonics left out), as a player opens it."""
    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    found = opened(window, titles.index(path[0]))
    for title in path[1:]:
        found = next(a.menu() for a in found.actions() if a.text().replace("&", "") == title)
    assert isinstance(found, QMenu)
    return found


def action(in_menu: QMenu, text: str) -> QAction:
    """The menu's entry of that text (mnemonics left out)."""
    return next(a for a in in_menu.actions() if a.text().replace("&", "") == text)


def main_windows() -> list[MainWindow]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, MainWindow) and w.isVisible()]


def open_window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(GameController(ScriptedDice([2, 5, 5, 1, 5] * 4)))
    window.set_speed("off")
    with qtbot.waitActive(window, timeout=30_000):
        window.show()
        window.activateWindow()
    window.start()
    qtbot.waitUntil(lambda: window.store is not None, timeout=30_000)
    window.controller.new_game(preset("yahtzee"), [Player("Ann"), Player("Bo")])
    return window


def close_all(qtbot: QtBot) -> None:
    for window in main_windows():
        window.close()


def test_the_language_menu_names_each_language_in_itself(qtbot: QtBot,
                                                         english_after: None) -> None:
    window = open_window(qtbot)
    try:
        texts = [a.text() for a in menu(window, "Settings", "Language").actions()
                 if not a.isSeparator()]
        assert texts == ["&Desktop Language", "English", "Dansk", "Deutsch", "Français",
                         "Norsk bokmål", "Nederlands", "Svenska"]
        checked = [a.text() for a in menu(window, "Settings", "Language").actions()
                   if a.isChecked()]
        assert checked == ["&Desktop Language"]  # nothing chosen yet: the desktop's
    finally:
        close_all(qtbot)


def test_choosing_german_mid_turn_keeps_the_game_and_its_held_dice(
        qtbot: QtBot, english_after: None) -> None:
    window = open_window(qtbot)
    controller = window.controller
    controller.roll()
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.dice is not None
                    and not controller.rolling)
    qtbot.keyClick(window, Qt.Key.Key_2)  # hold the three 5s, as a player does
    qtbot.keyClick(window, Qt.Key.Key_3)
    qtbot.keyClick(window, Qt.Key.Key_5)
    qtbot.waitUntil(lambda: controller.state is not None
                    and controller.state.held == frozenset({1, 2, 4}))
    game_id, state = controller.game_id, controller.state

    action(menu(window, "Settings", "Language"), "Deutsch").trigger()

    qtbot.waitUntil(lambda: bool(main_windows()) and main_windows()[0] is not window)
    [new] = main_windows()
    assert new.controller is controller and controller.game_id == game_id
    assert controller.state == state  # same turn, same dice, same holds, same roll count
    assert [d.face for d in new.tray.dice] == [2, 5, 5, 1, 5]
    assert [d.held for d in new.tray.dice] == [False, True, True, False, True]
    assert [a.text() for a in new.menuBar().actions()][2] == "&Einstellungen"
    assert new.roll_button.text() == "&Würfeln (noch 2)"
    assert Settings().language == "de"
    assert new.store is not None  # the history came along: the next action is saved
    qtbot.mouseClick(new.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.rolls_left == 1
                    and not controller.rolling)
    saved = new.store.game(game_id)
    assert saved.record.state == controller.state

    # and back to the desktop's (English here): remembered as no choice
    action(menu(new, "Einstellungen", "Sprache"), "Systemsprache").trigger()
    qtbot.waitUntil(lambda: main_windows()[0] is not new)
    [back] = main_windows()
    assert Settings().language is None
    assert back.controller.game_id == game_id
    assert [a.text() for a in back.menuBar().actions()][2] == "&Settings"
    close_all(qtbot)


def test_the_setting_is_read_at_start_and_the_command_line_wins(
        english_after: None) -> None:
    settings = Settings()
    settings.language = "sv"
    assert Settings().language == "sv"
    assert start_language(Settings().language) == "sv"
    assert QCoreApplication.translate("MainWindow", "&Settings") == "&Inställningar"
    assert start_language("sv", "fr") == "fr"
    assert start_language("sv", PSEUDO) == PSEUDO
    assert QCoreApplication.translate("MainWindow", "&Settings").startswith("⟦&Settings")
    settings.language = "klingon"  # what the file cannot hold reads as no choice
    assert Settings().language is None


def test_norwegian_players_get_norwegian_buttons(qapp: QCoreApplication,
                                                english_after: None) -> None:
    assert "nb" in LANGUAGES
    app_language().install("nb")
    buttons = QMessageBox.StandardButton
    box = QMessageBox(QMessageBox.Icon.Question, "Yacht Dice", "?",
                      buttons.Yes | buttons.No | buttons.Cancel | buttons.Ok | buttons.Save
                      | buttons.Discard | buttons.Close)
    texts = {b: box.button(b).text() for b in (buttons.Yes, buttons.No, buttons.Cancel,
                                               buttons.Ok, buttons.Save, buttons.Discard,
                                               buttons.Close)}
    assert texts == {buttons.Yes: "&Ja", buttons.No: "&Nei", buttons.Cancel: "Avbryt",
                     buttons.Ok: "OK", buttons.Save: "Lagre", buttons.Discard: "Forkast",
                     buttons.Close: "Lukk"}


def test_german_players_get_qts_own_german_buttons(qapp: QCoreApplication,
                                                   english_after: None) -> None:
    app_language().install("de")
    buttons = QMessageBox.StandardButton
    box = QMessageBox(QMessageBox.Icon.Question, "Yacht Dice", "?",
                      buttons.Yes | buttons.No | buttons.Cancel)
    assert [box.button(b).text() for b in (buttons.Yes, buttons.No, buttons.Cancel)] == \
        ["&Ja", "&Nein", "Abbrechen"]


def test_an_unknown_language_on_the_command_line_is_refused_in_a_sentence(
        capsys: pytest.CaptureFixture[str]) -> None:
    from yachtdice.__main__ import main

    with pytest.raises(SystemExit) as stopped:
        main(["yachtdice", "--language", "xx"])
    assert stopped.value.code == 2
    assert "invalid choice: 'xx'" in capsys.readouterr().err


def test_the_command_line_knows_every_language_the_app_speaks() -> None:
    from yachtdice.__main__ import LANGUAGE_CODES

    assert sorted(LANGUAGE_CODES) == sorted([*LANGUAGES, PSEUDO])


def test_the_settings_menu_in_swedish(qtbot: QtBot, english_after: None) -> None:
    app_language().install("sv")
    window = open_window(qtbot)
    try:
        settings = menu(window, "Inställningar")
        assert settings.actions()[0].text() == "&Animeringshastighet"
        assert [a.text() for a in menu(window, "Inställningar", "Tema").actions()] == \
            ["&Följ skrivbordet", "&Ljust", "&Mörkt", "&Hög kontrast"]
        assert [a.text() for a in menu(window, "Inställningar",
                                       "Animeringshastighet").actions()] == \
            ["&Normal", "&Snabb", "&Av"]
        sound = next(a for a in settings.actions() if a.text().startswith("&Ljud"))
        assert sound.text() in ("&Ljud", "&Ljud (inte installerat)")
    finally:
        close_all(qtbot)


SETTINGS_IN = {"English": "&Settings", "Dansk": "&Indstillinger", "Deutsch": "&Einstellungen",
               "Français": "&Paramètres", "Norsk bokmål": "&Innstillinger",
               "Nederlands": "&Instellingen", "Svenska": "&Inställningar"}


def test_each_language_from_the_menu_speaks_at_once_and_is_remembered(
        qtbot: QtBot, english_after: None) -> None:
    window = open_window(qtbot)
    game_id = window.controller.game_id
    for name in ("Svenska", "Dansk", "Norsk bokmål", "Deutsch", "Français", "Nederlands",
                 "English"):
        settings_menu = opened(window, 2)
        language = next(a.menu() for a in settings_menu.actions()
                        if a.menu() is not None and a.menu().actions()[0].isCheckable()
                        and any(x.text() == "English" for x in a.menu().actions()))
        before = window
        action(language, name).trigger()
        if name != "English" or app_language().code != ENGLISH:
            qtbot.waitUntil(lambda before=before: main_windows()[0] is not before)
        [window] = main_windows()
        assert window.menuBar().actions()[2].text() == SETTINGS_IN[name], name
        assert window.controller.game_id == game_id
        assert Settings().language == next(c for c, n in LANGUAGES.items() if n == name)
    close_all(qtbot)


def test_words_being_typed_are_kept_when_the_language_changes(
        qtbot: QtBot, make_window: MakeWindow, english_after: None) -> None:
    from yachtdice.core.modes.word.rules import WORD_YAHTZEE

    window = make_window(ScriptedDice(["p", "s", "r", "e", "*", "t", "u"] * 4))
    window.controller.new_game(WORD_YAHTZEE, [Player("Ann")])
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)  # roll
    qtbot.waitUntil(lambda: not window.controller.rolling)
    edit = window.part("word").panel.words_edit
    qtbot.keyClicks(edit, "upset")

    action(menu(window, "Settings", "Language"), "Svenska").trigger()

    qtbot.waitUntil(lambda: bool(main_windows()) and main_windows()[0] is not window)
    [new] = main_windows()
    assert new.part("word").panel.words_edit.text() == "upset"
    close_all(qtbot)
