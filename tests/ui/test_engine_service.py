"""The engine service: a real progress bar with the time left, bad saved tables rebuilt,
and the background solve that starts with a game."""

from __future__ import annotations

import contextlib
import re
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.store.modes.pips import tables
from yachtdice.ui.jobs.runner import JobRunner
from yachtdice.ui.modes.pips.engine_service import EngineService, solver_cache

from .conftest import MakeWindow
from .helpers import press

# the service's worker processes, started as the program starts them
pytestmark = pytest.mark.spawned_workers


def takes_a_while() -> Ruleset:
    """A ruleset whose solve takes long enough to be watched (Yatzy's first 12 boxes)."""
    data = preset("yatzy").to_dict()
    data["id"] = "yatzy-twelve"
    data["name"] = "Yatzy Twelve"
    data["categories"] = data["categories"][:12]
    return Ruleset.from_dict(data)


@pytest.mark.slow
def test_the_status_bar_shows_real_progress_and_the_time_left(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    seen: list[tuple[int, str]] = []
    window.notes.solve_bar.valueChanged.connect(
        lambda v: seen.append((v, window.notes.solve_label.text())))
    with qtbot.waitSignal(window.controller.engines.finished, timeout=300_000,
                          check_params_cb=lambda rid: rid == "yatzy-twelve"):
        window.controller.new_game(takes_a_while(), [Player("Ann"),
                                                     Player("Hal", True, "expert")])
    seen = [(v, text) for v, text in seen if text.startswith("Solving Yatzy Twelve")]
    values = [v for v, _ in seen]
    assert values == sorted(values) and values[-1] == 100
    assert any(0 < v < 100 for v in values)  # it moves on the way, not only at the end
    assert any(re.search(r"Solving Yatzy Twelve: turn \d+ of 12, about \d+ (s|min) left",
                         text) for _, text in seen), seen[:5]
    assert window.controller.engines.known(takes_a_while()) is not None


@pytest.mark.slow
@pytest.mark.no_solved_tables  # the solver cache is what it checks
def test_a_bad_saved_table_is_rebuilt_and_the_hint_arrives(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    rules = preset("yacht")
    path = tables.table_path(rules, solver_cache())
    path.parent.mkdir(parents=True)
    path.write_bytes(b"PK\x03\x04 a table cut short")
    window = make_window(ScriptedDice([1, 2, 3, 4, 5] * 3))
    press(qtbot, window, Qt.Key.Key_Space)
    window.hint_button.click()
    qtbot.waitUntil(lambda: window.hint_label.text().startswith("Hint:"), timeout=120_000)
    assert tables.load(rules, solver_cache()) is not None  # replaced by a good table


@pytest.mark.slow
@pytest.mark.no_solved_tables  # the solver cache is what it checks
def test_a_background_solve_is_cancelled_when_the_game_changes(qtbot: QtBot) -> None:
    service = EngineService()
    finished: list[str] = []
    service.finished.connect(finished.append)
    progress: list[float] = []
    service.progress.connect(lambda _name, f: progress.append(f))
    service.prepare(takes_a_while())
    assert service.busy
    qtbot.waitUntil(lambda: bool(progress), timeout=60_000)
    with qtbot.waitSignal(service.finished, timeout=120_000,
                          check_params_cb=lambda rid: rid == "yacht"):
        service.prepare(preset("yacht"))  # another game began: its rules come next
    assert finished == ["yatzy-twelve", "yacht"]  # the first was cancelled ...
    assert service.known(takes_a_while()) is None  # ... and kept nothing
    yacht_table = tables.table_path(preset("yacht"), solver_cache()).name
    assert [p.name for p in solver_cache().iterdir()] == [yacht_table]
    assert service.known(preset("yacht")) is None  # saved: loaded when someone asks
    with qtbot.waitSignal(service.finished, timeout=60_000,
                          check_params_cb=lambda rid: rid == "maxi-yatzy"):
        service.prepare(preset("maxi-yatzy"))  # beyond the exact solver: nothing to solve
    assert not service.busy and [p.name for p in solver_cache().iterdir()] == [yacht_table]


@pytest.mark.slow
@pytest.mark.no_solved_tables  # Yahtzee must be solving when the other game starts
@pytest.mark.parametrize("rules_id", ["place-value-3", "word-yahtzee"])
def test_another_modes_game_hides_the_pip_solve_at_once_and_for_good(
        qtbot: QtBot, make_window: MakeWindow, rules_id: str) -> None:
    from PySide6.QtCore import QCoreApplication

    from yachtdice.core.modes.place_value.rules import preset as place_value
    from yachtdice.core.modes.word.rules import WORD_YAHTZEE

    rules = WORD_YAHTZEE if rules_id == "word-yahtzee" else place_value(rules_id)
    window = make_window(rules="yahtzee")  # the default game: Yahtzee is being solved
    service = window.controller.engines
    qtbot.waitUntil(window.notes.solve_bar.isVisible, timeout=60_000)
    assert window.notes.solve_label.text().startswith("Solving Yahtzee")
    window.controller.new_game(rules, [Player("Ann"), Player("Bob")])
    # no "Solving Yahtzee… 0%" beside a digit-dice or letter-dice game, not even briefly
    assert not window.notes.solve_bar.isVisible() and not window.notes.solve_label.isVisible()
    qtbot.waitUntil(lambda: service.running == 0, timeout=120_000)  # its thread has stopped
    QCoreApplication.processEvents()  # queued reports from the stopped solve arrive
    assert not window.notes.solve_bar.isVisible() and not window.notes.solve_label.isVisible()


@pytest.mark.slow
def test_a_window_deleted_while_it_waits_gets_no_engine(qtbot: QtBot) -> None:
    # House Rules asks the shared service, which outlives it: an answer arriving after the
    # window is gone must not reach the window's deleted widgets
    from PySide6.QtCore import QObject
    from shiboken6 import Shiboken

    service = EngineService()
    # any rules not solved yet: the answer comes through the event loop, which does not
    # run before the owner is deleted below (so a quick solve of six boxes will do)
    data = preset("yatzy").to_dict()
    data.update(id="yatzy-upper", name="Yatzy Upper", categories=data["categories"][:6])
    rules = Ruleset.from_dict(data)
    gone, kept = QObject(), QObject()
    heard: list[str] = []
    service.request(rules, lambda _: heard.append("gone"), owner=gone)
    service.request(rules, lambda _: heard.append("kept"), owner=kept)
    Shiboken.delete(gone)
    with qtbot.waitSignal(service.finished, timeout=120_000):
        pass
    assert heard == ["kept"]
    service.shut_down()


@pytest.mark.slow
@pytest.mark.no_solved_tables  # a real solve, watched in the process it runs in
@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="no /proc to read it in")
def test_a_background_solve_runs_in_a_process_of_its_own_at_low_priority_and_stops_at_once(
        qtbot: QtBot) -> None:
    # on a thread, the solver's NumPy held the interpreter lock in long stretches: the
    # window's 10 ms timer waited up to 0.2 s; a worker process cannot hold the window's lock
    import multiprocessing

    from yachtdice.ui.jobs.process import BACKGROUND_NICENESS

    def niceness(task: Path) -> int:
        return int((task / "stat").read_text().rsplit(")", 1)[1].split()[16])

    def workers() -> list[int]:
        return [p.pid for p in multiprocessing.active_children() if p.pid is not None]

    base = niceness(Path(f"/proc/self/task/{threading.get_native_id()}"))
    service = EngineService()
    progress: list[float] = []
    service.progress.connect(lambda _name, fraction: progress.append(fraction))
    service.prepare(takes_a_while())
    qtbot.waitUntil(lambda: bool(progress) and bool(workers()), timeout=60_000)
    (pid,) = workers()
    tasks = list(Path(f"/proc/{pid}/task").iterdir())
    assert tasks and all(niceness(task) >= BACKGROUND_NICENESS for task in tasks)
    assert niceness(Path(f"/proc/self/task/{threading.get_native_id()}")) == base
    service.cancel()  # the process is killed: nothing waits for the solver's next check
    qtbot.waitUntil(lambda: not workers() and service.running == 0, timeout=5_000)
    assert service.known(takes_a_while()) is None and not list(solver_cache().glob("*.npz"))
    service.shut_down()


def watched_service(monkeypatch: pytest.MonkeyPatch
                    ) -> tuple[JobRunner, EngineService, list[str], list[tuple[str, bool]]]:
    """A service of a runner of its own, the rules it fingerprints, and the jobs it starts
    (rules, in the background or not), none of them run (each is busy with its rules)."""
    runner = JobRunner()
    service = EngineService(runner=runner)
    fingerprints: list[str] = []
    real = Ruleset.content_hash
    monkeypatch.setattr(Ruleset, "content_hash",
                        lambda self: fingerprints.append(self.id) or real(self))
    started: list[tuple[str, bool]] = []

    def start(rules: Ruleset, background: bool) -> None:
        started.append((rules.id, background))
        service._busy = real(rules)

    monkeypatch.setattr(service, "_start", start)
    return runner, service, fingerprints, started


def test_a_game_dealt_while_the_window_is_first_drawn_is_prepared_once_it_is_drawn(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # preparing fingerprints the rules (OpenSSL's SHA-256, loaded for it): not before the
    # first paint; the last game dealt meanwhile is the one prepared, one that ended not
    runner, service, fingerprints, started = watched_service(monkeypatch)
    runner.hold()
    service.prepare(preset("yatzy"))
    service.prepare(preset("yacht"))           # another deal before the paint
    assert fingerprints == [] and started == [] and not service.busy
    runner.release()
    assert started == [("yacht", True)] and fingerprints[0] == "yacht"
    runner.hold()
    service.prepare(preset("yatzy"))
    service.cancel()                           # that game gave way to one without an engine
    runner.release()
    assert started == [("yacht", True)]
    assert runner.quit(30.0)


def test_an_expert_asked_for_while_the_window_is_first_drawn_gets_its_engine_once_drawn(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # a last game with an Expert asks for the engine at the deal: the rules' fingerprint
    # (OpenSSL's) waits for the first paint; then the request comes first, so its engine is
    # worked out by a job that does not yield the cores, which the game's preparing finds
    runner, service, fingerprints, started = watched_service(monkeypatch)
    got: list[object] = []
    runner.hold()
    service.prepare(preset("yacht"))  # the deal: the game is prepared, the Expert asks
    assert service.known(preset("yacht")) is None
    service.request(preset("yacht"), got.append)
    assert fingerprints == [] and started == []
    runner.release()
    assert started == [("yacht", False)] and got == []  # one job, the engine on its way
    runner.hold()
    service.request(preset("yatzy"), got.append)
    service.cancel()                  # that game gave way to another: nobody waits for it
    runner.release()
    assert started == [("yacht", False)]
    assert runner.quit(30.0)


def children() -> set[int]:
    """The processes this one started that are still there (read from /proc). A thread that
    ended between the listing and the reading is passed over (its children, if any, are
    already another thread's)."""
    found: set[int] = set()
    for task in Path("/proc/self/task").iterdir():
        with contextlib.suppress(FileNotFoundError):
            found.update(int(pid) for pid in (task / "children").read_text().split())
    return found


def workers_started(monkeypatch: pytest.MonkeyPatch) -> list[int | None]:
    """The pid of every worker process the job runner starts from now on."""
    from yachtdice.ui.jobs import process
    from yachtdice.ui.jobs.process import Worker

    started: list[int | None] = []

    class Watched(Worker):
        def __init__(self, work: Callable[..., Any], args: tuple[Any, ...]) -> None:
            super().__init__(work, args)
            started.append(self.pid)

    monkeypatch.setattr(process, "Worker", Watched)  # the runner takes it from there
    return started


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="no /proc to read it in")
def test_a_cached_table_is_seen_and_loaded_without_starting_a_process(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Yahtzee's table is saved (tests/conftest.py): preparing a game of it needs no worker
    # process, nor does loading it for the first hint
    started = workers_started(monkeypatch)
    before = children()
    service = EngineService()
    with qtbot.waitSignal(service.finished, timeout=60_000):
        service.prepare(preset("yahtzee"))
    assert started == [] and children() <= before
    got: list[object] = []
    service.request(preset("yahtzee"), got.append)
    qtbot.waitUntil(lambda: bool(got), timeout=60_000)
    engine = got[0]
    assert getattr(engine, "solution", None) is not None  # the saved table, loaded
    assert started == [] and children() <= before
    service.shut_down()


@pytest.mark.slow
@pytest.mark.no_solved_tables  # the window's first game is solved in a worker process
@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="no /proc to read it in")
def test_once_the_first_windows_work_is_done_no_process_of_ours_is_left(
        qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    # the worker that solved the table ends with its work, and so does multiprocessing's
    # resource tracker, which starting it started (it used to stay for the program's life)
    started = workers_started(monkeypatch)
    before = children()
    window = make_window(rules="yacht")
    engines = window.controller.engines
    qtbot.waitUntil(lambda: bool(started), timeout=60_000)
    qtbot.waitUntil(lambda: not engines.busy and engines.running == 0, timeout=120_000)
    assert tables.saved(preset("yacht"), solver_cache())
    assert started and not set(started) & children()  # the workers (one per game begun)
    assert children() <= before, "a process of ours outlived its work"



def test_an_engine_service_made_while_a_job_imports_the_tables_leaves_them_to_it(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # the store's table module as Python shows it while a job's thread is importing it: in
    # sys.modules, none of its names there yet. An engine service made meanwhile (an online
    # room's computers make one) took it for loaded and failed on its missing names (the
    # room's opening stopped with an AttributeError); it leaves the bound to the job, which
    # bounds the cache once its import is done. Once imported, the module is bounded.
    import importlib.machinery
    import sys
    import types

    name = "yachtdice.store.modes.pips.tables"
    importing = types.ModuleType(name)
    importing.__spec__ = importlib.machinery.ModuleSpec(name, None)
    importing.__spec__._initializing = True  # as importlib marks it until the body has run
    monkeypatch.setitem(sys.modules, name, importing)
    monkeypatch.setattr(tables, "_limit", [1])  # a bound other than the player's
    EngineService()  # no AttributeError
    assert tables.cache_limit() == 1  # the module being imported was not touched
    monkeypatch.setitem(sys.modules, name, tables)  # the import done
    EngineService()
    assert tables.cache_limit() == tables.DEFAULT_LIMIT  # the player's bound: the default
