"""Place Value in class (issue 36): what a teacher and pupils found at the board, each
through the window as they met it.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo, QFontMetrics
from pytestqt.qtbot import QtBot

from yachtdice.core import GameRecord, Player, Roll, Score, ScriptedDice
from yachtdice.core.modes.place_value.engine import PlaceClaim, place_card
from yachtdice.core.modes.place_value.rules import PlaceValueRuleset, preset
from yachtdice.store import HERE
from yachtdice.ui.board.scorecard_model import CellState, CellStateRole
from yachtdice.ui.modes.place_value.options import Teaching
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.history import HistoryDialog
from yachtdice.ui.windows.review import ReviewDialog

from .conftest import MakeWindow
from .helpers import cell, click_box
from .test_classroom import entries_fit

PV3 = preset("place-value-3")


def start(qtbot: QtBot, window: MainWindow, rules: PlaceValueRuleset = PV3,
          names: tuple[str, ...] = ("Ann", "Ben")) -> None:
    """A new game; the opening roll for who starts comes first (and may turn the seats)."""
    window.controller.new_game(rules, [Player(n) for n in names])
    qtbot.waitUntil(lambda: window.part("place-value").seated)


def roll(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.controller.rolling)


def test_a_click_on_an_empty_box_with_nothing_arranged_writes_no_x(
        qtbot: QtBot, make_window: MakeWindow):
    # Ann 6 + 2 + 1 = 9 starts over Ben's 3; she rolls 5 3 1, one roll left, nothing arranged
    window = make_window(ScriptedDice([6, 2, 1, 3, 2, 1, 5, 3, 1]))
    start(qtbot, window)
    roll(qtbot, window)
    state = window.controller.state
    assert state.rolls_left == 1
    click_box(qtbot, window, "hundreds_5")
    assert window.controller.state is state          # nothing written
    assert window.model.data(cell(window, "hundreds_5", 0)) == ""
    assert "Write X" in window.message_label.text()
    panel = window.part("place-value").panel
    # Write X still writes one, on purpose
    qtbot.mouseClick(panel.write_x, Qt.MouseButton.LeftButton)
    assert window.model.data(cell(window, "hundreds_5", 0)) == "X"


def arrange(qtbot: QtBot, window: MainWindow, dice: tuple[int, ...]) -> None:
    """Click the dice buttons in this order (0-based)."""
    panel = window.part("place-value").panel
    qtbot.waitUntil(lambda: len(panel.dice_buttons) == len(dice))
    for die in dice:
        qtbot.mouseClick(panel.dice_buttons[die], Qt.MouseButton.LeftButton)


def verdicts(window: MainWindow) -> dict[str, str]:
    boxes = window.part("place-value").panel.boxes
    return {boxes.box_at(r): boxes.item(r, 1).text() for r in range(boxes.rowCount())}


def test_with_both_teaching_settings_off_no_box_explains_the_number(
        qtbot: QtBot, make_window: MakeWindow):
    # New Game's defaults: the words and the greatest numbers hidden. Ann rolls 5 3 1 and
    # arranges 531: it fits "5 in the hundreds", not "digit sum 10" (5 + 3 + 1 = 9)
    window = make_window(ScriptedDice([6, 2, 1, 3, 2, 1, 5, 3, 1]))
    start(qtbot, window)
    roll(qtbot, window)
    arrange(qtbot, window, (0, 1, 2))
    said = verdicts(window)
    assert said["hundreds_5"] == "fits"
    assert said["digit_sum_10"] == "does not fit"
    assert not any("add up" in v or "place" in v for v in said.values()), said
    # a click on a box it does not fit names the box, and not the reading
    click_box(qtbot, window, "digit_sum_10")
    assert window.message_label.text() == "531 does not fit “digit sum 10”."


def test_in_the_classroom_view_a_grey_write_says_why(qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice([6, 2, 1, 3, 2, 1, 5, 3, 1]))
    start(qtbot, window)
    window.set_classroom(True)
    roll(qtbot, window)
    arrange(qtbot, window, (0, 1, 2))
    panel = window.part("place-value").panel
    panel.select_box("digit_sum_10")      # as Down in the number field would
    assert not panel.write.isEnabled()
    assert panel.why.isVisible()
    assert panel.why.text() == "531 does not fit “digit sum 10”."
    panel.select_box("hundreds_5")
    assert panel.write.isEnabled() and not panel.why.isVisible()
    window.set_classroom(False)
    panel.select_box("digit_sum_10")
    assert not panel.why.isVisible()      # the usual panel's list says it


TWO_BOXES = PlaceValueRuleset.from_dict({
    "mode": "place-value", "id": "three-boxes", "name": "Three boxes", "dice": {"count": 3},
    "boxes": [{"id": "hundreds_5", "condition": {"kind": "digit_in_place", "place": "hundreds",
                                                 "digit": 5}},
              {"id": "wild", "condition": {"kind": "any"}}]})


def test_history_says_the_number_each_turn_wrote(qtbot: QtBot, make_window: MakeWindow):
    # Ann writes 531 in "5 in the hundreds" and X in the wild box; Ben 513 wild, then 513
    # again in "5 in the hundreds", its reading marked wrong (the teacher's rule)
    window = make_window(open_store=True)
    record = GameRecord.new(replace(TWO_BOXES, teacher_rule=True),
                            [Player("Ann"), Player("Ben")])
    for dice, claim in (((5, 3, 1), PlaceClaim("hundreds_5", "531", read=True)),
                        ((5, 1, 3), PlaceClaim("wild", "513", read=True)),
                        ((5, 3, 1), PlaceClaim("wild", None)),
                        ((1, 3, 5), PlaceClaim("hundreds_5", "513", read=False))):
        record = record.then(Roll(dice)).then(Score(claim))
    assert record.state.finished
    window.store.record_game(record, started="2026-03-01T12:00:00+00:00",
                             ended="2026-03-01T12:10:00+00:00", origin=HERE)
    window.history_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HistoryDialog))
    history = window.dialog
    history.table.selectRow(0)
    assert history.game_view.toPlainText().splitlines() == [
        "Turn 1: Ann booked 531 in Number with 5 in the hundreds place.",
        "Turn 1: Ben booked 513 in WILD! Any number.",
        "Turn 2: Ann booked X in WILD! Any number.",
        "Turn 2: Ben booked 513 (misread) in Number with 5 in the hundreds place."]


# -- the classroom view on cards of 3 to 7 digits ------------------------------------------------
PUPILS = ("Leo", "Ava", "Mia", "Noah", "Zoe", "Sam")


def digit_card(digits: int) -> PlaceValueRuleset:
    """The built-in 3- and 6-digit cards; a teacher's 5- and 7-digit ones."""
    if digits in (3, 6):
        return preset(f"place-value-{digits}")
    top = {5: "ten_thousands", 7: "millions"}[digits]
    return PlaceValueRuleset.from_dict({
        "mode": "place-value", "id": f"class-{digits}", "name": f"Class {digits}",
        "dice": {"count": digits}, "boxes": [
            {"id": f"{top}_6", "condition": {"kind": "digit_in_place", "place": top,
                                             "digit": 6}},
            {"id": "ones_5", "condition": {"kind": "digit_in_place", "place": "ones",
                                           "digit": 5}},
            {"id": "wild", "condition": {"kind": "any"}}]})


def class_on_card(qtbot: QtBot, make_window: MakeWindow, digits: int,
                  pupils: int) -> MainWindow:
    """View ▸ Classroom at 1024x768 before the game: each pupil writes the greatest number of
    6 5 4 3 2 1 6 (as many dice as the card has) in the wild box, then Leo rolls again."""
    roll = (6, 5, 4, 3, 2, 1, 6)[:digits]
    opening = [6] * digits + [1] * digits * (pupils - 1)        # Leo starts
    window = make_window(ScriptedDice(opening + list(roll) * (pupils + 1)))
    window.resize(1024, 768)
    window.classroom_action.trigger()
    start(qtbot, window, digit_card(digits), PUPILS[:pupils])
    window.resize(1024, 768)
    greatest = "".join(map(str, sorted(roll, reverse=True)))
    panel = window.part("place-value").panel
    for _ in range(pupils):
        roll_and_write(qtbot, window, greatest)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.controller.rolling
                    and len(panel.dice_buttons) == digits)
    return window


def roll_and_write(qtbot: QtBot, window: MainWindow, number: str) -> None:
    panel = window.part("place-value").panel
    roll(qtbot, window)
    qtbot.mouseClick(panel.number_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.number_edit, number)
    panel.select_box("wild")
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)


@pytest.mark.parametrize(("digits", "pupils"), [
    (5, 2), pytest.param(6, 6, marks=pytest.mark.slow), pytest.param(7, 2, marks=pytest.mark.slow),
    pytest.param(7, 6, marks=pytest.mark.slow)])
def test_the_classroom_view_at_1024_by_768_shows_every_place_and_number_whole(
        qtbot: QtBot, make_window: MakeWindow, digits: int, pupils: int):
    window = class_on_card(qtbot, make_window, digits, pupils)
    panel = window.part("place-value").panel
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    labels = [panel.slot_grid.itemAtPosition(1, c).widget()
              for c in range(panel.slot_grid.columnCount())
              if panel.slot_grid.itemAtPosition(1, c) is not None]
    assert len(labels) == digits
    # each place's name whole (once the layout has settled), none running into the next
    qtbot.waitUntil(lambda: all(label.isVisible()
                                and label.width() >= label.minimumSizeHint().width()
                                for label in labels))
    for left, right in itertools.pairwise(labels):
        assert left.geometry().right() < right.geometry().left()
    assert panel.geometry().right() <= window.width()
    qtbot.waitUntil(lambda: window.scorecard.horizontalScrollBar().maximum() == 0)
    assert entries_fit(window) == []


ONE_BOX = PlaceValueRuleset.from_dict({
    "mode": "place-value", "id": "one-box", "name": "One box", "dice": {"count": 3},
    "boxes": [{"id": "wild", "condition": {"kind": "any"}}]})


def test_after_a_tie_the_room_s_banner_says_who_won(qtbot: QtBot, make_window: MakeWindow):
    # Ann (6 2 1) starts; both write 531 in the only box: a tie, rolled off
    window = make_window(ScriptedDice([6, 2, 1, 3, 2, 1, 5, 3, 1, 5, 3, 1]))
    start(qtbot, window, ONE_BOX)
    window.classroom_action.trigger()                     # View ▸ Classroom
    for _ in range(2):
        roll_and_write(qtbot, window, "531")
    state = window.controller.state
    assert state.finished
    winner = state.players[state.standings()[0].player].name
    qtbot.waitUntil(lambda: bool(window.part("place-value").roll_off_text))
    assert window.turn_label.toolTip() == f"Game over: a tie, {winner} wins the tie-break"
    assert window.turn_label.text() == window.turn_label.toolTip()   # whole, not cut
    assert f"{winner} won the roll-off" in window.part("place-value").roll_off_text
    window.classroom_action.trigger()                     # the usual window: as it was
    assert window.turn_label.toolTip() == "Game over"


def test_a_misread_mark_leaves_the_classroom_card_s_type_as_it_was(
        qtbot: QtBot, make_window: MakeWindow):
    # six pupils on the four-digit card under the teacher's rule, at 1024x768: Leo's 6,431
    # is read wrong (W); the card keeps its type, each number whole
    pupils = 6
    opening = [6, 6, 6, 5] + [1, 1, 1, 1] * (pupils - 1)
    window = make_window(ScriptedDice(opening + [6, 3, 4, 1] * 3))
    window.resize(1024, 768)
    window.classroom_action.trigger()
    start(qtbot, window, replace(preset("place-value-4"), teacher_rule=True), PUPILS)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    panel = window.part("place-value").panel
    roll(qtbot, window)
    qtbot.waitUntil(lambda: len(panel.dice_buttons) == 4)
    type_px = QFontInfo(window.scorecard.cell_font()).pixelSize()
    assert type_px >= 768 / 25
    qtbot.mouseClick(panel.number_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.number_edit, "6431")
    panel.select_box("wild")
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.prompt.isVisible())
    qtbot.keyClick(panel.prompt, Qt.Key.Key_W)                 # misread
    assert window.model.data(cell(window, "wild", 0)) == "6,431"      # struck through
    assert window.model.data(cell(window, "wild", 0), CellStateRole) == CellState.STRUCK
    qtbot.waitUntil(lambda: window.controller.state.current == 1)
    assert QFontInfo(window.scorecard.cell_font()).pixelSize() == type_px
    assert entries_fit(window) == []


@pytest.mark.parametrize("players", [2, 6])
def test_the_classroom_card_s_section_headings_are_whole(
        qtbot: QtBot, make_window: MakeWindow, players: int):
    # Yahtzee's "Upper section" and "Lower section" over the box names, at 1024x768
    from yachtdice.core.modes.pips.presets import preset as pips

    window = make_window(rules="yahtzee")
    window.controller.new_game(pips("yahtzee"), [Player(f"Pupil {i}") for i in range(players)])
    window.resize(1024, 768)
    window.classroom_action.trigger()
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    card = window.scorecard
    room = card.verticalHeader().width() - 8        # the heading's 6 px and 2 px of margin
    for text in ("Upper section", "Lower section"):
        font = card.heading_font(text, room)
        assert QFontMetrics(font).horizontalAdvance(text.upper()) <= room, text
        assert QFontInfo(font).pixelSize() >= 12


@pytest.mark.slow
def test_on_a_big_screen_the_room_reads_the_words_messages_and_look_back(
        qtbot: QtBot, make_window: MakeWindow):
    # 1920x1080: who starts, the number in words and the look back in type at least 1/45 of
    # the height (24 px; they were 16); the look back keeps 4 of its 9 rows in view
    window = make_window(ScriptedDice([6, 2, 1, 3, 2, 1] + [5, 3, 1] * 18))
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1920, 1080))
    window.classroom_action.trigger()
    start(qtbot, window)
    panel = window.part("place-value").panel
    panel.set_teaching(Teaching(words=True))      # the teacher shows the words
    qtbot.waitUntil(lambda: window.message_label.text().startswith("Who starts"))
    least = 1080 / 45
    assert QFontInfo(window.message_label.font()).pixelSize() >= least
    roll(qtbot, window)
    qtbot.mouseClick(panel.number_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.number_edit, "531")
    assert panel.shown.text() == "531\nfive hundred thirty-one"
    assert QFontInfo(panel.shown.font()).pixelSize() >= least
    qtbot.keyClick(window.scorecard, Qt.Key.Key_H)              # a hint: the teacher's
    assert QFontInfo(window.hint_label.font()).pixelSize() >= least
    controller = window.controller
    while not controller.state.finished:                        # X in every box, quickly
        if controller.state.dice is None:
            controller.roll()
            qtbot.waitUntil(lambda: not controller.rolling)
        controller.claim(PlaceClaim(place_card(controller.state).open_ids[0], None))
    look = panel.look_back
    qtbot.waitUntil(lambda: look.isVisible() and look.table.rowCount() == 9)
    assert QFontInfo(look.table.font()).pixelSize() >= least
    qtbot.waitUntil(lambda: look.table.viewport().height()
                    >= sum(look.table.rowHeight(r) for r in range(4)))
    window.classroom_action.trigger()                           # the usual type again
    assert QFontInfo(window.message_label.font()).pixelSize() < least


def test_history_reviews_a_digit_game_against_the_strong_player(
        qtbot: QtBot, make_window: MakeWindow):
    # Ann rolls 5 3 1 twice. Turn 1 she writes X in the wild box, where 531 fitted (and any
    # number beats an X): boxes given away. Turn 2, only "5 in the hundreds" is open and she
    # writes 531, its greatest: what the strong player writes too, nothing given away.
    window = make_window(open_store=True)
    record = GameRecord.new(TWO_BOXES, [Player("Ann"), Player("Ben")])
    for dice, claim in (((5, 3, 1), PlaceClaim("wild", None)),
                        ((5, 1, 3), PlaceClaim("wild", "513")),
                        ((5, 3, 1), PlaceClaim("hundreds_5", "531")),
                        ((1, 3, 5), PlaceClaim("hundreds_5", "513"))):
        record = record.then(Roll(dice)).then(Score(claim))
    window.store.record_game(record, started="2026-03-01T12:00:00+00:00",
                             ended="2026-03-01T12:10:00+00:00", origin=HERE)
    window.history_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HistoryDialog))
    history = window.dialog
    history.table.selectRow(0)
    assert history.review_button.isEnabled()
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.dialog, ReviewDialog), timeout=30_000)
    review = window.dialog
    qtbot.waitUntil(lambda: review.model.rowCount() == 2, timeout=30_000)
    assert [review.model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)] == [
        "Turn", "Dice", "You wrote", "The strong player", "Given away"]
    first, second = review.model.texts()
    assert first[:2] == ["1", "5 3 1"]
    assert re.fullmatch(r"WILD! Any number: X \(\d+%\)", first[2]), first[2]
    assert re.fullmatch(r"(WILD! Any number|Number with 5 in the hundreds place): 531 "
                        r"\(\d+%\)", first[3]), first[3]
    assert float(first[4]) > 0
    assert second[2] == second[3]
    assert re.fullmatch(r"Number with 5 in the hundreds place: 531 \(\d+%\)", second[2])
    assert second[4] == "0.00"
    assert review.summary.text().startswith("2 turns; ")
    assert "The most was in turn 1" in review.summary.text()
    assert review.width() <= 1024 and review.height() <= 768


EVEN_ODD = PlaceValueRuleset.from_dict({
    "mode": "place-value", "id": "even-odd", "name": "Even and odd", "dice": {"count": 4},
    "boxes": [{"id": "even", "condition": {"kind": "even"}},
              {"id": "odd", "condition": {"kind": "odd"}}]})


def test_an_even_and_an_odd_box_on_the_card(qtbot: QtBot, make_window: MakeWindow):
    # Ann (6 6 6 5) starts; she rolls 6 3 4 1 and arranges 6341: odd (its ones digit is 1)
    window = make_window(ScriptedDice([6, 6, 6, 5, 1, 1, 1, 1, 6, 3, 4, 1]))
    start(qtbot, window, EVEN_ODD)
    panel = window.part("place-value").panel
    panel.set_teaching(Teaching(words=True))     # the boxes say why
    roll(qtbot, window)
    arrange(qtbot, window, (0, 1, 2, 3))
    assert verdicts(window) == {"even": "6341 is odd: its ones digit is 1.", "odd": "fits"}
    assert window.model.headerData(window.model.box_row("even"), Qt.Orientation.Vertical) \
        == "even number"
    click_box(qtbot, window, "odd")
    assert window.model.data(cell(window, "odd", 0)) == "6,341"
