"""A cold Yahtzee solve against a compiled reference solver, side by side. Not a test.

Run: python tests/bench/bench_reference.py REFERENCE_PYTHON [--rounds 5] [--rules yahtzee]

The reference is yatzy-solver 1.0.0 (MIT; github.com/precisit/yatzy-solver), an exact
solver written in Rust and published on PyPI as a compiled wheel with Python bindings
(``yatzy_solver-1.0.0-cp39-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.whl``,
sha256 4d4796358e584408497b1dffb20f44fff99992b069c4e6822e52b506b3e96ced, built by
maturin on 1 Oct 2026; it records no commit). It solves on every core (rayon) in
float64. No C or C++ solver of solitaire Yahtzee could be found that is kept up and
reachable from here; this one checks itself against a brute-force solver and the
published values. Install it apart from the project, never as one of its dependencies:

    python3 -m venv /tmp/ref && /tmp/ref/bin/pip install yatzy-solver==1.0.0
    python tests/bench/bench_reference.py /tmp/ref/bin/python

Its variant ``american+forced-joker`` is the game of our ``yahtzee`` preset (the
official forced joker: 254.5877287345 from the empty card) and ``american`` that of
``yahtzee-free-joker`` (Verhoeff's 254.5896094820); the bench checks that both sides
print the same value before it times anything.

Each round runs both cold, one after the other in fresh processes (the order alternates
from round to round): ``yachtdice-cli solve --rules RULES`` with an empty
``YACHTDICE_DATA_DIR`` (so nothing is loaded from the cache), and the reference building
its table. Printed: the processor (/proc/cpuinfo), the load before and after, medians of
wall and CPU (user + system) seconds of the whole processes, the solves' own seconds as
each reports them, the ratios (ours / reference: below 1 is faster) and each process's
minor page faults, from os.wait4 of that child alone.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bench_engine import processor_name  # a sibling script, as bench_stats imports one

VARIANTS = {"yahtzee": "american+forced-joker", "yahtzee-free-joker": "american"}

REFERENCE = """
import json, sys, time
import yatzy_solver
t = time.perf_counter()
solver = yatzy_solver.Solver.build(yatzy_solver.Variant(sys.argv[1]))
seconds = time.perf_counter() - t
print(json.dumps({"expected_score": solver.state_value("upper 0 | filled -"),
                  "seconds": seconds}))
"""


@dataclass(frozen=True)
class Run:
    wall: float      # the whole process
    cpu: float       # user + system, the whole process
    faults: int      # minor page faults, the whole process
    solve: float     # the solve alone, as the process reports it
    value: float


def timed(command: list[str], env: dict[str, str]) -> Run:
    """Run ``command`` to its end; its own resource usage (os.wait4), not its siblings'."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             env=env, cwd=tempfile.gettempdir(), text=True)
    assert child.stdout is not None
    out = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode:
        raise SystemExit(f"{command[0]} failed ({child.returncode}): {out}")
    result = json.loads(out.strip().splitlines()[-1])
    return Run(wall, usage.ru_utime + usage.ru_stime, usage.ru_minflt,
               float(result["seconds"]), float(result["expected_score"]))


def ours(rules: str) -> Run:
    data = tempfile.mkdtemp(prefix="bench-reference-")
    try:
        env = dict(os.environ, YACHTDICE_DATA_DIR=data)
        return timed([sys.executable, "-m", "yachtdice.cli", "solve", "--rules", rules,
                      "--json"], env)
    finally:
        shutil.rmtree(data, ignore_errors=True)


def reference(python: str, rules: str) -> Run:
    return timed([python, "-c", REFERENCE, VARIANTS[rules]], dict(os.environ))


def load() -> str:
    return ", ".join(f"{x:.1f}" for x in os.getloadavg())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("python", help="a Python with yatzy-solver 1.0.0 installed")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--rules", choices=sorted(VARIANTS), default="yahtzee")
    args = parser.parse_args()
    print(f"cold `yachtdice-cli solve --rules {args.rules}` against yatzy-solver 1.0.0 "
          f"({VARIANTS[args.rules]}), {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print(f"processor: {processor_name()}, {os.cpu_count()} cores; load before: {load()}")
    runs: dict[str, list[Run]] = {"ours": [], "reference": []}
    for i in range(args.rounds):
        order = ["ours", "reference"] if i % 2 == 0 else ["reference", "ours"]
        for name in order:
            runs[name].append(ours(args.rules) if name == "ours"
                              else reference(args.python, args.rules))
        print(f"round {i + 1}: ours {runs['ours'][-1].wall:.2f} s, reference "
              f"{runs['reference'][-1].wall:.2f} s (load {load()})", flush=True)
    values = {name: rs[0].value for name, rs in runs.items()}
    print(f"values: ours {values['ours']:.6f}, reference {values['reference']:.10f}")
    if abs(values["ours"] - values["reference"]) > 1e-6:
        print("the two solvers do not compute the same game")
        return 1
    print("| | wall s | CPU s | solve s (own report) | minor page faults |")
    print("|---|---|---|---|---|")
    med: dict[str, tuple[float, float, float, float]] = {}
    for name, rs in runs.items():
        med[name] = (statistics.median(r.wall for r in rs), statistics.median(r.cpu for r in rs),
                     statistics.median(r.solve for r in rs),
                     statistics.median(r.faults for r in rs))
        wall, cpu, solve, faults = med[name]
        each = ", ".join(f"{r.wall:.2f}" for r in rs)
        print(f"| {name} | {wall:.2f} ({each}) | {cpu:.2f} | {solve:.2f} | {faults:,.0f} |")
    (ow, oc, os_, _), (rw, rc, rs_, _) = med["ours"], med["reference"]
    print(f"| ratio, ours / reference | {ow / rw:.2f}x | {oc / rc:.2f}x | {os_ / rs_:.2f}x | |")
    print(f"load after: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
