"""A refused file is said in the window's language (issue 36: German error reasons stayed
English, "cannot write '…': it is a symbolic link"); the command line keeps the English."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from yachtdice.store import Store
from yachtdice.store.safe_files import FileRefused, shown, write_file
from yachtdice.ui.i18n import ENGLISH, Language

from ..ui.test_ruleset_editor import (  # noqa: F401 - the fixture answers "Discard" on closing
    click,
    make_editor,
    unsaved_changes_are_discarded,
)

pytestmark = pytest.mark.skipif(not hasattr(os, "symlink"), reason="links are POSIX")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "history.sqlite")
    yield s
    s.close()


@pytest.fixture
def german(qapp: QCoreApplication) -> Iterator[None]:
    language = Language()
    language.install("de")
    yield
    language.install(ENGLISH)


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_the_english_refusal_is_unchanged_for_the_command_line(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    target.symlink_to(tmp_path / "victim.txt")
    with pytest.raises(FileRefused) as refused:
        write_file(target, "{}")
    assert str(refused.value) == (f"cannot write {shown(target)}: it is a symbolic link, not "
                                  "a regular file; nothing was written")


def test_house_rules_says_in_german_why_a_link_is_not_written(
        qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        german: None) -> None:
    target = tmp_path / "out.json"
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    target.symlink_to(victim)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    editor = make_editor(qtbot, store)
    next(a for a in editor.new_menu.actions() if a.text() == "Aus Yacht").trigger()
    click(qtbot, editor.export_button)
    assert editor.status.text() == (
        f"Nichts exportiert: {shown(target)} kann nicht geschrieben werden: es ist eine "
        "symbolische Verknüpfung, keine normale Datei; nichts wurde geschrieben.")
    assert victim.read_text() == "precious"
