"""F1 for the word games: the turn, the dice, and what each box takes."""

from __future__ import annotations

import html

from yachtdice.core.modes.word.rules import WordRuleset, box_text


def word_rules_html(rules: WordRuleset) -> str:
    """The rules of a letter-dice game: the turn, the dice, and what each box takes."""
    dice = "".join(f"<li>Die {i}: {html.escape(d.label)}</li>"
                   for i, d in enumerate(rules.dice, start=1))
    boxes = "".join(f"<li><b>{html.escape(b.label)}</b>: {html.escape(box_text(rules, b))}</li>"
                    for b in rules.boxes)
    return (f"<h2>{html.escape(rules.name)}</h2>"
            f"<p>{rules.dice_count} letter dice, {rules.rolls_per_turn} rolls a turn; keep any "
            "dice. Then claim one open box with words made from the dice (each die used at "
            "most once; the wild face, *, is any letter you name and is worth 0). A zero may "
            f"go in any open box. Upper bonus {rules.upper_bonus_points} at "
            f"{rules.upper_bonus_threshold} or more; once the Yahtzee Word box holds "
            f"{rules.yahtzee_points}, each further seven-letter word earns "
            f"{rules.yahtzee_bonus}.</p><h3>The dice</h3><ul>{dice}</ul>"
            f"<h3>The boxes</h3><ul>{boxes}</ul>")
