"""The secure link over loopback. Not a test: it prints numbers for docs/performance.md.

Run: QT_QPA_PLATFORM=offscreen python tests/bench/bench_net.py [--trips 1000] [--guests 40]

Host and guest in one process and one event loop, as the host's window would hold them
(the guest's side costs the same again, on another computer in a real game):

- the round trip of a message the size of a roll's (about 150 bytes of JSON) from the
  guest to the host and back, through framing, sealing, opening and the strict door:
  median and 90th percentile of ``--trips``;
- a handshake (the dial to ``ready``), median of 20: most of it is SPAKE2, pure Python;
  and the host's part of one, which its event loop (the window's GUI thread) waits for;
- the memory per joined guest: the process's resident memory with ``--guests`` idle
  links, less before, per link (what a link holds at rest); and with each guest stalled
  in the middle of a frame of the largest size, the host holding all of it but its last
  byte (the bounds in ``net/limits.py`` say what a link may hold at most).

The load average is printed before and after.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from yachtdice.net.codec import MAX_FRAME
from yachtdice.net.limits import Limits
from yachtdice.net.link import Link
from yachtdice.net.session import Session, Side
from yachtdice.net.transport import Listener, dial

CODE = "K7QM3XRP"
ROLL = {"kind": "roll", "seat": 2, "turn": 7, "roll": 2, "dice": [6, 6, 3, 2, 6],
        "held": [True, True, False, False, True], "value": "9f" * 32}


#: the bounds of a game but for the rate: the round trips go as fast as they can
FAST = Limits(rate=1e6, burst=10**6)


def load() -> str:
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


def rss_kib() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def wait(done: list[object], count: int = 1) -> None:
    loop = QEventLoop()
    timer = QTimer()
    timer.timeout.connect(lambda: len(done) >= count and loop.quit())
    timer.start(0)
    loop.exec()
    timer.stop()


def wait_ms(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def join(listener: Listener, joined: list[Link]) -> tuple[Link, Link, float]:
    before = len(joined)
    ready: list[Link] = []
    start = time.perf_counter()
    dialing = dial("127.0.0.1", listener.port, CODE, FAST)
    dialing.ready.connect(ready.append)
    wait(ready)
    took = time.perf_counter() - start
    wait(joined, before + 1)  # type: ignore[arg-type]
    return ready[0], joined[-1], took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trips", type=int, default=1000)
    parser.add_argument("--guests", type=int, default=40)
    args = parser.parse_args()
    app = QCoreApplication([])
    print(f"load before: {load()}")
    listener = Listener(CODE, address="127.0.0.1",
                        limits=Limits(connections=2 * args.guests + 30, rate=FAST.rate,
                                      burst=FAST.burst))
    joined: list[Link] = []
    listener.joined.connect(joined.append)

    handshakes = [join(listener, joined)[2] for _ in range(20)]
    print(f"handshake (dial to ready): median {statistics.median(handshakes) * 1000:.1f} ms")
    hosts = []
    for _ in range(20):  # the host's part, all on its event loop: the longest it waits
        guest_side = Session(Side.GUEST, CODE)
        (hello,) = guest_side.start()
        start = time.perf_counter()
        Session(Side.HOST, CODE).receive(hello)
        hosts.append(time.perf_counter() - start)
    print(f"the host's part of a handshake (one SPAKE2, HKDF, the confirmation): median "
          f"{statistics.median(hosts) * 1000:.1f} ms, longest {max(hosts) * 1000:.1f} ms")

    guest, host, _ = join(listener, joined)
    host.message.connect(host.send)  # the host echoes
    back: list[object] = []
    guest.message.connect(back.append)
    trips = []
    for _ in range(args.trips):
        start = time.perf_counter()
        guest.send(ROLL)
        wait(back, len(back) + 1)
        trips.append(time.perf_counter() - start)
    trips.sort()
    print(f"round trip of a roll's message ({args.trips}): median "
          f"{statistics.median(trips) * 1000:.2f} ms, 90th percentile "
          f"{trips[int(len(trips) * 0.9)] * 1000:.2f} ms")

    before = rss_kib()
    keep = [join(listener, joined)[:2] for _ in range(args.guests)]
    after = rss_kib()
    print(f"memory per idle guest (both ends in this process, {args.guests} guests): "
          f"{(after - before) / args.guests:.0f} KiB")
    # the worst a joined guest can make the host hold on the read side: a frame of the
    # largest size announced, all but its last byte sent, never finished
    stalled = [join(listener, joined)[:2] for _ in range(args.guests)]
    before = rss_kib()
    for guest_end, _host_end in stalled:
        socket = guest_end._socket  # type: ignore[attr-defined]
        socket.write(MAX_FRAME.to_bytes(4, "big") + b"x" * (MAX_FRAME - 1))
    deadline = time.perf_counter() + 30
    while time.perf_counter() < deadline:  # until the host has read what it may
        wait_ms(50)
        held = sum(h._reader.pending for _, h in stalled)  # type: ignore[attr-defined]
        if held >= args.guests * (MAX_FRAME - 1):
            break
    after = rss_kib()
    print(f"memory per guest stalled in the middle of a largest frame ({args.guests} "
          f"guests): {(after - before) / args.guests:.0f} KiB more than at rest")
    del keep, stalled
    print(f"load after: {load()}")
    app.quit()


if __name__ == "__main__":
    main()
