"""The review of a word game through the real window: History ▸ Review, the end of a game's
Review button, and Statistics' points missed per game. The game and its best words are
worked out by hand in tests/core/test_word_review.py (a five-word list)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import GameRecord, Player, ScriptedDice
from yachtdice.core.modes.word import rules as word
from yachtdice.core.modes.word.rules import WORD_YAHTZEE
from yachtdice.store import HERE
from yachtdice.store.stats import Filters, review_missing
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.history import HistoryDialog
from yachtdice.ui.windows.review import ReviewDialog
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..core.test_word_review import CONSONANTS, LETTERS, MISSED, WORDS, reviewed_game
from .conftest import MakeWindow

#: Ann's turns as the review shows them: the first three, and turn 10 (All Consonants)
FIRST_ROWS = [
    ["1", "O A R C ◆ T N", "3-Letter Word: ca*t (5)", "3-Letter Word: cat (7)",
     "4-Letter Word: cart (9), 4 more", "2"],
    ["2", "Y X Q Z ◆ H K", "Chance: zero", "Chance: nothing scores",
     "All Consonants (25), 25 more", "0"],
    ["3", "O A R C ◆ T N", "4-Letter Word: cart (9)", "4-Letter Word: cart (9)",
     "4-Letter Word: cart (9)", "0"],
]
TENTH_ROW = ["10", "Y X Q Z ◆ H K", "All Consonants: zero", "All Consonants (25)",
             "All Consonants (25), 25 more", "25"]
SUMMARY = ("12 turns; 27 points missed in the boxes chosen. The most was in turn 10 "
           "(25 points in All Consonants).")


@pytest.fixture(autouse=True)
def five_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """Words are judged, and stored word games replayed and reviewed, against WORDS."""
    monkeypatch.setattr(word, "_dictionary_loader", lambda: WORDS)


def stored_game() -> GameRecord:
    return reviewed_game(WORD_YAHTZEE)  # filed as the stored game is: its rules, no list


def review_shown(qtbot: QtBot, window: MainWindow) -> ReviewDialog:
    qtbot.waitUntil(lambda: isinstance(window.dialog, ReviewDialog), timeout=30_000)
    dialog = window.dialog
    assert isinstance(dialog, ReviewDialog)
    return dialog


def assert_hand_worked(dialog: ReviewDialog) -> None:
    assert [dialog.player.itemText(i) for i in range(dialog.player.count())] == ["Ann"]
    rows = dialog.model.texts()
    assert len(rows) == 12 and dialog.model.rowCount() == 12
    assert rows[:3] == FIRST_ROWS and rows[9] == TENTH_ROW
    assert [r[-1] for r in rows] == [str(m) for m in MISSED]
    model = dialog.model
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(6)] == \
        ["Turn", "Letters", "You booked", "Best in that box", "Best in any box", "Missed"]
    assert model.data(model.index(0, 1)) == "O A R C ◆ T N"
    assert "wild face" in model.data(model.index(0, 5), Qt.ItemDataRole.ToolTipRole)
    assert dialog.summary.text() == SUMMARY
    assert list(dialog.chart.plotted()) == MISSED  # the bars: points missed per turn
    assert dialog.chart.plot.getAxis("left").labelText == "points missed"


def test_history_reviews_a_word_game(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    assert window.store is not None
    window.store.record_game(stored_game(), started="2026-03-02T12:00:00+00:00")
    window.history_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HistoryDialog))
    history = window.dialog
    assert isinstance(history, HistoryDialog)
    history.table.selectRow(0)
    assert history.review_button.isEnabled() and not history.note.isVisible()
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    dialog = review_shown(qtbot, window)
    assert dialog.windowTitle() == "Review — Word Yahtzee"
    assert_hand_worked(dialog)
    assert dialog.width() <= 1024 and dialog.height() <= 768


@pytest.mark.slow
def test_the_end_of_a_word_game_offers_its_review(qtbot: QtBot,
                                                  make_window: MakeWindow) -> None:
    record = reviewed_game(WORD_YAHTZEE, bob=False)  # Ann alone
    claims = [a.claim for a in record.actions if hasattr(a, "claim")]
    faces = [f for a in record.actions if hasattr(a, "dice") for f in a.dice]
    window = make_window(ScriptedDice(faces))
    window.controller.new_game(WORD_YAHTZEE, list(record.players))
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)
    undone = claims.pop(0)  # Ann's first claim, taken back
    for turn in range(12):
        qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)  # Ann rolls
        qtbot.waitUntil(lambda: not window.controller.rolling)
        if turn == 0:
            window.controller.claim(undone)
            window.undo_action.trigger()
        window.controller.claim(claims.pop(0))
    assert window.controller.state.finished
    assert [a for a in window.controller.record.actions] == list(record.actions)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(),
                    timeout=10_000)
    assert window.end_dialog.review.isEnabled()
    qtbot.mouseClick(window.end_dialog.review, Qt.MouseButton.LeftButton)
    assert_hand_worked(review_shown(qtbot, window))
    assert "pyqtgraph" in sys.modules


@pytest.mark.slow
def test_statistics_draws_points_missed_per_word_game(qtbot: QtBot, make_window: MakeWindow,
                                                      tmp_path: Path) -> None:
    window = make_window(open_store=True)
    store = window.store
    assert store is not None
    ids = [store.record_game(reviewed_game(WORD_YAHTZEE, bob), # two games: one alone
                             started=f"2026-03-0{day}T12:00:00+00:00",
                             ended=f"2026-03-0{day}T12:10:00+00:00", origin=HERE)
           for day, bob in ((1, True), (2, False))]
    reviewed: list[Filters] = []

    def reviewer(f: Filters, progress: Callable[[int, int], None]) -> object:
        reviewed.append(f)  # the window's own review run, here on the job's thread
        return review_missing(store.path, f, tmp_path, progress)

    stats = StatisticsWindow(store, [WORD_YAHTZEE], window._review_game_id, window,
                             reviewer=reviewer)
    qtbot.addWidget(stats)
    stats.show()
    qtbot.waitUntil(lambda: len(stats.quality_data()[0]) == 2, timeout=30_000)
    # Ann's 27 points missed in each game (Bob, a computer, is not counted), oldest first
    assert stats.quality_data() == (ids, [27.0, 27.0])
    quality = stats.plots["quality"]
    assert quality.getAxis("left").labelText == "points missed"
    assert stats.tabs.tabText(3) == "Points missed"
    assert stats._loss_tip(1.0, 27.0, None) == f"game {ids[0]}: 27 points missed"
    assert reviewed
    # a click on a game's point opens its review (the words missed)
    spots = stats.losses.points()
    stats.losses.sigClicked.emit(stats.losses, [spots[1]], None)
    dialog = review_shown(qtbot, window)
    assert np.array_equal(dialog.chart.plotted(), MISSED)


def test_a_yahtzee_bonus_is_shown_beside_the_points(qapp: object) -> None:
    from yachtdice.core import Roll, Score
    from yachtdice.core.modes.word.review import review_game
    from yachtdice.core.modes.word.rules import Lexicon, WordClaim
    from yachtdice.ui.windows.review import review_look

    rules = WORD_YAHTZEE.with_lexicon(Lexicon(["cartoon", "at"]))
    record = GameRecord.new(rules, [Player("Ann")])
    for claim in (WordClaim("yahtzee_word", ("cartOon",)), WordClaim("two_letter", ("at",)),
                  WordClaim("chance", ("cartOon",))):
        record = record.then(Roll(LETTERS)).then(Score(claim))
    look = review_look(rules)
    rows = [list(look.cells(rules, t)) for t in look.rows(review_game(record), 0)]
    # the letters are worth 12 (tests/core/test_word_review.py); a second Yahtzee Word
    # earns the bonus of 100 in any box, and 25 in All Consonants (rule sheet 000): 125 is
    # the best claim of all, 122 more than "at"
    assert rows[1][2:] == ["2-Letter Word: at (3)", "2-Letter Word: carto*on (12 + 100 bonus)",
                           "All Consonants: carto*on (25 + 100 bonus), 122 more", "109"]
    assert rows[2][2] == "Chance: cart*oon (12 + 100 bonus)"


def test_the_letters_of_the_hand_worked_game_are_the_dice_faces() -> None:
    for faces in (LETTERS, CONSONANTS):
        assert WORD_YAHTZEE.faces_problem(faces) is None
    assert [p.name for p in stored_game().players] == ["Ann", "Bob"]
    assert stored_game().players[1] == Player("Bob", computer=True, strategy="plain")


def chart_title(stats: StatisticsWindow) -> str:
    """The quality chart's title as shown ("" when hidden)."""
    label = stats.plots["quality"].plotItem.titleLabel
    return str(label.text) if label.isVisible() else ""


@pytest.mark.slow
def test_the_chart_draws_one_games_figure_at_a_time(qtbot: QtBot, make_window: MakeWindow,
                                                     tmp_path: Path) -> None:
    from yachtdice.core import Roll, Score
    from yachtdice.core.modes.pips.optimal.solver import ENGINE_VERSION
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.store.stats import save_reviews

    window = make_window(open_store=True)
    store = window.store
    assert store is not None
    yacht = GameRecord.new(preset("yacht"), [Player("Ann")])
    while not yacht.state.finished:
        yacht = yacht.then(Roll((1, 2, 3, 4, 6))).then(Score(yacht.state.card.open_ids[0]))
    pip_game = store.record_game(yacht, started="2026-03-01T12:00:00+00:00",
                                 ended="2026-03-01T12:10:00+00:00", origin=HERE)
    word_game = store.record_game(stored_game(), started="2026-03-02T12:00:00+00:00",
                                  ended="2026-03-02T12:10:00+00:00", origin=HERE)
    save_reviews(store, [(pip_game, 0, 3.5)], ENGINE_VERSION)
    review_missing(store.path, Filters(), tmp_path)  # the word game's: 27 missed
    stats = StatisticsWindow(store, [preset("yacht"), WORD_YAHTZEE], window._review_game_id,
                             window)
    qtbot.addWidget(stats)
    stats.show()
    # all rules: the newest reviewed game's kind only, and the chart says so
    assert stats.quality_data() == ([word_game], [27.0])
    assert "Letter dice games only" in chart_title(stats)
    stats.ruleset_box.setCurrentIndex(stats.ruleset_box.findData("yacht"))
    assert stats.quality_data() == ([pip_game], [3.5])
    assert stats.tabs.tabText(3) == "Decision quality"
    assert stats.plots["quality"].getAxis("left").labelText == "expected points given away"
    assert chart_title(stats) == ""
    stats.ruleset_box.setCurrentIndex(stats.ruleset_box.findData("word-yahtzee"))
    assert stats.quality_data() == ([word_game], [27.0])
    assert stats.tabs.tabText(3) == "Points missed"
