"""Persistence: one SQLite database of games, high scores and custom rulesets. No Qt."""

from .database import StoreBusyError, StoreError
from .store import (
    ABANDONED,
    FINISHED,
    IN_PROGRESS,
    GameSummary,
    HighScore,
    ImportResult,
    PlayerSummary,
    SeatSummary,
    Store,
    StoredGame,
)

__all__ = ["ABANDONED", "FINISHED", "IN_PROGRESS", "GameSummary", "HighScore", "ImportResult",
           "PlayerSummary", "SeatSummary", "Store", "StoreBusyError", "StoreError",
           "StoredGame"]
