"""The secure session and the codec without sockets: frames in, frames and messages out."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yachtdice.net import code
from yachtdice.net.codec import MAX_FRAME, FrameReader, Refused, frame, read_message
from yachtdice.net.link import encode
from yachtdice.net.session import Received, Session, Side, VersionRefused, reason

from ..conftest import in_fast_loop


def handshake(host: Session, guest: Session) -> None:
    """Run the greeting, the welcome and both confirmations between two sessions."""
    (hello,) = guest.start()
    assert host.start() == []
    welcome, confirm = host.receive(hello).replies
    assert guest.receive(welcome) == Received()
    answer = guest.receive(confirm)
    assert answer.established and guest.established
    (guest_confirm,) = answer.replies
    assert host.receive(guest_confirm) == Received(established=True)


def pair(host_code: str = "K7QM3XRP", guest_code: str = "K7QM3XRP") -> tuple[Session, Session]:
    return Session(Side.HOST, host_code), Session(Side.GUEST, guest_code)


def test_an_honest_pair_agrees_and_exchanges_messages_both_ways() -> None:
    host, guest = pair()
    handshake(host, guest)
    body = guest.seal_message(encode({"kind": "hold", "dice": [0, 2]}))
    assert b"hold" not in body  # sealed, not in the clear
    assert host.receive(body).messages == [{"kind": "hold", "dice": [0, 2]}]
    assert guest.receive(host.seal_message(encode({"ok": True}))).messages == [{"ok": True}]
    assert host.receive(guest.seal_ping()) == Received()
    assert guest.receive(host.seal_bye("The host ended the game.")).bye == \
        "The host ended the game."


def test_a_wrong_code_fails_at_the_first_sealed_frame_on_both_sides() -> None:
    host, guest = pair("K7QM3XRP", "K7QM3XRQ")
    (hello,) = guest.start()
    welcome, confirm = host.receive(hello).replies
    assert host.guessed  # the try counts against the address
    guest.receive(welcome)
    with pytest.raises(Refused, match="the room code is not right"):
        guest.receive(confirm)
    # a guest that pretends it was right: its confirmation does not open either
    liar = Session(Side.GUEST, "K7QM3XRQ")
    host2 = Session(Side.HOST, "K7QM3XRP")
    (hello,) = liar.start()
    welcome, _ = host2.receive(hello).replies
    liar.receive(welcome)
    forged = liar._seal(b"C", Session._confirmation(Side.GUEST))
    with pytest.raises(Refused, match="the room code is not right"):
        host2.receive(forged)


def established() -> tuple[Session, Session]:
    host, guest = pair()
    handshake(host, guest)
    return host, guest


def test_a_replayed_frame_is_refused() -> None:
    host, guest = established()
    first = guest.seal_message(encode({"n": 1}))
    host.receive(first)
    with pytest.raises(Refused, match=r"it sent message 1 again \(a replay\)"):
        host.receive(first)


def test_a_frame_out_of_order_is_refused() -> None:
    host, guest = established()
    guest.seal_message(encode({"n": 1}))  # lost on the way
    with pytest.raises(Refused, match=r"message 2 came before message 1 \(out of order\)"):
        host.receive(guest.seal_message(encode({"n": 2})))


@pytest.mark.parametrize("where", [0, 7, 8, 9, -1])
def test_an_altered_frame_is_refused(where: int) -> None:
    host, guest = established()
    body = bytearray(guest.seal_message(encode({"n": 1})))
    body[where] ^= 0x01
    with pytest.raises(Refused, match="altered on the way"):
        host.receive(bytes(body))


def test_a_sealed_message_must_pass_the_door() -> None:
    host, guest = established()
    with pytest.raises(Refused, match="not JSON this program accepts"):
        host.receive(guest._seal(b"M", b'{"a": 1, "a": 2}'))
    host, guest = established()
    with pytest.raises(Refused, match="not a JSON object"):
        host.receive(guest._seal(b"M", b"[1, 2]"))
    host, guest = established()
    with pytest.raises(Refused, match="unknown kind"):
        host.receive(guest._seal(b"X", b""))


def test_another_protocol_version_is_told_in_one_sentence_each_side() -> None:
    host, old = Session(Side.HOST, "K7QM3XRP"), Session(Side.GUEST, "K7QM3XRP", version=0)
    (hello,) = old.start()
    answer = host.receive(hello)
    assert answer.refuse == ("it speaks version 0 of the game's protocol; this computer "
                             "speaks version 2")
    (reply,) = answer.replies
    with pytest.raises(VersionRefused) as refused:
        old.receive(reply)
    assert refused.value.sentence == ("This computer speaks version 0 of the game's "
                                      "protocol; the host speaks version 2.")


@pytest.mark.parametrize(("greeting", "clause"), [
    (b"GET / HTTP/1.1", "was not JSON"),
    (b'{"yachtdice": "hello", "version": 2}', "lacked the field 'pake'"),
    (b'{"yachtdice": "hello", "version": true, "pake": ""}', "had no protocol version"),
    (b'{"yachtdice": "hello", "version": 2, "pake": "00", "extra": 1}', "may not have"),
    (b'{"yachtdice": "hello", "version": 2, "pake": "zz"}', "was not the one this side expects"),
    (b'{"yachtdice": "hello", "version": 2, "pake": "' + b"41" * 33 + b'"}',
     "key exchange was not valid"),
])
def test_a_stranger_s_greeting_is_refused(greeting: bytes, clause: str) -> None:
    with pytest.raises(Refused, match=clause):
        Session(Side.HOST, "K7QM3XRP").receive(greeting)


def test_frames_are_cut_from_a_stream_and_oversized_ones_refused_at_the_header() -> None:
    reader = FrameReader()
    stream = frame(b"a") + frame(b"bc" * 1000) + frame(b"d")
    got = [f for at in range(0, len(stream), 7) for f in reader.feed(stream[at:at + 7])]
    assert got == [b"a", b"bc" * 1000, b"d"]
    assert reader.pending == 0
    with pytest.raises(Refused, match="a frame of 262209 bytes; the most is 262208"):
        FrameReader().feed((MAX_FRAME + 1).to_bytes(4, "big"))
    with pytest.raises(Refused, match="empty frame"):
        FrameReader().feed(b"\0\0\0\0")
    with pytest.raises(ValueError):
        frame(b"x" * (MAX_FRAME + 1))


def test_a_reader_holds_at_most_one_frame() -> None:
    reader = FrameReader(limit=100)
    assert reader.wanted() == 4
    reader.feed((100).to_bytes(4, "big") + b"x" * 60)
    assert (reader.pending, reader.wanted()) == (60, 40)


def test_the_door_bounds_depth_and_counts() -> None:
    with pytest.raises(Refused, match="nested deeper than 16"):
        read_message(b'{"a":' + b"[" * 20 + b"]" * 20 + b"}")
    with pytest.raises(Refused, match="more than 100000 values"):
        read_message(b'{"a":[' + b",".join([b"0"] * 100_001) + b"]}")
    with pytest.raises(Refused, match="not JSON"):
        read_message(b'{"a": NaN}')


def test_a_goodbye_is_made_safe_to_show() -> None:
    assert reason("Bye\x1b[31m\u202enow".encode()) == "Bye [31m now"
    assert reason(b"\xff" * 2000).replace("\u200b", "") == "\ufffd" * 299 + "…"  # cut
    assert reason(b"") == "no reason given"


def test_room_codes() -> None:
    drawn = {code.new_code() for _ in range(200)}
    assert len(drawn) == 200
    assert all(len(c) == 8 and set(c) <= set(code.ALPHABET) for c in drawn)
    assert len(code.ALPHABET) == 31 and not set("01ILO") & set(code.ALPHABET)
    assert round(code.ENTROPY, 1) == 39.6  # 8 * log2(31)
    assert code.normalized("k7qm 3xrp") == "K7QM3XRP"
    for bad in ("K7QM3XR0", "ABC", "A" * 33, "K7QM-3XRI"):
        with pytest.raises(code.CodeError):
            code.normalized(bad)


@given(st.binary(max_size=400))
def test_any_bytes_from_a_stranger_are_a_refusal_or_nothing(data: bytes) -> None:
    """Whatever a stranger sends, the host's side raises only Refused (one sentence), never
    another error."""
    try:
        for body in FrameReader().feed(data):
            Session(Side.HOST, "K7QM3XRP").receive(body)
    except Refused as refused:
        assert str(refused)


@pytest.mark.slow
@settings(max_examples=in_fast_loop(40, 10))  # two key exchanges an example
@given(st.binary(max_size=200), st.integers(0, 300))
def test_any_bytes_after_joining_are_a_refusal_or_a_message(data: bytes, at: int) -> None:
    host, guest = established()
    body = bytearray(guest.seal_message(b'{"n": 1}'))
    body[at % len(body):at % len(body) + len(data)] = data
    try:
        received = host.receive(bytes(body))
    except Refused as refused:
        assert str(refused)
    else:
        assert received.messages == [{"n": 1}]  # nothing changed (an empty splice)


def test_a_greeting_changed_on_the_way_gives_other_keys() -> None:
    """A man in the middle who rewrites a greeting (still valid: here its fields reordered)
    is found at the first sealed frame, as a wrong code would be."""
    host, guest = pair()
    (hello,) = guest.start()
    welcome, confirm = host.receive(hello).replies
    message = json.loads(welcome)
    rewritten = json.dumps(dict(reversed(message.items()))).encode()
    assert json.loads(rewritten) == message and rewritten != welcome
    guest.receive(rewritten)
    with pytest.raises(Refused, match="the room code is not right"):
        guest.receive(confirm)
