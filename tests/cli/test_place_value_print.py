"""yachtdice-cli place-value print: a blank score card for a class, or a game's card from the
history, as a PDF read back with pdftotext; bad input is one line, exit status 2, nothing
written.

The stored game is rule sheet 003's two cards (tests/core/test_place_value.py): Ann wrote
the left card, Zoë 李 the right; worked by hand, Zoë wins 5 boxes to 4.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.helpers import run_bytes
from tests.core.test_place_value import LEFT, RIGHT
from tests.pdf_text import needs_poppler, pdf_pages, pdf_text

WORDING_3 = [
    "Number with 5 in the hundreds place", "Number with 3 in the tens place",
    "Number with 1 in the ones place", "Number whose hundreds and tens digits add up to 7",
    "Number whose tens and ones digits add up to 9", "Number whose digits add up to 10",
    "Number with two of the same digit", "Number with three of the same digit",
    "WILD! Any number can be written here",
]


@pytest.fixture(autouse=True)
def _one_application(qapp: object) -> None:
    """In-process, the command finds the tests' QApplication and draws with it (it starts
    its own offscreen QGuiApplication only when there is none, as in the real command:
    see the last test), so the window tests after these still have a QApplication."""


def pv_print(*argv: str) -> tuple[int, str, str]:
    return run_bytes(["place-value", "print", *argv])


def stored_game() -> int:
    """The rule sheet's game, recorded in the history; its id."""
    from yachtdice.core import GameRecord, Player, Roll, Score
    from yachtdice.core.modes.place_value.engine import PlaceClaim
    from yachtdice.core.modes.place_value.rules import preset
    from yachtdice.store import Store

    rules = preset("place-value-4")
    record = GameRecord.new(rules, [Player("Ann"), Player("Zoë 李")])
    for box_id in rules.box_ids:
        for card in (LEFT, RIGHT):
            number = card[box_id]
            dice = tuple(int(d) for d in str(number)) if number is not None else (1, 1, 1, 1)
            record = record.then(Roll(dice))
            record = record.then(Score(PlaceClaim(box_id, None if number is None
                                                  else str(number))))
    with Store.open() as store:
        return store.record_game(record)


@needs_poppler
def test_a_blank_card_for_the_class(tmp_path: Path) -> None:
    target = tmp_path / "class.pdf"
    status, out, err = pv_print("--rules", "place-value-3", "--pupils", "4", str(target))
    assert (status, err) == (0, "")
    assert json.loads(out) == {"written": str(target), "blank": True, "pupils": 4}
    text = pdf_text(target)
    assert all(wording in text for wording in WORDING_3)
    assert text.count("Name:") == 4 and "Points (boxes won)" in text


@needs_poppler
def test_a_blank_card_headed_by_the_pupils_names(tmp_path: Path) -> None:
    target = tmp_path / "names.pdf"
    status, out, _ = pv_print("--rules", "place-value-3", "--name", "Zoë 李", "--name", "Ann",
                              str(target))
    assert status == 0 and json.loads(out)["pupils"] == 2
    text = pdf_text(target)
    assert "Zoë 李" in text and "Ann" in text and "Name:" not in text


@needs_poppler
def test_a_games_card_from_the_history_filled_in(tmp_path: Path) -> None:
    game = stored_game()
    target = tmp_path / "game.pdf"
    status, out, err = pv_print("--rules", "place-value-4", "--game", str(game), str(target))
    assert (status, err) == (0, "")
    assert json.loads(out) == {"written": str(target), "blank": False, "pupils": 2}
    text = pdf_text(target)
    for shown in ("Ann", "Zoë 李", "Number with 3 in the hundreds place", "6,341", "5,332",
                  "WILD! Any number can be written here", "6,551",
                  "Zoë 李 wins with 5 points."):
        assert shown in text
    assert pdf_pages(target)[0] == 1


@needs_poppler
def test_a_card_from_a_ruleset_file(tmp_path: Path) -> None:
    card = tmp_path / "lucky.json"
    card.write_text(json.dumps({
        "mode": "place-value", "id": "lucky", "name": "Lucky sevens", "dice": {"count": 3},
        "boxes": [{"id": "lucky", "label": "Lucky number",
                   "condition": {"kind": "digit_in_place", "place": "ones", "digit": 6}}]}))
    status, _, _ = pv_print("--rules", str(card), str(tmp_path / "lucky.pdf"))
    assert status == 0
    text = pdf_text(tmp_path / "lucky.pdf")
    assert "Lucky sevens" in text and "Lucky number" in text
    assert "Number with 6 in the ones place" in text  # the rule, under a name that hides it


@pytest.mark.parametrize(("args", "why"), [
    (["--rules", "place-value-9"], "no ruleset 'place-value-9' (neither built-in nor saved)"),
    (["--rules", "yahtzee"], "'yahtzee' is built in as"),
    (["--rules", "place-value-3", "--pupils", "9"], "1 to 8 pupils' columns, not 9"),
    (["--rules", "place-value-3", "--name", "Ann\x07"], "must not contain control characters"),
    (["--rules", "place-value-3", "--game", "7"], "no game 7"),
    (["--rules", "place-value-3", "--game", "1", "--pupils", "3"],
     "--name and --pupils are for a blank card"),
])
def test_bad_input_is_one_line_and_writes_nothing(tmp_path: Path, args: list[str],
                                                  why: str) -> None:
    target = tmp_path / "card.pdf"
    status, out, err = pv_print(*args, str(target))
    assert (status, out) == (2, "")
    assert why in err and err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_a_game_of_other_rules_is_refused(tmp_path: Path) -> None:
    game = stored_game()
    status, _, err = pv_print("--rules", "place-value-3", "--game", str(game),
                              str(tmp_path / "card.pdf"))
    assert status == 2
    assert err == (f"yachtdice-cli: game {game} was played with Place Value Yahtzee (4 digits) "
                   "(place-value-4), not place-value-3\n")


@pytest.mark.parametrize("bad", ["folder", "missing folder"])
def test_a_file_name_that_cannot_be_written_is_refused_before_drawing(
        tmp_path: Path, bad: str) -> None:
    target = tmp_path / "cards" if bad == "folder" else tmp_path / "nowhere" / "card.pdf"
    if bad == "folder":
        target.mkdir()
    status, out, err = pv_print("--rules", "place-value-3", str(target))
    assert (status, out) == (2, "")
    reason = "it is a folder" if bad == "folder" else "its folder does not exist"
    assert reason in err and err.count("\n") == 1
    assert [p.name for p in tmp_path.iterdir()] == (["cards"] if bad == "folder" else [])


@pytest.mark.slow
@needs_poppler
def test_the_command_starts_qt_offscreen_itself_without_a_display(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    target = tmp_path / "card.pdf"
    proc = subprocess.run([sys.executable, "-m", "yachtdice.cli.app", "place-value", "print",
                           "--rules", "place-value-3", str(target)],
                          capture_output=True, text=True, env=env, timeout=120)
    assert (proc.returncode, proc.stderr) == (0, "")
    assert all(wording in pdf_text(target) for wording in WORDING_3)


def class_game(names: list[str]) -> int:
    """A finished four-digit game of ``names``: in turn each writes its roll's greatest
    number in the next open box, or an X where none fits; its id in the history."""
    from yachtdice.core import GameRecord, Player, Roll, Score
    from yachtdice.core.modes.place_value.engine import PlaceClaim
    from yachtdice.core.modes.place_value.rules import best, preset
    from yachtdice.store import Store

    rules = preset("place-value-4")
    record = GameRecord.new(rules, [Player(n) for n in names])
    rolls = [(6, 3, 4, 1), (5, 3, 4, 2), (6, 5, 3, 3), (2, 2, 4, 6), (1, 3, 5, 6)]
    turn = 0
    while not record.state.finished:
        dice = rolls[turn % len(rolls)]
        turn += 1
        record = record.then(Roll(dice))
        box = record.state.cards[record.state.current].open_ids[0]
        number = best(rules, dice, (box,))[box]
        record = record.then(Score(PlaceClaim(box, number.text if number else None)))
    with Store.open() as store:
        return store.record_game(record)


@needs_poppler
@pytest.mark.parametrize("names", [
    ["Ann", "Ben", "Cy", "Dee", "Eve"],
    ["Maximilian-Alexander", "Anna-Katharina", "Christopher", "Konstantinos", "Wilhelmina",
     "Bartholomew"]])
def test_a_class_s_card_is_one_page_its_names_whole(tmp_path: Path, names: list[str]) -> None:
    # issue 36: five pupils' result sentence printed alone on page 2, six long names' rules;
    # the names broke mid-word ("Christo" over "pher")
    target = tmp_path / "class.pdf"
    status, _, err = pv_print("--rules", "place-value-4", "--game", str(class_game(names)),
                              str(target))
    assert (status, err) == (0, "")
    assert pdf_pages(target)[0] == 1
    words = pdf_text(target).split()
    for name in names:
        assert any(name in w or w.startswith(name.split("-")[0]) for w in words), name
    for name in ("Christopher", "Konstantinos", "Wilhelmina", "Bartholomew"):
        if name in names:
            assert name in words
    assert "wins with" in pdf_text(target)
