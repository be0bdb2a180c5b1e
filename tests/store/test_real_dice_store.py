"""A game of real dice in the store: kept as one while it is played, exported and imported
with its dice typed in (``{"entered": [...]}``) and its kind of dice."""

from __future__ import annotations

import json
from pathlib import Path

from yachtdice.core import Entered, GameRecord, Player, Score
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import IMPORTED, REAL, Store
from yachtdice.store.stats import PLAYED_AT_HOME, Filters, statistics


def real_yacht() -> GameRecord:
    """Ann's Yacht with real dice: each box filled with 1 2 3 4 6 (no pattern), Yacht 5s."""
    record = GameRecord.new(preset("yacht"), [Player("Ann")])
    while not record.state.finished:
        box = record.state.card.open_ids[0]
        dice = (5, 5, 5, 5, 5) if box == "yacht" else (1, 2, 3, 4, 6)
        record = record.then(Entered(dice)).then(Score(box))
    return record


def test_a_game_of_real_dice_travels_whole(tmp_path: Path) -> None:
    record = real_yacht()
    with Store.open(tmp_path / "a.sqlite3") as here:
        game_id = here.start_game(GameRecord.new(record.ruleset, record.players), dice=REAL)
        for n in range(1, len(record.actions) + 1):
            here.save_progress(game_id, GameRecord(record.ruleset, record.players,
                                                   record.actions[:n]))
        stored = here.game(game_id)
        assert stored.dice == REAL and stored.record.actions == record.actions
        assert statistics(here, PLAYED_AT_HOME).games == 1
        exported = json.loads(json.dumps(here.export()))
    assert '"entered": [5, 5, 5, 5, 5]' in json.dumps(exported)
    with Store.open(tmp_path / "b.sqlite3") as there:
        assert there.import_history(exported).games_added == 1
        [summary] = there.history()
        assert (summary.origin, summary.dice) == (IMPORTED, REAL)
        again = there.game(summary.id)
        assert again.record.actions == record.actions
        assert again.record.state.cards[0].grand_total == record.state.cards[0].grand_total
        # an imported game of real dice counts once its origin is asked for too
        assert statistics(there, PLAYED_AT_HOME).games == 0
        assert statistics(there, Filters(origins=(IMPORTED,), dice=(REAL,))).games == 1
