"""Provenance, names and safe files in the windows: High Scores is the table of games played here,
with recorded and imported games a tick away and marked; rules of one's own never pass
for a built-in ruleset; House Rules and Statistics write files only where they may."""

from __future__ import annotations

import json
import os
import stat
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import Store
from yachtdice.store.safe_files import shown
from yachtdice.ui.windows.highscores import Column, HighScoresDialog
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..store.helpers import play
from ..store.test_provenance import fabricated, played_here
from .conftest import MakeWindow
from .test_ruleset_editor import (  # noqa: F401 - the fixture answers "Discard" on closing
    click,
    make_editor,
    new_from,
    type_name,
    unsaved_changes_are_discarded,
)

ELSEWHERE = {"format": "yachtdice-history", "version": 1, "rulesets": [], "games": [
    {"uid": "elsewhere-1", "started": "2026-01-01T10:00:00+00:00",
     "ended": "2026-01-01T10:20:00+00:00", "status": "finished",
     "record": fabricated("Eve").to_dict()}]}


def high_scores(qtbot: QtBot, make_window: MakeWindow) -> HighScoresDialog:
    window = make_window(rules="yahtzee", open_store=True)
    window.scores_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HighScoresDialog))
    dialog = window.dialog
    assert isinstance(dialog, HighScoresDialog)
    dialog.rules.setCurrentIndex(dialog.rules.findData("yahtzee"))
    return dialog


def rows(dialog: HighScoresDialog) -> list[tuple[str, str, str]]:
    m = dialog.model
    return [(m.data(m.index(r, Column.NAME)), m.data(m.index(r, Column.SCORE)),
             m.data(m.index(r, Column.NOTE))) for r in range(m.rowCount())]


def test_high_scores_are_the_games_played_here_until_asked(qtbot: QtBot,
                                                           make_window: MakeWindow) -> None:
    with Store.open() as store:
        played_here(store, play("yahtzee", ["Ann"], seed=3))
        ann = store.high_scores("yahtzee")[0].score
        store.record_game(fabricated())
        store.import_history(ELSEWHERE)
    dialog = high_scores(qtbot, make_window)
    assert rows(dialog) == [("Ann", str(ann), "")]
    assert not dialog.elsewhere.isChecked()
    qtbot.mouseClick(dialog.elsewhere, Qt.MouseButton.LeftButton)
    assert dialog.elsewhere.isChecked()
    assert rows(dialog) == [("Eve", "1575", "imported"), ("Mallory", "1575", "recorded"),
                            ("Ann", str(ann), "")]
    m = dialog.model
    assert m.data(m.index(0, Column.NOTE), Qt.ItemDataRole.ToolTipRole) == (
        "This game was imported from a history file, not played on this computer.")
    assert "not played on this computer" in m.data(m.index(1, Column.NOTE),
                                                   Qt.ItemDataRole.ToolTipRole)
    assert m.data(m.index(2, Column.NOTE), Qt.ItemDataRole.ToolTipRole) is None


def test_only_games_from_elsewhere_say_how_to_see_them(qtbot: QtBot,
                                                       make_window: MakeWindow) -> None:
    with Store.open() as store:
        store.record_game(fabricated())
    dialog = high_scores(qtbot, make_window)
    assert rows(dialog) == [] and dialog.empty.isVisibleTo(dialog)
    assert dialog.empty.text() == (
        "No games with these rules were played on this computer yet; tick “Include imported "
        "and recorded games” to see the others.")
    qtbot.mouseClick(dialog.elsewhere, Qt.MouseButton.LeftButton)
    assert rows(dialog) == [("Mallory", "1575", "recorded")]
    assert not dialog.empty.isVisibleTo(dialog)


def test_a_name_in_a_note_keeps_the_sentence_around_it_in_order(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    """A right-to-left name (Hebrew letters) is set apart with its own direction (U+2068 ...
    U+2069), so it cannot turn the sentence around it."""
    name = "\u05d3\u05e0\u05d4"
    with Store.open() as store:
        game = store.record_game(play("yahtzee", [name], seed=3), origin="here")
        store.mark_hints_used(game)
    dialog = high_scores(qtbot, make_window)
    m = dialog.model
    assert m.data(m.index(0, Column.NOTE), Qt.ItemDataRole.ToolTipRole) == (
        f"\u2068{name}\u2069 used undo or hints in this game.")


def test_rules_that_only_carry_a_built_in_name_are_listed_as_custom(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    official = preset("yahtzee")
    changed = replace(official, upper_bonus=replace(official.upper_bonus, points=350))
    record = fabricated()
    with Store.open() as store:
        store.record_game(type(record)(changed, record.players, record.actions), origin="here")
        # saved before names were checked: a ruleset of its own called "Yacht"
        store._conn.execute("INSERT INTO rulesets (id, name, json, created, updated) VALUES "
                            "('old-yacht', 'Yacht', ?, '', '')",
                            (replace(preset("yacht"), id="old-yacht").to_json(),))
    dialog = high_scores(qtbot, make_window)
    names = [dialog.rules.itemText(i) for i in range(dialog.rules.count())]
    assert names.count("Yahtzee") == 1 and names.count("Yacht") == 1
    assert "Yahtzee (custom)" in names and "Yacht (custom)" in names
    dialog.rules.setCurrentIndex(names.index("Yahtzee (custom)"))
    assert rows(dialog) == [("Mallory", "1890", "")]  # 1,575 - 35 + the bonus of 350


# -- House Rules ------------------------------------------------------------------------------
@pytest.fixture
def store(tmp_path: Path) -> Any:
    s = Store.open(tmp_path / "history.sqlite")
    yield s
    s.close()


@pytest.mark.slow
def test_house_rules_will_not_save_under_a_built_in_name(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    type_name(qtbot, editor, "YAHT-ZEE")
    # said at the name field before any Save (the store would refuse it too)
    assert editor.form.fields[("name",)].message == "A built-in ruleset is already called Yahtzee."
    assert not editor.save_button.isEnabled()
    assert store.custom_rulesets() == []
    type_name(qtbot, editor, "Yahtzee for us")
    click(qtbot, editor.save_button)
    assert [r.name for r in store.custom_rulesets()] == ["Yahtzee for us"]


def test_house_rules_imports_a_built_in_name_marked_custom(qtbot: QtBot, store: Store,
                                                          tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    path = tmp_path / "ours.json"
    path.write_text(replace(preset("yacht"), id="ours", name="Yacht").to_json())
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    editor = make_editor(qtbot, store)
    click(qtbot, editor.import_button)
    assert editor.status.text() == "Imported Yacht (custom)."
    assert [(r.id, r.name) for r in store.custom_rulesets()] == [("ours", "Yacht (custom)")]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="links are POSIX")
@pytest.mark.parametrize("kind", ["symbolic link", "folder"])
def test_house_rules_export_never_writes_through_a_link_or_over_a_folder(
        qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        kind: str) -> None:
    target = tmp_path / "out.json"
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    if kind == "folder":
        target.mkdir()
    else:
        target.symlink_to(victim)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    click(qtbot, editor.export_button)
    assert editor.status.text() == (f"Nothing was exported: cannot write {shown(target)}: it "
                                    f"is a {kind}, not a regular file; nothing was written.")
    assert victim.read_text() == "precious"
    assert stat.S_ISLNK(target.lstat().st_mode) == (kind == "symbolic link")
    target.unlink() if kind != "folder" else target.rmdir()
    click(qtbot, editor.export_button)
    assert editor.status.text() == "Exported My Yacht."
    assert replace(preset("yacht"), id="my-yacht", name="My Yacht").to_json() + "\n" == \
        target.read_text()


# -- Statistics -------------------------------------------------------------------------------
def test_statistics_export_over_a_folder_is_one_sentence(qtbot: QtBot, store: Store,
                                                        tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    store.record_game(play("yacht", ["Ann"], seed=1), origin="here")
    target = tmp_path / "games.csv"
    target.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window = StatisticsWindow(store, [preset("yacht")], lambda _id: None, None,
                              reference=lambda rules: None)
    qtbot.addWidget(window)
    window.show()
    click(qtbot, window.csv_button)
    qtbot.waitUntil(lambda: any(isinstance(w, QMessageBox) and w.isVisible()
                                for w in QApplication.topLevelWidgets()))
    box = next(w for w in QApplication.topLevelWidgets()
               if isinstance(w, QMessageBox) and w.isVisible())
    assert box.text() == (f"Cannot write {shown(target)}: it is a folder, not a regular file; "
                          "nothing was written.")
    assert target.is_dir() and list(target.iterdir()) == []
    box.close()
    window.close()


def test_new_game_takes_a_family_by_its_name(qtbot: QtBot, make_window: MakeWindow) -> None:
    """A family emoji is joined with U+200D (ZWJ): a name, not control characters."""
    family = "\U0001F468\u200d\U0001F469\u200d\U0001F467"
    window = make_window()
    dialog = window.new_game_dialog()
    dialog._rows[0].name.setText(family)
    assert dialog.start.isEnabled() and "control" not in dialog.problem.text()
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    assert window.controller.state.players[0].name == family
    dialog = window.new_game_dialog()
    dialog._rows[0].name.setText(family + "\u200d")  # a joiner joining nothing: refused
    assert not dialog.start.isEnabled() and "control characters" in dialog.problem.text()
    dialog.reject()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and links are POSIX")
def test_sound_effects_are_never_written_through_a_link_or_read_from_a_pipe(
        tmp_path: Path) -> None:
    from yachtdice.store.safe_files import FileRefused
    from yachtdice.ui.table import sound

    from ..store.helpers import within

    elsewhere = tmp_path / "elsewhere.wav"
    (tmp_path / "roll.wav").symlink_to(elsewhere)  # dangling: a write would create it
    with pytest.raises(FileRefused, match="it is a symbolic link"):
        sound.synthesise(tmp_path)
    assert not elsewhere.exists()
    (tmp_path / "roll.wav").unlink()
    os.mkfifo(tmp_path / "roll.wav")
    with pytest.raises(FileRefused, match="it is a named pipe"):
        within(10, lambda: sound.synthesise(tmp_path))


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_pipe_in_place_of_the_settings_file_does_not_stop_the_window(
        private_data_dir: Path) -> None:
    """Qt would wait for ever on a named pipe at settings.ini: it is moved aside (as a
    history that cannot be read), and the window starts with the default settings."""
    import subprocess
    import sys

    folder = private_data_dir / "data"
    folder.mkdir(parents=True, exist_ok=True)
    os.mkfifo(folder / "settings.ini")
    script = (
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from yachtdice.ui.modes import builtin\n"
        "builtin.install()\n"
        "from yachtdice.ui.table.controller import GameController\n"
        "from yachtdice.ui.table.main_window import MainWindow\n"
        "window = MainWindow(GameController(), open_store=False)\n"
        "window.show()\n"
        "window.settings.speed = 'fast'\n"
        "window.settings.sync()\n"
        "print('started')\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert done.stdout == "started\n", done.stderr
    aside = [p for p in folder.iterdir() if p.name.startswith("settings.ini.unreadable-")]
    assert len(aside) == 1 and stat.S_ISFIFO(aside[0].lstat().st_mode)
    assert "speed=fast" in (folder / "settings.ini").read_text()


def test_new_game_opens_a_changed_file_under_a_built_in_name_as_custom(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "yatzy.json"
    house = preset("yatzy").to_dict()
    house["rolls"] = {**house["rolls"], "per_turn": 4}  # a changed Yatzy, still called Yatzy
    path.write_text(json.dumps(house))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window = make_window(open_store=True)
    dialog = window.new_game_dialog()
    qtbot.mouseClick(dialog.open_file_button, Qt.MouseButton.LeftButton)
    assert dialog.rules.currentText() == "Yatzy (custom)"
    assert window.store is not None
    assert [(r.id, r.name) for r in window.store.custom_rulesets()] == [
        ("yatzy-2", "Yatzy (custom)")]
    names = [dialog.rules.itemText(i) for i in range(dialog.rules.count())]
    assert names.count("Yatzy") == 1
    dialog.reject()


def test_the_end_of_a_game_ranks_it_among_the_games_played_here(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    """The first game played here is a new high score, though an imported game stands
    higher among all games (its total raised to 9,999 for the test)."""
    from yachtdice.core import ScriptedDice

    from .helpers import press
    from .test_window import score_by_keys

    made_up = play("yacht", ["Eve"], seed=5)
    elsewhere = {**ELSEWHERE, "games": [{**ELSEWHERE["games"][0], "uid": "yacht-elsewhere",
                                         "record": made_up.to_dict()}]}
    with Store.open() as store:
        store.import_history(elsewhere)
        store._conn.execute("UPDATE seats SET total = 9999")
    window = make_window(ScriptedDice([6] * 5 * 12), open_store=True)
    for box in preset("yacht").category_ids:
        press(qtbot, window, Qt.Key.Key_Space)
        score_by_keys(qtbot, window, box)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert "New high score for Yacht" in window.end_dialog.celebration.text()


def test_history_says_which_games_were_not_played_here(qtbot: QtBot,
                                                       make_window: MakeWindow) -> None:
    from yachtdice.ui.windows.history import Column as HistoryColumn
    from yachtdice.ui.windows.history import HistoryDialog

    with Store.open() as store:
        played_here(store, play("yahtzee", ["Ann"], seed=3))
        store.record_game(fabricated())
        store.import_history(ELSEWHERE)
    window = make_window(open_store=True)
    window.history_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HistoryDialog))
    model = window.dialog.model
    notes = {model.data(model.index(r, HistoryColumn.PLAYERS)).split()[0]:
             model.data(model.index(r, HistoryColumn.NOTE)) for r in range(model.rowCount())}
    assert notes == {"Ann": "", "Mallory": "recorded", "Eve": "imported"}
