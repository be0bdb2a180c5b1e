"""Reading JSON from files and people: strict, bounded, and every failure one sentence.

Python's ``json`` accepts things a Yacht Dice file never holds and fails on some input with
errors that are not ``JSONDecodeError``. ``loads`` refuses, with a ``JSONTextError``:

- an object with the same key twice (``json`` would silently keep the last one);
- ``NaN``, ``Infinity`` and ``-Infinity`` (not JSON);
- an integer with more digits than Python converts (4,300);
- nesting deeper than ``MAX_DEPTH`` (100,000 brackets would otherwise end in RecursionError).

>>> loads('{"a": [1, 2]}')
{'a': [1, 2]}
>>> loads('{"a": 1, "a": 2}')
Traceback (most recent call last):
...
yachtdice.core.jsontext.JSONTextError: the key 'a' appears twice in one object
"""

from __future__ import annotations

import json
from typing import Any, NoReturn

from yachtdice.core.errors import YachtDiceError

MAX_DEPTH = 64


class JSONTextError(YachtDiceError):
    """Text that is not JSON this program accepts; the message says why."""


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise JSONTextError(f"the key {key!r} appears twice in one object")
        out[key] = value
    return out


def _constant(name: str) -> NoReturn:
    raise JSONTextError(f"{name} is not a JSON number")


def loads(text: str | bytes) -> Any:
    """Parse ``text`` strictly (see the module); JSONTextError says what is wrong."""
    try:
        data = json.loads(text, object_pairs_hook=_pairs, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise JSONTextError(f"not valid JSON: {exc.msg} at line {exc.lineno} "
                            f"column {exc.colno}") from None
    except RecursionError:
        raise JSONTextError(f"nested more than {MAX_DEPTH} levels deep") from None
    except UnicodeDecodeError:
        raise JSONTextError("not UTF-8 text") from None
    except JSONTextError:
        raise
    except ValueError as exc:  # an integer beyond Python's int-string limit
        if "digits" in str(exc):
            raise JSONTextError("a number has too many digits") from None
        raise JSONTextError(f"not valid JSON: {exc}") from None
    if depth(data) > MAX_DEPTH:
        raise JSONTextError(f"nested more than {MAX_DEPTH} levels deep")
    return data


def depth(data: object) -> int:
    """How deeply lists and objects nest in ``data`` (0 for a plain value), without recursion."""
    deepest = 0
    stack: list[tuple[object, int]] = [(data, 0)]
    while stack:
        value, level = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            deepest = max(deepest, level)
            continue
        deepest = max(deepest, level + 1)
        stack.extend((child, level + 1) for child in children)
    return deepest
