"""What comes into the history from outside cannot break a view (issue 23, items 1-3):
dates the code can count with, scores that fit their columns, filters and settings read
back strictly, exports read one game at a time, and finished games that can be deleted."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from yachtdice.core import GameRecord, Player, Roll, Score
from yachtdice.core.modes.word.rules import WORD_YAHTZEE, LetterDie, WordClaim
from yachtdice.store import Store, StoreError
from yachtdice.store.stats import Filters, quick_periods, statistics

from .helpers import yacht_game
from .stats_history import far_zone  # noqa: F401 (a fixture)


def exported(tmp_path: Path, *records: GameRecord) -> dict[str, Any]:
    with Store.open(tmp_path / "source.sqlite3") as source:
        for record in records:
            source.record_game(record)
        data: dict[str, Any] = json.loads(json.dumps(source.export()))
    return data


# -- dates ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("field, value, said", [
    ("started", "0001-01-01T00:00:00+00:00", "must lie between 1970-01-02 and 9998-12-31"),
    ("ended", "0001-01-01T00:00:00+00:00", "must lie between"),
    ("ended", "9999-12-31T23:59:59+00:00", "must lie between"),
    ("ended", "20260101T120000+0000", "must be a date and time like"),  # compact ISO
    ("ended", "2026-W01-1", "must be a date and time like"),
])
def test_import_refuses_a_date_the_statistics_cannot_count_with(
        store: Store, tmp_path: Path, field: str, value: str, said: str) -> None:
    data = exported(tmp_path, yacht_game((6, 6, 6, 6, 6), ["Ann"]))
    data["games"][0][field] = value
    with pytest.raises(StoreError, match=f"games\\[0\\]\\.{field}: {said}"):
        store.import_history(data)
    assert store.history() == []


def test_an_imported_date_is_kept_as_utc(store: Store, tmp_path: Path) -> None:
    data = exported(tmp_path, yacht_game((6, 6, 6, 6, 6), ["Ann"]))
    data["games"][0]["ended"] = "2026-01-31T19:05:00.5+01:00"
    store.import_history(data)
    [game] = store.history()
    assert game.ended == "2026-01-31T18:05:00+00:00"


@pytest.fixture
def odd_dates(store: Store, far_zone: str) -> Store:  # noqa: F811
    """Games an earlier version let in: one ended in year 1, one on the last second of 9999."""
    first = store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]))
    last = store.record_game(yacht_game((1, 1, 1, 1, 2), ["Ann"]))
    store.record_game(yacht_game((3, 3, 3, 3, 3), ["Ann"]))
    with store._conn:
        for game, stamp in ((first, "0001-01-01T00:00:00+00:00"),
                            (last, "9999-12-31T23:59:59+00:00")):
            store._conn.execute("UPDATE games SET ended = ? WHERE id = ?", (stamp, game))
            store._conn.execute("UPDATE seats SET ended = ? WHERE game_id = ?", (stamp, game))
    return store


def test_statistics_count_games_of_any_date_and_any_filter(odd_dates: Store) -> None:
    every = statistics(odd_dates, Filters())
    assert every.games == 3 and len(every.to_json()["series"]) == 3  # type: ignore[arg-type]
    assert quick_periods(odd_dates) is not None
    assert statistics(odd_dates, Filters(since=date(1, 1, 1), until=date(9999, 12, 31))
                      ).games == 3
    assert statistics(odd_dates, Filters(until=date.max)).games == 3
    assert statistics(odd_dates, Filters(since=date.min, until=date(2000, 1, 1))).games == 1


@pytest.mark.parametrize("saved", [
    {"since": "0001-01-01", "until": None},
    {"since": None, "until": "9999-12-31"},
    {"since": "2026-02-01", "until": "2026-01-01"},
    {"since": "20260101", "until": None},
    {"include_computers": "yes"},
    {"player": "x" * 5000},
    {"ruleset": 7},
    {"surprise": True},
    [],
])
def test_a_bad_saved_filter_is_dropped_not_obeyed(saved: Any) -> None:
    good = Filters(ruleset_id="yacht", player="Ann", since=date(2026, 1, 1),
                   until=date(2026, 1, 31), include_computers=True, unassisted=True)
    assert Filters.from_json(good.to_json()) == good
    data = {**good.to_json(), **saved} if isinstance(saved, dict) else saved
    assert Filters.from_json(data) == Filters()


def test_a_damaged_setting_reads_as_its_default(store: Store) -> None:
    with store._conn:
        store._conn.execute("INSERT INTO settings (key, value) VALUES ('deep', ?)",
                            ("[" * 100_000,))
    assert store.setting("deep", "default") == "default"


# -- scores that fit -----------------------------------------------------------------------------

def test_a_score_beyond_the_statistics_columns_is_refused(store: Store) -> None:
    # letters worth a billion (a file can no longer say so; a program could)
    rich = WORD_YAHTZEE.__class__(
        "rich", "Rich letters", tuple(LetterDie(d.faces, tuple(1_000_000_000 for _ in d.values))
                                      for d in WORD_YAHTZEE.dice))
    record = GameRecord.new(rich, [Player("Ann")])
    for box in ("two_letter", "three_letter", "four_letter", "five_letter", "six_letter",
                "one_word", "two_words", "three_words", "all_consonants", "all_vowels",
                "chance", "yahtzee_word"):
        record = record.then(Roll(tuple(d.faces[0] for d in rich.dice)))
        record = record.then(Score(WordClaim(box, zero=True) if box != "chance" else
                                   WordClaim(box, ("a",))))
    with pytest.raises(StoreError, match="larger than a history keeps"):
        store.record_game(record)
    assert store.history() == []


# -- exports read a game at a time ---------------------------------------------------------------

def chunked(data: object, size: int = 1000) -> Iterator[str]:
    text = json.dumps(data)
    return (text[i:i + size] for i in range(0, len(text), size))


def test_an_export_read_in_pieces_imports_as_the_whole(tmp_path: Path) -> None:
    data = exported(tmp_path, *(yacht_game((i, i, i, i, i), ["Ann", "Bo"]) for i in range(1, 6)))
    with Store.open(tmp_path / "a.sqlite3") as a, Store.open(tmp_path / "b.sqlite3") as b:
        assert a.import_history(copy.deepcopy(data)) == b.import_text(chunked(data, 97))
        assert [(g.ended, [s.total for s in g.seats]) for g in a.history()] == \
            [(g.ended, [s.total for s in g.seats]) for g in b.history()]


def test_too_many_games_are_refused_as_soon_as_there_are(
        store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import yachtdice.store.store as store_module

    monkeypatch.setattr(store_module, "MAX_IMPORT_GAMES", 3)
    one = exported(tmp_path, yacht_game((6, 6, 6, 6, 6), ["Ann"]))
    game = one["games"][0]
    given: list[int] = []

    def games() -> Iterator[str]:
        yield '{"format": "yachtdice-history", "version": 1, "games": ['
        for i in range(100_000):  # far more than the limit: read only up to it
            given.append(i)
            yield ("" if i == 0 else ", ") + json.dumps({**game, "uid": f"game-{i}"})
        yield "]}"

    with pytest.raises(StoreError, match="more than 3 items in games"):
        store.import_text(games())
    assert len(given) <= 5
    assert store.history() == []


def test_a_file_that_is_no_export_is_refused_before_anything_is_read_further() -> None:
    from yachtdice.store.store import export_pieces

    given: list[str] = []

    def chunks() -> Iterator[str]:
        for text in ('{"format": "something-else", ', '"games": [] }'):
            given.append(text)
            yield text

    with pytest.raises(StoreError, match="not a Yacht Dice history export"):
        export_pieces(chunks())
    assert given == ['{"format": "something-else", ']


@pytest.mark.parametrize("uid", ["game\x1b[2J", "a\u2028b", ""])
def test_an_imported_uid_is_plain_text(store: Store, tmp_path: Path, uid: str) -> None:
    data = exported(tmp_path, yacht_game((6, 6, 6, 6, 6), ["Ann"]))
    data["games"][0]["uid"] = uid
    with pytest.raises(StoreError, match=r"games\[0\]\.uid"):
        store.import_history(data)


def test_an_imported_lone_surrogate_is_one_sentence(store: Store, tmp_path: Path) -> None:
    data = exported(tmp_path, yacht_game((6, 6, 6, 6, 6), ["Ann"]))
    data["games"][0]["uid"] = "uid\ud800"
    with pytest.raises(StoreError, match=r"games\[0\]\.uid: a text holds a lone surrogate"):
        store.import_text(chunked(data))
    with pytest.raises(ValueError, match="lone surrogate"):
        store.import_history(data)


# -- deleting a finished game --------------------------------------------------------------------

def test_deleting_a_finished_game_takes_its_scores_out_of_every_view(store: Store) -> None:
    kept = store.record_game(yacht_game((2, 2, 2, 2, 3), ["Ann"]))
    gone = store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"], yacht=True))
    assert [h.score for h in store.high_scores("yacht")] == [80, 11]
    store.delete_game(gone)
    assert [h.game_id for h in store.high_scores("yacht")] == [kept]
    assert [g.id for g in store.history()] == [kept]
    summary = store.player_summary("Ann", "yacht")
    assert (summary.games, summary.best, summary.average) == (1, 11, 11)
    assert statistics(store, Filters()).games == 1
    with pytest.raises(KeyError):
        store.game(gone)


def test_only_a_finished_game_is_deleted_from_the_history(store: Store) -> None:
    record = GameRecord.new(yacht_game((1, 1, 1, 1, 1)).ruleset, [Player("Ann")])
    unfinished = store.start_game(record)
    with pytest.raises(StoreError, match="not finished"):
        store.delete_game(unfinished)
    with pytest.raises(StoreError, match="There is no game 999"):
        store.delete_game(999)


def test_an_autosave_does_not_replay_the_log(store: Store,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from yachtdice.core import Hold, Undo
    from yachtdice.core.game import GameState

    record = GameRecord.new(yacht_game((1, 1, 1, 1, 1)).ruleset, [Player("Ann"), Player("Bo")])
    game = store.start_game(record)
    replays = []
    real = GameState.replayed
    monkeypatch.setattr(GameState, "replayed", lambda self, a: replays.append(a) or real(self, a))
    for action in (Roll((1, 2, 3, 4, 5)), Hold((0,)), Undo(), Score("choice"), Undo(),
                   Score("choice"), Roll((6, 6, 6, 6, 6)), Score("yacht")):
        record = record.then(action)
        store.save_progress(game, record)
    assert replays == []  # each save knows who used Undo without going through the log
    assert record.undo_seats == frozenset({0})
    assert store.history(finished_only=False)[0].seats[0].name == "Ann"
    assert GameRecord.from_dict(record.to_dict()).undo_seats == frozenset({0})
