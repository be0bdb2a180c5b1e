"""A new game is its own folders and one line: the toy game, registered as a built-in game by
that line alone (``tests/toy/as_builtin.py``), is covered by the shared tests that ask the
registry and by the 1024x768 tour, with no shared file edited.

The shared tests run again in a second pytest with the line added, and each must have run
for the toy too: its own case of every test parametrized over the games, and the tour, whose
list of windows (``tests/ui/test_fit_screen.py``, ``expected()``) then holds the toy's New
Game, main window and rules.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOY = "ship-captain-crew"

SHARED = [  # the shared tests that list the games, as pytest names them
    "tests/cli/test_cli.py::test_rules_list",
    "tests/cli/test_cli.py::test_rules_list_starts_with_yahtzee_and_lists_every_game_in_turn",
    "tests/ui/test_startup.py::test_a_game_registered_for_later_is_loaded_when_asked_for_by_id_or_listed",
    "tests/ui/test_startup.py::test_the_built_in_games_register_without_their_heavy_parts",
    "tests/ui/test_ruleset_editor.py::test_saved_rulesets_are_listed_by_the_cli_after_the_presets",
    "tests/ui/test_fit_screen.py::test_the_main_window_can_be_made_small_enough_for_1024_by_768_with_six_players",
    "tests/ui/test_fit_screen.py::test_every_window_and_dialog_fits_a_1024_by_768_screen",
]


def run_with_the_toy_line(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "tests.toy.as_builtin", "-n", "0",
         "-p", "no:randomly", "-p", "no:cacheprovider", "-rA", "-q", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    return done.stdout


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_the_toy_line_makes_the_parametrized_shared_tests_cover_the_toy() -> None:
    collected = run_with_the_toy_line("--collect-only", *SHARED).splitlines()
    for test in ("test_cli.py::test_rules_list",
                 "test_startup.py::test_a_game_registered_for_later_is_loaded_when_asked_for",
                 "test_fit_screen.py::test_the_main_window_can_be_made_small_enough"):
        assert any(test in line and f"[{TOY}]" in line for line in collected), test


@pytest.mark.slow  # the shared tests again, and the tour: minutes in a second process
def test_the_toy_line_is_all_a_new_game_needs_for_the_shared_tests_and_the_tour() -> None:
    out = run_with_the_toy_line(*SHARED)
    passed = [line for line in out.splitlines() if line.startswith("PASSED")]
    for test in SHARED:
        assert any(test in line for line in passed), test
    assert sum(f"[{TOY}]" in line for line in passed) == 3
