"""Statistics figures quoted in docs/performance.md, over a history of 100,000 finished games.

Run: QT_QPA_PLATFORM=offscreen python tests/bench/bench_stats.py [--games N] [--db PATH]
Prints: reading the finished seats (from the tables, then from the snapshot), the
statistics per filter, the Statistics window opening (after pyqtgraph is imported) with
its first chart painted, a change of player and of rules redrawn, the memory the window
adds, and the opening again with each of the four chart tabs shown and painted in turn.

With ``--forward [--old FILE] [--repeat N]``: a cold solve of ``yahtzee`` and the forward
pass over it, wall and CPU time (N of each, alternating, with their medians), then the
forward pass once more and that of an older core/distribution.py, in the same process,
for comparison. The history is built as in bench_store.py (real games
stored under new ids, with end dates spread over two years). Not a test.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
from bench_store import NAMES, median_ms, simulated

from yachtdice.store import Store
from yachtdice.store.stats import Filters
from yachtdice.store.stats import statistics as stats_of


def rss_mb() -> float:
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6


def build(path: Path, games: int) -> Store:
    rnd = random.Random(1)
    pool = []
    for i in range(400):
        rules_id = rnd.choice(["yahtzee", "yahtzee", "yatzy", "maxi-yatzy", "yacht"])
        names = rnd.sample(NAMES, rnd.choice([1, 1, 2, 3]))
        pool.append(simulated(rules_id, names, i))
    store = Store.open(path)
    have = store._conn.execute("SELECT count(*) FROM games").fetchone()[0]
    start = datetime(2025, 1, 1, tzinfo=UTC)
    t = time.perf_counter()
    for i in range(have, games):
        end = start + timedelta(minutes=10 * i)
        store.record_game(pool[i % len(pool)], uid=f"bench-{i}", used_hints=(i % 7 == 0),
                          started=(end - timedelta(minutes=9)).isoformat(),
                          ended=end.isoformat())
    if games > have:
        print(f"filled {games - have:,} games in {time.perf_counter() - t:.0f} s")
    return store


def forward(old: Path | None, repeat: int = 1) -> None:
    import importlib.util

    from yachtdice.core.modes.pips.optimal.distribution import forward_pass
    from yachtdice.core.modes.pips.optimal.solver import solve
    from yachtdice.core.modes.pips.presets import preset

    times: dict[str, list[tuple[float, float]]] = {}

    def timed(label: str, fn: Callable[[], object]) -> object:
        wall, cpu = time.perf_counter(), time.process_time()
        out = fn()
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        times.setdefault(label, []).append((wall, cpu))
        print(f"{label:44s} {wall:7.1f} s wall {cpu:7.1f} s CPU", flush=True)
        return out

    solution: Any = None
    for _ in range(repeat):  # the solve and this forward pass alternate, for medians
        solution = timed("solve yahtzee (cold)", lambda: solve(preset("yahtzee")))
        if repeat > 1:
            timed("forward pass", partial(forward_pass, solution))
    if repeat > 1:
        for label, runs in times.items():
            print(f"{label + f', median of {repeat}':44s} "
                  f"{statistics.median(w for w, _ in runs):7.1f} s wall "
                  f"{statistics.median(c for _, c in runs):7.1f} s CPU")
    passes = {"forward pass": forward_pass}
    if old is not None:
        spec = importlib.util.spec_from_file_location("yachtdice.core._old_distribution", old)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
        passes["forward pass, previous version"] = module.forward_pass
    for label, fn in passes.items():
        d: Any = timed(label, lambda fn=fn: fn(solution))
        print(f"  mean {d.expected_score:.6f} sd {d.sd:.4f} percentiles {d.percentiles} "
              f"exact {d.exact}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3
    print(f"peak RSS of the process {peak:.0f} MB")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--db", type=Path)
    ap.add_argument("--forward", action="store_true")
    ap.add_argument("--old", type=Path)
    ap.add_argument("--repeat", type=int, default=1)
    args = ap.parse_args()
    if args.forward:
        forward(args.old, args.repeat)
        return
    path = args.db or Path(tempfile.mkdtemp()) / "bench.sqlite3"
    store = build(path, args.games)
    print(f"history: {args.games:,} finished games")
    try:
        from yachtdice.store.stats_rows import load, save_snapshot
    except ImportError:  # the version before the snapshot, measured in the same run
        pass
    else:
        with store._conn:  # as after the upgrade: no snapshot yet
            store._conn.execute("DELETE FROM stats_snapshot")
        t = time.perf_counter()
        load(store)
        print(f"rows read from the tables (no snapshot):   {time.perf_counter() - t:7.3f} s")
        t = time.perf_counter()
        save_snapshot(path)
        print(f"snapshot written (in the background):      {time.perf_counter() - t:7.3f} s")
        print(f"rows loaded from the snapshot (median 5):  "
              f"{median_ms(lambda: load(store), 5) / 1000:7.3f} s")
    cases = {
        "every person, all rules": Filters(),
        "Ann, yahtzee": Filters("yahtzee", "Ann"),
        "yahtzee, unassisted, computers": Filters("yahtzee", None, None, None, True, True),
        "Ann, last 30 days of data": Filters(None, "Ann", (datetime(2025, 1, 1) + timedelta(
            minutes=10 * args.games) - timedelta(days=30)).date()),
    }
    for label, f in cases.items():
        n = stats_of(store, f).games
        print(f"stats, {label:34s} {median_ms(lambda f=f: stats_of(store, f), 5):7.1f} ms "
              f"({n:,} scores)")

    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])
    t = time.perf_counter()
    import pyqtgraph  # noqa: F401
    print(f"import pyqtgraph:                          {time.perf_counter() - t:7.3f} s")
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.ui.windows.statistics import StatisticsWindow

    rules = [preset(r) for r in ("yahtzee", "yatzy", "maxi-yatzy", "yacht")]
    store.set_setting("statistics.filters", Filters().to_json())
    before = rss_mb()

    def paint(w: StatisticsWindow, every_tab: bool) -> None:
        app.processEvents()
        w.grab()  # the visible chart drawn
        if every_tab:  # and each other chart's tab shown and drawn in turn
            for i in range(1, w.tabs.count()):
                w.tabs.setCurrentIndex(i)
                w.grab()
            w.tabs.setCurrentIndex(0)

    def opening(every_tab: bool) -> None:
        opens = []
        for _ in range(3):
            t = time.perf_counter()
            w = StatisticsWindow(store, rules, lambda _: None)
            w.show()
            paint(w, every_tab)
            opens.append(time.perf_counter() - t)
            w.close()
            w.deleteLater()
            app.processEvents()
        what = "all four tabs painted" if every_tab else "first tab painted"
        print(f"window open, {what + ' (median 3):':34s}{statistics.median(opens):7.3f} s")

    opening(False)
    w = StatisticsWindow(store, rules, lambda _: None)
    w.show()
    paint(w, False)
    changes: dict[str, list[float]] = {}
    for i in range(6):
        for label, box, data in (("player", w.player_box, ("Ann", None)),
                                 ("rules", w.ruleset_box, ("yahtzee", None))):
            t = time.perf_counter()
            box.setCurrentIndex(box.findData(data[i % 2]))
            paint(w, False)
            changes.setdefault(label, []).append(time.perf_counter() - t)
    for label, times in changes.items():
        print(f"filter change ({label + '), redrawn (median 6):':27s}"
              f"{statistics.median(times):7.3f} s")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3
    print(f"memory the window adds:                      {rss_mb() - before:7.0f} MB "
          f"(peak RSS of the process {peak:.0f} MB)")
    w.close()
    w.deleteLater()
    app.processEvents()
    opening(True)
    store.close()


if __name__ == "__main__":
    from yachtdice.cli.modes.builtin import install

    install()  # the built-in games, as the programs register them
    main()
