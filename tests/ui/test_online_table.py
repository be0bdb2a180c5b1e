"""An online game's table, driven by its buttons: the host's window plays its seat against a
guest's computer over links joined in memory, and a guest's window plays against the host's
computer. Every roll played at the other end tumbles on the window; only this computer's
seat has its controls; the end dialog says every roll was verified."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.ui.helpers import click_box
from yachtdice.core.game import Hold, Roll, Score
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.registry import mode_for
from yachtdice.net import protocol as p
from yachtdice.net.guest import GuestTable
from yachtdice.net.link import Link, link_pair
from yachtdice.net.room import HostRoom, SeatPlan
from yachtdice.ui.online.computers import Computers
from yachtdice.ui.online.table import OnlineTable
from yachtdice.ui.table.main_window import MainWindow

TIMEOUT = 60_000
#: Yacht's rule sheet: twelve boxes, so each player plays twelve turns
YACHT_TURNS = 12


def host_table(room: HostRoom) -> OnlineTable:
    mine = [i for i, s in enumerate(room.seats) if s.kind == p.PERSON]

    def send(action: object) -> str | None:
        seat = room.person_at_play
        if seat is None:
            return "not your turn"
        return room.act(seat, action)  # type: ignore[arg-type]

    return OnlineTable(room, room.seat_infos, lambda: mine, send, "host")


def guest_table(guest: GuestTable) -> OnlineTable:
    def send(action: object) -> str | None:
        guest.act(action)  # type: ignore[arg-type]
        return None

    return OnlineTable(guest, lambda: guest.seats,
                       lambda: [] if guest.seat is None else [guest.seat], send, "guest")


def host_and_guest(qtbot: QtBot, host: str, name: str
                   ) -> tuple[HostRoom, GuestTable, OnlineTable, Link]:
    """A room of two seats begun: ``host`` plays at the host's window, the guest ``name``'s
    program (a computer plays its seat) joined over the returned link (the host's end)."""
    rules = preset("yacht")
    level = mode_for(rules).computer_levels[0]
    room = HostRoom(rules, [SeatPlan(p.PERSON, host), SeatPlan(p.OPEN)], Computers(print),
                    host=host)
    guest = GuestTable(name, level=level, computers=Computers(print))
    table = host_table(room)
    room.began.connect(table.begin)
    host_end, guest_end = link_pair((name, host))
    guest.attach(guest_end)
    room.add_link(host_end)
    qtbot.waitUntil(lambda: room.started, timeout=TIMEOUT)
    return room, guest, table, host_end


def play_my_turn(qtbot: QtBot, window: MainWindow) -> None:
    """Roll once (by the button), then book the first open box (by a click)."""
    controller = window.controller
    qtbot.waitUntil(lambda: not controller.computer_turn and not controller.rolling
                    and controller.state is not None and controller.state.dice is None,
                    timeout=TIMEOUT)
    assert window.roll_button.isEnabled()
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.dice is not None
                    and not controller.rolling, timeout=TIMEOUT)
    state = controller.state
    assert state is not None
    click_box(qtbot, window, state.card.open_ids[0])


def play_game(qtbot: QtBot, table: OnlineTable, ended: Callable[[], bool]) -> None:
    window = table.window
    qtbot.addWidget(window)
    window.set_speed("off")
    for _ in range(YACHT_TURNS):
        play_my_turn(qtbot, window)
    qtbot.waitUntil(ended, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(),
                    timeout=TIMEOUT)


@pytest.mark.slow
def test_the_host_window_plays_a_whole_game_against_a_guest_computer(qtbot: QtBot) -> None:
    room, guest, table, _ = host_and_guest(qtbot, "Hilda", "Gus")
    window = table.window
    assert "Hilda (here)" in table.people.text() and "Gus (connected)" in table.people.text()
    tumbles: list[int] = []  # the guest's rolls, as they tumble on the host's window
    window.controller.roll_started.connect(
        lambda before, after: tumbles.append(after.current) if after.current == 1 else None)
    play_game(qtbot, table, lambda: guest.over and room.verdict is not None)
    assert room.record is not None and guest.record is not None
    assert room.record.actions == guest.record.actions
    assert window.controller.record is not None
    assert window.controller.record.actions == room.record.actions  # all of it shown
    guest_rolls = sum(isinstance(a, Roll) for a, seat in zip(
        room.record.actions, _seats(room), strict=True) if seat == 1)
    assert len(tumbles) == guest_rolls > 0
    rolls = sum(isinstance(a, Roll) for a in room.record.actions)
    end = window.end_dialog
    assert end is not None
    verdict = end.findChild(type(table.people), "verdict")
    qtbot.waitUntil(lambda: verdict.text() == f"All {rolls} rolls verified.", timeout=TIMEOUT)
    assert guest.verdict == f"all {rolls} rolls verified"
    assert not end.play_again.isVisible() and not end.new_game.isVisible()


def whole(label: QLabel) -> bool:
    """Nothing of ``label`` is cut: as tall as its text needs (at its width, if it wraps)."""
    needed = label.heightForWidth(label.width()) if label.wordWrap() else \
        label.sizeHint().height()
    return needed <= label.height()


@pytest.mark.slow
def test_the_end_dialog_keeps_its_rows_whole_and_names_who_was_away(qtbot: QtBot) -> None:
    """Ann plays in her window as a guest; Bo's program drops before his first turn and a
    computer plays his seat to the end, so every roll from then on is made without his
    share: the verdict (it comes when the host reveals its seed, the dialog may be open by
    then) says so in one sentence, and the dialog grows to keep every row whole."""
    rules = preset("yacht")
    level = mode_for(rules).computer_levels[0]
    room = HostRoom(rules, [SeatPlan(p.COMPUTER, level=level), SeatPlan(p.OPEN),
                            SeatPlan(p.OPEN)], Computers(print), host="Hilda", stand_in=level)
    ann = GuestTable("Ann")
    bo = GuestTable("Bo", level=level, computers=Computers(print))
    table = guest_table(ann)
    ann.began.connect(table.begin)
    host_end, guest_end = link_pair(("Ann", "Hilda"))
    ann.attach(guest_end)
    room.add_link(host_end)
    bo_host_end, bo_end = link_pair(("Bo", "Hilda"))
    bo.attach(bo_end)
    room.add_link(bo_host_end)
    qtbot.waitUntil(lambda: room.record is not None and room.record.state.current == 1,
                    timeout=TIMEOUT)  # the computer's first turn is played: Ann's turn
    assert room.record is not None and ann.seat == 1 and bo.seat == 2
    with_bo = sum(isinstance(a, Roll) for a in room.record.actions)
    bo_host_end.close("the connection was lost")
    play_game(qtbot, table, lambda: ann.over)
    rolls = sum(isinstance(a, Roll) for a in room.record.actions)
    end = table.window.end_dialog
    assert end is not None
    verdict = end.findChild(QLabel, "verdict")
    assert isinstance(verdict, QLabel)
    qtbot.waitUntil(lambda: verdict.text() == (
        f"All {rolls} rolls verified; rolls {with_bo + 1}-{rolls} were made without Bo's "
        "share while Bo was away."), timeout=TIMEOUT)
    labels = end.findChildren(QLabel)
    assert {"Ann", "Bo"} <= {label.text() for label in labels}  # the rows of the standings
    qtbot.waitUntil(lambda: all(whole(label) for label in labels), timeout=TIMEOUT)


@pytest.mark.slow
def test_the_host_rolls_on_her_turn_while_a_guest_is_away(qtbot: QtBot) -> None:
    """No computer stands in for Bo, whose program dropped: Ann's roll (the Roll button)
    is made without his share, and the game waits at his turn until he is back."""
    room, _, table, host_end = host_and_guest(qtbot, "Ann", "Bo")
    window = table.window
    qtbot.addWidget(window)
    window.set_speed("off")
    play_my_turn(qtbot, window)  # with Bo's share; then Bo's turn, his computer's
    qtbot.waitUntil(lambda: room.record is not None and room.record.state.current == 0,
                    timeout=TIMEOUT)
    with_bo = len(room.record.actions) if room.record is not None else 0
    host_end.close("the connection was lost")
    qtbot.waitUntil(lambda: room.away() == [1], timeout=TIMEOUT)
    play_my_turn(qtbot, window)  # Ann's second turn: each roll without Bo's share
    qtbot.waitUntil(lambda: window.controller.state is not None
                    and window.controller.state.current == 1, timeout=TIMEOUT)
    assert room.record is not None and room.record.state.current == 1  # Bo's turn waits
    assert sum(isinstance(a, Roll) for a in room.record.actions[with_bo:]) >= 1
    # the host lets a computer play for Bo: the window says so in a sentence
    assert room.stand_in_for(1, mode_for(room.rules).computer_levels[0]) is None
    assert window.shown_message() == "A computer plays Bo's seat until Bo is back."


def ann_and_bo(qtbot: QtBot, host_window: bool = False
               ) -> tuple[HostRoom, OnlineTable, OnlineTable | None]:
    """Ann plays Yacht at the host's computer (at her own window if ``host_window``), Bo
    at his; the room, Bo's table and Ann's (if any), the game begun."""
    room = HostRoom(preset("yacht"), [SeatPlan(p.PERSON, "Ann"), SeatPlan(p.OPEN)],
                    Computers(print), host="Ann")
    bo = GuestTable("Bo")
    table = guest_table(bo)
    bo.began.connect(table.begin)
    hosts = host_table(room) if host_window else None
    if hosts is not None:
        room.began.connect(hosts.begin)
    host_end, guest_end = link_pair(("Bo", "Ann"))
    bo.attach(guest_end)
    room.add_link(host_end)
    qtbot.waitUntil(lambda: room.started, timeout=TIMEOUT)
    return room, table, hosts


def test_a_guest_window_offers_nothing_on_the_hosts_turn(qtbot: QtBot) -> None:
    """Ann plays at the host's computer; on Bo's window her turn has no Roll, no Hint, and
    the help line says whose turn it is."""
    room, table, _ = ann_and_bo(qtbot)
    window = table.window
    qtbot.addWidget(window)
    window.set_speed("off")
    assert room.act(0, None) is None  # Ann rolls at the host
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.dice is not None
                    and not controller.rolling, timeout=TIMEOUT)
    assert window.help_label.text() == "It is Ann's turn, played at another computer."
    assert not window.hint_button.isEnabled() and not window.roll_button.isEnabled()


def _seats(room: HostRoom) -> list[int]:
    """The seat that played each action of the room's game."""
    assert room.record is not None
    from yachtdice.core.record import GameRecord

    record = GameRecord.new(room.record.ruleset, room.record.players)
    seats = []
    for action in room.record.actions:
        seats.append(record.state.current)
        record = record.then(action)
    return seats


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_a_guest_window_plays_against_the_host_computer(qtbot: QtBot) -> None:
    rules = preset("yacht")
    level = mode_for(rules).computer_levels[0]
    room = HostRoom(rules, [SeatPlan(p.COMPUTER, level=level), SeatPlan(p.OPEN)], Computers(print),
                    host="Hilda")
    guest = GuestTable("Gus")
    table = guest_table(guest)
    guest.began.connect(table.begin)
    host_end, guest_end = link_pair(("Gus", "Hilda"))
    guest.attach(guest_end)
    room.add_link(host_end)
    qtbot.waitUntil(lambda: guest.record is not None, timeout=TIMEOUT)
    window = table.window
    # the computer's turn first: the guest's controls wait
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=TIMEOUT)
    play_game(qtbot, table, lambda: guest.over)
    assert room.record is not None and guest.record is not None
    assert room.record.actions == guest.record.actions
    rolls = sum(isinstance(a, Roll) for a in room.record.actions)
    assert guest.verdict == f"all {rolls} rolls verified"
    assert table.verdict == guest.verdict


@pytest.mark.slow
def test_a_roll_that_comes_while_the_last_still_tumbles_lands_it_and_tumbles_at_once(
        qtbot: QtBot) -> None:
    """At the speed a player sees, a guest's window still tumbling the host's first roll
    when the host's hold and second roll arrive lands the first at once and tumbles the
    second as it arrives: the window is never behind the room by an animation."""
    room = HostRoom(preset("yacht"), [SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN)],
                    Computers(print), host="Hilda")
    guest = GuestTable("Gus")
    table = guest_table(guest)
    qtbot.addWidget(table.window)
    table.window.set_speed("normal")
    guest.began.connect(table.begin)
    host_end, guest_end = link_pair(("Gus", "Hilda"))
    guest.attach(guest_end)
    room.add_link(host_end)
    qtbot.waitUntil(lambda: table.controller.record is not None, timeout=TIMEOUT)
    controller = table.controller
    tumbling: list[int] = []  # the game's length on the table when each roll began tumbling
    controller.roll_started.connect(lambda *_: tumbling.append(len(controller.record.actions)
                                                              if controller.record else 0))
    caught_up: list[bool] = []  # after each action came: the table shows all of the game

    def arrived(index: int, _seat: int) -> None:
        shown = controller.record
        caught_up.append(shown is not None and len(shown.actions) == index + 1)

    guest.played.connect(arrived)  # after the controller's own slot
    assert room.act(0, None) is None  # the first roll
    qtbot.waitUntil(lambda: len(tumbling) == 1, timeout=TIMEOUT)
    assert table.window.tray.rolling  # still tumbling at a player's speed
    assert room.act(0, Hold((0,))) is None
    assert room.act(0, None) is None  # the second roll, before the first has landed
    qtbot.waitUntil(lambda: len(tumbling) == 2, timeout=TIMEOUT)
    assert caught_up == [True, True, True]
    assert tumbling == [1, 3]


def landed(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until ``window`` shows a roll landed."""
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.dice is not None
                    and not controller.rolling, timeout=TIMEOUT)


def previews(window: MainWindow, seat: int) -> list[str]:
    """The cells of ``seat``'s column that preview a roll (a score, or "–" for a box the
    roll may not take)."""
    from yachtdice.ui.board.scorecard_model import CellState

    model = window.model
    return [model.cell(row, column).text for row in range(model.rowCount())
            for column in model.columns_of(seat)
            if model.cell(row, column).state in (CellState.PREVIEW, CellState.FORBIDDEN)]


def test_only_the_seat_played_here_previews_its_roll(qtbot: QtBot) -> None:
    """Ann rolls at the host: Bo's window shows her dice but previews nothing on her
    column, while the host's window previews her roll; Bo's own roll (by his Roll button)
    is previewed on his window, not on the host's."""
    room, table, ann = ann_and_bo(qtbot, host_window=True)
    assert ann is not None
    window, hosts = table.window, ann.window
    for w in (window, hosts):
        qtbot.addWidget(w)
        w.set_speed("off")
    assert room.act(0, None) is None  # Ann rolls at the host
    controller = window.controller
    for w in (window, hosts):
        landed(qtbot, w)
    assert controller.state is not None and controller.state.dice is not None
    assert [d.face for d in window.tray.dice] == list(controller.state.dice)  # her dice show
    assert previews(window, 0) == []  # Bo's window: nothing previewed on Ann's roll
    assert len(previews(hosts, 0)) == 12  # the host's: each of Yacht's 12 boxes
    assert room.act(0, Score("choice")) is None  # Ann books Choice
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.current == 1
                    and not controller.rolling, timeout=TIMEOUT)
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)  # Bo rolls
    landed(qtbot, window)
    assert len(previews(window, 1)) == 12  # his own roll, on his window
    landed(qtbot, hosts)
    assert previews(hosts, 1) == []  # played at Bo's computer: not previewed at the host
