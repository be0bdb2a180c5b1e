"""yachtdice-cli stats and solve --distribution over a history written out by hand."""

from __future__ import annotations

import json
import statistics

import pytest

from yachtdice.cli.app import main
from yachtdice.store import Store

from ..store.stats_history import ANN, ANN_DATES, BOB, fill, local_zone  # noqa: F401

pytestmark = pytest.mark.usefixtures("local_zone")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def history() -> list[int]:
    with Store.open() as store:
        return fill(store)


def test_stats_json_of_one_player(capsys: pytest.CaptureFixture[str], history: list[int]
                                  ) -> None:
    status, out, err = run(capsys, "stats", "--player", "Ann", "--json")
    assert status == 0, err
    data = json.loads(out)
    assert data["games"] == 5
    assert data["mean"] == pytest.approx(statistics.fmean(ANN))
    assert data["median"] == 25
    assert data["sd"] == pytest.approx(statistics.pstdev(ANN))
    assert data["best"] == {"score": 56, "date": "2026-03-03", "game": history[3]}
    assert data["worst"] == {"score": 10, "date": "2026-03-03", "game": history[4]}
    assert [(e["game"], e["date"], e["score"]) for e in data["series"]] == list(
        zip(history, ANN_DATES, ANN, strict=True))
    assert data["upper_bonus_rate"] is None and data["all_same_rate"] == pytest.approx(0.2)
    assert "reference" not in data and "boxes" not in data


@pytest.mark.slow
def test_stats_with_rules_has_boxes_and_the_optimal_reference(
        capsys: pytest.CaptureFixture[str], history: list[int]) -> None:
    status, out, err = run(capsys, "stats", "--rules", "yacht", "--since", "2026-03-01",
                           "--until", "2026-03-02", "--json")
    assert status == 0, err
    data = json.loads(out)
    # 1 March: Ann 25, Bob 15; 2 March: Ann 30 (the computer's 30 is left out)
    assert [e["score"] for e in data["series"]] == [25, 15, 30]
    assert data["boxes"]["choice"] == {"mean": pytest.approx(70 / 3), "zero_rate": 0.0}
    ref = data["reference"]
    assert ref["exact"] is True
    assert ref["expected_score"] == pytest.approx(166.955, abs=0.01)  # Yacht's optimum
    assert set(ref["percentiles"]) == {"1", "5", "25", "50", "75", "95", "99"}
    # every person: the people's record against the computers (Ann against Bob is one
    # person's win and another's loss, no record of "every person")
    assert data["head_to_head"] == [
        {"opponent": "Intermediate computer", "computer": True, "wins": 0, "losses": 0,
         "ties": 1}]
    status, out, _ = run(capsys, "stats", "--include-computers", "--json")
    assert json.loads(out)["scores"] == len(ANN) + len(BOB) + 1  # in five games


@pytest.mark.parametrize("argv, says", [
    (["--rules", "nope"], "no ruleset 'nope'"),
    (["--player", "Zed"], "'Zed'"),
    (["--since", "2026-02-30"], "--since must be a date"),
    (["--until", "yesterday"], "--until must be a date"),
    (["--since", "2026-03-02", "--until", "2026-03-01"], "after it ends"),
])
def test_bad_filters_give_one_line_and_exit_2(capsys: pytest.CaptureFixture[str],
                                              history: list[int], argv: list[str],
                                              says: str) -> None:
    status, out, err = run(capsys, "stats", *argv)
    assert status == 2 and out == ""
    assert says in err and err.count("\n") == 1


def test_stats_text_on_an_empty_history(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "stats")
    assert status == 0 and "No finished games" in out


@pytest.mark.slow
def test_solve_distribution_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "solve", "--rules", "yacht", "--distribution", "--json")
    assert status == 0, err
    data = json.loads(out)
    assert set(data) == {"expected_score", "sd", "percentiles", "upper_bonus_rate",
                         "all_same_rate", "boxes", "exact"}
    assert data["exact"] is True
    assert sum(data["boxes"].values()) == pytest.approx(data["expected_score"], abs=1e-9)
    # cached with the table: the second answer is the same, read back
    status, again, _ = run(capsys, "solve", "--rules", "yacht", "--distribution", "--json")
    assert json.loads(again) == data
