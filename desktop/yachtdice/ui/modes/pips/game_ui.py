"""Pip dice as the window knows it (:data:`GAME_UI`): numbered faces (the default), its
card, the engine's hints and computers, and rules that House Rules makes and edits."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from yachtdice.core.levels import LEVELS
from yachtdice.core.modes.pips.mode import GAME
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.rulesets import TieBreak
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import GameUI, OptimalPlay, ReviewLookOf, Strategies
from yachtdice.ui.modes.pips.card import PipCard
from yachtdice.ui.modes.pips.computers import take_seats
from yachtdice.ui.modes.pips.hints import PipHints

if TYPE_CHECKING:
    from yachtdice.ui.modes.pips.house_rules.form import DiceForm


def tie_break_note(rules: Ruleset) -> str | None:
    if rules.tie_break is TieBreak.UPPER_TOTAL:
        return QCoreApplication.translate(
            "PipGame", "Equal totals were decided by the upper section, as these rules say.")
    return None


def _rules_html(rules: Ruleset) -> str:
    from yachtdice.ui.modes.pips.rules_help import pip_rules_html  # with Help ▸ Rules

    return pip_rules_html(rules)


def _ruleset_form() -> DiceForm:
    from yachtdice.ui.modes.pips.house_rules.form import DiceForm  # with House Rules

    return DiceForm()


def _review() -> ReviewLookOf[Ruleset]:
    from yachtdice.ui.modes.pips.review import review_look  # with the review, not at start

    return review_look()


def _optimal_play() -> OptimalPlay[Ruleset]:
    from yachtdice.ui.modes.pips.statistics import OPTIMAL_PLAY  # with Statistics

    return OPTIMAL_PLAY


def _strategies(parent: QObject) -> Strategies:
    from yachtdice.ui.modes.pips.engine_service import EngineService  # with the controller

    return EngineService(parent)


def _stop_background(seconds: float) -> bool:
    from yachtdice.ui.modes.pips.house_rules.expected import shared_engines  # House Rules'

    return shared_engines().shut_down(seconds)


GAME_UI: GameUI[Ruleset, str] = GameUI(
    GAME.id, card=PipCard(), part=PipHints, rules_html=_rules_html,
    rules_label=lambda rules: translated(rules.name),
    level_names={lv.id: lv.name for lv in LEVELS},
    ruleset_form=_ruleset_form, edit_from_new_game=True,
    computers=take_seats, tie_break_note=tie_break_note,
    review=_review, optimal_play=_optimal_play, strategies=_strategies,
    stop_background=_stop_background)
