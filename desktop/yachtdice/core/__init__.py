"""The turn skeleton every game shares: players, actions, states, records. No Qt, no I/O.

Each game lives in its own package under :mod:`yachtdice.core.modes` (pip dice in
:mod:`yachtdice.core.modes.pips`), registered in the mode registry.

>>> from yachtdice.core import GameState, Player, Roll, Score
>>> from yachtdice.core.modes.pips.presets import preset
>>> state = GameState.start(preset("yahtzee"), [Player("Ann")]).apply(Roll((2, 3, 4, 5, 6)))
>>> state.apply(Score("large_straight")).cards[0].grand_total
40
"""

from yachtdice.core.dice import DiceSource, RandomDice, ScriptedDice
from yachtdice.core.errors import (
    DiceError,
    IllegalActionError,
    Problem,
    RecordError,
    RulesetError,
    YachtDiceError,
)
from yachtdice.core.game import (
    MAX_PLAYERS,
    Action,
    Entered,
    GameState,
    Hold,
    Player,
    Roll,
    Score,
    Standing,
    Undo,
    name_problem,
)
from yachtdice.core.record import GameRecord, replay

__all__ = [
    "MAX_PLAYERS", "Action", "DiceError", "DiceSource", "Entered", "GameRecord", "GameState",
    "Hold",
    "IllegalActionError", "Player", "Problem", "RandomDice", "RecordError", "Roll",
    "RulesetError", "Score", "ScriptedDice", "Standing", "Undo", "YachtDiceError",
    "name_problem", "replay",
]
