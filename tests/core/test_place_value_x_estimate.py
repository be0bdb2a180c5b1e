"""The strong computer's estimate counts an X as the rule sheet does (sheet 003: an X counts
as 0; a tie gives every tied player the point; a box is decided once every player filled it).

Worked by hand on a card of three six-sided dice, two rolls a turn, whose box "digits add up
to 18" only 6 6 6 fills: one roll fills it with chance 1/216, so one turn (two rolls) fails
with f = (215/216)**2. An opponent has three turns' worth of chances over a game
(engine.ATTEMPTS) and writes an X there only if all fail: x = f**3 = (215/216)**6;
otherwise 666.
- An X ties every opponent who wrote an X, and a tie gives the point: it wins with x (one
  opponent), x**2 (two: both must write an X).
- 666 wins always (at worst a tie).
- Keeping the box for a later turn: that turn writes an X with f (winning with x) or 666
  (winning always): f*x + (1 - f).
Three of the same digit on the same dice: one roll has three alike with 6/216, so one turn
fails with g = (210/216)**2 and an opponent writes an X with g**3. 111 is the least triple:
it wins against an X or a tie at 111. One turn's best is 111 with (211/216)**2 - g (a
triple of ones on a roll, none greater on the other), so given the opponent wrote a number,
111 with ((211/216)**2 - g) / (1 - g).
"""

from __future__ import annotations

import pytest

from yachtdice.core.modes.place_value.engine import (
    PlaceValuePlayer,
    beats_chance,
)
from yachtdice.core.modes.place_value.rules import Number, PlaceCard, PlaceValueRuleset, X

CARD = PlaceValueRuleset.from_dict({
    "mode": "place-value", "id": "x-card", "name": "X card", "dice": {"count": 3, "sides": 6},
    "rolls_per_turn": 2,
    "boxes": [{"id": "sum_18", "condition": {"kind": "digit_sum", "total": 18}},
              {"id": "three_same", "condition": {"kind": "same_digits", "count": 3}},
              {"id": "wild", "condition": {"kind": "any"}}]})

F = (215 / 216) ** 2
X_18 = F ** 3
G = (210 / 216) ** 2


def test_an_x_wins_when_every_opponent_writes_an_x_too() -> None:
    assert beats_chance(CARD, "sum_18", None, 1) == pytest.approx(X_18, rel=1e-12)
    assert beats_chance(CARD, "sum_18", None, 2) == pytest.approx(X_18 ** 2, rel=1e-12)
    assert beats_chance(CARD, "three_same", None, 1) == pytest.approx(G ** 3, rel=1e-12)
    # every roll makes a number for the wild box: an X there never wins
    assert beats_chance(CARD, "wild", None, 1) == 0.0


def test_a_tie_at_the_top_wins_and_the_least_number_beats_every_x() -> None:
    assert beats_chance(CARD, "sum_18", Number((6, 6, 6)), 3) == pytest.approx(1.0)
    x = G ** 3
    at_111 = ((211 / 216) ** 2 - G) / (1 - G)
    assert beats_chance(CARD, "three_same", Number((1, 1, 1)), 1) == pytest.approx(
        x + (1 - x) * at_111, rel=1e-12)


def test_keeping_a_box_for_later_counts_an_x_that_ties() -> None:
    """With only sum_18 open and nothing to roll, the strong player writes its X there; the
    worth it weighs is beats - later: x - (f*x + 1 - f)."""
    player = PlaceValuePlayer(CARD, "strong", 1)
    assert player._claim_worth("sum_18", None) == pytest.approx(X_18 - (F * X_18 + 1 - F),
                                                                rel=1e-9)
    card = PlaceCard.empty(CARD).written("three_same", X).written("wild", X)
    assert player.choose_claim(card, (1, 2, 3)).number is None


def test_an_x_goes_where_the_others_are_likeliest_to_write_one_too() -> None:
    """Nothing fits sum_18 or three_same with 1 2 4 (wild is filled): an X in either. Costs,
    beats - later: sum_18 x - (f*x + 1 - f) = -(1 - f)(1 - x), about -0.0025; three_same
    loses more (a triple is 36 times likelier than 6 6 6, so keeping it open is worth more
    and an X there wins less often). The X goes in sum_18."""
    card = PlaceCard.empty(CARD).written("wild", X)
    player = PlaceValuePlayer(CARD, "strong", 1)
    cost_18 = -(1 - F) * (1 - X_18)
    assert player._claim_worth("sum_18", None) == pytest.approx(cost_18, rel=1e-9)
    assert player._claim_worth("three_same", None) < cost_18
    claim = player.choose_claim(card, (1, 2, 4))
    assert (claim.box, claim.number) == ("sum_18", None)
