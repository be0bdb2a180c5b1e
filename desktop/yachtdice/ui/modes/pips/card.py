"""The pip-dice scorecard: each section's boxes with their sums, the bonus on its way, the
extra bonus and the grand total; after a roll, what every open box would score now.

Every number comes from the card and the core's options for the dice on the table.
"""

from __future__ import annotations

from yachtdice.core import GameState
from yachtdice.core.modes.pips.describe import box_rule
from yachtdice.core.modes.pips.engine import pip_card, pip_cards, pip_rules
from yachtdice.core.modes.pips.patterns import FaceCount
from yachtdice.core.modes.pips.rules import Options, options
from yachtdice.core.modes.pips.ruleset import Ruleset, Section
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.ui.board.scorecard_model import BonusProgress, Cell, CellState, Row, RowKind

HEADINGS = {Section.UPPER: "Upper section", Section.LOWER: "Lower section"}


class PipCard:
    """The card of a pip-dice ruleset."""

    def rows(self, rules: Ruleset) -> tuple[Row, ...]:
        def box_rows(section: Section) -> list[Row]:
            return [Row(RowKind.BOX, c.label, c.id, HEADINGS[section],
                        c.pattern.face if isinstance(c.pattern, FaceCount) else None,
                        f"{c.label}: {box_rule(rules, c)}")
                    for c in rules.categories if c.section is section]

        upper, lower = box_rows(Section.UPPER), box_rows(Section.LOWER)
        rows: list[Row] = []
        if upper:
            rows += upper
            rows.append(Row(RowKind.UPPER_SUBTOTAL, "Upper sum"))
            if rules.upper_bonus is not None:
                rows.append(Row(RowKind.UPPER_BONUS, "Bonus"))
                rows.append(Row(RowKind.UPPER_TOTAL, "Upper total"))
        if lower:
            rows += lower
            rows.append(Row(RowKind.LOWER_TOTAL, "Lower total"))
        if rules.extra_yahtzee_bonus:
            same = rules.all_same_index
            label = rules.categories[same].label if same is not None else "All-same"
            rows.append(Row(RowKind.EXTRA_BONUS, f"{label} bonus"))
        rows.append(Row(RowKind.GRAND_TOTAL, "Grand total"))
        return tuple(rows)

    def cells(self, state: GameState, rows: tuple[Row, ...]) -> list[list[Cell]]:
        now = (options(pip_card(state), state.dice) if state.dice is not None and not state.finished
               else None)
        return [[_cell(state, row, col, now) for col in range(len(state.players))]
                for row in rows]


def _cell(state: GameState, row: Row, col: int, now: Options | None) -> Cell:
    if row.box is None:
        return _total_cell(state, row, col)
    card: Scorecard = pip_cards(state)[col]
    rules: Ruleset = pip_rules(state)
    name = state.players[col].name
    category = rules.category(row.box)
    rule = box_rule(rules, category)
    value = card.boxes[rules.index(row.box)]
    if value is not None:
        return Cell(str(value), CellState.FILLED, value,
                    f"{category.label}: {value} scored. {rule}",
                    f"{category.label}, {name}: {value} scored")
    if now is not None and col == state.current:
        choice = now.get(category.id)
        if choice.points is None:
            return Cell("–", CellState.FORBIDDEN, None,
                        f"{category.label}: not allowed now. {choice.reason}",
                        f"{category.label}, {name}: not allowed now. {choice.reason}")
        joker = " (joker)" if choice.joker else ""
        return Cell(str(choice.points), CellState.PREVIEW, choice.points,
                    f"{category.label}: {choice.points} if scored now{joker}. {rule}",
                    f"{category.label}, {name}: {choice.points} if scored now{joker}")
    return Cell("", CellState.BLANK, None, f"{category.label}: open. {rule}",
                f"{category.label}, {name}: open")


def _total_cell(state: GameState, row: Row, col: int) -> Cell:
    card: Scorecard = pip_cards(state)[col]
    rules: Ruleset = pip_rules(state)
    value: int
    tip: str
    progress: BonusProgress | None = None
    text: str | None = None
    if row.kind is RowKind.UPPER_SUBTOTAL:
        value, tip = card.upper_subtotal, "The upper boxes added up."
    elif row.kind is RowKind.UPPER_BONUS:
        value, tip, text, progress = _bonus(card)
    elif row.kind is RowKind.UPPER_TOTAL:
        value, tip = card.upper_total, "Upper sum plus bonus."
    elif row.kind is RowKind.LOWER_TOTAL:
        value, tip = card.lower_total, "The lower boxes added up."
    elif row.kind is RowKind.EXTRA_BONUS:
        value = card.extra_bonus_points
        tip = (f"{card.extra_bonuses} × {rules.extra_yahtzee_bonus} for further "
               f"{row.label.removesuffix(' bonus')} rolls.")
        text = str(value) if value else ""
    else:
        value, tip = card.grand_total, "Everything added up."
    shown = str(value) if text is None else text
    spoken = f"{row.label}, {state.players[col].name}, {shown or 'nothing yet'}"
    if progress is not None:
        spoken = (f"{row.label}, {state.players[col].name}, "
                  + (f"{progress.upper_sum} of {progress.threshold}" if progress.reachable
                     else "out of reach"))
    return Cell(shown, CellState.TOTAL, value, f"{row.label}: {tip}", spoken, progress)


def _bonus(card: Scorecard) -> tuple[int, str, str | None, BonusProgress | None]:
    """The bonus cell: (points, tooltip, text or None for the points, progress)."""
    bonus = card.ruleset.upper_bonus
    assert bonus is not None
    value = card.upper_bonus
    tip = f"{bonus.points} points when the upper sum reaches {bonus.threshold}."
    upper_open = any(v is None for c, v in zip(card.ruleset.categories, card.boxes, strict=True)
                     if c.section is Section.UPPER)
    if value or not upper_open:
        return value, tip, None, None  # decided: the points it brought
    so_far = card.upper_subtotal
    possible = card.upper_points_possible
    if card.upper_bonus_out_of_reach:
        tip += (f" Out of reach: {so_far} so far, and the open upper boxes can add at most "
                f"{possible}.")
        return value, tip, "out of reach", BonusProgress(so_far, bonus.threshold, False)
    tip += f" {so_far} so far; {bonus.threshold - so_far} still needed."
    delta = card.par_delta
    if delta is not None and so_far:
        pace = ("exactly on" if abs(delta) < 0.05 else
                f"{_number(abs(delta))} points {'ahead of' if delta > 0 else 'behind'}")
        tip += f" That is {pace} the pace of an equal share for each face."
    return value, tip, f"{so_far} / {bonus.threshold}", BonusProgress(so_far, bonus.threshold,
                                                                       True)


def _number(x: float) -> str:
    return str(round(x)) if abs(x - round(x)) < 0.05 else f"{x:.1f}"
