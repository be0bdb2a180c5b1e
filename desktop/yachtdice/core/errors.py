"""Domain errors. Every one is a ValueError whose message says what is wrong."""

from __future__ import annotations

from dataclasses import dataclass


class YachtDiceError(ValueError):
    """Base class of every error the core raises on bad input."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a ruleset, named by the field it concerns.

    >>> str(Problem("categories[4].sizes", "must not be empty"))
    'categories[4].sizes: must not be empty'
    """

    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.field}: {self.message}" if self.field else self.message


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
