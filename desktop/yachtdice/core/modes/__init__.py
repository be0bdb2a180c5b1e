"""The games, one package each (``pips/``, ``word/``, ``place_value/``), and the registry's
calls they describe themselves with (:mod:`yachtdice.core.registry`, re-exported here).

A game's ``mode.py`` defines its :class:`Mode`; :mod:`.builtin` registers the built-in
games when a program starts (importing a game registers nothing).
"""

from yachtdice.core.registry import (
    WHOLE_NUMBERS,
    AnyMode,
    Computer,
    Faces,
    Mode,
    RecordCodec,
    Rules,
    SeatResult,
    box_label,
    default_mode,
    is_builtin,
    mode,
    mode_for,
    mode_of,
    modes,
    register,
    register_later,
    ruleset_by_id,
    ruleset_from_dict,
    set_default_mode,
    unregister,
)

__all__ = [
    "AnyMode",
    "box_label",
    "Computer",
    "default_mode",
    "Faces",
    "is_builtin",
    "Mode",
    "mode",
    "mode_for",
    "mode_of",
    "modes",
    "RecordCodec",
    "register",
    "register_later",
    "Rules",
    "ruleset_by_id",
    "ruleset_from_dict",
    "SeatResult",
    "set_default_mode",
    "unregister",
    "WHOLE_NUMBERS",
]
