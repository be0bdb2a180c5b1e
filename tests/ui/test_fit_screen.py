"""Every window and dialog fits a 1024x768 screen, its title bar on it.

The tour (tests/ui/screens.py) opens each one as a player does, in a second process whose
only screen is 1024x768 (and 2048x1536 at scale 2: the same 1024x768 logical pixels), and
reports where its frame is and how small it may be made. The rule:

- the frame lies inside the screen's available area (the title bar on the screen);
- the window's minimum size (the larger of minimumSize, minimumSizeHint and its layout's
  least size) plus a usual frame (8 px of borders, a 30 px title bar) fits the screen less
  a 32 px panel, so that a window manager can always place it whole.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from yachtdice.core import Player
from yachtdice.core.registry import mode_for, ruleset_by_id

from .conftest import MakeWindow
from .screens import LONG_ENTRY, LONG_ENTRY_GAME, toured, toured_games

SCREEN = (1024, 768)
PANEL = 32              # a desktop's panel takes this much of the height
BORDERS, TITLE = 8, 30  # a usual window frame, both sides together, and its title bar

# what the tour opens besides each game's windows: every top-level window and dialog the app
# shows
SHARED = [
    "main window (first start)", "Resume Game", "Welcome", "Abandon Game",
    "Keyboard Shortcuts", "About", "Unfinished Games",
    "Delete unfinished game", "High Scores", "History", "Delete finished game", "Review",
    "Statistics", "House Rules", "Rename ruleset", "Delete ruleset",
    "Import rules (file dialog)", "Export rules (file dialog)",
    "Save the changes? (House Rules)", "Open Rules File (file dialog)",
    "Open Rules File (replace?)", "Delete Rules", "House Rules (from New Game)",
    "Game Over (6 players)", "Print Score Card (options)",
    "Save Score Card as PDF (options)", "Save Score Card as PDF (file dialog)",
    "Save Blank Card as PDF (options)",
    # View ▸ Classroom on Place Value cards of 3 to 7 digits, for 2 and 6 pupils (issue 36)
    *(f"classroom ({digits} digits, {pupils} pupils)" for digits in (3, 5, 6, 7)
      for pupils in (2, 6)),
]


def expected() -> list[str]:
    """Every window the tour must see: the shared ones, and for each registered game
    (:func:`toured_games`) New Game, its main window and its rules."""
    names = list(SHARED)
    for rules_id, players in toured_games():
        name = ruleset_by_id(rules_id).name
        names += [f"New Game ({name}, {players} players)",
                  f"main window ({name}, {players} players)", f"Rules ({name})"]
        if mode_for(ruleset_by_id(rules_id)).id == LONG_ENTRY_GAME:  # (issue 36)
            entry = f"main window ({name}, {players} players, {LONG_ENTRY})"
            names += [entry, f"{entry} taken back"]
    return names


def least(window: dict[str, Any]) -> tuple[int, int]:
    sizes = (window["minimum"], window["minimum_hint"], window["layout_minimum"])
    return max(s[0] for s in sizes), max(s[1] for s in sizes)


def problems(window: dict[str, Any]) -> list[str]:
    """What keeps ``window`` from fitting, in words ([] if it fits)."""
    ax, ay, aw, ah = window["available"]
    x, y, w, h = window["frame"]
    found = []
    if (aw, ah) != SCREEN:
        found.append(f"the screen offers {aw}x{ah}, not {SCREEN}")
    if x < ax or y < ay or x + w > ax + aw or y + h > ay + ah:
        found.append(f"its frame {w}x{h} at ({x}, {y}) leaves the screen {aw}x{ah}")
    mw, mh = least(window)
    if mw + BORDERS > aw or mh + BORDERS + TITLE > ah - PANEL:
        found.append(f"it cannot be made smaller than {mw}x{mh}")
    return found


def check_tour(seen: list[dict[str, Any]]) -> None:
    names = [w["screen"] for w in seen if not w["own"]]
    assert sorted(set(names)) == sorted(expected()), "the tour saw other windows than expected"
    games = {ruleset_by_id(rules_id).name for rules_id, _ in toured_games()}
    for own in (w["screen"] for w in seen if w["own"]):  # a game's own command: "… (game)"
        assert any(own.endswith(f" ({game})") for game in games), own
    bad = {w["screen"]: problems(w) for w in seen if problems(w)}
    assert bad == {}


@pytest.mark.slow  # a second process opens every window: about a minute on a busy machine
def test_every_window_and_dialog_fits_a_1024_by_768_screen(
        solved_tables_template: dict[Path, Path]) -> None:
    check_tour(toured(1, solved_tables_template))


@pytest.mark.slow
def test_every_window_and_dialog_fits_at_scale_2_on_a_2048_by_1536_screen(
        solved_tables_template: dict[Path, Path]) -> None:
    check_tour(toured(2, solved_tables_template))


@pytest.mark.slow
def test_no_text_pasted_into_any_field_grows_its_window_past_the_screen(
        solved_tables_template: dict[Path, Path]) -> None:
    """Issue 37: a megabyte pasted into each field a player can type in, of every window and
    dialog the tour opens (Word Yahtzee's words grew the main window to 32,767 px): the
    window still fits 1024x768 and can still be made to."""
    seen = toured(1, solved_tables_template, paste=True)
    pasted = [(w["screen"], p) for w in seen for p in w["pasted"]]
    bad = {f"{screen}: {p['field']}": problems(p) for screen, p in pasted if problems(p)}
    assert bad == {}
    fields = {f"{screen}: {p['field']}" for screen, p in pasted}
    for must in ("New Game (Maxi Yatzy, 6 players): Name of player 1", "Welcome: Your name",
                 "Rename ruleset: QLineEdit"):  # (Word Yahtzee's words: test_fields_stay_inside)
        assert must in fields, "\n".join(sorted(fields))


def test_the_rule_finds_a_window_too_big_or_off_the_screen() -> None:
    fits = {"screen": "x", "available": [0, 0, 1024, 768], "frame": [0, 0, 1024, 736],
            "minimum": [900, 600], "minimum_hint": [0, 0], "layout_minimum": [0, 0]}
    assert problems(fits) == []
    assert problems({**fits, "frame": [0, -20, 800, 600]})  # the title bar above the screen
    assert problems({**fits, "frame": [300, 0, 800, 600]})  # the right edge off it
    assert problems({**fits, "layout_minimum": [1020, 10]})  # no room for the borders
    assert problems({**fits, "minimum_hint": [10, 700]})     # nor for the title and panel


# -- the same rule in this process, for the main window of every game (the fast loop) -----------
@pytest.mark.parametrize("rules_id", [rules_id for rules_id, _ in toured_games()])
def test_the_main_window_can_be_made_small_enough_for_1024_by_768_with_six_players(
        make_window: MakeWindow, qtbot: QtBot, rules_id: str) -> None:
    window = make_window(rules="yahtzee")
    rules = ruleset_by_id(rules_id)
    window.controller.new_game(rules,
                               [Player(f"Player {i}") for i in range(1, 7)])
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)  # the panel's controls
    qtbot.waitUntil(lambda: window.controller.state is not None
                    and window.controller.state.dice is not None
                    and not window.controller.rolling, timeout=10_000)
    panel = window.part(mode_for(rules).id).panel
    if panel is not None:  # a button for each die once the roll is in (after the word list)
        qtbot.waitUntil(lambda: len([b for b in panel.findChildren(QPushButton)
                                     if b.isVisibleTo(window)]) > 8, timeout=30_000)
    window.layout().activate()
    hint = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert hint.width() + BORDERS <= SCREEN[0]
    assert hint.height() + BORDERS + TITLE <= SCREEN[1] - PANEL
