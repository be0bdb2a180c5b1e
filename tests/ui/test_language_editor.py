"""House Rules in another language (issue 27): opened from the Game menu in German, its
window, form, boxes table, rule in words, problems at their fields and expected score are
German, its numbers written the German way; a Place Value card's form too."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.cli.app import main as cli_main
from yachtdice.core.modes.place_value.rules import preset as card_preset
from yachtdice.ui.i18n import ENGLISH, Language
from yachtdice.ui.modes.pips.house_rules.model import Column, ProblemRole
from yachtdice.ui.windows.house_rules.window import RulesetEditor

from .conftest import MakeWindow


@pytest.fixture
def speak(qapp: QCoreApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[Language]:
    before = QLocale()
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_a, **_k: QMessageBox.StandardButton.Discard)
    language = Language()
    yield language
    language.install(ENGLISH)
    QLocale.setDefault(before)


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def open_house_rules(make_window: MakeWindow) -> RulesetEditor:
    window = make_window(rules="yacht", open_store=True)
    window.house_rules_action.trigger()  # Game > House Rules…
    editor = window.findChild(RulesetEditor)
    assert editor is not None and editor.isVisible()
    return editor


@pytest.mark.slow
def test_house_rules_in_german(qtbot: QtBot, make_window: MakeWindow, speak: Language,
                               tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    speak.install("de")
    editor = open_house_rules(make_window)

    # the built-in Yacht: its boxes by their German names, the table's words German
    assert editor.windowTitle() == "Hausregeln – Yacht"
    assert editor.list.currentItem().text() == "Yacht (eingebaut)"
    model = editor.model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in Column]
    assert headers == ["Name", "Teil", "Art", "Einstellungen", "Wertung", "Punkte",
                       "Höchstens", "Regel in Worten"]
    labels = [model.data(model.index(r, Column.LABEL)) for r in range(model.rowCount())]
    assert labels[:6] == ["Einser", "Zweier", "Dreier", "Vierer", "Fünfer", "Sechser"]
    assert "Viererpasch" in labels and "Wahl" in labels
    full_house = labels.index("Full House")
    assert model.data(model.index(full_house, Column.KIND)) == "Gruppen gleicher Würfel"
    assert model.data(model.index(full_house, Column.SECTION)) == "unten"
    assert model.data(model.index(full_house, Column.SCORING)) == "Summe aller Würfel"
    rule = model.data(model.index(full_house, Column.RULE))
    assert "Drei Würfel" in rule and "Three" not in rule, rule
    assert editor.problem_list.item(0).text().startswith("Ein eingebautes Regelwerk")

    # Neu > Aus Yacht: the player's own copy, called as a German player calls it
    action = next(a for a in editor.new_menu.actions() if a.text() == "Aus Yacht")
    action.trigger()
    assert editor.data["name"] == "Mein Yacht"
    assert editor.form.name.text() == "Mein Yacht"
    assert [b["label"] for b in editor.data["categories"]][:2] == ["Einser", "Zweier"]

    # a box edited: its parameters labelled in German, the problem at its field in German
    editor.form.select_row(full_house)
    assert editor.form.details.text() == "Gewähltes Feld: Full House (Gruppen gleicher Würfel)"
    sizes = editor.form._param_widgets["sizes"]
    assert sizes.accessibleName() == "Gruppengrößen"
    sizes.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClicks(sizes, "3, 3")
    assert model.data(model.index(full_house, Column.LABEL), ProblemRole) == \
        "Gruppengrößen: die Gruppen brauchen 6 Würfel, es gibt aber nur 5"
    assert editor.form._param_fields["sizes"].message == \
        "Die Gruppen brauchen 6 Würfel, es gibt aber nur 5."
    assert editor.problem_list.item(0).text() == \
        "Feld 7 (Full House), Gruppengrößen: die Gruppen brauchen 6 Würfel, es gibt aber nur 5"
    assert editor.expected.text() == "Erwartete Punkte: behebe zuerst die Probleme"
    assert not editor.save_button.isEnabled()
    assert editor.save_button.toolTip() == "Die Regeln haben Probleme; behebe sie zuerst."
    click(qtbot, editor.undo_button)

    # the name emptied: said under the field and in the list
    editor.form.name.selectAll()
    qtbot.keyClick(editor.form.name, Qt.Key.Key_Delete)
    assert editor.form.fields[("name",)].message == "Darf nicht leer sein."
    assert editor.problem_list.item(0).text() == "Name darf nicht leer sein"
    qtbot.keyClicks(editor.form.name, "Winzig")

    # a tiny ruleset, its expected score written with a decimal comma
    while model.rowCount():
        editor.form.select_row(0)
        click(qtbot, editor.form.remove_box)
    editor.form.dice_count.selectAll()
    qtbot.keyClicks(editor.form.dice_count, "2")
    palette = editor.form.box_palette
    for title in ("Einser (oben)", "Zweier (oben)", "Chance"):
        palette.setCurrentIndex(next(i for i in range(palette.count())
                                     if palette.itemText(i) == title))
        click(qtbot, editor.form.add_box)
    assert [b["label"] for b in editor.data["categories"]] == ["Einser", "Zweier", "Chance"]
    assert editor.rules is not None
    assert editor.problem_list.item(0).text() == \
        "Keine Probleme: Diese Regeln lassen sich speichern und spielen."
    path = tmp_path / "tiny.json"
    path.write_text(editor.rules.to_json())
    assert cli_main(["solve", "--rules", str(path), "--json"]) == 0
    expected = json.loads(capsys.readouterr().out)["expected_score"]
    qtbot.waitUntil(lambda: "Vergleich mit Yacht" in editor.expected.text()
                    or "gegenüber Yacht" in editor.expected.text(), timeout=240_000)
    text = editor.expected.text()
    # "… 13,7 (Vergleich mit Yacht…)" while Yacht is solved, then "… 167,0 → 13,7, −153,3
    # (gegenüber Yacht)"; either way the German decimal comma
    shown = re.fullmatch(r"Erwartete Punkte bei bestem Spiel: (?:\d+,\d → )?(\d+),(\d)"
                         r"(?: \(Vergleich mit Yacht…\)|, [+−]\d+,\d \(gegenüber Yacht\))", text)
    assert shown is not None, text
    assert f"{shown.group(1)}.{shown.group(2)}" == f"{expected:.1f}"
    editor.close()


def test_a_place_value_card_in_german(qtbot: QtBot, make_window: MakeWindow,
                                      speak: Language) -> None:
    from yachtdice.core import Player

    speak.install("de")
    window = make_window(open_store=True)
    window.controller.new_game(card_preset("place-value-3"), [Player("Ann"), Player("Ben")])
    window.house_rules_action.trigger()
    editor = window.findChild(RulesetEditor)
    assert editor is not None and editor.data["id"] == "place-value-3"
    form = editor.form
    assert form.faces.currentText() == "1 bis 6 (W6)"
    assert form.palette_box.itemText(0) == "Eine Ziffer an einer bestimmten Stelle"
    # every figure in German, numbers grouped the German way (best 666 needs no point)
    figures = [row.figure.text() for row in form.rows]
    assert all(f.startswith(("Füllbar bei", "Unmöglich")) for f in figures), figures
    assert any(re.search(r"\d,\d % der Würfe", f) for f in figures), figures

    assert form.rows[0].settings["place"].currentText() == "Hunderter"

    # a card of its own: a digit no die shows is said in German at its field
    action = next(a for a in editor.new_menu.actions()
                  if a.text() == "Aus Stellenwert-Kniffel (3 Ziffern)")  # the name translated
    action.trigger()
    row = editor.form.rows[0]
    digit = row.settings["digit"]
    digit.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClicks(digit, "0")
    assert editor.data["boxes"][0]["condition"]["digit"] == 0
    assert row.error.text() == "Ziffer: kein Würfel zeigt 0."
    assert editor.problem_list.item(0).text().startswith("Feld 1 (")
    assert editor.problem_list.item(0).text().endswith("), Ziffer: kein Würfel zeigt 0.")
    editor.close()
