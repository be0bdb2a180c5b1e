"""Word Yahtzee computer players: legal, complete games; the strong one plans."""

from __future__ import annotations

import random

import pytest

from yachtdice.core.modes.word.players import LEVELS, WordPlayer, level, play_solitaire
from yachtdice.core.modes.word.rules import BOX_IDS, WORD_PRESETS, Lexicon, WordCard

LEX = Lexicon(["a", "i", "o", "at", "up", "us", "as", "on", "no", "be", "me", "cat", "tea",
               "net", "ten", "sun", "nut", "cup", "pea", "ape", "cape", "pace", "tune", "sent",
               "nest", "paste", "pasture", "unsent", "neatly", "bent", "mace", "came", "oat",
               "boat", "sea", "ease", "zoo", "box", "quad", "tap", "pat", "sat", "set"])


@pytest.mark.slow
def test_every_level_plays_twelve_legal_turns_on_both_presets():
    # play_solitaire books each claim through the rules' own judge, which refuses illegal ones
    for rules in WORD_PRESETS:
        for lv in LEVELS:
            card = play_solitaire(rules, LEX, lv.id, random.Random(3))
            assert card.is_full and {b for b, _ in card.scores} == set(BOX_IDS)
            assert card.total(rules) >= 0


def test_a_player_stops_rolling_on_a_seven_letter_word_with_the_box_open():
    rules = WORD_PRESETS[0]
    faces = ("p", "s", "r", "e", "*", "t", "u")           # pAsture
    for lv in LEVELS:
        player = WordPlayer(rules, LEX, lv, random.Random(1))
        assert player.choose_keep(WordCard(), faces) is None
        claim = player.choose_claim(WordCard(), faces)
        assert claim.box == "yahtzee_word" and len(claim.words[0]) == 7


def test_the_strong_level_weighs_the_upper_bonus():
    rules = WORD_PRESETS[0]
    # 40 in the upper section with only the 6-letter box open: 5 more points make the bonus
    card = WordCard((("two_letter", 7), ("three_letter", 9), ("four_letter", 12),
                     ("five_letter", 12)))
    plain = WordPlayer(rules, LEX, level("plain"), random.Random(1))
    strong = WordPlayer(rules, LEX, level("strong"), random.Random(1))
    gain_plain = (plain.claim_worth(card, "six_letter", 10, 0)
                  - plain.claim_worth(card, "six_letter", 2, 0))
    gain_strong = (strong.claim_worth(card, "six_letter", 10, 0)
                   - strong.claim_worth(card, "six_letter", 2, 0))
    assert gain_plain == 8
    assert gain_strong > gain_plain + 20     # most of the 35 bonus hangs on it
