"""``yachtdice-cli host`` and ``join``: an online game without the window (docs/cli.md).

    host --rules ID|FILE [--port N] [--code CODE] [--seat person|computer:LEVEL|open]...
         [--stand-in LEVEL] [--resume [GAME]] [--json]
    join HOST:PORT --code CODE --name NAME [--computer LEVEL] [--json]

The host prints one first line ``{"port": N, "code": "..."}`` and runs the room until the
game ends; both then print their result and exit 0, the game in their history. Qt (for
the network's event loop) and the room are imported only when a command runs, as printing
imports them: every other command runs without Qt.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import IO, TYPE_CHECKING

from yachtdice.cli.common import Subcommands, UsageError, open_store, plain, read_text, short
from yachtdice.cli.modes import part_for
from yachtdice.core.jsontext import JsonLike, JsonObject, JSONTextError, loads
from yachtdice.core.modes import default_mode, is_builtin, mode_of, ruleset_by_id
from yachtdice.core.registry import Rules, mode_for
from yachtdice.core.rulesets import ID_PATTERN

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QObject

    from yachtdice.core.record import GameRecord
    from yachtdice.net.guest import GuestTable
    from yachtdice.net.room import HostRoom, SeatPlan
    from yachtdice.net.seats import Decider

#: how long a guest whose link dropped keeps dialling the host again, in seconds
REDIAL_S = 120
REDIAL_EVERY_MS = 500


def computers(rules: Rules, level: str, seats: int) -> Decider:
    """A computer of ``level`` at an online table: the game's command-line part's, or the
    game's keep-and-claim computer."""
    from yachtdice.net.seats import keep_claim

    part = part_for(mode_for(rules).id)
    if part is not None and part.computer is not None:
        decider: Decider = part.computer(rules, level, seats)
        return decider
    return keep_claim(rules, level, seats)


def load_rules(spec: str) -> Rules:
    """A built-in ruleset of any game by id, a ruleset file, or a saved ruleset by id."""
    if is_builtin(spec):
        return ruleset_by_id(spec)
    if os.path.lexists(spec):
        try:
            data = loads(read_text(spec, "ruleset file"))
        except JSONTextError as exc:
            raise UsageError(str(exc)) from None
        game = mode_of(data) if isinstance(data, Mapping) else default_mode()
        from yachtdice.core.record import rules_from_data
        return rules_from_data(game, data)
    if ID_PATTERN.match(spec):
        with open_store() as store:
            try:
                return store.saved_ruleset(spec)
            except KeyError:
                pass
    raise UsageError(f"no ruleset {short(spec)!r}: not built in, not a file, not saved")


def seat_plan(specs: Sequence[str], rules: Rules, host: str) -> list[SeatPlan]:
    """``--seat`` words as seats: ``person`` (the first named ``host``, the others "Host 2"
    and on), ``computer:LEVEL`` or ``open``."""
    from yachtdice.core.game import MAX_PLAYERS
    from yachtdice.net import protocol as p
    from yachtdice.net.room import SeatPlan

    levels = mode_for(rules).computer_levels
    plan: list[SeatPlan] = []
    for spec in specs or ["open"]:
        people = sum(s.kind == p.PERSON for s in plan)
        kind, _, level = spec.partition(":")
        if kind == "computer" and level in levels:
            plan.append(SeatPlan(p.COMPUTER, level=level))
        elif spec in ("person", "open"):
            plan.append(SeatPlan(p.PERSON if spec == "person" else p.OPEN,
                                 name=(f"{host[:30]} {people + 1}" if people else host)
                                 if spec == "person" else None))
        else:
            raise UsageError(f"--seat {short(spec)!r}: choose person, open or computer:LEVEL "
                             f"with a level of {mode_for(rules).name} ({', '.join(levels)})")
    if not any(s.kind == p.OPEN for s in plan):
        raise UsageError("a room needs at least one open --seat for a guest")
    if len(plan) > MAX_PLAYERS:
        raise UsageError(f"a room has at most {MAX_PLAYERS} seats")
    return plan


def _standings(record: GameRecord) -> list[dict[str, JsonLike]]:
    state = record.state
    return [{"seat": s.player, "name": record.players[s.player].name, "total": s.total,
             "place": s.place} for s in sorted(state.standings(), key=lambda s: s.player)]


def _result(record: GameRecord | None, verdict: str | None, game_id: int | None,
            uid: str, seat: int | None = None) -> dict[str, JsonLike]:
    finished = record is not None and record.state.finished
    return {"game": game_id, "uid": uid, "seat": seat, "finished": finished,
            "verified": verdict, "ok": bool(verdict) and " did not verify" not in (verdict or "")
            and "none of the" not in (verdict or ""),
            "standings": _standings(record) if record is not None and finished else []}


def _writer(out: IO[str], as_json: bool) -> Callable[[str], None]:
    """Where a room's or a guest's sentences go: JSON lines on the output, or the error
    stream as text."""
    def say(text: str) -> None:
        if as_json:
            out.write(json.dumps({"log": text}) + "\n")
            out.flush()
        else:
            sys.stderr.write(f"{plain(text)}\n")
            sys.stderr.flush()
    return say


# -- host ----------------------------------------------------------------------------------------

def cmd_host(args: argparse.Namespace, out: IO[str]) -> int:
    from PySide6.QtCore import QCoreApplication

    from yachtdice.net.code import new_code
    from yachtdice.net.keep import HostKeeper, resume_hosted
    from yachtdice.net.room import HostRoom
    from yachtdice.net.transport import Listener

    if not 0 <= args.port <= 65535:
        raise UsageError("--port must be from 0 to 65535")
    if args.stand_in is not None and args.resume is None and args.rules is None:
        raise UsageError("--stand-in needs --rules or --resume")
    app = QCoreApplication.instance() or QCoreApplication([])
    store = open_store()
    try:
        if args.resume is not None:
            kept = resume_hosted(store, None if args.resume == "newest" else
                                 _game_id(args.resume))
            keeper = HostKeeper(store, kept.game.id)
            room = HostRoom.resume(kept.game.record, kept.room, computers, keeper=keeper,
                                   stand_in=args.stand_in)
        else:
            if args.rules is None:
                raise UsageError("host needs --rules ID|FILE (or --resume)")
            rules = load_rules(args.rules)
            name = _host_name(args.name)
            plan = seat_plan(args.seat, rules, name)
            keeper = HostKeeper(store)
            room = HostRoom(rules, plan, computers, keeper=keeper, stand_in=args.stand_in,
                            host=name)
        code = _code(args.code) if args.code else new_code()
        try:
            listener = Listener(code, args.port, address=args.address or "")
        except OSError as exc:
            raise UsageError(str(exc)) from None
        say = _writer(out, args.json)
        room.log.connect(say)
        people = any(s.kind == "person" for s in room.seats)
        if args.json or people:  # each action, for whoever follows the game
            room.played.connect(lambda index, seat: _played(out, room.record, index, seat,
                                                            room.person_at_play))
        if people:
            _moves_from_stdin(room, lambda data: _host_move(room, data, say), say)
            room.began.connect(lambda: _turn(out, room.record, room.person_at_play))
        listener.log.connect(say)
        listener.joined.connect(room.add_link)
        room.ended.connect(lambda verdict: _when_gone(room, app))
        out.write(json.dumps({"port": listener.port, "code": code}) + "\n")
        out.flush()
        if room.record is None or not room.record.state.finished:
            run_event_loop = app.exec  # Qt's event loop (QCoreApplication.exec), not Python's
            run_event_loop()
        listener.close()
        result = _result(room.record, room.verdict, keeper.game_id, room.game)
    finally:
        store.close()
    _finish(out, args.json, result)
    return 0


#: how long the host waits at the end for its guests to read the reveal and hang up
GOODBYE_MS = 5000


def _when_gone(room: HostRoom, app: QCoreApplication) -> None:
    """Quit once every guest has hung up after the reveal (at most GOODBYE_MS)."""
    from PySide6.QtCore import QTimer

    from yachtdice.net import sentences as t
    from yachtdice.net.sentences import say

    timer = QTimer(room)
    waited = [0]

    def check() -> None:
        waited[0] += 50
        if room.links == 0 or waited[0] >= GOODBYE_MS:
            timer.stop()
            room.close(say(t.OVER))  # in each guest's language
            app.quit()

    timer.timeout.connect(check)
    timer.start(50)


def _played(out: IO[str], record: GameRecord | None, index: int, seat: int,
            person: int | None) -> None:
    """``{"action": N, "seat": S, "did": {...}}``: the game's N-th action (from 0), by seat S;
    then, if a person here is to move, ``{"turn": {...}}``: what that person sees."""
    from yachtdice.core.record import action_to_json

    assert record is not None
    out.write(json.dumps({"action": index, "seat": seat,
                          "did": action_to_json(record.actions[index], record.mode)}) + "\n")
    _turn(out, record, person)


def _turn(out: IO[str], record: GameRecord | None, person: int | None) -> None:
    """``{"turn": {...}}`` if a person here is to move: what that person sees."""
    if record is None:
        return
    state = record.state
    if person is not None and not state.finished:
        out.write(json.dumps({"turn": {
            "seat": person, "name": state.player.name,
            "dice": None if state.dice is None else list(state.dice),
            "held": sorted(state.held), "rolls_left": state.rolls_available,
            "open": list(state.card.open_ids)}}) + "\n")
    out.flush()


#: the longest line of moves read from standard input
MAX_MOVE_LINE = 65_536


def _moves_from_stdin(parent: QObject, take: Callable[[JsonObject], None],
                      say: Callable[[str], None]) -> QObject:
    """Read a person's moves from standard input as the event loop runs, one JSON object a
    line (``{"roll": true}``, ``{"hold": [0, 2]}``, ``{"score": ...}``)."""
    from PySide6.QtCore import QSocketNotifier

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read, parent)
    pending = bytearray()

    def read() -> None:
        chunk = os.read(sys.stdin.fileno(), 4096)
        if not chunk:
            notifier.setEnabled(False)
            return
        pending.extend(chunk)
        while b"\n" in pending:
            line, _, rest = bytes(pending).partition(b"\n")
            pending[:] = rest
            _take_line(line, take, say)
        if len(pending) > MAX_MOVE_LINE:
            pending.clear()
            say(f"a move is one line of at most {MAX_MOVE_LINE:,} bytes")

    notifier.activated.connect(read)
    return notifier


def _take_line(line: bytes, take: Callable[[JsonObject], None],
               say: Callable[[str], None]) -> None:
    if not line.strip():
        return
    try:
        data = loads(line)
    except JSONTextError as exc:
        say(f"a move is one JSON object: {exc}")
        return
    if not isinstance(data, dict):
        say('a move is one JSON object: {"roll": true}, {"hold": [dice]} or {"score": box}')
        return
    take(data)


def _host_move(room: HostRoom, data: JsonObject, say: Callable[[str], None]) -> None:
    from yachtdice.core.errors import YachtDiceError
    from yachtdice.net.room import read_move

    seat = room.person_at_play
    if seat is None:
        say("it is no one's turn at this computer")
        return
    try:
        why = room.act(seat, read_move(data, room.mode))
    except YachtDiceError as exc:
        why = str(exc)
    if why:
        say(why)


def _guest_move(guest: GuestTable, data: JsonObject, say: Callable[[str], None]) -> None:
    from yachtdice.core.errors import YachtDiceError
    from yachtdice.net.room import read_move

    if not guest.my_turn or guest.mode is None:
        say("it is not your turn")
        return
    try:
        guest.act(read_move(data, guest.mode))
    except YachtDiceError as exc:
        say(str(exc))


def _host_name(name: str | None) -> str:
    """Who hosts, as every history files the game: ``--name``, or this computer's name."""
    from yachtdice.core.game import name_problem

    if name is not None:
        problem = name_problem(name)
        if problem:
            raise UsageError(f"--name: {problem}")
        return name
    found = socket.gethostname()[:40]
    return found if name_problem(found) is None else "Host"


def _code(text: str) -> str:
    """A room code typed by hand, normalized; a UsageError of one sentence if it is not one."""
    from yachtdice.net.code import CodeError, normalized

    try:
        return normalized(text)
    except CodeError as exc:
        raise UsageError(str(exc)) from None


def _game_id(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 2**62:
        raise UsageError(f"--resume {short(text)!r}: a game's id is a whole number")
    return int(text)


def _finish(out: IO[str], as_json: bool, result: dict[str, JsonLike]) -> None:
    if as_json:
        out.write(json.dumps({"result": result}) + "\n")
        return
    standings = result["standings"]
    assert isinstance(standings, list)
    lines: list[tuple[int, int, str]] = []  # by place, then seat: the winner first
    for s in standings:
        assert isinstance(s, dict)
        place, seat = s["place"], s["seat"]
        assert isinstance(place, int) and isinstance(seat, int)
        lines.append((place, seat, f"{place}. {plain(s['name'])} {s['total']}\n"))
    for _place, _seat, line in sorted(lines):
        out.write(line)
    out.write(f"{plain(result['verified'] or 'the game did not end')}\n")


# -- join ----------------------------------------------------------------------------------------

def _address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 1 <= int(port) <= 65535:
        raise UsageError(f"{short(text)!r}: give the host as HOST:PORT")
    return host.strip("[]"), int(port)


def cmd_join(args: argparse.Namespace, out: IO[str]) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from yachtdice.core.game import name_problem
    from yachtdice.net.guest import GuestTable
    from yachtdice.net.keep import SeatKeeper
    from yachtdice.net.transport import dial

    host, port = _address(args.address)
    code = _code(args.code)
    problem = name_problem(args.name)
    if problem:
        raise UsageError(f"--name: {problem}")
    app = QCoreApplication.instance() or QCoreApplication([])
    store = open_store()
    say = _writer(out, args.json)
    failed: list[str] = []
    try:
        keeper = SeatKeeper(store)
        guest = GuestTable(args.name, level=args.computer, computers=computers, keeper=keeper)
        guest.log.connect(say)
        person = args.computer is None
        if args.json or person:
            guest.played.connect(lambda index, seat: _played(
                out, guest.record, index, seat, guest.seat if guest.my_turn and person
                else None))
        if person:
            _moves_from_stdin(guest, lambda data: _guest_move(guest, data, say), say)
            guest.began.connect(lambda: _turn(out, guest.record,
                                              guest.seat if guest.my_turn else None))
        tries = {"left": REDIAL_S * 1000 // REDIAL_EVERY_MS}
        dialling: list[QObject] = []  # kept alive while it dials

        def connect() -> None:
            dialling[:] = [dial(host, port, code, parent=guest)]
            dialling[0].ready.connect(guest.attach)  # type: ignore[attr-defined]
            dialling[0].failed.connect(again)  # type: ignore[attr-defined]

        def again(why: str) -> None:
            if guest.over:
                return
            if guest.room is None and guest.seat is None and not failed:
                failed.append(why)  # never got in: the code, the address, a refusal
                app.quit()
                return
            tries["left"] -= 1
            if tries["left"] <= 0:
                failed.append(why)
                app.quit()
                return
            say(f"{why.rstrip('.')}; dialling {host}:{port} again")
            QTimer.singleShot(REDIAL_EVERY_MS, connect)

        def left(why: str) -> None:
            if guest.failures or guest.seat is None:
                failed.append(why)
                app.quit()
            else:
                again(why)

        guest.left.connect(left)
        guest.ended.connect(lambda verdict: app.quit())
        connect()
        run_event_loop = app.exec  # Qt's event loop (QCoreApplication.exec), not Python's
        run_event_loop()
        if keeper.game_id is None and guest.record is None:
            raise UsageError(failed[0] if failed else "the game could not be joined")
        result = _result(guest.record, guest.verdict, keeper.game_id,
                         guest.room.game if guest.room else "", guest.seat)
    finally:
        store.close()
    _finish(out, args.json, result)
    return 0 if guest.over else 1


def add_parsers(sub: Subcommands) -> None:
    host = sub.add_parser("host", help="host a game across computers until it ends")
    host.add_argument("--rules", metavar="ID|FILE")
    host.add_argument("--port", type=int, default=0, metavar="N",
                      help="the port to listen on (default: any free one)")
    host.add_argument("--address", metavar="ADDRESS",
                      help="listen on this address only (127.0.0.1: this computer; default: "
                           "every address it has)")
    host.add_argument("--code", metavar="CODE", help="the room code (default: a new one)")
    host.add_argument("--seat", action="append", default=[],
                      metavar="person|computer:LEVEL|open",
                      help="a seat, in order (repeat it; default: one open seat)")
    host.add_argument("--name", metavar="NAME",
                      help="who hosts, as every player's history files the game (default: "
                           "this computer's name)")
    host.add_argument("--stand-in", metavar="LEVEL",
                      help="a computer of this level plays a dropped guest's seat until "
                           "the guest is back (default: the game waits)")
    host.add_argument("--resume", nargs="?", const="newest", metavar="GAME",
                      help="go on with an unfinished game hosted here (default: the newest)")
    host.add_argument("--json", action="store_true")
    host.set_defaults(run=cmd_host)

    join = sub.add_parser("join", help="take an open seat in a game hosted elsewhere")
    join.add_argument("address", metavar="HOST:PORT")
    join.add_argument("--code", required=True, metavar="CODE")
    join.add_argument("--name", required=True, metavar="NAME")
    join.add_argument("--computer", metavar="LEVEL",
                      help="play the seat as a computer of this level")
    join.add_argument("--json", action="store_true")
    join.set_defaults(run=cmd_join)
