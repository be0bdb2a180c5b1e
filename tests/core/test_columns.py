"""Cards with several columns per player, in the core: a claim names its box and column, a
booking and its sentence do too, with the points the box holds (its column's multiplier
applied, not the game's own value), and a record of such a game replays from its JSON.

Triple Ship (tests/toy/triple.py) by hand: a 6, a 5 and a 4 carry the other two dice's pips
as cargo, times the column's number. 6 5 4 3 2 carries 5: 15 in column ×3. 6 5 4 6 6
carries 12: 24 in ×2. 6 5 4 1 1 carries 2: 2 in ×1.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from yachtdice.core import GameRecord, GameState, Player, Roll, Score, Undo
from yachtdice.core.bookings import booking, bookings, place_label, points_at, sentence
from yachtdice.core.errors import IllegalActionError
from yachtdice.core.game import ColumnCard, Place, columns_of, open_places
from yachtdice.core.modes import register, unregister
from yachtdice.core.modes.pips.presets import preset

from ..toy.game import BOXES
from ..toy.triple import GAME, MODE, TRIPLE


@pytest.fixture(autouse=True)
def triple_ship() -> Iterator[None]:
    register(GAME)
    yield
    unregister(MODE)


def played() -> GameRecord:
    record = GameRecord.new(TRIPLE, [Player("Ann"), Player("Bo")])
    return (record.then(Roll((6, 5, 4, 3, 2))).then(Score(Place("first", 2)))
            .then(Roll((6, 5, 4, 6, 6))).then(Score(Place("second", 1)))
            .then(Roll((6, 5, 4, 1, 1))).then(Score(Place("first", 0))))


def test_a_claim_names_its_box_and_column() -> None:
    assert Score(Place("first", 2)).place == Place("first", 2)
    assert (Score(Place("first", 2)).category, Score(Place("first", 2)).column) == ("first", 2)
    assert Score("full_house").place == Place("full_house", 0)  # one column: column 0


def test_a_card_says_its_columns_and_open_places() -> None:
    state = GameState.start(TRIPLE, [Player("Ann")])
    assert isinstance(state.card, ColumnCard)
    assert columns_of(state.card) == ("×1", "×2", "×3")
    assert len(open_places(state.card)) == 9
    state = state.apply(Roll((6, 5, 4, 3, 2))).apply(Score(Place("first", 2)))
    assert Place("first", 2) not in open_places(state.card)
    assert Place("first", 0) in open_places(state.card)
    assert state.card.open_ids == BOXES  # every voyage is still open in some column
    # the same box in the same column cannot be booked twice; in another column it can
    state = state.apply(Roll((6, 5, 4, 3, 2)))
    with pytest.raises(IllegalActionError, match="already sailed in ×3"):
        state.apply(Score(Place("first", 2)))
    assert state.apply(Score(Place("first", 1))).card.filled_count == 2


def test_one_column_cards_are_as_before() -> None:
    state = GameState.start(preset("yahtzee"), [Player("Ann")])
    assert columns_of(state.card) == ("",)
    assert open_places(state.card)[0] == Place("ones")
    after = state.apply(Roll((3, 3, 3, 5, 5))).apply(Score("full_house"))
    assert points_at(state.ruleset, after.card, Place("full_house")) == 25
    assert place_label(state.ruleset, Place("full_house")) == "Full House"


def test_bookings_name_the_column_with_its_points() -> None:
    found = bookings(played())
    assert [(b.player, b.box, b.column, b.points) for b in found] == [
        ("Ann", "first", 2, 15), ("Bo", "second", 1, 24), ("Ann", "first", 0, 2)]
    assert [sentence(TRIPLE, b) for b in found] == [
        "Ann booked First Voyage (×3): 15.", "Bo booked Second Voyage (×2): 24.",
        "Ann booked First Voyage (×1): 2."]


def test_a_booking_reads_points_not_the_games_own_value() -> None:
    state = GameState.start(TRIPLE, [Player("Ann")]).apply(Roll((6, 5, 4, 3, 2)))
    action = Score(Place("first", 2))
    after = state.apply(action)
    assert after.card.get("first") == 5  # the cargo: the game's own value
    assert booking(state, action, after).points == 15


def test_undo_takes_back_the_booking_of_its_column() -> None:
    record = played()
    assert [b.place for b in bookings(record.then(Undo()))] == [
        Place("first", 2), Place("second", 1)]


def test_a_record_of_columns_replays_from_its_json() -> None:
    record = played()
    again = GameRecord.from_json(record.to_json())
    assert again.state == record.state
    assert [b.place for b in bookings(again)] == [
        Place("first", 2), Place("second", 1), Place("first", 0)]
    assert again.state.cards[0].total == 17 and again.state.cards[1].total == 24
