"""A play tester's list for the command line (issue 36): ``simulate`` with another game's
rules says in one sentence which rules it plays; ``print --game N`` needs no ``--rules``
(the game's rules are in the history); ``rules list --json`` is one JSON document of the
text's rows; the usual paper follows LC_PAPER (after LC_ALL, before LANG, as the C library
reads them), not LANG alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.helpers import run_bytes
from tests.cli.test_print_cards import stored_game
from tests.pdf_text import needs_poppler, pdf_pages, pdf_text


@pytest.fixture(autouse=True)
def _one_application(qapp: object) -> None:
    """In-process, ``print`` draws with the tests' QApplication."""


@pytest.mark.parametrize(("rules", "game"), [("word-yahtzee", "Letter dice"),
                                             ("place-value-4", "Digit dice"),
                                             ("triple-yahtzee", "Triple Yahtzee")])
def test_simulate_says_it_plays_pip_dice_rules_only(rules: str, game: str) -> None:
    status, out, err = run_bytes(["simulate", "--rules", rules, "--strategy", "expert",
                                  "--games", "1"])
    assert (status, out) == (2, "")
    assert err == (f"yachtdice-cli: simulate plays only Pip dice rules; {rules!r} is "
                   f"{game} rules\n")  # it said "not built in"


def test_a_word_game_file_is_refused_the_same_way(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    status, shown, _ = run_bytes(["rules", "show", "word-yahtzee"])
    assert status == 0
    source = tmp_path / "ours.json"
    source.write_text(shown, encoding="utf-8")
    status, _, err = run_bytes(["solve", "--rules", "ours.json"])
    assert status == 2
    assert err == "yachtdice-cli: solve plays only Pip dice rules; 'ours.json' is Letter " \
                  "dice rules\n"


def test_score_names_the_games_whose_rules_it_scores() -> None:
    status, _, err = run_bytes(["score", "--rules", "word-yahtzee", "1", "2", "3", "4", "5"])
    assert status == 2  # Triple Yahtzee answers score with its own rules
    assert err == "yachtdice-cli: score plays only Pip dice and Triple Yahtzee rules; " \
                  "'word-yahtzee' is Letter dice rules\n"


@needs_poppler
def test_print_game_n_takes_the_rules_from_the_history(tmp_path: Path) -> None:
    game = stored_game()  # Ann's Yahtzee, 311 worked by hand
    target = tmp_path / "ann.pdf"
    status, out, err = run_bytes(["print", "--game", str(game), str(target)])
    assert (status, err) == (0, "")
    assert json.loads(out)["blank"] is False
    text = pdf_text(target)
    assert "Yahtzee" in text and "Final score for Ann: 311 points." in text
    status, _, err = run_bytes(["print", "--game", str(game), "--rules", "yacht",
                                str(tmp_path / "no.pdf")])
    assert status == 2 and "was played with Yahtzee (yahtzee), not yacht" in err
    status, _, err = run_bytes(["print", str(tmp_path / "none.pdf")])
    assert status == 2
    assert err == "yachtdice-cli: give --rules for a blank card, or --game N for a game's " \
                  "card\n"
    assert not (tmp_path / "none.pdf").exists()


def test_rules_list_json_is_the_same_rows_as_the_text(tmp_path: Path) -> None:
    status, shown, _ = run_bytes(["rules", "show", "yacht"])
    ours = json.loads(shown) | {"id": "our-yacht", "name": "Our Yacht"}
    source = tmp_path / "ours.json"
    source.write_text(json.dumps(ours), encoding="utf-8")
    assert run_bytes(["rules", "save", str(source)])[0] == 0
    status, text, _ = run_bytes(["rules", "list"])
    assert status == 0
    status, document, err = run_bytes(["rules", "list", "--json"])
    assert (status, err) == (0, "")
    rows = json.loads(document)["rulesets"]  # one document
    assert [[r["id"], r["name"], *(["custom"] if r["custom"] else [])] for r in rows] == \
        [line.split("\t") for line in text.splitlines()]
    assert {"id": "our-yacht", "name": "Our Yacht", "game": "pips", "custom": True} in rows
    assert {"id": "word-yahtzee", "name": "Word Yahtzee", "game": "word",
            "custom": False} in rows


@needs_poppler
@pytest.mark.parametrize(("environment", "paper"), [
    ({"LANG": "en_US.UTF-8"}, "letter"),
    ({"LANG": "en_US.UTF-8", "LC_PAPER": "de_DE.UTF-8"}, "A4"),      # it was Letter
    ({"LANG": "de_DE.UTF-8", "LC_PAPER": "en_US.UTF-8"}, "letter"),  # it was A4
    ({"LC_ALL": "en_CA.UTF-8", "LC_PAPER": "de_DE.UTF-8"}, "letter"),  # LC_ALL first
    ({"LANG": "C.UTF-8"}, "A4"),
])
def test_the_usual_paper_is_lc_papers(tmp_path: Path, environment: dict[str, str],
                                      paper: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_PAPER", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    target = tmp_path / "card.pdf"
    assert run_bytes(["print", "--rules", "yacht", str(target)])[0] == 0
    assert pdf_pages(target)[1] == paper

PUPILS = ["Alexander", "Beatrice", "Charlotte", "Dominic", "Eleanor", "Frederick",
          "Gabriella", "Harrison"]


@needs_poppler
def test_eight_pupils_four_to_a_page_keep_their_names_whole(tmp_path: Path) -> None:
    target = tmp_path / "class.pdf"
    argv = ["print", "--rules", "place-value-4", "--four-up", str(target)]
    for name in PUPILS:
        argv[3:3] = ["--name", name]
    status, out, err = run_bytes(argv)
    assert (status, err) == (0, "") and json.loads(out)["pages"] == 1
    words = pdf_text(target).split()
    for name in PUPILS:  # four cards, each heading whole (it read "Alexan" "der")
        assert words.count(name) == 4, (name, [w for w in words if w[:3] == name[:3]])
    assert words.count("Category") == 4
