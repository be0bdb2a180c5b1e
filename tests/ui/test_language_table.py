"""The game table in another language (issue 27): New Game opened with Ctrl+N, a game with a
computer started and a turn played, the end of a game, the question before a game is set
aside, all in German (and a tie in Swedish); Qt's own buttons come in the language too.

The expected words are the translations the project ships (docs/translations.md); the
scores are worked out by hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from yachtdice.core import GameRecord, Player, Roll, Score, ScriptedDice
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import StoredGame
from yachtdice.store.stored import HERE, IN_PROGRESS
from yachtdice.ui.dialogs.end_game import EndDialog
from yachtdice.ui.dialogs.new_game import NewGameDialog
from yachtdice.ui.i18n import ENGLISH, Language
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import click_die, press, score_by_keys


def menu_titles(window: MainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def game_menu(window: MainWindow) -> list[str]:
    return [a.text() for a in window.game_menu.actions() if not a.isSeparator()]


@pytest.mark.slow
def test_new_game_with_a_computer_and_a_turn_in_german(qtbot: QtBot, make_window: MakeWindow,
                                                       speak: Language) -> None:
    speak.install("de")
    window = make_window(ScriptedDice([2, 2, 2, 5, 6] * 20))
    assert menu_titles(window)[0] == "&Spiel" and "&Hilfe" in menu_titles(window)
    assert {"&Neues Spiel…", "Noch&mal spielen", "&Offene Spiele…", "&Rückgängig", "&Tipp",
            "&Bestenliste…", "&Verlauf…", "Stat&istik…", "&Hausregeln…",
            "B&eenden"} <= set(game_menu(window))
    window.settings.last_setup = {"rules": "yacht",
                                  "players": [{"name": "Ann", "kind": "person"}]}
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog)
    assert dialog.windowTitle() == "Neues Spiel"
    assert dialog.start.text() == "&Starten"
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == "Abbrechen"  # Qt's own, in German
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)  # "Spieler hinzufügen"
    assert dialog.add_button.text() == "Spieler &hinzufügen"
    row = dialog._rows[-1]
    kinds = [row.kind.itemText(i) for i in range(row.kind.count())]
    assert kinds == ["Mensch", "Computer – Anfänger", "Computer – Fortgeschritten",
                     "Computer – Experte"]
    assert row.name.placeholderText() == "Spieler 2"
    assert row.remove.text() == "Entfernen"
    row.kind.setCurrentIndex(kinds.index("Computer – Anfänger"))
    assert row.name.placeholderText() == "Computer 2"
    qtbot.keyClicks(row.name, "Robo")
    qtbot.keyClick(row.name, Qt.Key.Key_Return)  # Enter starts the game
    assert not dialog.isVisible()
    state = window.controller.state
    assert [(p.name, p.strategy) for p in state.players] == [("Ann", None),
                                                             ("Robo", "beginner")]
    assert window.windowTitle() == "Yacht Dice — Yacht"
    assert window.turn_label.text() == "Am Zug: Ann"
    assert window.hint_button.text() == "&Tipp" and window.undo_button.text() == "&Rückgängig"
    assert window.tray.dice[0].accessibleName() == "Würfel 1: noch nicht gewürfelt"
    tip = window.model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "Robo: Computer (Anfänger)" in tip

    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state.dice is not None)
    qtbot.waitUntil(lambda: window.roll_button.text() == "&Würfeln (noch 2)")
    assert window.tray.dice[0].accessibleName() == "Würfel 1: zwei"
    assert window.tray.dice[4].accessibleDescription() == \
        "Klicke oder drücke 5, um ihn zu halten."
    assert window.help_label.text().endswith(
        "Wähle ein Feld mit den Pfeiltasten und Eingabe, oder klicke es an.")
    score_by_keys(qtbot, window, "twos")  # 2 + 2 + 2 = 6
    assert window.controller.state.cards[0].get("twos") == 6
    # the computer's turn, then Ann's again
    qtbot.waitUntil(lambda: window.controller.state.current == 0
                    and window.controller.state.turn == 2, timeout=30_000)
    assert window.turn_label.text() == "Am Zug: Ann"
    with qtbot.waitActive(window, timeout=30_000):  # the window manager's part
        window.activateWindow()
    press(qtbot, window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.state.dice is not None)
    for die in range(5):
        click_die(qtbot, window, die)
    qtbot.waitUntil(lambda: len(window.controller.state.held) == 5)
    assert window.tray.dice[0].accessibleName().endswith(", gehalten")
    press(qtbot, window, Qt.Key.Key_Space)  # all held: the core's refusal, translated
    qtbot.waitUntil(lambda: window.shown_message()
                    == "Alle Würfel sind gehalten; gib einen frei, um zu würfeln.")


def last_round(window: MainWindow, players: list[Player]) -> None:
    """Deal a Yacht game in which every box but Yacht is filled: one turn each is left."""
    record = GameRecord.new(preset("yacht"), players)
    for box in [c.id for c in preset("yacht").categories][:-1]:
        for _ in players:
            record = record.then(Roll((1, 2, 3, 4, 6))).then(Score(box))
    window.controller.resume(StoredGame(0, "last-round", record, "", None, IN_PROGRESS,
                                        False, HERE))


def finish(qtbot: QtBot, window: MainWindow) -> EndDialog:
    press(qtbot, window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.state.dice is not None)
    score_by_keys(qtbot, window, "yacht")  # Ann's last box; the computer plays the last turn
    qtbot.waitUntil(lambda: isinstance(window.end_dialog, EndDialog)
                    and window.end_dialog.isVisible(), timeout=30_000)
    assert isinstance(window.end_dialog, EndDialog)
    return window.end_dialog


def texts(dialog: EndDialog) -> list[str]:
    from PySide6.QtWidgets import QLabel

    return [label.text() for label in dialog.findChildren(QLabel)]


def test_the_end_of_a_game_in_german(qtbot: QtBot, make_window: MakeWindow,
                                     speak: Language) -> None:
    speak.install("de")
    # Ann's Yacht; the computer's dice never show five alike (1 2 3 4 6 over and over)
    window = make_window(ScriptedDice([2, 2, 2, 2, 2] + [1, 2, 3, 4, 6] * 6))
    last_round(window, [Player("Ann"), Player("Robo", True, "beginner")])
    dialog = finish(qtbot, window)
    # by hand: 1 + 2 + 3 + 4 + 0 + 6 + 16 (Choice) = 32 each; Ann's Yacht 50 more
    assert dialog.windowTitle() == "Spiel vorbei"
    assert dialog.headline.text() == "Ann gewinnt mit 82!"
    assert {"1.", "2.", "Ann", "Robo", "82", "32"} <= set(texts(dialog))
    assert dialog.play_again.text() == "Noch&mal spielen"
    assert dialog.new_game.text() == "&Neues Spiel…"
    assert dialog.review.text() == "&Analysieren…"
    close = [b for b in dialog.findChildren(QPushButton)
             if b not in (dialog.play_again, dialog.new_game, dialog.review)]
    assert [b.text().replace("&", "") for b in close] == ["Schließen"]  # Qt's own


def test_a_tie_in_swedish(qtbot: QtBot, make_window: MakeWindow, speak: Language) -> None:
    speak.install("sv")
    window = make_window(ScriptedDice([2, 2, 2, 2, 2] + [6, 6, 6, 6, 6] * 3))
    last_round(window, [Player("Ann"), Player("Robo", True, "beginner")])
    dialog = finish(qtbot, window)
    assert dialog.windowTitle() == "Spelet är slut"
    assert dialog.headline.text() == "Delad seger: Ann och Robo med 82."
    assert texts(dialog).count("1:a (delad)") == 2
    assert dialog.play_again.text() == "Spela &igen"


def test_setting_a_game_aside_asks_in_german(qtbot: QtBot, make_window: MakeWindow,
                                             speak: Language) -> None:
    speak.install("de")
    window = make_window(ScriptedDice([3] * 50), players=[Player("Ann")])
    press(qtbot, window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.state.dice is not None)
    score_by_keys(qtbot, window, "threes")
    window.new_action.trigger()  # Spiel ▸ Neues Spiel… with a game under way
    box = window.session.question_box
    assert isinstance(box, QMessageBox)
    assert box.windowTitle() == "Spiel aufgeben"
    assert box.text() == "Das laufende Spiel aufgeben?"
    assert sorted(b.text() for b in box.buttons()) == ["&Aufgeben", "&Weiterspielen"]
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # keeps playing
    qtbot.waitUntil(lambda: not box.isVisible())
    assert window.controller.state.cards[0].get("threes") == 15


@pytest.mark.parametrize(("code", "places"), [
    (ENGLISH, ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd"]),
    ("sv", ["1:a", "2:a", "3:e", "4:e", "11:e", "12:e", "13:e", "21:a", "22:a", "23:e"]),
    ("de", ["1.", "2.", "3.", "4.", "11.", "12.", "13.", "21.", "22.", "23."]),
    ("fr", ["1er", "2e", "3e", "4e", "11e", "12e", "13e", "21e", "22e", "23e"]),
    ("nl", ["1e", "2e", "3e", "4e", "11e", "12e", "13e", "21e", "22e", "23e"]),
])
def test_places_are_written_as_each_language_writes_them(speak: Language, code: str,
                                                         places: list[str]) -> None:
    from yachtdice.ui.dialogs.end_game import ordinal

    speak.install(code)
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23)] == places
