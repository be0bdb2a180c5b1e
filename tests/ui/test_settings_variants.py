"""settings.ini values that Qt would decode as objects (issue 37): a variant claiming 2^31-1
items aborted the window at every start. Each case starts the real window in a subprocess,
where an abort fails the test instead of killing the test runner."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from yachtdice.ui.i18n import ENGLISH, app_language, start_language
from yachtdice.ui.modes import builtin
from yachtdice.ui.settings import Settings
from yachtdice.ui.settings_scan import scan
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.main_window import MainWindow

BOMB = b"@Variant(\x00\x00\x00\t\x7f\xff\xff\xff)"  # a QVariantList of 2^31-1 items

# every key the program reads (ui/settings.py), and one it does not
KEYS = [("animation", "speed"), ("sound", "enabled"), ("look", "theme"), ("look", "language"),
        ("player", "name"), ("player", "welcomed"), ("game", "last_setup"),
        ("window", "geometry"), ("cache", "solver_megabytes"), ("General", "theme")]

# starts the window once per file given, each in its own data folder, reads every setting,
# changes one and writes the file (Qt decodes every value when it writes)
_STARTER = r"""
import json, os, sys, tempfile
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from yachtdice.ui.modes import builtin
builtin.install()
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.main_window import MainWindow
for n, content in enumerate(json.loads(Path(sys.argv[1]).read_text())):
    folder = Path(tempfile.mkdtemp(dir=sys.argv[2])) / "data"
    folder.mkdir()
    (folder / "settings.ini").write_bytes(bytes.fromhex(content))
    os.environ["YACHTDICE_DATA_DIR"] = str(folder)
    window = MainWindow(GameController(), Settings(), open_store=False)
    window.show()
    window.start()
    app.processEvents()
    said = window.shown_message()
    again = Settings()  # a second reader in the same run finds the file clean
    seen = (again.speed, again.sound, again.theme, again.language, again.player_name,
            again.welcomed, again.last_setup, again.geometry, again.solver_cache_mb)
    again.speed = "fast"
    again.sync()
    window.close()
    window.deleteLater()
    app.processEvents()
    second = MainWindow(GameController(), again, open_store=False)  # says nothing more
    second.start()
    print("started", n, json.dumps([again.theme, again.speed, said, second.shown_message()]),
          flush=True)
    second.close()
    second.deleteLater()
"""


def start_windows(tmp_path: Path, files: list[bytes]) -> list[list[str]]:
    """Start the window on each settings file; for each, the theme and speed read after it,
    the window's message and a second window's."""
    cases = tmp_path / "cases.json"
    cases.write_text(json.dumps([content.hex() for content in files]))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", _STARTER, str(cases), str(tmp_path)],
                          capture_output=True, text=True, env=env, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    started = [json.loads(line.split(" ", 2)[2]) for line in done.stdout.splitlines()
               if line.startswith("started ")]
    assert len(started) == len(files), done.stderr[-2000:]
    return started


def test_a_variant_claiming_two_billion_items_is_dropped_and_said_once(
        tmp_path: Path) -> None:
    original = b"[animation]\nspeed=off\n[General]\ntheme=" + BOMB + b"\n"
    [(theme, speed, said, said_again)] = start_windows(tmp_path, [original])
    assert (theme, speed, said_again) == ("system", "fast", "")
    data = next(p.parent for p in tmp_path.rglob("settings.ini"))
    aside = [p for p in data.iterdir() if p.name.startswith("settings.ini.unreadable-")]
    assert len(aside) == 1 and aside[0].read_bytes() == original  # nothing of the player's lost
    assert said == (f"Some settings could not be read and were set aside as {aside[0].name}; "
                    "the defaults are used instead.")
    assert b"Variant" not in (data / "settings.ini").read_bytes()


def test_a_plain_file_is_left_as_it_is() -> None:
    text = (b"[animation]\nspeed=fast\n[player]\nname=\"Ann, @@the \\\"best\\\"\"\n"
            b"[window]\ngeometry=@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3)\n")
    assert scan(text).dropped == ()
    assert scan(text).cleaned == text


@pytest.mark.parametrize("value", [
    BOMB, b"  " + BOMB, b'"' + BOMB + b'"', b"a, " + BOMB, b'"x", ' + BOMB,
    b"\\x40Variant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xff)", b"\\100Variant(\\0)",
    b"\\x\\x40Variant(\\0)", b"\\z@Variant(\\0)", b'""@Variant(\\0)', b"@DateTime(\\0\\0)",
    b"@Rect(1 2 3 4)", b"@Variant(\\0\\0\\0\\x7f\\0\\0\\0)", b'"open quote', b"trailing\\",
])
def test_every_shape_of_a_decoded_value_is_dropped(value: bytes) -> None:
    for section, key in KEYS:
        found = scan(b"[%s]\n%s=%s\n" % (section.encode(), key.encode(), value))
        assert found.dropped == (f"{section}/{key}" if section != "General" else key,)
        assert found.cleaned == b"[%s]\n" % section.encode()


def _fuzz_values(rng: random.Random) -> list[bytes]:
    """Random bytes, variant headers with huge counts, deep nesting and wrong types."""
    headers = [b"\x00\x00\x00" + bytes([kind]) for kind in (2, 8, 9, 10, 11, 12, 16, 0x7f)]
    huge = [b"\x7f\xff\xff\xff", b"\xff\xff\xff\xfe", b"\x40\x00\x00\x00"]
    values = [b"@Variant(" + rng.choice(headers) + rng.choice(huge) + b")" for _ in range(6)]
    nested = b"\x00\x00\x00\t\x00\x00\x00\x01" * 20_000
    values += [b"@Variant(" + nested + b")", b"@ByteArray(" + b"(" * 5000 + b")",
               b"@Variant(\x00\x00\x00\x02\x00\x00\x00\x05)", b"@Size(1 2)", b"@Point(-1 -1)",
               b"@ByteArray(true)", b"1, 2, 3, " + BOMB, b"\\x40" * 3 + b"Variant()"]
    values += [bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
               for _ in range(8)]
    return values


@pytest.mark.slow
def test_fuzzed_settings_never_stop_the_window(tmp_path: Path) -> None:
    rng = random.Random(37)
    files = []
    for value in _fuzz_values(rng):
        section, key = rng.choice(KEYS)
        files.append(b"[%s]\n%s=%s\n" % (section.encode(), key.encode(), value))
    for section, key in KEYS:  # the bomb at every key
        files.append(b"[%s]\n%s=%s\n" % (section.encode(), key.encode(), BOMB))
    started = start_windows(tmp_path, files)
    assert len(started) == len(files)
    assert all(said_again == "" for *_, said_again in started)
    assert all(said.startswith("Some settings could not be read") for *_, said, _ in
               started[-len(KEYS):])  # the bomb is said, whatever its key


def test_the_geometry_as_qt_writes_it_is_kept() -> None:
    quoted = b'[window]\ngeometry="@ByteArray(\\x1\\xd9\\0,\\0\\x3\\\\)"\n'  # a comma: quoted
    assert scan(quoted).dropped == ()
    for bad in (b'"@ByteArray(a)", ' + BOMB, b'"@ByteArray(a)"x"', b"@ByteArray(a,b)",
                b'"@ByteArray(a)\\"'):
        assert scan(b"[window]\ngeometry=" + bad + b"\n").dropped == ("window/geometry",)


def test_the_window_says_it_in_german(qtbot: QtBot, private_data_dir: Path) -> None:
    """A line Qt would read on into the next ones (a quote left open) is set aside too; the
    first window says so in the player's language, and only once."""
    builtin.install()
    folder = private_data_dir / "data"
    folder.mkdir(parents=True)
    (folder / "settings.ini").write_bytes(b'[look]\nlanguage=de\n[player]\nname="Ann\n')
    before = QLocale()
    try:
        settings = Settings()
        assert start_language(settings.language) == "de"
        window = MainWindow(GameController(), settings, open_store=False)
        qtbot.addWidget(window)
        window.show()
        window.start()
        aside = next(folder.glob("settings.ini.unreadable-*")).name
        assert window.shown_message() == (
            "Einige Einstellungen konnten nicht gelesen werden und wurden als "
            f"{aside} beiseitegelegt; stattdessen gelten die Standardwerte.")
        assert settings.player_name is None and settings.language == "de"
    finally:
        app_language().install(ENGLISH)
        QLocale.setDefault(before)
