"""The gallery draws every screen, offscreen, to a picture that is not blank."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

# what issue 15 asks the gallery to show, at least (later screens add to this list)
EXPECTED = ("game", "multiplayer", "end-dialog", "resume-prompt", "high-scores", "history",
            "review", "rules-help", "shortcuts", "about", "new-game", "welcome",
            "word-start", "word-building", "word-end", "word-lookup", "word-maximised",
            "word-review", "word-statistics", "word-time-up", "place-value-start",
            "place-value-arranging", "place-value-end", "place-value-card-editor",
            "place-value-score-card", "place-value-classroom-1024-2",
            "place-value-classroom-1024-6", "place-value-classroom-1920-2",
            "place-value-classroom-1920-6", "place-value-classroom-1024-2-5-digits",
            "place-value-classroom-1024-6-6-digits", "place-value-classroom-1024-2-7-digits",
            "house-rules",
            "house-rules-problem", "statistics", "unfinished-games",
            # wave 4: paper, real dice, Triple Yahtzee and online play (issues 33, 34)
            "print-options", "score-card", "score-card-four-up", "score-card-large",
            "score-card-mono", "word-score-card", "real-dice", "real-dice-error",
            "triple-game", "triple-two-players", "triple-end", "triple-classroom",
            "triple-rules", "triple-score-card", "host-game", "lobby", "join-game",
            "online-guest",
            # the review with turns a computer played for an away player
            "review-stood-in")


def distinct_colours(image: QImage, samples: int = 64) -> int:
    step_x, step_y = max(1, image.width() // samples), max(1, image.height() // samples)
    return len({image.pixel(x, y) for x in range(0, image.width(), step_x)
                for y in range(0, image.height(), step_y)})


@pytest.mark.slow
def test_gallery_writes_every_screen_and_none_is_blank(qapp: object, tmp_path: Path) -> None:
    out = tmp_path / "pictures"
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # the gallery sets up its own offscreen screen
    done = subprocess.run([sys.executable, "-m", "yachtdice.gallery", str(out),
                           "--theme", "dark", "--scale", "1"],
                          capture_output=True, text=True, env=env, timeout=180)
    assert done.returncode == 0, done.stderr
    assert done.stderr == "", done.stderr  # no Qt warning while staging the screens
    written = sorted(p.name for p in out.iterdir())
    assert written == sorted(f"{name}-dark.png" for name in EXPECTED)
    for name in written:
        image = QImage(str(out / name))
        assert not image.isNull(), name
        assert image.width() >= 200 and image.height() >= 50, name  # a real window, not a speck
        assert distinct_colours(image) > 4, f"{name} is (nearly) one colour"


def test_gallery_refuses_a_bad_theme_in_one_line(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "yachtdice.gallery", str(tmp_path),
                           "--theme", "sepia"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "invalid choice: 'sepia'" in done.stderr and "Traceback" not in done.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_the_gallery_draws_a_screen_in_high_contrast(qapp: object, tmp_path: Path) -> None:
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)
    done = subprocess.run([sys.executable, "-m", "yachtdice.gallery", str(tmp_path),
                           "--theme", "contrast", "--only", "welcome"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["welcome-contrast.png"]
    image = QImage(str(tmp_path / "welcome-contrast.png"))
    # the high-contrast window is black behind white text (the light theme is pale)
    assert image.pixelColor(2, image.height() // 2).lightness() < 30
    assert distinct_colours(image) > 2


def stage_twice(out: Path) -> int:
    """Stage ``real-dice`` and ``online-guest`` (windows whose status bar shows a solve) as
    the gallery does, once on a cold solver cache (each window solves its rules) and once
    after ``review`` has left Yahtzee and Yacht solved in the cache; write each picture
    to ``out`` and, as JSON, whether any window's strategy engine was still working or its
    solve bar showing when it was taken."""
    from PySide6.QtWidgets import QApplication, QWidget

    from yachtdice.gallery.run import each_screen, open_app
    from yachtdice.ui.modes import builtin
    from yachtdice.ui.table.main_window import MainWindow

    builtin.install()
    solving: dict[str, bool] = {}
    with tempfile.TemporaryDirectory(prefix="yachtdice-gallery-twice-") as scratch:
        _app = open_app(Path(scratch))
        for run, screens in (("cold", ["real-dice", "online-guest"]),
                             ("warm", ["review", "real-dice", "online-guest"])):

            def visit(name: str, widget: QWidget, run: str = run) -> None:
                windows = [w for w in QApplication.topLevelWidgets()
                           if isinstance(w, MainWindow) and w.isVisible()]
                solving[f"{run} {name}"] = any(
                    w.controller.engines.busy or w.notes.solve_bar.isVisible()
                    for w in windows)
                widget.grab().save(str(out / f"{run}-{name}.png"), "PNG")

            (Path(scratch) / run).mkdir()
            each_screen(Path(scratch) / run, visit, screens)
    (out / "solving.json").write_text(json.dumps(solving))
    return 0


@pytest.mark.slow
def test_a_screen_is_drawn_once_its_engine_is_ready_whatever_the_cache_held(
        qapp: object, tmp_path: Path) -> None:
    """A picture never shows how far a background solve had got (which depends on the
    machine's load): the status bar is drawn once the engine is ready, and the same whether
    the window solved its rules itself or found them solved by an earlier screen."""
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # the gallery sets up its own offscreen screen
    done = subprocess.run([sys.executable, __file__, str(tmp_path)], capture_output=True,
                          text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    solving = json.loads((tmp_path / "solving.json").read_text())
    assert solving == {f"{run} {name}": False for run in ("cold", "warm")
                       for name in ("real-dice", "online-guest")} | {"warm review": False}
    for name in ("real-dice", "online-guest"):
        cold, warm = (QImage(str(tmp_path / f"{run}-{name}.png")) for run in ("cold", "warm"))
        assert not cold.isNull() and cold == warm, name


if __name__ == "__main__":
    sys.exit(stage_twice(Path(sys.argv[1])))
