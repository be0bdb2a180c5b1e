"""House Rules shows the figure `yachtdice-cli solve` prints for the same rules (issue 35):
exact where the solver takes them, else the same simulated games of the Expert's play, their
mean and its standard error (±); and it compares figures of one kind only. The play test
found an unchanged copy of Maxi Yatzy shown as "446.6 → 197.1, −249.5" (the estimator's raw
value) while `solve` gave 367.58 ± 3.67, and saved rolls turned off "adding" 2.9 points.

The expected values come from `solve` run as a separate command on the rules the editor
built (the same file), never from the window's code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from yachtdice.store import Store
from yachtdice.ui.windows.house_rules.window import RulesetEditor

from ..cli.helpers import run_bytes
from .test_ruleset_editor import (
    FACES,
    add_box,
    click,
    make_editor,
    new_from,
    remove_all_boxes,
    set_spin,
    type_name,
)
from .test_ruleset_editor import store as store  # the fixtures, shared
from .test_ruleset_editor import unsaved_changes_are_discarded as unsaved  # noqa: F401


def solve(rules_json: str, tmp_path: Path) -> dict[str, object]:
    path = tmp_path / "rules.json"
    path.write_text(rules_json, encoding="utf-8")
    status, out, err = run_bytes(["solve", "--rules", str(path), "--json"])
    assert status == 0, err
    answer: dict[str, object] = json.loads(out)
    return answer


def one(value: object) -> str:
    """A figure as the window writes it in English: one decimal."""
    assert isinstance(value, float | int)
    return QLocale().toString(float(value), "f", 1)


def tiny(qtbot: QtBot, store: Store, name: str) -> RulesetEditor:
    """House Rules with new rules from Yacht: two dice, Ones to Threes and Chance."""
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    type_name(qtbot, editor, name)
    remove_all_boxes(qtbot, editor)
    set_spin(qtbot, editor.form.dice_count, 2)
    for face in FACES[:3]:
        add_box(qtbot, editor, f"{face} (upper)")
    add_box(qtbot, editor, "Chance")
    return editor


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_rules_beyond_the_solver_show_solves_simulated_figure_beside_the_exact_one(
        qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    editor = tiny(qtbot, store, "Tiny with saved rolls")
    click(qtbot, editor.form.carry)  # saved rolls: beyond the exact solver
    assert editor.rules is not None
    cli = solve(editor.rules.to_json(), tmp_path)
    yacht = json.loads(run_bytes(["solve", "--rules", "yacht", "--json"])[1])
    assert cli["exact"] is False and yacht["exact"] is True

    qtbot.waitUntil(lambda: "Yacht:" in editor.expected.text(), timeout=120_000)
    # one exact, one simulated: not compared, both shown
    assert editor.expected.text() == (
        f"Expected score: {one(cli['expected_score'])} (± {one(cli['standard_error'])}, "
        f"400 simulated games of the Expert's play); Yacht: {one(yacht['expected_score'])} "
        f"(exact, with best play)")
    assert editor.expected_score == pytest.approx(cli["expected_score"], abs=0.005)
    assert editor.expected_note.text().startswith("Approximate: rolls carried over")


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_saved_rolls_on_are_never_compared_with_an_exact_figure(
        qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    # saved rolls only add choices: a simulated figure compared with an exact one made
    # turning them off read as points gained; such figures are shown side by side
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    type_name(qtbot, editor, "Tiny")
    remove_all_boxes(qtbot, editor)
    set_spin(qtbot, editor.form.dice_count, 2)
    for face in FACES[:2]:
        add_box(qtbot, editor, f"{face} (upper)")
    add_box(qtbot, editor, "Chance")
    assert editor.rules is not None
    off = solve(editor.rules.to_json(), tmp_path)
    yacht = json.loads(run_bytes(["solve", "--rules", "yacht", "--json"])[1])
    qtbot.waitUntil(lambda: "(against Yacht)" in editor.expected.text(), timeout=120_000)
    change = float(yacht["expected_score"]) - float(off["expected_score"])
    assert editor.expected.text() == (
        f"Expected score with best play: {one(yacht['expected_score'])} → "
        f"{one(off['expected_score'])}, −{one(change)} (against Yacht)")

    click(qtbot, editor.form.carry)  # saved rolls on: simulated
    assert editor.rules is not None and editor.rules.carry_over_rolls
    on = solve(editor.rules.to_json(), tmp_path)
    qtbot.waitUntil(lambda: "Yacht:" in editor.expected.text(), timeout=120_000)
    assert editor.expected.text() == (
        f"Expected score: {one(on['expected_score'])} (± {one(on['standard_error'])}, "
        f"400 simulated games of the Expert's play); Yacht: {one(yacht['expected_score'])} "
        f"(exact, with best play)")
    assert "→" not in editor.expected.text()


@pytest.mark.slow  # 400 games of six-dice Maxi Yatzy, in the window and again by `solve`
def test_an_unchanged_copy_of_maxi_yatzy_shows_what_solve_says(
        qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Maxi Yatzy")
    type_name(qtbot, editor, "Our Maxi")
    assert editor.rules is not None
    cli = solve(editor.rules.to_json(), tmp_path)
    builtin = json.loads(run_bytes(["solve", "--rules", "maxi-yatzy", "--json"])[1])
    # shown as it converges: the games so far, their mean and ±
    qtbot.waitUntil(lambda: "working it out…" in editor.expected.text()
                    and " of 400 simulated games" in editor.expected.text(), timeout=300_000)
    qtbot.waitUntil(lambda: "simulated games each" in editor.expected.text()
                    or editor.expected.text().endswith("simulated games)"), timeout=900_000)
    text = editor.expected.text()
    assert f"{one(cli['expected_score'])}" in text
    change = float(cli["expected_score"]) - float(builtin["expected_score"])  # type: ignore[arg-type]
    if abs(change) >= 0.05:  # both simulated: compared, with the ± of the difference
        assert text.startswith(f"Expected score with the Expert's play: "
                               f"{one(builtin['expected_score'])} → "
                               f"{one(cli['expected_score'])}, ")
        assert "(against Maxi Yatzy, 400 simulated games each)" in text


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_rules_with_saved_rolls_play_on_the_exact_floor_once_it_is_saved(
        qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    # the same rules without saved rolls, solved and saved (as the app does in the
    # background once rules are saved): the Expert plays on that exact table, spends saved
    # rolls on top, and the window says so; its figure is still the one `solve` prints
    editor = tiny(qtbot, store, "Tiny on its floor")  # (other rules than above)
    assert editor.rules is not None
    floor = solve(editor.rules.to_json(), tmp_path)  # saved rolls off: exact, and kept
    assert floor["exact"] is True
    click(qtbot, editor.form.carry)  # saved rolls on
    assert editor.rules is not None and editor.rules.carry_over_rolls
    cli = solve(editor.rules.to_json(), tmp_path)
    assert cli["exact"] is False
    # saved rolls only add choices: at least the floor, within the games' error
    assert float(cli["expected_score"]) >= float(floor["expected_score"]) - \
        float(cli["standard_error"])  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: "Yacht:" in editor.expected.text(), timeout=120_000)
    assert editor.expected_score == pytest.approx(cli["expected_score"], abs=0.005)
    assert editor.expected_note.text() == (
        f"Exact without saved rolls ({one(floor['expected_score'])}), plus saved rolls "
        "spent where a reroll gains: the Expert scores at least that on average.")
