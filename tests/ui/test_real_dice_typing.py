"""What a player types for real dice, read into the game's faces: run together or apart,
letter dice matched to dice that can show them, and one sentence for anything else."""

from __future__ import annotations

from yachtdice.core import GameState, Player
from yachtdice.core.modes import ruleset_by_id
from yachtdice.ui.table.real_dice import example, parse_dice


def _state(rules: str) -> GameState:
    return GameState.start(ruleset_by_id(rules), [Player("Ann")])


def test_pip_faces_run_together_or_apart() -> None:
    state = _state("yahtzee")
    assert parse_dice("66625", state) == (6, 6, 6, 2, 5)
    assert parse_dice(" 6, 6 6;2  5 ", state) == (6, 6, 6, 2, 5)
    assert parse_dice("6662", state) == "Type the 5 dice, such as 65432."
    assert parse_dice("6662x", state) == \
        "“x” is not a face of these dice; they show 1, 2, 3, 4, 5, 6."
    assert parse_dice("123456", _state("maxi-yatzy")) == (1, 2, 3, 4, 5, 6)
    assert example(_state("maxi-yatzy")) == "654321"


def test_letter_dice_are_matched_to_the_dice_that_show_them() -> None:
    state = _state("word-yahtzee")
    faces = [list(state.engine.die_faces(state.ruleset, i))
             for i in range(state.ruleset.dice_count)]
    shown = [die[0] for die in faces]  # the first face of each die, typed backwards
    typed = "".join(f.upper() for f in reversed(shown))
    got = parse_dice(typed, state)
    assert isinstance(got, tuple) and sorted(got) == sorted(shown)
    assert all(f in die for f, die in zip(got, faces, strict=True))
    assert state.engine.roll_problem(state.ruleset, got) is None
