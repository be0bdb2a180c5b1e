"""Sound effects are synthesised once; without QtMultimedia the game is simply silent."""

from __future__ import annotations

import wave
from pathlib import Path

import pytest

from yachtdice.ui import sound


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
