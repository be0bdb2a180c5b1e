"""Recording a finished word game: :meth:`Store.record_game`, which every game shares.

Kept for callers written before that method took the seats that used a hint; a word game
is stored like any other game (its seats' results asked of the game itself).
"""

from __future__ import annotations

from collections.abc import Iterable

from yachtdice.core import GameRecord
from yachtdice.store.store import Store


def record_word_game(store: Store, record: GameRecord, *, started: str | None = None,
                     uid: str | None = None, assisted: Iterable[int] = ()) -> int:
    """``store.record_game(record, started=..., uid=..., assisted=...)``."""
    return store.record_game(record, uid=uid, started=started, assisted=assisted)
