"""The pip-dice scorecard: each section's boxes with their sums, the bonus on its way, the
extra bonus and the grand total; after a roll, what every open box would score now.

Every number comes from the card and the core's options for the dice on the table. Every
text is a whole template, shown in the window's language (:func:`translated`), a built-in
game's box names included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale

from yachtdice.core import GameState
from yachtdice.core.modes.pips.engine import pip_cards, pip_rules
from yachtdice.core.modes.pips.patterns import FaceCount
from yachtdice.core.modes.pips.ruleset import Category, Ruleset, Section
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus, Template
from yachtdice.ui.board.scorecard_model import (
    BonusProgress,
    Cell,
    CellMemo,
    CellState,
    Row,
    RowKind,
    Said,
    by_rows,
)
from yachtdice.ui.i18n import translated

if TYPE_CHECKING:  # the scoring computation is imported with the first roll's options
    from yachtdice.core.modes.pips.rules import Options

_HEADINGS = {Section.UPPER: QT_TRANSLATE_NOOP("PipCard", "Upper section"),
             Section.LOWER: QT_TRANSLATE_NOOP("PipCard", "Lower section")}
_TIP = QT_TRANSLATE_NOOP("PipCard", "{box}: {rule}")
_UPPER_SUM = QT_TRANSLATE_NOOP("PipCard", "Upper sum")
_BONUS = QT_TRANSLATE_NOOP("PipCard", "Bonus")
_UPPER_TOTAL = QT_TRANSLATE_NOOP("PipCard", "Upper total")
_LOWER_TOTAL = QT_TRANSLATE_NOOP("PipCard", "Lower total")
_BOX_BONUS = QT_TRANSLATE_NOOP("PipCard", "{box} bonus")
_ALL_SAME_BONUS = QT_TRANSLATE_NOOP("PipCard", "All-same bonus")
_GRAND_TOTAL = QT_TRANSLATE_NOOP("PipCard", "Grand total")

_SCORED = Numerus.translate("PipCard", "{box}: {points} scored. {rule}", None, 1)
_SCORED_SPOKEN = Numerus.translate("PipCard", "{box}, {player}: {points} scored", None, 1)
_REFUSED = QT_TRANSLATE_NOOP("PipCard", "{box}: not allowed now. {reason}")
_REFUSED_SPOKEN = QT_TRANSLATE_NOOP("PipCard", "{box}, {player}: not allowed now. {reason}")
_PREVIEW = QT_TRANSLATE_NOOP("PipCard", "{box}: {points} if scored now. {rule}")
_PREVIEW_SPOKEN = QT_TRANSLATE_NOOP("PipCard", "{box}, {player}: {points} if scored now")
_JOKER = QT_TRANSLATE_NOOP("PipCard", "{box}: {points} if scored now (joker). {rule}")
_JOKER_SPOKEN = QT_TRANSLATE_NOOP("PipCard", "{box}, {player}: {points} if scored now (joker)")
_OPEN = QT_TRANSLATE_NOOP("PipCard", "{box}: open. {rule}")
_OPEN_SPOKEN = QT_TRANSLATE_NOOP("PipCard", "{box}, {player}: open")

_UPPER_ADDED = QT_TRANSLATE_NOOP("PipCard", "The upper boxes added up.")
_UPPER_PLUS_BONUS = QT_TRANSLATE_NOOP("PipCard", "Upper sum plus bonus.")
_LOWER_ADDED = QT_TRANSLATE_NOOP("PipCard", "The lower boxes added up.")
_EXTRA = QT_TRANSLATE_NOOP("PipCard", "{count} × {points} for further {box} rolls.")
_ALL_ADDED = QT_TRANSLATE_NOOP("PipCard", "Everything added up.")
_ROW_TIP = QT_TRANSLATE_NOOP("PipCard", "{row}: {tip}")
_ROW_PROGRESS = QT_TRANSLATE_NOOP("PipCard", "{row}, {player}, {sum} of {threshold}")
_ROW_OUT_OF_REACH = QT_TRANSLATE_NOOP("PipCard", "{row}, {player}, out of reach")
_ROW_VALUE = QT_TRANSLATE_NOOP("PipCard", "{row}, {player}, {value}")
_ROW_NOTHING = QT_TRANSLATE_NOOP("PipCard", "{row}, {player}, nothing yet")

_BONUS_RULE = Numerus.translate("PipCard", "{points} point(s) when the upper sum reaches "
                                "{threshold}.", None, 1)
_OUT_OF_REACH = QT_TRANSLATE_NOOP("PipCard", "out of reach")
_BONUS_LOST = QT_TRANSLATE_NOOP("PipCard", "{tip} Out of reach: {sum} so far, and the open "
                                "upper boxes can add at most {possible}.")
_BONUS_NEEDED = QT_TRANSLATE_NOOP("PipCard", "{tip} {sum} so far; {needed} still needed.")
_ON_PACE = QT_TRANSLATE_NOOP("PipCard", "{tip} That is exactly on the pace of an equal share "
                             "for each face.")
_AHEAD = Numerus.translate("PipCard", "{tip} That is {points} point(s) ahead of the pace of "
                           "an equal share for each face.", None, 1)
_BEHIND = Numerus.translate("PipCard", "{tip} That is {points} point(s) behind the pace of "
                            "an equal share for each face.", None, 1)


def _say(template: Template, **values: object) -> str:
    """A template filled and shown in the window's language."""
    return translated(template.format(**values))


def _filled(template: Template, values: tuple[tuple[str, object], ...]) -> str:
    return translated(template.format(**dict(values)))


def _said(template: Template, **values: object) -> Said:
    """A template filled and said in the window's language when it is read."""
    return Said(_filled, template, tuple(values.items()))


def _with_rule(template: Template, rules: Ruleset, category: Category,
               values: tuple[tuple[str, object], ...]) -> str:
    """A box's sentence with the box's name and rule (worked out only now: the rules' words
    are loaded with the first tooltip or spoken text, not for the first frame)."""
    from yachtdice.core.modes.pips.describe import box_rule

    return translated(template.format(box=category.label, rule=box_rule(rules, category),
                                      **dict(values)))


def _ruled(template: Template, rules: Ruleset, category: Category, **values: object) -> Said:
    """A box's sentence with its name and rule, said when it is read."""
    return Said(_with_rule, template, rules, category, tuple(values.items()))


class PipCard:
    """The card of a pip-dice ruleset. A player's column is worked out from their card,
    their name and, while they are at play, the dice: a column made of the same is not
    worked out again (:class:`CellMemo`)."""

    def __init__(self) -> None:
        self._columns: CellMemo[tuple[Cell, ...]] = CellMemo(512)
        self._cells: CellMemo[Cell] = CellMemo(4096)  # a box's or a total's
        self._rows: CellMemo[tuple[Row, ...]] = CellMemo(64)  # a ruleset's, each game anew

    def rows(self, rules: Ruleset) -> tuple[Row, ...]:
        return self._rows.kept(rules, (), (), lambda: _rows(rules))

    def cells(self, state: GameState, rows: tuple[Row, ...]) -> list[list[Cell]]:
        playing = state.dice is not None and not state.finished
        cards, rules = pip_cards(state), pip_rules(state)  # once, not once a cell

        def column(col: int) -> tuple[Cell, ...]:
            card = cards[col]
            dice = state.dice if playing and col == state.current else None
            name = state.players[col].name

            def one(r: int, row: Row, now: Options | None) -> Cell:
                if row.box is None:  # a total: of the whole card
                    return self._cells.kept(
                        rules, rows, (r, name, card.boxes, card.extra_bonuses),
                        lambda: _total_cell(state, card, row, col))
                value = card.boxes[rules.index(row.box)]
                if value is None and now is not None:  # at play: what it would score now
                    choice = now.get(row.box)
                    if choice.points is None:  # why not: said afresh
                        return _cell(state, card, rules, row, col, now)
                    return self._cells.kept(
                        rules, rows, (r, name, "now", choice.points, choice.joker),
                        lambda: _cell(state, card, rules, row, col, now))
                return self._cells.kept(rules, rows, (r, name, value),
                                        lambda: _cell(state, card, rules, row, col, None))

            def work() -> tuple[Cell, ...]:
                now = None
                if dice is not None:  # the scoring computation: imported with the first roll
                    from yachtdice.core.modes.pips.rules import options

                    now = options(card, dice)
                return tuple(one(r, row, now) for r, row in enumerate(rows))

            made_of = (card.boxes, card.extra_bonuses, name, dice)
            return self._columns.kept(rules, rows, made_of, work)

        return by_rows([column(col) for col in range(len(state.players))])


def _rows(rules: Ruleset) -> tuple[Row, ...]:
    """The rows of a card for ``rules``, said in the window's language."""

    def box_rows(section: Section) -> list[Row]:
        return [Row(RowKind.BOX, translated(c.label), c.id, translated(_HEADINGS[section]),
                    c.pattern.face if isinstance(c.pattern, FaceCount) else None,
                    _ruled(_TIP, rules, c))
                for c in rules.categories if c.section is section]

    upper, lower = box_rows(Section.UPPER), box_rows(Section.LOWER)
    rows: list[Row] = []
    if upper:
        rows += upper
        rows.append(Row(RowKind.UPPER_SUBTOTAL, translated(_UPPER_SUM)))
        if rules.upper_bonus is not None:
            rows.append(Row(RowKind.UPPER_BONUS, translated(_BONUS)))
            rows.append(Row(RowKind.UPPER_TOTAL, translated(_UPPER_TOTAL)))
    if lower:
        rows += lower
        rows.append(Row(RowKind.LOWER_TOTAL, translated(_LOWER_TOTAL)))
    if rules.extra_yahtzee_bonus:
        same = rules.all_same_index
        extra = (_say(_BOX_BONUS, box=rules.categories[same].label) if same is not None
                 else translated(_ALL_SAME_BONUS))
        rows.append(Row(RowKind.EXTRA_BONUS, extra))
    rows.append(Row(RowKind.GRAND_TOTAL, translated(_GRAND_TOTAL)))
    return tuple(rows)


def _cell(state: GameState, card: Scorecard, rules: Ruleset, row: Row, col: int,
          now: Options | None) -> Cell:
    if row.box is None:
        return _total_cell(state, card, row, col)
    name = state.players[col].name
    category = rules.category(row.box)
    box = category.label
    value = card.boxes[rules.index(row.box)]
    if value is not None:
        return Cell(QLocale().toString(value), CellState.FILLED, value,
                    _ruled(_SCORED, rules, category, points=value, n=value),
                    _said(_SCORED_SPOKEN, box=box, player=name, points=value, n=value))
    if now is not None:
        choice = now.get(category.id)
        if choice.points is None:
            why = choice.reason or ""
            return Cell("–", CellState.FORBIDDEN, None,
                        _said(_REFUSED, box=box, reason=why),
                        _said(_REFUSED_SPOKEN, box=box, player=name, reason=why))
        tip, spoken = (_JOKER, _JOKER_SPOKEN) if choice.joker else (_PREVIEW, _PREVIEW_SPOKEN)
        return Cell(QLocale().toString(choice.points), CellState.PREVIEW, choice.points,
                    _ruled(tip, rules, category, points=choice.points),
                    _said(spoken, box=box, player=name, points=choice.points))
    return Cell("", CellState.BLANK, None, _ruled(_OPEN, rules, category),
                _said(_OPEN_SPOKEN, box=box, player=name))


def _total_cell(state: GameState, card: Scorecard, row: Row, col: int) -> Cell:
    value: int
    progress: BonusProgress | None = None
    text: str | None = None
    if row.kind is RowKind.UPPER_SUBTOTAL:
        value = card.upper_subtotal
    elif row.kind is RowKind.UPPER_BONUS:
        value, text, progress = _bonus(card)
    elif row.kind is RowKind.UPPER_TOTAL:
        value = card.upper_total
    elif row.kind is RowKind.LOWER_TOTAL:
        value = card.lower_total
    elif row.kind is RowKind.EXTRA_BONUS:
        value = card.extra_bonus_points
        text = QLocale().toString(value) if value else ""
    else:
        value = card.grand_total
    shown = QLocale().toString(value) if text is None else text
    player = state.players[col].name
    spoken: Said
    if progress is not None:
        spoken = (_said(_ROW_PROGRESS, row=row.label, player=player, sum=progress.upper_sum,
                        threshold=progress.threshold) if progress.reachable
                  else _said(_ROW_OUT_OF_REACH, row=row.label, player=player))
    elif shown:
        spoken = _said(_ROW_VALUE, row=row.label, player=player, value=shown)
    else:
        spoken = _said(_ROW_NOTHING, row=row.label, player=player)
    return Cell(shown, CellState.TOTAL, value, Said(_total_tip, row.label, row.kind, card),
                spoken, progress)


def _total_tip(label: str, kind: RowKind, card: Scorecard) -> str:
    """The tooltip of a total's cell: the row, and what it adds up (the bonus: its rule and
    how far the player is on the way)."""
    tip: str
    if kind is RowKind.UPPER_SUBTOTAL:
        tip = translated(_UPPER_ADDED)
    elif kind is RowKind.UPPER_BONUS:
        tip = _bonus_tip(card)
    elif kind is RowKind.UPPER_TOTAL:
        tip = translated(_UPPER_PLUS_BONUS)
    elif kind is RowKind.LOWER_TOTAL:
        tip = translated(_LOWER_ADDED)
    elif kind is RowKind.EXTRA_BONUS:
        rules = card.ruleset
        same = rules.all_same_index
        tip = _say(_EXTRA, count=card.extra_bonuses, points=rules.extra_yahtzee_bonus,
                   box=rules.categories[same].label if same is not None else "")
    else:
        tip = translated(_ALL_ADDED)
    return _say(_ROW_TIP, row=label, tip=tip)


def _bonus_open(card: Scorecard) -> bool:
    """The bonus is not decided yet: not earned, and an upper box is still open."""
    upper_open = any(v is None for c, v in zip(card.ruleset.categories, card.boxes, strict=True)
                     if c.section is Section.UPPER)
    return upper_open and not card.upper_bonus


def _bonus(card: Scorecard) -> tuple[int, str | None, BonusProgress | None]:
    """The bonus cell: (points, text or None for the points, progress)."""
    bonus = card.ruleset.upper_bonus
    assert bonus is not None
    value = card.upper_bonus
    if not _bonus_open(card):
        return value, None, None  # decided: the points it brought
    so_far = card.upper_subtotal
    if card.upper_bonus_out_of_reach:
        return value, translated(_OUT_OF_REACH), BonusProgress(so_far, bonus.threshold, False)
    return value, f"{so_far} / {bonus.threshold}", BonusProgress(so_far, bonus.threshold, True)


def _bonus_tip(card: Scorecard) -> str:
    """What the bonus cell's tooltip says of it: its rule, and while it is open, how far the
    player is on the way (or that it is out of reach)."""
    bonus = card.ruleset.upper_bonus
    assert bonus is not None
    tip = _say(_BONUS_RULE, points=bonus.points, threshold=bonus.threshold, n=bonus.points)
    if not _bonus_open(card):
        return tip
    so_far = card.upper_subtotal
    if card.upper_bonus_out_of_reach:
        return _say(_BONUS_LOST, tip=tip, sum=so_far, possible=card.upper_points_possible)
    tip = _say(_BONUS_NEEDED, tip=tip, sum=so_far, needed=bonus.threshold - so_far)
    delta = card.par_delta
    if delta is not None and so_far:
        if abs(delta) < 0.05:
            tip = _say(_ON_PACE, tip=tip)
        else:
            whole = abs(abs(delta) - round(abs(delta))) < 0.05  # a fraction reads as many
            tip = _say(_AHEAD if delta > 0 else _BEHIND, tip=tip, points=_number(abs(delta)),
                       n=round(abs(delta)) if whole else 2)
    return tip


def _number(x: float) -> str:
    locale = QLocale()
    if abs(x - round(x)) < 0.05:
        return locale.toString(round(x))
    return locale.toString(x, "f", 1)
