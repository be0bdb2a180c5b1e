"""Looking a word up during a word game (the claim panel's button and Ctrl+L), and the
Family words setting of New Game, through the real window.

Rule sheet 000: "a standard dictionary; proper nouns, abbreviations, slang or foreign words
are not allowed". The dice spell d o u c h e (die 2 shows X): 3+1+3+4+3+1 = 15 points.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.word.rules import WORD_YAHTZEE
from yachtdice.ui.modes.word.lookup import LookupDialog
from yachtdice.ui.modes.word.options import with_family_words
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import cell, click_box

ROLL = ("o", "x", "d", "c", "e", "h", "u")


def start(qtbot: QtBot, window: MainWindow, setup: dict[str, object]) -> None:
    window.controller.new_game(with_family_words(WORD_YAHTZEE, setup), [Player("Ann")])
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)


def roll(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()  # back from New Game (offscreen Qt leaves it inactive): Space is
    qtbot.waitUntil(window.isActiveWindow)  # the window's key
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.controller.rolling)


def open_dialog(qtbot: QtBot) -> LookupDialog:
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), LookupDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, LookupDialog)
    return dialog


def ask(qtbot: QtBot, dialog: LookupDialog, word: str) -> str:
    """Type the word over what the field holds and press Enter."""
    dialog.field.selectAll()
    qtbot.keyClicks(dialog.field, word)
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    return dialog.answer.text()


def test_the_lookup_button_answers_yes_or_no_and_why(qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * 2))
    start(qtbot, window, {})                                   # Family words on: the default
    panel = window.part("word").panel
    button = window.part("word").lookup_button
    assert button.isVisible() and button.text().replace("&", "") == "Look up a word…"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = open_dialog(qtbot)
    assert "Family words is on" in dialog.about.text()
    assert ask(qtbot, dialog, "qi") == "No: 'qi' is not in the dictionary."
    assert dialog.isVisible()                                  # Enter looks up; it stays open
    assert ask(qtbot, dialog, "colour") == "Yes: 'colour' is a word here."
    assert ask(qtbot, dialog, "gonna") == "No: 'gonna' is slang, and the rules allow no slang."
    assert ask(qtbot, dialog, "ciao") == ("No: 'ciao' is a foreign word, and the rules allow "
                                          "no foreign words.")
    assert ask(qtbot, dialog, "NASA") == ("No: 'NASA' is an abbreviation, and the rules allow "
                                          "no abbreviations.")
    assert ask(qtbot, dialog, "douche") == ("No: 'douche' is on the offensive-words list, "
                                            "which Family words refuses in this game.")
    assert ask(qtbot, dialog, "pastures") == ("No: 'pastures' has 8 letters; the dice make "
                                              "words of at most 7 letters.")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    # Ctrl+L from the word field, with the word being typed already in the lookup's field
    roll(qtbot, window)
    qtbot.keyClicks(panel.words_edit, "ox")
    qtbot.keyClick(panel.words_edit, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    dialog = open_dialog(qtbot)
    assert dialog.field.text() == "ox"
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert dialog.answer.text() == "Yes: 'ox' is a word here."
    dialog.reject()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    # Game ▸ Look Up a Word…, shown in the Game menu while a word game is on the table
    action = next(a for a in window.game_menu.actions()
                  if a.text().replace("&", "") == "Look Up a Word…")
    assert action.isVisible() and action.shortcut().toString() == "Ctrl+L"
    action.trigger()
    dialog = open_dialog(qtbot)
    assert ask(qtbot, dialog, "tyre") == "Yes: 'tyre' is a word here."
    dialog.reject()
    window.controller.new_game(preset("yacht"), [Player("Ann")])
    assert action not in window.game_menu.actions()              # pip dice: no lookup


def test_family_words_are_on_by_default_remembered_and_refuse_douche(
        qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * 4))
    window.settings.last_setup = {"rules": "word-yahtzee", "players": [
        {"name": "Ann", "kind": "person"}]}
    dialog = window.new_game_dialog()
    family = dialog.options["word"].family
    assert family.isVisibleTo(dialog) and family.isChecked()
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)
    roll(qtbot, window)
    panel = window.part("word").panel
    qtbot.keyClicks(panel.words_edit, "douche")
    assert "offensive-words list" in panel.check.text()
    click_box(qtbot, window, "six_letter")
    assert window.message_label.text() == ("'douche' is on the offensive-words list, which "
                                           "Family words refuses in this game.")
    assert window.model.data(cell(window, "six_letter", 0)) == ""        # nothing booked

    # turned off, the setting is remembered with the setup; the word is then the family's call
    dialog = window.new_game_dialog()
    family = dialog.options["word"].family
    family.setChecked(False)
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    assert window.settings.last_setup["family_words"] is False
    again = window.new_game_dialog()
    assert not again.options["word"].family.isChecked()
    again.reject()
    roll(qtbot, window)
    panel.words_edit.clear()
    qtbot.keyClicks(panel.words_edit, "douche")
    click_box(qtbot, window, "six_letter")
    assert window.model.data(cell(window, "six_letter", 0)) == "15"


def test_family_words_stay_with_a_resumed_game(qtbot: QtBot):
    first = MainWindow(GameController(ScriptedDice(list(ROLL) * 2)))
    qtbot.addWidget(first)
    first.set_speed("off")
    first.show()
    first.start()
    qtbot.waitUntil(lambda: first.store is not None, timeout=10_000)
    box = first.resume_box
    if box is not None:
        box.done(QMessageBox.StandardButton.Cancel)
    start(qtbot, first, {})                                    # Family words on
    roll(qtbot, first)
    qtbot.keyClicks(first.part("word").panel.words_edit, "ox")
    click_box(qtbot, first, "two_letter")                      # O1 X8: 9, and it is saved
    assert first.model.data(cell(first, "two_letter", 0)) == "9"
    first.session.store.release_all()                          # the program is killed
    first.controller._stop_clock()

    second = MainWindow(GameController(ScriptedDice(list(ROLL) * 2)))
    qtbot.addWidget(second)
    second.set_speed("off")
    with qtbot.waitActive(second, timeout=30_000):
        second.show()
        second.activateWindow()
    second.start()
    qtbot.waitUntil(lambda: second.resume_box is not None, timeout=10_000)
    resume = next(b for b in second.resume_box.buttons()
                  if b.text().replace("&", "") == "Resume")
    resume.click()
    qtbot.waitUntil(lambda: second.controller.state is not None
                    and second.controller.state.mode == "word")
    qtbot.waitUntil(lambda: second.controller.loaded is not None, timeout=30_000)
    roll(qtbot, second)
    qtbot.keyClicks(second.part("word").panel.words_edit, "douche")
    click_box(qtbot, second, "six_letter")
    assert "Family words refuses" in second.message_label.text()
    assert second.model.data(cell(second, "six_letter", 0)) == ""
