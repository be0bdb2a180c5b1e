"""Rooms on the local network: a host's announcement is listed, a hostile datagram is
ignored with one sentence, and the list is bounded and forgets."""

from __future__ import annotations

import json

import pytest
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket
from pytestqt.qtbot import QtBot

from yachtdice.net.codec import Refused
from yachtdice.net.discovery import (
    MOST_GAMES,
    Announcer,
    Browser,
    Room,
    broadcast_addresses,
    read_room,
)

ROOM = Room("Åsa's kitchen", "Yahtzee", 40123, 2)


def shout(port: int, data: bytes) -> None:
    QUdpSocket().writeDatagram(data, QHostAddress("127.0.0.1"), port)


def test_an_announced_room_is_listed_and_updated(qtbot: QtBot) -> None:
    browser = Browser(port=0)
    announcer = Announcer(ROOM, browser.port, to="127.0.0.1", every=60)
    qtbot.waitUntil(lambda: len(browser.games) == 1)
    (found,) = browser.games
    assert (found.host, found.room) == ("127.0.0.1", ROOM)
    full = Room("Åsa's kitchen", "Yahtzee", 40123, 0)
    with qtbot.waitSignal(browser.changed):
        announcer.update(full)
    assert [f.room for f in browser.games] == [full]
    announcer.stop()


def test_a_room_is_forgotten_when_it_falls_silent(qtbot: QtBot) -> None:
    now = [100.0]
    browser = Browser(port=0, forget=7.0, clock=lambda: now[0])
    shout(browser.port, json.dumps(ROOM.message()).encode())
    qtbot.waitUntil(lambda: len(browser.games) == 1)
    now[0] += 8
    with qtbot.waitSignal(browser.changed, timeout=10_000):
        pass
    assert browser.games == []


@pytest.mark.parametrize(("data", "why"), [
    (b"x" * 1025, "it was larger than 1024 bytes"),
    (b"\xff\xfe", "it was not JSON this program accepts (not UTF-8 text)"),
    (b'{"yachtdice": "room"}', "it lacked the field 'version'"),
    (json.dumps({**ROOM.message(), "code": "K7QM3XRP"}).encode(),
     "it had a field it may not have: 'code'"),
    (json.dumps({**ROOM.message(), "port": 70000}).encode(),
     "its port, open seats or version was out of bounds"),
    (json.dumps({**ROOM.message(), "open": True}).encode(), "it had the wrong type for 'open'"),
    (json.dumps({**ROOM.message(), "name": "\x1b[2Jhi"}).encode(),
     "its name was empty, longer than 60 characters or held control characters"),
    (json.dumps({**ROOM.message(), "yachtdice": "other"}).encode(),
     "it was not a room's announcement"),
])
def test_a_hostile_datagram_is_ignored_with_one_sentence(qtbot: QtBot, data: bytes,
                                                         why: str) -> None:
    with pytest.raises(Refused) as refused:
        read_room(data)
    assert str(refused.value) == why
    browser = Browser(port=0)
    with qtbot.waitSignal(browser.log) as logged:
        shout(browser.port, data)
    assert logged.args == [f"Ignored an announcement from 127.0.0.1: {why}."]
    assert browser.games == []


def test_the_list_is_bounded(qtbot: QtBot) -> None:
    browser = Browser(port=0)
    logged: list[str] = []
    browser.log.connect(logged.append)
    for port in range(1, MOST_GAMES + 2):
        shout(browser.port, json.dumps(Room(f"room {port}", "Yacht", port, 1).message())
              .encode())
    qtbot.waitUntil(lambda: len(logged) == 1)
    assert len(browser.games) == MOST_GAMES
    assert logged == ["Ignored an announcement from 127.0.0.1: 32 games are listed already."]


def test_a_room_is_announced_on_every_network_that_broadcasts() -> None:
    addresses = broadcast_addresses()
    assert addresses
    assert all(a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
               and not a.isLoopback() for a in addresses)


def test_a_started_room_says_so_and_a_waiting_room_reads_as_before(qtbot: QtBot) -> None:
    """A room whose game has begun is still announced, marked as started (for its own
    guests coming back); a room still waiting sends exactly the fields it always did, so
    an older program lists it."""
    assert "started" not in ROOM.message()
    assert read_room(json.dumps(ROOM.message()).encode()) == ROOM
    started = Room("Åsa's kitchen", "Yahtzee", 40123, 0, started=True)
    assert started.message()["started"] is True
    browser = Browser(port=0)
    announcer = Announcer(started, browser.port, to="127.0.0.1", every=60)
    qtbot.waitUntil(lambda: len(browser.games) == 1)
    assert browser.games[0].room == started
    announcer.stop()
    with pytest.raises(Refused) as refused:
        read_room(json.dumps({**ROOM.message(), "started": 1}).encode())
    assert str(refused.value) == "it had the wrong type for 'started'"
