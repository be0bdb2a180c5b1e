"""Triple Yahtzee as the window knows it (:data:`GAME_UI`): pip dice, its card of three
columns per player, its hints, its rules help and its computers' names."""

from __future__ import annotations

from typing import TYPE_CHECKING

from yachtdice.core.game import Place
from yachtdice.core.modes.triple.mode import GAME
from yachtdice.core.modes.triple.players import LEVEL_NAMES
from yachtdice.core.modes.triple.rules import TripleRules
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import GameUI, Table
from yachtdice.ui.modes.triple.card import TripleGameCard
from yachtdice.ui.modes.triple.rules_help import rules_html

if TYPE_CHECKING:
    from yachtdice.ui.modes.triple.part import TripleHints

_RULES_LABEL = QT_TRANSLATE_NOOP("TripleGame", "{name} (three columns)")


def _rules_label(rules: TripleRules) -> str:
    """A Triple Yahtzee ruleset as New Game lists it: its name and its three columns."""
    return translated(_RULES_LABEL.format(name=rules.name))


def _part(table: Table) -> TripleHints:
    from yachtdice.ui.modes.triple.part import TripleHints

    return TripleHints(table)


GAME_UI: GameUI[TripleRules, Place] = GameUI(
    GAME.id, card=TripleGameCard(), part=_part, rules_html=rules_html,
    level_names=LEVEL_NAMES, rules_label=_rules_label,
    pick_help=QT_TRANSLATE_NOOP("TripleGame", "Pick a box in any column with the arrow keys "
                                "and Enter, or click it."))
