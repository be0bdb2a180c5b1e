"""The games, one package each (``pips/``, ``word/``, ``place_value/``), and the registry's
calls they describe themselves with (:mod:`yachtdice.core.registry`, re-exported here).

A game's ``mode.py`` defines its :class:`Mode`; :mod:`.builtin` registers the built-in
games when a program starts (importing a game registers nothing).
"""

from yachtdice.core.registry import (
    AnyMode,
    Computer,
    Mode,
    Rules,
    SeatResult,
    box_label,
    is_builtin,
    legacy_mode,
    mode,
    mode_for,
    mode_of,
    modes,
    register,
    register_later,
    ruleset_by_id,
    ruleset_from_dict,
    unregister,
)

__all__ = [
    "AnyMode",
    "box_label",
    "Computer",
    "is_builtin",
    "legacy_mode",
    "Mode",
    "mode",
    "mode_for",
    "mode_of",
    "modes",
    "register",
    "register_later",
    "Rules",
    "ruleset_by_id",
    "ruleset_from_dict",
    "SeatResult",
    "unregister",
]
