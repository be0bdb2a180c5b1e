"""The review of a word game: for each turn, the best claim its letters allowed in the box
chosen and in any open box, from the hints' word finder, worked out here by hand.

The game is :func:`reviewed_game`, judged against the five words of :data:`WORDS`. Its
letters, with the values printed on the Word Yahtzee dice (rule sheet 000's game):

- LETTERS, O1 A1 R2 C4 ◆0 T2 N2. Every word holds an A and a T and the dice show one of
  each (the wild face can stand for one more letter only), so no two words can be made at
  once. The best 3-letter word is "cat" (4 + 1 + 2 = 7; "tan" is 5), the best 4-letter
  word "cart" (4 + 1 + 2 + 2 = 9; "coat" is 8), and 9 is the best of any box (One Word
  and Chance make "cart" too; the 4-Letter box comes first).
- CONSONANTS, Y X Q Z ◆ H K: every die a consonant (Y counts, the wild face counts), so
  All Consonants scores 25; no word can be made.

Ann (a person) plays: turn 1 "tan" in 3-Letter, undone, then "caT" (the wild face as T,
4 + 1 + 0 = 5): 2 points missed in the box, 4 below "cart". Turn 2 a zero in Chance
(nothing scores there: none missed; All Consonants would have scored 25). Turn 3 "cart"
in 4-Letter: 9, the best. Turns 4 to 12 zeros in the boxes left in order, with
CONSONANTS: turn 10 zeroes All Consonants, 25 missed. In all 27 missed. Bob, a computer,
writes zeros and is not reviewed.
"""

from __future__ import annotations

import pytest

from yachtdice.core import GameRecord, Player, Roll, Score, Undo
from yachtdice.core.modes import mode_for
from yachtdice.core.modes.word.finder import Claim
from yachtdice.core.modes.word.review import review_game
from yachtdice.core.modes.word.rules import BOX_IDS, WORD_YAHTZEE, Lexicon, WordClaim

WORDS = Lexicon(["at", "cat", "tan", "coat", "cart"])
RULES = WORD_YAHTZEE.with_lexicon(WORDS)
LETTERS = ("o", "a", "r", "c", "*", "t", "n")
CONSONANTS = ("y", "x", "q", "z", "*", "h", "k")
#: Ann's points missed in each of her turns, worked out above
MISSED = [2, 0, 0, 0, 0, 0, 0, 0, 0, 25, 0, 0]


def reviewed_game(rules: object = RULES, bob: bool = True) -> GameRecord:
    """The game the module's docstring works out (finished); without Bob, Ann alone."""
    players = [Player("Ann")] + [Player("Bob", computer=True, strategy="plain")] * bob
    record = GameRecord.new(rules, players)
    ann = [(LETTERS, WordClaim("three_letter", ("caT",))),
           (CONSONANTS, WordClaim("chance", zero=True)),
           (LETTERS, WordClaim("four_letter", ("cart",)))]
    left = [b for b in BOX_IDS if b not in ("three_letter", "chance", "four_letter")]
    ann += [(CONSONANTS, WordClaim(b, zero=True)) for b in left]
    for turn, (faces, claim) in enumerate(ann):
        record = record.then(Roll(faces))
        if turn == 0:  # taken back: never reviewed
            record = record.then(Score(WordClaim("three_letter", ("tan",)))).then(Undo())
        record = record.then(Score(claim))
        if bob:
            record = record.then(Roll(CONSONANTS))
            record = record.then(Score(WordClaim(record.state.card.open_ids[0], zero=True)))
    assert record.state.finished
    return record


def test_each_turn_against_the_best_claims_worked_out_by_hand() -> None:
    review = review_game(reviewed_game())
    assert {d.player for d in review.decisions} == {0}  # the person only
    turns = review.of(0)
    assert [t.turn for t in turns] == list(range(1, 13))
    first = turns[0]
    assert (first.box, first.words, first.points) == ("three_letter", ("caT",), 5)
    assert first.best_in_box == Claim(7, ("cat",))
    assert (first.best_box, first.best) == ("four_letter", Claim(9, ("cart",)))
    assert (first.loss, first.short) == (2, 4)
    second = turns[1]
    assert (second.box, second.words, second.points) == ("chance", (), 0)
    assert second.best_in_box is None and second.loss == 0
    assert (second.best_box, second.best, second.short) == ("all_consonants",
                                                            Claim(25, ()), 25)
    third = turns[2]
    assert (third.points, third.loss, third.short) == (9, 0, 0)
    tenth = turns[9]
    assert (tenth.box, tenth.points, tenth.best_in_box, tenth.loss) == \
        ("all_consonants", 0, Claim(25, ()), 25)
    assert turns[10].best is None and turns[10].best_box is None  # nothing scores now
    assert [t.loss for t in turns] == MISSED
    assert review.loss_per_turn(0) == MISSED
    assert review.total_loss(0) == 27
    assert [t.turn for t in review.costliest(0)] == [10, 1]


def test_the_game_registers_its_review_and_it_needs_no_strategy_engine() -> None:
    game = mode_for(RULES)
    assert game.review is not None and not game.review_solves
    # Bob, asked for, zeroes All Consonants with CONSONANTS too: 25 missed
    assert game.review(reviewed_game(), None, [1]).total_loss(1) == 25
    assert game.review(reviewed_game(), None, None).total_loss(0) == 27


def test_a_yahtzee_bonus_counts_in_the_points_of_a_claim() -> None:
    # LETTERS make "cartoon" with the wild face as its second O: 50 in the Yahtzee Word box.
    # The same letters again earn the bonus (100) and score their values in any open box
    # (1 + 1 + 2 + 4 + 0 + 2 + 2 = 12, rule sheet 000); "at" there scores 1 + 2 = 3.
    rules = WORD_YAHTZEE.with_lexicon(Lexicon(["cartoon", "at"]))
    record = GameRecord.new(rules, [Player("Ann")])
    record = record.then(Roll(LETTERS)).then(Score(WordClaim("yahtzee_word", ("cartOon",))))
    record = record.then(Roll(LETTERS)).then(Score(WordClaim("two_letter", ("at",))))
    record = record.then(Roll(LETTERS)).then(Score(WordClaim("chance", ("cartOon",))))
    first, second, third = review_game(record).of(0)
    assert (first.points, first.bonus, first.loss) == (50, 0, 0)
    assert (second.points, second.bonus) == (3, 0)
    assert second.best_in_box == Claim(12, ("cartoOn",), 100)
    assert second.loss == 109
    assert (third.points, third.bonus, third.loss) == (112, 100, 0)  # the bonus taken


@pytest.mark.parametrize("count", [1, 3])
def test_only_the_seats_asked_for_are_reviewed(count: int) -> None:
    review = review_game(reviewed_game(), players=range(count))
    assert {d.player for d in review.decisions} == set(range(min(count, 2)))
