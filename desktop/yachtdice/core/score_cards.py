"""Every game's printed score card, as data (:class:`~yachtdice.core.score_sheet.ScoreSheet`):
blank, with a column (or a game's several columns) per player to write a name in, or headed
by the players' names and filled from their cards, a game on the table or in the history.

A game that has a paper card of its own (pip dice' sections and bonus, Place Value's pupils)
builds it (:attr:`~yachtdice.core.registry.Mode.score_sheet`); any other gets the shared card
drawn from its data alone: its boxes in its card's order, each with its rule in words
(:attr:`~yachtdice.core.registry.Mode.box_rule`), each of a player's columns side by side
(a :class:`~yachtdice.core.game.ColumnCard`'s), the points of each place and the totals its
seat results count. Nothing here names a game.

>>> from yachtdice.core.modes import builtin
>>> from yachtdice.core.registry import modes
>>> builtin.install()
>>> sheet = card_sheet(modes()[0].presets[0], players=3)
>>> sheet.columns, sheet.blank, sheet.write_names
(('Name:', 'Name:', 'Name:'), True, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from yachtdice.core.bookings import points_at
from yachtdice.core.errors import YachtDiceError
from yachtdice.core.game import (
    MAX_PLAYERS,
    Card,
    GameState,
    Place,
    Rules,
    columns_of,
    engine_for,
    name_problem,
)
from yachtdice.core.registry import mode_for
from yachtdice.core.score_sheet import ScoreSheet, SheetCell, SheetRow
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus

# the shared card's words, filed for translators under "Score card"
TITLE = QT_TRANSLATE_NOOP("Score card", "Score Card").text
CORNER = QT_TRANSLATE_NOOP("Score card", "Box").text
#: a blank card's heading of a player's column(s), for a name to be written in
NAME = QT_TRANSLATE_NOOP("Score card", "Name:").text
TOTAL = QT_TRANSLATE_NOOP("Score card", "Total").text
BONUS = QT_TRANSLATE_NOOP("Score card", "Bonus").text
GRAND_TOTAL = QT_TRANSLATE_NOOP("Score card", "Grand total").text
WINS = Numerus.translate("Score card", "{name} wins with {points} point(s).", None, 1)
SOLO = Numerus.translate("Score card", "Final score for {name}: {points} point(s).", None, 1)
SHARED = Numerus.translate("Score card", "{name} shares first place with {points} point(s).",
                           None, 1)

__all__ = ["CORNER", "GRAND_TOTAL", "NAME", "TITLE", "TOTAL", "ScoreCardError", "card_sheet",
           "game_sheet", "heads", "points", "result_notes", "shared_sheet"]


class ScoreCardError(YachtDiceError):
    """A card that cannot be made as asked (too many players, a name with a problem)."""


def heads(names: Sequence[str] | None, players: int) -> tuple[str, ...]:
    """Each player's heading: the names, or "Name:" for each of ``players`` (a blank card);
    a number of players the game cannot seat, or a name it cannot take, is one sentence."""
    if names is None:
        if not 1 <= players <= MAX_PLAYERS:
            raise ScoreCardError(f"a card has 1 to {MAX_PLAYERS} players' columns, "
                                 f"not {players}")
        return (NAME,) * players
    if not 1 <= len(names) <= MAX_PLAYERS:
        raise ScoreCardError(f"a card has 1 to {MAX_PLAYERS} players' columns, "
                             f"not {len(names)}")
    for name in names:
        if (problem := name_problem(name)) is not None:
            raise ScoreCardError(f"the name {name!r}: {problem}")
    return tuple(names)


def points(value: int | None) -> SheetCell:
    """A cell holding ``value`` points ("" while the box is open)."""
    return SheetCell("" if value is None else str(value))


def result_notes(rules: Rules, names: Sequence[str] | None,
                 cards: Sequence[Card]) -> tuple[str, ...]:
    """Who won, for a card of a game that is over (every card full); else nothing."""
    if not names or not cards or not all(c.is_full for c in cards):
        return ()
    standings = engine_for(rules).standings(rules, cards)
    first = [s for s in standings if s.place == 1]
    template = SOLO if len(standings) == 1 else WINS if len(first) == 1 else SHARED
    return tuple(template.format(name=names[s.player], points=s.total, n=s.total)
                 for s in first)


def card_sheet(rules: Rules, names: Sequence[str] | None = None,
               cards: Sequence[Card] | None = None, players: int = 2) -> ScoreSheet:
    """The printed card of ``rules``: blank with ``players`` columns to write names in
    (``names`` None), or headed by ``names`` and filled from their ``cards`` when given.
    The game's own card if it has one, else the shared card of its boxes."""
    headings = heads(names, players)
    if cards is not None and len(cards) != len(headings):
        raise ScoreCardError(f"{len(cards)} cards for {len(headings)} players")
    game = mode_for(rules)
    if game.score_sheet is not None:
        return game.score_sheet(rules, names, cards, len(headings))
    return shared_sheet(rules, names, cards, len(headings))


def shared_sheet(rules: Rules, names: Sequence[str] | None, cards: Sequence[Card] | None,
                 players: int) -> ScoreSheet:
    """The card any game gets from its data: a row per box, a cell per place (each of a
    player's columns), the bonus where the rules have one (the game's rates name it), a
    row of each column's total and, with several columns, the grand total in each
    player's last column."""
    game = mode_for(rules)
    empty = engine_for(rules).new_card(rules)
    columns = columns_of(empty)
    headings = heads(names, players)
    filled: Sequence[Card] = cards if cards is not None else (empty,) * len(headings)
    places = [(card, column) for card in filled for column in range(len(columns))]
    rows = []
    sums = [0] * len(places)
    for box in empty.open_ids:
        cells = []
        for i, (card, column) in enumerate(places):
            value = points_at(rules, card, Place(box, column))
            sums[i] += value or 0
            cells.append(points(value))
        rows.append(SheetRow(game.box_label(rules, box), game.box_rule(rules, box),
                             tuple(cells)))
    blank = cards is None or not any(c.filled_count for c in filled)
    several = len(columns) > 1
    results = () if blank else game.seat_results(rules, filled)
    if "upper_bonus" in game.rates(rules) and not several:  # the rules have a bonus
        rows.append(SheetRow(BONUS, total=True, cells=tuple(
            points(r.upper_bonus) for r in results) or (SheetCell(),) * len(places)))
    if blank:
        rows.append(SheetRow(TOTAL, cells=(SheetCell(),) * len(places), total=True))
        if several:
            rows.append(SheetRow(GRAND_TOTAL, cells=(SheetCell(),) * len(places), total=True))
    else:
        if several:
            rows.append(SheetRow(TOTAL, cells=tuple(points(s) for s in sums), total=True))
            last = len(columns) - 1
            rows.append(SheetRow(GRAND_TOTAL, total=True, cells=tuple(
                points(results[i // len(columns)].total if i % len(columns) == last else None)
                for i in range(len(places)))))
        else:
            rows.append(SheetRow(TOTAL, cells=tuple(points(r.total) for r in results),
                                 total=True))
    notes = () if cards is None else result_notes(rules, names, filled)
    return ScoreSheet(TITLE, rules.name, CORNER,
                      columns * len(headings) if several else headings, tuple(rows),
                      notes=notes, write_names=names is None,
                      players=headings if several else ())


def game_sheet(state: GameState) -> ScoreSheet:
    """The card of a game as it stands (on the table, or replayed from the history)."""
    return card_sheet(state.ruleset, [p.name for p in state.players], state.cards)
