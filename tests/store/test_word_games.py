"""Word games in the history, and the migration that names every game's mode."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest

from yachtdice.core import GameRecord, Player, Roll, Score
from yachtdice.core.modes.pips.optimal.solver import ENGINE_VERSION
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.word import rules as word
from yachtdice.core.modes.word.rules import WORD_YAHTZEE, Lexicon, WordClaim
from yachtdice.store import Store, StoreError
from yachtdice.store.schema import MIGRATIONS
from yachtdice.store.stats import Filters, unreviewed

from .test_meaningful_scores import _store_as_version_1_did

LEX = Lexicon(["up", "super", "purest", "pasture"])
ROLL = ("p", "s", "r", "e", "*", "t", "u")    # 4 2 2 1 0 2 3


@pytest.fixture(autouse=True)
def small_dictionary(monkeypatch: pytest.MonkeyPatch) -> None:
    """Stored word games are judged against the dictionary in use: here this test's."""
    monkeypatch.setattr(word, "_dictionary_loader", lambda: LEX)


def word_game() -> GameRecord:
    players = [Player("Ann"), Player("Bot", True, "plain")]
    rec = GameRecord.new(WORD_YAHTZEE, players)
    claims = {0: {"five_letter": ("super",), "yahtzee_word": ("pAsture",),
                  "six_letter": ("purest",)}, 1: {}}
    for _turn in range(12):
        for seat in (0, 1):
            state = rec.state
            box_id = state.card.open_ids[-1] if seat == 0 else state.card.open_ids[0]
            words = claims[seat].get(box_id)
            rec = rec.then(Roll(ROLL)).then(
                Score(WordClaim(box_id, words) if words else WordClaim(box_id, zero=True)))
    return rec


def yacht_in_progress() -> GameRecord:
    rec = GameRecord.new(preset("yacht"), [Player("Cy")])
    return rec.then(Roll((6, 6, 6, 6, 6))).then(Score("yacht")).then(Roll((1, 2, 3, 4, 5)))


def test_a_finished_word_game_reaches_high_scores_and_statistics(tmp_path: Path) -> None:
    rec = word_game()
    # Ann: 5-Letter 12, 6-Letter 14, Yahtzee Word 50, zeros elsewhere = 76
    assert rec.state.cards[0].total(WORD_YAHTZEE) == 76
    with Store.open(tmp_path / "h.sqlite3") as store:
        game_id = store.record_game(rec, assisted=[0])
        scores = store.high_scores("word-yahtzee", include_computer=True)
        assert [(h.name, h.score, h.assisted) for h in scores] == [("Ann", 76, True),
                                                                   ("Bot", 0, False)]
        summary = store.player_summary("Ann", "word-yahtzee")
        assert summary.games == 1 and summary.best == 76
        assert store.in_progress() is None
        back = store.game(game_id).record
        assert back.state == rec.state and back.actions == rec.actions
        assert back.players[1].strategy == "plain"
        mode, = store._conn.execute("SELECT mode FROM games WHERE id = ?", (game_id,)).fetchone()
        details, = store._conn.execute("SELECT details FROM seats WHERE game_id = ? AND seat = 0",
                                       (game_id,)).fetchone()
        assert mode == "word" and json.loads(details) == {"yahtzee_bonuses": 0}
        # Statistics reviews word games too (the words missed), each seat once
        assert unreviewed(store, Filters(include_computers=True), ENGINE_VERSION) == [
            (game_id, 0, "word-yahtzee"), (game_id, 1, "word-yahtzee")]


def test_a_version_1_file_migrates_with_every_game_pip_dice_and_replays_unchanged(
        tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    finished = GameRecord.new(preset("yacht"), [Player("Ann")])
    rng = random.Random(3)
    for box_id in [c.id for c in preset("yacht").categories]:
        finished = finished.then(Roll(tuple(rng.randint(1, 6) for _ in range(5))))
        finished = finished.then(Score(box_id))
    _store_as_version_1_did(path, [finished])
    conn = sqlite3.connect(path)     # its log, and a game in progress, as version 1 kept them
    conn.execute("UPDATE games SET actions = ? WHERE id = 1",
                 (json.dumps(finished.to_dict()["actions"]),))
    rules = preset("yacht")
    conn.execute("INSERT INTO games (id, uid, ruleset_id, rules_hash, started, status, actions)"
                 " VALUES (2, 'u2', 'yacht', ?, '2026-01-03', 'in_progress', ?)",
                 (rules.content_hash(), json.dumps(yacht_in_progress().to_dict()["actions"])))
    conn.execute("INSERT INTO seats (game_id, seat, ruleset_id, name, computer) "
                 "VALUES (2, 0, 'yacht', 'Cy', 0)")
    conn.commit()
    conn.close()
    with Store.open(path) as store:
        version = store._conn.execute("PRAGMA user_version").fetchone()[0]
        assert version == len(MIGRATIONS)
        modes = store._conn.execute("SELECT DISTINCT mode FROM games").fetchall()
        assert [m[0] for m in modes] == ["pips"]
        resumed = store.in_progress()
        assert resumed is not None and resumed.record.state == yacht_in_progress().state
        assert store.game(1).record.state == finished.state
        assert [h.score for h in store.high_scores("yacht")] == [
            finished.state.cards[0].grand_total]


def test_word_games_are_saved_as_they_go_listed_unfinished_and_in_the_history(
        tmp_path: Path) -> None:
    whole = word_game()
    with Store.open(tmp_path / "h.sqlite3") as store:
        part = GameRecord(whole.ruleset, whole.players, whole.actions[:5])
        game_id = store.start_game(GameRecord(whole.ruleset, whole.players, whole.actions[:1]))
        store.save_progress(game_id, part)
        listed, = store.unfinished()
        # five actions: Ann's and Bot's first turns, then Ann's second roll: turn 2 of 12
        assert (listed.ruleset_name, listed.turn, listed.turns, listed.actions) == (
            "Word Yahtzee", 2, 12, 5)
        resumed = store.in_progress()
        assert resumed is not None and resumed.record.state == part.state
        store.save_progress(game_id, whole)           # the rest, as the window saves it
        assert store.unfinished() == []
        game, = store.history()
        assert (game.ruleset_id, game.ruleset_name, game.status) == (
            "word-yahtzee", "Word Yahtzee", "finished")
        assert [(s.name, s.total) for s in game.seats] == [("Ann", 76), ("Bot", 0)]


def test_word_games_are_exported_and_imported_with_their_mode(tmp_path: Path) -> None:
    rec = word_game()
    with Store.open(tmp_path / "a.sqlite3") as store:
        store.record_game(rec, uid="word-1")
        data = store.export()
    entry, = data["games"]
    assert entry["record"]["mode"] == "word" and entry["totals"] == [76, 0]
    with Store.open(tmp_path / "b.sqlite3") as other:
        result = other.import_history(json.loads(json.dumps(data)))
        assert result.games_added == 1
        assert [(h.name, h.score) for h in other.high_scores("word-yahtzee")] == [("Ann", 76)]
        tampered = json.loads(json.dumps(data))
        tampered["games"][0]["uid"] = "word-2"
        tampered["games"][0]["totals"] = [77, 0]
        with pytest.raises(StoreError, match="replaying"):
            other.import_history(tampered)


def test_a_game_stays_readable_when_its_words_leave_the_dictionary(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The word list changes between versions (this week's rebuild dropped 30,000 words,
    # slang among them) and Family words may refuse more: a game booked with the words of
    # its day keeps replaying, scores and all, from the history and the unfinished games
    finished, unfinished = word_game(), word_game()
    unfinished = GameRecord(unfinished.ruleset, unfinished.players, unfinished.actions[:8])
    with Store.open(tmp_path / "h.sqlite3") as store:
        game_id = store.record_game(finished)
        store.save_progress(store.start_game(unfinished), unfinished)
    # a later list without "super" and "purest" (5-Letter 12 and 6-Letter 14 were booked)
    monkeypatch.setattr(word, "_dictionary_loader", lambda: Lexicon(["up", "pasture"]))
    with Store.open(tmp_path / "h.sqlite3") as store:
        back = store.game(game_id).record
        assert back.state == finished.state
        assert back.state.cards[0].total(WORD_YAHTZEE) == 76     # 12 + 14 + 50, as booked
        resumed = store.in_progress()
        assert resumed is not None and resumed.record.state == unfinished.state
        # the game goes on with the words it booked; a word it never booked is judged by
        # the dictionary of the day
        state = resumed.record.then(Roll(ROLL)).state
        assert state.problem(Score(WordClaim("five_letter", ("super",)))) is not None  # filled
        assert "not in the dictionary" in (
            state.problem(Score(WordClaim("three_letter", ("set",)))) or "")
