"""CLI over the strategy engine: solve, advise, simulate."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from yachtdice.cli.app import main
from yachtdice.core.modes.pips.presets import preset
from yachtdice.paths import solver_cache_dir


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


MINI = {"id": "mini", "name": "Mini", "dice": {"count": 2},
        "categories": [{"id": "pair", "label": "Pair", "section": "lower", "kind": "all_same",
                        "score": "fixed", "points": 10},
                       {"id": "chance", "label": "Chance", "section": "lower",
                        "kind": "chance"}]}
# Worked by hand for two dice, three rolls. A pair: each roll (keeping one die when
# there is no pair) fails with chance 5/6, so P(pair within three rolls) = 1 - (5/6)^3
# = 91/216.


def mini_file(tmp_path: Path, **changes: object) -> str:
    path = tmp_path / "mini.json"
    path.write_text(json.dumps({**MINI, **changes}))
    return str(path)


def test_solve_then_load_from_the_cache(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    # the pair box alone: 10 x 91/216
    rules = mini_file(tmp_path, categories=MINI["categories"][:1])
    status, out, _ = run(capsys, "solve", "--rules", rules, "--json")
    first = json.loads(out)
    assert status == 0 and first["exact"] is True and first["cached"] is False
    assert first["expected_score"] == round(910 / 216, 6)
    status, out, _ = run(capsys, "solve", "--rules", rules, "--json")
    again = json.loads(out)
    assert again["cached"] is True and again["expected_score"] == round(910 / 216, 6)
    status, out, _ = run(capsys, "solve", "--rules", rules)
    assert out.startswith("Mini: 4.212963 (exact") and status == 0


@pytest.mark.parametrize("content", [b"", b"PK\x03\x04 cut short", b"not a table at all\n"],
                         ids=["empty", "truncated", "foreign"])
def test_a_bad_solver_cache_file_is_ignored_and_rebuilt(capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path, content: bytes) -> None:
    rules = mini_file(tmp_path, categories=MINI["categories"][:1])
    status, _, _ = run(capsys, "solve", "--rules", rules, "--json")
    [table] = solver_cache_dir().iterdir()
    table.write_bytes(content)
    status, out, err = run(capsys, "solve", "--rules", rules, "--json")
    result = json.loads(out)
    assert status == 0 and err == "" and result["cached"] is False
    assert result["expected_score"] == round(910 / 216, 6)
    table.write_bytes(content)
    status, out, err = run(capsys, "advise", "--rules", rules, "--rolls-left", "0", "3", "3")
    assert status == 0 and err == ""
    assert json.loads(out)["options"] == [{"category": "pair", "value": 10.0}]
    status, out, _ = run(capsys, "solve", "--rules", rules, "--json")
    assert json.loads(out)["cached"] is True  # rebuilt and saved


def test_advise_on_a_full_card_says_there_is_nothing_to_advise(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    rules = mini_file(tmp_path)
    status, out, err = run(capsys, "advise", "--rules", rules, "--card",
                           '{"pair": 10, "chance": 7}', "--rolls-left", "0", "3", "3")
    assert status == 2 and out == "" and len(err.splitlines()) == 1
    assert "nothing to advise" in err
    assert not solver_cache_dir().exists()  # said without solving anything


@pytest.mark.slow
def test_solve_says_when_it_can_only_estimate(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    saved_rolls = replace(preset("yacht"), id="yacht-saved", carry_over_rolls=True)
    path = tmp_path / "saved.json"
    path.write_text(saved_rolls.to_json())
    status, out, _ = run(capsys, "solve", "--rules", str(path), "--json", "--games", "12")
    result = json.loads(out)
    assert status == 0 and result["exact"] is False
    assert "carried over" in result["note"] and "from 12 simulated games" in result["note"]
    # at most Yacht's greatest total: 105 above, 28 + 24 + 30 + 30 + 30 + 50 below = 297
    assert 50 < result["expected_score"] <= 297 and result["standard_error"] > 0
    status, out, _ = run(capsys, "solve", "--rules", str(path), "--games", "3")
    assert status == 0 and "(approximate, standard error " in out


@pytest.mark.parametrize("games", ["1", "0", "-5", "1000001"])
def test_solve_refuses_a_number_of_games_it_cannot_estimate_from(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, games: str) -> None:
    path = tmp_path / "saved.json"
    path.write_text(replace(preset("yacht"), id="yacht-saved", carry_over_rolls=True).to_json())
    for rules in (str(path), "yacht"):  # refused whether or not the rules need estimating
        status, out, err = run(capsys, "solve", "--rules", rules, "--games", games)
        assert status == 2 and out == ""
        assert "--games must be between 2 and 1,000,000" in err and "Traceback" not in err


def test_advise(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, _ = run(capsys, "advise", "--rules", "yacht", "--card", '{"yacht": 50}',
                         "--rolls-left", "1", "6", "6", "6", "6", "2")
    result = json.loads(out)
    assert status == 0 and result["exact"] is True
    options = result["options"]
    assert [o["value"] for o in options] == sorted((o["value"] for o in options), reverse=True)
    assert all(("keep" in o) != ("category" in o) for o in options)
    assert not any(o.get("category") == "yacht" for o in options)  # filled boxes are left out
    status, out, _ = run(capsys, "advise", "--rules", "yacht", "--rolls-left", "0",
                         "1", "2", "3", "4", "5")
    assert json.loads(out)["options"][0]["category"] == "little_straight"
    # values worked by hand: the pair box filled, only Chance is left, one roll to come.
    # Dice 6 and 1: keep the 6, reroll the 1 (worth 3.5): 9.5; keep both: 7;
    # reroll both: 7; keep the 1: 4.5. With no roll left: Chance takes 7.
    rules = mini_file(tmp_path)
    status, out, _ = run(capsys, "advise", "--rules", rules, "--card", '{"pair": 0}',
                         "--rolls-left", "1", "6", "1")
    options = json.loads(out)["options"]
    assert status == 0 and options[0] == {"keep": [6], "value": 9.5}
    assert options[-1] == {"keep": [1], "value": 4.5}
    assert sorted(map(json.dumps, options[1:3])) == [
        '{"category": "chance", "value": 7.0}', '{"keep": [], "value": 7.0}']


@pytest.mark.parametrize("argv, message", [
    (["advise", "--rules", "yacht", "--rolls-left", "3", "1", "2", "3", "4", "5"],
     "--rolls-left must be 0 to 2"),
    (["advise", "--rules", "yacht", "--rolls-left", "1", "1", "2", "3"], "expected 5 dice"),
    (["simulate", "--rules", "yacht", "--strategy", "genius", "--games", "3"],
     "invalid choice"),
    (["simulate", "--rules", "yacht", "--strategy", "beginner", "--games", "0"],
     "--games must be between"),
])
def test_engine_commands_refuse_bad_input(capsys: pytest.CaptureFixture[str], argv: list[str],
                                          message: str) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == "" and message in err and len(err.splitlines()) == 1


@pytest.mark.slow
def test_simulate_and_record(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "simulate", "--rules", "yacht", "--strategy", "intermediate",
                         "--games", "30", "--seed", "4", "--record")
    result = json.loads(out)
    assert status == 0 and result["games"] == 30 and result["recorded"] == 30
    assert result["percentiles"]["10"] <= result["percentiles"]["50"] <= \
        result["percentiles"]["90"]
    status, out, _ = run(capsys, "simulate", "--rules", "yacht", "--strategy", "intermediate",
                         "--games", "30", "--seed", "4")
    assert json.loads(out)["mean"] == result["mean"]  # the seed makes it repeatable
    status, out, _ = run(capsys, "highscores", "--rules", "yacht", "--all-players", "--json")
    assert len(json.loads(out)["high_scores"]["yacht"]) == 10


def test_advise_takes_the_rolls_saved_on_maxi_yatzy(
        capsys: pytest.CaptureFixture[str]) -> None:
    # every box but Maxi Yatzy filled: a saved roll is one more chance at six alike,
    # so with no rolls left this turn the reroll options appear only when one is saved
    boxes = {c.id: 0 for c in preset("maxi-yatzy").categories if c.id != "maxi_yatzy"}
    args = ["advise", "--rules", "maxi-yatzy", "--card", json.dumps(boxes), "--rolls-left", "0"]
    status, out, err = run(capsys, *args, "6", "6", "6", "6", "6", "1")
    assert status == 0 and err == ""
    assert json.loads(out)["options"] == [{"category": "maxi_yatzy", "value": 0.0}]
    status, out, err = run(capsys, *args, "--saved", "1", "6", "6", "6", "6", "6", "1")
    best = json.loads(out)["options"][0]
    assert status == 0 and best == {"keep": [6, 6, 6, 6, 6], "value": round(100 / 6, 6)}
    status, out, err = run(capsys, "advise", "--rules", "yacht", "--rolls-left", "0",
                           "--saved", "1", "1", "2", "3", "4", "5")
    assert status == 2 and out == "" and len(err.splitlines()) == 1 and "--saved" in err


def test_simulate_plays_a_hundred_games_of_the_expert_unless_told(
        capsys: pytest.CaptureFixture[str], solved_tables: Path) -> None:
    # the level unless told: the Expert's games (a few, the default number is read below)
    status, out, err = run(capsys, "simulate", "--rules", "yacht", "--seed", "2", "--games", "4")
    assert status == 0 and err == ""
    told = run(capsys, "simulate", "--rules", "yacht", "--seed", "2", "--strategy", "expert",
               "--games", "4")
    assert json.loads(out)["games"] == 4 and json.loads(out) == json.loads(told[1])
    with pytest.raises(SystemExit) as done:
        main(["simulate", "--help"])
    out = capsys.readouterr().out
    assert done.value.code == 0 and "default: expert" in out and "default: 100" in out
