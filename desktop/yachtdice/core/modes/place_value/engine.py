"""Playing Place Value Yahtzee: claims, who starts, the roll-off, computer players, hints.

A turn: roll every die; keep any and roll the others once more, or stop; then
write one number made of all the dice in an open box whose condition it meets,
or an X in any open box (:func:`judge`).

>>> from yachtdice.core.game import GameState, Player, Roll, Score
>>> from yachtdice.core.modes.place_value.rules import preset
>>> state = GameState.start(preset("place-value-4"), [Player("Ann"), Player("Bob")])
>>> state = state.apply(Roll((6, 3, 4, 1)))
>>> state = state.apply(Score(PlaceClaim("hundreds_3", "6341")))
>>> state.cards[0].get("hundreds_3").number.grouped, state.current, state.rolls_left
('6,341', 1, 2)
"""

from __future__ import annotations

import bisect
import hashlib
import itertools
import json
import math
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from itertools import combinations_with_replacement

from yachtdice.core.dice import DiceSource, RandomDice
from yachtdice.core.errors import YachtDiceError
from yachtdice.core.game import Action, GameState, Player, Score, Standing, cards_as, rules_as
from yachtdice.core.jsontext import JsonObject
from yachtdice.core.modes.place_value.rules import (
    Box,
    Entry,
    Number,
    PlaceCard,
    PlaceValueError,
    PlaceValueRuleset,
    best,
    box_label,
    by_id,
    check_number,
    compare,
    numbers_of,
    reason,
)
from yachtdice.core.modes.place_value.words import reads_correctly
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import value_type

_FILLED = QT_TRANSLATE_NOOP("Place Value rules", "the box '{box}' is already filled")
_MARKS = QT_TRANSLATE_NOOP("Place Value rules", "the teacher's rule is on: the teacher marks "
                           "whether the number was read aloud right")


class ClaimError(PlaceValueError):
    """A claim that may not be written; the message says why."""


@value_type
class PlaceClaim:
    """A number (as written, ``6341`` or ``65.432``) for a box, or an X (``number`` None).

    Under the teacher's rule the pupil reads the number aloud and the teacher marks it:
    ``read`` is True (read right) or False (misread). ``reading`` is the reading picked
    from a list, as games recorded before the teacher marked it were played; their logs
    still replay.

    >>> PlaceClaim.from_json(PlaceClaim("wild", "6431", read=False).to_json())
    PlaceClaim(box='wild', number='6431', reading=None, read=False)
    """

    box: str
    number: str | None
    reading: str | None = None
    read: bool | None = None

    def to_json(self) -> JsonObject:
        out: JsonObject = {"box": self.box, "number": self.number}
        if self.reading is not None:
            out["reading"] = self.reading
        if self.read is not None:
            out["read"] = self.read
        return out

    @classmethod
    def from_json(cls, data: object) -> PlaceClaim:
        if not isinstance(data, Mapping) or not isinstance(data.get("box"), str):
            raise PlaceValueError("a Place Value claim is an object with a box id")
        number, reading, read = data.get("number"), data.get("reading"), data.get("read")
        if number is not None and not isinstance(number, str):
            raise PlaceValueError("a Place Value claim's number is text, or null for an X")
        if reading is not None and not isinstance(reading, str):
            raise PlaceValueError("a Place Value claim's reading is text")
        if read is not None and not isinstance(read, bool):
            raise PlaceValueError("a Place Value claim's read is true or false")
        return cls(data["box"], number, reading, read)

    def dumps(self) -> str:
        return json.dumps(self.to_json())


def judge(rules: PlaceValueRuleset, card: PlaceCard, dice: Sequence[int],
          claim: PlaceClaim) -> Entry:
    """What ``claim`` writes on the card; a claim that may not be written is a ClaimError."""
    dice = rules.check_roll(dice)
    b = rules.box(claim.box)
    if not card.is_open(b.id):
        raise ClaimError(_FILLED.format(box=box_label(b)))
    if claim.number is None:
        return Entry(None)
    try:
        number = rules.number(claim.number)
        check_number(rules, b.id, number, dice)
    except PlaceValueError as exc:
        raise ClaimError(reason(exc)) from None
    if not rules.teacher_rule:
        return Entry(number)
    if claim.read is not None:
        return Entry(number, misread=not claim.read)
    if claim.reading is None:
        raise ClaimError(_MARKS.text)
    return Entry(number, misread=not reads_correctly(number, claim.reading))


def claim_problem(rules: PlaceValueRuleset, card: PlaceCard, dice: Sequence[int],
                  claim: PlaceClaim) -> str | None:
    """Why ``claim`` may not be written, or None."""
    try:
        judge(rules, card, dice, claim)
    except YachtDiceError as exc:
        return reason(exc)
    return None


def standings(rules: PlaceValueRuleset, cards: Sequence[PlaceCard]) -> tuple[Standing, ...]:
    """Players best first by boxes won so far; players tied for the most share first place
    until every box is filled, then the roll-off's winner is first alone (the others tied
    with them share second)."""
    points = compare(rules, cards).points
    decided = None
    if cards and all(card.is_full for card in cards):
        decided = final_roll_off(rules, cards)
    out = []
    for i, p in enumerate(points):
        place = 1 + sum(o > p for o in points)
        rolled_off = decided is not None and place == 1
        if rolled_off and decided is not None and i != decided.winner:
            place = 2
        out.append(Standing(i, place, p, decided_by_tie_break=rolled_off))
    return tuple(sorted(out, key=lambda s: (s.place, s.player)))


class PlaceValueEngine:
    """The rules of play the shared turn skeleton asks for digit dice (a
    :class:`PlaceClaim` is the claim; ``total`` in a standing is boxes won)."""

    def die_faces(self, rules: PlaceValueRuleset, die: int) -> Sequence[int]:
        return rules.faces

    def same_faces(self, rules: PlaceValueRuleset) -> bool:
        return True

    def roll_problem(self, rules: PlaceValueRuleset, dice: Sequence[object]) -> str | None:
        return rules.roll_problem(dice)  # type: ignore[arg-type]

    def new_card(self, rules: PlaceValueRuleset) -> PlaceCard:
        return PlaceCard.empty(rules)

    def box_count(self, rules: PlaceValueRuleset) -> int:
        return len(rules.boxes)

    def claim_problem(self, rules: PlaceValueRuleset, card: PlaceCard, dice: tuple[int, ...],
                      claim: object) -> str | None:
        if not isinstance(claim, PlaceClaim):
            return "a digit-dice claim is a box and a number (or an X)"
        return claim_problem(rules, card, dice, claim)

    def book(self, rules: PlaceValueRuleset, card: PlaceCard, dice: tuple[int, ...],
             claim: PlaceClaim) -> PlaceCard:
        return card.written(claim.box, judge(rules, card, dice, claim))

    def standings(self, rules: PlaceValueRuleset,
                  cards: Sequence[PlaceCard]) -> tuple[Standing, ...]:
        return standings(rules, cards)


PLACE_VALUE = PlaceValueEngine()


# -- who starts, and the roll-off ---------------------------------------------------------------
@value_type
class Decider:
    """Rounds of rolls among tied players until one is ahead: each round maps a player to
    the dice they rolled and what those dice count for (their sum, or their greatest
    number's value, None when no number can be made)."""

    rounds: tuple[tuple[tuple[int, tuple[int, ...], int | None], ...], ...]
    winner: int


MAX_ROUNDS = 1000


def _decide(rules: PlaceValueRuleset, players: Sequence[int], dice: DiceSource,
            measure: str) -> Decider:
    if not players:
        raise PlaceValueError("there is nobody to roll")
    left = list(players)
    rounds = []
    for _ in range(MAX_ROUNDS):
        this = []
        for p in left:
            rolled = tuple(dice.roll(rules.dice, rules.faces))
            if measure == "sum":
                value: int | None = sum(rolled)
            else:
                numbers = numbers_of(rules, rolled)
                value = numbers[0].scaled if numbers else None
            this.append((p, rolled, value))
        rounds.append(tuple(this))
        top = max((v for _, _, v in this if v is not None), default=None)
        left = [p for p, _, v in this if v == top]
        if len(left) == 1:
            return Decider(tuple(rounds), left[0])
    raise PlaceValueError(f"still tied after {MAX_ROUNDS} rounds")


def who_starts(rules: PlaceValueRuleset, players: int, dice: DiceSource) -> Decider:
    """Everyone rolls every die; the greatest sum starts; tied players roll again."""
    return _decide(rules, range(players), dice, "sum")


def roll_off(rules: PlaceValueRuleset, tied: Sequence[int], dice: DiceSource) -> Decider:
    """The tie-break for the most points: one roll each, the greatest number that can be
    made from it wins; tied players roll again."""
    if len(tied) == 1:
        return Decider((), tied[0])
    return _decide(rules, tied, dice, "number")


def roll_off_dice(rules: PlaceValueRuleset, cards: Sequence[PlaceCard]) -> RandomDice:
    """The dice of a finished game's roll-off, seeded from its rules and cards, so every
    replay of the game's log rolls the same roll-off and names the same winner."""
    text = json.dumps([rules.to_dict(), [card.to_dict() for card in cards]], sort_keys=True)
    return RandomDice(int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big"))


def final_roll_off(rules: PlaceValueRuleset, cards: Sequence[PlaceCard]) -> Decider | None:
    """The roll-off among the players tied for the most boxes at the end, or None when one
    player has the most on their own."""
    winners = compare(rules, cards).winners
    if len(winners) < 2:
        return None
    return roll_off(rules, winners, roll_off_dice(rules, cards))


# -- chances ---------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def _rolls(faces: tuple[int, ...], count: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every roll of ``count`` dice as a sorted tuple, with its probability."""
    out = []
    for roll in combinations_with_replacement(faces, count):
        ways = math.factorial(count)
        for c in Counter(roll).values():
            ways //= math.factorial(c)
        out.append((roll, ways / len(faces) ** count))
    return tuple(out)


#: what an X counts for when boxes are compared (rule sheet 003): 0, below every number
X_VALUE = 0
#: how many turns' chances an opponent has, over a game, to fill a box: they write an X in
#: it only when all of them fail (measured: strong players write an X in "a 5 in the
#: hundreds place" of the 3-digit card in 4% of games, where one turn fails 33% of the time)
ATTEMPTS = 3

Chances = dict[str, tuple[tuple[int, ...], tuple[float, ...]]]


@lru_cache(maxsize=32)
def turn_chances(rules: PlaceValueRuleset) -> Chances:
    """For each box, what one turn spent on it writes: the greatest number of the better of
    the turn's random rolls, as ascending values (an X counts as 0, as when the cards are
    compared: every number is above it) and the chance of writing at most each."""
    singles: dict[str, dict[int, float]] = {b: {} for b in rules.box_ids}
    for roll, p in _rolls(rules.faces, rules.dice):
        for box_id, n in best(rules, roll).items():
            key = n.scaled if n else X_VALUE
            singles[box_id][key] = singles[box_id].get(key, 0.0) + p
    out = {}
    for box_id, single in singles.items():
        values = tuple(sorted(single))
        cums = tuple(itertools.accumulate(single[v] for v in values))
        out[box_id] = values, tuple(c ** rules.rolls_per_turn for c in cums)
    return out


@lru_cache(maxsize=32)
def box_chances(rules: PlaceValueRuleset) -> Chances:
    """For each box, what an opponent writes there by the end of the game, as
    :func:`turn_chances` gives it (ascending values, an X as 0, and the chance of at most
    each): an X only when :data:`ATTEMPTS` turns' worth of chances all fail, otherwise a
    number as one turn makes it."""
    out = {}
    for box_id, (values, cums) in turn_chances(rules).items():
        if values[0] != X_VALUE:
            out[box_id] = values, cums
            continue
        fails = cums[0]
        x = fails ** ATTEMPTS
        spread = (1 - x) / (1 - fails) if fails < 1 else 0.0
        out[box_id] = values, (x,) + tuple(x + (c - fails) * spread for c in cums[1:])
    return out


def beats_chance(rules: PlaceValueRuleset, box_id: str, number: Number | None,
                 opponents: int) -> float:
    """How likely ``number`` (None: an X) is to win its box against ``opponents``: every one
    of them writes no more (a tie gives every tied player the point, so an X wins the box
    when every opponent writes an X there too)."""
    values, cums = box_chances(rules)[box_id]
    value = X_VALUE if number is None else number.scaled
    at = bisect.bisect_right(values, value) - 1
    return (cums[at] if at >= 0 else 0.0) ** max(opponents, 0)


@lru_cache(maxsize=256)
def _later_worth(rules: PlaceValueRuleset, box_id: str, opponents: int) -> float:
    """What keeping a box open is worth: the chance of winning it with a later turn spent on
    it (an X written then wins too when every opponent writes an X there)."""
    mine = turn_chances(rules)[box_id][1]
    theirs = box_chances(rules)[box_id][1]
    worth, prev = 0.0, 0.0
    for cum, their in zip(mine, theirs, strict=True):
        worth += (cum - prev) * their ** max(opponents, 0)
        prev = cum
    return worth


Worths = dict[tuple[tuple[str, ...], tuple[int, ...]], float]


@lru_cache(maxsize=16)
def _tables(rules: PlaceValueRuleset, opponents: int) -> tuple[
        dict[tuple[int, ...], dict[str, Number | None]], Worths]:
    """What players of these rules share between turns, games and hints: the greatest numbers
    of each roll, and each roll's worth for a set of open boxes."""
    return {}, {}


# -- computer players ---------------------------------------------------------------------------
@value_type
class Level:
    id: str
    name: str


LEVELS = (Level("plain", QT_TRANSLATE_NOOP("levels", "Plain")),
          Level("strong", QT_TRANSLATE_NOOP("levels", "Strong")))


def level(level_id: str) -> Level:
    found: Level = by_id(LEVELS, level_id, "Place Value computer level")
    return found


class PlaceValuePlayer:
    """A computer player. ``plain`` writes the greatest number it can in some open box and
    rolls again only when nothing fits; ``strong`` weighs each box by how likely its
    number is to win it against what that box is worth later, and keeps dice for it."""

    def __init__(self, rules: PlaceValueRuleset, level_id: str, opponents: int = 1) -> None:
        self.rules, self.level, self.opponents = rules, level(level_id), opponents
        self._best, self._worths = _tables(rules, opponents)

    def _claim_worth(self, box_id: str, number: Number | None) -> float:
        return (beats_chance(self.rules, box_id, number, self.opponents)
                - _later_worth(self.rules, box_id, self.opponents))

    def claim_worth(self, box_id: str, number: Number | None, wins: bool = True) -> float:
        """What writing ``number`` (None: an X) in ``box_id`` is worth to the strong player,
        in boxes: the chance it wins the box, less what the box was worth kept open for a
        later turn (``wins`` False: a number that can win nothing, a misread one)."""
        chance = beats_chance(self.rules, box_id, number, self.opponents) if wins else 0.0
        return chance - _later_worth(self.rules, box_id, self.opponents)

    def roll_worth(self, card: PlaceCard, dice: Sequence[int]) -> float:
        """The best a roll can do for the open boxes: the greatest claim worth."""
        return self._worth(card.open_ids, tuple(sorted(dice)))

    def _worth(self, open_ids: tuple[str, ...], roll: tuple[int, ...]) -> float:
        key = (open_ids, roll)
        found = self._worths.get(key)
        if found is None:
            numbers = self._best.get(roll)
            if numbers is None:
                numbers = self._best[roll] = best(self.rules, roll)
            found = self._worths[key] = max(self._claim_worth(b, numbers[b]) for b in open_ids)
        return found

    def choose_keep(self, card: PlaceCard, dice: tuple[int, ...]) -> frozenset[int] | None:
        """The dice (0-based) to keep for the next roll, or None to stop and write now."""
        found = best(self.rules, dice, card.open_ids)
        if self.level.id == "plain":
            return None if any(found.values()) else frozenset()
        open_ids = card.open_ids
        stay = self._worth(open_ids, tuple(sorted(dice)))
        choice, choice_worth = None, stay
        tried: set[tuple[int, ...]] = set()
        for mask in range(2 ** len(dice) - 1):
            keep = [i for i in range(len(dice)) if mask >> i & 1]
            kept = tuple(sorted(dice[i] for i in keep))
            if kept in tried:
                continue
            tried.add(kept)
            worth = sum(p * self._worth(open_ids, tuple(sorted(kept + roll)))
                        for roll, p in _rolls(self.rules.faces, len(dice) - len(keep)))
            if worth > choice_worth + 1e-9:
                choice, choice_worth = frozenset(keep), worth
        return choice

    def choose_claim(self, card: PlaceCard, dice: Sequence[int]) -> PlaceClaim:
        """The claim to write: the greatest number for some box (plain), or the number
        most worth writing now (strong); an X where it costs least when nothing fits."""
        open_ids = card.open_ids
        found = best(self.rules, dice, open_ids)
        if self.level.id == "plain":
            fitting = [(n.scaled, b) for b, n in found.items() if n is not None]
            box_id = (max(fitting, key=lambda f: (f[0], -open_ids.index(f[1])))[1]
                      if fitting else open_ids[0])
            return self._claim(box_id, found[box_id])
        box_id = max(open_ids, key=lambda b: self._claim_worth(b, found[b]))
        return self._claim(box_id, found[box_id])

    def _claim(self, box_id: str, number: Number | None) -> PlaceClaim:
        """A computer reads its numbers correctly under the teacher's rule."""
        if number is None:
            return PlaceClaim(box_id, None)
        return PlaceClaim(box_id, number.text, read=True if self.rules.teacher_rule else None)


def warm_up(rules: PlaceValueRuleset, opponents: int) -> None:
    """Work out now what the first decisions of a game would (what players usually write,
    the greatest numbers of every roll), e.g. off the GUI thread while people start."""
    best_of, _ = _tables(rules, opponents)
    box_chances(rules)
    for roll, _p in _rolls(rules.faces, rules.dice):
        if roll not in best_of:
            best_of[roll] = best(rules, roll)


def hint(rules: PlaceValueRuleset, card: PlaceCard, dice: Sequence[int],
         rolls_left: int, opponents: int = 1) -> tuple[dict[str, Number | None],
                                                       frozenset[int] | None, PlaceClaim]:
    """The greatest number for every open box, the dice the strong player would keep (None:
    write now) and the claim it would write now."""
    player = PlaceValuePlayer(rules, "strong", opponents)
    keep = player.choose_keep(card, tuple(dice)) if rolls_left > 0 else None
    return best(rules, dice, card.open_ids), keep, player.choose_claim(card, dice)


def play_game(rules: PlaceValueRuleset, levels: Sequence[str],
              rng: random.Random) -> tuple[PlaceCard, ...]:
    """A whole game between computer players (one per level); the final cards."""
    players = [PlaceValuePlayer(rules, lv, len(levels) - 1) for lv in levels]
    return play_between(rules, players, lambda _turn, _seat: rng)


def play_between(rules: PlaceValueRuleset, players: Sequence[PlaceValuePlayer],
                 dice_of: Callable[[int, int], random.Random]) -> tuple[PlaceCard, ...]:
    """A whole game between these computer players, seat by seat; ``dice_of(turn, seat)``
    rolls that seat's dice on that turn (one source per turn and seat lets two players be
    compared on the same dice: a measurement's common random numbers)."""
    cards = [PlaceCard.empty(rules) for _ in players]
    for turn in range(len(rules.boxes)):
        for i, player in enumerate(players):
            rng = dice_of(turn, i)
            dice = tuple(rng.choice(rules.faces) for _ in range(rules.dice))
            for _roll in range(rules.rolls_per_turn - 1):
                keep = player.choose_keep(cards[i], dice)
                if keep is None:
                    break
                dice = tuple(d if j in keep else rng.choice(rules.faces)
                             for j, d in enumerate(dice))
            claim = player.choose_claim(cards[i], dice)
            cards[i] = cards[i].written(claim.box, judge(rules, cards[i], dice, claim))
    return tuple(cards)


# -- a Place Value game's own values, checked (the shared state carries them as any game's) --------

def place_rules(state: GameState) -> PlaceValueRuleset:
    """The Place Value ruleset of ``state``; YachtDiceError for another game's state."""
    return rules_as(state.ruleset, PlaceValueRuleset, "a Place Value game")


def place_cards(state: GameState) -> tuple[PlaceCard, ...]:
    """Every seat's Place Value card in ``state``."""
    place_rules(state)
    return cards_as(state, PlaceCard, "a Place Value card")


def place_card(state: GameState) -> PlaceCard:
    """The card of the player whose turn it is."""
    return place_cards(state)[state.current]


# -- looking back at a finished game --------------------------------------------------------------
@value_type
class LookRow:
    """One box of one player's card: what they wrote (None: X; ``misread`` under the teacher's
    rule) and the greatest number the dice of that turn could make there (None: none)."""

    box: Box
    written: Number | None
    misread: bool
    greatest: Number | None
    dice: tuple[int, ...]


@value_type
class LookBack:
    """A game's cards box by box against the greatest numbers their dice could make, the
    end's lesson: "your 5,342 against the greatest possible 5,432"."""

    names: tuple[str, ...]
    cards: tuple[tuple[LookRow, ...], ...]

    def rows(self, seat: int) -> tuple[LookRow, ...]:
        return self.cards[seat]


def look_back(rules: PlaceValueRuleset, players: Sequence[Player],
              actions: Sequence[Action]) -> LookBack:
    """Replay a game's log, noting the dice each number was written with.

    >>> from yachtdice.core.game import Roll
    >>> from yachtdice.core.modes.place_value.rules import preset
    >>> rules = preset("place-value-4")
    >>> log = [Roll((5, 3, 4, 2)), Score(PlaceClaim("wild", "5342"))]
    >>> row = look_back(rules, [Player("Leo"), Player("Ava")], log).rows(0)[-1]
    >>> row.written.grouped, row.greatest.grouped
    ('5,342', '5,432')
    """
    state = GameState.start(rules, players)
    dice: dict[tuple[int, str], tuple[int, ...]] = {}
    for action in actions:
        if isinstance(action, Score) and isinstance(action.claim, PlaceClaim) \
                and state.dice is not None:
            dice[(state.current, action.claim.box)] = tuple(state.dice)
        state = state.replayed(action)
    cards = place_cards(state)
    out = []
    for seat, card in enumerate(cards):
        rows = []
        for b in rules.boxes:
            entry, rolled = card.get(b.id), dice.get((seat, b.id))
            if entry is None or rolled is None:
                continue
            rows.append(LookRow(b, entry.number, entry.misread,
                                best(rules, rolled, (b.id,))[b.id], rolled))
        out.append(tuple(rows))
    return LookBack(tuple(p.name for p in players), tuple(out))
