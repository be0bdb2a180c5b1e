"""The suite's own ordering (tests/conftest.py): the tests the last run found long go first,
spread over the shares pytest-xdist's worksteal deals to its workers."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from .conftest import long_first


def ordered(names: str, took: dict[str, float], workers: int) -> str:
    items: list[Any] = [SimpleNamespace(nodeid=n) for n in names]
    return "".join(i.nodeid for i in long_first(items, took, workers))


def test_long_tests_head_the_workers_shares_longest_to_the_least_loaded() -> None:
    # c (5 s) heads the first share of four; f (3 s) the second, then h (2 s) joins f
    # (3 s so far, against 5); a (0.5 s) is not long and keeps its place among the rest
    took = {"c": 5.0, "f": 3.0, "h": 2.0, "a": 0.5}
    assert ordered("abcdefgh", took, 2) == "cabd" + "fheg"


def test_without_known_durations_the_order_is_the_collections() -> None:
    assert ordered("abcdefgh", {}, 3) == "abcdefgh"
    assert ordered("abc", {"b": 9.0}, 1) == "bac"
