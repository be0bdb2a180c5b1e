"""Online games in the store: the host's and every guest's program keep the game after every
action, like any game played here, and beside it what the room or the seat needs to go on
after a crash (a setting named by the game's id, which is also the stored game's ``uid`` on
every computer: the same game in every history).

A host's room is kept before its record: if the program dies between the two, the room
already holds the contributions of the roll the record lacks, and the resumed room draws
that roll again with the same dice.
"""

from __future__ import annotations

from dataclasses import dataclass

from yachtdice.core.record import GameRecord
from yachtdice.net import protocol as p
from yachtdice.net.guest import GuestState
from yachtdice.net.saved import SavedRoom
from yachtdice.net.sentences import NO_HOSTED, NO_HOSTED_ID, NOT_RESUMABLE, say
from yachtdice.store import Store, StoreError
from yachtdice.store.stored import IN_PROGRESS, ONLINE, StoredGame

HOST_KEY = "online-room/"
GUEST_KEY = "online-seat/"
#: the stored game's id, by the online game's id
STORED_KEY = "online-game/"
#: the room's code and port, by the online game's id: a resumed room opens the same door
DOOR_KEY = "online-door/"


class StoreKeeper:
    """Keeps a game, started in the store at its first save (with the room's id as its uid)
    and saved after every action from then on."""

    def __init__(self, store: Store, game_id: int | None = None) -> None:
        self.store = store
        self.game_id = game_id

    def _save(self, uid: str, record: GameRecord, host: str) -> None:
        if self.game_id is None:
            kept = self.store.setting(STORED_KEY + uid)
            if type(kept) is int and self._take(kept, uid):
                self.game_id = kept
            else:
                self.game_id = self.store.start_game(record, uid=uid, dice=ONLINE, host=host)
                self.store.set_setting(STORED_KEY + uid, self.game_id)
        self.store.save_progress(self.game_id, record)

    def _take(self, game_id: int, uid: str) -> bool:
        """Take over the stored game ``game_id`` (this program's before it stopped)."""
        try:
            return self.store.game(game_id).uid == uid and \
                self.store.resume_game(game_id, online=True).uid == uid
        except (KeyError, StoreError):
            return False


class HostKeeper(StoreKeeper):
    """The host's: the room's state, then the record."""

    def keep(self, record: GameRecord, room: SavedRoom) -> None:
        self.store.set_setting(HOST_KEY + room.game, room.to_json())
        self._save(room.game, record, room.host)


class SeatKeeper(StoreKeeper):
    """A guest's: its seat (ticket and chain), then the record."""

    def kept_seat(self, game: str) -> GuestState | None:
        data = self.store.setting(GUEST_KEY + game)
        try:
            return GuestState.read(data) if data is not None else None
        except p.ProtocolError:
            return None

    def keep(self, record: GameRecord, seat: GuestState, host: str) -> None:
        self.store.set_setting(GUEST_KEY + seat.game, seat.to_json())
        self._save(seat.game, record, host)


def keep_door(store: Store, game: str, code: str, port: int) -> None:
    """Keep the room code and port of the room of ``game`` (its guests dial them again when
    the room is resumed). The code is this computer's own secret, as the room's seed is."""
    store.set_setting(DOOR_KEY + game, {"code": code, "port": port})


def kept_door(store: Store, game: str) -> tuple[str, int] | None:
    """The code and port kept by :func:`keep_door`, or None (none, or not readable)."""
    from yachtdice.net.code import CodeError, normalized

    data = store.setting(DOOR_KEY + game)
    if not isinstance(data, dict) or set(data) != {"code", "port"}:
        return None
    code, port = data["code"], data["port"]
    if not isinstance(code, str) or type(port) is not int or not 0 <= port <= 65535:
        return None
    try:
        return normalized(code), port
    except CodeError:
        return None


def played_here(store: Store, game: str) -> int | None:
    """The seat this computer played in the online game ``game`` (a guest's own; the host's
    first person's), or None (not an online game of this computer's, or nothing kept)."""
    data = store.setting(GUEST_KEY + game)
    if data is not None:
        try:
            return GuestState.read(data).seat
        except p.ProtocolError:
            return None
    data = store.setting(HOST_KEY + game)
    try:
        room = SavedRoom.read(data) if data is not None else None
    except p.ProtocolError:
        return None
    people = [i for i, s in enumerate(room.seats) if s.kind == p.PERSON] if room else []
    return people[0] if people else None


def stood_in(store: Store, game: str) -> frozenset[tuple[int, int]]:
    """The (seat, turn) pairs a computer played for an away guest in the online game
    ``game``, as this computer kept them (the guest's seat, else the host's room); none if
    nothing readable is kept."""
    for key, read in ((GUEST_KEY, GuestState.read), (HOST_KEY, SavedRoom.read)):
        data = store.setting(key + game)
        if data is not None:
            try:
                return frozenset(read(data).stood_in)
            except p.ProtocolError:
                return frozenset()
    return frozenset()


@dataclass(frozen=True)
class KeptRoom:
    """An unfinished online game this computer hosted: the stored game and its room."""

    game: StoredGame
    room: SavedRoom


def hosted_games(store: Store) -> list[KeptRoom]:
    """The unfinished games this computer hosted that can be resumed, newest first."""
    out = []
    for g in store.unfinished():
        stored = store.game(g.id)
        data = store.setting(HOST_KEY + stored.uid)
        if data is None:
            continue
        try:
            out.append(KeptRoom(stored, SavedRoom.read(data)))
        except p.ProtocolError:
            continue
    return out


def resume_hosted(store: Store, game_id: int | None) -> KeptRoom:
    """The hosted game ``game_id`` (None: the newest), taken for this program; a StoreError
    of one sentence if there is none."""
    kept = [k for k in hosted_games(store) if game_id is None or k.game.id == game_id]
    if not kept:
        raise StoreError(say(NO_HOSTED) if game_id is None else say(NO_HOSTED_ID, id=str(game_id)))
    found = kept[0]
    stored = store.resume_game(found.game.id, online=True)
    if stored.status != IN_PROGRESS:
        raise StoreError(say(NOT_RESUMABLE, id=str(stored.id)))
    return KeptRoom(stored, found.room)
