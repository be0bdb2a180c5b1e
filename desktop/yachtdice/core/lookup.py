"""What every mode's rulesets share: finding a preset, level or box by its id (an error names
the ones there are), and the JSON text and fingerprint of a ruleset.

>>> from collections import namedtuple
>>> Item = namedtuple("Item", "id")
>>> by_id([Item("a"), Item("b")], "b", "thing")
Item(id='b')
>>> by_id([Item("a"), Item("b")], "c", "thing")
Traceback (most recent call last):
...
yachtdice.core.errors.YachtDiceError: no thing 'c'; there are a, b
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Protocol, TypeVar

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.jsontext import JsonObject


class Identified(Protocol):
    """Something known by its ``id`` (a preset, a level, a box)."""

    @property
    def id(self) -> str: ...


T = TypeVar("T", bound=Identified)


def by_id(items: Sequence[T], item_id: str, what: str,
          error: type[YachtDiceError] = YachtDiceError) -> T:
    """The item whose ``id`` is ``item_id``; otherwise ``error`` naming every id."""
    for item in items:
        if item.id == item_id:
            return item
    raise error(f"no {what} {item_id!r}; there are {', '.join(i.id for i in items)}")


class JsonRules:
    """What a mode's ruleset gets from its :meth:`to_dict`: the file text and a fingerprint."""

    def to_dict(self) -> JsonObject:
        raise NotImplementedError

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def content_hash(self) -> str:
        """A stable fingerprint of the rules (the id and name included), as for pip dice."""
        canonical = json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(canonical.encode()).hexdigest()
