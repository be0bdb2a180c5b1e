"""The printed Place Value score card in the window's language (its
:attr:`~yachtdice.ui.modes.GameUI.score_sheet_language`): the core's sentences translated,
numbers written as the locale writes them, a built-in card's box names in words of the
language. Printing itself is shared (:mod:`yachtdice.ui.dialogs.print_card`): the card of
the game on the table, its pupils' names heading the columns, filled in as far as the game
has gone (the winning numbers circled at the end), or a blank one from House Rules.
"""

from __future__ import annotations

import re
from dataclasses import replace

from yachtdice.core.modes.place_value.rules import Number
from yachtdice.core.score_sheet import ScoreSheet, SheetRow
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes.place_value.numbers import grouped, said

_WRITTEN = re.compile(r"([0-9]{1,3}(?:,[0-9]{3})*)(?:\.([0-9]+))?")


def _number(text: str) -> str:
    """A number the core wrote on the card (``6,341``, ``65.432``) as the locale writes it;
    anything else (an X, a name) as it is."""
    found = _WRITTEN.fullmatch(text)
    if found is None:
        return text
    digits = (found.group(1).replace(",", "") + (found.group(2) or ""))
    return grouped(Number(tuple(map(int, digits)), len(found.group(2) or "")))


def in_language(sheet: ScoreSheet) -> ScoreSheet:
    """``sheet`` with the core's sentences and numbers in the window's language (pupils'
    names and a teacher's own box names as they are)."""
    def rows() -> tuple[SheetRow, ...]:
        return tuple(replace(r, label=said(r.label), rule=said(r.rule),
                             cells=tuple(replace(c, text=_number(c.text),
                                                 note=translated(c.note)) for c in r.cells))
                     for r in sheet.rows)

    return replace(sheet, title=translated(sheet.title), subtitle=translated(sheet.subtitle),
                   corner=translated(sheet.corner), instruction=translated(sheet.instruction),
                   columns=tuple(translated(c) for c in sheet.columns), rows=rows(),
                   notes=tuple(translated(n) for n in sheet.notes))
