"""The room's and a guest's sentences in the window's language (German here): who sat down
and that the game begins in the host's lobby, the verdict at the end, a guest's refusal of
another dictionary in the Join dialog, why a roll did not verify. The command line installs
no language: English."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.net.test_room import send_a_later_value
from tests.ui.test_language_windows import german  # noqa: F401 (the fixture)
from yachtdice.core.fair_dice import HELD_CHANGED, NOT_REVEALED, Verification
from yachtdice.core.modes import ruleset_by_id
from yachtdice.net import protocol as p
from yachtdice.net.room import HostRoom, SeatPlan
from yachtdice.net.sentences import verdict
from yachtdice.ui.online.computers import Computers
from yachtdice.ui.online.join_dialog import JoinDialog
from yachtdice.ui.online.lobby import Lobby

TIMEOUT = 60_000


@pytest.mark.usefixtures("german")
def test_the_verdict_in_the_windows_language() -> None:
    assert verdict(Verification(39, ()), ["Ann", "Bo"]) == "alle 39 Würfe geprüft"
    assert verdict(Verification(2, (), ((2, 1),)), ["Ann", "Bo"]) == \
        "alle 2 Würfe geprüft; Wurf 2 wurde ohne den Anteil von Bo gemacht, während Bo weg war"
    assert verdict(Verification(6, (), ((4, 1), (5, 1), (6, 1))), ["Ann", "Bo"]) == \
        "alle 6 Würfe geprüft; Würfe 4–6 wurden ohne den Anteil von Bo gemacht, während Bo " \
        "weg war"


def test_the_verdict_in_english_without_a_language() -> None:
    assert verdict(Verification(2, (), ((2, 1),)), ["Ann", "Bo"]) == \
        "all 2 rolls verified; roll 2 was made without Bo's share while Bo was away"


@pytest.mark.slow
@pytest.mark.usefixtures("german")
def test_the_rooms_and_the_guests_sentences_in_german(qtbot: QtBot,
                                                       monkeypatch: pytest.MonkeyPatch
                                                       ) -> None:
    lobby = Lobby(ruleset_by_id("word-yahtzee"), [SeatPlan(p.PERSON, "Hilda"),
                                                  SeatPlan(p.OPEN)], "Hilda", announce=False)
    qtbot.addWidget(lobby)
    hosts = lobby.room.room_message().dictionary
    dialog = JoinDialog("Gus", browse=False)
    qtbot.addWidget(dialog)
    dialog.address.setText(f"127.0.0.1:{lobby.listener.port}")
    dialog.code.setText(lobby.code)
    with monkeypatch.context() as patched:  # first with another word list: refused
        patched.setattr("yachtdice.net.guest.dictionary_version", lambda rules: "0badc0de-1")
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "Wörterbuch" in dialog.problem.text(), timeout=TIMEOUT)
    assert dialog.problem.text() == (
        f"Das Wörterbuch des Gastgebers ist Version {hosts}; dieser Computer hat Version "
        "0badc0de-1 und kann deshalb nicht beitreten.")
    qtbot.waitUntil(dialog.join_button.isEnabled, timeout=TIMEOUT)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)  # the same word list
    qtbot.waitUntil(lambda: lobby.table is not None and dialog.table is not None,
                    timeout=TIMEOUT)
    said = lobby.log.toPlainText().splitlines()
    assert any(line.startswith("Gus hat sich auf Platz 2 gesetzt (") for line in said), said
    assert "Jeder Platz ist besetzt: das Spiel beginnt." in said
    for table in (lobby.table, dialog.table):
        assert table is not None
        qtbot.addWidget(table.window)


@pytest.mark.usefixtures("german")
def test_why_a_roll_did_not_verify_in_the_windows_language() -> None:
    """The core's reasons (core/fair_dice.py) are said in the language of the sentence
    around them, not left English inside it."""
    held = Verification(3, ((2, HELD_CHANGED.text),))
    assert verdict(held, ["Ann", "Bo"]) == \
        "Wurf 2 bestand die Prüfung nicht: ein gehaltener Würfel hat sich verändert"
    unrevealed = Verification(39, ((0, NOT_REVEALED.text),))
    assert verdict(unrevealed, ["Ann", "Bo"]) == (
        "keiner der 39 Würfe geprüft: der Gastgeber hat seinen Startwert nicht offengelegt")


@pytest.mark.usefixtures("german")
def test_a_forged_chain_value_is_refused_in_the_windows_language(qtbot: QtBot) -> None:
    """Through the room: a guest's chain value that is not the next of its chain is refused
    with one German sentence, its reason German too."""
    room = HostRoom(ruleset_by_id("yacht"), [SeatPlan(p.OPEN)], Computers(print))
    log: list[str] = []
    room.log.connect(log.append)
    send_a_later_value(qtbot, room)
    qtbot.waitUntil(lambda: any("Kette" in line for line in log), timeout=TIMEOUT)
    assert [line for line in log if "Kette" in line] == [
        "Eve abgewiesen: Wurf 1: der Anteil von Platz 1 ist nicht der nächste seiner Kette."]
    room.close("the test is over")
