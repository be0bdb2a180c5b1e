"""House Rules ▸ Import… of a named pipe, a device or a folder (issue 37): the pipe froze the
whole window (it was opened blocking, waiting for a writer); now each is refused in New
Game's sentence before it is opened, and nothing is imported."""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from yachtdice.store import Store

from .test_ruleset_editor import click, make_editor


def _unblock(fifo: Path) -> None:
    """Open the pipe for writing and close it: a reader waiting on it reads an empty file
    (so a regression fails this test instead of hanging it)."""
    with contextlib.suppress(OSError):  # nobody was waiting on it
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_import_refuses_a_pipe_a_device_and_a_folder_without_waiting(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store.open(tmp_path / "h.sqlite3")
    fifo = tmp_path / "rules.json"
    os.mkfifo(fifo)
    (tmp_path / "folder.json").mkdir()
    editor = make_editor(qtbot, store)
    cases = {str(fifo): "rules.json", str(tmp_path / "folder.json"): "folder.json",
             "/dev/zero": "zero"}
    watchdog = threading.Timer(10, _unblock, [fifo])
    watchdog.start()
    try:
        for path, name in cases.items():
            monkeypatch.setattr(QFileDialog, "getOpenFileName",
                                lambda *_a, p=path: (p, "Rulesets (*.json)"))
            click(qtbot, editor.import_button)
            assert editor.status.text() == (f"Nothing was imported: {name} is not a file "
                                            "(a folder, pipe or device).")
    finally:
        watchdog.cancel()
    assert store.custom_rulesets() == []
    store.close()
