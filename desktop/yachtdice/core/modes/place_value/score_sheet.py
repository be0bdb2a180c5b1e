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
    box_label,
    compare,
    listed,
)
from yachtdice.core.score_sheet import ScoreSheet, SheetCell, SheetRow
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus, name_in_sentence

# every sentence here is filed for translators under the context "Place Value score card"
TITLE = QT_TRANSLATE_NOOP("Place Value score card", "Place Value Yahtzee Score Card").text
CORNER = QT_TRANSLATE_NOOP("Place Value score card", "Category").text
#: a blank card's column heading, for a pupil to write their name in
NAME_HEADING = QT_TRANSLATE_NOOP("Place Value score card", "Name:").text
POINTS = QT_TRANSLATE_NOOP("Place Value score card", "Points (boxes won)").text
MISREAD = QT_TRANSLATE_NOOP("Place Value score card", "misread: no point").text
X = "X"
WHOLE = QT_TRANSLATE_NOOP("Place Value score card",
                          "Write a {digits}-digit number or an X in each box.")
DECIMAL_ONE = QT_TRANSLATE_NOOP(
    "Place Value score card",
    "Write a number with one digit before the point and {decimals} after it, or an X, in "
    "each box.")
DECIMAL = QT_TRANSLATE_NOOP(
    "Place Value score card",
    "Write a number with {whole} digits before the point and {decimals} after it, or an X, "
    "in each box.")
NO_FIT = QT_TRANSLATE_NOOP(
    "Place Value score card",
    "If no number you can make fits an open box, write an X in any open box.")
COMPARE = QT_TRANSLATE_NOOP(
    "Place Value score card",
    "At the end, compare the numbers in each box: the greatest number is circled and wins a "
    "point, and equal greatest numbers each win one. An X counts as 0.")
READ_ALOUD = QT_TRANSLATE_NOOP(
    "Place Value score card", "Read your number aloud: a number read wrongly wins no point.")
MOST = QT_TRANSLATE_NOOP(
    "Place Value score card",
    "The most points wins. Pupils tied for the most roll once more: the greatest number made "
    "from that roll wins.")
WINS = Numerus.translate("Place Value score card", "{name} wins with {points} point(s).", None, 1)
TIED = Numerus.translate(
    "Place Value score card",
    "{names} have {points} point(s) each; {winner} wins the roll-off and the game.", None, 1)
#: names in a list: each but the last two joined to the next, then the last two
LIST = QT_TRANSLATE_NOOP("Place Value score card", "{names}, {next}")
LIST_END = QT_TRANSLATE_NOOP("Place Value score card", "{names} and {last}")

__all__ = ["MISREAD", "NAME_HEADING", "POINTS", "TITLE", "game_sheet", "score_sheet"]


def _instruction(rules: PlaceValueRuleset) -> str:
    if not rules.decimals:
        return WHOLE.format(digits=rules.dice)
    whole = rules.dice - rules.decimals
    if whole == 1:
        return DECIMAL_ONE.format(decimals=rules.decimals)
    return DECIMAL.format(whole=whole, decimals=rules.decimals)


def _rule(label: str, meaning: str) -> str:
    """The rule in words under a box's name, unless the name says it already."""
    same = meaning.casefold() == label.casefold() or label.startswith(meaning)
    return "" if same else meaning


def _notes(rules: PlaceValueRuleset) -> list[str]:
    notes: list[str] = [NO_FIT.text, COMPARE.text]
    if rules.teacher_rule:
        notes.append(READ_ALOUD.text)
    notes.append(MOST.text)
    return notes


def _listed(names: Sequence[str]) -> str:
    """"Ann", "Ann and Bob", "Ann, Bob and Cy"."""
    return listed([name_in_sentence(n) for n in names], LIST, LIST_END)


def _result(rules: PlaceValueRuleset, names: Sequence[str], cards: Sequence[PlaceCard]) -> str:
    """Who won a finished game, the roll-off included."""
    result = compare(rules, cards)
    top = max(result.points)
    if len(result.winners) == 1:
        name = name_in_sentence(names[result.winners[0]])
        return WINS.format(name=name, points=top, n=top)
    tied = _listed([names[i] for i in result.winners])
    decided = final_roll_off(rules, cards)
    assert decided is not None  # tied for the most: a roll-off
    winner = name_in_sentence(names[decided.winner])
    return TIED.format(names=tied, points=top, winner=winner, n=top)


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
        headings: tuple[str, ...] = (NAME_HEADING,) * pupils
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
        label = box_label(box)
        rows.append(SheetRow(label, _rule(label, box.condition.label()), tuple(cells)))
    points = compare(rules, filled).points if over else ()
    rows.append(SheetRow(POINTS, cells=tuple(SheetCell(str(p)) for p in points)
                         or (SheetCell(),) * len(headings), total=True))
    notes = _notes(rules)
    if over and names:
        notes.append(_result(rules, names, filled))
    return ScoreSheet(TITLE, rules.name, CORNER, headings, tuple(rows),
                      instruction=_instruction(rules), notes=tuple(notes),
                      write_names=not names)


def game_sheet(state: GameState) -> ScoreSheet:
    """The card of a Place Value game as it stands: its pupils' names and what they wrote
    (blank boxes before the first number); YachtDiceError for another game's state."""
    rules = place_rules(state)
    return score_sheet(rules, [p.name for p in state.players], place_cards(state))
