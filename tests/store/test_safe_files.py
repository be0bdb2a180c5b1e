"""Every file the program writes goes through one door: created exclusively beside the
target under a random name, never through a link or into a pipe or device, then renamed
over the target; a target that is not a regular file is refused in one sentence."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from yachtdice.store import safe_files
from yachtdice.store.safe_files import FileRefused, open_regular, shown, write_file

from .helpers import within

needs_posix = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and links are POSIX")
as_root = hasattr(os, "geteuid") and os.geteuid() == 0


def litter(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def test_a_new_file_is_written_whole_with_the_usual_permissions(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    assert write_file(target, "{\"a\": \"Zoë\"}\n") == target
    assert target.read_text("utf-8") == "{\"a\": \"Zoë\"}\n"
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(target.stat().st_mode) == 0o666 & ~umask
    assert litter(tmp_path) == []


def test_a_regular_file_is_replaced_and_keeps_its_permissions(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    target.write_text("old")
    target.chmod(0o600)
    write_file(target, b"new")
    assert target.read_bytes() == b"new" and stat.S_IMODE(target.stat().st_mode) == 0o600


@needs_posix
def test_a_planted_link_or_pipe_at_the_temporary_name_is_never_written_through(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    # the names the writer draws first are taken: a link to the victim, then a FIFO
    names = iter(["aaaa", "bbbb", "cccc"])
    monkeypatch.setattr(safe_files, "_random_name", lambda: next(names))
    (tmp_path / ".yachtdice-aaaa.partial").symlink_to(victim)
    os.mkfifo(tmp_path / ".yachtdice-bbbb.partial")
    target = tmp_path / "out.json"
    within(10, lambda: write_file(target, "exported"))
    assert target.read_text() == "exported" and victim.read_text() == "precious"
    assert (tmp_path / ".yachtdice-aaaa.partial").is_symlink()
    assert stat.S_ISFIFO((tmp_path / ".yachtdice-bbbb.partial").lstat().st_mode)


@needs_posix
def test_the_old_predictable_temporary_name_is_not_used(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    (tmp_path / ".out.json.partial").symlink_to(victim)
    os.mkfifo(tmp_path / ".out.json.part")
    within(10, lambda: write_file(tmp_path / "out.json", "exported"))
    assert victim.read_text() == "precious"
    assert (tmp_path / "out.json").read_text() == "exported"


@needs_posix
@pytest.mark.parametrize("kind", ["symbolic link", "named pipe (FIFO)", "folder", "socket",
                                  "dangling symbolic link"])
def test_a_target_that_is_not_a_regular_file_is_refused_and_left_alone(
        tmp_path: Path, kind: str) -> None:
    target = tmp_path / "out.json"
    elsewhere = tmp_path / "elsewhere.json"
    if kind == "symbolic link":
        elsewhere.write_text("precious")
        target.symlink_to(elsewhere)
    elif kind == "dangling symbolic link":
        target.symlink_to(elsewhere)
    elif kind == "named pipe (FIFO)":
        os.mkfifo(target)
    elif kind == "folder":
        target.mkdir()
    else:
        import socket

        sock = socket.socket(socket.AF_UNIX)
        short = Path(os.path.relpath(target))  # AF_UNIX names are short
        if len(str(short)) > 100:
            pytest.skip("socket path too long here")
        sock.bind(str(short))
        sock.close()
    before = target.lstat()
    with pytest.raises(FileRefused) as refused:
        within(10, lambda: write_file(target, "exported"))
    what = kind.removeprefix("dangling ")
    assert str(refused.value) == (f"cannot write {shown(target)}: it is a {what}, not a "
                                  "regular file; nothing was written")
    after = target.lstat()
    assert (after.st_mode, after.st_ino) == (before.st_mode, before.st_ino)
    assert litter(tmp_path) == []
    if kind == "symbolic link":
        assert elsewhere.read_text() == "precious"
    if kind == "dangling symbolic link":
        assert not elsewhere.exists()


@pytest.mark.skipif(not Path("/dev/null").exists(), reason="no /dev/null here")
def test_a_device_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    real_replace = os.replace

    def guarded(src: object, dst: object) -> None:  # a safety net: never over the real one
        assert os.fspath(dst) != "/dev/null"  # type: ignore[call-overload]
        real_replace(src, dst)  # type: ignore[arg-type]

    monkeypatch.setattr(safe_files.os, "replace", guarded)
    with pytest.raises(FileRefused, match=r"^cannot write '/dev/null': it is a device, not a "
                                          r"regular file; nothing was written$"):
        within(10, lambda: write_file("/dev/null", "exported"))
    assert stat.S_ISCHR(os.lstat("/dev/null").st_mode)


@pytest.mark.parametrize("name, sentence", [
    ("", "no file name was given, so nothing was written"),
    ("a\0b", "cannot write 'a\\x00b': a file name cannot hold a NUL character"),
    ("folder/", "cannot write 'folder/': it names a folder, not a file"),
    (".", "cannot write '.': it names a folder, not a file"),
    ("..", "cannot write '..': it names a folder, not a file"),
])
def test_names_that_are_no_file_are_refused(name: str, sentence: str) -> None:
    with pytest.raises(FileRefused) as refused:
        write_file(name, "exported")
    assert str(refused.value) == sentence


def test_a_missing_folder_is_one_sentence(tmp_path: Path) -> None:
    target = tmp_path / "no such folder" / "out.json"
    with pytest.raises(FileRefused) as refused:
        write_file(target, "x")
    assert str(refused.value) == (f"cannot write {shown(target)}: its folder does not exist; "
                                  "nothing was written")
    assert shown(target).startswith("'...") and shown(target).endswith("folder/out.json'")


@pytest.mark.skipif(as_root or sys.platform == "win32",
                    reason="permissions do not bind root (nor work this way on Windows)")
def test_a_read_only_folder_or_file_is_one_sentence(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    (folder / "out.json").write_text("old")
    folder.chmod(0o555)
    try:
        with pytest.raises(FileRefused, match=r"permission denied; nothing was written$"):
            write_file(folder / "out.json", "new")
        assert (folder / "out.json").read_text() == "old"
    finally:
        folder.chmod(0o755)
    (folder / "out.json").chmod(0o444)
    with pytest.raises(FileRefused, match=r"the file is read-only; nothing was written$"):
        write_file(folder / "out.json", "new")
    assert (folder / "out.json").read_text() == "old"


def test_a_read_only_folder_as_root_is_refused_by_the_disk(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    """Root ignores permission bits, so the refusal of a read-only disk is met as the
    writer meets it: the exclusive create fails with EROFS."""
    real_open = os.open

    def read_only_disk(path: str, flags: int, mode: int = 0o777) -> int:
        if flags & os.O_CREAT:
            raise OSError(30, "Read-only file system", path)
        return real_open(path, flags, mode)

    monkeypatch.setattr(safe_files.os, "open", read_only_disk)
    target = tmp_path / "out.json"
    with pytest.raises(FileRefused) as refused:
        write_file(target, "x")
    assert str(refused.value) == (f"cannot write {shown(target)}: the disk is read-only; "
                                  "nothing was written")


def test_a_failure_while_writing_leaves_the_old_file_and_no_litter(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    target.write_text("old")

    def dies(fh: object) -> None:
        fh.write(b"half")  # type: ignore[attr-defined]
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_file(target, dies)
    assert target.read_text() == "old" and litter(tmp_path) == []


def test_text_that_utf8_cannot_hold_is_one_sentence(tmp_path: Path) -> None:
    with pytest.raises(FileRefused, match="lone surrogate"):
        write_file(tmp_path / "out.json", "Ann\ud800")
    assert list(tmp_path.iterdir()) == []


@needs_posix
def test_reading_a_pipe_or_a_folder_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(FileRefused, match="it is a named pipe"):
        within(10, lambda: open_regular(fifo))
    with pytest.raises(FileRefused, match="it is a folder"):
        open_regular(tmp_path)
    big = tmp_path / "big"
    big.write_bytes(b"x" * 11)
    with pytest.raises(FileRefused, match="larger than 10 bytes"):
        open_regular(big, 10)
    with open_regular(big, 11) as fh:
        assert fh.read() == b"x" * 11


@needs_posix
@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_a_pipe_or_folder_in_place_of_the_history_is_moved_aside(tmp_path: Path,
                                                                 kind: str) -> None:
    from yachtdice.store import Store

    path = tmp_path / "yachtdice.sqlite3"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
    with within(30, lambda: Store.open(path)) as store:
        assert store.notice is not None and "it is not a regular file" in store.notice
        assert store.cannot_write is None and store.history() == []
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("yachtdice.sqlite3.unreadable")]
    assert len(aside) == 1 and (stat.S_ISFIFO(aside[0].lstat().st_mode) if kind == "fifo"
                                else aside[0].is_dir())
    assert path.is_file()


def test_a_path_through_a_file_or_too_long_a_name_is_one_sentence(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    with pytest.raises(FileRefused) as refused:
        write_file(tmp_path / "file" / "out.json", "x")
    assert str(refused.value).endswith(": a part of its path is a file, not a folder; nothing "
                                       "was written")
    with pytest.raises(FileRefused, match=r": the name is too long; nothing was written$"):
        write_file(tmp_path / ("a" * 300), "x")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]
