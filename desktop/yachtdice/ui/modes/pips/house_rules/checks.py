"""What pip dice's House Rules form checks beyond the core, the fixes it offers, and what
stays known (names and box labels used twice are the window's checks, for every game).

- A new box's label is unlike the others' (:func:`unique_label`).
- A problem the editor can mend in one click comes with a :class:`Fix` (a straight
  that must be "exactly the roll" after the dice count changed).
- New boxes start valid for the current dice (:func:`fit_box`).
- While some boxes have problems, :func:`fine_part` gives the rules of the others, so
  their columns (highest score, rule in words) stay filled.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

from yachtdice.core.errors import Problem, RulesetError
from yachtdice.core.modes.pips.kinds import sample_run
from yachtdice.core.modes.pips.ruleset import Ruleset, validate
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.widgets.form_fields import Fix, RulesetData, name_key

_FIX_ONE = QT_TRANSLATE_NOOP("RulesForm", "Match the straight contained in the roll")
_FIX_MANY = QT_TRANSLATE_NOOP("RulesForm", "Match straights contained in the roll")

Data = RulesetData


def unique_label(label: str, boxes: Sequence[object]) -> str:
    """``label``, or 'Chance 2', 'Chance 3' ... if a box already has it."""
    taken = {name_key(str(b.get("label", ""))) for b in boxes if isinstance(b, dict)}
    candidate, n = label, 2
    while name_key(candidate) in taken:
        candidate = f"{label} {n}"
        n += 1
    return candidate


def _dice(data: Data) -> tuple[int, list[int]] | None:
    dice = data.get("dice", {})
    count = dice.get("count", 5) if isinstance(dice, dict) else None
    faces = dice.get("faces", [1, 2, 3, 4, 5, 6]) if isinstance(dice, dict) else None
    if isinstance(count, bool) or not isinstance(count, int) or not isinstance(faces, list) \
            or not all(isinstance(f, int) for f in faces) or not faces:
        return None
    return count, sorted(set(faces))


def fit_box(box: Data, data: Data) -> Data:
    """A new box made to fit the dice of ``data``: an exact straight names one face per
    die (1-6 on six dice), a set or run is no longer than the dice allow, an n of a kind
    needs no more dice than there are. Anything it cannot fit is left for the checks."""
    dice = _dice(data)
    if dice is None:
        return box
    count, faces = dice
    box = copy.deepcopy(box)
    if box.get("kind") == "straight" and isinstance(box.get("faces"), list):
        if box.get("match") == "exact" and count > len(faces):
            box["match"] = "contains"
        wanted = count if box.get("match") == "exact" else min(len(box["faces"]), count)
        box["faces"] = list(sample_run(faces, min(wanted, len(faces))))
    elif box.get("kind") == "straight" and isinstance(box.get("run"), int):
        box["run"] = max(2, min(box["run"], count))
    elif box.get("kind") == "n_of_a_kind" and isinstance(box.get("n"), int):
        box["n"] = max(1, min(box["n"], count))
    return box


def _exact_straights_off(data: Data) -> list[int]:
    """The rows of straights set to 'exactly the roll' that do not name one face per die."""
    dice = _dice(data)
    boxes = data.get("categories")
    if dice is None or not isinstance(boxes, list):
        return []
    return [row for row, box in enumerate(boxes) if isinstance(box, dict)
            and box.get("kind") == "straight" and box.get("match") == "exact"
            and isinstance(box.get("faces"), list) and len(box["faces"]) != dice[0]]


def fixes(problems: Sequence[Problem], data: Data) -> list[Fix]:
    """The one-click fixes for ``problems``."""
    rows = [row for row in _exact_straights_off(data)
            if any(p.path == ("categories", row, "match") for p in problems)]
    if not rows:
        return []

    def contained(old: Data) -> Data:
        new = copy.deepcopy(old)
        for row in rows:
            new["categories"][row]["match"] = "contains"
        return new

    return [Fix(_FIX_MANY.text if len(rows) > 1 else _FIX_ONE.text, contained,
                tuple(("categories", row, "match") for row in rows))]


_NEUTRAL = {"joker": "none", "extra_yahtzee_bonus": 0, "upper_bonus": None,
            "rolls": {"per_turn": 3}, "order": "any", "tie_break": "shared"}


def fine_part(data: Data, problems: Sequence[Problem]) -> tuple[Ruleset | None, list[int]]:
    """The rules of the boxes without problems (and the rows they are), with anything else
    at fault set to its plain default; None when the dice themselves are at fault."""
    trial = copy.deepcopy(data)
    trial.update(id="draft", name="Draft")
    boxes = trial.get("categories")
    if not isinstance(boxes, list):
        return None, []
    rows = list(range(len(boxes)))
    for _ in range(3):  # what is left may show a problem the whole did not (a joker alone)
        bad = {p.path[1] for p in problems
               if len(p.path) >= 2 and p.path[0] == "categories" and isinstance(p.path[1], int)}
        tops = {str(p.path[0]) if p.path else "" for p in problems
                if not (len(p.path) >= 2 and p.path[0] == "categories")}
        if tops - set(_NEUTRAL) - {"name", "id"}:
            return None, []  # the dice, the boxes as a whole, the file: nothing to go on
        trial["categories"] = [b for i, b in enumerate(trial["categories"]) if i not in bad]
        rows = [r for i, r in enumerate(rows) if i not in bad]
        for key in tops & set(_NEUTRAL):
            trial[key] = copy.deepcopy(_NEUTRAL[key])
        problems = validate(trial)
        if not problems:
            try:
                return Ruleset.from_dict(trial), rows
            except RulesetError:
                return None, []
    return None, []
