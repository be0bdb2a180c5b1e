"""F1 for Triple Yahtzee: the columns and their multipliers, the turn, the bonus, the joker
and the chips, then each box's rule (official Yahtzee's, as pip dice describe them), in the
window's language; every text escaped."""

from __future__ import annotations

import html

from yachtdice.core.modes.pips.describe import box_rule
from yachtdice.core.modes.triple.rules import Chips, TripleRules
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated

_PLAY = QT_TRANSLATE_NOOP("Triple rules help", "How to play")
_BOXES = QT_TRANSLATE_NOOP("Triple rules help", "The boxes")
_COLUMNS = QT_TRANSLATE_NOOP(
    "Triple rules help", "Each player has three columns of the thirteen Yahtzee boxes: ×1, ×2 "
    "and ×3. Each turn, roll five dice up to three times, keeping any between rolls, then "
    "enter the roll in any open box of any column: 39 turns in all.")
_TOTALS = QT_TRANSLATE_NOOP(
    "Triple rules help", "Each column earns its own upper bonus (35 points at 63) and is added "
    "up on its own; its total counts once, twice or three times, and the grand total adds "
    "the three.")
_JOKER = QT_TRANSLATE_NOOP(
    "Triple rules help", "Once all three Yahtzee boxes are filled, a Yahtzee is a joker: it "
    "must go in its upper box in a column where that is open; if none is, in any open lower "
    "box, which it fills as if it met the box's pattern; if no lower box is open either, in "
    "an open upper box, for zero.")
_CHIPS_COLUMN = QT_TRANSLATE_NOOP(
    "Triple rules help", "Once all three Yahtzee boxes hold 50, each further Yahtzee also "
    "earns a bonus chip: 100 points times the multiplier of the column it is entered in.")
_CHIPS_FLAT = QT_TRANSLATE_NOOP(
    "Triple rules help", "Once all three Yahtzee boxes hold 50, each further Yahtzee also "
    "earns a bonus chip of 100 points, whichever column it is entered in.")


def rules_html(rules: TripleRules) -> str:
    """The rules as HTML, every text escaped."""
    chips = _CHIPS_COLUMN if rules.chips is Chips.COLUMN else _CHIPS_FLAT
    parts = [f"<h2>{html.escape(translated(rules.name))}</h2>",
             f"<h3>{html.escape(translated(_PLAY))}</h3><ul>"]
    parts += [f"<li>{html.escape(translated(t))}</li>"
              for t in (_COLUMNS, _TOTALS, _JOKER, chips)]
    parts.append(f"</ul><h3>{html.escape(translated(_BOXES))}</h3><ul>")
    parts += [f"<li><b>{html.escape(translated(c.label))}</b>: "
              f"{html.escape(translated(box_rule(rules.base, c)))}</li>"
              for c in rules.base.categories]
    parts.append("</ul>")
    return "".join(parts)
