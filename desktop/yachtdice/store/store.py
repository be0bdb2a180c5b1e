"""The store: custom rulesets, games (finished and in progress), high scores and statistics.

>>> import tempfile, pathlib
>>> from yachtdice.core import GameRecord, Player, Roll, Score
>>> from yachtdice.core.modes.pips.presets import preset
>>> store = Store.open(pathlib.Path(tempfile.mkdtemp()) / "demo.sqlite3")
>>> record = GameRecord.new(preset("yacht"), [Player("Ann")])
>>> game = store.start_game(record)
>>> record = record.then(Roll((6, 6, 6, 6, 6)))
>>> store.save_progress(game, record)
>>> store.in_progress().record.state.dice
(6, 6, 6, 6, 6)
>>> store.close()
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import sqlite3
import uuid
from collections.abc import Iterable, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import NotRequired, TypedDict, TypeVar, overload

from yachtdice.core import GameRecord, RecordError, YachtDiceError
from yachtdice.core.jsontext import (
    JsonLike,
    JsonObject,
    JSONTextError,
    JsonValue,
    Member,
    check,
    excerpt,
    loads,
    members,
)
from yachtdice.core.modes import (
    AnyMode,
    Rules,
    default_mode,
    is_builtin,
    mode_for,
    mode_of,
    ruleset_by_id,
    ruleset_from_dict,
)
from yachtdice.core.record import FORMAT as RECORD_FORMAT
from yachtdice.core.record import FORMAT_VERSION as RECORD_VERSION
from yachtdice.core.record import MAX_RECORD_BYTES, RecordJson, action_to_json, read_ruleset
from yachtdice.core.registry import ModeOf
from yachtdice.core.rulesets import rules_text_problem
from yachtdice.core.values import value_type
from yachtdice.paths import database_path
from yachtdice.store.database import StoreError, classify, connect, transaction
from yachtdice.store.dates import stored_time, time_problem
from yachtdice.store.results import seat_results
from yachtdice.store.ruleset_names import builtin_name_problem, marked_custom, shown_name
from yachtdice.store.sessions import GameSessions
from yachtdice.store.stored import (
    ABANDONED,
    DICE,
    FINISHED,
    HERE,
    IMPORTED,
    IN_PROGRESS,
    ONLINE,
    ORIGINS,
    RECORDED,
    ROLLED,
    GameSummary,
    HighScore,
    ImportResult,
    PlayerSummary,
    SeatSummary,
    StoredGame,
)

R = TypeVar("R", bound=Rules)
T = TypeVar("T")


def now() -> str:
    """The current time as stored: ISO 8601, UTC, to the second."""
    return datetime.now(UTC).isoformat(timespec="seconds")


class Store(GameSessions):
    """One SQLite database. Every write is a transaction; reads see committed data only.

    Errors are StoreError subclasses, each one sentence: StoreBusy, StoreFull, StoreReadOnly.
    """

    def __init__(self, conn: sqlite3.Connection, path: Path, notice: str | None,
                 cannot_write: StoreError | None = None) -> None:
        self._conn = conn
        self.path = path
        self.notice = notice  # one sentence for the player: a file moved aside, or read-only
        #: Why nothing can be saved (StoreFull or StoreReadOnly at opening), else None.
        self.cannot_write = cannot_write

    @classmethod
    def open(cls, path: Path | None = None) -> Store:
        """Open the database at ``path`` (default: the user data directory)."""
        path = path or database_path()
        opened = connect(path)
        store = cls(opened.connection, path, opened.notice, opened.cannot_write)
        store._refile()
        return store

    def _refile(self) -> None:
        """File again the games whose game now files their rules under a built-in id (games
        with the teacher's rule were once filed as ``place-value-4~7bd30cde``), with their
        players' running totals. Each open looks; a store that cannot be written is read
        as it is."""
        moves = []
        for row in self._read("SELECT hash, ruleset_id, json FROM rule_versions "
                              "WHERE instr(ruleset_id, '~') > 0"):
            rules = _decoded(row["json"])
            if rules is not None and (filed := history_ruleset_id(rules)) != row["ruleset_id"]:
                moves.append((filed, str(row["hash"]), str(row["ruleset_id"])))
        if not moves or self.cannot_write is not None:
            return
        ids = sorted({rid for filed, _, old in moves for rid in (filed, old)})
        marks = ",".join("?" * len(ids))
        with contextlib.suppress(StoreError), self._write() as c:  # else: at the next open
            for filed, digest, _ in moves:
                c.execute("UPDATE rule_versions SET ruleset_id = ? WHERE hash = ?",
                          (filed, digest))
                c.execute("UPDATE games SET ruleset_id = ? WHERE rules_hash = ?", (filed, digest))
                c.execute("UPDATE seats SET ruleset_id = ? WHERE game_id IN "
                          "(SELECT id FROM games WHERE rules_hash = ?)", (filed, digest))
            c.execute(f"DELETE FROM player_totals WHERE ruleset_id IN ({marks})", ids)
            c.execute(f"INSERT INTO player_totals SELECT s.name, g.ruleset_id, s.computer, "
                      f"count(*), sum(s.total), max(s.total), sum(s.upper_bonus > 0), "
                      f"sum(coalesce(s.all_same > 0, 0)), sum(s.all_same IS NOT NULL) "
                      f"FROM seats AS s JOIN games AS g ON g.id = s.game_id "
                      f"WHERE g.status = 'finished' AND g.ruleset_id IN ({marks}) "
                      f"GROUP BY s.name, g.ruleset_id, s.computer", ids)
            c.execute(f"DELETE FROM player_boxes WHERE ruleset_id IN ({marks})", ids)
            c.execute(f"INSERT INTO player_boxes SELECT s.name, g.ruleset_id, b.category, "
                      f"count(*), sum(b.points) FROM boxes AS b JOIN seats AS s "
                      f"ON s.game_id = b.game_id AND s.seat = b.seat "
                      f"JOIN games AS g ON g.id = s.game_id "
                      f"WHERE g.status = 'finished' AND g.ruleset_id IN ({marks}) "
                      f"GROUP BY s.name, g.ruleset_id, b.category", ids)

    @property
    def read_only(self) -> bool:
        return self.cannot_write is not None

    def _write(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        """A write transaction; raises the reason at once if nothing can be saved."""
        if self.cannot_write is not None:
            raise type(self.cannot_write)(str(self.cannot_write))
        return transaction(self._conn, self.path)

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _read(self, sql: str, args: Sequence[object] = ()) -> list[sqlite3.Row]:
        try:
            cur = self._conn.execute(sql, args)
            cur.row_factory = sqlite3.Row
            return cur.fetchall()
        except sqlite3.Error as exc:
            raise classify(exc, self.path, "read") from None

    # -- rulesets --------------------------------------------------------------------------------
    def save_ruleset(self, ruleset: Rules, *, replace: bool = False) -> None:
        """Add a custom ruleset of any game, or replace the saved one of the same id if
        ``replace``.

        Built-in ids (of every game) are reserved, and so are built-in names: a name that
        reads as one ("YAHTZEE") is refused (see :mod:`.ruleset_names`). Saving the same
        rules again changes nothing;
        different rules under a saved id raise RulesetExists unless ``replace``. Games already
        played keep their exact rules either way.
        """
        if is_builtin(ruleset.id):
            raise StoreError(f"'{ruleset.id}' is a built-in ruleset; save yours under "
                             "another id.")
        problem = rules_text_problem(ruleset) or builtin_name_problem(ruleset.name)
        if problem is not None:
            raise StoreError(f"The ruleset cannot be saved: its {problem}.")
        stamp = now()
        text = ruleset.to_json(indent=None)
        with self._write() as c:
            row = c.execute("SELECT json FROM rulesets WHERE id = ?", (ruleset.id,)).fetchone()
            if row is not None and not replace and row[0] != text:
                raise RulesetExists(f"A different ruleset is already saved as '{ruleset.id}'; "
                                    "nothing was changed.")
            c.execute("INSERT INTO rulesets (id, name, json, created, updated) "
                      "VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET "
                      "name = excluded.name, json = excluded.json, updated = excluded.updated",
                      (ruleset.id, ruleset.name, text, stamp, stamp))

    def delete_ruleset(self, ruleset_id: str) -> None:
        """Forget a custom ruleset; games played under it keep their exact rules."""
        with self._write() as c:
            c.execute("DELETE FROM rulesets WHERE id = ?", (ruleset_id,))

    @overload
    def saved_rulesets(self) -> list[Rules]: ...

    @overload
    def saved_rulesets(self, game: ModeOf[R]) -> list[R]: ...

    def saved_rulesets(self, game: AnyMode | None = None) -> Sequence[Rules]:
        """The saved rulesets of every game (or of ``game``), by name.

        Each row is read with its game's own codec; rows that cannot be read (damaged, or of a
        game this copy does not know) are kept in the file, just not offered.
        """
        out = []
        for row in self._read("SELECT id, json FROM rulesets ORDER BY name, id"):
            rules = _decoded(row["json"], game)
            if rules is not None:
                out.append(rules)
        return out

    def custom_rulesets(self) -> list[Rules]:
        """The saved rulesets of the game whose files name none (the House Rules editor's),
        by name: ``saved_rulesets(default_mode())``, for callers that do not yet ask with
        their game."""
        found: list[Rules] = self.saved_rulesets(default_mode())
        return found

    def ruleset_name(self, ruleset_id: str) -> str:
        """The name to show for a ruleset id of the history (built-in, saved or played); rules
        of the player's own whose name reads as a built-in's are marked "(custom)"."""
        if is_builtin(ruleset_id):
            return self.saved_ruleset(ruleset_id).name
        rows = self._read("SELECT name FROM rulesets WHERE id = ?", (ruleset_id,))
        rows = rows or self._read("SELECT v.name FROM games AS g JOIN rule_versions AS v "
                                  "ON v.hash = g.rules_hash WHERE g.ruleset_id = ? LIMIT 1",
                                  (ruleset_id,))
        return shown_name(ruleset_id, str(rows[0][0])) if rows else ruleset_id

    def saved_ruleset(self, ruleset_id: str) -> Rules:
        """A built-in or saved ruleset of any game, by id (KeyError if there is none)."""
        if is_builtin(ruleset_id):
            found: Rules = ruleset_by_id(ruleset_id)
            return found
        return _decode(self._saved_json(ruleset_id), ruleset_id)

    @overload
    def ruleset(self, ruleset_id: str) -> Rules: ...

    @overload
    def ruleset(self, ruleset_id: str, game: ModeOf[R]) -> R: ...

    def ruleset(self, ruleset_id: str, game: AnyMode | None = None) -> Rules:
        """A built-in or saved ruleset of ``game``, by id (no game: of the game whose files
        name none, for callers that do not yet ask with theirs).

        Another game's ruleset is not one: KeyError, as for an unknown id.
        """
        of = default_mode() if game is None else game
        for built_in in of.presets:
            if built_in.id == ruleset_id:
                found: Rules = built_in
                return found
        if is_builtin(ruleset_id):
            other: AnyMode | None = mode_for(ruleset_by_id(ruleset_id))
            data: object = None
            how = "built in as"
        else:
            data = _data(self._saved_json(ruleset_id), ruleset_id)
            try:
                other = mode_of(data) if isinstance(data, dict) else None
            except YachtDiceError:
                other = None
            how = "saved as"
        if other is None or other.id != of.id:
            kind = f"{other.name.lower()} rules" if other is not None else "rules of no known game"
            raise KeyError(f"'{ruleset_id}' is {how} {kind}, not {of.name.lower()}")
        return _decode_data(data, ruleset_id)

    def _saved_json(self, ruleset_id: str) -> str:
        rows = self._read("SELECT json FROM rulesets WHERE id = ?", (ruleset_id,))
        if not rows:
            raise KeyError(f"no ruleset '{ruleset_id}' (neither built-in nor saved)")
        return str(rows[0]["json"])

    def knows_ruleset(self, ruleset_id: str) -> bool:
        """Whether ``ruleset_id`` is built in (of any game), saved, or has games filed under
        it (rules of their own that borrowed a built-in id, ``yahtzee~1a2b3c4d``)."""
        return is_builtin(ruleset_id) or bool(self._read(
            "SELECT 1 FROM rulesets WHERE id = ? UNION ALL "
            "SELECT 1 FROM games WHERE ruleset_id = ? LIMIT 1", (ruleset_id, ruleset_id)))

    def require_ruleset(self, ruleset_id: str) -> None:
        """Raise UnknownRuleset (one sentence) unless :meth:`knows_ruleset`."""
        if not self.knows_ruleset(ruleset_id):
            raise UnknownRuleset(f"There is no ruleset {ruleset_id!r} (neither built-in nor "
                                 "saved).")

    def filed_rules(self, ruleset_id: str) -> Rules | None:
        """The rules a history id stands for: the built-in or saved ruleset, else the rules
        its newest game was played under; None for an id unknown, or rules that cannot be
        read."""
        try:
            return self.saved_ruleset(ruleset_id)
        except (KeyError, StoreError):
            pass
        rows = self._read("SELECT v.json FROM games AS g JOIN rule_versions AS v "
                          "ON v.hash = g.rules_hash WHERE g.ruleset_id = ? "
                          "ORDER BY g.started DESC, g.id DESC LIMIT 1", (ruleset_id,))
        return _decoded(rows[0]["json"]) if rows else None

    # -- games -----------------------------------------------------------------------------------
    def start_game(self, record: GameRecord, *, uid: str | None = None,
                   started: str | None = None, dice: str = ROLLED,
                   host: str | None = None) -> int:
        """Store a new game (in progress), played here, and return its id. ``dice``: how
        its dice are thrown (ROLLED by this program, REAL dice entered by hand, or ONLINE
        with the name of who ``host``-ed it)."""
        with self._write() as c:
            game_id = self._insert_game(record, uid or uuid.uuid4().hex, started or now(),
                                        status=IN_PROGRESS, origin=HERE,
                                        dice=(dice, host))
            self._take_lease(c, game_id)
            self._note_progress(c, game_id, record)
            return game_id

    def save_progress(self, game_id: int, record: GameRecord, *,
                      used_hints: bool = False) -> None:
        """Save the log after an action; a finished game gets its results. One transaction."""
        with self._write() as c:
            row = c.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise StoreError(f"There is no game {game_id} to save.")
            if row[0] != IN_PROGRESS:
                raise StoreError(f"Game {game_id} is already over and cannot change.")
            self._guard_save(c, game_id, record)
            c.execute("UPDATE games SET actions = ?, used_undo = ?, "
                      "used_hints = (used_hints OR ?) WHERE id = ?",
                      (_actions_json(record), int(record.used_undo), int(used_hints), game_id))
            c.executemany("UPDATE seats SET assisted = 1 WHERE game_id = ? AND seat = ?",
                          [(game_id, seat) for seat in record.undo_seats])
            if record.state.finished:
                self._finish(game_id, record, now())

    def mark_hints_used(self, game_id: int, seat: int | None = None) -> None:
        """A hint was used: by the player at ``seat`` (None: every person at the table)."""
        with self._write() as c:
            c.execute("UPDATE games SET used_hints = 1 WHERE id = ?", (game_id,))
            c.execute("UPDATE seats SET assisted = 1 WHERE game_id = ? AND computer = 0 "
                      "AND (? IS NULL OR seat = ?)", (game_id, seat, seat))

    def abandon_game(self, game_id: int) -> None:
        """Set an unfinished game aside: it stays in the file, listed with the unfinished games
        (and no longer offered at start), and this copy lets go of it."""
        with self._write() as c:
            self._check_free(c, game_id)
            c.execute("DELETE FROM leases WHERE game_id = ?", (game_id,))
            c.execute("UPDATE games SET status = ?, ended = ? WHERE id = ? AND status = ?",
                      (ABANDONED, now(), game_id, IN_PROGRESS))

    def record_game(self, record: GameRecord, *, uid: str | None = None,
                    started: str | None = None, ended: str | None = None,
                    used_hints: bool = False, assisted: Iterable[int] = (),
                    origin: str = RECORDED, dice: str = ROLLED,
                    host: str | None = None) -> int:
        """Store a finished game at once (from the CLI, an import or a simulation).

        Without ``uid`` the game is identified by its content, so recording the same
        record twice stores it once; the id of the stored game is returned either way.
        ``assisted`` are the seats of the people who used a hint (Undo is read from the
        log): their scores are marked assisted in the high scores. A game handed over whole
        was not seen played, so its ``origin`` is RECORDED unless the caller played it here
        (HERE: the computer players of a simulation). ``dice`` and ``host``: as
        :meth:`start_game`.
        """
        game_id = self.record_games([record], uid=uid, started=started, ended=ended,
                                    used_hints=used_hints, origin=origin, dice=dice,
                                    host=host)[0]
        for seat in sorted(set(assisted)):
            self.mark_hints_used(game_id, seat)
        return game_id

    def record_games(self, records: Iterable[GameRecord], *, uid: str | None = None,
                     started: str | None = None, ended: str | None = None,
                     used_hints: bool = False, origin: str = RECORDED, dice: str = ROLLED,
                     host: str | None = None) -> list[int]:
        """Store finished games all or nothing, in one transaction; their ids, in order.

        ``records`` may arrive one at a time (an iterator: a long list is never held
        whole). An unfinished game among them, or one whose scores do not fit the history,
        is refused by its position and nothing is stored. ``origin``, ``dice`` and
        ``host``: as :meth:`record_game`.
        """
        if origin not in ORIGINS:
            raise ValueError(f"origin must be one of {', '.join(ORIGINS)}, not {origin!r}")
        _check_dice(dice, host)
        many = not isinstance(records, Sequence) or len(records) > 1
        ids = []
        with self._write() as c:
            for i, record in enumerate(records):
                where = f"record {i + 1}" if many else ""
                if not record.state.finished:
                    raise StoreError(f"{where}{': ' if where else ''}Only a finished game can "
                                     "be recorded; this one still has open boxes.")
                check_scores(record, where)
                key = uid or "record-" + hashlib.sha256(record.to_json().encode()).hexdigest()[:32]
                existing = c.execute("SELECT id FROM games WHERE uid = ?", (key,)).fetchone()
                if existing:
                    ids.append(int(existing[0]))
                    continue
                stamp = now()
                game_id = self._insert_game(record, key, started or stamp, status=IN_PROGRESS,
                                            used_hints=used_hints, origin=origin,
                                            dice=(dice, host))
                self._finish(game_id, record, ended or stamp)
                ids.append(game_id)
        return ids

    def delete_game(self, game_id: int) -> None:
        """Delete a finished game for good: its scores leave the high scores and statistics
        at once (the running totals follow by trigger). Unfinished games are deleted from
        their own list (:meth:`delete_unfinished`)."""
        with self._write() as c:
            row = c.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise StoreError(f"There is no game {game_id}.")
            if row[0] != FINISHED:
                raise StoreError(f"Game {game_id} is not finished: delete it from Unfinished "
                                 "Games.")
            c.execute("DELETE FROM games WHERE id = ?", (game_id,))

    def game(self, game_id: int) -> StoredGame:
        rows = self._read("SELECT * FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise KeyError(f"no game {game_id}")
        return self._load(rows[0])

    def in_progress(self) -> StoredGame | None:
        """The most recently started game that is under way, if any, ready to resume."""
        rows = self._read("SELECT * FROM games WHERE status = ? AND actions <> '[]' "
                          "ORDER BY started DESC, id DESC LIMIT 1",
                          (IN_PROGRESS,))
        return self._load(rows[0]) if rows else None

    def _insert_game(self, record: GameRecord, uid: str, started: str, *, status: str,
                     origin: str, used_hints: bool = False,
                     dice: tuple[str, str | None] = (ROLLED, None)) -> int:
        _check_dice(*dice)
        c = self._conn
        rules = record.ruleset
        ruleset_id = history_ruleset_id(rules)
        c.execute("INSERT OR IGNORE INTO rule_versions (hash, ruleset_id, name, json) "
                  "VALUES (?, ?, ?, ?)",
                  (rules.content_hash(), ruleset_id, rules.name, rules.to_json(indent=None)))
        cur = c.execute("INSERT INTO games (uid, ruleset_id, rules_hash, started, status, "
                        "actions, used_undo, used_hints, mode, origin, dice, host) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (uid, ruleset_id, rules.content_hash(), started, status,
                         _actions_json(record), int(record.used_undo), int(used_hints),
                         record.mode.id, origin, *dice))
        game_id = int(cur.lastrowid or 0)
        undid = record.undo_seats
        c.executemany("INSERT INTO seats (game_id, seat, ruleset_id, name, computer, strategy, "
                      "assisted) VALUES (?, ?, ?, ?, ?, ?, ?)",
                      [(game_id, i, ruleset_id, p.name, int(p.computer), p.strategy,
                        int(not p.computer and (used_hints or i in undid)))
                       for i, p in enumerate(record.players)])
        return game_id

    def _finish(self, game_id: int, record: GameRecord, ended: str) -> None:
        c = self._conn
        for seat in seat_results(record.state):
            c.execute("UPDATE seats SET total = ?, upper = ?, upper_bonus = ?, lower = ?, "
                      "extra_bonus = ?, all_same = ?, place = ?, details = COALESCE(?, details) "
                      "WHERE game_id = ? AND seat = ?",
                      (seat.total, seat.upper, seat.upper_bonus, seat.lower, seat.extra_bonus,
                       seat.all_same, seat.place,
                       json.dumps(seat.details) if seat.details else None, game_id, seat.seat))
            c.executemany("INSERT INTO boxes (game_id, seat, category, points) "
                          "VALUES (?, ?, ?, ?)",
                          [(game_id, seat.seat, box, points)
                           for box, points in seat.boxes.items()])
        c.execute("UPDATE games SET status = ?, ended = ? WHERE id = ?",
                  (FINISHED, ended, game_id))

    def _load(self, row: sqlite3.Row) -> StoredGame:
        rules = self._read("SELECT json FROM rule_versions WHERE hash = ?", (row["rules_hash"],))
        seats = self._read("SELECT name, computer, strategy FROM seats WHERE game_id = ? "
                           "ORDER BY seat", (row["id"],))
        try:
            data = {
                "format": RECORD_FORMAT, "version": RECORD_VERSION, "mode": row["mode"],
                "ruleset": loads(rules[0]["json"]) if rules else None,
                "players": [{"name": s["name"], "computer": bool(s["computer"]),
                             "strategy": s["strategy"]} for s in seats],
                "actions": loads(row["actions"], MAX_RECORD_BYTES),
            }
            record = GameRecord.from_dict(data)
        except (ValueError, RecordError) as exc:
            raise StoreError(f"Game {row['id']} cannot be restored: {exc}") from None
        return StoredGame(row["id"], row["uid"], record, row["started"], row["ended"],
                          row["status"], bool(row["used_hints"]), row["origin"], row["dice"],
                          row["host"])

    # -- high scores and statistics --------------------------------------------------------------
    def high_scores(self, ruleset_id: str, limit: int = 10, *, include_computer: bool = False,
                    unassisted_only: bool = False,
                    played_here_only: bool = False,
                    dice: Iterable[str] | None = None) -> list[HighScore]:
        """The best finished scores under one ruleset; ties go to the earlier game. Each says
        where its game comes from and how its dice were thrown; ``played_here_only`` keeps
        the games played here, ``dice`` (None: any) those whose dice were thrown so."""
        where = ["s.ruleset_id = ?", "s.total IS NOT NULL", "g.status = 'finished'"]
        if not include_computer:
            where.append("s.computer = 0")
        if unassisted_only:
            where.append("s.assisted = 0")
        if played_here_only:
            where.append(f"g.origin = '{HERE}'")
        args: list[object] = [ruleset_id]
        if dice is not None:
            kinds = sorted(set(dice) & set(DICE))
            if not kinds:
                return []
            where.append(f"g.dice IN ({','.join('?' * len(kinds))})")
            args += kinds
        rows = self._read(f"SELECT g.id AS game_id, s.name, s.total, g.ended, s.computer, "
                          f"s.assisted, g.origin, g.dice "
                          f"FROM seats AS s INDEXED BY seats_high_scores "
                          f"JOIN games AS g ON g.id = s.game_id WHERE {' AND '.join(where)} "
                          f"ORDER BY s.total DESC, g.ended ASC, g.id ASC, s.place ASC, "
                          f"s.seat ASC LIMIT ?",
                          (*args, max(0, limit)))
        return [HighScore(i + 1, r["name"], r["total"], r["ended"], bool(r["assisted"]),
                          bool(r["computer"]), r["game_id"], r["origin"], r["dice"])
                for i, r in enumerate(rows)]

    def rulesets_played(self) -> list[str]:
        """Ids of the rulesets with finished games, most played first."""
        rows = self._read("SELECT ruleset_id FROM games WHERE status = ? GROUP BY ruleset_id "
                          "ORDER BY count(*) DESC, ruleset_id", (FINISHED,))
        return [r[0] for r in rows]

    def player_names(self) -> list[str]:
        rows = self._read("SELECT name FROM seats WHERE computer = 0 GROUP BY name "
                          "ORDER BY max(game_id) DESC")
        return [r[0] for r in rows]

    def player_summary(self, name: str, ruleset_id: str | None = None) -> PlayerSummary:
        """A player's record (all seats with this name), from the running statistics."""
        where, args = "name = ?", [name]
        if ruleset_id is not None:
            where += " AND ruleset_id = ?"
            args.append(ruleset_id)
        row = self._read(f"SELECT sum(games) AS games, sum(total_sum) AS total_sum, "
                         f"max(best) AS best, sum(bonus_games) AS bonus_games, "
                         f"sum(all_same_games) AS same_games, sum(all_same_boxes) AS same_boxes "
                         f"FROM player_totals WHERE {where}", args)[0]
        games = row["games"] or 0
        boxes: dict[str, dict[str, float]] = {}
        for r in self._read(f"SELECT ruleset_id, category, points_sum * 1.0 / games AS average "
                            f"FROM player_boxes WHERE {where}", args):
            boxes.setdefault(r["ruleset_id"], {})[r["category"]] = float(r["average"])
        return PlayerSummary(
            name, ruleset_id, games,
            average=row["total_sum"] / games if games else None,
            best=row["best"] if games else None,
            upper_bonus_rate=row["bonus_games"] / games if games else None,
            all_same_rate=row["same_games"] / row["same_boxes"] if row["same_boxes"] else None,
            box_averages=boxes)

    def history(self, *, player: str | None = None, ruleset_id: str | None = None,
                limit: int | None = None, finished_only: bool = True,
                seats_where: tuple[str, Sequence[object]] | None = None) -> list[GameSummary]:
        """Games, newest first; with ``seats_where`` (an SQL condition on a seat ``s`` and its
        arguments: the statistics' filters), only games with a seat that meets it."""
        where: list[str] = ["1"]
        args: list[object] = []
        if seats_where is not None:
            where.append(f"EXISTS (SELECT 1 FROM seats AS s WHERE s.game_id = g.id "
                         f"AND {seats_where[0]})")
            args.extend(seats_where[1])
        if finished_only:
            where.append("g.status = 'finished'")
        if ruleset_id is not None:
            where.append("g.ruleset_id = ?")
            args.append(ruleset_id)
        if player is not None:
            where.append("EXISTS (SELECT 1 FROM seats AS p WHERE p.game_id = g.id "
                         "AND p.name = ?)")
            args.append(player)
        sql = (f"SELECT g.id, g.ruleset_id, v.name AS ruleset_name, g.started, g.ended, "
               f"g.status, (g.used_undo OR g.used_hints) AS assisted, g.origin, g.dice, "
               f"g.host "
               f"FROM games AS g JOIN rule_versions AS v ON v.hash = g.rules_hash "
               f"WHERE {' AND '.join(where)} ORDER BY g.started DESC, g.id DESC")
        if limit is not None:
            sql += " LIMIT ?"
            args.append(limit)
        games = self._read(sql, args)
        seats: dict[int, list[SeatSummary]] = {}
        ids = [g["id"] for g in games]
        for chunk in _chunks(ids, 500):
            marks = ",".join("?" * len(chunk))
            for s in self._read(f"SELECT * FROM seats WHERE game_id IN ({marks}) "
                                f"ORDER BY game_id, seat", chunk):
                seats.setdefault(s["game_id"], []).append(SeatSummary(
                    s["seat"], s["name"], bool(s["computer"]), s["strategy"], s["total"],
                    s["place"]))
        return [GameSummary(g["id"], g["ruleset_id"],
                            shown_name(g["ruleset_id"], g["ruleset_name"]), g["started"],
                            g["ended"], g["status"], bool(g["assisted"]),
                            tuple(seats.get(g["id"], ())), g["origin"], g["dice"], g["host"])
                for g in games]

    # -- settings --------------------------------------------------------------------------------
    def setting(self, key: str, default: JsonValue = None) -> JsonValue:
        rows = self._read("SELECT value FROM settings WHERE key = ?", (key,))
        if not rows or not isinstance(rows[0][0], str):
            return default
        try:  # as strictly as a file: a damaged value is the default, never a crash
            return loads(rows[0][0], SETTING_LIMIT)
        except JSONTextError:
            return default

    def set_setting(self, key: str, value: JsonLike) -> None:
        with self._write() as c:
            c.execute("INSERT INTO settings (key, value) VALUES (?, ?) "
                      "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                      (key, json.dumps(value)))

    # -- export and import -----------------------------------------------------------------------
    def export(self, game_ids: Iterable[int] | None = None) -> Export:
        """Games (all, or the given ones) and the custom rulesets, as one JSON document."""
        if game_ids is None:
            rows = self._read("SELECT * FROM games ORDER BY id")
        else:
            wanted = list(game_ids)
            rows = []
            for chunk in _chunks(wanted, 500):
                rows += self._read(f"SELECT * FROM games WHERE id IN "
                                   f"({','.join('?' * len(chunk))}) ORDER BY id", chunk)
            missing = set(wanted) - {r["id"] for r in rows}
            if missing:
                raise KeyError(f"no game {min(missing)}")
        games: list[ExportedGame] = []
        for row in rows:
            stored = self._load(row)
            entry = ExportedGame(uid=stored.uid, started=stored.started, ended=stored.ended,
                                 status=stored.status, used_hints=stored.used_hints,
                                 record=stored.record.to_dict())
            if stored.dice != ROLLED:  # read by newer versions; older ones leave it
                entry["dice"] = stored.dice
            if stored.host is not None:
                entry["host"] = stored.host
            if stored.record.state.finished:
                entry["totals"] = replay_totals(stored.record)
            games.append(entry)
        return Export(format=EXPORT_FORMAT, version=EXPORT_VERSION, exported=now(),
                      rulesets=[r.to_dict() for r in self.saved_rulesets()], games=games)

    def import_history(self, data: JsonValue) -> ImportResult:
        """Add exported games and rulesets (parsed JSON); games already here (same uid) are
        not doubled.

        All or nothing: a bad entry is reported by its position and nothing is added. The
        games added are IMPORTED (not played here, whatever the file says); a ruleset whose
        name reads as a built-in's is saved with "(custom)" after it.
        """
        if not isinstance(data, dict):
            return self.import_pieces([Member(None, None, data)])
        return self.import_pieces(_pieces(data))

    def import_text(self, chunks: Iterable[str], limit: int | None = None) -> ImportResult:
        """As :meth:`import_history`, for an export's text arriving in chunks (a file read a
        piece at a time, at most ``limit`` characters): its games are read, checked and
        stored one at a time, so memory holds one game, not the file."""
        return self.import_pieces(export_pieces(chunks, limit))

    def import_pieces(self, pieces: Iterable[Member]) -> ImportResult:
        """Store the pieces of an export (:func:`export_pieces`), in one transaction."""
        reading = _Reading()
        added = duplicates = rules_added = 0
        kept: list[str] = []
        with self._write() as c:
            for piece in pieces:
                what = reading.take(piece)
                if isinstance(what, _ExportedGame):
                    if c.execute("SELECT 1 FROM games WHERE uid = ?", (what.uid,)).fetchone():
                        duplicates += 1
                        continue
                    game_id = self._insert_game(what.record, what.uid, what.started,
                                                status=IN_PROGRESS, origin=IMPORTED,
                                                used_hints=what.used_hints, dice=what.dice)
                    if what.status == FINISHED:
                        self._finish(game_id, what.record, what.ended or what.started)
                    else:  # another machine's unfinished game is history here, not a resume
                        c.execute("UPDATE games SET status = ?, ended = ? WHERE id = ?",
                                  (ABANDONED, what.ended or what.started, game_id))
                    added += 1
                elif what is not None and not is_builtin(what.id):
                    what = marked_custom(what)
                    cur = c.execute("INSERT OR IGNORE INTO rulesets (id, name, json, created, "
                                    "updated) VALUES (?, ?, ?, ?, ?)",
                                    (what.id, what.name, what.to_json(indent=None), now(),
                                     now()))
                    rules_added += cur.rowcount
                    if not cur.rowcount:
                        row = c.execute("SELECT json FROM rulesets WHERE id = ?",
                                        (what.id,)).fetchone()
                        if row[0] != what.to_json(indent=None) and what.id not in kept:
                            kept.append(what.id)
            reading.finish()
        return ImportResult(added, duplicates, rules_added, tuple(kept))


EXPORT_FORMAT = "yachtdice-history"
EXPORT_VERSION = 1


class ExportedGame(TypedDict):
    """One game of an export: its record (:meth:`GameRecord.to_dict`), when and how it was
    played, and each seat's total if it is finished."""

    uid: str
    started: str
    ended: str | None
    status: str
    used_hints: bool
    record: RecordJson
    totals: NotRequired[list[int]]
    #: how its dice were thrown when not rolled by the program (REAL, ONLINE), who hosted
    dice: NotRequired[str]
    host: NotRequired[str]


class Export(TypedDict):
    """An export (:meth:`Store.export`): the saved rulesets and the games, as JSON."""

    format: str
    version: int
    exported: str
    rulesets: list[JsonObject]
    games: list[ExportedGame]
#: the longest setting kept, in characters (a filter is about 200)
SETTING_LIMIT = 100_000
#: the most games and rulesets one export may hold
MAX_IMPORT_GAMES = 100_000
MAX_IMPORT_RULESETS = 1_000
#: the most points a seat's total and one box may hold: what the statistics' packed
#: columns keep (32 and 16 bits); every built-in game's rules stay far below them
MAX_TOTAL = 2**31 - 1
MAX_BOX_POINTS = 2**15 - 1


class RulesetExists(StoreError):
    """Different rules are already saved under this id (save with ``replace`` to replace them)."""


class UnknownRuleset(StoreError):
    """A ruleset id that is neither built in, saved, nor in the history."""


def history_ruleset_id(rules: Rules) -> str:
    """The id a game's results are filed under: a built-in id only for exactly those rules,
    or for rules its game files with them (the same card with a game option changed).

    Rules that borrow a built-in id but differ from it (by content hash) are a custom ruleset
    of their own, filed as ``<id>~<first 8 hex digits of their hash>``; the ``~`` cannot occur
    in a ruleset id, so this never collides with a built-in or saved ruleset.
    """
    game = mode_for(rules)
    filed = game.filed_as(rules)
    if filed is not None:
        return filed
    try:
        builtin = ruleset_by_id(rules.id)
    except YachtDiceError:
        return rules.id
    if mode_for(builtin) is not game or rules.content_hash() != builtin.content_hash():
        return f"{rules.id}~{rules.content_hash()[:8]}"
    return rules.id


def _data(text: str, ruleset_id: str) -> object:
    """A saved ruleset row's JSON data; StoreError if it is not JSON any more."""
    try:
        return loads(text)
    except YachtDiceError as exc:
        raise StoreError(f"The saved ruleset '{ruleset_id}' cannot be read: {exc}") from None


def _decode_data(data: object, ruleset_id: str) -> Rules:
    try:
        rules: Rules = ruleset_from_dict(data)
    except YachtDiceError as exc:
        raise StoreError(f"The saved ruleset '{ruleset_id}' cannot be read: {exc}") from None
    return rules


def _decode(text: str, ruleset_id: str) -> Rules:
    """A saved ruleset of any game from its JSON text; StoreError says why not."""
    return _decode_data(_data(text, ruleset_id), ruleset_id)


def _decoded(text: object, game: AnyMode | None = None) -> Rules | None:
    """A ruleset row's rules (only if of ``game``, when given), or None when they cannot be
    read."""
    if not isinstance(text, str):
        return None
    try:
        data = loads(text)
        if game is None:
            return ruleset_from_dict(data)
        if not isinstance(data, dict) or mode_of(data).id != game.id:
            return None
        rules: Rules = game.ruleset_from_dict(data)
        return rules
    except YachtDiceError:
        return None


def replay_totals(record: GameRecord) -> list[int]:
    """Each seat's grand total, as the engine's replay of the log makes it."""
    return [r.total for r in seat_results(record.state)]


def check_claimed_totals(record: GameRecord, claimed: object, where: str) -> None:
    """Refuse a file's ``totals`` (one per seat) unless they equal the replay of the log."""
    if claimed is None:
        return
    field = f"{where}.totals" if where else "totals"
    if not isinstance(claimed, list) or any(isinstance(t, bool) or not isinstance(t, int)
                                            for t in claimed):
        raise StoreError(f"{field}: must be a list of whole numbers, one per player")
    actual = replay_totals(record) if record.state.finished else []
    if claimed != actual:
        raise StoreError(f"{field}: the file claims {_short(claimed)} but replaying "
                         f"its log scores {_short(actual)}; nothing was stored")


def _short(values: Sequence[object]) -> str:
    text = ", ".join(str(v) for v in values[:8])
    return f"[{text}{', ...' if len(values) > 8 else ''}]"


@value_type
class _ExportedGame:
    uid: str
    started: str
    ended: str | None
    status: str
    used_hints: bool
    record: GameRecord
    dice: tuple[str, str | None] = (ROLLED, None)


def _pieces(data: JsonObject) -> Iterator[Member]:
    """Parsed export data as the pieces :func:`members` reads of its text."""
    check(data)  # what the text would have been refused for (a lone surrogate, say)
    for key, value in data.items():
        if key in ("games", "rulesets") and isinstance(value, list):
            yield Member(key, None, [])
            yield from (Member(key, i, item) for i, item in enumerate(value))
        else:
            yield Member(key, None, value)


def export_pieces(chunks: Iterable[str], limit: int | None = None) -> Iterator[Member]:
    """An export's text arriving in chunks, as pieces for :meth:`Store.import_text`. Its
    beginning is read at once, so text that is not strict JSON or not an export is refused
    (in one sentence) before any history is opened. More than ``MAX_IMPORT_GAMES`` games
    (or ``MAX_IMPORT_RULESETS`` rulesets), or one game longer than a record may be, is
    refused as soon as it is met."""
    pieces = _unjammed(members(chunks, {"games": MAX_IMPORT_GAMES,
                                        "rulesets": MAX_IMPORT_RULESETS},
                               piece=MAX_RECORD_BYTES, total=limit))
    ahead: list[Member] = []
    header = _Reading()
    for piece in pieces:
        ahead.append(piece)
        if piece.key in ("games", "rulesets"):
            break
        header.take(piece)  # says at once what is wrong with the format or the version
    return itertools.chain(ahead, pieces)


def _unjammed(pieces: Iterable[Member]) -> Iterator[Member]:
    """The pieces of an export's text; text that is not strict JSON is one StoreError."""
    try:
        yield from pieces
    except JSONTextError as exc:
        reason = str(exc)
        raise StoreError(f"The history file is {reason}." if reason.startswith(("not ", "larger"))
                         else f"The history file cannot be read: {reason}.") from None


class _Reading:
    """An export read piece by piece: its header checked, each game and ruleset read and
    checked as it comes (what it remembers of each game is its uid and a digest)."""

    def __init__(self) -> None:
        self.header: dict[str, object] = {}
        self.lists: set[str] = set()
        self.seen: dict[str, tuple[int, bytes]] = {}  # uid -> first position, digest

    def take(self, piece: Member) -> _ExportedGame | Rules | None:
        """What one piece adds: a game (None for a game already in the file), a ruleset,
        or nothing; StoreError says what is wrong with it."""
        key, index, value = piece.key, piece.index, piece.value
        if key is None:
            raise StoreError("This file is not a Yacht Dice history export.")
        if key in ("format", "version"):
            self.header[key] = value
            self._check_header(complete=False)
        elif key in ("games", "rulesets"):
            self.lists.add(key)
            if index is None:
                if not isinstance(value, list):
                    raise StoreError("The export must hold lists of rulesets and games.")
                if value:  # a list not read piece by piece
                    raise StoreError(f"The export's {key} could not be read one by one.")
            elif key == "rulesets":
                return _exported_rules(index, value)
            else:
                return self._game(index, value)
        return None

    def finish(self) -> None:
        """Refuse an export without its header or its games (after the last piece)."""
        self._check_header(complete=True)
        if "games" not in self.lists:
            raise StoreError("The export must hold lists of rulesets and games.")

    def _check_header(self, complete: bool) -> None:
        if ("format" in self.header or complete) \
                and self.header.get("format") != EXPORT_FORMAT:
            raise StoreError("This file is not a Yacht Dice history export.")
        if "version" not in self.header and not complete:
            return
        version = self.header.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise StoreError("The export has no valid version number.")
        if version > EXPORT_VERSION:
            raise StoreError(f"The export comes from a newer Yacht Dice (format version "
                             f"{version}).")

    def _game(self, i: int, g: object) -> _ExportedGame | None:
        where = f"games[{i}]"
        if not isinstance(g, dict):
            raise StoreError(f"{where}: must be an object")
        uid, started, ended = g.get("uid"), g.get("started"), g.get("ended")
        status, hints = g.get("status"), g.get("used_hints", False)
        if not isinstance(uid, str) or not 1 <= len(uid) <= 100 or not uid.isprintable():
            raise StoreError(f"{where}.uid: must be text of 1 to 100 characters, without "
                             "control codes")
        for name, value in (("started", started), ("ended", ended)):
            problem = time_problem(value) if value is not None or name == "started" else None
            if problem is not None:
                raise StoreError(f"{where}.{name}: {problem}")
        if status not in (FINISHED, ABANDONED, IN_PROGRESS):
            raise StoreError(f"{where}.status: must be finished, abandoned or in_progress")
        if not isinstance(hints, bool):
            raise StoreError(f"{where}.used_hints: must be true or false")
        dice, host = g.get("dice", ROLLED), g.get("host")
        if dice not in DICE:
            raise StoreError(f"{where}.dice: must be {', '.join(DICE)}")
        host_problem = _host_problem(dice, host)
        if host_problem:
            raise StoreError(f"{where}.host: {host_problem}")
        try:
            record = GameRecord.from_dict(g.get("record"))
        except YachtDiceError as exc:
            raise StoreError(f"{where}.record: {exc}") from None
        if status == FINISHED and not record.state.finished:
            raise StoreError(f"{where}: marked finished but boxes are still open")
        check_claimed_totals(record, g.get("totals"), where)
        check_scores(record, where)
        digest = hashlib.sha256(json.dumps(g, sort_keys=True, ensure_ascii=True).encode()
                                ).digest()
        if uid in self.seen:
            first, first_digest = self.seen[uid]
            if first_digest != digest:
                raise StoreError(f"games[{first}] and {where} share the uid {excerpt(uid)} but "
                                 "differ; nothing was imported")
            return None  # the same game twice in one file counts once
        self.seen[uid] = (i, digest)
        assert isinstance(started, str)
        return _ExportedGame(uid, stored_time(started),
                             None if ended is None else stored_time(ended), status, hints,
                             record, (dice, host if isinstance(host, str) else None))


def _host_problem(dice: str, host: object) -> str | None:
    """Why ``host`` cannot go with a game whose dice were thrown so (None: it can)."""
    if host is None:
        return None
    if dice != ONLINE:
        return "only a game played online has a host"
    if not isinstance(host, str) or not 1 <= len(host) <= 100 or not host.isprintable():
        return "must be text of 1 to 100 characters, without control codes"
    return None


def _check_dice(dice: str, host: str | None) -> None:
    """Refuse (ValueError: a caller's mistake) dice not in DICE or a host they cannot have."""
    if dice not in DICE:
        raise ValueError(f"dice must be one of {', '.join(DICE)}, not {dice!r}")
    problem = _host_problem(dice, host)
    if problem:
        raise ValueError(f"host {host!r}: {problem}")


def _exported_rules(i: int, data: object) -> Rules:
    """Ruleset ``i`` of an export, read by its game's codec (no mode: pip dice)."""
    try:
        rules: Rules = read_ruleset(data)
    except YachtDiceError as exc:
        raise StoreError(f"rulesets[{i}]: {exc}") from None
    return rules


def check_scores(record: GameRecord, where: str = "") -> None:
    """Refuse a finished game whose scores do not fit the columns that keep them (the
    statistics pack a total in 32 bits, a box in 16), naming the seat."""
    if not record.state.finished:
        return
    for seat in seat_results(record.state):
        numbers = (seat.total, seat.upper, seat.upper_bonus, seat.lower, seat.extra_bonus)
        boxes = [p for p in seat.boxes.values() if p is not None]
        if any(not -MAX_TOTAL <= n <= MAX_TOTAL for n in numbers) or any(
                not -MAX_BOX_POINTS <= p <= MAX_BOX_POINTS for p in boxes):
            prefix = f"{where}: " if where else ""
            raise StoreError(f"{prefix}player {seat.seat + 1}'s scores are larger than a "
                             f"history keeps (a total up to {MAX_TOTAL:,}, a box up to "
                             f"{MAX_BOX_POINTS:,}); nothing was stored")


def _actions_json(record: GameRecord) -> str:
    of = record.mode
    return json.dumps([action_to_json(a, of) for a in record.actions], separators=(",", ":"),
                      ensure_ascii=False)


def _chunks(items: Sequence[T], size: int) -> Iterator[Sequence[T]]:
    for start in range(0, len(items), size):
        yield items[start:start + size]

