"""The program leaving an online room mid-game: the room's question answered before the
program goes on (a language switch, quitting from the main window), and the program's own
end (the desktop session ending, ``QApplication.quit()``), which cannot wait for one."""

from __future__ import annotations

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QMessageBox


def wait_for_answer(question: QMessageBox) -> None:
    """Run the event loop until ``question`` is answered or gone (as a modal question is
    answered: House Rules'), its window-modal box left as it is."""
    waiting = QEventLoop()
    question.finished.connect(waiting.quit)
    question.destroyed.connect(waiting.quit)
    run_until_answered = waiting.exec  # Qt's event loop, not Python's exec
    run_until_answered()
