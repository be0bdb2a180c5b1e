"""`yachtdice-cli history --unfinished [--json]`, run in-process on the player's database
(the command as a separate program is tested in test_cli_bad_input.py and test_layers.py)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from yachtdice.paths import database_path
from yachtdice.store import Store

from ..store.helpers import play
from .helpers import run_bytes


def cli(*argv: str) -> subprocess.CompletedProcess[str]:
    status, out, err = run_bytes(list(argv))
    return subprocess.CompletedProcess(list(argv), status, out, err)


def stored_games() -> tuple[int, int]:
    path: Path = database_path()
    with Store.open(path) as store:
        interrupted = store.start_game(play("yacht", ["Ann"], stop_after=5))
        abandoned = store.start_game(play("yahtzee", ["Bob", "Robo"], computer=[False, True],
                                          stop_after=9))
        store.abandon_game(abandoned)
        store.record_game(play("yacht", ["Cy"]))
        store.release_all()  # as when the window closes
    return interrupted, abandoned


def test_nothing_unfinished_says_so() -> None:
    done = cli("history", "--unfinished")
    assert (done.returncode, done.stdout, done.stderr) == (0, "No unfinished games.\n", "")
    done = cli("history", "--unfinished", "--json")
    assert done.returncode == 0 and json.loads(done.stdout) == {"unfinished": []}


def test_lists_interrupted_and_abandoned_games_with_the_turn_reached() -> None:
    interrupted, abandoned = stored_games()
    done = cli("history", "--unfinished", "--json")
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)["unfinished"]
    # newest first: the abandoned game was started second
    assert [r["game"] for r in rows] == [abandoned, interrupted]
    bob, ann = rows
    # 5 actions of one roll and one score per turn: two turns scored, the third rolled
    assert (ann["rules"], ann["turn"], ann["turns"], ann["status"]) == ("yacht", 3, 12,
                                                                        "in_progress")
    assert ann["players"] == [{"name": "Ann", "computer": False, "strategy": None}]
    # 9 actions, two seats: each has scored twice, Bob has rolled for his third turn
    assert (bob["rules_name"], bob["turn"], bob["turns"], bob["status"]) == (
        "Yahtzee", 3, 13, "abandoned")
    assert [p["name"] for p in bob["players"]] == ["Bob", "Robo"]
    assert bob["players"][1]["strategy"] == "intermediate"
    assert not bob["open_elsewhere"] and bob["started"]

    text = cli("history", "--unfinished")
    assert text.returncode == 0
    lines = text.stdout.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith(f"#{abandoned} ") and "turn 3 of 13" in lines[0]
    assert "Bob, Robo" in lines[0] and lines[0].endswith("(abandoned)")
    assert "turn 3 of 12" in lines[1] and lines[1].endswith("(interrupted)")

    only_yacht = json.loads(cli("history", "--unfinished", "--rules", "yacht",
                                "--json").stdout)["unfinished"]
    assert [r["game"] for r in only_yacht] == [interrupted]
    only_bob = json.loads(cli("history", "--unfinished", "--player", "Bob",
                              "--json").stdout)["unfinished"]
    assert [r["game"] for r in only_bob] == [abandoned]


def test_finished_history_is_unchanged_by_unfinished_games() -> None:
    stored_games()
    done = cli("history", "--json")
    assert done.returncode == 0
    assert [g["players"][0]["name"] for g in json.loads(done.stdout)["games"]] == ["Cy"]


def test_a_bad_flag_is_one_line_and_exit_2() -> None:
    done = cli("history", "--unfinished", "--bogus")
    assert done.returncode == 2
    assert len(done.stderr.splitlines()) == 1 and "Traceback" not in done.stderr
