"""The word games on screen: the claim panel and the preview window, driven like a player."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.core.game import Player
from yachtdice.core.modes.word import WORD_YAHTZEE, Lexicon, WordCard, WordClaim
from yachtdice.ui.word_claim import ClaimPanel
from yachtdice.ui.word_window import WordGameWindow

LEX = Lexicon(["up", "put", "pure", "super", "purest", "rest", "set", "pasture", "a", "pup"])
ROLL = ("p", "s", "r", "e", "*", "t", "u")    # 4 2 2 1 0 2 3


def panel(qtbot: QtBot, card: WordCard | None = None) -> ClaimPanel:
    p = ClaimPanel()
    qtbot.addWidget(p)
    p.set_roll(WORD_YAHTZEE, LEX, card or WordCard(), ROLL)
    p.show()
    return p


def test_typed_words_show_what_each_open_box_scores_and_why_not(qtbot: QtBot) -> None:
    p = panel(qtbot)
    qtbot.keyClicks(p.words_edit, "super")
    assert p.verdict("five_letter") == 12
    assert p.verdict("one_word") == 12
    assert "needs a word of 4 letters" in str(p.verdict("four_letter"))
    assert "super: in the dictionary — dice" in p.check.text()
    p.words_edit.setText("pup")
    assert "a die may be used only once" in p.check.text()
    p.words_edit.setText("sup")
    assert "'sup' is not in the dictionary" in p.check.text()
    p.select_box("three_letter")
    assert not p.book.isEnabled() and p.zero.isEnabled()


def test_only_a_legal_claim_is_booked_with_enter(qtbot: QtBot) -> None:
    p = panel(qtbot)
    p.words_edit.setFocus()
    qtbot.keyClicks(p.words_edit, "pAsture")
    p.select_box("yahtzee_word")
    with qtbot.waitSignal(p.claimed) as booked:
        qtbot.keyClick(p.words_edit, Qt.Key.Key_Return)
    assert booked.args == [WordClaim("yahtzee_word", ("pAsture",))]
    p.words_edit.setText("xyz")
    with qtbot.assertNotEmitted(p.claimed):
        qtbot.keyClick(p.words_edit, Qt.Key.Key_Return)


def test_words_are_built_by_clicking_letters_and_naming_the_wild_face(qtbot: QtBot) -> None:
    p = panel(qtbot)
    by_die = p.letter_buttons
    qtbot.mouseClick(by_die[6], Qt.MouseButton.LeftButton)        # U
    qtbot.mouseClick(by_die[0], Qt.MouseButton.LeftButton)        # P
    assert p.words_edit.text() == "up"
    assert not by_die[0].isEnabled() and not by_die[6].isEnabled()   # each die once
    qtbot.mouseClick(p.next_word, Qt.MouseButton.LeftButton)
    p.wild_letter.setCurrentText("A")
    qtbot.mouseClick(by_die[4], Qt.MouseButton.LeftButton)        # the wild face as A
    assert p.words_edit.text() == "up A"
    assert p.verdict("two_words") == 7
    qtbot.mouseClick(p.clear, Qt.MouseButton.LeftButton)
    assert p.words_edit.text() == "" and by_die[0].isEnabled()


def test_a_zero_can_go_in_any_open_box(qtbot: QtBot) -> None:
    p = panel(qtbot, WordCard((("chance", 4),)))
    assert p.verdict("chance") is None           # filled boxes are not offered
    p.select_box("all_vowels")
    with qtbot.waitSignal(p.claimed) as booked:
        qtbot.mouseClick(p.zero, Qt.MouseButton.LeftButton)
    assert booked.args == [WordClaim("all_vowels", zero=True)]


def test_a_person_rolls_holds_claims_and_undoes_in_the_window(qtbot: QtBot) -> None:
    w = WordGameWindow(WORD_YAHTZEE, LEX, [Player("<b>Ann</b>")], random.Random(4))
    qtbot.addWidget(w)
    w.show()
    assert w.card.horizontalHeaderItem(0).text() == "<b>Ann</b>"
    qtbot.mouseClick(w.roll_button, Qt.MouseButton.LeftButton)
    assert w.state.dice is not None and "2 rolls left" in w.status.text()
    w.toggle_hold(0)
    assert w.state.held == frozenset({0}) and w.tray.dice[0].held
    w.panel.select_box("chance")
    qtbot.mouseClick(w.panel.zero, Qt.MouseButton.LeftButton)
    assert w.state.cards[0].get("chance") == 0
    assert w.card.item(10, 0).text() == "0"
    assert w.undo_button.isEnabled()
    qtbot.mouseClick(w.undo_button, Qt.MouseButton.LeftButton)
    assert w.state.cards[0].get("chance") is None


def test_a_computer_player_plays_its_turn_by_itself(qtbot: QtBot) -> None:
    w = WordGameWindow(WORD_YAHTZEE, LEX, [Player("Ann"), Player("Bot", True)],
                       random.Random(2))
    qtbot.addWidget(w)
    w.show()
    qtbot.mouseClick(w.roll_button, Qt.MouseButton.LeftButton)
    w.panel.select_box("yahtzee_word")
    qtbot.mouseClick(w.panel.zero, Qt.MouseButton.LeftButton)
    assert not w.roll_button.isEnabled()                          # the computer's turn
    qtbot.waitUntil(lambda: w.state.current == 0, timeout=20_000)
    assert len(w.state.cards[1].scores) == 1 and w.roll_button.isEnabled()
    assert "Undo is for your own moves" in (w.state.undo_problem() or "")


def test_a_finished_game_goes_into_the_history(qtbot: QtBot, tmp_path) -> None:
    from yachtdice.store import Store
    with Store.open(tmp_path / "h.sqlite3") as store:
        w = WordGameWindow(WORD_YAHTZEE, LEX, [Player("Ann")], random.Random(1), store=store)
        qtbot.addWidget(w)
        for box_id in [b for b in w.state.card.open_ids]:
            qtbot.mouseClick(w.roll_button, Qt.MouseButton.LeftButton)
            w.panel.select_box(box_id)
            qtbot.mouseClick(w.panel.zero, Qt.MouseButton.LeftButton)
        assert w.state.finished and w.status.text() == "Game over: Ann wins with 0."
        assert [(h.name, h.score, h.assisted) for h in store.high_scores("word-yahtzee")] == [
            ("Ann", 0, False)]


def test_undo_and_hints_mark_the_person_assisted_in_the_history(qtbot: QtBot, tmp_path) -> None:
    from yachtdice.store import Store
    with Store.open(tmp_path / "h.sqlite3") as store:
        w = WordGameWindow(WORD_YAHTZEE, LEX, [Player("Ann"), Player("Bea")],
                           random.Random(1), store=store)
        qtbot.addWidget(w)
        for n in range(24):
            qtbot.mouseClick(w.roll_button, Qt.MouseButton.LeftButton)
            if n == 1:
                qtbot.mouseClick(w.hint_button, Qt.MouseButton.LeftButton)   # Bea asks
            w.panel.select_box(w.state.card.open_ids[0])
            qtbot.mouseClick(w.panel.zero, Qt.MouseButton.LeftButton)
        scores = {h.name: h.assisted for h in store.high_scores("word-yahtzee")}
        assert scores == {"Ann": False, "Bea": True}


def test_when_the_hourglass_runs_out_only_a_zero_can_be_written(qtbot: QtBot) -> None:
    w = WordGameWindow(WORD_YAHTZEE, LEX, [Player("Ann")], random.Random(1), turn_seconds=1)
    qtbot.addWidget(w)
    w.show()
    assert w.clock.text() in ("0:01 left", "0:00 left")
    qtbot.waitUntil(lambda: w.time_up, timeout=10_000)
    assert w.status.text() == "Time is up, Ann: choose a box for a zero."
    assert w.state.dice is not None                 # the dice were thrown for the claim
    assert not w.roll_button.isEnabled()
    w.panel.select_box("chance")
    assert not w.panel.book.isEnabled() and w.panel.zero.isEnabled()
    qtbot.mouseClick(w.panel.zero, Qt.MouseButton.LeftButton)
    assert w.state.cards[0].get("chance") == 0
    assert not w.time_up and w.roll_button.isEnabled()   # a new turn, a new minute


def test_the_hourglass_is_off_by_default(qtbot: QtBot) -> None:
    w = WordGameWindow(WORD_YAHTZEE, LEX, [Player("Ann")], random.Random(1))
    qtbot.addWidget(w)
    assert w.clock.text() == "" and not w._turn_timer.isActive()


def test_a_hint_fills_in_the_claim_the_strong_player_would_make(qtbot: QtBot) -> None:
    from yachtdice.core import Roll as LetterRoll
    w = WordGameWindow(WORD_YAHTZEE, LEX, [Player("Ann")], random.Random(1))
    qtbot.addWidget(w)
    assert not w.hint_button.isEnabled()          # nothing to advise before the roll
    w.act(LetterRoll(ROLL))
    w.act(LetterRoll(ROLL))
    w.act(LetterRoll(ROLL))                        # the last roll: only a claim is left
    qtbot.mouseClick(w.hint_button, Qt.MouseButton.LeftButton)
    assert w.status.text() == "Hint: Yahtzee Word."
    assert w.panel.words() == ("pAsture",) and w.panel.verdict("yahtzee_word") == 50
    assert w.panel.book.isEnabled()
