"""Rebuild the Word Yahtzee dictionary and its notes from SCOWL and an offensive-words list.

Run from the repository root::

    apt-get download scowl && dpkg -x scowl_*.deb x
    git clone https://github.com/surge-ai/profanity
    python resources/words/make_wordlist.py x/usr/share/dict/scowl \\
        profanity/profanity_en.csv

The rule sheet asks for "a standard dictionary; proper nouns, abbreviations, slang or
foreign words are not allowed", and allows one-letter words. So the game's words are:

- SCOWL's *words* lists (never its abbreviation, contraction, proper-name or upper-case
  lists) up to size 60, the largest its author trusts to hold no misspellings or invalid
  words, in American and British spelling (``english``, ``american``, ``british`` and
  ``british_z``) with the spelling variants SCOWL counts as common or acceptable
  (``variant_1``, ``variant_2``, ``british_variant_1``, ``british_variant_2``);
- lower-case letters only; accents dropped (café is cafe); of the one-letter entries
  only a, i and o; entries without a vowel only if they are real words (``NO_VOWEL_WORDS``:
  the others are letter names and chat such as "ls" or "pwn");
- plus the words of ``wordlist-additions.txt`` (a reason for each), less the slang and
  foreign words of ``wordlist-exclusions.txt`` (a reason for each) together with their
  plurals (``forms``: SCOWL's variant lists have "wizes" for "wiz"), which are refused
  for the same reason.

It reads its own lists beside it (resources/words/) and writes into the package
(desktop/yachtdice/resources/), each sorted and gzip'd with a fixed timestamp so that a
rebuild gives the same bytes:

- ``words.txt.gz``: the words, one a line;
- ``word-notes.txt.gz``: "word kind" lines for words of up to ``NOTE_LENGTH`` letters the
  game refuses for a reason a player can be told (abbreviation, proper, slang, foreign,
  letter), from SCOWL's other lists up to size 70 and the exclusions;
- ``offensive.txt.gz``: the dictionary's words that Surge AI's offensive-words list names
  and ``offensive-additions.txt`` adds (and their plurals), less
  ``offensive-exceptions.txt``, words whose everyday sense is not offensive;
- and, beside itself, ``wordlist-sources.txt``: the sources' versions and the counts.
"""

from __future__ import annotations

import csv
import gzip
import hashlib
import re
import sys
import unicodedata
from collections.abc import Iterable, Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
PACKAGE = HERE.parent.parent / "desktop" / "yachtdice" / "resources"  # what the game reads
MAX_SIZE = 60
NOTE_SIZE = 70
NOTE_LENGTH = 7  # the longest word seven dice make
SPELLINGS = ("english", "american", "british", "british_z", "variant_1", "variant_2",
             "british_variant_1", "british_variant_2")
#: SCOWL's lists the game refuses, and the kind of word a player is told they hold
REFUSED_LISTS = {"abbreviations": "abbreviation", "contractions": "abbreviation",
                 "proper-names": "proper", "upper": "proper"}
ONE_LETTER_WORDS = frozenset("aio")
NO_VOWEL_WORDS = frozenset({"brr", "crwth", "cwm", "cwms", "hmm", "nth", "psst", "shh",
                            "ssh"})
KINDS = ("abbreviation", "proper", "slang", "foreign", "letter")
_VOWEL = re.compile(r"[aeiouy]")
_WORD = re.compile(r"[a-z]+\Z")
ADDITIONS = HERE / "wordlist-additions.txt"
EXCLUSIONS = HERE / "wordlist-exclusions.txt"
OFFENSIVE_EXCEPTIONS = HERE / "offensive-exceptions.txt"
OFFENSIVE_ADDITIONS = HERE / "offensive-additions.txt"
OUTPUT = PACKAGE / "words.txt.gz"
NOTES = PACKAGE / "word-notes.txt.gz"
OFFENSIVE = PACKAGE / "offensive.txt.gz"
SOURCES = HERE / "wordlist-sources.txt"


def plain(entry: str) -> str:
    """An entry without accents (café is cafe); other marks stay, and fail the a-z test."""
    return "".join(c for c in unicodedata.normalize("NFKD", entry)
                   if not unicodedata.combining(c))


def keep(word: str) -> bool:
    """Whether a lower-case alphabetic SCOWL entry is a word for the game."""
    if len(word) == 1:
        return word in ONE_LETTER_WORDS
    return bool(_VOWEL.search(word)) or word in NO_VOWEL_WORDS


def forms(word: str) -> set[str]:
    """A word and the plurals English spelling makes of it ("wiz": wizs, wizes, wizzes):
    an excluded word's plurals go with it (verb endings would take real words: "shed")."""
    return {word, word + "s", word + "es", word + word[-1] + "es"}


def read_table(path: Path) -> dict[str, list[str]]:
    """A checked-in list: each line a word and its fields; "#" starts a comment."""
    out: dict[str, list[str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = line.split("#", 1)[0].split() if not line.startswith("#") else []
        if fields:
            out[fields[0]] = fields[1:]
    return out


def _lists(scowl_dir: Path, sub: str, max_size: int) -> Iterator[Path]:
    for path in sorted(scowl_dir.iterdir()):
        name, _, size = path.name.rpartition(".")
        spelling, _, kind = name.partition("-")
        if spelling in SPELLINGS and kind == sub and size.isdigit() and int(size) <= max_size:
            yield path


def _entries(paths: Iterable[Path]) -> Iterator[str]:
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            yield plain(line.strip())


def collect(scowl_dir: Path, additions: Iterable[str] = (),
            exclusions: Iterable[str] = ()) -> list[str]:
    """The sorted word list from SCOWL's files in ``scowl_dir``."""
    words = {w for w in _entries(_lists(scowl_dir, "words", MAX_SIZE))
             if _WORD.match(w) and keep(w)}
    words |= ONE_LETTER_WORDS
    words |= set(additions)
    words -= {form for word in exclusions for form in forms(word)} - set(additions)
    return sorted(words)


def notes(scowl_dir: Path, words: Iterable[str],
          exclusions: dict[str, list[str]]) -> dict[str, str]:
    """Why each refused word of up to NOTE_LENGTH letters is refused, by its kind (an
    excluded word's plurals that SCOWL lists have its kind too)."""
    known = {w for w in _entries(_lists(scowl_dir, "words", MAX_SIZE)) if _WORD.match(w)}
    listed = set(words)
    out: dict[str, str] = {form: fields[0] for w, fields in exclusions.items()
                           for form in sorted(forms(w))
                           if form == w or (len(form) <= NOTE_LENGTH and form not in listed
                                            and form in known)}
    for sub, kind in REFUSED_LISTS.items():
        for entry in _entries(_lists(scowl_dir, sub, NOTE_SIZE)):
            word = entry.lower()
            if (_WORD.match(word) and len(word) <= NOTE_LENGTH and word not in listed
                    and word not in out):
                out[word] = kind
    for entry in _entries(_lists(scowl_dir, "words", MAX_SIZE)):
        if _WORD.match(entry) and not keep(entry) and entry not in listed:
            out.setdefault(entry, "letter" if len(entry) == 1 or _plural_letter(entry)
                           else "abbreviation")
    bad = {k for k in out.values() if k not in KINDS}
    if bad:
        raise ValueError(f"unknown kinds of refused words: {sorted(bad)}")
    return out


def _plural_letter(entry: str) -> bool:
    return len(entry) == 2 and entry.endswith("s")


def offensive(csv_path: Path, words: Iterable[str], exceptions: Iterable[str],
              additions: Iterable[str] = ()) -> list[str]:
    """The dictionary's words the offensive-words list names, and our ``additions`` (and
    their plurals), less the ``exceptions``."""
    listed = set(words)
    named: set[str] = set(additions)
    with open(csv_path, encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            text = row["text"].strip().lower()
            if _WORD.match(text):
                named.add(text)
    named |= {w + end for w in named for end in ("s", "es")}
    return sorted((named & listed) - set(exceptions))


def write(words: Iterable[str], output: Path = OUTPUT) -> None:
    """Write ``words`` (or "word kind" lines) gzip'd, one a line, reproducibly."""
    data = "".join(w + "\n" for w in words).encode("ascii")
    with open(output, "wb") as raw, gzip.GzipFile(
            filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as out:
        out.write(data)


def scowl_version(scowl_dir: Path) -> str:
    """The Debian package's version, from its changelog beside the lists."""
    changelog = scowl_dir.parent.parent / "doc" / "scowl" / "changelog.Debian.gz"
    if changelog.is_file():
        first = gzip.decompress(changelog.read_bytes()).decode("utf-8").splitlines()[0]
        match = re.match(r"scowl \(([^)]+)\)", first)
        if match:
            return match.group(1)
    return "unknown"


def main(argv: list[str]) -> int:
    if len(argv) != 2 or not Path(argv[0]).is_dir() or not Path(argv[1]).is_file():
        sys.stderr.write("usage: make_wordlist.py SCOWL_DIR PROFANITY_CSV\n"
                         "  SCOWL_DIR: x/usr/share/dict/scowl from Debian's scowl package\n"
                         "  PROFANITY_CSV: profanity_en.csv from github.com/surge-ai/profanity\n")
        return 2
    scowl_dir, csv_path = Path(argv[0]), Path(argv[1])
    additions = read_table(ADDITIONS)
    exclusions = read_table(EXCLUSIONS)
    words = collect(scowl_dir, additions, exclusions)
    refused = notes(scowl_dir, words, exclusions)
    bad = offensive(csv_path, words, read_table(OFFENSIVE_EXCEPTIONS),
                    read_table(OFFENSIVE_ADDITIONS))
    write(words)
    write((f"{w} {k}" for w, k in sorted(refused.items())), NOTES)
    write(bad, OFFENSIVE)
    short = sum(len(w) <= NOTE_LENGTH for w in words)
    by_kind = {k: sum(v == k for v in refused.values()) for k in KINDS}
    lines = [
        "# Written by make_wordlist.py: where the word lists come from, and their counts.",
        f"SCOWL (Debian package scowl) {scowl_version(scowl_dir)}: words lists up to size "
        f"{MAX_SIZE}, spellings {', '.join(SPELLINGS)}",
        f"Offensive words: Surge AI profanity_en.csv, sha256 "
        f"{hashlib.sha256(csv_path.read_bytes()).hexdigest()}",
        f"words: {len(words)} ({short} of 1 to {NOTE_LENGTH} letters)",
        f"added: {len(additions)}; excluded slang and foreign: {len(exclusions)}",
        "refused with a reason (1 to 7 letters): "
        + ", ".join(f"{k} {n}" for k, n in by_kind.items()),
        f"offensive: {len(bad)}",
    ]
    SOURCES.write_text("\n".join(lines) + "\n", encoding="utf-8")
    sys.stdout.write("\n".join(lines[1:]) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
