"""Numbers and names the CLI refused only with a traceback (issue 37): each is one sentence,
exit status 2, and nothing written or stored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from yachtdice.core.modes.pips.presets import preset

from .helpers import dump, run_bytes


def refused(argv: list[str]) -> str:
    status, out, err = run_bytes(argv)
    assert (status, out) == (2, ""), err
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    return err


@pytest.mark.parametrize("number", ["99999999999999999999999", "9223372036854775808", "0",
                                    "-1"])
def test_print_of_a_game_beyond_any_row_id_is_no_such_game(number: str,
                                                           tmp_path: Path) -> None:
    target = tmp_path / "card.pdf"
    err = refused(["place-value", "print", "--rules", "place-value-3", "--game", number,
                   str(target)])
    assert err == f"yachtdice-cli: no game {number}\n"
    assert not target.exists() and dump() == []


def test_print_to_a_dash_is_refused_and_writes_no_file(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    err = refused(["place-value", "print", "--rules", "place-value-3", "-"])
    assert "give its name, not -" in err
    assert list(tmp_path.iterdir()) == []


def test_advise_with_more_saved_rolls_than_a_game_can_have(tmp_path: Path) -> None:
    # Maxi Yatzy: 3 rolls a turn, so each turn played saves at most 2; 19 boxes filled
    boxes = {c.id: 0 for c in preset("maxi-yatzy").categories if c.id != "maxi_yatzy"}
    args = ["advise", "--rules", "maxi-yatzy", "--card", json.dumps(boxes), "--rolls-left",
            "0"]
    err = refused([*args, "--saved", "1000", "6", "6", "6", "6", "6", "1"])
    assert err == ("yachtdice-cli: --saved 1000 is more than 38, the most that 19 filled "
                   "boxes can have saved (2 a turn)\n")
    refused(["advise", "--rules", "maxi-yatzy", "--rolls-left", "2", "--saved", "1",
             "1", "2", "3", "4", "5", "6"])  # nothing filled yet: nothing saved
