"""The shipped word list: what SCOWL gives, filtered as docs/rules.md says, read on demand."""

from __future__ import annotations

import gzip
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from yachtdice.core.modes.word.rules import ClaimError, WordCard, WordClaim, judge, preset
from yachtdice.resources import resource_path
from yachtdice.store.modes.word.wordlist import lexicon, refused, words

# the builder is a source of the package, not a part of it (resources/words/)
BUILDER = Path(__file__).resolve().parents[2] / "resources" / "words" / "make_wordlist.py"
_spec = importlib.util.spec_from_file_location("make_wordlist", BUILDER)
assert _spec is not None and _spec.loader is not None
make_wordlist = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_wordlist)
collect, keep, notes, offensive = (make_wordlist.collect, make_wordlist.keep,
                                   make_wordlist.notes, make_wordlist.offensive)
read_table, write = make_wordlist.read_table, make_wordlist.write

# Issue 26: a family found these accepted or refused against the rule sheet ("a standard
# dictionary; proper nouns, abbreviations, slang or foreign words are not allowed").
BRITISH = ["colour", "centre", "favour", "grey", "tyre", "mould", "maths"]
AMERICAN = ["color", "center", "favor", "gray", "tire", "mold"]
COMMON = ["app", "apps", "donut", "aw"]
SLANG = ["mkay", "gonna", "wanna", "ya", "yo", "oi",
         # issue 36: clippings the computer and the hints played, and a plural of one
         "biz", "wiz", "fab", "pa", "sh", "wizes", "wizzes"]
FOREIGN = ["ciao", "avo", "atman", "azan"]


def test_one_letter_words_are_a_i_o_and_abbreviations_are_out():
    listed = set(words())
    assert {w for w in listed if len(w) == 1} == {"a", "i", "o"}
    assert {"cat", "pasture", "hmm", "quiz"} <= listed
    assert not {"kb", "ls", "ss", "b"} & listed
    assert all(w.isascii() and w.isalpha() and w.islower() for w in listed)
    assert list(words()) == sorted(listed)
    assert 80_000 < len(listed) < 83_000  # docs/rules.md: 81,529


@pytest.mark.parametrize("word", BRITISH + AMERICAN + COMMON)
def test_standard_words_in_either_spelling_are_accepted(word):
    assert word in lexicon()


@pytest.mark.parametrize("word", SLANG + FOREIGN)
def test_slang_and_foreign_words_are_refused(word):
    assert word not in lexicon()


@pytest.mark.parametrize(("word", "kind"), [("mkay", "slang"), ("gonna", "slang"),
                                            ("ciao", "foreign"), ("paris", "proper"),
                                            ("nasa", "abbreviation")])
def test_refused_words_keep_their_kind(word, kind):
    assert refused()[word] == kind


def test_a_claim_with_a_slang_word_is_refused_with_the_reason():
    rules = preset("word-yahtzee")
    faces = ("o", "a", "n", "e", "g", "t", "n")   # g-o-n-n-a on the dice
    with pytest.raises(ClaimError, match="'gonna' is slang"):
        judge(rules, lexicon(), WordCard(), faces, WordClaim("five_letter", ("gonna",)))


def test_the_checked_in_lists_give_a_reason_for_every_word():
    for table in (make_wordlist.ADDITIONS, make_wordlist.OFFENSIVE_EXCEPTIONS,
                  make_wordlist.OFFENSIVE_ADDITIONS):
        for word, reason in read_table(table).items():
            assert word.isalpha() and reason, word
    for word, fields in read_table(make_wordlist.EXCLUSIONS).items():
        assert fields[0] in ("slang", "foreign") and len(fields) > 1, word


def test_the_shipped_lists_are_built_from_the_checked_in_sources():
    """What the package holds agrees with the builder's inputs and its own record of what
    it wrote (resources/words/wordlist-sources.txt): rebuild after editing a list."""
    record = make_wordlist.SOURCES.read_text("utf-8")
    shipped = set(words())
    assert f"words: {len(shipped)} (" in record
    additions, exclusions = read_table(make_wordlist.ADDITIONS), \
        read_table(make_wordlist.EXCLUSIONS)
    assert f"added: {len(additions)}; excluded slang and foreign: {len(exclusions)}" in record
    assert set(additions) <= shipped and not set(exclusions) & shipped
    bad = gzip.decompress(make_wordlist.OFFENSIVE.read_bytes()).decode().split()
    assert f"offensive: {len(bad)}" in record
    assert not set(read_table(make_wordlist.OFFENSIVE_EXCEPTIONS)) & set(bad)
    for built in (make_wordlist.OUTPUT, make_wordlist.NOTES, make_wordlist.OFFENSIVE):
        assert built.resolve() == resource_path(built.name).resolve()  # where the game reads


def test_the_builder_keeps_the_right_lists_and_is_reproducible(tmp_path):
    scowl = tmp_path / "scowl"
    scowl.mkdir()
    (scowl / "english-words.10").write_text("cat\nb\nI\nkb\nhmm\ncaf\u00e9\ngonna\n",
                                            encoding="utf-8")
    (scowl / "american-words.60").write_text("color\n", encoding="utf-8")
    (scowl / "british-words.20").write_text("colour\n", encoding="utf-8")
    (scowl / "australian-words.10").write_text("avo\n", encoding="utf-8")
    (scowl / "variant_2-words.35").write_text("donut\n", encoding="utf-8")
    (scowl / "variant_3-words.10").write_text("thru\n", encoding="utf-8")
    (scowl / "american-words.70").write_text("qi\n", encoding="utf-8")
    (scowl / "english-proper-names.10").write_text("Paris\n", encoding="utf-8")
    (scowl / "english-abbreviations.10").write_text("etc\napp\n", encoding="utf-8")
    (scowl / "variant_1-words.35").write_text("wiz\nwizes\nwizard\n", encoding="utf-8")
    found = collect(scowl, additions=["app"], exclusions=["gonna", "wiz"])
    # café loses its accent; b and kb are a letter and an abbreviation; a, i, o always
    # belong; Australian, variant_3 and size-70 lists stay out
    # an excluded word's plural goes with it (wizes), not the words that begin like it
    assert found == ["a", "app", "cafe", "cat", "color", "colour", "donut", "hmm", "i", "o",
                     "wizard"]
    assert keep("a") and not keep("b") and not keep("kb") and keep("nth")
    kinds = notes(scowl, found, {"gonna": ["slang", "why"], "wiz": ["slang", "why"]})
    assert kinds["paris"] == "proper" and kinds["etc"] == "abbreviation"
    assert kinds["gonna"] == "slang" and "app" not in kinds
    assert kinds["wizes"] == "slang" and "wizzes" not in kinds  # a plural SCOWL lists
    csv = tmp_path / "bad.csv"
    csv.write_text("text,severity_rating\ncat,1\nhmm words,2\ncolo,1\n", encoding="utf-8")
    assert offensive(csv, found, exceptions=[]) == ["cat"]
    assert offensive(csv, found, exceptions=["cat"]) == []
    one, two = tmp_path / "1.gz", tmp_path / "2.gz"
    write(found, one)
    write(found, two)
    assert one.read_bytes() == two.read_bytes()
    assert gzip.decompress(one.read_bytes()).decode().split() == found


@pytest.mark.slow
def test_the_cli_and_core_do_not_read_the_word_list_on_import():
    code = ("import yachtdice.cli.app, yachtdice.core.modes.word.rules\n"
            "import yachtdice.store.modes.word.wordlist as w\n"
            "assert w.words.cache_info().currsize == 0\nprint('ok')")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert proc.stdout.strip() == "ok", proc.stderr
