"""A damaged settings file: every bad value reads as its default; no crash, no message box."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.core import Player
from yachtdice.core.modes.pips.presets import preset
from yachtdice.ui.dialogs.setup import setup_to_game
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.main_window import MainWindow


def write_settings(private_data_dir: Path, text: str) -> None:
    folder = private_data_dir / "data"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.ini").write_text(text)


def start_window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(GameController(), open_store=False)
    qtbot.addWidget(window)
    window.show()
    window.start()
    return window


def test_an_unknown_player_kind_becomes_a_person_and_the_game_starts(
        qtbot: QtBot, private_data_dir: Path) -> None:
    write_settings(private_data_dir, '[game]\nlast_setup="{\\"rules\\": \\"yatzy\\", '
                   '\\"players\\": [{\\"name\\": \\"Ann\\", \\"kind\\": \\"grandmaster\\"}, '
                   '{\\"name\\": \\"Hal\\", \\"kind\\": \\"beginner\\"}]}"\n')
    assert Settings().last_setup is not None  # the file was read: only the kind is unknown
    window = start_window(qtbot)
    state = window.controller.state
    assert state is not None and state.ruleset.id == "yatzy"
    assert state.players == (Player("Ann"), Player("Hal", True, "beginner"))
    assert not any(isinstance(w, QMessageBox) for w in QApplication.topLevelWidgets())
    dialog = window.new_game_dialog()
    assert [r.kind_key for r in dialog._rows] == ["person", "beginner"]


# Qt itself warns when it meets the damaged @Variant below; that warning is the file's
# damage being noticed, which is what this test makes; the behaviour is checked below.
@pytest.mark.qt_log_ignore("QVariant::load: unknown user type")
def test_every_damaged_setting_reads_as_its_default(qtbot: QtBot,
                                                    private_data_dir: Path) -> None:
    write_settings(private_data_dir, "\n".join([
        "[animation]", "speed=ludicrous, plaid",
        "[sound]", "enabled=@Variant(\\0\\0\\0\\x7f\\0\\0\\0)",
        "[window]", "geometry=@ByteArray(garbage)",
        "[game]", "last_setup={\"rules\": 7, \"players\": \"everyone\"}",
        "\x00\x01\xff binary junk ]]]",
    ]))
    settings = Settings()
    assert settings.speed == "normal"
    assert settings.sound is True
    assert settings.last_setup is None
    window = start_window(qtbot)
    state = window.controller.state
    assert state is not None and state.ruleset.id == "yahtzee"
    assert state.players == (Player("Player 1"),)
    assert not any(isinstance(w, QMessageBox) for w in QApplication.topLevelWidgets())


def test_setup_parsing_falls_back_part_by_part() -> None:
    def nothing(_: str) -> None:
        return None

    rules, players = setup_to_game({"rules": "no-such-rules", "players": [
        {"name": "Ann", "kind": "expert"}, {"name": "Bad\x07name", "kind": "person"},
        "not a player", {"name": 12, "kind": None}]}, nothing)
    assert rules == preset("yahtzee")
    assert players == [Player("Ann", True, "expert"), Player("Player 2"), Player("Player 3")]
    _, many = setup_to_game({"rules": "yacht", "players": [{"name": f"P{i}"}
                                                           for i in range(12)]}, nothing)
    assert [p.name for p in many] == [f"P{i}" for i in range(8)]
    assert setup_to_game(None, nothing) == (preset("yahtzee"), [Player("Player 1")])
    assert setup_to_game({"rules": "mine"}, lambda rid: preset("yacht"))[0] == preset("yacht")
