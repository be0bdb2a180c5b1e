"""The dice games that share the turn skeleton, each a mode, registered here (and only here).

- ``pips``: numbered dice and Yahtzee-family boxes (every ruleset file and every
  version-1 game record without a ``mode``; :mod:`.pips`).
- ``word``: Word Yahtzee and Yahtzee Words, letter dice claimed with words
  (:mod:`.word`, :mod:`.wordgame`).
- ``place-value``: Place Value Yahtzee, digit dice arranged into numbers
  (:mod:`.placevalue`, :mod:`.placevalue_play`).

A mode is a :class:`Mode`: its engine (what the shared
:class:`~yachtdice.core.game.GameState` asks: faces per die, legal rolls, the
card, legal claims and their reasons, booking, standings), how its rulesets and
claims are read from and written to JSON, its built-in rulesets, and whether it
offers computer players and hints. To add a mode, write those and add one entry
to :data:`MODES`; the turn skeleton, records and store need no change.

>>> mode_of({"id": "my-yahtzee"}).id, mode_of({"mode": "word"}).id
('pips', 'word')
>>> ruleset_by_id("yahtzee-words").name, ruleset_by_id("yatzy").name
('Yahtzee Words', 'Yatzy')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import YachtDiceError
from ..game import Engine, register_engine
from ..presets import PRESETS
from ..ruleset import Ruleset
from .pips import PIPS
from .placevalue import PLACE_VALUE_PRESETS, PlaceValueRuleset
from .placevalue_play import PLACE_VALUE, PlaceClaim
from .word import WORD_PRESETS, WordClaim, WordRuleset, box
from .wordgame import WORDS


@dataclass(frozen=True)
class Mode:
    """What the shared parts (turn skeleton, records, store, window) need to know of a mode."""

    id: str
    name: str
    engine: Engine
    presets: tuple[Any, ...]
    computer_levels: tuple[str, ...]
    hints: bool
    claim_to_json: Callable[[Any], Any]
    claim_from_json: Callable[[Any], Any]
    ruleset_from_dict: Callable[[object], Any]
    #: a box's name as players read it, from its ruleset and id
    box_label: Callable[[Any, str], str] = lambda rules, box_id: box_id.replace("_", " ")

    @property
    def ruleset_ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.presets)


def _box_id(data: Any) -> str:
    if not isinstance(data, str):
        raise YachtDiceError("a pip-dice claim is a box id")
    return data


def _word_claim_to_json(claim: Any) -> Any:
    if not isinstance(claim, WordClaim):
        raise YachtDiceError("a letter-dice claim is a box and words (or a zero)")
    return claim.to_json()


MODES: tuple[Mode, ...] = (
    Mode("pips", "Pip dice", PIPS, PRESETS,
         ("beginner", "intermediate", "expert"), hints=True,
         claim_to_json=lambda box_id: box_id, claim_from_json=_box_id,
         ruleset_from_dict=Ruleset.from_dict,
         box_label=lambda rules, box_id: rules.category(box_id).label),
    Mode("word", "Letter dice", WORDS, WORD_PRESETS, ("plain", "strong"),
         hints=True, claim_to_json=_word_claim_to_json,
         claim_from_json=WordClaim.from_json, ruleset_from_dict=WordRuleset.from_dict,
         box_label=lambda rules, box_id: box(box_id).label),
    Mode("place-value", "Digit dice", PLACE_VALUE, PLACE_VALUE_PRESETS, ("plain", "strong"),
         hints=True, claim_to_json=lambda claim: claim.to_json(),
         claim_from_json=PlaceClaim.from_json, ruleset_from_dict=PlaceValueRuleset.from_dict,
         box_label=lambda rules, box_id: rules.box(box_id).label),
)

for _m in MODES:
    register_engine(_m.id, _m.engine)


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


def mode_for(rules: object) -> Mode:
    """The mode of a ruleset value (a :class:`Ruleset` is pip dice)."""
    return mode(str(getattr(rules, "mode", "pips")))


def ruleset_from_dict(data: object) -> Any:
    """A ruleset of any mode from its JSON data (no ``mode``: pip dice)."""
    if not isinstance(data, Mapping):
        return Ruleset.from_dict(data)  # says what a ruleset must be
    return mode_of(data).ruleset_from_dict(data)


def ruleset_by_id(ruleset_id: str) -> Any:
    """A built-in ruleset of any mode by id; an unknown id says which there are."""
    for m in MODES:
        for r in m.presets:
            if r.id == ruleset_id:
                return r
    known = ", ".join(r.id for m in MODES for r in m.presets)
    raise YachtDiceError(f"no built-in ruleset {ruleset_id!r}; there are {known}")
