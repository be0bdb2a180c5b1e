"""What House Rules checks beyond a game's own checks, for every game made there: names
are unique among the rulesets the player sees (built-in ones, as the store reads them, and
their own, compared without case or extra spaces), box labels within a ruleset: the list,
the delete prompt and the scorecard could not tell two apart."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from yachtdice.core.errors import Problem
from yachtdice.core.text import QT_TRANSLATE_NOOP, name_in_sentence
from yachtdice.ui.widgets.form_fields import RulesetData, name_key

_TAKEN = QT_TRANSLATE_NOOP("RulesForm", "another of your rulesets is already called {name}")
_BUILT_IN = QT_TRANSLATE_NOOP("RulesForm", "a built-in ruleset is already called {name}")
_LABEL_TWICE = QT_TRANSLATE_NOOP("RulesForm", "box {number} is already labelled {label}")

Data = RulesetData


def taken_names(own: Iterable[str]) -> dict[str, str]:
    """What a name of the player's other rulesets would be told, by :func:`name_key`."""
    return {name_key(n): _TAKEN.format(name=n) for n in own}


def editor_problems(data: Data, taken: Mapping[str, str],
                    built_in: Callable[[str], str | None] = lambda _name: None) -> list[Problem]:
    """A name used by another ruleset (``built_in`` says which built-in one a name reads
    as, if any: the store refuses those); a box label used twice (the later box is marked)."""
    out = []
    name = data.get("name")
    if isinstance(name, str) and name.strip():
        if (same := built_in(name)) is not None:
            out.append(Problem("name", _BUILT_IN.format(name=same)))
        elif name_key(name) in taken:
            out.append(Problem("name", taken[name_key(name)]))
    seen: dict[str, tuple[int, str]] = {}
    boxes = data.get("categories")
    for row, box in enumerate(boxes if isinstance(boxes, list) else []):
        label = box.get("label") if isinstance(box, dict) else None
        if not isinstance(label, str) or not label.strip():
            continue
        first, first_label = seen.setdefault(name_key(label), (row, label.strip()))
        if first != row:
            out.append(Problem.at(("categories", row, "label"),
                                  _LABEL_TWICE.format(number=first + 1,
                                                     label=name_in_sentence(first_label))))
    return out
