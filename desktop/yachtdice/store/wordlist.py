"""The shipped Word Yahtzee dictionary, read from the package on first use.

The core never reads files: this module hands it the words. Nothing imports it
on the way to the first window; the word game loads it when first needed.
"""

from __future__ import annotations

import gzip
from functools import cache
from importlib import resources

from yachtdice.core.modes.word.rules import Lexicon


def _data() -> bytes:
    return resources.files("yachtdice").joinpath("resources/words.txt.gz").read_bytes()


@cache
def words() -> tuple[str, ...]:
    """Every word of the shipped list (SCOWL up to size 70, lower case), sorted."""
    return tuple(gzip.decompress(_data()).decode("ascii").split())


@cache
def lexicon() -> Lexicon:
    """The game's dictionary over the shipped list with the finder's indexes, built once."""
    return Lexicon(words()).prepare()



