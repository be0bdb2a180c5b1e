"""No game is ever lost: the resume prompt, New Game mid-game, Unfinished Games, two copies,
a history that cannot be opened and saves that fail."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from yachtdice.core import GameState, Hold, Player, Roll, ScriptedDice
from yachtdice.core.modes.pips.optimal.advisor import Advice, Option
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import Store, StoreError
from yachtdice.ui.dialogs.new_game import NewGameDialog
from yachtdice.ui.modes.pips.hints import hint_text, keep_positions
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import press, score_by_keys


def play_a_little(qtbot: QtBot, window: MainWindow) -> GameState:
    """Roll, score Choice, roll again, hold the first die: a game in progress, turn 2."""
    press(qtbot, window, Qt.Key.Key_Space)
    score_by_keys(qtbot, window, "choice")
    press(qtbot, window, Qt.Key.Key_Space)
    press(qtbot, window, Qt.Key.Key_1)
    state = window.controller.state
    assert state is not None and len(window.controller.record.actions) == 4  # type: ignore[union-attr]
    assert state.held == {0}
    return state


def prompt(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: window.resume_box is not None and window.resume_box.isVisible())
    box = window.resume_box
    assert box is not None
    return box


def button(box: QMessageBox, text: str) -> QPushButton:
    [found] = [b for b in box.findChildren(QPushButton) if b.text().replace("&", "") == text]
    return found


def question(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: window.session.question_box is not None
                    and window.session.question_box.isVisible())
    box = window.session.question_box
    assert box is not None
    return box


def close_notice(qtbot: QtBot, window: MainWindow) -> str:
    """Wait for the window's notice, close it as the player would, and return its text."""
    qtbot.waitUntil(lambda: window.notice_box is not None)
    box = window.notice_box
    assert box is not None
    text = box.text()
    box.accept()
    # a desktop hands focus back when the box closes
    with qtbot.waitActive(window, timeout=30_000):
        window.activateWindow()
    window.scorecard.setFocus()
    return text


# -- the resume prompt -------------------------------------------------------------------------

@pytest.mark.parametrize("how", ["escape", "close"])
def test_esc_or_closing_the_prompt_keeps_the_game_for_the_next_start(
        qtbot: QtBot, make_window: MakeWindow, how: str) -> None:
    window = make_window(open_store=True)
    saved = play_a_little(qtbot, window)
    window.close()

    again = make_window(rules="yahtzee", open_store=True)
    box = prompt(qtbot, again)
    if how == "escape":
        qtbot.keyClick(box, Qt.Key.Key_Escape)
    else:
        box.close()
    qtbot.waitUntil(lambda: not box.isVisible())
    assert again.controller.state is not None and again.controller.state.ruleset.id == "yahtzee"
    assert again.store is not None
    waiting = again.store.resumable()
    assert waiting is not None and waiting.record.state == saved  # still in progress
    again.close()

    third = make_window(rules="yahtzee", open_store=True)
    box = prompt(qtbot, third)
    assert "unfinished game of Yacht" in box.text() and "turn 2" in box.text()
    button(box, "Resume").click()
    assert third.controller.state == saved


def test_new_game_at_the_prompt_sets_the_game_aside_in_unfinished_games(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    saved = play_a_little(qtbot, window)
    game_id = window.controller.game_id
    window.close()
    again = make_window(rules="yahtzee", open_store=True)
    button(prompt(qtbot, again), "New Game").click()
    assert again.store is not None and again.store.resumable() is None
    [kept] = again.store.unfinished()
    assert (kept.id, kept.status, kept.turn) == (game_id, "abandoned", saved.turn)


# -- New Game in the middle of a game ----------------------------------------------------------

def test_ctrl_n_mid_game_asks_and_keep_playing_changes_nothing(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    before = play_a_little(qtbot, window)
    press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    box = question(qtbot, window)
    assert box.text() == "Abandon the game in progress?"
    assert "Unfinished Games" in box.informativeText()
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # Esc is Keep Playing
    qtbot.waitUntil(lambda: not box.isVisible())
    assert window.controller.state is before
    assert not isinstance(window.dialog, NewGameDialog)


def test_ctrl_n_mid_game_abandon_keeps_the_old_game_in_unfinished(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    before = play_a_little(qtbot, window)
    old = window.controller.game_id
    press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    button(question(qtbot, window), "Abandon").click()
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewGameDialog))
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog)
    dialog.start.click()
    assert window.controller.record is not None and not window.controller.record.actions
    assert window.store is not None
    [kept] = window.store.unfinished()
    assert (kept.id, kept.status, kept.turn) == (old, "abandoned", before.turn)


def test_ctrl_n_on_an_untouched_deal_or_a_finished_game_does_not_ask(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewGameDialog))
    assert window.session.question_box is None


# -- the Unfinished Games window ---------------------------------------------------------------

def set_aside_game(qtbot: QtBot, make_window: MakeWindow) -> tuple[MainWindow, GameState, int]:
    """A window whose earlier game was set aside by New Game; the new game is untouched."""
    window = make_window(open_store=True)
    saved = play_a_little(qtbot, window)
    old = window.controller.game_id
    assert old is not None
    window.play_again()
    button(question(qtbot, window), "Abandon").click()
    # a desktop hands focus back when the box closes
    with qtbot.waitActive(window, timeout=30_000):
        window.activateWindow()
    window.scorecard.setFocus()
    return window, saved, old


def test_resume_a_set_aside_game_from_unfinished_games(qtbot: QtBot,
                                                       make_window: MakeWindow) -> None:
    window, saved, old = set_aside_game(qtbot, make_window)
    dialog = window.session.show_unfinished()
    assert dialog.model.rowCount() == 1
    assert dialog.model.data(dialog.model.index(0, 3)) == "2 of 12"
    assert dialog.model.data(dialog.model.index(0, 4)) == "Set aside"
    dialog.resume_button.click()  # the new deal has no move yet: nothing to ask
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.controller.game_id == old
    assert window.controller.state == saved
    press(qtbot, window, Qt.Key.Key_2)  # play on: it is saved to the same game
    assert window.store is not None
    assert window.store.game(old).record.state.held == {0, 1}
    # it is in progress again (this copy's): no longer listed as set aside
    assert [(g.id, g.status) for g in window.store.unfinished()] == [(old, "in_progress")]
    assert window.session.show_unfinished().model.rowCount() == 0  # the game being played


def test_enter_on_a_listed_game_resumes_it(qtbot: QtBot, make_window: MakeWindow) -> None:
    window, saved, old = set_aside_game(qtbot, make_window)
    dialog = window.session.show_unfinished()
    dialog.table.setFocus()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert window.controller.game_id == old and window.controller.state == saved
    assert not dialog.isVisible()


def test_resuming_while_playing_sets_the_current_game_aside_after_asking(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window, saved, old = set_aside_game(qtbot, make_window)
    press(qtbot, window, Qt.Key.Key_Space)  # the new game has a move now
    current = window.controller.game_id
    assert current is not None and current != old
    dialog = window.session.show_unfinished()
    dialog.resume_button.click()
    box = question(qtbot, window)
    button(box, "Abandon").click()
    qtbot.waitUntil(lambda: window.controller.game_id == old)
    assert window.controller.state == saved
    assert window.store is not None
    assert {(g.id, g.status) for g in window.store.unfinished()} == {
        (current, "abandoned"), (old, "in_progress")}


def test_delete_asks_and_then_removes_the_game_for_good(qtbot: QtBot,
                                                        make_window: MakeWindow) -> None:
    window, _, old = set_aside_game(qtbot, make_window)
    dialog = window.session.show_unfinished()
    dialog.delete_button.click()
    qtbot.waitUntil(lambda: dialog.confirm_box is not None and dialog.confirm_box.isVisible())
    box = dialog.confirm_box
    assert box is not None and "for good" in box.text()
    assert box.textFormat() == Qt.TextFormat.PlainText
    button(box, "Keep").click()
    assert window.store is not None and [g.id for g in window.store.unfinished()] == [old]
    dialog.delete_button.click()
    qtbot.waitUntil(lambda: dialog.confirm_box is not None and dialog.confirm_box.isVisible())
    button(dialog.confirm_box, "Delete").click()  # type: ignore[arg-type]
    assert window.store.unfinished() == []
    with pytest.raises(KeyError):
        window.store.game(old)
    assert dialog.model.rowCount() == 0 and dialog.empty.text() == "No unfinished games."


# -- two running copies ------------------------------------------------------------------------

def test_a_second_copy_is_not_offered_the_game_the_first_is_playing(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    first = make_window(open_store=True)
    play_a_little(qtbot, first)
    game = first.controller.game_id
    # a second window has its own Store connection and lease token: another running copy
    second = make_window(rules="yahtzee", open_store=True)
    assert second.resume_box is None
    assert second.message_label.text() == ("Your game in progress is open in another Yacht "
                                           "Dice window, so it is not offered here.")
    dialog = second.session.show_unfinished()
    assert dialog.model.rowCount() == 1
    assert dialog.model.data(dialog.model.index(0, 4)) == "Open in another window"
    assert not dialog.resume_button.isEnabled() and not dialog.delete_button.isEnabled()
    dialog.reject()
    # the first copy plays on and saves; closing it lets go of the game
    with qtbot.waitActive(first, timeout=30_000):
        first.activateWindow()
    first.scorecard.setFocus()
    press(qtbot, first, Qt.Key.Key_2)
    assert first.store is not None and first.store.game(game).record.state.held == {0, 1}  # type: ignore[arg-type]
    first.close()
    dialog = second.session.show_unfinished()
    assert dialog.model.data(dialog.model.index(0, 4)) == "Interrupted"
    assert dialog.resume_button.isEnabled()


# -- when the history cannot be used -----------------------------------------------------------

def test_a_history_that_cannot_be_opened_is_said_once_and_the_game_plays_on(
        qtbot: QtBot, private_data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = private_data_dir / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("YACHTDICE_DATA_DIR", str(blocker / "data"))  # lies below a file
    window = MainWindow(GameController(ScriptedDice([1, 2, 3, 4, 5] * 4)))
    window.set_speed("off")
    qtbot.addWidget(window)
    with qtbot.waitActive(window, timeout=30_000):
        window.show()
        window.activateWindow()
    window.start()
    notice = close_notice(qtbot, window)
    assert "not available" in notice and "not be saved" in notice
    assert window.notes.save_label.isVisible() and "Not saving" in window.notes.save_label.text()
    press(qtbot, window, Qt.Key.Key_Space)
    score_by_keys(qtbot, window, "large_straight")
    assert window.controller.state is not None
    assert window.controller.state.cards[0].get("large_straight") == 40
    assert window.store is None and window.controller.game_id is None
    boxes = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, QMessageBox) and w.isVisible()]
    assert boxes == []  # said once, not again at each move


def test_failing_saves_are_said_once_and_retried_at_the_next_action(
        qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(open_store=True)
    press(qtbot, window, Qt.Key.Key_Space)
    store = window.store
    assert store is not None
    game = window.controller.game_id
    messages: list[str] = []
    window.controller.message.connect(messages.append)

    def full(*args: object, **kwargs: object) -> None:
        raise StoreError("The disk is full <b>here</b>.")

    monkeypatch.setattr(store, "save_progress", full)
    press(qtbot, window, Qt.Key.Key_1)
    press(qtbot, window, Qt.Key.Key_2)
    press(qtbot, window, Qt.Key.Key_3)
    assert messages == ["Your game could not be saved: The disk is full <b>here</b>."]
    assert window.notes.save_label.isVisible()
    assert window.notes.save_label.text() == "Not saving: The disk is full <b>here</b>."
    assert window.notes.save_label.textFormat() == Qt.TextFormat.PlainText
    assert "&lt;b&gt;" in window.notes.save_label.toolTip()  # shown as typed, not bold
    monkeypatch.undo()  # space again
    press(qtbot, window, Qt.Key.Key_4)
    assert not window.notes.save_label.isVisible()
    assert window.controller.record is not None
    assert store.game(game).record.actions == window.controller.record.actions  # type: ignore[arg-type]
    assert store.game(game).record.state.held == {0, 1, 2, 3}  # type: ignore[arg-type]


# -- the hint presenter ------------------------------------------------------------------------

def test_a_hint_keeps_the_dice_the_strategies_would_preferring_held_ones() -> None:
    start = GameState.start(preset("yacht"), [Player("Ann")])
    state = start.apply(Roll((6, 2, 6, 3, 6)))
    state = state.apply(Hold((4,)))
    # keep two sixes: the held one (position 4) first, then the first free six (position 0)
    assert keep_positions(state, (6, 6)) == {0, 4}
    assert keep_positions(state, (2, 3, 6)) == {1, 3, 4}
    advice = Advice(True, (Option(20.0, keep=(6, 6, 6)), Option(18.5, category="sixes"),
                           Option(10.0, keep=())))
    assert hint_text(state, advice) == ("Hint: keep 6 6 6 (expected final score 20.0); then "
                                        "score Sixes (1.5 less); reroll all (10.0 less).")


# -- sounds come from the controller -----------------------------------------------------------

def test_the_controller_names_each_sound_as_the_move_happens(qtbot: QtBot,
                                                             make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([5, 5, 5, 5, 5]), rules="yacht")
    heard: list[str] = []
    window.controller.sound.connect(heard.append)
    press(qtbot, window, Qt.Key.Key_Space)
    score_by_keys(qtbot, window, "yacht")
    assert heard == ["roll", "all_same"]


# -- the New Game dialog's Remove ---------------------------------------------------------------

def test_a_second_click_where_remove_was_does_not_remove_another_player(qtbot: QtBot) -> None:
    setup = {"rules": "yacht", "players": [{"name": n, "kind": "person"}
                                          for n in ("Ann", "Bob", "Cy")]}
    dialog = NewGameDialog([preset("yacht")], setup)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    bob = dialog._rows[1].remove
    where = bob.mapTo(dialog, bob.rect().center())
    qtbot.mouseClick(bob, Qt.MouseButton.LeftButton)
    assert [p.name for p in dialog.chosen()[1]] == ["Ann", "Cy"]
    under = dialog.childAt(where)
    assert isinstance(under, QPushButton)
    qtbot.mouseClick(under, Qt.MouseButton.LeftButton, pos=under.mapFrom(dialog, where))
    assert [p.name for p in dialog.chosen()[1]] == ["Ann", "Bob", "Cy"]  # Bob is back
    # Remove Bob again and start: he is gone, the others kept in order
    qtbot.mouseClick(dialog.childAt(where), Qt.MouseButton.LeftButton,  # type: ignore[arg-type]
                     pos=QPoint(4, 4))
    dialog.start.click()
    assert [p.name for p in dialog.chosen()[1]] == ["Ann", "Cy"]
    assert dialog.setup()["players"] == [{"name": "Ann", "kind": "person"},
                                         {"name": "Cy", "kind": "person"}]


def test_a_read_only_history_says_once_that_nothing_is_saved_and_play_goes_on(
        qtbot: QtBot, make_window: MakeWindow, private_data_dir: Path) -> None:
    from ..store.helpers import yacht_game
    from ..store.test_hostile import make_read_only

    folder = private_data_dir / "data"
    with Store.open(folder / "yachtdice.sqlite3") as store:
        store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]))
    with contextlib.contextmanager(make_read_only)(folder):
        window = make_window(open_store=True)
        assert "nothing will be saved" in close_notice(qtbot, window)
        assert window.notes.save_label.isVisible() and "read-only" in window.notes.save_label.text()
        press(qtbot, window, Qt.Key.Key_Space)
        press(qtbot, window, Qt.Key.Key_1)
        assert window.controller.state is not None and window.controller.state.held == {0}
        assert window.store is not None and len(window.store.history()) == 1  # still readable
        window.close()
    with Store.open(folder / "yachtdice.sqlite3") as store:
        assert [g.status for g in store.history(finished_only=False)] == ["finished"]


def test_a_history_that_opens_after_the_window_closed_is_closed_not_used(
        qtbot: QtBot, make_window: MakeWindow, private_data_dir: Path) -> None:
    window = make_window()
    window.close()
    late = Store.open(private_data_dir / "data" / "yachtdice.sqlite3")
    window.session.store_opened(late, None)  # as the opening thread reports, too late
    assert window.store is None and window.controller.store is None
    with pytest.raises(StoreError):
        late.history()  # closed


def test_unfinished_games_say_which_are_played_with_real_dice_or_online(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    """A game of real dice resumes with the dice at hand, an online one in its room: the
    list says so beside where each stands (a game rolled here says nothing more)."""
    from yachtdice.core import GameRecord
    from yachtdice.store import ONLINE, REAL

    window = make_window(open_store=True)
    store = window.store
    assert store is not None
    rules = preset("yacht")
    for dice, host in ((REAL, None), (ONLINE, "Hilda")):
        record = GameRecord.new(rules, [Player("Ann")]).then(Roll((1, 2, 3, 4, 5)))
        game = store.start_game(record, dice=dice, host=host)  # a move: listed
        store.abandon_game(game)
    dialog = window.session.show_unfinished()
    states = sorted(dialog.model.data(dialog.model.index(row, 4))
                    for row in range(dialog.model.rowCount()))
    assert states == ["Set aside, online", "Set aside, real dice"]
