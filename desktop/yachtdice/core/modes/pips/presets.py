"""The built-in rulesets. They are rulesets like any other, written in Python for brevity.

>>> [r.id for r in PRESETS]
['yahtzee', 'yahtzee-free-joker', 'yatzy', 'maxi-yatzy', 'yacht']
>>> preset("maxi-yatzy").dice_count
6
"""

from __future__ import annotations

from dataclasses import replace

from yachtdice.core.modes.pips.patterns import (
    AllSame,
    Chance,
    FaceCount,
    FaceSet,
    Groups,
    OfAKind,
    Pattern,
    Run,
)
from yachtdice.core.modes.pips.ruleset import (
    Category,
    Joker,
    Order,
    Ruleset,
    Scoring,
    Section,
    UpperBonus,
)
from yachtdice.core.rulesets import TieBreak

_FACE_NAMES = ("ones", "twos", "threes", "fours", "fives", "sixes")

UPPER = Section.UPPER
LOWER = Section.LOWER


def _upper() -> tuple[Category, ...]:
    return tuple(Category(name, name.capitalize(), UPPER, FaceCount(face))
                 for face, name in enumerate(_FACE_NAMES, start=1))


def _lower(cid: str, label: str, pattern: Pattern, scoring: Scoring, points: int = 0) -> Category:
    return Category(cid, label, LOWER, pattern, scoring, points)


FIXED, SUM_ALL, SUM_USED = Scoring.FIXED, Scoring.SUM_ALL, Scoring.SUM_USED

YAHTZEE = Ruleset(
    id="yahtzee",
    name="Yahtzee",
    categories=_upper() + (
        _lower("three_of_a_kind", "3 of a Kind", OfAKind(3), SUM_ALL),
        _lower("four_of_a_kind", "4 of a Kind", OfAKind(4), SUM_ALL),
        _lower("full_house", "Full House", Groups((3, 2)), FIXED, 25),
        _lower("small_straight", "Small Straight", Run(4), FIXED, 30),
        _lower("large_straight", "Large Straight", Run(5), FIXED, 40),
        _lower("yahtzee", "Yahtzee", AllSame(), FIXED, 50),
        _lower("chance", "Chance", Chance(), SUM_ALL),
    ),
    upper_bonus=UpperBonus(63, 35),
    extra_yahtzee_bonus=100,
    joker=Joker.FORCED,
    order=Order.ANY,
    tie_break=TieBreak.UPPER_TOTAL,
)

YAHTZEE_FREE_JOKER = replace(YAHTZEE, id="yahtzee-free-joker", name="Yahtzee (free joker)",
                             joker=Joker.FREE)

YATZY = Ruleset(
    id="yatzy",
    name="Yatzy",
    categories=_upper() + (
        _lower("one_pair", "One Pair", Groups((2,)), SUM_USED),
        _lower("two_pairs", "Two Pairs", Groups((2, 2)), SUM_USED),
        _lower("three_of_a_kind", "Three of a Kind", OfAKind(3), SUM_USED),
        _lower("four_of_a_kind", "Four of a Kind", OfAKind(4), SUM_USED),
        _lower("small_straight", "Small Straight", FaceSet((1, 2, 3, 4, 5), exact=True), FIXED, 15),
        _lower("large_straight", "Large Straight", FaceSet((2, 3, 4, 5, 6), exact=True), FIXED, 20),
        _lower("full_house", "Full House", Groups((3, 2)), SUM_ALL),
        _lower("chance", "Chance", Chance(), SUM_ALL),
        _lower("yatzy", "Yatzy", AllSame(), FIXED, 50),
    ),
    upper_bonus=UpperBonus(63, 50),
)

MAXI_YATZY = Ruleset(
    id="maxi-yatzy",
    name="Maxi Yatzy",
    dice_count=6,
    carry_over_rolls=True,
    categories=_upper() + (
        _lower("one_pair", "One Pair", Groups((2,)), SUM_USED),
        _lower("two_pairs", "Two Pairs", Groups((2, 2)), SUM_USED),
        _lower("three_pairs", "Three Pairs", Groups((2, 2, 2)), SUM_USED),
        _lower("three_of_a_kind", "Three of a Kind", OfAKind(3), SUM_USED),
        _lower("four_of_a_kind", "Four of a Kind", OfAKind(4), SUM_USED),
        _lower("five_of_a_kind", "Five of a Kind", OfAKind(5), SUM_USED),
        _lower("small_straight", "Small Straight", FaceSet((1, 2, 3, 4, 5)), FIXED, 15),
        _lower("large_straight", "Large Straight", FaceSet((2, 3, 4, 5, 6)), FIXED, 20),
        _lower("full_straight", "Full Straight", FaceSet((1, 2, 3, 4, 5, 6)), FIXED, 21),
        _lower("full_house", "Full House", Groups((3, 2)), SUM_USED),
        _lower("villa", "Villa", Groups((3, 3)), SUM_USED),
        _lower("tower", "Tower", Groups((4, 2)), SUM_USED),
        _lower("chance", "Chance", Chance(), SUM_ALL),
        _lower("maxi_yatzy", "Maxi Yatzy", AllSame(), FIXED, 100),
    ),
    upper_bonus=UpperBonus(84, 100),
)

YACHT = Ruleset(
    id="yacht",
    name="Yacht",
    categories=_upper() + (
        _lower("full_house", "Full House", Groups((3, 2)), SUM_ALL),
        _lower("four_of_a_kind", "Four of a Kind", OfAKind(4), SUM_USED),
        _lower("little_straight", "Little Straight", FaceSet((1, 2, 3, 4, 5), exact=True),
               FIXED, 30),
        _lower("big_straight", "Big Straight", FaceSet((2, 3, 4, 5, 6), exact=True), FIXED, 30),
        _lower("choice", "Choice", Chance(), SUM_ALL),
        _lower("yacht", "Yacht", AllSame(), FIXED, 50),
    ),
)

PRESETS: tuple[Ruleset, ...] = (YAHTZEE, YAHTZEE_FREE_JOKER, YATZY, MAXI_YATZY, YACHT)
_BY_ID = {r.id: r for r in PRESETS}


def preset(ruleset_id: str) -> Ruleset:
    """The built-in ruleset with this id.

    >>> preset("chess")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    KeyError: "no built-in ruleset 'chess'; try yahtzee, yahtzee-free-joker, yatzy, ..."
    """
    try:
        return _BY_ID[ruleset_id]
    except KeyError:
        raise KeyError(f"no built-in ruleset {ruleset_id!r}; try "
                       f"{', '.join(_BY_ID)}") from None


def is_preset(ruleset_id: str) -> bool:
    return ruleset_id in _BY_ID
