"""yachtdice-cli print: any game's score card as a PDF, read back as a PDF viewer reads it
(pdftotext, pdfinfo, pdftoppm): every built-in ruleset, a house ruleset file, Word Yahtzee,
the toy Triple Ship's three columns per player, a game of the history filled in; large print
at 14 pt or more, four cards on one page, black and white or colour, A4 (595 x 842 pt) or
Letter (612 x 792 pt). Bad input is one sentence, exit status 2, nothing written.

The stored game is Ann's, worked by hand: 3 + 6 + 9 + 12 + 15 + 18 = 63 in the upper
section earns the bonus of 35 (98); three of a kind 28, four of a kind 14, full house 25,
small straight 30, large straight 40, Yahtzee 50, chance 26 make 213; 311 in all.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.helpers import run_bytes
from tests.pdf_text import (
    coloured_pixels,
    needs_poppler,
    pdf_pages,
    pdf_rows,
    pdf_text,
    word_points,
)
from tests.toy.triple import registered

pytestmark = needs_poppler

#: the built-in rulesets today (every one the registry lists is printed)
BUILT_IN = ["yahtzee", "yahtzee-free-joker", "yatzy", "maxi-yatzy", "yacht", "word-yahtzee",
            "yahtzee-words", "place-value-4", "place-value-3", "place-value-6",
            "place-value-decimal"]
TURNS = [((1, 1, 1, 2, 3), "ones"), ((2, 2, 2, 1, 3), "twos"), ((3, 3, 3, 1, 2), "threes"),
         ((4, 4, 4, 1, 2), "fours"), ((5, 5, 5, 1, 2), "fives"), ((6, 6, 6, 1, 2), "sixes"),
         ((6, 6, 6, 5, 5), "three_of_a_kind"), ((2, 2, 2, 2, 6), "four_of_a_kind"),
         ((3, 3, 2, 2, 2), "full_house"), ((1, 2, 3, 4, 6), "small_straight"),
         ((2, 3, 4, 5, 6), "large_straight"), ((4, 4, 4, 4, 4), "yahtzee"),
         ((6, 6, 5, 5, 4), "chance")]


@pytest.fixture(autouse=True)
def _one_application(qapp: object) -> None:
    """In-process, the command draws with the tests' QApplication."""


def card(*argv: str) -> tuple[int, str, str]:
    return run_bytes(["print", *argv])


def stored_game() -> int:
    from yachtdice.core import GameRecord, Player, Roll, Score
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.store import Store

    record = GameRecord.new(preset("yahtzee"), [Player("Ann")])
    for dice, box in TURNS:
        record = record.then(Roll(dice)).then(Score(box))
    assert record.state.finished
    with Store.open() as store:
        return store.record_game(record)


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_every_built_in_ruleset_prints_a_blank_card_on_one_page(tmp_path: Path) -> None:
    from yachtdice.core.modes import ruleset_by_id

    every = [r.id for r in _every_preset()]  # a game added later is printed here too
    assert set(BUILT_IN) <= set(every)
    for ruleset_id in every:
        target = tmp_path / f"{ruleset_id}.pdf"
        status, out, err = card("--rules", ruleset_id, "--paper", "a4", str(target))
        assert (status, err) == (0, ""), ruleset_id
        assert json.loads(out) == {"written": str(target), "blank": True, "players": 2,
                                   "pages": 1}
        text = pdf_text(target)
        assert str(ruleset_by_id(ruleset_id).name) in text and text.count("Name:") == 2
        assert pdf_pages(target)[:2] == (1, "A4")


def _every_preset() -> list[object]:
    from yachtdice.core.modes import modes

    return [r for m in modes() for r in m.presets]


def test_the_yahtzee_card_has_the_paper_cards_layout(tmp_path: Path) -> None:
    target = tmp_path / "yahtzee.pdf"
    assert card("--rules", "yahtzee", "--name", "Ann", "--name", "Zoë 李", str(target))[0] == 0
    text = pdf_text(target)
    order = ["Upper section", "Ones", "Sixes", "Upper sum", "Bonus", "Upper total",
             "Lower section", "3 of a Kind", "Chance", "Yahtzee bonus", "Lower total",
             "Upper total", "Grand total"]
    at = [text.index(label, text.index(order[i - 1]) if i else 0)
          for i, label in enumerate(order)]
    assert at == sorted(at)
    assert "Ann" in text and "Zoë 李" in text and "Name:" not in text


def test_a_game_of_the_history_is_filled_in(tmp_path: Path) -> None:
    game = stored_game()
    target = tmp_path / "ann.pdf"
    status, out, _ = card("--rules", "yahtzee", "--game", str(game), str(target))
    assert status == 0 and json.loads(out)["blank"] is False
    text = pdf_text(target)
    for row, points in (("Upper sum", "63"), ("Bonus", "35"), ("Upper total", "98"),
                        ("Lower total", "213"), ("Grand total", "311"),
                        ("Chance", "26"), ("Full House", "25")):
        assert f"{row} {points}" in text, row
    assert "Final score for Ann: 311 points." in text


@pytest.mark.slow
def test_letter_paper_by_choice(tmp_path: Path) -> None:
    target = tmp_path / "letter.pdf"
    assert card("--rules", "yatzy", "--players", "6", "--paper", "letter", str(target))[0] == 0
    pages, paper, width, height = pdf_pages(target)
    assert (pages, paper, width, height) == (1, "letter", 612, 792)
    assert pdf_text(target).count("Name:") == 6


@pytest.mark.slow
def test_large_print_writes_the_box_names_at_14_points_or_more(tmp_path: Path) -> None:
    normal, large = tmp_path / "normal.pdf", tmp_path / "large.pdf"
    assert card("--rules", "yahtzee", str(normal))[0] == 0
    assert card("--rules", "yahtzee", "--large", str(large))[0] == 0
    assert max(word_points(normal, "Ones")) < 14 <= min(word_points(large, "Ones"))
    assert pdf_pages(large)[0] == 1


def test_four_cards_to_a_page(tmp_path: Path) -> None:
    target = tmp_path / "four.pdf"
    assert card("--rules", "yahtzee", "--four-up", str(target))[0] == 0
    text = pdf_text(target)
    assert pdf_pages(target)[0] == 1
    assert text.count("Grand total") == 4 and text.count("Name:") == 8


@pytest.mark.slow
def test_colour_unless_black_and_white(tmp_path: Path) -> None:
    colour, mono = tmp_path / "colour.pdf", tmp_path / "mono.pdf"
    assert card("--rules", "yahtzee", str(colour))[0] == 0
    assert card("--rules", "yahtzee", "--mono", str(mono))[0] == 0
    (tmp_path / "c").mkdir()
    (tmp_path / "m").mkdir()
    assert coloured_pixels(colour, tmp_path / "c") > 100
    assert coloured_pixels(mono, tmp_path / "m") == 0


@pytest.mark.slow
def test_a_house_ruleset_file_and_word_yahtzee(tmp_path: Path) -> None:
    from yachtdice.core.modes.pips.presets import preset

    data = preset("yahtzee").to_dict()
    data.update(id="our-yahtzee", name="Our Kitchen Yahtzee")
    rules_file = tmp_path / "ours.json"
    rules_file.write_text(json.dumps(data), encoding="utf-8")
    ours, word = tmp_path / "ours.pdf", tmp_path / "word.pdf"
    assert card("--rules", str(rules_file), "--players", "3", str(ours))[0] == 0
    assert "Our Kitchen Yahtzee" in pdf_text(ours) and pdf_text(ours).count("Name:") == 3
    assert card("--rules", "word-yahtzee", str(word))[0] == 0
    text = pdf_text(word)
    assert "2-Letter Word One word of exactly 2 letters: the letters used." in text
    assert "Yahtzee Word" in text and "Total" in text


def test_three_columns_a_player_on_the_toy_triple_ship(tmp_path: Path) -> None:
    rules_file = tmp_path / "triple.json"
    rules_file.write_text(json.dumps({"mode": "triple-ship", "id": "triple-ship",
                                      "name": "Triple Ship"}), encoding="utf-8")
    target = tmp_path / "triple.pdf"
    with registered():
        status, _, err = card("--rules", str(rules_file), "--name", "Ann", "--name", "Bob",
                              str(target))
    assert (status, err) == (0, "")
    text = pdf_text(target)
    assert text.count("×1") == 2 and text.count("×3") == 2
    assert "Ann" in text and "Bob" in text and "First Voyage" in text
    assert "Grand total" in text


@pytest.mark.slow
def test_a_dash_writes_the_pdf_to_standard_output(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-m", "yachtdice.cli.app", "print", "--rules",
                           "yacht", "--paper", "letter", "-"], capture_output=True, env=env,
                          timeout=120, check=False)
    assert proc.returncode == 0 and proc.stdout.startswith(b"%PDF")
    (tmp_path / "out.pdf").write_bytes(proc.stdout)
    assert "Yacht" in pdf_text(tmp_path / "out.pdf")
    assert pdf_pages(tmp_path / "out.pdf")[1] == "letter"


@pytest.mark.parametrize(("argv", "said"), [
    (["--rules", "nope"], "no ruleset 'nope'"),
    (["--rules", "yahtzee", "--players", "9"], "1 to 8 players' columns, not 9"),
    (["--rules", "yahtzee", "--players", "2", "--name", "Ann"], "not both"),
    (["--rules", "yahtzee", "--game", "1", "--players", "3"], "are for a blank card"),
    (["--rules", "yahtzee", "--game", "99"], "no game"),
    (["--rules", "maxi-yatzy", "--four-up"], "do not fit a quarter of the page"),
])
def test_bad_input_is_one_sentence_and_writes_nothing(tmp_path: Path, argv: list[str],
                                                      said: str) -> None:
    target = tmp_path / "card.pdf"
    status, out, err = card(*argv, str(target))
    assert status == 2 and out == "" and said in err
    assert err.count("\n") == 1 and err.startswith("yachtdice-cli: ")
    assert not target.exists() and list(tmp_path.iterdir()) == []


def test_a_link_a_pipe_or_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "real.pdf").write_bytes(b"mine")
    (tmp_path / "link.pdf").symlink_to(tmp_path / "real.pdf")
    (tmp_path / "folder.pdf").mkdir()
    os.mkfifo(tmp_path / "pipe.pdf")  # never opened: nothing waits for a reader
    for name in ("link.pdf", "folder.pdf", "pipe.pdf"):
        status, _, err = card("--rules", "yahtzee", str(tmp_path / name))
        assert status == 2 and err.count("\n") == 1
    assert (tmp_path / "real.pdf").read_bytes() == b"mine"


@pytest.mark.slow
def test_a_dash_to_a_terminal_is_refused_not_scrambling_it(tmp_path: Path) -> None:
    import pty

    main, terminal = pty.openpty()
    try:
        done = subprocess.run([sys.executable, "-m", "yachtdice.cli", "print", "--rules",
                               "yahtzee", "-"], stdout=terminal, stderr=subprocess.PIPE,
                              env={**os.environ, "YACHTDICE_DATA_DIR": str(tmp_path)},
                              timeout=120, check=False)
        os.set_blocking(main, False)
        try:
            shown = os.read(main, 65536)
        except BlockingIOError:
            shown = b""
    finally:
        os.close(main)
        os.close(terminal)
    assert done.returncode == 2
    assert done.stderr.decode().startswith("yachtdice-cli: a PDF is not written to a terminal")
    assert b"%PDF" not in shown


@pytest.mark.slow
def test_eight_players_fit_one_upright_page_with_their_headings_whole(tmp_path: Path) -> None:
    # the play test: landscape put 4 of Yahtzee's 22 rows on a second sheet, and narrow
    # columns broke "Name:" into "Nam / e:"; the boxes' column gives up room instead
    target = tmp_path / "eight.pdf"
    status, out, err = card("--rules", "yahtzee", "--players", "8", "--paper", "a4",
                            str(target))
    assert (status, err) == (0, "")
    assert json.loads(out)["pages"] == 1
    pages, paper, width, height = pdf_pages(target)
    assert (pages, paper) == (1, "A4") and width < height  # upright
    assert pdf_text(target).count("Name:") == 8


def test_a_blank_pip_card_says_how_each_box_scores_beside_its_name(tmp_path: Path) -> None:
    # as the paper pads do ("HOW TO SCORE"): the whole rules do not fit one page, a few words
    # do, on each box's line (the rule sheet's values: 25, 30, 40, 50; 35 at 63)
    target = tmp_path / "yahtzee.pdf"
    status, out, err = card("--rules", "yahtzee", str(target))
    assert (status, err) == (0, "") and json.loads(out)["pages"] == 1
    rows = pdf_rows(target)
    for row in ("Ones Add only the dice showing 1", "Bonus Scores 35 at 63 or more",
                "3 of a Kind Total of all dice", "Full House Scores 25 points",
                "Small Straight Scores 30 points", "Large Straight Scores 40 points",
                "Yahtzee Scores 50 points", "Chance Total of all dice"):
        assert row in rows, row


@pytest.mark.parametrize("argv", [
    ["--players", "4"], ["--players", "4", "--large"], ["--players", "4", "--paper", "letter"],
    ["--name", "Ann", "--name", "Ben", "--name", "Cleo", "--name", "Dan"],
    ["--players", "6", "--paper", "letter"]])
def test_a_triple_yahtzee_card_for_four_to_six_fits_one_upright_page(
        tmp_path: Path, argv: list[str]) -> None:
    # the play test: the page turned for the players' twelve columns, and the last three
    # of its 20 rows (Bonus chips, Column total, Grand total) went to a second sheet (for
    # eight players, 24 columns, upright leaves no room to write: turned, two pages)
    target = tmp_path / "triple.pdf"
    status, out, err = card("--rules", "triple-yahtzee", *argv, str(target))
    assert (status, err) == (0, "")
    assert json.loads(out)["pages"] == 1
    pages, _, width, height = pdf_pages(target)
    assert pages == 1 and width < height  # upright
    text = pdf_text(target)
    assert "Bonus chips" in text and "Column total" in text and "Grand total" in text
    players = 6 if "6" in argv else 4
    assert text.count("×1") == text.count("×3") == players  # each column's heading whole
