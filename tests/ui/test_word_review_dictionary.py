"""Statistics opened from its menu makes again the word-game reviews kept with another
dictionary (or by a version that recorded none), in the background, and draws the new
figures only: Ann's 27 points missed of the hand-worked game (tests/core/test_word_review.py),
not the 40 an older list gave. Before, the old figure stayed and was mixed with new ones."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.optimal.solver import ENGINE_VERSION
from yachtdice.core.modes.word import rules as word
from yachtdice.core.modes.word.rules import WORD_YAHTZEE
from yachtdice.store import HERE
from yachtdice.store.modes.word.wordlist import version
from yachtdice.ui.jobs import runner
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..core.test_word_review import WORDS, reviewed_game
from .conftest import MakeWindow


@pytest.fixture(autouse=True)
def five_words_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games judged against the five words; the window's review job (a worker process,
    which would load the shipped list) runs its work on the job's own thread instead."""
    monkeypatch.setattr(word, "_dictionary_loader", lambda: WORDS)

    def here(work: Callable[..., Any], *args: Any,
             report: Callable[[Any], None] | None = None) -> Any:
        return work(report or (lambda _: None), *args)

    monkeypatch.setattr(runner, "in_process", here)


@pytest.mark.parametrize("old", [None, "0badc0de1-00000000"])
def test_statistics_makes_again_a_review_kept_with_another_dictionary(
        qtbot: QtBot, make_window: MakeWindow, old: str | None) -> None:
    window = make_window(open_store=True)
    store = window.store
    assert store is not None
    game = store.record_game(reviewed_game(WORD_YAHTZEE, bob=False),
                             started="2026-03-01T12:00:00+00:00",
                             ended="2026-03-01T12:10:00+00:00", origin=HERE)
    conn = sqlite3.connect(store.path)  # the review an older word list left
    with conn:
        conn.execute("INSERT INTO reviews (game_id, seat, engine, given_away) "
                     "VALUES (?, 0, ?, 40.0)", (game, ENGINE_VERSION))
        if old is not None:
            conn.execute("UPDATE reviews SET data_version = ?", (old,))
    conn.close()
    window.stats_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, StatisticsWindow), timeout=30_000)
    stats = window.dialog
    assert isinstance(stats, StatisticsWindow)
    stats.ruleset_box.setCurrentIndex(stats.ruleset_box.findData("word-yahtzee"))
    qtbot.waitUntil(lambda: stats.quality_data() == ([game], [27.0]), timeout=30_000)
    assert store._conn.execute("SELECT given_away, data_version FROM reviews").fetchall() == [
        (27.0, version())]
    qtbot.waitUntil(lambda: not stats.review_bar.isVisible(), timeout=30_000)
    assert stats.quality_data() == ([game], [27.0])
