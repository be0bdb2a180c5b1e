"""Online play in the window over loopback. Not a test: it prints numbers for
docs/performance.md.

Run: QT_QPA_PLATFORM=offscreen python tests/bench/bench_online_window.py [--games 2]

1. Click to tumble: a host's window (a person's seat) and a guest's window (a person's
   seat) in one process, over the real transport on 127.0.0.1. For each of the host's
   rolls, the time from the click on Roll (``QTest.mouseClick`` on the host's button) to
   the dice starting to tumble on the guest's window (its tray's animation begins: the
   controller's ``roll_started``, at the speed players see: at "off" the dice would land
   and the card be drawn before the time is taken), through the room's whole exchange
   (the guest's chain value asked and checked, the draw, ``did`` checked and played on the
   guest's copy).
2. The host's GUI thread while guests play: the host's window and two headless guests
   (``yachtdice-cli join --computer beginner``, real processes); a 5 ms timer on the host's
   thread notes how late each tick fires; the most late is the longest the thread was busy.
Median, 90th percentile and the most, and the load before and after.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from yachtdice.core.game import Hold, Score
from yachtdice.core.modes.pips.presets import preset
from yachtdice.net import protocol as p
from yachtdice.net.guest import GuestTable
from yachtdice.net.room import HostRoom, SeatPlan
from yachtdice.net.transport import Listener, dial
from yachtdice.ui.modes import builtin
from yachtdice.ui.online.computers import Computers
from yachtdice.ui.online.table import OnlineTable

CODE = "K7QM3XRP"


def load() -> str:
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


def wait(test: object, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while not test():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise SystemExit("the game stalled")
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)


def host_room(plan: list[SeatPlan]) -> tuple[HostRoom, Listener, OnlineTable]:
    room = HostRoom(preset("yacht"), plan, Computers(lambda _s: None), host="Hilda")
    listener = Listener(CODE, 0)
    listener.joined.connect(room.add_link)
    table = OnlineTable(room, room.seat_infos, lambda: [0],
                        lambda a: room.act(0, a) if room.person_at_play == 0 else None, "host")
    room.began.connect(table.begin)
    table.window.set_speed("off")
    return room, listener, table


def play_host_turn(table: OnlineTable) -> float:
    """Roll by a click and book the first open box; the time of the click."""
    c = table.controller
    wait(lambda: not c.computer_turn and not c.rolling and c.state is not None
         and c.state.dice is None)
    # a person clicks on a window drawn already: its drawing of the last move is done first
    # (else the pressed button's repaint draws the card too, inside the click)
    QApplication.sendPostedEvents()
    QApplication.processEvents()
    clicked = time.perf_counter()
    QTest.mouseClick(table.window.roll_button, Qt.MouseButton.LeftButton)
    wait(lambda: c.state is not None and c.state.dice is not None and not c.rolling)
    assert c.state is not None
    table.window.score_box(c.state.card.open_ids[0])
    return clicked


def click_to_tumble(games: int) -> list[float]:
    found: list[float] = []
    for _ in range(games):
        found += one_game()
    return found


def one_game() -> list[float]:
    """A whole game of Yacht between a host's window and a guest's: each host's roll's
    click-to-tumble time."""
    found: list[float] = []
    room, listener, host = host_room([SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN)])
    guest = GuestTable("Gus")

    def send(action: Hold | Score | None) -> str | None:
        guest.act(action)
        return None

    guest_view = OnlineTable(guest, lambda: guest.seats, lambda: [1], send, "guest")
    guest.began.connect(guest_view.begin)
    # the speed a player sees: the tumble begins and roll_started returns (at "off" the
    # dice land, and the card is drawn, before the next slot hears of the roll)
    guest_view.window.set_speed("normal")
    tumbled: list[float] = []
    guest_view.controller.roll_started.connect(
        lambda before, _after: tumbled.append(time.perf_counter())
        if before.current == 0 else None)
    dialing = dial("127.0.0.1", listener.port, CODE)
    dialing.ready.connect(guest.attach)
    wait(lambda: room.started and guest.record is not None)
    gc = guest_view.controller
    for _turn in range(12):
        before = len(tumbled)
        clicked = play_host_turn(host)
        wait(lambda: len(tumbled) > before)  # noqa: B023 (called at once, in this turn)
        found.append(tumbled[-1] - clicked)
        # the guest rolls once and books its first open box
        wait(lambda: not gc.computer_turn and not gc.rolling and gc.state is not None
             and gc.state.dice is None)
        gc.roll()
        wait(lambda: gc.state is not None and gc.state.dice is not None and not gc.rolling)
        assert gc.state is not None
        gc.score(gc.state.card.open_ids[0])
    wait(lambda: guest.over)
    room.close("done")
    listener.close()
    host.window.close()
    guest_view.window.close()
    return found


def click_to_tumble_apart(games: int) -> list[float]:
    """The same with the guest's window in a process of its own (online_guest_window.py)."""
    found: list[float] = []
    for _ in range(games):
        found += one_game_apart()
    return found


def one_game_apart() -> list[float]:
    found: list[float] = []
    here = os.path.dirname(os.path.abspath(__file__))
    room, listener, host = host_room([SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN)])
    proc = subprocess.Popen([sys.executable, os.path.join(here, "online_guest_window.py"),
                             str(listener.port), CODE], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    assert proc.stdout is not None
    out = proc.stdout.fileno()
    os.set_blocking(out, False)
    lines: list[float] = []
    buffered = [b""]

    def read() -> int:
        with contextlib.suppress(BlockingIOError):
            buffered[0] += os.read(out, 65536)
        *done, buffered[0] = buffered[0].split(b"\n")
        lines.extend(float(x) for x in done if x)
        return len(lines)

    wait(lambda: room.started, 240)
    for _turn in range(12):
        before = read()
        clicked = play_host_turn(host)
        wait(lambda: read() > before)  # noqa: B023 (called at once, in this turn)
        found.append(lines[-1] - clicked)
    wait(lambda: room.verdict is not None and proc.poll() is not None, 240)
    room.close("done")
    listener.close()
    host.window.close()
    return found


def gui_waits() -> tuple[list[float], float]:
    room, listener, host = host_room([SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN),
                                      SeatPlan(p.OPEN)])
    folder = tempfile.mkdtemp()
    procs = [subprocess.Popen(
        [sys.executable, "-m", "yachtdice.cli", "join", f"127.0.0.1:{listener.port}", "--code",
         CODE, "--name", name, "--computer", "beginner", "--json"],
        env={**os.environ, "YACHTDICE_DATA_DIR": os.path.join(folder, name)},
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for name in ("Ann", "Bo")]
    lateness: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        lateness.append(max(0.0, now - last[0] - 0.005))
        last[0] = now

    probe = QTimer()
    probe.setTimerType(Qt.TimerType.PreciseTimer)
    probe.timeout.connect(tick)
    try:
        wait(lambda: room.started, 240)
        last[0] = time.perf_counter()
        probe.start(5)
        started = time.perf_counter()
        for _turn in range(12):
            play_host_turn(host)
        wait(lambda: room.verdict is not None, 240)
        took = time.perf_counter() - started
    finally:
        probe.stop()
        wait(lambda: all(proc.poll() is not None for proc in procs), 240)
        room.close("done")
        listener.close()
        host.window.close()
    return lateness, took


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    builtin.install()
    print(f"load before: {load()}")
    ms = sorted(1000 * t for t in click_to_tumble(args.games))
    print(f"click on Roll at the host -> tumbling on the guest's window, {len(ms)} rolls: "
          f"median {statistics.median(ms):.1f} ms, 90th percentile "
          f"{ms[int(0.9 * len(ms))]:.1f} ms, most {ms[-1]:.1f} ms")
    ms = sorted(1000 * t for t in click_to_tumble_apart(args.games))
    print(f"the same, the guest's window in a process of its own, {len(ms)} rolls: "
          f"median {statistics.median(ms):.1f} ms, 90th percentile "
          f"{ms[int(0.9 * len(ms))]:.1f} ms, most {ms[-1]:.1f} ms")
    late, took = gui_waits()
    late_ms = sorted(1000 * t for t in late)
    print(f"host's GUI thread, a game with two headless guests ({took:.1f} s): longest wait "
          f"{late_ms[-1]:.1f} ms, 99th percentile {late_ms[int(0.99 * len(late_ms))]:.1f} ms")
    print(f"load after: {load()}")
    del app


if __name__ == "__main__":
    main()
