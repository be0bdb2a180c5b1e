"""The one way the window runs work in the background: the job runner.

A job is a function run on a thread of its own; it reports progress and checks its
cancel flag through its :class:`Job`. Its progress, result or failure (one sentence)
reach its owner on the GUI thread only while the owner exists and the job is not
cancelled. :meth:`JobRunner.quit` cancels every job and waits for every thread; the
application's runner (:func:`app_runner`) quits when the application does. While the
window is first drawn the runner is held (:meth:`JobRunner.hold`): jobs submitted meanwhile
start once it is released, so nothing competes with the first paint.

A job does its heavy part (a solve, a forward pass, reviews) in a worker process of its own
(:meth:`Job.in_process`, :func:`in_process`; :mod:`yachtdice.ui.jobs.process`), so the
work's NumPy never holds the window's interpreter lock; cancelling the job (and quitting)
kills the process at once.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from shiboken6 import Shiboken

if TYPE_CHECKING:  # the worker process's module comes with the first worker, not at start
    from yachtdice.ui.jobs.process import Worker

T = TypeVar("T")
P = TypeVar("P")
R = TypeVar("R")

#: seconds :meth:`JobRunner.quit` waits for cancelled jobs: they stop within a fraction of
#: a second on an idle machine, but a job that yields the cores may get little of them
QUIT_WAIT = 30.0
#: the niceness of work that yields the cores (:meth:`Job.yield_cores`)
BACKGROUND_NICENESS = 10

_DONE, _FAILED, _PROGRESS = "done", "failed", "progress"


_current = threading.local()  # the job running on this thread (see in_process)


class Stopped(Exception):
    """Raised inside a cancelled job by :meth:`Job.check` and :meth:`Job.progress`; the
    runner ends the job quietly."""


class Job(Generic[T, P]):
    """One piece of background work. The work function gets it to report progress
    (:meth:`progress`) and to see whether it should stop (:meth:`check`,
    :attr:`cancelled`); whoever submitted it can :meth:`cancel` it and :meth:`wait`."""

    def __init__(self, board: _Board, work: Callable[[Job[T, P]], T], owner: QObject,
                 name: str, failure: str) -> None:
        self.name = name
        self.owner = owner
        self._board = board
        self._work = work
        self._failure = failure
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._waiting = False  # submitted while the runner is held, not started yet
        self._worker: Worker | None = None  # its worker process, while one runs
        self._lock = threading.Lock()
        # what reaches the owner on the GUI thread, and what lets go of an unwanted result
        self.on_done: Callable[[T], None] | None = None
        self.on_progress: Callable[[P], None] | None = None
        self.on_failed: Callable[[str], None] | None = None
        self.on_dropped: Callable[[T], None] | None = None

    # -- for the work, on its thread -------------------------------------------------------------
    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def check(self) -> None:
        """Raise :class:`Stopped` if the job has been cancelled."""
        if self._cancel.is_set():
            raise Stopped

    def progress(self, value: P) -> None:
        """Report progress (it reaches the owner's progress callback on the GUI thread);
        raises :class:`Stopped` if the job has been cancelled, so a report is also a check."""
        self.check()
        self._board.post(self, _PROGRESS, value)

    def yield_cores(self) -> None:
        """From now on this job's thread, and the threads it starts, run at low priority
        (not everywhere: then as they are). It cannot be undone."""
        with contextlib.suppress(OSError, AttributeError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), BACKGROUND_NICENESS)

    def in_process(self, work: Callable[..., R], *args: Any,
                   report: Callable[[Any], None] | None = None) -> R:
        """``work(report, *args)`` in a worker process (:mod:`.process`, at low priority):
        its reports go to ``report`` on this job's thread (by default to :meth:`progress`),
        its result is returned. Cancelling the job kills the process at once
        (:class:`Stopped` is raised here); if the work fails, :class:`~.process.WorkerFailed`
        says why."""
        from yachtdice.ui.jobs.process import Worker, WorkerFailed

        self.check()
        with self._lock:
            worker = Worker(work, args)
            self._worker = worker
        try:
            if self.cancelled:  # cancelled while the process was starting
                worker.kill()
            return worker.results(report or self.progress)  # type: ignore[no-any-return]
        except WorkerFailed:
            self.check()  # killed because cancelled: the job just stops
            raise
        finally:
            with self._lock:
                self._worker = None
            worker.close()

    # -- for whoever submitted it ----------------------------------------------------------------
    def cancel(self) -> None:
        """Stop the job at its next check (its worker process, if any, at once); nothing
        more of it reaches its owner."""
        self._cancel.set()
        with self._lock:
            worker = self._worker
        if worker is not None:
            worker.kill()

    @property
    def running(self) -> bool:
        """Whether its thread is still running (a cancelled job until it stops), or it waits
        to start (submitted while the runner is held, and not cancelled)."""
        if self._waiting:
            return not self._cancel.is_set()
        thread = self._thread
        return thread is not None and thread.is_alive()

    def wait(self, seconds: float) -> bool:
        """Wait up to ``seconds`` for the job's thread to end; True if it has."""
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(max(0.0, seconds))
        return not self.running

    # -- the thread ------------------------------------------------------------------------------
    def _start(self) -> None:
        self._waiting = False
        self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        _current.job = self
        try:
            result = self._work(self)
        except Exception as exc:  # a thread boundary: the owner hears one sentence
            if not self.cancelled:
                self._board.post(self, _FAILED, f"{self._failure}: {_reason(exc)}")
            return
        if self.cancelled or not self._board.post(self, _DONE, result):
            self.drop(result)

    def drop(self, result: T) -> None:
        """A result nobody takes: let go of what it holds (the ``dropped`` callback)."""
        if self.on_dropped is not None:
            with contextlib.suppress(Exception):  # letting go must not fail loudly
                self.on_dropped(result)

    def __repr__(self) -> str:
        state = "cancelled" if self.cancelled else "running" if self.running else "ended"
        return f"<Job {self.name!r} {state}>"


def _reason(exc: Exception) -> str:
    text = str(exc).strip()
    return text if text else type(exc).__name__


class _Board:
    """The runner's plain-Python side: its jobs and whether it is closed. Worker threads
    and the owners' ``destroyed`` handlers use it, never the QObject, which may be gone."""

    def __init__(self, emit: Callable[[Job[Any, Any], str, object], None]) -> None:
        self.lock = threading.Lock()
        self.closed = False
        self.jobs: list[Job[Any, Any]] = []
        self.watched: set[int] = set()
        self.held: list[Job[Any, Any]] | None = None  # jobs waiting for release()
        self.later: list[Callable[[], None]] = []  # calls waiting for release()
        self._emit = emit

    def post(self, job: Job[T, P], kind: str, value: object) -> bool:
        """Send ``value`` to the GUI thread unless the runner is closed; a close waits for
        a post under way, and once closed nothing is posted."""
        with self.lock:
            if self.closed:
                return False
            try:
                self._emit(job, kind, value)
            except RuntimeError:  # the runner was deleted meanwhile
                self.closed = True
                return False
            return True

    def close(self) -> None:
        with self.lock:
            self.closed = True

    def running(self, owner: QObject | None = None) -> list[Job[Any, Any]]:
        self.jobs = [j for j in self.jobs if j.running]
        return [j for j in self.jobs if owner is None or j.owner is owner]

    def owner_gone(self, key: int) -> None:
        self.watched.discard(key)
        for job in self.jobs:
            if id(job.owner) == key:
                job.cancel()


class JobRunner(QObject):
    """Runs jobs, each on a thread of its own, and hands their reports to their owners on
    the GUI thread (the thread the runner lives in)."""

    _arrived = Signal(object, str, object)  # (job, kind, value), from a worker thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        board = self._board = _Board(self._arrived.emit)
        self._arrived.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self.destroyed.connect(lambda *_: board.close())  # gone: no thread reaches Qt

    def submit(self, work: Callable[[Job[T, P]], T], owner: QObject, *, name: str,
               done: Callable[[T], None] | None = None,
               progress: Callable[[P], None] | None = None,
               failed: Callable[[str], None] | None = None,
               failure: str | None = None,
               dropped: Callable[[T], None] | None = None) -> Job[T, P]:
        """Run ``work(job)`` on a new thread named ``name``. On the GUI thread, while
        ``owner`` exists and the job is not cancelled: ``progress`` gets each value the work
        reports, ``done`` its result, ``failed`` the sentence "``failure``: reason" if it
        raised. A result produced but not handed over goes to ``dropped`` (on any thread),
        for letting go of what it holds. Once the runner has quit, the job never runs."""
        board = self._board
        job: Job[T, P] = Job(board, work, owner, name, failure or f"The {name} failed")
        job.on_done, job.on_progress, job.on_failed, job.on_dropped = \
            done, progress, failed, dropped
        if board.closed:
            job.cancel()
            return job
        key = id(owner)
        if key not in board.watched:  # an owner that goes cancels its jobs
            board.watched.add(key)
            owner.destroyed.connect(lambda *_: board.owner_gone(key))
        board.running()  # forget the ended ones
        board.jobs.append(job)
        if board.held is not None:
            job._waiting = True
            board.held.append(job)
        else:
            job._start()
        return job

    def hold(self) -> None:
        """Start no job until :meth:`release` (while the window is first drawn)."""
        if self._board.held is None:
            self._board.held = []

    def release(self) -> None:
        """Start the jobs submitted while held, in order (not those cancelled meanwhile)."""
        held, self._board.held = self._board.held, None
        later, self._board.later = self._board.later, []
        for job in held or ():
            if job.cancelled or self._board.closed:
                job._waiting = False
            else:
                job._start()
        for call in later:
            if not self._board.closed:
                call()

    def when_released(self, call: Callable[[], None]) -> None:
        """Call ``call`` (on the GUI thread) now, or once released if the runner is held:
        for the GUI-thread part of getting work ready, kept off the way to the first paint."""
        if self._board.held is None:
            call()
        else:
            self._board.later.append(call)

    @property
    def holding(self) -> bool:
        """Held: jobs submitted now wait for :meth:`release`."""
        return self._board.held is not None

    def cancel(self, owner: QObject) -> None:
        """Cancel every job of ``owner`` (nothing more of them reaches it)."""
        for job in self._board.running(owner):
            job.cancel()

    def wait(self, owner: QObject | None = None, seconds: float = QUIT_WAIT) -> bool:
        """Wait up to ``seconds`` for the jobs of ``owner`` (or all) to end; True if none
        is left running."""
        deadline = time.monotonic() + seconds
        for job in self._board.running(owner):
            job.wait(deadline - time.monotonic())
        return not self._board.running(owner)

    def running(self, owner: QObject | None = None) -> list[Job[Any, Any]]:
        """The jobs of ``owner`` (or all) whose threads are still running."""
        return self._board.running(owner)

    @property
    def closed(self) -> bool:
        """Quit: it runs nothing more."""
        return self._board.closed

    def quit(self, seconds: float = QUIT_WAIT) -> bool:
        """Cancel every job, run none later, and wait up to ``seconds`` for every thread to
        end (True if they have). From here on nothing reaches any owner."""
        self._board.close()
        for job in self._board.running():
            job.cancel()
        return self.wait(None, seconds)

    def _deliver(self, job: Job[Any, Any], kind: str, value: object) -> None:
        """A report reaches the GUI thread: handed to the owner if it still wants it."""
        wanted = not self._board.closed and not job.cancelled and Shiboken.isValid(job.owner)
        if not wanted:
            if kind == _DONE:
                job.drop(value)
            return
        receiver: Callable[[Any], None] | None = {
            _DONE: job.on_done, _FAILED: job.on_failed, _PROGRESS: job.on_progress}[kind]
        if receiver is not None:
            receiver(value)


def in_process(work: Callable[..., R], *args: Any,
               report: Callable[[Any], None] | None = None) -> R:
    """``work(report, *args)`` in a worker process, for a job's work that has no handle
    on its :class:`Job` (a window's helper run by the job): as :meth:`Job.in_process`
    for the job running on this thread. Reports go to ``report`` (none by default)."""
    job: Job[Any, Any] | None = getattr(_current, "job", None)
    if job is None:
        raise RuntimeError("in_process is for the work of a job of the runner")
    return job.in_process(work, *args, report=report or (lambda _value: None))


_APP_RUNNER: list[JobRunner] = []


def app_runner() -> JobRunner:
    """The application's runner: made on first use as a child of the application, and quit
    (every job cancelled and waited for) when the application is about to quit."""
    app = QCoreApplication.instance()
    if _APP_RUNNER:
        runner = _APP_RUNNER[0]
        if Shiboken.isValid(runner) and runner.parent() is app:
            return runner
    runner = JobRunner(app)
    if app is not None:
        app.aboutToQuit.connect(runner.quit)
    _APP_RUNNER[:] = [runner]
    return runner
