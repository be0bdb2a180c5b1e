"""Pip dice in the store: the solved strategy tables on disk (:mod:`.tables`), optimal
play's score figures kept beside them (:mod:`.distributions`), and what the shared store
asks of the game (:data:`GAME_STORE`: the engine a review judges against). Its modules,
and the engine's NumPy with them, are imported when first used."""

from __future__ import annotations

from pathlib import Path

from yachtdice.core.registry import Rules
from yachtdice.store.modes import GameStore, SolveProgress


def _review_engine(rules: Rules, progress: SolveProgress | None, folder: Path) -> object:
    from yachtdice.store.modes.pips.tables import engine_for

    return engine_for(rules, progress, folder)


def _engine_version() -> int:
    from yachtdice.core.modes.pips.optimal.solver import ENGINE_VERSION

    return ENGINE_VERSION


GAME_STORE = GameStore("pips", review_engine=_review_engine, engine_version=_engine_version)
