"""High scores that mean something (issue 9 §4): a built-in table holds only games played under
exactly those rules, claimed totals must equal the replay, record and import are all or
nothing, and saving over a ruleset asks first."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from yachtdice.cli.app import main
from yachtdice.core import GameRecord, Player, Roll, Score
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import Store, StoreError

from .helpers import play, yacht_game


def forged_yahtzee_game(name: str = "Mallory") -> GameRecord:
    """A Yahtzee-id game whose rules were changed: every fixed box is worth 10,000."""
    real = preset("yahtzee")
    forged = replace(real, categories=tuple(
        replace(c, points=10_000) if c.points else c for c in real.categories))
    assert forged.id == "yahtzee" and forged != real
    record = GameRecord.new(forged, [Player(name)])
    for box in forged.category_ids:  # roll a large straight every turn, score each box
        record = record.then(Roll((2, 3, 4, 5, 6))).then(Score(box))
    return record


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_a_changed_ruleset_under_a_built_in_id_is_filed_as_its_own(store: Store) -> None:
    honest = store.record_game(play("yahtzee", ["Ann"], seed=5))
    forged = store.record_game(forged_yahtzee_game())
    assert [h.game_id for h in store.high_scores("yahtzee")] == [honest]
    played = store.rulesets_played()
    [own] = [rid for rid in played if rid != "yahtzee"]
    assert own.startswith("yahtzee~") and own != "yahtzee"
    [mallory] = store.high_scores(own)
    assert (mallory.name, mallory.game_id) == ("Mallory", forged)
    # the large straight (10,000) and the small straight (10,000) on 2-3-4-5-6, chance 20,
    # upper boxes 2+3+4+5+6 = 20: 20,040 points; the forged rules are kept exactly
    assert mallory.score == 20_040
    assert store.game(forged).record.ruleset == forged_yahtzee_game().ruleset
    assert store.ruleset_name(own) == "Yahtzee (custom)"  # not the official one
    assert [h.name for h in store.high_scores("yahtzee")] == ["Ann"]


def test_exactly_the_built_in_rules_count_under_the_built_in(store: Store) -> None:
    same = GameRecord.from_json(play("yatzy", ["Bo"], seed=2).to_json())  # via JSON: equal
    store.record_game(same)
    assert store.rulesets_played() == ["yatzy"]


def exported(tmp_path: Path, *records: GameRecord) -> dict[str, Any]:
    with Store.open(tmp_path / "other.sqlite3") as other:
        for r in records:
            other.record_game(r)
        return other.export()


def test_export_carries_totals_and_import_checks_them_against_the_replay(
        store: Store, tmp_path: Path) -> None:
    data = exported(tmp_path, yacht_game((6, 6, 6, 6, 6), ["Ann"]),
                    yacht_game((5, 5, 5, 5, 5), ["Bob", "Cy"]))
    assert [g["totals"] for g in data["games"]] == [[30], [25, 25]]  # sum of the choice roll
    lying = copy.deepcopy(data)
    lying["games"][1]["totals"] = [25, 40_032]
    with pytest.raises(StoreError, match=r"games\[1\]\.totals: the file claims \[25, 40032\] "
                                         r"but replaying its log scores \[25, 25\]"):
        store.import_history(lying)
    assert store.history(finished_only=False) == []  # nothing stored
    assert store.import_history(data).games_added == 2


def test_a_repeated_uid_with_different_content_refuses_the_whole_file(
        store: Store, tmp_path: Path) -> None:
    data = exported(tmp_path, yacht_game((6, 6, 6, 6, 6), ["Ann"]),
                    yacht_game((5, 5, 5, 5, 5), ["Bob"]))
    data["games"][1]["uid"] = data["games"][0]["uid"]
    with pytest.raises(StoreError, match=r"games\[0\] and games\[1\] share the uid"):
        store.import_history(data)
    assert store.history(finished_only=False) == []
    same_twice = copy.deepcopy(data)
    same_twice["games"][1] = copy.deepcopy(same_twice["games"][0])
    result = store.import_history(same_twice)  # the very same entry twice is one game
    assert (result.games_added, len(store.history())) == (1, 1)


def test_import_refuses_a_date_that_is_not_a_date(store: Store, tmp_path: Path) -> None:
    data = exported(tmp_path, yacht_game((6, 6, 6, 6, 6), ["Ann"]))
    data["games"][0]["ended"] = "2026-01-01\nsecond line\x1b[2J"
    with pytest.raises(StoreError, match=r"games\[0\]\.ended: must be a date and time like"):
        store.import_history(data)


def test_record_of_a_list_is_all_or_nothing(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    games = [yacht_game((6, 6, 6, 6, 6), ["Ann"]).to_dict(),
             yacht_game((5, 5, 5, 5, 5), ["Bob"]).to_dict(),
             play("yacht", ["Cy"], stop_after=5).to_dict()]
    path = tmp_path / "three.json"
    path.write_text(json.dumps(games))
    status, out, err = cli(capsys, "record", str(path))
    assert status == 2 and out == "" and err.count("\n") == 1
    assert "record 3: Only a finished game" in err
    status, out, _ = cli(capsys, "history", "--json")
    assert json.loads(out)["games"] == []


def test_record_refuses_claimed_totals_that_the_log_does_not_make(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    good = yacht_game((6, 6, 6, 6, 6), ["Ann"]).to_dict()
    bad = dict(yacht_game((5, 5, 5, 5, 5), ["Mallory"]).to_dict(), totals=[40_032])
    path = tmp_path / "two.json"
    path.write_text(json.dumps([dict(good, totals=[30]), bad]))
    status, _, err = cli(capsys, "record", str(path))
    assert status == 2 and "record 2: totals: the file claims [40032]" in err
    assert "scores [25]" in err
    status, out, _ = cli(capsys, "history", "--json")
    assert json.loads(out)["games"] == []


def test_rules_save_over_a_different_saved_ruleset_needs_replace(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    house = replace(preset("yacht"), id="house", name="House", rolls_per_turn=4)
    path = tmp_path / "house.json"
    path.write_text(house.to_json())
    assert cli(capsys, "rules", "save", str(path))[0] == 0
    game = tmp_path / "game.json"
    record = GameRecord.new(house, [Player("Ann")])
    for box in house.category_ids:
        record = record.then(Roll((1, 2, 3, 4, 6))).then(Score(box))
    game.write_text(record.to_json())
    assert cli(capsys, "record", str(game))[0] == 0

    path.write_text(replace(house, rolls_per_turn=2).to_json())
    status, out, err = cli(capsys, "rules", "save", str(path))
    assert status == 2 and out == "" and err.count("\n") == 1 and "--replace" in err
    status, out, _ = cli(capsys, "rules", "show", "house")
    assert json.loads(out)["rolls"]["per_turn"] == 4  # unchanged
    assert cli(capsys, "rules", "save", "--replace", str(path))[0] == 0
    status, out, _ = cli(capsys, "rules", "show", "house")
    assert json.loads(out)["rolls"]["per_turn"] == 2
    status, out, _ = cli(capsys, "export", "-")  # the old game keeps its exact rules
    [entry] = json.loads(out)["games"]
    assert entry["record"]["ruleset"]["rolls"]["per_turn"] == 4


def _store_as_version_1_did(path: Path, records: list[GameRecord]) -> None:
    """A schema-1 file holding ``records`` the way the first version stored them: every game
    under the id its rules carried, whatever the rules said."""
    import sqlite3

    from yachtdice.store.results import seat_results
    from yachtdice.store.schema import MIGRATIONS

    conn = sqlite3.connect(path)
    conn.executescript(MIGRATIONS[0])
    conn.execute("PRAGMA user_version = 1")
    for n, record in enumerate(records, start=1):
        rules = record.ruleset
        conn.execute("INSERT OR IGNORE INTO rule_versions VALUES (?, ?, ?, ?)",
                     (rules.content_hash(), rules.id, rules.name, rules.to_json()))
        conn.execute("INSERT INTO games (id, uid, ruleset_id, rules_hash, started, status, "
                     "actions) VALUES (?, ?, ?, ?, '2026-01-01', 'in_progress', '[]')",
                     (n, f"u{n}", rules.id, rules.content_hash()))
        for seat in seat_results(record.state):
            conn.execute("INSERT INTO seats (game_id, seat, ruleset_id, name, computer, total, "
                         "upper, upper_bonus, lower, extra_bonus, all_same, place) "
                         "VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)",
                         (n, seat.seat, rules.id, record.players[seat.seat].name, seat.total,
                          seat.upper, seat.upper_bonus, seat.lower, seat.extra_bonus,
                          seat.all_same, seat.place))
            conn.executemany("INSERT INTO boxes VALUES (?, ?, ?, ?)",
                             [(n, seat.seat, box, pts) for box, pts in seat.boxes.items()])
        conn.execute("UPDATE games SET status = 'finished', ended = '2026-01-02' WHERE id = ?",
                     (n,))
    conn.commit()
    conn.close()


def test_upgrading_an_old_file_moves_forged_games_out_of_the_built_in_table(
        tmp_path: Path) -> None:
    from .test_scores import from_scratch, maintained

    path = tmp_path / "old.sqlite3"
    _store_as_version_1_did(path, [play("yahtzee", ["Ann"], seed=5), forged_yahtzee_game()])
    with Store.open(path) as store:
        assert store.notice is None
        assert [h.name for h in store.high_scores("yahtzee")] == ["Ann"]
        [own] = [rid for rid in store.rulesets_played() if rid != "yahtzee"]
        assert own == "yahtzee~" + forged_yahtzee_game().ruleset.content_hash()[:8]
        assert [(h.name, h.score) for h in store.high_scores(own)] == [("Mallory", 20_040)]
        assert store.player_summary("Mallory", "yahtzee").games == 0
        assert store.player_summary("Mallory", own).best == 20_040
        assert maintained(store) == from_scratch(store)
