"""A desktop-menu launcher for the current user: ``yachtdice --install-desktop``.

Writes the desktop entry and the icons into the freedesktop.org user locations
(``$XDG_DATA_HOME``, by default ``~/.local/share``): ``applications/`` and
``icons/hicolor/<size>/apps/``. The entry's ``Exec`` is the absolute path of the
program that is running, so it works for a virtual environment that is not on
PATH, and for a PyInstaller bundle. No Qt here: this runs before any window.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from yachtdice.resources import APP_ID, ICON_SIZES, desktop_entry_template, icon_png, icon_svg
from yachtdice.store.safe_files import write_file

_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home() -> Path:
    """``$XDG_DATA_HOME`` if absolute (the spec ignores a relative one), else ~/.local/share."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path.home() / ".local" / "share"


def program_command() -> list[str]:
    """The command that starts this installation of the game, as absolute paths.

    A bundle is its own executable; a pip install has a ``yachtdice`` script beside
    the interpreter; failing that, the interpreter runs the package.
    """
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    interpreter = Path(sys.executable).absolute()  # keep a venv's own link, do not resolve it
    script = interpreter.parent / ("yachtdice.exe" if os.name == "nt" else "yachtdice")
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [str(interpreter), "-m", "yachtdice"]


def exec_quote(argument: str) -> str:
    """One argument of an ``Exec`` line, quoted as the Desktop Entry spec asks."""
    escaped = argument.replace("%", "%%")
    if not any(c in _RESERVED for c in escaped):
        return escaped
    inner = "".join("\\" + c if c in '"`$\\' else c for c in escaped)
    # the desktop file format unescapes backslashes once more when the file is read
    return '"' + inner.replace("\\", "\\\\") + '"'


def entry_text(command: list[str]) -> str:
    """The packaged desktop entry with ``Exec`` (and ``TryExec``) set to ``command``."""
    lines = []
    for line in desktop_entry_template().read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            lines.append("TryExec=" + command[0].replace("\\", "\\\\"))
            line = "Exec=" + " ".join(exec_quote(part) for part in command)
        lines.append(line)
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class Placement:
    """Where each launcher file goes under one data directory."""

    root: Path

    @property
    def entry(self) -> Path:
        return self.root / "applications" / f"{APP_ID}.desktop"

    @property
    def icons(self) -> dict[Path, Path]:
        """Installed path -> packaged source, for every icon."""
        hicolor = self.root / "icons" / "hicolor"
        placed = {hicolor / f"{s}x{s}" / "apps" / f"{APP_ID}.png": icon_png(s) for s in ICON_SIZES}
        placed[hicolor / "scalable" / "apps" / f"{APP_ID}.svg"] = icon_svg()
        return placed

    def files(self) -> list[Path]:
        return [self.entry, *self.icons]


def install(root: Path | None = None) -> list[Path]:
    """Write the entry and the icons; returns the files written. Raises OSError."""
    place = Placement(root or data_home())
    for target, source in place.icons.items():  # each whole, never through a planted link
        target.parent.mkdir(parents=True, exist_ok=True)
        write_file(target, source.read_bytes())
    place.entry.parent.mkdir(parents=True, exist_ok=True)
    write_file(place.entry, entry_text(program_command()), mode=0o755)  # never half a file
    _refresh(place.root)
    return place.files()


def uninstall(root: Path | None = None) -> list[Path]:
    """Remove what install() wrote; returns the files that were there."""
    place = Placement(root or data_home())
    removed = []
    for path in place.files():
        if path.is_file():
            path.unlink()
            removed.append(path)
    _refresh(place.root)
    return removed


def _refresh(root: Path) -> None:
    """Tell the desktop's caches, where their tools exist; menus rescan anyway."""
    commands = (["update-desktop-database", "-q", str(root / "applications")],
                ["gtk-update-icon-cache", "-q", "-t", "-f", str(root / "icons" / "hicolor")])
    for command in commands:
        if shutil.which(command[0]) and Path(command[-1]).is_dir():
            # only a cache: the files are in place whatever happens here
            with contextlib.suppress(OSError, subprocess.TimeoutExpired):
                subprocess.run(command, capture_output=True, timeout=30, check=False)


def run(action: str) -> int:
    """``--install-desktop`` / ``--uninstall-desktop``: one line of outcome, exit status."""
    try:
        if action == "install":
            written = install()
            print(f"Installed the Yacht Dice launcher: {written[0]} "
                  f"(and {len(written) - 1} icons).")
        else:
            removed = uninstall()
            print(f"Removed the Yacht Dice launcher ({len(removed)} files)." if removed
                  else "No Yacht Dice launcher was installed for this user.")
    except OSError as exc:
        print(f"yachtdice: could not {action} the launcher: {exc}", file=sys.stderr)
        return 1
    return 0
