"""The score table of the rules on the table, built off the GUI thread when a game is dealt.

The card's previews and every score read the ruleset's score table
(:func:`~yachtdice.core.modes.pips.table.score_table`). Built on the GUI thread at the
first roll it held the window about 0.1 s the first time in a process (NumPy is imported
with the first table). So a deal has the application's job runner build it (the runner
holds jobs until the first window is painted): by the time the dice have settled it is
there. A roll that comes sooner waits only for the rest of that build, never for a
second one.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.table import built_table, score_table
from yachtdice.ui.jobs.runner import Job, app_runner


def build_in_background(rules: Ruleset) -> Job[object, None] | None:
    """Have the job runner build ``rules``' score table unless it is built; the job, or
    None (built already, or no application to run it)."""
    app = QCoreApplication.instance()
    if app is None or built_table(rules) is not None:
        return None

    def build(_job: Job[object, None]) -> object:
        score_table(rules)
        return None

    return app_runner().submit(build, app, name="score-table")
