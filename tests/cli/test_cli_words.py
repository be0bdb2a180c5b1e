"""yachtdice-cli words check / words best: the issue-12 contract, on the shipped word list."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yachtdice.cli.app import main

from ..conftest import in_fast_loop

ROLL = ["p", "s", "r", "e", "*", "t", "u"]   # values 4 2 2 1 0 2 3 on word-yahtzee's dice


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def check(capsys, *args, rules="word-yahtzee", faces=ROLL):
    return run(capsys, "words", "check", "--rules", rules, *args, *faces)


def test_check_prints_points_and_extra_bonus(capsys: pytest.CaptureFixture[str]) -> None:
    assert check(capsys, "--box", "five_letter", "--words", "super") == (
        0, '{"points": 12, "extra_bonus": 0}\n', "")
    assert json.loads(check(capsys, "--box", "three_letter", "--words", "puT")[1]) == {
        "points": 7, "extra_bonus": 0}
    assert json.loads(check(capsys, "--box", "two_words", "--words", "up rest")[1])["points"] == 14
    joker = check(capsys, "--card", '{"yahtzee_word": 50}', "--box", "all_vowels",
                  "--words", "pAsture")
    assert json.loads(joker[1]) == {"points": 25, "extra_bonus": 100}


def test_check_all_vowels_without_words_and_the_presets_differ(capsys) -> None:
    vowels = ["y", "y", "a", "e", "i", "e", "o"]
    assert json.loads(check(capsys, "--box", "all_vowels", faces=vowels)[1])["points"] == 25
    assert json.loads(check(capsys, "--box", "all_vowels", faces=vowels,
                            rules="yahtzee-words")[1])["points"] == 35


@pytest.mark.parametrize(("args", "faces", "why"), [
    (("--box", "three_letter", "--words", "pst"), ROLL, "'pst' is an abbreviation"),
    (("--box", "three_letter", "--words", "ate"), ROLL, "the letter 'a' is not on the dice"),
    (("--box", "three_letter", "--words", "pup"), ROLL, "a die may be used only once"),
    (("--box", "four_letter", "--words", "super"), ROLL, "needs a word of 4 letters"),
    (("--box", "two_words", "--words", "super"), ROLL, "takes 2 words, not 1"),
    (("--box", "sixes", "--words", "up"), ROLL, "no box 'sixes'"),
    (("--box", "chance"), ["p", "s", "s", "e", "*", "t", "u"], "die 3 has no face 'S'"),
    (("--box", "chance"), ROLL[:6], "a roll has 7 dice, not 6"),
    (("--card", "{", "--box", "chance"), ROLL, "the card is not valid JSON"),
    (("--card", '{"chance": "x"}', "--box", "up"), ROLL, "must be a whole number"),
    (("--card", '{"chance": 5}', "--box", "chance"), ROLL, "already filled"),
])
def test_check_refuses_with_one_line_and_exit_2(capsys, args, faces, why) -> None:
    status, out, err = check(capsys, *args, faces=faces)
    assert status == 2 and out == ""
    assert why in err and err.count("\n") == 1


def test_best_gives_every_open_box(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "words", "best", "--rules", "word-yahtzee",
                         "--card", '{"chance": 3}', *ROLL)
    boxes = json.loads(out)["boxes"]
    assert status == 0 and "chance" not in boxes and len(boxes) == 11
    # the most any word set can make from these dice is all of them but the wild face
    assert boxes["six_letter"]["points"] == 14
    assert boxes["yahtzee_word"]["points"] == 50
    assert len(boxes["yahtzee_word"]["words"][0]) == 7
    assert boxes["all_vowels"] is None and boxes["all_consonants"] is None
    assert boxes["two_letter"]["points"] == 7     # 'up' (or 'pu...'): P4 + U3 is the best pair
    for claim in boxes.values():
        if claim is not None:
            assert set(claim) == {"points", "words"}


def test_best_refuses_bad_faces(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "words", "best", "--rules", "word-yahtzee", *ROLL[:5], "q",
                           "u")
    assert status == 2 and out == "" and "die 6 has no face 'Q'" in err


@settings(max_examples=in_fast_loop(60, 15), deadline=None)
@given(st.text(max_size=40), st.text(max_size=30),
       st.lists(st.text(max_size=3), min_size=0, max_size=8))
def test_any_input_gives_an_answer_or_one_line_and_exit_2(card, words, faces) -> None:
    import io
    import sys
    out, err = io.StringIO(), io.StringIO()
    real = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        status = main(["words", "check", "--rules", "yahtzee-words", "--card", card,
                       "--box", "chance", "--words", words, "--", *faces])
    finally:
        sys.stdout, sys.stderr = real
    assert status in (0, 2)
    if status == 2:
        assert out.getvalue() == "" and err.getvalue().count("\n") == 1
    else:
        assert set(json.loads(out.getvalue())) == {"points", "extra_bonus"}


def test_check_reads_the_wild_face_marked_as_in_the_window(capsys) -> None:
    """'pu*t' is 'puT': the wild face as 't' (p 4 + u 3 + wild 0 = 7, as puT above)."""
    assert json.loads(check(capsys, "--box", "three_letter", "--words", "pu*t")[1]) == {
        "points": 7, "extra_bonus": 0}
    joker = check(capsys, "--card", '{"yahtzee_word": 50}', "--box", "all_vowels",
                  "--words", "p*asture")
    assert json.loads(joker[1]) == {"points": 25, "extra_bonus": 100}
    status, out, err = check(capsys, "--box", "three_letter", "--words", "pu*")
    assert status == 2 and out == "" and err.count("\n") == 1


# -- Family words (on by default, as in New Game) --------------------------------------------------
# word-yahtzee's dice (rule sheet 000's faces): die 1 O1, die 2 S2, die 3 D3, die 4 C4,
# die 5 I2, die 6 H3, die 7 K5 here; "douche" below rolls die 2's E1 and die 7's U3.
FAMILY_ROLL = ["o", "s", "d", "c", "i", "h", "k"]
DOUCHE_ROLL = ["o", "e", "d", "c", "i", "h", "u"]


@pytest.mark.parametrize(("box", "word", "faces"), [
    ("five_letter", "dicks", FAMILY_ROLL),
    ("six_letter", "douche", DOUCHE_ROLL),
])
def test_family_words_refuses_offensive_words_by_default(capsys, box, word, faces) -> None:
    status, out, err = check(capsys, "--box", box, "--words", word, faces=faces)
    assert (status, out) == (2, "")
    assert f"'{word}' is on the offensive-words list, which Family words refuses" in err
    assert err.count("\n") == 1
    # said outright, the same
    assert check(capsys, "--family-words", "--box", box, "--words", word, faces=faces)[0] == 2


@pytest.mark.parametrize(("box", "word", "faces", "points"), [
    ("five_letter", "dicks", FAMILY_ROLL, 3 + 2 + 4 + 5 + 2),      # D3 I2 C4 K5 S2
    ("six_letter", "douche", DOUCHE_ROLL, 3 + 1 + 3 + 4 + 3 + 1),  # D3 O1 U3 C4 H3 E1
])
def test_no_family_words_allows_them(capsys, box, word, faces, points) -> None:
    assert check(capsys, "--no-family-words", "--box", box, "--words", word, faces=faces) == (
        0, f'{{"points": {points}, "extra_bonus": 0}}\n', "")


def test_family_words_keeps_every_other_word(capsys) -> None:
    # "dock": D3 O1 C4 K5, not on the list
    assert check(capsys, "--box", "four_letter", "--words", "dock", faces=FAMILY_ROLL) == (
        0, '{"points": 13, "extra_bonus": 0}\n', "")
