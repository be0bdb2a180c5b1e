"""Optimal play's score distribution, kept beside the solved table it comes from.

The figures are a small JSON file named like the table (ruleset id and the hash of its
exact rules and the engine version), written whole (:mod:`yachtdice.store.safe_files`); a
file that cannot be read (or is not a regular file) is ignored and computed again. Rules
beyond the exact solver get figures estimated from simulated Expert games, kept the same
way and marked approximate.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from pathlib import Path

from yachtdice.core.modes.pips.optimal.advisor import Engine
from yachtdice.core.modes.pips.optimal.distribution import (
    ScoreDistribution,
    forward_pass,
    simulated_cards,
    simulated_distribution,
)
from yachtdice.core.modes.pips.optimal.solver import Progress, why_not_exact
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.store.modes.pips.tables import cache_key, mark_used, solve_cached, table_path, trim
from yachtdice.store.safe_files import open_regular, write_file

ESTIMATE_GAMES = 400
FORMAT = 2  # 2: percentiles exact where the joint fits (1 sampled them for Yahtzee)
MAX_BYTES = 1_000_000  # a file of figures is a few kilobytes; a larger one is not ours


def distribution_path(rules: Ruleset, folder: Path) -> Path:
    return folder / f"{rules.id}-{cache_key(rules)}.distribution.json"


def _read(rules: Ruleset, folder: Path) -> ScoreDistribution | None:
    try:
        with open_regular(distribution_path(rules, folder), MAX_BYTES) as fh:
            data = json.loads(fh.read().decode("utf-8"))
        if data.get("format") != FORMAT or data.get("rules") != rules.to_json(indent=None):
            return None
        mark_used(distribution_path(rules, folder))
        return ScoreDistribution(
            rules.id, float(data["expected_score"]), float(data["sd"]),
            {int(k): int(v) for k, v in data["percentiles"].items()},
            None if data["upper_bonus_rate"] is None else float(data["upper_bonus_rate"]),
            None if data["all_same_rate"] is None else float(data["all_same_rate"]),
            {str(k): float(v) for k, v in data["boxes"].items()}, bool(data["exact"]),
            tuple(float(p) for p in data["probabilities"]))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def _write(dist: ScoreDistribution, rules: Ruleset, folder: Path) -> None:
    data = dist.to_json() | {"format": FORMAT, "rules": rules.to_json(indent=None),
                             "probabilities": list(dist.probabilities)}
    folder.mkdir(parents=True, exist_ok=True)
    write_file(distribution_path(rules, folder), json.dumps(data))


def saved_distribution(rules: Ruleset, folder: Path) -> ScoreDistribution | None:
    """The figures saved for ``rules`` in ``folder``, or None (none, or unreadable)."""
    return _read(rules, folder)


def save_distribution(dist: ScoreDistribution, rules: Ruleset, folder: Path) -> None:
    """Keep ``dist`` for ``rules`` in ``folder`` (the cache stays within its bound); a
    failure loses only the cache."""
    with contextlib.suppress(OSError):
        _write(dist, rules, folder)
        trim(folder, keep=(distribution_path(rules, folder), table_path(rules, folder)))


def distribution_for(rules: Ruleset, folder: Path, progress: Progress | None = None,
                     check: Callable[[float], None] | None = None) -> ScoreDistribution:
    """The saved figures, else computed (solving the table first if need be) and saved.
    ``check`` is called after each turn of the forward pass (or simulated game) and may
    raise to stop it."""
    found = _read(rules, folder)
    if found is not None:
        return found
    if why_not_exact(rules) is None:
        solution, _ = solve_cached(rules, progress, folder)
        dist = forward_pass(solution, check)
    else:
        engine, cards = Engine(rules, None), []
        for i in range(ESTIMATE_GAMES):  # the games simulated_cards plays, one at a time
            if check is not None:
                check(i / ESTIMATE_GAMES)
            cards += simulated_cards(rules, engine, 1, seed=1 + i)
        dist = simulated_distribution(rules, cards)
    save_distribution(dist, rules, folder)
    return dist
