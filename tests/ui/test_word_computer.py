"""Computers that show their work (issue 26, item 2): each computer claim is said as it
happens, stays in sight beside the card, and reads the same in History's game view, the
wild face's letter marked with a * (as it is typed).

Points by hand from rule sheet 000: on O A R I ◆ T N, "*bat" is the wild face (0) as B,
A (die 2, 1) and T (die 6, 2): 3 points in the 3-Letter Word box.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.core import GameRecord, Player, Roll, Score, ScriptedDice
from yachtdice.core.modes.word.rules import WORD_YAHTZEE, WordClaim, box
from yachtdice.ui.windows.history import HistoryDialog

from .conftest import MakeWindow
from .helpers import click_box

ROLL = ("p", "s", "r", "e", "*", "t", "u")
WILD_ROLL = ("o", "a", "r", "i", "*", "t", "n")


@pytest.mark.slow
def test_the_computers_words_are_said_and_stay_beside_the_card(qtbot: QtBot,
                                                                make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * 8))
    window.controller.new_game(WORD_YAHTZEE, [Player("Ann"), Player("Bot", True, "plain")])
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    panel = window.part("word").panel
    panel.words_edit.clear()
    qtbot.keyClicks(panel.words_edit, "purest")
    click_box(qtbot, window, "six_letter")
    qtbot.waitUntil(lambda: window.controller.state.cards[1].filled_count == 1, timeout=30_000)
    claim = window.controller.record.actions[-1].claim
    assert isinstance(claim, WordClaim)
    points = window.controller.state.cards[1].get(claim.box)
    # the words as typed: a wild face's letter (upper case in the claim) after a *
    words = " ".join("".join(f"*{c.lower()}" if c.isupper() else c for c in w)
                     for w in claim.words)
    said = (f"Bot booked {words} in {box(claim.box).label}: {points}." if words
            else f"Bot booked {box(claim.box).label}: {points}.")
    assert window.message_label.text() == said               # as it happens
    assert panel.played.toPlainText().splitlines() == [
        said, "Ann booked purest in 6-Letter Word: 14."]      # and it stays, newest first
    assert panel.played.isVisible()
    # and on the card: the cell's tip and what a screen reader says name the words
    index = window.model.index(window.model.box_row(claim.box), 1)
    if words:
        assert f"Bot played {words}, {points} scored." in window.model.data(
            index, Qt.ItemDataRole.ToolTipRole)
        assert f"Bot played {words} and scored {points}" in window.model.data(
            index, Qt.ItemDataRole.AccessibleTextRole)


def test_history_shows_each_booking_in_the_games_words(qtbot: QtBot,
                                                       make_window: MakeWindow):
    window = make_window(open_store=True)
    resume = window.resume_box
    if resume is not None and resume.isVisible():
        resume.done(QMessageBox.StandardButton.Cancel)
    record = GameRecord.new(WORD_YAHTZEE, [Player("Ann"), Player("Computer", True, "plain")])
    for b in WORD_YAHTZEE.boxes:
        for seat in (0, 1):
            record = record.then(Roll(WILD_ROLL))
            words = seat == 1 and b.id == "three_letter"        # the computer's second turn
            record = record.then(Score(WordClaim(b.id, ("Bat",)) if words     # wild face as B
                                       else WordClaim(b.id, zero=True)))
    assert record.state.finished
    store = window.store
    assert store is not None
    store.record_game(record)
    window.history_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HistoryDialog))
    dialog = window.dialog
    assert isinstance(dialog, HistoryDialog)
    lines = dialog.game_view.toPlainText().splitlines()
    assert lines[:4] == ["Turn 1: Ann booked 2-Letter Word: 0.",
                         "Turn 1: Computer booked 2-Letter Word: 0.",
                         "Turn 2: Ann booked 3-Letter Word: 0.",
                         "Turn 2: Computer booked *bat in 3-Letter Word: 3."]
    assert len(lines) == 24
