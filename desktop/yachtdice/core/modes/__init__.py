"""The dice games that share the turn skeleton, each a mode.

- ``pips``: numbered dice and Yahtzee-family boxes (every ruleset file without a
  ``mode``; :mod:`yachtdice.core.game`).
- ``word``: Word Yahtzee and Yahtzee Words, letter dice claimed with words
  (:mod:`.word`, :mod:`.wordgame`).

A mode names its built-in rulesets, how its claims are written in JSON, and
whether it offers computer players and hints.

>>> mode_of({"id": "my-yahtzee"}).id, mode_of({"mode": "word"}).id
('pips', 'word')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import YachtDiceError
from ..presets import PRESETS
from .word import WORD_PRESETS, WordClaim


@dataclass(frozen=True)
class Mode:
    """What the shared parts (records, store, window) need to know of a mode."""

    id: str
    name: str
    ruleset_ids: tuple[str, ...]
    computer_levels: tuple[str, ...]
    hints: bool
    claim_to_json: Callable[[Any], Any]
    claim_from_json: Callable[[Any], Any]


def _box_id(data: Any) -> str:
    if not isinstance(data, str):
        raise YachtDiceError("a pip-dice claim is a box id")
    return data


MODES: tuple[Mode, ...] = (
    Mode("pips", "Pip dice", tuple(r.id for r in PRESETS),
         ("beginner", "intermediate", "expert"), hints=True,
         claim_to_json=lambda box_id: box_id, claim_from_json=_box_id),
    Mode("word", "Letter dice", tuple(r.id for r in WORD_PRESETS), ("plain", "strong"),
         hints=True, claim_to_json=lambda claim: claim.to_json(),
         claim_from_json=WordClaim.from_json),
)


def mode(mode_id: str) -> Mode:
    """The mode with this id; an unknown one says which there are."""
    for m in MODES:
        if m.id == mode_id:
            return m
    raise YachtDiceError(f"no game mode {mode_id!r}; the modes are "
                         f"{', '.join(m.id for m in MODES)}")


def mode_of(ruleset_data: Mapping[str, Any]) -> Mode:
    """The mode a ruleset (as JSON data) belongs to: its ``mode``, or pip dice without one."""
    value = ruleset_data.get("mode", "pips")
    if not isinstance(value, str):
        raise YachtDiceError("a ruleset's mode must be text")
    return mode(value)
