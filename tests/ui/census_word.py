"""Word Yahtzee's own buttons in the button census (tests/ui/census.py reads every
``census_<game>.py`` here): each named as the tour finds it, with the tests that press it."""

from __future__ import annotations

CENSUS: dict[str, list[str]] = {
    "button ClaimPanel/<letter> <n>": [
        "tests/ui/test_word_claim.py::test_words_are_built_by_clicking_letters_and_naming_the_wild_face",
    ],
    "button ClaimPanel/Book": [
        "tests/ui/test_buttons_panels.py::test_word_book_writes_the_claim_in_the_chosen_box",
    ],
    "button ClaimPanel/Clear": [
        "tests/ui/test_word_claim.py::test_words_are_built_by_clicking_letters_and_naming_the_wild_face",
    ],
    "button ClaimPanel/Look up a word…": [
        "tests/ui/test_word_lookup.py::test_the_lookup_button_answers_yes_or_no_and_why",
    ],
    "button ClaimPanel/Next word": [
        "tests/ui/test_word_claim.py::test_words_are_built_by_clicking_letters_and_naming_the_wild_face",
    ],
    "button ClaimPanel/Write a zero": [
        "tests/ui/test_word_claim.py::test_a_zero_can_go_in_any_open_box",
        "tests/ui/test_word_game_window.py::test_a_whole_word_game_by_mouse_and_keyboard",
    ],
    "button LookupDialog/Close": [
        "tests/ui/test_buttons_panels.py::test_look_up_answers_and_close_closes",
    ],
    "button LookupDialog/Look Up": [
        "tests/ui/test_buttons_panels.py::test_look_up_answers_and_close_closes",
    ],
    "default LookupDialog/Look Up": [
        "tests/ui/test_word_lookup.py::test_the_lookup_button_answers_yes_or_no_and_why",
    ],
}
