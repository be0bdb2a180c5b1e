"""The review of a finished letter-dice game: the words each player missed.

For every turn that stood (undone claims are not judged), from the letters the turn ended
with and the card it was played on, the review asks the word finder (the one the hints
use) for the best claim in the box the player chose and for the best claim in any open
box. What the chosen box could have scored beyond the claim made is the turn's *missed*
points (the review's figure, summed per game); what the best claim anywhere would have
scored beyond it is shown beside it, since choosing another box may be the better plan
for the turns still to come. A claim's points include the Yahtzee bonus it earns; the
upper-section bonus, which no single turn earns, is left out.

>>> from yachtdice.core import GameRecord, Player, Roll, Score
>>> from yachtdice.core.modes.word.rules import Lexicon, WordClaim, preset
>>> rules = preset("word-yahtzee").with_lexicon(Lexicon(["cat", "coat", "at"]))
>>> record = GameRecord.new(rules, [Player("Ann")])
>>> record = record.then(Roll(("o", "a", "r", "c", "*", "t", "n")))
>>> record = record.then(Score(WordClaim("three_letter", ("caT",))))
>>> turn = review_game(record).of(0)[0]
>>> turn.points, turn.best_in_box, turn.loss
(5, Claim(points=7, words=('cat',), extra_bonus=0), 2)
>>> turn.best_box, turn.best.words, turn.short
('four_letter', ('coat',), 3)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from yachtdice.core.game import Action, GameState, Score, Undo
from yachtdice.core.modes.word.finder import Claim, best_claims
from yachtdice.core.modes.word.rules import BOX_IDS, WordCard, WordClaim, WordRuleset
from yachtdice.core.record import GameRecord
from yachtdice.core.values import value_type


def claim_value(claim: Claim | None) -> int:
    """What a claim found scores, its Yahtzee bonus included (0 for none)."""
    return 0 if claim is None else claim.points + claim.extra_bonus


@value_type
class ReviewedTurn:
    """One booked turn: the letters, the claim made and what the finder found."""

    player: int
    turn: int                   #: that player's turn, from 1
    faces: tuple[str, ...]      #: the letters the turn ended with
    box: str                    #: the box the player chose
    words: tuple[str, ...]      #: the words claimed (none: a zero was written)
    points: int                 #: what the claim scored, its Yahtzee bonus included
    bonus: int                  #: the Yahtzee bonus the claim earned (in ``points``)
    best_in_box: Claim | None   #: the best claim for the chosen box (None: none scores)
    best_box: str | None        #: the box of the best claim overall (None: none scores)
    best: Claim | None          #: the best claim in any open box

    @property
    def loss(self) -> int:
        """Points missed in the chosen box (0: the best claim there was made)."""
        return max(0, claim_value(self.best_in_box) - self.points)

    @property
    def short(self) -> int:
        """Points below the best claim in any open box."""
        return max(0, claim_value(self.best) - self.points)


@value_type
class WordReview:
    """Every reviewed turn of the players reviewed, in the order played."""

    turns: int
    decisions: tuple[ReviewedTurn, ...]

    def of(self, player: int) -> list[ReviewedTurn]:
        return [d for d in self.decisions if d.player == player]

    def total_loss(self, player: int) -> float:
        """Points missed in the chosen boxes over the game."""
        return float(sum(d.loss for d in self.of(player)))

    def loss_per_turn(self, player: int) -> list[float]:
        """Points missed in each of the player's turns (index 0 is turn 1)."""
        out = [0.0] * self.turns
        for d in self.of(player):
            out[d.turn - 1] += d.loss
        return out

    def costliest(self, player: int, count: int = 10) -> list[ReviewedTurn]:
        ranked = sorted(self.of(player), key=lambda d: -d.loss)
        return [d for d in ranked[:count] if d.loss > 0]


def _bookings(record: GameRecord) -> list[tuple[GameState, Score, GameState]]:
    """The claims that stood (undone ones removed): the state each was made in and after."""
    path: list[tuple[GameState, Action, GameState]] = []
    state = GameState.start(record.ruleset, record.players)
    for action in record.actions:
        after = state.replayed(action)
        if isinstance(action, Undo):
            path.pop()  # an Undo takes back the last hold or claim, never a roll
        else:
            path.append((state, action, after))
        state = after
    return [(before, action, after) for before, action, after in path
            if isinstance(action, Score)]


def review_game(record: GameRecord, players: Iterable[int] | None = None,
                check: Callable[[], None] | None = None) -> WordReview:
    """Review the turns of ``players`` (default: every person at the table); ``check`` is
    called before each turn (a cancelled job's check raises to stop)."""
    rules = record.ruleset
    assert isinstance(rules, WordRuleset)
    who = set(players) if players is not None else \
        {i for i, p in enumerate(record.players) if not p.computer}
    lexicon = rules.words
    found: list[ReviewedTurn] = []
    for before, action, after in _bookings(record):
        seat = before.current
        if seat not in who:
            continue
        if check is not None:
            check()
        card, booked = before.cards[seat], after.cards[seat]
        assert isinstance(card, WordCard) and isinstance(booked, WordCard)
        assert before.dice is not None
        claim = action.claim
        assert isinstance(claim, WordClaim)
        faces = tuple(str(f) for f in before.dice)
        bonus = (booked.bonuses - card.bonuses) * rules.yahtzee_bonus
        points = (booked.get(claim.box) or 0) + bonus
        best = best_claims(rules, lexicon, card, faces)
        ranked = [(claim_value(c), -BOX_IDS.index(b), b) for b, c in best.items() if c]
        top = max(ranked)[2] if ranked else None
        found.append(ReviewedTurn(seat, card.filled_count + 1, faces, claim.box,
                                  () if claim.zero else claim.words, points, bonus,
                                  best.get(claim.box), top,
                                  best[top] if top is not None else None))
    return WordReview(len(BOX_IDS), tuple(found))


def dictionary_version() -> str | None:
    """The version of the dictionary the games were installed with, as its layer tells it
    without loading it (None: not told). A kept review records it, and one made with
    another dictionary is made again: the same letters may have missed other words."""
    import yachtdice.core.modes.word as letter_games

    tell = letter_games.word_list_version
    return None if tell is None else tell()


def review(record: GameRecord, _basis: object, players: Iterable[int] | None) -> WordReview:
    """The registry's review: a word game's review needs nothing worked out beforehand."""
    return review_game(record, players)
