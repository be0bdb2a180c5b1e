"""The lookup a family uses to settle a challenge: yes or no, and why not."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from yachtdice.core.game import GameState, Player, Roll
from yachtdice.core.modes.word.lookup import Reason, is_family, look_up
from yachtdice.core.modes.word.mode import GAME
from yachtdice.core.modes.word.rules import (
    Lexicon,
    WordClaim,
    WordRulesError,
    WordRuleset,
    preset,
)
from yachtdice.store.modes.word.wordlist import lexicon


@pytest.mark.parametrize(("typed", "reason", "text"), [
    ("colour", Reason.WORD, "Yes: 'colour' is a word here."),
    ("Maths", Reason.WORD, "Yes: 'Maths' is a word here."),
    ("I", Reason.WORD, "Yes: 'I' is a word here."),
    ("qi", Reason.NOT_FOUND, "No: 'qi' is not in the dictionary."),
    ("NASA", Reason.ABBREVIATION,
     "No: 'NASA' is an abbreviation, and the rules allow no abbreviations."),
    ("paris", Reason.PROPER,
     "No: 'paris' is a proper noun (a name), and the rules allow no proper nouns."),
    ("gonna", Reason.SLANG, "No: 'gonna' is slang, and the rules allow no slang."),
    ("ciao", Reason.FOREIGN,
     "No: 'ciao' is a foreign word, and the rules allow no foreign words."),
    ("b", Reason.LETTER, "No: 'b' is a letter, not a word: the one-letter words are a, I and O."),
    ("douche", Reason.OFFENSIVE,
     "No: 'douche' is on the offensive-words list, which Family words refuses in this game."),
    ("pastures", Reason.TOO_LONG,
     "No: 'pastures' has 8 letters; the dice make words of at most 7 letters."),
    ("it's", Reason.NOT_LETTERS,
     "No: \"it's\" has characters that are not letters; words are made of the letters A to Z "
     "only."),
    ("caf\u00e9", Reason.NOT_LETTERS,
     "No: 'caf\u00e9' has characters that are not letters; words are made of the letters A to "
     "Z only."),
    ("  ", Reason.EMPTY, "Type a word to look it up."),
    ("two words", Reason.SEVERAL, "Look up one word at a time (no spaces)."),
])
def test_each_answer_says_yes_or_no_and_why(typed, reason, text):
    verdict = look_up(lexicon(), typed, family=True)
    assert (verdict.reason, verdict.text) == (reason, text)
    assert verdict.allowed is (reason is Reason.WORD)


def test_with_family_words_off_an_offensive_word_is_allowed_and_marked():
    verdict = look_up(lexicon(), "douche", family=False)
    assert verdict.allowed and verdict.reason is Reason.OFFENSIVE_ALLOWED
    assert "computer players never play it" in verdict.text


def test_the_family_dictionary_answers_the_same_as_the_whole_one():
    for word in ("douche", "gonna", "colour", "qi"):
        assert look_up(lexicon().family(), word, family=True) == look_up(lexicon(), word,
                                                                         family=True)


def test_a_plain_lexicon_knows_only_yes_and_not_found():
    small = Lexicon(["cat"])
    assert look_up(small, "cat").allowed
    assert look_up(small, "gonna").reason is Reason.NOT_FOUND


def test_a_very_long_input_is_quoted_short():
    verdict = look_up(lexicon(), "x" * 5000)
    assert verdict.reason is Reason.TOO_LONG and len(verdict.text) < 200


def test_family_words_are_kept_with_the_rules_and_filed_with_the_preset():
    plain = preset("word-yahtzee")
    family = replace(plain, family_words=True)
    assert is_family(family.words) and not is_family(plain.words)
    assert "colour" in family.words and "douche" not in family.words
    assert look_up(family.words, "douche").reason is Reason.OFFENSIVE
    assert look_up(plain.words, "douche").reason is Reason.OFFENSIVE_ALLOWED
    again = WordRuleset.from_dict(json.loads(json.dumps(family.to_dict())))
    assert again.family_words and again == family       # a saved game resumes with it
    assert "family_words" not in plain.to_dict()          # the built-in rules are unchanged
    assert GAME.filed_as(family) == "word-yahtzee" and GAME.filed_as(plain) is None
    assert GAME.filed_as(replace(family, yahtzee_bonus=50)) is None
    with pytest.raises(WordRulesError, match="family_words: must be true or false"):
        WordRuleset.from_dict({**plain.to_dict(), "family_words": "yes"})


def test_a_game_with_family_words_refuses_douche_through_its_engine():
    rules = replace(preset("word-yahtzee"), family_words=True)
    state = GameState.start(rules, [Player("Ann")])
    state = state.apply(Roll(("o", "x", "d", "c", "e", "h", "u")))
    problem = state.engine.claim_problem(rules, state.cards[0], state.dice,
                                         WordClaim("six_letter", ("douche",)))
    assert problem == ("'douche' is on the offensive-words list, which Family words refuses "
                       "in this game")
    assert state.engine.claim_problem(rules, state.cards[0], state.dice,
                                      WordClaim("five_letter", ("ouche",))) == (
        "'ouche' is not in the dictionary")
