"""House Rules as the play-testers met it (issue 22): each finding through the widgets a player
uses (a click on the button, a key, a file dialog answered), checked by what is then shown.

Expected values come from the rule sheets and the form's labels, written next to each.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFileDialog,
    QMessageBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.paths import data_dir, solver_cache_dir
from yachtdice.store import Store
from yachtdice.store.modes.pips import tables
from yachtdice.store.modes.pips.distributions import distribution_path
from yachtdice.ui.modes.pips.engine_service import EngineService
from yachtdice.ui.modes.pips.house_rules.model import Column, ProblemRole
from yachtdice.ui.widgets.window_geometry import first_rect
from yachtdice.ui.windows.house_rules.window import IdRole, RulesetEditor

from .screens import run_on_screen
from .test_ruleset_editor import (
    add_box,
    click,
    make_editor,
    new_from,
    remove_all_boxes,
    set_spin,
    type_name,
    unsaved_changes_are_discarded,  # noqa: F401 (autouse: a question is answered, not shown)
)

INTERNAL_NAMES = ("extra_yahtzee_bonus", "all_same", "upper_bonus", "categories[", "joker:",
                  "sum_used", "sum_all", "per_turn", "tie_break")


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "history.sqlite")
    yield s  # type: ignore[misc]
    s.close()


def listed(editor: RulesetEditor) -> list[str]:
    return [editor.list.item(i).text() for i in range(editor.list.count())]


def shown_problems(editor: RulesetEditor) -> list[str]:
    return [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]


def save_as(qtbot: QtBot, editor: RulesetEditor, preset_name: str, name: str) -> None:
    new_from(editor, preset_name)
    type_name(qtbot, editor, name)
    click(qtbot, editor.save_button)


def active(qtbot: QtBot, editor: RulesetEditor) -> RulesetEditor:
    """The window the keys go to (as the window a player is using)."""
    with qtbot.waitActive(editor):
        editor.activateWindow()
    return editor


def edit_cell(qtbot: QtBot, editor: RulesetEditor, row: int, column: Column,
              text: str | None = None, down: int = 0) -> None:
    """Edit a cell of the boxes table as a player does: choose it, F2, type (or Down in a
    list of choices), Enter."""
    active(qtbot, editor)
    table = editor.form.table
    table.setFocus()
    table.setCurrentIndex(editor.model.index(row, column))
    qtbot.keyClick(table, Qt.Key.Key_F2)
    cell_editor = QApplication.focusWidget()
    assert cell_editor is not None and cell_editor is not table
    if text is not None:
        qtbot.keyClick(cell_editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(cell_editor, text)
    for _ in range(down):
        qtbot.keyClick(cell_editor, Qt.Key.Key_Down)
    qtbot.keyClick(cell_editor, Qt.Key.Key_Return)  # the view commits it a moment later
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)


# -- Import... and Export... ----------------------------------------------------------------------
def test_import_and_export_ask_for_their_file_and_do_it(
        qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "ours.json"
    source.write_text(Ruleset.from_dict(preset("yacht").to_dict() | {
        "id": "our-yacht", "name": "Our Yacht"}).to_json())
    asked: list[str] = []

    def open_name(_parent: QWidget, title: str, *_a: object) -> tuple[str, str]:
        asked.append(title)
        return str(source), "Rulesets (*.json)"

    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_name)
    editor = make_editor(qtbot, store)
    click(qtbot, editor.import_button)
    assert asked == ["Import rules"]
    assert [r.id for r in store.custom_rulesets()] == ["our-yacht"]
    assert editor.status.text() == "Imported Our Yacht."
    assert editor.list.currentItem().text() == "Our Yacht" and editor.data["id"] == "our-yacht"

    out = tmp_path / "out.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *_a, **_k: (str(out), "Rulesets (*.json)"))
    click(qtbot, editor.export_button)
    assert Ruleset.from_json(out.read_text()) == store.custom_rulesets()[0]

    # a dialog closed without a file does nothing
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a: ("", ""))
    click(qtbot, editor.import_button)
    assert [r.id for r in store.custom_rulesets()] == ["our-yacht"]


# -- Delete ---------------------------------------------------------------------------------------
def test_after_delete_nothing_asks_to_be_saved_and_the_list_shows_the_form(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    editor = make_editor(qtbot, store)
    save_as(qtbot, editor, "Yacht", "Gone Soon")
    asked: list[str] = []

    def question(_parent: QWidget, title: str, *_a: object) -> QMessageBox.StandardButton:
        asked.append(title)  # Yes to the delete; Save to anything else (it must not come)
        return QMessageBox.StandardButton.Yes if title == "Delete ruleset" else \
            QMessageBox.StandardButton.Save

    monkeypatch.setattr(QMessageBox, "question", question)
    click(qtbot, editor.delete_button)
    assert asked == ["Delete ruleset"]
    assert store.custom_rulesets() == [] and "Gone Soon" not in listed(editor)
    assert editor.list.currentItem().data(IdRole) == editor.data["id"] == "yahtzee"
    assert editor.windowTitle() == "House Rules – Yahtzee"
    click(qtbot, editor.close_button)
    assert asked == ["Delete ruleset"] and not editor.isVisible()
    assert store.custom_rulesets() == []


# -- names and labels used twice ------------------------------------------------------------------
@pytest.mark.slow
def test_a_name_already_used_is_said_at_the_name_and_save_waits(
        qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    save_as(qtbot, editor, "Yacht", "Quick Four")
    new_from(editor, "Yatzy")
    type_name(qtbot, editor, "quick  four")  # the same name, however it is typed
    name = editor.form.fields[("name",)]
    assert name.message == "Another of your rulesets is already called Quick Four."
    assert name.widget.property("invalid") is True
    assert shown_problems(editor)[0] == \
        "Name: another of your rulesets is already called Quick Four"
    assert not editor.save_button.isEnabled()
    type_name(qtbot, editor, "Yacht")  # a built-in one's name
    assert name.message == "A built-in ruleset is already called Yacht."
    type_name(qtbot, editor, "Quick Five")
    assert name.message == "" and editor.save_button.isEnabled()
    click(qtbot, editor.save_button)
    assert sorted(r.name for r in store.custom_rulesets()) == ["Quick Five", "Quick Four"]


@pytest.mark.slow
def test_a_box_label_used_twice_is_said_on_its_row_and_a_new_box_gets_its_own(
        qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")  # Yacht's boxes: Ones ... Sixes, ..., Choice (11), Yacht (12)
    edit_cell(qtbot, editor, 11, Column.LABEL, "choice")
    assert editor.model.data(editor.model.index(10, Column.LABEL), ProblemRole) == ""
    assert editor.model.data(editor.model.index(11, Column.LABEL), ProblemRole) == \
        "Label: box 11 is already labelled Choice"
    assert shown_problems(editor) == ["Box 12 (choice), label: box 11 is already labelled "
                                      "Choice"]
    assert not editor.save_button.isEnabled()
    click(qtbot, editor.undo_button)
    assert editor.problems == []
    labels = []
    for _ in range(2):
        row = add_box(qtbot, editor, "Chance")
        labels.append(editor.data["categories"][row]["label"])
    assert labels == ["Chance", "Chance 2"]
    assert editor.problems == [] and editor.save_button.isEnabled()


@pytest.mark.slow
def test_importing_rules_named_like_others_opens_them_unsaved_with_the_name_marked(
        qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    editor = make_editor(qtbot, store)
    save_as(qtbot, editor, "Yacht", "Quick Four")
    exported = tmp_path / "quick-four.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(exported), ""))
    click(qtbot, editor.export_button)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a: (str(exported), ""))
    click(qtbot, editor.import_button)  # the same file back: a second "Quick Four"
    assert [r.name for r in store.custom_rulesets()] == ["Quick Four"]
    assert editor.status.text() == (
        "Quick Four was opened but not yet added: Name: another of your rulesets is already "
        "called Quick Four. Fix it, then Save.")
    assert editor.saved is None and editor.list.currentItem().text() == "Quick Four (new)"
    assert editor.form.fields[("name",)].message != "" and not editor.save_button.isEnabled()
    type_name(qtbot, editor, "Quick Four Again")
    click(qtbot, editor.save_button)
    assert sorted(r.name for r in store.custom_rulesets()) == ["Quick Four",
                                                               "Quick Four Again"]


# -- the form's words -----------------------------------------------------------------------------
def test_every_problem_speaks_the_forms_words(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yahtzee")
    editor.form.select_row(11)  # Yahtzee's all-same box
    click(qtbot, editor.form.remove_box)
    assert shown_problems(editor) == [
        "Extra all-same bonus needs a box where all dice show the same face",
        "Joker needs a box where all dice show the same face"]
    extra = editor.form.fields[("extra_yahtzee_bonus",)]
    assert extra.message == "Needs a box where all dice show the same face."
    # shown whole: one line of the label, as wide as its words, inside the window
    label = extra.error
    assert label.isVisible() and label.width() >= label.fontMetrics().horizontalAdvance(
        label.text())
    assert label.height() >= label.fontMetrics().height()
    assert editor.rect().contains(QRect(label.mapTo(editor, QPoint(0, 0)), label.size()))
    set_spin(qtbot, editor.form.dice_count, 4)  # Full House and Large Straight need five
    texts = shown_problems(editor) + [
        editor.model.data(editor.model.index(r, 0), ProblemRole)
        for r in range(editor.model.rowCount())]
    assert "Box 9 (Full House), group sizes: the groups need 5 dice but there are only 4" in texts
    assert not [t for t in texts if any(n in t for n in INTERNAL_NAMES)]


# -- nothing moves --------------------------------------------------------------------------------
def positions(editor: RulesetEditor) -> dict[str, QPoint]:
    form = editor.form
    widgets = {"name": form.name, "dice": form.dice_count, "faces": form.die,
               "rolls": form.rolls, "carry": form.carry, "threshold": form.threshold,
               "extra": form.extra, "joker": form.joker, "order": form.order, "tie": form.tie,
               "palette": form.box_palette, "table": form.table, "tabs": editor.tabs}
    return {key: w.mapTo(editor, QPoint(0, 0)) for key, w in widgets.items()}


@pytest.mark.slow
def test_the_form_stays_put_as_problems_notes_and_the_solve_come_and_go(
        qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yatzy")
    qtbot.waitUntil(editor.progress.isVisible, timeout=20_000)  # the solve: a progress bar
    before = positions(editor)
    type_name(qtbot, editor, "")  # a problem at the name
    assert not editor.progress.isVisible() and positions(editor) == before
    set_spin(qtbot, editor.form.dice_count, 6)  # two more, at the straights, with their fix
    assert len(editor.problems) == 3 and editor.fix_button.isVisible()
    assert positions(editor) == before
    click(qtbot, editor.undo_button)
    click(qtbot, editor.undo_button)
    assert editor.problems == [] and positions(editor) == before
    set_spin(qtbot, editor.form.threshold, 200)  # a note: the bonus can never be reached
    assert editor.notes and positions(editor) == before
    editor.form.select_row(11)
    click(qtbot, editor.form.remove_box)  # and the chosen box's row (none now) neither
    assert positions(editor) == before


# -- undo and redo --------------------------------------------------------------------------------
@pytest.mark.slow
def test_one_undo_takes_back_one_edit_of_a_box(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    edit_cell(qtbot, editor, 6, Column.SCORING, down=1)  # Full House: sum of all -> sum used
    edit_cell(qtbot, editor, 6, Column.LABEL, "Full Boat")
    box = editor.data["categories"][6]
    assert (box["label"], box["score"]) == ("Full Boat", "sum_used")
    click(qtbot, editor.undo_button)
    box = editor.data["categories"][6]
    assert (box["label"], box["score"]) == ("Full House", "sum_used")
    click(qtbot, editor.undo_button)
    assert editor.data["categories"][6]["score"] == "sum_all"


@pytest.mark.slow
def test_redo_going_grey_never_hands_the_focus_to_revert(qtbot: QtBot, store: Store) -> None:
    editor = active(qtbot, make_editor(qtbot, store))
    new_from(editor, "Yacht")
    set_spin(qtbot, editor.form.rolls, 4)
    click(qtbot, editor.undo_button)
    editor.redo_button.setFocus()  # as a click leaves it
    click(qtbot, editor.redo_button)  # the last redo: Redo goes grey
    assert not editor.redo_button.isEnabled()
    focus = QApplication.focusWidget()
    assert focus is not None and focus is not editor.revert_button
    qtbot.keyClick(focus, Qt.Key.Key_Space)  # the next Space reverts nothing
    assert editor.data["rolls"]["per_turn"] == 4


# -- the dice and the straights -------------------------------------------------------------------
@pytest.mark.slow
def test_six_dice_offer_the_fix_for_exact_straights_in_one_click(
        qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yatzy")  # Small Straight 1-2-3-4-5, Large 2-3-4-5-6: exactly the roll
    set_spin(qtbot, editor.form.dice_count, 6)
    assert shown_problems(editor) == [
        "Box 11 (Small Straight), match: exactly the roll needs one face for each of the 6 dice",
        "Box 12 (Large Straight), match: exactly the roll needs one face for each of the 6 dice"]
    assert editor.fix_button.isVisible()
    assert editor.fix_button.text() == "Match straights contained in the roll"
    # the fine boxes keep their columns meanwhile: Sixes scores at most 6 x 6 = 36
    assert editor.model.data(editor.model.index(5, Column.HIGHEST)) == "36"
    assert editor.model.data(editor.model.index(5, Column.RULE)).startswith("Any roll")
    assert editor.model.data(editor.model.index(10, Column.RULE)) == ""
    click(qtbot, editor.fix_button)
    assert editor.problems == [] and not editor.fix_button.isVisible()
    assert [editor.data["categories"][r]["match"] for r in (10, 11)] == ["contains"] * 2
    # Yatzy's Large Straight (2-3-4-5-6, 20 points) now scores when six dice include it
    assert editor.model.data(editor.model.index(11, Column.RULE)) == \
        "The dice include 2-3-4-5-6. Scores 20 points."
    click(qtbot, editor.undo_button)  # the fix is one step
    assert len(editor.problems) == 2


@pytest.mark.slow
def test_a_new_exact_straight_on_six_dice_names_six_faces(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    remove_all_boxes(qtbot, editor)
    set_spin(qtbot, editor.form.dice_count, 6)
    row = add_box(qtbot, editor, "Straight: an exact set")
    assert editor.data["categories"][row]["faces"] == [1, 2, 3, 4, 5, 6]
    row = add_box(qtbot, editor, "Four of a kind")
    assert editor.problems == []
    set_spin(qtbot, editor.form.dice_count, 3)
    row = add_box(qtbot, editor, "Straight: a run")  # a run of 4 cannot be had on 3 dice
    assert editor.data["categories"][row]["run"] == 3


# -- a laptop's screen ----------------------------------------------------------------------------
def test_the_window_fits_a_1024_by_768_screen(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    available = QRect(0, 0, 1024, 768 - 32)  # less a panel
    frame = editor.frameGeometry()
    title = editor.geometry().top() - frame.top() or 30  # offscreen draws none: a usual one
    sides = max(frame.width() - editor.width(), 8)
    for state in ("a built-in", "problems"):
        if state == "problems":
            new_from(editor, "Yahtzee")
            set_spin(qtbot, editor.form.dice_count, 4)
        minimum = editor.minimumSizeHint()
        assert minimum.width() + sides <= available.width(), state
        assert minimum.height() + title + sides <= available.height(), state
    inner = available.adjusted(0, title, 0, 0)
    opens = first_rect(inner, editor.minimumSizeHint())
    assert inner.contains(opens)


@pytest.mark.slow  # a second process with its own 1024 x 768 screen: a few seconds
def test_on_a_1024_by_768_screen_the_window_opens_whole(tmp_path: Path) -> None:
    script = (
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from yachtdice.ui.modes import builtin\n"
        "builtin.install()\n"
        "from yachtdice.ui.windows.house_rules.window import RulesetEditor\n"
        "e = RulesetEditor(None, 'yatzy')\n"
        "e.show(); app.processEvents()\n"
        "a = e.screen().availableGeometry(); g = e.frameGeometry()\n"
        "b = e.close_button.mapTo(e, e.close_button.rect().bottomRight())\n"
        "print(a.width(), a.height(), g.x(), g.y(), g.width(), g.height(),\n"
        "      int(e.rect().contains(b)))\n"
        "from yachtdice.ui.modes.pips.house_rules.expected import shared_engines\n"
        "shared_engines().shut_down()\n")
    line, = run_on_screen(tmp_path, 1024, 768, script)
    aw, ah, x, y, w, h, close_inside = map(int, line.split())
    assert (aw, ah) == (1024, 768)
    assert x >= 0 and y >= 0 and x + w <= aw and y + h <= ah  # title bar and Close on it
    assert close_inside


# -- the solver's cache ---------------------------------------------------------------------------
TWO_DICE = Ruleset.from_dict({  # solved in milliseconds: two dice, Ones, Sixes and Chance
    "id": "two-dice", "name": "Two Dice", "dice": {"count": 2}, "rolls": {"per_turn": 2},
    "upper_bonus": {"threshold": 7, "points": 5}, "categories": [
        {"id": "ones", "label": "Ones", "section": "upper", "kind": "face", "face": 1},
        {"id": "sixes", "label": "Sixes", "section": "upper", "kind": "face", "face": 6},
        {"id": "chance", "label": "Chance", "section": "lower", "kind": "chance"}]})


def cached(ruleset_id: str) -> list[str]:
    folder = solver_cache_dir()
    return sorted(p.name for p in folder.glob(f"{ruleset_id}-*")) if folder.exists() else []


@pytest.mark.slow
def test_edits_are_solved_in_memory_a_save_keeps_its_table_a_delete_drops_them(
        qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "two-dice.json"
    path.write_text(TWO_DICE.to_json())
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a: (str(path), ""))
    editor = make_editor(qtbot, store)
    click(qtbot, editor.import_button)  # saved: its table and figures are kept
    qtbot.waitUntil(lambda: editor.bonus_chance is not None, timeout=60_000)
    assert cached("two-dice") == sorted([
        tables.table_path(TWO_DICE, solver_cache_dir()).name,
        distribution_path(TWO_DICE, solver_cache_dir()).name])
    for rolls in (3, 4):  # two edits, each solved: in memory only
        set_spin(qtbot, editor.form.rolls, rolls)
        qtbot.waitUntil(lambda: "(against" in editor.expected.text(), timeout=60_000)
    assert len(cached("two-dice")) == 2
    click(qtbot, editor.save_button)  # the table of what was saved goes to the cache
    assert editor.rules is not None
    saved = tables.table_path(editor.rules, solver_cache_dir())
    qtbot.waitUntil(saved.exists, timeout=10_000)
    assert len(cached("two-dice")) == 3

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_a: QMessageBox.StandardButton.Yes)
    click(qtbot, editor.delete_button)
    assert cached("two-dice") == []


def test_the_settings_file_bounds_the_cache(qtbot: QtBot) -> None:
    settings = QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)
    try:
        settings.setValue("cache/solver_megabytes", 50)
        settings.sync()
        EngineService()
        assert tables.cache_limit() == 50_000_000
        settings.setValue("cache/solver_megabytes", "lots")  # not a number: the default
        settings.sync()
        EngineService()
        assert tables.cache_limit() == tables.DEFAULT_LIMIT == 200_000_000
    finally:
        tables.set_cache_limit(tables.DEFAULT_LIMIT)
