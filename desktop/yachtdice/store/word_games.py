"""Finished word games in the history: high scores, history and statistics for letter dice.

A word game is stored like any other game (:meth:`Store.record_game`, or saved after every
action from the window): its exact rules by content hash, ``games.mode = 'word'``, the
version-2 action log, its seats with totals and boxes; a seat's ``details`` keeps the
Yahtzee bonuses earned. Upper is the 2- to 6-Letter boxes, the all-same column holds the
Yahtzee Word box, the extra bonus the Yahtzee bonuses' points, so the shared high-score and
statistics queries read them as they are.
"""

from __future__ import annotations

from collections.abc import Iterable

from yachtdice.core import GameRecord
from yachtdice.store.store import Store


def record_word_game(store: Store, record: GameRecord, *, started: str | None = None,
                     uid: str | None = None, assisted: Iterable[int] = ()) -> int:
    """Store a finished word game, all in one transaction; its id.

    ``assisted`` are the seats of the people who used a hint (Undo is read from the log):
    their scores are marked assisted in the high scores.
    """
    game_id = store.record_game(record, uid=uid, started=started)
    for seat in sorted(set(assisted)):
        store.mark_hints_used(game_id, seat)
    return game_id
