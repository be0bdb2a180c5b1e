"""F1 for pip dice: the rules described from the ruleset, section by section, in the
window's language (a built-in game's names as its players know them)."""

from __future__ import annotations

import html

from yachtdice.core.modes.pips.describe import BOX_LINE, describe
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.text import Text
from yachtdice.ui.i18n import translated


def pip_rules_html(rules: Ruleset) -> str:
    """The generated rules as HTML; every piece of text is escaped (labels are user data)."""
    text = describe(rules)
    parts = [f"<h2>{html.escape(translated(text.title))}</h2>"]
    for heading, lines in text.sections:
        parts.append(f"<h3>{html.escape(translated(heading))}</h3><ul>")
        for line in lines:
            values = dict(line.values) if isinstance(line, Text) else {}
            if isinstance(line, Text) and line.template == BOX_LINE:
                parts.append(f"<li><b>{html.escape(translated(values['label']))}</b>: "
                             f"{html.escape(translated(values['rule']))}</li>")
            else:
                parts.append(f"<li>{html.escape(translated(line))}</li>")
        parts.append("</ul>")
    return "".join(parts)
