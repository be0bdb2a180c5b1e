"""Desktop-app figures quoted in docs/performance.md. Not a test: it prints numbers.

Run: QT_QPA_PLATFORM=offscreen python tests/bench/bench_ui.py [--runs 3] [--only hitch|computers]
(start-up against a bare window: tests/bench/bench_startup.py)
- one frame of the dice tray: 6 dice mid-roll, painted at device scale 2
- a scoring click to the repainted scorecard
- resident memory after a whole game of four computer players
- the GUI thread while the engine works: the longest interval between ticks of a 10 ms
  timer (and the 99th percentile), and the dice animation's frames per second while the
  dice tumble (each roll's frames over its length; and the longest frame), while
  - a whole cold Yahtzee solve runs as the app runs it (in a worker process), --runs times,
    and once on a thread of the window's process, as the app ran it before
  - the forward pass works out Yahtzee's upper-bonus chance (House Rules), in a worker
    process and on a thread
  - Statistics reviews finished Yahtzee games, in a worker process and on a thread
  - computers plan: two Maxi Yatzy Experts (beyond the exact solver) play hurried games,
    each move chosen on the GUI thread as the app does (each timed) and, alternately, on a
    thread of the job runner; Place Value's computers work out their tables for six dice
- resident memory once the first solve has handed its table to the window
"""

from __future__ import annotations

import argparse
import gc
import itertools
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["YACHTDICE_DATA_DIR"] = tempfile.mkdtemp(prefix="bench-ui-")


def rss_mb() -> float:
    with open("/proc/self/status") as fh:
        return next(int(line.split()[1]) for line in fh if line.startswith("VmRSS")) / 1024


class Watch:
    """The GUI thread's responsiveness while something runs: a 10 ms timer's ticks, and
    the frames the dice tray paints while it rolls again and again."""

    def __init__(self, tray: Any = None) -> None:
        from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer

        self.gaps: list[int] = []
        self.frames = 0
        self._clock = QElapsedTimer()
        self._timer = QTimer()
        self._timer.setInterval(10)
        self._timer.timeout.connect(self._tick)
        self._tray = tray
        self._roller = QTimer()
        self._roller.setInterval(1000)
        self._roller.timeout.connect(self._roll)
        watch = self

        class Frames(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint and watch._tray.rolling:
                    watch.frames += 1
                    watch.tumbles[-1].append(watch._clock.elapsed())
                return False

        self._filter = Frames()
        self._last_queued = 0.0
        try:  # the GUI thread's scheduler figures: a wait spent on the run queue is the machine's
            self._sched: Any = open(  # noqa: SIM115
                f"/proc/self/task/{threading.get_native_id()}/schedstat")
        except OSError:
            self._sched = None

    def _gc(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_began = time.perf_counter()
        else:
            self.gc_pause = max(self.gc_pause, time.perf_counter() - self._gc_began)

    def _tick(self) -> None:
        now = self._clock.elapsed()
        self.gaps.append(now - self._last)
        self.ends.append(now)
        self._last = now
        queued = self._queued()
        self.queued.append(queued - self._last_queued)
        self._last_queued = queued

    def _queued(self) -> float:
        """Milliseconds the GUI thread has waited for a core (Linux's run-queue wait)."""
        if self._sched is None:
            return 0.0
        self._sched.seek(0)
        return int(self._sched.read().split()[1]) / 1e6

    def _roll(self) -> None:
        from yachtdice.core import GameState, Player, Roll
        from yachtdice.core.modes.pips.presets import preset

        before = GameState.start(preset("yahtzee"), [Player("A")])
        self.tumbles.append([])  # the times of this roll's frames
        self._tray.animate_roll(before, before.apply(Roll((1, 2, 3, 4, 5))), "normal")

    def run(self, start: Callable[[], Any], done: Callable[[], bool],
            limit: float = 900.0) -> float:
        """``start()`` the work, run the event loop until ``done()``; seconds it took."""
        from PySide6.QtCore import QEventLoop, QTimer

        loop = QEventLoop()
        poll = QTimer()
        poll.setInterval(20)
        began = time.perf_counter()
        poll.timeout.connect(lambda: loop.quit() if done() or
                             time.perf_counter() - began > limit else None)
        self.gaps, self.ends, self.frames, self.gc_pause = [], [], 0, 0.0
        self.queued: list[float] = []
        self._last_queued = self._queued()
        self.tumbles: list[list[int]] = []
        gc.callbacks.append(self._gc)
        self._clock.start()
        self._last = 0
        if self._tray is not None:
            self._tray.installEventFilter(self._filter)
            self._roll()
            self._roller.start()
        self._timer.start()
        poll.start()
        start()
        loop.exec()
        took = time.perf_counter() - began
        gc.callbacks.remove(self._gc)
        self._timer.stop()
        self._roller.stop()
        poll.stop()
        if self._tray is not None:
            self._tray.removeEventFilter(self._filter)
            self._tray.finish_now()
        # frames per second while the dice tumble: the frames of each roll over its length
        # (between rolls the tray rests and paints nothing: those seconds do not count)
        rolls = [t for t in self.tumbles if len(t) > 1]
        span = sum(t[-1] - t[0] for t in rolls)
        self.fps = sum(len(t) - 1 for t in rolls) * 1000 / span if span else 0.0
        self.frame_gap = max((b - a for t in rolls for a, b in itertools.pairwise(t)),
                             default=0)
        return took

    def line(self, what: str, took: float) -> str:
        gaps = sorted(self.gaps) or [0]
        p99 = gaps[min(len(gaps) - 1, int(0.99 * len(gaps)))]
        worst = self.gaps.index(max(gaps)) if self.gaps else 0
        at = self.ends[worst] / 1000 if self.gaps else 0.0
        queued = self.queued[worst] if self.queued else 0.0
        return (f"{what}: {took:5.1f} s; the 10 ms timer waited at most {max(gaps)} ms "
                f"(at {at:.1f} s, {queued:.0f} ms of it for a core; 99th percentile "
                f"{p99} ms); dice {self.fps:4.0f} frames/s "
                f"while they tumble (longest frame {self.frame_gap} ms); "
                f"longest garbage collection {self.gc_pause * 1000:.0f} ms")


def in_app(runs: int, only: str | None) -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from yachtdice.ui.app import SWITCH_INTERVAL
    from yachtdice.ui.modes import builtin

    sys.setswitchinterval(SWITCH_INTERVAL)  # as the app sets it
    builtin.install()  # the built-in games, as the window registers them
    from yachtdice.core import GameState, Player, RandomDice, Roll
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.core.modes.pips.rules import options as pip_options
    from yachtdice.ui.board.dice_tray import DiceTray
    from yachtdice.ui.table.controller import GameController
    from yachtdice.ui.table.main_window import MainWindow

    tray = DiceTray()
    tray.resize(640, 200)
    tray.show()
    window = MainWindow(GameController(RandomDice(5)), open_store=False)
    window.show()
    window.start()
    gc.freeze()  # as the app does once its window is painted: what the start made stays
    if only is None:
        frame_and_click(tray, window, pip_options, GameState, Player, Roll, preset)
        window.controller.new_game(preset("maxi-yatzy"), [Player(f"C{i}", True, "intermediate")
                                                          for i in range(4)])
        window.controller.hurrying = True
        while not window.controller.state.finished:
            app.processEvents()
            time.sleep(0.001)
        print(f"resident memory after a game: {rss_mb():6.0f} MB "
              f"(4 computer players, Maxi Yatzy)")
    hitches(app, tray, window, runs, only == "computers")
    window.close()
    app.quit()


def frame_and_click(tray: Any, window: Any, pip_options: Any, GameState: Any, Player: Any,
                    Roll: Any, preset: Any) -> None:
    from PySide6.QtGui import QImage

    before = GameState.start(preset("maxi-yatzy"), [Player("A")])
    after = before.apply(Roll((1, 2, 3, 4, 5, 6)))
    tray.animate_roll(before, after, "normal")
    tray.animation.pause()
    tray.animation.setCurrentTime(tray.animation.duration() // 3)
    image = QImage(1280, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    frames = []
    for _ in range(200):
        t = time.perf_counter()
        tray.render(image)
        frames.append(time.perf_counter() - t)
    tray.finish_now()
    print(f"dice tray frame, 6 dice, 2x: {statistics.median(frames) * 1000:7.2f} ms "
          f"(median of 200; 60 fps needs < 16.7, budget 4)")
    window.set_speed("off")
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
    window.set_speed("normal")


def hitches(app: Any, tray: Any, window: Any, runs: int, only_computers: bool = False) -> None:
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.store.modes.pips import tables
    from yachtdice.ui.jobs.runner import app_runner
    from yachtdice.ui.modes.pips.engine_service import EngineService

    rules = preset("yahtzee")
    runner = app_runner()
    watch = Watch(tray)
    load = os.getloadavg()
    print(f"the GUI thread while the engine works, {time.strftime('%Y-%m-%d %H:%M UTC')}, "
          f"load average {load[0]:.1f} at the start")
    took = watch.run(lambda: None, lambda: watch._clock.elapsed() > 3000)
    print(watch.line("  nothing running (3 s)", took))

    if only_computers:
        computers(watch, runner, window, runs)
        return

    # a cold solve, as the app runs it (the engine service: its table solved in a worker
    # process), and alternately the same solve on a thread of this process, as before
    engine: list[Any] = []
    for run in range(runs):
        folder = Path(tempfile.mkdtemp(prefix="bench-solve-"))
        os.environ["YACHTDICE_CACHE_DIR"] = str(folder)
        service = EngineService()
        got: list[Any] = []
        took = watch.run(lambda s=service, g=got: s.request(rules, g.append),  # type: ignore[misc]
                         lambda g=got: bool(g))  # type: ignore[misc]
        print(watch.line(f"  cold Yahtzee solve, worker process, run {run + 1}", took))
        if not engine:
            print(f"  resident memory with the Yahtzee table loaded: {rss_mb():5.0f} MB")
        engine = got
        service.shut_down()
        folder = Path(tempfile.mkdtemp(prefix="bench-solve-"))
        done: list[Any] = []
        took = watch.run(lambda f=folder, d=done: runner.submit(  # type: ignore[misc]
            lambda job: tables.solve_cached(rules, None, f), window, name="solve",
            done=d.append), lambda d=done: bool(d))  # type: ignore[misc]
        print(watch.line(f"  cold Yahtzee solve, on a thread (as before), run {run + 1}", took))

    # the forward pass: optimal play's chance of the upper bonus (House Rules)
    from yachtdice.store.modes.pips.work import bonus_chance

    chance_folder = Path(tempfile.mkdtemp(prefix="bench-pass-"))
    os.environ["YACHTDICE_CACHE_DIR"] = str(chance_folder)
    service = EngineService()
    chances: list[Any] = []
    took = watch.run(lambda: service.request_bonus_chance(engine[0], chances.append),
                     lambda: bool(chances))
    print(watch.line("  forward pass (bonus chance), worker process", took))
    service.shut_down()
    chances = []
    took = watch.run(lambda: runner.submit(
        lambda job: bonus_chance(engine[0]), window, name="bonus", done=chances.append),
        lambda: bool(chances))
    print(watch.line("  forward pass (bonus chance), on a thread (as before)", took))

    # Statistics reviewing finished games (the table is saved: the reviews proper)
    os.environ["YACHTDICE_CACHE_DIR"] = str(folder)  # the solved table from above
    review_games(watch, runner, window, folder)

    computers(watch, runner, window, runs)


def computers(watch: Watch, runner: Any, window: Any, runs: int) -> None:
    # computers planning: Maxi Yatzy Experts (beyond the exact solver: each move is
    # planned when it is made), hurried, as the app plays them (on the GUI thread) and,
    # alternately, each move chosen on a thread of the job runner; Place Value's tables
    # for six dice
    maxi_experts(watch, runs)
    from yachtdice.core.modes.place_value.engine import warm_up
    from yachtdice.core.modes.place_value.rules import preset as place_value

    warmed: list[Any] = []
    took = watch.run(lambda: runner.submit(
        lambda job: warm_up(place_value("place-value-6"), 1), window, name="place value",
        done=warmed.append), lambda: bool(warmed))
    print(watch.line("  Place Value's tables for six dice, on a thread", took))
    took = watch.run(lambda: None, lambda: watch._clock.elapsed() > 3000)
    print(watch.line("  nothing running (3 s), again", took))


def maxi_experts(watch: Watch, runs: int) -> None:
    """Two Maxi Yatzy Experts play hurried games: as the app plays them (each move chosen
    on the GUI thread, timed) and, alternately, each move chosen on a thread of the job
    runner (tried on 25 Nov 2026 and left: the window waited longer)."""
    from yachtdice.core import GameState, Hold, Player, RandomDice, Score
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.ui.jobs.runner import app_runner
    from yachtdice.ui.modes import Seat
    from yachtdice.ui.table.computer_turns import ComputerTurns
    from yachtdice.ui.table.controller import GameController
    from yachtdice.ui.table.main_window import MainWindow

    planned: list[float] = []  # how long each move kept the GUI thread, as the app plays

    class Timed:
        def __init__(self, seat: Seat) -> None:
            self.seat = seat

        def decide(self, state: GameState) -> Hold | Score | None:
            began = time.perf_counter()
            move = self.seat.decide(state)
            planned.append(time.perf_counter() - began)
            return move

    class AsTheAppPlays(GameController):
        def seat(self, index: int, player: Seat) -> None:
            super().seat(index, Timed(player))

    class Chosen:
        def __init__(self, move: Hold | Score | None) -> None:
            self.move = move

        def decide(self, state: GameState) -> Hold | Score | None:
            return self.move

    class OnARunnerThread(ComputerTurns):
        """Each move chosen by a job of the runner, then played as the app plays it."""

        deciding: Any = None

        def _step(self) -> None:
            table = self._table
            state = table.state
            seat = None if state is None else self.seats.get(state.current)
            if (seat is None or isinstance(seat, Chosen) or self._pending is not None
                    or self._pause_left or state.dice is None or table.rolling
                    or not table.computer_turn):
                super()._step()
            elif self.deciding is None:
                self.deciding = app_runner().submit(
                    lambda _job: seat.decide(state), self, name="move",
                    done=lambda move: self._chosen(state, seat, move))

        def _chosen(self, state: GameState, seat: Seat, move: Hold | Score | None) -> None:
            self.deciding = None
            now = self._table.state
            if now is not state or self._table.rolling:
                if now is not None and self._table.computer_turn:
                    self.next(now)  # the app's step, once the dice are down
                return
            self.seats[state.current] = Chosen(move)
            try:
                super()._step()
            finally:
                self.seats[state.current] = seat

    def on_a_runner_thread() -> GameController:
        controller = GameController(RandomDice(5))
        controller.computers = OnARunnerThread(controller, controller)
        controller.computers.choosing.connect(controller.computer_choice)
        return controller

    ways = [(MainWindow(AsTheAppPlays(RandomDice(5)), open_store=False),
             "on the GUI thread, as the app plays"),
            (MainWindow(on_a_runner_thread(), open_store=False),
             "each move on a runner thread")]
    for table, _how in ways:
        table.start()
    for run in range(runs):
        for table, how in ways if run % 2 == 0 else ways[::-1]:  # which goes first alternates
            table.controller.new_game(preset("maxi-yatzy"), [Player("E1", True, "expert"),
                                                             Player("E2", True, "expert")])
            table.controller.hurrying = True
            took = watch.run(lambda: None,
                             lambda t=table: t.controller.state.finished)  # type: ignore[misc]
            print(watch.line(f"  two Maxi Yatzy Experts play a hurried game, {how}, "
                             f"run {run + 1}", took))
    for table, _how in ways:
        table.close()
    if planned:
        print(f"  an Expert's move chosen on the GUI thread kept it "
              f"{max(planned) * 1000:.0f} ms at the most "
              f"(median {statistics.median(planned) * 1000:.1f} ms, {len(planned)} moves)")


def review_games(watch: Watch, runner: Any, window: Any, folder: Path) -> None:
    from yachtdice.core import Player
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.gallery.modes.pips import played
    from yachtdice.store import HERE, Store
    from yachtdice.store.stats import Filters, review_missing
    from yachtdice.ui.jobs import work
    from yachtdice.ui.jobs.runner import in_process

    games = [played(preset("yahtzee"), [Player("Ann")], seed) for seed in range(1, 41)]
    paths = []
    for name in ("process", "thread"):
        path = Path(tempfile.mkdtemp(prefix="bench-review-")) / f"{name}.sqlite3"
        with Store.open(path) as store:
            for i, game in enumerate(games):
                store.record_game(game, uid=f"g{i}", origin=HERE)
        paths.append(path)
    f = Filters("yahtzee")
    done: list[Any] = []
    took = watch.run(lambda: runner.submit(
        lambda job: in_process(work.review, paths[0], f, folder), window, name="statistics",
        done=done.append), lambda: bool(done))
    print(watch.line(f"  Statistics reviews {done[0]} games, worker process", took))
    done = []
    took = watch.run(lambda: runner.submit(
        lambda job: review_missing(paths[1], f, folder), window, name="statistics",
        done=done.append), lambda: bool(done))
    print(watch.line(f"  Statistics reviews {done[0]} games, on a thread (as before)", took))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="cold solves in a worker process")
    parser.add_argument("--only", choices=("hitch", "computers"),
                        help="only the GUI thread's waits (all, or while computers plan)")
    options = parser.parse_args()
    in_app(options.runs, options.only)
    sys.exit(0)
