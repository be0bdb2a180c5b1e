"""The job runner: the one way the window runs work in the background.

Each test drives a runner of its own with small jobs whose pace the test controls
(events it sets), and looks at what reaches the owner on the GUI thread.
"""

from __future__ import annotations

import ast
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QObject
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from yachtdice.ui.jobs.runner import BACKGROUND_NICENESS, Job, JobRunner, app_runner

PACKAGE = Path(__file__).resolve().parents[2] / "desktop" / "yachtdice"
LONG = 30.0  # seconds a test waits at most for a thread that should end at once


@pytest.fixture
def runner() -> Iterator[JobRunner]:
    made = JobRunner()
    yield made
    assert made.quit(LONG), "a test's job did not stop"
    Shiboken.delete(made)


def arrive() -> None:
    """Let everything the jobs have posted reach the GUI thread."""
    QCoreApplication.processEvents()


def until_cancelled(job: Job[str, int]) -> str:
    """Work that reports progress until it is cancelled (each report is a check)."""
    step = 0
    while True:
        step += 1
        job.progress(step)
        time.sleep(0.001)  # the work's pace: a report a millisecond, not a flood


def test_progress_and_the_result_arrive_on_the_gui_thread_in_order(
        qtbot: QtBot, runner: JobRunner) -> None:
    owner = QObject()
    heard: list[object] = []
    threads: set[str] = set()

    def note(what: object) -> None:
        threads.add(threading.current_thread().name)
        heard.append(what)

    def count(job: Job[str, int]) -> str:
        for i in range(1, 4):
            job.progress(i)
        return "three"

    runner.submit(count, owner, name="counting", done=note, progress=note)
    qtbot.waitUntil(lambda: "three" in heard, timeout=10_000)
    assert heard == [1, 2, 3, "three"]
    assert threads == {threading.main_thread().name}


def test_cancel_stops_the_job_and_nothing_more_of_it_arrives(
        qtbot: QtBot, runner: JobRunner) -> None:
    owner = QObject()
    steps: list[int] = []
    ended: list[object] = []
    job = runner.submit(until_cancelled, owner, name="endless", done=ended.append,
                        progress=steps.append, failed=ended.append)
    qtbot.waitUntil(lambda: len(steps) >= 3, timeout=10_000)
    job.cancel()
    assert job.wait(LONG) and not job.running
    seen = len(steps)
    arrive()  # reports posted before it stopped: dropped, as the job was cancelled
    assert len(steps) == seen and ended == []
    assert runner.running() == []


def test_cancelling_an_owner_stops_its_jobs_and_no_other(
        qtbot: QtBot, runner: JobRunner) -> None:
    mine, other = QObject(), QObject()
    steps: dict[str, list[int]] = {"mine": [], "other": []}
    a = runner.submit(until_cancelled, mine, name="mine", progress=steps["mine"].append)
    b = runner.submit(until_cancelled, mine, name="mine too")
    c = runner.submit(until_cancelled, other, name="other", progress=steps["other"].append)
    qtbot.waitUntil(lambda: bool(steps["mine"]) and bool(steps["other"]), timeout=10_000)
    runner.cancel(mine)
    assert a.wait(LONG) and b.wait(LONG)
    assert runner.running(mine) == [] and runner.running(other) == [c]
    seen = len(steps["other"])
    qtbot.waitUntil(lambda: len(steps["other"]) > seen, timeout=10_000)  # it goes on


def test_a_result_for_an_owner_that_is_gone_is_dropped(qtbot: QtBot, runner: JobRunner) -> None:
    owner = QObject()
    go = threading.Event()
    got: list[str] = []
    dropped: list[str] = []

    def slow(job: Job[str, None]) -> str:
        go.wait(LONG)
        return "a table"

    job = runner.submit(slow, owner, name="slow", done=got.append, dropped=dropped.append)
    Shiboken.delete(owner)  # the window closed while the work went on
    assert job.cancelled
    go.set()
    assert job.wait(LONG)
    arrive()
    assert got == [] and dropped == ["a table"]  # let go of, never handed over


def test_a_result_already_on_its_way_is_dropped_when_the_owner_goes_first(
        qtbot: QtBot, runner: JobRunner) -> None:
    owner = QObject()
    got: list[str] = []
    dropped: list[str] = []
    job = runner.submit(lambda _job: "a store", owner, name="quick", done=got.append,
                        dropped=dropped.append)
    assert job.wait(LONG)  # posted to the GUI thread, not yet delivered
    Shiboken.delete(owner)
    arrive()
    assert got == [] and dropped == ["a store"]


def test_an_exception_reaches_the_owner_as_one_sentence_and_nothing_is_printed(
        qtbot: QtBot, runner: JobRunner, capfd: pytest.CaptureFixture[str]) -> None:
    owner = QObject()
    said: list[str] = []
    got: list[object] = []

    def broken(job: Job[int, None]) -> int:
        raise ValueError("the dice table is cut short")

    runner.submit(broken, owner, name="table", done=got.append, failed=said.append,
                  failure="The table could not be read")
    qtbot.waitUntil(lambda: bool(said), timeout=10_000)
    assert said == ["The table could not be read: the dice table is cut short"]
    assert got == []
    assert runner.wait(owner, LONG)
    err = capfd.readouterr().err
    assert "Traceback" not in err and "ValueError" not in err and err.strip() == ""


def test_quit_cancels_and_joins_every_job_and_runs_none_later(
        qtbot: QtBot, runner: JobRunner) -> None:
    owners = [QObject(), QObject()]
    steps: list[int] = []
    jobs = [runner.submit(until_cancelled, owners[i % 2], name=f"job {i}",
                          progress=steps.append) for i in range(4)]
    qtbot.waitUntil(lambda: len(steps) >= 4, timeout=10_000)
    assert runner.quit(LONG) is True
    assert all(j.cancelled and not j.running for j in jobs)
    left = [t.name for t in threading.enumerate() if t.name.startswith("job ")]
    assert left == [] and runner.running() == []
    seen = len(steps)
    arrive()
    assert len(steps) == seen  # nothing reaches any owner once quit
    ran: list[bool] = []
    late = runner.submit(lambda _job: ran.append(True), owners[0], name="late")
    assert late.cancelled and not late.running and ran == []


def test_quit_waits_a_bounded_time_for_a_job_that_does_not_check(
        qtbot: QtBot, runner: JobRunner) -> None:
    release = threading.Event()
    job = runner.submit(lambda _job: release.wait(LONG), QObject(), name="deaf")
    assert runner.quit(0.05) is False  # it waits no longer than it is told ...
    assert job.cancelled and job.running
    release.set()
    assert runner.wait(None, LONG) is True  # ... and the job ends when its work does


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no thread priorities here")
def test_a_job_that_yields_the_cores_runs_at_low_priority_from_then_on(
        qtbot: QtBot, runner: JobRunner) -> None:
    seen: list[tuple[int, int]] = []

    def polite(job: Job[None, None]) -> None:
        me = threading.get_native_id()
        before = os.getpriority(os.PRIO_PROCESS, me)
        job.yield_cores()
        seen.append((before, os.getpriority(os.PRIO_PROCESS, me)))

    base = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    job = runner.submit(polite, QObject(), name="polite")
    assert job.wait(LONG)
    [(before, after)] = seen
    assert before == base and after >= BACKGROUND_NICENESS
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == base  # its own only


def test_the_application_has_one_runner() -> None:
    assert app_runner() is app_runner()
    assert app_runner().parent() is QCoreApplication.instance()


def test_a_statistics_review_that_fails_unexpectedly_does_not_stop_later_ones(
        qtbot: QtBot, tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    # the review of a game the reviewer cannot read ("'WordRuleset' object has no attribute
    # 'categories'") used to end its thread with a traceback, and the window never
    # reviewed again while it was open
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.store import HERE, Store
    from yachtdice.ui.windows.statistics import StatisticsWindow

    from ..store.stats_history import fill

    runs: list[str] = []

    def reviewer(f: object, progress: object) -> int:
        runs.append("run")
        if len(runs) == 1:
            raise AttributeError("'WordRuleset' object has no attribute 'categories'")
        return 0

    with Store.open(tmp_path / "stats.sqlite3") as store:
        fill(store, HERE)
        w = StatisticsWindow(store, [preset("yacht")], [].append, reviewer=reviewer)
        qtbot.addWidget(w)
        w.show()
        qtbot.waitUntil(lambda: len(runs) == 1 and not runner_busy(w), timeout=10_000)
        arrive()  # what the ended job posted
        assert w.review_bar.isHidden()
        w.player_box.setCurrentIndex(w.player_box.findData("Ann"))  # another filter
        qtbot.waitUntil(lambda: len(runs) == 2, timeout=10_000)
        w.close()
    assert "Traceback" not in capfd.readouterr().err


@pytest.mark.slow
@pytest.mark.no_solved_tables  # it looks at what the statistics leave in the cache
def test_optimal_plays_estimate_stops_when_the_statistics_window_closes(
        qtbot: QtBot, tmp_path: Path) -> None:
    # rules beyond the exact solver: optimal play's figures come from 200 simulated games
    # (seconds, many on a busy machine), which went on to the end after the window closed
    from datetime import datetime, timedelta

    from yachtdice.core.modes.pips.optimal.advisor import Engine
    from yachtdice.core.modes.pips.optimal.simulate import play_solitaire
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.paths import solver_cache_dir
    from yachtdice.store import HERE, Store
    from yachtdice.store.modes.pips.distributions import distribution_path
    from yachtdice.ui.windows.statistics import open_statistics

    maxi = preset("maxi-yatzy")
    with Store.open(tmp_path / "stats.sqlite3") as store:
        end = datetime(2026, 3, 1, 12)
        store.record_game(play_solitaire(maxi, Engine(maxi, None), seed=7),
                          started=(end - timedelta(minutes=10)).isoformat(),
                          ended=end.isoformat(), origin=HERE)  # as Statistics counts
        w = open_statistics(store, [maxi], [].append)
        qtbot.addWidget(w)
        w.show()
        w.computers.setChecked(True)  # the game was a computer's
        w.ruleset_box.setCurrentIndex(w.ruleset_box.findData("maxi-yatzy"))
        qtbot.waitUntil(lambda: "maxi-yatzy" in w._references and runner_busy(w),
                        timeout=10_000)
        w.close()
        assert app_runner().wait(w.worker, LONG)
    assert not distribution_path(maxi, solver_cache_dir()).exists()  # stopped, not finished


def runner_busy(owner: QObject) -> bool:
    return any(j.owner is owner or j.owner.parent() is owner
               for j in app_runner().running())


# -- no other way ----------------------------------------------------------------------------------
#: what starts a thread or a process (called), or runs work on one (imported from Qt)
STARTERS = {"Thread", "Timer", "QThread", "QThreadPool", "QRunnable", "ThreadPoolExecutor",
            "ProcessPoolExecutor", "Process", "Pool", "start_new_thread", "run_in_executor"}
QT_THREADING = {"QThread", "QThreadPool", "QRunnable", "QtConcurrent"}
#: the core's solver and forward pass spread a computation over worker threads that they
#: join before they return (they run inside a job; the window never sees those threads)
JOINED_BEFORE_RETURNING = {
    "core/modes/pips/optimal/solver.py": {"ThreadPoolExecutor"},
    "core/modes/pips/optimal/distribution.py": {"ThreadPoolExecutor"},
}


def thread_starters(source: str) -> set[str]:
    """The names in ``source`` that start threads or processes, or run work on them."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else \
                func.id if isinstance(func, ast.Name) else None
            if name == "Timer" and not (isinstance(func, ast.Attribute)
                                        and isinstance(func.value, ast.Name)
                                        and func.value.id == "threading"):
                continue  # a QTimer-like name, not threading.Timer
            if name in STARTERS:
                found.add(name)
        elif isinstance(node, ast.ImportFrom):
            names = {alias.name for alias in node.names}
            if (node.module or "").startswith(("PySide6", "multiprocessing", "_thread")):
                found |= names & (QT_THREADING | STARTERS)
            if node.module in ("multiprocessing", "_thread", "concurrent.futures.process"):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names
                      if alias.name in ("multiprocessing", "_thread")}
    return found


def test_the_check_finds_every_way_of_starting_a_thread() -> None:
    assert thread_starters("import threading\nthreading.Thread(target=print).start()") \
        == {"Thread"}
    assert thread_starters("from threading import Thread\nThread(target=print)") == {"Thread"}
    assert thread_starters("from PySide6.QtCore import QThreadPool") == {"QThreadPool"}
    assert thread_starters("from concurrent.futures import ThreadPoolExecutor\n"
                           "with ThreadPoolExecutor(2) as pool: pass") == {"ThreadPoolExecutor"}
    assert thread_starters("import multiprocessing") == {"multiprocessing"}
    assert thread_starters("t = threading.Timer(1, print)") == {"Timer"}
    # naming a thread, waiting on an event or a Qt timer starts nothing
    assert thread_starters("import threading\nfrom PySide6.QtCore import QTimer\n"
                           "x: list[threading.Thread] = []\nthreading.Event().wait(0)\n"
                           "QTimer(None).start(40)\nQTimer.singleShot(0, print)") == set()


def test_no_module_outside_the_jobs_package_starts_a_thread() -> None:
    starting: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE).as_posix()
        if where.startswith("ui/jobs/"):
            continue
        found = thread_starters(path.read_text(encoding="utf-8"))
        found -= JOINED_BEFORE_RETURNING.get(where, set())
        if found:
            starting[where] = found
    assert starting == {}, "background work goes through yachtdice.ui.jobs.runner"
    for where in JOINED_BEFORE_RETURNING:  # the exceptions are still true
        assert (PACKAGE / where).is_file(), where


def test_calls_asked_for_while_held_run_on_release_in_order_and_at_once_when_not(
        runner: JobRunner) -> None:
    calls: list[str] = []
    runner.hold()
    runner.when_released(lambda: calls.append("fingerprint"))
    runner.when_released(lambda: calls.append("prepare"))
    assert calls == []                       # the window is still being drawn
    runner.release()
    assert calls == ["fingerprint", "prepare"]
    runner.when_released(lambda: calls.append("now"))
    assert calls == ["fingerprint", "prepare", "now"]


def test_a_cycle_holding_a_qt_object_is_collected_on_the_gui_thread_never_a_jobs(
        qtbot: QtBot) -> None:
    # Collected on a job's thread, a cycle's Qt object was deleted there: its destructor
    # took a Qt mutex and waited for the interpreter lock, which the GUI thread held
    # while it waited for that mutex (a CI run hung so). The collector collects on the
    # GUI thread only, however much a job allocates.
    import gc
    import weakref

    from yachtdice.ui.jobs.collector import GuiThreadCollector

    was_enabled = gc.isenabled()
    gc.enable()  # as Python is by default
    collector = GuiThreadCollector(QCoreApplication.instance())
    deleted_on: list[str] = []

    class Holder:
        pass

    holder = Holder()
    holder.obj = QObject()  # type: ignore[attr-defined]
    holder.me = holder  # type: ignore[attr-defined]  # a cycle: only the collector frees it
    watch = weakref.ref(holder.obj, lambda _: deleted_on.append(  # type: ignore[attr-defined]
        threading.current_thread().name))
    del holder
    kept: list[list[int]] = []
    job = threading.Thread(target=lambda: kept.extend([] for _ in range(20_000)), name="job")
    job.start()
    job.join(LONG)
    try:
        assert deleted_on == []  # the job allocated past every threshold: not collected there
        qtbot.waitUntil(lambda: deleted_on == ["MainThread"], timeout=10_000)
        assert watch() is None
    finally:
        collector.stop()
        if not was_enabled:
            gc.disable()
        kept.clear()
