"""Names and labels hold any Unicode people write, emoji joined into one included; what can
only hide or turn text around (control codes, direction overrides and marks, a joiner that
joins nothing) is refused with one sentence."""

from __future__ import annotations

from dataclasses import replace

import pytest

from yachtdice.core import GameRecord, Player, name_problem
from yachtdice.core.errors import RulesetError
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.rulesets import text_problem

FAMILY = "\U0001F468\u200d\U0001F469\u200d\U0001F467"  # man ZWJ woman ZWJ girl
WELCOME = [
    FAMILY, f"The {FAMILY}", f"Ann {FAMILY}",
    "\U0001F469\U0001F3FD\u200d\U0001F4BB",  # woman, a skin tone, ZWJ, laptop
    "\u2764\ufe0f\u200d\U0001F525",  # heart, variation selector 16, ZWJ, fire
    "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645",  # Persian, with its ZWNJ
    "\u0915\u094d\u200d\u0937",  # Devanagari: a half form asked for with ZWJ
    "\U0001F1F3\U0001F1F4",  # a flag: two regional indicators
    "\u05d3\u05e0\u05d4",  # Hebrew letters (right to left, no control in them)
]
REFUSED = [
    "Ann\u202e", "\u202eAnn", "Ann\u202dBob", "A\u2066nn\u2069", "\u2068Ann\u2069",  # direction
    "Ann\u200f", "Ann\u200e", "\u061cAnn",  # direction marks
    "Ann\u200d", "\u200dAnn", "An\u200dn", "A\u200cnn",  # joiners that join nothing visible
    f"{FAMILY}\u200d", "\U0001F468\u200d\u200d\U0001F469",
    "Ann\u200b", "Ann\ufeff", "Ann\x07",
]


@pytest.mark.parametrize("name", WELCOME)
def test_names_people_write_are_welcome(name: str) -> None:
    assert name_problem(name) is None
    assert Player(name).name == name
    assert text_problem(name, 60) is None
    rules = replace(preset("yacht"), id="ours", name=f"Rules of {name}")
    assert Ruleset.from_dict(rules.to_dict()).name == f"Rules of {name}"


@pytest.mark.parametrize("name", REFUSED)
def test_what_only_hides_or_turns_text_is_refused(name: str) -> None:
    assert name_problem(name) == "a name must not contain control characters"
    assert text_problem(name, 60) == "must not contain control characters"
    data = replace(preset("yacht"), id="ours").to_dict() | {"name": name}
    with pytest.raises(RulesetError, match="name: must not contain control characters"):
        Ruleset.from_dict(data)


def test_a_family_plays_and_is_recorded_by_its_name() -> None:
    record = GameRecord.new(preset("yacht"), [Player(FAMILY), Player("Ann")])
    again = GameRecord.from_dict(record.to_dict())
    assert [p.name for p in again.players] == [FAMILY, "Ann"]


def test_every_ascii_character_is_judged_as_its_kind_says() -> None:
    # the 95 printable ASCII characters (space to tilde) are welcome in a label; the 33
    # control codes (NUL to US, and DEL) are refused, as are an empty or a too long label
    for code in range(128):
        label = f"Box {chr(code)} one"
        problem = text_problem(label, 40)
        if 0x20 <= code <= 0x7E:
            assert problem is None, code
        else:
            assert problem == "must not contain control characters", code
    assert text_problem("   ", 40) == "must not be empty"
    assert text_problem("x" * 41, 40) == "must be at most 40 characters"
    assert text_problem("x" * 40, 40) is None
