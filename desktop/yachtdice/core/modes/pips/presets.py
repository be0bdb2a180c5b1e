"""The built-in rulesets. They are rulesets like any other, written in Python for brevity.

>>> [r.id for r in PRESETS]
['yahtzee', 'yahtzee-free-joker', 'yatzy', 'maxi-yatzy', 'maxi-yatzy-no-saved-rolls', 'yacht']
>>> preset("maxi-yatzy").dice_count
6
"""

from __future__ import annotations

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
from yachtdice.core.text import QT_TRANSLATE_NOOP, Template
from yachtdice.core.values import replace

# Each game's box names under its own translation context: a country may name the boxes
# of Yahtzee and of Yatzy differently (German: Dreierpasch in Kniffel).
_FACE_IDS = ("ones", "twos", "threes", "fours", "fives", "sixes")

_YAHTZEE_BOXES: dict[str, Template] = {
    "ones": QT_TRANSLATE_NOOP("Yahtzee boxes", "Ones"),
    "twos": QT_TRANSLATE_NOOP("Yahtzee boxes", "Twos"),
    "threes": QT_TRANSLATE_NOOP("Yahtzee boxes", "Threes"),
    "fours": QT_TRANSLATE_NOOP("Yahtzee boxes", "Fours"),
    "fives": QT_TRANSLATE_NOOP("Yahtzee boxes", "Fives"),
    "sixes": QT_TRANSLATE_NOOP("Yahtzee boxes", "Sixes"),
    "three_of_a_kind": QT_TRANSLATE_NOOP("Yahtzee boxes", "3 of a Kind"),
    "four_of_a_kind": QT_TRANSLATE_NOOP("Yahtzee boxes", "4 of a Kind"),
    "full_house": QT_TRANSLATE_NOOP("Yahtzee boxes", "Full House"),
    "small_straight": QT_TRANSLATE_NOOP("Yahtzee boxes", "Small Straight"),
    "large_straight": QT_TRANSLATE_NOOP("Yahtzee boxes", "Large Straight"),
    "yahtzee": QT_TRANSLATE_NOOP("Yahtzee boxes", "Yahtzee"),
    "chance": QT_TRANSLATE_NOOP("Yahtzee boxes", "Chance"),
}

_YATZY_BOXES: dict[str, Template] = {
    "ones": QT_TRANSLATE_NOOP("Yatzy boxes", "Ones"),
    "twos": QT_TRANSLATE_NOOP("Yatzy boxes", "Twos"),
    "threes": QT_TRANSLATE_NOOP("Yatzy boxes", "Threes"),
    "fours": QT_TRANSLATE_NOOP("Yatzy boxes", "Fours"),
    "fives": QT_TRANSLATE_NOOP("Yatzy boxes", "Fives"),
    "sixes": QT_TRANSLATE_NOOP("Yatzy boxes", "Sixes"),
    "one_pair": QT_TRANSLATE_NOOP("Yatzy boxes", "One Pair"),
    "two_pairs": QT_TRANSLATE_NOOP("Yatzy boxes", "Two Pairs"),
    "three_of_a_kind": QT_TRANSLATE_NOOP("Yatzy boxes", "Three of a Kind"),
    "four_of_a_kind": QT_TRANSLATE_NOOP("Yatzy boxes", "Four of a Kind"),
    "small_straight": QT_TRANSLATE_NOOP("Yatzy boxes", "Small Straight"),
    "large_straight": QT_TRANSLATE_NOOP("Yatzy boxes", "Large Straight"),
    "full_house": QT_TRANSLATE_NOOP("Yatzy boxes", "Full House"),
    "chance": QT_TRANSLATE_NOOP("Yatzy boxes", "Chance"),
    "yatzy": QT_TRANSLATE_NOOP("Yatzy boxes", "Yatzy"),
}

_MAXI_BOXES: dict[str, Template] = {
    "ones": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Ones"),
    "twos": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Twos"),
    "threes": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Threes"),
    "fours": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Fours"),
    "fives": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Fives"),
    "sixes": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Sixes"),
    "one_pair": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "One Pair"),
    "two_pairs": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Two Pairs"),
    "three_pairs": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Three Pairs"),
    "three_of_a_kind": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Three of a Kind"),
    "four_of_a_kind": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Four of a Kind"),
    "five_of_a_kind": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Five of a Kind"),
    "small_straight": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Small Straight"),
    "large_straight": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Large Straight"),
    "full_straight": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Full Straight"),
    "full_house": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Full House"),
    "villa": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Villa"),
    "tower": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Tower"),
    "chance": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Chance"),
    "maxi_yatzy": QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Maxi Yatzy"),
}

_YACHT_BOXES: dict[str, Template] = {
    "ones": QT_TRANSLATE_NOOP("Yacht boxes", "Ones"),
    "twos": QT_TRANSLATE_NOOP("Yacht boxes", "Twos"),
    "threes": QT_TRANSLATE_NOOP("Yacht boxes", "Threes"),
    "fours": QT_TRANSLATE_NOOP("Yacht boxes", "Fours"),
    "fives": QT_TRANSLATE_NOOP("Yacht boxes", "Fives"),
    "sixes": QT_TRANSLATE_NOOP("Yacht boxes", "Sixes"),
    "full_house": QT_TRANSLATE_NOOP("Yacht boxes", "Full House"),
    "four_of_a_kind": QT_TRANSLATE_NOOP("Yacht boxes", "Four of a Kind"),
    "little_straight": QT_TRANSLATE_NOOP("Yacht boxes", "Little Straight"),
    "big_straight": QT_TRANSLATE_NOOP("Yacht boxes", "Big Straight"),
    "choice": QT_TRANSLATE_NOOP("Yacht boxes", "Choice"),
    "yacht": QT_TRANSLATE_NOOP("Yacht boxes", "Yacht"),
}

UPPER = Section.UPPER
LOWER = Section.LOWER


def _upper(names: dict[str, Template]) -> tuple[Category, ...]:
    return tuple(Category(box, names[box].text, UPPER, FaceCount(face))
                 for face, box in enumerate(_FACE_IDS, start=1))


def _lower(names: dict[str, Template], cid: str, pattern: Pattern, scoring: Scoring,
           points: int = 0) -> Category:
    return Category(cid, names[cid].text, LOWER, pattern, scoring, points)


FIXED, SUM_ALL, SUM_USED = Scoring.FIXED, Scoring.SUM_ALL, Scoring.SUM_USED

YAHTZEE = Ruleset(
    id="yahtzee",
    name=QT_TRANSLATE_NOOP("games", "Yahtzee").text,
    categories=_upper(_YAHTZEE_BOXES) + (
        _lower(_YAHTZEE_BOXES, "three_of_a_kind", OfAKind(3), SUM_ALL),
        _lower(_YAHTZEE_BOXES, "four_of_a_kind", OfAKind(4), SUM_ALL),
        _lower(_YAHTZEE_BOXES, "full_house", Groups((3, 2)), FIXED, 25),
        _lower(_YAHTZEE_BOXES, "small_straight", Run(4), FIXED, 30),
        _lower(_YAHTZEE_BOXES, "large_straight", Run(5), FIXED, 40),
        _lower(_YAHTZEE_BOXES, "yahtzee", AllSame(), FIXED, 50),
        _lower(_YAHTZEE_BOXES, "chance", Chance(), SUM_ALL),
    ),
    upper_bonus=UpperBonus(63, 35),
    extra_yahtzee_bonus=100,
    joker=Joker.FORCED,
    order=Order.ANY,
    tie_break=TieBreak.UPPER_TOTAL,
)

YAHTZEE_FREE_JOKER = replace(YAHTZEE, id="yahtzee-free-joker",
                             name=QT_TRANSLATE_NOOP("games", "Yahtzee (free joker)").text,
                             joker=Joker.FREE)

YATZY = Ruleset(
    id="yatzy",
    name=QT_TRANSLATE_NOOP("games", "Yatzy").text,
    categories=_upper(_YATZY_BOXES) + (
        _lower(_YATZY_BOXES, "one_pair", Groups((2,)), SUM_USED),
        _lower(_YATZY_BOXES, "two_pairs", Groups((2, 2)), SUM_USED),
        _lower(_YATZY_BOXES, "three_of_a_kind", OfAKind(3), SUM_USED),
        _lower(_YATZY_BOXES, "four_of_a_kind", OfAKind(4), SUM_USED),
        _lower(_YATZY_BOXES, "small_straight", FaceSet((1, 2, 3, 4, 5), exact=True), FIXED, 15),
        _lower(_YATZY_BOXES, "large_straight", FaceSet((2, 3, 4, 5, 6), exact=True), FIXED, 20),
        _lower(_YATZY_BOXES, "full_house", Groups((3, 2)), SUM_ALL),
        _lower(_YATZY_BOXES, "chance", Chance(), SUM_ALL),
        _lower(_YATZY_BOXES, "yatzy", AllSame(), FIXED, 50),
    ),
    upper_bonus=UpperBonus(63, 50),
)

MAXI_YATZY = Ruleset(
    id="maxi-yatzy",
    name=QT_TRANSLATE_NOOP("games", "Maxi Yatzy").text,
    dice_count=6,
    carry_over_rolls=True,
    categories=_upper(_MAXI_BOXES) + (
        _lower(_MAXI_BOXES, "one_pair", Groups((2,)), SUM_USED),
        _lower(_MAXI_BOXES, "two_pairs", Groups((2, 2)), SUM_USED),
        _lower(_MAXI_BOXES, "three_pairs", Groups((2, 2, 2)), SUM_USED),
        _lower(_MAXI_BOXES, "three_of_a_kind", OfAKind(3), SUM_USED),
        _lower(_MAXI_BOXES, "four_of_a_kind", OfAKind(4), SUM_USED),
        _lower(_MAXI_BOXES, "five_of_a_kind", OfAKind(5), SUM_USED),
        _lower(_MAXI_BOXES, "small_straight", FaceSet((1, 2, 3, 4, 5)), FIXED, 15),
        _lower(_MAXI_BOXES, "large_straight", FaceSet((2, 3, 4, 5, 6)), FIXED, 20),
        _lower(_MAXI_BOXES, "full_straight", FaceSet((1, 2, 3, 4, 5, 6)), FIXED, 21),
        _lower(_MAXI_BOXES, "full_house", Groups((3, 2)), SUM_USED),
        _lower(_MAXI_BOXES, "villa", Groups((3, 3)), SUM_USED),
        _lower(_MAXI_BOXES, "tower", Groups((4, 2)), SUM_USED),
        _lower(_MAXI_BOXES, "chance", Chance(), SUM_ALL),
        _lower(_MAXI_BOXES, "maxi_yatzy", AllSame(), FIXED, 100),
    ),
    upper_bonus=UpperBonus(84, 100),
)

MAXI_YATZY_NO_SAVED_ROLLS = replace(
    MAXI_YATZY, id="maxi-yatzy-no-saved-rolls",
    name=QT_TRANSLATE_NOOP("games", "Maxi Yatzy (no saved rolls)").text,
    carry_over_rolls=False)

YACHT = Ruleset(
    id="yacht",
    name=QT_TRANSLATE_NOOP("games", "Yacht").text,
    categories=_upper(_YACHT_BOXES) + (
        _lower(_YACHT_BOXES, "full_house", Groups((3, 2)), SUM_ALL),
        _lower(_YACHT_BOXES, "four_of_a_kind", OfAKind(4), SUM_USED),
        _lower(_YACHT_BOXES, "little_straight", FaceSet((1, 2, 3, 4, 5), exact=True),
               FIXED, 30),
        _lower(_YACHT_BOXES, "big_straight", FaceSet((2, 3, 4, 5, 6), exact=True), FIXED, 30),
        _lower(_YACHT_BOXES, "choice", Chance(), SUM_ALL),
        _lower(_YACHT_BOXES, "yacht", AllSame(), FIXED, 50),
    ),
)

PRESETS: tuple[Ruleset, ...] = (YAHTZEE, YAHTZEE_FREE_JOKER, YATZY, MAXI_YATZY,
                                 MAXI_YATZY_NO_SAVED_ROLLS, YACHT)
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


def with_preset_names(rules: Ruleset) -> Ruleset:
    """``rules`` with the built-in game's translatable name and box names where they are the
    built-in's own (a ruleset read back from a file or the store carries plain strings); a
    renamed box keeps the player's name.

    >>> from yachtdice.core.text import Text
    >>> again = with_preset_names(Ruleset.from_dict(preset("yatzy").to_dict()))
    >>> isinstance(again.category("two_pairs").label, Text), again == preset("yatzy")
    (True, True)
    """
    built_in = _BY_ID.get(rules.id)
    if built_in is None:
        return rules
    ours = {c.id: c.label for c in built_in.categories}
    categories = tuple(replace(c, label=ours[c.id]) if ours.get(c.id) == c.label else c
                       for c in rules.categories)
    name = built_in.name if rules.name == built_in.name else rules.name
    if categories == rules.categories and name is rules.name:
        return rules
    return replace(rules, name=name, categories=categories)
