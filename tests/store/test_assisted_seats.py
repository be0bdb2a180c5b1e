"""Assistance (undo, hints) belongs to the person who used it, not to every seat of the game."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from yachtdice.core import GameRecord, Player, Roll, Score, Undo
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import Store
from yachtdice.store.schema import MIGRATIONS

ANN, BOB, HAL = Player("Ann"), Player("Bob"), Player("Hal", True, "beginner")


def finished_game(undo_by: int | None) -> GameRecord:
    """Yacht, every turn scored at once; the player at ``undo_by`` takes back a score once."""
    rules = preset("yacht")
    record = GameRecord.new(rules, [ANN, BOB, HAL])
    faces = {"ann": (6, 6, 6, 6, 6), "bob": (5, 5, 5, 5, 5), "hal": (1, 2, 3, 4, 6)}
    for turn, box in enumerate(rules.category_ids):
        for seat, dice in enumerate(faces.values()):
            record = record.then(Roll(dice))
            if seat == undo_by and turn == 0:
                record = record.then(Score("choice")).then(Undo())
            record = record.then(Score(box))
    return record


def test_a_persons_undo_marks_only_that_person(tmp_path: Path) -> None:
    record = finished_game(undo_by=1)
    assert record.undo_seats == {1}
    store = Store.open(tmp_path / "s.sqlite3")
    store.record_game(record)
    scores = {h.name: h.assisted for h in store.high_scores("yacht", include_computer=True)}
    assert scores == {"Ann": False, "Bob": True, "Hal": False}
    unassisted = [h.name for h in store.high_scores("yacht", include_computer=True,
                                                    unassisted_only=True)]
    assert sorted(unassisted) == ["Ann", "Hal"]
    store.close()


def test_a_hint_marks_the_seat_that_asked(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "s.sqlite3")
    record = finished_game(undo_by=None)
    game = store.start_game(GameRecord.new(record.ruleset, record.players))
    store.mark_hints_used(game, seat=0)
    store.save_progress(game, record)
    scores = {h.name: h.assisted for h in store.high_scores("yacht", include_computer=True)}
    assert scores == {"Ann": True, "Bob": False, "Hal": False}
    store.close()


def test_older_files_give_a_games_assistance_to_its_people_only(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(MIGRATIONS[0])
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    # the file at version 1 gets a game by hand, as the older version stored it
    conn = sqlite3.connect(path)
    yacht = preset("yacht")  # the real rules: a made-up hash would be filed as its own rules
    conn.execute("INSERT INTO rule_versions VALUES (?, 'yacht', 'Yacht', ?)",
                 (yacht.content_hash(), yacht.to_json()))
    conn.execute("INSERT INTO games (id, uid, ruleset_id, rules_hash, started, ended, status, "
                 "actions, used_undo, used_hints) VALUES (1, 'u', 'yacht', ?, '2026-01-01', "
                 "'2026-01-01', 'in_progress', '[]', 0, 1)", (yacht.content_hash(),))
    conn.executemany("INSERT INTO seats (game_id, seat, ruleset_id, name, computer, total, "
                     "upper_bonus) VALUES (1, ?, 'yacht', ?, ?, ?, 0)",
                     [(0, "Ann", 0, 200), (1, "Hal", 1, 150)])
    conn.execute("UPDATE games SET status = 'finished' WHERE id = 1")
    conn.commit()
    conn.close()
    store = Store.open(path)
    version = store._conn.execute("PRAGMA user_version").fetchone()[0]
    assert version == len(MIGRATIONS)
    scores = {h.name: h.assisted for h in store.high_scores("yacht", include_computer=True)}
    assert scores == {"Ann": True, "Hal": False}
    store.close()
