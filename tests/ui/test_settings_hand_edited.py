"""Settings files a player edits by hand: the plain reader (ui/settings_scan.values, used until
the first setting is written) reads each as Qt's QSettings does or leaves the file to Qt (a
comment after a value, a line break of Unicode's, a blank after a quote: a review found the
plain reader taking them otherwise, so the player's language, theme or cache bound were lost
until a setting was written)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from yachtdice.ui import settings as settings_module
from yachtdice.ui.settings import Settings
from yachtdice.ui.settings_scan import scan, values


def as_qt_reads(path: Path) -> dict[str, object]:
    q = QSettings(str(path), QSettings.Format.IniFormat)
    read: dict[str, object] = {}
    for key in q.allKeys():
        value = q.value(key)
        read[key] = bytes(value.data()) if isinstance(value, QByteArray) else value
    return read


@pytest.mark.parametrize("data", [
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
], ids=lambda d: repr(d)[2:30])
def test_a_hand_edited_file_reads_as_qt_reads_it_or_is_left_to_qt(
        tmp_path: Path, data: bytes) -> None:
    assert not scan(data).dropped  # the file is read as it is (not rewritten)
    path = tmp_path / "settings.ini"
    path.write_bytes(data)
    plain = values(data)
    assert plain is None or plain == as_qt_reads(path)


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
