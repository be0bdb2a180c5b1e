"""The games' own parts of yachtdice-cli, registered by each game.

A game's part (:class:`GameCommands`) adds its subcommands (the word game's ``words``,
Place Value's ``place-value``, pip dice's ``score``, ``solve`` and more), may add actions
under ``rules``, may give the optimal-play reference that ``stats --rules`` shows for
its rulesets, and may answer another game's command when its ``--rules`` name one of its own
rulesets (a game that builds on another's dice answers its ``replay`` and ``score``:
:func:`answer_for`). The shared commands ask here and never name a game; a game without a
part (a test's toy game) is still listed, filed and counted by the shared commands. Filled
by :func:`yachtdice.cli.modes.builtin.install`.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import IO, TYPE_CHECKING, Any, Generic, TypeVar

from yachtdice.cli.common import Subcommands
from yachtdice.core.modes import Rules
from yachtdice.core.registry import ModeOf

if TYPE_CHECKING:
    from yachtdice.net.seats import Decider

R = TypeVar("R", bound=Rules)
#: how a command runs: (its arguments, the output) -> exit status
Run = Callable[[argparse.Namespace, IO[str]], int]


@dataclass(frozen=True)
class Commands:
    """Where a game adds its commands: at the top level, and under ``rules``."""

    top: Subcommands
    rules: Subcommands


@dataclass(frozen=True)
class GameCommands(Generic[R]):
    """What a game adds to the command line."""

    game: ModeOf[R]
    #: add the game's subcommands; each sets ``run`` (arguments, output) -> exit status
    add: Callable[[Commands], None]
    #: optimal play's figures for a ruleset of the game, shown beside its statistics
    #: (JSON-able); None: the game has no such reference
    reference: Callable[[R], dict[str, object]] | None = None
    #: a computer of a level (its id) at an online table, for a game of so many seats
    #: (:class:`yachtdice.net.seats.Decider`); None: the game's keep-and-claim computers
    computer: Callable[[R, str, int], Decider] | None = None
    #: commands another game adds that this game answers itself when their ``--rules``
    #: names one of its built-in rulesets, by the command's name (``replay``), each run as
    #: the command's own ``run`` is (arguments, output) -> exit status
    answers: Mapping[str, Run] = field(default_factory=dict)


#: a game's part, whatever its rulesets' type
AnyCommands = GameCommands[Any]

_PARTS: dict[str, AnyCommands] = {}


def register(part: AnyCommands) -> None:
    """Add a game's part (again: replaced)."""
    _PARTS[part.game.id] = part


def unregister(mode_id: str) -> None:
    """Remove a game's part (a test's, after the test)."""
    _PARTS.pop(mode_id, None)


def parts() -> tuple[AnyCommands, ...]:
    """Every game's part, in the order registered."""
    return tuple(_PARTS.values())


def answer_for(command: str, rules: str) -> Run | None:
    """How the game whose built-in ruleset is ``rules`` answers ``command`` itself, if it
    does (the game that adds the command asks first, and runs it so)."""
    for part in _PARTS.values():
        answer = part.answers.get(command)
        if answer is not None and part.game.is_preset(rules):
            return answer
    return None


def part_for(mode_id: str) -> AnyCommands | None:
    """The part of the game with this id, or None if it adds nothing."""
    return _PARTS.get(mode_id)
