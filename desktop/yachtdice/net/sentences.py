"""Every sentence the connection, the room and a guest's table say to people, whole, for
translators (context "online").

A sentence is made in the language of the program that makes it, when it is made: the
window has installed its translator by then, the command line installs none and speaks
English. A refusal is a clause ("the room code is not right") that a sentence takes in
("Refused 192.168.1.9:40022: {why}."), each translated whole; numbers are written as the
locale writes them. A clause the core made (a :class:`~yachtdice.core.text.Text`: why a roll
did not verify, ``core/fair_dice.py``) is said in the same language, from its template.

A sentence for another program (a refusal, a goodbye) goes as its template and values
(:func:`to_wire`), and that program says it in its own language (:func:`from_wire`): the
host's log speaks the host's language, a guest's dialog the guest's.
"""

from __future__ import annotations

import string
import unicodedata
from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QCoreApplication, QLocale

from yachtdice.core.fair_dice import Verification
from yachtdice.core.jsontext import JsonValue
from yachtdice.core.text import QT_TRANSLATE_NOOP, Template, Text, name_in_sentence


class Said(str):
    """A sentence in this program's language that remembers its template and values, so
    that it can be sent to another program as both (:func:`to_wire`) and said there in that
    program's language (:func:`from_wire`)."""

    template: Template
    values: tuple[tuple[str, object], ...]

    def __new__(cls, text: str, template: Template,
                values: tuple[tuple[str, object], ...]) -> Said:
        made = str.__new__(cls, text)
        made.template = template
        made.values = values
        return made


def say(template: Template, **values: object) -> Said:
    """``template`` in this program's language with its places filled (a whole number as
    the locale writes it, a core clause said in the same language); the English one if a
    translation's places do not fit."""
    locale = QLocale()
    filled = {key: locale.toString(value) if type(value) is int and abs(value) < 2 ** 63
              else _said(value)
              for key, value in values.items()}
    try:
        text = QCoreApplication.translate(template.context, template).format(**filled)
    except (KeyError, IndexError, ValueError):
        text = str.format(template, **filled)
    return Said(text, template, tuple(sorted(values.items())))


def _said(value: object) -> str:
    """A value in a sentence: a core clause (:class:`Text`) in this program's language, by
    its template; anything else as it is."""
    if isinstance(value, Said):
        return say(value.template, **dict(value.values))
    if isinstance(value, Text):
        return say(Template(value.context, value.template), **dict(value.values))
    return str(value)


# -- a sentence sent to another program ----------------------------------------------------
#: how deep sentences may stand in one another's places on the wire
WIRE_DEPTH = 4
#: a whole number a sentence from another program may hold is below this (JSON's exact
#: whole numbers; a frame's size from its 4-byte header is under 2**32); the locale's
#: number format takes 64-bit numbers, and a sent 2**70 stopped it
WIRE_INT = 2 ** 53
#: the most characters a sentence from another program is shown with (a refusal, a
#: goodbye); a sentence made longer than this from what was sent is refused: a template
#: saying a place twice, nested, made 9 KB sent into 289,000 characters shown
SHOWN_MOST = 400
#: a word from another program longer than this is given places to break (a 9,000-letter
#: word made the guest's windows 107,000 px wide)
WORD_MOST = 40


def shown(text: str, most: int = SHOWN_MOST) -> str:
    r"""Text another program sent, made safe to show in a label: no control, format or
    direction characters (each a space), runs of white space one space, a long word given
    places to break, at most ``most`` characters (an ellipsis where it was cut).

    >>> shown("a\u202eb\n\x1b[31m  c")
    'a b [31m c'
    >>> shown("word " * 200, 20)
    'word word word word…'
    >>> shown("x" * 50).split("\u200b") == ["x" * 40, "x" * 10]
    True
    """
    kept = "".join(ch if unicodedata.category(ch)[0] != "C" else " " for ch in text)
    words = " ".join(kept.split())
    if len(words) > most:
        words = words[:most - 1] + "…"
    return " ".join("\u200b".join(w[i:i + WORD_MOST] for i in range(0, len(w), WORD_MOST))
                    if len(w) > WORD_MOST else w for w in words.split(" "))


@cache
def _known() -> dict[str, Template]:
    """Every sentence another program may send by its template: this module's and the fair
    dice's (context "online"), by their English text."""
    from yachtdice.core import fair_dice

    found: dict[str, Template] = {}
    for module in (globals(), vars(fair_dice)):
        for value in module.values():
            if isinstance(value, Template) and value.context == "online":
                found[str(value)] = value
    return found


def _places(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def to_wire(sentence: str) -> JsonValue:
    """``sentence`` as another program can say it in its own language: its template and
    values (``{"id": …, "values": {…}}``), a value that is a sentence the same way; a plain
    text (made without a template, as a core error's English) is sent as it is."""
    if isinstance(sentence, Said | Text) and str(sentence.template) in _known() \
            and (isinstance(sentence, Said) or sentence.context == "online"):
        values: dict[str, JsonValue] = {}
        for key, value in sentence.values:
            if type(value) is int and 0 <= value < WIRE_INT:
                values[key] = value
            elif isinstance(value, str):
                values[key] = to_wire(value)
            else:
                values[key] = str(value)
        return {"id": str(sentence.template), "values": values}
    return str(sentence)


def from_wire(data: object, depth: int = 0) -> str | None:
    """A sentence another program sent by :func:`to_wire`, said in this program's language;
    a plain text as it is (show either through :func:`shown`); None if it is neither (an
    unknown template, places that do not fit it, values of other kinds, whole numbers that
    are negative or of a billion or more, a sentence made longer than SHOWN_MOST)."""
    if isinstance(data, str):
        return data
    if not isinstance(data, dict) or set(data) != {"id", "values"} or depth > WIRE_DEPTH:
        return None
    template = _known().get(data["id"]) if isinstance(data["id"], str) else None
    given = data["values"]
    if template is None or not isinstance(given, dict) or set(given) != _places(template):
        return None
    values: dict[str, object] = {}
    for key, value in given.items():
        said = value if type(value) is int and 0 <= value < WIRE_INT else \
            None if type(value) is not str and not isinstance(value, dict) else \
            from_wire(value, depth + 1)
        if said is None:
            return None
        values[key] = said
    made = say(template, **values)
    return made if len(made) <= SHOWN_MOST else None


# -- the frames and the door (what: one of the three below) -------------------------------
A_MESSAGE = QT_TRANSLATE_NOOP("online", "a message")
ITS_GREETING = QT_TRANSLATE_NOOP("online", "its greeting")
AN_ANNOUNCEMENT = QT_TRANSLATE_NOOP("online", "it")
EMPTY_FRAME = QT_TRANSLATE_NOOP("online", "it sent an empty frame")
LARGE_FRAME = QT_TRANSLATE_NOOP("online", "it sent a frame of {size} bytes; the most is {most}")
NOT_JSON = QT_TRANSLATE_NOOP("online", "{what} was not JSON this program accepts ({why})")
NOT_OBJECT = QT_TRANSLATE_NOOP("online", "{what} was not a JSON object")
TOO_DEEP = QT_TRANSLATE_NOOP("online", "{what} nested deeper than {most} levels")
TOO_MANY = QT_TRANSLATE_NOOP("online", "{what} held more than {most} values")
UNKNOWN_FIELD = QT_TRANSLATE_NOOP("online", "{what} had a field it may not have: {name}")
MISSING_FIELD = QT_TRANSLATE_NOOP("online", "{what} lacked the field {name}")
WRONG_TYPE = QT_TRANSLATE_NOOP("online", "{what} had the wrong type for {name}")

# -- the session ---------------------------------------------------------------------------
BAD_KEY_EXCHANGE = QT_TRANSLATE_NOOP("online", "its key exchange was not valid")
NO_VERSION = QT_TRANSLATE_NOOP("online", "its greeting had no protocol version")
NOT_GREETING = QT_TRANSLATE_NOOP("online", "its greeting was not the one this side expects")
THEIR_VERSION = QT_TRANSLATE_NOOP(
    "online", "it speaks version {theirs} of the game's protocol; this computer speaks "
    "version {ours}")
HOST_VERSION = QT_TRANSLATE_NOOP(
    "online", "the host speaks version {theirs} of the game's protocol; this computer "
    "speaks version {ours}")
OUR_VERSION = QT_TRANSLATE_NOOP(
    "online", "This computer speaks version {ours} of the game's protocol; the host speaks "
    "version {theirs}.")
OUT_OF_NUMBERS = QT_TRANSLATE_NOOP("online", "the connection ran out of message numbers")
TOO_SHORT = QT_TRANSLATE_NOOP("online", "it sent a frame too short to be sealed")
WRONG_CODE = QT_TRANSLATE_NOOP("online", "the room code is not right")
ALTERED = QT_TRANSLATE_NOOP("online", "a message was altered on the way (it did not verify)")
REPLAYED = QT_TRANSLATE_NOOP("online", "it sent message {number} again (a replay)")
REORDERED = QT_TRANSLATE_NOOP(
    "online", "message {number} came before message {expected} (out of order)")
NOT_CONFIRMED = QT_TRANSLATE_NOOP("online", "it did not confirm the key")
UNKNOWN_KIND = QT_TRANSLATE_NOOP("online", "it sent a sealed frame of an unknown kind")
NO_REASON = QT_TRANSLATE_NOOP("online", "no reason given")

# -- the transport -------------------------------------------------------------------------
NOT_READING = QT_TRANSLATE_NOOP(
    "online", "it did not read what it was sent ({size} bytes waited)")
FLOOD_FRAMES = QT_TRANSLATE_NOOP(
    "online", "it sent more than {burst} frames at once, faster than {rate} a second")
FLOOD_BYTES = QT_TRANSLATE_NOOP(
    "online", "it sent more than {burst} bytes at once, faster than {rate} a second")
SILENT = QT_TRANSLATE_NOOP("online", "it sent nothing for {seconds} seconds")
SLOW_JOIN = QT_TRANSLATE_NOOP("online", "it did not finish joining within {seconds} seconds")
SLOW_HOST = QT_TRANSLATE_NOOP("online", "the host did not answer within {seconds} seconds")
LOST = QT_TRANSLATE_NOOP("online", "the connection was lost")
LEFT = QT_TRANSLATE_NOOP("online", "it left before it had joined")
SHUT_OUT = QT_TRANSLATE_NOOP(
    "online", "the host closed the connection before letting this computer in")
LOCKED = QT_TRANSLATE_NOOP("online", "{address} is locked out after {count} wrong room codes")
FULL = QT_TRANSLATE_NOOP("online", "the room already has {count} connections")
BUSY = QT_TRANSLATE_NOOP("online", "{count} others are joining at this moment")
BUSY_HERE = QT_TRANSLATE_NOOP(
    "online", "{count} others from {address} are joining at this moment")
ENDED = QT_TRANSLATE_NOOP("online", "The connection with {peer} ended: {why}.")
REFUSED = QT_TRANSLATE_NOOP("online", "Refused {peer}: {why}.")
LOCKED_OUT = QT_TRANSLATE_NOOP(
    "online", "{address} is locked out of this room after {count} wrong room codes.")
UNLOGGED = QT_TRANSLATE_NOOP(
    "online", "Refusals that came too fast to be written here: {count}.")
NOT_JOINED = QT_TRANSLATE_NOOP("online", "Could not join {peer}: {why}.")
NOT_REACHED = QT_TRANSLATE_NOOP("online", "Could not reach {peer}: {why}.")
NOT_LISTENING = QT_TRANSLATE_NOOP("online", "Could not listen on port {port}: {why}.")

# -- room codes and discovery --------------------------------------------------------------
BAD_CODE = QT_TRANSLATE_NOOP(
    "online", "A room code has {shortest} to {longest} of the digits 2 to 9 and the letters "
    "A to Z without I, L and O.")
LARGE_DATAGRAM = QT_TRANSLATE_NOOP("online", "it was larger than {most} bytes")
NOT_A_ROOM = QT_TRANSLATE_NOOP("online", "it was not a room's announcement")
OUT_OF_BOUNDS = QT_TRANSLATE_NOOP("online", "its port, open seats or version was out of bounds")
BAD_NAME = QT_TRANSLATE_NOOP(
    "online", "its name was empty, longer than {most} characters or held control characters")
BAD_RULES = QT_TRANSLATE_NOOP(
    "online", "its rules' name was empty, longer than {most} characters or held control "
    "characters")
LIST_FULL = QT_TRANSLATE_NOOP("online", "{count} games are listed already")
IGNORED = QT_TRANSLATE_NOOP("online", "Ignored an announcement from {host}: {why}.")
NOT_BROWSING = QT_TRANSLATE_NOOP("online", "Could not listen for games on port {port}: {why}.")

# -- the room (the host's log, and each refusal sent to the guest it refuses) ---------------
ROLL_DRAWN = QT_TRANSLATE_NOOP("online", "a roll's dice are drawn by the room: send {roll}")
NO_UNDO = QT_TRANSLATE_NOOP("online", "Undo is not offered in a game across computers")
KEPT_SEATS = QT_TRANSLATE_NOOP(
    "online", "the kept room has {seats} seats for a game of {players} players")
KEPT_EXTRA_ROLL = QT_TRANSLATE_NOOP("online", "the kept game has a roll its room did not keep")
KEPT_OTHER_ROLL = QT_TRANSLATE_NOOP(
    "online", "roll {roll} of the kept game is not the one its room draws")
REFUSED_MANY = QT_TRANSLATE_NOOP("online", "{count} messages were refused")
REFUSED_MESSAGE = QT_TRANSLATE_NOOP("online", "a message was refused: {why}")
WHO_LEFT = QT_TRANSLATE_NOOP("online", "{name} left: {why}")
NOT_AWAY = QT_TRANSLATE_NOOP("online", "seat {seat} is not the seat of a guest who is away")
NOT_A_LEVEL = QT_TRANSLATE_NOOP("online", "{level} is not a computer level of {game}")
STANDS_IN = QT_TRANSLATE_NOOP("online", "a computer plays {name}'s seat until {name} is back")
HAS_SEAT = QT_TRANSLATE_NOOP("online", "this program already has a seat")
NO_HEAD = QT_TRANSLATE_NOOP("online", "a new seat needs the head of its chain")
NAME_TAKEN = QT_TRANSLATE_NOOP("online", "{name} is already at the table: choose another name")
NO_OPEN_SEAT = QT_TRANSLATE_NOOP("online", "the room has no open seat")
SAT_DOWN = QT_TRANSLATE_NOOP("online", "{name} sat down at seat {seat} ({peer})")
NO_TICKET = QT_TRANSLATE_NOOP("online", "no seat has that ticket")
CONNECTED_ALREADY = QT_TRANSLATE_NOOP("online", "{name} is connected already")
IS_BACK = QT_TRANSLATE_NOOP("online", "{name} is back at seat {seat} ({peer})")
BEGINS = QT_TRANSLATE_NOOP("online", "every seat is taken: the game begins")
NOT_HERE = QT_TRANSLATE_NOOP("online", "seat {seat} is not played at this computer")
SIT_FIRST = QT_TRANSLATE_NOOP("online", "sit down first")
STAND_IN_ENDS = QT_TRANSLATE_NOOP(
    "online", "the computer that stood in for this seat ends this turn")
NOT_BEGUN = QT_TRANSLATE_NOOP("online", "the game has not begun")
OVER = QT_TRANSLATE_NOOP("online", "the game is over")
NOT_YOUR_TURN = QT_TRANSLATE_NOOP("online", "it is {player}'s turn, not {name}'s")
ROLLING = QT_TRANSLATE_NOOP("online", "the dice are being rolled")
NO_VALUE_WANTED = QT_TRANSLATE_NOOP("online", "no value for roll {roll} is wanted from this seat")
ROLL_PROBLEM = QT_TRANSLATE_NOOP("online", "roll {roll}: {why}")
NO_VALUE_CAME = QT_TRANSLATE_NOOP("online", "no value for roll {roll} came within {seconds} "
                                  "seconds")
NOT_KEPT = QT_TRANSLATE_NOOP("online", "the game could not be kept: {why}")
GAME_OVER = QT_TRANSLATE_NOOP("online", "the game is over: {verdict}")
COMPUTER_SAID = QT_TRANSLATE_NOOP("online", "{name} (a computer): {why}")

# -- a room kept in the history ------------------------------------------------------------
NO_HOSTED = QT_TRANSLATE_NOOP("online", "There is no unfinished game hosted here to resume.")
NO_HOSTED_ID = QT_TRANSLATE_NOOP(
    "online", "There is no unfinished game hosted here to resume with the id {id}.")
NOT_RESUMABLE = QT_TRANSLATE_NOOP("online", "Game {id} cannot be resumed.")

# -- the guest's table (what it says of what the host sent) ---------------------------------
HOST_MESSAGE_REFUSED = QT_TRANSLATE_NOOP(
    "online", "the host sent a message that was refused: {why}")
HOST_GAME_REFUSED = QT_TRANSLATE_NOOP("online", "the host's game was refused: {why}")
HOST_REFUSED = QT_TRANSLATE_NOOP("online", "the host refused: {why}")
GUEST_CLOSED = QT_TRANSLATE_NOOP("online", "the guest closed the game")
HOST_CLOSED = QT_TRANSLATE_NOOP("online", "the host closed the room")
HOST_LEFT = QT_TRANSLATE_NOOP(
    "online", "the host left: the game is kept, and Join a Game takes your seat back when the "
    "host opens the room again")
ROOM_VERSION = QT_TRANSLATE_NOOP(
    "online", "this computer speaks room version {ours}; the host speaks {theirs}")
ANOTHER_GAME = QT_TRANSLATE_NOOP("online", "the host now hosts another game")
OTHER_DICTIONARY = QT_TRANSLATE_NOOP(
    "online", "the host's dictionary is version {theirs}; this computer has version {ours}, "
    "so it cannot join")
CHOOSE_LEVEL = QT_TRANSLATE_NOOP(
    "online", "{level} is not a computer level of {game}; choose from {levels}")
NOT_OUR_CHAIN = QT_TRANSLATE_NOOP("online", "the host does not hold this seat's chain")
ROLLS_MISCOUNTED = QT_TRANSLATE_NOOP(
    "online", "the host sent {count} rolls' contributions for another number of rolls")
OTHER_ACTION = QT_TRANSLATE_NOOP(
    "online", "the host sent action {number} when action {expected} was next")
NOT_A_ROLL = QT_TRANSLATE_NOOP("online", "action {number} is not a roll but has contributions")
NOT_LEGAL = QT_TRANSLATE_NOOP("online", "action {number} is not legal: {why}")
PLAYED_EARLY = QT_TRANSLATE_NOOP("online", "the host played before the game began")
BEYOND_CHAIN = QT_TRANSLATE_NOOP("online", "roll {roll} is beyond this seat's chain")
REVEALED_EARLY = QT_TRANSLATE_NOOP("online", "the host revealed its seed before the game began")
ENDED_EARLY = QT_TRANSLATE_NOOP(
    "online", "the host ended the game before its end; {verdict}")
GAME_IS_OVER = QT_TRANSLATE_NOOP("online", "the game is over")

# -- the verdict (every program's, at the end) ----------------------------------------------
ALL_VERIFIED = QT_TRANSLATE_NOOP("online", "all {count} rolls verified")
ROLL_FAILED = QT_TRANSLATE_NOOP("online", "roll {roll} did not verify: {why}")
NONE_VERIFIED = QT_TRANSLATE_NOOP("online", "none of the {count} rolls verified: {why}")
MADE_WITHOUT = QT_TRANSLATE_NOOP(
    "online", "roll {roll} was made without {name}'s share while {name} was away")
RUN_WITHOUT = QT_TRANSLATE_NOOP(
    "online", "rolls {first}-{last} were made without {name}'s share while {name} was away")
AND_THEN = QT_TRANSLATE_NOOP("online", "{first}; {then}")


def verdict(verification: Verification, names: Sequence[str]) -> str:
    """:attr:`Verification.sentence <yachtdice.core.fair_dice.Verification.sentence>` in
    this program's language: each failing roll, or every roll verified, and the rolls made
    without a seat's share, one run of rolls at a time, by the seat's player (``names``, in
    seat order; why a roll failed is the check's clause, said in the same language)."""
    said = [say(ROLL_FAILED, roll=n, why=why) if n else
            say(NONE_VERIFIED, count=verification.rolls, why=why)
            for n, why in verification.failures]
    if verification.ok:
        said.append(say(ALL_VERIFIED, count=verification.rolls))
    for seat, first, last in runs(verification.without):
        name = name_in_sentence(names[seat]) if seat < len(names) else str(seat + 1)
        said.append(say(MADE_WITHOUT, roll=first, name=name) if first == last else
                    say(RUN_WITHOUT, first=first, last=last, name=name))
    return joined(said)


def runs(without: Sequence[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """(roll, seat) pairs as runs of rolls one after another made without the same seat:
    (seat, first roll, last roll), in the order of their first rolls.

    >>> runs([(4, 1), (5, 1), (5, 2), (6, 1), (9, 1)])
    [(1, 4, 6), (2, 5, 5), (1, 9, 9)]
    """
    found: list[list[int]] = []  # [seat, first, last]
    for roll, seat in sorted(without):
        run = next((r for r in found if r[0] == seat and r[2] == roll - 1), None)
        if run is None:
            found.append([seat, roll, roll])
        else:
            run[2] = roll
    return [(seat, first, last) for seat, first, last in found]


def joined(sentences: Sequence[str]) -> str:
    """Clauses joined as one sentence ("…; …"), as the language joins them."""
    out = sentences[0] if sentences else ""
    for then in sentences[1:]:
        out = say(AND_THEN, first=out, then=then)
    return out
