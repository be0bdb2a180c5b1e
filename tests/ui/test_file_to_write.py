"""Issue 37's red team on the window's one way to choose a file to write: the name written
(its extension added) is the name checked and confirmed; a link, a pipe, a device or a
folder there is refused in one sentence before anything opens it; Qt's own "Print to File"
goes the same way. Nothing frozen, nothing overwritten, nothing written through a link."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QLineEdit,
    QMessageBox,
    QPushButton,
)
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import Store
from yachtdice.store.safe_files import shown
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..pdf_text import needs_poppler, pdf_rows
from ..store.helpers import play
from .conftest import MakeWindow
from .print_options import accept_options
from .test_print_cards import played

POSIX = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes and links are POSIX")


@pytest.fixture
def answer(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Qt's save dialog, answered with the name put in the list; it must never be the one
    that asks about replacing a file (it would ask before the extension is added)."""
    names: list[str] = []

    def ask(*_args: object, **kwargs: object) -> tuple[str, str]:
        assert kwargs.get("options") == QFileDialog.Option.DontConfirmOverwrite
        return names.pop(0), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    yield names


def boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


def special(kind: str, where: Path, victim: Path) -> Path:
    """A file that is not a regular file, of ``kind``, at ``where``."""
    if kind == "symbolic link":
        where.symlink_to(victim)
    elif kind == "named pipe (FIFO)":
        os.mkfifo(where)
    else:
        where.mkdir()
    return where


# -- the final name is the name confirmed -------------------------------------------------------
@pytest.mark.slow
@needs_poppler
def test_a_name_typed_without_pdf_asks_before_replacing_the_pdf_it_means(
        qtbot: QtBot, make_window: MakeWindow, answer: list[str], tmp_path: Path) -> None:
    """Save Score Card as PDF… with "card" typed while card.pdf exists: the question names
    card.pdf; Cancel keeps it, Replace writes the card over it."""
    window = played(qtbot, make_window)
    old = tmp_path / "card.pdf"
    old.write_bytes(b"last week's card")
    answer.append(str(tmp_path / "card"))
    window.menus.pdf_action.trigger()
    accept_options(qtbot)
    qtbot.waitUntil(lambda: len(boxes()) == 1)
    box = boxes()[0]
    assert box.text() == "card.pdf exists already. Replace it?"
    cancel = box.button(QMessageBox.StandardButton.Cancel)
    assert box.defaultButton() is cancel  # Enter keeps the old file
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not boxes())
    assert old.read_bytes() == b"last week's card"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["card.pdf"]

    answer.append(str(tmp_path / "card"))
    window.menus.pdf_action.trigger()
    accept_options(qtbot)
    qtbot.waitUntil(lambda: len(boxes()) == 1)
    replace = next(b for b in boxes()[0].buttons() if b.text() == "&Replace")
    qtbot.mouseClick(replace, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.message_label.text() == "Saved the score card as card.pdf.")
    assert "Sixes 18" in pdf_rows(old)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["card.pdf"]


@POSIX
@pytest.mark.parametrize("kind", ["symbolic link", "named pipe (FIFO)", "folder"])
def test_the_score_card_never_goes_into_a_link_pipe_or_folder_at_its_final_name(
        qtbot: QtBot, make_window: MakeWindow, answer: list[str], tmp_path: Path,
        kind: str) -> None:
    window = played(qtbot, make_window)
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    target = special(kind, tmp_path / "card.pdf", victim)
    answer.append(str(tmp_path / "card"))  # the bare name: .pdf is added, then checked
    window.menus.pdf_action.trigger()
    accept_options(qtbot)
    assert window.message_label.text() == (
        f"The score card was not saved: cannot write {shown(target)}: it is a {kind}, not a "
        "regular file; nothing was written.")
    assert not boxes() and victim.read_text() == "precious"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["card.pdf", "victim.txt"]


# -- Statistics: the same door ------------------------------------------------------------------
@pytest.fixture
def statistics(qtbot: QtBot, tmp_path: Path) -> Iterator[StatisticsWindow]:
    store = Store.open(tmp_path / "stats.sqlite3")
    store.record_game(play("yacht", ["Ann"], seed=1), origin="here")
    window = StatisticsWindow(store, [preset("yacht")], lambda _id: None, None,
                              reference=lambda rules: None)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()
    store.close()


@POSIX
def test_statistics_csv_checks_the_name_with_csv_added(
        qtbot: QtBot, statistics: StatisticsWindow, answer: list[str], tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    victim = out / "victim.txt"
    victim.write_text("precious")
    target = special("symbolic link", out / "games.csv", victim)
    answer.append(str(out / "games"))
    qtbot.mouseClick(statistics.csv_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(boxes()) == 1)
    assert boxes()[0].text() == (f"Cannot write {shown(target)}: it is a symbolic link, not a "
                                 "regular file; nothing was written.")
    assert victim.read_text() == "precious" and target.is_symlink()
    assert sorted(p.name for p in out.iterdir()) == ["games.csv", "victim.txt"]
    boxes()[0].close()

    answer.append(str(out / "scores"))  # a new name: written at once, with .csv added
    qtbot.mouseClick(statistics.csv_button, Qt.MouseButton.LeftButton)
    assert (out / "scores.csv").read_text().startswith("game,")


# -- Qt's own Print to File ---------------------------------------------------------------------
def _answer_qts_questions(text: str) -> QTimer:
    """Qt's print dialog asks about an existing file in a box of its own (modal, in its own
    loop): a timer of the test's presses ``text`` on it as a player would."""
    timer = QTimer()
    timer.setInterval(20)

    def answer() -> None:
        for box in boxes():
            button = next((b for b in box.buttons() if b.text().replace("&", "") == text), None)
            if button is not None:
                button.click()

    timer.timeout.connect(answer)
    timer.start()
    return timer


@POSIX
@needs_poppler
@pytest.mark.qt_log_ignore("This plugin does not support")  # Qt's own question, offscreen
@pytest.mark.parametrize("kind", ["symbolic link", "named pipe (FIFO)", "folder", None,
                                  "old card"])
def test_print_to_file_is_checked_and_written_as_every_other_file(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, kind: str | None) -> None:
    """Print Score Card… ▸ Print to File (PDF) aimed at a link, a pipe or a folder: one
    sentence, the window alive, nothing written through the link; at a new name, or over an
    old card after Qt's own "overwrite?", the card, written whole."""
    from PySide6.QtPrintSupport import QPrintDialog

    window = played(qtbot, make_window)
    before = window.message_label.text()
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    target = tmp_path / "card.pdf"
    if kind == "old card":
        target.write_bytes(b"last week's card")
    elif kind is not None:
        special(kind, target, victim)
    window.menus.print_action.trigger()
    accept_options(qtbot)

    def dialogs() -> list[QPrintDialog]:
        return [w for w in QApplication.topLevelWidgets()
                if isinstance(w, QPrintDialog) and w.isVisible()]

    qtbot.waitUntil(lambda: len(dialogs()) == 1)
    dialog = dialogs()[0]
    printers = dialog.findChild(QComboBox, "printers")
    printers.setCurrentIndex(printers.findText("Print to File (PDF)"))
    name = dialog.findChild(QLineEdit, "filename")
    name.clear()
    qtbot.keyClicks(name, str(target))
    button = next(b for b in dialog.findChildren(QPushButton) if b.text() == "&Print")
    yes = _answer_qts_questions("Yes")  # "overwrite?" is Qt's question: the player says yes
    try:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.message_label.text() != before)
    finally:
        yes.stop()
    said = window.message_label.text()
    if kind in (None, "old card"):
        assert said == "Printed the score card to card.pdf."
        assert "Sixes 18" in pdf_rows(target)
    else:
        assert said == (f"The score card was not printed: cannot write {shown(target)}: it "
                        f"is a {kind}, not a regular file; nothing was written.")
        assert stat.S_ISLNK(target.lstat().st_mode) == (kind == "symbolic link")
    assert victim.read_text() == "precious"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["card.pdf", "victim.txt"]
