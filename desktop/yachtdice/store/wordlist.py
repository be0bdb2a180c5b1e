"""The shipped Word Yahtzee dictionary, read from the package on first use.

The core never reads files: this module hands it the words, the kinds of the words the
game refuses (abbreviations, proper nouns, slang, foreign words) and the offensive words
(see ``resources/make_wordlist.py``). Nothing imports it on the way to the first window;
the word game loads it when first needed.
"""

from __future__ import annotations

import gzip
from functools import cache
from importlib import resources

from yachtdice.core.modes.word.lookup import Dictionary


def _lines(name: str) -> list[str]:
    data = resources.files("yachtdice").joinpath(f"resources/{name}").read_bytes()
    return gzip.decompress(data).decode("ascii").splitlines()


@cache
def words() -> tuple[str, ...]:
    """Every word of the shipped list (SCOWL up to size 60, lower case), sorted."""
    return tuple(_lines("words.txt.gz"))


@cache
def refused() -> dict[str, str]:
    """Words the game refuses for a reason a player can be told, by kind."""
    return dict(line.split(" ", 1) for line in _lines("word-notes.txt.gz"))


@cache
def offensive() -> frozenset[str]:
    """The dictionary's words on the offensive-words list."""
    return frozenset(_lines("offensive.txt.gz"))


@cache
def lexicon() -> Dictionary:
    """The game's dictionary over the shipped list, built once, with the word finder's
    indexes for its family version (without offensive words), the only one the finder
    searches: computers and hints play it."""
    book = Dictionary(words(), refused(), offensive())
    book.family().prepare()
    return book
