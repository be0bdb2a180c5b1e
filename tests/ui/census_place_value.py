"""Place Value Yahtzee's own buttons in the button census (tests/ui/census.py reads every
``census_<game>.py`` here): each named as the tour finds it, with the tests that press it."""

from __future__ import annotations

CENSUS: dict[str, list[str]] = {
    "button PlaceValueClaimPanel/Clear": [
        "tests/ui/test_buttons_panels.py::test_place_value_clear_gives_every_die_back",
    ],
    "button PlaceValueClaimPanel/DieButton": [
        "tests/ui/test_place_value_window.py::test_a_whole_two_player_game_by_mouse_and_keyboard",
    ],
    "button PlaceValueClaimPanel/Write": [
        "tests/ui/test_place_value_claim.py::test_clicking_dice_fills_the_places_and_every_box_says_whether_it_fits",
    ],
    "button PlaceValueClaimPanel/Write X": [
        "tests/ui/test_place_value_claim.py::test_an_x_goes_in_the_chosen_box_by_button_or_ctrl_x",
    ],
}
