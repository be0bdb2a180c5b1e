"""Online games in the store: the host and each guest keep the game after every action, filed
as online with who hosted; a host's unfinished game is found and resumed with its room, and a
guest's program started again finds its seat and its stored game. And the room's door:
each malformed message is one sentence."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from yachtdice.cli.online import computers
from yachtdice.core.game import Roll
from yachtdice.core.registry import ruleset_by_id
from yachtdice.net import protocol as p
from yachtdice.net.guest import GuestTable
from yachtdice.net.keep import (
    HOST_KEY,
    HostKeeper,
    SeatKeeper,
    hosted_games,
    resume_hosted,
    stood_in,
)
from yachtdice.net.link import link_pair
from yachtdice.net.room import HostRoom, SeatPlan
from yachtdice.net.saved import SavedRoom
from yachtdice.store import Store, StoreError

TIMEOUT = 60_000


@pytest.fixture(autouse=True)
def _commands() -> Iterator[None]:
    """The games' command-line parts (pip dice's computers are there), as the CLI has them;
    after the test, its rooms, tables and links are collected here, between tests, not in
    the middle of a later test's events."""
    from yachtdice.cli.modes import builtin
    builtin.install()
    yield
    gc.collect()
    QCoreApplication.processEvents()


def rolls(room: HostRoom) -> int:
    return sum(isinstance(a, Roll) for a in room.record.actions) if room.record else 0


def join(room: HostRoom, guest: GuestTable) -> None:
    host_end, guest_end = link_pair()
    guest.attach(guest_end)
    room.add_link(host_end)


@pytest.mark.slow
def test_a_hosted_game_is_kept_found_resumed_and_filed_as_online(
        qtbot: QtBot, tmp_path: Path) -> None:
    host_store = Store.open(tmp_path / "host.sqlite3")
    guest_store = Store.open(tmp_path / "guest.sqlite3")
    plan = [SeatPlan(p.COMPUTER, level="intermediate"), SeatPlan(p.OPEN)]
    room = HostRoom(ruleset_by_id("yacht"), plan, computers, keeper=HostKeeper(host_store),
                    host="Hilda")
    ann = GuestTable("Ann", level="intermediate", computers=computers,
                     keeper=SeatKeeper(guest_store))
    join(room, ann)
    qtbot.waitUntil(lambda: rolls(room) >= 6, timeout=TIMEOUT)
    with qtbot.waitSignal(ann.left, timeout=TIMEOUT):
        room.close("the host quit")
    kept = hosted_games(host_store)
    assert [k.room.game for k in kept] == [room.game]
    assert kept[0].game.record == room.record  # nothing lost
    assert (kept[0].game.dice, kept[0].game.host) == ("online", "Hilda")
    assert host_store.resumable() is None  # the window does not offer it as a local game
    with pytest.raises(StoreError, match=r"^Game \d+ was played across computers: only its "
                                         r"room can go on with it\.$"):
        host_store.resume_game(kept[0].game.id)  # nor resumes it from Unfinished Games
    host_store.release_all()  # as when the program stops
    with pytest.raises(StoreError, match="no unfinished game hosted here to resume with the id 99"):
        resume_hosted(host_store, 99)
    found = resume_hosted(host_store, None)
    again = HostRoom.resume(found.game.record, found.room, computers,
                            keeper=HostKeeper(host_store, found.game.id))
    # the guest's program starts again: a new table, its seat found in its own store
    guest_store.release_all()
    ann_again = GuestTable("Ann", level="intermediate", computers=computers,
                           keeper=SeatKeeper(guest_store))
    with qtbot.waitSignals([again.ended, ann_again.ended], timeout=TIMEOUT):
        join(again, ann_again)
    n = rolls(again)
    # the resumed room's computer may roll before Ann is back: such rolls are named
    verified = f"all {n} rolls verified"
    assert again.verdict == ann_again.verdict and again.verdict is not None
    assert again.verdict == verified or (
        again.verdict.startswith(verified + "; ")
        and again.verdict.endswith("without Ann's share while Ann was away"))
    assert hosted_games(host_store) == []
    host_game = host_store.game(found.game.id)
    guest_games = guest_store.history()
    assert len(guest_games) == 1
    guest_game = guest_store.game(guest_games[0].id)
    for stored in (host_game, guest_game):
        assert (stored.status, stored.dice, stored.host, stored.uid) == (
            "finished", "online", "Hilda", room.game)
    assert guest_game.record.to_json() == host_game.record.to_json()
    # no computer stood in for Ann: nothing marked; a kept room says what it kept
    assert stood_in(host_store, room.game) == stood_in(guest_store, room.game) == frozenset()
    saved = again.saved()
    host_store.set_setting(HOST_KEY + room.game, replace(saved, stood_in=((1, 2),)).to_json())
    assert stood_in(host_store, room.game) == {(1, 2)}
    old = saved.to_json()
    del old["stood_in"]  # a room kept before the field was: read, nothing marked
    assert SavedRoom.read(old).stood_in == ()
    host_store.close()
    guest_store.close()


HEX = "ab" * 32


@pytest.mark.parametrize(("message", "sentence"), [
    ([1], "a message must be a JSON object"),
    ({"type": "nap"}, "unknown message type 'nap'"),
    ({"type": "sit", "name": "Ann", "level": None, "head": HEX},
     "a sit message has no field 'ticket'"),
    ({"type": "sit", "name": "Ann", "level": None, "head": HEX, "ticket": None, "seat": 1},
     "a sit message has an unknown field 'seat'"),
    ({"type": "sit", "name": "Ann\x07", "level": None, "head": HEX, "ticket": None},
     "name: a name must not contain control characters"),
    ({"type": "sit", "name": "Ann", "level": None, "head": HEX.upper(), "ticket": None},
     "head: must be 32 bytes as 64 lowercase hex digits"),
    ({"type": "sit", "name": "Ann", "level": None, "head": None, "ticket": "x" * 32},
     "ticket: must be 32 lowercase hex digits"),
    ({"type": "value", "roll": True, "value": HEX},
     "roll: must be a whole number from 1 to 25,000"),
    ({"type": "value", "roll": 1.0, "value": HEX},
     "roll: must be a whole number from 1 to 25,000"),
    ({"type": "act", "action": [1]}, "action: must be an object"),
    ({"type": "room", "host": "H", "rules": {}, "dictionary": None, "seats": [],
      "game": "g", "commitment": HEX, "version": 1}, "a room message is not one this side takes"),
])
def test_each_malformed_message_is_one_sentence(message: object, sentence: str) -> None:
    with pytest.raises(p.ProtocolError) as refused:
        p.parse(message, p.FROM_GUEST)
    assert str(refused.value) == sentence


def test_every_message_reads_back_as_itself() -> None:
    seats = (p.SeatInfo(p.COMPUTER, "Computer 1", "plain", False),
             p.SeatInfo(p.OPEN, None, None, False))
    messages: list[p.Message] = [
        p.Room({"id": "yacht"}, None, seats, "g1", bytes(32), "Hilda"),
        p.Seated(1, "0f" * 16),
        p.Game(({"name": "A", "computer": False, "strategy": None},), ({"roll": [1, 2]},),
               ((1, bytes(32), 0),), (((1, bytes(range(32))),),)),
        p.Game(({"name": "A", "computer": False, "strategy": None},), (), (), (),
               ((1, 3), (1, 4))),
        p.Need(3), p.Did(0, {"roll": [1, 2, 3, 4, 5]}, ((1, bytes(32)),)),
        p.Did(1, {"roll": [1, 2, 3, 4, 5]}, (), stood_in=True), p.Seats(seats),
        p.Refused("no"), p.Reveal(bytes(32), bytes(range(32))),
        p.Sit("Ann", "plain", bytes(32), None), p.Act({"roll": True}),
        p.Value(2, bytes(32))]
    for message in messages:
        assert p.parse(message.to_json()) == message
