"""A timed game's clock is kept with the game (issue 26, item 4): saved, read back, forgotten,
and never a crash when what is stored cannot be read."""

from __future__ import annotations

from yachtdice.store import Store

from .helpers import play


def test_a_clock_is_kept_read_back_and_forgotten(store: Store) -> None:
    game = store.start_game(play(stop_after=2))
    assert store.saved_clock(game) is None                     # an untimed game keeps none
    store.save_clock(game, {"seconds": 60, "turn": [0, 0], "left_ms": 41_500})
    assert store.saved_clock(game) == {"seconds": 60, "turn": [0, 0], "left_ms": 41_500}
    store.save_clock(game, {"seconds": 60})                   # saved again: replaced
    assert store.saved_clock(game) == {"seconds": 60}
    store.save_clock(game, None)
    assert store.saved_clock(game) is None


def test_a_damaged_clock_reads_as_none_and_goes_with_its_game(store: Store) -> None:
    game = store.start_game(play(stop_after=2))
    store.set_setting(f"clock.{game}", [1, 2])                # not an object
    assert store.saved_clock(game) is None
    store.save_clock(game, {"seconds": 60})
    store.abandon_game(game)
    store.delete_unfinished(game)
    assert store.saved_clock(game) is None


def test_a_kept_clock_keeps_only_the_fields_of_their_shape(store: Store) -> None:
    game = store.start_game(play(stop_after=2))
    # seconds as text, a turn holding true, milliseconds as a whole number: only the last
    # has the shape a clock is read with
    store.set_setting(f"clock.{game}", {"seconds": "60", "turn": [0, True], "left_ms": 41_500})
    assert store.saved_clock(game) == {"left_ms": 41_500}
    store.set_setting(f"clock.{game}", {"seconds": True, "turn": [1, 3], "left_ms": 2.5})
    assert store.saved_clock(game) == {"turn": [1, 3]}
