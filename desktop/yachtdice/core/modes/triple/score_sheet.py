"""The printed Triple Yahtzee card, laid out as its paper pads are: each player's three
columns side by side; the upper boxes with how each scores, each column's upper sum and
bonus; the lower boxes; each column's chips and its total (its sum times its multiplier, and
its chips); the grand total under each player's last column. A box holds what is written in
it, before its column's multiplier, as on paper.

>>> from yachtdice.core.modes.triple.rules import TRIPLE
>>> sheet = score_sheet(TRIPLE, None, None, 2)
>>> sheet.columns, sheet.players
(('×1', '×2', '×3', '×1', '×2', '×3'), ('Name:', 'Name:'))
>>> [r.label for r in sheet.rows if r.total]
['Upper sum', 'Bonus', 'Bonus chips', 'Column total', 'Grand total']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from yachtdice.core.game import Place
from yachtdice.core.modes.pips.describe import box_rule
from yachtdice.core.modes.pips.ruleset import Section
from yachtdice.core.modes.pips.score_sheet import BONUS, BONUS_RULE, LOWER, UPPER, UPPER_SUM
from yachtdice.core.modes.triple.card import COLUMNS, TripleCard
from yachtdice.core.modes.triple.rules import Chips, TripleRules
from yachtdice.core.score_cards import CORNER, GRAND_TOTAL, TITLE, heads, points, result_notes
from yachtdice.core.score_sheet import ScoreSheet, SheetCell, SheetRow
from yachtdice.core.text import QT_TRANSLATE_NOOP

# filed for translators under "Triple score card"
CHIPS = QT_TRANSLATE_NOOP("Triple score card", "Bonus chips").text
CHIPS_COLUMN = QT_TRANSLATE_NOOP(
    "Triple score card", "Once all three Yahtzee boxes hold 50: 100 points times the column's "
    "multiplier for each further Yahtzee entered in it.").text
CHIPS_FLAT = QT_TRANSLATE_NOOP(
    "Triple score card", "Once all three Yahtzee boxes hold 50: 100 points for each further "
    "Yahtzee.").text
COLUMN_TOTAL = QT_TRANSLATE_NOOP("Triple score card", "Column total").text
COLUMN_RULE = QT_TRANSLATE_NOOP("Triple score card", "The column's boxes and bonus times its "
                                "multiplier, and its chips.").text


def box_text(rules: TripleRules, box: str) -> str:
    """A box's rule in words (official Yahtzee's, as pip dice say it)."""
    return box_rule(rules.base, rules.base.category(box))


def score_sheet(rules: TripleRules, names: Sequence[str] | None,
                cards: Sequence[TripleCard] | None, players: int) -> ScoreSheet:
    """The card of ``rules`` (:attr:`Mode.score_sheet`): blank with ``players`` players'
    three columns to write names over, or headed by ``names``, filled from ``cards``."""
    headings = heads(names, players)
    filled = tuple(cards) if cards is not None else (TripleCard.empty(rules),) * len(headings)
    shown = cards is not None and any(c.filled_count for c in filled)
    places = [(card, column) for card in filled for column in range(len(COLUMNS))]

    def total(label: str, value: Callable[[TripleCard, int], int | None],
              rule: str = "") -> SheetRow:
        return SheetRow(label, rule, tuple(points(value(card, column)) if shown else SheetCell()
                                           for card, column in places), total=True)

    def boxes(section: Section) -> list[SheetRow]:
        return [SheetRow(c.label, box_text(rules, c.id),
                         tuple(points(card.value(Place(c.id, column)))
                               for card, column in places))
                for c in rules.base.categories if c.section is section]

    bonus = rules.base.upper_bonus
    last = len(COLUMNS) - 1
    rows = [SheetRow(UPPER, heading=True), *boxes(Section.UPPER),
            total(UPPER_SUM, lambda card, column: card.upper(column))]
    if bonus is not None:
        rows.append(total(BONUS, lambda card, column: card.upper_bonus(column),
                          BONUS_RULE.format(points=bonus.points, threshold=bonus.threshold)))
    rows += [SheetRow(LOWER, heading=True), *boxes(Section.LOWER),
             total(CHIPS, lambda card, column: card.chip_points(column) or None,
                   CHIPS_COLUMN if rules.chips is Chips.COLUMN else CHIPS_FLAT),
             total(COLUMN_TOTAL, lambda card, column: card.column_total(column), COLUMN_RULE),
             total(GRAND_TOTAL, lambda card, column: card.grand_total if column == last
                   else None)]
    notes = () if cards is None else result_notes(rules, names, filled)
    return ScoreSheet(TITLE, rules.name, CORNER, COLUMNS * len(headings), tuple(rows),
                      notes=notes, write_names=names is None, players=headings)
