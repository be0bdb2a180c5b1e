"""Place-value numbers read aloud in each language the window speaks (readings written out
by hand from each language's school rules, not from the code)."""

from __future__ import annotations

import pytest

from yachtdice.core.modes.place_value.rules import Number
from yachtdice.core.modes.place_value.spoken import read


def number(text: str) -> Number:
    whole, _, decimals = text.partition(".")
    return Number(tuple(int(d) for d in whole + decimals), len(decimals))


@pytest.mark.parametrize(("language", "shown", "spoken"), [
    ("en", "6341", "six thousand three hundred forty-one"),
    ("de", "99", "neunundneunzig"),
    ("de", "100", "einhundert"),
    ("de", "999999", "neunhundertneunundneunzigtausendneunhundertneunundneunzig"),
    ("de", "65.432", "fünfundsechzig Komma vier drei zwei"),
    ("de", "0.5", "null Komma fünf"),
    ("fr", "99", "quatre-vingt-dix-neuf"),
    ("fr", "61", "soixante et un"),
    ("fr", "300", "trois cents"),
    ("fr", "301", "trois cent un"),
    ("fr", "999999", "neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf"),
    ("fr", "80080", "quatre-vingt mille quatre-vingts"),
    ("da", "50", "halvtreds"),
    ("da", "99", "nioghalvfems"),
    ("da", "100", "et hundrede"),
    ("da", "2070", "to tusind og halvfjerds"),
    ("nb", "99", "nittini"),
    ("nb", "100", "ett hundre"),
    ("nb", "1001", "ett tusen og en"),
    ("nb", "3.07", "tre komma null sju"),
    ("sv", "99", "nittionio"),
    ("sv", "100", "etthundra"),
    ("sv", "18", "arton"),
    ("sv", "2001", "tvåtusen ett"),
    ("nl", "99", "negenennegentig"),
    ("nl", "100", "honderd"),
    ("nl", "80", "tachtig"),
    ("nl", "5023", "vijfduizend drieëntwintig"),
])
def test_a_number_reads_as_that_language_writes_it(language: str, shown: str,
                                                  spoken: str) -> None:
    assert read(number(shown), language) == spoken


def test_an_unknown_language_reads_in_english() -> None:
    assert read(number("21"), "fi") == "twenty-one"
