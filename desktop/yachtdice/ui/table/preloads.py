"""What a game loads before its claims are judged and its computers play (the word list),
loaded once per game, off the GUI thread, as a job of the runner (it takes a second or two
the first time)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from yachtdice.ui.i18n import translated
from yachtdice.ui.jobs.runner import Job, app_runner
from yachtdice.ui.modes import Preload


class Preloads(QObject):
    """What each game loaded before play, by mode id; :meth:`load` loads a game's."""

    ready = Signal(str)    # the mode id whose load is loaded
    failed = Signal(str)   # why it could not be loaded (the next game that needs it tries again)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._loaded: dict[str, object] = {}
        self._loading: Job[object, None] | None = None

    def get(self, mode_id: str) -> object:
        """What the game ``mode_id`` loaded (None: nothing yet, or nothing to load)."""
        return self._loaded.get(mode_id)

    def load(self, preload: Preload, mode_id: str) -> bool:
        """Load ``preload`` for the game ``mode_id``, unless it is loaded already (True) or
        being loaded (:attr:`ready` says when it is)."""
        if mode_id in self._loaded:
            return True
        if self._loading is None:
            self._loading = app_runner().submit(
                lambda _job: preload.load(), self, name=preload.name,
                done=lambda loaded: self._done(mode_id, loaded),
                failed=self._failed, failure=translated(preload.failure))
        return False

    def _done(self, mode_id: str, loaded: object) -> None:
        self._loading = None
        self._loaded[mode_id] = loaded
        self.ready.emit(mode_id)

    def _failed(self, reason: str) -> None:
        self._loading = None  # the next game that needs it tries again
        self.failed.emit(reason)
