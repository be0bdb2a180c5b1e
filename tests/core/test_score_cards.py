"""Every game's printed score card as data (core/score_cards.py): a game's own card (pip
dice' sections, sums and bonus) or the shared one drawn from any game's boxes and columns
(Word Yahtzee's, the toy Triple Ship's three columns per player). The expected numbers are
worked by hand from the rule sheets (Yahtzee: 35 for 63 or more in the upper section, 100
for each further Yahtzee)."""

from __future__ import annotations

import pytest

from tests.toy.triple import TRIPLE, TripleCard, registered
from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.registry import ruleset_by_id
from yachtdice.core.score_cards import card_sheet
from yachtdice.core.score_sheet import ScoreSheet


def cells(sheet: ScoreSheet, label: str, nth: int = 0) -> list[str]:
    rows = [r for r in sheet.rows if r.label == label]
    return [c.text for c in rows[nth].cells]


def test_a_yahtzee_card_filled_by_hand_adds_up_as_the_paper_card_does() -> None:
    rules = preset("yahtzee")
    ann = Scorecard.from_dict(rules, {"ones": 3, "twos": 6, "threes": 9, "fours": 12,
                                      "fives": 15, "sixes": 18, "yahtzee": 50, "chance": 20},
                              extra_bonuses=1)
    bob = Scorecard.from_dict(rules, {"sixes": 24})
    sheet = card_sheet(rules, ["Ann", "Bob"], [ann, bob])
    assert sheet.columns == ("Ann", "Bob") and not sheet.write_names and not sheet.blank
    assert [r.label for r in sheet.rows if r.heading] == ["Upper section", "Lower section"]
    assert cells(sheet, "Sixes") == ["18", "24"]
    assert cells(sheet, "Upper sum") == ["63", "24"]
    assert cells(sheet, "Bonus") == ["35", "0"]  # 63 reaches the threshold; 24 does not
    assert cells(sheet, "Upper total") == ["98", "24"]
    assert cells(sheet, "Yahtzee bonus") == ["100", "0"]
    assert cells(sheet, "Lower total") == ["170", "0"]  # 50 + 20 + 100
    assert cells(sheet, "Upper total", 1) == ["98", "24"]  # again above the grand total
    assert cells(sheet, "Grand total") == ["268", "24"]
    assert cells(sheet, "Full House") == ["", ""]
    assert sheet.notes == ()  # the game is not over


def test_a_blank_card_has_columns_to_write_names_in() -> None:
    sheet = card_sheet(preset("yatzy"), players=5)
    assert sheet.columns == ("Name:",) * 5 and sheet.write_names and sheet.blank
    assert sheet.subtitle == "Yatzy"
    assert [r.label for r in sheet.rows][-3:] == ["Lower total", "Upper total", "Grand total"]
    assert "Yatzy bonus" not in [r.label for r in sheet.rows]  # Yatzy has no extra bonus


@pytest.mark.parametrize("players", [0, 9])
def test_a_card_seats_one_to_eight_players(players: int) -> None:
    with pytest.raises(YachtDiceError, match="1 to 8 players' columns"):
        card_sheet(preset("yahtzee"), players=players)


def test_a_name_the_game_would_refuse_is_refused_on_the_card_too() -> None:
    with pytest.raises(YachtDiceError, match="the name ''"):
        card_sheet(preset("yahtzee"), [""])


def test_word_yahtzee_gets_the_shared_card_with_each_boxs_rule() -> None:
    sheet = card_sheet(ruleset_by_id("word-yahtzee"), ["Ann"])
    labels = [r.label for r in sheet.rows]
    assert labels[0] == "2-Letter Word" and labels[-1] == "Total"
    assert sheet.rows[0].rule == "One word of exactly 2 letters: the letters used."
    assert labels[-2:] == ["Bonus", "Total"]  # Word Yahtzee's 35 for 45 in the upper boxes
    assert len(sheet.rows) == 14  # twelve boxes, the bonus and the total


def test_a_word_yahtzee_card_filled_in_counts_the_bonus() -> None:
    from yachtdice.core.modes.word.rules import WordCard

    rules = ruleset_by_id("word-yahtzee")
    card = WordCard((("two_letter", 2), ("three_letter", 3), ("four_letter", 4),
                     ("five_letter", 11), ("six_letter", 25)))
    sheet = card_sheet(rules, ["Ann"], [card])
    # 2 + 3 + 4 + 11 + 25 = 45 in the upper boxes earns 35 (rule sheet 000: 35 for 45 or more)
    assert cells(sheet, "Bonus") == ["35"] and cells(sheet, "Total") == ["80"]


def test_a_card_of_three_columns_a_player_heads_each_players_columns() -> None:
    ann = TripleCard(marks=(("first", 0, 5), ("first", 2, 7), ("second", 1, 3)))
    bob = TripleCard(marks=(("third", 2, 12),))
    with registered():
        sheet = card_sheet(TRIPLE, ["Ann", "Bob"], [ann, bob])
        blank = card_sheet(TRIPLE, players=3)
    assert sheet.players == ("Ann", "Bob") and sheet.per_player == 3
    assert sheet.columns == ("×1", "×2", "×3") * 2
    # a voyage's cargo times its column's number: 5 ×1, 7 ×3 = 21, 3 ×2 = 6, 12 ×3 = 36
    assert cells(sheet, "First Voyage") == ["5", "", "21", "", "", ""]
    assert cells(sheet, "Second Voyage") == ["", "6", "", "", "", ""]
    assert cells(sheet, "Third Voyage") == ["", "", "", "", "", "36"]
    assert cells(sheet, "Total") == ["5", "6", "21", "0", "0", "36"]
    assert cells(sheet, "Grand total") == ["", "", "32", "", "", "36"]
    assert blank.players == ("Name:",) * 3 and len(blank.columns) == 9 and blank.blank


def test_a_finished_game_says_who_won() -> None:
    every = tuple((box, col, 2) for box in ("first", "second", "third") for col in range(3))
    ann = TripleCard(marks=every)  # 2 × (1 + 2 + 3) × 3 voyages = 36
    bob = TripleCard(marks=tuple((b, c, 1) for b, c, _ in every))  # 18
    with registered():
        sheet = card_sheet(TRIPLE, ["Ann", "Bob"], [ann, bob])
    assert sheet.notes == ("Ann wins with 36 points.",)


def test_a_game_played_alone_says_its_final_score_not_who_won() -> None:
    every = tuple((box, col, 2) for box in ("first", "second", "third") for col in range(3))
    one = tuple((box, col, 0) for box in ("first", "second", "third") for col in range(3))
    with registered():
        alone = card_sheet(TRIPLE, ["Ann"], [TripleCard(marks=every)])
        hardly = card_sheet(TRIPLE, ["Bo"], [TripleCard(marks=one[:-1] + (("third", 2, 1),))])
    assert alone.notes == ("Final score for Ann: 36 points.",)
    assert hardly.notes == ("Final score for Bo: 3 points.",)
