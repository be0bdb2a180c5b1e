"""Names of rules as the history shows them: the player's own never pass for built-in ones.

A built-in ruleset is known by its id. All other rules (saved ones, a changed copy of a
built-in, the rules of a recorded or imported game) may carry any name, so one whose name
reads as a built-in's ("Yahtzee", "YAHTZEE", "Yahtzée", "Yаhtzee" with a Cyrillic а) is
shown as "Yahtzee (custom)". A ruleset is not saved under such a name; one that comes in
a file (House Rules' Import, a history import) is saved marked "(custom)".

>>> from yachtdice.core.modes import builtin
>>> builtin.install()
>>> reads_as_builtin("YAHT-ZEE"), reads_as_builtin("My Yahtzee")
('Yahtzee', None)
>>> shown_name("family", "Yahtzee"), shown_name("yahtzee", "Yahtzee")
('Yahtzee (custom)', 'Yahtzee')
"""

from __future__ import annotations

import unicodedata
from typing import TypeVar, cast

from yachtdice.core.modes import Rules, is_builtin, modes, ruleset_from_dict
from yachtdice.core.rulesets import MAX_NAME

R = TypeVar("R", bound=Rules)

CUSTOM = " (custom)"


#: letters of other scripts that look like Latin ones (after case folding), from Unicode's
#: confusables: Cyrillic, Greek, and a few Latin variants
_LOOKALIKES = str.maketrans({
    "а": "a", "в": "b", "с": "c", "ԁ": "d", "е": "e", "һ": "h", "і": "i", "ј": "j",
    "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "ԛ": "q", "ѕ": "s", "т": "t",
    "у": "y", "ү": "y", "ԝ": "w", "х": "x", "ӏ": "l", "ɑ": "a", "ı": "i", "ɡ": "g",
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o",
    "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "γ": "y", "ζ": "z", "ѵ": "v",
})


def _skeleton(name: str) -> str:
    """What a name reads as: compatibility forms folded, accents and case dropped, look-alike
    letters of other scripts read as the Latin ones, and only letters and digits kept (no
    spaces, punctuation or invisible characters)."""
    decomposed = unicodedata.normalize("NFKD", name)
    bare = "".join(ch for ch in decomposed if not unicodedata.category(ch).startswith("M"))
    return "".join(ch for ch in bare.casefold().translate(_LOOKALIKES) if ch.isalnum())


def reads_as_builtin(name: str) -> str | None:
    """The built-in ruleset name (of any game) that ``name`` reads as, or None."""
    mine = _skeleton(name)
    for game in modes():
        for rules in game.presets:
            if mine and mine == _skeleton(rules.name):
                return str(rules.name)
    return None


def shown_name(ruleset_id: str, name: str) -> str:
    """``name`` as the history shows rules filed under ``ruleset_id``: marked "(custom)" when
    the rules are not the built-in ones but their name reads as a built-in's."""
    if is_builtin(ruleset_id) or reads_as_builtin(name) is None:
        return name
    return name + CUSTOM


def builtin_name_problem(name: str) -> str | None:
    """Why rules of the player's own cannot be saved under ``name`` (it reads as a built-in
    ruleset's), or None."""
    builtin = reads_as_builtin(name)
    if builtin is None:
        return None
    return (f"name {name!r} reads as the built-in {builtin}; give your rules a name of their "
            f"own (say, {name + CUSTOM!r})")


def marked_custom(rules: R) -> R:
    """``rules`` renamed "<name> (custom)" (shortened to fit) if their name reads as a
    built-in's, else ``rules`` themselves."""
    if reads_as_builtin(rules.name) is None:
        return rules
    name = rules.name[:MAX_NAME - len(CUSTOM)].rstrip() + CUSTOM
    # read back by the codec of the game the data names: the same game, so the same type
    return cast("R", ruleset_from_dict({**rules.to_dict(), "name": name}))
