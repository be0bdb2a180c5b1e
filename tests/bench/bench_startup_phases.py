"""Where the start's CPU goes, phase by phase, up to the first painted window. Not a test.

Run: python tests/bench/bench_startup_phases.py [--launches 15] [--desktop DIR]

Launches Yacht Dice (``DIR``, default this tree's ``desktop/``, its bytecode compiled first)
``--launches`` times offscreen with a warm data folder (welcome answered) and, inside each
process, reads the CPU time (``time.process_time``) at the seams of the start: the
interpreter, the games' core and store (imported before PySide6, as ``yachtdice.__main__``
does: with them the standard library's modules PySide6 would otherwise import), the PySide6
imports (the bare window pays them and the interpreter as well), the window's modules,
registering the games' windows' parts, the QApplication, settings and language, building
the window, ``show()``, the deal, and the event loop up to the first paint (the start-up
probe's report). Prints each phase's median in milliseconds and the load average.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[2] / "desktop"

#: run inside each launched process: wraps the start's steps and prints their CPU
INSIDE = """
import sys, time
marks = [("interpreter", time.process_time())]
def mark(name): marks.append((name, time.process_time()))
import yachtdice.ui.quick_start as quick_start
quicken = quick_start.quicken_pyside_imports
def quickened():  # yachtdice.__main__ has imported and registered the games' core and store
    mark("games-core-store")
    done = quicken(); mark("pyside6")  # QtCore, with PySide6's import hook
    import PySide6.QtWidgets
    import yachtdice.ui.app as app  # what __main__ imports next
    mark("window-modules")
    hook(app)
    return done
quick_start.quicken_pyside_imports = quickened
def hook(app):
    from yachtdice.ui.modes import builtin
    import yachtdice.ui.startup_probe as probe
    install = builtin.install
    def installed():
        install(); mark("register-games")
    builtin.install = installed
    make = app.make_application
    def made(*a, **k):
        made_app = make(*a, **k); mark("qapplication"); return made_app
    app.make_application = made
    class Window(app.MainWindow):
        def __init__(self, *a, **k):
            mark("settings-language"); super().__init__(*a, **k); mark("build-window")
        def show(self):
            super().show(); mark("show")
        def start(self):
            super().start(); mark("deal")
    app.MainWindow = Window
    report = probe._FirstPaint._report
    def reported(self):
        mark("to-first-paint")
        before = 0.0
        for name, at in marks:
            print("phase", name, (at - before) * 1000, flush=True); before = at
        report(self)
    probe._FirstPaint._report = reported
from yachtdice.__main__ import main
main(["yachtdice"])
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--launches", type=int, default=15)
    parser.add_argument("--desktop", type=Path, default=HERE)
    args = parser.parse_args()
    source = args.desktop.resolve()
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(source / "yachtdice")],
                   check=True, stdout=subprocess.DEVNULL)
    phases: dict[str, list[float]] = {}
    loads = []
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp, "data")
        data.mkdir()
        (data / "settings.ini").write_text("[player]\nwelcomed=true\n")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=tmp, PYTHONPATH=str(source),
                   YACHTDICE_DATA_DIR=str(data), YACHTDICE_CACHE_DIR=str(Path(tmp, "cache")),
                   YACHTDICE_STARTUP_PROBE="1", YACHTDICE_STARTUP_PROBE_STAY="0")
        for _ in range(args.launches):
            loads.append(os.getloadavg()[0])
            out = subprocess.run([sys.executable, "-c", INSIDE], env=env, capture_output=True,
                                 text=True, timeout=60).stdout
            for line in out.splitlines():
                if line.startswith("phase "):
                    _, name, ms = line.split()
                    phases.setdefault(name, []).append(float(ms))
    print(f"start-up by phase, CPU ms, medians of {args.launches} launches, offscreen, "
          f"load average {min(loads):.1f}-{max(loads):.1f}")
    total = 0.0
    for name, values in phases.items():
        total += statistics.median(values)
        print(f"  {name:20s} {statistics.median(values):6.1f}")
    print(f"  {'sum of medians':20s} {total:6.1f}")


if __name__ == "__main__":
    main()
