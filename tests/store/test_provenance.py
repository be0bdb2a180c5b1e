"""Scores with provenance: every game says whether it was played here, recorded or imported,
and the high scores of games played here are a table of their own.

The fabricated game of the red team: Yahtzee with thirteen all-same rolls, legal dice, the
highest score the rules allow (by hand: Yahtzee 50; Ones to Sixes 5+10+15+20+25+30 = 105
and the upper bonus 35; with sixes three and four of a kind 30 each, the jokers full house
25, small straight 30, large straight 40, chance 30; twelve Yahtzee bonuses of 100:
50 + 140 + 185 + 1200 = 1,575).
"""

from __future__ import annotations

import gzip
import sqlite3
from pathlib import Path

import pytest

from yachtdice.core import GameRecord, Player, Roll, Score
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import HERE, IMPORTED, RECORDED, Store, StoreError
from yachtdice.store.schema import MIGRATIONS

from .helpers import play

DATA = Path(__file__).parent / "data"
PLAN = [(6, "yahtzee"), (1, "ones"), (2, "twos"), (3, "threes"), (4, "fours"), (5, "fives"),
        (6, "sixes"), (6, "three_of_a_kind"), (6, "four_of_a_kind"), (6, "full_house"),
        (6, "small_straight"), (6, "large_straight"), (6, "chance")]


def fabricated(name: str = "Mallory") -> GameRecord:
    record = GameRecord.new(preset("yahtzee"), [Player(name)])
    for face, box in PLAN:
        record = record.then(Roll((face,) * 5)).then(Score(box))
    assert record.state.finished
    return record


def played_here(store: Store, record: GameRecord) -> int:
    """A game as the window plays it: started, then saved after every action."""
    game_id = store.start_game(GameRecord.new(record.ruleset, list(record.players)))
    for n in range(1, len(record.actions) + 1):
        store.save_progress(game_id, GameRecord(record.ruleset, record.players,
                                                record.actions[:n]))
    store.release_game(game_id)
    return game_id


def test_the_fabricated_game_scores_what_the_rules_allow() -> None:
    assert fabricated().state.cards[0].grand_total == 1575


def test_each_game_says_where_it_comes_from(store: Store) -> None:
    here = played_here(store, play("yahtzee", ["Ann"], seed=3))
    recorded = store.record_game(fabricated())
    export = {"format": "yachtdice-history", "version": 1, "rulesets": [], "games": [
        {"uid": "from-elsewhere", "started": "2026-01-01T10:00:00+00:00",
         "ended": "2026-01-01T10:20:00+00:00", "status": "finished",
         "record": fabricated("Eve").to_dict()}]}
    store.import_history(export)
    imported = store.history(player="Eve")[0].id
    assert [store.game(i).origin for i in (here, recorded, imported)] == [HERE, RECORDED,
                                                                          IMPORTED]
    assert {g.id: g.origin for g in store.history()} == {here: HERE, recorded: RECORDED,
                                                         imported: IMPORTED}


def test_the_table_of_games_played_here_leaves_out_recorded_and_imported_ones(
        store: Store) -> None:
    honest = played_here(store, play("yahtzee", ["Ann"], seed=3))
    forged = store.record_game(fabricated())
    store.import_history({"format": "yachtdice-history", "version": 1, "games": [
        {"uid": "from-elsewhere", "started": "2026-01-01T10:00:00+00:00",
         "ended": "2026-01-01T10:20:00+00:00", "status": "finished",
         "record": fabricated("Eve").to_dict()}]})
    mine = store.high_scores("yahtzee", played_here_only=True)
    assert [(h.game_id, h.origin) for h in mine] == [(honest, HERE)]
    everyone = store.high_scores("yahtzee")
    assert [(h.name, h.score, h.origin) for h in everyone][:2] == [
        ("Eve", 1575, IMPORTED), ("Mallory", 1575, RECORDED)]  # a tie: the earlier first
    assert everyone[1].game_id == forged and not everyone[1].played_here


def test_an_export_cannot_claim_its_games_were_played_here(store: Store) -> None:
    entry = {"uid": "claims-here", "started": "2026-01-01T10:00:00+00:00",
             "ended": "2026-01-01T10:20:00+00:00", "status": "finished", "origin": "here",
             "record": fabricated().to_dict()}
    try:
        store.import_history({"format": "yachtdice-history", "version": 1, "games": [entry]})
    except StoreError:
        return  # refused outright is as good
    assert store.high_scores("yahtzee", played_here_only=True) == []
    assert store.high_scores("yahtzee")[0].origin == IMPORTED


def test_recording_names_no_origin_but_the_three(store: Store) -> None:
    with pytest.raises(ValueError, match="origin must be one of here, recorded, imported"):
        store.record_games([fabricated()], origin="mine")
    assert store.history() == []


def test_the_origin_column_allows_only_the_three(store: Store) -> None:
    game_id = store.record_game(fabricated())
    with pytest.raises(sqlite3.IntegrityError):
        store._conn.execute("UPDATE games SET origin = 'played' WHERE id = ?", (game_id,))


def test_a_history_from_before_knows_which_games_the_window_played(tmp_path: Path) -> None:
    """The real version-5 file (see test_mode_migration): game 1 was played in the window
    (its turns are noted), game 2 recorded (content-named), game 3 is still in progress."""
    path = tmp_path / "history.sqlite3"
    path.write_bytes(gzip.decompress((DATA / "history-v5-pips.sqlite3.gz").read_bytes()))
    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO games (uid, ruleset_id, rules_hash, started, ended, status, "
                 "actions) SELECT 'f00dfeed', ruleset_id, rules_hash, started, ended, "
                 "'finished', actions FROM games WHERE id = 1")  # as an import stored it
    conn.commit()
    conn.close()
    with Store.open(path) as store:
        origins = dict(store._conn.execute("SELECT id, origin FROM games").fetchall())
        assert origins == {1: HERE, 2: RECORDED, 3: HERE, 4: IMPORTED}
        assert store._conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        assert [h.score for h in store.high_scores("yahtzee", played_here_only=True)] == [
            142, 86]  # the two people of game 1
        assert store.high_scores("yatzy", include_computer=True, played_here_only=True) == []


def test_a_writer_that_forgets_the_origin_stores_the_least_trusted_one(store: Store) -> None:
    columns = {row[1]: row for row in store._conn.execute("PRAGMA table_info(games)")}
    assert columns["origin"][3] == 1 and columns["origin"][4] == "'recorded'"


def test_an_imported_unfinished_game_finished_here_stays_imported(store: Store) -> None:
    """Twelve turns of thirteen Yahtzees made up elsewhere, the last one rolled here: the
    game was not played here, so it does not join the table of games played here."""
    whole = fabricated()
    almost = GameRecord(whole.ruleset, whole.players, whole.actions[:-2])
    store.import_history({"format": "yachtdice-history", "version": 1, "games": [
        {"uid": "half-made", "started": "2026-01-01T10:00:00+00:00", "ended": None,
         "status": "in_progress", "record": almost.to_dict()}]})
    [game] = store.unfinished()
    store.resume_game(game.id)
    store.save_progress(game.id, GameRecord(whole.ruleset, whole.players, whole.actions[:-1]))
    store.save_progress(game.id, whole)
    assert store.game(game.id).origin == IMPORTED and store.game(game.id).status == "finished"
    assert store.high_scores("yahtzee", played_here_only=True) == []
