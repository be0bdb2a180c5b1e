"""How a move is said to the player, in hints and in reviews alike (in the window's
language: a built-in box by its country's name)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated

if TYPE_CHECKING:
    from yachtdice.core.modes.pips.optimal.advisor import Option

_SCORE = QT_TRANSLATE_NOOP("Moves", "score {box}")
_KEEP = QT_TRANSLATE_NOOP("Moves", "keep {dice}")
_REROLL_ALL = QT_TRANSLATE_NOOP("Moves", "reroll all")


def describe_option(option: Option, rules_labels: Mapping[str, str]) -> str:
    """'score Full House', 'keep 6 6 6' or 'reroll all'."""
    if option.category is not None:
        return translated(_SCORE.format(box=rules_labels.get(option.category,
                                                             option.category)))
    if not option.keep:
        return translated(_REROLL_ALL)
    return translated(_KEEP.format(dice=" ".join(str(d) for d in option.keep)))
