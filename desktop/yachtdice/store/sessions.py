"""Unfinished games and who is playing them: one running copy per game at a time.

A game in progress belongs to the copy of Yacht Dice that holds its *lease*: a
row naming that copy's process id, host and a token unique to its open store,
with the time it was taken and a heartbeat renewed at every save. Another copy
may take a game over only when that process is gone (``os.kill(pid, 0)`` on the
same host; a process id reused by a newer process does not count as the holder).
A lease from another host cannot be checked that way, so it lapses when its
heartbeat is older than ``FOREIGN_LEASE_S``.

Saving is refused when another live copy holds the game, and when the new
action log does not extend the stored one. Undo is itself a logged action, so
every honest save extends what is stored; a log that does not is another copy's
older view of the game and would lose moves.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import sqlite3
import uuid
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

from yachtdice.core import GameRecord, GameState
from yachtdice.core.record import action_to_json
from yachtdice.core.values import value_type
from yachtdice.store.database import StoreError
from yachtdice.store.ruleset_names import shown_name
from yachtdice.store.stored import ABANDONED, IN_PROGRESS, ROLLED, StoredGame

FOREIGN_LEASE_S = 30 * 60
_UNFINISHED = (IN_PROGRESS, ABANDONED)


class GameOpenElsewhereError(StoreError):
    """Another running Yacht Dice holds this game."""


class LogConflictError(StoreError):
    """A save would replace the stored moves with a log that does not continue them."""


@value_type
class Owner:
    """One running copy's claim on games: process id, host, and a token for its store."""

    pid: int
    host: str
    token: str

    @classmethod
    def this_process(cls) -> Owner:
        return cls(os.getpid(), socket.gethostname(), uuid.uuid4().hex)


@value_type
class Lease:
    game_id: int
    pid: int
    host: str
    token: str
    taken: str
    heartbeat: str


@value_type
class UnfinishedGame:
    """An interrupted or abandoned game, as listed for resuming or deleting."""

    id: int
    ruleset_id: str
    ruleset_name: str
    players: tuple[tuple[str, bool, str | None], ...]  # (name, computer, strategy) per seat
    started: str
    status: str            # "in_progress" (interrupted) or "abandoned"
    turn: int | None       # the turn reached; None if the log cannot be replayed
    turns: int | None
    actions: int
    open_elsewhere: bool   # another running copy is playing it
    dice: str = ROLLED     # rolled here, real dice, or online (hosted or joined: its room)


def _seconds(stamp: str) -> float:
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return 0.0
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()


def process_started(pid: int) -> float | None:
    """When process ``pid`` started (seconds since the epoch), where /proc tells; else None."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        boot = next(int(line.split()[1]) for line in Path("/proc/stat").read_text().splitlines()
                    if line.startswith("btime "))
        ticks = int(stat.rsplit(")", 1)[1].split()[19])
        return boot + ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, StopIteration):
        return None


def holder_alive(lease: Lease, now: float | None = None) -> bool:
    """Whether the copy that took ``lease`` may still be running."""
    now = datetime.now(UTC).timestamp() if now is None else now
    if lease.host != socket.gethostname():
        return now - _seconds(lease.heartbeat) < FOREIGN_LEASE_S
    if lease.pid <= 0:
        return False
    try:
        os.kill(lease.pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # alive, under another user
    except OSError:
        return False
    started = process_started(lease.pid)
    # a process that started after the lease was taken has merely reused the id
    return started is None or started <= _seconds(lease.taken) + 2


def _turns(state: GameState) -> int:
    """Turns each player takes in a game: one per box, as its game counts boxes."""
    return int(state.engine.box_count(state.ruleset))


def _stamp() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class GameSessions:
    """Mixed into Store: leases, unfinished games, and the save guard."""

    _conn: sqlite3.Connection
    _owner: Owner | None = None

    if TYPE_CHECKING:  # provided by Store
        def _read(self, sql: str, args: Sequence[object] = ()) -> list[sqlite3.Row]: ...

        def _load(self, row: sqlite3.Row) -> StoredGame: ...

        def _write(self) -> contextlib.AbstractContextManager[sqlite3.Connection]: ...

    @property
    def owner(self) -> Owner:
        """This copy's identity for leases (a test may stand in for another process)."""
        if self._owner is None:
            self._owner = Owner.this_process()
        return self._owner

    @owner.setter
    def owner(self, value: Owner) -> None:
        self._owner = value

    # -- leases ----------------------------------------------------------------------------------
    def lease(self, game_id: int) -> Lease | None:
        """The lease on ``game_id``, if any (held by this copy or another)."""
        rows = self._read("SELECT * FROM leases WHERE game_id = ?", (game_id,))
        return _lease(rows[0]) if rows else None

    def _elsewhere(self, lease: Lease | None) -> bool:
        return lease is not None and lease.token != self.owner.token and holder_alive(lease)

    def _check_free(self, c: sqlite3.Connection, game_id: int) -> None:
        row = c.execute("SELECT * FROM leases WHERE game_id = ?", (game_id,)).fetchone()
        lease = _lease(row) if row is not None else None
        if self._elsewhere(lease):
            assert lease is not None
            raise GameOpenElsewhereError(
                f"Game {game_id} is open in another Yacht Dice window (process {lease.pid}); "
                "it was not changed here.")

    def _take_lease(self, c: sqlite3.Connection, game_id: int) -> None:
        """Take (or renew) the lease on ``game_id`` for this copy; call inside a transaction."""
        self._check_free(c, game_id)
        me, stamp = self.owner, _stamp()
        c.execute("INSERT INTO leases (game_id, pid, host, token, taken, heartbeat) "
                  "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET "
                  "pid = excluded.pid, host = excluded.host, token = excluded.token, "
                  "taken = CASE WHEN leases.token = excluded.token THEN leases.taken "
                  "ELSE excluded.taken END, heartbeat = excluded.heartbeat",
                  (game_id, me.pid, me.host, me.token, stamp, stamp))

    def release_game(self, game_id: int) -> None:
        """Let other copies have ``game_id`` (only this copy's own lease is removed)."""
        with self._write() as c:
            c.execute("DELETE FROM leases WHERE game_id = ? AND token = ?",
                      (game_id, self.owner.token))

    def release_all(self) -> None:
        """Give up every lease this copy holds (on closing the window)."""
        with self._write() as c:
            c.execute("DELETE FROM leases WHERE token = ?", (self.owner.token,))

    def _guard_save(self, c: sqlite3.Connection, game_id: int, record: GameRecord) -> None:
        """Refuse a save that another copy owns or that would drop stored moves."""
        self._check_free(c, game_id)
        row = c.execute("SELECT actions FROM games WHERE id = ?", (game_id,)).fetchone()
        stored = json.loads(row[0]) if row is not None else []
        of = record.mode
        new = [action_to_json(a, of) for a in record.actions]
        if new[:len(stored)] != stored:
            raise LogConflictError(
                f"Game {game_id} has {len(stored)} saved moves that this copy's "
                f"{len(new)} do not continue; nothing was saved over them.")
        self._take_lease(c, game_id)
        self._note_progress(c, game_id, record)

    @staticmethod
    def _note_progress(c: sqlite3.Connection, game_id: int, record: GameRecord) -> None:
        state = record.state
        c.execute("INSERT INTO progress (game_id, moves, turn, turns) VALUES (?, ?, ?, ?) "
                  "ON CONFLICT (game_id) DO UPDATE SET moves = excluded.moves, "
                  "turn = excluded.turn, turns = excluded.turns",
                  (game_id, len(record.actions), state.turn, _turns(state)))

    # -- unfinished games ------------------------------------------------------------------------
    def resumable(self) -> StoredGame | None:
        """The newest interrupted game that no other running copy is playing, or None. An
        online game is not one: it goes on only in its room (``yachtdice.net``)."""
        for row in self._read("SELECT g.*, l.game_id AS leased FROM games AS g "
                              "LEFT JOIN leases AS l ON l.game_id = g.id "
                              "WHERE g.status = 'in_progress' AND g.actions <> '[]' "
                              "AND g.dice <> 'online' "
                              "ORDER BY g.started DESC, g.id DESC"):
            if row["leased"] is None or not self._elsewhere(self.lease(row["id"])):
                return self._load(row)
        return None

    def unfinished(self) -> list[UnfinishedGame]:
        """Every interrupted or abandoned game with at least one move, newest first."""
        rows = self._read("SELECT g.*, v.name AS ruleset_name, p.moves AS noted_moves, "
                          "p.turn AS noted_turn, p.turns AS noted_turns FROM games AS g "
                          "JOIN rule_versions AS v ON v.hash = g.rules_hash "
                          "LEFT JOIN progress AS p ON p.game_id = g.id "
                          "WHERE g.status IN (?, ?) AND g.actions <> '[]' "
                          "ORDER BY g.started DESC, g.id DESC", _UNFINISHED)
        out = []
        for row in rows:
            seats = tuple((s["name"], bool(s["computer"]), s["strategy"]) for s in self._read(
                "SELECT name, computer, strategy FROM seats WHERE game_id = ? ORDER BY seat",
                (row["id"],)))
            moves = len(json.loads(row["actions"]))
            turn: int | None = row["noted_turn"]
            turns: int | None = row["noted_turns"]
            if row["noted_moves"] != moves:  # not noted (say, imported): replay the log
                turn = turns = None
                try:
                    state = self._load(row).record.state
                    turn, turns = state.turn, _turns(state)
                except StoreError:
                    pass  # listed all the same, so that it can be deleted
            out.append(UnfinishedGame(row["id"], row["ruleset_id"],
                                      shown_name(row["ruleset_id"], row["ruleset_name"]), seats,
                                      row["started"], row["status"], turn, turns, moves,
                                      self._elsewhere(self.lease(row["id"])),
                                      str(row["dice"] or ROLLED)))
        return out

    def resume_game(self, game_id: int, *, online: bool = False) -> StoredGame:
        """Take ``game_id`` for this copy and return it ready to play on (an abandoned game
        becomes in progress again, exactly where it was left). A game played across
        computers goes on only in its room (``online``: the room asks), never at one screen
        with dice of its own."""
        with self._write() as c:
            _must_be_unfinished(c, game_id, "it is already over")
            row = c.execute("SELECT dice FROM games WHERE id = ?", (game_id,)).fetchone()
            if row[0] == "online" and not online:
                raise StoreError(f"Game {game_id} was played across computers: only its "
                                 "room can go on with it.")
            self._take_lease(c, game_id)
            c.execute("UPDATE games SET status = 'in_progress', ended = NULL WHERE id = ?",
                      (game_id,))
        return self._load(self._read("SELECT * FROM games WHERE id = ?", (game_id,))[0])

    def delete_unfinished(self, game_id: int) -> None:
        """Delete an unfinished game for good (finished games are history and stay)."""
        with self._write() as c:
            _must_be_unfinished(c, game_id, "it is finished, and finished games are kept")
            self._check_free(c, game_id)
            c.execute("DELETE FROM games WHERE id = ?", (game_id,))
            c.execute("DELETE FROM settings WHERE key = ?", (_clock_key(game_id),))

    # -- the clock of a timed game ---------------------------------------------------------------
    def save_clock(self, game_id: int, clock: Mapping[str, object] | None) -> None:
        """Keep what an unfinished game's clock needs to resume (a timed turn's time left,
        as the window writes it: small JSON), or forget it (None)."""
        with self._write() as c:
            if clock is None:
                c.execute("DELETE FROM settings WHERE key = ?", (_clock_key(game_id),))
            else:
                c.execute("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) "
                          "DO UPDATE SET value = excluded.value",
                          (_clock_key(game_id), json.dumps(dict(clock))))

    def saved_clock(self, game_id: int) -> SavedClock | None:
        """The clock kept for a game by :meth:`save_clock`, or None (none, or unreadable);
        a field of another shape than :class:`SavedClock`'s is left out."""
        rows = self._read("SELECT value FROM settings WHERE key = ?", (_clock_key(game_id),))
        if not rows:
            return None
        try:
            value = json.loads(rows[0][0]) if len(rows[0][0]) <= CLOCK_LIMIT else None
        except (TypeError, ValueError):
            return None
        return _clock(value) if isinstance(value, dict) else None


class SavedClock(TypedDict, total=False):
    """A timed game's clock as kept: the seconds of a turn, the turn it was kept in (seat,
    boxes filled) and the milliseconds left of it."""

    seconds: int
    turn: list[int]
    left_ms: int


def _clock(data: dict[str, object]) -> SavedClock:
    """The fields of a kept clock that have their shape (whole numbers, not true or false)."""
    clock = SavedClock()
    seconds, turn, left = data.get("seconds"), data.get("turn"), data.get("left_ms")
    if type(seconds) is int:
        clock["seconds"] = seconds
    if isinstance(turn, list) and all(type(t) is int for t in turn):
        clock["turn"] = [int(t) for t in turn]
    if type(left) is int:
        clock["left_ms"] = left
    return clock


CLOCK_LIMIT = 1000  # characters: a clock is a few numbers


def _clock_key(game_id: int) -> str:
    return f"clock.{game_id}"


def _must_be_unfinished(c: sqlite3.Connection, game_id: int, why_not: str) -> None:
    row = c.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        raise StoreError(f"There is no game {game_id}.")
    if row[0] not in _UNFINISHED:
        raise StoreError(f"Game {game_id} cannot be changed here: {why_not}.")


def _lease(row: sqlite3.Row) -> Lease:
    game_id, pid, host, token, taken, heartbeat = tuple(row)[:6]
    return Lease(int(game_id), int(pid), str(host), str(token), str(taken), str(heartbeat))
