"""The window in another language: a built-in game's boxes by that country's names, the
scorecard's own words and the rules help (F1) translated (issue 27)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import Player
from yachtdice.ui.dialogs.rules_help import TextDialog
from yachtdice.ui.i18n import ENGLISH, Language

from .conftest import MakeWindow


def row_labels(window) -> list[str]:  # type: ignore[no-untyped-def]
    model = window.model
    return [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())]


def test_kniffel_boxes_in_german(qtbot: QtBot, make_window: MakeWindow,
                                 speak: Language) -> None:
    speak.install("de")
    window = make_window(rules="yahtzee", players=[Player("Ann")])
    labels = row_labels(window)
    assert labels[:6] == ["Einser", "Zweier", "Dreier", "Vierer", "Fünfer", "Sechser"]
    for name in ("Dreierpasch", "Viererpasch", "Kleine Straße", "Große Straße", "Kniffel",
                 "Chance", "Endsumme"):
        assert name in labels, repr(labels)


def test_yatzy_rules_help_in_swedish(qtbot: QtBot, make_window: MakeWindow,
                                     speak: Language) -> None:
    speak.install("sv")
    window = make_window(rules="yatzy", players=[Player("Ann")])
    assert "Kåk" in row_labels(window) and "Två par" in row_labels(window)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: isinstance(window.dialog, TextDialog))
    text = window.dialog.browser.toPlainText()
    assert "Kåk: Tre tärningar med en sida och två med en annan." in text
    assert "Fem sexsidiga tärningar." in text
    assert "Scores" not in text


def test_english_stays_english(qtbot: QtBot, make_window: MakeWindow,
                               speak: Language) -> None:
    speak.install(ENGLISH)
    window = make_window(rules="yahtzee", players=[Player("Ann")])
    assert "3 of a Kind" in row_labels(window) and "Grand total" in row_labels(window)


def test_the_turn_line_and_roll_button_in_german(qtbot: QtBot, make_window: MakeWindow,
                                                 speak: Language) -> None:
    speak.install("de")
    window = make_window(rules="yahtzee", players=[Player("Ann"), Player("Bo")])
    assert window.turn_label.text() == "Am Zug: Ann"
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.roll_button.text() == "&Würfeln (noch 2)")
