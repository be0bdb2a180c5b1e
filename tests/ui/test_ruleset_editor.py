"""House Rules through its widgets: build rulesets from scratch, save, play, and see what they do.

Expected values are worked out by hand from the rules being built (written next to each).
"""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.cli.app import main as cli_main
from yachtdice.core import GameRecord, Player, RandomDice, Score, ScriptedDice
from yachtdice.core.modes import modes
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.rules import book, options
from yachtdice.core.modes.pips.rules import options as pip_options
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.paths import cache_dir, solver_cache_dir
from yachtdice.store import Store
from yachtdice.store.modes.pips import tables
from yachtdice.store.modes.pips.distributions import save_distribution, saved_distribution
from yachtdice.store.modes.pips.work import bonus_chance
from yachtdice.ui.modes.pips.house_rules.model import Column, ProblemRole
from yachtdice.ui.windows.house_rules.window import RulesetEditor

from ..core.brute import roll_outcomes
from .conftest import MakeWindow
from .helpers import press, preview

FACES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")


# -- driving the editor as a player would ---------------------------------------------------------
@pytest.fixture(autouse=True)
def unsaved_changes_are_discarded(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Closing with unsaved changes asks; here the answer is Discard (and the question kept)."""
    asked: list[str] = []

    def question(_parent: object, title: str, *_a: object, **_k: object) -> object:
        asked.append(title)
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "history.sqlite")
    yield s  # type: ignore[misc]
    s.close()


def make_editor(qtbot: QtBot, store: Store | None) -> RulesetEditor:
    editor = RulesetEditor(store)
    qtbot.addWidget(editor)
    editor.show()
    return editor


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def new_from(editor: RulesetEditor, preset_name: str) -> None:
    action = next(a for a in editor.new_menu.actions() if a.text() == f"From {preset_name}")
    action.trigger()


def type_name(qtbot: QtBot, editor: RulesetEditor, name: str) -> None:
    editor.form.name.selectAll()
    qtbot.keyClick(editor.form.name, Qt.Key.Key_Delete)
    qtbot.keyClicks(editor.form.name, name)


def choose(qtbot: QtBot, combo: QComboBox, data: str) -> None:
    """Pick an entry of a combo box by keyboard (Up/Down on the closed box)."""
    combo.setFocus()
    target = combo.findData(data)
    assert target >= 0, data
    for _ in range(combo.count()):
        if combo.currentIndex() == target:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)
    assert combo.currentIndex() == target


def remove_all_boxes(qtbot: QtBot, editor: RulesetEditor) -> None:
    while editor.model.rowCount():
        editor.form.select_row(0)
        click(qtbot, editor.form.remove_box)


def add_box(qtbot: QtBot, editor: RulesetEditor, title: str) -> int:
    palette = editor.form.box_palette
    position = next(i for i in range(palette.count()) if palette.itemText(i) == title)
    palette.setCurrentIndex(position)
    click(qtbot, editor.form.add_box)
    return editor.form.selected_row() or 0


def set_spin(qtbot: QtBot, spin: object, value: int) -> None:
    from PySide6.QtWidgets import QSpinBox
    assert isinstance(spin, QSpinBox)
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))
    assert spin.value() == value


def try_roll(editor: RulesetEditor, qtbot: QtBot, dice: str) -> dict[str, int | None]:
    tray = editor.tray
    tray.dice.clear()
    qtbot.keyClicks(tray.dice, dice)
    return dict(tray.scores)


def saved(store: Store, name: str) -> Ruleset:
    return next(r for r in store.custom_rulesets() if r.name == name)


# -- three house rules built from scratch ---------------------------------------------------------
@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_six_dice_top_to_bottom_with_a_50_point_bonus_at_84(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([6, 6, 6, 6, 5, 1]), open_store=True)
    editor = window.show_house_rules()
    qtbot.addWidget(editor)
    new_from(editor, "Yacht")
    type_name(qtbot, editor, "Six Dice Ladder")
    assert editor.form.id_label.text() == "six-dice-ladder"
    remove_all_boxes(qtbot, editor)
    set_spin(qtbot, editor.form.dice_count, 6)
    for face in FACES:
        add_box(qtbot, editor, f"{face} (upper)")
    add_box(qtbot, editor, "Chance")
    click(qtbot, editor.form.bonus_on)
    # par with six dice is four of each face: 4 x (1+2+3+4+5+6) = 84
    assert editor.form.use_par.text() == "Use &par 84"
    assert editor.form.threshold.value() == 84
    set_spin(qtbot, editor.form.bonus_points, 50)
    choose(qtbot, editor.form.order, "top_to_bottom")
    assert editor.problems == []
    assert editor.windowTitle().endswith("Six Dice Ladder*")

    # try a roll: top to bottom, so only Ones may take it; one 1 scores 1
    scores = try_roll(editor, qtbot, "6 6 6 6 5 1")
    assert scores["ones"] == 1
    assert all(scores[f.lower()] is None for f in FACES[1:]) and scores["chance"] is None
    assert "top to bottom" in editor.tray.results.item(1, 2).text()

    click(qtbot, editor.save_button)
    assert not editor.windowTitle().endswith("*")
    rules = saved(window.store, "Six Dice Ladder")
    assert rules.dice_count == 6 and rules.upper_bonus is not None
    assert (rules.upper_bonus.threshold, rules.upper_bonus.points) == (84, 50)
    assert rules.order.value == "top_to_bottom"
    assert rules in window.rulesets()

    window.controller.new_game(rules, [Player("Ann")])
    press(qtbot, window, Qt.Key.Key_Space)
    assert window.controller.state.dice == (6, 6, 6, 6, 5, 1)
    assert preview(window, "ones") == 1
    assert preview(window, "sixes") is None  # not its turn yet: top to bottom


@pytest.mark.slow
def test_four_dice_with_runs_of_three_and_no_bonus(qtbot: QtBot, store: Store,
                                                    make_window: MakeWindow) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yahtzee")
    type_name(qtbot, editor, "Four Dice Runs")
    remove_all_boxes(qtbot, editor)
    set_spin(qtbot, editor.form.dice_count, 4)
    for face in FACES:
        add_box(qtbot, editor, f"{face} (upper)")
    add_box(qtbot, editor, "Three of a kind")
    row = add_box(qtbot, editor, "Straight: a run")
    set_spin(qtbot, editor.form._param_widgets["run"], 3)
    editor.model.setData(editor.model.index(row, Column.LABEL), "Short Run")
    click(qtbot, editor.form.bonus_on)  # Yahtzee's bonus off
    # Yahtzee's joker and extra bonus now refer to a box that is gone: shown at their fields
    assert editor.form.fields[("joker",)].message == \
        "Needs a box where all dice show the same face."
    assert editor.form.fields[("extra_yahtzee_bonus",)].message == \
        "Needs a box where all dice show the same face."
    assert not editor.save_button.isEnabled()
    choose(qtbot, editor.form.joker, "none")
    set_spin(qtbot, editor.form.extra, 0)
    assert editor.problems == [] and editor.save_button.isEnabled()
    assert editor.model.data(editor.model.index(row, Column.RULE)) == \
        "3 faces in a row among the dice (for example 1-2-3). Scores 30 points."

    # 2 3 4 4: 2-3-4 is a run of three (30 fixed); fours count 4+4 = 8; no three alike
    scores = try_roll(editor, qtbot, "2 3 4 4")
    assert scores["short_run"] == 30 and scores["fours"] == 8 and scores["3_of_a_kind"] == 0
    assert try_roll(editor, qtbot, "2 3 4 4 4") == {}
    assert editor.tray.message.text() == "These dice cannot be tried: expected 4 dice, got 5."

    click(qtbot, editor.save_button)
    rules = saved(store, "Four Dice Runs")
    assert rules.dice_count == 4 and rules.upper_bonus is None and len(rules.categories) == 8

    window = make_window(ScriptedDice([2, 3, 4, 4]))
    window.controller.new_game(rules, [Player("Ann")])
    press(qtbot, window, Qt.Key.Key_Space)
    assert preview(window, "short_run") == 30 and preview(window, "fours") == 8


@pytest.mark.slow
def test_official_yahtzee_with_a_free_joker_and_a_50_point_extra_bonus(
        qtbot: QtBot, store: Store, make_window: MakeWindow) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yahtzee")
    type_name(qtbot, editor, "Free Joker Fifty")
    choose(qtbot, editor.form.joker, "free")
    assert "any open box" in editor.form.joker_means.text()
    set_spin(qtbot, editor.form.extra, 50)
    assert editor.problems == []

    # Yahtzee box filled with 50, Fours open: 4 4 4 4 4 scores 20 in Fours; the free joker
    # meets Large Straight only once Fours is filled, so 0 there now; the extra bonus is 50
    tray = editor.tray
    choose(qtbot, tray.same_state, "scored")
    scores = try_roll(editor, qtbot, "4 4 4 4 4")
    assert scores["fours"] == 20 and scores["large_straight"] == 0 and tray.extra_bonus == 50
    editor.tabs.setCurrentWidget(tray)
    assert tray.filled["fours"].text() == "Fours"
    qtbot.keyClick(tray.filled["fours"], Qt.Key.Key_Space)  # tick it by keyboard
    scores = dict(tray.scores)
    assert "fours" not in scores
    assert (scores["large_straight"], scores["small_straight"], scores["full_house"]) == \
        (40, 30, 25)

    click(qtbot, editor.save_button)
    rules = saved(store, "Free Joker Fifty")
    assert rules.joker.value == "free" and rules.extra_yahtzee_bonus == 50
    assert rules.categories == preset("yahtzee").categories

    window = make_window(ScriptedDice([4] * 5))
    window.controller.new_game(rules, [Player("Ann")])
    press(qtbot, window, Qt.Key.Key_Space)
    assert preview(window, "yahtzee") == 50 and preview(window, "fours") == 20


# -- mistakes are shown where they are ------------------------------------------------------------
@pytest.mark.slow
def test_invalid_values_show_at_their_field_and_disable_save(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    assert editor.save_button.isEnabled()
    type_name(qtbot, editor, "")
    name_field = editor.form.fields[("name",)]
    assert name_field.message == "Must not be empty." and name_field.error.isVisible()
    assert name_field.widget.property("invalid") is True
    assert not editor.save_button.isEnabled()
    assert editor.problem_list.isVisible()
    assert editor.problem_list.item(0).text() == "Name must not be empty"
    type_name(qtbot, editor, "Big Groups")
    assert editor.save_button.isEnabled()

    # Full House (row 7 of Yacht) asking for 3+3 dice of five
    editor.form.select_row(6)
    sizes = editor.form._param_widgets["sizes"]
    sizes.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClicks(sizes, "3, 3")
    assert editor.model.data(editor.model.index(6, Column.LABEL), ProblemRole) == \
        "Group sizes: the groups need 6 dice but there are only 5"
    assert editor.form._param_fields["sizes"].message == \
        "The groups need 6 dice but there are only 5."
    assert editor.problem_list.item(0).text() == \
        "Box 7 (Full House), group sizes: the groups need 6 dice but there are only 5"
    assert not editor.save_button.isEnabled()

    # text that is not numbers changes nothing in the rules, and says why
    before = json.dumps(editor.data)
    qtbot.keyClicks(sizes, ", x")
    assert json.dumps(editor.data) == before
    assert "whole numbers" in editor.form._param_fields["sizes"].message
    assert not editor.save_button.isEnabled()


def test_a_built_in_ruleset_is_read_only_and_duplicate_makes_an_editable_copy(
        qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    assert editor.data["id"] == "yahtzee" and editor.read_only
    assert not editor.form.name.isEnabled() and not editor.save_button.isEnabled()
    assert not editor.delete_button.isEnabled()
    click(qtbot, editor.duplicate_button)
    assert not editor.read_only and editor.form.name.isEnabled()
    assert editor.data["name"] == "Copy of Yahtzee" and editor.data["id"] == "copy-of-yahtzee"
    click(qtbot, editor.save_button)
    assert [r.id for r in store.custom_rulesets()] == ["copy-of-yahtzee"]
    assert store.custom_rulesets()[0].categories == preset("yahtzee").categories


# -- undo and redo ---------------------------------------------------------------------------------
def test_every_edit_undoes_and_redoes(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    click(qtbot, editor.save_button)
    assert not editor.windowTitle().endswith("*") and not editor.undo_button.isEnabled()
    set_spin(qtbot, editor.form.rolls, 4)
    editor.form.select_row(11)  # Yacht
    click(qtbot, editor.form.remove_box)
    assert editor.windowTitle().endswith("*") and editor.model.rowCount() == 11
    click(qtbot, editor.undo_button)
    assert editor.model.rowCount() == 12 and editor.data["rolls"]["per_turn"] == 4
    click(qtbot, editor.undo_button)
    assert editor.data["rolls"]["per_turn"] == 3 and editor.form.rolls.value() == 3
    assert not editor.windowTitle().endswith("*")
    click(qtbot, editor.redo_button)
    click(qtbot, editor.redo_button)
    assert editor.form.rolls.value() == 4 and editor.model.rowCount() == 11
    editor.form.select_row(0)
    qtbot.keyClick(editor.form.table, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert editor.data["categories"][1]["id"] == "ones"
    click(qtbot, editor.undo_button)
    assert editor.data["categories"][0]["id"] == "ones"
    click(qtbot, editor.revert_button)
    assert editor.data == preset("yacht").to_dict() | {"id": editor.data["id"],
                                                       "name": editor.data["name"]}


def test_the_boxes_model_is_a_well_behaved_model(qtbot: QtBot, store: Store,
                                                 qtmodeltester: object) -> None:
    editor = make_editor(qtbot, store)
    qtmodeltester.check(editor.model)  # type: ignore[attr-defined]
    new_from(editor, "Maxi Yatzy")
    qtmodeltester.check(editor.model)  # type: ignore[attr-defined]


# -- files and the store --------------------------------------------------------------------
def test_importing_a_bad_file_adds_nothing(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    editor = make_editor(qtbot, store)
    bad = preset("yacht").to_dict() | {"id": "bad-one", "name": "Bad One"}
    bad["categories"][6]["sizes"] = [4, 4]
    for i, text in enumerate(("{not json", json.dumps(bad), "\x00\xff")):
        path = tmp_path / f"bad{i}.json"
        path.write_text(text, encoding="latin-1")
        assert not editor.import_file(str(path))
        assert editor.status.text().startswith("Nothing was imported:")
        assert store.custom_rulesets() == []
    good = tmp_path / "good.json"
    good.write_text(Ruleset.from_dict(preset("yacht").to_dict() | {
        "id": "our-yacht", "name": "Our Yacht"}).to_json())
    assert editor.import_file(str(good))
    assert [r.id for r in store.custom_rulesets()] == ["our-yacht"]
    out = tmp_path / "out.json"
    assert editor.export_file(str(out))
    assert Ruleset.from_json(out.read_text()) == store.custom_rulesets()[0]


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_deleting_a_ruleset_keeps_the_games_played_under_it(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    type_name(qtbot, editor, "Kept Rules")
    click(qtbot, editor.save_button)
    rules = saved(store, "Kept Rules")
    record = GameRecord.new(rules, [Player("Ann")])
    dice = RandomDice(3)
    while not record.state.finished:
        state = record.state
        record = record.roll(dice) if state.dice is None else \
            record.then(Score(pip_options(state.card, state.dice).allowed[0].category.id))
    game_id = store.record_game(record)

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    click(qtbot, editor.delete_button)
    assert store.custom_rulesets() == []
    assert [g.ruleset_name for g in store.history()] == ["Kept Rules"]
    assert store.game(game_id).record.ruleset == rules
    assert store.game(game_id).record.state.cards[0].grand_total == \
        record.state.cards[0].grand_total


@pytest.mark.slow
def test_saved_rulesets_are_listed_by_the_cli_after_the_presets(
        qtbot: QtBot, capsys: pytest.CaptureFixture[str]) -> None:
    with Store.open() as store:
        editor = make_editor(qtbot, store)
        new_from(editor, "Yatzy")
        type_name(qtbot, editor, "Our Yatzy")
        click(qtbot, editor.save_button)
    assert cli_main(["rules", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "our-yatzy\tOur Yatzy\tcustom"
    # every registered game's built-in rulesets, in the games' order
    assert [line.split("\t")[0] for line in lines[:-1]] == [
        r.id for m in modes() for r in m.presets]


# -- the expected score ---------------------------------------------------------------------
@pytest.mark.slow
def test_the_expected_score_shown_equals_the_cli_solve(
        qtbot: QtBot, store: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    type_name(qtbot, editor, "Tiny")
    remove_all_boxes(qtbot, editor)
    set_spin(qtbot, editor.form.dice_count, 2)
    for face in FACES[:3]:
        add_box(qtbot, editor, f"{face} (upper)")
    add_box(qtbot, editor, "Chance")
    assert editor.rules is not None
    path = tmp_path / "tiny.json"
    path.write_text(editor.rules.to_json())
    assert cli_main(["solve", "--rules", str(path), "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert cli["exact"] is True
    shutil.rmtree(cache_dir(), ignore_errors=True)  # the editor solves on its own

    qtbot.waitUntil(lambda: "(against" in editor.expected.text(), timeout=240_000)
    assert editor.expected_score == pytest.approx(cli["expected_score"], abs=1e-6)
    assert f"{cli['expected_score']:.1f}" in editor.expected.text()
    assert editor.expected.text().startswith("Expected score with best play: ")
    assert "(against Yacht)" in editor.expected.text()
    assert editor.expected_note.text().startswith("Exact")


# -- everywhere else --------------------------------------------------------------------------
def test_the_menu_and_the_new_game_dialog_open_house_rules(
        qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(open_store=True)
    window.house_rules_action.trigger()
    editor = window.findChild(RulesetEditor)
    assert editor is not None and editor.isVisible()
    assert editor.data["id"] == "yacht"  # the rules of the game being played
    editor.close()

    asked: list[tuple[str, bool]] = []

    def edit(store: Store | None, parent: object, rules_id: str, new: bool) -> str:
        asked.append((rules_id, new))
        assert store is window.store
        rules = Ruleset.from_dict(preset("yacht").to_dict() | {"id": "dialog-made",
                                                               "name": "Dialog Made"})
        store.save_ruleset(rules)
        return "dialog-made"

    monkeypatch.setattr("yachtdice.ui.windows.house_rules.window.edit_modally", edit)  # opened here
    dialog = window.new_game_dialog()
    assert dialog.new_rules_button.isVisible() and dialog.edit_rules_button.isVisible()
    click(qtbot, dialog.new_rules_button)
    assert asked == [("yahtzee", True)]
    assert dialog.rules.currentText() == "Dialog Made"
    assert dialog.chosen()[0].id == "dialog-made"
    dialog.reject()


@pytest.mark.slow
def test_editing_the_rules_of_a_game_in_progress_leaves_that_game_alone(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([1, 2, 3, 4, 6] * 3), open_store=True)
    editor = window.show_house_rules()
    qtbot.addWidget(editor)
    new_from(editor, "Yacht")
    type_name(qtbot, editor, "Changing")
    click(qtbot, editor.save_button)
    before = saved(window.store, "Changing")
    window.controller.new_game(before, [Player("Ann")])
    press(qtbot, window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.store.in_progress() is not None)

    set_spin(qtbot, editor.form.rolls, 5)
    click(qtbot, editor.save_button)
    after = saved(window.store, "Changing")
    assert after.rolls_per_turn == 5 and after.id == before.id
    game = window.store.in_progress()
    assert game is not None and game.record.ruleset == before
    assert window.controller.state.ruleset == before
    assert window.controller.state.rolls_left == 2  # three rolls a turn, one used


@pytest.mark.slow
def test_rules_that_cannot_be_meant_get_a_note_but_may_be_saved(qtbot: QtBot,
                                                                store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yahtzee")
    set_spin(qtbot, editor.form.threshold, 200)  # the upper boxes make at most 5x21 = 105
    assert editor.problems == [] and editor.save_button.isEnabled()
    # said in the form's words (not the file's upper_bonus.threshold), where problems are
    assert [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())] \
        == ["Note: The upper bonus at 200 can never be reached: the upper boxes score at most "
            "105 together."]


# -- the chance of the upper bonus ------------------------------------------------------------
class BruteBonus:
    """Optimal play by recursion over the real engine (options, book), carrying with each
    choice's expected points the chance that the finished card holds the upper bonus."""

    def __init__(self, rules: Ruleset) -> None:
        self.rules = rules
        self.turn = cache(self._turn)
        self.after = cache(self._after)

    def _turn(self, boxes: tuple[int | None, ...]) -> tuple[float, float]:
        card = Scorecard(self.rules, boxes, 0)
        if card.is_full:
            return 0.0, 1.0 if card.upper_bonus > 0 else 0.0
        return mix([(p, self.after(boxes, roll, self.rules.rolls_per_turn - 1))
                    for roll, p in roll_outcomes(tuple(self.rules.faces),
                                                 self.rules.dice_count)])

    def _after(self, boxes: tuple[int | None, ...], dice: tuple[int, ...],
               rerolls: int) -> tuple[float, float]:
        card = Scorecard(self.rules, boxes, 0)
        choices = []
        for choice in options(card, dice).allowed:
            new = book(card, dice, choice.category.id)
            value, chance = self.turn(new.boxes)
            choices.append((new.grand_total - card.grand_total + value, chance))
        if rerolls:
            for mask in range((1 << len(dice)) - 1):
                keep = tuple(sorted(d for i, d in enumerate(dice) if mask >> i & 1))
                choices.append(mix([(p, self.after(boxes, tuple(sorted(keep + rest)),
                                                   rerolls - 1))
                                    for rest, p in roll_outcomes(tuple(self.rules.faces),
                                                                 len(dice) - len(keep))]))
        best = max(v for v, _ in choices)
        tied = {round(c, 12) for v, c in choices if v > best - 1e-9}
        assert len(tied) == 1, "equally good choices with different chances of the bonus"
        return best, tied.pop()


def mix(parts: list[tuple[float, tuple[float, float]]]) -> tuple[float, float]:
    return (sum(p * v for p, (v, _) in parts), sum(p * c for p, (_, c) in parts))


# two dice, two rolls a turn: Ones, Sixes and Chance; 5 points for 7 or more in Ones and
# Sixes together (about 0.69: the recursion over every roll and keep works it out)
SMALL_BONUS = Ruleset.from_dict({
    "id": "small-bonus", "name": "Small Bonus", "dice": {"count": 2},
    "rolls": {"per_turn": 2}, "upper_bonus": {"threshold": 7, "points": 5},
    "categories": [
        {"id": "ones", "label": "Ones", "section": "upper", "kind": "face", "face": 1},
        {"id": "sixes", "label": "Sixes", "section": "upper", "kind": "face", "face": 6},
        {"id": "chance", "label": "Chance", "section": "lower", "kind": "chance"}]})


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_the_chance_of_the_upper_bonus_equals_a_brute_force(
        qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    rules = SMALL_BONUS
    expected, brute = BruteBonus(rules).turn((None,) * 3)
    assert 0.05 < brute < 0.95  # a chance worth showing, not a certainty
    path = tmp_path / "small-bonus.json"
    path.write_text(rules.to_json())
    editor = make_editor(qtbot, store)
    assert editor.import_file(str(path))
    qtbot.waitUntil(lambda: editor.bonus_chance is not None, timeout=120_000)
    assert editor.expected_score == pytest.approx(expected, abs=1e-9)
    assert editor.bonus_chance is not None and editor.bonus_chance.exact
    assert editor.bonus_chance.rate == pytest.approx(brute, abs=1e-9)
    assert editor.bonus.text() == \
        f"Chance of the upper bonus with best play: {brute * 100:.1f}%"
    # kept beside the saved tables, like them (Statistics reads the same file)
    saved = saved_distribution(rules, solver_cache_dir())
    assert saved is not None and saved.upper_bonus_rate == pytest.approx(brute, abs=1e-9)


def test_a_saved_bonus_chance_is_read_not_worked_out_again(tmp_path: Path) -> None:
    rules = SMALL_BONUS
    engine = tables.engine_for(rules, None, tmp_path)
    worked_out = bonus_chance(engine, folder=tmp_path)
    saved = saved_distribution(rules, tmp_path)
    assert saved is not None and saved.upper_bonus_rate == worked_out.rate
    # a planted figure (no real rules give exactly 0.25 here) is what comes back
    save_distribution(replace(saved, upper_bonus_rate=0.25), rules, tmp_path)
    assert bonus_chance(engine, folder=tmp_path).rate == 0.25


def test_rules_without_an_upper_bonus_say_so(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    editor.fill_list("yacht")  # Yacht has no upper bonus
    assert editor.bonus.text() == "No upper bonus in these rules"


def test_rules_with_problems_show_them_instead_of_an_expected_score(
        qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yahtzee")
    set_spin(qtbot, editor.form.dice_count, 4)  # Full House and Large Straight need five
    assert editor.problems
    assert editor.expected.text() == "Expected score: fix the problems first"
    assert editor.bonus.isHidden() and editor.expected_note.isHidden()  # their room is kept
    assert editor.problem_list.isVisible() and editor.problem_list.count() == 2


def test_without_an_upper_bonus_its_fields_show_no_number(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    editor.fill_list("yacht")  # Yacht has no upper bonus: not "at 1 scores 0"
    form = editor.form
    assert [(w.text(), w.isEnabled()) for w in (form.threshold, form.bonus_points)] == [
        ("—", False), ("—", False)]
    new_from(editor, "Yacht")
    click(qtbot, form.bonus_on)  # turned on: the usual 63 (par for five dice) and 35
    assert [w.text() for w in (form.threshold, form.bonus_points)] == ["63", "35"]
    set_spin(qtbot, form.bonus_points, 0)  # a bonus of 0 points is a number again
    assert form.bonus_points.text() == "0"
    click(qtbot, form.bonus_on)
    assert [w.text() for w in (form.threshold, form.bonus_points)] == ["—", "—"]


def test_the_rule_in_words_is_shown_whole(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    editor.resize(1137, 820)  # the size it opens at in the gallery
    editor.fill_list("yacht")
    table = editor.form.table
    model = table.model()
    metrics = table.fontMetrics()
    for row in range(model.rowCount()):
        index = model.index(row, Column.RULE)
        text = model.data(index)
        assert text and model.data(index, Qt.ItemDataRole.ToolTipRole) == text
        cell = table.visualRect(index)
        table.scrollTo(index)
        cell = table.visualRect(index)
        needed = metrics.boundingRect(cell.adjusted(4, 0, -4, 0), Qt.TextFlag.TextWordWrap, text)
        assert needed.height() <= cell.height() and needed.width() <= cell.width(), text


def test_a_boxs_tooltip_is_plain_text(qtbot: QtBot) -> None:
    from yachtdice.ui.modes.pips.house_rules.model import BoxesModel

    model = BoxesModel(lambda *_: None, lambda *_: None)
    box = {"id": "b", "label": "<b>Big</b>", "section": "lower", "kind": "chance"}
    model.set_boxes([box, dict(box, id="c")], {1: ["<b>Big</b> is used twice"]},
                    ["Any roll. <i>Scores</i> the total."] * 2, [None, None])
    tips = [model.data(model.index(row, Column.RULE), Qt.ItemDataRole.ToolTipRole)
            for row in (0, 1)]
    # shown character for character: Qt reads a tooltip starting with <qt> as escaped rich text
    assert tips == ["<qt>Any roll. &lt;i&gt;Scores&lt;/i&gt; the total.</qt>",
                    "<qt>&lt;b&gt;Big&lt;/b&gt; is used twice</qt>"]
