"""House Rules play-test leftovers (issue 36): the splitter's handle stays where the player
put it whatever is typed or chosen; at 1024 x 768 in German the Kind and Scoring columns show
their words whole."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from pytestqt.qtbot import QtBot

from yachtdice.store import Store
from yachtdice.ui.i18n import Language
from yachtdice.ui.modes.pips.house_rules.model import Column
from yachtdice.ui.windows.house_rules.window import RulesetEditor

from .test_ruleset_editor import (
    click,
    make_editor,
    new_from,
    set_spin,
    type_name,
    unsaved_changes_are_discarded,  # noqa: F401 (autouse: a question is answered, not shown)
)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "history.sqlite")
    yield s
    s.close()


def sizes(editor: RulesetEditor) -> list[int]:
    """The splitter's sizes once the layouts have taken what was just done."""
    for _ in range(3):  # the layout requests, each level's posted by the one below
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
    return editor.splitter.sizes()


@pytest.mark.slow
def test_the_splitter_stays_where_the_player_put_it(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    editor.resize(1016, 704)  # a 1024 x 768 screen less the frame
    qtbot.waitUntil(lambda: editor.splitter.width() > 900)
    width = editor.width()
    splitter = editor.splitter
    total = sum(splitter.sizes())
    room = total - splitter.widget(1).minimumSizeHint().width()
    splitter.setSizes([room, total - room])  # the list as wide as the form lets it be
    placed = sizes(editor)
    for row in range(editor.list.count()):  # every built-in, one after another
        editor.list.setCurrentRow(row)
        assert sizes(editor) == placed, editor.list.currentItem().text()
    new_from(editor, "Yahtzee")
    set_spin(qtbot, editor.form.dice_count, 7)       # "Use par 105": the form widened 7 px
    assert sizes(editor) == placed
    set_spin(qtbot, editor.form.dice_count, 5)
    type_name(qtbot, editor, "Our family's Sunday rules, as Grandma wrote them in 1987")
    assert editor.form.id_label.text().startswith("our-family-s-sunday-rules-as-grandma")
    assert sizes(editor) == placed                 # the id widened the form 110 px
    assert editor.width() == width                     # and the window past the screen
    assert editor.form.id_label.toolTip() == editor.form.id_label.text()  # whole there
    click(qtbot, editor.save_button)
    assert sizes(editor) == placed
    editor.resize(900, 704)
    editor.resize(1016, 704)
    assert sizes(editor)[0] == placed[0]


def test_at_1024_by_768_in_german_kind_and_scoring_show_whole_words(
        qtbot: QtBot, store: Store, speak: Language) -> None:
    speak.install("de")
    editor = make_editor(qtbot, store)
    editor.resize(1016, 704)
    qtbot.waitUntil(lambda: editor.splitter.width() > 900)
    for row in range(5):  # Yahtzee, free joker, Yatzy, Maxi Yatzy, Yacht
        editor.list.setCurrentRow(row)
        table = editor.form.table
        qtbot.waitUntil(lambda t=table: t.rowHeight(0) < 60)  # rows laid out
        model = table.model()
        metrics = table.fontMetrics()
        header = table.horizontalHeader()
        for column in Column:
            width = table.columnWidth(column)
            title = str(model.headerData(column, Qt.Orientation.Horizontal))
            assert header.fontMetrics().horizontalAdvance(title) <= width, title
            if column in (Column.PARAMETERS, Column.RULE):
                continue  # cut with its whole text a hover away / wrapped with "…"
            for r in range(model.rowCount()):
                text = str(model.index(r, column).data() or "")
                room = width - 7  # the text's margins (3 px each side) and the grid line
                if column in (Column.KIND, Column.SCORING):  # whole words, in its row
                    words = [metrics.horizontalAdvance(w) for w in text.split()]
                    assert max(words, default=0) <= room, text
                    lines = metrics.boundingRect(QRect(0, 0, room, 100_000),
                                                 Qt.TextFlag.TextWordWrap, text)
                    assert lines.height() <= table.rowHeight(r) - 4, text
                else:
                    assert metrics.horizontalAdvance(text) <= room, text
    kinds = {str(editor.form.table.model().index(r, Column.KIND).data())
             for r in range(editor.form.table.model().rowCount())}
    assert "Augenzahl (oberes Feld)" in kinds  # it showed "Augenzahl (…"
    # the settings, still cut in their column, are whole in its tooltip above the rule
    editor.list.setCurrentRow(0)  # Kniffel: the full house's groups of 3 and 2
    model = editor.form.table.model()
    row = next(r for r in range(model.rowCount())
               if model.index(r, Column.LABEL).data() == "Full House")
    tip = str(model.index(row, Column.PARAMETERS).data(Qt.ItemDataRole.ToolTipRole))
    settings = str(model.index(row, Column.PARAMETERS).data())
    assert settings.startswith("Gruppengrößen 3, 2")
    assert tip.startswith(settings + "\n") and len(tip) > len(settings) + 1  # then the rule


def drag_handle(qtbot: QtBot, editor: RulesetEditor, by: int) -> None:
    """Drag the splitter's handle ``by`` pixels with the mouse, as a player does."""
    handle = editor.splitter.handle(1)
    middle = QPoint(handle.width() // 2, handle.height() // 2)
    qtbot.mousePress(handle, Qt.MouseButton.LeftButton, pos=middle)
    qtbot.mouseMove(handle, middle + QPoint(by // 2, 0))
    qtbot.mouseMove(handle, middle + QPoint(by, 0))
    qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=middle + QPoint(by, 0))


def reopened(qtbot: QtBot, store: Store) -> RulesetEditor:
    """House Rules opened again (Game > House Rules...)."""
    again = RulesetEditor(store)
    qtbot.addWidget(again)
    again.show()
    again.resize(1016, 704)  # the window on a 1024 x 768 screen, less its frame
    qtbot.waitUntil(lambda: again.splitter.width() > 900)
    return again


@pytest.mark.slow
def test_the_handle_stays_where_dragged_when_opened_again_in_another_language(
        qtbot: QtBot, store: Store, speak: Language) -> None:
    editor = reopened(qtbot, store)
    before = sizes(editor)[0]
    drag_handle(qtbot, editor, 25)
    dragged = sizes(editor)[0]
    assert dragged > before  # the list wider by the drag
    editor.close()
    again = reopened(qtbot, store)
    assert sizes(again)[0] == dragged  # it opened as wide as its names again
    again.close()
    speak.install("de")  # Settings > Language: the window is made again, House Rules too
    german = reopened(qtbot, store)
    assert german.list.item(0).text() == "Kniffel (eingebaut)"
    # where it was dragged, unless German's buttons under the list need more
    assert sizes(german)[0] == max(dragged, german.rulesets.minimumSizeHint().width())
