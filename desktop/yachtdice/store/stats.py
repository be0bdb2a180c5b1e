"""Statistics over finished games, aggregated in SQL (no game's log is read).

One computation serves the Statistics window and ``yachtdice-cli stats``. A *score* is
one seat of a finished game: without a player filter every person's scores count;
computers' scores only on request. A game counts once however many of its scores do.
Dates are the day a game ended in the local time zone; ``since`` and ``until`` are
inclusive, and any date works (the arithmetic keeps to the days stored dates can fall on,
:mod:`yachtdice.store.dates`). What a game has (an upper bonus, a review) is asked of the
game.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import field
from datetime import UTC, date, timedelta
from functools import lru_cache
from pathlib import Path
from typing import SupportsInt

import numpy as np
import numpy.typing as npt

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.jsontext import JsonLike, excerpt, loads
from yachtdice.core.modes import Rules, is_builtin, mode, mode_for, modes, ruleset_from_dict
from yachtdice.core.registry import own_play
from yachtdice.core.text import QT_TRANSLATE_NOOP, Template
from yachtdice.core.values import value_type
from yachtdice.store.database import StoreError, transaction
from yachtdice.store.dates import FIRST_DAY, LAST_DAY, day_after, day_start, local_day
from yachtdice.store.modes import game_store, review_version
from yachtdice.store.stats_rows import Column, Rows, load
from yachtdice.store.store import MAX_TOTAL, Store
from yachtdice.store.stored import (
    DICE,
    HERE,
    IMPORTED,
    ONLINE,
    ORIGINS,
    REAL,
    RECORDED,
    ROLLED,
    GameSummary,
    StoredGame,
)

QUICK_PERIODS = (7, 30, 90, 365)


class FilterError(YachtDiceError):
    """A statistics filter that names nothing known or is contradictory; says which."""


_ALL_RULES = QT_TRANSLATE_NOOP("Filters", "all rules")
_EVERY_PERSON = QT_TRANSLATE_NOOP("Filters", "every person")
_BETWEEN = QT_TRANSLATE_NOOP("Filters", "{since} to {until}")
_SINCE = QT_TRANSLATE_NOOP("Filters", "since {since}")
_UNTIL = QT_TRANSLATE_NOOP("Filters", "until {until}")
_ALL_TIME = QT_TRANSLATE_NOOP("Filters", "all time")
_COMPUTERS_TOO = QT_TRANSLATE_NOOP("Filters", "computers included")
_PEOPLE_ONLY = QT_TRANSLATE_NOOP("Filters", "people only")
_DESCRIBE = QT_TRANSLATE_NOOP("Filters", "{rules} · {player} · {period} · {seats}")
_DESCRIBE_UNASSISTED = QT_TRANSLATE_NOOP(
    "Filters", "{rules} · {player} · {period} · {seats} · unassisted games only")
_DESCRIBE_FROM = QT_TRANSLATE_NOOP("Filters", "{line} · {sources}")
_AND = QT_TRANSLATE_NOOP("Filters", "{first}, {next}")
_NOWHERE = QT_TRANSLATE_NOOP("Filters", "no games")
#: where games come from and how their dice were thrown, as a filter's line names them
SOURCE_NAMES = {HERE: QT_TRANSLATE_NOOP("Filters", "played here"),
                RECORDED: QT_TRANSLATE_NOOP("Filters", "recorded"),
                IMPORTED: QT_TRANSLATE_NOOP("Filters", "imported"),
                ROLLED: QT_TRANSLATE_NOOP("Filters", "dice rolled here"),
                REAL: QT_TRANSLATE_NOOP("Filters", "real dice"),
                ONLINE: QT_TRANSLATE_NOOP("Filters", "online")}


@value_type
class Filters:
    """Which scores count. Every field optional; the defaults count every person's games."""

    ruleset_id: str | None = None
    player: str | None = None
    since: date | None = None
    until: date | None = None
    include_computers: bool = False
    unassisted: bool = False
    #: the games counted by where they come from (ORIGINS) and how their dice were thrown
    #: (DICE); None: any. Statistics counts games played here, rolled or of real dice
    #: (:data:`PLAYED_AT_HOME`) unless asked for others.
    origins: tuple[str, ...] | None = None
    dice: tuple[str, ...] | None = None

    def describe(self, ruleset_name: str | None = None) -> str:
        """One line saying what is counted, for the window's filter summary (a sentence the
        window translates; its English is what the command line prints)."""
        rules = ruleset_name or self.ruleset_id or _ALL_RULES.text
        if self.since and self.until:
            days = _BETWEEN.format(since=self.since, until=self.until)
        elif self.since:
            days = _SINCE.format(since=self.since)
        elif self.until:
            days = _UNTIL.format(until=self.until)
        else:
            days = _ALL_TIME.text
        line = (_DESCRIBE_UNASSISTED if self.unassisted else _DESCRIBE).format(
            rules=rules, player=self.player or _EVERY_PERSON.text, period=days,
            seats=_COMPUTERS_TOO.text if self.include_computers else _PEOPLE_ONLY.text)
        if self.origins is None and self.dice is None:
            return line
        return _DESCRIBE_FROM.format(line=line, sources=self._sources())

    def _sources(self) -> str:
        """The games counted by where they come from and their dice ("played here, real
        dice"): each list left out when it is any."""
        names: list[str] = [SOURCE_NAMES[k].text for kinds in (self.origins, self.dice)
                            if kinds is not None for k in kinds]
        if (self.origins is not None and not self.origins) or \
                (self.dice is not None and not self.dice):
            return _NOWHERE.text
        out = names[0] if names else _NOWHERE.text
        for name in names[1:]:
            out = _AND.format(first=out, next=name)
        return out

    def to_json(self) -> dict[str, JsonLike]:
        out: dict[str, JsonLike] = {
            "ruleset": self.ruleset_id, "player": self.player,
            "since": self.since.isoformat() if self.since else None,
            "until": self.until.isoformat() if self.until else None,
            "include_computers": self.include_computers, "unassisted": self.unassisted}
        if self.origins is not None:
            out["origins"] = list(self.origins)
        if self.dice is not None:
            out["dice"] = list(self.dice)
        return out

    @classmethod
    def from_json(cls, data: object) -> Filters:
        """Filters saved by :meth:`to_json`, checked as strictly as they were written: one
        that is not exactly what :meth:`to_json` writes (a date that is not a stored day,
        a start after the end, text where a switch belongs) is dropped, giving the
        defaults, never obeyed."""
        if not isinstance(data, dict) or set(data) - set(cls().to_json()) - {"origins", "dice"}:
            return cls()
        switches = [data.get(k, False) for k in ("include_computers", "unassisted")]
        try:
            f = cls(_opt_text(data.get("ruleset")), _opt_text(data.get("player")),
                    _opt_date(data.get("since")), _opt_date(data.get("until")),
                    switches[0] is True, switches[1] is True,
                    _opt_kinds(data.get("origins"), ORIGINS), _opt_kinds(data.get("dice"), DICE))
        except ValueError:
            return cls()
        if not all(isinstance(s, bool) for s in switches) or (
                f.since and f.until and f.since > f.until):
            return cls()
        return f


#: what Statistics counts unless asked: the games played here, rolled here or with real dice
PLAYED_AT_HOME = Filters(origins=(HERE,), dice=(ROLLED, REAL))


def _opt_kinds(value: object, known: tuple[str, ...]) -> tuple[str, ...] | None:
    """A list of known kinds (each once, in ``known``'s order), or None (any)."""
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(v, str) and v in known
                                              for v in value) or len(set(value)) != len(value):
        raise ValueError("not a list of known kinds")
    return tuple(k for k in known if k in value)


def _opt_text(value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not 0 < len(value) <= 200 or not value.isprintable():
        raise ValueError("not a name or an id")
    return value


_DAY = re.compile(r"\d{4}-\d{2}-\d{2}\Z")


def _opt_date(value: object) -> date | None:
    if value is None:
        return None
    if not isinstance(value, str) or not _DAY.match(value):
        raise ValueError("not a day")
    day = date.fromisoformat(value)
    if not FIRST_DAY <= day <= LAST_DAY:
        raise ValueError("not a day a game can have ended on")
    return day


def parse_date(text: str, what: str) -> date:
    """A date written YYYY-MM-DD (any year from 1 to 9999), or FilterError naming the
    option; ``20260131`` and other ISO forms are refused rather than guessed."""
    try:
        if not _DAY.match(text):
            raise ValueError(text)
        return date.fromisoformat(text)
    except ValueError:
        raise FilterError(f"{what} must be a date written YYYY-MM-DD, not "
                          f"{excerpt(text)}.") from None


@value_type
class Extreme:
    score: int
    date: str   # local YYYY-MM-DD
    game: int


@value_type
class Bin:
    low: int    # inclusive
    high: int   # inclusive
    games: int


@value_type
class BoxFigures:
    mean: float
    zero_rate: float


@value_type
class HeadToHead:
    opponent: str      # a person's name, or "Expert computer" and the like
    computer: bool
    wins: int
    losses: int
    ties: int


FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]


@value_type
class Series:
    """Every counted score, oldest first (by the time its game ended)."""

    game: Column
    seat: Column
    when: FloatArray     # seconds since 1970 (UTC)
    score: Column

    def moving_average(self, window: int) -> FloatArray:
        """The mean of the last ``window`` scores up to each one (fewer at the start)."""
        return moving_average(self.score.astype(np.float64), window)

    def running_best(self) -> Column:
        out: Column = np.maximum.accumulate(self.score) if len(self.score) else self.score
        return out


def moving_average(values: FloatArray, window: int) -> FloatArray:
    """The mean of the last ``window`` values up to each one (of all of them at the start)."""
    if not len(values):
        return values
    cum = np.concatenate(([0.0], np.cumsum(values)))
    idx = np.arange(1, len(values) + 1)
    lo = np.maximum(0, idx - window)
    out: FloatArray = (cum[idx] - cum[lo]) / (idx - lo)
    return out


@value_type
class Stats:
    """The figures of the counted scores. ``games`` counts each game once (two people at
    one table: one game, two scores, ``scores``); ``seconds_played`` adds each game's
    length once; the rest are per score."""

    filters: Filters
    games: int
    mean: float | None
    median: float | None
    sd: float | None
    best: Extreme | None
    worst: Extreme | None
    upper_bonus_rate: float | None
    all_same_rate: float | None
    extra_bonus_points: int
    extra_bonus_games: int
    seconds_played: int
    series: Series
    histogram: tuple[Bin, ...]
    boxes: dict[str, BoxFigures] | None
    head_to_head: tuple[HeadToHead, ...]
    bin_width: int = field(default=10)
    scores: int = 0
    #: games that "All rules" leaves out because their totals are not points (boxes won):
    #: figures of different kinds are never averaged together; their rules show them
    not_points: int = 0

    def to_json(self) -> dict[str, object]:
        """The figures as ``yachtdice-cli stats --json`` prints them."""
        ma10 = self.series.moving_average(10)
        dates = local_dates(self.series.when)
        out: dict[str, object] = {
            "filters": self.filters.to_json(),
            "games": self.games, "scores": self.scores, "not_points": self.not_points,
            "mean": self.mean, "median": self.median, "sd": self.sd,
            "best": _extreme_json(self.best), "worst": _extreme_json(self.worst),
            "upper_bonus_rate": self.upper_bonus_rate, "all_same_rate": self.all_same_rate,
            "extra_bonus_points": self.extra_bonus_points,
            "extra_bonus_games": self.extra_bonus_games,
            "seconds_played": self.seconds_played,
            "series": [{"game": int(g), "date": d, "score": int(s),
                        "moving_average_10": float(m)}
                       for g, d, s, m in zip(self.series.game, dates, self.series.score, ma10,
                                             strict=True)],
            "histogram": [{"from": b.low, "to": b.high, "games": b.games}
                          for b in self.histogram],
            "head_to_head": [{"opponent": h.opponent, "computer": h.computer, "wins": h.wins,
                              "losses": h.losses, "ties": h.ties} for h in self.head_to_head],
        }
        if self.boxes is not None:
            out["boxes"] = {k: {"mean": v.mean, "zero_rate": v.zero_rate}
                            for k, v in self.boxes.items()}
        return out


def _extreme_json(e: Extreme | None) -> dict[str, object] | None:
    return None if e is None else {"score": e.score, "date": e.date, "game": e.game}


def local_dates(when: FloatArray) -> list[str]:
    """Seconds since 1970 as local YYYY-MM-DD."""
    return [local_day(w).isoformat() for w in when]


def _utc_bound(day: date) -> str:
    """The instant a local day begins, written as games' end times are stored."""
    return day_start(day).astimezone(UTC).isoformat(timespec="seconds")


# -- checking filters ----------------------------------------------------------------------------

def check(store: Store, f: Filters) -> None:
    """Raise FilterError (one sentence) for an unknown ruleset or player or since > until."""
    if f.ruleset_id is not None and not is_builtin(f.ruleset_id):
        known = store._read("SELECT 1 FROM rulesets WHERE id = ? UNION ALL "
                            "SELECT 1 FROM games WHERE ruleset_id = ? LIMIT 1",
                            (f.ruleset_id, f.ruleset_id))
        if not known:
            raise FilterError(f"There is no ruleset {excerpt(f.ruleset_id)} (neither built-in "
                              f"nor saved).")
    if f.player is not None:
        sql = "SELECT 1 FROM seats WHERE name = ?" + \
            ("" if f.include_computers else " AND computer = 0") + " LIMIT 1"
        if not store._read(sql, (f.player,)):
            computer = not f.include_computers and store._read(
                "SELECT 1 FROM seats WHERE name = ? LIMIT 1", (f.player,))
            raise FilterError(f"{excerpt(f.player)} is a computer player: include computers "
                              f"to see its games." if computer else
                              f"No games were played by a player named {excerpt(f.player)}.")
    if f.since and f.until and f.since > f.until:
        raise FilterError(f"The period starts ({f.since.isoformat()}) after it ends "
                          f"({f.until.isoformat()}).")


# -- the figures --------------------------------------------------------------------------------

def _where(f: Filters) -> tuple[str, list[object]]:
    where = ["s.ended IS NOT NULL", "s.total IS NOT NULL"]
    args: list[object] = []
    if f.ruleset_id is not None:
        where.append("s.ruleset_id = ?")
        args.append(f.ruleset_id)
    if f.player is not None:
        where.append("s.name = ?")
        args.append(f.player)
    if not f.include_computers:
        where.append("s.computer = 0")
    if f.unassisted:
        where.append("s.assisted = 0")
    for column, kinds in (("origin", f.origins), ("dice", f.dice)):
        if kinds is not None:
            where.append(f"s.game_id IN (SELECT id FROM games WHERE {column} IN "
                         f"({','.join('?' * len(kinds))}))" if kinds else "0")
            args.extend(kinds)
    since, after = _period(f)
    if since is not None:
        where.append("s.ended >= ?")
        args.append(_utc_bound(since))
    if after is not None:
        where.append("s.ended < ?")
        args.append(_utc_bound(after))
    return " AND ".join(where), args


def _period(f: Filters) -> tuple[date | None, date | None]:
    """The first counted day and the first day after the counted ones, each None when the
    filter's day lies beyond every day a game can have ended on (year 1, 9999-12-31): no
    bound at all, so that a game an earlier version kept with such a date counts too."""
    since = f.since if f.since is not None and f.since >= FIRST_DAY - timedelta(days=1) \
        else None
    after = day_after(f.until) if f.until is not None \
        and f.until <= LAST_DAY + timedelta(days=1) else None
    return since, after


_COUNTED = "FROM seats AS s WHERE "  # finished seats know their game's end: no join


def _games_rating(store: Store, column: str) -> list[int]:
    """Ids of the games played under a version of rules whose game shows a rate of the
    seats' ``column`` for it (:attr:`~yachtdice.core.registry.Mode.rates`): by the version
    played, so a house ruleset's games from before its bonus was taken out still count,
    and those after it do not."""
    hashes = sorted({str(row["hash"]) for row in store._read(
        "SELECT hash, json FROM rule_versions") if column in _rates(row["json"])})
    found: list[int] = []
    for start in range(0, len(hashes), 500):  # SQLite's limit on a statement's values
        part = hashes[start:start + 500]
        found += [int(row[0]) for row in store._read(
            f"SELECT id FROM games WHERE rules_hash IN ({','.join('?' * len(part))})",
            tuple(part))]
    return found


def _points_only(store: Store, rows: Rows, keep: IntArray, f: Filters
                 ) -> tuple[IntArray, int]:
    """With every rule, the counted rows of games scored in points only (figures of
    different kinds are never averaged together), and how many games were left out."""
    if f.ruleset_id is not None:
        return keep, 0
    c = rows.cols
    other = np.isin(c["ruleset"][keep], [rows.code("ruleset", r) for r in _not_points(store)])
    return keep[~other], len(np.unique(c["game"][keep][other]))


def _not_points(store: Store) -> list[str]:
    """Ids of the played rulesets whose game's totals are not points (boxes won)."""
    out = set()
    for row in store._read("SELECT ruleset_id, json FROM rule_versions"):
        rules = _played_rules(row["json"])
        with contextlib.suppress(YachtDiceError):
            if rules is not None and not mode_for(rules).totals_are_points:
                out.add(str(row["ruleset_id"]))
    return sorted(out)


def _rates(rules_json: str) -> frozenset[str]:
    """The rates a played version's game shows for it (none: unreadable, or its game is no
    longer registered)."""
    rules = _played_rules(rules_json)
    if rules is None:
        return frozenset()
    try:
        return mode_for(rules).rates(rules)
    except YachtDiceError:  # its game is no longer registered
        return frozenset()


@lru_cache(maxsize=256)
def _played_rules(rules_json: str) -> Rules | None:
    """A played version's rules, read by its game (None: unreadable, or of a game this
    program does not know)."""
    try:
        return ruleset_from_dict(loads(rules_json))
    except (YachtDiceError, ValueError, TypeError, KeyError):
        return None


def counted(rows: Rows, f: Filters) -> npt.NDArray[np.bool_]:
    """Which rows the filters count (the same rule as :func:`_where`)."""
    c = rows.cols
    keep = np.ones(len(rows), dtype=np.bool_)
    if f.ruleset_id is not None:
        keep &= c["ruleset"] == rows.code("ruleset", f.ruleset_id)
    if f.player is not None:
        keep &= c["name"] == rows.code("name", f.player)
    if not f.include_computers:
        keep &= c["computer"] == 0
    if f.unassisted:
        keep &= c["assisted"] == 0
    for column, kinds, known in (("origin", f.origins, ORIGINS), ("dice", f.dice, DICE)):
        if kinds is not None:
            keep &= np.isin(c[column], [known.index(k) for k in kinds])
    since, after = _period(f)
    if since is not None:
        keep &= c["when"] >= _epoch(since)
    if after is not None:
        keep &= c["when"] < _epoch(after)
    return keep


def _epoch(day: date) -> int:
    """The instant a local day begins, in seconds since 1970."""
    return int(day_start(day).timestamp())


def statistics(store: Store, f: Filters, rows: Rows | None = None) -> Stats:
    """Every figure of the Statistics window for the scores ``f`` counts (``rows``: the
    finished seats already loaded, else they are loaded here)."""
    check(store, f)
    rows = rows if rows is not None else load(store)
    keep = np.flatnonzero(counted(rows, f))
    c = rows.cols
    keep, not_points = _points_only(store, rows, keep, f)
    series = Series(c["game"][keep], c["seat"][keep], c["when"][keep].astype(np.float64),
                    c["total"][keep])
    n = len(keep)
    if n == 0:
        return Stats(f, 0, None, None, None, None, None, None, None, 0, 0, 0, series, (),
                     {} if f.ruleset_id else None, (), not_points=not_points)
    games, first = np.unique(series.game, return_index=True)  # each game once
    scores = series.score
    mean = float(scores.mean())
    sd = float(np.sqrt(max(0.0, float((scores.astype(np.float64) ** 2).mean()) - mean * mean)))
    median = float(np.median(scores))
    best = _extreme(series, int(np.argmax(scores)))     # the first (earliest) of equals
    worst = _extreme(series, int(np.argmin(scores)))
    width = bin_width(int(scores.min()), int(scores.max()))
    counts = np.bincount(scores // width)
    histogram = tuple(Bin(int(b) * width, int(b) * width + width - 1, int(counts[b]))
                      for b in np.flatnonzero(counts))
    in_bonus = np.isin(c["game"][keep], _games_rating(store, "upper_bonus"))
    bonus_rows = int(in_bonus.sum())
    same = c["all_same"][keep]
    same_rows = int((same >= 0).sum())
    extra = c["extra_bonus"][keep]
    boxes = None
    if f.ruleset_id is not None:
        boxes = _boxes(store, rows, keep, f)
        order = _box_order(store, f.ruleset_id)
        boxes = {k: boxes[k] for k in order if k in boxes} | boxes
    return Stats(
        f, len(games), mean, median, sd, best, worst,
        int((in_bonus & (c["upper_bonus"][keep] > 0)).sum()) / bonus_rows if bonus_rows
        else None,
        int((same > 0).sum()) / same_rows if same_rows else None,
        int(extra.sum()), int((extra > 0).sum()), int(c["seconds"][keep][first].sum()),
        series, histogram, boxes, _head_to_head(rows, keep, f), width, n, not_points)


def _boxes(store: Store, rows: Rows, keep: IntArray, f: Filters) -> dict[str, BoxFigures]:
    """Per box: the mean points and how often 0, over the counted rows."""
    points = rows.box_points()
    if points is None:  # no snapshot: the tables answer
        where, args = _where(f)
        return {r[0]: BoxFigures(float(r[1]), float(r[2])) for r in store._read(
            f"SELECT b.category, avg(b.points), avg(b.points = 0) FROM boxes AS b "
            f"JOIN (SELECT s.game_id, s.seat {_COUNTED}{where}) AS c "
            f"ON b.game_id = c.game_id AND b.seat = c.seat GROUP BY b.category", args)}
    mine = points[keep]
    booked = mine >= 0
    n = booked.sum(axis=0)
    total = np.where(booked, mine, 0).sum(axis=0, dtype=np.int64)
    zeros = (mine == 0).sum(axis=0)
    return {rows.categories[i]: BoxFigures(float(total[i] / n[i]), float(zeros[i] / n[i]))
            for i in sorted(np.flatnonzero(n), key=lambda i: rows.categories[i])}


def _box_order(store: Store, ruleset_id: str) -> Sequence[str]:
    """The boxes of a ruleset in its card's order, as its last played game wrote them."""
    found = store._read("SELECT v.json FROM games AS g JOIN rule_versions AS v "
                        "ON v.hash = g.rules_hash WHERE g.ruleset_id = ? "
                        "ORDER BY g.id DESC LIMIT 1", (ruleset_id,))
    rules = _played_rules(found[0][0]) if found else None
    if rules is None:
        return ()
    try:
        card = mode_for(rules).engine.new_card(rules)
    except YachtDiceError:
        return ()
    return tuple(getattr(card, "open_ids", ()))


def bin_width(lo: int, hi: int) -> int:
    """Histogram bars 10 points wide, wider when the scores spread far (at most ~40 bars)."""
    for width in (10, 20, 25, 50, 100):
        if (hi // width) - (lo // width) < 40:
            return width
    return 200


def _extreme(series: Series, i: int) -> Extreme:
    return Extreme(int(series.score[i]), local_dates(series.when[i:i + 1])[0],
                   int(series.game[i]))


def _head_to_head(rows: Rows, keep: IntArray, f: Filters) -> tuple[HeadToHead, ...]:
    """Wins, losses and ties of the counted rows against the other seats of their games
    that are not on their side: a chosen player's against everyone else; without one, the
    people's against the computers (a game between people is one person's win and
    another's loss, never a record of "every person"), and with computers too, none."""
    mine = np.zeros(len(rows), dtype=np.bool_)
    mine[keep] = True
    me, other = rows.pairs()
    c = rows.cols
    if f.player is not None:
        sel = mine[me] & (c["name"][other] != rows.code("name", f.player))
    else:
        sel = mine[me] & (c["computer"][other] == 1) & (not f.include_computers)
    me, other = me[sel], other[sel]
    computer = c["computer"][other]
    # who: a person by name, a computer by its level (code offset past the names)
    who = np.where(computer == 1, len(rows.names) + 1 + c["strategy"][other], c["name"][other])
    mp, op = c["place"][me], c["place"][other]
    known = (mp >= 0) & (op >= 0)
    people = len(rows.names)
    codes, inverse = np.unique(who, return_inverse=True)
    size = len(codes)
    tally = [np.bincount(inverse, weights=(known & cmp).astype(np.float64), minlength=size)
             for cmp in (mp < op, mp > op, mp == op)]
    found = []
    for i, code in enumerate(codes):
        comp = bool(code >= people)
        if comp:  # a computer by its level ("computer" when it has none)
            raw = rows.strategies[code - people - 1] if code > people else "computer"
        else:
            raw = rows.names[code]
        found.append(((comp, raw), HeadToHead(
            _computer_name(raw) if comp else raw, comp,
            int(tally[0][i]), int(tally[1][i]), int(tally[2][i]))))
    return tuple(h for _, h in sorted(found, key=lambda x: x[0]))


_LEVEL_COMPUTER = QT_TRANSLATE_NOOP("stats", "{level} computer")
_A_COMPUTER = QT_TRANSLATE_NOOP("stats", "Computer")


def _computer_name(level: str) -> str:
    """A computer opponent by its level: "Expert computer" (the level's name in the window's
    language, as the games name their levels in the context "levels"); "Computer" when the
    game recorded no level."""
    if level == "computer":
        return _A_COMPUTER.text
    return _LEVEL_COMPUTER.format(level=Template("levels", level.capitalize()).text)


# -- the games the filters count (History) -------------------------------------------------------

def counted_history(store: Store, f: Filters, limit: int | None = None) -> list[GameSummary]:
    """Finished games with a score ``f`` counts, newest first (all their scores shown):
    without a player, the games of people, and of computers only with ``include_computers``."""
    return store.history(seats_where=_where(f), limit=limit)


def counted_games(store: Store, f: Filters) -> int:
    """How many finished games have a score ``f`` counts."""
    where, args = _where(f)
    return int(store._read(f"SELECT count(DISTINCT s.game_id) {_COUNTED}{where}", args)[0][0])


# -- what the filters can offer -----------------------------------------------------------------

def quick_periods(store: Store, today: date | None = None, rows: Rows | None = None
                  ) -> list[int]:
    """The "last N days" periods worth offering: some game ended in them, and not every
    game did (else the period is the same as "all")."""
    span: tuple[SupportsInt, SupportsInt] | None
    if rows is None:  # the first and the last end, without loading every seat
        ends = store._read("SELECT min(unixepoch(s.ended)), max(unixepoch(s.ended)) "
                           "FROM seats AS s WHERE s.ended IS NOT NULL AND s.total IS NOT NULL")
        span = (ends[0][0], ends[0][1]) if ends and ends[0][0] is not None else None
    else:
        when = rows.cols["when"]
        span = (when.min(), when.max()) if len(rows) else None
    if span is None:
        return []
    today = today or date.today()
    first = local_day(int(span[0]))
    last = local_day(int(span[1]))
    return [days for days in QUICK_PERIODS
            if last > today - timedelta(days=days) and first <= today - timedelta(days=days)]


def period(days: int, today: date | None = None) -> tuple[date, date]:
    """The last ``days`` days, today included."""
    today = today or date.today()
    return today - timedelta(days=days - 1), today


def played_name(store: Store | None, ruleset_id: str) -> str:
    """The name of rules games were played under, as players know it: never the id they
    are filed under (a changed copy of a built-in ruleset is filed as ``<id>~<hash>``)."""
    name = ruleset_id
    if store is not None:
        with contextlib.suppress(StoreError):
            name = store.ruleset_name(ruleset_id)
    return "Other rules" if name == ruleset_id and "~" in name else name


def people(store: Store, rows: Rows | None = None) -> list[str]:
    """People with finished games, most recent first."""
    rows = rows if rows is not None else load(store)
    c = rows.cols
    person = np.flatnonzero(c["computer"] == 0)
    if not len(person):
        return []
    latest = np.full(len(rows.names), -1, dtype=np.int64)
    np.maximum.at(latest, c["name"][person], c["game"][person])
    order = np.argsort(-latest, kind="stable")
    return [rows.names[i] for i in order if latest[i] >= 0]


def played_rulesets(rows: Rows) -> list[str]:
    """Ruleset ids of finished games, the most played first."""
    c = rows.cols
    _, first = np.unique(c["game"], return_index=True)  # a game's seats share its rules
    count = np.bincount(c["ruleset"][first], minlength=len(rows.rulesets))
    return [rows.rulesets[i] for i in np.argsort(-count, kind="stable") if count[i]]


# -- cached reviews -----------------------------------------------------------------------------

def reviewed_modes() -> tuple[str, ...]:
    """The games that have a review of their decisions (the others' games are never
    reviewed, and no window offers to)."""
    return tuple(m.id for m in modes() if m.review is not None)


_UNKNOWN_GAME = QT_TRANSLATE_NOOP("Filters", "This game was played with a game this version "
                                  "does not know: no review.")
_NO_REVIEW = QT_TRANSLATE_NOOP("Filters", "{game} games have no review.")


def no_review(mode_id: str) -> str | None:
    """Why a game of this mode cannot be reviewed (one sentence), or None if it can."""
    try:
        game = mode(mode_id)
    except YachtDiceError:
        return _UNKNOWN_GAME.text
    return None if game.review is not None else _NO_REVIEW.format(game=game.name)


def game_modes(store: Store, game_ids: Sequence[int]) -> dict[int, str]:
    """The game (mode id) each stored game was played with, by game id."""
    return {game: mode_id for game, (mode_id, _) in _modes_and_dice(store, game_ids).items()}


def _modes_and_dice(store: Store, game_ids: Sequence[int]) -> dict[int, tuple[str, str]]:
    """The game (mode id) and the dice (rolled, real, online) of each stored game, by id."""
    found: dict[int, tuple[str, str]] = {}
    ids = list(dict.fromkeys(int(g) for g in game_ids))
    for lo in range(0, len(ids), 500):
        chunk = ids[lo:lo + 500]
        found.update((int(r[0]), (str(r[1]), str(r[2]))) for r in store._read(
            f"SELECT id, mode, dice FROM games WHERE id IN ({','.join('?' * len(chunk))})",
            chunk))
    return found


def review_versions() -> dict[str, str]:
    """The version of what each reviewed game's review judges by besides the rules and the
    engine (the word game's dictionary), by mode id: only the games that tell one."""
    found: dict[str, str] = {}
    for m in modes():
        if m.review is not None and m.review_data is not None:
            version = m.review_data()
            if version is not None:
                found[m.id] = version
    return found


#: what a review of an online game judges besides its game's data: the player's own play (the
#: turns a computer played for an away player left out); its data version is this before its
#: game's (a review kept without it counted those turns, or was made by an older copy, and is
#: made again; no schema step, so an older copy still opens the history)
OWN_PLAY = "own:"


def _data_version(versions: dict[str, str], mode_id: str, dice: str) -> str | None:
    """The data version a review of a game of ``mode_id`` played with ``dice`` is kept with."""
    version = versions.get(mode_id)
    return OWN_PLAY + (version or "") if dice == ONLINE else version


def _current(versions: dict[str, str]) -> tuple[str, list[str]]:
    """SQL that holds for a review ``r`` made with the current version of its game's data
    (any version, NULL too, for a game whose review tells none) and, for an online game, of
    the player's own play (:data:`OWN_PLAY`), and its arguments. Each mode's games are one
    uncorrelated list from the games_by_mode index: no review is joined to its game's row
    (as fast as no test at all for 3,000 reviews)."""
    online = "SELECT id FROM games WHERE dice = ?"
    tests = [f"NOT (r.game_id IN ({online} AND mode = ?) AND r.data_version IS NOT ?)"
             for _ in versions]
    args: list[str] = [x for m, v in versions.items() for x in (ONLINE, m, OWN_PLAY + v)]
    tests += ["NOT (r.game_id IN (SELECT id FROM games WHERE mode = ? AND dice IS NOT ?) "
              "AND r.data_version IS NOT ?)" for _ in versions]
    args += [x for m, v in versions.items() for x in (m, ONLINE, v)]
    # an online game of a game whose review tells no version: only the own play's mark
    others = ",".join("?" * len(versions))
    tests.append(f"NOT (r.game_id IN ({online}"
                 f"{f' AND mode NOT IN ({others})' if versions else ''}) "
                 f"AND r.data_version IS NOT ?)")
    args += [ONLINE, *versions, OWN_PLAY]
    return " AND ".join(tests), args


def unreviewed(store: Store, f: Filters, engine: int,
               versions: dict[str, str] | None = None) -> list[tuple[int, int, str]]:
    """(game, seat, ruleset id) of counted scores of the games that have a review, without
    a review by this engine version made with the current version of its game's data
    (``versions``: :func:`review_versions`), newest first."""
    where, args = _where(f)
    reviewed = reviewed_modes()
    if not reviewed:
        return []
    current, current_args = _current(review_versions() if versions is None else versions)
    rows = store._read(
        f"SELECT s.game_id, s.seat, s.ruleset_id {_COUNTED}{where} "
        f"AND s.game_id IN (SELECT id FROM games WHERE mode IN "
        f"({','.join('?' * len(reviewed))})) AND NOT EXISTS "
        f"(SELECT 1 FROM reviews AS r WHERE r.game_id = s.game_id AND r.seat = s.seat "
        f"AND r.engine = ? AND {current} AND ({_SANE} OR (r.given_away = {NOT_PLAYED} "
        f"AND r.game_id IN (SELECT id FROM games WHERE dice = ?)))) "
        f"ORDER BY s.ended DESC, s.game_id DESC",
        [*args, *reviewed, engine, *current_args, ONLINE])
    return [(int(r[0]), int(r[1]), str(r[2])) for r in rows]


#: a review's points given away as a game can give them (no seat scores more than
#: MAX_TOTAL): a row beyond it (1e308 from a tampered file crashed the charts' ranges) is
#: read as no review, and the game is reviewed again
_SANE = f"r.given_away BETWEEN 0 AND {MAX_TOTAL}"
#: the figure kept for a seat a computer played every turn of (for a player away from an
#: online game): reviewed, so not reviewed again, but none of the player's own play to
#: show (0 would read as perfect play), so left out of the charts as an insane one is
NOT_PLAYED = -1.0


def save_reviews(store: Store, reviews: Sequence[tuple[int, int, float]], engine: int,
                 versions: dict[str, str] | None = None) -> None:
    """Keep (game, seat, expected points given away) so each game is reviewed once, with
    the version of its game's data they were made with (``versions``, by mode id: the
    current ones, :func:`review_versions`; none for a game whose review tells none)."""
    versions = review_versions() if versions is None else versions
    played = _modes_and_dice(store, [g for g, _, _ in reviews])
    with transaction(store._conn) as c:
        c.executemany("INSERT INTO reviews (game_id, seat, engine, given_away, data_version) "
                      "VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, seat) DO UPDATE SET "
                      "engine = excluded.engine, given_away = excluded.given_away, "
                      "data_version = excluded.data_version",
                      [(g, s, engine, float(v), _data_version(versions, *played.get(g, ("", ""))))
                       for g, s, v in reviews])


def not_played(store: Store, f: Filters, engine: int) -> int:
    """How many counted scores have a current review kept as NOT_PLAYED (a computer played
    every turn of the seat for an away player: no figure of the player's own)."""
    where, args = _where(f)
    current, current_args = _current(review_versions())
    return int(store._read(
        f"SELECT count(*) {_COUNTED}{where} AND EXISTS (SELECT 1 FROM reviews AS r "
        f"WHERE r.game_id = s.game_id AND r.seat = s.seat AND r.engine = ? AND {current} "
        f"AND r.given_away = {NOT_PLAYED})", [*args, engine, *current_args])[0][0])


def reviewed_series(store: Store, f: Filters, engine: int, rows: Rows | None = None
                    ) -> tuple[IntArray, FloatArray, FloatArray]:
    """(game, when, expected points given away) of the counted scores already reviewed by
    this engine with the current version of their game's data, oldest first (a review made
    with another dictionary is left out until it is made again)."""
    rows = rows if rows is not None else load(store)
    current, current_args = _current(review_versions())
    cur = store._conn.execute(
        f"SELECT r.game_id, r.seat, r.given_away FROM reviews AS r "
        f"WHERE r.engine = ? AND {current} AND {_SANE}",
        (engine, *current_args))
    got = np.array(cur.fetchall(), dtype=np.float64).reshape(-1, 3)
    keep = np.flatnonzero(counted(rows, f))
    c = rows.cols
    keep, _ = _points_only(store, rows, keep, f)
    key = c["game"][keep].astype(np.int64) * 4096 + c["seat"][keep]
    want = got[:, 0].astype(np.int64) * 4096 + got[:, 1].astype(np.int64)
    by_key = np.argsort(key)
    at = np.minimum(np.searchsorted(key[by_key], want), max(0, len(key) - 1))
    ok = key[by_key[at]] == want if len(key) else np.zeros(len(want), dtype=np.bool_)
    given = np.full(len(keep), np.nan)
    given[by_key[at[ok]]] = got[ok, 2]
    have = np.flatnonzero(~np.isnan(given))  # rows are oldest first already
    return (c["game"][keep][have].astype(np.int64), c["when"][keep][have].astype(np.float64),
            given[have])


# -- export -------------------------------------------------------------------------------------

CSV_HEADER = ("game", "date", "ruleset", "player", "computer", "score", "upper_bonus",
              "extra_bonus", "place", "assisted")


def export_rows(store: Store, f: Filters) -> list[tuple[object, ...]]:
    """The counted scores, oldest first, one row per score (see CSV_HEADER)."""
    check(store, f)
    where, args = _where(f)
    return [tuple(r) for r in store._read(
        f"SELECT s.game_id, date(s.ended, 'localtime'), s.ruleset_id, s.name, s.computer, "
        f"s.total, s.upper_bonus, s.extra_bonus, s.place, s.assisted {_COUNTED}{where} "
        f"ORDER BY s.ended, s.game_id, s.seat", args)]


#: the (seat, turn) pairs a computer played for a player away, by stored game id
StoodIn = Mapping[int, Collection[tuple[int, int]]]
#: what finds those pairs of a stored game (what keeps online games: the window's)
StoodInFinder = Callable[[Store, StoredGame], Collection[tuple[int, int]]]


def stood_in_turns(store: Store, found: Iterable[StoodInFinder], games: Collection[int]
                   ) -> dict[int, tuple[tuple[int, int], ...]]:
    """The turns a computer played for an away player in those of ``games`` (stored game
    ids: the ones about to be reviewed) that are finished online games, as ``found`` (what
    keeps online games: the window's) reads them off a stored game; only the games with
    such turns. A game that cannot be read any more is passed over."""
    finders = list(found)
    out: dict[int, tuple[tuple[int, int], ...]] = {}
    if not finders or not games:
        return out
    ids = sorted({int(g) for g in games})
    online = [int(r[0]) for lo in range(0, len(ids), 500) for r in store._read(
        f"SELECT id FROM games WHERE dice = ? AND status = 'finished' AND id IN "
        f"({','.join('?' * len(ids[lo:lo + 500]))})", [ONLINE, *ids[lo:lo + 500]])]
    for game in online:
        try:
            stored = store.game(game)
        except (KeyError, StoreError):
            continue
        turns = sorted({t for find in finders for t in find(store, stored)})
        if turns:
            out[game] = tuple(turns)
    return out


def review_missing(path: Path, f: Filters, tables: Path,
                   progress: Callable[[int, int], None] | None = None,
                   stood_in: StoodIn | None = None) -> int:
    """Review every counted score not yet reviewed (newest first) and keep the results:
    the seat's own play (the turns ``stood_in`` names for its game, which a computer played
    for the player while away, left out, as the review window leaves them out).

    A game that cannot be read any more is passed over. Opens its own connection (for a
    worker thread). Returns how many were reviewed."""
    stood_in = {} if stood_in is None else stood_in
    with Store.open(path) as store:
        versions = review_versions()  # asked once: what the whole run judges by
        engine_version = review_version()
        todo = unreviewed(store, f, engine_version, versions)
        engines: dict[str, object] = {}
        done: list[tuple[int, int, float]] = []
        count = 0
        for i, (game, seat, _) in enumerate(todo):
            try:
                record = store.game(game).record
            except (KeyError, StoreError):  # deleted meanwhile, or no longer readable (its
                if progress is not None:    # words since left the dictionary): passed over
                    progress(i + 1, len(todo))
                continue
            key = record.ruleset.content_hash()
            game_mode = mode_for(record.ruleset)
            engine = None  # a game whose review needs no strategy engine is handed none
            if game_mode.review_solves:
                engine_for = game_store(game_mode.id).review_engine
                if engine_for is None:
                    raise YachtDiceError(f"{game_mode.name} has no strategy engine to review by")
                if key not in engines:
                    engines.clear()  # a table is tens of MB: one at a time
                    def solving(_: object, reviewed: int = i) -> None:
                        if progress is not None:  # a stop (it raises) ends the solve too
                            progress(reviewed, len(todo))

                    engines[key] = engine_for(record.ruleset, solving, tables)
                engine = engines[key]
            review = game_mode.review
            assert review is not None  # only games with a review are listed
            turns = stood_in.get(game, ())
            judged = own_play(review(record, engine, [seat]), turns)
            none_own = bool(turns) and not any(getattr(d, "player", None) == seat
                                               for d in getattr(judged, "decisions", ()))
            done.append((game, seat, NOT_PLAYED if none_own else judged.total_loss(seat)))
            if len(done) >= 20:
                save_reviews(store, done, engine_version, versions)
                done = []
            if progress is not None:
                progress(i + 1, len(todo))
            count += 1
        if done:
            save_reviews(store, done, engine_version, versions)
        return count
