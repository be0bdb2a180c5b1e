"""Place Value Yahtzee in another language (issue 27): the panel, the teacher's prompt, the
card and the look back translated, numbers grouped as the locale writes them (6 341 in
French, 6.341 in German) and read in words in the window's language.

Worked by hand (place-value-4): the opening roll is Ann 6 3 4 1 (sum 14) against Bob's
1 1 1 1 (4), so Ann starts; she rolls 6 3 4 1 and makes 6341, which has 3 in the hundreds
place (it fits "Number with 3 in the hundreds place") and 1, not 5, in the ones place.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QPoint, Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.place_value.rules import PlaceValueRuleset, preset
from yachtdice.ui.dialogs.rules_help import TextDialog
from yachtdice.ui.i18n import ENGLISH, Language, current_language
from yachtdice.ui.modes.place_value.options import Teaching
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import cell, click_box

OPENING = [6, 3, 4, 1, 1, 1, 1, 1]


def tick(qtbot: QtBot, box) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def roll(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller.rolling)


def row_of(panel, box_id: str) -> int:  # type: ignore[no-untyped-def]
    for r in range(panel.boxes.rowCount()):
        if panel.boxes.item(r, 0).data(Qt.ItemDataRole.UserRole) == box_id:
            return r
    raise AssertionError(box_id)


def choose(qtbot: QtBot, panel, box_id: str) -> None:  # type: ignore[no-untyped-def]
    for _ in range(panel.boxes.rowCount()):
        if panel._selected_box() == box_id:
            return
        qtbot.keyClick(panel.number_edit, Qt.Key.Key_Down)
    assert panel._selected_box() == box_id


def test_a_turn_in_french_with_the_teachers_rule_and_words(
        qtbot: QtBot, make_window: MakeWindow, speak: Language) -> None:
    speak.install("fr")
    assert current_language() == "fr"
    space = QLocale().groupSeparator()
    assert space in ("\u202f", "\u00a0", " ")       # French groups thousands with a space
    window = make_window(ScriptedDice(OPENING + [6, 3, 4, 1] * 10))
    dialog = window.new_game_dialog()
    dialog.rules.setCurrentIndex(dialog.rules.findData("place-value-4"))
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    options = dialog.options["place-value"]
    assert options.words.text() == "Montrer le nombre en &lettres pendant la partie"
    assert options.teacher.text().startswith("Règle de l'&enseignant")
    tick(qtbot, options.teacher)
    tick(qtbot, options.words)
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    presenter = window.part("place-value")
    qtbot.waitUntil(lambda: presenter.seated)
    first = window.controller.state.players[0].name
    qtbot.waitUntil(lambda: window.message_label.text().startswith("Qui commence"))
    assert window.message_label.text().endswith(f"{first} commence.")
    panel = presenter.panel
    assert panel.intro.text() == "Formez un seul nombre avec tous les dés :"
    assert panel.write.text() == "Écrire" and panel.write_x.text() == "Écrire X"

    roll(qtbot, window)
    qtbot.mouseClick(panel.number_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.number_edit, "6341")
    assert panel.shown.text() == f"6{space}341\nsix mille trois cent quarante et un"
    # each open box says whether the number fits, in French
    assert panel.boxes.item(row_of(panel, "hundreds_3"), 1).text() == "convient"
    assert panel.boxes.item(row_of(panel, "ones_5"), 1).text() == (
        "6341 a 1, et non 5, au rang des unités.")
    assert panel.boxes.item(row_of(panel, "hundreds_3"), 0).text() == "centaines : 3"
    assert "Nombre avec 3 au rang des centaines" in panel.boxes.item(
        row_of(panel, "hundreds_3"), 0).toolTip()

    click_box(qtbot, window, "ones_5")            # a box on the card it does not fit
    assert window.message_label.text() == "6341 a 1, et non 5, au rang des unités."
    assert window.controller.state.cards[0].filled_count == 0

    choose(qtbot, panel, "hundreds_3")
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)
    assert panel.prompt.isVisible()
    assert panel.prompt.text.text() == (
        f"Lisez votre nombre à la classe : 6{space}341.\n"
        "Enseignant : appuyez sur R s'il a été bien lu, sur W sinon.")
    assert "six mille" not in panel.shown.text()    # the reading is the pupil's to give
    qtbot.keyClick(panel.prompt, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: window.controller.state.cards[0].filled_count == 1)
    assert window.model.data(cell(window, "hundreds_3", 0)) == f"6{space}341"


def test_a_game_in_german_to_its_look_back(
        qtbot: QtBot, make_window: MakeWindow, speak: Language) -> None:
    """A one-box card: Ann writes 6341 (the greatest is 6431), Bob writes an X."""
    speak.install("de")
    rules = PlaceValueRuleset.from_dict({
        "mode": "place-value", "id": "one-box", "name": "One box", "dice": {"count": 4},
        "boxes": [{"id": "wild", "condition": {"kind": "any"}}]})
    window = make_window(ScriptedDice(OPENING + [6, 3, 4, 1] * 6))
    window.controller.new_game(rules, [Player("Ann"), Player("Bob")])
    presenter = window.part("place-value")
    qtbot.waitUntil(lambda: presenter.seated)
    qtbot.waitUntil(lambda: window.message_label.text() == (
        "Wer beginnt: die größte Augensumme. Ann 14, Bob 4. Ann beginnt."))
    panel = presenter.panel
    assert window.model.headerData(0, Qt.Orientation.Vertical) == "Joker: jede Zahl"
    assert window.model.headerData(1, Qt.Orientation.Vertical) == "Gewonnene Felder"
    roll(qtbot, window)
    roll(qtbot, window)                             # the second and last roll
    qtbot.keyClicks(panel.number_edit, "6341")
    assert panel.shown.text() == "6.341"            # no words unless the teacher shows them
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state.current == 1)
    assert window.model.data(cell(window, "wild", 0)) == "6.341"
    roll(qtbot, window)
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_X, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller.state.finished)
    look = panel.look_back
    qtbot.waitUntil(look.isVisible)
    assert look.title.text() == "Rückblick: was die Würfel hergegeben hätten"
    assert look.said.text() == (
        "Ann hat 6.341 (sechstausenddreihunderteinundvierzig) eingetragen: die "
        "größtmögliche mit diesen Würfeln war 6.431 (sechstausendvierhunderteinunddreißig).")
    assert look.table.item(0, 1).text() == "6.341" and look.table.item(0, 2).text() == "6.431"


def test_the_rules_help_in_german(qtbot: QtBot, make_window: MakeWindow,
                                  speak: Language) -> None:
    speak.install("de")
    window = make_window(ScriptedDice(OPENING))
    window.controller.new_game(preset("place-value-4"), [Player("Ann"), Player("Bob")])
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: isinstance(window.dialog, TextDialog))
    text = window.dialog.browser.toPlainText()
    assert "Stellenwert-Kniffel (4 Ziffern)" in text
    assert "Vier sechsseitige Würfel (1 bis 6)." in text
    assert "Zahl mit 3 an der Stelle der Hunderter" in text
    assert "Zahl mit der Quersumme 13" in text
    assert "Number" not in text and "Roll" not in text


def test_a_teachers_own_box_names_stay_as_written(
        qtbot: QtBot, make_window: MakeWindow, speak: Language) -> None:
    speak.install("fr")
    rules = PlaceValueRuleset.from_dict({
        **preset("place-value-4").to_dict(), "id": "ours", "name": "Notre carte",
        "boxes": [{"id": "big", "label": "Le plus grand possible",
                   "condition": {"kind": "any"}},
                  {"id": "h3", "condition": {"kind": "digit_in_place", "place": "hundreds",
                                             "digit": 3}}]})
    window = make_window(ScriptedDice(OPENING))
    window.controller.new_game(rules, [Player("Ann"), Player("Bob")])
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: isinstance(window.dialog, TextDialog))
    text = window.dialog.browser.toPlainText()
    assert "Le plus grand possible : N'importe quel nombre" not in text
    assert "Le plus grand possible" in text       # the teacher's words, as written
    assert "Nombre avec 3 au rang des centaines" in text   # a label left out: the rule's


def test_english_is_unchanged(qtbot: QtBot, make_window: MakeWindow,
                              speak: Language) -> None:
    speak.install(ENGLISH)
    window = make_window(ScriptedDice(OPENING + [6, 3, 4, 1] * 3))
    window.controller.new_game(preset("place-value-4"), [Player("Ann"), Player("Bob")])
    panel = window.part("place-value").panel
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    panel.set_teaching(Teaching(greatest=True))   # the boxes explain (the words stay hidden)
    roll(qtbot, window)
    qtbot.keyClicks(panel.number_edit, "6341")
    assert panel.shown.text() == "6,341"
    assert panel.boxes.item(row_of(panel, "ones_5"), 1).text() == (
        "6341 has 1, not 5, in the ones place.")
    assert panel.boxes.item(row_of(panel, "hundreds_3"), 0).text() == "3 in the hundreds"


def test_a_decimal_number_in_german_has_a_decimal_comma_and_is_read_digit_by_digit(
        qtbot: QtBot, speak: Language) -> None:
    from yachtdice.core.modes.place_value.rules import PlaceCard
    from yachtdice.ui.modes.place_value.claim import PlaceValueClaimPanel
    from yachtdice.ui.modes.place_value.options import Teaching

    speak.install("de")
    rules = preset("place-value-decimal")
    panel = PlaceValueClaimPanel()
    qtbot.addWidget(panel)
    panel.set_teaching(Teaching(words=True))
    panel.set_roll(rules, PlaceCard.empty(rules), (6, 5, 4, 3, 2))
    panel.number_edit.setText("65432")
    panel.number_edit.textEdited.emit("65432")
    assert panel.shown.text() == "65,432\nfünfundsechzig Komma vier drei zwei"
    assert panel.boxes.item(row_of(panel, "tenths_4"), 1).text() == "passt"
    assert panel.boxes.item(row_of(panel, "ones_3"), 1).text() == (
        "65,432 hat 5, nicht 3, an der Stelle der Einer.")


def test_the_panel_fits_1024_in_german_with_the_prompt_and_the_greatest_numbers(
        qtbot: QtBot, make_window: MakeWindow, speak: Language) -> None:
    """The teacher's three buttons in a row and a greatest number "6.431 ★ größte" as wide
    as its words made the window wider than 1024 px and left the reasons no room."""
    from dataclasses import replace

    speak.install("de")
    window = make_window(ScriptedDice(OPENING + [6, 3, 4, 1] * 4))
    window.resize(1024, 768)
    window.settings.last_setup = {"show_words": True, "show_greatest": True}
    window.controller.new_game(replace(preset("place-value-4"), teacher_rule=True),
                               [Player("Ann"), Player("Bob")])
    presenter = window.part("place-value")
    qtbot.waitUntil(lambda: presenter.seated)
    panel = presenter.panel
    roll(qtbot, window)
    qtbot.keyClicks(panel.number_edit, "6341")
    choose(qtbot, panel, "hundreds_3")
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)
    assert panel.prompt.isVisible() and panel.prompt.right.text() == "Richtig (R)"
    assert window.minimumSizeHint().width() <= 1024
    qtbot.waitUntil(lambda: panel.boxes.columnWidth(1) >= panel.boxes.viewport().width() // 4)
