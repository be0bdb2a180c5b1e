"""Rules in words, generated from a ruleset, so house rules get correct help too.

>>> from yachtdice.core.modes.pips.presets import preset
>>> rules = preset("yahtzee")
>>> box_rule(rules, rules.category("full_house"))
'Three dice of one face and two of another. Scores 25 points.'
>>> box_rule(rules, rules.category("three_of_a_kind"))
'At least 3 dice showing the same face. Scores the total of all dice.'
"""

from __future__ import annotations

from functools import lru_cache

from yachtdice.core.modes.pips.kinds import Dice, count_word, kind_of
from yachtdice.core.modes.pips.patterns import FaceCount
from yachtdice.core.modes.pips.ruleset import Category, Joker, Order, Ruleset, Scoring, Section
from yachtdice.core.modes.pips.table import score_table
from yachtdice.core.rulesets import TieBreak
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus, first_upper, join_sentences
from yachtdice.core.values import value_type

_FIXED = Numerus.translate("rules", "Scores {points} point(s).", None, 1)
_TOTAL = QT_TRANSLATE_NOOP("rules", "Scores the total of all dice.")
_SIX_SIDED = Numerus.translate("rules", "{count} six-sided dice. On your turn, roll up to "
                               "{rolls} time(s); between rolls, hold any dice you want to keep and "
                               "roll the rest.", None, 1)
_OTHER_DICE = Numerus.translate("rules", "{count} dice showing {faces}. On your turn, roll up "
                                "to {rolls} time(s); between rolls, hold any dice you want to "
                                "keep and roll the rest.", None, 1)
_THEN_SCORE = QT_TRANSLATE_NOOP("rules", "Then score the dice in one open box, even if that "
                                "means a zero. Each box is filled once; the game ends when "
                                "every box is filled.")
_CARRY = QT_TRANSLATE_NOOP("rules", "Rolls you do not use are saved, and you may use them in "
                           "later turns.")
_IN_ORDER = QT_TRANSLATE_NOOP("rules", "Boxes are filled in order, from top to bottom: each "
                              "turn scores the first open box.")
_TURNS = QT_TRANSLATE_NOOP("rules", "Turns")
_UPPER = QT_TRANSLATE_NOOP("rules", "Upper section")
_LOWER = QT_TRANSLATE_NOOP("rules", "Lower section")
_BONUSES = QT_TRANSLATE_NOOP("rules", "Bonuses")
_WINNING = QT_TRANSLATE_NOOP("rules", "Winning")
BOX_LINE = QT_TRANSLATE_NOOP("rules", "{label}: {rule}")
_EXAMPLE = QT_TRANSLATE_NOOP("rules", "Example: {dice} scores {points}.")
_UPPER_BONUS = Numerus.translate("rules", "Upper bonus: {points} point(s) when the upper "
                                 "section adds up to {threshold} or more.", None, 1)
_PACE = Numerus.translate("rules", "That is {count} [die|dice] of each face; the scorecard "
                          "shows whether you are ahead of or behind that pace.", None, 1)
_EXTRA = Numerus.translate("rules", "Extra {box} bonus: every further {box} scores {points} "
                           "bonus point(s), as long as the {box} box holds a score above zero.",
                           None, 1)
_JOKER_FORCED = QT_TRANSLATE_NOOP(
    "rules", "Joker: once the {box} box is filled (even with a zero), a further {box} must go "
    "in the matching upper box if it is open. Otherwise it may go in any open lower box, "
    "where every box counts as met (fixed boxes score their full points). If the lower "
    "section is full too, it goes in an open upper box for zero.")
_JOKER_FREE = QT_TRANSLATE_NOOP(
    "rules", "Joker: once the {box} box is filled (even with a zero), a further {box} may go "
    "in any open box. Boxes it does not meet by itself (such as the straights) score their "
    "full points only if the matching upper box is already filled; otherwise zero.")
_HIGHEST = QT_TRANSLATE_NOOP("rules", "The highest grand total wins.")
_TIE_UPPER = QT_TRANSLATE_NOOP("rules", "Equal totals are decided by the upper section's sum; "
                               "if that is equal too, the win is shared.")
_TIE_SHARED = QT_TRANSLATE_NOOP("rules", "Equal totals share the place.")


def condition(rules: Ruleset, category: Category) -> str:
    """What the dice must show for the box to score (a sentence)."""
    return kind_of(category.pattern).condition(category.pattern, Dice(rules.dice_count,
                                                                      rules.faces))


def scoring(category: Category) -> str:
    """What the box scores when the condition is met (a sentence)."""
    if category.scoring is Scoring.FIXED:
        return _FIXED.format(points=category.points, n=category.points)
    if category.scoring is Scoring.SUM_ALL:
        return _TOTAL.text
    return kind_of(category.pattern).used_text(category.pattern)


@lru_cache(maxsize=512)
def box_rule(rules: Ruleset, category: Category) -> str:
    """The condition and the score of one box, as shown when hovering it (cached: the
    scorecard asks for every cell after every move)."""
    return join_sentences([condition(rules, category), scoring(category)])


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


@value_type
class RulesText:
    """The rules of a ruleset as headings and paragraphs of plain text."""

    title: str
    sections: tuple[tuple[str, tuple[str, ...]], ...]


def describe(rules: Ruleset) -> RulesText:
    """Everything a player needs to know about ``rules``, in plain words."""
    n = rules.dice_count
    count = count_word(n)
    if rules.faces == (1, 2, 3, 4, 5, 6):
        dice = _SIX_SIDED.format(count=count, rolls=rules.rolls_per_turn, n=rules.rolls_per_turn)
    else:
        dice = _OTHER_DICE.format(count=count, faces=", ".join(str(f) for f in rules.faces),
                                  rolls=rules.rolls_per_turn, n=rules.rolls_per_turn)
    turn: list[str] = [first_upper(dice), _THEN_SCORE.text]
    if rules.carry_over_rolls:
        turn.append(_CARRY.text)
    if rules.order is Order.TOP_TO_BOTTOM:
        turn.append(_IN_ORDER.text)
    sections: list[tuple[str, tuple[str, ...]]] = [(_TURNS.text, tuple(turn))]
    for section, heading in ((Section.UPPER, _UPPER.text), (Section.LOWER, _LOWER.text)):
        lines = []
        for c in rules.categories:
            if c.section is not section:
                continue
            rule = box_rule(rules, c)
            ex = example(rules, c)
            if ex is not None and not isinstance(c.pattern, FaceCount):
                rule = join_sentences([rule, _EXAMPLE.format(
                    dice=" ".join(str(d) for d in ex[0]), points=ex[1])])
            lines.append(BOX_LINE.format(label=c.label, rule=rule))
        if lines:
            sections.append((heading, tuple(lines)))
    bonus_lines: list[str] = []
    if rules.upper_bonus is not None:
        b = rules.upper_bonus
        line: str = _UPPER_BONUS.format(points=b.points, threshold=b.threshold, n=b.points)
        faces = [c.pattern.face for c in rules.categories
                 if isinstance(c.pattern, FaceCount) and c.section is Section.UPPER]
        if faces and b.threshold % sum(faces) == 0:
            pace = b.threshold // sum(faces)
            line = join_sentences([line, _PACE.format(count=count_word(pace), n=pace)])
        bonus_lines.append(line)
    same = rules.all_same_index
    same_label = rules.categories[same].label if same is not None else ""
    if rules.extra_yahtzee_bonus:
        bonus_lines.append(_EXTRA.format(box=same_label, points=rules.extra_yahtzee_bonus,
                                         n=rules.extra_yahtzee_bonus))
    if rules.joker is Joker.FORCED:
        bonus_lines.append(_JOKER_FORCED.format(box=same_label))
    elif rules.joker is Joker.FREE:
        bonus_lines.append(_JOKER_FREE.format(box=same_label))
    if bonus_lines:
        sections.append((_BONUSES.text, tuple(bonus_lines)))
    winner = (_HIGHEST.text,
              _TIE_UPPER.text if rules.tie_break is TieBreak.UPPER_TOTAL else _TIE_SHARED.text)
    sections.append((_WINNING.text, winner))
    return RulesText(rules.name, tuple(sections))
