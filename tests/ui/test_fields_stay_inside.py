"""Issue 37's red team on fields: no text typed or pasted grows a window past the screen
(Word Yahtzee's words pushed Book and the Grand total off it), and a problem in the card
editor is said inside the editor, never in a stray window of its own.

Every field of every window and dialog gets a megabyte pasted in the 1024x768 tour
(tests/ui/test_fit_screen.py, slow); here the cases the report measured, fast."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from yachtdice.store import Store
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .test_card_editor import click, open_editor, type_into
from .test_word_typing import WILD_ROLL, start

SCREEN_W, SCREEN_H = 1024, 768


def inside(window: QWidget, widget: QWidget) -> bool:
    """``widget`` shown whole inside ``window``'s own area."""
    top_left = widget.mapTo(window, QPoint(0, 0))
    return widget.isVisible() and window.rect().contains(top_left) and window.rect().contains(
        top_left + QPoint(widget.width() - 1, widget.height() - 1))


def settled(qtbot: QtBot) -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("what", ["150 letters typed", "80 words pasted",
                                  pytest.param("a megabyte pasted", marks=pytest.mark.slow)])
def test_word_yahtzees_words_never_push_book_or_the_grand_total_off_the_screen(
        qtbot: QtBot, make_window: MakeWindow, what: str) -> None:
    window: MainWindow = start(qtbot, make_window, list(WILD_ROLL))
    window.resize(SCREEN_W, SCREEN_H - 40)
    settled(qtbot)
    panel = window.part("word").panel
    edit = panel.words_edit
    edit.clear()
    if what == "150 letters typed":
        qtbot.keyClicks(edit, "a" * 150)
    else:
        QApplication.clipboard().setText(" ".join(["rat"] * 80) if what == "80 words pasted"
                                         else "abc " * (1 << 18))
        edit.setFocus()
        edit.paste()
    settled(qtbot)
    assert len(edit.text()) >= 150
    assert window.width() <= SCREEN_W and window.height() <= SCREEN_H
    hint = window.minimumSizeHint()
    assert hint.width() <= SCREEN_W and hint.height() <= SCREEN_H
    assert inside(window, panel.book)
    card = window.scorecard
    model = card.model()
    rows = [r for r in range(model.rowCount())
            if model.headerData(r, Qt.Orientation.Vertical) == "Grand total"]
    assert len(rows) == 1
    rect = card.visualRect(model.index(rows[0], 0))
    assert card.viewport().rect().contains(rect), (rect, card.viewport().rect())
    assert inside(window, card)


def test_a_problem_in_the_card_editor_opens_no_stray_window(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A digit total no dice can reach, and an empty box label: each problem is said in the
    editor; no window without a parent appears (it took the keyboard at the screen's
    corner)."""
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Discard)
    store = Store.open(tmp_path / "history.sqlite")
    try:
        editor = open_editor(qtbot, store)
        click(qtbot, editor.duplicate_button)
        form = editor.form
        type_into(qtbot, form.rows[5].settings["total"], "30")
        type_into(qtbot, form.rows[0].label, "")
        form.rows[0].label.clear()
        settled(qtbot)
        assert any("cannot add up to 30" in editor.problem_list.item(i).text()
                   for i in range(editor.problem_list.count()))
        strays = [w for w in QApplication.topLevelWidgets()
                  if w.isVisible() and w is not editor and w.parentWidget() is None]
        assert strays == [], [(type(w).__name__, getattr(w, "text", str)()) for w in strays]
        assert QApplication.activeWindow() in (editor, None)
        editor.close()
    finally:
        store.close()
