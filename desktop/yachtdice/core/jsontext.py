"""Reading JSON from files and people: strict, bounded, and every failure one sentence.

Python's ``json`` accepts things a Yacht Dice file never holds and fails on some input with
errors that are not ``JSONDecodeError``. ``loads`` refuses, with a ``JSONTextError``:

- text longer than its ``limit`` (characters), before parsing it;
- an object with the same key twice (``json`` would silently keep the last one);
- ``NaN``, ``Infinity`` and ``-Infinity``, and numbers that only overflow to them (``1e999``);
- an integer beyond ``MAX_INTEGER`` (SQLite's 64 bits), however many digits it has;
- text (a key or a value) longer than ``MAX_STRING`` characters, or holding a lone surrogate
  (``"\\ud800"``: half of a character, which no file or database can store);
- nesting deeper than ``MAX_DEPTH`` (100,000 brackets would otherwise end in RecursionError).

Long inputs are read a piece at a time by :func:`members` and :func:`items`: an export's
games one by one, so that memory holds one game, not the file, and a count over its limit
is refused when it is reached.

>>> loads('{"a": [1, 2]}')
{'a': [1, 2]}
>>> loads('{"a": 1, "a": 2}')
Traceback (most recent call last):
...
yachtdice.core.jsontext.JSONTextError: the key 'a' appears twice in one object
>>> [(m.key, m.index, m.value) for m in members(['{"n": 1, "games": [{}, ', '[]]}'],
...                                             lists={"games": 5})]
[('n', None, 1), ('games', None, []), ('games', 0, {}), ('games', 1, [])]
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NoReturn, TypeAlias

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.values import value_type

if TYPE_CHECKING:  # json is loaded with the first text read, not with the program
    import json

MAX_DEPTH = 64
#: the largest integer (either sign) any file may hold: SQLite's 64-bit integers
MAX_INTEGER = 2**63 - 1
#: the longest text (a key or a value) any file may hold, in characters
MAX_STRING = 10_000
#: the most lists and objects one value read a piece at a time may hold (a game's record
#: of the most actions a game may have holds about 75,000)
MAX_CONTAINERS = 200_000
#: how many characters of someone's input a message quotes (see :func:`excerpt`)
EXCERPT = 40

_DECODER = None  # made on first use (its hooks are below)

#: a JSON value as :func:`loads` returns it: a reader narrows it (``isinstance``) to the
#: shape it expects and says where it is not
JsonValue: TypeAlias = bool | int | float | str | list["JsonValue"] | dict[str, "JsonValue"] | None
#: a JSON object, the shape of most files, records and rulesets
JsonObject: TypeAlias = dict[str, JsonValue]
#: what may be written as JSON: a JSON value whose lists and objects are only read (a tuple
#: of numbers, a dict of counts), as a result or an export is built
JsonLike: TypeAlias = (bool | int | float | str | Sequence["JsonLike"] | Mapping[str, "JsonLike"]
                       | None)


class JSONTextError(YachtDiceError):
    """Text that is not JSON this program accepts; the message says why."""


class _Truncated(JSONTextError):
    """The text ends before its value does (more may follow, when read a piece at a time)."""


def excerpt(text: object, limit: int = EXCERPT) -> str:
    """``text`` quoted for a message, cut to ``limit`` characters with an ellipsis: a
    message never repeats a long input whole.

    >>> excerpt("cat"), excerpt("x" * 100, 8)
    ("'cat'", "'xxxxxxx…' (100 characters)")
    """
    value = str(text)
    if len(value) <= limit:
        return repr(value)
    return f"{value[:limit - 1] + '…'!r} ({len(value):,} characters)"


def brief(message: str, limit: int = 400) -> str:
    """``message`` cut in the middle to at most ``limit`` characters, keeping its start and
    its end: a message that lists many problems or quotes much stays one short line.

    >>> brief("a" * 15 + "z" * 15, 20)
    'aaaaaaaa … zzzzzzzzz'
    """
    if len(message) <= limit:
        return message
    keep = limit - 3
    return message[:keep // 2] + " … " + message[len(message) - (keep - keep // 2):]


def _pairs(pairs: list[tuple[str, JsonValue]]) -> JsonObject:
    out: JsonObject = {}
    for key, value in pairs:
        if key in out:
            raise JSONTextError(f"the key {excerpt(key)} appears twice in one object")
        out[key] = value
    return out


def _constant(name: str) -> NoReturn:
    raise JSONTextError(f"{name} is not a JSON number")


def _decoder() -> json.JSONDecoder:
    global _DECODER
    if _DECODER is None:
        import json

        _DECODER = json.JSONDecoder(object_pairs_hook=_pairs, parse_constant=_constant)
    return _DECODER


def loads(text: str | bytes, limit: int | None = None) -> JsonValue:
    """Parse ``text`` strictly (see the module); JSONTextError says what is wrong.

    ``limit``: the most characters (bytes, for bytes) the text may have.
    """
    if limit is not None and len(text) > limit:
        raise JSONTextError(f"larger than {limit:,} bytes")
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise JSONTextError("not UTF-8 text") from None
    value, end = _decode(text, 0, None)
    end = _skip(text, end)
    if end != len(text):
        _syntax(f"extra data after the value at character {end + 1:,}")
    check(value)
    return value


def _decode(text: str, at: int, base: int | None, more: bool = False) -> tuple[JsonValue, int]:
    """The value starting at ``at`` (after any white space) and where it ends; an error
    names the character (``base`` is where ``text`` begins in the whole input; None: the
    text is the whole input, and the error names its line and column). With ``more`` (the
    text may go on), an error near its end may be the cut: _Truncated."""
    import json  # loaded already by the first text read (here, or _decoder)

    at = _skip(text, at)
    try:
        return _decoder().raw_decode(text, at)
    except json.JSONDecodeError as exc:
        if more and (exc.pos >= len(text) - 12  # a \u escape cut in two, say
                     or exc.msg.startswith("Unterminated string")):
            raise _Truncated("not valid JSON: the text ends in the middle of a value") from None
        if base is None:
            _syntax(f"{exc.msg} at line {exc.lineno} column {exc.colno}")
        if exc.pos >= len(text):
            raise _Truncated("not valid JSON: the text ends in the middle of a value") from None
        _syntax(f"{exc.msg.removesuffix(' at')} at character {base + exc.pos + 1:,}")
    except RecursionError:
        raise JSONTextError(f"nested more than {MAX_DEPTH} levels deep") from None
    except JSONTextError:
        raise
    except ValueError as exc:  # an integer beyond Python's int-string limit (4,300 digits)
        if "digits" in str(exc):
            raise JSONTextError(_TOO_LARGE) from None
        _syntax(str(exc))


def _syntax(what: str) -> NoReturn:
    raise JSONTextError(f"not valid JSON: {what}")


#: what is not JSON white space (compiled when first used: not at every start)
_INK = r"[^ \t\n\r]"
_TOO_LARGE = f"a number has too many digits: the largest allowed is {MAX_INTEGER:,}"


def _skip(text: str, at: int) -> int:
    """The first position from ``at`` that is not JSON white space (the end if none)."""
    found = re.compile(_INK).search(text, at)
    return found.start() if found is not None else len(text)


def check(data: object, depth: int = 0, where: str = "") -> None:
    """Refuse what ``json`` parses but no file of this program may hold (see the module),
    without recursion; ``depth`` is how deep ``data`` already lies, ``where`` its name
    (the error names the field: ``players[0].name: a text holds a lone surrogate``)."""
    bad = _first_bad(data, depth)
    if bad is not None:
        value, problem = bad
        path = _path(data, value, where)
        raise JSONTextError(f"{path}: {problem}" if path else problem)


def _first_bad(data: object, depth: int) -> tuple[object, str] | None:
    """A value that no file may hold and why (a container, for a bad key), or None. Plain
    values that are fine (nearly all) cost a type test and a comparison."""
    problem = _problem(data)
    if problem is not None:
        return data, problem
    if not isinstance(data, dict | list):
        return None
    # the loop tests types by identity (quicker than isinstance), which mypy cannot follow
    stack: list[tuple[Any, int]] = [(data, depth + 1)]
    while stack:
        value, level = stack.pop()
        if level > MAX_DEPTH:
            return value, f"nested more than {MAX_DEPTH} levels deep"
        if type(value) is dict:
            problem = _bad_key(value)
            if problem is not None:
                return value, problem
            children: Iterable[Any] = value.values()
        else:
            children = value
        for child in children:
            kind = type(child)
            if kind is str:
                if len(child) <= MAX_STRING and child.isascii():
                    continue
            elif kind is int:
                if -MAX_INTEGER <= child <= MAX_INTEGER:
                    continue
            elif kind is dict or kind is list:
                stack.append((child, level + 1))
                continue
            problem = _problem(child)
            if problem is not None:
                return child, problem
    return None


def _bad_key(value: dict[str, object]) -> str | None:
    """What is wrong with the first bad key of an object, or None (short plain keys, nearly
    all, cost a length and an ASCII test)."""
    for key in value:
        if len(key) > MAX_STRING or not key.isascii():
            problem = _problem(key)
            if problem is not None:
                return problem
    return None


def _problem(value: object) -> str | None:
    """What is wrong with a plain value (or a key), or None."""
    if isinstance(value, str):
        if len(value) > MAX_STRING:
            return f"a text is longer than {MAX_STRING:,} characters"
        if not value.isascii():
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                return ("a text holds a lone surrogate (\\ud800-\\udfff), which is half of a "
                        "character, not one")
    elif isinstance(value, float):
        if not math.isfinite(value) or abs(value) > MAX_INTEGER:
            return _TOO_LARGE
    elif isinstance(value, int) and not -MAX_INTEGER <= value <= MAX_INTEGER:
        return _TOO_LARGE
    return None


def _check_text(value: str) -> None:
    problem = _problem(value)
    if problem is not None:
        raise JSONTextError(problem)


def _path(data: object, target: object, where: str) -> str:
    """The field ``target`` is (or, for an object whose key is wrong, the object), found
    again from ``data`` (only when something is wrong: checking keeps no paths)."""
    stack: list[tuple[object, str]] = [(data, where)]
    while stack:
        value, path = stack.pop()
        if value is target:
            return path
        if isinstance(value, dict):
            stack.extend((v, f"{path}.{k}" if path and _plain_key(k) else
                          f"{path}[{excerpt(k, 20)}]" if path or not _plain_key(k) else k)
                         for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((v, f"{path}[{i}]") for i, v in enumerate(value))
    return where


def _plain_key(key: str) -> bool:
    return key.isascii() and key.isidentifier() and len(key) <= 40


def depth(data: object) -> int:
    """How deeply lists and objects nest in ``data`` (0 for a plain value), without recursion."""
    deepest = 0
    stack: list[tuple[object, int]] = [(data, 0)]
    while stack:
        value, level = stack.pop()
        if isinstance(value, dict):
            children: Iterable[object] = value.values()
        elif isinstance(value, list):
            children = value
        else:
            deepest = max(deepest, level)
            continue
        deepest = max(deepest, level + 1)
        stack.extend((child, level + 1) for child in children)
    return deepest


# -- reading a piece at a time ---------------------------------------------------------------

@value_type
class Member:
    """One piece of a long input: a member ``key`` of the top object with its whole
    ``value``; or, for a member read as a list, first the member with an empty list, then
    each item with its ``index``. ``key`` is None for an input that is not an object (its
    ``value`` is the whole input)."""

    key: str | None
    index: int | None
    value: JsonValue


class _Text:
    """Text arriving in chunks, kept only from the piece being read on."""

    def __init__(self, chunks: Iterable[str], piece: int, total: int | None) -> None:
        self._chunks = iter(chunks)
        self.buf = ""
        self.at = 0          # the position in buf being read
        self.dropped = 0     # characters dropped before buf
        self.ended = False
        self.piece = piece   # the longest piece (one value) read whole
        self.total = total

    def more(self) -> bool:
        """Read the next chunk; False at the end of the input."""
        if self.ended:
            return False
        for chunk in self._chunks:
            if not chunk:
                continue
            if self.at > 0:  # forget what was read
                self.dropped += self.at
                self.buf, self.at = self.buf[self.at:], 0
            self.buf += chunk
            if self.total is not None and self.dropped + len(self.buf) > self.total:
                raise JSONTextError(f"larger than {self.total:,} bytes")
            return True
        self.ended = True
        return False

    def peek(self) -> str:
        """The next character that is not white space ('' at the end), not taken."""
        while True:
            self.at = _skip(self.buf, self.at)
            if self.at < len(self.buf):
                return self.buf[self.at]
            if not self.more():
                return ""

    def take(self, expected: str) -> str:
        found = self.peek()
        if found == "" or found not in expected:
            where = f"character {self.dropped + self.at + 1:,}"
            wanted = " or ".join(repr(ch) for ch in expected)
            _syntax(f"expected {wanted} at {where}" if found else
                    f"the text ends where {wanted} was expected")
        self.at += 1
        return found

    def value(self, most: int | None = None) -> JsonValue:
        """The next value, read whole (at most ``most`` characters of it, else ``piece``)."""
        most = self.piece if most is None else most
        self.peek()
        while True:
            text, start = self.buf, self.at
            try:
                value, end = _decode(text, start, self.dropped, not self.ended)
            except _Truncated:
                if self.ended:
                    raise
                self._grow(start, most)  # then read again, knowing whether the input ended
                continue
            if end < len(text) or self.ended or not self._grow(start, most):
                self.at = end  # a number at the end of the buffer may go on: read more first
                return value

    def _grow(self, start: int, most: int) -> bool:
        """Read more of a value that began at ``start`` and goes on past what is read (False
        at the end of the input): as much again, so that a long value is parsed a few
        times, not once per chunk. A value over the limits is refused before it is parsed
        again: everything from ``start`` belongs to it."""
        have = len(self.buf) - start
        if have > most:
            raise JSONTextError(f"one value is longer than {most:,} characters")
        if self.buf.count("{", start) + self.buf.count("[", start) > MAX_CONTAINERS:
            raise JSONTextError(f"one value holds more than {MAX_CONTAINERS:,} lists and "
                                "objects")
        grew = False
        while self.more():
            grew = True
            if len(self.buf) - self.at >= 2 * have:
                break
        return grew


def members(chunks: Iterable[str], lists: Mapping[str, int], *, piece: int = 5_000_000,
            other: int = 1_000_000, total: int | None = None) -> Iterator[Member]:
    """The members of the JSON object in ``chunks``, in the order written, each checked as
    :func:`loads` checks a file; members named in ``lists`` are read an item at a time (at
    most that many items; one more is refused before it is read). No item may be longer
    than ``piece`` characters, no other member than ``other``, nor the whole input than
    ``total``.

    Input that is not an object is read whole if it is no longer than ``other`` (one
    Member with ``key`` None), so that the caller can say what it is instead.
    """
    text = _Text(chunks, piece, total)
    if text.peek() != "{":
        yield _whole(text, other)
        return
    text.take("{")
    seen: set[str] = set()
    if text.peek() == "}":
        text.take("}")
    else:
        while True:
            if text.peek() != '"':
                text.take('"')
            key = text.value(other)
            assert isinstance(key, str)  # the value began with a quote
            _check_text(key)
            if key in seen:
                raise JSONTextError(f"the key {excerpt(key)} appears twice in one object")
            seen.add(key)
            text.take(":")
            if key in lists and text.peek() == "[":
                yield from _items(text, key, lists[key], 2)
            else:
                value = text.value(other)
                check(value, 1, key)
                yield Member(key, None, value)
            if text.take(",}") == "}":
                break
    _end(text)


def items(chunks: Iterable[str], most: int, *, piece: int = 5_000_000,
          total: int | None = None) -> Iterator[Member]:
    """The items of the JSON list in ``chunks`` one at a time (key ``""``), as
    :func:`members` reads a list; input that is not a list is one Member with ``key`` None."""
    text = _Text(chunks, piece, total)
    if text.peek() != "[":
        yield _whole(text, piece)
        return
    yield from _items(text, "", most, 1)
    _end(text)


def _items(text: _Text, key: str, most: int, level: int) -> Iterator[Member]:
    text.take("[")
    yield Member(key, None, [])
    if text.peek() == "]":
        text.take("]")
        return
    index = 0
    while True:
        if index >= most:
            raise JSONTextError(f"more than {most:,} items in {key or 'the list'}")
        value = text.value()
        check(value, level, f"{key}[{index}]")
        yield Member(key, index, value)
        index += 1
        if text.take(",]") == "]":
            return


def _whole(text: _Text, most: int) -> Member:
    """Input of another kind than the one expected, read whole (at most ``most``
    characters)."""
    value = text.value(most)
    _end(text)
    check(value)
    return Member(None, None, value)


def _end(text: _Text) -> None:
    if text.peek() != "":
        _syntax(f"extra data after the value at character {text.dropped + text.at + 1:,}")
