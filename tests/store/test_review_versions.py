"""Word-game reviews record the dictionary they were made with (migration 9): a review kept
with another dictionary, or by a version that did not record one, is made again and, until
then, left out of Statistics' figures (the same letters may have missed other words).

The review figures are the hand-worked game of tests/core/test_word_review.py: Ann misses
2 + 25 = 27 points against its five-word list.
"""

from __future__ import annotations

import gzip
import sqlite3
import struct
import zlib
from pathlib import Path

import pytest

import yachtdice.core.modes.word as letter_games
from yachtdice.core.modes.pips.optimal.solver import ENGINE_VERSION
from yachtdice.core.modes.word import rules as word
from yachtdice.core.modes.word.rules import WORD_YAHTZEE
from yachtdice.store import Store
from yachtdice.store.modes.word.wordlist import version
from yachtdice.store.schema import MIGRATIONS
from yachtdice.store.stats import (
    Filters,
    review_missing,
    review_versions,
    reviewed_series,
    save_reviews,
    unreviewed,
)

from ..core.test_word_review import WORDS, reviewed_game
from .test_resilience import moved_files

ANN = Filters()  # people only: Ann's seat (Bob is a computer)


@pytest.fixture(autouse=True)
def five_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """Stored word games are replayed and reviewed against the five words; the games were
    installed with the shipped list's version (the root conftest), which reviews record."""
    monkeypatch.setattr(word, "_dictionary_loader", lambda: WORDS)


def stored(path: Path) -> int:
    with Store.open(path) as store:
        return store.record_game(reviewed_game(WORD_YAHTZEE, bob=False),
                                 started="2026-03-01T12:00:00Z", ended="2026-03-01T12:10:00Z")


def review_row(path: Path) -> tuple[float, str | None]:
    conn = sqlite3.connect(path)
    try:
        given, data = conn.execute("SELECT given_away, data_version FROM reviews").fetchone()
    finally:
        conn.close()
    return given, data


def test_the_version_is_the_shipped_files_own_checksums() -> None:
    """Worked out here from the whole files (decompressed), not from their trailers."""
    from importlib import resources

    parts = []
    for name in ("words.txt.gz", "offensive.txt.gz"):
        raw = resources.files("yachtdice").joinpath(f"resources/{name}").read_bytes()
        words = gzip.decompress(raw)
        parts.append(f"{zlib.crc32(words):08x}-{len(words)}")
        assert struct.unpack("<I", raw[-4:])[0] == len(words)
    assert version() == " ".join(parts)
    assert review_versions() == {"word": version()}  # pip dice's review has no dictionary


def test_a_review_records_the_dictionary_it_was_made_with(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    game = stored(path)
    assert review_missing(path, ANN, tmp_path) == 1
    assert review_row(path) == (27.0, version())
    with Store.open(path) as store:
        assert unreviewed(store, ANN, ENGINE_VERSION) == []
        games, _, missed = reviewed_series(store, ANN, ENGINE_VERSION)
        assert (list(games), list(missed)) == ([game], [27.0])


@pytest.mark.parametrize("old", [None, "0badc0de1-00000000"])
def test_a_review_made_with_another_dictionary_is_made_again(tmp_path: Path,
                                                             old: str | None) -> None:
    path = tmp_path / "h.sqlite3"
    game = stored(path)
    with Store.open(path) as store:  # as an older list (or a version recording none) left it
        save_reviews(store, [(game, 0, 40.0)], ENGINE_VERSION,
                     {} if old is None else {"word": old})
    assert review_row(path) == (40.0, old)
    with Store.open(path) as store:
        assert unreviewed(store, ANN, ENGINE_VERSION) == [(game, 0, "word-yahtzee")]
        games, _, _ = reviewed_series(store, ANN, ENGINE_VERSION)
        assert list(games) == []  # never mixed with the current dictionary's figures
    assert review_missing(path, ANN, tmp_path) == 1
    assert review_row(path) == (27.0, version())


def test_a_review_made_with_the_current_dictionary_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    game = stored(path)
    with Store.open(path) as store:
        save_reviews(store, [(game, 0, 40.0)], ENGINE_VERSION)
    assert review_row(path) == (40.0, version())
    assert review_missing(path, ANN, tmp_path) == 0
    assert review_row(path) == (40.0, version())


def test_a_dictionary_whose_version_nobody_told_reviews_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(letter_games, "word_list_version", None)
    path = tmp_path / "h.sqlite3"
    stored(path)
    assert review_versions() == {}
    assert review_missing(path, ANN, tmp_path) == 1
    assert review_row(path) == (27.0, None)
    assert review_missing(path, ANN, tmp_path) == 0


#: the migration that gave reviews the version of what they judged by
WORDVER = next(n for n, m in enumerate(MIGRATIONS, 1) if "data_version" in m)


def previous_schema(path: Path, game_reviewed: bool = True) -> int:
    """A history as the version before reviews kept a dictionary version wrote it (schema
    WORDVER - 1): a word game, and its review without a dictionary version."""
    game = stored(path)
    conn = sqlite3.connect(path)
    with conn:
        if game_reviewed:
            conn.execute("INSERT INTO reviews (game_id, seat, engine, given_away) "
                         "VALUES (?, 0, ?, 40.0)", (game, ENGINE_VERSION))
        conn.execute("ALTER TABLE reviews DROP COLUMN data_version")
        assert "ADD COLUMN dice" in MIGRATIONS[WORDVER]  # the one migration after it
        conn.execute("ALTER TABLE games DROP COLUMN host")
        conn.execute("ALTER TABLE games DROP COLUMN dice")
        conn.execute(f"PRAGMA user_version = {WORDVER - 1}")
    conn.close()
    return game


def test_a_history_of_the_previous_schema_migrates_and_its_reviews_are_made_again(
        tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    game = previous_schema(path)
    conn = sqlite3.connect(path)
    assert "data_version" not in [r[1] for r in conn.execute("PRAGMA table_info(reviews)")]
    conn.close()
    with Store.open(path) as store:
        assert store.notice is None
        assert store._conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        assert store._conn.execute(
            "SELECT given_away, data_version FROM reviews").fetchall() == [(40.0, None)]
        assert unreviewed(store, ANN, ENGINE_VERSION) == [(game, 0, "word-yahtzee")]
        record = store.game(game).record  # replays unchanged: 5 (caT) + 9 (cart)
        assert record.state.cards[0].total(record.ruleset) == 14
    assert review_missing(path, ANN, tmp_path) == 1
    assert review_row(path) == (27.0, version())


def test_a_history_of_a_newer_version_is_shown_and_left_whole(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    stored(path)  # written by a version one migration newer than this one
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    conn.close()
    with Store.open(path) as store:  # this version opening it: shown, never written
        assert store.notice is not None and "newer Yacht Dice" in store.notice
        assert len(store.history()) == 1 and store.cannot_write is not None
    assert moved_files(path) == []
    conn = sqlite3.connect(path)  # whole, for the newer version to open again
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS) + 1
    assert conn.execute("SELECT count(*) FROM games").fetchone()[0] == 1
    conn.close()
