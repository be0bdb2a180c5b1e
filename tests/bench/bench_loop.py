"""The fast loop's cost: ``python tests/bench/bench_loop.py [PYTEST ARGS]`` runs
``pytest -m 'not slow'`` (with the given arguments) and prints its wall time, the CPU
(user + sys) of every process it started, the load before and after, and its 15 longest
test phases (docs/performance.md, "The test suite"). Compare runs made back to back."""

import os
import resource
import subprocess
import sys
import time


def main() -> None:  # only when run: pytest imports this module for its doctests
    args = [sys.executable, "-m", "pytest", "-m", "not slow", "-q", "--durations=15",
            *sys.argv[1:]]
    load = os.getloadavg()[0]
    start = time.monotonic()
    out = subprocess.run(args, capture_output=True, text=True).stdout
    wall = time.monotonic() - start
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    longest = out[out.find("slowest"):].splitlines()[1:16] if "slowest" in out else []
    print("\n".join([out.strip().splitlines()[-1], *longest]))
    print(f"wall {wall:.1f} s, CPU {used.ru_utime + used.ru_stime:.1f} s (user "
          f"{used.ru_utime:.1f}, sys {used.ru_stime:.1f}); load {load:.1f} -> "
          f"{os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
