"""The button census (tests/ui/test_button_census.py): every push button, menu action and
default button of the app, named as the tour (tests/ui/screens.py) finds them, and the tests
that press each one through its widget (a mouse click, a triggered action or its shortcut,
Enter for a default button).

Names: "button Owner/Text" (Owner: the part of the window that holds it; Qt's own boxes by
their title), "action Window ▸ Menu ▸ Entry", "default Owner/Text". Numbers in a text read
<n>; a button of a class of its own (a die) is named by its class. "FormHost/(no text)"
is House Rules' one-click fix of a problem, which has a text only while there is one.
"""

from __future__ import annotations

import importlib
from pathlib import Path

# Qt's own windows, named by their title in the census (their buttons are the app's words)
NOT_OURS = {"QMessageBox", "QInputDialog", "QFileDialog", "QPrintDialog"}

CENSUS: dict[str, list[str]] = {
    "button DiceForm/Add box": [
        "tests/ui/test_ruleset_editor.py::test_six_dice_top_to_bottom_with_a_50_point_bonus_at_84",
        "tests/ui/test_ruleset_editor.py::test_four_dice_with_runs_of_three_and_no_bonus",
    ],
    "button DiceForm/Move down": [
        "tests/ui/test_buttons_editor.py::test_move_up_and_move_down_move_the_chosen_box",
    ],
    "button DiceForm/Move up": [
        "tests/ui/test_buttons_editor.py::test_move_up_and_move_down_move_the_chosen_box",
    ],
    "button DiceForm/Remove": [
        "tests/ui/test_ruleset_editor.py::test_every_edit_undoes_and_redoes",
        "tests/ui/test_ruleset_editor_playtest.py::test_every_problem_speaks_the_forms_words",
    ],
    "button DiceTray/DieButton": [
        "tests/ui/test_place_value_window.py::test_a_whole_two_player_game_by_mouse_and_keyboard",
        "tests/ui/test_play.py::test_holding_and_rerolling_by_clicks",
    ],
    "button EndDialog/Close": [
        "tests/ui/test_buttons_main.py::test_game_over_close_leaves_the_final_scores_up",
    ],
    "button EndDialog/New Game…": [
        "tests/ui/test_buttons_main.py::test_game_over_new_game_opens_new_game",
    ],
    "button EndDialog/Play Again": [
        "tests/ui/test_buttons_main.py::test_game_over_play_again_by_click_and_by_enter",
    ],
    "button EndDialog/Review…": [
        "tests/ui/test_buttons_main.py::test_game_over_review_opens_the_review_and_its_close_and_enter_close_it",
    ],
    "button HighScoresDialog/Close": [
        "tests/ui/test_buttons_main.py::test_high_scores_opens_from_the_menu_and_close_and_enter_close_it",
    ],
    "button HistoryDialog/Close": [
        "tests/ui/test_buttons_main.py::test_history_delete_then_keep_keeps_the_game_and_close_closes",
    ],
    "button HistoryDialog/Save Score Card as PDF…": [
        "tests/ui/test_print_cards.py::test_history_saves_the_chosen_games_card",
    ],
    "button HistoryDialog/Delete…": [
        "tests/ui/test_door_windows.py::test_history_deletes_a_finished_game_after_asking",
        "tests/ui/test_door_windows.py::test_history_keeps_the_game_on_enter_or_escape",
    ],
    "button HistoryDialog/Review…": [
        "tests/ui/test_place_value_class.py::test_history_reviews_a_digit_game_against_the_strong_player",
    ],
    "button MainWindow/Cancel": [
        "tests/ui/test_buttons_panels.py::test_cancel_stops_the_strategy_engines_solve",
    ],
    "button MainWindow/Hint": [
        "tests/ui/test_word_game_window.py::test_undo_takes_back_a_claim_and_the_history_marks_who_was_helped",
        "tests/ui/test_word_game_window.py::test_a_hint_on_the_last_roll_fills_in_the_strong_players_claim",
    ],
    "button MainWindow/Hurry (Space)": [
        "tests/ui/test_buttons_panels.py::test_hurry_finishes_the_computers_turn_at_once",
    ],
    "button MainWindow/Roll (<n> left)": [
        "tests/ui/test_place_value_window.py::test_new_game_offers_the_cards_and_the_teachers_rule",
        "tests/ui/test_play.py::test_holding_and_rerolling_by_clicks",
    ],
    "button MainWindow/Undo": [
        "tests/ui/test_word_game_window.py::test_undo_takes_back_a_claim_and_the_history_marks_who_was_helped",
    ],
    "button NewGameDialog/Add player": [
        "tests/ui/test_place_value_window.py::test_new_game_offers_the_cards_and_the_teachers_rule",
        "tests/ui/test_rules_files.py::test_a_card_file_is_opened_listed_played_and_resumed_after_a_restart",
    ],
    "button NewGameDialog/Cancel": [
        "tests/ui/test_buttons_main.py::test_game_over_new_game_opens_new_game",
    ],
    "button NewGameDialog/Delete…": [
        "tests/ui/test_rules_files.py::test_a_saved_card_is_deleted_only_after_asking",
    ],
    "button NewGameDialog/Edit…": [
        "tests/ui/test_buttons_main.py::test_new_game_edit_opens_house_rules_over_it_on_the_chosen_rules",
    ],
    "button NewGameDialog/New…": [
        "tests/ui/test_ruleset_editor.py::test_the_menu_and_the_new_game_dialog_open_house_rules",
    ],
    "button NewGameDialog/Open File…": [
        "tests/ui/test_provenance_windows.py::test_new_game_opens_a_changed_file_under_a_built_in_name_as_custom",
    ],
    "button NewGameDialog/Remove": [
        "tests/ui/test_sessions.py::test_a_second_click_where_remove_was_does_not_remove_another_player",
    ],
    "button NewGameDialog/Start": [
        "tests/ui/test_provenance_windows.py::test_new_game_takes_a_family_by_its_name",
        "tests/ui/test_rules_files.py::test_a_card_file_is_opened_listed_played_and_resumed_after_a_restart",
    ],
    "button Outline/Use par <n>": [
        "tests/ui/test_buttons_editor.py::test_use_par_sets_the_threshold_to_three_of_each_face",
    ],
    "button QInputDialog[Rename]/Cancel": [
        "tests/ui/test_buttons_editor.py::test_rename_by_ok_and_by_enter_and_cancel_keeps_the_name",
    ],
    "button QInputDialog[Rename]/OK": [
        "tests/ui/test_buttons_editor.py::test_rename_by_ok_and_by_enter_and_cancel_keeps_the_name",
    ],
    "button QMessageBox[Abandon Game]/Abandon": [
        "tests/ui/test_buttons_main.py::test_play_again_asks_first_keep_playing_and_enter_keep_the_game_abandon_deals_afresh",
    ],
    "button QMessageBox[Abandon Game]/Keep Playing": [
        "tests/ui/test_buttons_main.py::test_play_again_asks_first_keep_playing_and_enter_keep_the_game_abandon_deals_afresh",
    ],
    "button QMessageBox[Delete Game]/Delete": [
        "tests/ui/test_door_windows.py::test_history_deletes_a_finished_game_after_asking",
    ],
    "button QMessageBox[Delete Game]/Keep": [
        "tests/ui/test_buttons_main.py::test_history_delete_then_keep_keeps_the_game_and_close_closes",
    ],
    "button QMessageBox[Delete Rules]/Delete": [
        "tests/ui/test_buttons_panels.py::test_deleting_a_saved_card_asks_and_keep_and_enter_keep_it",
    ],
    "button QMessageBox[Delete Rules]/Keep": [
        "tests/ui/test_buttons_panels.py::test_deleting_a_saved_card_asks_and_keep_and_enter_keep_it",
    ],
    "button QMessageBox[Delete Unfinished Game]/Delete": [
        "tests/ui/test_buttons_main.py::test_unfinished_games_lists_a_set_aside_game_delete_asks_and_close_closes",
    ],
    "button QMessageBox[Delete Unfinished Game]/Keep": [
        "tests/ui/test_buttons_main.py::test_unfinished_games_lists_a_set_aside_game_delete_asks_and_close_closes",
    ],
    "button QMessageBox[Delete ruleset]/No": [
        "tests/ui/test_buttons_editor.py::test_delete_asks_and_only_yes_deletes",
    ],
    "button QMessageBox[Delete ruleset]/Yes": [
        "tests/ui/test_buttons_editor.py::test_delete_asks_and_only_yes_deletes",
    ],
    "button QMessageBox[Open Rules File]/Cancel": [
        "tests/ui/test_buttons_panels.py::test_opening_rules_saved_under_the_same_id_asks_replace_keep_both_or_cancel",
    ],
    "button QMessageBox[Open Rules File]/Keep Both": [
        "tests/ui/test_buttons_panels.py::test_opening_rules_saved_under_the_same_id_asks_replace_keep_both_or_cancel",
    ],
    "button QMessageBox[Open Rules File]/Replace": [
        "tests/ui/test_buttons_panels.py::test_opening_rules_saved_under_the_same_id_asks_replace_keep_both_or_cancel",
    ],
    "button QMessageBox[Resume Game]/New Game": [
        "tests/ui/test_buttons_main.py::test_the_offer_to_resume_by_its_buttons_and_enter",
    ],
    "button QMessageBox[Resume Game]/Not Now": [
        "tests/ui/test_buttons_main.py::test_the_offer_to_resume_by_its_buttons_and_enter",
    ],
    "button QMessageBox[Resume Game]/Resume": [
        "tests/ui/test_buttons_main.py::test_the_offer_to_resume_by_its_buttons_and_enter",
    ],
    "button QMessageBox[Unsaved changes]/Cancel": [
        "tests/ui/test_buttons_editor.py::test_close_with_changes_asks_save_discard_or_cancel",
    ],
    "button QMessageBox[Unsaved changes]/Discard": [
        "tests/ui/test_buttons_editor.py::test_close_with_changes_asks_save_discard_or_cancel",
    ],
    "button QMessageBox[Unsaved changes]/Save": [
        "tests/ui/test_buttons_editor.py::test_close_with_changes_asks_save_discard_or_cancel",
    ],
    "button QMessageBox[Yacht Dice]/OK": [
        "tests/ui/test_buttons_main.py::test_about_says_the_version_and_ok_and_enter_close_it",
    ],
    "button ReadAloud/Back (Esc)": [
        "tests/ui/test_buttons_panels.py::test_the_teachers_buttons_mark_the_reading_or_take_it_back",
    ],
    "button ReadAloud/Misread (W)": [
        "tests/ui/test_place_value_claim.py::test_esc_takes_the_reading_back_and_buttons_mark_it_too",
    ],
    "button ReadAloud/Read right (R)": [
        "tests/ui/test_buttons_panels.py::test_the_teachers_buttons_mark_the_reading_or_take_it_back",
    ],
    "button ReviewDialog/Close": [
        "tests/ui/test_buttons_main.py::test_game_over_review_opens_the_review_and_its_close_and_enter_close_it",
    ],
    "button FormHost/(no text)": [
        "tests/ui/test_ruleset_editor_playtest.py::test_six_dice_offer_the_fix_for_exact_straights_in_one_click",
    ],
    "button RulesetEditor/Close": [
        "tests/ui/test_ruleset_editor_playtest.py::test_after_delete_nothing_asks_to_be_saved_and_the_list_shows_the_form",
    ],
    "button PrintOptionsDialog/Cancel": [
        "tests/ui/test_print_cards.py::test_cancel_in_the_options_writes_nothing",
    ],
    "button PrintOptionsDialog/Print…": [
        "tests/ui/test_print_cards.py::test_print_opens_the_options_then_the_print_dialog",
    ],
    "button PrintOptionsDialog/Save…": [
        "tests/ui/test_print_cards.py::test_save_as_pdf_writes_the_card_of_the_game_on_the_table",
    ],
    "button RulesetList/Delete…": [
        "tests/ui/test_ruleset_editor.py::test_deleting_a_ruleset_keeps_the_games_played_under_it",
        "tests/ui/test_ruleset_editor_playtest.py::test_after_delete_nothing_asks_to_be_saved_and_the_list_shows_the_form",
    ],
    "button RulesetList/Duplicate": [
        "tests/ui/test_ruleset_editor.py::test_a_built_in_ruleset_is_read_only_and_duplicate_makes_an_editable_copy",
    ],
    "button RulesetList/Export…": [
        "tests/ui/test_provenance_windows.py::test_house_rules_export_never_writes_through_a_link_or_over_a_folder",
        "tests/ui/test_ruleset_editor_playtest.py::test_import_and_export_ask_for_their_file_and_do_it",
    ],
    "button RulesetList/Import…": [
        "tests/ui/test_provenance_windows.py::test_house_rules_imports_a_built_in_name_marked_custom",
        "tests/ui/test_ruleset_editor_playtest.py::test_import_and_export_ask_for_their_file_and_do_it",
    ],
    "button RulesetList/New": [
        "tests/ui/test_buttons_editor.py::test_new_shows_its_menu_of_the_built_in_rules",
    ],
    "button RulesetEditor/Redo": [
        "tests/ui/test_ruleset_editor.py::test_every_edit_undoes_and_redoes",
        "tests/ui/test_ruleset_editor_playtest.py::test_redo_going_grey_never_hands_the_focus_to_revert",
    ],
    "button RulesetList/Save Blank Card as PDF…": [
        "tests/ui/test_print_cards.py::test_house_rules_saves_a_blank_card_of_the_rules_shown",
    ],
    "button RulesetList/Rename…": [
        "tests/ui/test_buttons_editor.py::test_rename_by_ok_and_by_enter_and_cancel_keeps_the_name",
    ],
    "button RulesetEditor/Revert": [
        "tests/ui/test_ruleset_editor.py::test_every_edit_undoes_and_redoes",
    ],
    "button RulesetEditor/Save": [
        "tests/ui/test_provenance_windows.py::test_house_rules_will_not_save_under_a_built_in_name",
        "tests/ui/test_ruleset_editor.py::test_six_dice_top_to_bottom_with_a_50_point_bonus_at_84",
    ],
    "button RulesetEditor/Undo": [
        "tests/ui/test_ruleset_editor.py::test_every_edit_undoes_and_redoes",
        "tests/ui/test_ruleset_editor_playtest.py::test_a_box_label_used_twice_is_said_on_its_row_and_a_new_box_gets_its_own",
    ],
    "button StatisticsWindow/Best: <n> on <n>-<n>-<n>": [
        "tests/ui/test_statistics.py::test_clicking_a_point_or_the_best_opens_that_review",
    ],
    "button StatisticsWindow/Export games as CSV…": [
        "tests/ui/test_provenance_windows.py::test_statistics_export_over_a_folder_is_one_sentence",
    ],
    "button StatisticsWindow/Save as PNG…": [
        "tests/ui/test_buttons_panels.py::test_save_as_png_asks_where_and_writes_the_chart",
    ],
    "button StatisticsWindow/Worst: <n> on <n>-<n>-<n>": [
        "tests/ui/test_statistics.py::test_ctrl_t_opens_statistics_and_a_click_opens_the_review",
    ],
    "button TextDialog/Close": [
        "tests/ui/test_buttons_main.py::test_keyboard_shortcuts_lists_the_keys_close_and_enter_close_it",
    ],
    "button TryRoll/Roll": [
        "tests/ui/test_buttons_editor.py::test_roll_in_try_a_roll_shows_every_boxs_score",
    ],
    "button UnfinishedGamesDialog/Close": [
        "tests/ui/test_buttons_main.py::test_unfinished_games_lists_a_set_aside_game_delete_asks_and_close_closes",
    ],
    "button UnfinishedGamesDialog/Delete…": [
        "tests/ui/test_buttons_main.py::test_unfinished_games_lists_a_set_aside_game_delete_asks_and_close_closes",
    ],
    "button UnfinishedGamesDialog/Resume": [
        "tests/ui/test_game_switch.py::test_a_place_value_game_resumed_from_a_timed_word_game_has_no_hourglass",
    ],
    "button WelcomeDialog/Let's Play": [
        "tests/ui/test_look.py::test_the_first_start_asks_the_name_once_and_deals_the_game_under_it",
        "tests/ui/test_look.py::test_a_bad_name_gets_one_sentence_and_changes_nothing",
    ],
    "button WelcomeDialog/Skip": [
        "tests/ui/test_buttons_main.py::test_the_welcome_skip_keeps_the_name_unasked",
    ],
    "default PrintOptionsDialog/Print…": [
        "tests/ui/test_print_cards.py::test_print_opens_the_options_then_the_print_dialog",
    ],
    "default PrintOptionsDialog/Save…": [
        "tests/ui/test_print_cards.py::test_enter_in_the_options_saves",
    ],
    "default EndDialog/Play Again": [
        "tests/ui/test_buttons_main.py::test_game_over_enter_is_play_again_once_the_dialog_is_up",
    ],
    "default HighScoresDialog/Close": [
        "tests/ui/test_buttons_main.py::test_high_scores_opens_from_the_menu_and_close_and_enter_close_it",
    ],
    "default HistoryDialog/Review…": [
        "tests/ui/test_toy_game_windows.py::test_history_lists_the_toy_games_and_offers_no_review",
        "tests/ui/test_window.py::test_history_enter_reviews_and_long_names_keep_scores_in_sight",
    ],
    "default NewGameDialog/Start": [
        "tests/ui/test_game_flow.py::test_enter_after_typing_a_name_in_new_game_starts_the_game",
    ],
    "default QInputDialog[Rename]/OK": [
        "tests/ui/test_buttons_editor.py::test_rename_by_ok_and_by_enter_and_cancel_keeps_the_name",
    ],
    "default QMessageBox[Abandon Game]/Keep Playing": [
        "tests/ui/test_buttons_main.py::test_play_again_asks_first_keep_playing_and_enter_keep_the_game_abandon_deals_afresh",
    ],
    "default QMessageBox[Delete Game]/Keep": [
        "tests/ui/test_door_windows.py::test_history_keeps_the_game_on_enter_or_escape",
    ],
    "default QMessageBox[Delete Rules]/Keep": [
        "tests/ui/test_buttons_panels.py::test_deleting_a_saved_card_asks_and_keep_and_enter_keep_it",
    ],
    "default QMessageBox[Delete Unfinished Game]/Keep": [
        "tests/ui/test_buttons_main.py::test_unfinished_games_lists_a_set_aside_game_delete_asks_and_close_closes",
    ],
    "default QMessageBox[Delete ruleset]/No": [
        "tests/ui/test_buttons_editor.py::test_delete_asks_and_only_yes_deletes",
    ],
    "default QMessageBox[Open Rules File]/Cancel": [
        "tests/ui/test_buttons_panels.py::test_opening_rules_saved_under_the_same_id_asks_replace_keep_both_or_cancel",
    ],
    "default QMessageBox[Resume Game]/Resume": [
        "tests/ui/test_buttons_main.py::test_the_offer_to_resume_by_its_buttons_and_enter",
    ],
    "default QMessageBox[Unsaved changes]/Save": [
        "tests/ui/test_buttons_editor.py::test_close_with_changes_asks_save_discard_or_cancel",
    ],
    "default QMessageBox[Yacht Dice]/OK": [
        "tests/ui/test_buttons_main.py::test_about_says_the_version_and_ok_and_enter_close_it",
    ],
    "default ReviewDialog/Close": [
        "tests/ui/test_buttons_main.py::test_game_over_review_opens_the_review_and_its_close_and_enter_close_it",
    ],
    "default TextDialog/Close": [
        "tests/ui/test_buttons_main.py::test_keyboard_shortcuts_lists_the_keys_close_and_enter_close_it",
    ],
    "default UnfinishedGamesDialog/Close": [
        "tests/ui/test_buttons_main.py::test_unfinished_games_lists_a_set_aside_game_delete_asks_and_close_closes",
    ],
    "default WelcomeDialog/Let's Play": [
        "tests/ui/test_buttons_main.py::test_the_welcome_enter_is_lets_play",
    ],
    "action MainWindow ▸ Game ▸ High Scores…": [
        "tests/ui/test_buttons_main.py::test_high_scores_opens_from_the_menu_and_close_and_enter_close_it",
    ],
    "action MainWindow ▸ Game ▸ Hint": [
        "tests/ui/test_engine_ui.py::test_hint_suggests_the_best_keep_and_marks_the_game",
        "tests/ui/test_place_value_window.py::test_a_computer_plays_its_turns_and_a_hint_names_the_greatest_numbers",
    ],
    "action MainWindow ▸ Game ▸ History…": [
        "tests/ui/test_provenance_windows.py::test_history_says_which_games_were_not_played_here",
    ],
    "action MainWindow ▸ Game ▸ House Rules…": [
        "tests/ui/test_ruleset_editor.py::test_the_menu_and_the_new_game_dialog_open_house_rules",
    ],
    "action MainWindow ▸ Game ▸ Look Up a Word…": [
        "tests/ui/test_word_lookup.py::test_the_lookup_button_answers_yes_or_no_and_why",
    ],
    "action MainWindow ▸ Game ▸ New Game…": [
        "tests/ui/test_game_flow.py::test_enter_after_typing_a_name_in_new_game_starts_the_game",
        "tests/ui/test_sessions.py::test_ctrl_n_mid_game_asks_and_keep_playing_changes_nothing",
    ],
    "action MainWindow ▸ Game ▸ Play Again": [
        "tests/ui/test_buttons_main.py::test_play_again_asks_first_keep_playing_and_enter_keep_the_game_abandon_deals_afresh",
    ],
    "action MainWindow ▸ Game ▸ Print Score Card…": [
        "tests/ui/test_print_cards.py::test_print_opens_the_options_then_the_print_dialog",
        "tests/ui/test_place_value_print.py::test_print_opens_the_print_dialog_and_cancelling_it_prints_nothing",
    ],
    "action MainWindow ▸ Game ▸ Quit": [
        "tests/ui/test_buttons_main.py::test_quit_closes_the_window_and_keeps_the_game",
    ],
    "action MainWindow ▸ Game ▸ Save Score Card as PDF…": [
        "tests/ui/test_print_cards.py::test_save_as_pdf_writes_the_card_of_the_game_on_the_table",
        "tests/ui/test_place_value_print.py::test_save_as_pdf_writes_the_filled_card_of_the_game_on_the_table",
    ],
    "action MainWindow ▸ Game ▸ Statistics…": [
        "tests/ui/test_statistics.py::test_ctrl_t_opens_statistics_and_a_click_opens_the_review",
    ],
    "action MainWindow ▸ Game ▸ Undo": [
        "tests/ui/test_game_flow.py::test_a_computer_playing_next_counts_down_while_undo_can_take_the_score_back",
        "tests/ui/test_play.py::test_undo_takes_back_a_misclick",
    ],
    "action MainWindow ▸ Game ▸ Unfinished Games…": [
        "tests/ui/test_buttons_main.py::test_unfinished_games_lists_a_set_aside_game_delete_asks_and_close_closes",
    ],
    "action MainWindow ▸ Help ▸ About Yacht Dice": [
        "tests/ui/test_buttons_main.py::test_about_says_the_version_and_ok_and_enter_close_it",
    ],
    "action MainWindow ▸ Help ▸ Keyboard Shortcuts": [
        "tests/ui/test_buttons_main.py::test_keyboard_shortcuts_lists_the_keys_close_and_enter_close_it",
    ],
    "action MainWindow ▸ Help ▸ Rules": [
        "tests/ui/test_toy_game_window.py::test_f1_says_the_toy_games_rules_by_its_voyages",
        "tests/ui/test_window.py::test_f1_shows_rules_generated_from_the_game",
    ],
    "action MainWindow ▸ Settings ▸ Animation Speed ▸ Fast": [
        "tests/ui/test_buttons_main.py::test_animation_speed_from_the_menu",
    ],
    "action MainWindow ▸ Settings ▸ Animation Speed ▸ Normal": [
        "tests/ui/test_buttons_main.py::test_animation_speed_from_the_menu",
    ],
    "action MainWindow ▸ Settings ▸ Animation Speed ▸ Off": [
        "tests/ui/test_buttons_main.py::test_animation_speed_from_the_menu",
    ],
    "action MainWindow ▸ Settings ▸ Language ▸ Desktop Language": [
        "tests/i18n/test_language_setting.py::test_choosing_german_mid_turn_keeps_the_game_and_its_held_dice",
    ],
    "action MainWindow ▸ Settings ▸ Language ▸ Dansk": [
        "tests/i18n/test_language_setting.py::test_each_language_from_the_menu_speaks_at_once_and_is_remembered",
    ],
    "action MainWindow ▸ Settings ▸ Language ▸ Deutsch": [
        "tests/i18n/test_language_setting.py::test_each_language_from_the_menu_speaks_at_once_and_is_remembered",
    ],
    "action MainWindow ▸ Settings ▸ Language ▸ English": [
        "tests/i18n/test_language_setting.py::test_each_language_from_the_menu_speaks_at_once_and_is_remembered",
    ],
    "action MainWindow ▸ Settings ▸ Language ▸ Français": [
        "tests/i18n/test_language_setting.py::test_each_language_from_the_menu_speaks_at_once_and_is_remembered",
    ],
    "action MainWindow ▸ Settings ▸ Language ▸ Nederlands": [
        "tests/i18n/test_language_setting.py::test_each_language_from_the_menu_speaks_at_once_and_is_remembered",
    ],
    "action MainWindow ▸ Settings ▸ Language ▸ Norsk bokmål": [
        "tests/i18n/test_language_setting.py::test_each_language_from_the_menu_speaks_at_once_and_is_remembered",
    ],
    "action MainWindow ▸ Settings ▸ Language ▸ Svenska": [
        "tests/i18n/test_language_setting.py::test_each_language_from_the_menu_speaks_at_once_and_is_remembered",
    ],
    "action MainWindow ▸ Settings ▸ Sound": [
        "tests/ui/test_buttons_main.py::test_sound_from_the_menu_turns_it_on_and_off_or_says_how_to_get_it",
    ],
    "action MainWindow ▸ Settings ▸ Theme ▸ Dark": [
        "tests/ui/test_buttons_main.py::test_the_theme_from_the_menu_is_ticked_and_remembered",
    ],
    "action MainWindow ▸ Settings ▸ Theme ▸ Follow the Desktop": [
        "tests/ui/test_buttons_main.py::test_the_theme_from_the_menu_is_ticked_and_remembered",
    ],
    "action MainWindow ▸ Settings ▸ Theme ▸ High Contrast": [
        "tests/ui/test_look.py::test_settings_theme_high_contrast_applies_at_once_and_is_remembered",
    ],
    "action MainWindow ▸ Settings ▸ Theme ▸ Light": [
        "tests/ui/test_buttons_main.py::test_the_theme_from_the_menu_is_ticked_and_remembered",
    ],
    "action MainWindow ▸ View ▸ Classroom": [
        "tests/ui/test_classroom.py::test_leaving_the_classroom_view_gives_the_usual_table_back",
    ],
    "action MainWindow ▸ View ▸ Full Screen": [
        "tests/ui/test_classroom.py::test_f11_makes_the_window_full_screen_and_back",
    ],
    "action RulesetEditor ▸ New ▸ From Maxi Yatzy": [
        "tests/ui/test_ruleset_editor.py::test_the_boxes_model_is_a_well_behaved_model",
    ],
    "action RulesetEditor ▸ New ▸ From Maxi Yatzy (no saved rolls)": [
        "tests/ui/test_buttons_editor.py::test_each_new_from_entry_starts_an_unsaved_copy_of_those_rules",
    ],
    "action RulesetEditor ▸ New ▸ From Place Value Yahtzee (<n> digits)": [
        "tests/ui/test_card_editor.py::test_boxes_come_from_the_palette_and_move_and_go",
    ],
    "action RulesetEditor ▸ New ▸ From Place Value Yahtzee (decimals)": [
        "tests/ui/test_card_editor.py::test_the_palette_offers_every_kind_the_engine_knows_and_each_new_box_fits",
    ],
    "action RulesetEditor ▸ New ▸ From Yacht": [
        "tests/ui/test_provenance_windows.py::test_house_rules_will_not_save_under_a_built_in_name",
        "tests/ui/test_provenance_windows.py::test_house_rules_export_never_writes_through_a_link_or_over_a_folder",
    ],
    "action RulesetEditor ▸ New ▸ From Yahtzee": [
        "tests/ui/test_ruleset_editor.py::test_four_dice_with_runs_of_three_and_no_bonus",
        "tests/ui/test_ruleset_editor.py::test_official_yahtzee_with_a_free_joker_and_a_50_point_extra_bonus",
    ],
    "action RulesetEditor ▸ New ▸ From Yahtzee (free joker)": [
        "tests/ui/test_buttons_editor.py::test_each_new_from_entry_starts_an_unsaved_copy_of_those_rules",
    ],
    "action RulesetEditor ▸ New ▸ From Yatzy": [
        "tests/ui/test_rules_files.py::test_house_rules_named_like_a_saved_card_get_an_id_of_their_own",
        "tests/ui/test_ruleset_editor.py::test_saved_rulesets_are_listed_by_the_cli_after_the_presets",
    ],
}


def games_census() -> dict[str, list[str]]:
    """Each game's own buttons, listed beside the shared ones in a module of the game's
    (``census_<game>.py`` in this folder, defining ``CENSUS``): a game added later lists its
    buttons in a file of its own and edits no shared one."""
    found: dict[str, list[str]] = {}
    for path in sorted(Path(__file__).parent.glob("census_*.py")):
        listed = importlib.import_module(f"{__package__}.{path.stem}").CENSUS
        clash = found.keys() & listed.keys() | CENSUS.keys() & listed.keys()
        assert not clash, f"{path.name} lists buttons listed elsewhere: {sorted(clash)}"
        found.update(listed)
    return found


CENSUS.update(games_census())
