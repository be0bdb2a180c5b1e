"""The scorecard after a roll, and the first roll of a process. Not a test: it prints numbers.

Run: QT_QPA_PLATFORM=offscreen python tests/bench/bench_card_update.py [--rolls 300]
     [--players 1] [--firsts 5] [--cache DIR]

In the real window (a Yahtzee game of ``--players`` people, the dice's animation off so that a click
on Roll ends with the card updated):

- every roll of ``--rolls`` (a game played on: three rolls a turn, then the first box that
  takes the dice): the click on Roll to the state shown (the window's update: the card's
  model, its columns fitted, the tray and the controls), the scorecard model's part of it
  and how many times the card's columns were fitted (measured) per roll; medians and the
  90th percentile; the same for each box booked between the rolls (the claim to the state
  shown, the GUI thread's CPU time and the model's part);
- the first roll of a fresh process (``--firsts`` processes, each started as the app
  starts: the job runner held until the window is painted): the longest interval between
  ticks of a 10 ms timer from just before the click on Roll until the card shows the
  previews, with the click 1 s after the window was painted (a person's pace: whatever
  the deal started in the background has ended) and with the click as soon as the
  runner was released (nothing has had time to finish), that again with the dice animated
  at the usual speed (the previews come when they settle); and the longest interval while
  the background work ran before the 1 s click.

Yahtzee's strategy table is solved once into ``--cache`` (a temporary folder unless
given), so that no cold solve runs in the background while this is measured. The load
average is printed before and after.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def load() -> str:
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


def solved_cache(folder: str | None) -> str:
    """A cache folder holding Yahtzee's solved table (solved here once if missing)."""
    root = folder or tempfile.mkdtemp(prefix="bench-card-cache-")
    os.environ["YACHTDICE_CACHE_DIR"] = root
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.paths import solver_cache_dir
    from yachtdice.store.modes.pips import tables

    if not tables.table_path(preset("yahtzee"), solver_cache_dir()).exists():
        print("solving Yahtzee's table once for the cache (about half a minute) ...",
              flush=True)
        tables.solve_cached(preset("yahtzee"), folder=solver_cache_dir())
    return root


class Ticks:
    """A 10 ms timer on the GUI thread: the intervals between its ticks, in ms."""

    def __init__(self) -> None:
        from PySide6.QtCore import QElapsedTimer, QTimer

        self.clock = QElapsedTimer()
        self.clock.start()
        self.at: list[int] = []
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(lambda: self.at.append(self.clock.elapsed()))
        self.timer.start()

    def longest(self, since: int, until: int) -> int:
        """The longest interval between ticks (or ``since`` and the first tick) in the span."""
        marks = [since, *(t for t in self.at if since < t <= until)]
        return max((b - a for a, b in itertools.pairwise(marks)), default=0)


def spin(app: Any, until: Any, limit: float = 60.0) -> None:
    began = time.perf_counter()
    while not until() and time.perf_counter() - began < limit:
        app.processEvents()
        time.sleep(0.001)


def make_window(app: Any, store: bool = False) -> Any:
    """The window as the app makes it: the runner held and the garbage collector off until
    it is painted, then what the start made frozen (the history opened then too with
    ``store``)."""
    from yachtdice.ui.app import SWITCH_INTERVAL
    from yachtdice.ui.jobs.runner import app_runner
    from yachtdice.ui.modes import builtin

    sys.setswitchinterval(SWITCH_INTERVAL)
    builtin.install()
    from yachtdice.core import RandomDice
    from yachtdice.ui.table.controller import GameController
    from yachtdice.ui.table.main_window import MainWindow

    gc.disable()
    runner = app_runner()
    runner.hold()
    window = MainWindow(GameController(RandomDice(7)), open_store=store)
    window.set_speed("off")
    window.resize(1080, 720)
    window.show()
    window.start()
    app.processEvents()
    runner.release()  # as the app does once the window is painted
    gc.enable()
    gc.freeze()
    return window


def click_roll(window: Any) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)


def rolls(count: int, players: int) -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    window = make_window(app)
    from yachtdice.core import Player
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.ui.jobs.runner import app_runner
    from yachtdice.ui.table import controller as controller_module

    controller_module.DEBOUNCE_S = 0.0  # rolls in a row are not a bounce here
    controller = window.controller
    names = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal"][:players]
    controller.new_game(preset("yahtzee"), [Player(n) for n in names])
    spin(app, lambda: not app_runner().running(), 30)
    spin(app, lambda: False, 0.5)
    card, model = window.scorecard, window.model
    fits = [0]
    measured = card.column_need
    in_model = [0.0]

    def counted(*args: Any) -> Any:
        fits[0] += 1
        return measured(*args)

    set_state = model.set_state

    def timed(state: Any) -> None:
        began = time.perf_counter()
        set_state(state)
        in_model[0] += time.perf_counter() - began

    card.column_need = counted
    model.set_state = timed
    clicks: list[float] = []
    cpus: list[float] = []  # the GUI thread's CPU time: less moved by a busy machine
    models: list[float] = []
    per_roll: list[int] = []
    claims: list[float] = []  # a box booked: the claim to the state shown
    claim_cpus: list[float] = []
    claim_models: list[float] = []
    click_roll(window)  # the first roll of the process is not counted
    began_load = load()
    while len(clicks) < count:
        state = controller.state
        assert state is not None
        if state.finished:
            controller.play_again()
        elif controller.roll_problem() is None:
            fits[0], in_model[0] = 0, 0.0
            began, cpu = time.perf_counter(), time.thread_time()
            click_roll(window)
            clicks.append(time.perf_counter() - began)
            cpus.append(time.thread_time() - cpu)
            models.append(in_model[0])
            per_roll.append(fits[0])
        else:
            box = next(r.box for r in model.rows if r.box is not None
                       and r.box in state.card.open_ids
                       and controller.state.problem(_score(r.box)) is None)
            in_model[0] = 0.0
            began, cpu = time.perf_counter(), time.thread_time()
            controller.score(box)
            claims.append(time.perf_counter() - began)
            claim_cpus.append(time.thread_time() - cpu)
            claim_models.append(in_model[0])
        app.processEvents()
    window.close()

    def ms(xs: list[float], q: float) -> str:
        xs = sorted(xs)
        return f"{xs[min(len(xs) - 1, int(q * len(xs)))] * 1000:.1f}"

    print(f"a roll in the window, {count} rolls of Yahtzee ({players} people), "
          f"load {began_load} -> {load()}:")
    print(f"  click on Roll to the card shown: median {statistics.median(clicks) * 1000:.1f} ms"
          f" (90th percentile {ms(clicks, 0.9)} ms); the GUI thread's CPU time "
          f"{statistics.median(cpus) * 1000:.1f} ms median")
    print(f"  the scorecard model's update (its cells, dataChanged, the columns fitted): "
          f"median {statistics.median(models) * 1000:.1f} ms (90th percentile "
          f"{ms(models, 0.9)} ms)")
    print(f"  the card's columns measured per roll: median {statistics.median(per_roll):g}, "
          f"most {max(per_roll)}")
    print(f"a box booked ({len(claims)} claims): the claim to the card shown: median "
          f"{statistics.median(claims) * 1000:.1f} ms (90th percentile {ms(claims, 0.9)} ms); "
          f"the GUI thread's CPU time {statistics.median(claim_cpus) * 1000:.1f} ms median; "
          f"the scorecard model's update: median {statistics.median(claim_models) * 1000:.1f}"
          f" ms (90th percentile {ms(claim_models, 0.9)} ms)")


def _score(box: str) -> Any:
    from yachtdice.core import Score

    return Score(box)


def first_roll_child(wait: str) -> None:
    """One fresh process: the first roll's longest wait, as JSON on the last line."""
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    ticks = Ticks()
    window = make_window(app)
    from yachtdice.ui.jobs.runner import app_runner

    released = ticks.clock.elapsed()
    background = 0
    if wait == "person":
        spin(app, lambda: ticks.clock.elapsed() - released > 1000, 10)
        background = ticks.longest(released + 10, ticks.clock.elapsed())
    running = len(app_runner().running())
    if wait == "animated":
        window.set_speed("normal")
    before = ticks.clock.elapsed()
    app.processEvents()
    click_roll(window)
    spin(app, lambda: not window.controller.rolling, 10)
    done = ticks.clock.elapsed()
    spin(app, lambda: ticks.clock.elapsed() - done > 300, 5)
    print(json.dumps({"longest": ticks.longest(before, ticks.clock.elapsed()),
                      "click": done - before, "background": background,
                      "jobs": running}))
    window.close()


def firsts(count: int) -> None:
    print(f"the first roll of a process, {count} processes each way, load {load()}:")
    for wait, how in (("person", "clicked 1 s after the window was painted"),
                      ("at-once", "clicked as soon as the runner was released"),
                      ("animated", "the same with the dice animated (the usual speed)")):
        runs = []
        for _ in range(count):
            out = subprocess.run([sys.executable, __file__, "--first-roll-child", wait],
                                 capture_output=True, text=True, env=os.environ, check=True)
            runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
        longest = sorted(r["longest"] for r in runs)
        clicks = sorted(r["click"] for r in runs)
        print(f"  {how}: the 10 ms timer waited at most {longest[-1]} ms (median "
              f"{statistics.median(longest):g}; runs {longest}); the click itself "
              f"{statistics.median(clicks):g} ms median (to the dice settled); jobs still "
              f"running at the click {sorted(r['jobs'] for r in runs)}")
        if wait == "person":
            back = sorted(r["background"] for r in runs)
            print(f"    while the deal's background work ran (the second before the click):"
                  f" at most {back[-1]} ms (runs {back})")
    print(f"  load after: {load()}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rolls", type=int, default=300)
    parser.add_argument("--players", type=int, default=1, help="people at the table (1-8)")
    parser.add_argument("--firsts", type=int, default=5)
    parser.add_argument("--cache", help="a cache folder (Yahtzee's table solved into it)")
    parser.add_argument("--first-roll-child", choices=("person", "at-once", "animated"),
                        help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.first_roll_child:
        first_roll_child(options.first_roll_child)
        sys.exit(0)
    os.environ["YACHTDICE_DATA_DIR"] = tempfile.mkdtemp(prefix="bench-card-")
    solved_cache(options.cache)
    if options.rolls:
        rolls(options.rolls, options.players)
    if options.firsts:
        firsts(options.firsts)
    sys.exit(0)
