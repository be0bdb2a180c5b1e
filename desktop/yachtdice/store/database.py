"""Opening the database safely: migrations, WAL, and never overwriting what cannot be read.

A file that is not a database, is corrupt, or comes from a newer Yacht Dice is
moved aside with a timestamp (never deleted, never overwritten), and a fresh
database is started; the caller gets one sentence saying where the old file went.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from .schema import MIGRATIONS, SCHEMA_VERSION

BUSY_TIMEOUT_MS = 5_000


class StoreError(Exception):
    """The history could not be read or written; the message says why in one sentence."""


class StoreBusyError(StoreError):
    """Another Yacht Dice is writing and did not finish within the timeout."""


class Unreadable(Exception):
    """Internal: the file at hand cannot be used as our database."""


@dataclass(frozen=True)
class Opened:
    connection: sqlite3.Connection
    notice: str | None  # one sentence for the player, when an old file had to be moved aside


def connect(path: Path) -> Opened:
    """Open (creating or migrating) the database at ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        return Opened(_open_checked(path), None)
    except Unreadable as exc:
        moved = move_aside(path)
        notice = (f"Your Yacht Dice history could not be read ({exc}), so it was moved to "
                  f"{moved} and a new one was started.")
        return Opened(_open_checked(path), notice)


def _open_checked(path: Path) -> sqlite3.Connection:
    try:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                               check_same_thread=False)
    except sqlite3.Error as exc:
        raise StoreError(f"The history file {path} cannot be opened: {exc}.") from None
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.DatabaseError as exc:
            raise Unreadable(_why(exc)) from None
        if version > SCHEMA_VERSION:
            raise Unreadable(f"it was written by a newer Yacht Dice, schema version {version}")
        if version > 0:
            _check_integrity(conn)
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA synchronous = NORMAL")
        _migrate(conn, version)
        return conn
    except BaseException:
        conn.close()
        raise


def _check_integrity(conn: sqlite3.Connection) -> None:
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as exc:
        raise Unreadable(_why(exc)) from None
    if rows != [("ok",)]:
        raise Unreadable("it is damaged")


def _why(exc: sqlite3.DatabaseError) -> str:
    text = str(exc).lower()
    if "not a database" in text or "file is encrypted" in text:
        return "it is not a Yacht Dice database"
    if "malformed" in text or "corrupt" in text:
        return "it is damaged"
    return f"SQLite says: {exc}"


def _migrate(conn: sqlite3.Connection, version: int) -> None:
    """Apply every migration after ``version``, each in its own transaction."""
    for target in range(version + 1, SCHEMA_VERSION + 1):
        with transaction(conn):
            current = conn.execute("PRAGMA user_version").fetchone()[0]
            if current >= target:  # another process migrated meanwhile
                continue
            for statement in _statements(MIGRATIONS[target - 1]):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {target}")


def _statements(script: str) -> Iterator[str]:
    """Split a migration script into statements (executescript would commit on its own)."""
    buffer = ""
    for line in script.splitlines(keepends=True):
        if line.strip().startswith("--"):
            continue
        buffer += line
        if sqlite3.complete_statement(buffer):
            if buffer.strip():
                yield buffer.strip()
            buffer = ""
    if buffer.strip():
        raise ValueError(f"incomplete SQL in migration: {buffer.strip()[:60]}")


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """A write transaction, taken at once (BEGIN IMMEDIATE) so writers queue instead of failing
    halfway; rolled back on any error."""
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise StoreBusyError("The history is busy in another Yacht Dice window; "
                                 "try again in a moment.") from None
        raise StoreError(f"The history cannot be written: {exc}.") from None
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    else:
        try:
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise StoreError(f"The history cannot be written: {exc}.") from None


def move_aside(path: Path) -> Path:
    """Rename ``path`` (and its -wal/-shm companions) to a new timestamped name; return it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.unreadable-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.unreadable-{stamp}-{n}")
    path.rename(target)
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.rename(target.with_name(target.name + suffix))
    return target
