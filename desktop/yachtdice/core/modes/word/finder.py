"""The word finder: for seven faces, the best claim for every open box.

It works on sets of dice: for each of the 127 non-empty sets it asks whether
some word uses exactly those dice (the sorted-letters index; with wild faces,
bit sets of the words of a length that hold each letter so often), then which
sets split into two, three or any number of words. A set's points are its dice's values, so the best
claim per box is the best such set.

>>> from yachtdice.core.modes.word.rules import Lexicon, WordCard, preset
>>> lex = Lexicon(["cat", "at", "a", "to", "coat", "taco", "oat"])
>>> faces = ("o", "a", "r", "c", "*", "t", "v")
>>> best = best_claims(preset("word-yahtzee"), lex, WordCard(), faces)
>>> best["four_letter"]
Claim(points=8, words=('coat',), extra_bonus=0)
>>> best["two_words"].points, best["yahtzee_word"]
(8, None)
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from functools import cache

from yachtdice.core.modes.word.lookup import playable
from yachtdice.core.modes.word.rules import (
    BOXES,
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
from yachtdice.core.values import value_type


@value_type
class Claim:
    """The best claim found for a box: its points, the words, the Yahtzee bonus it earns."""

    points: int
    words: tuple[str, ...]
    extra_bonus: int = 0


@cache
def _top_bits(n: int) -> tuple[list[int], list[int]]:
    """For every set of ``n`` dice: its highest die, and the set without it."""
    tops = [0] + [m.bit_length() - 1 for m in range(1, 1 << n)]
    return tops, [m ^ (1 << t) if m else 0 for m, t in enumerate(tops)]


class _Rack:
    """The word-making sets of dice of one roll.

    Sets are bit masks over the dice sorted by letter (the wild faces first), so that
    a set's sorted letters are the smaller set's letters plus its highest die's.
    """

    def __init__(self, rules: WordRuleset, lexicon: Lexicon, faces: Sequence[str]) -> None:
        n = len(faces)
        order = sorted(range(n), key=lambda i: faces[i])
        letters = [faces[i] for i in order]
        values = rules.values_of(faces)
        sorted_values = [values[i] for i in order]
        self.full = (1 << n) - 1
        size = self.full + 1
        tops, rests = _top_bits(n)
        points = [0] * size
        sizes = [0] * size
        real = [""] * size
        wilds = [0] * size
        word: list[str | None] = [None] * size
        anagram = lexicon.anagram
        known: dict[tuple[str, int], str | None] = {}
        for m in range(1, size):
            top, rest = tops[m], rests[m]
            points[m] = points[rest] + sorted_values[top]
            sizes[m] = sizes[rest] + 1
            ch = letters[top]
            if ch == WILD:
                r, w = real[rest], wilds[rest] + 1
            else:
                r, w = real[rest] + ch, wilds[rest]
            real[m], wilds[m] = r, w
            if not w:
                word[m] = anagram(r)
                continue
            key = (r, w)
            if key not in known:
                known[key] = lexicon.containing(r, sizes[m])
            word[m] = known[key]
        self.points, self.size, self.word = points, sizes, word
        self.word_sets = [m for m in range(1, size) if self.word[m] is not None]
        self._splits: dict[int, dict[int, tuple[int, ...]]] = {1: {m: (m,) for m in self.word_sets}}

    def splits(self, parts: int) -> dict[int, tuple[int, ...]]:
        """Sets of dice that split into ``parts`` words (0 = any number, 1 or more): a split."""
        if parts in self._splits:
            return self._splits[parts]
        table: dict[int, tuple[int, ...]] = {}
        if parts == 0:
            k = 1
            while True:
                more = self.splits(k)
                if not more:
                    break
                for m, split in more.items():
                    table.setdefault(m, split)
                k += 1
        else:
            singles = self.word_sets          # ascending: each split lists its sets ascending
            for m, split in self.splits(parts - 1).items():
                for w in singles[bisect_right(singles, split[-1]):]:
                    if not m & w:
                        table.setdefault(m | w, (*split, w))
        self._splits[parts] = table
        return table

    def words(self, masks: Sequence[int]) -> tuple[str, ...]:
        out = []
        for m in masks:
            w = self.word[m]
            assert w is not None
            out.append(w)
        return tuple(out)

    def best(self, parts: int) -> Claim | None:
        """The highest-scoring set of dice that makes ``parts`` words (0: any number)."""
        table = self.splits(parts)
        if not table:
            return None
        points = self.points
        best_m = max(table, key=points.__getitem__)
        return Claim(points[best_m], self.words(table[best_m]))

    def best_by_length(self) -> dict[int, Claim]:
        """The highest-scoring single word of each length that can be made."""
        top: dict[int, int] = {}
        points, size = self.points, self.size
        for m in self.word_sets:
            n = size[m]
            if n not in top or points[m] > points[top[n]]:
                top[n] = m
        return {n: Claim(points[m], self.words((m,))) for n, m in top.items()}


@value_type
class RackBest:
    """The best claim per box for a roll on an empty card, the seven-letter word, the total."""

    boxes: dict[str, Claim | None]
    seven: str | None
    total: int


def rack_best(rules: WordRuleset, lexicon: Lexicon, faces: Sequence[str],
              boxes: Iterable[str] | None = None) -> RackBest:
    """What a roll can make in each box (or in ``boxes``), before the card is looked at.

    Its words are never offensive ones (:func:`~.lookup.playable`): computer players and
    hints use it in front of the whole family.
    """
    faces = rules.check_faces(faces)
    rack = _Rack(rules, playable(lexicon), faces)
    total = rack.points[rack.full]
    seven = rack.word[rack.full]
    out: dict[str, Claim | None] = {}
    by_length = rack.best_by_length()
    for b in BOXES if boxes is None else [box(b) for b in boxes]:
        found: Claim | None
        if b.kind is Kind.LETTERS:
            found = by_length.get(b.size)
        elif b.kind is Kind.WORDS:
            found = rack.best(b.size)
        elif b.kind is Kind.SEVEN:
            found = Claim(rules.yahtzee_points, (seven,)) if seven is not None else None
        elif b.kind is Kind.CHANCE:
            found = rack.best(0)
            if rules.chance_counts_all_dice:
                found = Claim(total, found.words if found else ())
        else:
            letters = CONSONANTS if b.kind is Kind.CONSONANTS else VOWELS
            met = all(f == WILD or f in letters for f in faces)
            found = Claim(rules.fixed_points(b), ()) if met else None
        out[b.id] = found if found is not None and found.points > 0 else None
    return RackBest(out, seven, total)


def on_card(rules: WordRuleset, card: WordCard, rack: RackBest) -> dict[str, Claim | None]:
    """The best claim for every open box of ``card``, the Yahtzee bonus included."""
    joker = rack.seven is not None and card.get(YAHTZEE_BOX) == rules.yahtzee_points
    out: dict[str, Claim | None] = {}
    for box_id in card.open_ids:
        found = rack.boxes[box_id]
        if joker:
            assert rack.seven is not None
            kind = box(box_id).kind
            points = (rules.joker_fixed_points if kind in (Kind.CONSONANTS, Kind.VOWELS)
                      else rack.total)
            if points > 0 and (found is None or points >= found.points):
                found = Claim(points, (rack.seven,), rules.yahtzee_bonus)
        out[box_id] = found
    return out


def best_claims(rules: WordRuleset, lexicon: Lexicon, card: WordCard,
                faces: Sequence[str]) -> dict[str, Claim | None]:
    """For every open box, the legal claim that scores most now (None if none scores)."""
    return on_card(rules, card, rack_best(rules, lexicon, faces, card.open_ids))
