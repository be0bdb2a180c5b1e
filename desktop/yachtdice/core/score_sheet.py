"""A score card to print, as data: its heading, a column per player, a row per box with the
box's rule in words, what is written in each cell and whether it is circled, and the notes
under the table. A game builds one (Place Value: ``modes/place_value/score_sheet.py``); the
printing module draws any of them on paper without knowing the game.

>>> won = SheetRow("Wild", cells=(SheetCell("6,341", circled=True), SheetCell("X")))
>>> sheet = ScoreSheet("Score Card", "Our rules", "Category", ("Ann", "Bob"), (won,))
>>> sheet.rows[0].cells[0].circled, sheet.blank
(True, False)
"""

from __future__ import annotations

from yachtdice.core.values import value_type


@value_type
class SheetCell:
    """What one player wrote in one box ("" for nothing yet), whether it is circled (the box
    was won), and a short note printed under it ("misread")."""

    text: str = ""
    circled: bool = False
    note: str = ""


@value_type
class SheetRow:
    """One box: its name as players read it, its rule in words when the name does not say
    it ("" when it does), a cell per column; ``total`` marks a row of totals (ruled off),
    ``heading`` a section's name across the table."""

    label: str
    rule: str = ""
    cells: tuple[SheetCell, ...] = ()
    total: bool = False
    #: a section's heading across the whole table ("Upper section"): no cells, no rule
    heading: bool = False
    #: the rule in a few words, as the paper pads print it ("25 points"), printed when the
    #: whole rules do not fit one page ("" when there is none)
    short: str = ""


@value_type
class ScoreSheet:
    """A whole card: ``title`` and ``subtitle`` on top, ``instruction`` under them, the
    table (``corner`` heads the boxes' column, ``columns`` the players'), then ``notes``:
    sentences on scoring and, for a game that is over, its result. ``write_names``: the
    columns are headed for players to write their names in (a blank card). ``players``: on
    a card of several columns per player, each player's heading (a name, or "Name:") over
    their columns, ``columns`` then naming each column ("×1", "×2", ...); empty when every
    player has one column (``columns`` are then the players')."""

    title: str
    subtitle: str
    corner: str
    columns: tuple[str, ...]
    rows: tuple[SheetRow, ...]
    instruction: str = ""
    notes: tuple[str, ...] = ()
    write_names: bool = False
    players: tuple[str, ...] = ()

    @property
    def per_player(self) -> int:
        """How many columns each player has."""
        return len(self.columns) // len(self.players) if self.players else 1

    @property
    def blank(self) -> bool:
        """Nothing is written in any cell yet."""
        return not any(c.text for row in self.rows for c in row.cells)

