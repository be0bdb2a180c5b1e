"""A guest's window in a process of its own, for bench_online_window.py: it joins
127.0.0.1:PORT, plays its seat (roll once, book the first open box) and prints the
moment (time.perf_counter, the system's monotonic clock, the same in every process) each of
the host's rolls starts tumbling on its window, one number a line.

Run: python tests/bench/online_guest_window.py PORT CODE
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from yachtdice.core.game import Hold, Score
from yachtdice.net.guest import GuestTable
from yachtdice.net.transport import dial
from yachtdice.ui.modes import builtin
from yachtdice.ui.online.table import OnlineTable


def main() -> None:
    port, code = int(sys.argv[1]), sys.argv[2]
    app = QApplication([])
    builtin.install()
    guest = GuestTable("Gus")

    def send(action: Hold | Score | None) -> str | None:
        guest.act(action)
        return None

    view = OnlineTable(guest, lambda: guest.seats, lambda: [1], send, "guest")
    guest.began.connect(view.begin)
    view.window.set_speed("normal")  # the tumble begins, and the time is taken, at once
    c = view.controller

    def tumbling(before: object, _after: object) -> None:
        if getattr(before, "current", None) == 0:
            print(time.perf_counter(), flush=True)

    c.roll_started.connect(tumbling)

    asked = [-1]  # the length of the game when this guest last moved

    def play() -> None:  # the guest's own turn, once the table shows it
        state, record = c.state, c.record
        if state is None or record is None or c.computer_turn or c.rolling \
                or state.finished or len(record.actions) == asked[0]:
            return
        asked[0] = len(record.actions)
        if state.dice is None:
            c.roll()
        else:
            c.score(state.card.open_ids[0])

    timer = QTimer()
    timer.timeout.connect(play)
    timer.start(20)
    dialing = dial("127.0.0.1", port, code)
    dialing.ready.connect(guest.attach)
    guest.ended.connect(lambda _v: QTimer.singleShot(500, app.quit))
    guest.left.connect(lambda _w: app.quit())
    app.exec()


if __name__ == "__main__":
    main()
