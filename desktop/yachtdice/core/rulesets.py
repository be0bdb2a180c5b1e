"""What the rulesets of every game share: ids, names, the file-size bound, the tie-break.

>>> bool(ID_PATTERN.match("class-5")), bool(ID_PATTERN.match("Class 5"))
(True, False)
>>> text_problem("Ann\\x07", 40)
'must not contain control characters'
>>> TieBreak("upper_total")
TieBreak.UPPER_TOTAL
"""

from __future__ import annotations

import re
from enum import StrEnum

from yachtdice.core.text import QT_TRANSLATE_NOOP

#: a ruleset file is read only up to this many bytes
MAX_FILE_BYTES = 1_000_000
#: a ruleset's name, at most this many characters
MAX_NAME = 60
#: a ruleset id: lower-case letters, digits, "-" and "_", at most 64 characters
ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}\Z")


class NamedEnum(StrEnum):
    """An enum whose repr can be evaluated: ``Section.UPPER``."""

    def __repr__(self) -> str:  # evaluable: Section.UPPER, not <Section.UPPER: 'upper'>
        return f"{type(self).__name__}.{self.name}"


class TieBreak(NamedEnum):
    """``UPPER_TOTAL``: among equal grand totals, the higher upper-section sum wins."""

    SHARED = "shared"
    UPPER_TOTAL = "upper_total"


#: the zero-width non-joiner and joiner: inside a name they join emoji (a family,
#: U+1F468 U+200D U+1F469 U+200D U+1F467) and the letters of scripts that need them
JOINERS = frozenset("\u200c\u200d")


def _joinable(ch: str) -> bool:
    """A visible character outside ASCII (a letter, mark, digit or symbol: emoji, a skin
    tone, a variation selector)."""
    if ch.isascii():
        return False
    import unicodedata  # loaded for the first text outside ASCII, not at start

    return unicodedata.category(ch)[0] in "LMNS"


def control_at(value: str, i: int) -> bool:
    """Whether ``value[i]`` is a control or format character (direction overrides and marks
    included). A joiner counts only where it joins nothing: at either end, or beside
    anything but visible characters outside ASCII (where it could only hide, say in a
    name made to look like another).

    >>> control_at("Ann\u202e", 3), control_at("\U0001F468\u200d\U0001F469", 1)
    (True, False)
    >>> control_at("An\u200dn", 2)
    True
    """
    import unicodedata

    ch = value[i]
    category = unicodedata.category(ch)
    if category == "Cc":
        return True
    if category != "Cf":
        return False
    if ch not in JOINERS or not 0 < i < len(value) - 1:
        return True
    return not (_joinable(value[i - 1]) and _joinable(value[i + 1]))


def has_control(value: str) -> bool:
    """Whether any character of ``value`` is a control or format character (see
    :func:`control_at`)."""
    if value.isascii():  # its controls are those it cannot print: no format characters
        return not value.isprintable()
    return any(control_at(value, i) for i in range(len(value)))


def text_problem(value: str, limit: int) -> str | None:
    """Why ``value`` cannot be a name or label of at most ``limit`` characters, or None."""
    if not value.strip():
        return QT_TRANSLATE_NOOP("ruleset problems", "must not be empty").text
    if len(value) > limit:
        return QT_TRANSLATE_NOOP("ruleset problems",
                                 "must be at most {limit} characters").format(limit=limit)
    if value.isascii() and value.isprintable():
        return None  # letters, digits, punctuation and spaces: none of what follows is there
    if has_control(value):
        return "must not contain control characters"
    import unicodedata

    if any(unicodedata.category(ch) in ("Zl", "Zp") for ch in value):
        return "must not contain line or paragraph separators (U+2028, U+2029)"
    if any(unicodedata.category(ch) == "Cs" for ch in value):
        return "must not contain a lone surrogate (\\ud800-\\udfff is not a character)"
    if _most_marks(value) > MAX_MARKS:
        return QT_TRANSLATE_NOOP(
            "ruleset problems", "must not stack more than {limit} accents on one letter"
        ).format(limit=MAX_MARKS)
    return None


#: the most combining marks one letter may carry in a name or label (Vietnamese needs two,
#: some scripts a few more; 79 stacked accents ran off the printed card)
MAX_MARKS = 4


def _most_marks(value: str) -> int:
    """The longest run of combining marks in ``value``."""
    import unicodedata

    most = run = 0
    for ch in value:
        run = run + 1 if unicodedata.category(ch) in ("Mn", "Me") else 0
        most = max(most, run)
    return most


def rules_text_problem(rules: object) -> str | None:
    """Why a ruleset's id or name (of any game) cannot be kept and shown, or None: the id
    must match ID_PATTERN (so never a filed ``<id>~<hash>``), the name pass text_problem."""
    ident, name = getattr(rules, "id", None), getattr(rules, "name", None)
    if not isinstance(ident, str) or not ID_PATTERN.match(ident):
        return "id must be 1-64 lowercase letters, digits, '-' or '_'"
    if not isinstance(name, str):
        return "name must be text"
    problem = text_problem(name, MAX_NAME)
    return None if problem is None else f"name {problem}"
