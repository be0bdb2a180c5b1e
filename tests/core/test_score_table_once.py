"""The score table of a ruleset is built once, whichever threads ask for it at once."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

import pytest

from yachtdice.core.modes.pips import table
from yachtdice.core.modes.pips.presets import preset


def test_a_second_caller_waits_for_the_build_under_way_and_gets_that_table(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table, "_TABLES", OrderedDict())
    started, finish = threading.Event(), threading.Event()
    built: list[str] = []
    plain = table.ScoreTable

    class Slow(plain):  # type: ignore[misc, valid-type]
        def __init__(self, ruleset: Any) -> None:
            built.append(threading.current_thread().name)
            started.set()
            assert finish.wait(30)
            super().__init__(ruleset)

    monkeypatch.setattr(table, "ScoreTable", Slow)
    rules = preset("yahtzee")
    got: dict[str, Any] = {}
    first = threading.Thread(target=lambda: got.update(first=table.score_table(rules)),
                             name="first")
    first.start()
    assert started.wait(30)
    assert table.built_table(rules) is None   # under way: not there yet
    second = threading.Thread(target=lambda: got.update(second=table.score_table(rules)),
                              name="second")
    second.start()
    second.join(0.2)
    assert second.is_alive()                  # waiting for the first build
    finish.set()
    first.join(30)
    second.join(30)
    assert built == ["first"]
    assert got["first"] is got["second"] is table.built_table(rules)
    # Yahtzee's table, as rule sheet 001 scores it: 3, 3, 3, 5, 5 is a full house (25)
    full_house = rules.index("full_house")
    assert int(got["first"].points[got["first"].index((3, 5, 3, 5, 3)), full_house]) == 25


def test_a_build_that_fails_leaves_nothing_behind_and_the_next_caller_tries_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table, "_TABLES", OrderedDict())
    plain = table.ScoreTable
    tries: list[int] = []

    class FailsOnce(plain):  # type: ignore[misc, valid-type]
        def __init__(self, ruleset: Any) -> None:
            tries.append(1)
            if len(tries) == 1:
                raise MemoryError("no room")
            super().__init__(ruleset)

    monkeypatch.setattr(table, "ScoreTable", FailsOnce)
    rules = preset("yacht")
    with pytest.raises(MemoryError):
        table.score_table(rules)
    assert table.built_table(rules) is None
    assert table.score_table(rules) is table.built_table(rules)
    assert len(tries) == 2
