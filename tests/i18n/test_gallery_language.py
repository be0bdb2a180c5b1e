"""The gallery draws a screen in the language asked for, and names the picture with it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage


def gallery(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # the gallery sets up its own offscreen screen
    return subprocess.run([sys.executable, "-m", "yachtdice.gallery", *args],
                          capture_output=True, text=True, env=env, timeout=300)


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_the_gallery_draws_the_about_box_in_german(qapp: object, tmp_path: Path) -> None:
    done = gallery(str(tmp_path), "--only", "about", "--screen", "1024x768",
                   "--language", "de")
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["about-light-1024x768-de.png"]
    assert not QImage(str(tmp_path / "about-light-1024x768-de.png")).isNull()


def test_the_gallery_refuses_an_unknown_language_in_one_line(tmp_path: Path) -> None:
    done = gallery(str(tmp_path), "--language", "tlh")
    assert done.returncode == 2
    assert "invalid choice: 'tlh'" in done.stderr and "Traceback" not in done.stderr
    assert list(tmp_path.iterdir()) == []
