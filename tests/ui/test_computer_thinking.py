"""A computer chooses its moves off the GUI thread (a job of the runner), so the window and
the dice go on while it thinks; a move chosen for a game that has moved on is dropped."""

from __future__ import annotations

import threading

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yachtdice.core import GameState, Hold, Player, Score
from yachtdice.ui.jobs.runner import app_runner
from yachtdice.ui.modes import Seat
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow


class Watched:
    """A seat that plays as ``seat`` does and notes the thread each decision ran on; with
    ``gate``, each decision waits for it first."""

    def __init__(self, seat: Seat, gate: threading.Event | None = None) -> None:
        self.seat = seat
        self.gate = gate
        self.threads: list[threading.Thread] = []
        self.asked = threading.Event()

    def decide(self, state: GameState) -> Hold | Score | None:
        self.threads.append(threading.current_thread())
        self.asked.set()
        if self.gate is not None:
            self.gate.wait(30)
        return self.seat.decide(state)


def watch_seat(window: MainWindow, index: int, gate: threading.Event | None = None) -> Watched:
    controller = window.controller
    seat = Watched(controller._seats[index], gate)
    controller.seat(index, seat)  # as a game seats its computers
    return seat


def test_a_computer_chooses_every_move_off_the_gui_thread(qtbot: QtBot,
                                                          make_window: MakeWindow) -> None:
    window = make_window(rules="yacht", players=[Player("Robo", True, "intermediate")])
    seat = watch_seat(window, 0)
    window.controller.hurry()
    qtbot.waitUntil(lambda: window.controller.state.finished, timeout=60_000)
    assert window.controller.state.card.filled_count == 12  # Yacht's twelve boxes
    assert len(seat.threads) >= 12  # a booking each turn at least, each decided
    assert threading.main_thread() not in seat.threads


def test_a_move_chosen_for_a_game_that_moved_on_is_not_played(qtbot: QtBot,
                                                              make_window: MakeWindow) -> None:
    window = make_window(rules="yacht", players=[Player("Robo", True, "intermediate")])
    gate = threading.Event()
    seat = watch_seat(window, 0, gate)
    window.controller.hurry()
    qtbot.waitUntil(seat.asked.is_set, timeout=30_000)  # Robo has rolled and thinks
    assert window.controller.state.dice is not None  # the window goes on meanwhile
    window.controller.new_game(window.controller.record.ruleset, [Player("Ann")])
    fresh = window.controller.state
    gate.set()  # Robo's move for the old game is chosen now
    qtbot.waitUntil(lambda: not app_runner().running(window.controller), timeout=30_000)
    QApplication.processEvents()  # what its thread posted has arrived
    assert window.controller.state is fresh  # nothing was played into Ann's game
    assert fresh.dice is None and fresh.card.filled_count == 0
