"""Computer players for the word games.

Both levels keep dice by estimating, over sampled rerolls, the best claims the
keep leads to (the word finder on every sampled roll; the same samples for
every keep, so keeps are compared on equal luck), and claim the box that is
worth most now against what the box is usually worth later.

- ``plain``: 3 samples, the dice of the three best claims or none; each box
  weighed against its usual score.
- ``strong``: 6 samples, the dice of the five best claims, vowels only or
  consonants only, or none; it plans for the upper bonus (every claim is
  weighed with the chance of reaching 45 it leaves) and for the Yahtzee Word
  (a zero there costs more the earlier it is written).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from yachtdice.core.modes.word.finder import Claim, RackBest, on_card, rack_best
from yachtdice.core.modes.word.rules import (
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
    by_id,
    judge,
)
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import value_type

# What each box usually scores when filled, measured over plain games on word-yahtzee (the
# fixed boxes by how often they are made). A yardstick for what leaving a box open is worth.
# Measured again with the rebuilt word list (26 Nov 2026, 4,000 plain games, standard error
# at most 0.4): every level then scored as well or better (docs/optimal-play.md).
USUAL = {"two_letter": 7.7, "three_letter": 12.3, "four_letter": 14.6, "five_letter": 15.5,
         "six_letter": 15.3, "one_word": 16.1, "two_words": 22.5, "three_words": 20.9,
         "all_consonants": 17.3, "all_vowels": 7.9, "chance": 20.9, "yahtzee_word": 33.3}


@value_type
class Level:
    """How hard a computer player thinks."""

    id: str
    name: str
    samples: int
    keeps: int
    plans: bool


LEVELS = (Level("plain", QT_TRANSLATE_NOOP("levels", "Plain"), samples=3, keeps=3, plans=False),
          Level("strong", QT_TRANSLATE_NOOP("levels", "Strong"), samples=6, keeps=5, plans=True))


def level(level_id: str) -> Level:
    """A computer level by id."""
    found: Level = by_id(LEVELS, level_id, "word player level")
    return found


class RackCache:
    """What rolls can make (before any card), kept for rolls seen again; bounded."""

    def __init__(self, limit: int = 300_000) -> None:
        self.limit = limit
        self._racks: dict[tuple[tuple[str, ...], tuple[str, ...]], RackBest] = {}

    def get(self, rules: WordRuleset, lexicon: Lexicon, faces: tuple[str, ...],
            boxes: tuple[str, ...]) -> RackBest:
        found = self._racks.get((faces, boxes))
        if found is None:
            if len(self._racks) >= self.limit:
                self._racks.clear()
            found = self._racks[faces, boxes] = rack_best(rules, lexicon, faces, boxes)
        return found


class WordPlayer:
    """One computer player: decides keeps and claims for a ruleset and a dictionary."""

    def __init__(self, rules: WordRuleset, lexicon: Lexicon, lv: Level,
                 rng: random.Random, cache: RackCache | None = None) -> None:
        self.rules, self.lexicon, self.level, self.rng = rules, lexicon, lv, rng
        self.cache = cache if cache is not None else RackCache()

    # -- what a roll is worth ---------------------------------------------------------------------
    def _best(self, card: WordCard, faces: tuple[str, ...]) -> dict[str, Claim | None]:
        return on_card(self.rules, card,
                       self.cache.get(self.rules, self.lexicon, faces, card.open_ids))

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
        if self.level.plans and box_id == YAHTZEE_BOX and points == 0:
            worth -= 2.0 * len(card.open_ids)   # a later chance of 50 is given up
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
        """The keeps worth comparing: the dice of the most promising boxes' claims, and none."""
        found = self._best(card, faces)
        ranked = sorted((c for c in found.values() if c is not None and c.words),
                        key=lambda c: -c.points)
        out: set[frozenset[int]] = {frozenset()}
        for c in ranked:
            if len(out) > self.level.keeps:
                break
            out.add(frozenset(assign_dice(self.rules, faces, c.words)))
        if self.level.plans:
            for wanted, box_id in ((VOWELS, "all_vowels"), (CONSONANTS, "all_consonants")):
                if card.is_open(box_id):
                    out.add(frozenset(i for i, f in enumerate(faces)
                                      if f in wanted or f == WILD))
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
                   rng: random.Random, cache: RackCache | None = None) -> WordCard:
    """One game alone at a level; the final card (``cache`` may be shared by games)."""
    player = WordPlayer(rules, lexicon, level(level_id), rng, cache)
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
