"""A Place Value game tied on boxes is stored with its roll-off's winner alone in first place."""

from __future__ import annotations

from pathlib import Path

from yachtdice.core import GameRecord, Player, Roll, Score
from yachtdice.core.modes.place_value.engine import PlaceClaim
from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
from yachtdice.store import Store

ONE_BOX = PlaceValueRuleset.from_dict({
    "mode": "place-value", "id": "one-box", "name": "One box", "dice": {"count": 3},
    "boxes": [{"id": "wild", "condition": {"kind": "any"}}]})


def tied_game(names: tuple[str, str] = ("Ann", "Bob")) -> GameRecord:
    """Both players write 531 in the only box: one box each, a tie."""
    record = GameRecord.new(ONE_BOX, [Player(n) for n in names])
    for _ in names:
        record = record.then(Roll((5, 3, 1))).then(Score(PlaceClaim("wild", "531")))
    assert record.state.finished
    return record


def test_the_roll_off_winner_is_stored_first_and_a_replay_names_the_same(tmp_path: Path):
    store = Store.open(tmp_path / "games.sqlite")
    try:
        first = store.record_game(tied_game())
        again = store.record_game(tied_game(), uid="again")  # the same log, replayed
        games = {g.id: g for g in store.history()}
        places = {s.name: s.place for s in games[first].seats}
        assert sorted(places.values()) == [1, 2]  # not both first
        assert {s.name: s.place for s in games[again].seats} == places
        winner = min(places, key=places.__getitem__)
        scores = store.high_scores("one-box")
        loser = next(n for n in places if n != winner)
        assert [h.name for h in scores] == [winner, loser, winner, loser]
    finally:
        store.close()
