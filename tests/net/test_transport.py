"""The transport over real sockets on 127.0.0.1: an honest pair talks; every attack of issue
34's point 4 is refused with one sentence, and the honest guest beside it keeps talking."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtNetwork import QHostAddress, QTcpServer
from pytestqt.qtbot import QtBot

from tests.net.wire import CODE, LOOPBACK, Guest, Host, Raw
from yachtdice.net.codec import MAX_FRAME, frame
from yachtdice.net.limits import Limits
from yachtdice.net.transport import Listener, dial
from yachtdice.ui.i18n import catalogue, forget_translations

PEER = r"127\.0\.0\.1:\d+"


@pytest.fixture
def host() -> Host:
    return Host.start()


def refused(host: Host, clause: str) -> None:
    """The host's log says, in one sentence, that a peer was refused for ``clause``."""
    assert any(re.fullmatch(f"Refused {PEER}: {re.escape(clause)}", line)
               for line in host.log), host.log


def test_an_honest_pair_exchanges_messages_and_closes_with_a_sentence(
        qtbot: QtBot, host: Host) -> None:
    guest = Guest.join(qtbot, host)
    assert guest.link.peer == f"{LOOPBACK}:{host.listener.port}"
    assert re.fullmatch(PEER, guest.there.peer)
    sent = {"kind": "roll", "dice": [6, 6, 6, 2, 1], "name": "Åsa"}
    guest.link.send(sent)
    guest.link.send({"n": 2})
    qtbot.waitUntil(lambda: len(guest.there_got) == 2)
    assert guest.there_got == [sent, {"n": 2}]
    guest.round_trip(qtbot)
    other = Guest.join(qtbot, host)
    assert host.listener.links == 2
    with qtbot.waitSignal(guest.link.closed):
        guest.there.close("The host ended the game.")
    assert guest.closed == ["The host ended the game."]
    qtbot.waitUntil(lambda: guest.there_closed == ["The host ended the game."])
    assert host.listener.links == 1
    other.round_trip(qtbot)
    assert host.log == []


def test_a_wrong_code_is_refused_on_both_sides(qtbot: QtBot, host: Host) -> None:
    guest = Guest.join(qtbot, host)
    dialing = dial(LOOPBACK, host.listener.port, "K7QM3XRQ")
    with qtbot.waitSignal(dialing.failed) as failed:
        pass
    assert failed.args == [f"Could not join {LOOPBACK}:{host.listener.port}: the room code "
                           "is not right."]
    qtbot.waitUntil(lambda: len(host.log) == 1)
    refused(host, "the room code is not right.")
    guest.round_trip(qtbot)


def test_an_address_is_locked_out_after_five_wrong_codes(qtbot: QtBot, host: Host) -> None:
    guest = Guest.join(qtbot, host)
    for _ in range(5):
        dialing = dial(LOOPBACK, host.listener.port, "ZZZZZZZZ")
        with qtbot.waitSignal(dialing.failed):
            pass
    qtbot.waitUntil(lambda: len(host.log) == 6)
    assert host.log[-1] == "127.0.0.1 is locked out of this room after 5 wrong room codes."
    dialing = dial(LOOPBACK, host.listener.port, CODE)  # even the right code, now
    with qtbot.waitSignal(dialing.failed) as failed:
        pass
    assert "before letting this computer in" in failed.args[0]
    refused(host, "127.0.0.1 is locked out after 5 wrong room codes.")
    guest.round_trip(qtbot)  # joined before: it stays


@pytest.mark.parametrize(("garbage", "clause"), [
    (b"GET / HTTP/1.1\r\nHost: x\r\n\r\n",
     "it sent a frame of 1195725856 bytes; the most is 1024."),
    (b"\0\0\x04\x01" + b"{" * 1025, "it sent a frame of 1025 bytes; the most is 1024."),
    (frame(b"\x00\xff garbage"), "its greeting was not JSON this program accepts (not UTF-8 "
                                 "text)."),
    (frame(b'{"yachtdice": "hello", "version": "1", "pake": ""}'),
     "its greeting had no protocol version."),
    (frame(b'{"yachtdice": "hello", "version": 2, "pake": [1]}'),
     "its greeting had the wrong type for 'pake'."),
    (b"\0\0\0\0", "it sent an empty frame."),
])
def test_a_stranger_sending_garbage_is_refused(qtbot: QtBot, host: Host, garbage: bytes,
                                               clause: str) -> None:
    guest = Guest.join(qtbot, host)
    stranger = Raw(qtbot, host.listener.port)
    stranger.write(garbage)
    qtbot.waitUntil(lambda: stranger.gone)
    refused(host, clause)
    guest.round_trip(qtbot)


def attacked(qtbot: QtBot, host: Host, attack: Callable[[Raw], bytes], clause: str) -> None:
    """A guest that joined with the right code sends one good message, then what ``attack``
    makes of its socket; its link is closed with ``clause``, and the honest guest beside it
    goes on."""
    guest = Guest.join(qtbot, host)
    raw = Raw(qtbot, host.listener.port)
    raw.handshake()
    qtbot.waitUntil(lambda: len(host.links) == 2)
    there = host.links[-1]
    got: list[object] = []
    closed: list[str] = []
    there.message.connect(got.append)
    there.closed.connect(closed.append)
    good = raw.message({"n": 1})
    raw.write(good)
    qtbot.waitUntil(lambda: got == [{"n": 1}])
    raw.last = good
    raw.write(attack(raw))
    qtbot.waitUntil(lambda: raw.gone)
    qtbot.waitUntil(lambda: len(closed) == 1)
    assert re.fullmatch(f"The connection with {PEER} ended: {re.escape(clause)}", closed[0])
    assert got[0] == {"n": 1}
    guest.round_trip(qtbot)


def test_a_replayed_frame_is_refused(qtbot: QtBot, host: Host) -> None:
    attacked(qtbot, host, lambda raw: raw.last, "it sent message 1 again (a replay).")


def altered(raw: Raw) -> bytes:
    assert raw.session is not None
    body = bytearray(raw.session.seal_message(b'{"n":2}'))
    body[-3] ^= 0x20
    return frame(bytes(body))


def test_an_altered_frame_is_refused(qtbot: QtBot, host: Host) -> None:
    attacked(qtbot, host, altered, "a message was altered on the way (it did not verify).")


def test_an_oversized_frame_is_refused_at_its_header(qtbot: QtBot, host: Host) -> None:
    attacked(qtbot, host, lambda raw: (MAX_FRAME + 1).to_bytes(4, "big") + b"x" * 1000,
             f"it sent a frame of {MAX_FRAME + 1} bytes; the most is {MAX_FRAME}.")


def test_malformed_json_in_a_sealed_frame_is_refused(qtbot: QtBot, host: Host) -> None:
    attacked(qtbot, host, lambda raw: raw.sealed(b'{"seat": 2, "seat": 3}'),
             "a message was not JSON this program accepts (the key 'seat' appears twice in "
             "one object).")


def test_a_flood_is_refused(qtbot: QtBot) -> None:
    attacked(qtbot, Host.start(Limits(rate=10, burst=20)),
             lambda raw: b"".join(raw.message({"n": n}) for n in range(40)),
             "it sent more than 20 frames at once, faster than 10 a second.")


def test_a_flood_of_bytes_is_refused(qtbot: QtBot) -> None:
    attacked(qtbot, Host.start(Limits(byte_rate=1000, byte_burst=10_000)),
             lambda raw: b"".join(raw.message({"pad": "x" * 4000}) for _ in range(3)),
             "it sent more than 10000 bytes at once, faster than 1000 a second.")


def test_a_silent_connection_is_dropped_before_and_after_joining(qtbot: QtBot) -> None:
    # times short for a test, long enough for an honest guest on a busy machine (a
    # handshake took 57 ms at a load of 16)
    host = Host.start(Limits(handshake=1.2, idle=1.5))
    guest = Guest.join(qtbot, host, Limits(ping=0.1))  # it pings: it stays
    silent = Raw(qtbot, host.listener.port)
    qtbot.waitUntil(lambda: silent.gone, timeout=10_000)
    refused(host, "it did not finish joining within 1.2 seconds.")
    quiet = Guest.join(qtbot, host, Limits(ping=600))  # joined, then says nothing
    qtbot.waitUntil(lambda: bool(quiet.there_closed), timeout=10_000)
    assert quiet.there_closed[0].endswith("ended: it sent nothing for 1.5 seconds.")
    qtbot.waitUntil(lambda: bool(quiet.closed))  # its side learns it too
    guest.round_trip(qtbot)
    assert guest.there.is_open


def test_an_old_protocol_version_is_told_in_one_sentence(qtbot: QtBot, host: Host) -> None:
    guest = Guest.join(qtbot, host)
    dialing = dial(LOOPBACK, host.listener.port, CODE, version=0)
    with qtbot.waitSignal(dialing.failed) as failed:
        pass
    assert failed.args == ["This computer speaks version 0 of the game's protocol; the host "
                           "speaks version 2."]
    qtbot.waitUntil(lambda: len(host.log) == 1)
    refused(host, "it speaks version 0 of the game's protocol; this computer speaks "
                  "version 2.")
    guest.round_trip(qtbot)


def test_connections_beyond_the_room_s_bound_are_refused(qtbot: QtBot) -> None:
    host = Host.start(Limits(connections=2))
    guest = Guest.join(qtbot, host)
    waiting = Raw(qtbot, host.listener.port)
    third = Raw(qtbot, host.listener.port)
    qtbot.waitUntil(lambda: third.gone)
    refused(host, "the room already has 2 connections.")
    assert not waiting.gone
    guest.round_trip(qtbot)


def test_one_address_holds_only_its_share_of_the_places_to_join(qtbot: QtBot) -> None:
    host = Host.start(Limits(joining=8, joining_each=2))
    guest = Guest.join(qtbot, host)
    silent = [Raw(qtbot, host.listener.port) for _ in range(2)]
    third = Raw(qtbot, host.listener.port)
    qtbot.waitUntil(lambda: third.gone)
    refused(host, "2 others from 127.0.0.1 are joining at this moment.")
    assert not any(raw.gone for raw in silent)
    guest.round_trip(qtbot)


def test_a_flood_of_refusals_is_counted_not_written_out(qtbot: QtBot) -> None:
    now = [0.0]
    host = Host(Listener(CODE, 0, Limits(log_burst=2, log_rate=1), address=LOOPBACK,
                         clock=lambda: now[0]))
    host.listener.log.connect(host.log.append)
    strangers = [Raw(qtbot, host.listener.port) for _ in range(4)]
    for stranger in strangers:
        stranger.write(b"\0\0\0\0")
    qtbot.waitUntil(lambda: all(stranger.gone for stranger in strangers))
    assert len(host.log) == 2
    now[0] += 10
    last = Raw(qtbot, host.listener.port)
    last.write(b"\0\0\0\0")
    qtbot.waitUntil(lambda: len(host.log) == 4)
    assert host.log[2] == "Refusals that came too fast to be written here: 2."
    refused(host, "it sent an empty frame.")


def test_a_guest_that_does_not_read_is_dropped(qtbot: QtBot) -> None:
    host = Host.start(Limits(pending=100_000))
    guest = Guest.join(qtbot, host)
    deaf = Raw(qtbot, host.listener.port)
    deaf.handshake()
    deaf.read = False
    deaf.socket.setReadBufferSize(1)
    qtbot.waitUntil(lambda: len(host.links) == 2)
    there = host.links[-1]
    closed: list[str] = []
    there.closed.connect(closed.append)
    for n in range(5):  # 200 kB waiting at once: more than the 100 kB allowed
        there.send({"n": n, "pad": "x" * 40_000})
    qtbot.waitUntil(lambda: len(closed) == 1)
    assert closed[0].endswith("ended: it did not read what it was sent (100000 bytes "
                              "waited).")
    guest.round_trip(qtbot)


def test_a_goodbye_arrives_though_the_host_drops_the_link_at_once(qtbot: QtBot,
                                                                 host: Host) -> None:
    dialing = dial(LOOPBACK, host.listener.port, CODE)
    with qtbot.waitSignal(dialing.ready) as ready:
        pass
    link = ready.args[0]
    qtbot.waitUntil(lambda: len(host.links) == 1)
    with qtbot.waitSignal(link.closed) as closed:
        host.links.pop().close("That seat is taken.")  # and no one keeps the host's end
    assert closed.args == ["That seat is taken."]


@pytest.fixture
def german(qapp: QCoreApplication) -> Iterator[None]:
    """The shipped German catalogue installed, and the German locale, as the window sets
    them when German is chosen."""
    translator = QTranslator()
    assert translator.load(catalogue("de"))
    qapp.installTranslator(translator)
    forget_translations()  # what was said before in this locale
    before = QLocale()
    QLocale.setDefault(QLocale("de_DE"))
    yield
    qapp.removeTranslator(translator)
    forget_translations()
    QLocale.setDefault(before)


def test_the_sentences_speak_the_window_s_language(qtbot: QtBot, german: None) -> None:
    host = Host.start()
    dialing = dial(LOOPBACK, host.listener.port, "K7QM3XRQ")
    with qtbot.waitSignal(dialing.failed) as failed:
        pass
    assert failed.args == [f"Konnte {LOOPBACK}:{host.listener.port} nicht beitreten: der "
                           "Raumcode stimmt nicht."]
    stranger = Raw(qtbot, host.listener.port)
    stranger.write(b"GET / HTTP/1.1\r\n\r\n")
    qtbot.waitUntil(lambda: len(host.log) == 2)
    assert re.fullmatch(f"{PEER} abgewiesen: der Raumcode stimmt nicht.", host.log[0])
    assert re.fullmatch(f"{PEER} abgewiesen: die Gegenseite sandte einen Rahmen von "
                        r"1\.195\.725\.856 Bytes; höchstens 1\.024 sind erlaubt\.",
                        host.log[1])


def test_a_guest_is_told_when_no_one_listens_or_the_host_is_silent(qtbot: QtBot) -> None:
    mute = QTcpServer()
    assert mute.listen(QHostAddress(LOOPBACK), 0)  # accepts, never answers
    dialing = dial(LOOPBACK, mute.serverPort(), CODE, Limits(handshake=0.3))
    with qtbot.waitSignal(dialing.failed, timeout=5000) as failed:
        pass
    assert failed.args == [f"Could not join {LOOPBACK}:{mute.serverPort()}: the host did not "
                           "answer within 0.3 seconds."]
    port = mute.serverPort()
    mute.close()  # now no one listens there
    dialing = dial(LOOPBACK, port, CODE)
    with qtbot.waitSignal(dialing.failed, timeout=5000) as failed:
        pass
    assert failed.args[0].startswith(f"Could not reach {LOOPBACK}:{port}: ")


def test_a_small_frame_leaves_before_the_event_loop_turns_again(qtbot: QtBot) -> None:
    """A roll's frames go out as they are written: the other side can read one while the
    writer's event loop is still busy (a window drawing the roll it just sent)."""
    host = Host.start()
    raw = Raw(qtbot, host.listener.port)
    raw.handshake()
    qtbot.waitUntil(lambda: len(host.links) == 1)
    raw.socket.readAll()
    host.links[0].send({"did": 1})  # the writer's event loop does not run until the end
    assert raw.socket.waitForReadyRead(10_000)
