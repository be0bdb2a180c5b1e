"""Words as people type them (issue 26, item 3): any case is an ordinary letter, ``*`` marks
the letter the wild face stands for; and the card keeps the words written in each box."""

from __future__ import annotations

import pytest

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes.word.rules import (
    ClaimError,
    Lexicon,
    WordCard,
    WordClaim,
    book,
    judge,
    preset,
    read_words,
    typed_form,
)

RULES = preset("word-yahtzee")
LEX = Lexicon(["i", "at", "bat", "cat"])
WILD_ROLL = ("o", "a", "r", "i", "*", "t", "n")  # values O1 A1 R2 I2 wild 0 T2 N2


@pytest.mark.parametrize(("typed", "words"), [
    ("I at", ("i", "at")),
    ("  AT,i ", ("at", "i")),
    ("*bat", ("Bat",)),
    ("ca*T", ("caT",)),
    ("", ()),
])
def test_typed_words_read_as_claims_write_them(typed: str, words: tuple[str, ...]) -> None:
    assert read_words(typed) == words


@pytest.mark.parametrize("typed", ["ca*", "c**at", "*"])
def test_a_stray_star_is_one_sentence(typed: str) -> None:
    with pytest.raises(ClaimError) as caught:
        read_words(typed)
    assert "*" in str(caught.value) and "\n" not in str(caught.value)
    assert isinstance(caught.value, YachtDiceError)


def test_a_capital_i_scores_as_the_letter_i() -> None:
    # hand count: I 2 + A 1 + T 2 = 5 (the wild face would make it 3)
    claim = WordClaim("two_words", read_words("I at"))
    assert judge(RULES, LEX, WordCard(), WILD_ROLL, claim).points == 5


def test_typed_form_is_the_way_back() -> None:
    for words in (("Bat",), ("caT", "i"), ("at",)):
        assert read_words(" ".join(typed_form(w) for w in words)) == words


def test_the_card_keeps_its_words_without_counting_them() -> None:
    card = book(RULES, LEX, WordCard(), WILD_ROLL, WordClaim("three_letter", ("Bat",)))
    assert card.words_in("three_letter") == ("Bat",) and card.get("three_letter") == 3
    assert card == WordCard((("three_letter", 3),))      # the words are not what it is worth
    assert card.words_in("chance") == ()
