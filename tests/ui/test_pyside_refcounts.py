"""Guard against a PySide6 refcount bug: reading an empty value through some Qt APIs
(QModelIndex.data, QObject.property) returns None without a reference, and enough of
those crash the interpreter ("deallocating None"). Our paints and updates must not."""

from __future__ import annotations

import gc
import sys
import threading

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from .conftest import MakeWindow


def none_refs() -> int:
    gc.collect()
    return sys.getrefcount(None)


@pytest.mark.slow
def test_painting_and_playing_do_not_lose_references_to_none(qtbot: QtBot,
                                                            make_window: MakeWindow) -> None:
    window = make_window()
    # the strategy the window prepares in the background takes and drops references to
    # None on its own thread: let it finish first, so only the paints below are counted
    qtbot.waitUntil(lambda: not any(t.name == "solve" for t in threading.enumerate()),
                    timeout=60_000)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    before = none_refs()
    for _ in range(40):
        window.scorecard.viewport().repaint()
        window.tray.repaint()
        window.resize(window.width() + 1, window.height())
        qtbot.keyClick(window.scorecard, Qt.Key.Key_Down)
    assert none_refs() >= before - 5  # small wobble from caches, not hundreds per paint


def test_the_qt_binding_keeps_references_to_none() -> None:
    """PySide6 6.12.0 under Python 3.11 returns None from every void method without a
    reference (pyproject.toml caps the version for this reason)."""
    from PySide6.QtCore import QObject

    holder = QObject()
    before = none_refs()
    for _ in range(200):
        holder.setObjectName("x")
        holder.blockSignals(False)
    assert none_refs() >= before - 5
