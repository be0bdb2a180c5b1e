"""A ruleset's problems in the words of the House Rules form, not of the file format.

The core names fields as the file does (``extra_yahtzee_bonus``, ``categories[4].sizes``,
``all_same``); ``rules check`` keeps those names. The editor says the same things with
the form's labels: "Extra all-same bonus needs a box where all dice show the same face",
"Box 5 (Full House), group sizes: ...".

>>> from yachtdice.core.errors import Problem
>>> line(Problem("extra_yahtzee_bonus", "needs an all_same box to refer to"), {})
'Extra all-same bonus needs a box where all dice show the same face'
>>> at_field(Problem("joker", "needs an all_same box to refer to"), {})
'Needs a box where all dice show the same face.'
"""

from __future__ import annotations

import re
from typing import Any

from yachtdice.core.errors import PathPart, Problem, as_sentence
from yachtdice.core.modes.pips.kinds import KINDS, SCORINGS

TOP = {
    "": "The file", "format": "The file", "version": "The file's version",
    "mode": "The file's game", "name": "Name", "id": "Id", "dice": "Dice",
    "dice.count": "Number of dice", "dice.faces": "Faces", "rolls": "Rolls",
    "rolls.per_turn": "Rolls per turn", "rolls.carry_over": "Saved rolls",
    "categories": "Boxes", "upper_bonus": "Upper bonus",
    "upper_bonus.threshold": "Upper bonus threshold", "upper_bonus.points": "Upper bonus points",
    "extra_yahtzee_bonus": "Extra all-same bonus", "joker": "Joker", "order": "Scoring order",
    "tie_break": "Tie-break"}
_SHAPES: tuple[dict[str, Any], ...] = ({}, {"faces": []})  # a straight's two sets of params
BOX = {"id": "id", "label": "label", "section": "section", "kind": "kind", "score": "scoring",
       "points": "points"} | {
    p.key: p.label.lower() for kind in KINDS.values() for shape in _SHAPES
    for p in kind.params(shape)}
VERBS = ("must ", "needs ", "need ", "is ", "has ", "can ", "applies ")
ALL_SAME = "a box where all dice show the same face"
_REWORDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"an all_same box to refer to"), ALL_SAME),
    (re.compile(r"at most one all_same box"), "at most one box where all dice show the same "
                                              "face"),
    (re.compile(r"an exact straight must name one face per die \((\d+)\)"),
     r"exactly the roll needs one face for each of the \1 dice"),
    (re.compile(r"\ball_same\b"), "all the same"),
) + tuple((re.compile(rf"\b{key}\b"), words) for key, words in SCORINGS)
_BOX_REF = re.compile(r"categories\[(\d+)\]")


def where(path: tuple[PathPart, ...], data: dict[str, Any]) -> str:
    """The form's name of a field: 'Extra all-same bonus', 'Box 9 (Full House), group sizes'."""
    if len(path) >= 2 and path[0] == "categories" and isinstance(path[1], int):
        text = box_name(path[1], data)
        text = text[:1].upper() + text[1:]
        return f"{text}, {BOX.get(str(path[2]), str(path[2]))}" if len(path) > 2 else text
    key = ".".join(str(p) for p in path)
    return TOP.get(key) or TOP.get(str(path[0]) if path else "", key)


def box_name(row: int, data: dict[str, Any]) -> str:
    """'box 9 (Full House)': a box by its place on the card and its label."""
    boxes = data.get("categories", [])
    box = boxes[row] if isinstance(boxes, list) and 0 <= row < len(boxes) else None
    label = str(box.get("label", "")) if isinstance(box, dict) else ""
    return f"box {row + 1} ({label})" if label else f"box {row + 1}"


def message(problem: Problem, data: dict[str, Any]) -> str:
    """The problem's words without its field, the file's names replaced by the form's."""
    text = problem.message
    for pattern, words in _REWORDS:
        text = pattern.sub(words, text)
    return _BOX_REF.sub(lambda m: box_name(int(m.group(1)), data), text)


def line(problem: Problem, data: dict[str, Any]) -> str:
    """The whole problem as one line: its field in the form's words, then what is wrong."""
    words = message(problem, data)
    if problem.path == ("upper_bonus", "threshold") and "never be reached" in words:
        return f"The upper bonus at {words}"
    return _joined(where(problem.path, data), words)


def at_field(problem: Problem, data: dict[str, Any], name: str | None = None) -> str:
    """The sentence shown under the field itself (whose label is beside it): what is wrong,
    led by ``name`` where the words need a subject ('Threshold must be between ...')."""
    words = message(problem, data)
    if name and words.startswith(VERBS):
        return as_sentence(f"{name} {words}")
    return as_sentence(words)


def in_box(problem: Problem, data: dict[str, Any]) -> str:
    """A box's problem as its row says it: 'Group sizes: the groups need 6 dice ...'."""
    path = problem.path
    if len(path) <= 2:
        return as_sentence(message(problem, data))
    field = BOX.get(str(path[2]), str(path[2]))
    return _joined(field[:1].upper() + field[1:], message(problem, data))


def _joined(subject: str, words: str) -> str:
    return f"{subject} {words}" if words.startswith(VERBS) else f"{subject}: {words}"
