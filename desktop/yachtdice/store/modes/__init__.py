"""The store's registry of games: what the shared store asks of a game beyond its core
:class:`~yachtdice.core.registry.Mode`, by mode id.

A game's store parts live in its own package here (``store/modes/<game>/``) and describe
themselves as one :class:`GameStore`, registered explicitly (the built-in games by
:func:`yachtdice.store.modes.builtin.install`, a test's game by the test). The shared
store (statistics' reviews) asks :func:`game_store` and never names a game; a game that
registers nothing gets the defaults: no strategy engine, engine version 0.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from yachtdice.core.registry import Rules

#: told how far a solve has come (what it says is the engine's own): it may raise to stop
SolveProgress = Callable[[object], None]


def _no_engine_version() -> int:
    return 0


class GameStore:
    """What the store knows of one game (``mode_id`` is its core mode's id). A plain class,
    not a dataclass: it is made at start, where every millisecond is the first paint's."""

    __slots__ = ("engine_version", "mode_id", "review_engine")

    def __init__(self, mode_id: str,
                 review_engine: Callable[[Rules, SolveProgress | None, Path], object]
                 | None = None,
                 engine_version: Callable[[], int] = _no_engine_version) -> None:
        self.mode_id = mode_id
        #: the strategy engine a review of the game's records judges against (the core
        #: mode's ``review`` takes it), for a ruleset: loaded from the tables kept in a
        #: folder, or worked out (and kept there), telling a :data:`SolveProgress` as it
        #: goes; None: the game has none (a review that needs one cannot be made)
        self.review_engine = review_engine
        #: the version of that engine, asked when reviews are made or read (cheap; its
        #: modules may be heavy, so it is a call): a review made by another is made again
        self.engine_version = engine_version


_GAMES: dict[str, GameStore] = {}


def register(game: GameStore) -> None:
    """Add a game's store parts (again: replaced)."""
    _GAMES[game.mode_id] = game


def unregister(mode_id: str) -> None:
    """Forget a game's store parts (a test's game, after the test)."""
    _GAMES.pop(mode_id, None)


def game_store(mode_id: str) -> GameStore:
    """The store parts of the game ``mode_id``; the defaults if it registered none."""
    return _GAMES.get(mode_id) or GameStore(mode_id)


def review_version() -> int:
    """The version of the strategy engines reviews are made by (the newest of any game's:
    one of them made anew makes every review anew); 0 when no game has an engine."""
    return max((g.engine_version() for g in _GAMES.values() if g.review_engine is not None),
               default=0)
