"""The command-line contract: output formats, and one clear line with exit 2 on bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from yachtdice.cli.app import main
from yachtdice.core.modes import mode, modes
from yachtdice.core.modes.pips.presets import preset


def run(capsys: pytest.CaptureFixture[str], *argv: str, stdin: str | None = None,
        monkeypatch: pytest.MonkeyPatch | None = None) -> tuple[int, str, str]:
    if stdin is not None:
        assert monkeypatch is not None
        import io
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode())))
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_rules_list_starts_with_yahtzee_and_lists_every_game_in_turn(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "rules", "list")
    assert status == 0
    lines = [line.split("\t") for line in out.splitlines()]
    assert lines[0] == ["yahtzee", "Yahtzee"]
    assert [line[0] for line in lines] == [r.id for m in modes() for r in m.presets]


@pytest.mark.parametrize("game", [m.id for m in modes()])
def test_rules_list(capsys: pytest.CaptureFixture[str], game: str) -> None:
    # every registered game's built-in rulesets, together, in its order, each with its name
    status, out, _ = run(capsys, "rules", "list")
    assert status == 0
    listed = [tuple(line.split("\t")) for line in out.splitlines()]
    own = [(r.id, r.name) for r in mode(game).presets]
    assert own and listed[listed.index(own[0]):][:len(own)] == own


def test_rules_show_and_check_round_trip(capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
    status, out, _ = run(capsys, "rules", "show", "maxi-yatzy")
    assert status == 0 and json.loads(out) == preset("maxi-yatzy").to_dict()
    path = tmp_path / "maxi.json"
    path.write_text(out)
    assert run(capsys, "rules", "check", str(path)) == (0, "ok\n", "")
    assert json.loads(run(capsys, "rules", "show", str(path))[1]) == json.loads(out)


def test_rules_check_lists_every_problem_by_field(capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path) -> None:
    data = preset("yatzy").to_dict()
    data["rolls"]["per_turn"] = 9
    data["categories"][7]["sizes"] = []
    data["joker"] = "sometimes"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    status, out, err = run(capsys, "rules", "check", str(path))
    assert status == 2 and out == ""
    assert err.splitlines() == ["joker: must be one of none, forced, free, not 'sometimes'",
                                "rolls.per_turn: must be between 1 and 5, not 9",
                                "categories[7].sizes: must not be empty"]


def test_score_prints_every_open_box(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "score", "--rules", "yahtzee", "3", "3", "3", "5", "5")
    result = json.loads(out)
    assert status == 0
    assert result["categories"]["full_house"] == 25
    assert result["categories"]["three_of_a_kind"] == 19
    assert len(result["categories"]) == 13 and result["extra_yahtzee_bonus"] == 0


def test_score_with_a_card_leaves_filled_boxes_out_and_shows_forbidden_as_null(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "score", "--rules", "yahtzee", "--card",
                         '{"yahtzee": 50, "chance": 22}', "2", "2", "2", "2", "2")
    result = json.loads(out)
    assert status == 0
    assert "yahtzee" not in result["categories"] and "chance" not in result["categories"]
    assert result["categories"]["twos"] == 10
    assert result["categories"]["full_house"] is None
    assert result["extra_yahtzee_bonus"] == 100


def test_score_jsonl(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    lines = ('{"dice": [1, 2, 3, 4, 5], "card": {}}\n'
             '\n'
             '{"dice": [6, 6, 6, 6, 6], "card": {"yahtzee": 0, "sixes": 18}}\n')
    status, out, err = run(capsys, "score", "--rules", "yahtzee", "--jsonl", stdin=lines,
                           monkeypatch=monkeypatch)
    results = [json.loads(x) for x in out.splitlines()]
    assert status == 0 and err == ""
    assert results[0]["categories"]["large_straight"] == 40
    assert results[1]["categories"]["large_straight"] == 40
    assert results[1]["categories"]["ones"] is None


@pytest.mark.parametrize("argv, message", [
    (["score", "--rules", "yahtzee", "1", "2", "3"], "expected 5 dice, got 3"),
    (["score", "--rules", "yahtzee", "1", "2", "3", "4", "7"], "a die shows 7"),
    (["score", "--rules", "yahtzee", "1", "2", "x", "4", "5"], "dice must be whole numbers"),
    (["score", "--rules", "yahtzee", "--card", "{oops", "1", "2", "3", "4", "5"],
     "--card is not valid JSON"),
    (["score", "--rules", "yahtzee", "--card", '{"sevens": 7}', "1", "2", "3", "4", "5"],
     "card: Yahtzee has no box 'sevens'"),
    (["score", "--rules", "yahtzee", "--card", '{"fours": 7}', "1", "2", "3", "4", "5"],
     "card: fours cannot hold 7"),
    (["score", "--rules", "nope", "1", "2", "3", "4", "5"], "no ruleset 'nope': not built in"),
    (["score", "--rules", "yahtzee"], "give the dice to score"),
    (["frobnicate"], "invalid choice"),
    (["replay", "--rules", "yahtzee", "/nonexistent/game.json"], "cannot read game file"),
])
def test_bad_input_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str],
                                          message: str) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert len(err.splitlines()) == 1 and message in err
    assert "Traceback" not in err


def test_jsonl_bad_line_names_the_line(capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    lines = '{"dice": [1, 2, 3, 4, 5]}\n{"dice": [1, 2]}\n'
    status, out, err = run(capsys, "score", "--rules", "yacht", "--jsonl", stdin=lines,
                           monkeypatch=monkeypatch)
    assert status == 2 and len(out.splitlines()) == 1
    assert err.strip() == "yachtdice-cli: stdin line 2: expected 5 dice, got 2"


def test_replay_a_whole_game(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    turns = [[[1, 1, 1, 2, 3], "ones"], [[2, 2, 2, 5, 6], "twos"], [[3, 3, 3, 1, 1], "threes"],
             [[4, 4, 4, 6, 6], "fours"], [[5, 5, 5, 1, 2], "fives"], [[6, 6, 6, 6, 1], "sixes"],
             [[6, 6, 6, 2, 1], "three_of_a_kind"], [[5, 5, 5, 5, 1], "four_of_a_kind"],
             [[2, 2, 3, 3, 3], "full_house"], [[1, 2, 3, 4, 6], "small_straight"],
             [[2, 3, 4, 5, 6], "large_straight"], [[4, 4, 4, 4, 4], "yahtzee"],
             [[6, 5, 4, 4, 1], "chance"]]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(turns))
    status, out, _ = run(capsys, "replay", "--rules", "yahtzee", str(path))
    result = json.loads(out)
    assert status == 0
    assert result["upper"] == 3 + 6 + 9 + 12 + 15 + 24 and result["upper_bonus"] == 35
    assert result["total"] == 69 + 35 + 21 + 21 + 25 + 30 + 40 + 50 + 20
    assert result["boxes"]["yahtzee"] == 50 and result["extra_yahtzee_bonus"] == 0


def test_replay_names_the_illegal_turn(capsys: pytest.CaptureFixture[str],
                                       tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps([[[1, 1, 1, 1, 1], "yahtzee"], [[1, 1, 1, 1, 1], "chance"]]))
    status, _, err = run(capsys, "replay", "--rules", "yahtzee", str(path))
    assert status == 2
    assert err.strip() == ("yachtdice-cli: turn 2: Joker rule: a roll of all 1s must go in "
                           "Ones while it is open.")


def test_replay_refuses_oversized_files(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    path.write_text("[" + " " * 1_000_001 + "]")
    status, _, err = run(capsys, "replay", "--rules", "yahtzee", str(path))
    assert status == 2 and "larger than" in err


@pytest.mark.slow
def test_console_script_and_module_run(tmp_path: Path) -> None:
    for cmd in (["yachtdice-cli"], [sys.executable, "-m", "yachtdice.cli.app"]):
        exe = Path(sys.executable).parent / cmd[0] if cmd[0] == "yachtdice-cli" else None
        full = [str(exe)] if exe is not None else cmd
        proc = subprocess.run(full + ["score", "--rules", "yacht", "1", "2", "3", "4", "5"],
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
        assert json.loads(proc.stdout)["categories"]["little_straight"] == 30
        proc = subprocess.run(full + ["score", "--rules", "yacht", "1"], capture_output=True,
                              text=True, timeout=60)
        assert proc.returncode == 2 and proc.stderr.count("\n") == 1
