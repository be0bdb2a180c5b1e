"""Issue 37: a box label with 79 combining accents on one letter ran off the printed card.
A name or label may stack at most four accents on a letter (Vietnamese needs two); more is
one sentence from the rules check, and nothing is saved or printed."""

from __future__ import annotations

import pytest

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes import ruleset_from_dict
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.place_value.rules import preset as place_value
from yachtdice.core.rulesets import text_problem

STACKED = "Z" + "\u0301" * 79


def test_stacked_accents_are_refused_and_real_words_are_not() -> None:
    assert text_problem(STACKED, 80) == "must not stack more than 4 accents on one letter"
    for fine in ("Vie\u0323\u0302t Nam", "Zoë", "Crème brûlée", "a\u0301\u0301\u0301\u0301"):
        assert text_problem(fine, 80) is None, fine
    assert text_problem("a" + "\u0301" * 5, 80) is not None


@pytest.mark.parametrize("game", ["place value", "pips"])
def test_a_card_with_a_stacked_label_is_one_sentence(game: str) -> None:
    if game == "place value":
        data = place_value("place-value-4").to_dict()
        data["boxes"][0]["label"] = STACKED
    else:
        data = preset("yacht").to_dict()
        data["categories"][0]["label"] = "Z" + "\u0301" * 30
    with pytest.raises(YachtDiceError) as refused:
        ruleset_from_dict(data)
    assert "must not stack more than 4 accents on one letter" in str(refused.value)
