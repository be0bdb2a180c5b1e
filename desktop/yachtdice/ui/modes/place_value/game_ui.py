"""Place Value Yahtzee as the window knows it (:data:`GAME_UI`): digit dice, the card of
numbers, the presenter with its claim panel, the teacher's rule, two players at least.

The faces, the presenter and the options are imported when a game of digit dice first
needs them, not when the program starts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from yachtdice.core import GameState
from yachtdice.core.modes.place_value.engine import LEVELS
from yachtdice.core.modes.place_value.mode import GAME
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import GameUI, ReviewLookOf, Table
from yachtdice.ui.modes.place_value.card import PlaceValueCard
from yachtdice.ui.modes.place_value.rules_help import place_value_rules_html

if TYPE_CHECKING:
    from yachtdice.core.modes.place_value.engine import PlaceClaim
    from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
    from yachtdice.core.score_sheet import ScoreSheet
    from yachtdice.ui.modes.place_value.editor_form import PlaceValueForm
    from yachtdice.ui.modes.place_value.faces import DigitFaces
    from yachtdice.ui.modes.place_value.options import TeacherOption
    from yachtdice.ui.modes.place_value.presenter import PlaceValuePresenter


_RULES_LABEL = QT_TRANSLATE_NOOP("PlaceValueGame", "{name} (digit dice)")


def _rules_label(rules: PlaceValueRuleset) -> str:
    """Place value rules as New Game lists them: the name (a built-in's translated), then
    the kind of dice."""
    return translated(_RULES_LABEL.format(name=rules.name))


def _faces(rules: PlaceValueRuleset) -> DigitFaces:
    from yachtdice.ui.modes.place_value.faces import DigitFaces

    return DigitFaces(rules)


def _part(table: Table) -> PlaceValuePresenter:
    from yachtdice.ui.modes.place_value.presenter import PlaceValuePresenter

    return PlaceValuePresenter(table)


def _in_language(sheet: ScoreSheet) -> ScoreSheet:
    from yachtdice.ui.modes.place_value.printing import in_language

    return in_language(sheet)


def _options() -> TeacherOption:
    from yachtdice.ui.modes.place_value.options import TeacherOption

    return TeacherOption()


def _with_teacher(rules: PlaceValueRuleset, setup: Mapping[str, object]
                  ) -> PlaceValueRuleset:
    from yachtdice.ui.modes.place_value.options import with_teacher

    return with_teacher(rules, setup)


def _result_note(state: GameState) -> str | None:
    from yachtdice.ui.modes.place_value.presenter import result_note

    return result_note(state)


def _players_problem(count: int) -> str | None:
    from yachtdice.ui.modes.place_value.options import players_problem

    return players_problem(count)


def _review() -> ReviewLookOf[PlaceValueRuleset]:
    from yachtdice.ui.modes.place_value.review import review_look

    return review_look()


def _form() -> PlaceValueForm:
    from yachtdice.ui.modes.place_value.editor_form import PlaceValueForm

    return PlaceValueForm()


GAME_UI: GameUI[PlaceValueRuleset, PlaceClaim] = GameUI(
    GAME.id, faces=_faces, card=PlaceValueCard(), part=_part, score_sheet_language=_in_language,
    rules_html=place_value_rules_html, level_names={lv.id: lv.name for lv in LEVELS},
    options=_options, with_setup=_with_teacher, players_problem=_players_problem,
    result_note=_result_note, rules_label=_rules_label,
    ruleset_form=_form, review=_review,
    pick_help=QT_TRANSLATE_NOOP(
        "Place Value help", "Arrange the dice into a number (click them or type it), then pick "
        "a box.").text)
