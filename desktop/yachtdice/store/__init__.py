"""Persistence: one SQLite database of games, high scores and custom rulesets. No Qt.

The names below are imported from their modules when first used (the window's first
paint needs none of SQLite's machinery: the errors come from :mod:`.errors`, without it)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from yachtdice.store.errors import (
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
        DICE,
        FINISHED,
        HERE,
        IMPORTED,
        IN_PROGRESS,
        ONLINE,
        REAL,
        RECORDED,
        ROLLED,
        GameSummary,
        HighScore,
        ImportResult,
        PlayerSummary,
        SeatSummary,
        StoredGame,
    )

_WHERE = {
    "errors": ("StoreBusy", "StoreBusyError", "StoreError", "StoreFull", "StoreReadOnly",
                 "StoreUnavailable"),
    "sessions": ("GameOpenElsewhereError", "LogConflictError", "UnfinishedGame"),
    "store": ("RulesetExists", "Store", "UnknownRuleset"),
    "stored": ("ABANDONED", "FINISHED", "HERE", "IMPORTED", "IN_PROGRESS", "RECORDED",
               "DICE", "ONLINE", "ORIGINS", "REAL", "ROLLED",
               "GameSummary", "HighScore", "ImportResult", "PlayerSummary", "SeatSummary",
               "StoredGame"),
}
_MODULE_OF = {name: module for module, names in _WHERE.items() for name in names}

__all__ = ["ABANDONED", "FINISHED", "IN_PROGRESS", "GameSummary", "HighScore", "ImportResult",
           "PlayerSummary", "RulesetExists", "SeatSummary", "Store", "StoreBusy",
           "StoreBusyError", "StoreError", "StoreFull", "StoreReadOnly", "StoreUnavailable",
           "StoredGame", "UnknownRuleset"]
__all__ += ["GameOpenElsewhereError", "LogConflictError", "UnfinishedGame"]
__all__ += ["HERE", "IMPORTED", "RECORDED"]
__all__ += ["DICE", "ONLINE", "ORIGINS", "REAL", "ROLLED"]


def __getattr__(name: str) -> object:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # found at once from now on
    return value
