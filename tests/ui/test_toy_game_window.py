"""The toy fourth game (tests/toy, Ship, Captain and Crew) played in the real window: chosen
in New Game with a computer Skipper, rolled, held, a voyage booked by clicking its cell,
taken back with Undo, and played to the end, the Skipper taking its own turns. No file of
the package names it: the window asks the registries.

Worked by hand (a 6, a 5 and a 4 carry the other two dice's pips as cargo; a voyage
without all three carries 0). Ann: 6 5 2 2 1, keeps the 6 and the 5, rolls 4 3 6: cargo
3 + 6 = 9 (booked in the first voyage, taken back, booked in the second); then 6 5 4 6 6,
12 in the first; then 2 2 2 2 2, 0 in the third: 21. The Skipper keeps a 6, a 5 and a 4
and sails the first voyage open: 6 5 4 1 1, 2; 6 5 4 2 2, 4; 3 3 3 3 3 (nothing kept,
all five again) 6 5 4 5 5, 10: 16. Ann wins with 21.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.errors import Problem
from yachtdice.ui.board.scorecard_model import CellState
from yachtdice.ui.dialogs.new_game import NewGameDialog
from yachtdice.ui.dialogs.rules_help import TextDialog
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.widgets.form_fields import ModeForm, RulesetData

from ..toy.game import MODE, SHIP
from ..toy.ui import registered
from .conftest import MakeWindow
from .helpers import cell_state, click_box, click_die

ANN_1 = [6, 5, 2, 2, 1, 4, 3, 6]        # the second roll throws the three dice not held
SKIPPER_1 = [6, 5, 4, 1, 1]
ANN_2 = [6, 5, 4, 6, 6]
SKIPPER_2 = [6, 5, 4, 2, 2]
ANN_3 = [2, 2, 2, 2, 2]
SKIPPER_3 = [3, 3, 3, 3, 3, 6, 5, 4, 5, 5]
DICE = ANN_1 + SKIPPER_1 + ANN_2 + SKIPPER_2 + ANN_3 + SKIPPER_3


@pytest.fixture(autouse=True)
def toy_game() -> Iterator[None]:
    with registered():
        yield


def shown(window: MainWindow, box_id: str, column: int = 0) -> str:
    model = window.model
    return model.data(model.index(model.box_row(box_id), column))


def roll(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller.rolling)


def skipper_sails(qtbot: QtBot, window: MainWindow, voyages: int) -> None:
    """The Skipper plays its turn by itself; then it is Ann's turn again (or the end)."""
    qtbot.waitUntil(lambda: window.controller.state.cards[1].filled_count == voyages,
                    timeout=10_000)


def test_the_toy_game_from_new_game_to_the_end(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice(DICE))

    # New Game: the toy's rules, Ann and a computer Skipper
    window.new_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewGameDialog))
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog)
    dialog.rules.setCurrentIndex(dialog.rules.findData("ship-captain-crew"))
    assert dialog.rules.currentText() == "Ship, Captain and Crew (ship dice)"
    dialog.players()[0].name.setText("Ann")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    skipper = dialog.players()[1]
    assert [skipper.kind.itemText(i) for i in range(skipper.kind.count())] == [
        "Person", "Computer – Skipper"]
    skipper.kind.setCurrentIndex(skipper.kind.findData("skipper"))
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state.mode == MODE and [p.name for p in state.players] == ["Ann", "Computer 2"]
    assert window.windowTitle().endswith("Ship, Captain and Crew")
    assert [window.model.headerData(r, Qt.Orientation.Vertical)
            for r in range(window.model.rowCount())] == [
        "First Voyage", "Second Voyage", "Third Voyage", "Total"]
    assert not window.hint_button.isEnabled()

    # Ann rolls, holds the ship and the captain, rolls the other three
    roll(qtbot, window)
    assert window.tray.dice[0].accessibleName() == "Die 1: six"
    assert shown(window, "first") == "0"                # no crew yet: no cargo
    click_die(qtbot, window, 0)
    click_die(qtbot, window, 1)
    assert window.controller.state.held == frozenset({0, 1})
    assert window.tray.dice[1].accessibleName() == "Die 2: five, held"
    assert "Pick a voyage" in window.help_label.text()
    roll(qtbot, window)
    assert window.controller.state.dice == (6, 5, 4, 3, 6)
    assert shown(window, "first") == "9"
    assert cell_state(window, "first") == CellState.PREVIEW

    # she books the first voyage by clicking it, takes it back, books the second
    click_box(qtbot, window, "first")
    assert shown(window, "first") == "9" and cell_state(window, "first", 0) == CellState.FILLED
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert window.controller.state.current == 0
    assert shown(window, "first") == "9" and cell_state(window, "first") == CellState.PREVIEW
    click_box(qtbot, window, "second")
    assert shown(window, "second") == "9" and shown(window, "first", 0) == ""

    # the Skipper takes its turns; Ann plays hers; the end is shown
    skipper_sails(qtbot, window, 1)
    assert shown(window, "first", 1) == "2"
    roll(qtbot, window)
    click_box(qtbot, window, "first")
    skipper_sails(qtbot, window, 2)
    roll(qtbot, window)
    assert cell_state(window, "third") == CellState.PREVIEW and shown(window, "third") == "0"
    click_box(qtbot, window, "third")
    skipper_sails(qtbot, window, 3)
    state = window.controller.state
    assert state.finished
    assert [shown(window, box, 0) for box in ("first", "second", "third")] == ["12", "9", "0"]
    assert [shown(window, box, 1) for box in ("first", "second", "third")] == ["2", "4", "10"]
    total = window.model.rowCount() - 1
    assert [window.model.data(window.model.index(total, c)) for c in (0, 1)] == ["21", "16"]
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    end = window.end_dialog
    assert end.findChild(type(window.turn_label), "headline").text() == "Ann wins with 21!"
    assert not end.review.isEnabled()  # the toy has no review


def test_f1_says_the_toy_games_rules_by_its_voyages(qtbot: QtBot,
                                                    make_window: MakeWindow) -> None:
    window = make_window(rules="yacht")
    window.controller.new_game(SHIP, [Player("Ann")])
    qtbot.keyClick(window.scorecard, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: isinstance(window.dialog, TextDialog))
    assert window.dialog.windowTitle() == "Rules — Ship, Captain and Crew"
    text = window.dialog.browser.toPlainText()
    assert "5 dice, 3 rolls a turn" in text
    assert all(v in text for v in ("First Voyage", "Second Voyage", "Third Voyage"))


def test_a_games_own_keys_are_listed_after_the_roll_key(qtbot: QtBot,
                                                        make_window: MakeWindow) -> None:
    """Help ▸ Keyboard Shortcuts lists each game's own keys (GameUI.shortcuts) after Space:
    the letter dice's two, then the toy's, then the table's keys, in the games' order."""
    from dataclasses import replace

    from yachtdice.core.text import QT_TRANSLATE_NOOP
    from yachtdice.ui import modes as ui_modes

    from ..toy.ui import UI

    ui_modes.register(replace(UI, shortcuts=(
        (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+Y"), QT_TRANSLATE_NOOP("Shortcuts", "Hail the crew")),
    )))
    window = make_window(rules="yacht")
    action = next(a for m in window.menuBar().actions() if m.menu() is not None
                  for a in m.menu().actions() if a.text() == "&Keyboard Shortcuts")
    action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, TextDialog))
    text = window.dialog.browser.toPlainText()
    at = [text.index(key) for key in ("Space or R", "Ctrl+R", "Ctrl+L", "Ctrl+Y", "1 to 8")]
    assert at == sorted(at)
    assert text.index("Hail the crew") < text.index("Hold or release that die")


class CrewForm(ModeForm):
    """The toy's House Rules form: its name, nothing else (a game's own form, as any game
    brings one through GameUI.ruleset_form)."""

    def __init__(self) -> None:
        super().__init__()
        self.data = {}
        self.name = QLineEdit(self)
        self.name.textEdited.connect(lambda text: self._set(("name",), text, "Name", "name"))

    def load(self, data: RulesetData, read_only: bool) -> None:
        self.data, self.read_only = data, read_only
        if self.name.text() != data.get("name"):
            self.name.setText(str(data.get("name", "")))
        self.name.setReadOnly(read_only)

    def show_problems(self, problems: Sequence[Problem]) -> None:
        pass


@pytest.mark.slow
def test_house_rules_lists_a_games_rules_with_its_own_form_and_saves_them(
        qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game that brings a form (and nothing the window works out beside it) has its rules
    in House Rules: its built-in ruleset listed, its form shown, no figures above the
    problems and no Try a roll; a copy of it is named in the form and saved."""
    from dataclasses import replace

    from yachtdice.ui import modes as ui_modes
    from yachtdice.ui.windows.house_rules.window import RulesetEditor

    from ..toy.ui import UI

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_a, **_k: QMessageBox.StandardButton.Discard)
    ui_modes.register(replace(UI, ruleset_form=CrewForm))
    window = make_window(rules="yacht", open_store=True)
    window.house_rules_action.trigger()  # Game > House Rules…
    editor = window.findChild(RulesetEditor)
    assert editor is not None and editor.isVisible()
    names = [editor.list.item(i).text() for i in range(editor.list.count())]
    assert names[-1] == "Ship, Captain and Crew (built-in)"  # registered last
    editor.list.setCurrentRow(len(names) - 1)
    assert isinstance(editor.form, CrewForm) and editor.form.isVisible()
    assert editor.form.name.text() == "Ship, Captain and Crew"
    assert not editor.consequences.isVisibleTo(editor)  # the dice's figures are not the toy's
    assert not editor.tabs.isTabVisible(editor.tabs.indexOf(editor.tray))
    action = next(a for a in editor.new_menu.actions()
                  if a.text() == "From Ship, Captain and Crew")
    action.trigger()
    assert editor.form.name.text() == "My Ship, Captain and Crew"
    editor.form.name.selectAll()
    qtbot.keyClicks(editor.form.name, "Our Crew")
    assert editor.data["name"] == "Our Crew" and editor.data["id"] == "our-crew"
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert editor.status.text() == "Saved: Our Crew."
    assert [r.name for r in window.store.saved_rulesets()] == ["Our Crew"]
    assert editor.list.currentItem().text() == "Our Crew"
    editor.close()
