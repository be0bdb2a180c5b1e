"""The seam: two links joined in memory carry JSON objects in order, through the event loop,
and close together with one sentence."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from yachtdice.net.link import link_pair


def test_a_pair_carries_objects_in_order_and_queued(qtbot: QtBot) -> None:
    host, guest = link_pair(("host", "guest"))
    assert (host.peer, guest.peer) == ("guest", "host")
    got: list[object] = []
    guest.message.connect(got.append)
    sent = {"kind": "roll", "dice": [1, 2, 3], "who": {"seat": 2, "name": "Åsa"}}
    host.send(sent)
    host.send({"kind": "hold", "held": [True, False]})
    assert got == []  # queued: nothing before the event loop runs
    qtbot.waitUntil(lambda: len(got) == 2)
    assert got == [sent, {"kind": "hold", "held": [True, False]}]
    assert got[0] is not sent  # a copy, as over a wire


def test_both_ways(qtbot: QtBot) -> None:
    host, guest = link_pair()
    with qtbot.waitSignal(host.message) as answer:
        guest.message.connect(lambda message: guest.send({"echo": message}))
        host.send({"n": 1})
    assert answer.args == [{"echo": {"n": 1}}]


def test_closing_one_closes_both_once_with_the_sentence(qtbot: QtBot) -> None:
    host, guest = link_pair()
    reasons: list[tuple[str, str]] = []
    host.closed.connect(lambda why: reasons.append(("host", why)))
    guest.closed.connect(lambda why: reasons.append(("guest", why)))
    got: list[object] = []
    guest.message.connect(got.append)
    with qtbot.waitSignals([host.closed, guest.closed]):
        host.send({"last": True})
        host.close("The host ended the game.")
        host.close("twice")
        host.send({"after": True})
    qtbot.waitUntil(lambda: len(reasons) == 2)
    assert sorted(reasons) == [("guest", "The host ended the game."),
                               ("host", "The host ended the game.")]
    assert got == [{"last": True}]
    assert not host.is_open and not guest.is_open
    guest.send({"to nobody": 1})  # does nothing once closed


TOO_DEEP: dict[str, object] = {"a": []}
_inner = TOO_DEEP["a"]
for _ in range(20):
    assert isinstance(_inner, list)
    _inner.append([])
    _inner = _inner[0]


@pytest.mark.parametrize("bad", [{"a": {1, 2}}, {"a": float("nan")}, {1: "x"}, ["not", "a dict"],
                                 {"a": "x" * 300_000}, TOO_DEEP])
def test_what_is_not_json_is_refused_at_the_sender(bad: object) -> None:
    host, _guest = link_pair()
    with pytest.raises(ValueError):
        host.send(bad)  # type: ignore[arg-type]
