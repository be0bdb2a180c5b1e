"""CLI over the strategy engine: solve, advise, simulate."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from yachtdice.cli import main
from yachtdice.core import preset


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_solve_then_load_from_the_cache(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "solve", "--rules", "yacht", "--json")
    first = json.loads(out)
    assert status == 0 and first["exact"] is True and first["cached"] is False
    assert first["expected_score"] == pytest.approx(166.955, abs=1e-3)
    status, out, _ = run(capsys, "solve", "--rules", "yacht", "--json")
    again = json.loads(out)
    assert again["cached"] is True and again["expected_score"] == first["expected_score"]
    status, out, _ = run(capsys, "solve", "--rules", "yacht")
    assert out.startswith("Yacht: 166.95") and "exact" in out


@pytest.mark.slow
def test_solve_says_when_it_can_only_estimate(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    saved_rolls = replace(preset("yacht"), id="yacht-saved", carry_over_rolls=True)
    path = tmp_path / "saved.json"
    path.write_text(saved_rolls.to_json())
    status, out, _ = run(capsys, "solve", "--rules", str(path), "--json")
    result = json.loads(out)
    assert status == 0 and result["exact"] is False
    assert "carried over" in result["note"] and result["standard_error"] > 0


def test_advise(capsys: pytest.CaptureFixture[str]) -> None:
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
    best = json.loads(out)["options"][0]
    assert best == {"category": "little_straight", "value": best["value"]}


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
