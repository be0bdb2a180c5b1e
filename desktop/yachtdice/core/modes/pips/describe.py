"""Rules in words, generated from a ruleset, so house rules get correct help too.

>>> from yachtdice.core.modes.pips.presets import preset
>>> rules = preset("yahtzee")
>>> box_rule(rules, rules.category("full_house"))
'Three dice of one face and two of another. Scores 25 points.'
>>> box_rule(rules, rules.category("three_of_a_kind"))
'At least 3 dice showing the same face. Scores the total of all dice.'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from yachtdice.core.modes.pips.kinds import Dice, count_word, kind_of
from yachtdice.core.modes.pips.patterns import FaceCount
from yachtdice.core.modes.pips.ruleset import Category, Joker, Order, Ruleset, Scoring, Section
from yachtdice.core.modes.pips.table import score_table
from yachtdice.core.rulesets import TieBreak


def condition(rules: Ruleset, category: Category) -> str:
    """What the dice must show for the box to score (a sentence)."""
    return kind_of(category.pattern).condition(category.pattern, Dice(rules.dice_count,
                                                                      rules.faces))


def scoring(category: Category) -> str:
    """What the box scores when the condition is met (a sentence)."""
    if category.scoring is Scoring.FIXED:
        return f"Scores {category.points} points."
    if category.scoring is Scoring.SUM_ALL:
        return "Scores the total of all dice."
    return kind_of(category.pattern).used_text(category.pattern)


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
    import numpy as np  # not with the rules: the first window shows none of this

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
    turn = [f"{count_word(n).capitalize()} {die} dice. On your turn, roll up to "
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
            line += (f" That is {count_word(b.threshold // sum(faces))} dice of each face; the "
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
