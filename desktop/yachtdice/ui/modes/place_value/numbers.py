"""Place-value numbers as the player writes them: grouped by the window's locale (6,341 /
6 341 / 6.341, the decimal point too) and read in words in the window's language.

The core writes numbers the English way (:attr:`Number.grouped`); English keeps exactly
that, as does a locale that writes no group separator (the plain C locale), so a number
never loses its grouping.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from yachtdice.core.errors import as_sentence
from yachtdice.core.modes.place_value.rules import Number, Written
from yachtdice.core.modes.place_value.spoken import read
from yachtdice.core.text import Text, first_upper
from yachtdice.ui.i18n import ENGLISH, PSEUDO, current_language, translated


def _english(locale: QLocale) -> bool:
    return (current_language() in (ENGLISH, PSEUDO)
            or locale.language() == QLocale.Language.C
            or bool(locale.numberOptions() & QLocale.NumberOption.OmitGroupSeparator))


def grouped(number: Number) -> str:
    """``number`` with its digit grouping and decimal point as the locale writes them."""
    locale = QLocale()
    if _english(locale):
        return number.grouped
    whole = int("".join(map(str, number.digits[:number.whole_places])) or "0")
    out = locale.toString(whole)
    if number.decimals:
        out += locale.decimalPoint() + "".join(map(str, number.digits[number.whole_places:]))
    return out


def point() -> str:
    """The decimal point as the locale writes it."""
    locale = QLocale()
    return "." if _english(locale) else locale.decimalPoint()


def plain(number: Number) -> str:
    """``number`` as typed (``6341``), its decimal point the locale's."""
    locale = QLocale()
    if _english(locale) or not number.decimals:
        return number.text
    return number.text.replace(".", locale.decimalPoint())


def in_words(number: Number) -> str:
    """``number`` read in the window's language (English for English and for the
    pseudo-translation)."""
    return read(number, current_language())


def _local(value: object) -> object:
    if isinstance(value, Written):
        return grouped(value.number) if value.grouped else plain(value.number)
    if isinstance(value, Number):
        return grouped(value)
    if isinstance(value, Text):
        return _localised(value)
    return value


def _localised(text: Text) -> Text:
    values = tuple((key, _local(value)) for key, value in text.values)
    return Text(str(text), text.context, text.template, values, text.capital)


def said(text: str) -> str:
    """A core sentence (or a box's name) in the window's language, its numbers written as
    the locale writes them; anything that is not a core sentence (a teacher's own label)
    as it is."""
    return translated(_localised(text) if isinstance(text, Text) else text)


def sentence(text: str) -> str:
    """A core reason shown on its own: translated, capitalised, with its full stop."""
    return as_sentence(said(first_upper(text)))
