"""House Rules says which ruleset it saved with the name last: a name that ends in its own
"!!", "?" or "." is not followed by another stop ("Saved Family!!." read as a typo); a name
without one ends the sentence with the status line's own stop. In English and German."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from yachtdice.store import Store
from yachtdice.ui.i18n import Language

from .test_buttons_editor import leave
from .test_language_windows import german  # noqa: F401 (the fixture)
from .test_ruleset_editor import click, make_editor, type_name


def saved_as(qtbot: QtBot, tmp_path: Path, name: str, new_from_yatzy: str = "From Yatzy"
             ) -> str:
    """The status line after Save of a copy of Yatzy (New ▸ ``new_from_yatzy``) named
    ``name``."""
    editor = make_editor(qtbot, Store.open(tmp_path / "saved.sqlite3"))
    next(a for a in editor.new_menu.actions() if a.text() == new_from_yatzy).trigger()
    type_name(qtbot, editor, name)
    click(qtbot, editor.save_button)
    said = editor.status.text()
    leave(editor)
    return said


@pytest.mark.parametrize(("name", "said"), [
    ("Family!!", "Saved: Family!!"), ("Why not?", "Saved: Why not?"),
    ("Mrs. B.", "Saved: Mrs. B."), ("Our Rules", "Saved: Our Rules.")])
def test_the_saved_message_puts_no_stop_after_the_names_own(qtbot: QtBot, tmp_path: Path,
                                                            name: str, said: str) -> None:
    assert saved_as(qtbot, tmp_path, name) == said


def test_the_saved_message_in_german(qtbot: QtBot, tmp_path: Path,
                                     german: Language) -> None:  # noqa: F811
    assert saved_as(qtbot, tmp_path, "Family!!", "Aus Yatzy") == "Gespeichert: Family!!"
