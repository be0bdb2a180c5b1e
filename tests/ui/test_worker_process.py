"""The job runner's worker processes and its hold while the window is first painted.

A job does its heavy part in a process of its own (the strategy engine's NumPy would hold
the window's interpreter lock on a thread): what it reports and returns reaches the owner
as from a thread, a failure is one sentence, and a cancel or a quit ends the process at
once instead of at the work's next check.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from yachtdice.ui.jobs.runner import Job, JobRunner

from . import worker_tasks
from .test_jobs import LONG

# the worker process itself, started as the program starts it
pytestmark = pytest.mark.spawned_workers


@pytest.fixture
def quitting_runner() -> Iterator[JobRunner]:
    """A runner of the test's own, quit (every worker killed) after the test."""
    made = JobRunner()
    yield made
    assert made.quit(LONG), "a test's job did not stop"
    Shiboken.delete(made)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as fh:  # a zombie is not running
        return fh.read().rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.slow
def test_a_workers_reports_and_result_reach_the_owner_in_order(
        qtbot: QtBot, quitting_runner: JobRunner) -> None:
    runner = quitting_runner
    owner = QObject()
    heard: list[object] = []
    runner.submit(lambda job: job.in_process(worker_tasks.count, 3), owner, name="counting",
                  done=heard.append, progress=heard.append)
    qtbot.waitUntil(lambda: len(heard) == 4, timeout=30_000)
    assert heard[:3] == [1, 2, 3]
    assert isinstance(heard[3], str) and heard[3].startswith("counted to 3 in process ")
    assert heard[3] != f"counted to 3 in process {os.getpid()}"  # not this one


def test_a_worker_running_the_games_work_never_imports_qt(
        qtbot: QtBot, quitting_runner: JobRunner) -> None:
    # the engine's work and Statistics' reviews, as the window's jobs run them
    modules = ["yachtdice.store.modes.pips.work", "yachtdice.ui.jobs.work"]
    owner = QObject()
    heard: list[object] = []
    quitting_runner.submit(
        lambda job: job.in_process(worker_tasks.qt_after_importing, modules), owner,
        name="importing", done=heard.append)
    qtbot.waitUntil(lambda: bool(heard), timeout=30_000)
    assert heard == [[]]


def test_a_worker_has_the_engines_hot_records_compiled(
        qtbot: QtBot, quitting_runner: JobRunner) -> None:
    # the worker compiles them as it starts (core/values.py compile_hot): the engine runs
    # there at the compiled methods' speed
    owner = QObject()
    heard: list[object] = []
    quitting_runner.submit(lambda job: job.in_process(worker_tasks.hot_methods), owner,
                           name="hot", done=heard.append)
    qtbot.waitUntil(lambda: bool(heard), timeout=30_000)
    assert heard == [["<string>", "<string>"]]


def test_a_failure_in_the_worker_reaches_the_owner_as_one_sentence(
        qtbot: QtBot, quitting_runner: JobRunner) -> None:
    runner = quitting_runner
    owner = QObject()
    failed: list[str] = []
    runner.submit(lambda job: job.in_process(worker_tasks.refuse), owner, name="refusing",
                  failed=failed.append, failure="The strategy could not be prepared")
    qtbot.waitUntil(lambda: bool(failed), timeout=30_000)
    assert failed == ["The strategy could not be prepared: the rules have no such box"]


def test_a_worker_that_dies_is_a_failure_not_a_hang(
        qtbot: QtBot, quitting_runner: JobRunner) -> None:
    runner = quitting_runner
    owner = QObject()
    failed: list[str] = []
    runner.submit(lambda job: job.in_process(worker_tasks.vanish), owner, name="vanishing",
                  failed=failed.append, failure="The strategy could not be prepared")
    qtbot.waitUntil(lambda: bool(failed), timeout=30_000)
    assert failed == ["The strategy could not be prepared: the worker process ended without "
                      "a result (exit status 3)"]


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="no /proc to look in")
@pytest.mark.parametrize("how", ["cancel", "quit"])
def test_cancel_and_quit_end_the_worker_at_once(
        qtbot: QtBot, tmp_path: Path, how: str) -> None:
    # work that never checks in: a thread would run on; its process is killed
    runner = JobRunner()
    owner = QObject()
    marker = tmp_path / "started"
    heard: list[object] = []
    job = runner.submit(lambda job: job.in_process(worker_tasks.forever, str(marker)), owner,
                        name="endless", done=heard.append, failed=heard.append)
    qtbot.waitUntil(lambda: marker.exists() and marker.read_text() != "", timeout=30_000)
    pid = int(marker.read_text())
    if how == "cancel":
        job.cancel()
        assert job.wait(LONG)
    else:
        assert runner.quit(LONG)
    assert not alive(pid) and not job.running
    assert heard == []  # a cancelled job says nothing
    runner.quit(LONG)
    Shiboken.delete(runner)


def test_jobs_submitted_while_held_start_on_release_and_cancelled_ones_never(
        qtbot: QtBot, quitting_runner: JobRunner) -> None:
    runner = quitting_runner
    owner = QObject()
    ran: list[str] = []

    def work(name: str) -> object:
        def run(job: Job[str, None]) -> str:
            ran.append(name)
            return name
        return run

    runner.hold()
    assert runner.holding
    first = runner.submit(work("first"), owner, name="first")
    second = runner.submit(work("second"), owner, name="second")
    assert first.running and second.running  # waiting, as far as anyone waiting can tell
    second.cancel()
    assert not second.running
    assert not runner.wait(owner, 0.2)  # the first waits for the release
    assert ran == []
    runner.release()
    assert not runner.holding
    assert runner.wait(owner, LONG)
    assert ran == ["first"]


def test_a_quit_while_held_runs_nothing(qtbot: QtBot) -> None:
    runner = JobRunner()
    owner = QObject()
    ran: list[str] = []
    runner.hold()
    job = runner.submit(lambda job: ran.append("ran"), owner, name="never")
    assert runner.quit(LONG) and not job.running
    runner.release()
    assert ran == []
    Shiboken.delete(runner)
