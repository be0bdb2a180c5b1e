"""The toy fourth game (Ship, Captain and Crew, :mod:`tests.toy.game`) through the store and
the command line, registered from here alone: saved as it goes, resumed, listed unfinished,
finished into the history, the high scores and the statistics, exported and imported, and
shown by ``yachtdice-cli history`` and ``highscores``.

The game played (hand-scored: a voyage carries the two dice left once a 6, a 5 and a 4 are
set aside, and nothing without all three):

=========  ===================  ====================  =====================  =====
seat       first voyage         second voyage         third voyage           total
=========  ===================  ====================  =====================  =====
Ann        6 5 4 3 2 -> 5       6 5 4 6 6 -> 12       1 1 1 1 1 -> 0         17
Bob        6 6 4 3 2 -> 0       6 5 4 1 2 -> 3        (1 2 3 4 5, then)      14
                                                      6 5 4 6 5 -> 11
Skipper    6 5 4 1 1 -> 2       2 2 2 2 2 -> 0        6 5 4 5 5 -> 10        12
=========  ===================  ====================  =====================  =====

Skipper is a computer player (the toy's level ``skipper``); Ann and Bob are people.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import pytest

from yachtdice.core import GameRecord, Player, Roll, Score
from yachtdice.core.modes import register, unregister
from yachtdice.paths import database_path
from yachtdice.store import FINISHED, IN_PROGRESS, Store
from yachtdice.store.stats import Filters, statistics

from ..cli.helpers import run_bytes
from .game import GAME, MODE, SHIP

NAME = "Ship, Captain and Crew"
#: each turn's rolls and the voyage booked, in the order of play
TURNS: list[tuple[list[tuple[int, ...]], str]] = [
    ([(6, 5, 4, 3, 2)], "first"), ([(6, 6, 4, 3, 2)], "first"), ([(6, 5, 4, 1, 1)], "first"),
    ([(6, 5, 4, 6, 6)], "second"), ([(6, 5, 4, 1, 2)], "second"), ([(2, 2, 2, 2, 2)], "second"),
    ([(1, 1, 1, 1, 1)], "third"), ([(1, 2, 3, 4, 5), (6, 5, 4, 6, 5)], "third"),
    ([(6, 5, 4, 5, 5)], "third"),
]


@pytest.fixture(autouse=True)
def toy() -> Iterator[None]:
    """The toy game is registered for the test, and only for it."""
    register(GAME)
    yield
    unregister(MODE)


def players() -> list[Player]:
    """Ann, Bob and the computer (its level is known once the toy is registered)."""
    return [Player("Ann"), Player("Bob"), Player("Skipper", True, "skipper")]


def actions() -> list[Roll | Score]:
    out: list[Roll | Score] = []
    for rolls, voyage in TURNS:
        out += [Roll(dice) for dice in rolls]
        out.append(Score(voyage))
    return out


def play_saving(store: Store, game_id: int, record: GameRecord,
                steps: list[Roll | Score]) -> GameRecord:
    """Play ``steps``, saving after every action as the window does."""
    for action in steps:
        record = record.then(action)
        store.save_progress(game_id, record)
    return record


def finished_game() -> int:
    """The whole game, saved as it goes into the player's store; its id."""
    with Store.open(database_path()) as store:
        record = GameRecord.new(SHIP, players())
        game_id = store.start_game(record)
        assert play_saving(store, game_id, record, actions()).state.finished
        store.release_all()
    return game_id


def cli_json(*argv: str) -> Any:
    status, out, err = run_bytes(list(argv))
    assert (status, err) == (0, "")
    return json.loads(out)


def test_a_game_is_saved_as_it_goes_listed_unfinished_and_resumed_where_it_was() -> None:
    steps = actions()
    with Store.open(database_path()) as store:
        record = GameRecord.new(SHIP, players())
        game_id = store.start_game(record)
        # Ann's first voyage booked, Bob has rolled: the window is closed here
        record = play_saving(store, game_id, record, steps[:3])
        store.release_all()

    with Store.open(database_path()) as store:
        resumed = store.resumable()
        assert resumed is not None and resumed.id == game_id and resumed.status == IN_PROGRESS
        state = resumed.record.state
        assert (state.player.name, state.dice) == ("Bob", (6, 6, 4, 3, 2))
        assert state.cards[0].get("first") == 5 and state.cards[1].get("first") is None
        [listed] = store.unfinished()
        assert (listed.id, listed.ruleset_id, listed.ruleset_name) == (game_id, MODE, NAME)
        assert (listed.turn, listed.turns, listed.actions) == (1, 3, 3)
        assert [p[0] for p in listed.players] == ["Ann", "Bob", "Skipper"]
        store.abandon_game(game_id)

    data = cli_json("history", "--unfinished", "--json")
    assert data == {"unfinished": [{
        "game": game_id, "rules": MODE, "rules_name": NAME,
        "players": [{"name": "Ann", "computer": False, "strategy": None},
                    {"name": "Bob", "computer": False, "strategy": None},
                    {"name": "Skipper", "computer": True, "strategy": "skipper"}],
        "started": data["unfinished"][0]["started"],
        "turn": 1, "turns": 3, "status": "abandoned", "open_elsewhere": False}]}
    status, out, _ = run_bytes(["history", "--unfinished", "--rules", MODE])
    assert status == 0 and "turn 1 of 3" in out and "Ann, Bob, Skipper  (abandoned)" in out

    with Store.open(database_path()) as store:
        again = store.resume_game(game_id)  # picked up again, exactly where it was left
        assert again.record.state.dice == (6, 6, 4, 3, 2)
        record = play_saving(store, game_id, again.record, steps[3:])
        assert store.game(game_id).status == FINISHED
        assert store.unfinished() == [] and store.resumable() is None
        assert [s.total for s in store.history()[0].seats] == [17, 14, 12]


def test_a_finished_game_is_in_the_history_and_the_high_scores() -> None:
    game_id = finished_game()
    with Store.open(database_path()) as store:
        [game] = store.history()
        assert (game.id, game.ruleset_id, game.ruleset_name, game.status) == (
            game_id, MODE, NAME, FINISHED)
        assert [(s.name, s.total, s.place) for s in game.seats] == [
            ("Ann", 17, 1), ("Bob", 14, 2), ("Skipper", 12, 3)]
        assert store.rulesets_played() == [MODE]
        assert [(h.rank, h.name, h.score) for h in store.high_scores(MODE)] == [
            (1, "Ann", 17), (2, "Bob", 14)]
        assert [h.name for h in store.high_scores(MODE, include_computer=True)] == [
            "Ann", "Bob", "Skipper"]
        ann = store.player_summary("Ann", MODE)
        assert (ann.games, ann.average, ann.best, ann.all_same_rate) == (1, 17.0, 17, None)
        assert ann.box_averages == {MODE: {"first": 5.0, "second": 12.0, "third": 0.0}}
        assert store.game(game_id).record.state.cards[1].total == 14  # the log replays

    status, out, err = run_bytes(["highscores"])
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == f"{NAME} ({MODE})"
    assert [line.split()[:3] for line in lines[1:]] == [["1.", "Ann", "17"], ["2.", "Bob", "14"]]
    table = cli_json("highscores", "--rules", MODE, "--all-players", "--json")
    assert [(r["name"], r["score"], r["computer"]) for r in table["high_scores"][MODE]] == [
        ("Ann", 17, False), ("Bob", 14, False), ("Skipper", 12, True)]

    status, out, _ = run_bytes(["history"])
    assert status == 0 and f"{NAME[:20]} Ann 17, Bob 14, Skipper 12" in out
    data = cli_json("history", "--player", "Bob", "--rules", MODE, "--json")
    assert data["summary"]["games"] == 1 and data["summary"]["best"] == 14
    assert [g["rules_name"] for g in data["games"]] == [NAME]


def test_the_statistics_count_its_scores() -> None:
    finished_game()
    with Store.open(database_path()) as store:
        people = statistics(store, Filters(ruleset_id=MODE))
        everyone = statistics(store, Filters(ruleset_id=MODE, include_computers=True))
        ann = statistics(store, Filters(player="Ann", include_computers=True))
    # people only: Ann's 17 and Bob's 14, in one game
    assert (people.games, people.scores, people.mean, people.median) == (1, 2, 15.5, 15.5)
    assert people.best is not None and people.worst is not None
    assert (people.best.score, people.worst.score) == (17, 14)
    assert people.all_same_rate is None and people.extra_bonus_points == 0
    assert people.boxes is not None
    assert {k: (v.mean, v.zero_rate) for k, v in people.boxes.items()} == {
        "first": (2.5, 0.5), "second": (7.5, 0.0), "third": (5.5, 0.5)}
    # with the computer: 17, 14 and 12
    assert (everyone.games, everyone.scores) == (1, 3)
    assert everyone.mean == pytest.approx(43 / 3)
    assert [(h.opponent, h.wins, h.losses, h.ties) for h in ann.head_to_head] == [
        ("Bob", 1, 0, 0), ("Skipper computer", 1, 0, 0)]

    figures = cli_json("stats", "--rules", MODE, "--json")
    assert (figures["games"], figures["scores"], figures["mean"]) == (1, 2, 15.5)
    assert "reference" not in figures


def test_export_and_import_carry_the_game_to_another_history(tmp_path: Path) -> None:
    finished_game()
    path = tmp_path / "history.json"
    status, _, err = run_bytes(["export", str(path)])
    assert (status, err) == (0, f"exported 1 game to {path}\n")
    exported = json.loads(path.read_text())
    [entry] = exported["games"]
    assert entry["record"]["mode"] == MODE and entry["totals"] == [17, 14, 12]

    with Store.open(tmp_path / "elsewhere.sqlite3") as other:
        result = other.import_history(exported)
        assert (result.games_added, result.duplicates) == (1, 0)
        assert other.import_history(exported).duplicates == 1  # not doubled
        [game] = other.history()
        assert (game.ruleset_id, game.ruleset_name) == (MODE, NAME)
        assert [(s.name, s.total, s.place) for s in game.seats] == [
            ("Ann", 17, 1), ("Bob", 14, 2), ("Skipper", 12, 3)]
        assert [h.score for h in other.high_scores(MODE)] == [17, 14]
        again = other.export()
    assert again["games"][0]["record"] == entry["record"]


def test_a_game_adds_its_own_command_to_the_command_line() -> None:
    """The toy's own part of the CLI, registered from here: ``cargo DIE...``."""
    from yachtdice.cli.common import dice_args
    from yachtdice.cli.modes import Commands, GameCommands
    from yachtdice.cli.modes import register as register_commands
    from yachtdice.cli.modes import unregister as unregister_commands

    from .game import cargo

    def run(args: argparse.Namespace, out: IO[str]) -> int:
        out.write(f"{cargo(dice_args(args.dice))}\n")
        return 0

    def add(commands: Commands) -> None:
        p = commands.top.add_parser("cargo", help="what a roll carries in Ship, Captain and Crew")
        p.add_argument("dice", nargs=5, metavar="DIE")
        p.set_defaults(run=run)

    register_commands(GameCommands(GAME, add))
    try:
        assert run_bytes(["cargo", "6", "5", "4", "3", "2"]) == (0, "5\n", "")
        status, out, err = run_bytes(["cargo", "6", "5", "x", "3", "2"])
        assert (status, out) == (2, "")
        assert err == "yachtdice-cli: dice must be whole numbers, not '6 5 x 3 2'\n"
    finally:
        unregister_commands(MODE)
    status, _, err = run_bytes(["cargo", "6", "5", "4", "3", "2"])
    assert status == 2 and "invalid choice: 'cargo'" in err
