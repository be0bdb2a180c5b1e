"""Desktop-app figures quoted in docs/performance.md. Not a test: it prints numbers.

Run: python tests/bench/bench_ui.py
- start-up: process start to the first painted window (python -m yachtdice), warm, median of 7
- one frame of the dice tray: 6 dice mid-roll, painted at device scale 2
- a scoring click to the repainted scorecard
- resident memory after a whole game of four computer players
- the longest the window waits while Yahtzee is solved in the background
- resident memory with a solved table loaded
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

ENV = dict(os.environ, QT_QPA_PLATFORM="offscreen")


def startup(runs: int = 7) -> None:
    times = []
    for _ in range(runs):
        env = dict(ENV, YACHTDICE_STARTUP_PROBE="1", YACHTDICE_DATA_DIR=tempfile.mkdtemp())
        t = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "yachtdice"], stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True, env=env)
        assert proc.stdout is not None
        line = proc.stdout.readline()
        times.append(time.perf_counter() - t)
        proc.wait(timeout=30)
        assert line.startswith("first-paint"), line
    print(f"first painted window:        {statistics.median(times) * 1000:7.0f} ms "
          f"(median of {runs}, warm; min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f})")


def in_app() -> None:
    os.environ.update(QT_QPA_PLATFORM="offscreen", YACHTDICE_DATA_DIR=tempfile.mkdtemp())
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from yachtdice.core import GameState, Player, RandomDice, Roll
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.core.modes.pips.rules import options as pip_options
    from yachtdice.ui.board.dice_tray import DiceTray
    from yachtdice.ui.table.controller import GameController
    from yachtdice.ui.table.main_window import MainWindow

    # one frame of a six-dice roll, painted at twice the pixel density
    tray = DiceTray()
    tray.resize(640, 200)
    tray.show()
    before = GameState.start(preset("maxi-yatzy"), [Player("A")])
    after = before.apply(Roll((1, 2, 3, 4, 5, 6)))
    tray.animate_roll(before, after, "normal")
    tray._anim.pause()
    tray._anim.setCurrentTime(tray._anim.duration() // 3)
    image = QImage(1280, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    frames = []
    for _ in range(200):
        t = time.perf_counter()
        tray.render(image)
        frames.append(time.perf_counter() - t)
    print(f"dice tray frame, 6 dice, 2x: {statistics.median(frames) * 1000:7.2f} ms "
          f"(median of 200; 60 fps needs < 16.7, budget 4)")

    # a scoring click to the repainted scorecard
    window = MainWindow(GameController(RandomDice(5)), open_store=False)
    window.set_speed("off")
    window.show()
    window.start()
    window.controller.new_game(preset("yahtzee"), [Player("A"), Player("B")])
    clicks = []
    for _ in range(12):
        window.controller.roll()
        state = window.controller.state
        box = pip_options(state.card, state.dice).allowed[0].category.id
        t = time.perf_counter()
        window.controller.score(box)
        window.scorecard.viewport().repaint()
        clicks.append(time.perf_counter() - t)
        window.controller.roll()
        state = window.controller.state
        window.controller.score(pip_options(state.card, state.dice).allowed[0].category.id)
    print(f"score click to repainted card: {statistics.median(clicks) * 1000:5.2f} ms "
          f"(median of 12)")

    # memory after a whole game of computer players
    window.controller.new_game(preset("maxi-yatzy"), [Player(f"C{i}", True, "intermediate")
                                                      for i in range(4)])
    window.controller.hurrying = True
    while not window.controller.state.finished:
        app.processEvents()
        time.sleep(0.001)
    with open("/proc/self/status") as fh:
        rss = next(int(line.split()[1]) for line in fh if line.startswith("VmRSS"))
    print(f"resident memory after a game: {rss / 1024:6.0f} MB "
          f"(4 computer players, Maxi Yatzy)")
    # responsiveness while the strategy for Yahtzee is solved off the GUI thread
    from PySide6.QtCore import QElapsedTimer, QTimer

    from yachtdice.ui.jobs.engine_service import EngineService

    service = EngineService()
    done: list[object] = []
    gaps: list[int] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    t = time.perf_counter()
    service.request(preset("yahtzee"), done.append)
    while not done:
        app.processEvents()
        time.sleep(0.002)
    timer.stop()
    print(f"solving Yahtzee in the background: {time.perf_counter() - t:5.1f} s; the window's "
          f"10 ms timer waited at most {max(gaps)} ms (median {statistics.median(gaps):.0f})")
    with open("/proc/self/status") as fh:
        rss = next(int(line.split()[1]) for line in fh if line.startswith("VmRSS"))
    print(f"resident memory with the Yahtzee table loaded: {rss / 1024:5.0f} MB")
    window.close()
    app.quit()


if __name__ == "__main__":
    from yachtdice.cli.modes.builtin import install

    install()  # the built-in games, as the programs register them
    startup()
    in_app()
