"""Word Yahtzee and Yahtzee Words scored as rule sheet 000 says, on hand-worked rolls.

Dice of word-yahtzee (values from Scribbage): die 1 O1 W4 U3 M3 P4 Y4, die 2 B4 E1 X8
S2 A1 Y4, die 3 R2 Q8 J6 N2 A1 D3, die 4 A1 C4 E1 F4 I2 Z10, die 5 P4 I2 M3 E1 G4 *0,
die 6 T2 E1 S2 L2 A1 H3, die 7 V4 U3 N2 C4 O1 K5.

The roll used most: P S R E * T U = 4 2 2 1 0 2 3, 14 in all.
"""

from __future__ import annotations

import pytest

from yachtdice.core.modes.word.rules import (
    BOX_IDS,
    WORD_YAHTZEE,
    YAHTZEE_WORDS,
    ClaimError,
    Lexicon,
    WordCard,
    WordClaim,
    WordRulesError,
    book,
    judge,
    preset,
)

WORDS = ["up", "put", "pure", "super", "purest", "rest", "set", "pasture", "a", "i", "o",
         "at", "ate", "tea", "mystery", "you", "eye", "pup"]
LEX = Lexicon(WORDS)
ROLL = ("p", "s", "r", "e", "*", "t", "u")   # 4 2 2 1 0 2 3
TOTAL = 14
EMPTY = WordCard()
WY, YW = WORD_YAHTZEE, YAHTZEE_WORDS


def points(rules, faces, box, *words, card=EMPTY):
    return judge(rules, LEX, card, faces, WordClaim(box, tuple(words))).points


def reason(rules, faces, box, *words, card=EMPTY):
    with pytest.raises(ClaimError) as err:
        judge(rules, LEX, card, faces, WordClaim(box, tuple(words)))
    return str(err.value)


@pytest.mark.parametrize(("box", "words", "expected"), [
    ("two_letter", ("up",), 3 + 4),
    ("three_letter", ("put",), 4 + 3 + 2),
    ("four_letter", ("pure",), 4 + 3 + 2 + 1),
    ("five_letter", ("super",), 2 + 3 + 4 + 1 + 2),
    ("six_letter", ("purest",), 4 + 3 + 2 + 1 + 2 + 2),
    ("one_word", ("purest",), 14),
    ("two_words", ("up", "rest"), 7 + 2 + 1 + 2 + 2),
    ("three_words", ("up", "set", "A"), 7 + 5 + 0),
    ("chance", ("up",), 7),
    ("yahtzee_word", ("pAsture",), 50),
])
def test_every_word_box_scores_the_letters_used(box, words, expected):
    assert points(WY, ROLL, box, *words) == expected


def test_chance_counts_words_in_word_yahtzee_and_all_dice_in_yahtzee_words():
    assert points(WY, ROLL, "chance", "up") == 7
    assert points(WY, ROLL, "chance") == 0
    # the same faces exist on the Yahtzee Words dice (die 5 is the same die)
    assert points(YW, ROLL, "chance", "up") == TOTAL
    assert points(YW, ROLL, "chance") == TOTAL


def test_all_consonants_and_all_vowels_with_y_as_both():
    consonants = ("y", "y", "d", "f", "g", "h", "k")
    vowels = ("y", "y", "a", "e", "i", "e", "o")
    assert points(WY, consonants, "all_consonants") == 25
    assert points(WY, vowels, "all_vowels") == 25
    assert points(YW, vowels, "all_vowels") == 35
    assert points(YW, ("y", "y", "d", "f", "g", "t", "v"), "all_consonants") == 25
    # not all seven: the box takes a zero
    assert points(WY, ROLL, "all_consonants") == 0
    assert points(WY, ROLL, "all_vowels") == 0


def test_the_wild_face_counts_as_any_letter_worth_nothing_in_every_box():
    assert points(WY, ROLL, "two_letter", "Up") == 4
    assert points(WY, ROLL, "three_letter", "puT") == 7
    assert points(WY, ROLL, "four_letter", "purE") == 9
    assert points(WY, ROLL, "five_letter", "Super") == 10
    assert points(WY, ROLL, "six_letter", "purEst") == 13
    assert points(WY, ROLL, "one_word", "A") == 0
    assert points(WY, ROLL, "two_words", "A", "up") == 7
    assert points(WY, ROLL, "three_words", "I", "up", "set") == 12
    assert points(WY, ROLL, "chance", "O", "up") == 7
    assert points(YW, ROLL, "chance", "O", "up") == TOTAL
    assert points(WY, ROLL, "yahtzee_word", "pAsture") == 50
    assert points(WY, ("m", "s", "r", "c", "*", "t", "n"), "all_consonants") == 25
    assert points(WY, ("u", "a", "a", "i", "*", "e", "o"), "all_vowels") == 25


def test_upper_bonus_35_at_45_not_at_44():
    card = WordCard((("two_letter", 7), ("three_letter", 9), ("four_letter", 10),
                     ("five_letter", 12)))                      # 38 so far
    at_44 = book(WY, LEX, card, ("o", "e", "a", "e", "e", "e", "u"), WordClaim(
        "six_letter", ("eye",), zero=True))
    assert at_44.upper_total() == 38 and at_44.upper_bonus(WY) == 0
    card_44 = WordCard(card.scores + (("six_letter", 6),))
    assert card_44.upper_total() == 44 and card_44.upper_bonus(WY) == 0
    card_45 = WordCard(card.scores + (("six_letter", 7),))
    assert card_45.upper_bonus(WY) == 35
    assert card_45.total(WY) == 45 + 35


def test_a_further_yahtzee_word_earns_100_and_goes_in_any_open_box():
    card = WordCard((("yahtzee_word", 50),))
    for box in BOX_IDS:
        if box == "yahtzee_word":
            continue
        result = judge(WY, LEX, card, ROLL, WordClaim(box, ("pAsture",)))
        assert result.extra_bonus == 100, box
        expected = 25 if box in ("all_consonants", "all_vowels") else TOTAL
        assert result.points == expected, box
    # Yahtzee Words' All Vowels is worth 35, but a joker roll there is 25 (rule sheet)
    assert judge(YW, LEX, card, ROLL, WordClaim("all_vowels", ("pAsture",))).points == 25
    booked = book(WY, LEX, card, ROLL, WordClaim("two_letter", ("pAsture",)))
    assert booked.bonuses == 1 and booked.total(WY) == 50 + TOTAL + 100


def test_a_zero_in_the_yahtzee_word_box_means_no_bonus():
    card = WordCard((("yahtzee_word", 0),))
    result = judge(WY, LEX, card, ROLL, WordClaim("one_word", ("pAsture",)))
    assert (result.points, result.extra_bonus) == (TOTAL, 0)
    assert "needs a word of 2 letters" in reason(WY, ROLL, "two_letter", "pAsture", card=card)
    open_card = judge(WY, LEX, EMPTY, ROLL, WordClaim("one_word", ("pAsture",)))
    assert open_card.extra_bonus == 0


def test_a_zero_may_go_in_any_open_box_at_any_time():
    for box in BOX_IDS:
        card = book(WY, LEX, EMPTY, ROLL, WordClaim(box, zero=True))
        assert card.get(box) == 0
    assert book(WY, LEX, EMPTY, ROLL, WordClaim("yahtzee_word", zero=True)).total(WY) == 0


@pytest.mark.parametrize(("box", "words", "why"), [
    ("three_letter", ("pst",), "'pst' is not in the dictionary"),
    ("three_letter", ("ate",), "the letter 'a' is not on the dice"),
    ("three_letter", ("pup",), "the words use 'p' twice but only 1 die shows it"),
    ("two_words", ("up", "put"), "the words use 'p' twice"),
    ("four_letter", ("super",), "'super' has 5 letters; the 4-Letter Word box needs "
                                "a word of 4 letters"),
    ("two_words", ("super",), "the Two Words box takes 2 words, not 1"),
    ("three_words", ("up", "set"), "the Three Words box takes 3 words, not 2"),
    ("two_letter", ("up", "A"), "the 2-Letter Word box takes one word, not 2"),
    ("chance", ("UP", "A"), "the words use the wild face 3 times but only 1 die shows it"),
    ("all_vowels", ("up",), "the All Vowels box takes no words"),
    ("chance", ("up!",), "only the letters a-z"),
])
def test_illegal_claims_say_why(box, words, why):
    assert why in reason(WY, ROLL, box, *words)


def test_upper_case_without_a_wild_face_and_a_filled_box_are_refused():
    no_wild = ("p", "s", "r", "e", "e", "t", "u")
    assert "no die shows the wild face" in reason(WY, no_wild, "three_letter", "puT")
    card = WordCard((("one_word", 3),))
    assert "already filled" in reason(WY, ROLL, "one_word", "up", card=card)


def test_wrong_faces_and_cards_say_why():
    with pytest.raises(WordRulesError, match="die 3 has no face 'S'"):
        judge(WY, LEX, EMPTY, ("p", "s", "s", "e", "*", "t", "u"), WordClaim("chance"))
    with pytest.raises(WordRulesError, match="a roll has 7 dice, not 6"):
        judge(WY, LEX, EMPTY, ROLL[:6], WordClaim("chance"))
    with pytest.raises(WordRulesError, match="no box 'sixes'"):
        judge(WY, LEX, EMPTY, ROLL, WordClaim("sixes"))
    with pytest.raises(WordRulesError, match="holds 0 or 50"):
        WordCard.from_dict(WY, {"yahtzee_word": 40})
    with pytest.raises(WordRulesError, match="whole number"):
        WordCard.from_dict(WY, {"chance": -1})


def test_the_presets_differ_only_where_the_rule_sheet_says():
    assert preset("word-yahtzee").all_vowels_points == 25
    assert preset("yahtzee-words").all_vowels_points == 35
    assert [sum(f == "*" for f in d.faces) for d in WY.dice] == [0, 0, 0, 0, 1, 0, 0]
    assert all(d.faces.count("*") == 1 for d in YW.dice)
    for old, new in zip(WY.dice, YW.dice, strict=True):
        vowels = set("aeiouy")
        assert vowels & set(old.faces) == vowels & set(new.faces)   # every die keeps its vowels
        assert len(set(old.faces) - set(new.faces)) <= 1            # one face gave way
        assert new.value("*") == 0


def test_word_card_totals():
    card = WordCard((("two_letter", 7), ("one_word", 14), ("yahtzee_word", 50)), bonuses=2)
    assert card.upper_total() == 7
    assert card.lower_total() == 64
    assert card.total(WY) == 7 + 64 + 200
    assert card.open_ids == tuple(b for b in BOX_IDS
                                  if b not in ("two_letter", "one_word", "yahtzee_word"))


def test_claims_round_trip_as_json():
    for claim in (WordClaim("two_words", ("caT", "a")), WordClaim("chance", zero=True)):
        assert WordClaim.from_json(claim.to_json()) == claim
    with pytest.raises(WordRulesError):
        WordClaim.from_json({"box": "chance", "words": "cat"})
