"""The printed Place Value score card as data: rule sheet 003's two cards played as one game
(Ann wrote the left card, Zoë 李 the right), a blank card for a class, a game under way.

Worked by hand from the sheet's cards: Ann's 6,341 beats 5,332, 6,622 beats 6,531, 5,624
beats an X and 6,311 beats 5,443 (4 boxes); Zoë's 6,425 beats 4,335, 5,621 beats 3,321,
4,432 and 2,111 beat Ann's Xs, and 6,551 beats 6,432 (5 boxes). Zoë wins 5 to 4.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from yachtdice.core import GameRecord, GameState, Player, Roll, Score
from yachtdice.core.modes.place_value.engine import PLACE_VALUE, PlaceClaim
from yachtdice.core.modes.place_value.rules import (
    Box,
    DigitInPlace,
    PlaceCard,
    PlaceValueError,
    PlaceValueRuleset,
    preset,
)
from yachtdice.core.modes.place_value.score_sheet import game_sheet, score_sheet
from yachtdice.core.score_sheet import SheetCell

from .test_place_value import LEFT, RIGHT

PV4 = preset("place-value-4")
# the rows as the card prints them: (category, Ann's cell, Zoë's cell); "(n)" is circled
ROWS = [
    ("Number with 3 in the hundreds place", "(6,341)", "5,332"),
    ("Number with 5 in the ones place", "4,335", "(6,425)"),
    ("Number with 2 in the tens place", "3,321", "(5,621)"),
    ("Number with 6 in the thousands place", "(6,622)", "6,531"),
    ("Number whose thousands and ones digits add up to 9", "(5,624)", "X"),
    ("Number whose digits add up to 13", "X", "(4,432)"),
    ("Number with two of the same digit", "(6,311)", "5,443"),
    ("Number with three of the same digit", "X", "(2,111)"),
    ("WILD! Any number can be written here", "6,432", "(6,551)"),
]
NOTES = [
    "If no number you can make fits an open box, write an X in any open box.",
    "At the end, compare the numbers in each box: the greatest number is circled and wins a "
    "point, and equal greatest numbers each win one. An X counts as 0.",
    "The most points wins. Pupils tied for the most roll once more: the greatest number made "
    "from that roll wins.",
]


def played(turns: int | None = None) -> GameState:
    """The sheet's cards written turn by turn (Ann, then Zoë), each number rolled as its
    digits (an X after a roll of four 1s); ``turns`` stops early."""
    rules = PV4
    record = GameRecord.new(rules, [Player("Ann"), Player("Zoë 李")])
    done = 0
    for box_id in rules.box_ids:
        for card in (LEFT, RIGHT):
            if turns is not None and done == turns:
                return record.state
            number = card[box_id]
            dice = tuple(int(d) for d in str(number)) if number is not None else (1, 1, 1, 1)
            record = record.then(Roll(dice))
            record = record.then(Score(PlaceClaim(box_id, None if number is None
                                                  else str(number))))
            done += 1
    return record.state


def shown(cell: SheetCell) -> str:
    return f"({cell.text})" if cell.circled else cell.text


def test_the_rule_sheets_game_printed_with_circles_points_and_the_winner() -> None:
    sheet = game_sheet(played())
    assert sheet.title == "Place Value Yahtzee Score Card"
    assert sheet.subtitle == "Place Value Yahtzee (4 digits)"
    assert sheet.instruction == "Write a 4-digit number or an X in each box."
    assert sheet.corner == "Category"
    assert sheet.columns == ("Ann", "Zoë 李")
    assert not sheet.write_names and not sheet.blank
    boxes = [(r.label, *map(shown, r.cells)) for r in sheet.rows[:-1]]
    assert boxes == ROWS
    assert all(r.rule == "" and not r.total for r in sheet.rows[:-1])  # the names say it
    points = sheet.rows[-1]
    assert (points.label, points.total, [c.text for c in points.cells]) == (
        "Points (boxes won)", True, ["4", "5"])
    assert list(sheet.notes) == [*NOTES, "Zoë 李 wins with 5 points."]


def test_a_misread_number_is_written_but_not_circled_and_the_tie_is_rolled_off() -> None:
    rules = replace(PV4, teacher_rule=True)
    cards = [PlaceCard.from_dict(rules, LEFT), PlaceCard.from_dict(rules, RIGHT, ["wild"])]
    sheet = score_sheet(rules, ["Ann", "Zoë 李"], cards)
    wild = sheet.rows[8]
    assert [(c.text, c.circled, c.note) for c in wild.cells] == [
        ("6,432", False, ""), ("6,551", False, "misread: no point")]
    assert [c.text for c in sheet.rows[-1].cells] == ["4", "4"]  # Zoë's wild earns nothing
    assert "Read your number aloud: a number read wrongly wins no point." in sheet.notes
    first = PLACE_VALUE.standings(rules, cards)[0].player  # the roll-off's winner, as played
    assert sheet.notes[-1] == (f"Ann and Zoë 李 have 4 points each; "
                               f"{['Ann', 'Zoë 李'][first]} wins the roll-off and the game.")


def test_a_game_under_way_shows_what_is_written_and_circles_nothing_yet() -> None:
    sheet = game_sheet(played(turns=3))  # Ann's and Zoë's hundreds, Ann's ones
    assert [[c.text for c in r.cells] for r in sheet.rows[:3]] == [
        ["6,341", "5,332"], ["4,335", ""], ["", ""]]
    assert not any(c.circled for r in sheet.rows for c in r.cells)
    assert [c.text for c in sheet.rows[-1].cells] == ["", ""]
    assert list(sheet.notes) == NOTES  # no result yet


def test_before_the_first_number_the_card_is_blank_under_the_pupils_names() -> None:
    sheet = game_sheet(played(turns=0))
    assert sheet.columns == ("Ann", "Zoë 李") and sheet.blank and not sheet.write_names
    assert [r.label for r in sheet.rows[:-1]] == [r[0] for r in ROWS]


def test_a_blank_card_for_the_class_has_a_column_to_write_each_pupils_name_in() -> None:
    sheet = score_sheet(preset("place-value-3"), pupils=5)
    assert sheet.columns == ("Name:",) * 5 and sheet.write_names and sheet.blank
    assert sheet.subtitle == "Place Value Yahtzee (3 digits)"
    assert [r.label for r in sheet.rows] == [
        "Number with 5 in the hundreds place", "Number with 3 in the tens place",
        "Number with 1 in the ones place", "Number whose hundreds and tens digits add up to 7",
        "Number whose tens and ones digits add up to 9", "Number whose digits add up to 10",
        "Number with two of the same digit", "Number with three of the same digit",
        "WILD! Any number can be written here", "Points (boxes won)"]
    assert all(len(r.cells) == 5 and not any(c.text for c in r.cells) for r in sheet.rows)
    named = score_sheet(preset("place-value-3"), ["Ann", "Bob"])
    assert named.columns == ("Ann", "Bob") and named.blank and not named.write_names


@pytest.mark.parametrize("pupils", [0, 9])
def test_a_blank_card_has_one_to_eight_columns(pupils: int) -> None:
    with pytest.raises(PlaceValueError, match=f"1 to 8 pupils' columns, not {pupils}"):
        score_sheet(PV4, pupils=pupils)


def test_a_box_whose_name_does_not_say_its_rule_has_the_rule_under_it() -> None:
    rules = PlaceValueRuleset("lucky", "Lucky sevens", 3, (
        Box("lucky", "Lucky number", DigitInPlace(0, 7)),
        Box("tens", "Number with 7 in the tens place", DigitInPlace(1, 7))), sides=10)
    rows = score_sheet(rules).rows
    assert [(r.label, r.rule) for r in rows[:2]] == [
        ("Lucky number", "Number with 7 in the ones place"),
        ("Number with 7 in the tens place", "")]


def test_a_decimal_card_says_how_many_digits_go_after_the_point() -> None:
    assert score_sheet(preset("place-value-decimal")).instruction == (
        "Write a number with 2 digits before the point and 3 after it, or an X, in each box.")


def test_three_pupils_tied_are_named_in_one_sentence() -> None:
    # three copies of the sheet's left card: every box is tied, its two X too (an X counts
    # as 0), so each pupil has all 9 points; the roll-off decides
    cards = [PlaceCard.from_dict(PV4, LEFT)] * 3
    names = ["Ann", "Bob", "Cy"]
    sheet = score_sheet(PV4, names, cards)
    assert [c.text for c in sheet.rows[-1].cells] == ["9", "9", "9"]
    first = PLACE_VALUE.standings(PV4, cards)[0].player
    assert sheet.notes[-1] == (f"Ann, Bob and Cy have 9 points each; {names[first]} wins the "
                               "roll-off and the game.")
