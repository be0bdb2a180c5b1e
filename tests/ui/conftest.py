"""Fixtures for driving the real window offscreen.

The built-in games' window parts are registered once, as the program does at start.
"""

from __future__ import annotations

import functools
import pkgutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from yachtdice.core import DiceSource, Player, RandomDice
from yachtdice.core.modes.pips.presets import preset
from yachtdice.ui.dialogs import end_game
from yachtdice.ui.i18n import ENGLISH, Language
from yachtdice.ui.jobs.collector import GuiThreadCollector
from yachtdice.ui.modes import builtin
from yachtdice.ui.table import computer_turns, presenter
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.main_window import MainWindow

from .helpers import made_active

builtin.install()

MakeWindow = Callable[..., MainWindow]


@pytest.fixture(autouse=True)
def _computers_play_quickly(request: pytest.FixtureRequest,
                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Computers pace their moves for people to follow (about two seconds a turn, and two
    more counting down after a move Undo can take back), and the end of a game waits a
    moment before its dialog takes keys. A test waits for what happens, not for how long it
    takes: here each pause is a fortieth as long (a counted-down second 25 ms), except in
    tests marked ``real_pace`` (those that race a person against the countdown)."""
    if request.node.get_closest_marker("real_pace"):
        return
    monkeypatch.setattr(computer_turns, "SECOND_MS", computer_turns.SECOND_MS // 40)
    monkeypatch.setattr(computer_turns, "PACE_MS",
                        {step: ms // 40 for step, ms in computer_turns.PACE_MS.items()})
    monkeypatch.setattr(presenter, "END_PAUSE_MS", presenter.END_PAUSE_MS // 40)
    monkeypatch.setattr(end_game, "SETTLE_MS", end_game.SETTLE_MS // 40)


@pytest.fixture
def speak(qapp: object) -> Iterator[Language]:
    """Another language for one test (``speak.install("de")``); English and the default
    number format after it."""
    before = QLocale()
    language = Language()
    yield language
    language.install(ENGLISH)
    QLocale.setDefault(before)


@pytest.fixture(scope="session", autouse=True)
def _collect_on_the_gui_thread(qapp: object) -> Iterator[GuiThreadCollector]:
    """As the program does once its window is painted: Python's garbage collector runs on
    the GUI thread only, never on a job's thread, where collecting an earlier test's
    window would delete Qt objects (and once hung a CI run)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert app is not None
    collector = GuiThreadCollector(app)
    yield collector
    collector.stop()


@pytest.fixture(autouse=True)
def _collect_after_each_test(_collect_on_the_gui_thread: GuiThreadCollector) -> Iterator[None]:
    """Tests that never run the event loop collect too, between tests; and no window a test
    left open is seen by the next one on its worker: a dialog is ended (an end-of-game
    dialog left modal held the next word game's hourglass, and its clock never ran out),
    any other window hidden (a main window left shown read as a stray window)."""
    yield
    from PySide6.QtWidgets import QApplication, QDialog

    for widget in QApplication.topLevelWidgets():
        if widget.isVisible():
            if isinstance(widget, QDialog):
                widget.done(0)
            else:
                widget.hide()
    _collect_on_the_gui_thread.collect()


@functools.cache
def _worker_imports() -> list[str]:
    """What a worker process (ui/jobs/process.py) may import for any game's work: the jobs'
    own modules and every module of the core and the store (none imports Qt; 0.3 s of CPU
    once). The forking server imports them, so each worker starts from it in milliseconds."""
    import yachtdice.core
    import yachtdice.store

    return ["yachtdice.ui.jobs.process", "yachtdice.ui.jobs.work"] + [
        found.name for package in (yachtdice.core, yachtdice.store)
        for found in pkgutil.walk_packages(package.__path__, package.__name__ + ".")
        if not found.name.endswith(".__main__")]


@pytest.fixture(autouse=True)
def _workers_fork_from_a_warm_server(request: pytest.FixtureRequest,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Every window starts a worker process as a game begins (EngineService.prepare: is
    the table saved?). The program starts each as a fresh interpreter ("spawn"), which
    imports NumPy and the engine again: about 0.25 s of CPU, a third of the window tests'
    own. Here the workers fork from one server per test process that has imported that
    already; they are still processes of their own, run the same work on the same pickled
    arguments, report through the same pipe and are killed the same way. Tests marked
    ``spawned_workers`` (the worker process and the engine service themselves) start them
    exactly as the program does."""
    if request.node.get_closest_marker("spawned_workers") is not None:
        return
    import multiprocessing

    forking = multiprocessing.get_context("forkserver")
    forking.set_forkserver_preload(_worker_imports())
    usual = multiprocessing.get_context

    def get_context(method: str | None = None) -> object:
        return forking if method == "spawn" else usual(method)

    monkeypatch.setattr(multiprocessing, "get_context", get_context)


@pytest.fixture
def make_window(qtbot: QtBot) -> MakeWindow:
    def make(dice: DiceSource | None = None, rules: str = "yacht",
             players: list[Player] | None = None, open_store: bool = False,
             speed: str = "off") -> MainWindow:
        window = MainWindow(GameController(dice or RandomDice(1)), open_store=open_store)
        window.set_speed(speed)
        qtbot.addWidget(window)
        window.show()
        made_active(qtbot, window)  # window shortcuts (Space, R, 1-8) need it active
        qtbot.waitUntil(lambda: window.keys.given)  # just after the first paint
        window.start()
        if open_store:
            qtbot.waitUntil(lambda: window.store is not None, timeout=10_000)
        if players is not None or rules != "yahtzee":
            window.controller.new_game(preset(rules), players or [Player("Ann")])
        window.scorecard.setFocus()
        return window

    return make


@pytest.fixture(autouse=True)
def _window_tests_find_solved_tables(solved_tables: Path) -> None:
    """Every window starts a game and prepares its strategy in the background: the usual
    rules' tables are there already (tests/conftest.py, ``solved_tables``)."""
