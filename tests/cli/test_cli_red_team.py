"""Issue 37's red team on the command line: each input is one sentence (exit 2) or does
what it says, and nothing is lost or silently skipped."""

from __future__ import annotations

import json
from pathlib import Path

from ..core.test_place_value import LEFT, RIGHT
from .helpers import run_bytes as run


def cli(*argv: str, stdin: bytes = b"") -> tuple[int, str, str]:
    return run(list(argv), stdin)


def one_sentence(err: str) -> str:
    assert err.startswith("yachtdice-cli: ") and err.count("\n") == 1, err
    return err[len("yachtdice-cli: "):].rstrip("\n")


# -- rules save: any game's file -----------------------------------------------------------------
def test_rules_save_saves_a_word_or_place_value_file_by_its_game(tmp_path: Path) -> None:
    """Was a wall of "unknown field" lines: the file was read as pip dice."""
    for built_in, new_id in (("word-yahtzee", "our-words"), ("place-value-4", "class-card")):
        status, shown, _ = cli("rules", "show", built_in)
        data = json.loads(shown)
        data.update(id=new_id, name=f"Ours {new_id}")
        path = tmp_path / f"{new_id}.json"
        path.write_text(json.dumps(data))
        assert cli("rules", "save", str(path)) == (0, f"saved {new_id}\tOurs {new_id}\n", "")
        status, again, _ = cli("rules", "show", new_id)
        assert status == 0 and json.loads(again)["mode"] == data["mode"]


def test_rules_save_of_a_bad_word_file_is_its_games_sentence(tmp_path: Path) -> None:
    status, shown, _ = cli("rules", "show", "word-yahtzee")
    data = json.loads(shown)
    data.update(id="our-words", rolls_per_turn="three")
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    status, out, err = cli("rules", "save", str(path))
    said = one_sentence(err)
    assert status == 2 and out == "" and "unknown field" not in said
    assert "rolls_per_turn" in said


# -- import: a ruleset id saved here with other rules is said, not skipped silently --------------
def test_importing_a_ruleset_whose_id_is_taken_says_so_and_keeps_ours(tmp_path: Path) -> None:
    status, shown, _ = cli("rules", "show", "yacht")
    ours = dict(json.loads(shown), id="house", name="Our House")
    theirs = dict(ours, name="Their House")
    mine = tmp_path / "house.json"
    mine.write_text(json.dumps(ours))
    assert cli("rules", "save", str(mine))[0] == 0
    export = {"format": "yachtdice-history", "version": 1,
              "exported": "2026-11-29T08:00:00+00:00",
              "rulesets": [theirs, dict(ours, id="new-one", name="New One")], "games": []}
    status, out, err = cli("import", "-", stdin=json.dumps(export).encode())
    assert status == 0
    assert json.loads(out) == {"games_added": 0, "duplicates": 0, "rulesets_added": 1,
                               "rulesets_kept": ["house"]}
    assert err == ("kept the rules already saved as 'house': the file's rulesets of the same "
                   "id were not imported (give them another id to import them)\n")
    assert json.loads(cli("rules", "show", "house")[1])["name"] == "Our House"


# -- place-value compare --------------------------------------------------------------------------
def compare(cards: object) -> tuple[int, str, str]:
    return cli("place-value", "compare", "--rules", "place-value-4", "-",
               stdin=json.dumps(cards).encode())


def test_compare_refuses_a_misread_box_the_card_does_not_have() -> None:
    status, out, err = compare([{"name": "Ann", "boxes": LEFT, "misread": ["hundreds_9"]},
                                {"name": "Bob", "boxes": RIGHT}])
    assert (status, out) == (2, "")
    assert one_sentence(err) == ("card 1: misread names 'hundreds_9', which is no box of "
                                 "Place Value Yahtzee (4 digits)")


def test_compare_refuses_an_empty_name() -> None:
    status, out, err = compare([{"name": " ", "boxes": LEFT}, {"name": "Bob", "boxes": RIGHT}])
    assert (status, out) == (2, "")
    assert one_sentence(err) == "card 1: the name ' ': a name must not be empty"


def test_compare_refuses_a_thousand_pupils() -> None:
    cards = [{"name": f"Pupil {i}", "boxes": LEFT} for i in range(1000)]
    status, out, err = compare(cards)
    assert (status, out) == (2, "")
    assert one_sentence(err).startswith("a game has at most ")
    assert one_sentence(err).endswith(" pupils' cards, not 1,000")
