"""The review of a finished Place Value game: each turn against the strong computer player.

For every turn that stood (an undone claim is not judged), from the dice the turn ended
with and the card it was written on, the review asks the strong player (the one the hints
use) which box it would write in and what number, and what each claim is worth in boxes:
the chance its number wins the box against the other players, less what the box was worth
kept open for a later turn. The turn's figure is the boxes *given away*: the strong claim's
worth less the claim made (0 when they agree; never below 0). A misread number wins nothing,
so it is worth what an X that never wins is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from yachtdice.core.game import GameState, Score, Undo
from yachtdice.core.modes.place_value.engine import (
    PlaceClaim,
    PlaceValuePlayer,
    beats_chance,
)
from yachtdice.core.modes.place_value.rules import (
    Number,
    PlaceCard,
    PlaceValueRuleset,
    box_label,
)
from yachtdice.core.record import GameRecord
from yachtdice.core.values import value_type


@value_type
class ReviewedTurn:
    """One written turn: the dice, the claim made and the strong player's."""

    player: int
    turn: int                     #: that player's turn, from 1
    dice: tuple[int, ...]         #: the dice the turn ended with
    box: str                      #: the box written in
    number: Number | None         #: the number written (None: an X)
    misread: bool                 #: read wrong aloud (the teacher's rule): it wins nothing
    chance: float                 #: the chance the claim made wins its box
    best_box: str                 #: the box the strong player would write in
    best_number: Number | None    #: and the number (None: an X)
    best_chance: float            #: the chance that claim wins its box
    loss: float                   #: boxes given away against the strong claim (>= 0)
    label: str = ""               #: the box written in, as players call it


@value_type
class PlaceValueReview:
    """Every reviewed turn of the players reviewed, in the order played."""

    turns: int
    decisions: tuple[ReviewedTurn, ...]

    def of(self, player: int) -> list[ReviewedTurn]:
        return [d for d in self.decisions if d.player == player]

    def total_loss(self, player: int) -> float:
        """Boxes given away over the game."""
        return sum(d.loss for d in self.of(player))

    def loss_per_turn(self, player: int) -> list[float]:
        """Boxes given away in each of the player's turns (index 0 is turn 1)."""
        out = [0.0] * self.turns
        for d in self.of(player):
            out[d.turn - 1] += d.loss
        return out

    def costliest(self, player: int, count: int = 10) -> list[ReviewedTurn]:
        ranked = sorted(self.of(player), key=lambda d: -d.loss)
        return [d for d in ranked[:count] if d.loss > 1e-9]


def review_game(record: GameRecord, players: Iterable[int] | None = None,
                check: Callable[[], None] | None = None) -> PlaceValueReview:
    """Review the turns of ``players`` (default: every person at the table); ``check`` is
    called before each turn (a cancelled job's check raises to stop)."""
    rules = record.ruleset
    assert isinstance(rules, PlaceValueRuleset)
    who = set(players) if players is not None else \
        {i for i, p in enumerate(record.players) if not p.computer}
    opponents = len(record.players) - 1
    strong = PlaceValuePlayer(rules, "strong", opponents)
    stack: list[tuple[GameState, object]] = []   # holds and claims, in order (Undo pops)
    state = GameState.start(rules, record.players)
    for action in record.actions:
        after = state.replayed(action)
        if isinstance(action, Undo):
            stack.pop()
        else:
            stack.append((state, action))
        state = after
    found: list[ReviewedTurn] = []
    for before, done in stack:
        if not isinstance(done, Score) or before.current not in who:
            continue
        if check is not None:
            check()
        claim, card, dice = done.claim, before.cards[before.current], before.dice
        assert isinstance(claim, PlaceClaim) and isinstance(card, PlaceCard) \
            and dice is not None
        number = None if claim.number is None else rules.number(claim.number)
        misread = claim.read is False
        ideal = strong.choose_claim(card, dice)
        ideal_number = None if ideal.number is None else rules.number(ideal.number)
        made = strong.claim_worth(claim.box, number, wins=not misread)
        loss = max(0.0, strong.claim_worth(ideal.box, ideal_number) - made)
        found.append(ReviewedTurn(
            before.current, card.filled_count + 1, tuple(dice), claim.box, number, misread,
            0.0 if misread else beats_chance(rules, claim.box, number, opponents),
            ideal.box, ideal_number, beats_chance(rules, ideal.box, ideal_number, opponents),
            loss, box_label(rules.box(claim.box))))
    return PlaceValueReview(len(rules.boxes), tuple(found))


def review(record: GameRecord, _basis: object, players: Iterable[int] | None
           ) -> PlaceValueReview:
    """The registry's review: it needs nothing solved beforehand (the strong player works
    out its tables as it goes)."""
    return review_game(record, players)
