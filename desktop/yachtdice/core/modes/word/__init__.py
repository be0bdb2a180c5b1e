"""Word Yahtzee (rule sheet 000): letter dice, words in boxes.

``word_list`` is where the dictionary comes from: set by
:func:`yachtdice.core.modes.builtin.install` when the games are registered, before the
game's own modules are imported (they load on first use), and read the first time a word is
judged. Importing this package imports nothing else.
"""

from __future__ import annotations

from collections.abc import Callable

#: the dictionary's loader, handed over by the layer that may read files (None: no list)
word_list: Callable[[], object] | None = None
#: that dictionary's version, told without loading it (reviews record it); None: not told
word_list_version: Callable[[], str] | None = None
