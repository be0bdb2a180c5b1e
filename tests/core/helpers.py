"""Small builders shared by the core tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.rules import Options, options
from yachtdice.core.modes.pips.scorecard import Scorecard


def card(rules_id: str, filled: Mapping[str, int] | None = None) -> Scorecard:
    return Scorecard.from_dict(preset(rules_id), dict(filled or {}))


def opts(rules_id: str, dice: Sequence[int], filled: Mapping[str, int] | None = None) -> Options:
    return options(card(rules_id, filled), dice)


def score(rules_id: str, box: str, dice: Sequence[int]) -> int | None:
    """What ``dice`` score in ``box`` on an empty card."""
    return opts(rules_id, dice).points(box)
