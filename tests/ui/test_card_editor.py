"""A teacher's Place Value card made in the House Rules window, through its widgets.

Expected figures are worked out by hand (written next to each) or, where a count by hand
is long, by rolling every roll here with plain itertools.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QInputDialog, QMessageBox, QSpinBox
from pytestqt.qtbot import QtBot

from tests.cli.helpers import run_bytes
from yachtdice.core.modes.place_value.rules import PlaceValueRuleset, preset
from yachtdice.store import Store
from yachtdice.ui.windows.house_rules.window import IdRole, RulesetEditor

from .conftest import MakeWindow


@pytest.fixture(autouse=True)
def unsaved_changes_are_discarded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Discard)


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "history.sqlite")
    yield s  # type: ignore[misc]
    s.close()


def open_editor(qtbot: QtBot, store: Store | None, start: str = "place-value-4") -> RulesetEditor:
    editor = RulesetEditor(store, start)
    qtbot.addWidget(editor)
    with qtbot.waitActive(editor, timeout=30_000):
        editor.show()
        editor.activateWindow()
    return editor


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    assert button.isEnabled() and button.isVisible(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def type_into(qtbot: QtBot, widget: QSpinBox | object, text: str) -> None:
    """Select what a field holds and type ``text`` over it, as a teacher would."""
    target = widget.lineEdit() if isinstance(widget, QSpinBox) else widget
    target.setFocus()
    qtbot.keyClick(target, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(target, text)


def figure(editor: RulesetEditor, row: int) -> str:
    return editor.form.rows[row].figure.text()


def problems(editor: RulesetEditor) -> list[str]:
    return [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]


def choose(editor: RulesetEditor, name: str) -> None:
    for i in range(editor.list.count()):
        if editor.list.item(i).text() == name:
            editor.list.setCurrentRow(i)
            return
    raise AssertionError(name)


def test_a_built_in_card_shows_its_figures_and_can_only_be_duplicated(
        qtbot: QtBot, store: Store) -> None:
    editor = open_editor(qtbot, store)
    form = editor.form
    assert form.name.text() == "Place Value Yahtzee (4 digits)" and form.name.isReadOnly()
    assert (form.dice.value(), form.faces.currentText()) == (4, "1 to 6 (six-sided)")
    assert not form.add_button.isEnabled() and not form.dice.isEnabled()
    assert not editor.rename_button.isEnabled() and not editor.delete_button.isEnabled()
    assert editor.duplicate_button.isEnabled()
    assert not editor.tabs.isTabVisible(1)  # no "Try a roll" for digit dice
    assert [row.label.text() for row in form.rows][:2] == [
        "Number with 3 in the hundreds place", "Number with 5 in the ones place"]
    # a 3 among four dice: 1 - (5/6)^4 = 51.8%; the rest 6s: 6,366
    assert figure(editor, 0) == "Fills 51.8% of rolls; best 6,366"
    # four dice adding up to 13: 140 of the 1,296 rolls (10.8%); 6+5+1+1 is the best: 6,511
    assert figure(editor, 5) == "Fills 10.8% of rolls; best 6,511"
    # three the same: 6 x 4 x 5 rolls of exactly three, 6 of four: 126 / 1,296 = 9.7%
    assert figure(editor, 7) == "Fills 9.7% of rolls; best 6,666"
    assert figure(editor, 8) == "Fills every roll; best 6,666"


@pytest.mark.slow
def test_a_teacher_makes_a_card_from_a_copy_and_new_game_offers_it(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    with Store.open() as store:
        editor = open_editor(qtbot, store)
        click(qtbot, editor.duplicate_button)
        form = editor.form
        assert not form.name.isReadOnly() and form.add_button.isEnabled()
        type_into(qtbot, form.name, "Class 5 card")
        total = form.rows[5].settings["total"]
        type_into(qtbot, total, "30")  # four 1-6 dice add up to 24 at most
        assert figure(editor, 5) == "Impossible: no roll can fill it"
        assert form.rows[5].label.text() == "Number whose digits add up to 30"  # follows
        assert problems(editor) == [
            "Box 6 (Number whose digits add up to 30), total: 4 digits cannot add up to 30."]
        assert form.rows[5].error.text() == "Total: 4 digits cannot add up to 30."
        assert not editor.save_button.isEnabled()
        qtbot.keyClick(total, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # one step
        assert total.value() == 13 and figure(editor, 5) == "Fills 10.8% of rolls; best 6,511"
        assert form.rows[5].error.isHidden()
        type_into(qtbot, total, "12")  # 6+4+1+1: 6,411
        assert figure(editor, 5).endswith("best 6,411")
        click(qtbot, editor.save_button)
        saved = [r for r in store.saved_rulesets() if r.name == "Class 5 card"]
        assert len(saved) == 1 and isinstance(saved[0], PlaceValueRuleset)
        assert saved[0].boxes[5].label == "Number whose digits add up to 12"
        assert editor.list.currentItem().text() == "Class 5 card"
        editor.close()

    window = make_window(open_store=True)
    dialog = window.new_game_dialog()
    names = [dialog.rules.itemText(i) for i in range(dialog.rules.count())]
    at = next(i for i, n in enumerate(names) if n.startswith("Class 5 card"))
    dialog.rules.setCurrentIndex(at)
    assert dialog.chosen()[0].id == saved[0].id
    dialog.reject()


@pytest.mark.slow
def test_boxes_come_from_the_palette_and_move_and_go(qtbot: QtBot, store: Store) -> None:
    editor = open_editor(qtbot, store)
    action = next(a for a in editor.new_menu.actions()
                  if a.text() == "From Place Value Yahtzee (3 digits)")
    action.trigger()
    form = editor.form
    assert len(form.rows) == 9
    form.palette_box.setCurrentIndex(form.palette_box.findText(
        "Two places adding up to a number"))
    click(qtbot, form.add_button)
    assert len(form.rows) == 10
    added = form.rows[9]
    assert added.label.text() == "Number whose hundreds and ones digits add up to 9"
    # every roll of three 1-6 dice with two dice adding up to 9 (3+6 or 4+5), counted here
    rolls = list(itertools.product(range(1, 7), repeat=3))
    fills = sum(any(a + b == 9 for a, b in itertools.combinations(r, 2)) for r in rolls)
    assert figure(editor, 9) == f"Fills {fills / len(rolls):.1%} of rolls; best 663"
    click(qtbot, added.up)
    assert form.rows[8].label.text() == "Number whose hundreds and ones digits add up to 9"
    assert form.rows[9].label.text() == "WILD! Any number can be written here"
    click(qtbot, form.rows[8].remove)
    assert len(form.rows) == 9
    click(qtbot, editor.undo_button)
    assert len(form.rows) == 10
    form.palette_box.setCurrentIndex(form.palette_box.findText("Wild: any number"))
    while form.add_button.isEnabled():
        click(qtbot, form.add_button)
    assert len(form.rows) == 20  # a card has at most 20 boxes
    assert editor.save_button.isEnabled()


@pytest.mark.slow
def test_fewer_dice_show_every_box_that_no_longer_fits_at_its_field(
        qtbot: QtBot, store: Store) -> None:
    editor = open_editor(qtbot, store)
    click(qtbot, editor.duplicate_button)
    form = editor.form
    form.dice.setFocus()
    qtbot.keyClick(form.dice, Qt.Key.Key_Down)  # 4 digit dice -> 3: no thousands place
    assert form.dice.value() == 3
    assert problems(editor) == [
        "Box 4 (Number with 6 in the thousands place), place: these numbers have no "
        "thousands place.",
        "Box 5 (Number whose thousands and ones digits add up to 9), places: these numbers "
        "have no thousands place."]
    assert form.rows[3].error.text() == "Place: these numbers have no thousands place."
    assert form.rows[3].settings["place"].currentText() == "thousands (not on this card)"
    assert form.rows[3].outlines["place"].outline.invalid
    assert figure(editor, 3) == ""  # nothing to work out for a place the numbers lack
    assert not editor.save_button.isEnabled()
    # Enter on a listed problem takes the keyboard to its field
    editor.problem_list.setFocus()
    editor.problem_list.setCurrentRow(0)
    qtbot.keyClick(editor.problem_list, Qt.Key.Key_Return)
    place = form.rows[3].settings["place"]
    assert place.hasFocus()
    qtbot.keyClick(place, Qt.Key.Key_Home)  # the greatest place these numbers have
    assert place.currentText() == "hundreds"
    assert form.rows[3].label.text() == "Number with 6 in the hundreds place"
    assert len(problems(editor)) == 1 and not form.rows[3].outlines["place"].outline.invalid


@pytest.mark.slow
def test_a_card_is_exported_imported_renamed_and_deleted(
        qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    editor = open_editor(qtbot, store, "place-value-decimal")
    out = tmp_path / "decimal.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    click(qtbot, editor.export_button)
    assert PlaceValueRuleset.from_dict(json.loads(out.read_text())) == \
        preset("place-value-decimal")
    assert run_bytes(["rules", "check", str(out)]) == (0, "ok\n", "")

    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps({**json.loads(out.read_text()), "id": "room-12",
                                "name": "Room 12 decimals"}))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(mine), ""))
    click(qtbot, editor.import_button)
    assert editor.status.text() == "Imported Room 12 decimals."
    assert [r.id for r in store.saved_rulesets()] == ["room-12"]
    assert editor.list.currentItem().data(IdRole) == "room-12"
    assert editor.form.decimals.value() == 3 and editor.rename_button.isEnabled()

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Room 12 points", True))
    click(qtbot, editor.rename_button)
    click(qtbot, editor.save_button)
    assert [r.name for r in store.saved_rulesets()] == ["Room 12 points"]

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    click(qtbot, editor.delete_button)
    assert store.saved_rulesets() == []
    assert editor.status.text() == "Deleted Room 12 points; games played under it keep their rules."


def test_a_broken_card_file_adds_nothing_and_says_so_in_one_sentence(
        qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    editor = open_editor(qtbot, store)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**preset("place-value-4").to_dict(), "id": "x", "name": "X",
                               "dice": {"count": 4, "sides": 8}}))
    assert not editor.import_file(str(bad))
    assert editor.status.text() == ("Nothing was imported: sides: dice have 6 sides (1-6) or "
                                    "10 (0-9), not 8.")
    assert store.saved_rulesets() == []


@pytest.mark.slow
def test_the_window_switches_forms_with_the_game_of_the_rules_chosen(
        qtbot: QtBot, store: Store) -> None:
    editor = open_editor(qtbot, store)
    card_form = editor.form
    choose(editor, "Yacht (built-in)")
    assert editor.form is not card_form and editor.tabs.isTabVisible(1)
    assert editor.consequences.isVisibleTo(editor)
    choose(editor, "Place Value Yahtzee (6 digits) (built-in)")
    assert editor.form is card_form and not editor.tabs.isTabVisible(1)
    assert card_form.dice.value() == 6 and len(card_form.rows) == 9
    assert not editor.consequences.isVisibleTo(editor)
    # the rules help is the card's
    tabs = editor.tabs.tabBar()
    help_tab = editor.tabs.indexOf(editor.help_view)
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(help_tab).center())
    assert editor.tabs.currentWidget() is editor.help_view
    assert "hundred thousands" in editor.help_view.toPlainText()
    choose(editor, "Yacht (built-in)")  # chosen while the help is in front: it follows
    assert "hundred thousands" not in editor.help_view.toPlainText()
    assert "Yacht" in editor.help_view.toPlainText()


def test_six_ten_sided_dice_are_refused_at_the_dice_field_without_figures(
        qtbot: QtBot, store: Store) -> None:
    editor = open_editor(qtbot, store, "place-value-6")
    click(qtbot, editor.duplicate_button)
    form = editor.form
    assert figure(editor, 8) == "Fills every roll; best 666,666"
    form.faces.setFocus()
    qtbot.keyClick(form.faces, Qt.Key.Key_Up)  # 1 to 6 -> 0 to 9
    assert form.faces.currentText() == "0 to 9 (ten-sided)"
    assert problems(editor) == [
        "Number of dice: 6 ten-sided dice can fall in 1,000,000 orders, too many for the "
        "computer players to weigh (at most 300,000: up to 7 six-sided or 5 ten-sided dice)."]
    assert form.dice_field.error.text() == problems(editor)[0]
    assert [figure(editor, row) for row in range(9)] == [""] * 9
    qtbot.keyClick(form.faces, Qt.Key.Key_Down)  # back to 1 to 6: the figures come back
    assert figure(editor, 8) == "Fills every roll; best 666,666" and problems(editor) == [
        "No problems: these rules can be saved and played."]


@pytest.mark.slow
def test_house_rules_opens_on_the_card_being_played(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    from yachtdice.core import Player

    window = make_window(open_store=True)
    window.controller.new_game(preset("place-value-3"), [Player("Ann"), Player("Ben")])
    window.house_rules_action.trigger()
    editor = window.findChild(RulesetEditor)
    assert editor is not None and editor.isVisible()
    assert editor.data["id"] == "place-value-3"
    assert editor.list.currentItem().text() == "Place Value Yahtzee (3 digits) (built-in)"
    assert editor.form.dice.value() == 3 and len(editor.form.rows) == 9
    editor.close()


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_the_palette_offers_every_kind_the_engine_knows_and_each_new_box_fits(
        qtbot: QtBot, store: Store) -> None:
    from yachtdice.core.modes.place_value.rules import KINDS

    editor = open_editor(qtbot, store, "place-value-3")
    for card in ("Place Value Yahtzee (3 digits)", "Place Value Yahtzee (decimals)",
                 "Place Value Yahtzee (4 digits)"):
        next(a for a in editor.new_menu.actions() if a.text() == f"From {card}").trigger()
        form = editor.form
        if "4" in card:  # and with 0-9 dice
            form.faces.setFocus()
            qtbot.keyClick(form.faces, Qt.Key.Key_Up)
            assert form.faces.currentText() == "0 to 9 (ten-sided)"
        offered = [form.palette_box.itemData(i) for i in range(form.palette_box.count())]
        assert sorted(offered) == sorted(KINDS)
        model = form.palette_box.model()
        for i in range(len(offered)):
            if "decimals" in card and offered[i] in ("even", "odd"):
                # a number with decimals is neither even nor odd: not offered
                assert not model.item(i).isEnabled()
                continue
            assert model.item(i).isEnabled()
            form.palette_box.setCurrentIndex(i)
            click(qtbot, form.add_button)
            assert problems(editor) == ["No problems: these rules can be saved and played."], (
                card, offered[i])
            assert not figure(editor, len(form.rows) - 1).startswith("Impossible")


def test_a_blank_card_of_the_card_shown_is_saved_as_pdf(
        qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """House Rules prints a blank card for the class (Save Blank Card as PDF…, then the
    options' Save…): every box's words and a column per pupil with room for a name."""
    from tests.pdf_text import needs_poppler, pdf_text
    from tests.ui.print_options import accept_options

    if needs_poppler.args[0]:
        pytest.skip(needs_poppler.kwargs["reason"])
    target = tmp_path / "class card.pdf"
    asked: list[str] = []

    def save_name(*args: object, **kwargs: object) -> tuple[str, str]:
        asked.append(str(args[1]))
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    editor = open_editor(qtbot, store)
    click(qtbot, editor.blank_card_button)
    accept_options(qtbot)
    assert asked and target.is_file()
    text = pdf_text(target)
    for label in ("Number with 3 in the hundreds place", "Number with 5 in the ones place",
                  "Number with 6 in the thousands place"):
        assert label in text
    assert text.count("Name:") == 2  # a column per pupil, two by default
    assert editor.status.text() == f"Saved the score card as {target.name}."


@pytest.mark.slow
def test_a_card_with_a_problem_prints_no_blank_card(qtbot: QtBot, store: Store) -> None:
    editor = open_editor(qtbot, store)
    click(qtbot, editor.duplicate_button)
    form = editor.form
    assert editor.blank_card_button.isEnabled()
    type_into(qtbot, form.dice, "3")  # three dice have no thousands place for box 4
    qtbot.waitUntil(lambda: bool(problems(editor)))
    assert not editor.blank_card_button.isEnabled()



@pytest.mark.slow
def test_a_copied_box_takes_the_id_of_its_new_rule(qtbot: QtBot) -> None:
    # issue 36: "8 in the hundreds" kept the id hundreds_3 of the card it was copied from
    with Store.open() as store:
        editor = open_editor(qtbot, store)
        click(qtbot, editor.duplicate_button)
        form = editor.form
        type_into(qtbot, form.name, "Class 6 card")
        type_into(qtbot, form.rows[0].settings["digit"], "5")   # 3 in the hundreds -> 5
        type_into(qtbot, form.rows[5].settings["total"], "12")  # digit sum 13 -> 12
        click(qtbot, editor.save_button)
        (saved,) = [r for r in store.saved_rulesets() if r.name == "Class 6 card"]
        assert [(b.id, b.label) for b in saved.boxes[:1]] == [
            ("hundreds_5", "Number with 5 in the hundreds place")]
        assert saved.boxes[5].id == "digit_sum_12"
        assert saved.box_ids[1:5] == preset("place-value-4").box_ids[1:5]  # the rest kept
        editor.close()
