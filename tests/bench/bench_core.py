"""Core figures in docs/performance.md: score-table build per preset and `score --jsonl` throughput.

Run: python tests/bench/bench_core.py   (prints a table; not a test, nothing is asserted)
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import time

from yachtdice.core.modes.pips.presets import PRESETS
from yachtdice.core.modes.pips.table import ScoreTable, score_table


def table_build_ms(repeats: int = 5) -> None:
    """Cold (no box scored before) and after an edit (a new ruleset, most boxes as before:
    what House Rules builds on every change)."""
    from dataclasses import replace

    from yachtdice.core.modes.pips import table
    print(f"score table build (median of {repeats}): cold, and a new ruleset with the same boxes")
    for rules in PRESETS:
        cold, edit = [], []
        for i in range(repeats):
            table._box_column.cache_clear()
            table._counted_kept.cache_clear()
            t = time.perf_counter()
            ScoreTable(rules)
            cold.append(time.perf_counter() - t)
            t = time.perf_counter()
            ScoreTable(replace(rules, id=f"edited-{i}"))
            edit.append(time.perf_counter() - t)
        rows = len(score_table(rules).rolls)
        print(f"  {rules.id:20s} {rows:4d} rolls x {len(rules.categories):2d} boxes  "
              f"{statistics.median(cold) * 1000:7.1f} ms cold, "
              f"{statistics.median(edit) * 1000:5.1f} ms edited")


def jsonl_throughput(lines: int = 10_000) -> None:
    rnd = random.Random(1)
    ids = [c.id for c in PRESETS[0].categories]
    payload = []
    for _ in range(lines):
        filled = rnd.sample(ids, rnd.randint(0, 12))
        card = {box: 0 for box in filled}
        payload.append(json.dumps({"dice": [rnd.randint(1, 6) for _ in range(5)], "card": card}))
    text = "\n".join(payload) + "\n"
    times = []
    for _ in range(3):
        t = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "yachtdice.cli.app", "score", "--rules",
                               "yahtzee", "--jsonl"], input=text, capture_output=True, text=True,
                              check=True)
        times.append(time.perf_counter() - t)
        assert proc.stdout.count("\n") == lines
    best = statistics.median(times)
    print(f"score --jsonl: {lines:,} lines in {best:.2f} s (median of 3, whole process) "
          f"= {lines / best:,.0f} lines/s")


if __name__ == "__main__":
    from yachtdice.cli.modes.builtin import install

    install()  # the built-in games, as the programs register them
    table_build_ms()
    jsonl_throughput()
