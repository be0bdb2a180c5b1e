"""Statistics with "Every person": the headline's "Games", the score chart's axis and the
record against opponents agree (two people at one table are one game: two points over game
1, and neither is the other's opponent for "every person"); and a filter that hides every
game is named in the empty state (the play-tester's findings 5 and 6, 30 Nov)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import HERE, ONLINE, Store
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..store.stats_history import local_zone, yacht  # noqa: F401

pytestmark = pytest.mark.usefixtures("local_zone")


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "every.sqlite3")
    yield s  # type: ignore[misc]
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, StatisticsWindow):
            widget.close()
    s.close()


def opened(qtbot: QtBot, store: Store, reviews: list[int]) -> StatisticsWindow:
    w = StatisticsWindow(store, [preset("yacht")], reviews.append, None,
                         reference=lambda rules: None)
    qtbot.addWidget(w)
    w.show()
    return w


def tick(qtbot: QtBot, box: QCheckBox) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def choose(box: object, text: str) -> None:
    box.setCurrentIndex(box.findText(text))  # type: ignore[attr-defined]


def test_one_game_of_two_people_is_one_game_everywhere(qtbot: QtBot, store: Store) -> None:
    # the yacht helper's card: Choice is the dice's sum, every other box 0 -> Ann 10, Ben 30
    game = store.record_game(yacht([(2, 2, 2, 2, 2), (6, 6, 6, 6, 6)], ["Ann", "Ben"]),
                             ended="2026-04-01T12:00:00+00:00", origin=HERE)
    reviews: list[int] = []
    w = opened(qtbot, store, reviews)
    assert w.player_box.currentText() == "Every person"
    assert w.figures["games"].text() == "1"
    x, y = w.points.getData()
    assert list(x) == [1.0, 1.0] and sorted(y) == [10.0, 30.0]  # both scores over game 1
    ticks = w.plots["time"].getAxis("bottom")._tickLevels[0]
    assert [label for _, label in ticks] == ["1"]  # no game 2 on the axis
    assert set(w.best_line.getData()[0]) == {1.0}  # the best so far: at game 1 only
    # a person is never their own opponent, and people's games against each other are
    # no one's record when every person counts: the line says to choose a player
    assert "against Ann" not in w.versus.text() and "against Ben" not in w.versus.text()
    assert w.versus.text() == ("Choose a player to see their wins and losses against each "
                               "opponent.")
    # each point is its own score: Ben's says 30 and opens the game
    spots = w.points.points()
    ben = next(s for s in spots if s.pos().y() == 30)
    assert "30 points" in w.charts._point_tip(ben.pos().x(), ben.pos().y(), ben.data())
    w.points.sigClicked.emit(w.points, [ben], None)
    assert reviews == [game]
    choose(w.player_box, "Ann")
    assert w.versus.text() == "against Ben: 0 won, 1 lost, 0 tied"
    choose(w.player_box, "Ben")
    assert w.versus.text() == "against Ann: 1 won, 0 lost, 0 tied"


def test_every_person_has_the_peoples_record_against_the_computers(qtbot: QtBot,
                                                                    store: Store) -> None:
    # Ann 30, Ben 10, the computer 20: Ann beat it, Ben lost to it
    store.record_game(yacht([(6, 6, 6, 6, 6), (2, 2, 2, 2, 2), (4, 4, 4, 4, 4)],
                            ["Ann", "Ben", "Robo"], [False, False, True]),
                      ended="2026-04-01T12:00:00+00:00", origin=HERE)
    w = opened(qtbot, store, [])
    assert w.figures["games"].text() == "1"
    assert w.versus.text() == "against Intermediate computer: 1 won, 1 lost, 0 tied"
    tick(qtbot, w.computers)  # the computer's score counts too: everyone is on one side
    assert w.computers.isChecked()
    assert w.figures["games"].text() == "1"
    assert list(w.points.getData()[0]) == [1.0, 1.0, 1.0]
    assert w.versus.text().startswith("Choose a player")  # no record against anyone


def test_the_empty_state_names_the_box_that_hides_the_games(qtbot: QtBot,
                                                            store: Store) -> None:
    for day in (1, 2):  # Ann's only games are online
        store.record_game(yacht([(4, 4, 4, 4, 4)], ["Ann"]),
                          uid=f"online-{day}", ended=f"2026-04-0{day}T12:00:00+00:00",
                          origin=HERE, dice=ONLINE, host="Eve")
    w = opened(qtbot, store, [])
    assert w.pages.currentIndex() == 1  # the empty state
    text = w.empty.text()
    assert text == "No games match these filters; with “online” ticked, 2 games would."
    assert "every person" not in text and "all time" not in text
    tick(qtbot, w.filter_bar.sources[ONLINE])
    assert w.pages.currentIndex() == 0 and w.figures["games"].text() == "2"


def test_the_empty_state_names_a_choice_or_says_what_to_try(qtbot: QtBot,
                                                            store: Store) -> None:
    from yachtdice.core import Player
    from yachtdice.gallery.modes.pips import played

    store.record_game(yacht([(4, 4, 4, 4, 4)], ["Ann"]), ended="2026-04-01T12:00:00+00:00",
                      origin=HERE)
    store.record_game(played(preset("yahtzee"), [Player("Ben")], seed=3),
                      ended="2026-04-02T12:00:00+00:00", origin=HERE)
    store.record_game(yacht([(4, 4, 4, 4, 4)], ["Robo"], [True]),
                      ended="2026-04-03T12:00:00+00:00", origin=HERE)
    w = StatisticsWindow(store, [preset("yacht"), preset("yahtzee")], [].append, None,
                         reference=lambda rules: None)
    qtbot.addWidget(w)
    w.show()
    choose(w.player_box, "Ann")
    choose(w.ruleset_box, "Yahtzee")  # Ann never played it; Ben did
    assert w.empty.text() == ("No games match these filters; with “Every person” chosen, "
                              "1 game would.")
    choose(w.player_box, "Every person")
    choose(w.ruleset_box, "Yacht")
    tick(qtbot, w.filter_bar.sources["rolled"])  # every game here was rolled here
    assert w.empty.text() == ("No games match these filters; with “dice rolled here” ticked, "
                              "1 game would.")
    tick(qtbot, w.filter_bar.sources["here"])  # two boxes hide them: no one change will do
    assert w.empty.text() == ("No games match these filters. Tick more under Games and Dice "
                              "above, or choose all rules, every person or all time.")
    tick(qtbot, w.filter_bar.sources["rolled"])  # back on: "played here" alone hides them
    assert w.empty.text() == ("No games match these filters; with “played here” ticked, "
                              "1 game would.")
    tick(qtbot, w.filter_bar.sources["here"])
    assert w.figures["games"].text() == "1"  # Ann's Yacht game; the computer's needs the box


def test_the_empty_state_names_computers_too(qtbot: QtBot, store: Store) -> None:
    store.record_game(yacht([(4, 4, 4, 4, 4)], ["Robo"], [True]),
                      ended="2026-04-03T12:00:00+00:00", origin=HERE)
    w = opened(qtbot, store, [])
    assert w.empty.text() == ("No games match these filters; with “Computers too” ticked, "
                              "1 game would.")
    tick(qtbot, w.computers)
    assert w.figures["games"].text() == "1"
