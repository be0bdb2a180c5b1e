"""Word Yahtzee in the main window: a whole game with forced letter dice, by mouse and by
keyboard; hints; the hourglass; and a word game killed and resumed from the history.

The expected points are worked out by hand from rule sheet 000 and the dice values
(die 1 P4, die 2 S2, die 3 R2, die 4 E1, die 5 wild 0, die 6 T2, die 7 U3).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.word.rules import WORD_YAHTZEE, WordClaim
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import cell, click_box, click_die

ROLL = ("p", "s", "r", "e", "*", "t", "u")


def start_word_game(qtbot: QtBot, window: MainWindow, players: list[Player]) -> None:
    window.controller.new_game(WORD_YAHTZEE, players)
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)


def roll(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.controller.rolling)


def type_words(qtbot: QtBot, window: MainWindow, words: str) -> None:
    edit = window.part("word").panel.words_edit
    edit.clear()
    qtbot.keyClicks(edit, words)


def points(window: MainWindow, box_id: str, column: int = 0) -> str:
    return window.model.data(cell(window, box_id, column))


def test_a_whole_word_game_by_mouse_and_keyboard(qtbot: QtBot, make_window: MakeWindow):
    # the second roll throws only dice 2-6 (1 and 7 are held)
    window = make_window(ScriptedDice([*ROLL, *ROLL[1:6], *ROLL * 12]))
    start_word_game(qtbot, window, [Player("Ann")])
    assert window.part("word").panel.isVisible()
    assert window.windowTitle().endswith("Word Yahtzee")

    # turn 1: the letters are painted on the dice; hold two, roll again, claim by clicking
    roll(qtbot, window)
    assert window.tray.dice[0].accessibleName() == "Die 1: letter P, worth 4"
    assert window.tray.dice[4].accessibleName() == "Die 5: the wild face, worth 0"
    click_die(qtbot, window, 0)
    qtbot.keyClick(window.part("word").panel.words_edit, Qt.Key.Key_7)  # a digit holds, not types
    assert window.controller.state.held == frozenset({0, 6})
    assert window.part("word").panel.words_edit.text() == ""
    roll(qtbot, window)
    type_words(qtbot, window, "up")
    assert window.part("word").panel.verdict("two_letter") == 7
    assert "not in the dictionary" not in window.part("word").panel.check.text()
    click_box(qtbot, window, "two_letter")
    assert points(window, "two_letter") == "7"

    def claim_by_enter(words: str, box_id: str) -> None:
        """Type the words, move to the box with Up/Down in the word field, press Enter."""
        roll(qtbot, window)
        type_words(qtbot, window, words)
        edit = window.part("word").panel.words_edit
        for _ in range(12):
            if window.part("word").panel._selected_box() == box_id:
                break
            qtbot.keyClick(edit, Qt.Key.Key_Down)
        assert window.part("word").panel._selected_box() == box_id
        qtbot.keyClick(edit, Qt.Key.Key_Return)

    claim_by_enter("put", "three_letter")             # 4 + 3 + 2
    claim_by_enter("pure", "four_letter")             # 4 + 3 + 2 + 1
    claim_by_enter("super", "five_letter")            # 2 + 3 + 4 + 1 + 2
    # the letter buttons build the word in order, Book books it
    roll(qtbot, window)
    window.part("word").panel.words_edit.clear()
    for letter in "purest":
        button = next(b for b in window.part("word").panel.letter_buttons
                      if b.text().startswith(letter.upper()) and b.isEnabled())
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.part("word").panel.words() == ("purest",)
    window.part("word").panel.select_box("six_letter")
    qtbot.mouseClick(window.part("word").panel.book, Qt.MouseButton.LeftButton)
    assert points(window, "six_letter") == "14"
    # upper sum 7 + 9 + 10 + 12 + 14 = 52 reaches 45: the bonus of 35
    bonus_row = next(i for i, r in enumerate(window.model.rows) if r.label == "Bonus")
    assert window.model.data(window.model.index(bonus_row, 0)) == "35"

    # an illegal claim says why and changes nothing
    roll(qtbot, window)
    type_words(qtbot, window, "pup")
    click_box(qtbot, window, "one_word")
    assert "only once" in window.message_label.text()
    assert points(window, "one_word") == ""
    type_words(qtbot, window, "purest")
    click_box(qtbot, window, "one_word")                                   # 14
    claim_by_enter("up set", "two_words")                                  # 7 + 5
    claim_by_enter("up set *a", "three_words")                            # 7 + 5 + 0
    for box_id in ("all_consonants", "all_vowels"):                        # zeros
        roll(qtbot, window)
        window.part("word").panel.words_edit.clear()
        window.part("word").panel.select_box(box_id)
        qtbot.mouseClick(window.part("word").panel.zero, Qt.MouseButton.LeftButton)
        assert points(window, box_id) == "0"
    claim_by_enter("purest", "chance")                                     # 14
    claim_by_enter("p*asture", "yahtzee_word")                              # 50

    state = window.controller.state
    assert state.finished
    # upper 52 + bonus 35 + lower 14 + 12 + 12 + 0 + 0 + 14 + 50 = 189
    assert state.cards[0].total(WORD_YAHTZEE) == 189
    grand = window.model.index(window.model.rowCount() - 1, 0)
    assert window.model.data(grand) == "189"
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    assert window.end_dialog.review.isEnabled()  # the words missed (tests/ui/test_word_review.py)


def test_a_computer_word_player_and_a_hint(qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * 6))
    start_word_game(qtbot, window, [Player("Ann"), Player("Bot", True, "plain")])
    roll(qtbot, window)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_H)
    assert window.hint_label.text().startswith("Hint:")
    type_words(qtbot, window, "purest")
    click_box(qtbot, window, "six_letter")
    # the computer plays its turn by itself and the turn comes back
    qtbot.waitUntil(lambda: window.controller.state.current == 0
                    and window.controller.state.cards[1].filled_count == 1, timeout=20_000)


@pytest.mark.slow
def test_the_hourglass_leaves_only_a_zero(qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * 4))
    window.controller.turn_seconds = 1
    start_word_game(qtbot, window, [Player("Ann")])
    assert window.clock_label.isVisible()
    qtbot.waitUntil(lambda: window.controller.out_of_time, timeout=5_000)
    assert window.controller.state.dice == ROLL      # the dice were thrown for the zero
    type_words(qtbot, window, "purest")
    window.controller.claim(WordClaim("six_letter", ("purest",)))
    assert window.controller.state.cards[0].filled_count == 0
    assert "Time is up" in window.message_label.text()
    window.part("word").panel.select_box("six_letter")
    qtbot.mouseClick(window.part("word").panel.zero, Qt.MouseButton.LeftButton)
    assert points(window, "six_letter") == "0"
    assert not window.controller.out_of_time             # the next turn has its minute


@pytest.mark.slow
def test_a_word_game_killed_mid_turn_resumes_where_it_was(qtbot: QtBot):
    dice = ScriptedDice(list(ROLL) * 4)
    first = MainWindow(GameController(dice))
    qtbot.addWidget(first)
    first.set_speed("off")
    first.show()
    first.start()
    qtbot.waitUntil(lambda: first.store is not None, timeout=10_000)
    box = first.resume_box
    if box is not None:
        box.done(QMessageBox.StandardButton.Cancel)
    start_word_game(qtbot, first, [Player("Ann")])
    roll(qtbot, first)
    type_words(qtbot, first, "purest")
    click_box(qtbot, first, "one_word")
    roll(qtbot, first)
    first.controller.toggle_hold(2)
    before = first.controller.record
    # killed: no close, no abandon; the history holds what was saved after every action
    first.session.store.release_all()
    first.controller._stop_clock()

    second = MainWindow(GameController(ScriptedDice(list(ROLL) * 2)))
    qtbot.addWidget(second)
    second.set_speed("off")
    second.show()
    second.start()
    qtbot.waitUntil(lambda: second.resume_box is not None, timeout=10_000)
    assert "Word Yahtzee" in second.resume_box.text()
    resume = next(b for b in second.resume_box.buttons() if b.text().replace("&", "")
                  == "Resume")
    resume.click()
    qtbot.waitUntil(lambda: second.controller.state is not None
                    and second.controller.state.mode == "word")
    assert second.controller.record.actions == before.actions
    assert second.controller.state == before.state
    assert second.part("word").panel.isVisible()
    qtbot.waitUntil(lambda: second.controller.loaded is not None, timeout=30_000)
    assert points(second, "one_word") == "14"
    # the high scores list the word rules too, the game's chosen
    dialog = second.show_high_scores()
    assert dialog.rules.currentData() == "word-yahtzee"


def test_new_game_offers_the_word_rules_with_their_players_and_timer(
        qtbot: QtBot, make_window: MakeWindow):
    window = make_window()
    window.settings.last_setup = {"rules": "yatzy", "players": [
        {"name": "Ann", "kind": "person"}, {"name": "", "kind": "expert"}]}
    dialog = window.new_game_dialog()
    labels = [dialog.rules.itemText(i) for i in range(dialog.rules.count())]
    assert "Word Yahtzee (letter dice)" in labels and "Yahtzee Words (letter dice)" in labels
    assert not dialog.options["word"].timer.isVisibleTo(dialog)
    dialog.rules.setCurrentIndex(dialog.rules.findData("yahtzee-words"))
    kinds = [dialog.players()[1].kind.itemText(i)
             for i in range(dialog.players()[1].kind.count())]
    assert kinds == ["Person", "Computer – Plain", "Computer – Strong"]
    assert dialog.players()[1].kind_key == "plain"      # a computer stays a computer
    timer = dialog.options["word"].timer
    assert timer.isVisibleTo(dialog) and not dialog.edit_rules_button.isEnabled()
    timer.setChecked(True)
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state.mode == "word" and state.ruleset.id == "yahtzee-words"
    assert [p.strategy for p in state.players] == [None, "plain"]
    assert window.controller.turn_seconds == 60
    assert window.settings.last_setup["timer"] is True
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)


@pytest.mark.slow
def test_undo_takes_back_a_claim_and_the_history_marks_who_was_helped(
        qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * 24), open_store=True)
    box = window.resume_box
    if box is not None:
        box.done(QMessageBox.StandardButton.Cancel)
    start_word_game(qtbot, window, [Player("<b>Ann</b>"), Player("Bea")])
    assert window.model.headerData(0, Qt.Orientation.Horizontal) == "<b>Ann</b>"
    assert not window.hint_button.isEnabled()              # nothing to advise before a roll
    for n in range(24):
        roll(qtbot, window)
        if n == 0:                                        # Ann books a word, then takes it back
            type_words(qtbot, window, "purest")
            click_box(qtbot, window, "chance")
            assert points(window, "chance") == "14"
            qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
            assert points(window, "chance") == ""
        if n == 1:                                        # Bea asks for a hint
            qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
            assert window.hint_label.text().startswith("Hint:")
        state = window.controller.state
        window.part("word").panel.select_box(state.card.open_ids[0])
        qtbot.mouseClick(window.part("word").panel.zero, Qt.MouseButton.LeftButton)
    assert window.controller.state.finished
    scores = {h.name: h.assisted for h in window.store.high_scores("word-yahtzee")}
    assert scores == {"<b>Ann</b>": True, "Bea": True}


def test_a_hint_on_the_last_roll_fills_in_the_strong_players_claim(
        qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice([*ROLL, *ROLL[1:], *ROLL]))
    start_word_game(qtbot, window, [Player("Ann")])
    roll(qtbot, window)
    words = window.part("word").panel.words_edit
    qtbot.keyClick(words, Qt.Key.Key_1)   # hold die 1
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(words, Qt.Key.Key_1)   # and let it go
    qtbot.keyClick(words, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.state.rolls_available == 0
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    assert window.hint_label.text() == "Hint: book p*asture in Yahtzee Word."
    panel = window.part("word").panel
    assert panel.words() == ("pAsture",) and panel.verdict("yahtzee_word") == 50
    assert panel.book.isEnabled()
    assert window.controller.turn_seconds is None and not window.clock_label.isVisible()
