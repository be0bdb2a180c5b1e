"""Dates as the store keeps them: ISO 8601 in UTC to the second, between ``FIRST`` and
``LAST``, so that every date can be shown and counted in any time zone (a day before or
after it still exists: year 1 or 9999 would break the local day of a game, and with it
Statistics).

>>> stored_time("2026-01-31T19:05:00+01:00")
'2026-01-31T18:05:00+00:00'
>>> time_problem("20260131T180500") is not None, time_problem("0001-01-01T00:00:00") is not None
(True, True)
>>> day_start(date.max) == day_start(LAST_DAY + timedelta(days=1))
True
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, time, timedelta

#: the first and the last day a stored date may fall on (UTC)
FIRST_DAY = date(1970, 1, 2)
LAST_DAY = date(9998, 12, 31)
FIRST = datetime.combine(FIRST_DAY, time(0), UTC)
LAST = datetime.combine(LAST_DAY, time(23, 59, 59), UTC)

_ISO = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?"
                  r"(Z|[+-]\d{2}:\d{2})?\Z")


def time_problem(value: object) -> str | None:
    """Why ``value`` is not a date and time the store can keep, or None."""
    if not isinstance(value, str) or not _ISO.match(value):
        return "must be a date and time like 2026-01-31T18:05:00+00:00"
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
        if moment.tzinfo is None:  # as SQLite reads it: UTC
            moment = moment.replace(tzinfo=UTC)
        moment = moment.astimezone(UTC)
    except (ValueError, OverflowError):
        return "must be a date and time like 2026-01-31T18:05:00+00:00"
    if not FIRST <= moment <= LAST:
        return f"must lie between {FIRST_DAY.isoformat()} and {LAST_DAY.isoformat()}"
    return None


def stored_time(value: str) -> str:
    """``value`` (a date and time without a problem) as the store writes it: UTC, seconds."""
    moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).replace(microsecond=0).isoformat()


def within(day: date) -> date:
    """``day`` moved into the days stored dates fall on, give or take a day (a filter from
    year 1 to 9999 counts what one from FIRST_DAY to LAST_DAY counts)."""
    return min(max(day, FIRST_DAY - timedelta(days=1)), LAST_DAY + timedelta(days=1))


def day_start(day: date) -> datetime:
    """The instant the local ``day`` begins (a day far outside the stored ones is taken as
    the nearest that can be computed)."""
    return datetime.combine(within(day), time(0)).astimezone()


def day_after(day: date) -> date:
    """The next day, for an inclusive end (``date.max`` has none: the day after the last
    stored one serves)."""
    return within(day) + timedelta(days=1)


def local_day(seconds: float) -> date:
    """The local day of a moment in seconds since 1970 (kept within the stored days)."""
    low = FIRST.timestamp() - 86_400
    high = LAST.timestamp() + 86_400
    return datetime.fromtimestamp(min(max(float(seconds), low), high)).date()
