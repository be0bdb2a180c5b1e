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


def reviews_pending(path: Path, filters: Filters) -> int:
    """How many finished games' seats of the history at ``path`` the current engines have
    not reviewed yet (a quick count, before starting a worker for them)."""
    from yachtdice.store import Store
    from yachtdice.store.modes import review_version
    from yachtdice.store.stats import unreviewed

    with Store.open(path) as store:
        return len(unreviewed(store, filters, review_version()))


def review(report: Report, path: Path, filters: Filters, folder: Path,
           stood_in: StoodIn | None = None) -> int:
    """Review the finished games of the history at ``path`` not yet reviewed (Statistics'
    reviews), judged against the strategy tables kept in ``folder``, each seat's own play
    (``stood_in``: the turns a computer played for an away player, by game, left out),
    reporting (done, total); returns how many were reviewed."""
    from yachtdice.store.stats import review_missing

    return review_missing(path, filters, folder, lambda done, total: report((done, total)),
                          stood_in)
