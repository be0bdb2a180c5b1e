"""CLI commands over the store: record, highscores, history, export, import."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from yachtdice.cli.app import main

from ..store.helpers import play, yacht_game


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def write(path: Path, data: object) -> str:
    path.write_text(json.dumps(data))
    return str(path)


def test_record_then_highscores_and_history(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    games = [yacht_game((6, 6, 6, 6, 6), ["Ann"], yacht=True).to_dict(),
             yacht_game((2, 2, 2, 2, 2), ["<i>Bob</i>"]).to_dict(),
             yacht_game((5, 5, 5, 5, 5), ["Robo"], computer=True).to_dict()]
    status, out, _ = run(capsys, "record", write(tmp_path / "games.json", games))
    assert status == 0 and len(json.loads(out)["recorded"]) == 3
    # the same file again is recognised, not doubled
    status, out, _ = run(capsys, "record", write(tmp_path / "games.json", games))
    assert len(set(json.loads(out)["recorded"])) == 3

    # recorded games are not played here: the table of games played here has none of them
    status, out, _ = run(capsys, "highscores", "--rules", "yacht", "--json")
    assert json.loads(out)["high_scores"]["yacht"] == []
    status, out, _ = run(capsys, "highscores", "--rules", "yacht", "--any-origin", "--json")
    table = json.loads(out)["high_scores"]["yacht"]
    assert [(r["name"], r["score"], r["origin"]) for r in table] == [
        ("Ann", 80, "recorded"), ("<i>Bob</i>", 10, "recorded")]
    status, out, _ = run(capsys, "highscores", "--all-players", "--limit", "1", "--any-origin",
                         "--json")
    assert [r["name"] for r in json.loads(out)["high_scores"]["yacht"]] == ["Ann"]
    status, out, _ = run(capsys, "highscores", "--any-origin")
    assert out.splitlines()[0] == "Yacht (yacht)"
    assert "Ann" in out and "Robo" not in out and "(recorded)" in out

    status, out, _ = run(capsys, "history", "--player", "Ann", "--json")
    data = json.loads(out)
    assert data["summary"]["games"] == 1 and data["summary"]["best"] == 80
    assert [g["players"][0]["total"] for g in data["games"]] == [80]
    status, out, _ = run(capsys, "history", "--player", "Ann")
    assert out.startswith("Ann: 1 game, average 80.0, best 80")


def test_export_and_import(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                           monkeypatch: pytest.MonkeyPatch) -> None:
    run(capsys, "record", write(tmp_path / "g.json", play("yatzy", ["Ann"], seed=1).to_dict()))
    status, _, err = run(capsys, "export", str(tmp_path / "all.json"))
    assert status == 0 and "exported 1 game to" in err
    status, out, _ = run(capsys, "export", "--game", "1", "-")
    assert json.loads(out)["games"][0]["record"]["players"][0]["name"] == "Ann"
    monkeypatch.setenv("YACHTDICE_DATA_DIR", str(tmp_path / "second-machine"))
    status, out, _ = run(capsys, "import", str(tmp_path / "all.json"))
    assert json.loads(out) == {"games_added": 1, "duplicates": 0, "rulesets_added": 0,
                               "rulesets_kept": []}
    status, out, _ = run(capsys, "import", str(tmp_path / "all.json"))
    assert json.loads(out)["duplicates"] == 1


@pytest.mark.parametrize("argv, message", [
    (["record", "{tmp}/unfinished.json"], "Only a finished game can be recorded"),
    (["record", "{tmp}/garbage.json"], "not valid JSON"),
    (["import", "{tmp}/garbage.json"], "not valid JSON"),
    (["import", "{tmp}/unfinished.json"], "not a Yacht Dice history export"),
    (["export", "--game", "42", "-"], "no game 42"),
    (["highscores", "--limit", "0"], "--limit must be between 1 and 1,000,000"),
])
def test_store_commands_refuse_bad_input_in_one_line(capsys: pytest.CaptureFixture[str],
                                                     tmp_path: Path, argv: list[str],
                                                     message: str) -> None:
    write(tmp_path / "unfinished.json", play(stop_after=3).to_dict())
    (tmp_path / "garbage.json").write_text("{nope")
    status, out, err = run(capsys, *[a.format(tmp=tmp_path) for a in argv])
    assert status == 2 and out == ""
    assert len(err.splitlines()) == 1 and message in err


def test_a_moved_aside_database_is_reported_and_the_command_still_works(
        capsys: pytest.CaptureFixture[str], private_data_dir: Path) -> None:
    data = private_data_dir / "data"
    data.mkdir(parents=True)
    (data / "yachtdice.sqlite3").write_text("not a database at all " * 50)
    status, out, err = run(capsys, "highscores")
    assert status == 0 and "No finished games yet." in out
    assert err.startswith("yachtdice-cli: Your Yacht Dice history could not be read")


def test_saved_rulesets_can_be_used_by_id(capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
    from dataclasses import replace

    from yachtdice.core.modes.pips.presets import preset
    house = replace(preset("yacht"), id="house-yacht", name="House Yacht", rolls_per_turn=4)
    path = tmp_path / "house.json"
    path.write_text(house.to_json())
    assert run(capsys, "rules", "save", str(path)) == (0, "saved house-yacht\tHouse Yacht\n", "")
    status, out, _ = run(capsys, "rules", "show", "house-yacht")
    assert status == 0 and json.loads(out)["rolls"]["per_turn"] == 4
    status, out, _ = run(capsys, "score", "--rules", "house-yacht", "6", "6", "6", "6", "6")
    assert json.loads(out)["categories"]["yacht"] == 50
    path.write_text(preset("yahtzee").to_json())
    status, _, err = run(capsys, "rules", "save", str(path))
    assert status == 2 and "built-in" in err


def test_stats_counts_the_games_chosen_by_origin_and_dice(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    # the window starts with the games played here; the command line says which it counts
    from yachtdice.store import REAL, Store

    from ..store.test_provenance import fabricated
    from .helpers import run_bytes

    monkeypatch.setenv("YACHTDICE_DATA_DIR", str(tmp_path))
    with Store.open() as store:
        store.record_game(fabricated("Rec"))  # recorded, rolled
        store.record_game(fabricated("Here"), origin="here", dice=REAL)

    def games(*extra: str) -> int:
        status, out, err = run_bytes(["stats", "--json", *extra])
        assert (status, err) == (0, "")
        return int(json.loads(out)["games"])

    assert games() == 2
    assert games("--origin", "here") == 1
    assert games("--origin", "here", "--dice", "rolled") == 0
    assert games("--dice", "real", "--dice", "rolled") == 2
    status, _out, err = run_bytes(["stats", "--origin", "elsewhere"])
    assert status == 2 and "--origin" in err
