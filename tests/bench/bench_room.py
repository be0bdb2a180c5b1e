"""A roll across computers over loopback. Not a test: it prints numbers for
docs/performance.md.

Run: QT_QPA_PLATFORM=offscreen python tests/bench/bench_room.py [--games 5]

A host (a person's seat) and two guests (people's seats, driven by the bench) in one
process and one event loop, over the real transport on 127.0.0.1 (the secure link): they
play Yacht, each rolling once and booking the first open box. For every roll it takes the
time from the player's asking (the host's ``act`` or a guest's ``act``) to the roll's
arrival at each other program's table (its ``played``), through the room's whole exchange:
``act`` to the host, ``need`` to each guest, each ``value`` back and checked against its
chain, the draw, ``did`` to everyone, checked and played on each guest's copy of the game.
Median, 90th percentile and the most of all, and the load before and after.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from yachtdice.core.game import Roll, Score
from yachtdice.core.registry import ruleset_by_id
from yachtdice.net import protocol as p
from yachtdice.net.guest import GuestTable
from yachtdice.net.room import HostRoom, SeatPlan
from yachtdice.net.seats import keep_claim
from yachtdice.net.transport import Listener, dial
from yachtdice.store.modes import builtin

CODE = "K7QM3XRP"


def load() -> str:
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


def play(asked: dict[int, float], arrived: list[float]) -> None:
    rules = ruleset_by_id("yacht")
    room = HostRoom(rules, [SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN), SeatPlan(p.OPEN)],
                    keep_claim)
    listener = Listener(CODE, 0, address="127.0.0.1")
    listener.joined.connect(room.add_link)
    guests = [GuestTable(name) for name in ("Ann", "Bo")]
    dialling = []
    for guest in guests:
        d = dial("127.0.0.1", listener.port, CODE)
        d.ready.connect(guest.attach)
        dialling.append(d)

    def move() -> None:
        record = room.record
        if record is None or record.state.finished:
            return
        state = record.state
        action = None if state.dice is None else Score(state.card.open_ids[0])
        if action is None:
            index = sum(isinstance(a, Roll) for a in record.actions) + 1
            asked[index] = time.perf_counter()
        if state.current == 0:
            room.act(0, action)
        else:
            guests[state.current - 1].act(action)

    def arrived_at(guest: GuestTable, index: int) -> None:
        assert guest.record is not None
        action = guest.record.actions[index]
        if isinstance(action, Roll):
            number = sum(isinstance(a, Roll) for a in guest.record.actions[:index + 1])
            arrived.append(time.perf_counter() - asked[number])

    for guest in guests:
        guest.played.connect(lambda index, _seat, guest=guest: arrived_at(guest, index))
    # the next move once every program has the last one (as people would see it first)
    room.played.connect(lambda *_: QTimer.singleShot(1, move))
    room.began.connect(lambda: QTimer.singleShot(1, move))
    loop = QEventLoop()
    room.ended.connect(loop.quit)
    loop.exec()
    room.close("the game is over")
    listener.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication([])
    builtin.install()
    print(f"load before: {load()}")
    arrived: list[float] = []
    for _ in range(args.games):
        play({}, arrived)
    ms = sorted(1000 * a for a in arrived)
    print(f"{len(ms)} rolls' arrivals at a guest: median {statistics.median(ms):.2f} ms, "
          f"90th percentile {ms[int(0.9 * len(ms))]:.2f} ms, most {ms[-1]:.2f} ms")
    print(f"load after: {load()}")
    del app


if __name__ == "__main__":
    main()
