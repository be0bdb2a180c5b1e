"""A real history file from before modes, and real version-1 records, under the mode seam.

``data/history-v5-pips.sqlite3.gz`` was written by Yacht Dice as it was before modes
(commit 8e83366, schema version 5): a finished two-person Yahtzee game with holds and
an Undo, a finished Yatzy game against the Beginner, and a Maxi Yatzy game left in
progress mid-turn. ``data/records-v1.json`` holds the same three games as that version
exported them (game format version 1), with the totals it computed.
"""

from __future__ import annotations

import gzip
import json
import sqlite3
from pathlib import Path

from yachtdice.core import GameRecord, Hold, Roll, Score
from yachtdice.store import Store
from yachtdice.store.schema import MIGRATIONS

DATA = Path(__file__).parent / "data"


def old_records() -> dict[str, object]:
    loaded: dict[str, object] = json.loads((DATA / "records-v1.json").read_text())
    return loaded


def copy_of_old_history(tmp_path: Path) -> Path:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(gzip.decompress((DATA / "history-v5-pips.sqlite3.gz").read_bytes()))
    return path


def test_version_1_records_read_and_replay_to_the_totals_the_old_version_computed():
    data = old_records()
    totals = data["totals"]
    for key, expected in (("finished_yahtzee", totals["yahtzee"]),
                          ("finished_yatzy", totals["yatzy"])):
        raw = data[key]
        assert raw["version"] == 1 and "mode" not in raw
        record = GameRecord.from_dict(raw)
        assert record.mode.id == "pips" and record.state.finished
        assert [c.grand_total for c in record.state.cards] == expected
        # written again as version 2, the log is the same and replays the same
        again = record.to_dict()
        assert again["mode"] == "pips" and again["actions"] == raw["actions"]
        assert GameRecord.from_dict(again).state == record.state
    maxi = GameRecord.from_dict(data["maxi_in_progress"])
    assert not maxi.state.finished and maxi.state.held == frozenset({2, 3})
    assert isinstance(maxi.actions[-1], Hold) and isinstance(maxi.actions[-2], Roll)
    assert sum(isinstance(a, Score) for a in maxi.actions) == 5


def test_a_version_5_history_migrates_and_every_game_replays_unchanged(tmp_path: Path):
    path = copy_of_old_history(tmp_path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 5
    conn.close()
    data = old_records()
    with Store.open(path) as store:
        assert store._conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        modes = {m for (m,) in store._conn.execute("SELECT mode FROM games")}
        assert modes == {"pips"}
        # the game in progress is offered again, exactly where it was left
        resumed = store.in_progress()
        assert resumed is not None
        assert resumed.record.state == GameRecord.from_dict(data["maxi_in_progress"]).state
        # the finished games replay to the same states and keep their high scores
        by_rules = {}
        for (game_id,) in store._conn.execute("SELECT id FROM games WHERE status = 'finished'"):
            record = store.game(game_id).record
            by_rules[record.ruleset.id] = record
        assert by_rules["yahtzee"].state == GameRecord.from_dict(
            data["finished_yahtzee"]).state
        assert by_rules["yatzy"].state == GameRecord.from_dict(data["finished_yatzy"]).state
        assert [h.score for h in store.high_scores("yahtzee")] == [142, 86]
        assert [(h.score, h.computer) for h in store.high_scores(
            "yatzy", include_computer=True)] == [(113, False), (86, True)]
        summary = store.player_summary("Ann", "yahtzee")
        assert summary.games == 1 and summary.best == 142
        # a game saved after the migration extends the old log
        record = resumed.record.then(Hold((2,)))
        store.save_progress(resumed.id, record)
        assert store.game(resumed.id).record.actions == record.actions
