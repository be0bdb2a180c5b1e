"""Where a score comes from, through the real CLI: `highscores` is the table of games played
on this computer unless --any-origin, which marks recorded and imported games; `history`
says it too; rules of one's own never pass for a built-in ruleset."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from yachtdice.cli.app import main
from yachtdice.core import GameRecord
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import Store

from ..store.test_provenance import fabricated, played_here


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def ok(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """What a command that must succeed prints."""
    status, out, err = run(capsys, *argv)
    assert (status, err) == (0, ""), err
    return out


def write(path: Path, data: object) -> str:
    path.write_text(json.dumps(data))
    return str(path)


def test_a_recorded_fabrication_is_not_in_the_table_of_games_played_here(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert run(capsys, "record", write(tmp_path / "g.json", fabricated().to_dict()))[0] == 0
    status, out, err = run(capsys, "highscores", "--rules", "yahtzee", "--unassisted")
    assert (status, err) == (0, "")
    assert out == ("Yahtzee (yahtzee)\n"
                   "  no scores played here yet (--any-origin shows those recorded or "
                   "imported)\n")
    out = ok(capsys, "highscores", "--rules", "yahtzee", "--any-origin")
    line = out.splitlines()[1]
    assert line.startswith("    1. Mallory") and " 1575  " in line
    assert line.endswith("  (recorded)")
    out = ok(capsys, "highscores", "--rules", "yahtzee", "--any-origin", "--json")
    assert [(r["name"], r["score"], r["origin"])
            for r in json.loads(out)["high_scores"]["yahtzee"]] == [("Mallory", 1575,
                                                                      "recorded")]


def test_an_imported_fabrication_is_marked_imported(capsys: pytest.CaptureFixture[str],
                                                    tmp_path: Path) -> None:
    export = {"format": "yachtdice-history", "version": 1, "rulesets": [], "games": [
        {"uid": "elsewhere-1", "started": "2026-01-01T10:00:00+00:00",
         "ended": "2026-01-01T10:20:00+00:00", "status": "finished",
         "record": fabricated("Eve").to_dict()}]}
    assert run(capsys, "import", write(tmp_path / "e.json", export))[0] == 0
    with Store.open() as store:
        played_here(store, fabricated("Ann"))  # as if Ann rolled thirteen Yahtzees here
    out = ok(capsys, "highscores", "--rules", "yahtzee")
    assert [line.split()[1] for line in out.splitlines()[1:]] == ["Ann"]
    assert "(" not in out.splitlines()[1]  # her own game: nothing to mark
    out = ok(capsys, "highscores", "--rules", "yahtzee", "--any-origin")
    assert out.splitlines()[1].endswith("Eve                       1575  2026-01-01  (imported)")
    out = ok(capsys, "history")
    assert out.splitlines()[1].endswith("Eve 1575  (imported)")
    assert not out.splitlines()[0].endswith(")")
    out = ok(capsys, "history", "--json")
    assert [g["origin"] for g in json.loads(out)["games"]] == ["here", "imported"]


def test_simulated_games_are_played_here_by_computers(capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    status, _, err = run(capsys, "simulate", "--rules", "yacht", "--strategy", "beginner",
                         "--games", "2", "--seed", "1", "--record")
    assert status == 0, err
    out = ok(capsys, "highscores", "--rules", "yacht")
    assert out.splitlines()[1] == "  no scores yet"  # computers only
    out = ok(capsys, "highscores", "--rules", "yacht", "--all-players", "--json")
    rows = json.loads(out)["high_scores"]["yacht"]
    assert len(rows) == 2 and {(r["origin"], r["computer"]) for r in rows} == {("here", True)}


def test_rules_of_ones_own_under_a_built_in_name_say_they_are_custom(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    official = preset("yahtzee")
    changed = replace(official, upper_bonus=replace(official.upper_bonus, points=350))
    played = fabricated()
    record = GameRecord(changed, played.players, played.actions)
    assert run(capsys, "record", write(tmp_path / "g.json", record.to_dict()))[0] == 0
    out = ok(capsys, "highscores", "--any-origin")
    title = out.splitlines()[0]
    assert title.startswith("Yahtzee (custom) (yahtzee~") and title.endswith(")")
    out = ok(capsys, "history")
    assert "Yahtzee (custom)" in out
    out = ok(capsys, "history", "--json")
    assert json.loads(out)["games"][0]["rules_name"] == "Yahtzee (custom)"


@pytest.mark.parametrize("name", ["Yahtzee", "YAHTZEE", " yaht-zee ", "Yahtzée",
                                  "Y\u0430htzee", "Maxi  Yatzy", "Word Yahtzee"])
def test_a_ruleset_file_under_a_built_in_name_is_refused_in_one_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str) -> None:
    data = preset("yahtzee").to_dict() | {"id": "house", "name": name}
    status, out, err = run(capsys, "rules", "save", write(tmp_path / "r.json", data))
    assert (status, out) == (2, "")
    assert err.startswith("yachtdice-cli: The ruleset cannot be saved: its name ")
    assert "reads as the built-in" in err and err.count("\n") == 1
    out = ok(capsys, "rules", "list")
    assert "house" not in out
