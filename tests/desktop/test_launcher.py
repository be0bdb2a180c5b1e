"""The desktop-menu launcher: installed for this user, pointing at this installation."""

from __future__ import annotations

import configparser
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from yachtdice.launcher import exec_quote
from yachtdice.resources import APP_ID

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def run_game(*args: str, env: dict[str, str],
             timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "yachtdice", *args], capture_output=True,
                          text=True, env=env, timeout=timeout)


@pytest.fixture
def xdg(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    root = tmp_path / "xdg data"  # a space on the way, as in many home folders
    env = dict(os.environ, XDG_DATA_HOME=str(root), QT_QPA_PLATFORM="offscreen")
    return root, env


def read_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


@pytest.mark.slow
def test_install_writes_entry_and_icons_and_uninstall_removes_them(
        xdg: tuple[Path, dict[str, str]]) -> None:
    root, env = xdg
    done = run_game("--install-desktop", env=env)
    assert done.returncode == 0, done.stderr
    entry_path = root / "applications" / f"{APP_ID}.desktop"
    assert str(entry_path) in done.stdout
    icons = [root / "icons/hicolor" / f"{s}x{s}" / "apps" / f"{APP_ID}.png" for s in SIZES]
    icons.append(root / "icons/hicolor/scalable/apps" / f"{APP_ID}.svg")
    assert entry_path.is_file()
    assert all(p.is_file() and p.stat().st_size > 0 for p in icons)

    entry = read_entry(entry_path)
    assert entry["Icon"] == APP_ID
    assert entry["StartupWMClass"] == APP_ID
    # this test runs in the venv that pip installed the game into: its own script
    script = Path(sys.executable).absolute().parent / "yachtdice"
    assert script.is_file(), "the test environment has no yachtdice script"
    assert entry["Exec"] == str(script)
    assert entry["TryExec"] == str(script)

    done = run_game("--uninstall-desktop", env=env)
    assert done.returncode == 0, done.stderr
    assert not entry_path.exists() and not any(p.exists() for p in icons)
    again = run_game("--uninstall-desktop", env=env)
    assert again.returncode == 0 and "No Yacht Dice launcher" in again.stdout


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_installed_entry_passes_the_validator_and_its_exec_starts_the_game(
        xdg: tuple[Path, dict[str, str]]) -> None:
    root, env = xdg
    assert run_game("--install-desktop", env=env).returncode == 0
    entry_path = root / "applications" / f"{APP_ID}.desktop"
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate is not installed (Debian: desktop-file-utils)")
    checked = subprocess.run([validator, str(entry_path)], capture_output=True, text=True,
                             timeout=30)
    assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
    # what a desktop does on a double-click, minus the screen: run the Exec command
    command = shlex.split(read_entry(entry_path)["Exec"])
    started = subprocess.run([*command, "--self-test"], capture_output=True, text=True,
                             env=env, timeout=120)
    assert started.returncode == 0, started.stderr


def test_exec_arguments_are_quoted_as_the_desktop_entry_spec_asks() -> None:
    assert exec_quote("/usr/bin/yachtdice") == "/usr/bin/yachtdice"
    assert exec_quote("/home/ann/my games/bin/yachtdice") == '"/home/ann/my games/bin/yachtdice"'
    assert exec_quote("/opt/100%/yachtdice") == "/opt/100%%/yachtdice"
    # a dollar inside quotes is escaped by a backslash, which the file format doubles
    assert exec_quote("/opt/$x/yachtdice") == '"/opt/\\\\$x/yachtdice"'


def test_a_launcher_that_cannot_be_written_is_one_sentence_and_nothing_else(
        tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    env = dict(os.environ, XDG_DATA_HOME=str(blocker))
    done = run_game("--install-desktop", env=env)
    assert done.returncode == 1
    assert len(done.stderr.strip().splitlines()) == 1
    assert "could not install the launcher" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.slow
def test_the_application_names_itself_by_the_app_id(tmp_path: Path) -> None:
    probe = ("import sys; from yachtdice.ui.app import make_application; "
             "app = make_application(sys.argv); "
             "print(app.applicationName(), app.desktopFileName(),"
             " sorted(s.width() for s in app.windowIcon().availableSizes()))")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[:2] == [APP_ID, APP_ID]
    assert done.stdout.strip().endswith(str(list(SIZES)))
