"""Place Value Yahtzee as the window knows it (:data:`GAME_UI`): digit dice, the card of
numbers, the presenter with its claim panel, the teacher's rule, two players at least."""

from __future__ import annotations

from yachtdice.core.modes.place_value.engine import LEVELS
from yachtdice.core.modes.place_value.mode import GAME
from yachtdice.ui.modes import GameUI
from yachtdice.ui.modes.place_value.card import PlaceValueCard
from yachtdice.ui.modes.place_value.faces import DigitFaces
from yachtdice.ui.modes.place_value.options import TeacherOption, players_problem, with_teacher
from yachtdice.ui.modes.place_value.presenter import PlaceValuePresenter
from yachtdice.ui.modes.place_value.rules_help import place_value_rules_html

GAME_UI = GameUI(
    GAME.id, faces=DigitFaces, card=PlaceValueCard(), part=PlaceValuePresenter,
    rules_html=place_value_rules_html, level_names={lv.id: lv.name for lv in LEVELS},
    options=TeacherOption, with_setup=with_teacher, players_problem=players_problem,
    pick_help="Arrange the dice into a number (click them or type it), then pick a box.")
