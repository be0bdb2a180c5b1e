"""Every finished seat as NumPy columns, so a statistics filter is a mask, not a query.

Reading 100,000 games' seats row by row through SQLite costs seconds (a Python object
per value); the same seats kept as one packed snapshot (a BLOB in ``stats_snapshot``)
load in milliseconds. Triggers note in ``stats_touched`` every game that finishes, is
reopened, changed or deleted after the snapshot was written; loading takes the snapshot,
drops the touched games and reads them again from ``seats``. :func:`save_snapshot` (run
off the GUI thread) writes a fresh snapshot and forgets the touched games, in one
transaction. Without a snapshot (or with one of another format) every seat is read from
the tables, once, and per-box figures come from an SQL aggregate instead.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import numpy.typing as npt

from yachtdice.store.database import classify, transaction
from yachtdice.store.store import Store
from yachtdice.store.stored import DICE, ORIGINS

FORMAT = 3  # 2: seconds as 64 bits (a 32-bit sum wrapped past 68 years); 3: origin and dice
#: touched games beyond which a window asks for a fresh snapshot
STALE = 200

IntArray = npt.NDArray[np.int64]
#: one column of the rows, of its own width (:data:`DTYPES`)
Column = npt.NDArray[np.integer]
BoxMatrix = npt.NDArray[np.int16]

def _coded(column: str, kinds: tuple[str, ...]) -> str:
    """A seat's game's ``column`` as its place in ``kinds`` (-1: another), for a filter's
    mask: where the game comes from, or how its dice were thrown."""
    cases = " ".join(f"WHEN '{k}' THEN {i}" for i, k in enumerate(kinds))
    return (f"(SELECT CASE g.{column} {cases} ELSE -1 END FROM games AS g "
            f"WHERE g.id = s.game_id)")


# the seat columns and how each is packed (text columns hold codes into lists)
DTYPES = {"game": "<i8", "seat": "<i2", "when": "<i8", "total": "<i4", "computer": "<i1",
          "assisted": "<i1", "ruleset": "<i4", "name": "<i4", "strategy": "<i4",
          "upper_bonus": "<i4", "extra_bonus": "<i4", "all_same": "<i4", "place": "<i2",
          "seconds": "<i8", "origin": "<i1", "dice": "<i1"}
COLUMNS = tuple(DTYPES)
_TEXT = {"ruleset": "s.ruleset_id", "name": "s.name", "strategy": "s.strategy"}
_NUMBERS = {"game": "s.game_id", "seat": "s.seat", "when": "coalesce(unixepoch(s.ended), 0)",
            "total": "s.total", "computer": "s.computer", "assisted": "s.assisted",
            "upper_bonus": "coalesce(s.upper_bonus, 0)",
            "extra_bonus": "coalesce(s.extra_bonus, 0)", "all_same": "coalesce(s.all_same, -1)",
            "place": "coalesce(s.place, -1)", "seconds": "coalesce(s.seconds, 0)",
            "origin": _coded("origin", ORIGINS), "dice": _coded("dice", DICE)}
_FINISHED = " FROM seats AS s WHERE s.ended IS NOT NULL AND s.total IS NOT NULL"
_KEY = "s.game_id * 4096 + s.seat"  # a seat of a game as one number (seats are few)


def _numbers(text: str | None) -> IntArray:
    """A comma-separated list of integers (as group_concat writes it), parsed in C."""
    if not text:
        return np.zeros(0, dtype=np.int64)
    out: IntArray = np.fromstring(text, dtype=np.int64, sep=",")
    return out


@dataclass
class Rows:
    """Finished seats, oldest first (by end, game, seat); ``-1`` stands for NULL.

    ``box_points()`` is (rows x categories) points, -1 where a row has no such box, or
    None when they were not loaded with the snapshot (then ask SQL)."""

    cols: dict[str, Column]
    rulesets: list[str]
    names: list[str]
    strategies: list[str]
    categories: list[str] = field(default_factory=list)
    stale: bool = False
    boxes_loader: Callable[[], BoxMatrix | None] | None = field(default=None, repr=False)
    _boxes: BoxMatrix | None = field(default=None, repr=False)
    _pairs: tuple[IntArray, IntArray] | None = field(default=None, repr=False)

    def __len__(self) -> int:
        return len(self.cols["game"])

    def code(self, kind: str, text: str | None) -> int:
        """The code of a ruleset id or a name; -2 (matches nothing) when unknown."""
        values = {"ruleset": self.rulesets, "name": self.names}[kind]
        try:
            return values.index(text) if text is not None else -2
        except ValueError:
            return -2

    def box_points(self) -> BoxMatrix | None:
        if self._boxes is None and self.boxes_loader is not None:
            self._boxes = self.boxes_loader()
            self.boxes_loader = None  # asked once
        return self._boxes

    def pairs(self) -> tuple[IntArray, IntArray]:
        """(me, other): every ordered pair of rows of the same game."""
        if self._pairs is None:
            game = self.cols["game"]
            order = np.argsort(game, kind="stable")
            g = game[order]
            mine: list[IntArray] = []
            theirs: list[IntArray] = []
            for d in range(1, len(g)):
                same = np.flatnonzero(g[:-d] == g[d:])
                if not len(same):
                    break
                a, b = order[same], order[same + d]
                mine += [a, b]
                theirs += [b, a]
            self._pairs = ((np.concatenate(mine), np.concatenate(theirs)) if mine else
                           (np.zeros(0, np.int64), np.zeros(0, np.int64)))
        return self._pairs


def version(store: Store) -> int:
    """A number that grows whenever a finished game changes (finishes, is reopened, changed
    or deleted), in any copy: equal numbers mean the same rows."""
    row = store._read("SELECT seq FROM sqlite_sequence WHERE name = 'stats_touched'")
    return int(row[0][0]) if row else 0


def has_snapshot(store: Store) -> bool:
    return bool(store._read("SELECT 1 FROM stats_snapshot WHERE id = 1"))


def finished_seats(store: Store) -> int:
    """How many finished seats the history holds (from the running totals: no scan)."""
    return int(store._read("SELECT coalesce(sum(games), 0) FROM player_totals")[0][0])


def first_rows(path: Path) -> Rows:
    """Write the snapshot and load the rows from it, on a connection of its own (for a
    worker thread, the first time a long history is read)."""
    save_snapshot(path)
    with Store.open(path) as store:
        return load(store)


def empty_rows() -> Rows:
    """No seats at all."""
    return Rows(_columns(np.zeros((0, len(COLUMNS)), dtype=np.int64)), [], [], [])


def _matrix(conn: sqlite3.Connection, tables: dict[str, list[str]], where: str = "",
            args: Sequence[object] = ()) -> IntArray:
    """Finished seats as an int matrix (any order), text columns coded (new texts
    appended to ``tables``). Read as one text per column, not one object per value."""
    numeric = [k for k in COLUMNS if k in _NUMBERS]
    got = conn.execute("SELECT " + ", ".join(f"group_concat({_NUMBERS[k]})" for k in numeric)
                       + _FINISHED + where, args).fetchone()
    parsed = dict(zip(numeric, map(_numbers, got), strict=True))
    key = parsed["game"] * 4096 + parsed["seat"]
    by_key = np.argsort(key)
    for kind, column in _TEXT.items():
        codes = np.full(len(key), -1, dtype=np.int64)
        index = {t: i for i, t in enumerate(tables[kind])}
        for text, keys in conn.execute(f"SELECT {column}, group_concat({_KEY}){_FINISHED}"
                                       f"{where} GROUP BY {column}", args):
            at = by_key[np.searchsorted(key[by_key], _numbers(keys))]
            codes[at] = _code(tables[kind], index, text)
        parsed[kind] = codes
    return np.stack([parsed[k] for k in COLUMNS], axis=1).reshape(-1, len(COLUMNS))


def _box_rows(conn: sqlite3.Connection, categories: list[str], where: str = "",
              args: Sequence[object] = ()) -> IntArray:
    """(key, category code, points) of the boxes of finished seats, read per category."""
    index = {c: i for i, c in enumerate(categories)}
    parts = [np.zeros((0, 3), dtype=np.int64)]
    # every box at once needs no join: boxes of seats not finished match no row later
    source = ("FROM boxes AS b JOIN seats AS s ON s.game_id = b.game_id AND s.seat = b.seat "
              f"WHERE s.ended IS NOT NULL AND s.total IS NOT NULL{where}") if where else \
        "FROM boxes AS b"
    key = _KEY.replace("s.", "b.")
    for category, keys, points in conn.execute(
            f"SELECT b.category, group_concat({key}), group_concat(b.points) {source} "
            f"GROUP BY b.category", args):
        k = _numbers(keys)
        parts.append(np.stack([k, np.full(len(k), _code(categories, index, category)),
                               _numbers(points)], axis=1))
    return np.concatenate(parts)


def _code(values: list[str], index: dict[str, int], text: object) -> int:
    if text is None:
        return -1
    key = str(text)
    if key not in index:
        index[key] = len(values)
        values.append(key)
    return index[key]


def _order(matrix: IntArray) -> npt.NDArray[np.intp]:
    game, seat, when = (COLUMNS.index(k) for k in ("game", "seat", "when"))
    return np.lexsort((matrix[:, seat], matrix[:, game], matrix[:, when]))


def _columns(matrix: IntArray) -> dict[str, Column]:
    return {k: np.ascontiguousarray(matrix[:, i]).astype(DTYPES[k])
            for i, k in enumerate(COLUMNS)}


def _box_matrix(game: Column, seat: Column, boxes: IntArray,
                width: int) -> BoxMatrix:
    """(rows x categories) points from (key, category code, points) box rows."""
    out = np.full((len(game), width), -1, dtype=np.int16)
    key = game.astype(np.int64) * 4096 + seat
    by_key = np.argsort(key)
    at = np.minimum(np.searchsorted(key[by_key], boxes[:, 0]), max(0, len(key) - 1))
    ok = key[by_key[at]] == boxes[:, 0] if len(key) else np.zeros(len(boxes), dtype=np.bool_)
    out[by_key[at[ok]], boxes[ok, 1]] = boxes[ok, 2]
    return out


def load(store: Store) -> Rows:
    """Every finished seat: the snapshot with the games touched since read again, or (with
    no usable snapshot) every seat read from the tables."""
    conn = store._conn
    try:
        conn.execute("BEGIN")  # one consistent view of snapshot, touched games and seats
        try:
            snap = _read_snapshot(conn)
            if snap is None:
                tables: dict[str, list[str]] = {k: [] for k in _TEXT}
                matrix = _matrix(conn, tables)
                matrix = matrix[_order(matrix)]
                return Rows(_columns(matrix), tables["ruleset"], tables["name"],
                            tables["strategy"], stale=True)
            touched = [int(r[0]) for r in conn.execute(
                "SELECT DISTINCT game_id FROM stats_touched")]
            return _merge(conn, snap, touched) if touched else snap
        finally:
            conn.execute("COMMIT")
    except sqlite3.Error as exc:
        raise classify(exc, store.path, "read") from None


def _merge(conn: sqlite3.Connection, snap: Rows, touched: list[int]) -> Rows:
    """The snapshot without the touched games, plus their seats as they are now."""
    keep = np.flatnonzero(~np.isin(snap.cols["game"], touched))
    tables = {"ruleset": list(snap.rulesets), "name": list(snap.names),
              "strategy": list(snap.strategies)}
    categories = list(snap.categories)
    news, boxes = [np.zeros((0, len(COLUMNS)), dtype=np.int64)], [np.zeros((0, 3), np.int64)]
    for lo in range(0, len(touched), 500):
        chunk = touched[lo:lo + 500]
        where = f" AND s.game_id IN ({','.join('?' * len(chunk))})"
        news.append(_matrix(conn, tables, where, chunk))
        boxes.append(_box_rows(conn, categories, where, chunk))
    new = np.concatenate(news)
    old = np.stack([snap.cols[k][keep].astype(np.int64) for k in COLUMNS], axis=1)
    matrix = np.concatenate([old, new])
    order = _order(matrix)
    cols = _columns(matrix[order])
    loader = snap.boxes_loader

    def merged_boxes() -> BoxMatrix | None:
        assert loader is not None
        stored = loader()
        if stored is None:
            return None
        mine = stored[keep]
        width = len(categories)
        fresh = _box_matrix(new[:, 0], new[:, 1], np.concatenate(boxes), width)
        mine = np.pad(mine, ((0, 0), (0, width - mine.shape[1])), constant_values=-1)
        out: BoxMatrix = np.concatenate([mine, fresh])[order]
        return out

    return Rows(cols, tables["ruleset"], tables["name"], tables["strategy"], categories,
                stale=len(touched) >= STALE, boxes_loader=merged_boxes)


# -- the snapshot --------------------------------------------------------------------------------

def _read_snapshot(conn: sqlite3.Connection) -> Rows | None:
    row = conn.execute("SELECT meta, seats FROM stats_snapshot WHERE id = 1").fetchone()
    if row is None:
        return None
    try:
        meta = json.loads(row[0])
        if meta.get("format") != FORMAT:
            return None
        n, k = int(meta["seats"]), len(meta["categories"])
        cols: dict[str, Column] = {}
        offset = 0
        for name, dtype in DTYPES.items():
            cols[name] = np.frombuffer(row[1], dtype=dtype, count=n, offset=offset)
            offset += n * np.dtype(dtype).itemsize
        path = conn.execute("PRAGMA database_list").fetchone()[2]

        def boxes() -> BoxMatrix | None:
            # the box points only when one ruleset is chosen (a connection of its own: the
            # window may ask from its worker thread); None if the snapshot was replaced
            with contextlib.closing(sqlite3.connect(path)) as c:
                got = c.execute("SELECT meta, boxes FROM stats_snapshot WHERE id = 1").fetchone()
            if got is None or got[0] != row[0]:
                return None
            out: BoxMatrix = np.frombuffer(got[1], dtype="<i2").reshape(n, k)
            return out

        return Rows(cols, [str(x) for x in meta["rulesets"]], [str(x) for x in meta["names"]],
                    [str(x) for x in meta["strategies"]],
                    [str(x) for x in meta["categories"]], boxes_loader=boxes)
    except (ValueError, KeyError, TypeError, AttributeError):
        return None


def save_snapshot(path: Path) -> int:
    """Write a fresh snapshot of every finished seat and forget the games touched before it
    (opens its own connection: for a worker thread). The seats are read in a read
    transaction; the write itself is short, so games are saved meanwhile as usual.
    Returns the seats kept (0 when nothing could be written)."""
    with Store.open(path) as store:
        if store.read_only:
            return 0
        c = store._conn
        try:
            c.execute("BEGIN")
            try:
                through = c.execute("SELECT coalesce(max(seq), 0) FROM stats_touched"
                                    ).fetchone()[0]
                tables: dict[str, list[str]] = {k: [] for k in _TEXT}
                matrix = _matrix(c, tables)
                categories: list[str] = []
                box_rows = _box_rows(c, categories)
            finally:
                c.execute("COMMIT")
        except sqlite3.Error as exc:
            raise classify(exc, path, "read") from None
        matrix = matrix[_order(matrix)]
        cols = _columns(matrix)
        points = _box_matrix(matrix[:, 0], matrix[:, 1], box_rows, len(categories))
        meta = {"format": FORMAT, "seats": len(matrix), "through": through,
                "categories": categories, "rulesets": tables["ruleset"],
                "names": tables["name"], "strategies": tables["strategy"]}
        seats = b"".join(cols[k].tobytes() for k in COLUMNS)
        with transaction(c, path):
            row = c.execute("SELECT meta FROM stats_snapshot WHERE id = 1").fetchone()
            with contextlib.suppress(ValueError, TypeError, AttributeError):
                if row is not None and int(json.loads(row[0]).get("through", 0)) > through:
                    return 0  # another copy wrote a newer one meanwhile
            c.execute("INSERT INTO stats_snapshot (id, meta, seats, boxes) VALUES (1, ?, ?, ?) "
                      "ON CONFLICT (id) DO UPDATE SET meta = excluded.meta, "
                      "seats = excluded.seats, boxes = excluded.boxes",
                      (json.dumps(meta), seats, points.astype("<i2").tobytes()))
            c.execute("DELETE FROM stats_touched WHERE seq <= ?", (through,))
        return len(matrix)
