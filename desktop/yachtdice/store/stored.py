"""What the store hands back: a stored game, high scores, history and a player's record.

Plain values, shared by the store and its unfinished-games part (:mod:`.sessions`).
"""

from __future__ import annotations

from yachtdice.core import GameRecord
from yachtdice.core.values import value_type

IN_PROGRESS, FINISHED, ABANDONED = "in_progress", "finished", "abandoned"
#: where a game comes from: played on this computer, handed over finished (``record``), or
#: imported from a history export
HERE, RECORDED, IMPORTED = "here", "recorded", "imported"
ORIGINS = (HERE, RECORDED, IMPORTED)
#: how a game's dice were thrown (whatever its origin): rolled by this program, real dice at
#: the table entered by hand, or rolled together across computers (hosted by someone)
ROLLED, REAL, ONLINE = "rolled", "real", "online"
DICE = (ROLLED, REAL, ONLINE)


@value_type
class StoredGame:
    id: int
    uid: str
    record: GameRecord
    started: str
    ended: str | None
    status: str
    used_hints: bool
    origin: str  # HERE, RECORDED or IMPORTED
    dice: str = ROLLED  # ROLLED, REAL or ONLINE
    host: str | None = None  # who hosted an ONLINE game

    @property
    def assisted(self) -> bool:
        return self.used_hints or self.record.used_undo


@value_type
class HighScore:
    rank: int
    name: str
    score: int
    date: str
    assisted: bool
    computer: bool
    game_id: int
    origin: str  # HERE, RECORDED or IMPORTED
    dice: str = ROLLED  # ROLLED, REAL or ONLINE

    @property
    def played_here(self) -> bool:
        return self.origin == HERE


@value_type
class SeatSummary:
    seat: int
    name: str
    computer: bool
    strategy: str | None
    total: int | None
    place: int | None


@value_type
class GameSummary:
    id: int
    ruleset_id: str
    ruleset_name: str
    started: str
    ended: str | None
    status: str
    assisted: bool
    seats: tuple[SeatSummary, ...]
    origin: str  # HERE, RECORDED or IMPORTED
    dice: str = ROLLED  # ROLLED, REAL or ONLINE
    host: str | None = None  # who hosted an ONLINE game


@value_type
class PlayerSummary:
    """A player's record over finished games (of one ruleset, or of all)."""

    name: str
    ruleset_id: str | None
    games: int
    average: float | None
    best: int | None
    upper_bonus_rate: float | None
    all_same_rate: float | None
    box_averages: dict[str, dict[str, float]]  # ruleset id -> box id -> average


@value_type
class ImportResult:
    games_added: int
    duplicates: int
    rulesets_added: int
    #: ids of the file's rulesets not imported: other rules are saved here under the same
    #: id (or the file holds that id twice), and those stay
    rulesets_kept: tuple[str, ...] = ()
