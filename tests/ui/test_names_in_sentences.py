"""Issue 37's red team on names inside sentences: a right-to-left name (or one holding
direction controls) is set apart with its own direction (U+2068 ... U+2069), so the end of
a game, and the House Rules problems naming a teacher's box, never read backwards; other
names are as typed."""

from __future__ import annotations

from yachtdice.core.text import name_in_sentence
from yachtdice.ui.dialogs.end_game import headline
from yachtdice.ui.windows.house_rules.names import editor_problems

from ..store.helpers import yacht_game

HEBREW = "\u05d0\u05e0\u05d4"          # Anna, written right to left
OVERRIDE = "Bob\u202e"                  # text ending in RIGHT-TO-LEFT OVERRIDE


def test_a_right_to_left_name_is_isolated_in_the_end_of_a_game() -> None:
    state = yacht_game((6, 6, 6, 5, 5), [HEBREW, "Ann"]).state  # the same total: shared
    assert headline(state) == f"A shared win: \u2068{HEBREW}\u2069 and Ann with 28."


def test_direction_controls_in_a_label_stay_inside_it() -> None:
    """Player names refuse controls; a box's label or a file's text may still hold one."""
    assert name_in_sentence(OVERRIDE) == f"\u2068{OVERRIDE}\u2069"


def test_left_to_right_names_are_as_typed() -> None:
    assert [name_in_sentence(n) for n in ("Ann", "Zoë 李", "O'Brien 3")] == [
        "Ann", "Zoë 李", "O'Brien 3"]
    assert name_in_sentence("\u0627\u062d\u0645\u062f") == "\u2068\u0627\u062d\u0645\u062f\u2069"


def test_a_box_label_named_in_a_problem_is_isolated() -> None:
    data = {"name": "Mine", "categories": [{"label": HEBREW}, {"label": HEBREW}]}
    said = [str(p.message) for p in editor_problems(data, {})]
    assert any(f"\u2068{HEBREW}\u2069" in line for line in said), said
