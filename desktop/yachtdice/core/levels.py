"""The computer levels: one registry that players, the engine, the CLI and the window share.

A level that ``needs_preparing`` plays from a solved table (or an estimate of one)
that must be built before its first move; the others can play at once.

>>> [lv.id for lv in LEVELS]
['beginner', 'intermediate', 'expert']
>>> level("expert").needs_preparing
True
"""

from __future__ import annotations

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import value_type


@value_type(slots=True)
class Level:
    """One computer level: its id (saved in games), the name players see, and whether
    it needs its strategy table prepared (solved or loaded) before it can move."""

    id: str
    name: str
    needs_preparing: bool


LEVELS: tuple[Level, ...] = (
    Level("beginner", QT_TRANSLATE_NOOP("levels", "Beginner"), needs_preparing=False),
    Level("intermediate", QT_TRANSLATE_NOOP("levels", "Intermediate"), needs_preparing=False),
    Level("expert", QT_TRANSLATE_NOOP("levels", "Expert"), needs_preparing=True),
)

LEVEL_IDS: tuple[str, ...] = tuple(lv.id for lv in LEVELS)


class UnknownLevelError(YachtDiceError):
    """A level id that is not in the registry."""


def level(level_id: str) -> Level:
    """The level with this id; UnknownLevelError (a ValueError) says which ones exist."""
    for lv in LEVELS:
        if lv.id == level_id:
            return lv
    raise UnknownLevelError(f"no computer level {level_id!r}; choose from "
                            f"{', '.join(LEVEL_IDS)}")
