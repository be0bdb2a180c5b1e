"""The buttons of the games' panels, the window's Hurry and Cancel, Statistics' Save as PNG
and the questions of New Game's rules files, each clicked (or Enter pressed) as a player
does (part of the button census, tests/ui/census.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, RandomDice, ScriptedDice
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.place_value.engine import PlaceClaim
from yachtdice.core.modes.place_value.rules import PlaceCard
from yachtdice.core.modes.place_value.rules import preset as pv_preset
from yachtdice.core.modes.word.rules import WordClaim
from yachtdice.store import HERE, Store
from yachtdice.ui.dialogs.new_game import NewGameDialog
from yachtdice.ui.modes.place_value.claim import PlaceValueClaimPanel
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..store.stats_history import fill, local_zone  # noqa: F401
from ..store.test_saved_rulesets import CARD_DATA
from .conftest import MakeWindow
from .helpers import press, score_by_keys
from .test_statistics import REFERENCE
from .test_word_claim import panel as word_panel


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def named(box: QMessageBox, text: str) -> QAbstractButton:
    return next(b for b in box.buttons() if b.text().replace("&", "") == text)


# -- the games' panels -----------------------------------------------------------------------------
def test_word_book_writes_the_claim_in_the_chosen_box(qtbot: QtBot) -> None:
    p = word_panel(qtbot)
    qtbot.keyClicks(p.words_edit, "super")
    p.select_box("five_letter")
    with qtbot.waitSignal(p.claimed) as booked:
        click(qtbot, p.book)
    assert booked.args == [WordClaim("five_letter", ("super",))]


def test_place_value_clear_gives_every_die_back(qtbot: QtBot) -> None:
    panel = PlaceValueClaimPanel()
    qtbot.addWidget(panel)
    panel.show()
    rules = pv_preset("place-value-4")
    panel.set_roll(rules, PlaceCard.empty(rules), (6, 3, 4, 1))
    qtbot.waitUntil(lambda: all(b.isVisible() for b in panel.dice_buttons))
    for die in panel.dice_buttons[:2]:
        click(qtbot, die)
    assert [s.text() for s in panel.slot_buttons] == ["6", "3", " ", " "]
    click(qtbot, panel.clear)
    assert [s.text() for s in panel.slot_buttons] == [" "] * 4
    assert all(b.isEnabled() for b in panel.dice_buttons)


# -- the window: Hurry and Cancel ------------------------------------------------------------------
@pytest.mark.real_pace  # races a person against the computers' pace
def test_hurry_finishes_the_computers_turn_at_once(qtbot: QtBot,
                                                    make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([6] * 200), players=[
        Player("Ann"), Player("Computer", True, "beginner")], speed="normal")
    controller = window.controller
    press(qtbot, window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.dice is not None
                    and not controller.rolling, timeout=10_000)  # the dice land
    score_by_keys(qtbot, window, "sixes")
    qtbot.waitUntil(lambda: window.hurry_button.isVisible(), timeout=10_000)
    click(qtbot, window.hurry_button)
    assert controller.hurrying
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.current == 0,
                    timeout=20_000)  # the computer booked a box; Ann's turn again
    assert controller.state is not None and controller.state.cards[1].filled_count == 1
    assert not window.hurry_button.isVisible()


@pytest.mark.no_solved_tables  # Yacht's table is not there: asking a hint solves it
def test_cancel_stops_the_strategy_engines_solve(qtbot: QtBot,
                                                 make_window: MakeWindow) -> None:
    window = make_window(RandomDice(3))
    press(qtbot, window, Qt.Key.Key_Space)
    press(qtbot, window, Qt.Key.Key_H)  # a hint needs the table: the solve starts
    qtbot.waitUntil(lambda: window.notes.solve_cancel.isVisible(), timeout=30_000)
    click(qtbot, window.notes.solve_cancel)
    qtbot.waitUntil(lambda: not window.notes.solve_cancel.isVisible(), timeout=30_000)
    assert not window.notes.solve_bar.isVisible()
    assert not window.controller.engines.busy


# -- Statistics: Save as PNG -----------------------------------------------------------------------
def test_save_as_png_asks_where_and_writes_the_chart(qtbot: QtBot, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store.open(tmp_path / "stats.sqlite3")
    try:
        fill(store, HERE)
        w = StatisticsWindow(store, [preset("yacht"), preset("yahtzee")], [].append, None,
                             reference=lambda rules: REFERENCE if rules.id == "yacht" else None)
        qtbot.addWidget(w)
        w.show()
        target = tmp_path / "chart.png"
        asked: list[str] = []

        def where(_parent: object, title: str, *_a: object, **_k: object) -> tuple[str, str]:
            asked.append(title)
            return str(target), ""

        monkeypatch.setattr(QFileDialog, "getSaveFileName", where)
        save = next(b for b in w.findChildren(QAbstractButton)
                    if b.text() == "Save as PNG…" and b.isVisible())
        click(qtbot, save)
        assert asked and asked[0].startswith("Save ")
        assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        w.close()
    finally:
        store.close()


# -- New Game: a rules file's questions ------------------------------------------------------------
def with_card(make_window: MakeWindow, tmp_path: Path) -> tuple[MainWindow, NewGameDialog]:
    """New Game with a teacher's card opened from a file (saved and chosen)."""
    window = make_window(open_store=True)
    dialog = window.new_game_dialog()
    card = tmp_path / "card.json"
    card.write_text(json.dumps(CARD_DATA))
    assert dialog.open_rules_file(str(card))
    return window, dialog


def answer(qtbot: QtBot, box: QMessageBox, text: str | None) -> None:
    """Click the button reading ``text``, or press Enter (None) for the default."""
    if text is None:
        qtbot.keyClick(box, Qt.Key.Key_Return)
    else:
        click(qtbot, named(box, text))


@pytest.mark.parametrize("choice", ["Cancel", None, "Replace", "Keep Both"])
def test_opening_rules_saved_under_the_same_id_asks_replace_keep_both_or_cancel(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, choice: str | None) -> None:
    window, dialog = with_card(make_window, tmp_path)
    week2 = tmp_path / "week2.json"
    week2.write_text(json.dumps({**CARD_DATA, "name": "Class 5, week 2"}))
    assert not dialog.open_rules_file(str(week2))
    box = dialog.question
    assert box is not None and box.isVisible()
    answer(qtbot, box, choice)  # Cancel is the default
    qtbot.waitUntil(lambda: dialog.question is None)
    assert window.store is not None
    names = [r.name for r in window.store.saved_rulesets()]
    if choice == "Replace":
        assert names == ["Class 5, week 2"] and dialog.rules.currentData() == CARD_DATA["id"]
    elif choice == "Keep Both":  # the file's rules under an id of their own, chosen
        assert names == [CARD_DATA["name"], "Class 5, week 2"]
        assert dialog.rules.currentData() == f"{CARD_DATA['id']}-2"
    else:
        assert dialog.note.text() == "Nothing was opened."
        assert names == [CARD_DATA["name"]]
    dialog.reject()


@pytest.mark.parametrize("choice", ["Keep", None, "Delete"])
def test_deleting_a_saved_card_asks_and_keep_and_enter_keep_it(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, choice: str | None) -> None:
    window, dialog = with_card(make_window, tmp_path)
    click(qtbot, dialog.delete_rules_button)
    box = dialog.question
    assert box is not None and box.windowTitle() == "Delete Rules"
    answer(qtbot, box, choice)  # Keep is the default
    qtbot.waitUntil(lambda: dialog.question is None)
    assert window.store is not None
    kept = [r.name for r in window.store.saved_rulesets()]
    assert kept == ([] if choice == "Delete" else [CARD_DATA["name"]])
    dialog.reject()
    assert QApplication.activeModalWidget() is None


# -- Place Value's reading aloud (the teacher's rule) ----------------------------------------------
@pytest.mark.parametrize("mark", ["Read right (R)", "Back (Esc)"])
def test_the_teachers_buttons_mark_the_reading_or_take_it_back(qtbot: QtBot,
                                                               mark: str) -> None:
    from .test_place_value_claim import TEACHER

    panel = PlaceValueClaimPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.set_roll(TEACHER, PlaceCard.empty(TEACHER), (6, 3, 4, 1))
    qtbot.keyClicks(panel.number_edit, "6431")
    panel.select_box("wild")
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)  # the pupil reads it aloud now
    qtbot.waitUntil(panel.prompt.isVisible)
    if mark == "Back (Esc)":
        with qtbot.assertNotEmitted(panel.claimed):
            click(qtbot, panel.prompt.back)
        assert not panel.prompt.isVisible() and panel.number_edit.isEnabled()
        assert panel.number_edit.text() == "6431"  # back to the number, nothing written
        return
    assert panel.prompt.right.text() == mark
    with qtbot.waitSignal(panel.claimed) as sent:
        click(qtbot, panel.prompt.right)
    assert sent.args == [PlaceClaim("wild", "6431", read=True)]


# -- Word Yahtzee's lookup -------------------------------------------------------------------------
def test_look_up_answers_and_close_closes(qtbot: QtBot, make_window: MakeWindow) -> None:
    from yachtdice.ui.modes.word.lookup import LookupDialog

    from .test_word_lookup import ROLL, open_dialog, start

    window = make_window(ScriptedDice(list(ROLL) * 2))
    start(qtbot, window, {})
    click(qtbot, window.part("word").lookup_button)
    dialog = open_dialog(qtbot)
    assert isinstance(dialog, LookupDialog)
    dialog.field.selectAll()
    qtbot.keyClicks(dialog.field, "colour")
    look = next(b for b in dialog.findChildren(QAbstractButton)
                if b.text().replace("&", "") == "Look Up")
    click(qtbot, look)
    assert dialog.answer.text() == "Yes: 'colour' is a word here."
    close = next(b for b in dialog.findChildren(QAbstractButton)
                 if b.text().replace("&", "") == "Close")
    click(qtbot, close)
    qtbot.waitUntil(lambda: not dialog.isVisible())
