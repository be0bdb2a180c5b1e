"""The last game's setup (its rules and players, as Settings keep them) read back into a
ruleset and players for the next deal: anything unknown or damaged falls back to its default.

Apart from the New Game dialog, so that the window's first deal imports no dialog.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from yachtdice.core import MAX_PLAYERS, Player, YachtDiceError
from yachtdice.core.modes import Rules, is_builtin, mode_for, ruleset_by_id
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import PERSON, game_of, player_kinds

__all__ = ["DEFAULT_RULES", "PERSON", "REAL_DICE", "default_name", "real_dice", "setup_to_game",
           "turn_seconds", "with_setup"]

AnyRules = Rules  # a ruleset of any game
DEFAULT_RULES = "yahtzee"
#: the setup's key for a game of real dice at the table, typed in (any game, any rules)
REAL_DICE = "real_dice"

# the New Game dialog's words (its translation context), where a name is missing
_PLAYER_N = QT_TRANSLATE_NOOP("NewGameDialog", "Player {number}")
_COMPUTER_N = QT_TRANSLATE_NOOP("NewGameDialog", "Computer {number}")


def turn_seconds(rules: AnyRules, setup: object) -> int | None:
    """The seconds per turn a saved setup asks for in a game of ``rules`` (None: no timer)."""
    timer = game_of(rules).turn_seconds
    return timer(setup if isinstance(setup, dict) else {}) if timer is not None else None


def real_dice(setup: object) -> bool:
    """Whether a saved setup asks for real dice, typed in, instead of the program's."""
    return isinstance(setup, dict) and setup.get(REAL_DICE) is True


def with_setup(rules: AnyRules, setup: Mapping[str, object]) -> AnyRules:
    """The rules a setup deals: the chosen ones with the game's options (a teacher's rule)."""
    dealt: AnyRules = game_of(rules).with_setup(rules, setup)
    return dealt


def default_name(index: int, kind: str) -> str:
    return translated((_PLAYER_N if kind == PERSON else _COMPUTER_N).format(
        number=str(index + 1)))


def setup_to_game(setup: object, find_rules: Callable[[str], AnyRules | None]
                  ) -> tuple[AnyRules, list[Player]]:
    """The rules and players a saved setup names, each damaged or unknown part replaced by
    its default: rules Yahtzee, a player a person, a name "Player N", at most 8 players.

    ``find_rules`` looks up a ruleset id that is not built in (None if there is none).
    """
    data = setup if isinstance(setup, dict) else {}
    rules_id = data.get("rules")
    rules: AnyRules | None = None
    if isinstance(rules_id, str):
        rules = ruleset_by_id(rules_id) if is_builtin(rules_id) else find_rules(rules_id)
    rules = with_setup(rules or ruleset_by_id(DEFAULT_RULES), data)
    kinds = {key for key, _ in player_kinds(mode_for(rules).id)}
    raw = data.get("players")
    players: list[Player] = []
    for p in raw if isinstance(raw, list) else []:
        if not isinstance(p, dict) or len(players) == MAX_PLAYERS:
            continue
        i = len(players)
        kind = p.get("kind")
        kind = kind if isinstance(kind, str) and kind in kinds else PERSON
        name = p.get("name")
        name = name.strip() if isinstance(name, str) else ""
        computer = kind != PERSON
        try:
            players.append(Player(name or default_name(i, kind), computer,
                                  kind if computer else None))
        except YachtDiceError:
            players.append(Player(default_name(i, kind), computer, kind if computer else None))
    return rules, players or [Player(default_name(0, PERSON))]
