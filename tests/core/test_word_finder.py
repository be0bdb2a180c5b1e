"""The word finder against brute force, and the claim properties of rule sheet 000."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yachtdice.core.modes.word.finder import best_claims
from yachtdice.core.modes.word.rules import (
    BOX_IDS,
    WORD_PRESETS,
    ClaimError,
    Kind,
    Lexicon,
    WordCard,
    WordClaim,
    WordRuleset,
    assign_dice,
    box,
    judge,
)

from ..conftest import in_fast_loop

SMALL = Lexicon(["a", "i", "o", "at", "up", "us", "as", "on", "no", "be", "me", "cat", "tea",
                 "net", "ten", "sun", "nut", "cup", "pea", "ape", "cape", "pace", "tune",
                 "sent", "nest", "paste", "pasture", "unsent", "neatly", "bent", "mace",
                 "came", "oat", "boat", "sea", "ease", "zoo", "box", "quad"])


def rolls(rules: WordRuleset) -> st.SearchStrategy[tuple[str, ...]]:
    return st.tuples(*(st.sampled_from(d.faces) for d in rules.dice))


cards = st.sampled_from([WordCard(), WordCard((("yahtzee_word", 50),)),
                         WordCard((("yahtzee_word", 0), ("two_letter", 5))),
                         WordCard((("yahtzee_word", 50), ("chance", 9), ("one_word", 4)),
                                  bonuses=1)])


def spellings(lexicon: Lexicon, rules: WordRuleset, faces: tuple[str, ...]) -> list[str]:
    """Every word of the list, with every choice of letters taken by wild faces, that fits."""
    wilds = faces.count("*")
    out = []
    for word in lexicon:
        for k in range(min(wilds, len(word)) + 1):
            for upper in itertools.combinations(range(len(word)), k):
                spelled = "".join(c.upper() if i in upper else c for i, c in enumerate(word))
                try:
                    assign_dice(rules, faces, [spelled])
                except ClaimError:
                    continue
                out.append(spelled)
    return out


def word_sets(rules, faces, cands: list[str], chosen: tuple[str, ...] = (), start: int = 0):
    """Every multiset of candidate spellings that the dice can make together."""
    yield chosen
    for i in range(start, len(cands)):
        words = (*chosen, cands[i])
        try:
            assign_dice(rules, faces, words)
        except ClaimError:
            continue
        yield from word_sets(rules, faces, cands, words, i)


def brute_best(rules, lexicon, card, faces):
    cands = spellings(lexicon, rules, faces)
    best = dict.fromkeys(card.open_ids, 0)
    for words in word_sets(rules, faces, cands):
        for box_id in card.open_ids:
            try:
                points = judge(rules, lexicon, card, faces, WordClaim(box_id, words)).points
            except ClaimError:
                continue
            best[box_id] = max(best[box_id], points)
    return best


@pytest.mark.slow
@settings(max_examples=80, deadline=None)
@given(st.sampled_from(WORD_PRESETS).flatmap(lambda r: st.tuples(st.just(r), rolls(r))),
       cards)
def test_best_is_never_beaten_by_brute_force_and_is_itself_legal(rules_roll, card):
    rules, faces = rules_roll
    found = best_claims(rules, SMALL, card, faces)
    brute = brute_best(rules, SMALL, card, faces)
    assert set(found) == set(card.open_ids)
    for box_id, claim in found.items():
        assert (claim.points if claim else 0) == brute[box_id], box_id
        if claim is not None:
            result = judge(rules, SMALL, card, faces, WordClaim(box_id, claim.words))
            assert (result.points, result.extra_bonus) == (claim.points, claim.extra_bonus)


@settings(max_examples=in_fast_loop(60, 15), deadline=None)
@given(st.sampled_from(WORD_PRESETS).flatmap(lambda r: st.tuples(st.just(r), rolls(r))),
       cards, st.data())
def test_points_never_exceed_the_dice_or_the_box(rules_roll, card, data):
    rules, faces = rules_roll
    total = sum(rules.values_of(faces))
    cands = spellings(SMALL, rules, faces)
    words = data.draw(st.lists(st.sampled_from(cands), max_size=3) if cands else st.just([]))
    box_id = data.draw(st.sampled_from(card.open_ids))
    try:
        result = judge(rules, SMALL, card, faces, WordClaim(box_id, tuple(words)))
    except ClaimError:
        return
    fixed = rules.fixed_points(box(box_id))
    if result.joker and box(box_id).kind in (Kind.CONSONANTS, Kind.VOWELS):
        fixed = rules.joker_fixed_points
    assert result.points <= max(total, fixed)
    assert result.extra_bonus in (0, rules.yahtzee_bonus)


def test_best_with_the_joker_and_with_no_words_at_all():
    rules = WORD_PRESETS[0]
    faces = ("p", "s", "r", "e", "*", "t", "u")     # 4 2 2 1 0 2 3
    found = best_claims(rules, SMALL, WordCard((("yahtzee_word", 50),)), faces)
    assert found["two_letter"].points == 14 and found["two_letter"].extra_bonus == 100
    assert found["all_consonants"].points == 25
    nothing = best_claims(rules, Lexicon(["zzz"]), WordCard(), faces)
    assert set(nothing) == set(BOX_IDS) and all(v is None for v in nothing.values())
