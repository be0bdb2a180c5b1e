"""Validation speed in docs/performance.md: ``validate`` of a 20-box ruleset, as the editor runs it
after every keystroke.

Run: python tests/bench/bench_validate.py   (prints the figure; not a test, nothing is asserted)
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import validate


def twenty_boxes() -> dict[str, Any]:
    """Maxi Yatzy (20 boxes, six dice), the largest built-in ruleset."""
    data = preset("maxi-yatzy").to_dict()
    assert len(data["categories"]) == 20
    return data


def broken(data: dict[str, Any]) -> dict[str, Any]:
    """The same with a problem in three places (the editor validates these too)."""
    bad = dict(data, name="", categories=[dict(c) for c in data["categories"]])
    bad["categories"][7]["sizes"] = [4, 4]
    bad["categories"][12]["run"] = 9
    return bad


def median_ms(data: dict[str, Any], repeats: int = 2000) -> float:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        validate(data)
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


if __name__ == "__main__":
    from yachtdice.cli.modes.builtin import install

    install()  # the built-in games, as the programs register them
    good = twenty_boxes()
    print(f"validate, 20-box ruleset (Maxi Yatzy), median of 2000: "
          f"{median_ms(good):.3f} ms valid, {median_ms(broken(good)):.3f} ms with 3 problems")
