"""The room over links joined in memory: whole games of every built-in game with a host's
computer and two guests' computers, refusals (out of turn, malformed, a forged chain value,
another dictionary), a guest who drops and rejoins, a host that stops and resumes. Every
program ends with the same game and says every roll verified."""

from __future__ import annotations

import gc
import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from yachtdice.cli.online import computers
from yachtdice.core.fair_dice import ContributionChain, Verification
from yachtdice.core.game import Roll, Score
from yachtdice.core.record import GameRecord
from yachtdice.core.registry import ruleset_by_id
from yachtdice.net import protocol as p
from yachtdice.net.guest import GuestState, GuestTable
from yachtdice.net.link import Link, link_pair
from yachtdice.net.room import HostRoom, SeatPlan
from yachtdice.net.saved import SavedRoom
from yachtdice.net.sentences import verdict

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


class MemoryKeeper:
    """What a store would keep, in memory: the last record and room (or seat) handed over."""

    def __init__(self) -> None:
        self.record: GameRecord | None = None
        self.room: SavedRoom | None = None
        self.seat: GuestState | None = None
        self.saves = 0

    def keep(self, record: GameRecord, kept: object, host: str = "") -> None:
        self.record = record
        self.saves += 1
        if isinstance(kept, SavedRoom):
            self.room = SavedRoom.read(kept.to_json())  # through JSON, as the store does
        else:
            assert isinstance(kept, GuestState)
            self.seat = kept

    def kept_seat(self, game: str) -> GuestState | None:
        return self.seat if self.seat is not None and self.seat.game == game else None


def connect(room: HostRoom, guest: GuestTable) -> tuple[Link, Link]:
    host_end, guest_end = link_pair((f"host of {guest.name}", guest.name))
    guest.attach(guest_end)
    room.add_link(host_end)
    return host_end, guest_end


def turns_before(record: GameRecord) -> list[int]:
    """The turn of the seat at play before each action of ``record``."""
    state, out = GameRecord.new(record.ruleset, record.players).state, []
    for action in record.actions:
        out.append(state.turn)
        state = state.replayed(action)
    return out


def rolls(record: GameRecord) -> int:
    return sum(isinstance(a, Roll) for a in record.actions)


def make_room(rules_id: str, level: str, **kw: object) -> tuple[HostRoom, list[str]]:
    rules = ruleset_by_id(rules_id)
    plan = [SeatPlan(p.COMPUTER, level=level), SeatPlan(p.OPEN), SeatPlan(p.OPEN)]
    room = HostRoom(rules, plan, computers, **kw)  # type: ignore[arg-type]
    log: list[str] = []
    room.log.connect(log.append)
    return room, log


def guests(level: str) -> Iterator[GuestTable]:
    for name in ("Ann", "Bo"):
        yield GuestTable(name, level=level, computers=computers, keeper=MemoryKeeper())


@pytest.mark.parametrize(("rules_id", "level"), [
    ("yacht", "intermediate"), pytest.param("word-yahtzee", "plain", marks=pytest.mark.slow),
    pytest.param("place-value-3", "plain", marks=pytest.mark.slow)])
def test_a_whole_game_of_each_game_ends_the_same_everywhere_and_verified(
        qtbot: QtBot, rules_id: str, level: str) -> None:
    keeper = MemoryKeeper()
    room, log = make_room(rules_id, level, keeper=keeper)
    ann, bo = guests(level)
    connect(room, ann)
    connect(room, bo)
    with qtbot.waitSignals([room.ended, ann.ended, bo.ended], timeout=TIMEOUT):
        pass
    assert room.record is not None and room.record.state.finished
    n = rolls(room.record)
    expected = f"all {n} rolls verified"
    assert (room.verdict, ann.verdict, bo.verdict) == (expected, expected, expected)
    for guest in (ann, bo):
        assert guest.record is not None
        assert guest.record.to_json() == room.record.to_json()
    assert [pl.name for pl in room.record.players] == ["Computer 1", "Ann", "Bo"]
    assert (ann.seat, bo.seat) == (1, 2)
    assert keeper.record == room.record  # kept after the last action too
    assert "Ann sat down at seat 2 (Ann)" in log
    assert "every seat is taken: the game begins" in log


def test_a_guest_acting_out_of_turn_or_with_garbage_is_refused_and_the_game_goes_on(
        qtbot: QtBot) -> None:
    # seat 1 is the room's computer, seat 2 Ann, a person who does not move, seat 3 Bo: it is
    # never Bo's turn, however quickly the computer plays (on a busy machine it could play
    # before Bo's first word arrived; when Ann was a computer too, so could she)
    room, log = make_room("yacht", "intermediate")
    ann = GuestTable("Ann")
    bo = GuestTable("Bo")  # a person: this test speaks for it, badly
    connect(room, ann)
    _, bo_link = connect(room, bo)
    qtbot.waitUntil(lambda: bo.record is not None, timeout=TIMEOUT)
    said: list[str] = []
    bo.log.connect(said.append)
    bo_link.send({"type": "act", "action": {"roll": True}})
    qtbot.waitUntil(lambda: any("not Bo's" in s for s in said), timeout=TIMEOUT)
    bo_link.send({"type": "act", "action": {"roll": True}, "seat": 0})
    bo_link.send({"type": "value", "roll": 1, "value": "ab" * 32})
    bo_link.send({"kind": "roll"})
    qtbot.waitUntil(lambda: len(said) >= 4, timeout=TIMEOUT)
    assert any("unknown field 'seat'" in s for s in log)
    assert any("unknown message type" in s for s in log)
    assert all(line.count(".") <= 2 for line in log)  # one sentence each
    # and the game went on: the computer at seat 1 played its first turn; it waits for Ann
    qtbot.waitUntil(lambda: room.record is not None and room.record.state.current == 1,
                    timeout=TIMEOUT)
    assert not room.record.state.finished and room.record.state.dice is None


def send_a_later_value(qtbot: QtBot, room: HostRoom) -> tuple[Link, ContributionChain]:
    """Eve sits down at ``room``'s one open seat by hand, rolls, and sends the value of
    roll 2 of her chain when roll 1's is asked for; her link and chain."""
    host_end, raw = link_pair()
    got: list[dict[str, object]] = []
    raw.message.connect(got.append)
    room.add_link(host_end)
    chain = ContributionChain.from_top(bytes(range(32)), length=4)
    raw.send(p.Sit("Eve", None, chain.head, None).to_json())
    qtbot.waitUntil(lambda: room.started, timeout=TIMEOUT)
    raw.send({"type": "act", "action": {"roll": True}})
    qtbot.waitUntil(lambda: any(m["type"] == "need" for m in got), timeout=TIMEOUT)
    raw.send(p.Value(1, chain.value(2)).to_json())  # a later value, not the next
    return raw, chain


def test_a_forged_chain_value_is_refused_and_the_roll_waits_for_the_true_one(
        qtbot: QtBot) -> None:
    rules = ruleset_by_id("yacht")
    room = HostRoom(rules, [SeatPlan(p.OPEN)], computers)
    log: list[str] = []
    room.log.connect(log.append)
    raw, chain = send_a_later_value(qtbot, room)
    qtbot.waitUntil(lambda: any("not the next of its chain" in line for line in log),
                    timeout=TIMEOUT)
    assert room.record is not None and rolls(room.record) == 0
    raw.send(p.Value(1, chain.value(1)).to_json())
    qtbot.waitUntil(lambda: room.record is not None and rolls(room.record) == 1,
                    timeout=TIMEOUT)


def test_a_guest_with_another_dictionary_is_told_why_and_leaves(qtbot: QtBot) -> None:
    room, _ = make_room("word-yahtzee", "plain")
    host_end, raw = link_pair()
    room.add_link(host_end)
    with qtbot.waitSignal(raw.message) as first:
        pass
    message = dict(first.args[0])
    message["dictionary"] = "another-list-1"
    guest = GuestTable("Ann")
    a, b = link_pair()
    guest.attach(b)
    with qtbot.waitSignal(guest.left, timeout=TIMEOUT) as left:
        a.send(message)
    assert left.args[0].startswith("the host's dictionary is version another-list-1; this "
                                   "computer has version ")
    assert guest.seat is None


@pytest.mark.slow
def test_a_guest_who_drops_rejoins_its_seat_and_the_game_ends_verified(qtbot: QtBot) -> None:
    room, log = make_room("yacht", "intermediate", stand_in="beginner")
    ann, bo = guests("intermediate")
    connect(room, ann)
    bo_host_end, _ = connect(room, bo)
    qtbot.waitUntil(lambda: room.record is not None and rolls(room.record) >= 5,
                    timeout=TIMEOUT)
    with qtbot.waitSignal(bo.left, timeout=TIMEOUT):
        bo_host_end.close("the connection was lost")
    qtbot.waitUntil(lambda: any("a computer plays Bo's seat" in line for line in log),
                    timeout=TIMEOUT)
    before = room.record
    assert before is not None
    qtbot.waitUntil(lambda: room.record is not None and rolls(room.record) > rolls(before) + 3,
                    timeout=TIMEOUT)
    with qtbot.waitSignals([room.ended, ann.ended, bo.ended], timeout=TIMEOUT):
        connect(room, bo)
    assert any(line.startswith("Bo is back at seat 3") for line in log)
    assert room.record is not None and bo.record is not None
    assert bo.record.to_json() == room.record.to_json()
    assert bo.verdict is not None and bo.verdict.startswith(
        f"all {rolls(room.record)} rolls verified; rolls ")  # those made while Bo was away
    made_without = re.compile(r"rolls (\d+)-(\d+) were made without Bo's share while Bo was away")
    assert room.verdict is not None
    said = room.verdict.split("; ")
    assert said[0] == f"all {rolls(room.record)} rolls verified" and len(said) == 2
    away = made_without.fullmatch(said[1])  # one run of rolls: Bo was away once
    # at least the four rolls waited for above (a busy machine may rejoin right after them)
    assert away is not None and int(away[1]) > 5 and int(away[2]) >= int(away[1]) + 3


def test_the_verdict_names_the_player_away_and_groups_the_rolls(qtbot: QtBot) -> None:
    """Seat 2 (Bo) sent no share for rolls 4, 5 and 6; seat 3 (Cy) none for roll 9."""
    checked = Verification(28, (), ((4, 1), (5, 1), (6, 1), (9, 2)))
    assert verdict(checked, ["Ann", "Bo", "Cy"]) == (
        "all 28 rolls verified; rolls 4-6 were made without Bo's share while Bo was away; "
        "roll 9 was made without Cy's share while Cy was away")


@pytest.mark.slow
def test_a_host_that_stops_resumes_the_kept_game_with_the_same_dice(qtbot: QtBot) -> None:
    keeper = MemoryKeeper()
    room, _ = make_room("yacht", "intermediate", keeper=keeper)
    ann, bo = guests("intermediate")
    connect(room, ann)
    connect(room, bo)
    qtbot.waitUntil(lambda: room.record is not None and rolls(room.record) >= 8,
                    timeout=TIMEOUT)
    with qtbot.waitSignals([ann.left, bo.left], timeout=TIMEOUT):
        room.close("the host quit")
    kept_record, kept_room = keeper.record, keeper.room
    assert kept_record is not None and kept_room is not None
    assert kept_record == room.record  # saved after every action: nothing lost
    kept = GameRecord.from_json(kept_record.to_json())
    again = HostRoom.resume(kept, kept_room, computers, keeper=keeper)
    assert again.record == kept and again.game == room.game
    with qtbot.waitSignals([again.ended, ann.ended, bo.ended], timeout=TIMEOUT):
        connect(again, ann)
        connect(again, bo)
    assert again.record is not None
    assert again.record.actions[:len(kept.actions)] == kept.actions  # no turn played twice
    # the computer at seat 1 may roll before the guests are back: those rolls are noted
    away = re.compile(rf"all {rolls(again.record)} rolls verified(?:; (?:roll \d+ was|rolls "
                      r"\d+-\d+ were) made without (Ann|Bo)'s share while \1 was away)*")
    for said in (again.verdict, ann.verdict, bo.verdict):
        assert said is not None and away.fullmatch(said), said
    assert ann.record is not None and ann.record.to_json() == again.record.to_json()


def test_a_resumed_room_whose_kept_dice_differ_is_refused(qtbot: QtBot) -> None:
    keeper = MemoryKeeper()
    room, _ = make_room("yacht", "intermediate", keeper=keeper)
    ann, bo = guests("intermediate")
    connect(room, ann)
    connect(room, bo)
    qtbot.waitUntil(lambda: room.record is not None and rolls(room.record) >= 2,
                    timeout=TIMEOUT)
    room.close("stop")
    assert keeper.record is not None and keeper.room is not None
    actions = list(keeper.record.actions)
    first = next(i for i, a in enumerate(actions) if isinstance(a, Roll))
    dice = actions[first].dice  # type: ignore[union-attr]
    actions[first] = Roll(((dice[0] % 6) + 1, *dice[1:]))
    forged = GameRecord(keeper.record.ruleset, keeper.record.players, tuple(actions))
    with pytest.raises(Exception, match="roll 1 of the kept game is not the one its room draws"):
        HostRoom.resume(forged, keeper.room, computers)


@pytest.mark.slow
def test_a_guest_who_leaves_before_the_game_frees_its_seat(qtbot: QtBot) -> None:
    room, log = make_room("yacht", "intermediate")
    ann, bo = guests("intermediate")
    ann_end, _ = connect(room, ann)
    qtbot.waitUntil(lambda: ann.seat == 1, timeout=TIMEOUT)
    with qtbot.waitSignal(ann.left, timeout=TIMEOUT):
        ann_end.close("Ann changed her mind")
    assert room.seat_infos()[1] == p.SeatInfo(p.OPEN, None, None, False)
    cy = GuestTable("Cy", level="intermediate", computers=computers)
    connect(room, bo)
    with qtbot.waitSignals([room.ended, bo.ended, cy.ended], timeout=TIMEOUT):
        connect(room, cy)
    assert room.record is not None
    assert [pl.name for pl in room.record.players] == ["Computer 1", "Bo", "Cy"]
    assert "Ann left: Ann changed her mind" in log
    assert room.verdict == bo.verdict == cy.verdict == f"all {rolls(room.record)} rolls verified"


def test_a_hostile_guest_is_refused_each_time_and_let_go_after_twenty(qtbot: QtBot) -> None:
    room, log = make_room("yacht", "intermediate")
    ann = GuestTable("Ann", level="intermediate", computers=computers)
    connect(room, ann)
    qtbot.waitUntil(lambda: ann.seat == 1, timeout=TIMEOUT)
    host_end, eve = link_pair(("host", "eve"))
    room.add_link(host_end)
    got: list[dict[str, object]] = []
    eve.message.connect(got.append)
    closed: list[str] = []
    eve.closed.connect(closed.append)
    eve.send({"type": "act", "action": {"roll": True}})  # before sitting down
    eve.send({"type": "value", "roll": 1, "value": "00" * 32})
    eve.send({"type": "sit", "name": "Ann", "level": None, "head": "00" * 32, "ticket": None})
    eve.send({"type": "sit", "name": "Eve", "level": None, "head": None, "ticket": "0" * 32})
    eve.send({"type": "sit", "name": "Eve", "level": "grandmaster", "head": "00" * 32,
              "ticket": None})
    qtbot.waitUntil(lambda: sum(m["type"] == "refused" for m in got) == 5, timeout=TIMEOUT)
    assert [m["why"] for m in got if m["type"] == "refused"] == [
        "sit down first", "sit down first", "Ann is already at the table: choose another name",
        "no seat has that ticket", "'grandmaster' is not a computer level of Pip dice"]
    assert room.seat_infos()[2].kind == p.OPEN  # Eve took nothing
    for _ in range(20):
        eve.send({"type": "act", "action": {"roll": True}})
    qtbot.waitUntil(lambda: bool(closed), timeout=TIMEOUT)
    assert closed == ["20 messages were refused"]
    assert sum(line.startswith("Refused eve: ") for line in log) == 20  # bounded, one sentence each


@pytest.mark.slow
def test_a_host_that_shows_other_dice_is_named_at_the_reveal(qtbot: QtBot) -> None:
    """A proxy between the room and Bo changes the dice of the first roll Bo is shown: Bo
    names it (at once if a held die then changes, else at the reveal) and the game goes on
    without Bo's copy (a computer stands in)."""
    room, _ = make_room("yacht", "intermediate", stand_in="beginner")
    ann, bo = guests("intermediate")
    connect(room, ann)
    host_end, proxy_in = link_pair(("host", "proxy"))
    proxy_out, bo_end = link_pair(("proxy", "Bo"))
    changed: list[int] = []

    def tamper(message: dict[str, object]) -> None:
        action = message.get("action")
        if message["type"] == "did" and not changed and isinstance(action, dict) \
                and "roll" in action:
            dice = list(action["roll"])
            dice[0] = dice[0] % 6 + 1
            changed.append(dice[0])
            message = {**message, "action": {"roll": dice}}
        proxy_out.send(message)

    proxy_in.message.connect(tamper)
    proxy_out.message.connect(proxy_in.send)
    proxy_out.closed.connect(proxy_in.close)
    proxy_in.closed.connect(proxy_out.close)
    bo.attach(bo_end)
    room.add_link(host_end)
    with qtbot.waitSignals([room.ended, ann.ended], timeout=TIMEOUT):
        pass
    qtbot.waitUntil(lambda: bo.verdict is not None or bool(bo.failures), timeout=TIMEOUT)
    said = "; ".join([*bo.failures, bo.verdict or ""])
    assert said.startswith("roll 1 did not verify: die 1 shows ") or re.fullmatch(
        r"the host's game was refused: action \d+ is not legal: Die 1 is held and cannot "
        r"change\.; ", said), said
    assert room.verdict == ann.verdict  # the others' games are as the room's


def test_a_game_of_several_columns_is_played_across_by_people(qtbot: QtBot) -> None:
    """Triple Ship (the tests' toy of three columns a player): the room names no game, and
    a claim of a box in a column crosses as the game writes it."""
    from yachtdice.core.game import Score, open_places

    from ..toy.triple import TRIPLE, registered

    with registered():
        room = HostRoom(TRIPLE, [SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN)], computers)
        ann = GuestTable("Ann")
        refused: list[str] = []
        ann.log.connect(refused.append)  # what the host refused of Ann, or Ann of the host
        moved: set[int] = set()  # one move a position, however many signals ask

        def move() -> None:
            record = room.record
            if record is None or record.state.finished or len(record.actions) in moved:
                return
            state = record.state
            action = None if state.dice is None else Score(open_places(state.card)[-1])
            if state.current == 0:
                moved.add(len(record.actions))
                refused.extend(filter(None, [room.act(0, action)]))
            elif ann.record is not None and len(ann.record.actions) == len(record.actions):
                moved.add(len(record.actions))
                ann.act(action)

        room.began.connect(move)
        room.played.connect(lambda *_: move())
        ann.played.connect(lambda *_: move())
        with qtbot.waitSignals([room.ended, ann.ended], timeout=TIMEOUT):
            connect(room, ann)
        assert room.record is not None and ann.record is not None
        assert ann.record.to_json() == room.record.to_json()
        assert room.verdict == ann.verdict == f"all {rolls(room.record)} rolls verified"
        assert rolls(room.record) == 2 * 9  # each player's nine turns, one roll each
        assert refused == []


def test_a_guest_that_sends_no_value_is_let_go_and_its_seat_waits(qtbot: QtBot) -> None:
    rules = ruleset_by_id("yacht")
    room = HostRoom(rules, [SeatPlan(p.COMPUTER, level="intermediate"), SeatPlan(p.OPEN)],
                    computers, stand_in="beginner")
    room.value_wait_ms = 200
    log: list[str] = []
    room.log.connect(log.append)
    host_end, mute = link_pair(("host", "mute"))
    closed: list[str] = []
    mute.closed.connect(closed.append)
    room.add_link(host_end)
    from yachtdice.core.fair_dice import ContributionChain
    mute.send(p.Sit("Mute", None, ContributionChain.fresh(4).head, None).to_json())
    qtbot.waitUntil(lambda: bool(closed), timeout=TIMEOUT)  # the computer's first roll
    assert closed == ["no value for roll 1 came within 0.2 seconds"]
    # a computer stands in for the seat, and the game goes on without its values
    qtbot.waitUntil(lambda: room.record is not None and rolls(room.record) >= 3,
                    timeout=TIMEOUT)
    assert "Mute left: no value for roll 1 came within 0.2 seconds" in log


def test_a_guest_with_a_level_the_game_lacks_says_so_and_leaves(qtbot: QtBot) -> None:
    room, _ = make_room("place-value-3", "plain")
    eve = GuestTable("Eve", level="grandmaster", computers=computers)
    with qtbot.waitSignal(eve.left, timeout=TIMEOUT) as left:
        connect(room, eve)
    assert left.args == ["'grandmaster' is not a computer level of Digit dice; choose "
                         "from plain, strong"]
    assert eve.seat is None and room.seat_infos()[1].kind == p.OPEN


@pytest.mark.slow
def test_a_stream_of_mutated_messages_never_upsets_the_room(qtbot: QtBot) -> None:
    """A hostile program sends valid messages with fields dropped, replaced and added (a
    fixed random stream) while a game plays: each is refused in a sentence or taken as what
    it is, no exception escapes, and the game ends verified for the honest guest."""
    import random

    rng = random.Random(34)
    room, log = make_room("yacht", "intermediate", stand_in="beginner")
    room.value_wait_ms = 300  # Eve never sends a true value: let her go soon
    ann = GuestTable("Ann", level="intermediate", computers=computers)
    connect(room, ann)
    host_end, eve = link_pair(("host", "eve"))
    room.add_link(host_end)
    eve.send(p.Sit("Eve", None, bytes(range(32)), None).to_json())
    valid = [p.Act({"roll": True}).to_json(), p.Act({"hold": [0, 1]}).to_json(),
             p.Act({"score": "chance"}).to_json(), p.Value(1, bytes(32)).to_json(),
             p.Sit("Eve", None, bytes(32), None).to_json()]
    values: list[object] = [None, True, 0, -1, 2**70, 1.5, "", "x" * 300, [], {}, [1, "a"],
                            {"roll": True}, "ab" * 32]
    for _ in range(19):  # fewer than the 20 refusals that let a program go
        message = dict(rng.choice(valid))
        key = rng.choice(sorted(message))
        how = rng.choice(["drop", "replace", "add"])
        if how == "drop":
            del message[key]
        elif how == "replace":
            message[key] = rng.choice(values)  # type: ignore[assignment]
        else:
            message[rng.choice(["seat", "type2", "", "é"])] = rng.choice(values)  # type: ignore[assignment]
        eve.send(message)
    with qtbot.waitSignals([room.ended, ann.ended], timeout=TIMEOUT):
        pass
    assert room.record is not None
    assert ann.verdict is not None and ann.verdict.startswith(
        f"all {rolls(room.record)} rolls verified")
    assert all("\n" not in line for line in log)


@pytest.mark.slow
def test_the_host_lets_a_computer_stand_in_and_the_guest_takes_its_seat_back_next_turn(
        qtbot: QtBot) -> None:
    """No stand-in is set for the room: the host chooses one for the away seat; the guest
    coming back in the middle of a turn the stand-in began finds that turn ended by the
    stand-in, and plays its seat itself from its next turn."""
    rules = ruleset_by_id("yacht")
    room = HostRoom(rules, [SeatPlan(p.COMPUTER, level="intermediate"), SeatPlan(p.OPEN)],
                    computers)
    log: list[str] = []
    room.log.connect(log.append)
    ann = GuestTable("Ann", level="intermediate", computers=computers, keeper=MemoryKeeper())
    ann_end, _ = connect(room, ann)
    qtbot.waitUntil(lambda: room.record is not None and rolls(room.record) >= 3,
                    timeout=TIMEOUT)
    with qtbot.waitSignal(ann.left, timeout=TIMEOUT):
        ann_end.close("the connection was lost")
    qtbot.waitUntil(lambda: room.away() == [1], timeout=TIMEOUT)  # the game waits
    assert room.stand_in_for(0, "beginner") == "seat 1 is not the seat of a guest who is away"
    assert room.stand_in_for(1, "grandmaster") == "'grandmaster' is not a computer level " \
        "of Pip dice"
    back_at: list[int] = []  # the action after which Ann came back: a stand-in's roll

    def come_back(index: int, seat: int) -> None:
        record = room.record
        if not back_at and seat == 1 and record is not None \
                and isinstance(record.actions[index], Roll):
            back_at.append(index)
            connect(room, ann)

    room.played.connect(come_back)
    ann_moves: list[tuple[int, bool]] = []  # Ann's seat's actions: a stand-in's or not
    room.played.connect(lambda index, seat: ann_moves.append((index, room.standing_in(1)))
                        if seat == 1 else None)
    assert room.stand_in_for(1, "beginner") is None
    assert "a computer plays Ann's seat until Ann is back" in log
    assert room.away() == [] and room.standing_in(1)
    with qtbot.waitSignals([room.ended, ann.ended], timeout=TIMEOUT):
        pass
    assert back_at and any(line.startswith("Ann is back at seat 2") for line in log)
    record = room.record
    assert record is not None and ann.record is not None
    assert ann.record.to_json() == record.to_json()
    # the turn Ann came back in was the stand-in's to the end; Ann's own from the next on
    after = [(i, stood) for i, stood in ann_moves if i > back_at[0]]
    ended = next(i for i, _ in after if isinstance(record.actions[i], Score))
    assert all(stood for i, stood in after if i <= ended)
    assert after[-1][0] > ended and not any(stood for i, stood in after if i > ended)
    assert room.verdict is not None and room.verdict.startswith(f"all {rolls(record)} rolls")
    # the turns the computer played for Ann: the room, Ann's table and what each keeps
    turns = turns_before(record)
    stood_in = {(1, turns[i]) for i, stood in ann_moves if stood}
    assert stood_in and room.stood_in == stood_in == ann.stood_in
    assert set(SavedRoom.read(room.saved().to_json()).stood_in) == stood_in
    kept = ann._keeper
    assert isinstance(kept, MemoryKeeper) and kept.seat is not None
    assert set(GuestState.read(kept.seat.to_json()).stood_in) == stood_in


def test_a_guest_back_after_the_game_ended_gets_the_reveal_and_its_verdict(
        qtbot: QtBot) -> None:
    """Ann drops at once; the room's stand-in plays her seat to the end; when she comes
    back she is sent the whole game and the reveal, and ends with the room's verdict."""
    room = HostRoom(ruleset_by_id("yacht"), [SeatPlan(p.COMPUTER, level="beginner"),
                                             SeatPlan(p.OPEN)], computers, stand_in="beginner")
    ann = GuestTable("Ann", level="intermediate", computers=computers, keeper=MemoryKeeper())
    ann_end, _ = connect(room, ann)
    qtbot.waitUntil(lambda: room.started, timeout=TIMEOUT)
    with qtbot.waitSignal(ann.left, timeout=TIMEOUT):
        ann_end.close("the connection was lost")
    qtbot.waitUntil(lambda: room.verdict is not None, timeout=TIMEOUT)
    assert ann.verdict is None
    with qtbot.waitSignal(ann.ended, timeout=TIMEOUT):
        connect(room, ann)
    assert ann.record is not None and ann.record == room.record
    assert ann.verdict == room.verdict
