"""Statistics' review run over the history: a game that can no longer be read (its words
since left the dictionary, say) is passed over, and the other games are reviewed all the
same (before, one such game stopped every run at it, so no later game was ever reviewed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from yachtdice.core.modes.pips.optimal.solver import ENGINE_VERSION
from yachtdice.core.modes.word import rules as word
from yachtdice.core.modes.word.rules import WORD_YAHTZEE
from yachtdice.store import Store
from yachtdice.store.stats import Filters, review_missing, reviewed_series, unreviewed

from ..core.test_word_review import WORDS, reviewed_game


def test_a_game_that_cannot_be_read_is_passed_over(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(word, "_dictionary_loader", lambda: WORDS)
    with Store.open(tmp_path / "h.sqlite3") as store:
        older = store.record_game(reviewed_game(WORD_YAHTZEE), started="2026-03-01T12:00:00Z",
                                  ended="2026-03-01T12:10:00Z")
        newer = store.record_game(reviewed_game(WORD_YAHTZEE, bob=False),
                                  started="2026-03-02T12:00:00Z", ended="2026-03-02T12:10:00Z")
    # the older game's log is damaged (a box booked before any roll): it cannot be
    # replayed, and the review of the history goes on without it
    with Store.open(tmp_path / "h.sqlite3") as store, store._conn:
        store._conn.execute("UPDATE games SET actions = ? WHERE id = ?",
                            ('[{"score": {"box": "two_letter", "zero": true}}]', older))
    seen: list[tuple[int, int]] = []
    assert review_missing(tmp_path / "h.sqlite3", Filters(), tmp_path,
                          lambda done, total: seen.append((done, total))) == 1
    assert seen[-1] == (2, 2)
    with Store.open(tmp_path / "h.sqlite3") as store:
        games, _, missed = reviewed_series(store, Filters(), ENGINE_VERSION)
        assert (list(games), list(missed)) == ([newer], [27.0])
        assert unreviewed(store, Filters(), ENGINE_VERSION) == [(older, 0, "word-yahtzee")]
