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
import unicodedata
from enum import StrEnum

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


def text_problem(value: str, limit: int) -> str | None:
    """Why ``value`` cannot be a name or label of at most ``limit`` characters, or None."""
    if not value.strip():
        return "must not be empty"
    if len(value) > limit:
        return f"must be at most {limit} characters"
    if any(unicodedata.category(ch) in ("Cc", "Cf") for ch in value):
        return "must not contain control characters"
    if any(unicodedata.category(ch) in ("Zl", "Zp") for ch in value):
        return "must not contain line or paragraph separators (U+2028, U+2029)"
    if any(unicodedata.category(ch) == "Cs" for ch in value):
        return "must not contain a lone surrogate (\\ud800-\\udfff is not a character)"
    return None
