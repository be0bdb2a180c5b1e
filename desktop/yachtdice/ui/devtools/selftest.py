"""``yachtdice --self-test``: play one scripted turn in a hidden window, then leave.

For bundles and installs: it proves the program starts, finds its files, opens
its history database, draws its window and plays through the real controller.
It runs offscreen with a temporary data directory, so it never touches the
player's games or settings. Exit status 0 when the turn went as scripted;
otherwise 1 and one line on stderr saying what went wrong.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Sequence

FIRST_ROLL = (2, 3, 4, 5, 5)
SECOND_ROLL = (6,)
BOX, POINTS = "large_straight", 40  # 2-3-4-5-6 in Yahtzee: a large straight, 40 points


class SelfTestFailed(Exception):
    """One step of the scripted turn did not go as scripted."""


def run(argv: Sequence[str]) -> int:
    from yachtdice.ui.modes import builtin

    builtin.install()
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    started = time.monotonic()
    try:
        with tempfile.TemporaryDirectory(prefix="yachtdice-self-test-") as folder:
            os.environ["YACHTDICE_DATA_DIR"] = os.path.join(folder, "data")
            os.environ["YACHTDICE_CACHE_DIR"] = os.path.join(folder, "cache")
            play_one_turn(argv)
    except Exception as exc:  # any failure at all is the answer: say it in one line
        message = " ".join(str(exc).split()) or type(exc).__name__
        print(f"yachtdice self-test failed: {message}", file=sys.stderr)
        return 1
    print(f"yachtdice self-test passed in {time.monotonic() - started:.2f} s")
    return 0


def play_one_turn(argv: Sequence[str]) -> None:
    from PySide6.QtCore import (
        QMessageLogContext,
        QtMsgType,
        qInstallMessageHandler,
    )

    from yachtdice.core import ScriptedDice
    from yachtdice.ui.app import make_application
    from yachtdice.ui.devtools.driving import wait_for
    from yachtdice.ui.table.controller import GameController
    from yachtdice.ui.table.main_window import MainWindow

    def quiet(_: QtMsgType, __: QMessageLogContext, text: str) -> None:
        if "propagateSizeHints" not in text:  # the offscreen platform's harmless remark
            print(text, file=sys.stderr)

    qInstallMessageHandler(quiet)
    app = make_application(argv)
    controller = GameController(ScriptedDice(FIRST_ROLL + SECOND_ROLL))
    window = MainWindow(controller)
    window.set_speed("off")
    window.show()
    window.start()
    try:
        wait_for("opening the history database", lambda: controller.store is not None)
        wait_for("the first paint", lambda: not window.grab().isNull())

        def settled() -> bool:
            state = controller.state
            return state is not None and state.dice is not None and not controller.rolling

        controller.roll()
        wait_for("the first roll", settled)
        state = controller.state
        if state is None or state.dice != FIRST_ROLL:
            raise SelfTestFailed(f"the first roll showed {state and state.dice}, "
                                 f"not {FIRST_ROLL}")
        for die in range(4):
            controller.toggle_hold(die)
        wait_for("holding four dice", lambda: controller.state is not None
                 and len(controller.state.held) == 4)
        controller.roll()
        wait_for("the second roll", lambda: settled() and controller.state is not None
                 and controller.state.rolls_left == state.rolls_left - 1)
        controller.score(BOX)
        wait_for(f"scoring {BOX}", lambda: controller.state is not None
                 and controller.state.cards[0].get(BOX) is not None)
        got = controller.state.cards[0].get(BOX) if controller.state else None
        if got != POINTS:
            raise SelfTestFailed(f"{BOX} scored {got}, not {POINTS}")
        wait_for("the game being saved", lambda: controller.game_id is not None)
    finally:
        window.close()
        app.processEvents()
