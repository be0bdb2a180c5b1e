"""Text from players and files shown as plain text where Qt would guess rich text.

Qt renders a tooltip as HTML whenever ``Qt.mightBeRichText`` says it might be
(a name like ``<b>Bob</b>`` would show bold, ``<img src=…>`` would load a
file). Tooltips are made plain here: text Qt would take for markup is escaped
and marked as rich text, so it shows exactly as typed.
"""

from __future__ import annotations

from PySide6.QtGui import Qt


def isolated(text: str) -> str:
    """``text`` (a name) set apart inside a sentence with its own direction (Unicode's
    first-strong isolate, U+2068 ... U+2069), so a name in a right-to-left script never
    turns the sentence around it.

    >>> isolated("Ann")
    '\u2068Ann\u2069'
    """
    return f"\u2068{text}\u2069"


def plain_tip(text: str) -> str:
    """``text`` as a tooltip that Qt shows character for character.

    >>> plain_tip("Ann: person")
    'Ann: person'
    >>> plain_tip("<b>Bob</b>: person")
    '<qt>&lt;b&gt;Bob&lt;/b&gt;: person</qt>'
    """
    if not Qt.mightBeRichText(text):
        return text
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return "<qt>" + escaped.replace("\n", "<br>") + "</qt>"
