"""`export FILE` writes only a regular file, never through a link, a pipe or a device, and
never hangs; a bad target is one line, exit status 2, nothing changed."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from yachtdice.cli.app import main
from yachtdice.store.safe_files import shown

from ..store.helpers import play

needs_posix = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and links are POSIX")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def cli(*argv: str) -> subprocess.CompletedProcess[str]:
    """The CLI in a process of its own, which must end within a minute (a FIFO opened for
    writing would block it forever)."""
    return subprocess.run([sys.executable, "-m", "yachtdice.cli.app", *argv],
                          capture_output=True, text=True, timeout=60)


@pytest.fixture
def one_game(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    source = tmp_path / "g.json"
    source.write_text(json.dumps(play("yatzy", ["Ann"], seed=1).to_dict()))
    assert run(capsys, "record", str(source))[0] == 0


def test_one_game_is_one_game(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                              one_game: None) -> None:
    status, _, err = run(capsys, "export", str(tmp_path / "all.json"))
    assert status == 0 and err == f"exported 1 game to {tmp_path / 'all.json'}\n"
    assert len(json.loads((tmp_path / "all.json").read_text())["games"]) == 1


def test_an_empty_file_name_is_one_line(capsys: pytest.CaptureFixture[str],
                                        one_game: None) -> None:
    status, out, err = run(capsys, "export", "")
    assert (status, out) == (2, "")
    assert err == "yachtdice-cli: no file name was given, so nothing was written\n"


@needs_posix
def test_a_planted_link_at_the_old_temporary_name_is_not_followed(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, one_game: None) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    (tmp_path / ".all.json.partial").symlink_to(victim)
    status, _, _ = run(capsys, "export", str(tmp_path / "all.json"))
    assert status == 0 and victim.read_text() == "precious"
    assert json.loads((tmp_path / "all.json").read_text())["games"]
    assert (tmp_path / ".all.json.partial").is_symlink()


@pytest.mark.slow
@needs_posix
def test_a_planted_fifo_at_the_old_temporary_name_does_not_hang(tmp_path: Path,
                                                                 one_game: None) -> None:
    os.mkfifo(tmp_path / ".all.json.partial")
    done = cli("export", str(tmp_path / "all.json"))
    assert done.returncode == 0, done.stderr
    assert json.loads((tmp_path / "all.json").read_text())["games"]


@pytest.mark.slow
@needs_posix
@pytest.mark.parametrize("kind", ["fifo", pytest.param("symlink", marks=pytest.mark.slow),
                                  pytest.param("folder", marks=pytest.mark.slow)])
def test_a_target_that_is_not_a_regular_file_is_refused(tmp_path: Path, one_game: None,
                                                        kind: str) -> None:
    target = tmp_path / "all.json"
    elsewhere = tmp_path / "elsewhere.json"
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "symlink":
        elsewhere.write_text("precious")
        target.symlink_to(elsewhere)
    else:
        target.mkdir()
    before = target.lstat()
    done = cli("export", str(target))
    what = {"fifo": "a named pipe (FIFO)", "symlink": "a symbolic link", "folder": "a folder"}
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"yachtdice-cli: cannot write {shown(target)}: it is {what[kind]}, "
                           "not a regular file; nothing was written\n")
    after = target.lstat()
    assert (after.st_mode, after.st_ino) == (before.st_mode, before.st_ino)
    if kind == "symlink":
        assert elsewhere.read_text() == "precious"
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == ["all.json"] + (["elsewhere.json"] if kind == "symlink" else []) + ["g.json"]


@pytest.mark.slow
@pytest.mark.skipif(not Path("/dev/null").exists(), reason="no /dev/null here")
def test_a_device_is_refused(one_game: None) -> None:
    done = cli("export", "/dev/null")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == ("yachtdice-cli: cannot write '/dev/null': it is a device, not a "
                           "regular file; nothing was written\n")
    assert stat.S_ISCHR(os.lstat("/dev/null").st_mode)


def test_a_missing_folder_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                      one_game: None) -> None:
    target = tmp_path / "nowhere" / "all.json"
    status, _, err = run(capsys, "export", str(target))
    assert status == 2
    assert err == (f"yachtdice-cli: cannot write {shown(target)}: its folder does not exist; "
                   "nothing was written\n")
