"""The shipped Word Yahtzee dictionary, read from the package on first use.

The core never reads files: this module hands it the words, the kinds of the words the
game refuses (abbreviations, proper nouns, slang, foreign words) and the offensive words
(built by the repository's ``resources/words/make_wordlist.py``). Nothing imports it on
the way to the first window; the word game loads it when first needed.
"""

from __future__ import annotations

import gzip
import struct
from functools import cache
from importlib import resources

from yachtdice.core.modes.word.lookup import Dictionary


def _lines(name: str) -> list[str]:
    return gzip.decompress(_data(name)).decode("ascii").splitlines()


def _data(name: str) -> bytes:
    return resources.files("yachtdice").joinpath(f"resources/{name}").read_bytes()


#: the files a review's figures depend on: the words, and the offensive words (the word
#: finder searches the family version, without them); the refusal notes only explain
_JUDGED = ("words.txt.gz", "offensive.txt.gz")


@cache
def version() -> str:
    """The shipped list's version, cheap and stable: the CRC-32 and length of each judged
    file's words as its gzip trailer keeps them (its last 8 bytes), so asking costs a few
    milliseconds, not the half second of loading the list; a rebuild giving the same words
    gives the same version. Word-game reviews record it (see store/stats.py)."""
    parts = []
    for name in _JUDGED:
        crc, size = struct.unpack("<II", _data(name)[-8:])
        parts.append(f"{crc:08x}-{size}")
    return " ".join(parts)


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
