"""Sound effects are synthesised once; without QtMultimedia the game is simply silent."""

from __future__ import annotations

import wave
from pathlib import Path

import pytest

from yachtdice.ui.table import sound

from .conftest import MakeWindow


def test_effects_are_written_as_short_wav_files(tmp_path: Path) -> None:
    paths = sound.synthesise(tmp_path)
    assert set(paths) == set(sound.EFFECTS)
    for path in paths.values():
        with wave.open(str(path)) as w:
            seconds = w.getnframes() / w.getframerate()
            assert 0.1 < seconds <= 1.0 and w.getnchannels() == 1


def test_without_qtmultimedia_playing_is_silent(monkeypatch: pytest.MonkeyPatch,
                                                qtbot: object) -> None:
    import builtins

    real_import = builtins.__import__

    def no_multimedia(name: str, *args: object, **kwargs: object) -> object:
        if name == "PySide6.QtMultimedia":
            raise ImportError("no QtMultimedia here")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_multimedia)
    player = sound.SoundPlayer()
    player.play("roll")  # nothing happens, nothing breaks
    assert not player.available


def fake_find_spec(present: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    real = sound.importlib.util.find_spec

    def find_spec(name: str, *args: object, **kwargs: object) -> object:
        if name == "PySide6.QtMultimedia":
            return object() if present else None
        return real(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(sound.importlib.util, "find_spec", find_spec)


def test_without_qtmultimedia_the_setting_is_unticked_and_says_how_to_get_it(
        monkeypatch: pytest.MonkeyPatch, make_window: MakeWindow) -> None:
    fake_find_spec(False, monkeypatch)
    window = make_window()
    assert window.settings.sound  # the player's choice (the default) is kept for later
    action = window.menus.sound_action
    assert not action.isChecked() and not action.isEnabled()
    assert action.text() == "&Sound (not installed)"  # no command line in a player's menu
    assert "QtMultimedia" in action.statusTip() and "pip" not in action.statusTip()


def test_with_qtmultimedia_the_setting_is_as_the_player_left_it(
        monkeypatch: pytest.MonkeyPatch, make_window: MakeWindow) -> None:
    fake_find_spec(True, monkeypatch)
    window = make_window()
    action = window.menus.sound_action
    assert action.isEnabled() and action.text() == "&Sound"
    assert action.isChecked() == window.settings.sound
