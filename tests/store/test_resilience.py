"""Nothing is lost: unreadable files are moved aside, kills lose at most one action,
two writers queue, and old schemas migrate forward."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from yachtdice.store import Store, StoreBusyError, StoreError, database
from yachtdice.store.schema import MIGRATIONS, SCHEMA_VERSION

from .helpers import play, yacht_game


def moved_files(db_path: Path) -> list[Path]:
    """The files moved aside (without their -wal and -shm companions, which go with them)."""
    return sorted(p for p in db_path.parent.glob(db_path.name + ".unreadable-*")
                  if not p.name.endswith(("-wal", "-shm")))


@pytest.mark.parametrize("content, reason", [
    (b"these are my precious notes, not a database\n" * 100, "not a Yacht Dice database"),
    (b"", None),  # an empty file is simply a new database
])
def test_a_file_that_is_not_a_database_is_moved_aside(db_path: Path, content: bytes,
                                                      reason: str | None) -> None:
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(content)
    with Store.open(db_path) as store:
        if reason is None:
            assert store.notice is None and moved_files(db_path) == []
            return
        assert store.notice is not None and reason in store.notice
        [moved] = moved_files(db_path)
        assert str(moved) in store.notice and store.notice.count(".") >= 1
        assert moved.read_bytes() == content  # kept byte for byte
        store.record_game(yacht_game((6, 6, 6, 6, 6)))  # and the fresh one works
        assert len(store.high_scores("yacht")) == 1


def test_a_damaged_database_is_moved_aside_not_overwritten(db_path: Path) -> None:
    with Store.open(db_path) as store:
        for i in range(30):
            store.record_game(yacht_game((1 + i % 6, 2, 3, 4, 6), [f"P{i}"]))
    conn = sqlite3.connect(db_path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    raw = bytearray(db_path.read_bytes())
    page = 4096
    for offset in range(2 * page, len(raw), page):  # scribble over every page after the first
        raw[offset:offset + 200] = b"\xff" * 200
    db_path.write_bytes(bytes(raw))
    with Store.open(db_path) as store:
        assert store.notice is not None and "damaged" in store.notice
        [moved] = moved_files(db_path)
        assert moved.read_bytes() == bytes(raw)
        assert store.high_scores("yacht") == []


def test_a_database_from_a_newer_version_is_read_as_it_is_and_never_moved(
        db_path: Path) -> None:
    """A history a newer Yacht Dice wrote (an older copy started after an upgrade, or still
    running beside the newer one) is shown read-only, byte for byte untouched: moved aside,
    the newer version would next find an empty history where the player's games were."""
    with Store.open(db_path) as store:
        game = store.record_game(yacht_game((6, 6, 6, 6, 6)))
    conn = sqlite3.connect(db_path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    before = db_path.read_bytes()
    with Store.open(db_path) as store:
        assert store.notice == (f"Your history ({db_path}) was written by a newer Yacht Dice: "
                                "this one can show it, but saves nothing to it; play with the "
                                "newer version to keep your games.")
        assert [g.id for g in store.history()] == [game]
        assert store.cannot_write is not None
        with pytest.raises(StoreError):
            store.record_game(yacht_game((1, 1, 1, 1, 1)))
    assert moved_files(db_path) == []
    assert db_path.read_bytes() == before
    conn = sqlite3.connect(db_path)  # whole, for the newer version
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    assert conn.execute("SELECT count(*) FROM games").fetchone()[0] == 1
    conn.close()


def test_wal_mode_and_foreign_keys_are_on(store: Store) -> None:
    conn = store._conn
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


@pytest.mark.parametrize("start_version", range(SCHEMA_VERSION))
def test_migrations_from_every_earlier_version(db_path: Path, start_version: int) -> None:
    """Build a database at an earlier schema version with the migrations up to it, then open."""
    db_path.parent.mkdir(parents=True)
    conn = sqlite3.connect(db_path)
    for script in MIGRATIONS[:start_version]:
        conn.executescript(script)
    conn.execute(f"PRAGMA user_version = {start_version}")
    conn.commit()
    conn.close()
    with Store.open(db_path) as store:
        assert store.notice is None
        version = store._conn.execute("PRAGMA user_version").fetchone()[0]
        assert version == SCHEMA_VERSION
        game = store.record_game(yacht_game((6, 6, 6, 6, 6)))
        assert store.game(game).status == "finished"


def test_a_second_writer_waits_for_the_first(db_path: Path) -> None:
    first, second = Store.open(db_path), Store.open(db_path)
    waiting = threading.Event()
    second._conn.set_trace_callback(
        lambda sql: waiting.set() if sql.startswith("BEGIN IMMEDIATE") else None)
    errors: list[BaseException] = []

    def write() -> None:
        try:
            second.record_game(yacht_game((6, 6, 6, 6, 6)))
        except BaseException as exc:  # reported below, in the test's thread
            errors.append(exc)

    try:
        holder = first._conn
        holder.execute("BEGIN IMMEDIATE")
        writer = threading.Thread(target=write)
        writer.start()
        assert waiting.wait(timeout=30)  # the second asked for the lock while it was held
        assert first.high_scores("yacht") == []  # and cannot have written anything yet
        holder.execute("COMMIT")
        writer.join(timeout=30)
        assert not writer.is_alive() and errors == []  # it queued instead of failing
        assert len(first.high_scores("yacht")) == 1
    finally:
        first.close()
        second.close()


def test_a_writer_that_waits_too_long_gets_a_clear_message(db_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 200)
    first, second = Store.open(db_path), Store.open(db_path)
    try:
        first._conn.execute("BEGIN IMMEDIATE")
        with pytest.raises(StoreBusyError, match="busy in another Yacht Dice window"):
            second.set_setting("x", 1)
        first._conn.execute("ROLLBACK")
        second.set_setting("x", 1)
        assert first.setting("x") == 1
    finally:
        first.close()
        second.close()


WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    sys.path.insert(0, {tests!r})
    from store.helpers import play
    from yachtdice.core.modes import builtin
    from yachtdice.store import Store
    builtin.install()
    full = play("yahtzee", ["Ann", "Bob"], seed=77)
    store = Store.open(Path({db!r}))
    game = store.start_game(play("yahtzee", ["Ann", "Bob"], seed=77, stop_after=0))
    for n in range(1, len(full.actions)):  # the game never ends here: it is in progress
        store.save_progress(game, play("yahtzee", ["Ann", "Bob"], seed=77, stop_after=n))
        print(n, flush=True)
        if {lockstep}:
            sys.stdin.readline()  # wait here, between two actions, until told to go on
    sys.stdin.readline()  # a busy machine's test may read slowly: wait here to be killed
""")


def run_and_kill(db_path: Path, kill_after: int, lockstep: bool) -> int:
    """Run a game that saves after every action; SIGKILL it; return the last acknowledged."""
    tests_dir = str(Path(__file__).resolve().parent.parent)
    code = WRITER.format(tests=tests_dir, db=str(db_path), lockstep=lockstep)
    proc = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdin is not None
    acknowledged = 0
    for line in proc.stdout:
        acknowledged = int(line)
        if acknowledged >= kill_after:
            os.kill(proc.pid, signal.SIGKILL)
            break
        if lockstep:
            proc.stdin.write("go\n")
            proc.stdin.flush()
    proc.wait()
    assert proc.returncode == -signal.SIGKILL
    return acknowledged


def assert_resumes_a_prefix(db_path: Path, at_least: int) -> int:
    with Store.open(db_path) as store:
        assert store.notice is None
        resumed = store.in_progress()
        assert resumed is not None
        saved = len(resumed.record.actions)
        assert saved >= at_least  # nothing acknowledged is lost
        expected = play("yahtzee", ["Ann", "Bob"], seed=77, stop_after=saved)
        assert resumed.record.state == expected.state  # same dice, holds, rolls left
        return saved


@pytest.mark.parametrize("kill_after", [1] + [pytest.param(n, marks=pytest.mark.slow)
                                              for n in (2, 7, 18, 41)])
def test_killed_between_two_actions_resumes_exactly_there(db_path: Path,
                                                          kill_after: int) -> None:
    acknowledged = run_and_kill(db_path, kill_after, lockstep=True)
    assert assert_resumes_a_prefix(db_path, acknowledged) == acknowledged


@pytest.mark.slow
@pytest.mark.parametrize("kill_after", [3, 25])
def test_killed_while_writing_keeps_a_consistent_game(db_path: Path, kill_after: int) -> None:
    acknowledged = run_and_kill(db_path, kill_after, lockstep=False)
    assert_resumes_a_prefix(db_path, acknowledged)
