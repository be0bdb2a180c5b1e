"""yachtdice-cli replay and score for Triple Yahtzee: turns as [[dice...], "box", column],
each column's boxes, sums and total and the grand total (tests/core/test_triple.py's card,
worked out by hand); each open box of each column; the joker and the chips."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.helpers import run_bytes
from tests.core.test_triple import WHOLE_GAME
from tests.pdf_text import needs_poppler, pdf_text


def replay(turns: object, rules: str = "triple-yahtzee") -> tuple[int, str, str]:
    return run_bytes(["replay", "--rules", rules, "-"], json.dumps(turns).encode())


def test_replay_prints_each_column_and_the_grand_total() -> None:
    turns = [[list(dice), box, column + 1] for dice, box, column in WHOLE_GAME]
    turns[8][1] = "Full House"  # a box by its label
    status, out, err = replay(turns)
    assert (status, err) == (0, "")
    result = json.loads(out)
    assert result["total"] == 1648
    first, second, third = result["columns"]
    assert (first["multiplier"], first["upper"], first["upper_bonus"], first["lower"],
            first["total"]) == (1, 63, 35, 184, 282)
    assert (second["upper"], second["upper_bonus"], second["lower"], second["total"]) == (
        42, 0, 128, 340)
    assert (third["upper"], third["upper_bonus"], third["lower"], third["total"]) == (
        84, 35, 223, 1026)
    assert third["boxes"]["chance"] == 25 and second["boxes"]["yahtzee"] == 0
    assert len(first["boxes"]) == 13


def test_replay_counts_a_chip_by_its_column_or_flat() -> None:
    # three Yahtzees of 50, then five 2s with Twos open only in ×3: 10 there, and a chip
    turns = [[[6] * 5, "yahtzee", c] for c in (1, 2, 3)]
    turns += [[[2, 2, 2, 1, 3], "twos", 1], [[2, 2, 1, 3, 4], "twos", 2], [[2] * 5, "twos", 3]]
    status, out, _ = replay(turns)
    result = json.loads(out)
    # 50 + 6, (50 + 4) × 2, (50 + 10) × 3 and a chip of 300
    assert status == 0 and result["columns"][2]["extra_yahtzee_bonus"] == 300
    assert result["total"] == 56 + 108 + 180 + 300
    status, out, _ = replay(turns, "triple-yahtzee-flat-chips")
    assert status == 0 and json.loads(out)["total"] == 56 + 108 + 180 + 100


def test_replay_names_the_turn_the_rules_refuse() -> None:
    turns = [[[6] * 5, "yahtzee", c] for c in (1, 2, 3)] + [[[6] * 5, "chance", 1]]
    assert replay(turns) == (2, "", "yachtdice-cli: turn 4: Joker rule: a roll of all 6s "
                             "must go in Sixes in a column where it is open.\n")
    assert replay([[[1, 2, 3, 4, 5], "chance", 4]])[2] == \
        "yachtdice-cli: turn 1: the column must be 1, 2 or 3\n"
    assert replay([[[1, 2, 3, 4, 5], "chance"]])[2] == \
        'yachtdice-cli: turn 1: must be [[dice...], "box", column 1 to 3]\n'


def test_score_prints_each_open_box_of_each_column() -> None:
    card = {"columns": [{"yahtzee": 50, "fours": 12}, {"yahtzee": 50, "fours": 8},
                        {"yahtzee": 50}], "chips": [0, 0, 0]}
    status, out, err = run_bytes(["score", "--rules", "triple-yahtzee", "--card",
                                  json.dumps(card), "4", "4", "4", "4", "4"])
    assert (status, err) == (0, "")
    result = json.loads(out)
    first, _, third = result["columns"]
    assert "fours" not in first and "yahtzee" not in third
    assert third["fours"] == 20 and third["chance"] is None and first["chance"] is None
    assert result["extra_yahtzee_bonus"] == [100, 200, 300]
    status, out, _ = run_bytes(["score", "--rules", "triple-yahtzee", "3", "3", "3", "5", "5"])
    assert status == 0
    assert [c["full_house"] for c in json.loads(out)["columns"]] == [25, 25, 25]
    assert json.loads(out)["extra_yahtzee_bonus"] == [0, 0, 0]


def test_score_refuses_a_card_it_cannot_hold() -> None:
    status, _, err = run_bytes(["score", "--rules", "triple-yahtzee", "--card",
                                '{"columns": [{"fours": 7}]}', "1", "2", "3", "4", "5"])
    assert status == 2 and err == "yachtdice-cli: card: fours in column 1 cannot hold 7\n"


@needs_poppler
def test_print_fills_the_card_from_the_history_as_worked_by_hand(qapp: object,
                                                                 tmp_path: Path) -> None:
    from yachtdice.core import GameRecord, Player, Roll, Score
    from yachtdice.core.game import Place
    from yachtdice.core.modes.triple.rules import TRIPLE
    from yachtdice.store import Store

    record = GameRecord.new(TRIPLE, [Player("Ann")])
    for dice, box, column in WHOLE_GAME:
        record = record.then(Roll(dice)).then(Score(Place(box, column)))
    with Store.open() as store:
        game = store.record_game(record)
    target = tmp_path / "triple.pdf"
    status, out, err = run_bytes(["print", "--rules", "triple-yahtzee", "--game", str(game),
                                  str(target)])
    assert (status, err) == (0, "") and json.loads(out)["pages"] == 1
    text = pdf_text(target)
    assert "Ones 3 2 4" in text and "Twos 6 4 8" in text  # as written, not multiplied
    for row in ("Upper sum", "Bonus", "Bonus chips", "Column total", "Grand total"):
        assert row in text
    # each total row's cells, in the card's order (pdftotext may set a total's name apart)
    at = [text.index(cells) for cells in ("63 42 84", "35 0 35", "282 340 1026", "1648")]
    assert at == sorted(at)
    assert "Final score for Ann: 1648 points." in text  # a game played alone
