"""History marks a turn a computer played for a player away from an online game, as the
review does (the play-tester's finding 18, 30 Nov: "Turn 2: Ben booked Chance: 20." with no
mark). The game of tests/ui/test_online_review.py: Hilda and Ann at Two Boxes, Ann's first
turn played by the computer while she was away, as Ann's program kept it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.conftest import MakeWindow
from tests.ui.test_buttons_main import opened
from tests.ui.test_online_review import ann_away_at_two_boxes
from yachtdice.core.fair_dice import SECRET_BYTES
from yachtdice.net import protocol as p
from yachtdice.net.guest import GuestState
from yachtdice.net.keep import GUEST_KEY
from yachtdice.store import HERE, ONLINE, Store
from yachtdice.ui import online
from yachtdice.ui.windows.history import HistoryDialog


@pytest.fixture(autouse=True)
def _online_parts() -> Iterator[None]:
    online.install()
    yield


def test_history_marks_the_turn_a_computer_played_for_the_away_player(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    uid = "c" * 32
    store = Store.open()
    store.record_game(ann_away_at_two_boxes(), uid=uid, ended="2026-04-01T12:00:00+00:00",
                      origin=HERE, dice=ONLINE, host="Hilda")
    store.set_setting(GUEST_KEY + uid, GuestState(uid, 1, "a" * p.TICKET_CHARS,
                                                  bytes(SECRET_BYTES), ((1, 1),)).to_json())
    store.close()
    window = make_window(open_store=True)
    qtbot.waitUntil(lambda: window.session.store is not None, timeout=10_000)
    window.history_action.trigger()  # Game > History…
    history = opened(qtbot, HistoryDialog)
    assert isinstance(history, HistoryDialog)
    assert history.model.rowCount() == 1 and history.selected_game() is not None
    lines = history.game_view.toPlainText().splitlines()
    # Hilda 3 + 4 in Choice; Ann's 6 6 in Ones by the computer: 0; Hilda 2 2 in Ones: 0 (no 1s);
    # Ann's own 1 1 in Choice: 2
    assert lines == [
        "Turn 1: Hilda booked Choice: 7.",
        "Turn 1, played by a computer while Ann was away: Ann booked Ones: 0.",
        "Turn 2: Hilda booked Ones: 0.",
        "Turn 2: Ann booked Choice: 2."]
