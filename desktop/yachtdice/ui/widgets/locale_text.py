"""Numbers and dates as the player's locale writes them (the default QLocale, which the
window's language sets): scores, averages, percentages, days and times.

The plain C locale (a desktop with no language set, and the tests) writes dates as
ISO 8601 (2026-03-03), which any reader understands, instead of its own odd "3 03 2026".

>>> decimal(28.25), whole(1234), percent(0.8)
('28.2', '1234', '80%')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from datetime import date, datetime
from typing import Protocol

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

from yachtdice.core.text import QT_TRANSLATE_NOOP, Text
from yachtdice.ui.i18n import translated

#: a share in per cent: the languages of Scandinavia, Germany and France put a space
#: before the sign
_PERCENT = QT_TRANSLATE_NOOP("Numbers", "{value}%")


def _plain(locale: QLocale) -> bool:
    return locale.language() == QLocale.Language.C


def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals (28.2 / 28,2), rounded as Python rounds (half to
    even on the exact value, as the command line's figures are: Qt would write 28.3)."""
    rounded = float(f"{float(value):.{places}f}")
    return QLocale().toString(rounded, "f", places)


def whole(value: int) -> str:
    """A whole number with the locale's digit grouping (6,341 / 6.341 / 6 341)."""
    return QLocale().toString(int(value))


def percent(rate: float) -> str:
    """A share (0.8) in whole per cent (80% / 80 %)."""
    return translated(_PERCENT.format(value=decimal(rate * 100, 0)))


def day(when: date | str) -> str:
    """A day in the locale's short form (3/3/26, 03.03.26): a date, a local YYYY-MM-DD, or
    a stored time (ISO 8601 with its zone: the local day it fell on)."""
    if isinstance(when, date):
        d = when
    elif len(when) > 10:
        moment = datetime.fromisoformat(when.replace("Z", "+00:00"))
        d = (moment.astimezone() if moment.tzinfo is not None else moment).date()
    else:
        d = date.fromisoformat(when)
    locale = QLocale()
    if _plain(locale):
        return d.isoformat()
    return locale.toString(QDate(d.year, d.month, d.day), QLocale.FormatType.ShortFormat)


def moment(stamp: str) -> str:
    """A stored time (ISO 8601, usually UTC) as a local day and time in the locale's short
    form (3/3/26 2:05 PM, 03.03.26 14:05); a stamp without a zone is taken as it is."""
    when = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    if when.tzinfo is not None:
        when = when.astimezone()
    locale = QLocale()
    if _plain(locale):
        return when.strftime("%Y-%m-%d %H:%M")
    shown = QDateTime(QDate(when.year, when.month, when.day), QTime(when.hour, when.minute))
    return locale.toString(shown, QLocale.FormatType.ShortFormat)


def _with_days(text: object) -> object:
    if not isinstance(text, Text):
        return text
    values = tuple((key, day(value) if isinstance(value, date) else _with_days(value))
                   for key, value in text.values)
    return Text(str(text), text.context, text.template, values, text.capital)


def localised(text: object) -> str:
    """A core sentence translated (:func:`~yachtdice.ui.i18n.translated`), its dates written
    as the locale writes a day."""
    return translated(_with_days(text))


_LIST = QT_TRANSLATE_NOOP("Lists", "{first}, {next}")


def listed(items: Iterable[str]) -> str:
    """Items one after another, as the language lists them ("Ann 20, Bob 30")."""
    result: str | None = None
    for item in items:
        result = item if result is None else translated(_LIST.format(first=result, next=item))
    return result or ""


class Localised(float):
    """A number whose fixed-point formats (``{value:.1f}``) write the locale's decimal
    sign: for templates that carry their own precision."""

    def __format__(self, spec: str) -> str:
        fixed = re.fullmatch(r"\.(\d+)f", spec)
        if fixed:
            return decimal(self, int(fixed.group(1)))
        return super().__format__(spec)


class TickAxis(Protocol):
    """A pyqtgraph axis, as far as :func:`locale_ticks` changes it."""

    tickStrings: Callable[[Sequence[float], float, float], list[str]]


def locale_ticks(axis: TickAxis) -> None:
    """A pyqtgraph axis writes its numbers with the locale's decimal sign (2,5 in German:
    pyqtgraph itself always writes 2.5)."""
    own = axis.tickStrings

    def strings(values: Sequence[float], scale: float, spacing: float) -> list[str]:
        point = QLocale().decimalPoint()
        return [str(s).replace(".", point) for s in own(values, scale, spacing)]

    axis.tickStrings = strings
