"""Computer players for the word games.

Both levels keep dice by estimating, over sampled rerolls, the best claims the
keep leads to (the word finder on every sampled roll; the same samples for
every keep, so keeps are compared on equal luck), and claim the box that is
worth most now against what the box is usually worth later.

- ``plain``: a few samples, the obvious keeps (the dice of each box's best
  claim, none), each box weighed against its usual score.
- ``strong``: more samples and more keeps (vowels or consonants only, and the
  dice of the longest words for the Yahtzee Word), and it plans for the upper
  bonus: every claim is weighed with the chance of reaching 45 it leaves.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from .word import (
    BOX_IDS,
    CONSONANTS,
    VOWELS,
    WILD,
    YAHTZEE_BOX,
    ClaimError,
    Lexicon,
    WordCard,
    WordClaim,
    WordRuleset,
    assign_dice,
    box,
    judge,
)
from .wordfinder import Claim, best_claims

# What each box usually scores when filled in a plain game (measured with the plain level
# on word-yahtzee; the fixed boxes by how often they are made). Only a yardstick.
USUAL = {"two_letter": 6.0, "three_letter": 8.0, "four_letter": 9.0, "five_letter": 9.0,
         "six_letter": 8.0, "one_word": 12.0, "two_words": 13.0, "three_words": 12.0,
         "all_consonants": 5.0, "all_vowels": 1.0, "chance": 13.0, "yahtzee_word": 12.0}


@dataclass(frozen=True)
class Level:
    """How hard a computer player thinks."""

    id: str
    name: str
    samples: int
    plans: bool


LEVELS = (Level("plain", "Plain", 4, plans=False), Level("strong", "Strong", 10, plans=True))


def level(level_id: str) -> Level:
    for lv in LEVELS:
        if lv.id == level_id:
            return lv
    raise ValueError(f"no word player level {level_id!r}; the levels are "
                     f"{', '.join(lv.id for lv in LEVELS)}")


class WordPlayer:
    """One computer player: decides keeps and claims for a ruleset and a dictionary."""

    def __init__(self, rules: WordRuleset, lexicon: Lexicon, lv: Level,
                 rng: random.Random) -> None:
        self.rules, self.lexicon, self.level, self.rng = rules, lexicon, lv, rng
        self._cache: dict[tuple[tuple[str, ...], tuple[str, ...], int | None],
                          dict[str, Claim | None]] = {}

    # -- what a roll is worth ---------------------------------------------------------------------
    def _best(self, card: WordCard, faces: tuple[str, ...]) -> dict[str, Claim | None]:
        key = (faces, card.open_ids, card.get(YAHTZEE_BOX))
        found = self._cache.get(key)
        if found is None:
            if len(self._cache) > 200_000:
                self._cache.clear()
            found = self._cache[key] = best_claims(self.rules, self.lexicon, card, faces)
        return found

    def _bonus_chance(self, card: WordCard, upper_total: int, open_upper: Sequence[str]) -> float:
        """Roughly how likely the upper bonus is still made (1 or 0 once decided)."""
        need = self.rules.upper_bonus_threshold - upper_total
        if need <= 0:
            return 1.0
        if not open_upper:
            return 0.0
        expected = sum(USUAL[b] + 1.5 for b in open_upper)
        spread = 3.0 * math.sqrt(len(open_upper))
        return 1.0 / (1.0 + math.exp(-(expected - need) / spread))

    def claim_worth(self, card: WordCard, box_id: str, points: int, extra: int) -> float:
        """A claim's points against what the box is usually worth (and the bonus it helps)."""
        worth = points + extra - USUAL[box_id]
        if box_id == YAHTZEE_BOX and points == 0:
            worth -= 2.0 * len(card.open_ids)   # a late chance of 50 is given up
        if self.level.plans and box(box_id).upper:
            upper = card.upper_total()
            open_upper = [b for b in card.open_ids if box(b).upper]
            rest = [b for b in open_upper if b != box_id]
            before = self._bonus_chance(card, upper, open_upper)
            after = self._bonus_chance(card, upper + points, rest)
            worth += self.rules.upper_bonus_points * (after - before)
        return worth

    def roll_worth(self, card: WordCard, faces: tuple[str, ...]) -> float:
        found = self._best(card, faces)
        return max((self.claim_worth(card, b, c.points if c else 0, c.extra_bonus if c else 0)
                    for b, c in found.items()), default=0.0)

    # -- decisions --------------------------------------------------------------------------------
    def keeps(self, card: WordCard, faces: tuple[str, ...]) -> list[frozenset[int]]:
        """The keeps worth comparing: the dice of each box's best claim, and none."""
        found = self._best(card, faces)
        out: set[frozenset[int]] = {frozenset()}
        for c in found.values():
            if c is not None and c.words:
                out.add(frozenset(assign_dice(self.rules, faces, c.words)))
        if self.level.plans:
            for wanted, box_id in ((VOWELS, "all_vowels"), (CONSONANTS, "all_consonants")):
                if card.is_open(box_id):
                    out.add(frozenset(i for i, f in enumerate(faces)
                                      if f in wanted or f == WILD))
            out.add(frozenset(i for i, f in enumerate(faces) if f == WILD or f in "aeiorst"))
        return sorted(out, key=sorted)

    def choose_keep(self, card: WordCard, faces: tuple[str, ...]) -> frozenset[int] | None:
        """The dice to keep for the next roll, or None to stop rolling and claim now."""
        n = len(faces)
        samples = [tuple(self.rng.choice(d.faces) for d in self.rules.dice)
                   for _ in range(self.level.samples)]
        best_keep: frozenset[int] | None = None
        best_value = self.roll_worth(card, faces)
        for keep in self.keeps(card, faces):
            if len(keep) == n:
                continue
            total = 0.0
            for s in samples:
                rolled = tuple(faces[i] if i in keep else s[i] for i in range(n))
                total += self.roll_worth(card, rolled)
            value = total / len(samples)
            if value > best_value + 1e-9:
                best_keep, best_value = keep, value
        return best_keep

    def choose_claim(self, card: WordCard, faces: tuple[str, ...]) -> WordClaim:
        """The claim to book: the best claim's box, or a zero where it costs least."""
        found = self._best(card, faces)
        choice: WordClaim | None = None
        choice_worth = -math.inf
        for b in card.open_ids:
            c = found.get(b)
            claim = WordClaim(b, c.words) if c else WordClaim(b, zero=True)
            worth = self.claim_worth(card, b, c.points if c else 0, c.extra_bonus if c else 0)
            if worth > choice_worth:
                choice, choice_worth = claim, worth
        assert choice is not None
        return choice


def play_solitaire(rules: WordRuleset, lexicon: Lexicon, level_id: str,
                   rng: random.Random) -> WordCard:
    """One game alone at a level; the final card."""
    player = WordPlayer(rules, lexicon, level(level_id), rng)
    card = WordCard()
    for _turn in BOX_IDS:
        faces = tuple(rng.choice(d.faces) for d in rules.dice)
        for _roll in range(rules.rolls_per_turn - 1):
            keep = player.choose_keep(card, faces)
            if keep is None:
                break
            faces = tuple(f if i in keep else rng.choice(rules.dice[i].faces)
                          for i, f in enumerate(faces))
        claim = player.choose_claim(card, faces)
        try:
            result = judge(rules, lexicon, card, faces, claim)
        except ClaimError as exc:  # the finder's claims are legal; this would be a bug
            raise AssertionError(f"computer claim refused: {exc}") from exc
        card = card.booked(claim.box, result.points, result.extra_bonus)
    return card
