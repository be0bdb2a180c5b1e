"""Finding a mode's preset, level or box by its id, with an error that names the ones there are.

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

from collections.abc import Sequence
from typing import Any

from ..errors import YachtDiceError


def by_id(items: Sequence[Any], item_id: str, what: str,
          error: type[YachtDiceError] = YachtDiceError) -> Any:
    """The item whose ``id`` is ``item_id``; otherwise ``error`` naming every id."""
    for item in items:
        if item.id == item_id:
            return item
    raise error(f"no {what} {item_id!r}; there are {', '.join(i.id for i in items)}")
