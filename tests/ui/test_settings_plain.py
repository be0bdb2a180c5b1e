"""The first window's settings are read without Qt's QSettings (ui/settings_scan.values): for
every file, what that reading gives is what QSettings gives, or nothing (Qt reads the file)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QLabel, QMainWindow
from pytestqt.qtbot import QtBot

from yachtdice.ui import settings as settings_module
from yachtdice.ui.settings import Settings
from yachtdice.ui.settings_scan import scan, values

# texts a player or a hand-edit may leave in a value: commas (Qt writes a list), quotes,
# backslashes, an "@" first (Qt writes "@@"), controls, letters outside ASCII, emoji, spaces
TEXTS = ["", "dark", "a,b", "a, b ,c", '"quoted"', "back\\slash", "@at", "@@two", "semi;colon",
         "equals=sign", "tab\there", "new\nline", "Zoë", "Ærø Å", "😀 family 👨‍👩‍👧", " spaced ",
         "\x00nul", "end\\", "0x41", "\u202eturned", '{"rules": "yacht", "players": []}']


def written_by_qt(path: Path, entries: dict[str, object]) -> bytes:
    q = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in entries.items():
        q.setValue(key, value)
    q.sync()
    del q
    return path.read_bytes()


def as_qt_reads(path: Path) -> dict[str, object]:
    q = QSettings(str(path), QSettings.Format.IniFormat)
    read: dict[str, object] = {}
    for key in q.allKeys():
        value = q.value(key)
        read[key] = bytes(value.data()) if isinstance(value, QByteArray) else value
    return read


def geometry(qtbot: QtBot, width: int, height: int) -> bytes:
    window = QMainWindow()
    window.setCentralWidget(QLabel("x"))
    qtbot.addWidget(window)
    window.resize(width, height)
    return bytes(window.saveGeometry().data())


def test_a_file_qt_wrote_reads_the_same_without_qt(qtbot: QtBot, tmp_path: Path) -> None:
    shapes = [geometry(qtbot, 640, 480), geometry(qtbot, 1023, 767), bytes(range(256)),
              b"", b",,,", b'"\\', b"\x00" * 7 + b"1"]
    rng = random.Random(38)
    for n, text in enumerate(TEXTS):
        entries: dict[str, object] = {"look/theme": text, "player/name": text,
                                      "game/last_setup": text, "print/paper": "a4",
                                      "house_rules/list_width": str(n),
                                      "window/geometry": QByteArray(shapes[n % len(shapes)])}
        if n % 3 == 0:
            entries["animation/speed"] = [text, "fast"]  # a list, as a hand-edit's commas read
        if n % 4 == 1:
            entries["window/geometry"] = QByteArray(bytes(rng.randrange(256) for _ in range(66)))
        path = tmp_path / f"settings{n}.ini"
        data = written_by_qt(path, entries)
        plain = values(data)
        if b"@String(" in data:  # a text with a NUL, which Qt writes as an object: Qt reads it
            assert plain is None
        else:
            assert plain == as_qt_reads(path), data


@pytest.mark.parametrize("data", [
    b"[look]\ntheme=dark\n",
    b"[look]\r\ntheme = dark \r\n[player]\r\nwelcomed=true\r\n",
    b"; a comment\n[look]\ntheme=dark\n\n[look]\nlanguage=de\n",  # a section again
    b"[look]\ntheme=dark,light\n",
    b'[look]\ntheme="dark,light"\n',
    b"[look]\ntheme=@@dark\n",
    b"[look]\ntheme=\\x41\\x42\n",
    b"[look]\ntheme=\\101\n",
    b"[look]\ntheme=\n",
    b"[window]\ngeometry=@ByteArray(\\0\\x1\\xff)\n",
    b'[window]\ngeometry="@ByteArray(a,b)"\n',
    # left to Qt: a key twice, the General section, capitals, escapes in names, an "@" Qt
    # decodes, no "=", a byte-order mark, bytes beyond Latin-1, a key before any section
    b"[look]\ntheme=dark\ntheme=light\n",
    b"[General]\ntheme=dark\n",
    b"[Look]\nTheme=dark\n",
    b"[look]\nthe%6De=dark\n",
    b"[look]\ntheme=@Invalid()\n",
    b"[look]\ntheme\n",
    b"\xef\xbb\xbf[look]\ntheme=dark\n",
    b"[window]\ngeometry=@ByteArray(\\x100)\n",
    b"theme=dark\n[look]\ntheme=light\n",
    b"[look]\ntheme=@at\n",
    # a comment after a value: Qt ends the value at an unquoted ";"
    b"[look]\ntheme=dark ; my favourite\nlanguage=de ; German\n",
    b"[animation]\nspeed=fast;was normal\n",
    b"[player]\nname=Anna;Bob\n",
    # a line break of Unicode's, not Qt's, inside a value (U+2028, U+2029, NEL, FS..RS):
    # Qt reads one value; split there, the rest becomes keys and sections of its own
    "[player]\nname=Anna\u2028welcomed=true\n".encode(),
    "[player]\nname=Anna\x85[look]\x85theme=dark\n".encode(),
    "[player]\nname=Ann\u2029\n".encode(),
    b"[player]\nname=Ann\x1ctheme=dark\n",
    # a form feed or vertical tab ending a value: Qt keeps it
    b"[look]\ntheme=dark\x0b\n",
    # blanks after a quote closed and text after it: Qt keeps them
    b'[look]\ntheme="da"rk \n',
], ids=lambda d: d.decode("latin-1")[:24])
def test_a_file_written_by_hand_reads_as_qt_reads_it_or_is_left_to_qt(
        tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(data)
    plain = values(data)
    assert plain is None or plain == as_qt_reads(path)


def test_the_window_reads_its_settings_without_qt_until_one_is_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the first window's reads need no QSettings; once one is made (a setting written), every
    # Settings reads through Qt, which has what another wrote before it reached the file
    monkeypatch.setenv("YACHTDICE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(settings_module, "_QT_READS", [False])
    (tmp_path / "settings.ini").write_text("[look]\ntheme=dark\n[animation]\nspeed=fast\n")
    first, second = Settings(), Settings()
    assert (first.theme, first.speed, first._made) == ("dark", "fast", None)
    second.theme = "light"  # not yet on the disk
    assert (first.theme, Settings().theme, first.speed) == ("light", "light", "fast")


def test_values_typed_at_random_read_as_qt_reads_them(tmp_path: Path) -> None:
    # values made of what Qt's reader treats specially (quotes, commas, backslashes and the
    # escapes' letters and digits, blanks, "@"), each read both ways
    rng = random.Random(3838)
    alphabet = ['"', ",", "\\", "x", "0", "7", "9", "a", "F", "n", " ", "\t", "@", "é", "b"]
    compared = 0
    for n in range(1000):
        value = "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 12)))
        data = f"[look]\ntheme={value}\n[window]\ngeometry=@ByteArray({value})\n".encode()
        if scan(data).dropped:
            continue  # such a line never reaches Qt (nor this reading)
        path = tmp_path / f"settings{n}.ini"
        path.write_bytes(data)
        plain = values(data)
        if plain is not None:
            assert plain == as_qt_reads(path), data
            compared += 1
    assert compared > 300


# A review found these read otherwise than Qt by the first plain reader (a comment after a
# value, a line break of Unicode's): the player's language, theme or cache bound were lost
# until a setting was written.
def test_a_comment_after_the_language_keeps_the_players_language_and_theme(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Qt reads up to the ";": German and dark, before and after a setting is written
    monkeypatch.setenv("YACHTDICE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(settings_module, "_QT_READS", [False])
    (tmp_path / "settings.ini").write_text(
        "[look]\ntheme=dark ; my favourite\nlanguage=de ; German\n[animation]\nspeed=fast\n")
    first = Settings()
    seen = (first.theme, first.language)
    first.speed = "normal"  # a setting written: Qt reads from now on
    assert seen == (first.theme, first.language) == ("dark", "de")


def test_the_documented_cache_bound_with_a_comment_is_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # docs/optimal-play.md tells the player to write this by hand; Qt reads 500 (before and
    # after a setting is written), the plain reader "500 ; room for Maxi" (the default, 200)
    monkeypatch.setenv("YACHTDICE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(settings_module, "_QT_READS", [False])
    (tmp_path / "settings.ini").write_text("[cache]\nsolver_megabytes=500 ; room for Maxi\n")
    assert Settings().solver_cache_mb == 500
