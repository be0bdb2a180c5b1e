"""A built-in ruleset read back from its JSON (a file, a stored game) keeps its name as a
translatable Text, as the live preset has it; the players' own names stay plain text.
The store reads every ruleset through these codecs, so this is what History, resume and
review get."""

from __future__ import annotations

import json
from typing import Any

import pytest

from yachtdice.core.modes import ruleset_from_dict
from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
from yachtdice.core.modes.place_value.rules import preset as place_preset
from yachtdice.core.modes.word.rules import preset as word_preset
from yachtdice.core.text import Text


def stored(data: dict[str, Any]) -> Any:
    """``data`` as the store or a file gives it back: through JSON text (plain strings)."""
    return json.loads(json.dumps(data))


@pytest.mark.parametrize("rules", [place_preset("place-value-4"), place_preset("place-value-3"),
                                   place_preset("place-value-decimal"),
                                   word_preset("word-yahtzee"), word_preset("yahtzee-words")],
                         ids=lambda r: r.id)
def test_a_built_in_read_back_keeps_its_translatable_name(rules: object) -> None:
    again = ruleset_from_dict(stored(rules.to_dict()))  # type: ignore[attr-defined]
    assert again == rules
    assert isinstance(again.name, Text)
    assert (again.name.context, again.name.template) == ("games", str(rules.name))  # type: ignore[attr-defined]


def test_a_built_in_cards_box_labels_read_back_are_translatable() -> None:
    again = PlaceValueRuleset.from_dict(stored(place_preset("place-value-4").to_dict()))
    assert all(isinstance(b.label, Text) for b in again.boxes)
    assert again.boxes[0].label == "Number with 3 in the hundreds place"


@pytest.mark.parametrize("ident, name", [
    ("class-4b", "Place Value Yahtzee (4 digits)"),    # a house card (id) named like a built-in
    ("place-value-4", "Our own 4 digits"),             # a renamed copy of the built-in
    ("class-4b", "Klasse 4b"),
])
def test_a_house_cards_name_is_never_made_translatable(ident: str, name: str) -> None:
    data = {**place_preset("place-value-4").to_dict(), "id": ident, "name": name}
    again = PlaceValueRuleset.from_dict(stored(data))
    assert again.name == name and not isinstance(again.name, Text)


def test_a_house_word_rulesets_name_is_never_made_translatable() -> None:
    data = {**word_preset("word-yahtzee").to_dict(), "id": "family", "name": "Word Yahtzee"}
    again = ruleset_from_dict(stored(data))
    assert again.name == "Word Yahtzee" and not isinstance(again.name, Text)
