"""A teacher's own Place Value card, opened from a file in New Game: checked, saved, chosen,
listed with the Place Value rules, played, resumed after a restart and deleted after asking;
bad files are one sentence and change nothing.

The card (its conditions of rule sheet 003's kinds), worked by hand: the opening roll is Ann
3 2 1 1 = 7 against Bob 1 1 1 1 = 4, so Ann starts; she rolls 6 4 4 1 and writes 6144 in
"4 in the tens place" (6144 has 4 in the tens place; the dice are 6, 1, 4, 4).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from yachtdice.core import GameRecord, Player, Roll, Score, ScriptedDice
from yachtdice.core.modes import modes
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.place_value.engine import PlaceClaim
from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
from yachtdice.core.modes.place_value.rules import preset as pv_preset
from yachtdice.store import HERE, Store
from yachtdice.ui.dialogs.new_game import NewGameDialog
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.highscores import Column
from yachtdice.ui.windows.history import Column as HistoryColumn
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..store.test_saved_rulesets import CARD_DATA as CARD
from .conftest import MakeWindow
from .helpers import cell

PV_IDS = ["place-value-4", "place-value-3", "place-value-6", "place-value-decimal"]


def write(tmp_path: Path, data: object, name: str = "card.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def ids(dialog: NewGameDialog) -> list[str]:
    return [dialog.rules.itemData(i) for i in range(dialog.rules.count())]


def after_place_value(listed: list[str]) -> str:
    """The rules New Game lists right after the built-in Place Value cards (a saved card
    is listed with its game's, before the games after it)."""
    return listed[listed.index(PV_IDS[-1]) + 1]


def saved(window: MainWindow) -> list[str]:
    assert window.store is not None
    return [r.id for r in window.store.saved_rulesets()]


def click(box: QMessageBox, text: str) -> None:
    [button] = [b for b in box.findChildren(QPushButton) if b.text().replace("&", "") == text]
    button.click()


@pytest.mark.slow
def test_a_card_file_is_opened_listed_played_and_resumed_after_a_restart(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window(ScriptedDice([3, 2, 1, 1, 1, 1, 1, 1, 6, 4, 4, 1]), open_store=True)
    dialog = window.new_game_dialog()
    assert dialog.open_file_button.isVisible()
    assert dialog.open_rules_file(write(tmp_path, CARD))
    assert dialog.note.text() == ("Class 5 card is saved and chosen; New Game lists it from "
                                  "now on.")
    assert dialog.rules.currentText() == "Class 5 card (digit dice)"
    # listed under its mode: after the built-in Place Value cards
    listed = ids(dialog)
    assert listed[listed.index("class-5") - len(PV_IDS):][:len(PV_IDS) + 1] == [*PV_IDS,
                                                                                "class-5"]
    # a Place Value game: the teacher's rule
    assert dialog.options["place-value"].teacher.isVisibleTo(dialog)
    assert saved(window) == ["class-5"]
    dialog.players()[0].name.setText("Ann")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    dialog.players()[1].name.setText("Bob")
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    state = window.controller.state
    assert state is not None and state.ruleset == PlaceValueRuleset.from_dict(CARD)
    assert window.windowTitle().endswith("Class 5 card")
    assert [p.name for p in state.players] == ["Ann", "Bob"]

    # one turn: roll, stop after the first roll, type the number, write it in its box
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state.dice is not None
                    and not window.controller.rolling)
    assert window.controller.state.dice == (6, 4, 4, 1)
    panel = window.part("place-value").panel
    qtbot.mouseClick(panel.number_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.number_edit, "6144")
    panel.select_box("tens_4")
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)
    assert window.model.data(cell(window, "tens_4", 0)) == "6,144"
    played = window.controller.state
    assert played.current == 1
    game_id = window.controller.game_id
    window.close()

    # a restart: the game is offered under the card's name and resumes where it was
    again = make_window(rules="yahtzee", open_store=True)
    qtbot.waitUntil(lambda: again.resume_box is not None and again.resume_box.isVisible())
    box = again.resume_box
    assert box is not None
    assert box.text().startswith("You have an unfinished game of Class 5 card (Ann, Bob)")
    click(box, "Resume")
    assert again.controller.state == played
    assert again.controller.game_id == game_id
    assert again.windowTitle().endswith("Class 5 card")
    listed = again.new_game_dialog()
    assert after_place_value(ids(listed)) == "class-5"
    listed.reject()
    assert again.store is not None
    [summary] = again.store.history(finished_only=False)
    assert (summary.ruleset_id, summary.ruleset_name) == ("class-5", "Class 5 card")
    # set aside by a new game, it is listed in Unfinished Games under the card's name
    again.controller.new_game(preset("yacht"), [Player("Ann")])
    unfinished = again.session.show_unfinished()
    rows = unfinished.model
    assert [rows.data(rows.index(0, c)) for c in (1, 2, 3, 4)] == [
        "Class 5 card", "Ann, Bob", "1 of 5", "Set aside"]
    unfinished.reject()


def _deep() -> str:
    return '{"mode": "place-value", "boxes": ' + "[" * 5000 + "]" * 5000 + "}"


BAD_FILES = [
    ("broken.json", '{"mode": "place-value", ',
     "broken.json is not a rules file (not valid JSON: Expecting property name enclosed in "
     "double quotes at line 1 column 25)."),
    ("deep.json", _deep(), "deep.json is not a rules file (nested more than 64 levels deep)."),
    ("twice.json", '{"mode": "place-value", "mode": "pips"}',
     "twice.json is not a rules file (the key 'mode' appears twice in one object)."),
    ("nan.json", '{"mode": "place-value", "dice": {"count": NaN}}',
     "nan.json is not a rules file (NaN is not a JSON number)."),
    ("chess.json", json.dumps({**CARD, "mode": "chess"}),
     "chess.json cannot be used: no game mode 'chess'; the modes are pips, word, "
     "place-value, triple-yahtzee."),
    ("sevens.json", json.dumps({**CARD, "boxes": [{"id": "ones_7", "condition": {
        "kind": "digit_in_place", "place": "ones", "digit": 7}}]}),
     "sevens.json cannot be used: boxes[0] (ones_7): no die shows 7."),
    ("prime.json", json.dumps({**CARD, "boxes": [{"id": "p", "condition": {"kind": "prime"}}]}),
     "prime.json cannot be used: boxes[0].condition.kind: must be one of digit_in_place, "
     "places_sum, digit_sum, same_digits, any, rounds_to, even, odd."),
    ("markup.json", json.dumps({**CARD, "name": "<b>Class</b>\u202e"}),
     "markup.json cannot be used: name: must not contain control characters."),
    ("huge.json", json.dumps(CARD) + " " * 1_000_000,
     "huge.json is larger than 1,000,000 bytes, too large for a rules file."),
    ("latin1.json", b'{"name": "Cl\xe9"}', "latin1.json is not a rules file: it is not UTF-8 "
                                            "text."),
]


@pytest.mark.parametrize(("name", "text", "sentence"), BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_a_bad_file_is_one_sentence_and_changes_nothing(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, name: str, text: str | bytes,
        sentence: str) -> None:
    window = make_window(open_store=True)
    dialog = window.new_game_dialog()
    before = (ids(dialog), dialog.rules.currentIndex())
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    assert not dialog.open_rules_file(str(path))
    assert dialog.note.text() == sentence
    assert dialog.note.textFormat() == Qt.TextFormat.PlainText
    assert (ids(dialog), dialog.rules.currentIndex()) == before
    assert saved(window) == []


def test_paths_that_cannot_be_read_are_refused_without_blocking(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window(open_store=True)
    dialog = window.new_game_dialog()
    os.mkfifo(tmp_path / "pipe.json")  # opening a pipe for reading would wait for a writer
    (tmp_path / "folder.json").mkdir()
    locked = tmp_path / "locked.json"
    locked.write_text(json.dumps(CARD), encoding="utf-8")
    locked.chmod(0)
    cases = {
        str(tmp_path / "missing.json"): "missing.json cannot be read: No such file or directory.",
        str(tmp_path / "pipe.json"): "pipe.json is not a file (a folder, pipe or device).",
        str(tmp_path / "folder.json"): "folder.json is not a file (a folder, pipe or device).",
        "a\0b.json": "a?b.json is not a file name.",
    }
    if os.geteuid() != 0:  # root reads any file
        cases[str(locked)] = "locked.json cannot be read: Permission denied."
    for path, sentence in cases.items():
        assert not dialog.open_rules_file(path)
        assert dialog.note.text() == sentence
    assert saved(window) == []


def test_ids_of_built_in_or_other_rules_are_never_overwritten(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window(open_store=True)
    assert window.store is not None
    house = preset("yatzy").__class__.from_dict({**preset("yatzy").to_dict(), "id": "class-5",
                                                 "name": "Class 5 Yatzy"})
    window.store.save_ruleset(house)  # house rules (pip dice) already saved as class-5
    dialog = window.new_game_dialog()

    # the built-in card itself, written out: it is chosen, nothing is saved
    assert dialog.open_rules_file(write(tmp_path, pv_preset("place-value-4").to_dict()))
    assert dialog.note.text() == "Place Value Yahtzee (4 digits) is built in; it is chosen."
    assert dialog.rules.currentData() == "place-value-4" and saved(window) == ["class-5"]

    # a card under a built-in's id, and one under the house rules' id: saved under new ids
    edited = {**pv_preset("place-value-4").to_dict(), "name": "Our 4 digits", "rolls_per_turn": 3}
    assert dialog.open_rules_file(write(tmp_path, edited, "ours.json"))
    assert dialog.note.text() == ("Our 4 digits is saved as 'place-value-4-2' ('place-value-4' "
                                  "is a built-in ruleset) and chosen.")
    assert dialog.rules.currentData() == "place-value-4-2"
    assert dialog.open_rules_file(write(tmp_path, CARD))
    assert dialog.note.text() == ("Class 5 card is saved as 'class-5-2' ('class-5' is saved "
                                  "for Class 5 Yatzy) and chosen.")
    assert window.store.ruleset("class-5") == house  # the house rules are untouched
    # opening the same file again makes no second copy
    assert dialog.open_rules_file(str(tmp_path / "ours.json"))
    assert dialog.note.text() == "Our 4 digits is saved already; it is chosen."
    assert sorted(saved(window)) == ["class-5", "class-5-2", "place-value-4-2"]


@pytest.mark.parametrize("answer", ["Replace", "Keep Both", "Cancel"])
def test_an_edited_card_under_its_saved_id_replaces_it_or_is_kept_apart_after_asking(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, answer: str) -> None:
    window = make_window(open_store=True)
    dialog = window.new_game_dialog()
    assert dialog.open_rules_file(write(tmp_path, CARD))
    week2 = {**CARD, "name": "Class 5, week 2", "boxes": CARD["boxes"][:3]}
    dialog.rules.setCurrentIndex(0)
    assert not dialog.open_rules_file(write(tmp_path, week2, "week2.json"))
    box = dialog.question
    assert box is not None and box.isVisible()
    assert box.text() == ("Other rules are already saved as 'class-5' (Class 5 card). Replace "
                          "them with the file's Class 5, week 2?")
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert saved(window) == ["class-5"]  # nothing yet
    click(box, answer)
    qtbot.waitUntil(lambda: dialog.question is None)
    assert window.store is not None
    if answer == "Replace":
        assert window.store.saved_ruleset("class-5").name == "Class 5, week 2"
        assert dialog.rules.currentData() == "class-5"
        assert dialog.note.text() == "Class 5, week 2 replaces the saved Class 5 card."
    elif answer == "Keep Both":
        assert [r.name for r in window.store.saved_rulesets()] == ["Class 5 card",
                                                                   "Class 5, week 2"]
        assert dialog.rules.currentData() == "class-5-2"
        assert dialog.note.text() == "Class 5, week 2 is saved as 'class-5-2' and chosen."
    else:
        assert window.store.saved_ruleset("class-5").name == "Class 5 card"
        assert saved(window) == ["class-5"] and dialog.rules.currentIndex() == 0
        assert dialog.note.text() == "Nothing was opened."


def test_a_saved_card_is_deleted_only_after_asking(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window(open_store=True)
    dialog = window.new_game_dialog()
    assert not dialog.delete_rules_button.isEnabled()  # Yacht is built in
    assert dialog.open_rules_file(write(tmp_path, CARD))
    assert dialog.delete_rules_button.isEnabled()
    qtbot.mouseClick(dialog.delete_rules_button, Qt.MouseButton.LeftButton)
    box = dialog.question
    assert box is not None and box.text() == "Delete Class 5 card?"
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # Esc keeps it
    qtbot.waitUntil(lambda: dialog.question is None)
    assert saved(window) == ["class-5"]
    qtbot.mouseClick(dialog.delete_rules_button, Qt.MouseButton.LeftButton)
    box = dialog.question
    assert box is not None
    click(box, "Delete")
    qtbot.waitUntil(lambda: dialog.question is None)
    assert saved(window) == []
    assert "class-5" not in ids(dialog)
    assert dialog.rules.currentData() == "place-value-4"
    assert dialog.note.text() == "Class 5 card is deleted."
    assert not dialog.delete_rules_button.isEnabled()


def test_without_a_history_a_card_cannot_be_kept_and_nothing_changes(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window()  # the history is not opened
    dialog = window.new_game_dialog()
    before = ids(dialog)
    assert not dialog.open_rules_file(write(tmp_path, CARD))
    assert dialog.note.text() == ("Class 5 card could not be saved: your history is not "
                                  "available this time, so rules cannot be saved.")
    assert ids(dialog) == before


def test_a_card_saved_in_the_history_is_listed_and_dealt_at_the_next_start(
        qtbot: QtBot, tmp_path: Path) -> None:
    from yachtdice.core import RandomDice
    from yachtdice.paths import database_path
    from yachtdice.ui.table.controller import GameController

    with Store.open(database_path()) as store:
        store.save_ruleset(PlaceValueRuleset.from_dict(CARD))
    window = MainWindow(GameController(RandomDice(1)))
    qtbot.addWidget(window)
    window.settings.last_setup = {"rules": "class-5", "players": [
        {"name": "Ann", "kind": "person"}, {"name": "", "kind": "strong"}]}
    window.start()  # the history opens in the background: Yahtzee is dealt until then
    assert window.controller.state is not None
    assert window.controller.state.ruleset.id == "yahtzee"
    qtbot.waitUntil(lambda: window.store is not None, timeout=10_000)
    # the saved card is read now, and the untouched deal is the last setup's after all
    qtbot.waitUntil(lambda: window.controller.state.ruleset.id == "class-5")
    # (the opening roll may seat the computer first)
    assert sorted(p.name for p in window.controller.state.players) == ["Ann", "Computer 2"]
    dialog = window.new_game_dialog()
    assert after_place_value(ids(dialog)) == "class-5"
    assert dialog.rules.currentData() == "class-5"
    assert dialog.rules.currentText() == "Class 5 card (digit dice)"
    dialog.reject()


def finished_card_game() -> GameRecord:
    """Ann and Bob, every roll 6 4 4 1 (the digit sum 15 and a pair in any arrangement;
    4 + 4 = 8 in the thousands and hundreds: 4461; 6144 has 4 in the tens place). Both write
    the same numbers, except in "wild": Ann 6441, Bob an X. Ties give both the point, so Ann
    wins 5 boxes, Bob 4.
    """
    rules = PlaceValueRuleset.from_dict(CARD)
    ann = {"tens_4": "6144", "th_h_8": "4461", "sum_15": "6441", "pair": "6441",
           "wild": "6441"}
    bob = {**ann, "wild": None}
    record = GameRecord.new(rules, [Player("Ann"), Player("Bob")])
    for box_id in rules.box_ids:
        for numbers in (ann, bob):
            record = record.then(Roll((6, 4, 4, 1))).then(
                Score(PlaceClaim(box_id, numbers[box_id])))
    assert record.state.finished
    return record


@pytest.mark.slow
def test_finished_card_games_are_in_history_high_scores_and_statistics(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    store = window.store
    assert store is not None
    store.save_ruleset(PlaceValueRuleset.from_dict(CARD))
    store.record_game(finished_card_game(), origin=HERE)
    history = window.show_history()
    model = history.model
    assert model.data(model.index(0, HistoryColumn.RULES)) == "Class 5 card"
    assert model.data(model.index(0, HistoryColumn.PLAYERS)) == "Ann 5, Bob 4"
    history.close()
    window.controller.new_game(PlaceValueRuleset.from_dict(CARD),
                               [Player("Ann"), Player("Bob")])
    scores = window.show_high_scores()
    assert scores.rules.currentText() == "Class 5 card"
    assert [(scores.model.data(scores.model.index(r, Column.NAME)),
             scores.model.data(scores.model.index(r, Column.SCORE)))
            for r in range(scores.model.rowCount())] == [("Ann", "5"), ("Bob", "4")]
    scores.close()
    stats = window.show_statistics()
    assert isinstance(stats, StatisticsWindow)
    qtbot.waitUntil(lambda: stats.ruleset_box.findData("class-5") >= 0, timeout=10_000)
    stats.ruleset_box.setCurrentIndex(stats.ruleset_box.findData("class-5"))
    stats.player_box.setCurrentIndex(stats.player_box.findData("Ann"))
    qtbot.waitUntil(lambda: stats.stats is not None and stats.figures["games"].text() == "1",
                    timeout=10_000)
    assert "Class 5 card" in stats.summary.text()
    labels = {row[0] for row in stats.box_rows}
    assert "Thousands and hundreds add up to 8" in labels
    stats.close()


def test_house_rules_written_as_a_file_open_the_same_way_among_the_pip_rules(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window(open_store=True)
    dialog = window.new_game_dialog()
    house = {**preset("yatzy").to_dict(), "id": "four-rolls", "name": "Four Rolls"}
    house["rolls"] = {**house["rolls"], "per_turn": 4}
    assert dialog.open_rules_file(write(tmp_path, house))
    assert dialog.rules.currentText() == "Four Rolls"
    # after the built-in pip rules, before the other modes' rules
    assert ids(dialog)[:8] == ["yahtzee", "yahtzee-free-joker", "yatzy", "maxi-yatzy",
                               "maxi-yatzy-no-saved-rolls", "yacht", "four-rolls",
                               modes()[1].presets[0].id]
    assert window.store is not None
    assert [r.id for r in window.store.custom_rulesets()] == ["four-rolls"]  # House Rules' list
    assert window.store.ruleset("four-rolls").rolls_per_turn == 4
    # saved house rules: edited in House Rules, and deleted here too (issue 36: it was grey)
    assert dialog.edit_rules_button.isEnabled() and dialog.delete_rules_button.isEnabled()


def test_a_card_that_turns_the_teachers_rule_on_shows_it_ticked_and_fixed(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window(open_store=True)
    dialog = window.new_game_dialog()
    dialog.rules.setCurrentIndex(dialog.rules.findData("place-value-4"))
    teacher = dialog.options["place-value"].teacher
    assert teacher.isEnabled() and not teacher.isChecked()
    assert dialog.open_rules_file(write(tmp_path, {**CARD, "teacher_rule": True}))
    assert teacher.isChecked() and not teacher.isEnabled()
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.chosen()[0].teacher_rule
    dialog.rules.setCurrentIndex(dialog.rules.findData("place-value-4"))
    assert teacher.isEnabled() and not teacher.isChecked()  # as it was
    assert not dialog.chosen()[0].teacher_rule


def test_a_cards_own_texts_show_as_typed_in_the_dialog_the_panel_and_the_card(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path) -> None:
    from .test_plain_text import HOSTILE, LABEL, RULES, Walk

    window = make_window(ScriptedDice([3, 2, 1, 1, 1, 1, 1, 1, 6, 4, 4, 1]), open_store=True)
    dialog = window.new_game_dialog()
    boxes = [{**CARD["boxes"][0], "label": LABEL}, *CARD["boxes"][1:]]
    assert dialog.open_rules_file(write(tmp_path, {**CARD, "name": RULES, "boxes": boxes}))
    walk = Walk()
    walk.widget(dialog)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state.dice is not None
                    and not window.controller.rolling)
    walk.widget(window)  # the claim panel lists every open box with its label
    for open_dialog in (window.show_rules, window.new_game_dialog):
        shown = open_dialog()
        walk.widget(shown)
        shown.reject()
    assert walk.seen[RULES] and walk.seen[LABEL], walk.seen
    assert set(walk.seen) == set(HOSTILE)


def test_f1_describes_a_card_box_by_box(qtbot: QtBot, make_window: MakeWindow) -> None:
    rules = PlaceValueRuleset.from_dict({**CARD, "teacher_rule": True})
    window = make_window(ScriptedDice([3, 2, 1, 1, 1, 1, 1, 1]))
    window.controller.new_game(rules, [Player("Ann"), Player("Bob")])
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    shown = window.show_rules()
    text = shown.browser.toPlainText()
    assert shown.windowTitle() == "Rules — Class 5 card"
    for line in ("Four six-sided dice (1 to 6).",
                 "Roll all the dice; keep any and roll the others once more, or stop.",
                 "Number with 4 in the tens place",
                 # a label of the teacher's own, then the condition it stands for
                 "Thousands and hundreds add up to 8: a number whose thousands and hundreds "
                 "digits add up to 8",
                 "Number whose digits add up to 15", "Number with two of the same digit",
                 "WILD! Any number",
                 "Teacher's rule: read the number aloud before it is written; the teacher "
                 "marks it right (R) or wrong (W). A misread number wins no point."):
        assert line in text, line
    shown.reject()


@pytest.mark.slow
def test_house_rules_named_like_a_saved_card_get_an_id_of_their_own(
        qtbot: QtBot, tmp_path: Path) -> None:
    from .test_ruleset_editor import click as press_button
    from .test_ruleset_editor import make_editor, new_from, type_name

    with Store.open(tmp_path / "h.sqlite3") as store:
        store.save_ruleset(PlaceValueRuleset.from_dict(CARD))
        editor = make_editor(qtbot, store)
        new_from(editor, "Yatzy")
        type_name(qtbot, editor, "Class 5")  # its id would be class-5, the card's
        press_button(qtbot, editor.save_button)
        assert sorted(r.id for r in store.saved_rulesets()) == ["class-5", "class-5-2"]
        assert store.saved_ruleset("class-5") == PlaceValueRuleset.from_dict(CARD)
