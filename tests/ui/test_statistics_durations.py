"""Time played at the extremes of the accepted dates (issue 37): a game from 1970-01-02 to
2040-01-01 showed "Time played -26994 h", its seconds packed in 32 bits. The figure is
driven through `yachtdice-cli stats --json` and the Statistics window's headline."""

from __future__ import annotations

import json
import os
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import HERE, Store
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..cli.helpers import run_bytes
from ..store.stats_history import yacht

FIRST = datetime(1970, 1, 2, tzinfo=UTC)  # the accepted dates (docs/manual/your-data.md)
LAST = datetime(9998, 12, 31, 23, 59, 59, tzinfo=UTC)
SPAN = int((LAST - FIRST).total_seconds())


def shown(seconds: int) -> str:
    """The headline's figure, by hand: whole hours and minutes."""
    hours, rest = divmod(seconds, 3600)
    return f"{hours} h {rest // 60:02d} min" if hours else f"{rest // 60} min"


def time_played_is_the_whole_length(qtbot: QtBot, private_data_dir: Path, start: int,
                                    length: int) -> None:
    """A game started ``start`` seconds after the first accepted date and lasting ``length``
    (cut at the last): `stats --json` and the Statistics window say its whole length."""
    started = FIRST + timedelta(seconds=start)
    ended = started + timedelta(seconds=min(length, SPAN - start))  # cut at the last date
    seconds = int((ended - started).total_seconds())
    os.environ["YACHTDICE_DATA_DIR"] = tempfile.mkdtemp(dir=private_data_dir)
    with Store.open() as store:
        store.record_game(yacht([(6, 6, 6, 6, 6)], ["Ann"]), started=started.isoformat(),
                          ended=ended.isoformat(), origin=HERE)  # Statistics counts it
    status, out, err = run_bytes(["stats", "--json"])
    assert (status, err) == (0, "")
    assert json.loads(out)["seconds_played"] == seconds
    with Store.open() as store:
        window = StatisticsWindow(store, [preset("yacht")], [].append, None)
        qtbot.addWidget(window)
        window.show()
        assert window.figures["time"].text() == shown(seconds)
        window.close()
        QApplication.processEvents()


def test_a_game_from_1970_to_2040_is_played_for_its_whole_length(
        qtbot: QtBot, private_data_dir: Path) -> None:
    # the report's game: 25,566 days, 613,584 hours, not -26994 h
    time_played_is_the_whole_length(qtbot, private_data_dir, 0, int(
        (datetime(2040, 1, 1, tzinfo=UTC) - FIRST).total_seconds()))


@pytest.mark.slow  # a window per example: the case above is the fast loop's
@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(start=st.integers(0, SPAN), length=st.integers(0, SPAN))
@example(start=0, length=SPAN)
@example(start=SPAN, length=0)
@example(start=31_536_001, length=253_370_678_399)  # past year 9999 before the cut (CI, stop 39)
def test_time_played_is_the_games_whole_length(qtbot: QtBot, private_data_dir: Path,
                                               start: int, length: int) -> None:
    time_played_is_the_whole_length(qtbot, private_data_dir, start, length)
