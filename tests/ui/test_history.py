"""Game ▸ History's filters, driven as a player would: the people's games first, a
simulation's games of computers alone only when asked for, one player, one set of rules."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.ui.windows.history import HistoryDialog

from ..store.helpers import play
from ..store.stats_history import fill, local_zone  # noqa: F401 (fixture)
from .conftest import MakeWindow

pytestmark = pytest.mark.usefixtures("local_zone")


def opened(qtbot: QtBot, window: object) -> HistoryDialog:
    window.history_action.trigger()  # type: ignore[attr-defined]  # Game ▸ History…
    qtbot.waitUntil(lambda: isinstance(window.dialog, HistoryDialog))  # type: ignore
    dialog = window.dialog  # type: ignore[attr-defined]
    assert isinstance(dialog, HistoryDialog) and dialog.isVisible()
    return dialog


@pytest.mark.slow
def test_a_simulation_does_not_bury_the_players_own_games(qtbot: QtBot,
                                                          make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    store = window.store
    assert store is not None
    ids = fill(store)  # five Yacht games of Ann's (with Bob in two, Robo in one)
    simulated = [store.record_game(play("yahtzee", ["Hal"], seed=s, computer=[True]),
                                   ended=f"2026-04-{s:02d}T12:00:00+00:00")
                 for s in range(1, 13)]  # newer, twelve of a computer alone

    history = opened(qtbot, window)
    bar = history.filter_bar

    def listed() -> list[int]:
        return [g.id for g in history.model.rows]

    assert listed() == ids[::-1]  # the people's games, newest first
    assert history.summary.text() == \
        "Showing 5 games: all rules · every person · all time · people only"
    qtbot.mouseClick(bar.computers, Qt.MouseButton.LeftButton)  # Computers too
    assert listed() == simulated[::-1] + ids[::-1]
    assert history.summary.text().startswith("Showing 17 games:")
    bar.ruleset_box.setFocus()
    qtbot.keyClicks(bar.ruleset_box, "Yac")  # Yacht (after Yahtzee, played more)
    assert bar.ruleset_box.currentText() == "Yacht"
    assert listed() == ids[::-1]
    qtbot.keyClicks(bar.player_box, "Bob")
    assert listed() == [ids[4], ids[1]]
    assert history.summary.text() == \
        "Showing 2 games: Yacht · Bob · all time · computers included"
    history.close()

    again = opened(qtbot, window)  # the filters are remembered
    assert [g.id for g in again.model.rows] == [ids[4], ids[1]]
    assert again.filter_bar.player_box.currentText() == "Bob"


def test_a_filter_without_games_says_so(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    store = window.store
    assert store is not None
    store.record_game(play("yacht", ["Hal"], computer=[True]))
    history = opened(qtbot, window)
    assert history.model.rows == [] and history.empty.isVisible()
    assert history.empty.text() == \
        "No games match these filters. Try all rules, every person, all time or Computers too."
    assert not history.review_button.isEnabled()


def test_a_long_history_lists_the_newest_and_says_how_many_there_are(
        qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from yachtdice.ui.windows import history as module

    monkeypatch.setattr(module, "MOST_GAMES", 2)  # as if 1,000 were two
    window = make_window(open_store=True)
    assert window.store is not None
    ids = fill(window.store)
    history = opened(qtbot, window)
    assert [g.id for g in history.model.rows] == [ids[4], ids[3]]
    assert history.summary.text() == ("Showing the newest 2 of 5 games: all rules · every "
                                      "person · all time · people only")
