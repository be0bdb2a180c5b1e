"""How a move is said to the player, in hints and in reviews alike."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from yachtdice.core.modes.pips.optimal.advisor import Option


def describe_option(option: Option, rules_labels: Mapping[str, str]) -> str:
    """'score Full House', 'keep 6 6 6' or 'reroll all'."""
    if option.category is not None:
        return f"score {rules_labels.get(option.category, option.category)}"
    if not option.keep:
        return "reroll all"
    return "keep " + " ".join(str(d) for d in option.keep)
