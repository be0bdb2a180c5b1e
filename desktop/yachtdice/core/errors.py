"""Domain errors. Every one is a ValueError whose message says what is wrong."""

from __future__ import annotations

import re

from yachtdice.core.values import value_type


class YachtDiceError(ValueError):
    """Base class of every error the core raises on bad input."""


PathPart = str | int


@value_type
class Problem:
    """One thing wrong with a ruleset, named by the field it concerns.

    ``path`` is the field as keys and list positions, for showing the problem where
    it is (an editor's box row and field); ``field`` is the same as one string.

    >>> p = Problem.at(("categories", 4, "sizes"), "must not be empty")
    >>> str(p), p.path
    ('categories[4].sizes: must not be empty', ('categories', 4, 'sizes'))
    >>> Problem("dice.count", "must be between 1 and 8, not 9").path
    ('dice', 'count')
    """

    field: str
    message: str

    @classmethod
    def at(cls, path: tuple[PathPart, ...], message: str) -> Problem:
        return cls(path_text(path), message)

    @property
    def path(self) -> tuple[PathPart, ...]:
        return tuple(int(part) if part.isdigit() else part
                     for part in re.findall(_PATH_PART, self.field))

    def __str__(self) -> str:
        return f"{self.field}: {self.message}" if self.field else self.message


#: a part of a field's path (compiled when first used, in re's cache: not at every start)
_PATH_PART = r"[^.\[\]]+"


def path_text(path: tuple[PathPart, ...]) -> str:
    """``("categories", 4, "sizes")`` as ``categories[4].sizes``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else part
    return out


class RulesetError(YachtDiceError):
    """A ruleset is malformed or contradictory; ``problems`` lists every fault found."""

    def __init__(self, problems: list[Problem] | tuple[Problem, ...]) -> None:
        self.problems = tuple(problems)
        super().__init__("; ".join(str(p) for p in self.problems))


class IllegalActionError(YachtDiceError):
    """An action is not allowed in the current game state; the state is unchanged."""


class RecordError(YachtDiceError):
    """A saved game record cannot be read or does not replay."""


class DiceError(YachtDiceError):
    """Dice that do not fit the ruleset (wrong count, a face the die does not have)."""


def as_sentence(text: str) -> str:
    """Capitalise a reason and end it with a full stop, for showing on its own.

    >>> as_sentence("roll the dice first")
    'Roll the dice first.'
    """
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
