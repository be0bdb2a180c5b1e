"""Place Value Yahtzee's screens."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from yachtdice.gallery.modes import GameScreens, Screen
from yachtdice.gallery.stage import Stage

if TYPE_CHECKING:  # Qt is imported only after the theme and scale are set
    from PySide6.QtWidgets import QWidget

    from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
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
    ((6, 4, 2), "wild", "624"), ((5, 3, 1), "wild", "531"),
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
    (Ann 6 with the tie in the ones, Ben 4), and the look back beside it: Ann's 624 in the
    wild box, where 6 4 2 made 642."""
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


# -- the classroom view ----------------------------------------------------------------------------

PUPILS = ("Leo", "Ava", "Mia", "Noah", "Zoe", "Sam")
# two rounds of the rule sheet's card, pupil by pupil: the roll and the box written
CLASS_ROUNDS = (
    ((6, 3, 4, 1), "hundreds_3"), ((5, 3, 4, 2), "wild"), ((6, 5, 3, 3), "hundreds_3"),
    ((2, 2, 4, 6), "two_same"), ((1, 3, 5, 6), "ones_5"), ((6, 6, 2, 1), "thousands_6"),
    ((5, 4, 2, 5), "ones_5"), ((6, 4, 3, 1), "hundreds_3"), ((4, 4, 4, 1), "three_same"),
    ((6, 5, 2, 3), "tens_2"), ((3, 3, 3, 6), "three_same"), ((5, 4, 3, 2), "wild"),
)


def _classroom(stage: Stage, width: int, height: int, pupils: int) -> QWidget:
    """A class at the board: the card's rule sheet boxes, two rounds written, the next
    pupil's roll arranged halfway, the window ``width`` x ``height`` in the classroom view."""
    from yachtdice.core import Player
    from yachtdice.core.modes.place_value.engine import PlaceClaim
    from yachtdice.core.modes.place_value.rules import best, preset
    from yachtdice.ui.devtools.driving import wait_for

    rules = preset("place-value-4")
    rounds = [CLASS_ROUNDS[i % len(CLASS_ROUNDS)] for i in range(pupils)]
    rounds += [CLASS_ROUNDS[(i + 6) % len(CLASS_ROUNDS)] for i in range(pupils)]
    opening = (6, 6, 6, 5) + (1, 1, 1, 1) * (pupils - 1)   # Leo starts
    dice = [d for roll, _ in rounds for d in roll] + [5, 3, 4, 2]
    window = stage.open_window(dice=(*opening, *dice))
    window.controller.new_game(rules, [Player(n) for n in PUPILS[:pupils]])
    wait_for("the opening roll for who starts", lambda: _place_value(window).seated)
    controller = window.controller
    for roll, box_id in rounds:
        stage.roll_and_hold(())
        number = best(rules, roll, (box_id,))[box_id]
        controller.claim(PlaceClaim(box_id, number.text if number else None))
    stage.roll_and_hold(())
    window.resize(width, height)
    window.set_classroom(True)
    panel = _place_value(window).panel
    wait_for("the dice in the claim panel", lambda: len(panel.dice_buttons) == 4)
    for die in (0, 2):
        panel.dice_buttons[die].click()
    wait_for("the window at its size", lambda: window.width() == width
             and window.height() == height)
    return window


def class_card(digits: int) -> PlaceValueRuleset:
    """A card of ``digits`` six-sided dice: the built-in 3-, 4- or 6-digit one, or a teacher's
    (5 digits, and 7, the most six-sided dice a card may have)."""
    from yachtdice.core.modes.place_value.rules import PlaceValueRuleset, preset

    if digits in (3, 4, 6):
        return preset(f"place-value-{digits}")
    top = {5: "ten_thousands", 7: "millions"}[digits]
    return PlaceValueRuleset.from_dict({
        "mode": "place-value", "id": f"class-{digits}", "name": f"Class card ({digits} digits)",
        "dice": {"count": digits}, "boxes": [
            {"id": f"{top}_6", "condition": {"kind": "digit_in_place", "place": top,
                                             "digit": 6}},
            {"id": "hundreds_3", "condition": {"kind": "digit_in_place", "place": "hundreds",
                                               "digit": 3}},
            {"id": "ones_5", "condition": {"kind": "digit_in_place", "place": "ones",
                                           "digit": 5}},
            {"id": f"digit_sum_{digits * 4}", "condition": {"kind": "digit_sum",
                                                           "total": digits * 4}},
            {"id": "two_same", "condition": {"kind": "same_digits", "count": 2}},
            {"id": "three_same", "condition": {"kind": "same_digits", "count": 3}},
            {"id": "wild", "condition": {"kind": "any"}}]})


def _digit_classroom(stage: Stage, pupils: int, digits: int) -> QWidget:
    """A class of ``pupils`` at 1024x768 on a card of ``digits`` dice: everyone has written
    a round (the greatest number their roll makes in its first box that takes one, else an X
    in the wild box), Leo has rolled again and put two dice in places."""
    from yachtdice.core import Player
    from yachtdice.core.modes.place_value.engine import PlaceClaim, place_card
    from yachtdice.core.modes.place_value.rules import best
    from yachtdice.ui.devtools.driving import wait_for

    rules = class_card(digits)
    faces = (6, 5, 3, 3, 4, 1, 2, 6, 5)
    rolls = [tuple(faces[(i + p) % len(faces)] for i in range(digits)) for p in range(pupils)]
    opening = (6,) * digits + (1,) * digits * (pupils - 1)   # Leo starts
    last = rolls[0][::-1]
    window = stage.open_window(dice=(*opening, *(d for r in rolls for d in r), *last))
    window.controller.new_game(rules, [Player(n) for n in PUPILS[:pupils]])
    wait_for("the opening roll for who starts", lambda: _place_value(window).seated)
    controller = window.controller
    for _ in rolls:
        stage.roll_and_hold(())
        state = controller.state
        assert state is not None and state.dice is not None
        open_ids = place_card(state).open_ids
        found = best(rules, state.dice, open_ids)
        box = next((b for b in open_ids if found[b] is not None), "wild")
        number = found[box]
        controller.claim(PlaceClaim(box, number.text if number else None))
    window.set_classroom(True)   # on before the roll: the places come with it
    window.resize(1024, 768)
    stage.roll_and_hold(())
    panel = _place_value(window).panel
    wait_for("the dice in the claim panel", lambda: len(panel.dice_buttons) == digits)
    for die in (0, 2):
        panel.dice_buttons[die].click()
    wait_for("the window at its size", lambda: window.width() == 1024
             and window.height() == 768)
    return window


def place_value_classroom_5_digits(stage: Stage) -> QWidget:
    """The classroom view at 1024x768: two pupils on a teacher's five-digit card."""
    return _digit_classroom(stage, 2, 5)


def place_value_classroom_6_digits(stage: Stage) -> QWidget:
    """The classroom view at 1024x768: six pupils on the built-in six-digit card."""
    return _digit_classroom(stage, 6, 6)


def place_value_classroom_7_digits(stage: Stage) -> QWidget:
    """The classroom view at 1024x768: two pupils on a seven-dice card."""
    return _digit_classroom(stage, 2, 7)


def place_value_classroom_small_2(stage: Stage) -> QWidget:
    """The classroom view on an old projector (1024x768), two pupils."""
    return _classroom(stage, 1024, 768, 2)


def place_value_classroom_small_6(stage: Stage) -> QWidget:
    """The classroom view on an old projector (1024x768), six pupils."""
    return _classroom(stage, 1024, 768, 6)


def place_value_classroom_large_2(stage: Stage) -> QWidget:
    """The classroom view on a big screen (1920x1080), two pupils."""
    return _classroom(stage, 1920, 1080, 2)


def place_value_classroom_large_6(stage: Stage) -> QWidget:
    """The classroom view on a big screen (1920x1080), six pupils."""
    return _classroom(stage, 1920, 1080, 6)


def place_value_card_editor(stage: Stage) -> QWidget:
    """A teacher's card made in House Rules from a copy of the four-digit card: each box's
    chance of being filled by a roll and its best number; a sum of 30 is impossible."""
    from yachtdice.core.modes.place_value.rules import preset
    from yachtdice.ui.windows.house_rules.window import RulesetEditor

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
    whatever the theme."""
    from yachtdice.core.modes.place_value.score_sheet import game_sheet

    window = cast("MainWindow", place_value_end(stage))
    state = window.controller.state
    assert state is not None
    return stage.printed(state.ruleset, game_sheet(state))


SCREENS: dict[str, Screen] = {
    "place-value-card-editor": place_value_card_editor,
    "place-value-start": place_value_start,
    "place-value-arranging": place_value_arranging,
    "place-value-end": place_value_end,
    "place-value-classroom-1024-2": place_value_classroom_small_2,
    "place-value-classroom-1024-6": place_value_classroom_small_6,
    "place-value-classroom-1920-2": place_value_classroom_large_2,
    "place-value-classroom-1920-6": place_value_classroom_large_6,
    "place-value-classroom-1024-2-5-digits": place_value_classroom_5_digits,
    "place-value-classroom-1024-6-6-digits": place_value_classroom_6_digits,
    "place-value-classroom-1024-2-7-digits": place_value_classroom_7_digits,
    "place-value-score-card": place_value_score_card,
}

GAME_SCREENS = GameScreens("place-value", SCREENS)
