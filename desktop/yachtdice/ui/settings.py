"""The player's preferences (animation speed, sound, theme, language, name, last game setup,
window size, the solver cache's size).

Kept in an INI file beside the history (so ``YACHTDICE_DATA_DIR`` moves it too).
Every value is checked when read: a damaged or unknown one reads as its default,
without a message box (the file is the player's). The last setup is JSON, read by the
same strict reader as every file (:mod:`yachtdice.core.jsontext`).

Qt never reads the file before :mod:`.settings_scan` has: a value Qt would decode as an
object (``@Variant(...)`` and its kind, which can abort the program) is dropped, whatever
its key; the file as it was is moved aside and the window's status line says so, once.
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from yachtdice.core.text import QT_TRANSLATE_NOOP, Text
from yachtdice.paths import data_dir
from yachtdice.store.errors import move_aside
from yachtdice.store.safe_files import FileRefused, open_regular, write_file
from yachtdice.ui.settings_scan import FILE_LIMIT, Value, scan, values

if TYPE_CHECKING:  # QSettings is made for the first setting written (or a file read by Qt)
    from PySide6.QtCore import QByteArray, QSettings

    from yachtdice.core.jsontext import JsonObject

SPEEDS = ("normal", "fast", "off")
THEMES = ("system", "light", "dark", "contrast")
NAME_LIMIT = 40
SOLVER_CACHE_MB = (10, 100_000)  # the bounds of the solver cache setting
SETUP_LIMIT = 100_000  # characters of the last setup's JSON (a few hundred in use)
#: the print options kept between openings of the options dialog: its switches, and papers
PRINT_SWITCHES = ("large", "four_up", "mono")
PAPERS = ("a4", "letter")
LIST_WIDTH_LIMIT = 10_000  # pixels: a remembered list width beyond it is none

_SET_ASIDE = QT_TRANSLATE_NOOP(
    "Settings", "Some settings could not be read and were set aside as {file}; the defaults "
    "are used instead.")
_NOT_READ = QT_TRANSLATE_NOOP(
    "Settings", "Some settings could not be read; the defaults are used instead.")
_NOTICE: list[Text] = []  # said once, by the first window after the settings were read


def take_notice() -> Text | None:
    """The sentence saying that settings were set aside, once (then None until it happens
    again): the window shows it in its status line."""
    return _NOTICE.pop() if _NOTICE else None


def _regular_or_aside(path: Path) -> Path:
    """``path``, after moving aside what stands there if it is not a regular file (a named
    pipe would block every start, a folder or device cannot hold settings, Qt would write
    through a symbolic link into the file it names: the link itself is moved aside, and
    the first window says so); when it cannot be moved, a file in a new temporary folder
    (settings for this run only)."""
    try:
        info = os.lstat(path)
        if stat.S_ISREG(info.st_mode):
            return path
        aside = move_aside(path)  # settings.ini.unreadable-<time>, as an unreadable history
        if stat.S_ISLNK(info.st_mode):
            _NOTICE[:] = [_SET_ASIDE.format(file=aside.name)]
        return path
    except FileNotFoundError:
        return path  # none yet (or a link to nowhere): Qt writes it
    except OSError:
        return _for_this_run(path)


def _for_this_run(path: Path) -> Path:
    """A new file of ``path``'s name in a new temporary folder: settings for this run."""
    return Path(tempfile.mkdtemp(prefix="yachtdice-settings-")) / path.name


def _scanned(path: Path) -> tuple[Path, bytes | None]:
    """``path``, once no line in it is one Qt would decode as an object (see
    :mod:`.settings_scan`): such lines are dropped, the file as it was is moved aside and
    :func:`take_notice` has one sentence saying so. A file too large to be settings is moved
    aside whole. When the file cannot be rewritten, the cleaned settings are used for this run.
    With it the file's bytes, when they are read as they are (None: a file rewritten)."""
    try:
        with open_regular(path, FILE_LIMIT) as fh:
            data = fh.read(FILE_LIMIT + 1)
    except FileRefused:
        if not path.is_file():
            return path, b""  # none yet: Qt writes it
        data = None  # too large (or unreadable): nothing of it is kept
    found = scan(data) if data is not None else None
    if found is not None and not found.dropped:
        return path, data
    try:
        aside = move_aside(path)
        target = path
    except OSError:
        aside, target = None, _for_this_run(path)
    if found is not None:
        try:
            write_file(target, found.cleaned)
        except FileRefused:
            target = _for_this_run(path)
            write_file(target, found.cleaned)
    _NOTICE[:] = [_SET_ASIDE.format(file=aside.name) if aside is not None
                  else _NOT_READ.text]
    return target, None


#: whether this process has made a QSettings: from then on every setting is read through Qt
#: (its instances share what is written before it reaches the file)
_QT_READS = [False]


class Settings:
    """The settings file (``YACHTDICE_DATA_DIR``'s ``settings.ini``), read and written through
    Qt's QSettings; until this process first makes one (the first setting written), the values
    are those :func:`~yachtdice.ui.settings_scan.values` reads from the file as Qt would, when
    it can."""

    def __init__(self) -> None:
        path, data = _scanned(_regular_or_aside(data_dir() / "settings.ini"))
        self._path = str(path)
        self._made: QSettings | None = None
        self._read: dict[str, Value] | None = None
        if data is not None and not _QT_READS[0]:
            self._read = values(data)

    @property
    def _q(self) -> QSettings:
        if self._made is None:
            from PySide6.QtCore import QSettings

            _QT_READS[0] = True
            self._made = QSettings(self._path, QSettings.Format.IniFormat)
        return self._made

    def _value(self, key: str, default: object = None) -> object:
        if self._read is not None and not _QT_READS[0]:
            return self._read.get(key, default)
        return self._q.value(key, default)

    @property
    def speed(self) -> str:
        value = str(self._value("animation/speed", "normal"))
        return value if value in SPEEDS else "normal"

    @speed.setter
    def speed(self, value: str) -> None:
        self._q.setValue("animation/speed", value if value in SPEEDS else "normal")

    @property
    def sound(self) -> bool:
        value = str(self._value("sound/enabled", "true")).lower()
        return value != "false"  # anything but a clear "false" is the default, on

    @sound.setter
    def sound(self, value: bool) -> None:
        self._q.setValue("sound/enabled", "true" if value else "false")

    @property
    def theme(self) -> str:
        value = str(self._value("look/theme", "system"))
        return value if value in THEMES else "system"

    @theme.setter
    def theme(self, value: str) -> None:
        self._q.setValue("look/theme", value if value in THEMES else "system")

    @property
    def language(self) -> str | None:
        """The language the player chose in Settings ▸ Language (a code such as ``"sv"``),
        or None: the desktop's."""
        from yachtdice.ui.i18n import LANGUAGES

        value = str(self._value("look/language", ""))
        return value if value in LANGUAGES else None

    @language.setter
    def language(self, value: str | None) -> None:
        from yachtdice.ui.i18n import LANGUAGES

        self._q.setValue("look/language", value if value in LANGUAGES else "")

    @property
    def player_name(self) -> str | None:
        """The name the player gave at the first start, if any (one line, trimmed)."""
        value = " ".join(str(self._value("player/name", "")).split())[:NAME_LIMIT]
        return value or None

    @player_name.setter
    def player_name(self, value: str) -> None:
        self._q.setValue("player/name", " ".join(value.split())[:NAME_LIMIT])

    @property
    def welcomed(self) -> bool:
        """The first-start welcome has been shown (and answered or dismissed)."""
        return str(self._value("player/welcomed", "false")).lower() == "true"

    @welcomed.setter
    def welcomed(self, value: bool) -> None:
        self._q.setValue("player/welcomed", "true" if value else "false")

    @property
    def last_setup(self) -> JsonObject | None:
        """The last new-game setup: {"rules": id, "players": [{"name", "kind"}]}, if valid."""
        raw = self._value("game/last_setup", "")
        if not isinstance(raw, str) or not raw:
            return None
        from yachtdice.core.jsontext import JSONTextError, loads  # (with a setup to read)

        try:
            data = loads(raw, SETUP_LIMIT)
        except JSONTextError:
            return None
        if not isinstance(data, dict) or not isinstance(data.get("rules"), str) \
                or not isinstance(data.get("players"), list):
            return None
        return data

    @last_setup.setter
    def last_setup(self, value: Mapping[str, object]) -> None:
        import json  # loaded when a setup is first kept, not at start

        self._q.setValue("game/last_setup", json.dumps(value))

    @property
    def geometry(self) -> QByteArray | None:
        value = self._value("window/geometry")
        if value is None:  # none saved (a first start): QByteArray's type is not needed
            return None
        from PySide6.QtCore import QByteArray  # a window's geometry was saved: it is needed

        if isinstance(value, bytes):  # read without Qt
            return QByteArray(value)
        return value if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._q.setValue("window/geometry", value)

    @property
    def solver_cache_mb(self) -> int | None:
        """``[cache] solver_megabytes``: how many megabytes of solved tables to keep (10 to
        100000; the least recently used go first), or None for the default."""
        try:
            value = int(str(self._value("cache/solver_megabytes", "")))
        except ValueError:
            return None
        return value if SOLVER_CACHE_MB[0] <= value <= SOLVER_CACHE_MB[1] else None

    @property
    def print_options(self) -> dict[str, bool | str | None]:
        """The print options last chosen (the score card's options dialog opens with them):
        ``large``, ``four_up`` and ``mono`` (on or off), ``paper`` ("a4", "letter", or None
        for the usual one)."""
        chosen: dict[str, bool | str | None] = {
            key: str(self._value(f"print/{key}", "false")).lower() == "true"
            for key in PRINT_SWITCHES}
        paper = str(self._value("print/paper", ""))
        chosen["paper"] = paper if paper in PAPERS else None
        return chosen

    @print_options.setter
    def print_options(self, value: Mapping[str, object]) -> None:
        for key in PRINT_SWITCHES:
            self._q.setValue(f"print/{key}", "true" if value.get(key) is True else "false")
        paper = value.get("paper")
        self._q.setValue("print/paper", paper if paper in PAPERS else "")

    @property
    def rules_list_width(self) -> int | None:
        """The width the player dragged House Rules' list of rulesets to (its splitter's
        handle), or None: as wide as its names."""
        try:
            value = int(str(self._value("house_rules/list_width", "")))
        except ValueError:
            return None
        return value if 0 < value <= LIST_WIDTH_LIMIT else None

    @rules_list_width.setter
    def rules_list_width(self, value: int) -> None:
        self._q.setValue("house_rules/list_width", str(max(1, min(value, LIST_WIDTH_LIMIT))))

    def sync(self) -> None:
        self._q.sync()
