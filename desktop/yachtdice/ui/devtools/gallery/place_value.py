"""Place Value Yahtzee's screens."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from yachtdice.ui.devtools.gallery.stage import Stage

if TYPE_CHECKING:  # Qt is imported only after the theme and scale are set
    from PySide6.QtWidgets import QWidget

    from yachtdice.ui.modes.place_value.presenter import PlaceValuePresenter
    from yachtdice.ui.table.main_window import MainWindow

# -- Place Value Yahtzee --------------------------------------------------------------------------

# the opening roll for who starts (Ann 6 + 2 + 1 = 9, Ben 3 + 2 + 1 = 6: Ann starts), then every
# turn rolls 5 3 1 except Ann's first, 6 4 2
PLACE_OPENING = (6, 2, 1, 3, 2, 1)


def _place_value_window(stage: Stage, dice: Sequence[int]) -> MainWindow:
    """The window on a new two-player game of three-digit Place Value, its seats decided."""
    from yachtdice.core import Player
    from yachtdice.core.modes.place_value.rules import preset
    from yachtdice.ui.devtools.driving import wait_for

    window = stage.open_window(dice=(*PLACE_OPENING, *dice))
    window.controller.new_game(preset("place-value-3"), [Player("Ann"), Player("Ben")])
    wait_for("the opening roll for who starts", lambda: _place_value(window).seated)
    return window


def _place_value(window: MainWindow) -> PlaceValuePresenter:
    """The window's Place Value presenter."""
    from yachtdice.core.modes.place_value.mode import GAME

    return cast("PlaceValuePresenter", window.part(GAME.id))


def place_value_start(stage: Stage) -> QWidget:
    """Ann's first roll of Place Value Yahtzee: digit dice, the empty places, every box's
    greatest number, and who starts."""
    window = _place_value_window(stage, (6, 4, 2))
    opening = _place_value(window).opening
    stage.roll_and_hold(())
    window.show_message(opening)
    return window


def place_value_arranging(stage: Stage) -> QWidget:
    """Ann puts her dice in places: 6 and 4 placed, each box saying whether 64_ could fit."""
    from yachtdice.ui.devtools.driving import wait_for

    window = _place_value_window(stage, (6, 4, 2))
    stage.roll_and_hold(())
    panel = _place_value(window).panel
    wait_for("the dice in the claim panel", lambda: len(panel.dice_buttons) == 3)
    for die in (0, 1, 2):
        panel.dice_buttons[die].click()
    return window


# each turn of the end screen's game, Ann and Ben in turn: the roll, the box, the number (None: X)
PLACE_TURNS = (
    ((6, 4, 2), "wild", "642"), ((5, 3, 1), "wild", "531"),
    ((5, 3, 1), "hundreds_5", "531"), ((5, 2, 1), "hundreds_5", "521"),
    ((5, 3, 1), "tens_3", "531"), ((6, 3, 4), "tens_3", "634"),
    ((5, 3, 1), "ones_1", "531"), ((5, 3, 1), "ones_1", "531"),
    ((5, 2, 4), "hundreds_tens_sum_7", "524"), ((5, 3, 1), "hundreds_tens_sum_7", None),
    ((5, 3, 1), "tens_ones_sum_9", None), ((4, 5, 2), "tens_ones_sum_9", "254"),
    ((6, 3, 1), "digit_sum_10", "631"), ((5, 3, 2), "digit_sum_10", "532"),
    ((5, 5, 1), "two_same", "551"), ((5, 3, 1), "two_same", None),
    ((5, 3, 1), "three_same", None), ((2, 2, 2), "three_same", "222"),
)


def place_value_end(stage: Stage) -> QWidget:
    """The end of a two-player game: the winning number of every box circled, boxes counted
    (Ann 6 with the tie in the ones, Ben 4)."""
    from yachtdice.core.modes.place_value.engine import PlaceClaim
    from yachtdice.ui.devtools.driving import wait_for

    window = _place_value_window(stage, [d for roll, _, _ in PLACE_TURNS for d in roll])
    controller = window.controller
    for _, box_id, number in PLACE_TURNS:
        stage.roll_and_hold(())
        controller.claim(PlaceClaim(box_id, number))
    wait_for("the end of the game", lambda: controller.state is not None
             and controller.state.finished)
    stage.dialog("the end-of-game dialog").close()
    return window


def place_value_card_editor(stage: Stage) -> QWidget:
    """A teacher's card made in House Rules from a copy of the four-digit card: each box's
    chance of being filled by a roll and its best number; a sum of 30 is impossible."""
    from yachtdice.core.modes.place_value.rules import preset
    from yachtdice.ui.ruleset_editor.window import RulesetEditor

    stage.open_window()
    editor = stage.keep(RulesetEditor(stage.store(), "place-value-4"))
    editor.show()
    editor.duplicate()
    form = editor.form
    form.name.setText("Class 5 card")  # type: ignore[attr-defined]
    form.name.textEdited.emit("Class 5 card")  # type: ignore[attr-defined]
    form.rows[5].settings["total"].setValue(30)  # type: ignore[attr-defined]
    # the draft is dropped afterwards, so that closing does not ask to save it
    stage.before_closing.append(lambda: editor.open_rules(preset("place-value-4"), saved=True))
    return editor


def place_value_score_card(stage: Stage) -> QWidget:
    """The end screen's game as Game ▸ Save Score Card as PDF… prints it: the first page,
    black on white whatever the theme."""
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QLabel

    from yachtdice import printing
    from yachtdice.core.modes.place_value.score_sheet import game_sheet

    window = cast("MainWindow", place_value_end(stage))
    assert window.controller.state is not None
    page = QLabel()
    page.setPixmap(QPixmap.fromImage(printing.page_image(game_sheet(window.controller.state),
                                                         dpi=72)))
    return stage.keep(page)


SCREENS: dict[str, Callable[[Stage], QWidget]] = {
    "place-value-card-editor": place_value_card_editor,
    "place-value-start": place_value_start,
    "place-value-arranging": place_value_arranging,
    "place-value-end": place_value_end,
    "place-value-score-card": place_value_score_card,
}
