"""No background thread outlives its window or the application.

A solve still running when the program ends used to report into Qt objects being torn
down (a segmentation fault at exit, now and then) or to hit Python's own shutdown. These
tests close windows in the middle of real solves and look at what is left running.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.ui.modes.pips.engine_service import EngineService

from .test_engine_service import takes_a_while


def solve_threads() -> list[str]:
    return [t.name for t in threading.enumerate() if t.name.startswith(("solve", "bonus"))]


def test_shutting_down_stops_a_running_solve_and_waits_for_it(qtbot: QtBot) -> None:
    service = EngineService()
    progress: list[float] = []
    service.progress.connect(lambda _name, f: progress.append(f))
    finished: list[str] = []
    service.finished.connect(finished.append)
    service.prepare(takes_a_while())
    qtbot.waitUntil(lambda: bool(progress), timeout=60_000)
    assert service.running == 1
    assert service.shut_down() is True
    assert service.running == 0 and solve_threads() == []
    seen = len(progress)
    qtbot.wait(50)  # let anything queued arrive: nothing may, once shut down
    assert finished == [] and len(progress) == seen
    service.prepare(preset("yacht"))  # and nothing starts afterwards
    assert service.running == 0 and not service.busy


def test_the_bonus_chance_is_stopped_with_the_service(qtbot: QtBot) -> None:
    from yachtdice.core.modes.pips.optimal.advisor import Engine

    service = EngineService()
    got: list[object] = []
    # Maxi Yatzy is beyond the exact solver: its chance comes from simulated games
    service.request_bonus_chance(Engine(preset("maxi-yatzy"), None), got.append)
    qtbot.waitUntil(lambda: "bonus-chance" in solve_threads(), timeout=10_000)
    assert service.shut_down() is True
    assert solve_threads() == [] and got == []


# The real program: Qt's event loop, the window closed by the player, the loop ends.
APP_SCRIPT = textwrap.dedent("""
    import sys, threading
    from PySide6.QtCore import QTimer
    from yachtdice.core import Player
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.ui.modes import builtin
    builtin.install()
    from yachtdice.ui import app as app_module
    from yachtdice.ui.table.main_window import MainWindow

    WHAT = sys.argv[1]
    made = []

    class Window(MainWindow):
        def start(self):
            super().start()
            made.append(self)
            QTimer.singleShot(0, stage)

    def stage():
        window = made[0]
        after = 300  # ms: a solve is well under way
        if WHAT == "game":  # a game begins: its rules are solved in the background
            window.controller.new_game(preset("yahtzee"), [Player("Ann")])
            busy = lambda: window.controller.engines.busy and solving()
        elif WHAT == "house-rules":  # House Rules on Yahtzee: its expected score is solved
            from yachtdice.ui.modes.pips.house_rules.expected import shared_engines
            window.show_house_rules()
            busy = lambda: shared_engines().busy and solving()
        elif WHAT == "word":  # a word game: the word list loads in the background
            from yachtdice.core.modes.word.rules import WORD_YAHTZEE
            window.controller.new_game(WORD_YAHTZEE, [Player("Ann"), Player("Hal", True)])
            busy, after = lambda: running("word list"), 0
        elif WHAT == "place-value":  # six digit dice: the computer's tables are worked out
            from yachtdice.core.modes.place_value.rules import preset as place_value
            window.controller.new_game(place_value("place-value-6"),
                                       [Player("Ann"), Player("Hal", True)])
            busy, after = lambda: running("place value tables"), 0
        elif WHAT == "start":  # at once: the history is still being opened
            busy, after = lambda: True, 0
        elif window.store is None:  # Statistics need the history open
            QTimer.singleShot(20, stage)
            return
        else:  # Statistics: the games not yet reviewed are, solving their rules first
            window.show_statistics()
            busy = lambda: running("statistics") and solving()

        def close_when_busy():
            if busy() and not after:
                close_all()  # at once, while it runs
            elif busy():
                QTimer.singleShot(after, close_all)
            else:
                QTimer.singleShot(20, close_when_busy)
        close_when_busy()

    def running(name):
        return any(t.name == name for t in threading.enumerate())

    def solving():
        return any(t.name.startswith("solve") for t in threading.enumerate())

    def close_all():
        from PySide6.QtWidgets import QApplication
        for w in QApplication.topLevelWidgets():
            if w is not made[0]:
                w.close()
        made[0].close()  # the last window: the event loop ends

    if WHAT.startswith("statistics"):  # a history of finished games to review
        from yachtdice.store import Store
        from yachtdice.store.stats import Filters
        from yachtdice.gallery.modes.pips import record_history
        from yachtdice.ui.windows.statistics import SETTING
        store = Store.open()
        record_history(store)
        if WHAT == "statistics-yahtzee":  # optimal play's figures for Yahtzee are worked out
            store.set_setting(SETTING, Filters("yahtzee").to_json())
        store.close()
    app_module.MainWindow = Window
    code = app_module.main(["yachtdice"])
    left = [t.name for t in threading.enumerate() if t is not threading.main_thread()]
    print("left:", ",".join(left))
    sys.exit(code)
""")


@pytest.mark.slow
@pytest.mark.no_solved_tables  # it closes the app while Yahtzee is being solved
@pytest.mark.parametrize("what", ["game", "house-rules", "statistics", "statistics-yahtzee",
                                  "word", "place-value", "start"])
def test_closing_the_app_mid_solve_leaves_no_thread_and_says_nothing(
        what: str, private_data_dir: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONFAULTHANDLER="1")
    done = subprocess.run([sys.executable, "-c", APP_SCRIPT, what], capture_output=True,
                          text=True, env=env, timeout=120)
    errors = [line for line in done.stderr.splitlines()
              if "propagateSizeHints" not in line]  # the offscreen platform's remark
    assert done.returncode == 0, done.stderr
    assert errors == []
    assert done.stdout.strip() == "left:"  # every solve thread stopped and waited for
