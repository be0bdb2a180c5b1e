"""Optimal play's final-score distribution: time and peak memory. Not a test: it prints.

Run: python tests/bench/bench_distribution.py [--rounds 3] [--against OLD/desktop] [RULES...]

Each pass runs in a fresh interpreter that first loads the solved table (solved once
into a temporary folder), so its peak resident memory is the pass's own plus the
table's; the kinds run alternately, ``--rounds`` times each (the machine is shared and
noisy), and medians are printed:

- exact: the joint of (state, points so far), turn by turn (``"exact": true``)
- sampled: per state its probability and 50,000 sampled games (the joint not carried)
- --against: the forward pass of another source tree (e.g. the version before)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PASS_ONE = """
import json, resource, sys, time
from pathlib import Path
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.optimal.distribution import forward_pass
from yachtdice.store.modes.pips.tables import load
rules, folder, cells = preset(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
solution = load(rules, folder)
loaded = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
t, c = time.perf_counter(), time.process_time()
d = forward_pass(solution) if cells == "default" else forward_pass(solution, joint_cells=int(cells))
print(json.dumps({"seconds": time.perf_counter() - t, "cpu": time.process_time() - c,
                  "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "loaded_mb": loaded, "exact": d.exact, "mean": d.expected_score,
                  "sd": d.sd, "value": solution.expected_score,
                  "percentiles": d.percentiles, "total": sum(d.probabilities)}))
"""


def run_pass(rules_id: str, folder: Path, cells: str, source: str) -> dict[str, object]:
    env = dict(os.environ, PYTHONPATH=source)
    done = subprocess.run([sys.executable, "-c", PASS_ONE, rules_id, str(folder), cells],
                          capture_output=True, text=True, env=env, cwd=tempfile.gettempdir())
    if done.returncode:
        sys.exit(f"{rules_id} ({source}, joint cells {cells}) failed:\n{done.stderr}")
    result: dict[str, object] = json.loads(done.stdout)
    return result


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("rules", nargs="*", default=["yahtzee"])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--against", help="another tree's desktop/ folder (its sampled pass)")
    args = ap.parse_args()
    here = str(Path(__file__).resolve().parents[2] / "desktop")
    kinds = {"exact": (here, "default"), "sampled": (here, "0")}
    if args.against:
        kinds["previous version"] = (args.against, "default")
    print(f"forward passes, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
          f"load average {os.getloadavg()[0]:.1f}, {args.rounds} rounds")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for rules_id in args.rules:
            subprocess.run([sys.executable, "-c", "import sys; from pathlib import Path; "
                            "from yachtdice.core.modes.pips.presets import preset; "
                            "from yachtdice.store.modes.pips.tables import solve_cached; "
                            "solve_cached(preset(sys.argv[1]), folder=Path(sys.argv[2]))",
                            rules_id, str(folder)], check=True,
                           env=dict(os.environ, PYTHONPATH=here))
            runs: dict[str, list[dict[str, object]]] = {k: [] for k in kinds}
            for _ in range(args.rounds):
                for kind, (source, cells) in kinds.items():
                    runs[kind].append(run_pass(rules_id, folder, cells, source))
            for kind, results in runs.items():
                def median(key: str, results: list[dict[str, object]] = results) -> float:
                    return statistics.median(float(str(r[key])) for r in results)
                last = results[-1]
                print(f"{rules_id} {kind}: {median('seconds'):.1f} s wall, "
                      f"{median('cpu'):.1f} s CPU, peak {median('peak_mb'):.0f} MB resident "
                      f"({median('loaded_mb'):.0f} MB with the table loaded), "
                      f"exact={last['exact']}")
                print(f"    mean {float(str(last['mean'])):.10f} (solver "
                      f"{float(str(last['value'])):.10f}), sd {float(str(last['sd'])):.4f}, "
                      f"total probability {float(str(last['total'])):.15f}, "
                      f"percentiles {last['percentiles']}")
            print("    wall times: " + "; ".join(
                f"{kind} {[round(float(str(r['seconds'])), 1) for r in results]}"
                for kind, results in runs.items()))


if __name__ == "__main__":
    main()
