"""The printed Place Value score card (rule sheet 003's card, a column per pupil): each
category with its rule in words, what each pupil wrote, the numbers that won their box
circled, the points, and how the game ended. Blank for a class, or filled from a game.

>>> from yachtdice.core.modes.place_value.rules import preset
>>> sheet = score_sheet(preset("place-value-3"), pupils=3)
>>> sheet.columns, sheet.rows[0].label, sheet.blank
(('Name:', 'Name:', 'Name:'), 'Number with 5 in the hundreds place', True)
"""

from __future__ import annotations

from collections.abc import Sequence

from yachtdice.core.game import MAX_PLAYERS, GameState
from yachtdice.core.modes.place_value.engine import final_roll_off, place_cards, place_rules
from yachtdice.core.modes.place_value.rules import (
    PlaceCard,
    PlaceValueError,
    PlaceValueRuleset,
    _and,
    compare,
)
from yachtdice.core.score_sheet import ScoreSheet, SheetCell, SheetRow

TITLE = "Place Value Yahtzee Score Card"
NAME_HEADING = "Name:"   # a blank card's column, for a pupil to write their name
POINTS = "Points (boxes won)"
MISREAD = "misread: no point"
X = "X"

__all__ = ["MISREAD", "NAME_HEADING", "POINTS", "TITLE", "game_sheet", "score_sheet"]


def _instruction(rules: PlaceValueRuleset) -> str:
    if not rules.decimals:
        return f"Write a {rules.dice}-digit number or an X in each box."
    whole = rules.dice - rules.decimals
    return (f"Write a number with {whole} {'digit' if whole == 1 else 'digits'} before the "
            f"point and {rules.decimals} after it, or an X, in each box.")


def _rule(label: str, meaning: str) -> str:
    """The rule in words under a box's name, unless the name says it already."""
    same = meaning.casefold() == label.casefold() or label.startswith(meaning)
    return "" if same else meaning


def _notes(rules: PlaceValueRuleset) -> list[str]:
    notes = ["If no number you can make fits an open box, write an X in any open box.",
             "At the end, compare the numbers in each box: the greatest number is circled "
             "and wins a point, and equal greatest numbers each win one. An X counts as 0."]
    if rules.teacher_rule:
        notes.append("Read your number aloud: a number read wrongly wins no point.")
    notes.append("The most points wins. Pupils tied for the most roll once more: the "
                 "greatest number made from that roll wins.")
    return notes


def _points(n: int) -> str:
    return f"{n} {'point' if n == 1 else 'points'}"


def _result(rules: PlaceValueRuleset, names: Sequence[str], cards: Sequence[PlaceCard]) -> str:
    """Who won a finished game, the roll-off included."""
    result = compare(rules, cards)
    top = max(result.points)
    if len(result.winners) == 1:
        return f"{names[result.winners[0]]} wins with {_points(top)}."
    tied = _and([names[i] for i in result.winners])
    decided = final_roll_off(rules, cards)
    assert decided is not None  # tied for the most: a roll-off
    return (f"{tied} have {_points(top)} each; {names[decided.winner]} wins the roll-off "
            "and the game.")


def score_sheet(rules: PlaceValueRuleset, names: Sequence[str] | None = None,
                cards: Sequence[PlaceCard] | None = None, pupils: int = 2) -> ScoreSheet:
    """The card of ``rules``: blank, with a column per pupil to write a name in (``pupils``
    of them), or headed by ``names``, filled from their ``cards`` when given. The winning
    numbers are circled and the points counted only when every card is full."""
    if names is None:
        if not 1 <= pupils <= MAX_PLAYERS:
            raise PlaceValueError(f"a card has 1 to {MAX_PLAYERS} pupils' columns, "
                                  f"not {pupils}")
        names = ()
        headings = (NAME_HEADING,) * pupils
    else:
        headings = tuple(names)
    filled = tuple(cards) if cards is not None else (PlaceCard.empty(rules),) * len(headings)
    if len(filled) != len(headings):
        raise PlaceValueError(f"{len(filled)} cards for {len(headings)} pupils")
    over = bool(filled) and all(card.is_full for card in filled)
    won = dict(compare(rules, filled).box_winners) if over else {}
    rows = []
    for box in rules.boxes:
        cells = []
        for seat, card in enumerate(filled):
            entry = card.get(box.id)
            if entry is None:
                cells.append(SheetCell())
                continue
            text = X if entry.number is None else entry.number.grouped
            cells.append(SheetCell(text, circled=seat in won.get(box.id, ()) and not
                                   entry.misread, note=MISREAD if entry.misread else ""))
        rows.append(SheetRow(box.label, _rule(box.label, box.condition.label()), tuple(cells)))
    points = compare(rules, filled).points if over else ()
    rows.append(SheetRow(POINTS, cells=tuple(SheetCell(str(p)) for p in points)
                         or (SheetCell(),) * len(headings), total=True))
    notes = _notes(rules)
    if over and names:
        notes.append(_result(rules, names, filled))
    return ScoreSheet(TITLE, rules.name, "Category", headings, tuple(rows),
                      instruction=_instruction(rules), notes=tuple(notes),
                      write_names=not names)


def game_sheet(state: GameState) -> ScoreSheet:
    """The card of a Place Value game as it stands: its pupils' names and what they wrote
    (blank boxes before the first number); YachtDiceError for another game's state."""
    rules = place_rules(state)
    return score_sheet(rules, [p.name for p in state.players], place_cards(state))
