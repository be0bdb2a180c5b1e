"""House Rules never stores a ruleset whose name another of the player's rulesets has
(issue 36): the close prompt's Save saved "quick four" beside "Quick Four" although the form
refused the name, after which the list, New Game and `rules list` showed both and "Delete
Quick Four?" did not say which; with problems left, the prompt's default Save did nothing
and said nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import Store
from yachtdice.ui.windows.house_rules.window import RulesetEditor

from ..cli.helpers import run_bytes
from .test_buttons_editor import answer_next_modal, leave, press_button, press_enter
from .test_buttons_editor import store as store  # the fixture, shared
from .test_ruleset_editor import click, make_editor, new_from, type_name


def quick_four(store: Store, name: str = "Quick Four", rid: str = "quick-four") -> None:
    data = preset("yacht").to_dict()
    data["id"], data["name"] = rid, name
    store.save_ruleset(type(preset("yacht")).from_dict(data))


def seen_by(qtbot: QtBot, then: Callable[[QMessageBox | QInputDialog], None],
            seen: list[tuple[str, list[str]]]) -> Callable[[QMessageBox | QInputDialog], None]:
    """Note the question's text and buttons, then answer it with ``then``."""
    def note(modal: QMessageBox | QInputDialog) -> None:
        if isinstance(modal, QMessageBox):
            seen.append((modal.text(), sorted(b.text().replace("&", "") for b in
                                              modal.findChildren(QAbstractButton)
                                              if b.isVisible())))
        then(modal)
    return note


@pytest.fixture(autouse=True)
def no_question_left_open(qtbot: QtBot) -> object:
    """A failing check must not leave a question open (the test would hang, not fail)."""
    yield None
    for widget in list(QApplication.topLevelWidgets()):
        if isinstance(widget, RulesetEditor):
            leave(widget)


@pytest.mark.slow
@pytest.mark.parametrize("answer", ["Enter", "Cancel", "Discard"])
def test_closing_with_a_name_taken_offers_no_save(qtbot: QtBot, store: Store,
                                                  tmp_path: Path, answer: str) -> None:
    quick_four(store)
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    type_name(qtbot, editor, "quick four")
    assert not editor.save_button.isEnabled()  # the form refuses the name
    seen: list[tuple[str, list[str]]] = []
    asked = answer_next_modal(seen_by(qtbot, press_enter(qtbot) if answer == "Enter"
                                      else press_button(qtbot, answer), seen))
    click(qtbot, editor.close_button)
    assert asked == ["Unsaved changes"]
    [(text, buttons)] = seen
    assert buttons == ["Cancel", "Discard"]
    assert text == ("The changes to quick four cannot be saved while the rules have "
                    "problems (shown in the form). Discard them?")
    assert [r.name for r in store.saved_rulesets()] == ["Quick Four"]
    if answer == "Discard":
        assert not editor.isVisible()
    else:  # Cancel is the default: the window stays, with what was typed
        assert editor.isVisible() and editor.data["name"] == "quick four"
        type_name(qtbot, editor, "Quick Five")
        click(qtbot, editor.save_button)
        assert sorted(r.name for r in store.saved_rulesets()) == ["Quick Five", "Quick Four"]
    status, out, _err = run_bytes(["rules", "list"])
    assert status == 0 and out.lower().count("quick four") <= 1  # never two


def test_delete_says_which_of_two_of_one_name_it_means(qtbot: QtBot, store: Store) -> None:
    # two of one name, saved before this was refused
    quick_four(store)
    quick_four(store, "quick four", "quick-four-2")
    editor = make_editor(qtbot, store)
    items = editor.rulesets.list
    row = next(i for i in range(items.count()) if items.item(i).text() == "quick four")
    items.setCurrentRow(row)
    assert editor.saved is not None and editor.saved["id"] == "quick-four-2"
    seen: list[tuple[str, list[str]]] = []
    answer_next_modal(seen_by(qtbot, press_button(qtbot, "No"), seen))
    click(qtbot, editor.delete_button)
    assert seen[0][0].startswith("Delete quick four (quick-four-2)? ")
    assert len(store.saved_rulesets()) == 2
