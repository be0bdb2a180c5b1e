"""Rebuild words.txt.gz (the Word Yahtzee dictionary) from Debian's ``scowl`` package.

Run from anywhere::

    apt-get download scowl && dpkg -x scowl_*.deb x
    python desktop/yachtdice/resources/make_wordlist.py x/usr/share/dict/scowl

It keeps the lower-case, purely alphabetic entries of SCOWL's ``english-words.N``
and ``american-words.N`` lists for sizes up to 70 (not the proper-name,
abbreviation, contraction or upper-case lists). Of the one-letter entries only
the real words a, i and o stay. Entries without a vowel (a e i o u y) are
abbreviations or letter names in these lists ("kb", "ls", "ss") and are dropped,
except the few real words kept in ``NO_VOWEL_WORDS``. The output is one word a line, sorted, gzip'd
with a fixed timestamp so that a rebuild gives the same bytes.
"""

from __future__ import annotations

import gzip
import re
import sys
from pathlib import Path

MAX_SIZE = 70
KINDS = ("english-words", "american-words")
ONE_LETTER_WORDS = frozenset("aio")
NO_VOWEL_WORDS = frozenset({"brr", "crwth", "cwm", "cwms", "hmm", "nth", "psst", "sh", "shh"})
_VOWEL = re.compile(r"[aeiouy]")
OUTPUT = Path(__file__).resolve().parent / "words.txt.gz"
_WORD = re.compile(r"[a-z]+\Z")


def keep(word: str) -> bool:
    """Whether a lower-case alphabetic SCOWL entry is a word for the game."""
    if len(word) == 1:
        return word in ONE_LETTER_WORDS
    return bool(_VOWEL.search(word)) or word in NO_VOWEL_WORDS


def collect(scowl_dir: Path) -> list[str]:
    """The sorted word list from SCOWL's files in ``scowl_dir``."""
    words: set[str] = set()
    for path in sorted(scowl_dir.iterdir()):
        kind, _, size = path.name.rpartition(".")
        if kind not in KINDS or not size.isdigit() or int(size) > MAX_SIZE:
            continue
        for line in path.read_text(encoding="latin-1").splitlines():
            word = line.strip()
            if _WORD.match(word) and keep(word):
                words.add(word)
    words |= ONE_LETTER_WORDS
    return sorted(words)


def write(words: list[str], output: Path = OUTPUT) -> None:
    """Write ``words`` gzip'd, one a line, reproducibly."""
    data = "".join(w + "\n" for w in words).encode("ascii")
    with open(output, "wb") as raw, gzip.GzipFile(
            filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as out:
        out.write(data)


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        sys.stderr.write("usage: make_wordlist.py SCOWL_DIR (x/usr/share/dict/scowl)\n")
        return 2
    words = collect(Path(argv[0]))
    write(words)
    sys.stdout.write(f"{len(words)} words written to {OUTPUT}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
