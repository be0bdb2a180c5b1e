"""Word Yahtzee (1978) and Yahtzee Words, as rule sheet 000 describes them.

Seven letter dice, three rolls a turn, twelve boxes claimed with words. A face
is a lower-case letter or ``*``, the wild face, which the player names as any
letter and which is worth 0. In a claim the wild face's letter is written in
upper case ("caT": the T is the wild face). The dictionary is handed in as a
:class:`Lexicon`; this module reads no files.

>>> rules = preset("word-yahtzee")
>>> lex = Lexicon(["cat", "act", "at", "a"])
>>> faces = ("o", "a", "r", "c", "*", "t", "n")
>>> judge(rules, lex, WordCard(), faces, WordClaim("three_letter", ("cat",))).points
7
>>> judge(rules, lex, WordCard(), faces, WordClaim("three_letter", ("caT",))).points
5
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import field, replace
from enum import StrEnum
from typing import TypeVar

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.jsontext import JsonObject, excerpt
from yachtdice.core.lookup import Identified, JsonRules
from yachtdice.core.rulesets import TieBreak, rules_text_problem
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus, Template, Text
from yachtdice.core.values import value_type

MODE = "word"
WILD = "*"
LETTERS = "abcdefghijklmnopqrstuvwxyz"
VOWELS = frozenset("aeiouy")
CONSONANTS = frozenset("bcdfghjklmnpqrstvwxyz")  # Y counts as both
#: the most a letter may be worth (as a pip die's face): a game's total stays far below
#: what the statistics' 32-bit columns hold
MAX_LETTER_VALUE = 999


class WordRulesError(YachtDiceError):
    """A word ruleset, card or roll that does not fit the game."""


class ClaimError(YachtDiceError):
    """A claim that may not be booked; the message is one sentence saying why (a
    :class:`~yachtdice.core.text.Text`: English as a string, translatable by the window)."""

    @property
    def reason(self) -> str:
        """The sentence saying why, as made (a Text the window can translate)."""
        return reason_of(self)


def reason_of(exc: BaseException) -> str:
    """An error's message as it was made: the :class:`Text` a claim's refusal carries, else
    the message as a string."""
    first = exc.args[0] if exc.args else None
    return first if isinstance(first, Text) else str(exc)


class Kind(StrEnum):
    """What a box asks for."""

    LETTERS = "letters"        # one word of exactly ``size`` letters
    WORDS = "words"            # exactly ``size`` words
    CONSONANTS = "consonants"  # all dice consonants, fixed points
    VOWELS = "vowels"          # all dice vowels, fixed points
    CHANCE = "chance"          # any words
    SEVEN = "seven"            # one word using every die, fixed points


@value_type
class WordBox:
    """One of the twelve boxes."""

    id: str
    label: str  #: a built-in name, translatable (context "Word Yahtzee boxes")
    kind: Kind
    size: int = 0
    upper: bool = False


#: the boxes' names, built-in names a translator gives in each language (records keep the
#: box ids; the English names are what the command line and files show)
_LABELS = {
    "two_letter": QT_TRANSLATE_NOOP("Word Yahtzee boxes", "2-Letter Word"),
    "three_letter": QT_TRANSLATE_NOOP("Word Yahtzee boxes", "3-Letter Word"),
    "four_letter": QT_TRANSLATE_NOOP("Word Yahtzee boxes", "4-Letter Word"),
    "five_letter": QT_TRANSLATE_NOOP("Word Yahtzee boxes", "5-Letter Word"),
    "six_letter": QT_TRANSLATE_NOOP("Word Yahtzee boxes", "6-Letter Word"),
    "one_word": QT_TRANSLATE_NOOP("Word Yahtzee boxes", "One Word"),
    "two_words": QT_TRANSLATE_NOOP("Word Yahtzee boxes", "Two Words"),
    "three_words": QT_TRANSLATE_NOOP("Word Yahtzee boxes", "Three Words"),
    "all_consonants": QT_TRANSLATE_NOOP("Word Yahtzee boxes", "All Consonants"),
    "all_vowels": QT_TRANSLATE_NOOP("Word Yahtzee boxes", "All Vowels"),
    "chance": QT_TRANSLATE_NOOP("Word Yahtzee boxes", "Chance"),
    "yahtzee_word": QT_TRANSLATE_NOOP("Word Yahtzee boxes", "Yahtzee Word"),
}
BOXES: tuple[WordBox, ...] = (
    WordBox("two_letter", _LABELS["two_letter"], Kind.LETTERS, 2, upper=True),
    WordBox("three_letter", _LABELS["three_letter"], Kind.LETTERS, 3, upper=True),
    WordBox("four_letter", _LABELS["four_letter"], Kind.LETTERS, 4, upper=True),
    WordBox("five_letter", _LABELS["five_letter"], Kind.LETTERS, 5, upper=True),
    WordBox("six_letter", _LABELS["six_letter"], Kind.LETTERS, 6, upper=True),
    WordBox("one_word", _LABELS["one_word"], Kind.WORDS, 1),
    WordBox("two_words", _LABELS["two_words"], Kind.WORDS, 2),
    WordBox("three_words", _LABELS["three_words"], Kind.WORDS, 3),
    WordBox("all_consonants", _LABELS["all_consonants"], Kind.CONSONANTS),
    WordBox("all_vowels", _LABELS["all_vowels"], Kind.VOWELS),
    WordBox("chance", _LABELS["chance"], Kind.CHANCE),
    WordBox("yahtzee_word", _LABELS["yahtzee_word"], Kind.SEVEN),
)
BOX_IDS = tuple(b.id for b in BOXES)
_BOX = {b.id: b for b in BOXES}
YAHTZEE_BOX = "yahtzee_word"


def box(box_id: str) -> WordBox:
    """The box with this id; an unknown id is a :class:`WordRulesError` naming the ids."""
    try:
        return _BOX[box_id]
    except KeyError:
        raise WordRulesError(f"no box {excerpt(box_id)}; the boxes are "
                             f"{', '.join(BOX_IDS)}") from None


_ONE_WORD_OF = QT_TRANSLATE_NOOP("Word Yahtzee rules",
    "One word of exactly {count} letters: the letters used.")
_WORDS_FROM = (
    QT_TRANSLATE_NOOP("Word Yahtzee rules",
        "One word from the dice (any lengths, each die used once): the letters used."),
    QT_TRANSLATE_NOOP("Word Yahtzee rules",
        "Two words from the dice (any lengths, each die used once): the letters used."),
    QT_TRANSLATE_NOOP("Word Yahtzee rules",
        "Three words from the dice (any lengths, each die used once): the letters used."))
_N_WORDS_FROM = QT_TRANSLATE_NOOP("Word Yahtzee rules",
    "{count} words from the dice (any lengths, each die used once): the letters used.")
_CONSONANTS = QT_TRANSLATE_NOOP("Word Yahtzee rules", "All dice consonants (Y counts): {points}.")
_VOWELS = QT_TRANSLATE_NOOP("Word Yahtzee rules", "All dice vowels (Y counts): {points}.")
_CHANCE_ALL = QT_TRANSLATE_NOOP("Word Yahtzee rules", "Any words: all seven dice count.")
_CHANCE_USED = QT_TRANSLATE_NOOP("Word Yahtzee rules", "Any words: the letters used.")
_SEVEN = QT_TRANSLATE_NOOP("Word Yahtzee rules", "One word using every die: {points}.")


def box_text(rules: WordRuleset, b: WordBox) -> str:
    """What box ``b`` asks for and scores under ``rules``, in one sentence (a translatable
    :class:`Text`).

    >>> box_text(WORD_YAHTZEE, box("three_words"))
    'Three words from the dice (any lengths, each die used once): the letters used.'
    """
    if b.kind is Kind.LETTERS:
        return _ONE_WORD_OF.format(count=b.size)
    if b.kind is Kind.WORDS:
        return (_WORDS_FROM[b.size - 1].text if b.size <= 3
                else _N_WORDS_FROM.format(count=b.size))
    if b.kind is Kind.CONSONANTS:
        return _CONSONANTS.format(points=rules.all_consonants_points)
    if b.kind is Kind.VOWELS:
        return _VOWELS.format(points=rules.all_vowels_points)
    if b.kind is Kind.CHANCE:
        return (_CHANCE_ALL if rules.chance_counts_all_dice else _CHANCE_USED).text
    return _SEVEN.format(points=rules.yahtzee_points)


@value_type
class LetterDie:
    """A die's faces (letters or ``*``) and the value printed on each."""

    faces: tuple[str, ...]
    values: tuple[int, ...]

    def value(self, face: str) -> int:
        return self.values[self.faces.index(face)]

    @property
    def label(self) -> str:
        return " ".join(f.upper() if f != WILD else WILD for f in self.faces)


def _die(spec: str) -> LetterDie:
    """A die from "O1 W4 ..." ("*0" is the wild face)."""
    parts = spec.split()
    return LetterDie(tuple(p[0].lower() for p in parts), tuple(int(p[1:]) for p in parts))


@value_type
class WordRuleset(JsonRules):
    """Everything that differs between the word games: dice and a few numbers."""

    id: str
    name: str
    dice: tuple[LetterDie, ...]
    rolls_per_turn: int = 3
    all_consonants_points: int = 25
    all_vowels_points: int = 25
    chance_counts_all_dice: bool = False
    yahtzee_points: int = 50
    yahtzee_bonus: int = 100
    joker_fixed_points: int = 25
    upper_bonus_threshold: int = 45
    upper_bonus_points: int = 35
    mode: str = field(default=MODE, init=False)
    #: the dictionary claims are judged against; None means the one handed to
    #: :func:`use_dictionary` (the shipped word list, in the app)
    lexicon: Lexicon | None = field(default=None, compare=False, repr=False, kw_only=True)
    #: Family words: claims are judged by the dictionary's family version (no offensive words)
    family_words: bool = field(default=False, kw_only=True)
    #: words a saved game booked, accepted whatever the dictionary of the day says: a
    #: game read back from the history replays (and goes on) as it was played, when a
    #: later word list or Family words would refuse them (lower case; not saved)
    booked_words: frozenset[str] = field(default=frozenset(), compare=False, repr=False,
                                         kw_only=True)

    @property
    def carry_over_rolls(self) -> bool:
        return False

    @property
    def turns(self) -> int:
        """Turns each player takes: one per box."""
        return len(BOXES)

    @property
    def tie_break(self) -> TieBreak:
        """The rule sheet has no tie-break: equal totals share the place."""
        return TieBreak.SHARED

    @property
    def words(self) -> Lexicon:
        """The dictionary of this game: its own, or the one handed to :func:`use_dictionary`
        (its family version with Family words)."""
        book = self.lexicon if self.lexicon is not None else dictionary()
        return book.family() if self.family_words else book

    def with_lexicon(self, lexicon: Lexicon) -> WordRuleset:
        """The same rules judged against ``lexicon`` (tests, small word lists)."""
        return replace(self, lexicon=lexicon)

    @property
    def boxes(self) -> tuple[WordBox, ...]:
        return BOXES

    @property
    def dice_count(self) -> int:
        return len(self.dice)

    def fixed_points(self, b: WordBox) -> int:
        """The points of a box that scores a fixed amount (0 for the others)."""
        return {Kind.CONSONANTS: self.all_consonants_points,
                Kind.VOWELS: self.all_vowels_points,
                Kind.SEVEN: self.yahtzee_points}.get(b.kind, 0)

    def faces_problem(self, faces: Sequence[str]) -> str | None:
        """Why ``faces`` is not a roll of these dice, or None."""
        if len(faces) != len(self.dice):
            return f"a roll has {len(self.dice)} dice, not {len(faces)}"
        for i, (face, die) in enumerate(zip(faces, self.dice, strict=True), start=1):
            if face not in die.faces:
                shown = face.upper() if face != WILD else WILD
                return f"die {i} has no face {excerpt(shown)}; its faces are {die.label}"
        return None

    def check_faces(self, faces: Sequence[str]) -> tuple[str, ...]:
        """The roll as a tuple; a wrong roll is a :class:`WordRulesError`."""
        problem = self.faces_problem(faces)
        if problem:
            raise WordRulesError(problem)
        return tuple(faces)

    def values_of(self, faces: Sequence[str]) -> tuple[int, ...]:
        return tuple(d.value(f) for d, f in zip(self.dice, faces, strict=True))

    def to_dict(self) -> JsonObject:
        return {"mode": MODE, "id": self.id, "name": self.name,
                "dice": [" ".join(f"{f.upper() if f != WILD else WILD}{v}"
                                  for f, v in zip(d.faces, d.values, strict=True))
                         for d in self.dice],
                "rolls_per_turn": self.rolls_per_turn,
                "all_consonants_points": self.all_consonants_points,
                "all_vowels_points": self.all_vowels_points,
                "chance_counts_all_dice": self.chance_counts_all_dice,
                "yahtzee_points": self.yahtzee_points, "yahtzee_bonus": self.yahtzee_bonus,
                "joker_fixed_points": self.joker_fixed_points,
                "upper_bonus_threshold": self.upper_bonus_threshold,
                "upper_bonus_points": self.upper_bonus_points,
                **({"family_words": True} if self.family_words else {})}

    @classmethod
    def from_dict(cls, data: object) -> WordRuleset:
        """A word ruleset from :meth:`to_dict`'s form; anything wrong is a WordRulesError."""
        if not isinstance(data, Mapping) or data.get("mode") != MODE:
            raise WordRulesError("a word ruleset is an object with \"mode\": \"word\"")
        ident, name, dice = data.get("id"), data.get("name"), data.get("dice")
        if not isinstance(ident, str) or not isinstance(name, str):
            raise WordRulesError("a word ruleset needs an id and a name")
        if not isinstance(dice, list) or not 1 <= len(dice) <= 8:
            raise WordRulesError("dice: must be a list of 1 to 8 dice")
        parsed = []
        for i, spec in enumerate(dice):
            parts = spec.split() if isinstance(spec, str) else []
            if not parts or not all(len(p) >= 2 and ((p[0].isascii() and p[0].isalpha())
                                                     or p[0] == WILD) and p[1:].isascii()
                                    and p[1:].isdigit() for p in parts):
                raise WordRulesError(f"dice[{i}]: faces are written like \"A1 B4 *0\" "
                                     "(a letter or *, then its value in digits 0-9)")
            if any(len(p) > 4 or int(p[1:]) > MAX_LETTER_VALUE for p in parts):
                raise WordRulesError(f"dice[{i}]: a face is worth 0 to {MAX_LETTER_VALUE}")
            die = _die(spec)
            if len(set(die.faces)) != len(die.faces):
                raise WordRulesError(f"dice[{i}]: a face is listed twice")
            parsed.append(die)
        numbers: dict[str, int] = {}
        for key in ("rolls_per_turn", "all_consonants_points", "all_vowels_points",
                    "yahtzee_points", "yahtzee_bonus", "joker_fixed_points",
                    "upper_bonus_threshold", "upper_bonus_points"):
            value = data.get(key, getattr(WORD_YAHTZEE, key))
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10_000:
                raise WordRulesError(f"{key}: must be a whole number from 0 to 10000")
            numbers[key] = value
        if not 1 <= numbers["rolls_per_turn"] <= 5:
            raise WordRulesError("rolls_per_turn: must be 1 to 5")
        chance_all = data.get("chance_counts_all_dice", False)
        if not isinstance(chance_all, bool):
            raise WordRulesError("chance_counts_all_dice: must be true or false")
        family = data.get("family_words", False)
        if not isinstance(family, bool):
            raise WordRulesError("family_words: must be true or false")
        n = numbers
        rules = cls(ident, builtin_name(ident, name), tuple(parsed),
                    rolls_per_turn=n["rolls_per_turn"],
                    all_consonants_points=n["all_consonants_points"],
                    all_vowels_points=n["all_vowels_points"],
                    chance_counts_all_dice=chance_all, yahtzee_points=n["yahtzee_points"],
                    yahtzee_bonus=n["yahtzee_bonus"], joker_fixed_points=n["joker_fixed_points"],
                    upper_bonus_threshold=n["upper_bonus_threshold"],
                    upper_bonus_points=n["upper_bonus_points"], family_words=family)
        problem = rules_text_problem(rules)
        if problem is not None:
            raise WordRulesError(problem)
        return rules


# The faces of the original dice (a public word-finder for the game) with the values of
# the matching Scribbage dice; die 5's wild face is worth 0.
WORD_YAHTZEE_DICE = tuple(_die(s) for s in (
    "O1 W4 U3 M3 P4 Y4",
    "B4 E1 X8 S2 A1 Y4",
    "R2 Q8 J6 N2 A1 D3",
    "A1 C4 E1 F4 I2 Z10",
    "P4 I2 M3 E1 G4 *0",
    "T2 E1 S2 L2 A1 H3",
    "V4 U3 N2 C4 O1 K5",
))

# Yahtzee Words has a wild face on every die. No listing of those dice exists: each die
# gives up one consonant for it (never a vowel, never Y), the hardest one to use in words.
YAHTZEE_WORDS_DICE = tuple(_die(s) for s in (
    "O1 *0 U3 M3 P4 Y4",   # gives up W
    "B4 E1 *0 S2 A1 Y4",   # gives up X
    "R2 *0 J6 N2 A1 D3",   # gives up Q
    "A1 C4 E1 F4 I2 *0",   # gives up Z
    "P4 I2 M3 E1 G4 *0",   # already wild
    "T2 E1 S2 L2 A1 *0",   # gives up H
    "V4 U3 N2 C4 O1 *0",   # gives up K
))

WORD_YAHTZEE = WordRuleset("word-yahtzee", QT_TRANSLATE_NOOP("games", "Word Yahtzee").text,
                           WORD_YAHTZEE_DICE)
YAHTZEE_WORDS = WordRuleset("yahtzee-words", QT_TRANSLATE_NOOP("games", "Yahtzee Words").text,
                            YAHTZEE_WORDS_DICE,
                            all_vowels_points=35, chance_counts_all_dice=True)
WORD_PRESETS = (WORD_YAHTZEE, YAHTZEE_WORDS)


def builtin_name(ruleset_id: str, name: str) -> str:
    """``name`` as read from a file or a stored game: a built-in ruleset's own name (same id,
    same English name) becomes its translatable :class:`~yachtdice.core.text.Text` again;
    any other name (the players' own) stays as it was given, never translated."""
    for rules in WORD_PRESETS:
        if rules.id == ruleset_id and str(rules.name) == name:
            return rules.name
    return name


T = TypeVar("T", bound=Identified)


def by_id(items: Sequence[T], item_id: str, what: str) -> T:
    """The item whose ``id`` is ``item_id``; otherwise a :class:`WordRulesError` listing them."""
    from yachtdice.core.lookup import by_id as find
    return find(items, item_id, what, WordRulesError)


def preset(ruleset_id: str) -> WordRuleset:
    """A built-in word ruleset by id."""
    rules: WordRuleset = by_id(WORD_PRESETS, ruleset_id, "word ruleset")
    return rules


def is_preset(ruleset_id: str) -> bool:
    return any(r.id == ruleset_id for r in WORD_PRESETS)


# -- the dictionary -------------------------------------------------------------------------------

_dictionary_loader: Callable[[], Lexicon] | None = None


def use_dictionary(loader: Callable[[], Lexicon]) -> None:
    """Name where the dictionary comes from (called by the layers that may read files).

    The loader is called only when a claim is first judged, so registering it costs nothing.
    """
    global _dictionary_loader
    _dictionary_loader = loader


def dictionary() -> Lexicon:
    """The dictionary handed to :func:`use_dictionary`, else the one the games were installed
    with (``yachtdice.core.modes.word.word_list``); without either, a WordRulesError."""
    import yachtdice.core.modes.word as letter_games

    loader = _dictionary_loader or letter_games.word_list
    if loader is None:
        raise WordRulesError("the word list is not loaded, so no word can be checked")
    found = loader()
    if not isinstance(found, Lexicon):
        raise WordRulesError("the word list's loader gave no word list")
    return found


class Lexicon:
    """The words a claim may use (lower case), with what the word finder needs.

    >>> lex = Lexicon(["Cat", "act", "it's", "cat"])
    >>> "cat" in lex, "act" in lex, "it's" in lex, len(lex)
    (True, True, False, 2)
    """

    def __init__(self, words: Iterable[str], max_length: int = 7) -> None:
        kept = sorted({w.lower() for w in words
                       if 0 < len(w) <= max_length and w.isascii() and w.isalpha()})
        self.max_length = max_length
        self._words = frozenset(kept)
        self._by_signature: dict[str, str] = {}
        for w in kept:
            self._by_signature.setdefault("".join(sorted(w)), w)
        self._indexes: dict[int, tuple[list[str], dict[str, int]]] = {}
        #: a word whose sorted letters are the argument, or None
        self.anagram: Callable[[str], str | None] = self._by_signature.get

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.lower() in self._words

    def __len__(self) -> int:
        return len(self._words)

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._words))


    def missing(self, word: str) -> str:
        """Why a word this dictionary does not hold is refused: one sentence."""
        return _NOT_IN_DICTIONARY.format(word=excerpt(word.lower()))

    def family(self) -> Lexicon:
        """These words without offensive ones (a plain word list knows none: itself)."""
        return self

    def containing(self, real: str, length: int) -> str | None:
        """A word of ``length`` letters holding the letters ``real`` (the others in upper case).

        The upper-case letters are the ones wild faces stand for.

        >>> Lexicon(["cat", "cot", "act"]).containing("t", 3)
        'ACt'
        """
        if not 0 < length <= self.max_length or len(real) > length:
            return None
        if len(real) == length:
            return self.anagram("".join(sorted(real)))
        words, index = self._index(length)
        bits = index.get("", 0)
        for letter in set(real):
            bits &= index.get(letter * real.count(letter), 0)
            if not bits:
                return None
        if not bits:
            return None
        word = words[(bits & -bits).bit_length() - 1]
        left = list(real)
        out = []
        for ch in word:
            if ch in left:
                left.remove(ch)
                out.append(ch)
            else:
                out.append(ch.upper())
        return "".join(out)

    def prepare(self) -> Lexicon:
        """Build every index the word finder uses now, rather than on the first wild face."""
        for length in range(1, self.max_length + 1):
            self._index(length)
        return self

    def _index(self, length: int) -> tuple[list[str], dict[str, int]]:
        """The words of one length, and for "", "e", "ee"...: a bit set of the words holding it."""
        if length not in self._indexes:
            words = sorted(w for w in self._words if len(w) == length)
            members: dict[str, list[int]] = {"": list(range(len(words)))}
            for i, w in enumerate(words):
                for letter in set(w):
                    for c in range(1, w.count(letter) + 1):
                        members.setdefault(letter * c, []).append(i)
            index = {key: _bitset(ids, len(words)) for key, ids in members.items()}
            self._indexes[length] = (words, index)
        return self._indexes[length]


def _bitset(ids: list[int], size: int) -> int:
    flags = bytearray((size + 7) // 8)
    for i in ids:
        flags[i >> 3] |= 1 << (i & 7)
    return int.from_bytes(flags, "little")


# -- the card -------------------------------------------------------------------------------------
@value_type
class WordCard:
    """A player's card: points per filled box, and the Yahtzee bonuses earned (checks).

    ``words`` are the words written in each box (as a claim writes them), as on a paper
    sheet; they are not part of what the card is worth (not compared, not saved: the log
    has them).
    """

    scores: tuple[tuple[str, int], ...] = ()
    bonuses: int = 0
    words: tuple[tuple[str, tuple[str, ...]], ...] = field(default=(), compare=False)

    def get(self, box_id: str) -> int | None:
        return dict(self.scores).get(box_id)

    def is_open(self, box_id: str) -> bool:
        return self.get(box_id) is None

    @property
    def open_ids(self) -> tuple[str, ...]:
        filled = dict(self.scores)
        return tuple(b for b in BOX_IDS if b not in filled)

    @property
    def is_full(self) -> bool:
        return not self.open_ids

    @property
    def filled_count(self) -> int:
        return len(self.scores)

    def booked(self, box_id: str, points: int, extra_bonus: int = 0,
               words: tuple[str, ...] = ()) -> WordCard:
        return WordCard(self.scores + ((box_id, points),), self.bonuses + (extra_bonus > 0),
                        self.words + (((box_id, words),) if words else ()))

    def words_in(self, box_id: str) -> tuple[str, ...]:
        """The words written in a box (none for a zero, an open box or a card from JSON)."""
        return dict(self.words).get(box_id, ())

    def upper_total(self) -> int:
        return sum(p for b, p in self.scores if _BOX[b].upper)

    def upper_bonus(self, rules: WordRuleset) -> int:
        return (rules.upper_bonus_points
                if self.upper_total() >= rules.upper_bonus_threshold else 0)

    def lower_total(self) -> int:
        return sum(p for b, p in self.scores if not _BOX[b].upper)

    def bonus_points(self, rules: WordRuleset) -> int:
        return self.bonuses * rules.yahtzee_bonus

    def total(self, rules: WordRuleset) -> int:
        return (self.upper_total() + self.upper_bonus(rules) + self.lower_total()
                + self.bonus_points(rules))

    def to_dict(self) -> dict[str, int]:
        return {**dict(self.scores), **({"yahtzee_bonuses": self.bonuses} if self.bonuses else {})}

    @classmethod
    def from_dict(cls, rules: WordRuleset, data: object) -> WordCard:
        """A card from ``{box id: points, "yahtzee_bonuses": n}``; malformed input says why."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise WordRulesError("the card must be an object of box id to points")
        scores: list[tuple[str, int]] = []
        bonuses = 0
        for key, value in data.items():
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise WordRulesError(f"card entry {excerpt(key)} must be a whole number 0 "
                                     "or more")
            if key == "yahtzee_bonuses":
                bonuses = value
                continue
            b = box(str(key))
            if b.kind is Kind.SEVEN and value not in (0, rules.yahtzee_points):
                raise WordRulesError(f"the {b.label} box holds 0 or {rules.yahtzee_points}, "
                                     f"not {value}")
            scores.append((b.id, value))
        if bonuses and dict(scores).get(YAHTZEE_BOX) != rules.yahtzee_points:
            raise WordRulesError("Yahtzee bonuses need 50 in the Yahtzee Word box")
        order = {b: i for i, b in enumerate(BOX_IDS)}
        return cls(tuple(sorted(scores, key=lambda s: order[s[0]])), bonuses)


# -- why a claim is refused (sentences without a capital or full stop: a reason goes on in the
# panel's row, and as_sentence makes it one sentence on its own) ---------------------------------
_NOT_IN_DICTIONARY = QT_TRANSLATE_NOOP("word", "{word} is not in the dictionary")
_ONE_STAR = QT_TRANSLATE_NOOP("word",
    "write one * before the letter the wild face stands for, as in ca*t")
_ENDS_WITH_STAR = QT_TRANSLATE_NOOP("word",
    "{word} ends with *: write the letter the wild face stands for after it, as in ca*t")
_NOT_LETTERS = QT_TRANSLATE_NOOP("word", "{word} is not a word: only the letters a-z may be used")
_NO_WILD = QT_TRANSLATE_NOOP("word",
    "the words use the wild face (for {letter}) and no die shows the wild face")
_NOT_ON_DICE = QT_TRANSLATE_NOOP("word", "the letter {letter} is not on the dice")
#: the words need a letter more often than the dice show it: twice; more often (the forms
#: by the number of dice that show it)
_LETTER_SHORT: tuple[Template, Template] = (
    Numerus.translate("word",
        "the words use {letter} twice but only {have} [die shows|dice show] it: a die may be "
        "used only once", None, 1),
    Numerus.translate("word",
        "the words use {letter} {count} times but only {have} [die shows|dice show] it: a die "
        "may be used only once", None, 1))
_WILD_SHORT: tuple[Template, Template] = (
    Numerus.translate("word",
        "the words use the wild face twice but only {have} [die shows|dice show] it: a die may "
        "be used only once", None, 1),
    Numerus.translate("word",
        "the words use the wild face {count} times but only {have} [die shows|dice show] it: a "
        "die may be used only once", None, 1))
_FILLED = QT_TRANSLATE_NOOP("word", "the {box} box is already filled")
_ONE_WORD_NOT = QT_TRANSLATE_NOOP("word", "the {box} box takes one word, not {count}")
_HAS_LETTERS = Numerus.translate("word",
    "{word} has {count} letter(s); the {box} box needs a word of {size} letters", None, 1)
_TAKES_WORDS = Numerus.translate("word", "the {box} box takes {size} word(s), not {count}",
                                 None, 1)
_NO_WORDS = QT_TRANSLATE_NOOP("word",
    "the {box} box takes no words (only a word of all {count} letters, for the Yahtzee bonus)")


# -- claims ---------------------------------------------------------------------------------------
@value_type
class WordClaim:
    """A box and the words that fill it (wild letters in upper case), or a zero in the box
    (``clock``: written because the turn's time ran out).

    >>> WordClaim.from_json(WordClaim("two_words", ("caT", "a")).to_json())
    WordClaim(box='two_words', words=('caT', 'a'), zero=False, clock=False)
    >>> WordClaim.from_json(WordClaim("chance", zero=True, clock=True).to_json()).clock
    True
    """

    box: str
    words: tuple[str, ...] = ()
    zero: bool = False
    clock: bool = False

    def to_json(self) -> JsonObject:
        if self.zero:  # older readers take a zero and leave "clock" unread
            return ({"box": self.box, "zero": True, "clock": True} if self.clock
                    else {"box": self.box, "zero": True})
        return {"box": self.box, "words": list(self.words)}

    @classmethod
    def from_json(cls, data: object) -> WordClaim:
        if not isinstance(data, Mapping) or not isinstance(data.get("box"), str):
            raise WordRulesError("a word claim is an object with a box id")
        words = data.get("words", [])
        if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
            raise WordRulesError("a word claim's words must be a list of strings")
        zero = bool(data.get("zero", False))
        return cls(data["box"], tuple(words), zero, zero and data.get("clock") is True)

    def dumps(self) -> str:
        return json.dumps(self.to_json())


@value_type
class ClaimResult:
    """What a legal claim scores: the box's points, the Yahtzee bonus, the dice used."""

    points: int
    extra_bonus: int = 0
    dice_used: tuple[int, ...] = ()
    joker: bool = False


def parse_words(text: str) -> tuple[str, ...]:
    """Words as typed: separated by spaces or commas."""
    return tuple(w for w in text.replace(",", " ").split() if w)


def read_words(text: str) -> tuple[str, ...]:
    """Words as a person types them: any case is an ordinary letter, and ``*`` before a
    letter marks the letter the wild face stands for (the claim's upper case).

    A ``*`` not followed by a letter is a :class:`ClaimError` saying so.

    >>> read_words("I at"), read_words("ca*t, A")
    (('i', 'at'), ('caT', 'a'))
    """
    words = []
    for typed in parse_words(text):
        out, wild = [], False
        for ch in typed:
            if ch == WILD:
                if wild:
                    raise ClaimError(_ONE_STAR.text)
                wild = True
            elif wild:
                out.append(ch.upper())
                wild = False
            else:
                out.append(ch.lower())
        if wild:
            raise ClaimError(_ENDS_WITH_STAR.format(word=excerpt(typed)))
        words.append("".join(out))
    return tuple(words)


def typed_form(word: str) -> str:
    """A claim's word as it is typed and shown: the wild face's letter after a ``*``.

    >>> typed_form("chyRon"), typed_form("at")
    ('chy*ron', 'at')
    """
    return "".join(f"{WILD}{ch.lower()}" if ch.isupper() else ch for ch in word)


def word_problem(word: str, lexicon: Lexicon) -> str | None:
    """Why one typed word cannot be used (not letters, not in the dictionary), or None."""
    if not word.isascii() or not word.isalpha():
        return _NOT_LETTERS.format(word=excerpt(word))
    if word.lower() not in lexicon:
        return lexicon.missing(word)
    return None


def dice_for_letters(rules: WordRuleset, faces: Sequence[str],
                     words: Sequence[str]) -> tuple[int, ...]:
    """The die (0-based) each letter of the words uses, in order; best values go first.

    A letter no die shows, or more of a letter than the dice show, is a :class:`ClaimError`.
    """
    values = rules.values_of(faces)
    free: dict[str, list[int]] = {}
    for i in sorted(range(len(faces)), key=lambda i: -values[i]):
        free.setdefault(faces[i], []).append(i)
    joined = "".join(words)
    need = Counter(WILD if ch.isupper() else ch for ch in joined)
    for face, count in sorted(need.items()):
        have = len(free.get(face, []))
        if count > have:
            letter = face if face != WILD else next(ch for ch in joined if ch.isupper())
            raise ClaimError(_shortage(letter, count, have))
    return tuple(free[WILD if ch.isupper() else ch].pop(0) for ch in joined)


def assign_dice(rules: WordRuleset, faces: Sequence[str],
                words: Sequence[str]) -> tuple[int, ...]:
    """The dice (0-based, ascending) the words use; the letters must be on the dice."""
    return tuple(sorted(dice_for_letters(rules, faces, words)))


def _shortage(letter: str, count: int, have: int) -> str:
    """Why the dice cannot give ``count`` of ``letter`` (upper case: the wild face standing
    for it) when ``have`` dice show it (``count`` > ``have``, so ``count`` is at least 2)."""
    wild = letter.isupper()
    if not have:
        return (_NO_WILD.format(letter=repr(letter.lower())) if wild
                else _NOT_ON_DICE.format(letter=repr(letter)))
    kinds = _WILD_SHORT if wild else _LETTER_SHORT
    template = kinds[0] if count == 2 else kinds[1]
    return template.format(letter=repr(letter), count=count, have=have, n=have)


def judge(rules: WordRuleset, lexicon: Lexicon, card: WordCard, faces: Sequence[str],
          claim: WordClaim) -> ClaimResult:
    """What ``claim`` scores on this roll and card; an illegal claim raises :class:`ClaimError`.

    The error message is one sentence saying why (a word not in the dictionary, a letter
    not on the dice, a die used twice, the wrong length, the wrong number of words).
    """
    faces = rules.check_faces(faces)
    b = box(claim.box)
    if not card.is_open(b.id):
        raise ClaimError(_FILLED.format(box=b.label))
    if claim.zero:
        return ClaimResult(0)
    words = claim.words
    for w in words:
        problem = word_problem(w, lexicon) if w.lower() not in rules.booked_words else None
        if problem:
            raise ClaimError(problem)
    used = assign_dice(rules, faces, words)
    values = rules.values_of(faces)
    n = len(words)
    if (n == 1 and len(words[0]) == len(faces)
            and card.get(YAHTZEE_BOX) == rules.yahtzee_points):
        # a further Yahtzee Word: the bonus, and the roll goes in any open box
        points = (rules.joker_fixed_points if b.kind in (Kind.CONSONANTS, Kind.VOWELS)
                  else sum(values))
        return ClaimResult(points, rules.yahtzee_bonus, used, joker=True)
    if b.kind is Kind.LETTERS or b.kind is Kind.SEVEN:
        size = b.size or len(faces)
        if n != 1:
            raise ClaimError(_ONE_WORD_NOT.format(box=b.label, count=n))
        if len(words[0]) != size:
            length = len(words[0])
            raise ClaimError(_HAS_LETTERS.format(
                word=repr(words[0]), count=length, box=b.label, size=size, n=length))
        points = rules.yahtzee_points if b.kind is Kind.SEVEN else sum(values[i] for i in used)
        return ClaimResult(points, 0, used)
    if b.kind is Kind.WORDS:
        if n != b.size:
            raise ClaimError(_TAKES_WORDS.format(box=b.label, size=b.size, count=n, n=b.size))
        return ClaimResult(sum(values[i] for i in used), 0, used)
    if b.kind is Kind.CHANCE:
        points = sum(values) if rules.chance_counts_all_dice else sum(values[i] for i in used)
        return ClaimResult(points, 0, used)
    if n:
        raise ClaimError(_NO_WORDS.format(box=b.label, count=len(faces)))
    wanted = CONSONANTS if b.kind is Kind.CONSONANTS else VOWELS
    met = all(f == WILD or f in wanted for f in faces)
    return ClaimResult(rules.fixed_points(b) if met else 0, 0, ())


def claim_problem(rules: WordRuleset, lexicon: Lexicon, card: WordCard,
                  faces: Sequence[str], claim: WordClaim) -> str | None:
    """Why ``claim`` may not be booked, or None."""
    try:
        judge(rules, lexicon, card, faces, claim)
    except YachtDiceError as exc:
        return reason_of(exc)
    return None


def book(rules: WordRuleset, lexicon: Lexicon, card: WordCard, faces: Sequence[str],
         claim: WordClaim) -> WordCard:
    """The card after booking a legal claim."""
    result = judge(rules, lexicon, card, faces, claim)
    return card.booked(claim.box, result.points, result.extra_bonus, claim.words)


__all__ = [
    "BOXES", "BOX_IDS", "CONSONANTS", "ClaimError", "ClaimResult", "Kind", "LetterDie",
    "Lexicon", "MODE", "VOWELS", "WILD", "WORD_PRESETS", "WORD_YAHTZEE", "WordBox",
    "WordCard", "WordClaim", "WordRuleset", "WordRulesError", "YAHTZEE_WORDS", "assign_dice",
    "dice_for_letters",
    "book", "box", "box_text", "builtin_name", "claim_problem", "dictionary", "is_preset",
    "judge", "parse_words",
    "reason_of",
    "read_words", "typed_form",
    "preset", "use_dictionary", "word_problem",
]
