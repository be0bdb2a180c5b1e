"""Heavy work in a worker process of its own, for a job of the runner.

NumPy holds the interpreter lock through long stretches of a solve or a forward pass: run
on a thread beside the window, they kept its event loop waiting up to 0.2 s. In a process
of its own the work cannot hold the window's lock at all, and stopping it is immediate:
the process is killed. The process is a fresh interpreter (``spawn``: nothing of Qt or of
the window's threads is copied); it registers the built-in games, imports the work's
module (never Qt: this module imports none either) and talks to the job's thread through
a pipe: progress reports, then the result or one sentence saying why it failed.

Starting a process this way also starts multiprocessing's resource tracker (a Python
interpreter of its own, 12 MB resident), which would otherwise stay for the program's whole
life: once the last worker has ended, it is ended too (the next worker starts it again).
So no process of ours outlives its work.

The process runs at low priority (niceness 10): it takes every core the window and the
machine's other work leave, and the window never waits for it to be scheduled.

The work is a module-level function ``work(report, *args)``: ``report(value)`` sends a
progress report. Its arguments and result are pickled (rulesets, paths, tables). As with
any ``spawn``, the worker imports the program's main module again unless it is a package's
``__main__`` (``python -m``): a script that starts engine work keeps its start under
``if __name__ == "__main__"``.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

R = TypeVar("R")

_PROGRESS, _DONE, _FAILED = "progress", "done", "failed"
#: the niceness of a worker process (as a background job's thread that yields the cores)
BACKGROUND_NICENESS = 10


class WorkerFailed(Exception):
    """The work raised in its process (the message says what), or the process died."""


_live = [0]  # workers started and not yet closed
_live_lock = threading.Lock()


class Worker:
    """One worker process running one piece of work; :meth:`kill` ends it at once."""

    def __init__(self, work: Callable[..., Any], args: tuple[Any, ...]) -> None:
        import multiprocessing  # with the first worker, not at start

        context = multiprocessing.get_context("spawn")
        self._receive, send = context.Pipe(duplex=False)
        self._process = context.Process(target=_child, args=(send, work, args),
                                        name=f"yachtdice-{work.__name__}", daemon=True)
        self._closed = False
        with _live_lock:
            _live[0] += 1
            try:
                self._process.start()
            except BaseException:
                _live[0] -= 1
                self._closed = True
                raise
        send.close()  # the child's end: the pipe reports the end of the child

    @property
    def pid(self) -> int | None:
        return self._process.pid

    def kill(self) -> None:
        """End the process now (from any thread); :meth:`results` then ends too."""
        if not self._closed:
            with contextlib.suppress(OSError, ValueError, AttributeError):
                self._process.kill()

    def results(self, report: Callable[[Any], None]) -> Any:
        """Wait for the work: each progress report goes to ``report`` (which may raise to
        stop it: the process is killed), then its result is returned. Raises
        :class:`WorkerFailed` if the work failed or the process ended without a result."""
        try:
            while True:
                try:
                    kind, value = self._receive.recv()
                except (EOFError, OSError):
                    self._process.join(5.0)
                    raise WorkerFailed(_death(self._process.exitcode)) from None
                if kind == _PROGRESS:
                    report(value)
                elif kind == _DONE:
                    return value
                else:
                    raise WorkerFailed(str(value))
        finally:
            self.close()

    def close(self) -> None:
        """Kill the process if it still runs and let go of it and its pipe (again: no-op)."""
        if self._closed:
            return
        self._closed = True
        if self._process.is_alive():
            self.kill()
        self._process.join(5.0)
        self._receive.close()
        with contextlib.suppress(ValueError):  # still running: the OS has been told to end it
            self._process.close()
        with _live_lock:
            _live[0] -= 1
            if _live[0] == 0:
                _end_resource_tracker()


def _end_resource_tracker() -> None:
    """End multiprocessing's resource tracker if it runs (it starts with the first worker
    and would stay for the program's life); called with no worker alive. The workers share
    no semaphore or shared memory with the window, so it has nothing to clean up."""
    from multiprocessing import resource_tracker

    tracker = getattr(resource_tracker, "_resource_tracker", None)
    stop = getattr(tracker, "_stop", None)
    if stop is not None and getattr(tracker, "_pid", None) is not None:
        with contextlib.suppress(OSError, ChildProcessError):
            stop()


def _death(code: int | None) -> str:
    if code is not None and code < 0:
        return f"the worker process was ended by signal {-code}"
    return f"the worker process ended without a result (exit status {code})"


def _child(send: Connection, work: Callable[..., Any], args: tuple[Any, ...]) -> None:
    """The worker process: do the work, sending its reports and result to the job."""
    with contextlib.suppress(OSError, AttributeError):  # its threads, started later, too
        os.setpriority(os.PRIO_PROCESS, 0, BACKGROUND_NICENESS)
    from yachtdice.core.values import compile_hot
    from yachtdice.store.modes import builtin

    compile_hot()  # the engine's hot records with their compiled methods

    # a fresh interpreter: the games the work may meet, with their store parts; a review's
    # games judge words too (the list loaded if met), and its reviews record its version
    builtin.install()

    def report(value: object) -> None:
        send.send((_PROGRESS, value))

    try:
        result = work(report, *args)
    except BaseException as exc:  # the process boundary: the job hears one sentence
        text = str(exc).strip() or type(exc).__name__
        with contextlib.suppress(OSError):
            send.send((_FAILED, text))
        sys.exit(1)
    send.send((_DONE, result))
    send.close()
