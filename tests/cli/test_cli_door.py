"""The command line's share of issue 23: every date and every limit holds, in time and in
memory; a refusal is one short line, exit 2, and nothing changed."""

from __future__ import annotations

import json
import tracemalloc
import weakref
from pathlib import Path
from typing import Any

import pytest

from yachtdice.core import GameRecord
from yachtdice.store import Store

from ..store.helpers import yacht_game
from .helpers import dump
from .helpers import run_bytes as run


@pytest.fixture
def history() -> list[str]:
    """A history with one finished game by a person; returns its dump."""
    with Store.open() as store:
        store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]))
    return dump()


def refused(result: tuple[int, str, str], *words: str) -> str:
    status, out, err = result
    assert (status, out) == (2, ""), err
    assert err.count("\n") == 1 and "Traceback" not in err
    for word in words:
        assert word in err
    return err


@pytest.mark.parametrize("argv", [
    ["stats", "--until", "9999-12-31"],
    ["stats", "--since", "0001-01-01"],
    ["stats", "--since", "0001-01-01", "--until", "9999-12-31", "--json"],
])
def test_stats_takes_any_date_of_the_calendar(history: list[str], argv: list[str]) -> None:
    status, out, err = run(argv)
    assert (status, err) == (0, "")
    if "--json" in argv:
        assert json.loads(out)["games"] == 1
    else:
        assert "games 1" in out


def test_a_compact_date_is_refused_not_guessed(history: list[str]) -> None:
    refused(run(["stats", "--since", "20260101"]), "--since must be a date written YYYY-MM-DD")


def peak_memory(argv: list[str]) -> tuple[tuple[int, str, str], int]:
    tracemalloc.start()
    try:
        result = run(argv)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return result, peak


def test_an_export_of_millions_of_empty_games_is_refused_at_its_first(
        history: list[str], tmp_path: Path) -> None:
    path = tmp_path / "empty-games.json"
    path.write_text('{"format": "yachtdice-history", "version": 1, "games": ['
                    + "{}, " * 2_000_000 + "{}]}")  # 8 MB
    result, peak = peak_memory(["import", str(path)])
    refused(result, "games[0]")
    assert peak < 32 * 2**20  # one piece of the file at a time, not two million objects
    assert dump() == history


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_a_record_of_two_million_holds_is_refused_unread(history: list[str],
                                                         tmp_path: Path) -> None:
    data = yacht_game((6, 6, 6, 6, 6), ["Ann"]).to_dict()
    data["actions"] = data["actions"][:1] + [{"hold": [0]}, {"hold": []}]
    pair = '{"hold": [0]}, {"hold": []}'
    path = tmp_path / "holds.json"  # 26 MB, as the red team's: json.dumps's very text, the
    # pair a million times, written in a tenth of the time dumping two million dicts takes
    path.write_text(json.dumps(data).replace(pair, ", ".join([pair] * 1_000_000), 1))
    result, peak = peak_memory(["record", str(path)])
    refused(result)
    assert peak < 64 * 2**20
    assert dump() == history


def test_records_are_stored_a_list_at_a_time_and_all_or_nothing(history: list[str],
                                                                tmp_path: Path) -> None:
    games = [yacht_game((i, i, i, i, i), ["Bo"]).to_dict() for i in range(1, 4)]
    path = tmp_path / "games.json"
    path.write_text(json.dumps(games[:1] + [{"format": "nonsense"}] + games[1:]))
    refused(run(["record", str(path)]), "record 2:")
    assert dump() == history
    path.write_text(json.dumps(games))
    status, out, _ = run(["record", str(path)])
    assert status == 0 and len(json.loads(out)["recorded"]) == 3


def test_a_message_quotes_a_long_input_by_an_excerpt() -> None:
    word = "q" * 100_000
    err = refused(run(["words", "check", "--rules", "word-yahtzee", "--box", "chance",
                       "--words", word, "p", "s", "r", "e", "*", "t", "u"]))
    assert len(err) < 500


@pytest.mark.slow
def test_simulate_keeps_a_tally_not_the_games(monkeypatch: pytest.MonkeyPatch) -> None:
    from yachtdice.cli.modes import pips

    alive: weakref.WeakSet[GameRecord] = weakref.WeakSet()
    most = [0]
    real = pips.play_solitaire

    def play(*args: Any, **kwargs: Any) -> GameRecord:
        record = real(*args, **kwargs)
        alive.add(record)
        most[0] = max(most[0], len(alive))
        return record

    monkeypatch.setattr(pips, "play_solitaire", play)
    status, out, err = run(["simulate", "--rules", "yacht", "--strategy", "beginner",
                            "--games", "40", "--seed", "2"])
    assert (status, err) == (0, "")
    assert json.loads(out)["games"] == 40
    assert most[0] <= 2


def test_simulate_record_is_bounded_before_any_game_is_played(history: list[str]) -> None:
    refused(run(["simulate", "--rules", "yacht", "--strategy", "beginner", "--games",
                 "10001", "--record"]), "--record stores at most 10,000 games")
    assert dump() == history


def test_history_of_a_player_whose_name_no_player_can_have(history: list[str]) -> None:
    err = refused(run(["history", "--player", "x" * 100_000]), "at most 40 characters")
    assert len(err) < 200


HEADER = '{"format": "yachtdice-history", "version": 1, '


@pytest.mark.parametrize("text, said", [
    pytest.param("[" + "1, " * 5_000_000 + "1]", "one value is longer than 1,000,000 characters",
                 marks=pytest.mark.slow),
    (HEADER + '"games": "' + "x" * 15_000_000 + '"}', "one value is longer than"),
    pytest.param(HEADER + '"notes": {' + ", ".join(f'"k{i}": 1' for i in range(1_000_000)) +
                 '}, "games": []}', "one value is longer than", marks=pytest.mark.slow),
    (HEADER + '"games": [' + " " * 15_000_000 + "{}]}", "games[0].uid"),
])
def test_an_export_is_refused_before_more_than_a_piece_is_held(
        history: list[str], tmp_path: Path, text: str, said: str) -> None:
    path = tmp_path / "odd.json"
    path.write_text(text)
    del text
    result, peak = peak_memory(["import", str(path)])
    refused(result, said)
    assert peak < 32 * 2**20
    assert dump() == history


@pytest.mark.no_solved_tables
def test_advise_refuses_bad_dice_before_solving_anything() -> None:
    # a die no six-sided die shows: one sentence, and no table solved (or kept) for it
    from yachtdice.paths import solver_cache_dir

    status, out, err = run(["advise", "--rules", "yatzy", "--rolls-left", "1",
                            "1", "2", "3", "4", "9"])
    assert (status, out) == (2, "")
    assert err == "yachtdice-cli: a die shows 9, but the faces are 1, 2, 3, 4, 5, 6\n"
    folder = solver_cache_dir()
    assert not folder.exists() or list(folder.iterdir()) == []
