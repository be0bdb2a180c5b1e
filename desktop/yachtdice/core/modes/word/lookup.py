"""The word game's dictionary with what it knows of the words it refuses, and the lookup
a family uses to settle a challenge: "Is 'qi' a word here?", yes or no, and why not.

A :class:`Dictionary` is a :class:`~.rules.Lexicon` that also holds the kind of each word
it refuses for a reason a player can be told (an abbreviation, a proper noun, slang, a
foreign word) and the words of an offensive-words list. Computer players and hints use
:func:`playable`: the dictionary without the offensive words. A ruleset with Family words
on (``family_words``) judges people's claims against :meth:`Dictionary.family`, which
refuses them with a sentence that says so. This module reads no files: the store hands it
the lists.

>>> book = Dictionary(["cat", "a", "douche"], refused={"nasa": "abbreviation"},
...                   offensive=["douche"])
>>> look_up(book, "Cat").text
"Yes: 'Cat' is a word here."
>>> look_up(book, "NASA").text
"No: 'NASA' is an abbreviation, and the rules allow no abbreviations."
>>> look_up(book, "douche", family=True).allowed, "douche" in playable(book)
(False, False)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import StrEnum

from yachtdice.core.jsontext import excerpt
from yachtdice.core.modes.word.rules import Lexicon
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import value_type

ONE_LETTER_WORDS = frozenset("aio")
LONGEST_TYPED = 40  # longer input is not a word anyone typed to ask about


class Reason(StrEnum):
    """Why a word is (or is not) one the game accepts."""

    WORD = "word"                    # in the dictionary
    OFFENSIVE_ALLOWED = "offensive-allowed"  # in the dictionary; Family words is off
    NOT_FOUND = "not-found"          # in no list the game knows
    ABBREVIATION = "abbreviation"
    PROPER = "proper"                # a proper noun (a name)
    SLANG = "slang"
    FOREIGN = "foreign"
    LETTER = "letter"                # a letter of the alphabet, not a one-letter word
    OFFENSIVE = "offensive"          # refused by the Family words setting
    TOO_LONG = "too-long"
    NOT_LETTERS = "not-letters"
    EMPTY = "empty"
    SEVERAL = "several"              # more than one word typed


#: the kinds of refused words the dictionary's notes name (make_wordlist.py writes them)
NOTE_KINDS = {"abbreviation": Reason.ABBREVIATION, "proper": Reason.PROPER,
              "slang": Reason.SLANG, "foreign": Reason.FOREIGN, "letter": Reason.LETTER}


@value_type
class Verdict:
    """The answer to "is this a word here?": yes or no, the reason, one sentence to show."""

    word: str
    allowed: bool
    reason: Reason
    text: str


class Dictionary(Lexicon):
    """The game's words, with the kinds of refused words and the offensive words."""

    def __init__(self, words: Iterable[str], refused: Mapping[str, str] | None = None,
                 offensive: Iterable[str] = (), max_length: int = 7) -> None:
        super().__init__(words, max_length)
        self.refused = {w: NOTE_KINDS[k] for w, k in (refused or {}).items() if k in NOTE_KINDS}
        self.offensive = frozenset(w for w in offensive if w in self)
        self._family: FamilyDictionary | None = None

    def family(self) -> FamilyDictionary:
        """These words without the offensive ones (built once, when first asked for)."""
        if self._family is None:
            self._family = FamilyDictionary(self)
        return self._family

    def missing(self, word: str) -> str:
        """Why a word this dictionary does not hold is refused: one sentence."""
        return _refusal(self, word.lower())


class FamilyDictionary(Lexicon):
    """A dictionary without its offensive words: what computers play, and what people may
    play when Family words is on."""

    def __init__(self, whole: Dictionary) -> None:
        super().__init__((w for w in whole if w not in whole.offensive), whole.max_length)
        self.whole = whole

    def missing(self, word: str) -> str:
        """Why a word is refused, the offensive ones included: one sentence."""
        lower = word.lower()
        if lower in self.whole.offensive:
            return _sentence(Reason.OFFENSIVE, lower)
        return _refusal(self.whole, lower)


def playable(lexicon: Lexicon) -> Lexicon:
    """The words a computer player or a hint may use: never an offensive one."""
    return lexicon.family()


def is_family(lexicon: Lexicon) -> bool:
    """Whether a game's dictionary refuses offensive words (Family words is on)."""
    return isinstance(lexicon, FamilyDictionary)


def _whole(book: Lexicon) -> Lexicon:
    """The dictionary with its offensive words, whatever version of it ``book`` is."""
    return book.whole if isinstance(book, FamilyDictionary) else book


def _reason(book: Dictionary, word: str) -> Reason:
    """Why a lower-case word ``book`` does not hold is refused."""
    if len(word) == 1 and word.isalpha():
        return Reason.LETTER
    return book.refused.get(word, Reason.NOT_FOUND)


def _refusal(book: Dictionary, word: str) -> str:
    return _sentence(_reason(book, word), word)


#: why a claim's word is refused, as the claim panel and the command line say it
PROBLEMS = {
    Reason.NOT_FOUND: QT_TRANSLATE_NOOP("word", "{word} is not in the dictionary"),
    Reason.ABBREVIATION: QT_TRANSLATE_NOOP(
        "word", "{word} is an abbreviation, and the rules allow no abbreviations"),
    Reason.PROPER: QT_TRANSLATE_NOOP(
        "word", "{word} is a proper noun (a name), and the rules allow no proper nouns"),
    Reason.SLANG: QT_TRANSLATE_NOOP("word", "{word} is slang, and the rules allow no slang"),
    Reason.FOREIGN: QT_TRANSLATE_NOOP(
        "word", "{word} is a foreign word, and the rules allow no foreign words"),
    Reason.LETTER: QT_TRANSLATE_NOOP(
        "word", "{word} is a letter, not a word: the one-letter words are a, I and O"),
    Reason.OFFENSIVE: QT_TRANSLATE_NOOP(
        "word", "{word} is on the offensive-words list, which Family words refuses in this "
        "game"),
}
#: the lookup's answers, yes or no and why
ANSWERS = {
    Reason.WORD: QT_TRANSLATE_NOOP("word", "Yes: {word} is a word here."),
    Reason.OFFENSIVE_ALLOWED: QT_TRANSLATE_NOOP(
        "word", "Yes: {word} is a word here, with Family words off; it is on the "
        "offensive-words list, so computer players never play it."),
    Reason.NOT_FOUND: QT_TRANSLATE_NOOP("word", "No: {word} is not in the dictionary."),
    Reason.ABBREVIATION: QT_TRANSLATE_NOOP(
        "word", "No: {word} is an abbreviation, and the rules allow no abbreviations."),
    Reason.PROPER: QT_TRANSLATE_NOOP(
        "word", "No: {word} is a proper noun (a name), and the rules allow no proper nouns."),
    Reason.SLANG: QT_TRANSLATE_NOOP("word", "No: {word} is slang, and the rules allow no "
                                            "slang."),
    Reason.FOREIGN: QT_TRANSLATE_NOOP(
        "word", "No: {word} is a foreign word, and the rules allow no foreign words."),
    Reason.LETTER: QT_TRANSLATE_NOOP(
        "word", "No: {word} is a letter, not a word: the one-letter words are a, I and O."),
    Reason.OFFENSIVE: QT_TRANSLATE_NOOP(
        "word", "No: {word} is on the offensive-words list, which Family words refuses in "
        "this game."),
    Reason.TOO_LONG: QT_TRANSLATE_NOOP(
        "word", "No: {word} has {letters} letters; the dice make words of at most {longest} "
        "letters."),
    Reason.NOT_LETTERS: QT_TRANSLATE_NOOP(
        "word", "No: {word} has characters that are not letters; words are made of the "
        "letters A to Z only."),
    Reason.EMPTY: QT_TRANSLATE_NOOP("word", "Type a word to look it up."),
    Reason.SEVERAL: QT_TRANSLATE_NOOP("word", "Look up one word at a time (no spaces)."),
}


def _sentence(reason: Reason, shown: str) -> str:
    """A refusal's sentence as a claim's problem reads (no "No:", no full stop)."""
    return PROBLEMS[reason].format(word=excerpt(shown))


def _verdict(word: str, reason: Reason, shown: str = "", **values: int) -> Verdict:
    allowed = reason in (Reason.WORD, Reason.OFFENSIVE_ALLOWED)
    return Verdict(word, allowed, reason, ANSWERS[reason].format(word=excerpt(shown), **values))


def look_up(book: Lexicon, text: str, family: bool | None = None) -> Verdict:
    """Whether ``text`` is a word a claim may use in a game judged by ``book``, and why not.

    ``family``: the game refuses offensive words (the Family words setting); by default,
    whether ``book`` is a family version of the dictionary.
    """
    if family is None:
        family = is_family(book)
    typed = text.strip()
    word = typed.lower()
    if not typed:
        return Verdict("", False, Reason.EMPTY, ANSWERS[Reason.EMPTY].text)
    if len(typed.split()) > 1:
        return Verdict(excerpt(typed), False, Reason.SEVERAL, ANSWERS[Reason.SEVERAL].text)
    if not (typed.isascii() and typed.isalpha()):
        return _verdict(word, Reason.NOT_LETTERS, typed)
    if len(word) > book.max_length:
        return _verdict(word, Reason.TOO_LONG, typed, letters=len(word),
                        longest=book.max_length)
    whole = _whole(book)
    offensive = isinstance(whole, Dictionary) and word in whole.offensive
    if word in whole:
        if offensive:
            return _verdict(word, Reason.OFFENSIVE if family else Reason.OFFENSIVE_ALLOWED,
                            typed)
        return _verdict(word, Reason.WORD, typed)
    reason = _reason(whole, word) if isinstance(whole, Dictionary) else Reason.NOT_FOUND
    return _verdict(word, reason, typed)
