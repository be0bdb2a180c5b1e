"""F1 for pip dice: the rules described from the ruleset, section by section."""

from __future__ import annotations

import html

from yachtdice.core.modes.pips.describe import describe
from yachtdice.core.modes.pips.ruleset import Ruleset


def pip_rules_html(rules: Ruleset) -> str:
    """The generated rules as HTML; every piece of text is escaped (labels are user data)."""
    text = describe(rules)
    parts = [f"<h2>{html.escape(text.title)}</h2>"]
    for heading, lines in text.sections:
        parts.append(f"<h3>{html.escape(heading)}</h3><ul>")
        for line in lines:
            label, sep, rest = line.partition(": ")
            if sep and len(label) <= 40 and heading.endswith("section"):
                parts.append(f"<li><b>{html.escape(label)}</b>: {html.escape(rest)}</li>")
            else:
                parts.append(f"<li>{html.escape(line)}</li>")
        parts.append("</ul>")
    return "".join(parts)
