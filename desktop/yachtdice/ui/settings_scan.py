"""``settings.ini`` read byte by byte before Qt reads it, so that Qt never decodes a value
it should not.

Qt's INI reader turns a value written ``@Variant(...)`` (or ``@DateTime(...)``, ``@Rect(...)``
and the like) into an object decoded from binary data, trusting the counts in it: a value
of 80 bytes claiming 2^31-1 items aborts the program at every start. Qt decodes every value
of a section once any key of it is read or the file is written, so a value is dangerous
whatever its key. This module reads the file's lines itself (the same grammar: sections,
``key=value``, quotes, backslash escapes, lists split at commas) and drops every line that
would be decoded as such an object — the one allowed is the window's size and place,
``[window] geometry=@ByteArray(...)``, which Qt copies as bytes and reads as nothing else.
A line this reader cannot be sure of (a quote left open, a value continued on the next
line) is dropped too: Qt would join it with the lines after it.

The same reading gives the values themselves (:func:`values`) for a file of plain sections
and keys, so that the first window's settings are read without Qt's QSettings (its Python
type and the reader take ~0.6 ms before the first paint); anything else is left to Qt.
"""

from __future__ import annotations

import re

from yachtdice.core.values import value_type

#: a larger settings file is not read at all (a real one is well under a kilobyte)
FILE_LIMIT = 1_000_000
#: the window's geometry, as Qt writes it, is about 70 bytes; more is not a geometry
GEOMETRY_LIMIT = 4096
_GEOMETRY = ("window", "geometry")
# "@" and a word and "(": what Qt's reader decodes as an object ("@@" is a plain "@"); the
# patterns are compiled when first needed (a line with an "@"), not at every start
_OBJECT = rb"@\s*[A-Za-z]+\s*\("
_SIMPLE_ESCAPES = frozenset(b"abfnrtv\"?'\\")
_CONTROL = {ord("a"): 7, ord("b"): 8, ord("f"): 12, ord("n"): 10, ord("r"): 13, ord("t"): 9,
            ord("v"): 11}
_HEX = frozenset(b"0123456789abcdefABCDEF")
_OCTAL = frozenset(b"01234567")
_BLANKS = "".join(map(chr, range(33)))
_DECODED_OBJECT = r"@\s*[A-Za-z]+\s*\("


#: the characters of a section's or key's name that Qt writes and reads as they are (Qt's
#: own escapes and case rules are left to Qt)
_NAME = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")
_BYTE_ARRAY = ("@ByteArray(", ")")
#: what a setting reads as: a text, texts (a value with commas), or bytes (``@ByteArray``)
Value = str | list[str] | bytes


@value_type(eq=False)  # read, never compared: by identity
class Scan:
    """What :func:`scan` found: the file's bytes with the dangerous lines left out, and the
    keys of those lines (``section/key``), in the file's order."""

    cleaned: bytes
    dropped: tuple[str, ...]


def scan(data: bytes) -> Scan:
    """``data`` (a settings file) without any line Qt would decode as an object."""
    kept: list[bytes] = []
    dropped: list[str] = []
    section = "General"
    for line in data.splitlines(keepends=True):  # at "\n", "\r\n" and a lone "\r", as Qt
        text = line.strip(b" \t\r\n\f\v")
        if text.startswith(b"[") and b"]" in text and _plain(text):
            section = text[1:text.index(b"]")].decode("utf-8", "replace")
        elif text and not text.startswith(b";") and not _safe_entry(section, text):
            key = text.split(b"=", 1)[0].strip().decode("utf-8", "replace")[:40]
            dropped.append(key if section == "General" else f"{section}/{key}")
            continue
        kept.append(line)
    return Scan(b"".join(kept), tuple(dropped))


def _plain(text: bytes) -> bool:
    """True if Qt reads ``text`` as one line whatever follows: its quotes are closed and it
    does not end in a backslash (which continues it on the next line)."""
    quotes = _quotes(text)
    return quotes >= 0 and quotes % 2 == 0


def _safe_entry(section: str, text: bytes) -> bool:
    if not _plain(text):
        return False
    key, sep, value = text.partition(b"=")
    if not sep:
        return b"@" not in text and b"\\" not in text  # Qt may read it as a key: nothing odd
    if (section, key.strip().decode("utf-8", "replace")) == _GEOMETRY \
            and _geometry(value.strip()):
        return True
    if b"@" in value and re.search(_OBJECT, value):
        return False
    elements = [element.lstrip(_BLANKS) for element in _elements(value)]
    joined = "".join(elements)  # an escape (\x40) may make an "@"
    return not any(element.startswith("@") and not element.startswith("@@")
                   for element in elements) \
        and ("@" not in joined or not re.search(_DECODED_OBJECT, joined))


def _geometry(value: bytes) -> bool:
    """True for the window's geometry as Qt writes it: ``@ByteArray(...)``, in quotes when
    its bytes hold a comma; one value, not a list."""
    if len(value) > GEOMETRY_LIMIT:
        return False
    quoted = len(value) >= 2 and value.startswith(b'"') and value.endswith(b'"')
    inner = value[1:-1] if quoted else value
    return inner.startswith(b"@ByteArray(") and inner.endswith(b")") \
        and _quotes(inner) == 0 and (quoted or b"," not in inner)


def _quotes(text: bytes) -> int:
    """How many quotes ``text`` holds that are not escaped with a backslash; -1 if it ends
    in a backslash that escapes nothing (Qt reads on into the next line)."""
    count = 0
    i = 0
    while i < len(text):
        if text[i] == ord("\\"):
            if i + 1 >= len(text):
                return -1
            i += 2
            continue
        count += text[i] == ord('"')
        i += 1
    return count


def _elements(value: bytes) -> list[str]:
    """The texts Qt makes of a value (one, or several for a list split at unquoted commas),
    with quotes removed and backslash escapes applied, as Qt's INI reader reads them; the
    values that Qt then decodes are those starting with "@"."""
    elements: list[str] = []
    current = bytearray()
    quoted = False
    i = 0
    while i < len(value) and value[i] in b" \t":
        i += 1
    while i < len(value):
        byte = value[i]
        if byte == ord("\\"):
            i = _escape(value, i + 1, current)
        elif byte == ord('"'):
            quoted = not quoted
            i += 1
        elif byte == ord(",") and not quoted:
            elements.append(current.decode("utf-8", "replace").strip(" \t"))
            current = bytearray()
            i += 1
            while i < len(value) and value[i] in b" \t":
                i += 1
        else:
            current.append(byte)
            i += 1
    elements.append(current.decode("utf-8", "replace").lstrip(" \t"))
    return elements


def _escape(value: bytes, i: int, out: bytearray) -> int:
    """Apply the escape whose letter is at ``value[i]`` to ``out``; return where reading
    goes on. ``\\xHH…`` and ``\\OOO`` give one character; an unknown letter gives nothing."""
    if i >= len(value):
        return i
    letter = value[i]
    i += 1
    if letter in _SIMPLE_ESCAPES:
        out.append(_CONTROL.get(letter, letter))
        return i
    if letter == ord("x"):
        if i >= len(value) or value[i] not in _HEX:
            return i  # "\x" without a digit gives nothing
        code, base, digits = 0, 16, _HEX
    elif letter in _OCTAL:
        code, base, digits = letter - ord("0"), 8, _OCTAL
    else:
        return i  # an unknown escape gives nothing
    while i < len(value) and value[i] in digits:
        code = (code * base + int(chr(value[i]), base)) & 0xFFFF
        i += 1
    out += chr(code).encode("utf-8", "surrogatepass")
    return i


def values(data: bytes) -> dict[str, Value] | None:
    """The values Qt's INI reader gives for ``data`` (a settings file :func:`scan` keeps
    whole), by ``section/key``; None when the file holds anything this reading is not sure
    to read as Qt does (bytes that are not UTF-8, a byte-order mark, the General section, a
    section or key not of lower-case letters, digits and "_", a key twice, a line that is not
    a section, a key and "=", or a comment, a comment after a value (an unquoted ";"), a line
    break Qt does not end a line at (form feed, vertical tab, U+001C-001E, NEL, U+2028-2029),
    a value Qt would decode as anything but text, an escaped half of a UTF-16 pair, or bytes
    beyond Latin-1): Qt reads that file."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if text.startswith("\ufeff") or any(ch in text for ch in _OTHER_BREAKS):
        return None  # (Qt ends a line at "\n" and "\r" only; str.splitlines at these too)
    found: dict[str, Value] = {}
    section: str | None = None
    for line in text.splitlines():
        line = line.lstrip(" \t")
        if not line or line.startswith(";"):
            continue
        if line.startswith("["):
            section = _name(line[1:-1]) if line.endswith("]") else None
            if section is None or section == "general":
                return None
            continue
        key, sep, raw = line.partition("=")
        name = _name(key.strip(" \t"))
        if section is None or not sep or name is None or f"{section}/{name}" in found:
            return None
        texts = _texts(raw)
        read = None if texts is None else _value((section, name), texts)
        if read is None:
            return None
        found[f"{section}/{name}"] = read
    return found


def _name(name: str) -> str | None:
    return name if name and _NAME.issuperset(name) else None


_OTHER_BREAKS = "\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
_ESCAPED = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
            '"': '"', "?": "?", "'": "'", "\\": "\\"}
_HEX_DIGITS = "0123456789abcdefABCDEF"
_OCTAL_DIGITS = "01234567"


def _texts(value: str) -> list[str] | None:
    """The texts of a value as Qt's reader makes them (one, or several: a list split at the
    commas outside quotes): blanks before a text and after a quote skipped, those ending a
    text outside quotes dropped (not one made by an escape), escapes applied; None where
    :func:`_unescaped` leaves the value to Qt."""
    texts: list[str] = []
    out: list[str] = []
    quoting = quoted = False
    at, end = _skip(value, 0), len(value)
    keep = 0  # blanks before this place in ``out`` are kept
    while at < end:
        ch = value[at]
        if ch == "\\":
            escaped = _unescaped(value, at + 1)
            if escaped is None:
                return None
            piece, at = escaped
            out.extend(piece)
            keep = len(out)
        elif ch == '"':
            quoted, quoting = True, not quoting
            at += 1
            if not quoting:
                at = _skip(value, at)
                keep = len(out)
        elif ch == ";" and not quoting:
            return None  # Qt ends the line here: a comment follows
        elif ch == "," and not quoting:
            if not quoted:
                _chop(out, keep)
            texts.append("".join(out))
            out, quoted, keep = [], False, 0
            at = _skip(value, at + 1)
        else:
            out.append(ch)
            at += 1
    if not quoted:
        _chop(out, keep)
    return [*texts, "".join(out)]


def _skip(value: str, at: int) -> int:
    while at < len(value) and value[at] in " \t":
        at += 1
    return at


def _unescaped(value: str, at: int) -> tuple[str, int] | None:
    """What the escape whose letter is at ``value[at]`` gives, and where reading goes on (an
    unknown letter, "\\x" without a digit or a backslash ending the value give nothing); None
    for an escaped half of a UTF-16 pair (Qt would join two into one character) or a letter
    outside ASCII (Qt skips its first byte and reads the rest as it can)."""
    if at >= len(value):
        return "", at
    letter, at = value[at], at + 1
    if not letter.isascii():
        return None
    if letter in _ESCAPED:
        return _ESCAPED[letter], at
    if letter == "x" and at < len(value) and value[at] in _HEX_DIGITS:
        digits, base, code = _HEX_DIGITS, 16, 0
    elif letter in _OCTAL_DIGITS:
        digits, base, code = _OCTAL_DIGITS, 8, int(letter)
    else:
        return "", at
    while at < len(value) and value[at] in digits:
        code = (code * base + int(value[at], base)) & 0xFFFF
        at += 1
    return None if 0xD800 <= code <= 0xDFFF else (chr(code), at)


def _chop(out: list[str], keep: int) -> None:
    while len(out) > keep and out[-1] in " \t":
        out.pop()


def _value(key: tuple[str, str], texts: list[str]) -> Value | None:
    """A value's texts as Qt gives them ("@@" is a plain "@"); the window's geometry as bytes;
    None for any other "@" (which Qt may decode)."""
    read: list[str] = []
    for text in texts:
        if text.startswith("@@"):
            read.append(text[1:])
        elif not text.startswith("@"):
            read.append(text)
        elif key == _GEOMETRY and len(texts) == 1 \
                and text.startswith(_BYTE_ARRAY[0]) and text.endswith(_BYTE_ARRAY[1]):
            try:
                return text[len(_BYTE_ARRAY[0]):-1].encode("latin-1")
            except UnicodeEncodeError:
                return None
        else:
            return None
    return read[0] if len(read) == 1 else read
