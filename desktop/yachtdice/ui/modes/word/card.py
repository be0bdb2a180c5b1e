"""The scorecard of the word games: the letter boxes with their bonus, the word boxes, the
Yahtzee bonuses and the total. What a claim would score now is in the claim panel.

Every text is a whole template shown in the window's language (:func:`translated`), the
boxes' names included; the words written in the boxes stay as they were played (English).
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from yachtdice.core import GameState
from yachtdice.core.modes.word.engine import word_cards, word_rules
from yachtdice.core.modes.word.rules import BOXES, WordRuleset, box, box_text, typed_form
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus, Template
from yachtdice.ui.board.scorecard_model import BonusProgress, Cell, CellState, Row, RowKind
from yachtdice.ui.i18n import translated

_UPPER = QT_TRANSLATE_NOOP("WordCard", "Upper section")
_LOWER = QT_TRANSLATE_NOOP("WordCard", "Lower section")
_TIP = QT_TRANSLATE_NOOP("WordCard", "{box}: {rule}")
_UPPER_SUM = QT_TRANSLATE_NOOP("WordCard", "Upper sum")
_BONUS = QT_TRANSLATE_NOOP("WordCard", "Bonus")
_UPPER_TOTAL = QT_TRANSLATE_NOOP("WordCard", "Upper total")
_LOWER_TOTAL = QT_TRANSLATE_NOOP("WordCard", "Lower total")
_YAHTZEE_BONUS = QT_TRANSLATE_NOOP("WordCard", "Yahtzee bonus")
_GRAND_TOTAL = QT_TRANSLATE_NOOP("WordCard", "Grand total")

_PLAYED = Numerus.translate("WordCard", "{box}: {player} played {words}, {points} scored. "
                            "{rule}", None, 1)
_PLAYED_SPOKEN = Numerus.translate("WordCard", "{box}, {player} played {words} and scored "
                                   "{points}", None, 1)
_SCORED = Numerus.translate("WordCard", "{box}: {points} scored. {rule}", None, 1)
_SCORED_SPOKEN = Numerus.translate("WordCard", "{box}, {player} scored {points}", None, 1)
_OPEN = QT_TRANSLATE_NOOP("WordCard", "{box}: open. {rule}")
_OPEN_SPOKEN = QT_TRANSLATE_NOOP("WordCard", "{box}, open")

_UPPER_ADDED = QT_TRANSLATE_NOOP("WordCard", "The 2- to 6-Letter boxes added up.")
_BONUS_RULE = Numerus.translate("WordCard", "{points} point(s) when the upper sum reaches "
                                "{threshold}.", None, 1)
_PROGRESS = QT_TRANSLATE_NOOP("WordCard", "{sum} / {threshold}")
_UPPER_PLUS_BONUS = QT_TRANSLATE_NOOP("WordCard", "Upper sum plus bonus.")
_LOWER_ADDED = QT_TRANSLATE_NOOP("WordCard", "The lower boxes added up.")
_EXTRA = QT_TRANSLATE_NOOP("WordCard", "{count} × {points} for further seven-letter words.")
_ALL_ADDED = QT_TRANSLATE_NOOP("WordCard", "Everything added up.")
_ROW_TIP = QT_TRANSLATE_NOOP("WordCard", "{row}: {tip}")
_ROW_VALUE = QT_TRANSLATE_NOOP("WordCard", "{row}, {player}, {value}")
_ROW_NOTHING = QT_TRANSLATE_NOOP("WordCard", "{row}, {player}, nothing yet")


def _say(template: Template, **values: object) -> str:
    """A template filled and shown in the window's language."""
    return translated(template.format(**values))


class WordGameCard:
    """The card of a letter-dice ruleset."""

    def rows(self, rules: WordRuleset) -> tuple[Row, ...]:
        def box_rows(upper: bool) -> list[Row]:
            return [Row(RowKind.BOX, translated(b.label), b.id,
                        translated(_UPPER if upper else _LOWER),
                        tip=_say(_TIP, box=b.label, rule=box_text(rules, b)))
                    for b in BOXES if b.upper is upper]

        return (*box_rows(True),
                Row(RowKind.UPPER_SUBTOTAL, translated(_UPPER_SUM)),
                Row(RowKind.UPPER_BONUS, translated(_BONUS)),
                Row(RowKind.UPPER_TOTAL, translated(_UPPER_TOTAL)),
                *box_rows(False),
                Row(RowKind.LOWER_TOTAL, translated(_LOWER_TOTAL)),
                Row(RowKind.EXTRA_BONUS, translated(_YAHTZEE_BONUS)),
                Row(RowKind.GRAND_TOTAL, translated(_GRAND_TOTAL)))

    def cells(self, state: GameState, rows: tuple[Row, ...]) -> list[list[Cell]]:
        return [[_cell(state, row, col) for col in range(len(state.players))] for row in rows]


def _cell(state: GameState, row: Row, col: int) -> Cell:
    card = word_cards(state)[col]
    rules = word_rules(state)
    name = state.players[col].name
    number = QLocale().toString
    if row.box is not None:
        b = box(row.box)
        rule = box_text(rules, b)
        value = card.get(b.id)
        if value is not None:
            words = " ".join(typed_form(w) for w in card.words_in(b.id))
            if words:
                return Cell(number(value), CellState.FILLED, value,
                            _say(_PLAYED, box=b.label, player=name, words=words, points=value,
                                 rule=rule, n=value),
                            _say(_PLAYED_SPOKEN, box=b.label, player=name, words=words,
                                 points=value, n=value))
            return Cell(number(value), CellState.FILLED, value,
                        _say(_SCORED, box=b.label, points=value, rule=rule, n=value),
                        _say(_SCORED_SPOKEN, box=b.label, player=name, points=value, n=value))
        return Cell("", CellState.BLANK, None, _say(_OPEN, box=b.label, rule=rule),
                    _say(_OPEN_SPOKEN, box=b.label))
    text: str | None = None
    progress: BonusProgress | None = None
    if row.kind is RowKind.UPPER_SUBTOTAL:
        value, tip = card.upper_total(), translated(_UPPER_ADDED)
    elif row.kind is RowKind.UPPER_BONUS:
        value = card.upper_bonus(rules)
        threshold = rules.upper_bonus_threshold
        tip = _say(_BONUS_RULE, points=rules.upper_bonus_points, threshold=threshold,
                   n=rules.upper_bonus_points)
        so_far = card.upper_total()
        if not value and any(card.is_open(b.id) for b in BOXES if b.upper):
            text = _say(_PROGRESS, sum=so_far, threshold=threshold)
            progress = BonusProgress(so_far, threshold, True)
    elif row.kind is RowKind.UPPER_TOTAL:
        value, tip = card.upper_total() + card.upper_bonus(rules), translated(_UPPER_PLUS_BONUS)
    elif row.kind is RowKind.LOWER_TOTAL:
        value, tip = card.lower_total(), translated(_LOWER_ADDED)
    elif row.kind is RowKind.EXTRA_BONUS:
        value = card.bonus_points(rules)
        tip = _say(_EXTRA, count=card.bonuses, points=rules.yahtzee_bonus)
        text = number(value) if value else ""
    else:
        value, tip = card.total(rules), translated(_ALL_ADDED)
    shown = number(value) if text is None else text
    spoken = (_say(_ROW_VALUE, row=row.label, player=name, value=shown) if shown
              else _say(_ROW_NOTHING, row=row.label, player=name))
    return Cell(shown, CellState.TOTAL, value, _say(_ROW_TIP, row=row.label, tip=tip), spoken,
                progress)
