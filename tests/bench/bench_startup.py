"""Start-up figures quoted in docs/performance.md. Not a test: it prints numbers.

Run: python tests/bench/bench_startup.py [--rounds 7] [--idle 5] [--against OLD/desktop]
     [--display xvfb|offscreen]

In one run, round-robin over ``--rounds`` rounds, it launches:
- a bare PySide6 ``QMainWindow`` with a ``QLabel`` (1080 x 720, the size Yacht Dice opens
  at), as the pixel watcher's ``bare.py``;
- Yacht Dice's first window built in PySide6 alone (``qt_only_window.py``: the same kinds
  of widget, menus and painting, no game and none of Yacht Dice's modules): what PySide6
  costs for a window of this shape;
- Yacht Dice (``python -m yachtdice``) with a warm data folder: started once before, its
  welcome answered, Yahtzee's table solved and cached (YACHTDICE_DATA_DIR and
  YACHTDICE_CACHE_DIR in a temporary folder), bytecode compiled;
- with ``--against``, Yacht Dice from another source tree (its ``desktop/`` folder), the
  same way, and again without the start-up probe (an older probe closes the window at
  once: its memory is read that way);
- GNOME Tali (Debian's ``tali``) where it is installed and there is an X display.

For each it takes the time from launch to the first painted window (the Qt programs report
it themselves: Yacht Dice's start-up probe, :mod:`yachtdice.ui.startup_probe`, and the
same hook in the bare window), with the CPU time the process had used by then (every
thread's: a busy machine changes it less than the wall time). That report agrees with the
pixels: ``../shared/tools/pixel-start/watch.py`` grabs the screen every 10 ms and records it
beside the first painted frame (95% of the window's pixels as they end up); on 29 Nov 2026
(12 rounds, load 9-17) the pixels came a median 0-4 ms after the report for every program
that reports (every launch within -30 to +18 ms; docs/performance.md). On an X display, watched
with the X Damage extension (the same measure for every program, Tali included), the
first change on the screen and the time it settles (the last change before a second
without any; the pointer waits in a corner, so no tooltip opens); and resident memory (RSS
and PSS, counting every process it started that is still there) after ``--idle`` seconds
idle. It prints medians, Yacht Dice's ratios to the
others, and the load average over the run.

The display: a virtual X display (Xvfb, 1280 x 800, with the openbox window manager when
installed) unless ``--display offscreen`` or Xvfb is missing; an X display already set in
DISPLAY is not used, so runs are alike.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import ctypes.util
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parents[2] / "desktop"
QT_ONLY = Path(__file__).resolve().with_name("qt_only_window.py")
QUIET = 1.0  # seconds without a screen change that count as settled
SCREEN = "1280x800"

BARE = """
import os, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

app = QApplication(sys.argv)
window = QMainWindow()
window.setCentralWidget(QLabel("Hello from a bare PySide6 window"))
window.resize(1080, 720)


class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if watched is window and event.type() == QEvent.Type.Paint:
            window.removeEventFilter(self)
            QTimer.singleShot(0, window, self.report)
        return False

    def report(self):
        print("first-paint", flush=True)
        print(f"cpu {time.process_time():.4f}", flush=True)
        stay = float(os.environ.get("YACHTDICE_STARTUP_PROBE_STAY", "0"))
        QTimer.singleShot(int(stay * 1000), window, window.close)


probe = FirstPaint()
window.installEventFilter(probe)
window.show()
sys.exit(app.exec())
"""


# -- the X display and its damage watcher -----------------------------------------------------
class _XEvent(ctypes.Union):
    _fields_ = [("type", ctypes.c_int), ("pad", ctypes.c_long * 24)]


class ScreenWatch:
    """Counts changes to the screen of an X display (X Damage on the root window)."""

    def __init__(self, display: str) -> None:
        x11 = ctypes.util.find_library("X11")
        damage = ctypes.util.find_library("Xdamage")
        if x11 is None or damage is None:
            raise OSError("libX11 or libXdamage is missing")
        self.x = x = ctypes.CDLL(x11)
        xd = ctypes.CDLL(damage)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        for name in ("XPending", "XFlush", "XConnectionNumber"):
            getattr(x, name).argtypes = [ctypes.c_void_p]
        x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.POINTER(_XEvent)]
        x.XWarpPointer.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong] + \
            [ctypes.c_int] * 2 + [ctypes.c_uint] * 2 + [ctypes.c_int] * 2
        xd.XDamageQueryExtension.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
                                             ctypes.POINTER(ctypes.c_int)]
        xd.XDamageCreate.restype = ctypes.c_ulong
        xd.XDamageCreate.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int]
        self.dpy = x.XOpenDisplay(display.encode())
        if not self.dpy:
            raise OSError(f"cannot open X display {display}")
        base, error = ctypes.c_int(), ctypes.c_int()
        if not xd.XDamageQueryExtension(self.dpy, ctypes.byref(base), ctypes.byref(error)):
            raise OSError("the X display has no Damage extension")
        self.notify = base.value  # XDamageNotify is the extension's first event
        self.root = x.XDefaultRootWindow(self.dpy)
        xd.XDamageCreate(self.dpy, self.root, 0)  # raw rectangles
        x.XFlush(self.dpy)
        self.fd = x.XConnectionNumber(self.dpy)
        self._event = _XEvent()

    def corner(self) -> None:
        """The pointer to the screen's bottom-right corner, where no window opens (over a
        window, a tooltip would appear a moment later and count as a change)."""
        width, height = (int(n) for n in SCREEN.split("x"))
        self.x.XWarpPointer(self.dpy, 0, self.root, 0, 0, 0, 0, width - 1, height - 1)
        self.x.XFlush(self.dpy)

    def quiet(self, seconds: float = 0.3, most: float = 5.0) -> None:
        """Wait until the screen has not changed for ``seconds`` (the last program's window
        gone), at most ``most`` seconds."""
        end = time.perf_counter() + most
        while time.perf_counter() < end and self.changes(seconds):
            pass

    def changes(self, timeout: float) -> int:
        """Screen changes seen within ``timeout`` seconds (returns at the first ones)."""
        x = self.x
        if not x.XPending(self.dpy):
            select.select([self.fd], [], [], max(0.0, timeout))
        count = 0
        while x.XPending(self.dpy):
            x.XNextEvent(self.dpy, ctypes.byref(self._event))
            count += self._event.type == self.notify
        return count


def start_display() -> tuple[str, list[subprocess.Popen[bytes]], str]:
    """A virtual X display (and a window manager if there is one): its name, the processes
    to end afterwards and a description."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SCREEN}x24",
                             "-nolisten", "tcp"], pass_fds=(write,),
                            stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as fh:
        display = f":{fh.readline().strip()}"
    procs = [xvfb]
    described = f"Xvfb {SCREEN}"
    if shutil.which("openbox"):
        procs.append(subprocess.Popen(["openbox"], env=dict(os.environ, DISPLAY=display),
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        time.sleep(1.0)
        described += " with openbox"
    return display, procs, described


# -- one launch -------------------------------------------------------------------------------
@dataclass
class Launch:
    paint: float | None = None     # seconds to the first painted window, as reported
    cpu: float | None = None       # CPU seconds the process had used by then, as reported
    shown: float | None = None     # seconds to the first change on the screen
    settled: float | None = None   # seconds to the last screen change before a quiet second
    rss: float | None = None       # MB after the idle wait
    pss: float | None = None


@dataclass
class Program:
    name: str
    command: list[str]
    env: dict[str, str]
    reports_paint: bool = True
    runs: list[Launch] = field(default_factory=list)


def descendants(pid: int) -> list[int]:
    """The processes ``pid`` started, and theirs, still there (read from /proc)."""
    found: list[int] = []
    todo = [pid]
    while todo:
        parent = todo.pop()
        with contextlib.suppress(OSError):
            for task in os.listdir(f"/proc/{parent}/task"):
                with open(f"/proc/{parent}/task/{task}/children") as fh:
                    kids = [int(k) for k in fh.read().split()]
                found += kids
                todo += kids
    return found


def memory(pid: int) -> tuple[float | None, float | None]:
    """(RSS, PSS) in MB of a running process and every process it started that is still
    there (a worker left running counts: issue 38)."""
    def field_kb(path: str, key: str) -> float | None:
        try:
            with open(path) as fh:
                for line in fh:
                    if line.startswith(key):
                        return int(line.split()[1]) / 1024
        except OSError:
            return None
        return None

    rss = field_kb(f"/proc/{pid}/status", "VmRSS:")
    pss = field_kb(f"/proc/{pid}/smaps_rollup", "Pss:")
    for kid in descendants(pid):
        rss = None if rss is None else rss + (field_kb(f"/proc/{kid}/status", "VmRSS:") or 0)
        pss = None if pss is None else pss + (field_kb(f"/proc/{kid}/smaps_rollup", "Pss:") or 0)
    return rss, pss


def launch(program: Program, idle: float, watch: ScreenWatch | None) -> Launch:
    result = Launch()
    if watch is not None:
        watch.corner()
        watch.quiet()  # the last program's window has gone
    env = dict(program.env, YACHTDICE_STARTUP_PROBE="1",
               YACHTDICE_STARTUP_PROBE_STAY=str(idle + 1.0)) if program.reports_paint \
        else program.env
    start = time.perf_counter()
    proc = subprocess.Popen(program.command, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, start_new_session=True)
    painted = threading.Event()

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("cpu ") and result.cpu is None:
                with contextlib.suppress(ValueError):
                    result.cpu = float(line.split()[1])
            if line.startswith("first-paint") and result.paint is None:
                result.paint = time.perf_counter() - start
                painted.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    deadline = start + 30.0
    last_change: float | None = None
    if watch is not None:
        while time.perf_counter() < deadline:
            now = time.perf_counter()
            if last_change is not None and now - last_change >= QUIET:
                break
            if watch.changes(0.05):
                last_change = time.perf_counter()
                if result.shown is None:
                    result.shown = last_change - start
        if last_change is not None:
            result.settled = last_change - start
    if program.reports_paint:
        painted.wait(max(0.0, deadline - time.perf_counter()))
    since = result.paint if result.paint is not None else result.settled
    if since is not None and proc.poll() is None:
        time.sleep(max(0.0, start + since + idle - time.perf_counter()))
        if proc.poll() is None:
            result.rss, result.pss = memory(proc.pid)
    if program.reports_paint:
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=idle + 15.0)
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=10)
    reader.join(timeout=5)
    return result


# -- the programs -----------------------------------------------------------------------------
def base_env(platform: str, display: str | None, home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONDONTWRITEBYTECODE", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM=platform, NO_AT_BRIDGE="1", HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "share"),
               XDG_CACHE_HOME=str(home / "cache"), XDG_RUNTIME_DIR=str(home / "run"))
    (home / "run").mkdir(parents=True, exist_ok=True)
    os.chmod(home / "run", 0o700)
    if display is not None:
        env["DISPLAY"] = display
    return env


def warm_data(env: dict[str, str], source: Path, folder: Path, cache: Path) -> dict[str, str]:
    """A data folder as after an earlier start: welcome answered, history created, the
    Yahtzee table in the cache."""
    data = folder / "data"
    data.mkdir(parents=True)
    (data / "settings.ini").write_text("[player]\nwelcomed=true\n")
    env = dict(env, PYTHONPATH=str(source), YACHTDICE_DATA_DIR=str(data),
               YACHTDICE_CACHE_DIR=str(cache))
    if not any((cache / "solver").glob("yahtzee-*")):
        print("solving Yahtzee once for the cache…", flush=True)
        subprocess.run([sys.executable, "-m", "yachtdice.cli", "solve", "--rules", "yahtzee"],
                       env=env, check=True, stdout=subprocess.DEVNULL)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(source / "yachtdice")],
                   check=True, stdout=subprocess.DEVNULL)
    return env


def tali(env: dict[str, str], display: str | None) -> Program | None:
    path = shutil.which("tali") or ("/usr/games/tali" if Path("/usr/games/tali").exists()
                                    else None)
    if path is None or display is None:
        return None
    version = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "tali"],
                             capture_output=True, text=True).stdout.strip()
    env = dict(env, GSETTINGS_BACKEND="memory")
    return Program(f"GNOME Tali {version}".strip(), [path], env, reports_paint=False)


# -- the report -------------------------------------------------------------------------------
def median(values: list[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return statistics.median(known) if known else None


def show(value: float | None, unit: str, digits: int = 3) -> str:
    return "—" if value is None else f"{value:.{digits}f} {unit}"


def ratio(a: float | None, b: float | None) -> str:
    return "—" if a is None or b is None else f"{a / b:.2f}x"


def paired(ours: Program, theirs: Program) -> str:
    """The median of the rounds' ratios of the CPU to the first paint (launches of one round
    ran a few seconds apart, under much the same load: steadier than the ratio of medians
    on a busy machine)."""
    ratios = [a.cpu / b.cpu for a, b in zip(ours.runs, theirs.runs, strict=True)
              if a.cpu is not None and b.cpu]
    return f"{statistics.median(ratios):.2f}x" if ratios else "—"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--idle", type=float, default=5.0, help="seconds idle before memory")
    parser.add_argument("--against", type=Path, help="another tree's desktop/ folder")
    parser.add_argument("--label", default="before", help="what to call it (before)")
    parser.add_argument("--display", choices=("xvfb", "offscreen"), default="xvfb")
    parser.add_argument("--no-tali", action="store_true")
    options = parser.parse_args()

    work = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    procs: list[subprocess.Popen[bytes]] = []
    display = None
    described = "offscreen"
    if options.display == "xvfb" and shutil.which("Xvfb"):
        display, procs, described = start_display()
    try:
        watch = ScreenWatch(display) if display is not None else None
        platform = "xcb" if display is not None else "offscreen"
        env = base_env(platform, display, work / "home")
        cache = work / "cache"
        programs = [Program("bare PySide6 window", [sys.executable, "-c", BARE], env),
                    Program("its window in PySide6 alone", [sys.executable, str(QT_ONLY)], env)]
        trees = [("Yacht Dice", HERE)]
        if options.against is not None:
            trees.append((f"Yacht Dice {options.label}", options.against.resolve()))
        for i, (name, source) in enumerate(trees):
            tree_env = warm_data(env, source, work / f"yd{i}", cache)
            programs.append(Program(name, [sys.executable, "-m", "yachtdice"], tree_env))
            if i > 0:  # its probe may close the window at once: its memory without the probe
                programs.append(Program(f"{name} (no probe)", [sys.executable, "-m",
                                                               "yachtdice"],
                                        tree_env, reports_paint=False))
        other = None if options.no_tali else tali(env, display)
        if other is not None:
            programs.append(other)
        for program in programs:  # a first launch of each, not counted: caches, bytecode
            launch(program, 0.5, watch)
        loads = [os.getloadavg()[0]]
        for _ in range(options.rounds):
            for program in programs:
                program.runs.append(launch(program, options.idle, watch))
                loads.append(os.getloadavg()[0])
    finally:
        for proc in reversed(procs):
            proc.terminate()
            proc.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)

    print(f"start-up, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
          f"{options.rounds} rounds round-robin, {described}, idle {options.idle:g} s, "
          f"load average {min(loads):.1f}-{max(loads):.1f} (2 cores: {os.cpu_count()})")
    print(f"{'':40}{'first paint':>12}{'CPU by then':>12}{'on screen':>10}{'settled':>10}"
          f"{'RSS idle':>11}{'PSS idle':>11}")
    figures = {}
    for program in programs:
        paint = median([r.paint for r in program.runs])
        shown = median([r.shown for r in program.runs])
        settled = median([r.settled for r in program.runs])
        rss = median([r.rss for r in program.runs])
        pss = median([r.pss for r in program.runs])
        cpu = median([r.cpu for r in program.runs])
        figures[program.name] = (paint, shown, settled, rss, cpu)
        print(f"{program.name[:39]:40}{show(paint, 's'):>12}{show(cpu, 's'):>12}"
              f"{show(shown, 's', 2):>10}"
              f"{show(settled, 's', 2):>10}{show(rss, 'MB', 0):>11}{show(pss, 'MB', 0):>11}")
        spread = [r.paint for r in program.runs if r.paint is not None]
        if spread:
            print(f"{'':42}first paint min {min(spread):.3f}, max {max(spread):.3f} s")
    yd = figures["Yacht Dice"]
    ours = next(p for p in programs if p.name == "Yacht Dice")
    for program in programs:
        if program.name == "Yacht Dice":
            continue
        theirs = figures[program.name]
        print(f"Yacht Dice / {program.name}: first paint {ratio(yd[0], theirs[0])} "
              f"(CPU by then {ratio(yd[4], theirs[4])}; paired round by round "
              f"{paired(ours, program)}), "
              f"on screen {ratio(yd[1], theirs[1])}, settled {ratio(yd[2], theirs[2])}, "
              f"RSS {ratio(yd[3], theirs[3])}")
    print("aims (issue 38): first paint and the CPU by then at most 1.5x the bare window's, "
          "first paint at most 1.5x Tali's, RSS at most 100 MB")


if __name__ == "__main__":
    main()
