"""Word Yahtzee in another language (issue 27): the panel, the card, the refusals, the
lookup, the rules help and New Game speak the window's language, while the words, the
letters and their values stay English, and New Game says so.

The dice are forced (rule sheet 000's values): die 1 P4, die 2 S2, die 3 R2, die 4 E1,
die 5 the wild face 0, die 6 T2, die 7 U3. "up" uses U (die 7, 3) and P (die 1, 4): 7.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.word.rules import WORD_YAHTZEE
from yachtdice.ui.dialogs.rules_help import TextDialog
from yachtdice.ui.i18n import ENGLISH, Language
from yachtdice.ui.modes.word.lookup import LookupDialog
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import cell, click_box
from .test_language import row_labels
from .test_word_game_window import roll, type_words

ROLL = ("p", "s", "r", "e", "*", "t", "u")


def word_window(qtbot: QtBot, make_window: MakeWindow) -> MainWindow:
    window = make_window(ScriptedDice(list(ROLL) * 13))
    window.controller.new_game(WORD_YAHTZEE, [Player("Ann")])
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)
    return window


def test_a_swedish_word_turn(qtbot: QtBot, make_window: MakeWindow, speak: Language) -> None:
    speak.install("sv")
    window = word_window(qtbot, make_window)
    panel = window.part("word").panel
    labels = row_labels(window)
    for name in ("2-bokstavsord", "6-bokstavsord", "Tre ord", "Bara vokaler", "Chans",
                 "Yahtzee-ord", "Yahtzee-bonus", "Totalsumma"):
        assert name in labels, labels
    assert panel.book.text() == "Fyll i" and panel.zero.text() == "Skriv en nolla"
    assert panel.next_word.text() == "Nästa ord" and panel.clear.text() == "Rensa"
    assert panel.boxes.horizontalHeaderItem(0).text() == "Ledig ruta"
    assert panel.check.text() == "Slå tärningarna för att bilda ord."
    assert panel.words_edit.placeholderText().startswith("Skriv engelska ord;")

    roll(qtbot, window)
    # the dice keep their English letters and values; what is said around them is Swedish
    assert window.tray.dice[0].accessibleName().endswith("bokstaven P, värd 4")
    assert window.tray.dice[4].accessibleName().endswith("jokersidan, värd 0")
    assert [b.text() for b in panel.letter_buttons][:2] == ["P 4", "S 2"]
    assert panel.letter_buttons[0].toolTip() == "Lägg till bokstaven P (tärning 1)"

    # a claim the dice cannot make: the panel and the card refuse it in Swedish
    type_words(qtbot, window, "pup")
    refusal = ("Orden använder 'p' två gånger men bara 1 tärning visar den: en tärning får "
               "bara användas en gång.")
    assert refusal in panel.check.text()
    assert panel.verdict("two_words") == refusal
    click_box(qtbot, window, "three_letter")
    assert window.message_label.text() == refusal
    assert window.model.data(cell(window, "three_letter", 0)) == ""      # nothing booked
    type_words(qtbot, window, "xq")
    assert panel.check.text() == ("Bokstaven 'q' finns inte på tärningarna.\n"
                                  "xq: 'xq' finns inte i ordlistan")

    # a word for the wrong box: refused with the box's Swedish name, the word kept English
    type_words(qtbot, window, "up")
    assert "up: finns i ordlistan — tärningar 7 1" in panel.check.text()
    assert panel.verdict("three_letter") == ("'up' har 2 bokstäver; rutan 3-bokstavsord kräver "
                                             "ett ord på 3 bokstäver.")
    assert panel.verdict("two_letter") == 7
    rows = {panel.boxes.item(r, 0).text(): panel.boxes.item(r, 1).text()
            for r in range(panel.boxes.rowCount())}
    assert rows["2-bokstavsord"] == "7"

    # booked with the Book button: the card shows 7, the word stays "up"
    panel.select_box("two_letter")
    qtbot.mouseClick(panel.book, Qt.MouseButton.LeftButton)
    assert window.model.data(cell(window, "two_letter", 0)) == "7"
    tip = window.model.data(cell(window, "two_letter", 0), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("2-bokstavsord: Ann spelade up, 7 poäng. Ett ord på exakt 2 "
                          "bokstäver"), tip
    assert "up" in panel.played.toPlainText()
    assert window.controller.state.cards[0].words_in("two_letter") == ("up",)


@pytest.mark.slow
def test_the_hourglass_in_swedish(qtbot: QtBot, make_window: MakeWindow,
                                  speak: Language) -> None:
    speak.install("sv")
    window = make_window(ScriptedDice(list(ROLL) * 4))
    window.controller.turn_seconds = 1
    window.controller.new_game(WORD_YAHTZEE, [Player("Ann")])
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)
    qtbot.waitUntil(lambda: window.controller.out_of_time, timeout=10_000)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    panel = window.part("word").panel
    assert window.message_label.text() == "Tiden är ute, Ann: välj en ruta för en nolla."
    assert panel.check.text() == ("Tiden är ute: nu kan du bara skriva en nolla. Välj en ruta "
                                  "och tryck på Enter (eller Skriv en nolla).")
    assert {panel.boxes.item(r, 1).text() for r in range(panel.boxes.rowCount())} == {
        "0 (tiden är ute)"}
    type_words(qtbot, window, "up")                       # read-only now: nothing typed
    assert panel.words_edit.text() == ""
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)    # Roll: refused, in Swedish
    assert window.message_label.text() == "Tiden är ute: välj en ruta för en nolla."


def test_a_hint_in_norwegian_keeps_the_word_english(qtbot: QtBot, make_window: MakeWindow,
                                                     speak: Language) -> None:
    speak.install("nb")
    window = make_window(ScriptedDice([*ROLL, *ROLL[1:], *ROLL]))
    window.controller.new_game(WORD_YAHTZEE, [Player("Ann")])
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)
    roll(qtbot, window)
    words = window.part("word").panel.words_edit
    qtbot.keyClick(words, Qt.Key.Key_1)                   # hold die 1, roll the others
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    qtbot.keyClick(words, Qt.Key.Key_1)                   # let it go: the last roll
    qtbot.keyClick(words, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    assert window.controller.state.rolls_available == 0
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    assert window.hint_label.text() == "Tips: før inn p*asture i Yahtzee-ord."


def test_the_word_rules_help_in_german(qtbot: QtBot, make_window: MakeWindow,
                                       speak: Language) -> None:
    speak.install("de")
    window = word_window(qtbot, make_window)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: isinstance(window.dialog, TextDialog))
    text = window.dialog.browser.toPlainText()
    assert "7 Buchstabenwürfel, 3 Würfe pro Zug" in text
    assert "Die Wörter sind englisch: Wörterbuch und Buchstabenwerte folgen" in text
    assert "Würfel 1: O W U M P Y" in text                  # the letters stay English
    assert "Yahtzee-Wort: Ein Wort aus allen Würfeln: 50." in text
    assert "letters" not in text and "Die 1" not in text


def test_new_game_says_the_words_are_english(qtbot: QtBot, make_window: MakeWindow,
                                             speak: Language) -> None:
    speak.install("fr")
    window = make_window()
    window.settings.last_setup = {"rules": "word-yahtzee", "players": [
        {"name": "Ann", "kind": "person"}]}
    dialog = window.new_game_dialog()
    assert dialog.rules.currentText() == "Word Yahtzee (dés à lettres)"
    options = dialog.options["word"]
    assert options.english.isVisibleTo(dialog)
    assert options.english.text() == ("Les mots sont anglais : le dictionnaire et la valeur "
                                      "des lettres suivent les règles anglaises.")
    assert options.family.text() == "Mode &famille : personne ne peut jouer un mot choquant"
    dialog.reject()


def test_in_english_nothing_says_the_words_are_english(
        qtbot: QtBot, make_window: MakeWindow, speak: Language) -> None:
    speak.install(ENGLISH)
    window = make_window()
    window.settings.last_setup = {"rules": "word-yahtzee", "players": [
        {"name": "Ann", "kind": "person"}]}
    dialog = window.new_game_dialog()
    assert not dialog.options["word"].english.isVisibleTo(dialog)
    dialog.reject()


def test_the_lookup_answers_in_dutch(qtbot: QtBot, make_window: MakeWindow,
                                     speak: Language) -> None:
    speak.install("nl")
    window = word_window(qtbot, make_window)
    action = next(a for a in window.game_menu.actions() if a.text() == "&Woord opzoeken…")
    action.trigger()
    qtbot.waitUntil(lambda: window.findChild(LookupDialog) is not None)
    dialog = window.findChild(LookupDialog)
    assert dialog.windowTitle() == "Woord opzoeken"
    qtbot.keyClicks(dialog.field, "NASA")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert dialog.answer.text() == ("Nee: 'NASA' is een afkorting, en de regels staan geen "
                                    "afkortingen toe.")
    dialog.field.clear()
    qtbot.keyClicks(dialog.field, "cat")
    qtbot.mouseClick(dialog.look, Qt.MouseButton.LeftButton)
    assert dialog.answer.text() == "Ja: 'cat' is hier een woord."
    dialog.reject()
