"""A compiled translation (.qm) read as strictly as every other file, before Qt reads it.

Qt trusts a .qm: a garbled one made the start crash (Qt reads past the end of its tables),
and a translation that names a place its English lacks (``{points:>999999999}``: Python
pads the number to a billion characters, 5.6 GB) took the window down where the sentence is
filled. :func:`problem` walks the whole file first, by the format Qt writes (a magic
number, then tagged sections: the hash table, the messages, the contexts, the plural
rules, the language), checks that every offset and length stays inside the file, that it
asks for no other file (Qt would load its "dependencies"), and that every translation's
``{places}`` are places of its English, written the same way. A file with any fault is not
loaded at all, and the window speaks English (:mod:`yachtdice.ui.i18n`). The build checks
the same of the sources (``packaging/update-translations --check``).
"""

from __future__ import annotations

import re
import string
import struct

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
#: the most a translation file may hold (ours are about 0.2 MB)
LIMIT = 8 << 20

_CONTEXTS, _HASHES, _MESSAGES, _NUMERUS, _DEPENDENCIES, _LANGUAGE = (
    0x2F, 0x42, 0x69, 0x88, 0x96, 0xA7)
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8
_NULL = 0xFFFFFFFF
_U32 = struct.Struct(">I")
_FIELDS = frozenset((_TRANSLATION, _SOURCE, _CONTEXT, _COMMENT))
PLACE = re.compile(r"{(\w*(?::[^{}]*)?)}")  # a place with its format, e.g. {total:.1f}


class QmError(ValueError):
    """What is wrong with a .qm file, in a few words."""


def _u32(data: bytes, at: int) -> int:
    if at + 4 > len(data):
        raise QmError("a length runs past the end of the file")
    return int.from_bytes(data[at:at + 4], "big")


def _sections(data: bytes) -> dict[int, bytes]:
    if not data.startswith(MAGIC):
        raise QmError("it is not a compiled translation")
    found: dict[int, bytes] = {}
    at = len(MAGIC)
    while at < len(data):
        tag = data[at]
        length = _u32(data, at + 1)
        start = at + 5
        if start + length > len(data):
            raise QmError("a section runs past the end of the file")
        if tag not in (_CONTEXTS, _HASHES, _MESSAGES, _NUMERUS, _DEPENDENCIES, _LANGUAGE) \
                or tag in found:
            raise QmError("it holds a section Qt does not know, or one twice")
        found[tag] = data[start:start + length]
        at = start + length
    return found


def _places_fit(source: str, translation: str) -> bool:
    """Every place of ``translation`` is a place of ``source``, written the same, and the
    translation is a format Python can read whenever it has braces at all."""
    if "{" not in translation and "}" not in translation:
        return True
    try:
        list(string.Formatter().parse(translation))
    except ValueError:
        return False
    return set(PLACE.findall(translation)) <= set(PLACE.findall(source))


def _message(messages: bytes, at: int) -> int:
    """Check the message at ``at``; where the next one starts. (Only a translation with a
    brace in it is decoded: the start reads the whole file, and most have none.)"""
    source = b""
    braced: list[bytes] = []
    end = len(messages)
    while True:
        if at >= end:
            raise QmError("a message runs past the end of its section")
        tag = messages[at]
        at += 1
        if tag == _END:
            break
        if tag == _OBSOLETE1:
            at += 4
            continue
        if tag not in _FIELDS:
            raise QmError("a message holds an unknown field")
        length = _U32.unpack_from(messages, at)[0] if at + 4 <= end else -1
        at += 4
        if tag == _TRANSLATION and length == _NULL:
            continue
        if length < 0 or at + length > end or (tag == _TRANSLATION and length % 2):
            raise QmError("a message's text runs past the end of its section")
        if tag == _TRANSLATION:
            if messages.find(b"\0{", at, at + length) >= 0 or \
                    messages.find(b"\0}", at, at + length) >= 0:
                braced.append(messages[at:at + length])
        elif tag == _SOURCE:
            source = messages[at:at + length]
        at += length
    for raw in braced:
        try:
            english, translation = source.decode("utf-8"), raw.decode("utf-16-be")
        except UnicodeDecodeError:
            raise QmError("a message's text is not valid Unicode") from None
        if not _places_fit(english, translation):
            raise QmError(f"the translation of {english[:60]!r} has places its English lacks")
    return at


def _contexts(table: bytes) -> None:
    """The table of contexts: its size, then offsets into a pool of chains of names, each
    chain ended by a zero length (Qt walks a chain until it finds one)."""
    size = int.from_bytes(table[:2], "big") if len(table) >= 2 else 0
    pool = 2 + 2 * size
    if size == 0 or pool > len(table):
        raise QmError("its table of contexts is cut short")
    for i in range(size):
        offset = int.from_bytes(table[2 + 2 * i:4 + 2 * i], "big")
        if offset == 0:
            continue
        at = pool + 2 * offset
        while True:
            if at >= len(table):
                raise QmError("its table of contexts points outside itself")
            length = table[at]
            if length == 0:
                break
            at += 1 + length


def problem(data: bytes) -> str | None:
    """What is wrong with ``data`` as a .qm file (a few words), or None if Qt may load it."""
    try:
        if len(data) > LIMIT:
            raise QmError(f"it is larger than {LIMIT:,} bytes")
        sections = _sections(data)
        if _DEPENDENCIES in sections:
            raise QmError("it asks for other files to be loaded")
        messages = sections.get(_MESSAGES, b"")
        starts = set()
        at = 0
        while at < len(messages):
            starts.add(at)
            at = _message(messages, at)
        hashes = sections.get(_HASHES, b"")
        if len(hashes) % 8:
            raise QmError("its hash table is cut short")
        if any(_u32(hashes, i + 4) not in starts for i in range(0, len(hashes), 8)):
            raise QmError("its hash table points outside the messages")
        if _CONTEXTS in sections:
            _contexts(sections[_CONTEXTS])
    except QmError as exc:
        return str(exc)
    return None
