"""Finished word games in the history: high scores, history and statistics for letter dice.

A word game is stored like any other (its exact rules by content hash, its seats with
totals, its boxes with points), with ``games.mode = 'word'`` and the version-2 action
log; a seat's ``details`` keeps the Yahtzee bonuses earned. Upper is the 2- to 6-Letter
boxes, the all-same column holds the Yahtzee Word box, the extra bonus the Yahtzee
bonuses' points, so the shared high-score and statistics queries read them as they are.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Iterable, Mapping, Sequence

from ..core.game import Player
from ..core.modes.word import YAHTZEE_BOX, WordRuleset
from ..core.modes.wordgame import WordAction, WordGameState, action_to_json
from .database import StoreError
from .store import FINISHED, Store, now


def rules_hash(rules: WordRuleset) -> str:
    """The content hash that ties a game to the exact word rules it was played under."""
    text = json.dumps(rules.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def record_word_game(store: Store, state: WordGameState, actions: Sequence[WordAction],
                     players: Sequence[Player], *, started: str | None = None,
                     uid: str | None = None, assisted: Iterable[int] = (),
                     levels: Mapping[int, str] | None = None) -> int:
    """Store a finished word game, all in one transaction; its id.

    ``assisted`` are the seats of the people who used Undo or a hint: their scores are
    marked assisted in the high scores. ``levels`` gives computer seats' word levels (plain,
    strong), kept in the seat's details.
    """
    helped = frozenset(assisted)
    if not state.finished:
        raise StoreError("Only a finished game can be recorded; this one still has open boxes.")
    rules = state.rules
    digest = rules_hash(rules)
    stamp = now()
    log = json.dumps([action_to_json(a) for a in actions], ensure_ascii=False)
    places = {s.player: s.place for s in state.standings()}
    with store._write() as c:
        c.execute("INSERT OR IGNORE INTO rule_versions (hash, ruleset_id, name, json) "
                  "VALUES (?, ?, ?, ?)", (digest, rules.id, rules.name,
                                          json.dumps(rules.to_dict())))
        cur = c.execute("INSERT INTO games (uid, ruleset_id, rules_hash, started, status, "
                        "actions, mode) VALUES (?, ?, ?, ?, 'in_progress', ?, 'word')",
                        (uid or uuid.uuid4().hex, rules.id, digest, started or stamp, log))
        game_id = int(cur.lastrowid or 0)
        for i, (player, card) in enumerate(zip(players, state.cards, strict=True)):
            c.execute("INSERT INTO seats (game_id, seat, ruleset_id, name, computer, strategy, "
                      "total, upper, upper_bonus, lower, extra_bonus, all_same, place, details, "
                      "assisted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                      (game_id, i, rules.id, player.name, int(player.computer),
                       player.strategy, card.total(rules), card.upper_total(),
                       card.upper_bonus(rules), card.lower_total(), card.bonus_points(rules),
                       card.get(YAHTZEE_BOX), places[i],
                       json.dumps({"yahtzee_bonuses": card.bonuses,
                                   **({"level": levels[i]} if levels and i in levels else {})}),
                       int(i in helped and not player.computer)))
            c.executemany("INSERT INTO boxes (game_id, seat, category, points) "
                          "VALUES (?, ?, ?, ?)", [(game_id, i, b, p) for b, p in card.scores])
        c.execute("UPDATE games SET status = ?, ended = ? WHERE id = ?",
                  (FINISHED, stamp, game_id))
    return game_id
