"""Opening the database safely: migrations, WAL, and never overwriting what cannot be read.

What happens to the file is decided by the error SQLite reports, never by "something went
wrong":

- not a database, damaged (``quick_check`` fails), written by a newer Yacht Dice, not
  ours (no Yacht Dice ``application_id`` and not our first schema), or not a regular file
  at all (a named pipe, a folder): moved aside with a
  timestamp (never deleted, never overwritten) and a fresh database is started; the caller
  gets one sentence saying where the old file went;
- busy (another process holds a lock past the 5 s queue): ``StoreBusy``, nothing changed;
- a full disk: ``StoreFull``; a read-only file or folder: ``StoreReadOnly``. The history is
  then opened for reading only (``Opened.read_only``), and every write raises that error;
- anything else: ``StoreError`` with SQLite's words, nothing changed.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

from yachtdice.core.values import value_type
from yachtdice.store.errors import StoreBusy as StoreBusy  # here too, where they were first
from yachtdice.store.errors import StoreBusyError as StoreBusyError
from yachtdice.store.errors import StoreError as StoreError
from yachtdice.store.errors import StoreFull as StoreFull
from yachtdice.store.errors import StoreNewer as StoreNewer
from yachtdice.store.errors import StoreReadOnly as StoreReadOnly
from yachtdice.store.errors import StoreUnavailable as StoreUnavailable
from yachtdice.store.errors import move_aside as move_aside
from yachtdice.store.schema import APPLICATION_ID, SCHEMA_VERSION, migration

BUSY_TIMEOUT_MS = 5_000

#: The tables of schema version 1 (before the application id was set); a file with
#: application id 0 and user_version 1 is ours only if it has every one of them.
V1_TABLES = frozenset({"rulesets", "rule_versions", "games", "seats", "boxes", "settings",
                       "player_totals", "player_boxes"})


BUSY_MESSAGE = ("The history is busy in another Yacht Dice window (or another program); "
                "nothing was changed, try again in a moment.")


class Unreadable(Exception):
    """Internal: the file at hand cannot be used as our database."""


@value_type
class Opened:
    connection: sqlite3.Connection
    notice: str | None  # one sentence for the player (a file moved aside, or read-only)
    #: Why nothing can be saved (a StoreFull or StoreReadOnly), or None when writable.
    cannot_write: StoreError | None = None


def connect(path: Path) -> Opened:
    """Open (creating or migrating) the database at ``path``."""
    _prepare_folder(path.parent)
    try:
        return Opened(_open_checked(path), None)
    except Unreadable as exc:
        moved = _move_aside_or_explain(path, str(exc))
        notice = (f"Your Yacht Dice history could not be read ({exc}), so it was moved to "
                  f"{moved} and a new one was started.")
        return Opened(_open_checked(path), notice)
    except (StoreFull, StoreReadOnly) as exc:
        conn = _open_for_reading(path, exc)
        return Opened(conn, _reading_only_notice(path, exc), exc)


def _reading_only_notice(path: Path, why: StoreError) -> str:
    if isinstance(why, StoreNewer):
        return (f"Your history ({path}) was written by a newer Yacht Dice: this one can show "
                "it, but saves nothing to it; play with the newer version to keep your games.")
    if isinstance(why, StoreFull):
        return (f"The disk holding your history ({path.parent}) is full: the history can be "
                "read, but nothing will be saved until space is freed.")
    return (f"Your history ({path}) is on a read-only file or folder: it can be read, but "
            "nothing will be saved.")


def _prepare_folder(folder: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise StoreUnavailable(f"The data folder {folder} is a file, not a folder; "
                               "nothing was changed.") from None
    except NotADirectoryError:
        raise StoreUnavailable(f"The data folder {folder} lies below a file, so it cannot "
                               "be made; nothing was changed.") from None
    except OSError as exc:
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            raise StoreReadOnly(f"The data folder {folder} cannot be made "
                                f"({exc.strerror}), so no history can be kept.") from None
        if exc.errno == errno.ENOSPC:
            raise StoreFull(f"The disk is full, so the data folder {folder} cannot be "
                            "made.") from None
        raise StoreUnavailable(f"The data folder {folder} cannot be made: "
                               f"{exc.strerror}.") from None
    if not folder.is_dir():
        raise StoreUnavailable(f"The data folder {folder} is not a folder; nothing was changed.")


def _move_aside_or_explain(path: Path, why: str) -> Path:
    try:
        return move_aside(path)
    except OSError as exc:
        raise StoreReadOnly(f"The history file {path} cannot be used ({why}) and cannot be "
                            f"moved aside either ({exc.strerror}); nothing was changed.") from None


def _sqlite_code(exc: sqlite3.Error) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return None if code is None else int(code) & 0xFF


_NOTADB, _CORRUPT = 26, 11
_BUSY, _LOCKED, _FULL, _READONLY, _CANTOPEN, _IOERR = 5, 6, 13, 8, 14, 10


def classify(exc: sqlite3.Error, path: Path, doing: str) -> StoreError:
    """The StoreError (one sentence) for what SQLite reported while ``doing`` something."""
    code = _sqlite_code(exc)
    text = str(exc).lower()
    if code in (_BUSY, _LOCKED) or "locked" in text or "busy" in text:
        return StoreBusy(BUSY_MESSAGE)
    if code == _FULL or (code in (_IOERR, _CANTOPEN) and _disk_full(path)):
        return StoreFull(f"The disk holding your history ({path.parent}) is full, so nothing "
                         "can be saved until space is freed; nothing was changed.")
    if code == _READONLY or (code in (_CANTOPEN, _IOERR) and not _writable(path)):
        return read_only_error(path)
    return StoreError(f"Your history ({path}) cannot be {doing}: SQLite says {exc}.")


def read_only_error(path: Path) -> StoreReadOnly:
    return StoreReadOnly(f"Your history ({path}) is on a read-only file or folder, so nothing "
                         "can be saved.")


def _disk_full(path: Path) -> bool:
    try:
        return shutil.disk_usage(path.parent).free < 64 * 1024
    except OSError:
        return False


def _writable(path: Path) -> bool:
    target = path if path.exists() else path.parent
    return os.access(target, os.W_OK) and os.access(path.parent, os.W_OK)


def _is_unreadable(exc: sqlite3.Error) -> str | None:
    """Why SQLite says this file is not a usable database, or None if it says something else."""
    code = _sqlite_code(exc)
    text = str(exc).lower()
    if code == _NOTADB or "not a database" in text or "file is encrypted" in text:
        return "it is not a Yacht Dice database"
    if code == _CORRUPT or "malformed" in text or "corrupt" in text:
        return "it is damaged"
    return None


def _connect(path: Path, mode: str) -> sqlite3.Connection:
    uri = f"file:{quote(str(path))}?mode={mode}"
    conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000,
                           isolation_level=None, check_same_thread=False)
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    return conn


def _open_checked(path: Path) -> sqlite3.Connection:
    """A writable connection to our database at ``path``, migrated to SCHEMA_VERSION.

    An existing file is first looked at through a read-only connection, so a file that is
    not ours is never changed (not even switched to WAL) before it is moved aside.
    """
    if path.exists() and not path.is_file():  # a named pipe, a folder, a device: never ours
        raise Unreadable("it is not a regular file")
    existing = path.exists() and path.stat().st_size > 0
    try:
        if existing:
            with contextlib.closing(_connect(path, "ro")) as probe:
                _recognise(probe, thorough=True)
            if not os.access(path, os.W_OK):  # SQLite would open it read-only, silently
                raise read_only_error(path)
        conn = _connect(path, "rwc")
    except sqlite3.Error as exc:
        if (why := _is_unreadable(exc)) is not None:
            raise Unreadable(why) from None
        raise classify(exc, path, "opened") from None
    try:
        version = _recognise(conn, thorough=False)
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA synchronous = NORMAL")
        _migrate(conn, version)
        return conn
    except sqlite3.Error as exc:
        conn.close()
        if (why := _is_unreadable(exc)) is not None:
            raise Unreadable(why) from None
        raise classify(exc, path, "opened") from None
    except BaseException:
        conn.close()
        raise


def _open_for_reading(path: Path, why: StoreError) -> sqlite3.Connection:
    """A read-only connection, for a history on a full disk or a read-only file or folder.

    On a read-only folder SQLite cannot make the WAL index, so the file is then read as
    immutable (nobody can be writing it there). Nothing is ever moved aside from here.
    """
    if not path.exists() or path.stat().st_size == 0:
        raise why
    last: sqlite3.Error | None = None
    for uri_mode in ("ro", "ro&immutable=1"):
        try:
            conn = _connect(path, uri_mode)
        except sqlite3.Error as exc:
            last = exc
            continue
        try:
            _recognise(conn, thorough=False, newer=True)  # any schema is read as it is
            conn.execute("PRAGMA query_only = ON")
            return conn
        except sqlite3.Error as exc:
            conn.close()
            last = exc
        except (Unreadable, StoreError):
            conn.close()
            raise
    assert last is not None
    raise classify(last, path, "read") from None


def _recognise(conn: sqlite3.Connection, *, thorough: bool, newer: bool = False) -> int:
    """The schema version of our database on ``conn`` (0 for a new, empty file).

    Raises Unreadable for anything that is not positively ours: our application id (or, for
    schema version 1, which had none, all of our version-1 tables) is required; StoreNewer
    for ours written by a newer version (a later schema), unless ``newer`` (reading only):
    such a file is read, never moved aside (an older copy still running, or one started
    after an upgrade, would otherwise take the player's whole history away from the newer).
    """
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    names = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
    if app_id == 0 and version == 0 and not names:
        return 0  # a new, empty database
    if app_id == APPLICATION_ID:
        if version > SCHEMA_VERSION and not newer:
            raise StoreNewer(f"Your history was written by a newer Yacht Dice (schema version "
                             f"{version}); this one saves nothing to it.")
        if version < 1 or not names >= V1_TABLES:
            raise Unreadable("it is a Yacht Dice database with missing tables")
    elif not (app_id == 0 and version == 1 and names >= V1_TABLES
              and _has_columns(conn, "games", {"uid", "rules_hash", "actions", "status"})):
        raise Unreadable("it is not a Yacht Dice database")
    if thorough:
        rows = conn.execute("PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            raise Unreadable("it is damaged")
    return int(version)


def _has_columns(conn: sqlite3.Connection, table: str, columns: set[str]) -> bool:
    found = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
    return columns <= found


def _migrate(conn: sqlite3.Connection, version: int) -> None:
    """Apply every migration after ``version``, each in its own transaction."""
    for target in range(version + 1, SCHEMA_VERSION + 1):
        with transaction(conn):
            current = conn.execute("PRAGMA user_version").fetchone()[0]
            if current >= target:  # another process migrated meanwhile
                continue
            for statement in _statements(migration(target)):
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
def transaction(conn: sqlite3.Connection, path: Path | None = None) -> Iterator[sqlite3.Connection]:
    """A write transaction, taken at once (BEGIN IMMEDIATE) so writers queue instead of failing
    halfway; rolled back on any error. SQLite's errors become StoreError subclasses."""
    where = path or Path(conn.execute("PRAGMA database_list").fetchone()[2] or "history")
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.Error as exc:
        raise classify(exc, where, "saved") from None
    try:
        yield conn
    except sqlite3.Error as exc:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise classify(exc, where, "saved") from None
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise
    else:
        try:
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise classify(exc, where, "saved") from None
