"""Numbers read in English words, and the teacher's rule: pick the right reading of three.

Readings follow the way American classrooms read numbers: no "and" in whole
numbers; "and" stands for the decimal point, and the decimal part is read as a
whole number of its last place ("sixty-five and four hundred thirty-two
thousandths").

>>> words(Number((6, 3, 4, 1)))
'six thousand three hundred forty-one'
>>> words(Number((6, 5, 4, 3, 2), 3))
'sixty-five and four hundred thirty-two thousandths'
"""

from __future__ import annotations

import random

from yachtdice.core.modes.place_value.rules import PLACES, Number

_SMALL = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
          "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
          "seventeen", "eighteen", "nineteen")
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_GROUPS = ("", "thousand", "million", "billion")


def _under_thousand(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    parts = [f"{_SMALL[hundreds]} hundred"] if hundreds else []
    if rest >= 20:
        tens, ones = divmod(rest, 10)
        parts.append(_TENS[tens] + (f"-{_SMALL[ones]}" if ones else ""))
    elif rest:
        parts.append(_SMALL[rest])
    return " ".join(parts)


def integer_words(n: int) -> str:
    """A whole number from 0 to 999,999,999,999 in words.

    >>> integer_words(120_015)
    'one hundred twenty thousand fifteen'
    """
    if n == 0:
        return "zero"
    parts = []
    for group in range(len(_GROUPS) - 1, -1, -1):
        value = n // 1000 ** group % 1000
        if value:
            parts.append(_under_thousand(value) + (f" {_GROUPS[group]}" if group else ""))
    return " ".join(parts)


def words(number: Number) -> str:
    """The correct reading of ``number``."""
    whole_digits = number.digits[:number.whole_places]
    whole = int("".join(map(str, whole_digits))) if whole_digits else 0
    if not number.decimals:
        return integer_words(whole)
    frac = int("".join(map(str, number.digits[number.whole_places:])))
    if not frac:
        return integer_words(whole)
    unit = PLACES[-number.decimals]
    if frac == 1:
        unit = unit.removesuffix("s")
    reading = f"{integer_words(frac)} {unit}"
    return reading if not whole else f"{integer_words(whole)} and {reading}"


def _misreadings(number: Number) -> list[str]:
    """Readings a pupil might give instead, most tempting first."""
    d = list(number.digits)
    out = []
    for i in range(len(d) - 2, -1, -1):  # two neighbouring digits swapped
        if d[i] != d[i + 1] and (i or d[i + 1]):
            swapped = d[:i] + [d[i + 1], d[i]] + d[i + 2:]
            out.append(words(Number(tuple(swapped), number.decimals)))
    if number.decimals:  # the point one place off, both ways
        out.append(words(Number(number.digits, number.decimals - 1)))
        if number.whole_places > 1:
            out.append(words(Number(number.digits, number.decimals + 1)))
    else:  # one place too many or too few
        out.append(integer_words(number.scaled * 10))
        if len(d) > 1:
            out.append(integer_words(number.scaled // 10))
    last = d[-1]
    out.append(words(Number(tuple(d[:-1]) + ((last + 1) % 10,), number.decimals)))
    return out


def reading_choices(number: Number, rng: random.Random) -> tuple[str, str, str]:
    """Three readings in a shuffled order: the correct one and two misreadings."""
    right = words(number)
    wrong: list[str] = []
    for reading in _misreadings(number):
        if reading != right and reading not in wrong:
            wrong.append(reading)
    picked = [right, wrong[0], rng.choice(wrong[1:])]
    rng.shuffle(picked)
    return picked[0], picked[1], picked[2]


def reads_correctly(number: Number, reading: str) -> bool:
    return reading.strip() == words(number)
