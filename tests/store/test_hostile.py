"""A healthy history is never moved aside: busy, full and read-only are not broken, and a
file that is not positively ours is moved aside untouched (issue 9 §1, §3)."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from yachtdice.cli.app import main
from yachtdice.store import (
    Store,
    StoreBusy,
    StoreError,
    StoreFull,
    StoreReadOnly,
    StoreUnavailable,
    database,
)
from yachtdice.store.schema import APPLICATION_ID, MIGRATIONS

from .helpers import yacht_game
from .test_resilience import moved_files


def _mount(*args: str) -> bool:
    done = subprocess.run(["mount", *args], capture_output=True, timeout=20)
    return done.returncode == 0


@contextlib.contextmanager
def small_tmpfs(where: Path, size: str = "2m") -> Iterator[Path]:
    """A real file system of ``size`` at ``where`` (needs root); the test skips otherwise."""
    where.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0 or not _mount("-t", "tmpfs", "-o", f"size={size}", "tmpfs",
                                       str(where)):
        pytest.skip("mounting a small tmpfs needs root (mount -t tmpfs)")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True, timeout=20)


def game_count(path: Path) -> int:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return int(conn.execute("SELECT count(*) FROM games").fetchone()[0])
    finally:
        conn.close()


def fill_disk(folder: Path) -> Path:
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        for size in (65536, 4096, 512, 1):  # to the last byte
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, b"\0" * size)
    finally:
        os.close(fd)
    return filler


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


# -- busy ---------------------------------------------------------------------------------------

LOCKER = textwrap.dedent("""
    import sqlite3, sys
    conn = sqlite3.connect(sys.argv[1], isolation_level=None)
    conn.execute("PRAGMA locking_mode = EXCLUSIVE")
    conn.execute("BEGIN EXCLUSIVE")
    conn.execute("INSERT INTO settings (key, value) VALUES ('locker', '1')")
    print("locked", flush=True)
    sys.stdin.readline()
    conn.execute("COMMIT")
    conn.close()
""")


def test_a_busy_history_is_waited_for_then_reported_and_never_moved(
        db_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    with Store.open(db_path) as store:
        store.record_game(yacht_game((6, 6, 6, 6, 6)))
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 300)  # the real queue is 5 s
    monkeypatch.setenv("YACHTDICE_DATA_DIR", str(db_path.parent))
    locker = subprocess.Popen([sys.executable, "-c", LOCKER, str(db_path)], text=True,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert locker.stdout is not None and locker.stdin is not None
    try:
        assert locker.stdout.readline() == "locked\n"
        with pytest.raises(StoreBusy, match="busy in another Yacht Dice window"):
            Store.open(db_path)
        status, out, err = cli(capsys, "history")
        assert status == 2 and out == ""
        assert err.count("\n") == 1 and "busy" in err and "nothing was changed" in err
        assert moved_files(db_path) == []
    finally:
        locker.stdin.write("go\n")
        locker.stdin.flush()
        locker.wait(timeout=20)
    status, out, _ = cli(capsys, "history")  # the lock is gone: the same history, intact
    assert status == 0 and "Ann 30" in out
    assert game_count(db_path) == 1 and moved_files(db_path) == []


# -- full disk ----------------------------------------------------------------------------------

def test_a_write_that_runs_out_of_space_fails_in_one_sentence_and_keeps_everything(
        store: Store) -> None:
    store.record_game(yacht_game((6, 6, 6, 6, 6)))
    pages = store._conn.execute("PRAGMA page_count").fetchone()[0]
    store._conn.execute(f"PRAGMA max_page_count = {pages}")  # SQLite then reports SQLITE_FULL
    with pytest.raises(StoreFull, match=r"is full, so nothing can be saved") as caught:
        for n in range(200):
            store.record_game(yacht_game((5, 5, 5, 5, 5), [f"P{n}"]))
    assert str(caught.value).count(".") == 1 and str(caught.value).endswith(".")
    assert len(store.history()) >= 1
    store._conn.execute(f"PRAGMA max_page_count = {pages * 100}")
    store.record_game(yacht_game((4, 4, 4, 4, 4), ["Zed"]))  # room again: saving works
    assert "Zed" in store.player_names()


def test_a_full_real_disk_keeps_the_history_and_says_so(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    with small_tmpfs(tmp_path / "disk") as disk:
        db = disk / "yachtdice.sqlite3"
        with Store.open(db) as store:
            for n in range(3):
                store.record_game(yacht_game((6, 6, 6, 6, 6), [f"P{n}"]))
        original = db.read_bytes()
        filler = fill_disk(disk)
        monkeypatch.setenv("YACHTDICE_DATA_DIR", str(disk))

        with Store.open(db) as store:  # not even the WAL index fits: opened for reading
            assert store.read_only and store.notice == (
                f"The disk holding your history ({disk}) is full: the history can be read, "
                "but nothing will be saved until space is freed.")
            assert len(store.history()) == 3
            with pytest.raises(StoreFull, match="is full, so nothing can be saved"):
                store.record_game(yacht_game((1, 1, 1, 1, 1), ["Late"]))
        status, _, err = cli(capsys, "record", "-")  # stdin is empty: bad input, before saving
        assert status == 2 and err.count("\n") == 1
        game = tmp_path / "game.json"
        game.write_text(yacht_game((2, 2, 2, 2, 2), ["Late"]).to_json())
        status, out, err = cli(capsys, "record", str(game))
        assert status == 2 and out == "" and "full" in err and "Traceback" not in err
        assert moved_files(db) == [] and db.read_bytes() == original

        filler.unlink()  # space again: everything is still there
        status, out, _ = cli(capsys, "history")
        assert status == 0 and all(f"P{n} 30" in out for n in range(3))
        assert game_count(db) == 3


# -- read-only ----------------------------------------------------------------------------------

def make_read_only(target: Path) -> Iterator[None]:
    """Make ``target`` (a folder or a file) read-only for real: a read-only bind mount when
    root (who ignores permission bits), else chmod."""
    if os.geteuid() == 0:
        if not (_mount("--bind", str(target), str(target))
                and _mount("-o", "remount,ro,bind", str(target))):
            pytest.skip("a read-only bind mount is not possible here")
        try:
            yield
        finally:
            subprocess.run(["umount", "-l", str(target)], capture_output=True, timeout=20)
    else:
        mode = target.stat().st_mode
        target.chmod(0o555 if target.is_dir() else 0o444)
        try:
            yield
        finally:
            target.chmod(mode)


@pytest.mark.parametrize("what", ["folder", "file"])
def test_a_read_only_history_can_be_read_and_says_nothing_can_be_saved(
        db_path: Path, what: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    with Store.open(db_path) as store:
        store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]))
        store.set_setting("sound", True)
    original = db_path.read_bytes()
    monkeypatch.setenv("YACHTDICE_DATA_DIR", str(db_path.parent))
    target = db_path.parent if what == "folder" else db_path
    with contextlib.contextmanager(make_read_only)(target):
        with Store.open(db_path) as store:
            assert store.read_only
            assert store.notice is not None and "read-only" in store.notice
            assert "nothing will be saved" in store.notice
            assert [h.score for h in store.high_scores("yacht")] == [30]
            assert store.setting("sound") is True
            with pytest.raises(StoreReadOnly, match="read-only") as caught:
                store.record_game(yacht_game((5, 5, 5, 5, 5), ["Bob"]))
            assert "\n" not in str(caught.value)
        status, out, err = cli(capsys, "history")
        assert status == 0 and "Ann 30" in out
        assert err.count("\n") == 1 and "nothing will be saved" in err
        game = db_path.parent.parent / "game.json"
        game.write_text(yacht_game((2, 2, 2, 2, 2), ["Late"]).to_json())
        status, out, err = cli(capsys, "record", str(game))
        assert status == 2 and out == "" and "read-only" in err.splitlines()[-1]
        assert "Traceback" not in err
        assert moved_files(db_path) == []
    assert db_path.read_bytes() == original


# -- folders that cannot be ------------------------------------------------------------------

@pytest.mark.parametrize("layout", ["folder is a file", "folder below a file"])
def test_a_data_folder_that_is_a_file_is_refused_and_left_alone(
        tmp_path: Path, layout: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_bytes(b"my notes")
    folder = blocker if layout == "folder is a file" else blocker / "deeper"
    with pytest.raises(StoreUnavailable, match="file"):
        Store.open(folder / "yachtdice.sqlite3")
    monkeypatch.setenv("YACHTDICE_DATA_DIR", str(folder))
    status, out, err = cli(capsys, "history")
    assert status == 2 and out == "" and err.count("\n") == 1
    assert blocker.read_bytes() == b"my notes"


# -- foreign files ------------------------------------------------------------------------------

def _foreign(path: Path, script: str) -> None:
    conn = sqlite3.connect(path)
    conn.executescript(script)
    conn.commit()
    conn.close()


FOREIGN = {
    "invoices": "CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL);"
                "INSERT INTO invoices (amount) VALUES (12.5), (99.0);",
    "a foreign games table": "CREATE TABLE games (title TEXT, platform TEXT);"
                             "INSERT INTO games VALUES ('Chess', 'board');",
    "user_version 1 and no tables": "PRAGMA user_version = 1;",
    "user_version -1": "PRAGMA user_version = -1;",
    "another program's application id with our tables":
        MIGRATIONS[0] + "PRAGMA user_version = 1; PRAGMA application_id = 1234;",
    "our id with missing tables": f"PRAGMA application_id = {APPLICATION_ID};"
                                  "PRAGMA user_version = 2; CREATE TABLE games (x);",
}


@pytest.mark.parametrize("kind", list(FOREIGN))
def test_a_foreign_database_is_moved_aside_byte_for_byte(db_path: Path, kind: str,
                                                         capsys: pytest.CaptureFixture[str],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    db_path.parent.mkdir(parents=True)
    _foreign(db_path, FOREIGN[kind])
    original = db_path.read_bytes()
    monkeypatch.setenv("YACHTDICE_DATA_DIR", str(db_path.parent))
    status, out, err = cli(capsys, "history")
    assert status == 0 and "No finished games" in out
    assert err.count("\n") == 1
    assert "not a Yacht Dice database" in err or "missing tables" in err
    [moved] = moved_files(db_path)
    assert moved.read_bytes() == original  # untouched: no tables added, no WAL, no version
    assert str(moved) in err
    with Store.open(db_path) as store:  # the new history is ours and works
        assert store.notice is None
        store.record_game(yacht_game((6, 6, 6, 6, 6)))
        assert store._conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


def test_our_first_schema_without_an_application_id_is_recognised_and_upgraded(
        db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    _foreign(db_path, MIGRATIONS[0] + "PRAGMA user_version = 1;")
    conn = sqlite3.connect(db_path)
    assert conn.execute("PRAGMA application_id").fetchone()[0] == 0
    conn.close()
    with Store.open(db_path) as store:
        assert store.notice is None and moved_files(db_path) == []
        conn = store._conn
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)


def test_store_errors_are_one_sentence_each() -> None:
    for cls in (StoreBusy, StoreFull, StoreReadOnly, StoreUnavailable):
        assert issubclass(cls, StoreError)
        assert cls.__doc__ and cls.__doc__.count(".") >= 1


def test_export_to_a_full_disk_leaves_the_old_file_whole(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Store.open() as store:
        for n in range(40):
            store.record_game(yacht_game((6, 6, 6, 6, 6), [f"Player {n}"]))
    with small_tmpfs(tmp_path / "disk", size="64k") as disk:
        target = disk / "export.json"
        target.write_text("my earlier export")
        fill_disk(disk)
        status, out, err = cli(capsys, "export", str(target))
        assert status == 2 and out == "" and err.count("\n") == 1
        assert err.endswith(": the disk is full; nothing was written\n")
        assert target.read_text() == "my earlier export"
        assert sorted(p.name for p in disk.iterdir()) == ["export.json", "filler"]
