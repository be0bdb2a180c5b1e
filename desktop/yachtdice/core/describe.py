"""Rules in words, generated from a ruleset, so house rules get correct help too.

>>> from yachtdice.core.presets import preset
>>> rules = preset("yahtzee")
>>> box_rule(rules, rules.category("full_house"))
'Three dice of one face and two of another. Scores 25 points.'
>>> box_rule(rules, rules.category("three_of_a_kind"))
'At least 3 dice showing the same face. Scores the total of all dice.'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from .patterns import AllSame, Chance, FaceCount, FaceSet, Groups, OfAKind, Run
from .ruleset import Category, Joker, Order, Ruleset, Scoring, Section, TieBreak
from .table import score_table

_NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
                 8: "eight"}


def _count(n: int) -> str:
    return _NUMBER_WORDS.get(n, str(n))


def _faces(faces: tuple[int, ...]) -> str:
    return "-".join(str(f) for f in faces)


def condition(rules: Ruleset, category: Category) -> str:
    """What the dice must show for the box to score (a sentence)."""
    p = category.pattern
    n = rules.dice_count
    if isinstance(p, FaceCount):
        return f"Any roll; only the dice showing {p.face} count."
    if isinstance(p, OfAKind):
        qualifier = "Exactly" if p.exactly else "At least"
        return f"{qualifier} {p.n} dice showing the same face."
    if isinstance(p, Groups):
        return _groups(p)
    if isinstance(p, Run):
        sample = _faces(_sample_run(rules, p.length))
        return f"{p.length} faces in a row among the dice (for example {sample})."
    if isinstance(p, FaceSet):
        if p.exact:
            return f"Exactly {_faces(p.faces)}."
        return f"The dice include {_faces(p.faces)}."
    if isinstance(p, AllSame):
        return f"All {_count(n)} dice show the same face."
    assert isinstance(p, Chance)
    return "Any roll."


def _groups(p: Groups) -> str:
    sizes = tuple(sorted(p.sizes, reverse=True))
    named = {(2,): "A pair: two dice of the same face", (2, 2): "Two pairs",
             (2, 2, 2): "Three pairs", (3, 2): "Three dice of one face and two of another",
             (3, 3): "Two sets of three", (4, 2): "Four dice of one face and two of another"}
    text = named.get(sizes) or ("Groups of " + " and ".join(str(s) for s in sizes) +
                                " dice, each group showing one face")
    if len(sizes) > 1 and sizes not in ((3, 2), (4, 2)):
        text += (" of different faces" if p.distinct
                 else "; one face may fill several groups")
    if p.exactly:
        text += ", with no extra dice of a face used"
    return text + "."


def _sample_run(rules: Ruleset, length: int) -> tuple[int, ...]:
    faces = set(rules.faces)
    for f in rules.faces:
        run = tuple(range(f, f + length))
        if all(x in faces for x in run):
            return run
    return tuple(rules.faces[:length])


def scoring(category: Category) -> str:
    """What the box scores when the condition is met (a sentence)."""
    p = category.pattern
    if category.scoring is Scoring.FIXED:
        return f"Scores {category.points} points."
    if category.scoring is Scoring.SUM_ALL:
        return "Scores the total of all dice."
    if isinstance(p, FaceCount):
        return f"Scores {p.face} for each {p.face}."
    if isinstance(p, OfAKind):
        return f"Scores the {_count(p.n)} matching dice (the highest face that qualifies)."
    if isinstance(p, Groups):
        return "Scores the dice in the groups (the highest faces that fit)."
    if isinstance(p, (Run, FaceSet)):
        return "Scores the dice of the straight."
    return "Scores the total of all dice."


@lru_cache(maxsize=512)
def box_rule(rules: Ruleset, category: Category) -> str:
    """The condition and the score of one box, as shown when hovering it (cached: the
    scorecard asks for every cell after every move)."""
    return f"{condition(rules, category)} {scoring(category)}"


def example(rules: Ruleset, category: Category) -> tuple[tuple[int, ...], int] | None:
    """A telling roll for this box, and its points (None if nothing scores).

    Of the rolls that score, the one showing the most different faces (so the
    example shows what matters and what does not), then the highest score.
    """
    table = score_table(rules)
    column = table.points[:, rules.index(category.id)]
    scoring = np.flatnonzero(column > 0)
    if len(scoring) == 0:
        return None
    best = max(scoring, key=lambda i: (len(set(table.rolls[i])), int(column[i]), table.rolls[i]))
    return tuple(sorted(table.rolls[best], reverse=True)), int(column[best])


@dataclass(frozen=True)
class RulesText:
    """The rules of a ruleset as headings and paragraphs of plain text."""

    title: str
    sections: tuple[tuple[str, tuple[str, ...]], ...]


def describe(rules: Ruleset) -> RulesText:
    """Everything a player needs to know about ``rules``, in plain words."""
    n = rules.dice_count
    die = ("six-sided" if rules.faces == (1, 2, 3, 4, 5, 6)
           else f"showing {', '.join(str(f) for f in rules.faces)}")
    turn = [f"{_count(n).capitalize()} {die} dice. On your turn, roll up to "
            f"{rules.rolls_per_turn} times; between rolls, hold any dice you want to keep "
            "and roll the rest.",
            "Then score the dice in one open box, even if that means a zero. Each box is "
            "filled once; the game ends when every box is filled."]
    if rules.carry_over_rolls:
        turn.append("Rolls you do not use are saved, and you may use them in later turns.")
    if rules.order is Order.TOP_TO_BOTTOM:
        turn.append("Boxes are filled in order, from top to bottom: each turn scores the "
                    "first open box.")
    sections: list[tuple[str, tuple[str, ...]]] = [("Turns", tuple(turn))]
    for section, heading in ((Section.UPPER, "Upper section"), (Section.LOWER, "Lower section")):
        lines = []
        for c in rules.categories:
            if c.section is not section:
                continue
            line = f"{c.label}: {box_rule(rules, c)}"
            ex = example(rules, c)
            if ex is not None and not isinstance(c.pattern, FaceCount):
                line += f" Example: {' '.join(str(d) for d in ex[0])} scores {ex[1]}."
            lines.append(line)
        if lines:
            sections.append((heading, tuple(lines)))
    bonus_lines = []
    if rules.upper_bonus is not None:
        b = rules.upper_bonus
        line = (f"Upper bonus: {b.points} points when the upper section adds up to "
                f"{b.threshold} or more.")
        faces = [c.pattern.face for c in rules.categories
                 if isinstance(c.pattern, FaceCount) and c.section is Section.UPPER]
        if faces and b.threshold % sum(faces) == 0:
            line += (f" That is {_count(b.threshold // sum(faces))} dice of each face; the "
                     "scorecard shows whether you are ahead of or behind that pace.")
        bonus_lines.append(line)
    same = rules.all_same_index
    same_label = rules.categories[same].label if same is not None else ""
    if rules.extra_yahtzee_bonus:
        bonus_lines.append(f"Extra {same_label} bonus: every further {same_label} scores "
                           f"{rules.extra_yahtzee_bonus} bonus points, as long as the "
                           f"{same_label} box holds a score above zero.")
    if rules.joker is Joker.FORCED:
        bonus_lines.append(
            f"Joker: once the {same_label} box is filled (even with a zero), a further "
            f"{same_label} must go in the matching upper box if it is open. Otherwise it "
            "may go in any open lower box, where every box counts as met (fixed boxes "
            "score their full points). If the lower section is full too, it goes in an "
            "open upper box for zero.")
    elif rules.joker is Joker.FREE:
        bonus_lines.append(
            f"Joker: once the {same_label} box is filled (even with a zero), a further "
            f"{same_label} may go in any open box. Boxes it does not meet by itself (such "
            "as the straights) score their full points only if the matching upper box is "
            "already filled; otherwise zero.")
    if bonus_lines:
        sections.append(("Bonuses", tuple(bonus_lines)))
    winner = ["The highest grand total wins."]
    winner.append("Equal totals are decided by the upper section's sum; if that is equal "
                  "too, the win is shared." if rules.tie_break is TieBreak.UPPER_TOTAL
                  else "Equal totals share the place.")
    sections.append(("Winning", tuple(winner)))
    return RulesText(rules.name, tuple(sections))
