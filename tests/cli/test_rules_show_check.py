"""`rules show` gives any game's built-in ruleset as a file to start from; `rules check`
checks a file by the game it names and lists every problem (exit 2), else `ok` (exit 0)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.helpers import run_bytes
from yachtdice.core.modes.place_value.rules import preset


def listed_ids() -> list[str]:
    status, out, _ = run_bytes(["rules", "list"])
    assert status == 0
    return [line.split("\t")[0] for line in out.splitlines() if not line.endswith("custom")]


def test_every_listed_built_in_ruleset_is_shown_as_a_file_that_checks(tmp_path: Path) -> None:
    ids = listed_ids()
    assert {"yahtzee", "word-yahtzee", "place-value-4", "place-value-decimal"} <= set(ids)
    for ruleset_id in ids:
        status, out, err = run_bytes(["rules", "show", ruleset_id])
        assert (status, err) == (0, ""), ruleset_id
        assert json.loads(out)["id"] == ruleset_id
        path = tmp_path / f"{ruleset_id}.json"
        path.write_text(out)
        assert run_bytes(["rules", "check", str(path)]) == (0, "ok\n", ""), ruleset_id
        assert json.loads(run_bytes(["rules", "show", str(path)])[1]) == json.loads(out)


def test_the_shown_card_is_the_built_in_card() -> None:
    status, out, _ = run_bytes(["rules", "show", "place-value-4"])
    assert status == 0 and json.loads(out) == preset("place-value-4").to_dict()


def test_a_broken_card_is_checked_as_a_card_and_every_problem_listed(tmp_path: Path) -> None:
    data = preset("place-value-4").to_dict()
    data.update(id="class-5", name="Class 5", rolls_per_turn=0)
    data["boxes"][0]["condition"]["digit"] = 8           # four 1-6 dice: no die shows 8
    data["boxes"][5]["condition"]["total"] = 30          # four dice add up to 24 at most
    data["boxes"][7]["condition"] = {"kind": "same_digits"}
    path = tmp_path / "class-5.json"
    path.write_text(json.dumps(data))
    status, out, err = run_bytes(["rules", "check", str(path)])
    assert (status, out) == (2, "")
    assert err.splitlines() == [
        "rolls_per_turn: must be 1 to 3, not 0",
        "boxes[0].condition.digit: no die shows 8",
        "boxes[5].condition.total: 4 digits cannot add up to 30",
        "boxes[7].condition.count: must be a whole number from 0 to 1,000,000,000",
    ]
    assert "categories" not in err  # nothing of the pip-dice format


@pytest.mark.parametrize("text, line", [
    ('{"mode": "chess"}', "no game mode 'chess'; the modes are pips, word, place-value"),
    ('{"mode": "place-value", ', "Expecting property name enclosed in double quotes"),
    ("[1, 2]", "must be an object"),
])
def test_a_file_of_no_game_or_no_json_is_one_line(tmp_path: Path, text: str,
                                                  line: str) -> None:
    path = tmp_path / "odd.json"
    path.write_text(text)
    status, out, err = run_bytes(["rules", "check", str(path)])
    assert (status, out) == (2, "") and len(err.splitlines()) == 1 and line in err


def test_an_unknown_id_names_every_game_s_built_in_rulesets() -> None:
    status, out, err = run_bytes(["rules", "show", "no-such-rules"])
    assert (status, out) == (2, "")
    assert "not built in" in err and "place-value-4" in err and "word-yahtzee" in err
