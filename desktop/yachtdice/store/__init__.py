"""Persistence: one SQLite database of games, high scores and custom rulesets. No Qt."""

from yachtdice.store.database import (
    StoreBusy,
    StoreBusyError,
    StoreError,
    StoreFull,
    StoreReadOnly,
    StoreUnavailable,
)
from yachtdice.store.sessions import GameOpenElsewhereError, LogConflictError, UnfinishedGame
from yachtdice.store.store import RulesetExists, Store, UnknownRuleset
from yachtdice.store.stored import (
    ABANDONED,
    FINISHED,
    HERE,
    IMPORTED,
    IN_PROGRESS,
    RECORDED,
    GameSummary,
    HighScore,
    ImportResult,
    PlayerSummary,
    SeatSummary,
    StoredGame,
)

__all__ = ["ABANDONED", "FINISHED", "IN_PROGRESS", "GameSummary", "HighScore", "ImportResult",
           "PlayerSummary", "RulesetExists", "SeatSummary", "Store", "StoreBusy",
           "StoreBusyError", "StoreError", "StoreFull", "StoreReadOnly", "StoreUnavailable",
           "StoredGame", "UnknownRuleset"]
__all__ += ["GameOpenElsewhereError", "LogConflictError", "UnfinishedGame"]
__all__ += ["HERE", "IMPORTED", "RECORDED"]
