"""The census: every push button, menu action and default button of every window and dialog
is pressed, through its widget, by at least one test.

The tour (tests/ui/screens.py) opens every window and dialog and lists their buttons (by
the part of the window that owns them and their text), the actions of their menus and each
dialog's default button. tests/ui/census.py maps each to the tests that press it. A button
the tour finds that the census does not list fails here (write its test, then list it);
so does a listed one the tour no longer finds, and a listed test that does not exist or
presses nothing (no mouseClick, keyClick, trigger or the helpers' click)."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from .census import CENSUS, NOT_OURS
from .screens import ROOT, toured

# a click, a key, a triggered action, or the tests' helpers that do one of those
PRESSES = re.compile(r"mouseClick|keyClick|\.trigger\(\)|\bclick(_die)?\(|\bpress\(|\benter\(|"
                     r"\bnew_from\(|score_by_keys\(|add_box\(|\banswer\(")


def normal(text: str) -> str:
    """A button's text as the census lists it: without its mnemonic, and with what changes
    from roll to roll (a letter and its points, a digit, a name) written as a pattern."""
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    text = re.sub(r"\d+", "<n>", text)
    return re.sub(r"^[A-Z◆] <n>$", "<letter> <n>", text)


def keys(seen: list[dict[str, Any]]) -> set[str]:
    """Every button, action and default button the tour saw, as the census names them."""
    found = set()
    for window in seen:
        top = window["class"]
        where = f"{top}[{window['title']}]" if top in NOT_OURS else top
        if top in ("QFileDialog", "QPrintDialog"):
            continue  # Qt's own file and print dialogs: their buttons are Qt's
        for b in window["buttons"]:
            owner = where if b["owner"] == top else b["owner"]
            name = f"{owner}/{b['class']}" if b["class"] != "QPushButton" else \
                f"{owner}/{normal(b['text'])}"
            found.add(f"button {name}")
            if b["default"]:
                found.add(f"default {name}")
        for a in window["actions"]:
            # without what it says of the machine: "Sound (not installed: …)"
            text = re.sub(r" \(not installed.*\)$", "", normal(a["text"]))
            found.add(f"action {where} ▸ {text}")
    return found


@cache
def functions_in(path: str) -> dict[str, str]:
    source = (ROOT / path).read_text()
    lines = source.splitlines()  # sliced by line (ast.get_source_segment splits per call)
    return {node.name: "\n".join(lines[node.lineno - 1:node.end_lineno])
            for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")}


def test_the_census_names_tests_that_exist_and_press_something() -> None:
    wrong = []
    for key, tests in CENSUS.items():
        if not tests:
            wrong.append(f"{key}: no test")
        for test in tests:
            path, _, name = test.partition("::")
            if not (ROOT / path).exists() or name not in functions_in(path):
                wrong.append(f"{key}: {test} does not exist")
            elif not PRESSES.search(functions_in(path)[name]):
                wrong.append(f"{key}: {test} presses nothing")
    assert wrong == []


@pytest.mark.slow  # the tour of every window: about a minute
def test_every_button_action_and_default_button_has_a_test_that_presses_it(
        solved_tables_template: dict[Path, Path]) -> None:
    found = keys(toured(1, solved_tables_template))
    missing = sorted(found - CENSUS.keys())
    gone = sorted(CENSUS.keys() - found)
    assert missing == [], "new buttons without a test in tests/ui/census.py"
    assert gone == [], "listed in tests/ui/census.py but no longer in any window"


def test_the_census_counts() -> None:
    """What the report gives: how many buttons, actions and default buttons are listed."""
    kinds = [key.split(" ", 1)[0] for key in CENSUS]
    assert set(kinds) <= {"button", "action", "default"}
    assert kinds.count("button") and kinds.count("action") and kinds.count("default")
