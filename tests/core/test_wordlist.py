"""The shipped word list: what SCOWL gives, filtered as docs/rules.md says, read on demand."""

from __future__ import annotations

import gzip
import subprocess
import sys

from yachtdice.resources.make_wordlist import collect, keep, write
from yachtdice.store.wordlist import words


def test_one_letter_words_are_a_i_o_and_abbreviations_are_out():
    listed = set(words())
    assert {w for w in listed if len(w) == 1} == {"a", "i", "o"}
    assert {"cat", "pasture", "hmm", "quiz"} <= listed
    assert not {"kb", "ls", "ss", "b"} & listed
    assert all(w.isascii() and w.isalpha() and w.islower() for w in listed)
    assert list(words()) == sorted(listed)
    assert 100_000 < len(listed) < 120_000


def test_the_builder_keeps_the_right_lists_and_is_reproducible(tmp_path):
    scowl = tmp_path / "scowl"
    scowl.mkdir()
    (scowl / "english-words.10").write_text("cat\nb\nI\nkb\nhmm\nca\xe9\n", encoding="latin-1")
    (scowl / "american-words.70").write_text("color\n", encoding="latin-1")
    (scowl / "american-words.80").write_text("zyzzyva\n", encoding="latin-1")
    (scowl / "english-proper-names.10").write_text("paris\n", encoding="latin-1")
    (scowl / "english-abbreviations.10").write_text("etc\n", encoding="latin-1")
    found = collect(scowl)
    # caé is not a-z only; b and kb are a letter and an abbreviation; i, a, o always belong
    assert found == ["a", "cat", "color", "hmm", "i", "o"]
    assert "zyzzyva" not in found and "paris" not in found and "etc" not in found
    assert keep("a") and not keep("b") and not keep("kb") and keep("nth")
    one, two = tmp_path / "1.gz", tmp_path / "2.gz"
    write(found, one)
    write(found, two)
    assert one.read_bytes() == two.read_bytes()
    assert gzip.decompress(one.read_bytes()).decode().split() == found


def test_the_cli_and_core_do_not_read_the_word_list_on_import():
    code = ("import yachtdice.cli.app, yachtdice.core.modes.word.rules\n"
            "import yachtdice.store.wordlist as w\n"
            "assert w.words.cache_info().currsize == 0\nprint('ok')")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert proc.stdout.strip() == "ok", proc.stderr
