"""Issue 37's red team on Family words: "pissed", "pisser", "crap" and "dick" (typed, or
with the wild face, dic*k) were played while "dicks" was refused. Each is refused with the
Family words reason, a computer or hint never plays it, and the dice game craps, the fabric
crapes and everyday words stay playable."""

from __future__ import annotations

import pytest

from yachtdice.core.modes.word.lookup import Reason, look_up, playable
from yachtdice.store.modes.word.wordlist import lexicon


@pytest.mark.parametrize("word", ["pissed", "pisser", "piss", "pisses", "crap", "crappy",
                                  "dick", "dicks"])
def test_the_reports_words_are_refused_in_a_family_game(word: str) -> None:
    verdict = look_up(lexicon(), word, family=True)
    assert not verdict.allowed and verdict.reason is Reason.OFFENSIVE
    assert word not in playable(lexicon())
    assert look_up(lexicon(), word, family=False).reason is Reason.OFFENSIVE_ALLOWED


@pytest.mark.parametrize("word", ["craps", "crapes", "dice", "pistol", "cracked", "dickens"])
def test_their_neighbours_stay_playable(word: str) -> None:
    if word not in lexicon():
        pytest.skip(f"{word} is not in the dictionary")
    assert look_up(lexicon(), word, family=True).allowed
