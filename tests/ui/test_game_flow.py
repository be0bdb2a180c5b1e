"""The flow between games and turns, driven by the keys a player presses: Enter in New Game,
keys pressed while a game ends, and the pause before a computer plays in which Undo works."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from yachtdice.core import GameRecord, Player, Roll, Score, ScriptedDice
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import StoredGame
from yachtdice.store.stored import HERE, IN_PROGRESS
from yachtdice.ui.dialogs.end_game import EndDialog
from yachtdice.ui.dialogs.new_game import NewGameDialog
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import press, score_by_keys


def focused() -> QWidget:
    """Where a key goes: the widget with the focus, or in a dialog just shown that the
    window system has not activated yet, the widget that has the focus within it."""
    widget = QApplication.focusWidget()
    if widget is None and (modal := QApplication.activeModalWidget()) is not None:
        widget = modal.focusWidget()
    assert widget is not None
    return widget


def test_enter_after_typing_a_name_in_new_game_starts_the_game(qtbot: QtBot,
                                                               make_window: MakeWindow) -> None:
    window = make_window()
    window.settings.last_setup = {"rules": "yacht",
                                  "players": [{"name": "Ann", "kind": "person"},
                                              {"name": "Bo", "kind": "person"}]}
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # Game ▸ New Game
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitUntil(dialog.isActiveWindow)
    assert focused() is dialog._rows[-1].name  # the cursor waits in the last name
    focused().selectAll()
    qtbot.keyClicks(focused(), "Cleo")
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert not dialog.isVisible()
    state = window.controller.state
    assert [p.name for p in state.players] == ["Ann", "Cleo"]  # nobody removed
    assert state.ruleset.id == "yacht"


def last_round(window: MainWindow, players: list[Player]) -> None:
    """Deal a Yacht game in which every box but Yacht is filled: one turn each is left."""
    record = GameRecord.new(preset("yacht"), players)
    for box in [c.id for c in preset("yacht").categories][:-1]:
        for _ in players:
            record = record.then(Roll((1, 2, 3, 4, 6))).then(Score(box))
    window.controller.resume(StoredGame(0, "last-round", record, "", None, IN_PROGRESS,
                                        False, HERE))


@pytest.mark.slow
@pytest.mark.real_pace  # races a person against the computers' pace
def test_space_pressed_to_hurry_the_last_computer_turn_leaves_the_final_scores_up(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([2, 2, 2, 2, 2] + [6, 6, 6, 6, 6] * 3))
    last_round(window, [Player("Ann"), Player("Robo", True, "intermediate")])
    press(qtbot, window, Qt.Key.Key_Space)
    score_by_keys(qtbot, window, "yacht")  # Ann's last box: 50; Robo plays the last turn

    def hurry() -> bool:  # Space, again and again, wherever the keyboard is
        qtbot.keyClick(focused(), Qt.Key.Key_Space)
        return isinstance(window.end_dialog, EndDialog) and window.end_dialog.isVisible()

    qtbot.waitUntil(hurry, timeout=15_000)
    dialog = window.end_dialog
    assert isinstance(dialog, EndDialog)
    final = window.controller.state
    assert final.finished
    assert dialog.settling.isActive()  # no event has been handled since it appeared
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Space):
        qtbot.keyClick(focused(), key)  # still hurrying: the game ended a moment ago
    assert dialog.isVisible() and window.controller.state is final
    # by hand: 1 + 2 + 3 + 4 + 0 + 6 + 16 (Choice) = 32 each, then a Yacht each: 50
    assert dialog.headline.text() == "A shared win: Ann and Robo with 82."
    qtbot.waitUntil(lambda: dialog.play_again.isDefault() and dialog.isActiveWindow(),
                    timeout=5000)
    assert focused() is dialog.headline  # the result has the focus, not a button
    qtbot.keyClick(focused(), Qt.Key.Key_Space)  # Space is not Play Again
    assert dialog.isVisible() and window.controller.state is final
    qtbot.keyClick(focused(), Qt.Key.Key_Return)  # Enter, once the scores are seen, is
    state = window.controller.state
    assert not dialog.isVisible() and not state.finished
    assert state.card.filled_count == 0 and [p.name for p in state.players] == ["Ann", "Robo"]


def undo_enabled(window: MainWindow) -> bool:
    return window.undo_button.isEnabled() and window.undo_action.isEnabled()


@pytest.mark.slow
@pytest.mark.real_pace  # races a person against the computers' pace
def test_a_computer_playing_next_counts_down_while_undo_can_take_the_score_back(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([2, 2, 2, 3, 3] * 4), speed="normal",
                         players=[Player("Ann"), Player("Robo", True, "intermediate")])
    seen: list[tuple[str, bool]] = []  # what the message line said, and whether Undo was on
    window.controller.message.connect(lambda text: seen.append((text, undo_enabled(window))))
    rolled: list[list[tuple[str, bool]]] = []  # what had been said when Robo first rolled
    window.controller.roll_started.connect(
        lambda _before, after: rolled.append(list(seen)) if after.current == 1 else None)
    press(qtbot, window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.tray.rolling, timeout=5000)
    score_by_keys(qtbot, window, "ones")  # meant Full House
    # a second of the pause has gone by, and Robo has not rolled: Ctrl+Z still works
    qtbot.waitUntil(lambda: window.shown_message().startswith("Robo plays in 1 s"),
                    timeout=10_000)
    assert not rolled and undo_enabled(window)
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    state = window.controller.state
    assert state.current == 0 and state.card.is_open("ones") and state.dice == (2, 2, 2, 3, 3)
    assert window.shown_message() == ""  # the countdown stopped with it
    seen.clear()
    score_by_keys(qtbot, window, "full_house")
    qtbot.waitUntil(lambda: bool(rolled), timeout=15_000)
    # what came last before Robo's first roll: the whole countdown, Undo on throughout (a
    # strategy still loading on a busy machine may add a sentence and a countdown before it)
    assert rolled[0][-3:] == [
        ("Robo plays in 2 s: Undo (Ctrl+Z) takes back your move.", True),
        ("Robo plays in 1 s: Undo (Ctrl+Z) takes back your move.", True),
        ("", True)]
    assert not undo_enabled(window)  # once Robo has rolled, Ann's score stands
