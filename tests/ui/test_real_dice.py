"""The score card for real dice, through the window: New Game ▸ Real dice, the dice typed (or
clicked) and Enter, a box chosen by a letter and Enter; bonus, extra Yahtzees and the joker by
the Yahtzee rule sheet; Undo, a wrong entry said at the field, and a game resumed after the
window closed, still one of real dice. Expected points are worked out by hand from the rules."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from yachtdice.core import ScriptedDice
from yachtdice.ui.dialogs.new_game import NewGameDialog
from yachtdice.ui.i18n import ENGLISH, app_language
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.highscores import Column, HighScoresDialog
from yachtdice.ui.windows.history import Column as HistoryColumn
from yachtdice.ui.windows.history import HistoryDialog

from .conftest import MakeWindow
from .helpers import cell, current_box, made_active, preview

KEYS: list[int] = []  # the keys of each turn, counted by ``turn``


def tick(qtbot: QtBot, box: QCheckBox) -> None:
    """A click on the box (a checkbox as wide as its row answers only on its text)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def start_real_dice(qtbot: QtBot, window: MainWindow, rules: str = "yahtzee",
                    players: int = 1) -> None:
    """New Game, Real dice ticked by a click, Start by Enter."""
    window.new_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewGameDialog) and window.dialog.isVisible())
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog)
    dialog.rules.setCurrentIndex(dialog.rules.findData(rules))
    for _ in range(players - len(dialog.players())):
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    tick(qtbot, dialog.real_dice)
    assert dialog.real_dice.isChecked() and dialog.start.isEnabled()
    qtbot.keyClick(dialog.rules, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    entry = window.real_dice.entry
    qtbot.waitUntil(entry.isVisible)
    assert not window.roll_button.isVisible()


def type_dice(qtbot: QtBot, window: MainWindow, typed: str) -> None:
    field = window.real_dice.entry.field
    assert field.hasFocus()
    qtbot.keyClicks(field, typed)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def turn(qtbot: QtBot, window: MainWindow, typed: str, letter: str, box: str) -> None:
    """Type the dice, Enter; on the card, the box's first letter until the cursor is on it
    (Alt and the digit for "3 of a Kind"), Enter. The keys pressed are noted in KEYS."""
    keys = len(typed) + 1
    type_dice(qtbot, window, typed)
    state = window.controller.state
    assert state is not None and state.dice is not None
    card = window.scorecard
    qtbot.waitUntil(card.hasFocus)
    for _ in range(4):
        if current_box(window) == box:
            break
        if letter.isdigit():
            qtbot.keyClick(card, getattr(Qt.Key, f"Key_{letter}"), Qt.KeyboardModifier.AltModifier)
        else:
            qtbot.keyClick(card, letter)
        keys += 1
    assert current_box(window) == box
    qtbot.keyClick(card, Qt.Key.Key_Return)
    KEYS.append(keys + 1)


def test_a_whole_game_of_yahtzee_typed_at_the_keyboard(qtbot: QtBot,
                                                     make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee", open_store=True)
    start_real_dice(qtbot, window)
    qtbot.waitUntil(window.real_dice.entry.field.hasFocus)  # the keyboard is there at once
    KEYS.clear()
    turn(qtbot, window, "66666", "y", "yahtzee")                   # 50
    # a wrong entry: a face the dice do not have, said at the field; nothing entered
    type_dice(qtbot, window, "66627")
    problem = window.real_dice.entry.problem
    assert problem.isVisible() and problem.text() == \
        "“7” is not a face of these dice; they show 1, 2, 3, 4, 5, 6."
    assert window.controller.state is not None and window.controller.state.dice is None
    window.real_dice.entry.field.clear()
    # a second Yahtzee of sixes with Sixes open: 100 extra, and Sixes is forced (the joker)
    type_dice(qtbot, window, "6 6 6 6 6")
    assert preview(window, "sixes") == 30
    window.scorecard.setFocus()
    qtbot.keyClick(window.scorecard, "c")
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Return)
    assert problem.isVisible() and "Sixes" in problem.text()  # a box the rules forbid
    assert window.controller.state.cards[0].filled_count == 1
    qtbot.keyClick(window.scorecard, "s")
    while current_box(window) != "sixes":
        qtbot.keyClick(window.scorecard, "s")
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Return)           # 30 + 100
    # 55555, Fives open: forced there; booked wrong, then taken back by Undo
    turn(qtbot, window, "55555", "f", "fives")                     # 25 + 100
    turn(qtbot, window, "44412", "f", "fours")                     # 12
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state is not None and state.dice == (4, 4, 4, 1, 2)
    assert state.cards[0].get("fours") is None
    window.scorecard.setFocus()
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Home)
    while current_box(window) != "fours":
        qtbot.keyClick(window.scorecard, Qt.Key.Key_Down)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Return)
    qtbot.waitUntil(window.real_dice.entry.field.hasFocus)
    turn(qtbot, window, "33312", "t", "threes")                    # 9
    turn(qtbot, window, "22213", "t", "twos")                      # 6
    turn(qtbot, window, "11123", "o", "ones")                      # 3; upper 85: bonus 35
    card = window.controller.state.cards[0]
    assert card.upper_subtotal == 85 and card.upper_bonus == 35
    # a third Yahtzee, Sixes full: a joker in the lower section at full points
    type_dice(qtbot, window, "66666")
    assert preview(window, "large_straight") == 40
    window.scorecard.setFocus()
    while current_box(window) != "large_straight":
        qtbot.keyClick(window.scorecard, "l")
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Return)           # 40 + 100
    turn(qtbot, window, "22233", "f", "full_house")                # 25
    turn(qtbot, window, "12346", "s", "small_straight")            # 30
    turn(qtbot, window, "44445", "4", "four_of_a_kind")            # 21
    turn(qtbot, window, "33345", "3", "three_of_a_kind")           # 18
    # the last turn with the face buttons: clicked, not typed
    for face in "12345":
        [button] = [b for b in window.real_dice.entry.face_buttons if b.text() == face]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.real_dice.entry.field.text() == "12345"
    qtbot.keyClick(window.real_dice.entry.field, Qt.Key.Key_Return)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Return)           # Chance, the one open: 15
    state = window.controller.state
    assert state is not None and state.finished
    card = state.cards[0]
    assert (card.upper_total, card.lower_total, card.extra_bonus_points) == (120, 199, 300)
    assert card.grand_total == 619
    assert max(KEYS) <= 9  # a turn is the dice, Enter, a letter or two, Enter
    store = window.store
    assert store is not None and window.controller.game_id is not None
    stored = store.game(window.controller.game_id)
    assert stored.dice == "real" and stored.status == "finished"
    assert stored.record.state.cards[0].grand_total == 619
    assert [h.score for h in store.high_scores("yahtzee", dice=["real"])] == [619]
    assert store.high_scores("yahtzee", dice=["rolled"]) == []
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None
    window.end_dialog.close()
    # History marks it; High Scores opens on the table of real dice, apart from rolled ones
    window.history_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HistoryDialog))
    history = window.dialog
    assert isinstance(history, HistoryDialog)
    m = history.model
    assert m.data(m.index(0, HistoryColumn.NOTE)) == "assisted, real dice"  # Undo was used
    # the review judges the box of each turn on the dice entered (no keeps: the last throw)
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: type(window.dialog).__name__ == "ReviewDialog", timeout=20_000)
    review = window.dialog.review  # type: ignore[union-attr]
    assert len(review.decisions) == 13  # the box taken back by Undo is not judged
    assert {d.rolls_left for d in review.decisions} == {0}
    assert all(d.chosen.category is not None for d in review.decisions)
    window.dialog.close()  # type: ignore[union-attr]
    history.close()
    window.scores_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HighScoresDialog))
    scores = window.dialog
    assert isinstance(scores, HighScoresDialog)
    assert scores.dice.currentText() == "Real dice"
    h = scores.model
    assert (h.data(h.index(0, Column.SCORE)), h.data(h.index(0, Column.NOTE))) == \
        ("619", "assisted, real dice")
    assert "real dice at the table" in h.data(h.index(0, Column.NOTE),
                                              Qt.ItemDataRole.ToolTipRole)
    scores.dice.setCurrentIndex(scores.dice.findText("Rolled here"))
    assert h.rowCount() == 0 and scores.empty.isVisible()


def test_a_game_of_real_dice_resumes_as_one_after_closing(qtbot: QtBot,
                                                         make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee", open_store=True)
    start_real_dice(qtbot, window)
    turn(qtbot, window, "22233", "f", "full_house")
    type_dice(qtbot, window, "12345")  # entered, not booked: saved too
    saved = window.controller.state
    window.close()

    again = make_window(rules="yahtzee", open_store=True)
    qtbot.waitUntil(lambda: again.resume_box is not None and again.resume_box.isVisible())
    box = again.resume_box
    assert box is not None
    [resume] = [b for b in box.buttons() if b.text().replace("&", "") == "Resume"]
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.controller.state == saved)
    with qtbot.waitActive(again, timeout=30_000):  # a desktop hands focus back
        again.activateWindow()
    assert again.controller.real_dice and again.real_dice.entry.isVisible()
    assert not again.roll_button.isVisible()
    assert preview(again, "large_straight") == 40
    again.scorecard.setFocus()
    while current_box(again) != "large_straight":
        qtbot.keyClick(again.scorecard, "l")
    qtbot.keyClick(again.scorecard, Qt.Key.Key_Return)
    state = again.controller.state
    assert state is not None and state.cards[0].grand_total == 65
    qtbot.waitUntil(again.real_dice.entry.field.hasFocus)


def test_the_field_is_made_for_the_first_game_of_real_dice_in_its_place(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    # a window of the program's dice has no field for real dice (made when first needed:
    # not before the first paint); a game of real dice puts it under the dice, above the
    # buttons, and Tab reaches it after the buttons and before the status bar's Cancel
    window = make_window(rules="yahtzee")
    assert window.findChild(QLineEdit, "dice_typed") is None
    start_real_dice(qtbot, window)
    entry = window.real_dice.entry
    assert window.findChild(QLineEdit, "dice_typed") is entry.field
    qtbot.waitUntil(entry.field.hasFocus)  # the keyboard is there at once
    assert window.tray.geometry().bottom() < entry.geometry().top()
    assert entry.geometry().bottom() < window.button_row.geometry().top()
    tabbed = [window.scorecard, window.roll_button, window.hint_button, window.undo_button,
              window.hurry_button, entry.field, window.notes.solve_cancel]
    order: list[QWidget] = []
    widget = window.scorecard.nextInFocusChain()
    while widget is not window.scorecard:
        if widget in tabbed:
            order.append(widget)
        widget = widget.nextInFocusChain()
    assert [window.scorecard, *order] == tabbed


def test_real_dice_are_for_people_at_the_table(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee")
    window.new_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewGameDialog))
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    row = dialog.players()[1]
    row.kind.setCurrentIndex(1)  # a computer
    tick(qtbot, dialog.real_dice)
    assert not dialog.start.isEnabled()
    assert dialog.problem.text() == ("With real dice every player is a person at the table: "
                                     "make player 2 a person.")
    row.kind.setCurrentIndex(0)
    assert dialog.start.isEnabled()
    dialog.reject()


def test_a_place_value_card_takes_real_digit_dice(qtbot: QtBot,
                                                  make_window: MakeWindow) -> None:
    """Place Value with real dice: the digits typed, then the number read from them written
    in its panel as in any game (531 in "hundreds 5": the rule sheet's 5 in the hundreds)."""
    # who starts is still rolled by the program: Ann 3 + 2 + 1 = 6, Player 2 1 + 1 + 1 = 3
    window = make_window(ScriptedDice([3, 2, 1, 1, 1, 1]), rules="yahtzee")
    start_real_dice(qtbot, window, "place-value-3", players=2)
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    with qtbot.waitActive(window, timeout=30_000):  # a desktop hands focus back
        window.activateWindow()
    qtbot.keyClick(window.scorecard, Qt.Key.Key_R)  # R, as to roll: the keyboard to the field
    type_dice(qtbot, window, "1 2 7")  # a six-sided digit die has no 7
    assert window.real_dice.entry.problem.text() == \
        "“7” is not a face of these dice; they show 1, 2, 3, 4, 5, 6."
    window.real_dice.entry.field.clear()
    type_dice(qtbot, window, "531")
    state = window.controller.state
    assert state is not None and state.dice == (5, 3, 1)
    panel = window.part("place-value").panel
    qtbot.waitUntil(panel.number_edit.hasFocus)
    qtbot.keyClicks(panel.number_edit, "531")
    while panel._selected_box() != "hundreds_5":
        qtbot.keyClick(panel.number_edit, Qt.Key.Key_Down)
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)
    state = window.controller.state
    assert state is not None and state.cards[0].filled_count == 1
    assert window.model.data(cell(window, "hundreds_5", 0)) == "531"
    assert state.current == 1 and state.dice is None and window.real_dice.entry.field.text() == ""


def test_hints_and_the_classroom_work_on_the_dice_entered(qtbot: QtBot,
                                                          make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee")
    start_real_dice(qtbot, window)
    type_dice(qtbot, window, "66666")
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Yahtzee" in window.hint_label.text(), timeout=20_000)
    window.classroom_action.trigger()
    assert window.in_classroom and window.real_dice.entry.isVisible()
    window.classroom_action.trigger()
    assert not window.in_classroom and window.real_dice.entry.isVisible()


def test_another_language_keeps_the_game_of_real_dice(qtbot: QtBot,
                                                      make_window: MakeWindow) -> None:
    """Settings ▸ Language makes the window again around the game: still real dice."""
    windows = [make_window(rules="yahtzee")]
    start_real_dice(qtbot, windows[0])
    type_dice(qtbot, windows[0], "12345")
    locale = QLocale()
    try:
        again = switched_to_german(qtbot, windows[0])
        assert again.controller.real_dice
        assert again.real_dice.entry.isVisible() and not again.roll_button.isVisible()
        assert again.real_dice.entry.caption.text() == "Echte Würfel: gib ein, was sie zeigen"
        assert preview(again, "large_straight") == 40
    finally:  # the application's language, which the menu set, back for the next test
        app_language().install(ENGLISH)
        QLocale.setDefault(locale)
        let_go(windows)


def switched_to_german(qtbot: QtBot, window: MainWindow) -> MainWindow:
    """Settings ▸ Language ▸ Deutsch: the window made again, active. The old one is deleted
    by the switch, while its Python object lives on where it is held (as ``main()`` holds
    the first window): the caller lets go of it at the end (:func:`let_go`)."""
    window.menus.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: any(isinstance(w, MainWindow) and w is not window
                                and w.isVisible() for w in QApplication.topLevelWidgets()))
    [again] = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, MainWindow) and w is not window and w.isVisible()]
    qtbot.addWidget(again)
    made_active(qtbot, again)
    return again


def let_go(windows: list[MainWindow]) -> None:
    """The old window's object let go of and collected (it is in reference cycles), so that
    the test's teardown does not close its deleted window again."""
    old = weakref.ref(windows.pop())
    gc.collect()
    assert old() is None


def loose_fields() -> list[QWidget]:
    from yachtdice.ui.table.real_dice import RealDiceEntry

    return [w for w in QApplication.topLevelWidgets() if isinstance(w, RealDiceEntry)]


def test_real_dice_go_on_in_the_window_made_again_in_another_language(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    """The dice typed after a language switch are taken by the new window alone: the old
    window's field and status notes hear the game no more (an exception in either, from
    its deleted widgets, fails the test), and no field is left loose on the desktop."""
    windows = [make_window(rules="yahtzee")]
    start_real_dice(qtbot, windows[0])
    try:
        again = switched_to_german(qtbot, windows[0])
        field = again.real_dice.entry.field
        field.setFocus()
        qtbot.waitUntil(field.hasFocus)
        type_dice(qtbot, again, "66655")
        state = again.controller.state
        assert state is not None and state.dice is not None
        assert sorted(state.dice) == [5, 5, 6, 6, 6]
        assert preview(again, "full_house") == 25
        again.controller.engines.status.emit("Yahtzee wird gelöst")  # a solve's stage
        assert again.notes.solve_label.text() == "Yahtzee wird gelöst"
        assert loose_fields() == []
    finally:
        app_language().install(ENGLISH)
        let_go(windows)


def test_a_game_of_real_dice_begun_after_a_language_switch_has_one_field(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    windows = [make_window(rules="yahtzee")]
    try:
        again = switched_to_german(qtbot, windows[0])
        start_real_dice(qtbot, again)
        type_dice(qtbot, again, "12345")
        state = again.controller.state
        assert state is not None and state.dice is not None
        assert preview(again, "large_straight") == 40
        assert loose_fields() == []
    finally:
        app_language().install(ENGLISH)
        let_go(windows)


def test_a_word_game_takes_real_letter_dice_in_any_order(qtbot: QtBot,
                                                         make_window: MakeWindow) -> None:
    """Word Yahtzee with real letter dice: the letters typed in any order (each matched to a
    die that has it, rule sheet 000's dice), then the word in its panel as in any game: "up"
    in the two-letter box is U 3 + P 4 = 7."""
    window = make_window(rules="yahtzee")
    start_real_dice(qtbot, window, "word-yahtzee")
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)
    with qtbot.waitActive(window, timeout=30_000):
        window.activateWindow()
    qtbot.keyClick(window.scorecard, Qt.Key.Key_R)  # the keyboard to the field
    type_dice(qtbot, window, "utp*ers")
    state = window.controller.state
    assert state is not None and state.dice == ("p", "s", "r", "e", "*", "t", "u")
    panel = window.part("word").panel
    panel.words_edit.clear()
    qtbot.keyClicks(panel.words_edit, "up")
    while panel._selected_box() != "two_letter":
        qtbot.keyClick(panel.words_edit, Qt.Key.Key_Down)
    qtbot.keyClick(panel.words_edit, Qt.Key.Key_Return)
    state = window.controller.state
    assert state is not None and state.cards[0].filled_count == 1
    assert window.model.data(cell(window, "two_letter", 0)) == "7"
