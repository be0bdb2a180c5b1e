"""The launcher's files are written like every file: never through a planted link, never
into a named pipe (a FIFO would block the install for ever), refused in one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from yachtdice.resources import APP_ID
from yachtdice.store.safe_files import shown

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and links are POSIX")


def install(root: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, XDG_DATA_HOME=str(root), QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "yachtdice", "--install-desktop"],
                          capture_output=True, text=True, env=env, timeout=60)


def test_a_link_at_the_old_temporary_name_is_not_followed(tmp_path: Path) -> None:
    apps = tmp_path / "applications"
    apps.mkdir(parents=True)
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    (apps / f"{APP_ID}.desktop.part").symlink_to(victim)
    done = install(tmp_path)
    assert done.returncode == 0, done.stderr
    assert victim.read_text() == "precious"
    assert (apps / f"{APP_ID}.desktop").read_text().startswith("[Desktop Entry]")
    assert os.stat(apps / f"{APP_ID}.desktop").st_mode & 0o777 == 0o755


@pytest.mark.parametrize("kind", ["fifo", "symlink"])
def test_a_pipe_or_link_at_the_entry_is_refused_in_one_line(tmp_path: Path, kind: str) -> None:
    apps = tmp_path / "applications"
    apps.mkdir(parents=True)
    entry = apps / f"{APP_ID}.desktop"
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    if kind == "fifo":
        os.mkfifo(entry)
    else:
        entry.symlink_to(victim)
    done = install(tmp_path)
    what = "a named pipe (FIFO)" if kind == "fifo" else "a symbolic link"
    assert done.returncode == 1
    assert done.stderr == (f"yachtdice: could not install the launcher: cannot write "
                           f"{shown(entry)}: it is {what}, not a regular file; nothing was "
                           "written\n")
    assert victim.read_text() == "precious"
