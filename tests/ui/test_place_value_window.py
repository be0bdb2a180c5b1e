"""Place Value Yahtzee in the main window: a whole two-player game with forced digit dice,
by mouse and by keyboard, ending with the winning numbers circled and the boxes counted.

Worked by hand (place-value-3): every roll is 5 3 1 except Ann's first turn, where she
keeps the 5 and rolls 3 2 (so 5 3 2 makes 532). 5 3 1 fills hundreds_5 (531), tens_3 (531),
ones_1 (531) and wild (531); 5+3, 5+1, 3+1 make neither 7 nor 9, the sum is 9 not 10, and
no two digits are the same: X in the other five. Ann's 532 beats Bob's 531 in hundreds_5;
every other box is tied: Ann 4 boxes, Bob 3.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.place_value.rules import PlaceValueRuleset, preset
from yachtdice.ui.board.scorecard_model import CellState
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import cell, cell_state, click_box, click_die

RULES = preset("place-value-3")
FILLS = ("hundreds_5", "tens_3", "ones_1", "wild")
ONE_BOX = PlaceValueRuleset.from_dict({
    "mode": "place-value", "id": "one-box", "name": "One box", "dice": {"count": 3},
    "boxes": [{"id": "wild", "condition": {"kind": "any"}}]})


def start(qtbot: QtBot, window: MainWindow, players: list[Player], rules=RULES) -> None:
    """A new game; the opening roll for who starts comes first (and may turn the seats)."""
    window.controller.new_game(rules, players)
    qtbot.waitUntil(lambda: window.part("place-value").seated)


def roll(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.controller.rolling)


def shown(window: MainWindow, box_id: str, column: int) -> str:
    return window.model.data(cell(window, box_id, column))


def write_by_keys(qtbot: QtBot, window: MainWindow, number: str | None, box_id: str) -> None:
    """Roll, type the number (or nothing), Up/Down to the box, Enter (Ctrl+X for an X)."""
    roll(qtbot, window)
    panel = window.part("place-value").panel
    qtbot.mouseClick(panel.number_edit, Qt.MouseButton.LeftButton)
    if number is not None:
        qtbot.keyClicks(panel.number_edit, number)
    for _ in range(len(RULES.boxes)):
        if panel._selected_box() == box_id:
            break
        qtbot.keyClick(panel.number_edit, Qt.Key.Key_Down)
    assert panel._selected_box() == box_id
    if number is None:
        qtbot.keyClick(panel.number_edit, Qt.Key.Key_X, Qt.KeyboardModifier.ControlModifier)
    else:
        qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)


def test_a_whole_two_player_game_by_mouse_and_keyboard(qtbot: QtBot, make_window: MakeWindow):
    # the opening roll: Ann 3 + 2 + 1 = 6, Bob 1 + 1 + 1 = 3, so Ann starts
    window = make_window(ScriptedDice([3, 2, 1, 1, 1, 1, 5, 3, 1, 3, 2] + [5, 3, 1] * 17))
    start(qtbot, window, [Player("Ann"), Player("Bob")])
    assert window.message_label.text() == (
        "Who starts: the greatest sum. Ann 6, Bob 3. Ann starts.")
    panel = window.part("place-value").panel
    assert panel.isVisible() and not window.part("word").panel.isVisible()
    assert window.windowTitle().endswith("Place Value Yahtzee (3 digits)")

    # Ann, by mouse: digit dice, hold the 5, roll once more, arrange 5 3 2, click the box
    roll(qtbot, window)
    assert window.tray.dice[0].accessibleName() == "Die 1: digit five"
    click_die(qtbot, window, 0)
    roll(qtbot, window)
    assert window.controller.state.dice == (5, 3, 2)
    assert window.controller.state.rolls_left == 0
    assert panel.number_edit.hasFocus()          # the last roll: the number field has the keys
    for i in (0, 1, 2):
        qtbot.mouseClick(panel.dice_buttons[i], Qt.MouseButton.LeftButton)
    assert panel.shown.text() == "532"   # New Game's default: no words during play
    # an illegal box says so and changes nothing (without reading the number for the pupil:
    # New Game's defaults hide the answers)
    click_box(qtbot, window, "ones_1")
    assert window.message_label.text() == "532 does not fit “1 in the ones”."
    assert shown(window, "ones_1", 0) == ""
    click_box(qtbot, window, "hundreds_5")
    assert shown(window, "hundreds_5", 0) == "532"
    assert window.controller.state.current == 1

    # Bob and then both, by keyboard
    write_by_keys(qtbot, window, "531", "hundreds_5")
    for box_id in RULES.box_ids[1:]:
        for _player in (0, 1):
            write_by_keys(qtbot, window, "531" if box_id in FILLS else None, box_id)
    state = window.controller.state
    assert state.finished
    assert [c.filled_count for c in state.cards] == [9, 9]

    # the end card: winners circled, X shown, boxes won counted
    assert shown(window, "hundreds_5", 0) == "(532)"
    assert shown(window, "hundreds_5", 1) == "531"
    assert shown(window, "tens_3", 0) == shown(window, "tens_3", 1) == "(531)"
    # both wrote X in the five boxes 5 3 1 cannot fill: a tie at 0, circled for both
    assert shown(window, "three_same", 0) == shown(window, "three_same", 1) == "(X)"
    won = window.model.rowCount() - 1
    assert window.model.headerData(won, Qt.Orientation.Vertical) == "Boxes won"
    assert [window.model.data(window.model.index(won, c)) for c in (0, 1)] == ["9", "8"]
    for col, boxes in ((0, 9), (1, 8)):  # the circles add up to the boxes won
        assert sum(shown(window, b, col).startswith("(") for b in state.ruleset.box_ids) == boxes
    qtbot.waitUntil(lambda: window.end_dialog is not None)


def test_a_computer_plays_its_turns_and_a_hint_names_the_greatest_numbers(
        qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice([3, 2, 1, 1, 1, 1] + [5, 3, 1] * 8))
    # the teacher shows the greatest numbers: hints may name them
    window.settings.last_setup = {"rules": "place-value-3", "players": [],
                                  "show_greatest": True}
    start(qtbot, window, [Player("Ann"), Player("Bot", True, "strong")])
    roll(qtbot, window)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_H)
    text = window.hint_label.text()
    assert text.startswith("Hint:") and "Number with 5 in the hundreds place: 531" in text
    write_by_keys_after_roll = window.part("place-value").panel
    qtbot.mouseClick(write_by_keys_after_roll.number_edit, Qt.MouseButton.LeftButton)
    write_by_keys_after_roll.number_edit.clear()
    qtbot.keyClicks(write_by_keys_after_roll.number_edit, "531")
    write_by_keys_after_roll.select_box("wild")
    qtbot.keyClick(write_by_keys_after_roll.number_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state.current == 0
                    and window.controller.state.cards[1].filled_count == 1, timeout=20_000)


def test_the_greatest_opening_sum_starts_and_ties_roll_again(qtbot: QtBot, make_window: MakeWindow):
    # Ann 1+1+1 = 3, Bob 2+2+2 = 6, Cy 3+2+1 = 6 ties Bob; again Bob 1+2+1 = 4, Cy 3+3+3 = 9
    window = make_window(ScriptedDice([1, 1, 1, 2, 2, 2, 3, 2, 1, 1, 2, 1, 3, 3, 3]))
    start(qtbot, window, [Player("Ann"), Player("Bob"), Player("Cy")])
    assert [p.name for p in window.controller.state.players] == ["Cy", "Ann", "Bob"]
    assert window.message_label.text() == (
        "Who starts: the greatest sum. Ann 3, Bob 6, Cy 6; then Bob 4, Cy 9. Cy starts.")
    assert window.model.headerData(0, Qt.Orientation.Horizontal) == "Cy"


def test_a_tie_for_the_most_boxes_is_rolled_off(qtbot: QtBot, make_window: MakeWindow):
    # opening: Ann 6, Bob 3; both then write 531 (a tie); the roll-off's dice come from the
    # game itself (so its stored log names the same winner), not from the table's dice
    window = make_window(ScriptedDice([3, 2, 1, 1, 1, 1, 5, 3, 1, 5, 3, 1]))
    start(qtbot, window, [Player("Ann"), Player("Bob")], ONE_BOX)
    write_by_keys(qtbot, window, "531", "wild")
    write_by_keys(qtbot, window, "531", "wild")
    state = window.controller.state
    assert state.finished
    said = re.fullmatch(r"Tied for the most boxes, so they rolled off \(the greatest number "
                        r"wins\): (.*)\. (Ann|Bob) won the roll-off\.",
                        window.message_label.text())
    assert said is not None, window.message_label.text()
    last = dict(re.fullmatch(r"(Ann|Bob) (\d{3})", part).groups()  # type: ignore[union-attr]
                for part in said[1].split("; then ")[-1].split(", "))
    winner = said[2]
    loser = "Bob" if winner == "Ann" else "Ann"
    assert int(last[winner]) > int(last[loser])
    for number in last.values():  # the greatest number of a roll: its digits, greatest first
        assert list(number) == sorted(number, reverse=True)
    # the winner alone is first in the standings the end shows and the game stores
    names = [p.name for p in state.players]
    assert [(names[s.player], s.place) for s in state.standings()] == [(winner, 1), (loser, 2)]
    qtbot.waitUntil(lambda: window.end_dialog is not None)  # it opens a moment later


def test_new_game_offers_the_cards_and_the_teachers_rule(qtbot: QtBot, make_window: MakeWindow):
    # the opening roll: Ann 5 + 3 + 1 = 9, Player 2 1 + 1 + 1 = 3: Ann starts
    window = make_window(ScriptedDice([5, 3, 1, 1, 1, 1] + [5, 3, 1] * 3))
    dialog = window.new_game_dialog()
    assert not dialog.options["place-value"].teacher.isVisibleTo(dialog)
    dialog.rules.setCurrentIndex(dialog.rules.findData("place-value-3"))
    assert dialog.rules.currentText() == "Place Value Yahtzee (3 digits) (digit dice)"
    assert dialog.options["place-value"].teacher.isVisibleTo(dialog)
    assert [dialog.players()[0].kind.itemData(i)
            for i in range(dialog.players()[0].kind.count())] == ["person", "plain", "strong"]
    # a person alone is not a game of Place Value: Start waits for a second player
    assert not dialog.start.isEnabled()
    assert "played head to head" in dialog.problem.text()
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.start.isEnabled()
    dialog.options["place-value"].teacher.setChecked(True)
    dialog.accept()
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    assert window.controller.state.ruleset.teacher_rule
    assert window.settings.last_setup.get("teacher") is True

    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state.dice is not None
                    and not window.controller.rolling)
    panel = window.part("place-value").panel
    qtbot.mouseClick(panel.number_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.number_edit, "531")
    panel.select_box("wild")
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)   # Ann reads 531 aloud...
    assert panel.prompt.isVisible() and shown(window, "wild", 0) == ""
    qtbot.keyClick(panel.prompt, Qt.Key.Key_W)               # ...and the teacher marks it wrong
    assert shown(window, "wild", 0) == "531"
    assert cell_state(window, "wild", 0) == CellState.STRUCK     # struck through: misread


def test_who_starts_is_said_until_the_first_box_is_filled(qtbot: QtBot, make_window: MakeWindow):
    # Ann 3 + 2 + 1 = 6, Bob 1 + 1 + 1 = 3: Ann starts; then she rolls 5 3 1 three times
    window = make_window(ScriptedDice([3, 2, 1, 1, 1, 1] + [5, 3, 1] * 3))
    start(qtbot, window, [Player("Ann"), Player("Bob")])
    opening = "Who starts: the greatest sum. Ann 6, Bob 3. Ann starts."
    roll(qtbot, window)
    roll(qtbot, window)
    assert window.message_label.text() == opening
    write_by_keys(qtbot, window, "531", "hundreds_5")
    assert shown(window, "hundreds_5", 0) == "531"
    assert window.message_label.text() == ""  # it stayed on to the end of the game


@pytest.mark.slow
def test_the_opening_roll_tumbles_in_the_tray_each_roll_in_turn(
        qtbot: QtBot, make_window: MakeWindow, monkeypatch):
    monkeypatch.delenv("YACHTDICE_REDUCED_MOTION", raising=False)
    # Ann 1 1 1 (3), Bob 2 2 2 (6), Cy 3 2 1 (6, ties Bob); again Bob 1 2 1, Cy 3 3 3: Cy starts
    window = make_window(ScriptedDice([1, 1, 1, 2, 2, 2, 3, 2, 1, 1, 2, 1, 3, 3, 3]),
                         speed="fast")
    settled: list[list[object]] = []
    window.tray.roll_finished.connect(lambda: settled.append([d.face for d in window.tray.dice]))
    start(qtbot, window, [Player("Ann"), Player("Bob"), Player("Cy")])
    assert window.tray.rolling                       # the opening roll is being thrown
    qtbot.waitUntil(lambda: len(settled) == 5, timeout=10_000)
    assert settled == [[1, 1, 1], [2, 2, 2], [3, 2, 1], [1, 2, 1], [3, 3, 3]]
    qtbot.waitUntil(lambda: window.message_label.text() != "")
    assert window.message_label.text() == (
        "Who starts: the greatest sum. Ann 3, Bob 6, Cy 6; then Bob 4, Cy 9. Cy starts.")
    assert [d.face for d in window.tray.dice] == [None] * 3   # Cy has not rolled yet


def test_with_reduced_motion_the_opening_roll_is_not_animated(
        qtbot: QtBot, make_window: MakeWindow, monkeypatch):
    monkeypatch.setenv("YACHTDICE_REDUCED_MOTION", "1")
    window = make_window(ScriptedDice([1, 1, 1, 2, 2, 2]), speed="normal")
    start(qtbot, window, [Player("Ann"), Player("Bob")])
    assert not window.tray.rolling
    assert window.message_label.text() == "Who starts: the greatest sum. Ann 3, Bob 6. Bob starts."


@pytest.mark.slow
def test_the_tie_roll_off_tumbles_in_the_tray(qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice([3, 2, 1, 1, 1, 1, 5, 3, 1, 5, 3, 1]))
    start(qtbot, window, [Player("Ann"), Player("Bob")], ONE_BOX)
    write_by_keys(qtbot, window, "531", "wild")
    window.set_speed("fast")
    settled: list[list[object]] = []
    window.tray.roll_finished.connect(lambda: settled.append([d.face for d in window.tray.dice]))
    write_by_keys(qtbot, window, "531", "wild")       # the tie: the roll-off is thrown
    assert window.tray.rolling
    qtbot.waitUntil(lambda: window.message_label.text().startswith("Tied"), timeout=10_000)
    # every roll-off roll settled in the tray, and its greatest number is the one said
    said = re.findall(r"(?:Ann|Bob) (\d{3})", window.message_label.text())
    assert [''.join(map(str, sorted(f, reverse=True))) for f in settled[-len(said):]] == said
    qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=10_000)


def test_a_misread_greatest_number_is_not_circled_and_the_roll_off_is_named_everywhere(
        qtbot: QtBot, make_window: MakeWindow):
    # by hand: Ann 3 + 2 + 1 = 6 starts against Bob's 1 + 1 + 1; Ann makes 532 from 5 3 2 and
    # misreads it, Bob makes 531 and reads it right. 532 is the greatest, so Bob's 531 wins
    # nothing, and Ann's misread wins nothing either: 0 boxes each, a tie the roll-off decides
    window = make_window(ScriptedDice([3, 2, 1, 1, 1, 1, 5, 3, 2, 5, 3, 1]), open_store=True)
    teacher = PlaceValueRuleset.from_dict({**ONE_BOX.to_dict(), "teacher_rule": True})
    start(qtbot, window, [Player("Ann"), Player("Bob")], teacher)
    panel = window.part("place-value").panel
    for number, mark in (("532", Qt.Key.Key_W), ("531", Qt.Key.Key_R)):
        write_by_keys(qtbot, window, number, "wild")
        assert panel.prompt.isVisible()
        qtbot.keyClick(panel.prompt, mark)
    state = window.controller.state
    assert state.finished
    assert shown(window, "wild", 0) == "532"     # not circled: struck through
    assert cell_state(window, "wild", 0) == CellState.STRUCK
    assert shown(window, "wild", 1) == "531"             # not the greatest: not circled
    won = window.model.rowCount() - 1
    assert [window.model.data(window.model.index(won, c)) for c in (0, 1)] == ["0", "0"]

    # the end looks back: the number written against the greatest possible, in words
    look = panel.look_back
    assert look.isVisible() and not panel.number_edit.isVisible()
    assert look.pupil.currentText() == "Ann"
    assert [look.table.item(0, c).text() for c in (1, 2)] == ["532 misread", "532"]
    assert look.said.text() == ("Ann wrote 532 (five hundred thirty-two), and misread it: "
                                "the greatest possible with those dice.")
    look.pupil.setCurrentIndex(1)
    assert [look.table.item(0, c).text() for c in (1, 2)] == ["531", "531"]

    # the end dialog names the roll-off's winner, and so does History
    qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=10_000)
    winner = state.players[next(s.player for s in state.standings() if s.place == 1)].name
    note = window.end_dialog.result_note.text()
    assert note.startswith("Tied for the most boxes, so they rolled off")
    assert note.endswith(f"{winner} won the roll-off.")
    assert window.end_dialog.headline.text() == f"{winner} wins with 0!"
    window.end_dialog.close()
    qtbot.waitUntil(lambda: window.store is not None and window.store.history() != [],
                    timeout=10_000)
    window.history_action.trigger()
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    players = window.dialog.model.index(0, 2).data()
    loser = "Bob" if winner == "Ann" else "Ann"
    assert f"{winner} 0 (won the tie-break)" in players and f"{loser} 0" in players
    assert f"{loser} 0 (won" not in players


def tick(qtbot: QtBot, box) -> None:
    """Click a check box on its box (its middle may be past the end of its words)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def test_the_teaching_settings_are_chosen_in_new_game_and_remembered(
        qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice([5, 3, 1, 1, 1, 1, 1, 1, 1] + [5, 3, 1, 1, 1, 1] * 3))
    dialog = window.new_game_dialog()
    dialog.rules.setCurrentIndex(dialog.rules.findData("place-value-3"))
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    options = dialog.options["place-value"]
    assert not options.words.isChecked() and not options.greatest.isChecked()  # hidden
    tick(qtbot, options.words)
    tick(qtbot, options.greatest)
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    assert window.settings.last_setup["show_words"] is True
    assert window.settings.last_setup["show_greatest"] is True
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state.dice == (1, 1, 1))
    panel = window.part("place-value").panel
    qtbot.keyClicks(panel.number_edit, "111")
    assert panel.shown.text() == "111\none hundred eleven"
    assert not panel.boxes.isColumnHidden(2)
    again = window.new_game_dialog()      # remembered with the setup
    assert again.options["place-value"].words.isChecked()
    assert again.options["place-value"].greatest.isChecked()
    tick(qtbot, again.options["place-value"].words)
    qtbot.mouseClick(again.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    assert "show_words" not in window.settings.last_setup


def test_with_the_greatest_numbers_hidden_a_hint_gives_nothing_away(
        qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice([3, 2, 1, 1, 1, 1] + [5, 3, 1] * 2))
    start(qtbot, window, [Player("Ann"), Player("Ben")])    # New Game's defaults
    roll(qtbot, window)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_H)
    assert window.hint_label.text() == ""
    assert window.message_label.text().startswith("No hints: they name the greatest numbers")
    assert "531" not in window.message_label.text()
    assert not window.controller.used_hints          # nothing given, so not assisted
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    assert window.hint_label.text() == ""
