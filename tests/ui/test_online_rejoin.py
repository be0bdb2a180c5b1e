"""A window guest whose connection drops: the Join dialog comes back with one sentence, and
Join again (the same code) takes the same seat; the game goes on where it was, on both
windows; meanwhile the host may let a computer play the seat. A window guest joining a word
game whose dictionary is another version than its own is told why in one sentence. Host and
guest in one process over the real transport on 127.0.0.1."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.test_online_table import play_my_turn
from yachtdice.core.game import Score
from yachtdice.core.modes import ruleset_by_id
from yachtdice.net import protocol as p
from yachtdice.net.room import SeatPlan
from yachtdice.ui.online.join_dialog import JoinDialog
from yachtdice.ui.online.lobby import Lobby
from yachtdice.ui.online.table import OnlineTable

TIMEOUT = 60_000


def hilda_and_gus(qtbot: QtBot) -> tuple[Lobby, JoinDialog, OnlineTable, OnlineTable]:
    """Hilda hosts Yacht with one open seat; Gus joins it by the Join dialog (the code as
    read out: with its dash); both tables open, their dice landing at once."""
    lobby = Lobby(ruleset_by_id("yacht"), [SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN)],
                  "Hilda", announce=False)
    qtbot.addWidget(lobby)
    lobby.show()
    dialog = JoinDialog("Gus", browse=False)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.address.setText(f"127.0.0.1:{lobby.listener.port}")
    dialog.code.setText(lobby.code_label.text())
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.table is not None and dialog.table is not None,
                    timeout=TIMEOUT)
    host, guest = lobby.table, dialog.table
    assert host is not None and guest is not None
    for table in (host, guest):
        qtbot.addWidget(table.window)
        table.window.set_speed("off")
    return lobby, dialog, host, guest


@pytest.mark.slow
def test_a_dropped_guest_joins_again_and_takes_the_same_seat(qtbot: QtBot) -> None:
    lobby, dialog, host, guest = hilda_and_gus(qtbot)
    play_my_turn(qtbot, host.window)
    play_my_turn(qtbot, guest.window)
    qtbot.waitUntil(lambda: host.controller.record is not None
                    and len(host.controller.record.actions) == 4, timeout=TIMEOUT)
    assert "Gus (connected)" in host.people.text()

    link = lobby.room.seats[1].link
    assert link is not None
    link.close("the cable was pulled")  # the host's end of the guest's connection
    qtbot.waitUntil(dialog.isVisible, timeout=TIMEOUT)
    said = dialog.problem.text()
    assert said and said.endswith(".") and said[0].isupper(), said
    assert dialog.join_button.isEnabled()
    qtbot.waitUntil(lambda: "Gus (away)" in host.people.text(), timeout=TIMEOUT)

    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)  # the same code
    qtbot.waitUntil(lambda: "Gus (connected)" in host.people.text(), timeout=TIMEOUT)
    assert dialog.guest is not None and dialog.guest.seat == 1
    play_my_turn(qtbot, host.window)  # the game goes on where it was
    play_my_turn(qtbot, guest.window)
    qtbot.waitUntil(lambda: guest.controller.record is not None
                    and len(guest.controller.record.actions) == 8, timeout=TIMEOUT)
    assert lobby.room.record is not None
    assert guest.controller.record == lobby.room.record


def test_start_gives_the_open_seats_to_computers(qtbot: QtBot) -> None:
    lobby = Lobby(ruleset_by_id("yacht"), [SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN)],
                  "Hilda", announce=False)
    qtbot.addWidget(lobby)
    lobby.show()
    assert [lobby.seat_list.item(i).text() for i in range(2)] == ["Hilda (here)", "open seat"]
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.table is not None, timeout=TIMEOUT)
    assert lobby.room.started and not lobby.start_button.isEnabled()
    assert lobby.seat_list.item(1).text() == "Computer 2 (computer)"
    table = lobby.table
    assert table is not None
    qtbot.addWidget(table.window)
    table.window.set_speed("off")
    play_my_turn(qtbot, table.window)  # Hilda's turn, then the computer's, shown here
    qtbot.waitUntil(lambda: table.controller.record is not None
                    and len(table.controller.record.actions) >= 4
                    and not table.controller.computer_turn, timeout=TIMEOUT)


def _scores(lobby: Lobby) -> int:
    record = lobby.room.record
    return 0 if record is None else sum(isinstance(a, Score) for a in record.actions)


@pytest.mark.slow
def test_the_host_lets_a_computer_play_a_dropped_guests_seat_until_it_is_back(
        qtbot: QtBot) -> None:
    lobby, dialog, host, guest = hilda_and_gus(qtbot)
    assert lobby.stand_in_row.isHidden()  # nobody is away
    play_my_turn(qtbot, host.window)
    play_my_turn(qtbot, guest.window)
    qtbot.waitUntil(lambda: _scores(lobby) == 2, timeout=TIMEOUT)
    assert lobby.stand_in_row.isHidden()

    link = lobby.room.seats[1].link
    assert link is not None
    link.close("the cable was pulled")
    qtbot.waitUntil(lambda: lobby.stand_in_row.isVisible(), timeout=TIMEOUT)  # offered
    assert "Gus" in lobby.stand_in_button.text()
    levels = [lobby.stand_in_level.itemData(i) for i in range(lobby.stand_in_level.count())]
    assert levels[0] == "beginner" and len(levels) > 1
    lobby.stand_in_level.setCurrentIndex(1)  # a level chosen, not the first
    qtbot.mouseClick(lobby.stand_in_button, Qt.MouseButton.LeftButton)
    assert lobby.stand_in_row.isHidden()
    assert lobby.seat_list.item(1).text() == "Gus (away: a computer plays)"
    assert any(line == "A computer plays Gus's seat until Gus is back."
               for line in lobby.log.toPlainText().splitlines())
    play_my_turn(qtbot, host.window)  # Hilda's turn, then the computer plays Gus's
    qtbot.waitUntil(lambda: _scores(lobby) == 4, timeout=TIMEOUT)

    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)  # Gus is back
    qtbot.waitUntil(lambda: lobby.seat_list.item(1).text() == "Gus (connected)",
                    timeout=TIMEOUT)
    play_my_turn(qtbot, host.window)
    play_my_turn(qtbot, guest.window)  # Gus's seat is Gus's again: his buttons play it
    qtbot.waitUntil(lambda: _scores(lobby) == 6 and guest.controller.record is not None
                    and len(guest.controller.record.actions)
                    == len(lobby.room.record.actions), timeout=TIMEOUT)  # type: ignore[union-attr]
    assert guest.controller.record == lobby.room.record
    assert not lobby.room.standing_in(1)


def test_a_window_guest_with_another_dictionary_is_told_why(qtbot: QtBot,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    lobby = Lobby(ruleset_by_id("word-yahtzee"), [SeatPlan(p.PERSON, "Hilda"),
                                                  SeatPlan(p.OPEN)], "Hilda", announce=False)
    qtbot.addWidget(lobby)
    lobby.show()
    hosts = lobby.room.room_message().dictionary
    assert hosts is not None
    # the guest's program has another word list (the seam: the guest asks its own version)
    monkeypatch.setattr("yachtdice.net.guest.dictionary_version", lambda rules: "0badc0de-1")
    dialog = JoinDialog("Gus", browse=False)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.address.setText(f"127.0.0.1:{lobby.listener.port}")
    dialog.code.setText(lobby.code)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.join_button.isEnabled, timeout=TIMEOUT)
    said = dialog.problem.text()
    assert said == (f"The host's dictionary is version {hosts}; this computer has version "
                    "0badc0de-1, so it cannot join."), said
    assert dialog.table is None and dialog.isVisible()
    qtbot.waitUntil(lambda: lobby.seat_list.item(1).text() == "open seat", timeout=TIMEOUT)
    assert not lobby.room.started


@pytest.mark.slow
def test_a_dropped_guest_finds_the_started_room_in_the_list_and_joins_it_again(
        qtbot: QtBot) -> None:
    """The lobby announces its room on the network (here to the Join dialog's own port on
    127.0.0.1) after the game has begun too, marked as in progress: Gus, dropped, chooses it
    in the list and Join takes his seat back."""
    dialog = JoinDialog("Gus", browse_port=0)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.browser is not None
    lobby = Lobby(ruleset_by_id("yacht"), [SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN)],
                  "Hilda", announce_to=("127.0.0.1", dialog.browser.port))
    qtbot.addWidget(lobby)
    lobby.show()
    qtbot.waitUntil(lambda: dialog.rooms.count() == 1, timeout=TIMEOUT)
    where = f"127.0.0.1:{lobby.listener.port}"
    assert dialog.rooms.item(0).text() == f"Hilda: Yacht, open seats: 1, at {where}"
    qtbot.mouseClick(dialog.rooms.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.rooms.visualItemRect(dialog.rooms.item(0)).center())
    assert dialog.address.text() == where
    dialog.code.setText(lobby.code_label.text())
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.table is not None and dialog.table is not None,
                    timeout=TIMEOUT)
    for table in (lobby.table, dialog.table):
        assert table is not None
        qtbot.addWidget(table.window)
        table.window.set_speed("off")
    in_progress = f"Hilda: Yacht, in progress, at {where}"
    qtbot.waitUntil(lambda: dialog.rooms.count() == 1
                    and dialog.rooms.item(0).text() == in_progress, timeout=TIMEOUT)

    link = lobby.room.seats[1].link
    assert link is not None
    link.close("the cable was pulled")
    qtbot.waitUntil(dialog.isVisible, timeout=TIMEOUT)
    dialog.address.clear()
    assert dialog.rooms.item(0).text() == in_progress  # still listed for Gus
    assert dialog.rooms.item(0).toolTip() == ("The game has begun: only its own guests join "
                                              "it again, each taking back their seat.")
    qtbot.mouseClick(dialog.rooms.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.rooms.visualItemRect(dialog.rooms.item(0)).center())
    assert dialog.address.text() == where
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.seat_list.item(1).text() == "Gus (connected)",
                    timeout=TIMEOUT)
    assert dialog.guest is not None and dialog.guest.seat == 1
