"""The window around the game: computer players, resume, names, dialogs, the model."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.core import GameRecord, GameState, Player, Roll, Score, ScriptedDice
from yachtdice.core.modes.pips.presets import PRESETS, preset
from yachtdice.core.modes.pips.ruleset import Ruleset, Section
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.store import HERE, Store
from yachtdice.ui.board.scorecard_model import (
    BonusProgress,
    BonusProgressRole,
    RowKind,
    ScorecardModel,
)
from yachtdice.ui.dialogs.end_game import EndDialog
from yachtdice.ui.dialogs.new_game import NewGameDialog
from yachtdice.ui.modes import card_for
from yachtdice.ui.windows.highscores import Column, HighScoresDialog
from yachtdice.ui.windows.history import Column as HistoryColumn
from yachtdice.ui.windows.history import HistoryDialog

from ..store.helpers import yacht_game
from .conftest import MakeWindow
from .helpers import cell, click_die, press, score_by_keys


@pytest.mark.real_pace  # races a person against the computers' pace
def test_a_computer_turn_plays_out_and_hands_back(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(players=[Player("Ann"), Player("Robo", True, "intermediate")])
    press(qtbot, window, Qt.Key.Key_Space)
    score_by_keys(qtbot, window, "choice")
    assert window.turn_label.text() == "Robo is playing…"
    assert window.hurry_button.isVisible() and not window.roll_button.isEnabled()
    press(qtbot, window, Qt.Key.Key_Space)  # Space hurries the computer
    qtbot.waitUntil(lambda: window.controller.state.current == 0, timeout=15_000)
    state = window.controller.state
    assert state.cards[1].filled_count == 1
    assert window.turn_label.text() == "Turn: Ann"
    assert window.roll_button.isEnabled()


@pytest.mark.slow
def test_a_computer_only_game_finishes_without_freezing(qtbot: QtBot,
                                                        make_window: MakeWindow) -> None:
    window = make_window(players=[Player("Hal", True, "beginner"),
                                  Player("Robo", True, "intermediate")])
    window.controller.hurrying = True
    window.controller.hurry()
    qtbot.waitUntil(lambda: window.controller.state.finished, timeout=60_000)
    qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=5000)
    assert window.end_dialog.isVisible()


def test_resume_after_closing_mid_turn(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([3, 3, 5, 6, 3, 1, 2]), open_store=True)
    press(qtbot, window, Qt.Key.Key_Space)
    click_die(qtbot, window, 0)
    press(qtbot, window, Qt.Key.Key_2)
    press(qtbot, window, Qt.Key.Key_5)
    saved = window.controller.state
    assert saved.held == {0, 1, 4} and saved.rolls_left == 2
    window.close()

    again = make_window(rules="yahtzee", open_store=True)
    qtbot.waitUntil(lambda: again.resume_box is not None and again.resume_box.isVisible())
    assert "unfinished game of Yacht" in again.resume_box.text()
    again.resume_box.buttons()[0].click()  # Resume
    state = again.controller.state
    assert state == saved
    assert [d.face for d in again.tray.dice] == [3, 3, 5, 6, 3]
    assert again.tray.dice[0].held and again.tray.dice[4].held
    assert "2 left" in again.roll_button.text()


def test_declining_to_resume_keeps_the_old_game_as_history(qtbot: QtBot,
                                                           make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    press(qtbot, window, Qt.Key.Key_Space)
    window.close()
    again = make_window(rules="yahtzee", open_store=True)
    qtbot.waitUntil(lambda: again.resume_box is not None and again.resume_box.isVisible())
    again.resume_box.buttons()[1].click()  # New Game
    assert again.store is not None and again.store.in_progress() is None
    assert [g.status for g in again.store.history(finished_only=False)] == ["abandoned"]


MARKUP = "<b>Bold</b><img src=x>"


def test_a_name_with_markup_stays_plain_text(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(players=[Player(MARKUP), Player("Bob")])
    assert window.turn_label.text().startswith("Turn: <b>Bold</b>")
    assert window.turn_label.textFormat() == Qt.TextFormat.PlainText
    assert window.model.headerData(0, Qt.Orientation.Horizontal) == MARKUP
    state = window.controller.state
    dialog = EndDialog(state, [], None)
    qtbot.addWidget(dialog)
    labels = dialog.findChildren(QLabel)
    assert any(label.text() == MARKUP for label in labels)
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)


def test_overlong_names_are_elided_in_the_view_but_kept_in_the_data(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    long_name = "Bartholomew Fitzwilliam-Smythe the Third"
    window = make_window(players=[Player(long_name), Player("Bob")])
    window.resize(700, 600)
    qtbot.wait(10)
    assert window.controller.state.players[0].name == long_name
    shown = window.turn_label.text()
    # the label is cut with an ellipsis at its width; the whole line is its tooltip
    assert shown.endswith("…") and f"Turn: {long_name}".startswith(shown[:-1])
    assert window.turn_label.toolTip() == f"Turn: {long_name}"
    metrics = window.turn_label.fontMetrics()
    assert metrics.horizontalAdvance(shown) <= window.turn_label.width()


def test_only_changed_cells_are_announced(qtbot: QtBot) -> None:
    model = ScorecardModel(cards=card_for)
    state = GameState.start(preset("yacht"), [Player("Ann"), Player("Bob")])
    model.set_state(state)
    changed: list[tuple[int, int, int, int]] = []
    model.dataChanged.connect(lambda a, b, *_: changed.append(
        (a.row(), a.column(), b.row(), b.column())))
    resets: list[bool] = []
    model.modelReset.connect(lambda: resets.append(True))
    model.set_state(state.apply(Roll((1, 1, 1, 1, 1))))
    assert not resets
    assert changed and all(c[1] == 0 and c[3] == 0 for c in changed)  # Ann's column only


def test_accessible_text_of_cells_and_dice(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([3, 3, 3, 5, 5]), rules="yahtzee",
                         players=[Player("Ann")])
    press(qtbot, window, Qt.Key.Key_Space)
    spoken = window.model.data(cell(window, "full_house"), Qt.ItemDataRole.AccessibleTextRole)
    assert spoken == "Full House, Ann: 25 if scored now"
    press(qtbot, window, Qt.Key.Key_3)
    assert window.tray.dice[2].accessibleName() == "Die 3: three, held"


def test_a_broken_history_file_is_explained_and_the_game_starts(
        qtbot: QtBot, make_window: MakeWindow, private_data_dir: Path) -> None:
    data = private_data_dir / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "yachtdice.sqlite3").write_text("definitely not sqlite " * 100)
    window = make_window(open_store=True)
    qtbot.waitUntil(lambda: window.notice_box is not None)
    box = window.notice_box
    assert isinstance(box, QMessageBox)
    assert "could not be read" in box.text() and "moved to" in box.text()
    box.accept()
    # a desktop hands focus back when the box closes
    with qtbot.waitActive(window, timeout=30_000):
        window.activateWindow()
    press(qtbot, window, Qt.Key.Key_Space)
    assert window.controller.state.dice is not None
    assert window.controller.game_id is not None  # the new history works


def test_new_game_dialog_remembers_and_validates(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    dialog = window.new_game_dialog()
    assert isinstance(dialog, NewGameDialog)
    dialog.rules.setCurrentIndex(dialog.rules.findData("maxi-yatzy"))
    dialog.add_button.click()
    dialog._rows[0].name.setText("Ann")
    dialog._rows[1].kind.setCurrentIndex(dialog._rows[1].kind.findData("beginner"))
    dialog._rows[1].name.setText("Bad\x07name")
    assert not dialog.start.isEnabled() and "control characters" in dialog.problem.text()
    dialog._rows[1].name.setText("")
    assert dialog.start.isEnabled()
    dialog.start.click()
    state = window.controller.state
    assert state.ruleset.id == "maxi-yatzy"
    assert state.players == (Player("Ann"), Player("Computer 2", True, "beginner"))
    again = window.new_game_dialog()
    assert again.rules.currentData() == "maxi-yatzy"
    assert [r.name.text() for r in again._rows] == ["Ann", ""]
    again.reject()


def test_high_score_window_with_the_assisted_filter(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "h.sqlite3")
    store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"], undo=True), origin=HERE)
    store.record_game(yacht_game((5, 5, 5, 5, 5), ["Bob"]), origin=HERE)
    dialog = HighScoresDialog(store, [preset("yahtzee"), preset("yacht")], "yacht")
    qtbot.addWidget(dialog)
    model = dialog.model
    assert model.rowCount() == 2
    assert model.data(model.index(0, Column.NAME)) == "Ann"
    assert model.data(model.index(0, Column.NOTE)) == "assisted"
    dialog.unassisted.setChecked(True)
    assert model.rowCount() == 1 and model.data(model.index(0, Column.NAME)) == "Bob"
    dialog.rules.setCurrentIndex(dialog.rules.findData("yahtzee"))
    assert model.rowCount() == 0 and dialog.empty.isVisibleTo(dialog)
    store.close()


def test_f1_shows_rules_generated_from_the_game(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(rules="maxi-yatzy")
    qtbot.keyClick(window.scorecard, Qt.Key.Key_F1)
    dialog = window.dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.browser.toPlainText()  # type: ignore[attr-defined]
    assert "Villa: Two sets of three of different faces." in text
    assert "Rolls you do not use are saved" in text


def test_end_of_game_offers_play_again(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([6] * 5 * 12), open_store=True)
    for box in preset("yacht").category_ids:
        press(qtbot, window, Qt.Key.Key_Space)
        score_by_keys(qtbot, window, box)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    celebration = window.end_dialog.celebration.text()
    assert "New high score for Yacht" in celebration
    window.end_dialog.play_again.click()
    state = window.controller.state
    assert not state.finished and state.card.filled_count == 0
    assert state.ruleset.id == "yacht"
    record = window.store.game(window.store.history()[0].id).record
    assert isinstance(record, GameRecord) and record.state.finished


def bonus_cell(model: ScorecardModel) -> tuple[str, object, str, str]:
    row = next(r for r, line in enumerate(model.rows) if line.kind is RowKind.UPPER_BONUS)
    index = model.index(row, 0)
    return (model.data(index), model.data(index, BonusProgressRole),
            model.data(index, Qt.ItemDataRole.ToolTipRole),
            model.data(index, Qt.ItemDataRole.AccessibleTextRole))


def most_each_box_adds(rules: Ruleset) -> dict[str, int]:
    """The best score of each upper box over every roll of the dice, counted here roll by
    roll (for five six-sided dice, 252 rolls)."""
    rolls = list(combinations_with_replacement(rules.faces, rules.dice_count))
    return {c.id: max(c.score(roll) for roll in rolls)
            for c in rules.categories if c.section is Section.UPPER}


@pytest.mark.parametrize("rules", [r for r in PRESETS if r.upper_bonus is not None],
                         ids=lambda r: r.id)
def test_the_bonus_cell_says_out_of_reach_as_the_card_counts_it(rules: Ruleset) -> None:
    # games of random rolls booked in random open boxes: the core says the bonus is out of
    # reach, and the cell says "out of reach", just when the open upper boxes, each at its
    # best roll (counted here over every roll), cannot lift the upper sum to the threshold
    rng = random.Random(38)
    model = ScorecardModel(cards=card_for)
    bonus = rules.upper_bonus
    assert bonus is not None
    most = most_each_box_adds(rules)
    seen = set()
    for _game in range(3):
        state = GameState.start(rules, [Player("Ann")])
        while not state.finished:
            model.set_state(state)
            card = state.card
            assert isinstance(card, Scorecard)
            shown = bonus_cell(model)[0]
            booked = sum(v for c, v in zip(rules.categories, card.boxes, strict=True)
                         if c.section is Section.UPPER and v is not None)
            can_add = sum(most[c.id] for c, v in zip(rules.categories, card.boxes, strict=True)
                          if c.section is Section.UPPER and v is None)
            lost = booked < bonus.threshold and booked + can_add < bonus.threshold
            assert card.upper_bonus_out_of_reach == lost
            if can_add and booked < bonus.threshold:  # open and undecided: the cell says
                assert shown == ("out of reach" if lost
                                 else f"{booked} / {bonus.threshold}")
                seen.add(lost)
            state = state.apply(Roll(tuple(rng.choice(rules.faces)
                                           for _ in range(rules.dice_count))))
            state = state.apply(Score(rng.choice([c.id for c in rules.categories
                                                  if state.can(Score(c.id))])))
    assert seen == {True, False}  # both answers were met


def test_the_bonus_cell_shows_progress_not_points_and_says_out_of_reach(qtbot: QtBot) -> None:
    model = ScorecardModel(cards=card_for)
    state = GameState.start(preset("yahtzee"), [Player("Ann")])
    model.set_state(state)
    assert bonus_cell(model)[0] == "0 / 63"
    plan = [((1, 1, 1, 2, 3), "ones", "3 / 63"), ((2, 2, 2, 5, 6), "twos", "9 / 63"),
            ((3, 3, 3, 1, 2), "threes", "18 / 63"), ((1, 2, 3, 5, 6), "fours", "18 / 63"),
            ((5, 5, 1, 2, 3), "fives", "out of reach")]  # 28, and Sixes adds 30 at most
    for dice, box, shown in plan:
        state = state.apply(Roll(dice)).apply(Score(box))
        model.set_state(state)
        assert bonus_cell(model)[0] == shown
    _text, progress, tip, spoken = bonus_cell(model)
    assert progress == BonusProgress(28, 63, False)
    assert "Out of reach: 28 so far, and the open upper boxes can add at most 30." in tip
    assert spoken == "Bonus, Ann, out of reach"
    state = state.apply(Roll((6, 6, 6, 6, 1))).apply(Score("sixes"))
    model.set_state(state)
    assert bonus_cell(model)[:2] == ("0", None)  # decided: no bonus


def test_an_earned_bonus_shows_its_points_and_a_bar_is_drawn(qtbot: QtBot,
                                                             make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([6, 6, 6, 6, 1, 5, 5, 5, 5, 1, 4, 4, 4, 4, 4]),
                         rules="yahtzee", players=[Player("Ann")])
    # 24, then 24 + 20 = 44, then 44 + 20 = 64: over 63, the bonus is earned
    for box, shown in (("sixes", "24 / 63"), ("fives", "44 / 63"), ("fours", "35")):
        press(qtbot, window, Qt.Key.Key_Space)
        score_by_keys(qtbot, window, box)
        assert bonus_cell(window.model)[0] == shown
    window.resize(900, 700)
    window.scorecard.viewport().grab()  # the delegate paints the bar without complaint


def test_tables_have_a_header_on_every_column(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "h.sqlite3")
    scores = HighScoresDialog(store, [preset("yacht")], "yacht")
    history = HistoryDialog(store)
    for dialog in (scores, history):
        qtbot.addWidget(dialog)
        model = dialog.model  # type: ignore[attr-defined]
        headers = [model.headerData(c, Qt.Orientation.Horizontal)
                   for c in range(model.columnCount())]
        assert all(h and h.strip() for h in headers), headers
    store.close()


LONG = "Bartholomew Fitzwilliam-Smythe the 3rd"


def test_history_enter_reviews_and_long_names_keep_scores_in_sight(
        qtbot: QtBot, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "h.sqlite3")
    store.record_game(yacht_game((6, 6, 6, 6, 6), [LONG, "Bob"]))
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    model = dialog.model
    players = model.index(0, HistoryColumn.PLAYERS)
    shown = model.data(players)
    # yacht_game: Choice 6+6+6+6+6 = 30, every other box 0; the name cut at 16 characters
    assert shown == "Bartholomew Fit… 30, Bob 30"
    assert model.data(players, Qt.ItemDataRole.ToolTipRole) == f"{LONG}: 30\nBob: 30"
    dialog.table.setFocus()
    with qtbot.waitSignal(dialog.review_requested) as asked:
        qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert asked.args == [store.history()[0].id]
    assert dialog.isVisible()  # Enter reviews; it does not close the window
    store.close()


def test_a_hint_marks_only_the_person_who_asked(qtbot: QtBot, make_window: MakeWindow) -> None:
    from .test_engine_ui import pair_rules

    window = make_window(ScriptedDice([1, 1] + [6] * 4), open_store=True)  # Hal may reroll
    rules = pair_rules()
    window.store.save_ruleset(rules)
    window.controller.new_game(rules, [Player("Ann"), Player("Hal", True, "beginner")])
    press(qtbot, window, Qt.Key.Key_Space)
    press(qtbot, window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.hint_label.text().startswith("Hint:"), timeout=10_000)
    press(qtbot, window, Qt.Key.Key_Return)
    window.controller.hurry()
    qtbot.waitUntil(lambda: window.controller.state.finished, timeout=15_000)
    dialog = window.show_high_scores()
    dialog.computers.setChecked(True)
    model = dialog.model
    notes = {model.data(model.index(r, Column.NAME)): model.data(model.index(r, Column.NOTE))
             for r in range(model.rowCount())}
    assert notes == {"Ann": "assisted", "Hal": "computer"}


def test_the_turn_line_is_whole_again_when_the_card_narrows(qtbot: QtBot,
                                                            make_window: MakeWindow) -> None:
    # The card is as wide as its players' names need and the turn line gets the rest:
    # cut to the width it had beside four long names, it must be whole again beside one
    # short one, the window's size unchanged
    window = make_window()
    window.resize(1024, 700)
    rules = preset("yacht")
    long_names = [Player(f"Bartholomew Montgomery-Smythe {n}") for n in range(1, 5)]
    window.controller.new_game(rules, long_names)
    qtbot.waitUntil(lambda: window.turn_label.text().endswith("…"), timeout=5000)
    window.controller.new_game(rules, [Player("Ann")])
    qtbot.waitUntil(lambda: window.turn_label.text() == "Turn 1 of 12", timeout=5000)
