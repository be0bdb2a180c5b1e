"""Every sentence the connection says to people, whole, for translators (context "online").

A sentence is made in the language of the program that makes it, when it is made: the
window has installed its translator by then, the command line installs none and speaks
English. A refusal is a clause ("the room code is not right") that a sentence takes in
("Refused 192.168.1.9:40022: {why}."), each translated whole; numbers are written as the
locale writes them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from yachtdice.core.text import QT_TRANSLATE_NOOP, Template


def say(template: Template, **values: object) -> str:
    """``template`` in this program's language with its places filled (a whole number as
    the locale writes it); the English one if a translation's places do not fit."""
    locale = QLocale()
    filled = {key: locale.toString(value) if type(value) is int else str(value)
              for key, value in values.items()}
    try:
        return QCoreApplication.translate(template.context, template).format(**filled)
    except (KeyError, IndexError, ValueError):
        return str.format(template, **filled)


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
