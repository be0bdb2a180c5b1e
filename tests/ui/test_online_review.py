"""The review works on each player's own turns in an online game: a finished game across
computers in a guest's history (kept there by the guest's own program as it played) opens
from History ▸ Review on the seat the guest played, and its rows are that player's turns;
the other player's are the host's; a turn a computer played for the guest while the guest
was away is marked as such. Two people play Pair (two dice, two rolls, one box:
tests/ui/test_engine_ui.py), the host's seat by the room, the guest's by its table."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from tests.ui.conftest import MakeWindow
from tests.ui.test_buttons_main import opened
from tests.ui.test_engine_ui import pair_rules
from yachtdice.core.fair_dice import SECRET_BYTES
from yachtdice.core.game import Player, Roll, Score
from yachtdice.core.modes import mode_for
from yachtdice.core.modes.pips.optimal.advisor import Engine
from yachtdice.core.modes.pips.optimal.review import review_game
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.record import GameRecord
from yachtdice.net import protocol as p
from yachtdice.net.guest import GuestState, GuestTable
from yachtdice.net.keep import GUEST_KEY, SeatKeeper
from yachtdice.net.link import link_pair
from yachtdice.net.room import HostRoom, SeatPlan
from yachtdice.store import HERE, ONLINE, Store
from yachtdice.store.modes import review_version
from yachtdice.store.stats import Filters, review_missing, reviewed_series, unreviewed
from yachtdice.ui import online
from yachtdice.ui.online.computers import Computers
from yachtdice.ui.windows.history import HistoryDialog
from yachtdice.ui.windows.review import ReviewDialog
from yachtdice.ui.windows.statistics import StatisticsWindow

TIMEOUT = 60_000


@pytest.fixture(autouse=True)
def _online_parts() -> Iterator[None]:
    online.install()
    yield


def play_online_pair(qtbot: QtBot) -> GameRecord:
    """Hilda at the host rolls twice and books; Ann, a guest, books her first roll. Ann's
    program keeps the game in this test's history."""
    store = Store.open()
    room = HostRoom(pair_rules(), [SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN)],
                    Computers(print), host="Hilda")
    ann = GuestTable("Ann", keeper=SeatKeeper(store))
    moved: set[int] = set()

    def move() -> None:
        record = room.record
        if record is None or record.state.finished or len(record.actions) in moved:
            return
        state = record.state
        if state.current == 0:  # Hilda: roll, roll again, book
            moved.add(len(record.actions))
            rolled = state.rolls_available == 0
            room.act(0, Score(state.card.open_ids[0]) if rolled else None)
        elif ann.record is not None and len(ann.record.actions) == len(record.actions):
            moved.add(len(record.actions))  # Ann: roll, book at once
            ann.act(None if state.dice is None else Score(state.card.open_ids[0]))

    room.began.connect(move)
    room.played.connect(lambda *_: move())
    ann.played.connect(lambda *_: move())
    host_end, guest_end = link_pair(("Ann", "Hilda"))
    ann.attach(guest_end)
    with qtbot.waitSignals([room.ended, ann.ended], timeout=TIMEOUT):
        room.add_link(host_end)
    store.close()
    assert ann.record is not None and ann.record == room.record
    return ann.record


def dice_of(record: GameRecord, seat: int) -> list[str]:
    """The dice of each roll of ``seat``, as the review writes them ("3 5")."""
    state, out = GameRecord.new(record.ruleset, record.players).state, []
    for action in record.actions:
        if isinstance(action, Roll) and state.current == seat:
            out.append(" ".join(str(d) for d in action.dice))
        state = state.replayed(action)
    return out


def test_a_guest_reviews_the_seat_they_played_from_history(qtbot: QtBot,
                                                           make_window: MakeWindow) -> None:
    record = play_online_pair(qtbot)
    window = make_window(open_store=True)
    qtbot.waitUntil(lambda: window.session.store is not None, timeout=TIMEOUT)
    window.history_action.trigger()
    history = opened(qtbot, HistoryDialog)
    assert history.model.rowCount() == 1  # the online game, in the guest's history
    history.table.selectRow(0)
    assert history.review_button.isEnabled()
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    review = opened(qtbot, ReviewDialog)
    assert isinstance(review, ReviewDialog)
    assert [review.player.itemText(i) for i in range(review.player.count())] == [
        "Hilda", "Ann"]
    assert review.player.currentText() == "Ann"  # the seat played here, not the first
    # Ann rolled once and booked: one decision (a row if it gave points away), her dice
    (ann_dice,) = dice_of(record, 1)
    assert re.match(r"1 decision;|Perfect play: your one decision was the best\.",
                    review.summary.text()), review.summary.text()
    assert rows(review) <= {f"{ann_dice} (1 left)"}
    review.player.setCurrentIndex(0)  # the host's turns are Hilda's own: two decisions
    first, second = dice_of(record, 0)
    assert re.match(r"2 decisions;|Perfect play: every one of 2 decisions was the best\.",
                    review.summary.text()), review.summary.text()
    assert rows(review) <= {f"{first} (1 left)", second}


def rows(review: ReviewDialog) -> set[str]:
    """The dice of each row the review shows."""
    return {review.model.index(r, 1).data() for r in range(review.model.rowCount())}


def play_pair_ann_away(qtbot: QtBot) -> GameRecord:
    """Hilda at the host rolls and books; Ann, a guest, drops before her turn, the host
    lets a computer play for her, and Ann comes back during the turn it plays (which it
    ends). Ann's program keeps the game in this test's history."""
    store = Store.open()
    rules = pair_rules()
    room = HostRoom(rules, [SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN)],
                    Computers(print), host="Hilda")
    ann = GuestTable("Ann", keeper=SeatKeeper(store))
    host_end, guest_end = link_pair(("Ann", "Hilda"))
    ann.attach(guest_end)
    room.add_link(host_end)
    qtbot.waitUntil(lambda: room.started, timeout=TIMEOUT)
    assert room.act(0, None) is None  # Hilda rolls (Ann's program gives its share)
    qtbot.waitUntil(lambda: room.record is not None and room.record.state.dice is not None,
                    timeout=TIMEOUT)
    assert room.record is not None
    assert room.act(0, Score(room.record.state.card.open_ids[0])) is None
    with qtbot.waitSignal(ann.left, timeout=TIMEOUT):
        guest_end.close("the cable was pulled")
    qtbot.waitUntil(lambda: room.away() == [1], timeout=TIMEOUT)

    def come_back(index: int, seat: int) -> None:  # after the computer's roll for Ann
        if seat == 1 and ann.link is None:
            back_host, back_guest = link_pair(("Ann", "Hilda"))
            ann.attach(back_guest)
            room.add_link(back_host)

    room.played.connect(come_back)
    room.pace_ms = 1000  # the computer's next move waits: Ann is back before it (in memory)
    with qtbot.waitSignals([room.ended, ann.ended], timeout=TIMEOUT):
        assert room.stand_in_for(1, mode_for(rules).computer_levels[0]) is None
    store.close()
    assert ann.record is not None and ann.record == room.record
    assert ann.stood_in == room.stood_in == {(1, 1)}  # Ann's one turn, the computer's
    return ann.record


def test_a_guests_review_marks_the_turns_a_computer_played_for_them(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    record = play_pair_ann_away(qtbot)
    window = make_window(open_store=True)
    qtbot.waitUntil(lambda: window.session.store is not None, timeout=TIMEOUT)
    window.history_action.trigger()
    history = opened(qtbot, HistoryDialog)
    history.table.selectRow(0)
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    review = opened(qtbot, ReviewDialog)
    assert isinstance(review, ReviewDialog)
    assert review.player.currentText() == "Ann"
    assert review.stood_note.isVisibleTo(review)
    assert review.stood_note.text() == \
        "While Ann was away, a computer played 1 turn for Ann: 1.\n" \
        "The figures above and the chart leave those turns out."
    # her one turn was the computer's: none of her own to sum up
    assert review.summary.text() == "No decisions to review for this player."
    model = review.model
    # the rows shown are the costliest decisions (none if the computer played perfectly):
    # every decision of Ann's, shown the same way, is marked as the computer's
    decisions = review.review.of(1)
    assert decisions and {d.turn for d in decisions} == {1}
    model.set_rows(decisions)
    for row in range(model.rowCount()):
        assert model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole) == \
            "Turn 1 was played by a computer while Ann was away."
        assert model.index(row, 0).data(Qt.ItemDataRole.FontRole).italic()
    review.player.setCurrentIndex(review.player.findText("Hilda"))  # Hilda's own: no mark
    assert not review.stood_note.isVisibleTo(review)
    model.set_rows(review.review.of(0))
    assert model.rowCount() >= 1
    assert all(model.index(row, 0).data(Qt.ItemDataRole.FontRole) is None
               for row in range(model.rowCount()))
    assert len(dice_of(record, 1)) == len(decisions)  # a decision after each of its rolls


def two_box_rules() -> Ruleset:
    """Two dice, two rolls, two boxes (Ones, and Choice: the dice added): small enough to
    work the last turn out by hand."""
    data = preset("yacht").to_dict()
    data.update(id="two-boxes", name="Two Boxes")
    data["dice"]["count"] = 2
    data["rolls"]["per_turn"] = 2
    data["categories"] = [c for c in data["categories"] if c["id"] in ("ones", "choice")]
    return Ruleset.from_dict(data)


def ann_away_at_two_boxes() -> GameRecord:
    """Hilda and Ann at Two Boxes, two turns each: Ann's first the computer's (see below)."""
    record = GameRecord.new(two_box_rules(), [Player("Hilda"), Player("Ann")])
    for action in (Roll((3, 4)), Score("choice"),    # Hilda, turn 1
                   Roll((6, 6)), Score("ones"),      # Ann, turn 1: the computer's
                   Roll((2, 2)), Score("ones"),      # Hilda, turn 2
                   Roll((1, 1)), Score("choice")):   # Ann, turn 2: her own
        record = record.then(action)
    assert record.state.finished
    return record


def test_the_figures_are_the_players_own_turns_not_the_computers(qtbot: QtBot) -> None:
    """A game built by hand: Hilda and Ann, two turns each. A computer played Ann's first
    turn while she was away (it threw 6 6 and wrote 0 in Ones: a loss, whatever it is); Ann
    played her second herself: 1 1 with a roll left and only Choice open, written at once
    for 2 points, where throwing both dice again is worth 3.5 + 3.5 = 7 on average (keeping
    a 1: 1 + 3.5 = 4.5): 7 - 2 = 5.0 given away. Her own figures are that one decision;
    the computer's turn stays in the list, marked, and out of the chart's figures (drawn
    apart, hatched)."""
    record = ann_away_at_two_boxes()
    review = review_game(record, Engine.for_rules(record.ruleset))
    dialog = ReviewDialog(record, review)
    qtbot.addWidget(dialog)
    dialog.mark_stood_in(frozenset({(1, 1)}))
    dialog.player.setCurrentIndex(dialog.player.findText("Ann"))
    assert dialog.summary.text() == ("1 decision; 5.0 expected points given away in all. "
                                     "The costliest decision was in turn 2 (5.0 points).")
    assert np.allclose(dialog.chart.plotted(), [0.0, 5.0])  # turn 1 is not hers
    # ... and drawn so, not as a turn played perfectly (no bar): a hatched bar the chart's
    # height (5.0 and a tenth above it: 5.5), with the key under the chart saying what it is
    assert dialog.chart.marked() == [(1, pytest.approx(5.5))]
    assert dialog.chart.key.isVisibleTo(dialog)
    assert dialog.chart.key_text.text() == \
        "A turn a computer played while the player was away (left out)"
    assert dialog.stood_note.isVisibleTo(dialog)
    assert dialog.stood_note.text() == (
        "While Ann was away, a computer played 1 turn for Ann: 1.\n"
        "The figures above and the chart leave those turns out.")
    model = dialog.model  # both turns listed, the computer's marked
    assert sorted(model.index(r, 0).data() for r in range(model.rowCount())) == ["1", "2"]
    for r in range(model.rowCount()):
        italic = model.index(r, 0).data(Qt.ItemDataRole.FontRole)
        assert (italic is not None and italic.italic()) == (model.index(r, 0).data() == "1")
    ann_two = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == "2")
    assert [model.index(ann_two, c).data() for c in range(model.columnCount())] == \
        ["2", "1 1 (1 left)", "score Choice", "reroll all", "5.0"]

    dialog.player.setCurrentIndex(dialog.player.findText("Hilda"))  # all her own
    assert not dialog.stood_note.isVisibleTo(dialog)
    assert dialog.chart.marked() == [] and not dialog.chart.key.isVisibleTo(dialog)
    assert re.match(r"2 decisions;|Perfect play: every one of 2 decisions was the best\.",
                    dialog.summary.text()), dialog.summary.text()


def anns_statistics(qtbot: QtBot, make_window: MakeWindow,
                    stood_in: tuple[tuple[int, int], ...]) -> StatisticsWindow:
    """The game above kept by Ann's program as an online game, ``stood_in`` marked the
    computer's; Statistics opened from the window's menu on Ann's online games."""
    uid = "b" * 32
    store = Store.open()
    store.record_game(ann_away_at_two_boxes(), uid=uid, ended="2026-04-01T12:00:00+00:00",
                      origin=HERE, dice=ONLINE, host="Hilda")
    store.set_setting(GUEST_KEY + uid, GuestState(uid, 1, "a" * p.TICKET_CHARS,
                                                  bytes(SECRET_BYTES), stood_in).to_json())
    store.close()
    window = make_window(open_store=True)
    qtbot.waitUntil(lambda: window.session.store is not None, timeout=TIMEOUT)
    window.stats_action.trigger()
    stats = opened(qtbot, StatisticsWindow)
    assert isinstance(stats, StatisticsWindow)
    online_box = stats.filter_bar.sources["online"]  # Statistics counts online games on request
    qtbot.mouseClick(online_box, Qt.MouseButton.LeftButton,
                     pos=QPoint(8, online_box.height() // 2))
    stats.player_box.setCurrentIndex(stats.player_box.findData("Ann"))
    return stats


def test_statistics_give_the_players_own_figure_as_the_review_does(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    """The game above, kept by Ann's program as an online game with its first turn marked
    the computer's: Statistics reviews it (in its worker, as for any game) and draws Ann's
    own play, the one decision of her second turn: 5.0 expected points given away (worked
    out above), not the computer's turn besides."""
    stats = anns_statistics(qtbot, make_window, ((1, 1),))
    qtbot.waitUntil(lambda: len(stats.losses.getData()[1]) == 1, timeout=TIMEOUT)
    assert np.allclose(stats.losses.getData()[1], [5.0])
    stats.close()


def test_a_player_whose_every_turn_a_computer_played_has_no_figure(tmp_path: Path) -> None:
    """Ann away for the whole game above (both her turns the computer's): Statistics'
    review of her seat is kept, so it is not made again, but it has no figure of hers to
    draw (the review says "No decisions to review"; a 0 would read as perfect play).
    Hilda's seat, all her own, keeps its figure."""
    record = ann_away_at_two_boxes()
    path = tmp_path / "history.sqlite3"
    with Store.open(path) as store:
        game = store.record_game(record, uid="c" * 32, ended="2026-04-01T12:00:00+00:00",
                                 origin=HERE, dice=ONLINE, host="Hilda")
    away = {game: ((1, 1), (1, 2))}
    assert review_missing(path, Filters(), tmp_path, stood_in=away) == 2  # both seats
    assert review_missing(path, Filters(), tmp_path, stood_in=away) == 0  # kept: not again
    with Store.open(path) as store:
        assert unreviewed(store, Filters(), review_version()) == []
        ann, _, _ = reviewed_series(store, Filters(player="Ann"), review_version())
        hilda, _, given = reviewed_series(store, Filters(player="Hilda"), review_version())
    assert list(ann) == [] and list(hilda) == [game] and given[0] >= 0


def test_statistics_says_why_a_player_stood_in_for_throughout_has_no_figure(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    """Ann away for the whole game (both her turns the computer's): once Statistics has
    reviewed her seat, its chart of decisions says she has none of her own, not that no
    game has been reviewed yet (it was, and is never reviewed again)."""
    stats = anns_statistics(qtbot, make_window, ((1, 1), (1, 2)))
    note = stats.charts.chart_notes["quality"]
    qtbot.waitUntil(lambda: note.text() == (
        "These games have no decisions of the player's own to show: a computer played every "
        "turn for the player while they were away."), timeout=TIMEOUT)
    assert not note.isHidden() and len(stats.losses.getData()[1]) == 0  # on its tab
    stats.close()
