"""The claim panel of the word games, driven like a player: words typed or clicked, every
open box's score or reason, only legal claims booked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.word.rules import WORD_YAHTZEE, Lexicon, WordCard, WordClaim
from yachtdice.ui.modes.word.claim import ClaimPanel

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
    qtbot.keyClicks(p.words_edit, "p*asture")
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
    assert p.words_edit.text() == "up *a"
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


def test_before_any_word_each_box_says_what_it_wants(qtbot: QtBot) -> None:
    p = panel(qtbot)
    shown = {p.boxes.item(r, 0).text(): p.boxes.item(r, 1).text()
             for r in range(p.boxes.rowCount())}
    assert shown["Two Words"] == "Type 2 words for this box."
    assert shown["3-Letter Word"] == "Type a word for this box."
    assert shown["All Vowels"] == "0"                 # a fixed box needs no words
    assert not p.book.isEnabled()
