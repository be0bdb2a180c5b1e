"""Place Value Yahtzee (rule sheet 003): dice arranged into numbers, compared box by box.

Every die is used once, as one digit, to make one number; the number goes in an
open box whose condition it meets, or an X goes in a box. At the end each box's
point goes to the players who wrote its greatest number (an X counts as 0, so a box where
everyone wrote X gives everyone its point).

A number is kept as its digits, most significant first, and how many of them
stand after the decimal point. Numbers of one ruleset all have the same shape,
so comparing them is comparing their digits.

>>> rules = preset("place-value-4")
>>> best(rules, (6, 3, 4, 1))["hundreds_3"].text
'6341'
>>> check(rules, "ones_5", "6341", (6, 3, 4, 1))
Traceback (most recent call last):
...
yachtdice.core.modes.place_value.rules.PlaceValueError: 6341 has 1, not 5, in the ones place
"""

from __future__ import annotations

import difflib
import functools
import itertools
import json
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TypeVar

from yachtdice.core import lookup
from yachtdice.core.errors import Problem, YachtDiceError
from yachtdice.core.jsontext import JsonObject, excerpt
from yachtdice.core.lookup import Identified, JsonRules
from yachtdice.core.rulesets import ID_PATTERN, MAX_NAME, TieBreak, text_problem
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus, Template, Text
from yachtdice.core.values import value_type

MODE = "place-value"
MAX_DICE = 8
MAX_DECIMALS = 3
#: The most orders the dice can fall in (sides ** dice) that a card may have: the computer
#: players and hints weigh every one when a game starts, about 15-18 microseconds each off the
#: GUI thread (measured at load 6: 7 six-sided dice, 279,936 orders, 4.3 s; 8 six-sided dice
#: took 25 s and 6 ten-sided 18.5 s and 204 MB).
MAX_ORDERS = 300_000
MAX_BOX_LABEL = 80  # the rule sheet's longest box is 50 characters
#: the largest number a card file may give (a digit, a sum, a value to round to): far more
#: than any card of these dice can use, small enough for every message to show
MAX_NUMBER = 1_000_000_000

#: place names by power of ten (translated by the window: "Place Value places")
PLACES: dict[int, str] = {
    7: QT_TRANSLATE_NOOP("Place Value places", "ten millions").text,
    6: QT_TRANSLATE_NOOP("Place Value places", "millions").text,
    5: QT_TRANSLATE_NOOP("Place Value places", "hundred thousands").text,
    4: QT_TRANSLATE_NOOP("Place Value places", "ten thousands").text,
    3: QT_TRANSLATE_NOOP("Place Value places", "thousands").text,
    2: QT_TRANSLATE_NOOP("Place Value places", "hundreds").text,
    1: QT_TRANSLATE_NOOP("Place Value places", "tens").text,
    0: QT_TRANSLATE_NOOP("Place Value places", "ones").text,
    -1: QT_TRANSLATE_NOOP("Place Value places", "tenths").text,
    -2: QT_TRANSLATE_NOOP("Place Value places", "hundredths").text,
    -3: QT_TRANSLATE_NOOP("Place Value places", "thousandths").text,
    -4: QT_TRANSLATE_NOOP("Place Value places", "ten thousandths").text,
}
_PLACE_BY_ID = {str(name).replace(" ", "_"): power for power, name in PLACES.items()}
#: what a number is rounded to, by power of ten ("to the nearest ten")
_UNITS: dict[int, str] = {
    7: QT_TRANSLATE_NOOP("Place Value places", "ten million").text,
    6: QT_TRANSLATE_NOOP("Place Value places", "million").text,
    5: QT_TRANSLATE_NOOP("Place Value places", "hundred thousand").text,
    4: QT_TRANSLATE_NOOP("Place Value places", "ten thousand").text,
    3: QT_TRANSLATE_NOOP("Place Value places", "thousand").text,
    2: QT_TRANSLATE_NOOP("Place Value places", "hundred").text,
    1: QT_TRANSLATE_NOOP("Place Value places", "ten").text,
    0: QT_TRANSLATE_NOOP("Place Value places", "whole number").text,
    -1: QT_TRANSLATE_NOOP("Place Value places", "tenth").text,
    -2: QT_TRANSLATE_NOOP("Place Value places", "hundredth").text,
    -3: QT_TRANSLATE_NOOP("Place Value places", "thousandth").text,
    -4: QT_TRANSLATE_NOOP("Place Value places", "ten thousandth").text,
}

# the sentences a player reads about boxes and numbers, whole (context "Place Value rules")
_IN_PLACE = QT_TRANSLATE_NOOP("Place Value rules", "Number with {digit} in the {place} place")
_NOT_IN_PLACE = QT_TRANSLATE_NOOP("Place Value rules",
                                  "{number} has {got}, not {digit}, in the {place} place")
_PLACES_SUM = QT_TRANSLATE_NOOP("Place Value rules",
                                "Number whose {places} digits add up to {total}")
_NOT_PLACES_SUM = QT_TRANSLATE_NOOP("Place Value rules",
                                    "the {places} digits of {number} add up to {got}, not {total}")
_DIGIT_SUM = QT_TRANSLATE_NOOP("Place Value rules", "Number whose digits add up to {total}")
_NOT_DIGIT_SUM = QT_TRANSLATE_NOOP("Place Value rules",
                                   "the digits of {number} add up to {got}, not {total}")
_SAME = QT_TRANSLATE_NOOP("Place Value rules", "Number with {count} of the same digit")
_NOT_SAME = QT_TRANSLATE_NOOP("Place Value rules",
                              "{number} does not have {count} of the same digit")
_WILD = QT_TRANSLATE_NOOP("Place Value rules", "WILD! Any number")
_EVEN = QT_TRANSLATE_NOOP("Place Value rules", "Even number")
_ODD = QT_TRANSLATE_NOOP("Place Value rules", "Odd number")
_NOT_EVEN = QT_TRANSLATE_NOOP("Place Value rules", "{number} is odd: its ones digit is {got}")
_NOT_ODD = QT_TRANSLATE_NOOP("Place Value rules", "{number} is even: its ones digit is {got}")
_ROUNDS = QT_TRANSLATE_NOOP("Place Value rules",
                            "Number that rounds to {value} to the nearest {unit}")
_NOT_ROUNDS = QT_TRANSLATE_NOOP("Place Value rules",
                                "{number} rounds to {got}, not {value}, to the nearest {unit}")
#: places in a list: each but the last two joined to the next, then the last two
_LIST = QT_TRANSLATE_NOOP("Place Value rules", "{names}, {next}")
_LIST_END = QT_TRANSLATE_NOOP("Place Value rules", "{names} and {last}")
_NOT_A_NUMBER = QT_TRANSLATE_NOOP(
    "Place Value rules", "'{text}' is not a number: write only digits (and a point for "
    "decimals), thousands without separators")
_HAS_POINT = QT_TRANSLATE_NOOP("Place Value rules",
                               "{text} has a decimal point; these numbers are whole")
_AFTER_POINT = Numerus.translate(
    "Place Value rules", "{text} has {got} digit(s) after the point; these numbers have "
    "{decimals} (down to the {place})", None, 1)
_NOT_THE_DICE = QT_TRANSLATE_NOOP(
    "Place Value rules", "the digits of {number} are not the dice {dice}: every die is used "
    "once, as one digit")
_DIGIT_COUNT = Numerus.translate(
    "Place Value rules", "{number} has {got} digit(s); every number here has {dice}, one per die",
    None, 1)
_POINT_DIGITS = Numerus.translate("Place Value rules",
                                  "{number} must have {decimals} digit(s) after the point", None, 1)
_NO_FACE = QT_TRANSLATE_NOOP("Place Value rules",
                             "{number} has the digit {digit}, which no die shows")
_STARTS_0 = QT_TRANSLATE_NOOP("Place Value rules",
                              "{number} starts with 0; a number never starts with 0")
_NUMBER_WORDS = {2: QT_TRANSLATE_NOOP("numbers", "two"), 3: QT_TRANSLATE_NOOP("numbers", "three"),
                 4: QT_TRANSLATE_NOOP("numbers", "four"), 5: QT_TRANSLATE_NOOP("numbers", "five"),
                 6: QT_TRANSLATE_NOOP("numbers", "six")}


class PlaceValueError(YachtDiceError):
    """A Place Value number, claim, card or ruleset that does not fit; says why."""


def place_id(power: int) -> str:
    """The id of the place for ``10**power`` ("hundred_thousands")."""
    return PLACES[power].replace(" ", "_")


def place_power(pid: str) -> int:
    """The power of ten of a place id; an unknown id names the places."""
    try:
        return _PLACE_BY_ID[pid]
    except KeyError:
        raise PlaceValueError(f"no place {excerpt(pid)}; the places are "
                              f"{', '.join(_PLACE_BY_ID)}") from None


# -- numbers --------------------------------------------------------------------------------------
@value_type(order=True)
class Number:
    """A number written on the card: its digits, ``decimals`` of them after the point.

    >>> n = Number((6, 5, 4, 3, 2), 3)
    >>> n.text, n.grouped, n.digit(1), n.digit(-3)
    ('65.432', '65.432', 6, 2)
    >>> Number((1, 2, 3, 4, 5, 6)).grouped
    '123,456'
    """

    digits: tuple[int, ...]
    decimals: int = 0

    @functools.cached_property
    def scaled(self) -> int:
        """The number times ``10**decimals``: an integer, for comparing and arithmetic."""
        return int("".join(map(str, self.digits)))

    @property
    def whole_places(self) -> int:
        return len(self.digits) - self.decimals

    @property
    def powers(self) -> tuple[int, ...]:
        """The power of ten of each digit, left to right."""
        return tuple(range(self.whole_places - 1, -self.decimals - 1, -1))

    def digit(self, power: int) -> int:
        """The digit in the place for ``10**power``."""
        return self.digits[self.whole_places - 1 - power]

    @property
    def text(self) -> str:
        """As the command line writes it: ``6341``, ``65.432``."""
        s = "".join(map(str, self.digits))
        return s if not self.decimals else s[:-self.decimals] + "." + s[-self.decimals:]

    @property
    def grouped(self) -> str:
        """With its digit grouping, as on the card: ``6,341``, ``65.432``."""
        whole = "".join(map(str, self.digits[:self.whole_places]))
        out = f"{int(whole):,}"
        return out if not self.decimals else out + "." + self.text[-self.decimals:]

    def __str__(self) -> str:
        return self.text


@value_type
class Written:
    """A number in a sentence: as the command line writes it (``6341``) or ``grouped``
    (``6,341``); the window writes it as the player's locale does (``6 341``, ``6.341``)."""

    number: Number
    grouped: bool = False

    def __str__(self) -> str:
        return self.number.grouped if self.grouped else self.number.text


def reason(exc: BaseException) -> str:
    """An error's sentence, as the :class:`~yachtdice.core.text.Text` it was raised with
    when it was (so the window can translate it)."""
    first = exc.args[0] if exc.args else None
    return first if isinstance(first, Text) else str(exc)


def parse_number(text: str, decimals: int = 0) -> Number:
    """A number as written (``6341``, ``65.432``) for numbers with ``decimals`` places after
    the point; anything else is a :class:`PlaceValueError` saying what is wrong.

    >>> parse_number("3.142", 3).digits
    (3, 1, 4, 2)
    >>> parse_number("6,341")
    Traceback (most recent call last):
    ...
    yachtdice.core.modes.place_value.rules.PlaceValueError: '6,341' is not a number: \
write only digits (and a point for decimals), thousands without separators
    """
    shown = text if len(text) <= 20 else text[:20] + "..."
    whole, point, frac = text.partition(".")
    if (not whole or (point and not frac) or not (whole + frac).isascii()
            or not (whole + frac).isdigit()):
        if "'" in shown:  # said as Python would quote it
            raise PlaceValueError(f"{shown!r} is not a number: write only digits (and a point "
                                  "for decimals), thousands without separators")
        raise PlaceValueError(_NOT_A_NUMBER.format(text=shown))
    if len(frac) != decimals:
        if decimals == 0:
            raise PlaceValueError(_HAS_POINT.format(text=shown))
        raise PlaceValueError(_AFTER_POINT.format(text=shown, got=len(frac), decimals=decimals,
                                                  place=PLACES[-decimals], n=len(frac)))
    return Number(tuple(int(ch) for ch in whole + frac), decimals)


# -- box conditions -------------------------------------------------------------------------------
def listed(items: Sequence[str], joined: Template = _LIST, last: Template = _LIST_END) -> str:
    """Items in a list, "hundreds", "hundreds and tens", "thousands, hundreds and ones":
    each but the last two joined to the next by ``joined``, then the last by ``last``."""
    if len(items) == 1:
        return items[0]
    out = items[0]
    for item in items[1:-1]:
        out = joined.format(names=out, next=item)
    return last.format(names=out, last=items[-1])


def _and(items: Sequence[str]) -> str:
    return listed(items)


def _times(n: int) -> str:
    word = _NUMBER_WORDS.get(n)
    return word.text if word is not None else str(n)


@value_type
class DigitInPlace:
    """A given digit in a given place: "a number with 3 in the hundreds place"."""

    place: int
    digit: int
    kind = "digit_in_place"

    def label(self) -> str:
        return _IN_PLACE.format(digit=self.digit, place=PLACES[self.place])

    def ok(self, n: Number) -> bool:
        return n.digit(self.place) == self.digit

    def problem(self, n: Number) -> str | None:
        got = n.digit(self.place)
        if got == self.digit:
            return None
        return _NOT_IN_PLACE.format(number=Written(n), got=got, digit=self.digit,
                                    place=PLACES[self.place])

    def to_dict(self) -> JsonObject:
        return {"kind": self.kind, "place": place_id(self.place), "digit": self.digit}


@value_type
class PlacesSum:
    """The digits in some places add up to a value: "thousands and ones add up to 9"."""

    places: tuple[int, ...]
    total: int
    kind = "places_sum"

    def _names(self) -> str:
        return _and([PLACES[p] for p in self.places])

    def label(self) -> str:
        return _PLACES_SUM.format(places=self._names(), total=self.total)

    def ok(self, n: Number) -> bool:
        return sum(n.digit(p) for p in self.places) == self.total

    def problem(self, n: Number) -> str | None:
        got = sum(n.digit(p) for p in self.places)
        if got == self.total:
            return None
        return _NOT_PLACES_SUM.format(places=self._names(), number=Written(n), got=got,
                                      total=self.total)

    def to_dict(self) -> JsonObject:
        return {"kind": self.kind, "places": [place_id(p) for p in self.places],
                "total": self.total}


@value_type
class DigitSum:
    """All the digits add up to a value."""

    total: int
    kind = "digit_sum"

    def label(self) -> str:
        return _DIGIT_SUM.format(total=self.total)

    def ok(self, n: Number) -> bool:
        return sum(n.digits) == self.total

    def problem(self, n: Number) -> str | None:
        got = sum(n.digits)
        return None if got == self.total else (
            _NOT_DIGIT_SUM.format(number=Written(n), got=got, total=self.total))

    def to_dict(self) -> JsonObject:
        return {"kind": self.kind, "total": self.total}


@value_type
class SameDigits:
    """At least ``count`` digits the same: "three of the same digit"."""

    count: int
    kind = "same_digits"

    def label(self) -> str:
        return _SAME.format(count=_times(self.count))

    def ok(self, n: Number) -> bool:
        return max(Counter(n.digits).values()) >= self.count

    def problem(self, n: Number) -> str | None:
        most = max(Counter(n.digits).values())
        if most >= self.count:
            return None
        return _NOT_SAME.format(number=Written(n), count=_times(self.count))

    def to_dict(self) -> JsonObject:
        return {"kind": self.kind, "count": self.count}


@value_type
class AnyNumber:
    """Wild: any number."""

    kind = "any"

    def label(self) -> str:
        return _WILD.text

    def ok(self, n: Number) -> bool:
        return True

    def problem(self, n: Number) -> str | None:
        return None

    def to_dict(self) -> JsonObject:
        return {"kind": self.kind}


@value_type
class RoundsTo:
    """Rounded (half up) to a place, the number is a value: "rounds to 36 to the nearest
    whole number". ``value`` is in units of that place (36 ones; 525 tenths for 52.5)."""

    place: int
    value: int
    kind = "rounds_to"

    def _value_text(self) -> str:
        return str(self._value())

    def _value(self) -> Written:
        """The value as a number with its grouping (``1,000``; ``52.5``)."""
        if self.place >= 0:
            digits = str(self.value * 10 ** self.place)
            return Written(Number(tuple(map(int, digits))), grouped=True)
        s = str(self.value).rjust(1 - self.place, "0")
        return Written(Number(tuple(map(int, s)), -self.place), grouped=True)

    def _to(self) -> str:
        return _UNITS[self.place]

    def label(self) -> str:
        return _ROUNDS.format(value=self._value(), unit=self._to())

    def rounded(self, n: Number) -> int:
        unit = int(10 ** (self.place + n.decimals))
        return (n.scaled + unit // 2) // unit

    def ok(self, n: Number) -> bool:
        return self.rounded(n) == self.value

    def problem(self, n: Number) -> str | None:
        got = self.rounded(n)
        if got == self.value:
            return None
        return _NOT_ROUNDS.format(number=Written(n), got=RoundsTo(self.place, got)._value(),
                                  value=self._value(), unit=self._to())

    def to_dict(self) -> JsonObject:
        return {"kind": self.kind, "place": place_id(self.place), "value": self.value}


@value_type
class EvenOdd:
    """An even number (``even``), or an odd one: its ones digit decides. Whole numbers only
    (a card with decimals has no even or odd numbers)."""

    even: bool

    @property
    def kind(self) -> str:
        return "even" if self.even else "odd"

    def label(self) -> str:
        return (_EVEN if self.even else _ODD).text

    def ok(self, n: Number) -> bool:
        return n.decimals == 0 and (n.digits[-1] % 2 == 0) == self.even

    def problem(self, n: Number) -> str | None:
        if self.ok(n):
            return None
        return (_NOT_EVEN if self.even else _NOT_ODD).format(number=Written(n), got=n.digits[-1])

    def to_dict(self) -> JsonObject:
        return {"kind": self.kind}


Condition = DigitInPlace | PlacesSum | DigitSum | SameDigits | AnyNumber | RoundsTo | EvenOdd
_COUNTED = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


def condition_id(c: Condition) -> str:
    """The id a box of this rule has on the built-in cards ("hundreds_3", "digit_sum_13",
    "thousands_ones_sum_9", "three_same", "wild", "rounds_to_36"), for a teacher's boxes.

    >>> all(condition_id(b.condition) == b.id for r in PLACE_VALUE_PRESETS for b in r.boxes)
    True
    """
    if isinstance(c, DigitInPlace):
        return f"{place_id(c.place)}_{c.digit}"
    if isinstance(c, PlacesSum):
        return "_".join(place_id(p) for p in c.places) + f"_sum_{c.total}"
    if isinstance(c, DigitSum):
        return f"digit_sum_{c.total}"
    if isinstance(c, SameDigits):
        return f"{_COUNTED.get(c.count, str(c.count))}_same"
    if isinstance(c, RoundsTo):
        return f"rounds_to_{c.value}"
    if isinstance(c, EvenOdd):
        return c.kind
    return "wild"
KINDS = ("digit_in_place", "places_sum", "digit_sum", "same_digits", "any", "rounds_to", "even",
         "odd")


def _int(data: Mapping[str, object], key: str, where: str) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_NUMBER:
        raise PlaceValueError(f"{where}.{key}: {_WHOLE}")
    return int(value)


_WHOLE = f"must be a whole number from 0 to {MAX_NUMBER:,}"


def _place(data: Mapping[str, object], value: object, where: str) -> int:
    if not isinstance(value, str):
        raise PlaceValueError(f"{where}: a place is named by text, like \"hundreds\"")
    try:
        return place_power(value)
    except PlaceValueError as exc:
        raise PlaceValueError(f"{where}: {exc}") from None


def _read_condition(data: object, where: str) -> tuple[Condition | None, list[Problem]]:
    """A condition from its JSON form and every field that is wrong (each a :class:`Problem`
    at ``where.field``); no condition while any is."""
    if not isinstance(data, Mapping):
        return None, [Problem(where, "must be an object with a kind")]
    found: list[Problem] = []

    def number(key: str) -> int:
        value = data.get(key)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_NUMBER:
            found.append(Problem(f"{where}.{key}", _WHOLE))
            return 0
        return int(value)

    def place(value: object, at: str) -> int:
        try:
            return _place(data, value, at)
        except PlaceValueError as exc:
            found.append(Problem(at, str(exc).removeprefix(f"{at}: ")))
            return 0

    kind = data.get("kind")
    cond: Condition | None = None
    if kind == "digit_in_place":
        cond = DigitInPlace(place(data.get("place"), f"{where}.place"), number("digit"))
    elif kind == "places_sum":
        places = data.get("places")
        powers: tuple[int, ...] = ()
        if not isinstance(places, list) or len(places) < 2:
            found.append(Problem(f"{where}.places", "must list two or more places"))
        else:
            powers = tuple(place(p, f"{where}.places[{i}]") for i, p in enumerate(places))
            if not found and len(set(powers)) != len(powers):
                found.append(Problem(f"{where}.places", "each place may be named once"))
        cond = PlacesSum(powers, number("total"))
    elif kind == "digit_sum":
        cond = DigitSum(number("total"))
    elif kind == "same_digits":
        cond = SameDigits(number("count"))
    elif kind == "any":
        cond = AnyNumber()
    elif kind == "rounds_to":
        cond = RoundsTo(place(data.get("place"), f"{where}.place"), number("value"))
    elif kind in ("even", "odd"):
        cond = EvenOdd(kind == "even")
    else:
        found.append(Problem(f"{where}.kind", f"must be one of {', '.join(KINDS)}"))
    return (None if found else cond), found


def condition_from_dict(data: object, where: str = "condition") -> Condition:
    """A condition from its JSON form; anything wrong says which field and why."""
    cond, found = _read_condition(data, where)
    if cond is None:
        raise PlaceValueError(str(found[0]))
    return cond


#: the fields of a card file, at each level; any other is a misspelling ("digt") or a field
#: of something else, which would otherwise be left out without a word
_FIELDS = ("mode", "id", "name", "dice", "decimals", "rolls_per_turn", "teacher_rule", "boxes")
_DICE_FIELDS = ("count", "sides")
_BOX_FIELDS = ("id", "label", "condition")
_CONDITION_FIELDS = {"digit_in_place": ("kind", "place", "digit"),
                     "places_sum": ("kind", "places", "total"),
                     "digit_sum": ("kind", "total"), "same_digits": ("kind", "count"),
                     "any": ("kind",), "rounds_to": ("kind", "place", "value"),
                     "even": ("kind",), "odd": ("kind",)}


def _unknown(found: list[Problem], holder: object, fields: Sequence[str], where: str) -> None:
    """A problem for each key of ``holder`` that is not one of ``fields``."""
    if not isinstance(holder, Mapping):
        return
    for key in holder:
        if key in fields:
            continue
        near = difflib.get_close_matches(str(key), fields, n=1)
        hint = f"did you mean {near[0]}?" if near else f"the fields here are {', '.join(fields)}"
        name = str(key) if re.fullmatch(r"[A-Za-z_]\w{0,39}", str(key)) else excerpt(str(key))
        found.append(Problem(f"{where}.{name}" if where else name, f"unknown field; {hint}"))


def unknown_fields(data: Mapping[str, object]) -> list[Problem]:
    """Every key of a card file that is no field of it, each at its place.

    >>> [str(p) for p in unknown_fields({"mode": "place-value", "boxes": [{"id": "h",
    ...     "condition": {"kind": "digit_in_place", "place": "hundreds", "digt": 3}}]})]
    ['boxes[0].condition.digt: unknown field; did you mean digit?']
    """
    found: list[Problem] = []
    _unknown(found, data, _FIELDS, "")
    _unknown(found, data.get("dice"), _DICE_FIELDS, "dice")
    boxes = data.get("boxes")
    for i, box in enumerate(boxes if isinstance(boxes, list) else ()):
        _unknown(found, box, _BOX_FIELDS, f"boxes[{i}]")
        cond = box.get("condition") if isinstance(box, Mapping) else None
        fields = _CONDITION_FIELDS.get(str(cond.get("kind"))) \
            if isinstance(cond, Mapping) else None
        if fields is not None:
            _unknown(found, cond, fields, f"boxes[{i}].condition")
    return found


_PLACE_BY_NAME = {str(name): power for power, name in PLACES.items()}
_PLACE_WORDS = "|".join(re.escape(n) for n in sorted(_PLACE_BY_NAME, key=len, reverse=True))
_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
_READ_IN_PLACE = re.compile(rf"(?<![\d.,])(\d+) in the ({_PLACE_WORDS})\b")
_READ_PLACES_SUM = re.compile(
    rf"\b((?:{_PLACE_WORDS})(?:(?:, | and | \+ )(?:{_PLACE_WORDS}))+)(?: digits)? "
    rf"(?:add up to|=) (\d+)")
_READ_DIGIT_SUM = re.compile(r"\bdigits add up to (\d+)|\bdigit sum (?:of )?(\d+)")
_READ_SAME = re.compile(rf"\b(\d+|{'|'.join(_COUNT_WORDS)}) (?:of the same digit|digits alike)")


def label_reads(label: str) -> Condition | None:
    """The rule a box's words name when they name one in the card's own English wording
    ("Number with 3 in the hundreds place", "8 in the hundreds", "digit sum 13", "three of
    the same digit", "thousands + ones = 9"); None for words of a teacher's own ("Lucky
    number"), which name no rule.

    >>> label_reads("8 in the hundreds"), label_reads("Lucky number")
    (DigitInPlace(place=2, digit=8), None)
    """
    text = label.lower()
    if found := _READ_PLACES_SUM.search(text):
        names = re.split(r", | and | \+ ", found[1])
        return PlacesSum(tuple(_PLACE_BY_NAME[n] for n in names), int(found[2]))
    if found := _READ_IN_PLACE.search(text):
        return DigitInPlace(_PLACE_BY_NAME[found[2]], int(found[1]))
    if found := _READ_DIGIT_SUM.search(text):
        return DigitSum(int(found[1] or found[2]))
    if found := re.search(r"\b(even|odd)\b", text):
        return EvenOdd(found[1] == "even")
    if found := _READ_SAME.search(text):
        count = found[1]
        return SameDigits(_COUNT_WORDS[count] if count in _COUNT_WORDS else int(count))
    return None


def label_problem(label: str, cond: Condition) -> str | None:
    """Why a box's words mislead: they name another rule than the box's ("8 in the
    hundreds" over a box that takes 3 there, as a copied card's words stayed), or None."""
    reads = label_reads(label)
    if reads is None:
        return None
    same = (isinstance(reads, PlacesSum) and isinstance(cond, PlacesSum)
            and set(reads.places) == set(cond.places) and reads.total == cond.total)
    if same or reads == cond:
        return None
    return f"{excerpt(label)} contradicts the box's rule, {cond.label()}"


def card_notes(rules: PlaceValueRuleset) -> list[Problem]:
    """What is legal in a card but surely not meant: a box's words that name another rule
    than its own (``rules check`` warns of each).

    >>> data = preset("place-value-4").to_dict()
    >>> data["boxes"][0]["condition"]["digit"] = 5
    >>> [str(p) for p in card_notes(PlaceValueRuleset.from_dict(data))]
    ["boxes[0].label: 'Number with 3 in the hundreds place' contradicts the box's rule, \
Number with 5 in the hundreds place"]
    """
    out = []
    for i, box in enumerate(rules.boxes):
        misleads = label_problem(str(box.label), box.condition)
        if misleads is not None:
            out.append(Problem(f"boxes[{i}].label", misleads))
    return out


def card_problems(data: object) -> list[Problem]:
    """Every problem of a card file's JSON data, each at its field (``dice.count``,
    ``boxes[4].condition.total``); empty when :meth:`PlaceValueRuleset.from_dict` takes it.
    Words that name another rule than their box's are legal, and a warning
    (:func:`card_notes`).

    >>> bad = {**preset("place-value-4").to_dict(), "rolls_per_turn": 5}
    >>> bad["boxes"][5]["condition"]["total"] = 40
    >>> [str(p) for p in card_problems(bad)]  # doctest: +NORMALIZE_WHITESPACE
    ['rolls_per_turn: must be 1 to 3, not 5',
     'boxes[5].condition.total: 4 digits cannot add up to 40']
    """
    if not isinstance(data, Mapping) or data.get("mode") != MODE:
        return [Problem("mode", f'a Place Value ruleset is an object with "mode": "{MODE}"')]
    found: list[Problem] = []

    def whole(holder: Mapping[str, object], key: str, field: str, default: int) -> int | None:
        if key not in holder and default >= 0:
            return default
        value = holder.get(key)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_NUMBER:
            found.append(Problem(field, _WHOLE))
            return None
        return int(value)

    ident, name = data.get("id"), data.get("name")
    for key, value in (("id", ident), ("name", name)):
        if not isinstance(value, str):
            found.append(Problem(key, "must be text"))
    dice_data = data.get("dice")
    dice = sides = None
    if not isinstance(dice_data, Mapping):
        found.append(Problem("dice", 'must be an object like {"count": 4, "sides": 6}'))
    else:
        dice = whole(dice_data, "count", "dice.count", -1)
        sides = whole(dice_data, "sides", "dice.sides", 6)
    decimals = whole(data, "decimals", "decimals", 0)
    rolls = whole(data, "rolls_per_turn", "rolls_per_turn", 2)
    if not isinstance(data.get("teacher_rule", False), bool):
        found.append(Problem("teacher_rule", "must be true or false"))
    raw_boxes = data.get("boxes")
    boxes: list[tuple[str | None, str | None, Condition | None]] = []
    if not isinstance(raw_boxes, list):
        found.append(Problem("boxes", "must be a list"))
    else:
        for i, raw in enumerate(raw_boxes):
            where = f"boxes[{i}]"
            if not isinstance(raw, Mapping):
                found.append(Problem(where, "must be an object with an id"))
                boxes.append((None, None, None))
                continue
            box_id = raw.get("id")
            if not isinstance(box_id, str):
                found.append(Problem(f"{where}.id", "must be text"))
            cond, wrong = _read_condition(raw.get("condition"), f"{where}.condition")
            found.extend(wrong)
            label = raw.get("label", cond.label() if cond is not None else None)
            if "label" in raw and not isinstance(label, str):
                found.append(Problem(f"{where}.label", "must be text"))

            boxes.append((box_id if isinstance(box_id, str) else None,
                          label if isinstance(label, str) else None, cond))
    found.extend(unknown_fields(data))
    found.extend(_problems(
        ident if isinstance(ident, str) else None, name if isinstance(name, str) else None,
        dice, sides, decimals, rolls, boxes if isinstance(raw_boxes, list) else None))
    return sorted(found, key=_file_order)


_ORDER = ("mode", "id", "name", "dice", "sides", "decimals", "rolls_per_turn", "teacher_rule",
          "boxes")


def _file_order(p: Problem) -> tuple[int, int]:
    """Where a problem's field is in a card file: its key, then its box."""
    path = p.path
    root = str(path[0]) if path else "mode"
    row = path[1] if len(path) > 1 and isinstance(path[1], int) else -1
    return _ORDER.index(root) if root in _ORDER else 0, row


def _problems(ident: str | None, name: str | None, dice: int | None, sides: int | None,
              decimals: int | None, rolls: int | None,
              boxes: Sequence[tuple[str | None, str | None, Condition | None]] | None,
              ) -> list[Problem]:
    """Every problem of a card's values (None: unreadable, already said), in the order of
    the file; a box's condition is judged only when the dice are fine."""
    out: list[Problem] = []
    if ident is not None and not ID_PATTERN.match(ident):
        out.append(Problem("id", "must be 1-64 lowercase letters, digits, '-' or '_', "
                                 "starting with a letter or digit"))
    if name is not None and (msg := text_problem(name, MAX_NAME)) is not None:
        out.append(Problem("name", msg))
    fine_dice = _dice_problems(out, dice, sides, decimals)
    if rolls is not None and not 1 <= rolls <= 3:
        out.append(Problem("rolls_per_turn", f"must be 1 to 3, not {rolls}"))
    if boxes is not None:
        _box_problems(out, boxes, fine_dice)
    return out


def _dice_problems(out: list[Problem], dice: int | None, sides: int | None,
                   decimals: int | None) -> tuple[int, int, int] | None:
    """The problems of a card's dice, sides and decimals, added to ``out``; the three
    values when they are fine to judge the boxes' conditions by (None: they are not)."""
    dice_fine = dice is not None and sides is not None and decimals is not None
    if sides is not None and sides not in (6, 10):
        out.append(Problem("sides", f"dice have 6 sides (1-6) or 10 (0-9), not {sides}"))
        dice_fine = False
    if dice is not None and not 1 <= dice <= MAX_DICE:
        out.append(Problem("dice", f"must be 1 to {MAX_DICE}, not {dice}"))
        dice_fine = False
    elif dice is not None and sides in (6, 10) and sides ** dice > MAX_ORDERS:
        sided = "six-sided" if sides == 6 else "ten-sided"
        out.append(Problem("dice", f"{dice} {sided} dice can fall in {sides ** dice:,} orders, "
                                   f"too many for the computer players to weigh (at most "
                                   f"{MAX_ORDERS:,}: up to 7 six-sided or 5 ten-sided dice)"))
    if dice is not None and 1 <= dice <= MAX_DICE and decimals is not None \
            and not 0 <= decimals <= min(MAX_DECIMALS, dice - 1):
        out.append(Problem("decimals", f"must be 0 to {min(MAX_DECIMALS, dice - 1)} "
                                       f"for {dice} dice, not {decimals}"))
        dice_fine = False
    if not dice_fine:
        return None
    assert dice is not None and sides is not None and decimals is not None
    return dice, sides, decimals


def _box_problems(out: list[Problem],
                  boxes: Sequence[tuple[str | None, str | None, Condition | None]],
                  fine_dice: tuple[int, int, int] | None) -> None:
    """The problems of a card's boxes, added to ``out``: their number, ids and labels, and
    each condition no throw of ``fine_dice`` (dice, sides, decimals) meets (None: the
    conditions are not judged)."""
    if not 1 <= len(boxes) <= 20:
        out.append(Problem("boxes", f"a card has 1 to 20 boxes, not {len(boxes)}"))
    seen: set[str] = set()
    for i, (box_id, label, cond) in enumerate(boxes):
        if box_id is not None:
            if box_id in seen:
                out.append(Problem(f"boxes[{i}].id", f"{excerpt(box_id)} is used twice"))
            elif not ID_PATTERN.match(box_id):
                out.append(Problem(f"boxes[{i}].id",
                                   "must be 1-64 lowercase letters, digits, '-' or '_'"))
            seen.add(box_id)
        if label is not None and (msg := text_problem(label, MAX_BOX_LABEL)) is not None:
            out.append(Problem(f"boxes[{i}].label", msg))
        if cond is not None and fine_dice is not None:
            issue = condition_issue(cond, *fine_dice)
            if issue is not None:
                out.append(Problem(f"boxes[{i}].condition.{issue[0]}", issue[1]))


def condition_issue(c: Condition, dice: int, sides: int, decimals: int) -> tuple[str, str] | None:
    """Why a condition cannot be met by any number of these dice, as (its field, the
    sentence), or None. The field is the condition's key in the file (``total``)."""
    powers = tuple(range(dice - decimals - 1, -decimals - 1, -1))
    faces = tuple(range(1, 7)) if sides == 6 else tuple(range(10))
    low = min(faces)
    if isinstance(c, DigitInPlace | PlacesSum):
        key = "place" if isinstance(c, DigitInPlace) else "places"
        for p in (c.place,) if isinstance(c, DigitInPlace) else c.places:
            if p not in powers:
                return key, f"these numbers have no {PLACES[p]} place"
    if isinstance(c, EvenOdd) and decimals:
        return "kind", "only a whole number is even or odd: these numbers have decimals"
    if isinstance(c, RoundsTo) and not -decimals <= c.place < len(powers) - decimals:
        return "place", f"these numbers cannot be rounded to the {PLACES[c.place]}"
    if isinstance(c, DigitInPlace) and c.digit not in faces:
        return "digit", f"no die shows {c.digit}"
    if isinstance(c, DigitInPlace) and c.digit == 0 and c.place == powers[0] and dice > 1:
        return "digit", "a number never starts with 0"
    if isinstance(c, PlacesSum) and not (len(c.places) * low <= c.total
                                         <= len(c.places) * max(faces)):
        return "total", f"those digits cannot add up to {c.total}"
    if isinstance(c, DigitSum) and not dice * low <= c.total <= dice * max(faces):
        return "total", f"{dice} digits cannot add up to {c.total}"
    if isinstance(c, SameDigits) and not 2 <= c.count <= dice:
        return "count", f"must be 2 to {dice}, not {c.count}"
    if isinstance(c, RoundsTo):
        first = min(f for f in faces if f) if dice > 1 else low
        smallest = int(str(first) + str(low) * (dice - 1))
        largest = int(str(max(faces)) * dice)
        unit = 10 ** (c.place + decimals)
        if not (smallest + unit // 2) // unit <= c.value <= (largest + unit // 2) // unit:
            return "value", "no number of these dice rounds to that"
    return None


# -- rulesets -------------------------------------------------------------------------------------
@value_type
class Box:
    """One row of the card: an id, what players read, and the condition a number must meet."""

    id: str
    label: str
    condition: Condition


@value_type
class PlaceValueRuleset(JsonRules):
    """A Place Value card and its dice: ``dice`` dice of ``sides`` sides (6: 1-6; 10: 0-9),
    numbers with ``decimals`` digits after the point, ``rolls_per_turn`` rolls a turn."""

    id: str
    name: str
    dice: int
    boxes: tuple[Box, ...]
    sides: int = 6
    decimals: int = 0
    rolls_per_turn: int = 2
    teacher_rule: bool = False

    def __post_init__(self) -> None:
        problem = self.problem()
        if problem:
            raise PlaceValueError(problem)

    @property
    def mode(self) -> str:
        return MODE

    @property
    def faces(self) -> tuple[int, ...]:
        return tuple(range(1, 7)) if self.sides == 6 else tuple(range(10))

    @property
    def carry_over_rolls(self) -> bool:
        """Unused rolls are not saved for later turns (the turn skeleton asks)."""
        return False

    @property
    def turns(self) -> int:
        """Turns each player takes: one per box."""
        return len(self.boxes)

    @property
    def tie_break(self) -> TieBreak:
        """Equal boxes won share the place on the card; the roll-off is played apart."""
        return TieBreak.SHARED

    @property
    def dice_count(self) -> int:
        return self.dice

    @property
    def powers(self) -> tuple[int, ...]:
        """The power of ten of each place, left to right."""
        return tuple(range(self.dice - self.decimals - 1, -self.decimals - 1, -1))

    @property
    def place_names(self) -> tuple[str, ...]:
        return tuple(PLACES[p] for p in self.powers)

    @property
    def box_ids(self) -> tuple[str, ...]:
        return tuple(b.id for b in self.boxes)

    def box(self, box_id: str) -> Box:
        """The box with this id; an unknown id names the boxes."""
        for b in self.boxes:
            if b.id == box_id:
                return b
        raise PlaceValueError(f"no box {excerpt(box_id)}; the boxes are "
                              f"{', '.join(self.box_ids)}")

    def problems(self) -> list[Problem]:
        """Every reason this ruleset cannot be played, each at its field (empty: none)."""
        return _problems(self.id, self.name, self.dice, self.sides, self.decimals,
                         self.rolls_per_turn, [(b.id, b.label, b.condition) for b in self.boxes])

    def problem(self) -> str | None:
        """The first reason this ruleset cannot be played, or None (checked when it is made);
        a box's condition is named by the box: ``boxes[0] (ones_7): no die shows 7``."""
        found = self.problems()
        if not found:
            return None
        first, path = found[0], found[0].path
        if len(path) >= 4 and path[0] == "boxes" and path[2] == "condition":
            row = path[1]
            assert isinstance(row, int)
            lead = f"{path[3]}: " if first.message.startswith("must") else ""
            return f"boxes[{row}] ({self.boxes[row].id}): {lead}{first.message}"
        return str(first)

    def condition_problem(self, c: Condition) -> str | None:
        """Why a condition cannot be met by any number of these dice, or None."""
        issue = condition_issue(c, self.dice, self.sides, self.decimals)
        return None if issue is None else issue[1]

    def shape_problem(self, n: Number) -> str | None:
        """Why ``n`` is not a number of this card's shape and dice, or None."""
        if len(n.digits) != self.dice:
            shown = n.text if len(n.text) <= 20 else n.text[:20] + "…"
            return _DIGIT_COUNT.format(number=shown, got=len(n.digits), dice=self.dice,
                                       n=len(n.digits))
        if n.decimals != self.decimals:
            return _POINT_DIGITS.format(number=Written(n), decimals=self.decimals,
                                        n=self.decimals)
        bad = [d for d in n.digits if d not in self.faces]
        if bad:
            return _NO_FACE.format(number=Written(n), digit=bad[0])
        if n.digits[0] == 0 and self.dice > 1:
            return _STARTS_0.format(number=Written(n))
        return None

    def number(self, text: str) -> Number:
        """``text`` read as a number of this card's shape; otherwise a PlaceValueError."""
        n = parse_number(text, self.decimals)
        problem = self.shape_problem(n)
        if problem:
            raise PlaceValueError(problem)
        return n

    def roll_problem(self, dice: Sequence[int]) -> str | None:
        """Why ``dice`` is not a roll of these dice, or None."""
        if len(dice) != self.dice:
            return f"a roll has {self.dice} dice, not {len(dice)}"
        for i, d in enumerate(dice, start=1):
            if isinstance(d, bool) or d not in self.faces:
                shown = repr(d) if len(repr(d)) <= 20 else repr(d)[:19] + "…"
                return (f"die {i} shows {shown}; these dice show "
                        f"{min(self.faces)} to {max(self.faces)}")
        return None

    def check_roll(self, dice: Sequence[int]) -> tuple[int, ...]:
        problem = self.roll_problem(dice)
        if problem:
            raise PlaceValueError(problem)
        return tuple(dice)

    # -- the file format ------------------------------------------------------------------------
    def to_dict(self) -> JsonObject:
        return {"mode": MODE, "id": self.id, "name": self.name,
                "dice": {"count": self.dice, "sides": self.sides}, "decimals": self.decimals,
                "rolls_per_turn": self.rolls_per_turn, "teacher_rule": self.teacher_rule,
                "boxes": [{"id": b.id, "label": b.label, "condition": b.condition.to_dict()}
                          for b in self.boxes]}

    @classmethod
    def from_dict(cls, data: object) -> PlaceValueRuleset:
        """A ruleset from :meth:`to_dict`'s form (a box's label may be left out)."""
        if not isinstance(data, Mapping) or data.get("mode") != MODE:
            raise PlaceValueError(f'a Place Value ruleset is an object with "mode": "{MODE}"')
        unknown = unknown_fields(data)
        if unknown:
            raise PlaceValueError(str(unknown[0]))
        ident, name, dice = data.get("id"), data.get("name"), data.get("dice")
        if not isinstance(ident, str) or not isinstance(name, str):
            raise PlaceValueError("a Place Value ruleset needs an id and a name (text)")
        if not isinstance(dice, Mapping):
            raise PlaceValueError('dice: must be an object like {"count": 4, "sides": 6}')
        raw_boxes = data.get("boxes")
        if not isinstance(raw_boxes, list):
            raise PlaceValueError("boxes: must be a list")
        boxes = []
        for i, raw in enumerate(raw_boxes):
            where = f"boxes[{i}]"
            if not isinstance(raw, Mapping) or not isinstance(raw.get("id"), str):
                raise PlaceValueError(f"{where}: must be an object with an id")
            cond = condition_from_dict(raw.get("condition"), f"{where}.condition")
            label = raw.get("label", cond.label())
            if not isinstance(label, str):
                raise PlaceValueError(f"{where}.label: must be text")
            boxes.append(Box(raw["id"], box_label(Box(raw["id"], label, cond)), cond))
        teacher = data.get("teacher_rule", False)
        if not isinstance(teacher, bool):
            raise PlaceValueError("teacher_rule: must be true or false")
        return cls(ident, builtin_name(ident, name), _int(dice, "count", "dice"), tuple(boxes),
                   sides=_int(dice, "sides", "dice") if "sides" in dice else 6,
                   decimals=_int(data, "decimals", "ruleset") if "decimals" in data else 0,
                   rolls_per_turn=(_int(data, "rolls_per_turn", "ruleset")
                                   if "rolls_per_turn" in data else 2),
                   teacher_rule=teacher)


def _box(box_id: str, condition: Condition) -> Box:
    return Box(box_id, condition.label(), condition)


def box_label(box: Box) -> str:
    """What players call ``box``: its label, as a :class:`~yachtdice.core.text.Text` the
    window translates when it is a built-in card's or the condition's own wording (a card
    read back from a file or a saved game has them as plain text); a teacher's own label
    as it is."""
    if isinstance(box.label, Text):
        return box.label
    own = box.condition.label()
    if box.label == own:
        return own
    return _BUILT_IN_LABELS.get(box.label, box.label)


def builtin_name(ruleset_id: str, name: str) -> str:
    """``name`` as read from a file or a stored game: a built-in card's own name (same id,
    same English name) becomes that card's :class:`~yachtdice.core.text.Text` again, so the
    window shows it in its language as it shows a live game's; any other name (a teacher's
    card, a renamed copy) stays the text it was given, never translated.

    >>> builtin_name("place-value-4", "Place Value Yahtzee (4 digits)").context
    'games'
    >>> type(builtin_name("my-card", "Place Value Yahtzee (4 digits)")).__name__
    'str'
    """
    for rules in PLACE_VALUE_PRESETS:
        if rules.id == ruleset_id and str(rules.name) == name:
            return rules.name
    return name


_H, _T, _O = 2, 1, 0
PLACE_VALUE_4 = PlaceValueRuleset("place-value-4",
    QT_TRANSLATE_NOOP("games", "Place Value Yahtzee (4 digits)").text, 4, (
    Box("hundreds_3",
        QT_TRANSLATE_NOOP("Place Value boxes", "Number with 3 in the hundreds place").text,
        DigitInPlace(_H, 3)),
    Box("ones_5",
        QT_TRANSLATE_NOOP("Place Value boxes", "Number with 5 in the ones place").text,
        DigitInPlace(_O, 5)),
    Box("tens_2",
        QT_TRANSLATE_NOOP("Place Value boxes", "Number with 2 in the tens place").text,
        DigitInPlace(_T, 2)),
    Box("thousands_6",
        QT_TRANSLATE_NOOP("Place Value boxes", "Number with 6 in the thousands place").text,
        DigitInPlace(3, 6)),
    Box("thousands_ones_sum_9",
        QT_TRANSLATE_NOOP("Place Value boxes",
                          "Number whose thousands and ones digits add up to 9").text,
        PlacesSum((3, _O), 9)),
    Box("digit_sum_13",
        QT_TRANSLATE_NOOP("Place Value boxes", "Number whose digits add up to 13").text,
        DigitSum(13)),
    Box("two_same",
        QT_TRANSLATE_NOOP("Place Value boxes", "Number with two of the same digit").text,
        SameDigits(2)),
    Box("three_same",
        QT_TRANSLATE_NOOP("Place Value boxes", "Number with three of the same digit").text,
        SameDigits(3)),
    Box("wild",
        QT_TRANSLATE_NOOP("Place Value boxes", "WILD! Any number can be written here").text,
        AnyNumber()),
))
PLACE_VALUE_3 = PlaceValueRuleset("place-value-3",
    QT_TRANSLATE_NOOP("games", "Place Value Yahtzee (3 digits)").text, 3, (
    _box("hundreds_5", DigitInPlace(_H, 5)),
    _box("tens_3", DigitInPlace(_T, 3)),
    _box("ones_1", DigitInPlace(_O, 1)),
    _box("hundreds_tens_sum_7", PlacesSum((_H, _T), 7)),
    _box("tens_ones_sum_9", PlacesSum((_T, _O), 9)),
    _box("digit_sum_10", DigitSum(10)),
    _box("two_same", SameDigits(2)),
    _box("three_same", SameDigits(3)),
    Box("wild",
        QT_TRANSLATE_NOOP("Place Value boxes", "WILD! Any number can be written here").text,
        AnyNumber()),
))
PLACE_VALUE_6 = PlaceValueRuleset("place-value-6",
    QT_TRANSLATE_NOOP("games", "Place Value Yahtzee (6 digits)").text, 6, (
    _box("hundred_thousands_6", DigitInPlace(5, 6)),
    _box("ten_thousands_1", DigitInPlace(4, 1)),
    _box("thousands_4", DigitInPlace(3, 4)),
    _box("ones_2", DigitInPlace(_O, 2)),
    _box("hundred_thousands_ones_sum_8", PlacesSum((5, _O), 8)),
    _box("digit_sum_21", DigitSum(21)),
    _box("three_same", SameDigits(3)),
    _box("four_same", SameDigits(4)),
    Box("wild",
        QT_TRANSLATE_NOOP("Place Value boxes", "WILD! Any number can be written here").text,
        AnyNumber()),
))
PLACE_VALUE_DECIMAL = PlaceValueRuleset(
    "place-value-decimal",
    QT_TRANSLATE_NOOP("games", "Place Value Yahtzee (decimals)").text, 5, (
        _box("tenths_4", DigitInPlace(-1, 4)),
        _box("hundredths_2", DigitInPlace(-2, 2)),
        _box("thousandths_6", DigitInPlace(-3, 6)),
        _box("ones_3", DigitInPlace(_O, 3)),
        _box("tens_tenths_sum_7", PlacesSum((_T, -1), 7)),
        _box("digit_sum_17", DigitSum(17)),
        _box("rounds_to_36", RoundsTo(_O, 36)),
        _box("two_same", SameDigits(2)),
        Box("wild",
        QT_TRANSLATE_NOOP("Place Value boxes", "WILD! Any number can be written here").text,
        AnyNumber()),
    ), decimals=3)
PLACE_VALUE_PRESETS = (PLACE_VALUE_4, PLACE_VALUE_3, PLACE_VALUE_6, PLACE_VALUE_DECIMAL)
_BUILT_IN_LABELS: dict[str, str] = {str(b.label): b.label for r in PLACE_VALUE_PRESETS
                                    for b in r.boxes}


T = TypeVar("T", bound=Identified)


def by_id(items: Sequence[T], item_id: str, what: str) -> T:
    """The item whose ``id`` is ``item_id``; otherwise a PlaceValueError naming them."""
    return lookup.by_id(items, item_id, what, PlaceValueError)


def preset(ruleset_id: str) -> PlaceValueRuleset:
    """A built-in Place Value ruleset by id."""
    found: PlaceValueRuleset = by_id(PLACE_VALUE_PRESETS, ruleset_id, "Place Value ruleset")
    return found


def is_preset(ruleset_id: str) -> bool:
    return any(r.id == ruleset_id for r in PLACE_VALUE_PRESETS)


# -- arranging dice -------------------------------------------------------------------------------
@functools.lru_cache(maxsize=4096)
def arrangements(dice: tuple[int, ...], decimals: int) -> tuple[Number, ...]:
    """Every number these dice make (distinct, none starting with 0), greatest first.

    ``dice`` must be sorted (it is the cache key).
    """
    perms = sorted(set(itertools.permutations(dice)), reverse=True)
    return tuple(Number(p, decimals) for p in perms if p[0] != 0 or len(p) == 1)


def numbers_of(rules: PlaceValueRuleset, dice: Sequence[int]) -> tuple[Number, ...]:
    """Every number ``dice`` make on this card, greatest first."""
    return arrangements(tuple(sorted(dice)), rules.decimals)


def dice_problem(number: Number, dice: Sequence[int]) -> str | None:
    """Why ``number`` is not an arrangement of ``dice`` (every die once, as one digit), or None."""
    if sorted(number.digits) == sorted(dice):
        return None
    shown = ", ".join(map(str, dice))
    return _NOT_THE_DICE.format(number=Written(number), dice=shown)


def check_number(rules: PlaceValueRuleset, box_id: str, number: Number,
                 dice: Sequence[int] | None = None) -> None:
    """Raise a :class:`PlaceValueError` saying why ``number`` cannot go in the box (with these
    dice, when given); return quietly if it can."""
    b = rules.box(box_id)
    problem = (rules.shape_problem(number)
               or (dice_problem(number, dice) if dice is not None else None)
               or b.condition.problem(number))
    if problem:
        raise PlaceValueError(problem)


def check(rules: PlaceValueRuleset, box_id: str, text: str, dice: Sequence[int]) -> Number:
    """The number ``text`` if it is an arrangement of ``dice`` meeting the box's condition;
    otherwise a :class:`PlaceValueError` with the reason (box unknown, not a number, the
    digits are not the dice, the condition is not met)."""
    rules.box(box_id)
    dice = rules.check_roll(dice)
    number = rules.number(text)
    check_number(rules, box_id, number, dice)
    return number


def fits(rules: PlaceValueRuleset, box_id: str, number: Number) -> bool:
    return rules.box(box_id).condition.ok(number)


def best(rules: PlaceValueRuleset, dice: Sequence[int],
         boxes: Sequence[str] | None = None) -> dict[str, Number | None]:
    """For each box (every box by default), the greatest number ``dice`` make that meets
    its condition, or None when no arrangement does."""
    numbers = numbers_of(rules, rules.check_roll(dice))
    out: dict[str, Number | None] = {}
    for box_id in boxes if boxes is not None else rules.box_ids:
        ok = rules.box(box_id).condition.ok
        out[box_id] = next((n for n in numbers if ok(n)), None)
    return out


# -- the card -------------------------------------------------------------------------------------
@value_type
class Entry:
    """What is written in a box: a number, or None for an X; ``misread`` when the teacher's
    rule is on and the player picked a wrong reading (the box's point is lost)."""

    number: Number | None
    misread: bool = False

    @property
    def is_x(self) -> bool:
        return self.number is None


X = Entry(None)


@value_type
class PlaceCard:
    """One player's card: its boxes (ids, in card order) and the entries written so far.

    >>> card = PlaceCard.empty(preset("place-value-4")).written("wild", X)
    >>> card.filled_count, card.open_ids[0], card.is_full
    (1, 'hundreds_3', False)
    """

    boxes: tuple[str, ...]
    entries: tuple[tuple[str, Entry], ...] = ()

    @classmethod
    def empty(cls, rules: PlaceValueRuleset) -> PlaceCard:
        return cls(rules.box_ids)

    def get(self, box_id: str) -> Entry | None:
        return dict(self.entries).get(box_id)

    def is_open(self, box_id: str) -> bool:
        return self.get(box_id) is None

    @property
    def open_ids(self) -> tuple[str, ...]:
        filled = dict(self.entries)
        return tuple(b for b in self.boxes if b not in filled)

    @property
    def is_full(self) -> bool:
        return len(self.entries) == len(self.boxes)

    @property
    def filled_count(self) -> int:
        return len(self.entries)

    def written(self, box_id: str, entry: Entry) -> PlaceCard:
        if box_id not in self.boxes:
            raise PlaceValueError(f"no box {excerpt(box_id)}; the boxes are "
                                  f"{', '.join(self.boxes)}")
        if not self.is_open(box_id):
            raise PlaceValueError(f"the box {box_id!r} is already filled")
        return PlaceCard(self.boxes, self.entries + ((box_id, entry),))

    def to_dict(self) -> dict[str, str | None]:
        return {b: None if e.number is None else e.number.text for b, e in self.entries}

    @classmethod
    def from_dict(cls, rules: PlaceValueRuleset, data: object,
                  misread: Sequence[str] = ()) -> PlaceCard:
        """A card from ``{box id: number or null}`` (numbers as JSON numbers or text); each
        number must have the card's shape and meet its box's condition."""
        if data is None:
            return cls.empty(rules)
        if not isinstance(data, Mapping):
            raise PlaceValueError("a card is an object of box id to number (null for an X)")
        entries: list[tuple[str, Entry]] = []
        for box_id, value in data.items():
            rules.box(box_id)
            if value is None:
                entries.append((box_id, Entry(None, box_id in misread)))
                continue
            number = rules.number(_number_text(value, rules.decimals, box_id))
            check_number(rules, box_id, number)
            entries.append((box_id, Entry(number, box_id in misread)))
        order = {b: i for i, b in enumerate(rules.box_ids)}
        return cls(rules.box_ids, tuple(sorted(entries, key=lambda e: order[e[0]])))


def _number_text(value: object, decimals: int, box_id: str) -> str:
    """A JSON number (or text) as the number's written form, padded to ``decimals`` places."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise PlaceValueError(f"{box_id}: must be a number or null (an X), not "
                              f"{excerpt(json.dumps(value))}")
    if isinstance(value, int):
        return str(value) + ("." + "0" * decimals if decimals else "")
    text = repr(value)
    if "e" in text or "inf" in text or "nan" in text:
        raise PlaceValueError(f"{box_id}: {text} is not a number of the card")
    whole, _, frac = text.partition(".")
    frac = frac.rstrip("0")
    if len(frac) > decimals or not decimals:
        return text  # parse_number says what is wrong
    return whole + "." + frac.ljust(decimals, "0")


# -- comparing cards ------------------------------------------------------------------------------
@value_type
class Comparison:
    """The end of a game: points per player, each box's winners (the players who circle it
    and get its point) and who has the most points.

    A box's winners are everyone tied for its greatest entry, an X counting as 0, less
    anyone who misread it: a misread number still is the greatest (nobody below it gets
    the point) but earns nothing and is not circled (rule sheet 003)."""

    points: tuple[int, ...]
    box_winners: tuple[tuple[str, tuple[int, ...]], ...]
    winners: tuple[int, ...]

    def winners_of(self, box_id: str) -> tuple[int, ...]:
        return dict(self.box_winners)[box_id]


def compare(rules: PlaceValueRuleset, cards: Sequence[PlaceCard]) -> Comparison:
    """Box by box, the greatest number wins a point; tied greatest all get it; an X counts
    as 0, so a box where everyone wrote X is a tie and gives everyone its point; a misread
    number earns no point, and nobody below it gets one either. A box is compared once every
    player has filled it, so a game under way has standings too: the boxes decided so far.

    >>> rules = preset("place-value-3")
    >>> a = PlaceCard.empty(rules).written("wild", X)
    >>> b = PlaceCard.empty(rules).written("wild", X)
    >>> compare(rules, [a, b]).winners_of("wild"), compare(rules, [a, b]).points
    ((0, 1), (1, 1))
    """
    if not cards:
        raise PlaceValueError("there must be at least one card to compare")
    points = [0] * len(cards)
    box_winners: list[tuple[str, tuple[int, ...]]] = []
    for box_id in rules.box_ids:
        written = [(i, e) for i, c in enumerate(cards) if (e := c.get(box_id)) is not None]
        if len(written) < len(cards):
            box_winners.append((box_id, ()))  # decided once every player has filled it
            continue
        value = {i: 0 if e.number is None else e.number.scaled for i, e in written}
        top = max(value.values(), default=None)
        won = tuple(i for i, e in written if value[i] == top and not e.misread)
        for i in won:
            points[i] += 1
        box_winners.append((box_id, won))
    most = max(points)
    return Comparison(tuple(points), tuple(box_winners),
                      tuple(i for i, p in enumerate(points) if p == most))


__all__ = [
    "AnyNumber", "Box", "Comparison", "Condition", "DigitInPlace", "DigitSum", "Entry", "EvenOdd",
    "KINDS", "MODE", "Number", "PLACES", "PLACE_VALUE_PRESETS", "PlaceCard", "PlaceValueError",
    "PlaceValueRuleset", "PlacesSum", "RoundsTo", "SameDigits", "X", "arrangements", "best",
    "card_notes", "card_problems", "check", "check_number", "compare", "condition_from_dict",
    "condition_id", "condition_issue", "dice_problem", "fits",
    "box_label", "builtin_name", "is_preset", "listed", "numbers_of", "parse_number",
    "place_id", "place_power",
    "preset", "reason",
]
