"""The game itself: rulesets, scoring, the turn engine. Pure Python + NumPy; no Qt, no I/O.

>>> from yachtdice.core import GameState, Player, Roll, Score, preset
>>> state = GameState.start(preset("yahtzee"), [Player("Ann")]).apply(Roll((2, 3, 4, 5, 6)))
>>> state.options().points("large_straight")
40
"""

from .dice import DiceSource, RandomDice, ScriptedDice
from .errors import (
    DiceError,
    IllegalActionError,
    Problem,
    RecordError,
    RulesetError,
    YachtDiceError,
)
from .game import (
    MAX_PLAYERS,
    Action,
    GameState,
    Hold,
    Player,
    Roll,
    Score,
    Standing,
    Undo,
    name_problem,
    standings,
)
from .patterns import AllSame, Chance, FaceCount, FaceSet, Groups, OfAKind, Pattern, Run
from .presets import PRESETS, is_preset, preset
from .record import GameRecord, replay
from .rules import BoxOption, Options, Verdict, book, evaluate, options
from .ruleset import (
    Category,
    Joker,
    Order,
    Ruleset,
    Scoring,
    Section,
    TieBreak,
    UpperBonus,
)
from .scorecard import Scorecard
from .table import ScoreTable, dice_problem, score_table

__all__ = [
    "MAX_PLAYERS", "Action", "AllSame", "BoxOption", "Category", "Chance", "DiceError",
    "DiceSource",
    "FaceCount", "FaceSet", "GameRecord", "GameState", "Groups", "Hold", "IllegalActionError",
    "Joker", "OfAKind", "Options", "Order", "PRESETS", "Pattern", "Player", "Problem",
    "RandomDice", "RecordError", "Roll", "Run", "Ruleset", "RulesetError", "Score",
    "ScoreTable", "Scorecard", "Scoring", "ScriptedDice", "Section", "Standing", "TieBreak",
    "Undo", "UpperBonus", "Verdict", "YachtDiceError", "book", "dice_problem", "evaluate",
    "is_preset", "name_problem", "options", "preset", "replay", "score_table", "standings",
]
