"""The printed pip-dice score card, laid out as the paper pads are: the upper section's boxes
with how each scores, its sum, the bonus and the upper total; the lower section's boxes, the
extra bonus, the lower total, the upper total again and the grand total. A column per
player; blank, or filled from a game.

>>> from yachtdice.core.modes.pips.presets import preset
>>> sheet = score_sheet(preset("yahtzee"), None, None, 2)
>>> [r.label for r in sheet.rows if r.heading or r.total][:4]
['Upper section', 'Upper sum', 'Bonus', 'Upper total']
>>> sheet.rows[1].label, sheet.rows[1].rule
('Ones', 'Any roll; only the dice showing 1 count. Scores 1 for each 1.')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from yachtdice.core.modes.pips.describe import box_rule
from yachtdice.core.modes.pips.patterns import FaceCount
from yachtdice.core.modes.pips.ruleset import Category, Ruleset, Scoring, Section
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.score_cards import (
    CORNER,
    GRAND_TOTAL,
    TITLE,
    heads,
    points,
    result_notes,
)
from yachtdice.core.score_sheet import ScoreSheet, SheetCell, SheetRow
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus

# filed for translators under "Pip score card"
UPPER = QT_TRANSLATE_NOOP("Pip score card", "Upper section").text
LOWER = QT_TRANSLATE_NOOP("Pip score card", "Lower section").text
UPPER_SUM = QT_TRANSLATE_NOOP("Pip score card", "Upper sum").text
BONUS = QT_TRANSLATE_NOOP("Pip score card", "Bonus").text
BONUS_RULE = QT_TRANSLATE_NOOP("Pip score card",
                               "{points} points when the upper sum is {threshold} or more.")
UPPER_TOTAL = QT_TRANSLATE_NOOP("Pip score card", "Upper total").text
LOWER_TOTAL = QT_TRANSLATE_NOOP("Pip score card", "Lower total").text
EXTRA = QT_TRANSLATE_NOOP("Pip score card", "{box} bonus")
EXTRA_RULE = QT_TRANSLATE_NOOP("Pip score card",
                               "{points} points for each further {box}: tick it here.")
ALL_SAME_BONUS = QT_TRANSLATE_NOOP("Pip score card", "All-same bonus").text
# a box's rule in a few words, as the paper pads print it, when the whole rules do not fit
SHORT_FIXED = Numerus.translate("Pip score card", "Scores {points} point(s)", None, 1)
SHORT_ALL = QT_TRANSLATE_NOOP("Pip score card", "Total of all dice")
SHORT_FACE = QT_TRANSLATE_NOOP("Pip score card", "Add only the dice showing {face}")
SHORT_USED = QT_TRANSLATE_NOOP("Pip score card", "Add the dice that make it")
SHORT_BONUS = QT_TRANSLATE_NOOP("Pip score card", "Scores {points} at {threshold} or more")
ALL_SAME_RULE = QT_TRANSLATE_NOOP("Pip score card",
                                  "{points} points for each further roll of all the same "
                                  "face: tick it here.")


def short_rule(box: Category) -> str:
    """How ``box`` scores in a few words, as the paper pads say it ("Scores 25 points",
    "Total of all dice", "Add only the dice showing 3")."""
    if box.scoring is Scoring.FIXED:
        return SHORT_FIXED.format(points=box.points, n=box.points)
    if box.scoring is Scoring.SUM_ALL:
        return SHORT_ALL.format()
    if isinstance(box.pattern, FaceCount):
        return SHORT_FACE.format(face=box.pattern.face)
    return SHORT_USED.format()


def score_sheet(rules: Ruleset, names: Sequence[str] | None,
                cards: Sequence[Scorecard] | None, players: int) -> ScoreSheet:
    """The card of ``rules`` (:attr:`Mode.score_sheet`): blank with ``players`` columns to
    write names in, or headed by ``names``, filled from ``cards`` when given."""
    headings = heads(names, players)
    filled = tuple(cards) if cards is not None else (Scorecard.empty(rules),) * len(headings)
    shown = cards is not None and any(c.filled_count for c in filled)

    def total(label: str, value: Callable[[Scorecard], int], rule: str = "",
              short: str = "") -> SheetRow:
        return SheetRow(label, rule, tuple(points(value(c)) if shown else SheetCell()
                                           for c in filled), total=True, short=short)

    def boxes(section: Section) -> list[SheetRow]:
        return [SheetRow(c.label, box_rule(rules, c), tuple(points(card.get(c.id))
                                                             for card in filled),
                         short="" if shown else short_rule(c))  # for playing on paper
                for c in rules.categories if c.section is section]

    rows: list[SheetRow] = []
    upper, lower = boxes(Section.UPPER), boxes(Section.LOWER)
    if upper:
        rows += [SheetRow(UPPER, heading=True), *upper,
                 total(UPPER_SUM, lambda c: c.upper_subtotal)]
        if rules.upper_bonus is not None:
            bonus = rules.upper_bonus
            rows += [total(BONUS, lambda c: c.upper_bonus, BONUS_RULE.format(
                         points=bonus.points, threshold=bonus.threshold),
                           "" if shown else SHORT_BONUS.format(points=bonus.points,
                                                               threshold=bonus.threshold)),
                     total(UPPER_TOTAL, lambda c: c.upper_total)]
    if lower:
        rows += [SheetRow(LOWER, heading=True), *lower]
    if rules.extra_yahtzee_bonus:
        same = rules.all_same_index
        if same is not None:
            box = rules.categories[same].label
            label: str = EXTRA.format(box=box)
            rule: str = EXTRA_RULE.format(points=rules.extra_yahtzee_bonus, box=box)
        else:
            label = ALL_SAME_BONUS
            rule = ALL_SAME_RULE.format(points=rules.extra_yahtzee_bonus)
        rows.append(total(label, lambda c: c.extra_bonus_points, rule))
    if lower:
        rows.append(total(LOWER_TOTAL, lambda c: c.lower_total + c.extra_bonus_points))
        if upper:
            rows.append(total(UPPER_TOTAL, lambda c: c.upper_total))
    rows.append(total(GRAND_TOTAL, lambda c: c.grand_total))
    notes = () if cards is None else result_notes(rules, names, filled)
    return ScoreSheet(TITLE, rules.name, CORNER, headings, tuple(rows), notes=notes,
                      write_names=names is None)
