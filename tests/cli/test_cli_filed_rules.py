"""A game option does not make rules of their own: a Place Value game played with the
teacher's rule is filed with its card's games (high scores, history, statistics), also in a
history written before, and a ``--rules`` that names nothing is one sentence, exit 2."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace

import pytest

from yachtdice.core import GameRecord, Player, Roll, Score
from yachtdice.core.modes.place_value.engine import PlaceClaim
from yachtdice.core.modes.place_value.rules import preset
from yachtdice.paths import database_path
from yachtdice.store import Store

from .helpers import run_bytes

CARD = "place-value-4"
NAME = "Place Value Yahtzee (4 digits)"
TEACHER = replace(preset(CARD), teacher_rule=True)
#: the id the store gave such games before (the card's id and its rules' hash), as the
#: issue's reporter found it in their history
OLD_ID = "place-value-4~7bd30cde"


def teachers_game(name: str = "Ann") -> GameRecord:
    """Alone at the card with the teacher's rule: 6431 in the WILD box, read aloud right
    ("six thousand four hundred thirty-one"), every other box crossed out. Alone at the
    card, each box's greatest entry is Ann's: the 6431 and, an X counting as 0, each X:
    nine boxes won."""
    record = GameRecord.new(TEACHER, [Player(name)])
    reading = "six thousand four hundred thirty-one"
    boxes = [b.id for b in TEACHER.boxes]
    for box in boxes:
        record = record.then(Roll((6, 4, 3, 1)))
        claim = PlaceClaim(box, "6431", reading) if box == "wild" else PlaceClaim(box, None)
        record = record.then(Score(claim))
    assert record.state.finished
    return record


def file_game(record: GameRecord) -> None:
    """The game saved as the window saves it: started, then saved after every action."""
    with Store.open(database_path()) as store:
        game = store.start_game(record.__class__.new(record.ruleset, list(record.players)))
        store.save_progress(game, record)


def cli(*argv: str) -> tuple[int, str, str]:
    return run_bytes(list(argv))


def assert_filed_with_the_card(name: str = "Ann") -> None:
    status, out, err = cli("highscores", "--rules", CARD, "--json")
    assert (status, err) == (0, "")
    table = json.loads(out)["high_scores"]
    assert list(table) == [CARD]
    assert [(r["name"], r["score"]) for r in table[CARD]] == [(name, 9)]

    status, out, _ = cli("highscores")
    assert out.splitlines() == [f"{NAME} ({CARD})", out.splitlines()[1]]
    assert f" {name} " in out.splitlines()[1]

    status, out, _ = cli("history", "--rules", CARD, "--json")
    games = json.loads(out)["games"]
    assert [(g["rules"], g["rules_name"], g["players"][0]["total"]) for g in games] == [
        (CARD, NAME, 9)]

    status, out, err = cli("stats", "--rules", CARD, "--json")
    assert (status, err) == (0, "")
    figures = json.loads(out)
    assert figures["games"] == 1 and figures["mean"] == 9.0
    assert "reference" not in figures  # optimal play is worked out for pip dice only


def test_a_game_with_the_teachers_rule_is_filed_with_its_cards_games() -> None:
    file_game(teachers_game())
    assert_filed_with_the_card()


def test_a_history_that_filed_it_apart_is_read_with_the_card() -> None:
    file_game(teachers_game())
    conn = sqlite3.connect(database_path())  # as an older Yacht Dice filed the game
    with conn:
        for table in ("rule_versions", "games", "seats", "player_totals", "player_boxes"):
            conn.execute(f"UPDATE {table} SET ruleset_id = ? WHERE ruleset_id = ?",
                         (OLD_ID, CARD))
    conn.close()

    assert_filed_with_the_card()
    status, out, _ = cli("history", "--player", "Ann", "--rules", CARD, "--json")
    summary = json.loads(out)["summary"]  # the running totals moved with the game
    assert (summary["games"], summary["best"], summary["average"]) == (1, 9, 9.0)
    status, out, err = cli("stats", "--rules", OLD_ID)
    assert (status, out) == (2, "")
    assert err == f"yachtdice-cli: There is no ruleset {OLD_ID!r} (neither built-in nor saved).\n"


@pytest.mark.parametrize("command", [["stats"], ["highscores"], ["history"],
                                     ["history", "--unfinished"]])
@pytest.mark.parametrize("rules", ["nope", OLD_ID, "Place Value", "", "a\nb", "x" * 300])
def test_a_rules_filter_that_names_nothing_is_one_sentence(command: list[str],
                                                           rules: str) -> None:
    file_game(teachers_game())
    status, out, err = cli(*command, "--rules", rules)
    assert (status, out) == (2, "")
    assert err.startswith("yachtdice-cli: There is no ruleset ")
    assert err.endswith(" (neither built-in nor saved).\n") and err.count("\n") == 1
