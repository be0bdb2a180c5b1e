"""Offensive words: in the dictionary for people (Family words off), never played by a
computer or suggested by a hint."""

from __future__ import annotations

import random

import pytest

from yachtdice.core.modes import mode_for
from yachtdice.core.modes.word.finder import best_claims
from yachtdice.core.modes.word.rules import (
    BOX_IDS,
    ClaimError,
    WordCard,
    WordClaim,
    judge,
    preset,
)
from yachtdice.store.modes.word.wordlist import lexicon, offensive

# d o u c h e on the Word Yahtzee dice (die 2 shows an X): "douche" is the only six-letter
# word, worth 3+1+3+4+3+1 = 15 points by the dice's letter values
FACES = ("o", "x", "d", "c", "e", "h", "u")
ONLY_SIX_OPEN = WordCard(tuple((b, 0) for b in BOX_IDS if b != "six_letter"))


def test_douche_is_on_the_offensive_list_and_in_the_dictionary():
    assert "douche" in offensive()
    assert "douche" in lexicon()
    rules = preset("word-yahtzee")
    # with Family words off a person may play it: the rule sheet's dictionary has it
    assert judge(rules, lexicon(), WordCard(), FACES,
                 WordClaim("six_letter", ("douche",))).points == 15


@pytest.mark.parametrize("level", ["plain", "strong"])
def test_a_computer_never_plays_douche(level):
    rules = preset("word-yahtzee")
    player = mode_for(rules).computer(rules, level, 1, random.Random(0))
    for card in (WordCard(), ONLY_SIX_OPEN):
        claim = player.choose_claim(card, FACES)
        assert "douche" not in [w.lower() for w in claim.words]
    # the 6-letter box alone open: a zero rather than the word
    assert player.choose_claim(ONLY_SIX_OPEN, FACES) == WordClaim("six_letter", zero=True)


def test_the_finder_offers_no_offensive_word_for_any_box():
    rules = preset("word-yahtzee")
    found = best_claims(rules, lexicon(), WordCard(), FACES)
    used = {w.lower() for c in found.values() if c for w in c.words}
    assert used and not used & offensive()


def test_family_words_refuse_douche_with_one_sentence():
    rules = preset("word-yahtzee")
    with pytest.raises(ClaimError) as err:
        judge(rules, lexicon().family(), WordCard(), FACES,
              WordClaim("six_letter", ("douche",)))
    assert str(err.value) == ("'douche' is on the offensive-words list, which Family words "
                              "refuses in this game")
