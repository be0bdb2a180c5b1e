"""Where the GUI thread's long waits come from while Maxi Yatzy Experts play. Not a test.

Run: QT_QPA_PLATFORM=offscreen python tests/bench/probe_waits.py [--games 3]

Every event the application delivers is timed (wall clock and the GUI thread's CPU), a
garbage collection's pauses are noted, and a watchdog thread notes the GUI thread's stack
once an event has run 30 ms. Each wait of the 10 ms timer longer than ``--over`` ms is
then listed with the events, collections and stacks inside it: an event that ran long on
the CPU is ours; a wait in which the GUI thread used little CPU was the machine (another
process had the core) or another thread holding the interpreter lock.
"""

from __future__ import annotations

import argparse
import collections
import gc
import itertools
import os
import sys
import tempfile
import threading
import time
import traceback
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["YACHTDICE_DATA_DIR"] = tempfile.mkdtemp(prefix="probe-waits-")

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication


class TimedApp(QApplication):
    def __init__(self, args: list[str]) -> None:
        super().__init__(args)
        self.depth = 0
        self.current: list[Any] = []  # [began, receiver, type] of the outermost event
        self.slow: list[tuple[float, float, float, str, str | None]] = []  # began, wall,
        # CPU, what, the stack at 30 ms

    def notify(self, receiver: QObject, event: QEvent) -> bool:
        if self.depth:
            self.depth += 1
            try:
                return super().notify(receiver, event)
            finally:
                self.depth -= 1
        self.depth = 1
        began, cpu = time.perf_counter(), time.thread_time()
        what = f"{type(receiver).__name__}/{event.type().name}"
        self.current = [began, what, None]
        try:
            return super().notify(receiver, event)
        finally:
            self.depth = 0
            wall = time.perf_counter() - began
            if wall > 0.005:
                self.slow.append((began, wall, time.thread_time() - cpu, what,
                                  self.current[2]))
            self.current = []


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--over", type=int, default=50)
    parser.add_argument("--freeze", action="store_true", help="gc.freeze() after the start")
    args = parser.parse_args()
    app = TimedApp([])
    from yachtdice.ui.app import SWITCH_INTERVAL
    from yachtdice.ui.modes import builtin

    sys.setswitchinterval(SWITCH_INTERVAL)
    builtin.install()
    from yachtdice.core import Player, RandomDice
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.ui.table.controller import GameController
    from yachtdice.ui.table.main_window import MainWindow

    window = MainWindow(GameController(RandomDice(5)), open_store=False)
    window.show()
    window.start()
    if args.freeze:
        gc.freeze()
    gui = threading.get_ident()
    collections_: list[tuple[float, float, int]] = []
    gc_began = [0.0]

    def on_gc(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            gc_began[0] = time.perf_counter()
        else:
            collections_.append((gc_began[0], time.perf_counter() - gc_began[0],
                                 info["generation"]))

    gc.callbacks.append(on_gc)
    stop = threading.Event()

    def watchdog() -> None:
        while not stop.wait(0.005):
            cur = app.current
            if cur and cur[2] is None and time.perf_counter() - cur[0] > 0.03:
                frame = sys._current_frames().get(gui)
                if frame is not None:
                    cur[2] = "".join(traceback.format_stack(frame, limit=14)[-14:])

    threading.Thread(target=watchdog, daemon=True).start()
    ticks: list[float] = []
    sched: list[tuple[int, int]] = []  # the GUI thread's CPU and run-queue wait, ns
    stat = open(f"/proc/self/task/{threading.get_native_id()}/schedstat")  # noqa: SIM115

    def tick() -> None:
        ticks.append(time.perf_counter())
        stat.seek(0)
        cpu, queued, _ = stat.read().split()
        sched.append((int(cpu), int(queued)))

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    load = os.getloadavg()
    from yachtdice.ui.board import painting

    made: list[tuple[object, float]] = []  # die and shadow pixmaps drawn: key, ms
    remember = painting._remember

    def counted(key: tuple[object, ...], make: Any, *args: Any) -> Any:
        def timed() -> Any:
            began = time.perf_counter()
            pixmap = make()
            made.append((key[:2], (time.perf_counter() - began) * 1000))
            return pixmap
        return remember(key, timed, *args)

    painting._remember = counted  # type: ignore[assignment]
    deals: list[float] = []
    for _ in range(args.games):
        began = time.thread_time()
        window.controller.new_game(preset("maxi-yatzy"), [Player("E1", True, "expert"),
                                                          Player("E2", True, "expert")])
        deals.append((time.thread_time() - began) * 1000)
        window.controller.hurrying = True
        while not window.controller.state.finished:  # type: ignore[union-attr]
            app.processEvents()
            time.sleep(0.001)
    stop.set()
    threads = {}
    for task in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{task}/stat") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
            with open(f"/proc/self/task/{task}/comm") as fh:
                name = f"{task} {fh.read().strip()}"
        except FileNotFoundError:
            continue  # the thread has ended
        threads[name] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    print("threads' CPU (s):", threads)
    gaps = [(b - a, a, b, (s1[0] - s0[0]) / 1e6, (s1[1] - s0[1]) / 1e6)
            for (a, b), (s0, s1) in zip(itertools.pairwise(ticks), itertools.pairwise(sched),
                                        strict=True)]
    waits = sorted(g[0] for g in gaps)
    print(f"99th percentile wait {waits[int(0.99 * len(waits))] * 1000:.0f} ms")
    gaps.sort(reverse=True)
    print(f"load {load[0]:.1f} {os.getloadavg()[0]:.1f}; {len(ticks)} ticks; "
          f"longest waits {[round(g[0] * 1000) for g in gaps[:10]]}")
    kinds: collections.Counter[str] = collections.Counter()
    over = [g for g in gaps if g[0] * 1000 >= args.over]
    print(f"{len(over)} waits over {args.over} ms: GUI thread on the CPU "
          f"{sum(g[3] for g in over):.0f} ms, waiting for a core {sum(g[4] for g in over):.0f} ms, "
          f"of {sum(g[0] for g in over) * 1000:.0f} ms")
    for wait, a, b, oncpu, queued in gaps:
        if wait * 1000 < args.over:
            break
        inside = [s for s in app.slow if s[0] < b and s[0] + s[1] > a]
        gcs = [c for c in collections_ if c[0] < b and c[0] + c[1] > a]
        cpu = sum(s[2] for s in inside)
        print(f"\nwait {wait * 1000:.0f} ms: events' CPU {cpu * 1000:.0f} ms; the thread ran "
              f"{oncpu:.0f} ms, waited for a core {queued:.0f} ms")
        for s in inside:
            print(f"  {s[3]}: {s[1] * 1000:.0f} ms wall, {s[2] * 1000:.0f} ms CPU")
            kinds[s[3]] += 1
            if s[4]:
                print("    " + s[4].replace("\n", "\n    ")[-1800:])
        for c in gcs:
            print(f"  gc gen {c[2]}: {c[1] * 1000:.0f} ms")
    worst = sorted(app.slow, key=lambda s: -s[2])[:15]
    print("\nthe events that used the most CPU:")
    for s in worst:
        print(f"  {s[3]}: {s[1] * 1000:.0f} ms wall, {s[2] * 1000:.0f} ms CPU")
    print("collections over 5 ms:", [(round(c[1] * 1000), c[2]) for c in collections_
                                      if c[1] > 0.005])
    print(f"deals' CPU (ms): {[round(d, 1) for d in deals]}")
    longest = max((m for _, m in made), default=0)
    print(f"pixmaps drawn: {len(made)}, {collections.Counter(k for k, _ in made)}, "
          f"{sum(m for _, m in made):.1f} ms in all, the longest {longest:.1f} ms")
    window.close()


if __name__ == "__main__":
    main()
