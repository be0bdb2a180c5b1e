"""The scorecard of the word games: the letter boxes with their bonus, the word boxes, the
Yahtzee bonuses and the total. What a claim would score now is in the claim panel."""

from __future__ import annotations

from yachtdice.core import GameState
from yachtdice.core.modes.word.engine import word_cards, word_rules
from yachtdice.core.modes.word.rules import BOXES, WordRuleset, box, box_text, typed_form
from yachtdice.ui.board.scorecard_model import BonusProgress, Cell, CellState, Row, RowKind

UPPER, LOWER = "Upper section", "Lower section"


class WordGameCard:
    """The card of a letter-dice ruleset."""

    def rows(self, rules: WordRuleset) -> tuple[Row, ...]:
        def box_rows(upper: bool) -> list[Row]:
            return [Row(RowKind.BOX, b.label, b.id, UPPER if upper else LOWER,
                        tip=f"{b.label}: {box_text(rules, b)}")
                    for b in BOXES if b.upper is upper]

        return (*box_rows(True),
                Row(RowKind.UPPER_SUBTOTAL, "Upper sum"), Row(RowKind.UPPER_BONUS, "Bonus"),
                Row(RowKind.UPPER_TOTAL, "Upper total"),
                *box_rows(False),
                Row(RowKind.LOWER_TOTAL, "Lower total"),
                Row(RowKind.EXTRA_BONUS, "Yahtzee bonus"), Row(RowKind.GRAND_TOTAL, "Grand total"))

    def cells(self, state: GameState, rows: tuple[Row, ...]) -> list[list[Cell]]:
        return [[_cell(state, row, col) for col in range(len(state.players))] for row in rows]


def _cell(state: GameState, row: Row, col: int) -> Cell:
    card = word_cards(state)[col]
    rules = word_rules(state)
    name = state.players[col].name
    if row.box is not None:
        b = box(row.box)
        rule = box_text(rules, b)
        value = card.get(b.id)
        if value is not None:
            words = " ".join(typed_form(w) for w in card.words_in(b.id))
            if words:
                return Cell(str(value), CellState.FILLED, value,
                            f"{b.label}: {name} played {words}, {value} scored. {rule}",
                            f"{b.label}, {name} played {words} and scored {value}")
            return Cell(str(value), CellState.FILLED, value, f"{b.label}: {value} scored. "
                        f"{rule}", f"{b.label}, {name} scored {value}")
        return Cell("", CellState.BLANK, None, f"{b.label}: open. {rule}",
                    f"{b.label}, open")
    text: str | None = None
    progress: BonusProgress | None = None
    if row.kind is RowKind.UPPER_SUBTOTAL:
        value, tip = card.upper_total(), "The 2- to 6-Letter boxes added up."
    elif row.kind is RowKind.UPPER_BONUS:
        value = card.upper_bonus(rules)
        threshold = rules.upper_bonus_threshold
        tip = f"{rules.upper_bonus_points} points when the upper sum reaches {threshold}."
        so_far = card.upper_total()
        if not value and any(card.is_open(b.id) for b in BOXES if b.upper):
            text = f"{so_far} / {threshold}"
            progress = BonusProgress(so_far, threshold, True)
    elif row.kind is RowKind.UPPER_TOTAL:
        value, tip = card.upper_total() + card.upper_bonus(rules), "Upper sum plus bonus."
    elif row.kind is RowKind.LOWER_TOTAL:
        value, tip = card.lower_total(), "The lower boxes added up."
    elif row.kind is RowKind.EXTRA_BONUS:
        value = card.bonus_points(rules)
        tip = f"{card.bonuses} × {rules.yahtzee_bonus} for further seven-letter words."
        text = str(value) if value else ""
    else:
        value, tip = card.total(rules), "Everything added up."
    shown = str(value) if text is None else text
    spoken = f"{row.label}, {name}, {shown or 'nothing yet'}"
    return Cell(shown, CellState.TOTAL, value, f"{row.label}: {tip}", spoken, progress)
