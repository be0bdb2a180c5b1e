"""Statistics' reviews of finished games, as run in a worker process (:mod:`.process`):
``review(report, *args)``, as every work is; it imports no Qt (the worker never does). What
a game's review judges against is asked of the game (:mod:`yachtdice.store.modes`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from yachtdice.store.stats import Filters, StoodIn

Report = Callable[[object], None]  # what a worker process sends back to the job


def review(report: Report, path: Path, filters: Filters, folder: Path,
           stood_in: StoodIn | None = None) -> int:
    """Review the finished games of the history at ``path`` not yet reviewed (Statistics'
    reviews), judged against the strategy tables kept in ``folder``, each seat's own play
    (``stood_in``: the turns a computer played for an away player, by game, left out),
    reporting (done, total); returns how many were reviewed."""
    from yachtdice.store.stats import review_missing

    return review_missing(path, filters, folder, lambda done, total: report((done, total)),
                          stood_in)
