"""Sound effects, when QtMultimedia can be imported (PySide6-Addons) and an output exists.

Without it the game is simply silent, and the Sound setting says so, unticked,
with how to get it (:func:`show_setting`). The effects are synthesised once into
the cache directory as small WAV files, so no recordings ship with the game.
"""

from __future__ import annotations

import importlib.util
import io
import math
import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.paths import cache_dir
from yachtdice.store.safe_files import write_file
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.plain import plain_tip

RATE = 22_050
EFFECTS = ("roll", "score", "bonus", "all_same")
_UNAVAILABLE = QT_TRANSLATE_NOOP(
    "Sound", "Sound is not available: this installation of Yacht Dice has no QtMultimedia "
    "(PySide6-Addons). The manual says how to add it.")
_NOT_INSTALLED = QT_TRANSLATE_NOOP("Sound", "&Sound (not installed)")


def sound_problem() -> str | None:
    """Why this install cannot play sound, or None. Looks for QtMultimedia without importing
    it (the import is slow and stays off the path to the first window)."""
    try:
        found = importlib.util.find_spec("PySide6.QtMultimedia") is not None
    except (ImportError, ValueError):
        found = False
    if found:
        return None
    return _UNAVAILABLE.text


def show_setting(action: QAction, wanted: bool, problem: str | None) -> None:
    """The Sound menu entry: ticked as the player chose, or unticked and marked unavailable,
    saying how to get it. The player's choice itself is kept for when sound is installed."""
    if problem is None:
        action.setEnabled(True)
        action.setChecked(wanted)
        return
    action.setChecked(False)
    action.setEnabled(False)
    action.setText(translated(_NOT_INSTALLED))
    action.setToolTip(plain_tip(translated(problem)))
    action.setStatusTip(translated(problem))


def _tone(freqs: list[tuple[float, float, float]], length: float) -> list[float]:
    """Sine notes (frequency, start s, duration s) with a soft decay."""
    out = [0.0] * int(RATE * length)
    for freq, start, dur in freqs:
        for i in range(int(RATE * dur)):
            t = i / RATE
            j = int(RATE * start) + i
            if j < len(out):
                out[j] += 0.35 * math.sin(2 * math.pi * freq * t) * math.exp(-4 * t / dur)
    return out


def _rattle() -> list[float]:
    rnd = random.Random(7)
    out = [0.0] * int(RATE * 0.5)
    for k in range(9):  # dice knocking: short noise clicks, getting softer
        start = int(RATE * (0.02 + k * 0.05 + rnd.uniform(0, 0.02)))
        for i in range(int(RATE * 0.018)):
            if start + i < len(out):
                out[start + i] += rnd.uniform(-1, 1) * 0.5 * (1 - k / 10) * math.exp(-i / 90)
    return out


def synthesise(folder: Path) -> dict[str, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    sounds = {
        "roll": _rattle(),
        "score": _tone([(880, 0, 0.18)], 0.25),
        "bonus": _tone([(660, 0, 0.2), (880, 0.12, 0.2), (1320, 0.24, 0.3)], 0.6),
        "all_same": _tone([(523, 0, 0.25), (659, 0.15, 0.25), (784, 0.3, 0.25),
                           (1047, 0.45, 0.5)], 1.0),
    }
    paths = {}
    for name, samples in sounds.items():
        path = folder / f"{name}.wav"
        if not path.is_file() or path.is_symlink():  # written whole, or refused (FileRefused)
            write_file(path, _wav(samples))
        paths[name] = path
    return paths


def _wav(samples: list[float]) -> bytes:
    import struct  # only when the sounds are first written: off the way to the first window
    import wave

    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32000))
                               for s in samples))
    return buffer.getvalue()


class SoundPlayer(QObject):
    """Plays the named effects; does nothing (quietly) if sound is unavailable or off."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = True
        self.problem = sound_problem()  # why there is no sound here, or None
        self._effects: dict[str, Any] = {}
        self._loaded = self.problem is not None  # nothing to load

    @property
    def available(self) -> bool:
        self._load()
        return bool(self._effects)

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        try:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QSoundEffect  # needs PySide6-Addons and libpulse
        except ImportError:
            return
        try:
            paths = synthesise(cache_dir() / "sounds")
        except OSError:
            return
        for name, path in paths.items():
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(0.5)
            self._effects[name] = effect

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        self._load()
        effect = self._effects.get(name)
        if effect is not None:
            effect.play()
