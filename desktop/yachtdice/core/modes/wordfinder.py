"""The word finder: for seven faces, the best claim for every open box.

It works on sets of dice: for each of the 127 non-empty sets it asks whether
some word uses exactly those dice (the sorted-letters index; with wild faces,
bit sets of the words of a length that hold each letter so often), then which
sets split into two, three or any number of words. A set's points are its dice's values, so the best
claim per box is the best such set.

>>> from .word import Lexicon, WordCard, preset
>>> lex = Lexicon(["cat", "at", "a", "to", "coat", "taco", "oat"])
>>> faces = ("o", "a", "r", "c", "*", "t", "v")
>>> best = best_claims(preset("word-yahtzee"), lex, WordCard(), faces)
>>> best["four_letter"]
Claim(points=8, words=('coat',), extra_bonus=0)
>>> best["two_words"].points, best["yahtzee_word"]
(8, None)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .word import (
    CONSONANTS,
    VOWELS,
    WILD,
    YAHTZEE_BOX,
    Kind,
    Lexicon,
    WordCard,
    WordRuleset,
    box,
)


@dataclass(frozen=True)
class Claim:
    """The best claim found for a box: its points, the words, the Yahtzee bonus it earns."""

    points: int
    words: tuple[str, ...]
    extra_bonus: int = 0


class _Rack:
    """The word-making sets of dice of one roll."""

    def __init__(self, rules: WordRuleset, lexicon: Lexicon, faces: Sequence[str]) -> None:
        self.faces = tuple(faces)
        n = len(faces)
        self.full = (1 << n) - 1
        values = rules.values_of(faces)
        self.points = [0] * (self.full + 1)
        self.size = [0] * (self.full + 1)
        for m in range(1, self.full + 1):
            low = (m & -m).bit_length() - 1
            self.points[m] = self.points[m & (m - 1)] + values[low]
            self.size[m] = self.size[m & (m - 1)] + 1
        self.word: list[str | None] = [None] * (self.full + 1)
        known: dict[tuple[str, int], str | None] = {}
        for m in range(1, self.full + 1):
            picked = [faces[i] for i in range(n) if m >> i & 1]
            real = "".join(sorted(f for f in picked if f != WILD))
            k = len(picked) - len(real)
            self.word[m] = (lexicon.anagram(real) if k == 0
                            else known.setdefault((real, k), lexicon.containing(real, len(picked))))
        self._splits: dict[int, list[tuple[int, ...] | None]] = {}

    def splits(self, parts: int) -> list[tuple[int, ...] | None]:
        """For every set of dice, a split into ``parts`` words (0 = any number), or None."""
        if parts in self._splits:
            return self._splits[parts]
        table: list[tuple[int, ...] | None] = [
            (m,) if self.word[m] is not None and parts in (0, 1) else None
            for m in range(self.full + 1)]
        if parts != 1:
            # any number of words: the smaller sets (proper subsets) are done first
            inner = table if parts == 0 else self.splits(parts - 1)
            for m in range(1, self.full + 1):
                if table[m] is not None:
                    continue
                low = m & -m
                rest_all = m ^ low
                sub = rest_all
                while True:
                    a = sub | low          # the part holding the lowest die
                    rest = m ^ a
                    if rest and self.word[a] is not None and inner[rest] is not None:
                        found = inner[rest]
                        assert found is not None
                        table[m] = (a, *found)
                        break
                    if sub == 0:
                        break
                    sub = (sub - 1) & rest_all
        self._splits[parts] = table
        return table

    def words(self, masks: Sequence[int]) -> tuple[str, ...]:
        out = []
        for m in masks:
            w = self.word[m]
            assert w is not None
            out.append(w)
        return tuple(out)

    def best(self, parts: int, size: int | None = None) -> Claim | None:
        """The highest-scoring set of dice that makes ``parts`` words (of ``size`` letters)."""
        table = self.splits(parts)
        best_m = -1
        for m in range(1, self.full + 1):
            if table[m] is None or (size is not None and self.size[m] != size):
                continue
            if best_m < 0 or self.points[m] > self.points[best_m]:
                best_m = m
        if best_m < 0:
            return None
        masks = table[best_m]
        assert masks is not None
        return Claim(self.points[best_m], self.words(masks))


def best_claims(rules: WordRuleset, lexicon: Lexicon, card: WordCard,
                faces: Sequence[str]) -> dict[str, Claim | None]:
    """For every open box, the legal claim that scores most now (None if none scores)."""
    faces = rules.check_faces(faces)
    rack = _Rack(rules, lexicon, faces)
    total = rack.points[rack.full]
    seven = rack.word[rack.full]
    joker = seven is not None and card.get(YAHTZEE_BOX) == rules.yahtzee_points
    out: dict[str, Claim | None] = {}
    for box_id in card.open_ids:
        b = box(box_id)
        found: Claim | None
        if b.kind is Kind.LETTERS:
            found = rack.best(1, b.size)
        elif b.kind is Kind.WORDS:
            found = rack.best(b.size)
        elif b.kind is Kind.SEVEN:
            found = Claim(rules.yahtzee_points, (seven,)) if seven is not None else None
        elif b.kind is Kind.CHANCE:
            found = rack.best(0)
            if rules.chance_counts_all_dice:
                found = Claim(total, found.words if found else ())
        else:
            wanted = rules.fixed_points(b)
            letters = _wanted_letters(b.kind)
            met = all(f == WILD or f in letters for f in faces)
            found = Claim(wanted, ()) if met else None
        if joker:
            assert seven is not None
            points = (rules.joker_fixed_points if b.kind in (Kind.CONSONANTS, Kind.VOWELS)
                      else total)
            if found is None or points >= found.points:
                found = Claim(points, (seven,), rules.yahtzee_bonus)
        out[box_id] = found if found is not None and found.points > 0 else None
    return out


def _wanted_letters(kind: Kind) -> frozenset[str]:
    return CONSONANTS if kind is Kind.CONSONANTS else VOWELS


def box_points(rules: WordRuleset, lexicon: Lexicon, card: WordCard,
               faces: Sequence[str]) -> dict[str, int]:
    """The best points per open box (0 where nothing scores), for the computer players."""
    return {b: (c.points if c else 0) for b, c in best_claims(rules, lexicon, card, faces).items()}
