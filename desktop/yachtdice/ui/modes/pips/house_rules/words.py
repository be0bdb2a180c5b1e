"""A ruleset's problems in the words of the House Rules form, not of the file format.

The core names fields as the file does (``extra_yahtzee_bonus``, ``categories[4].sizes``,
``all_same``); ``rules check`` keeps those names. The editor says the same things with
the form's labels: "Extra all-same bonus needs a box where all dice show the same face",
"Box 5 (Full House), group sizes: ...", in the window's language: the core's messages are
whole templates (``yachtdice.core.text``), reworded here template for template and
translated whole, the field's name and the message joined by a template of their own.

>>> from yachtdice.core.errors import Problem
>>> from yachtdice.core.modes.pips.ruleset import validate
>>> from yachtdice.core.modes.pips.presets import preset
>>> data = preset("yacht").to_dict() | {"joker": "forced"}
>>> data["categories"] = data["categories"][:-1]  # no Yacht box now
>>> line(validate(data)[0], data)
'Joker needs a box where all dice show the same face'
>>> at_field(Problem("joker", "needs an all_same box to refer to"), {})
'Needs a box where all dice show the same face.'
"""

from __future__ import annotations

import re

from yachtdice.core.errors import PathPart, Problem, as_sentence
from yachtdice.core.modes.pips.kinds import KINDS, SCORINGS
from yachtdice.core.modes.pips.ruleset import Grouped
from yachtdice.core.text import QT_TRANSLATE_NOOP, Template, Text
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.form_fields import RulesetData, grouped

TOP: dict[str, Template] = {
    "": QT_TRANSLATE_NOOP("RulesForm", "The file"),
    "format": QT_TRANSLATE_NOOP("RulesForm", "The file"),
    "version": QT_TRANSLATE_NOOP("RulesForm", "The file's version"),
    "mode": QT_TRANSLATE_NOOP("RulesForm", "The file's game"),
    "name": QT_TRANSLATE_NOOP("RulesForm", "Name"),
    "id": QT_TRANSLATE_NOOP("RulesForm", "Id"),
    "dice": QT_TRANSLATE_NOOP("RulesForm", "Dice"),
    "dice.count": QT_TRANSLATE_NOOP("RulesForm", "Number of dice"),
    "dice.faces": QT_TRANSLATE_NOOP("RulesForm", "Faces"),
    "rolls": QT_TRANSLATE_NOOP("RulesForm", "Rolls"),
    "rolls.per_turn": QT_TRANSLATE_NOOP("RulesForm", "Rolls per turn"),
    "rolls.carry_over": QT_TRANSLATE_NOOP("RulesForm", "Saved rolls"),
    "categories": QT_TRANSLATE_NOOP("RulesForm", "Boxes"),
    "upper_bonus": QT_TRANSLATE_NOOP("RulesForm", "Upper bonus"),
    "upper_bonus.threshold": QT_TRANSLATE_NOOP("RulesForm", "Upper bonus threshold"),
    "upper_bonus.points": QT_TRANSLATE_NOOP("RulesForm", "Upper bonus points"),
    "extra_yahtzee_bonus": QT_TRANSLATE_NOOP("RulesForm", "Extra all-same bonus"),
    "joker": QT_TRANSLATE_NOOP("RulesForm", "Joker"),
    "order": QT_TRANSLATE_NOOP("RulesForm", "Scoring order"),
    "tie_break": QT_TRANSLATE_NOOP("RulesForm", "Tie-break"),
}
#: a box's fields as its problems name them (after the box: "Box 5 (Full House), group sizes")
BOX: dict[str, str] = {
    "id": QT_TRANSLATE_NOOP("RulesForm", "id"),
    "label": QT_TRANSLATE_NOOP("RulesForm", "label"),
    "section": QT_TRANSLATE_NOOP("RulesForm", "section"),
    "kind": QT_TRANSLATE_NOOP("RulesForm", "kind"),
    "score": QT_TRANSLATE_NOOP("RulesForm", "scoring"),
    "points": QT_TRANSLATE_NOOP("RulesForm", "points"),
    "face": QT_TRANSLATE_NOOP("RulesForm", "face"),
    "n": QT_TRANSLATE_NOOP("RulesForm", "how many"),
    "match": QT_TRANSLATE_NOOP("RulesForm", "match"),
    "sizes": QT_TRANSLATE_NOOP("RulesForm", "group sizes"),
    "distinct": QT_TRANSLATE_NOOP("RulesForm", "different faces"),
    "faces": QT_TRANSLATE_NOOP("RulesForm", "faces"),
    "run": QT_TRANSLATE_NOOP("RulesForm", "run length"),
}
_SHAPES: tuple[RulesetData, ...] = ({}, {"faces": []})  # a straight's two sets of params
for _kind in KINDS.values():  # a parameter added to a kind is named even before it is here
    for _shape in _SHAPES:
        for _p in _kind.params(_shape):
            BOX.setdefault(_p.key, _p.label.lower())
#: the upper bonus's two numbers share one line; a problem there is led by which
BONUS_PARTS: dict[str, Template] = {
    "threshold": QT_TRANSLATE_NOOP("RulesForm", "Threshold"),
    "points": QT_TRANSLATE_NOOP("RulesForm", "Points"),
}
VERBS = ("must ", "needs ", "need ", "is ", "has ", "can ", "applies ")
ALL_SAME = "a box where all dice show the same face"

# a field and what is wrong with it: "Number of dice must be ...", "Faces: the dice have ..."
_FIELD_VERB = QT_TRANSLATE_NOOP("RulesForm", "{field} {problem}")
_FIELD_COLON = QT_TRANSLATE_NOOP("RulesForm", "{field}: {problem}")
_BOX_FIELD = QT_TRANSLATE_NOOP("RulesForm", "{box}, {field}")
_BOX_LABELLED = QT_TRANSLATE_NOOP("RulesForm", "box {number} ({label})")
_BOX_NUMBER = QT_TRANSLATE_NOOP("RulesForm", "box {number}")
_NEVER_REACHED = QT_TRANSLATE_NOOP(
    "RulesForm", "The upper bonus at {threshold} can never be reached: the upper boxes score "
    "at most {reachable} together")

# the core's sentences the form says in its own words (the file's names replaced by the
# form's), by (context, template); {row} becomes {box}, a box named as the form names it
_P = "ruleset problems"
_REWORDED: dict[tuple[str, str], Template] = {
    (_P, "needs an all_same box to refer to"): QT_TRANSLATE_NOOP(
        "RulesForm", "needs a box where all dice show the same face"),
    (_P, "a ruleset has at most one all_same box (categories[{row}] is one already)"):
        QT_TRANSLATE_NOOP("RulesForm", "a ruleset has at most one box where all dice show "
                                       "the same face ({box} is one already)"),
    (_P, "an exact straight must name one face per die ({count})"): QT_TRANSLATE_NOOP(
        "RulesForm", "exactly the roll needs one face for each of the {count} dice"),
    (_P, "{id} is already used by categories[{row}]"): QT_TRANSLATE_NOOP(
        "RulesForm", "{id} is already used by {box}"),
    (_P, "face {face} already has a box (categories[{row}])"): QT_TRANSLATE_NOOP(
        "RulesForm", "face {face} already has a box ({box})"),
    (_P, "a face box scores the dice showing its face (sum_used)"): QT_TRANSLATE_NOOP(
        "RulesForm", "a face box scores the dice showing its face (sum of the dice used)"),
    (_P, "chance scores the sum of all dice (sum_all)"): QT_TRANSLATE_NOOP(
        "RulesForm", "chance scores the sum of all dice (sum of all dice)"),
    (_P, "applies only to fixed scoring, not {score}"): QT_TRANSLATE_NOOP(
        "RulesForm", "applies only to fixed points, not {score}"),
}

# file-level problems the core still says in English (a hand-edited file's): reworded so
_REWORDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"an all_same box to refer to"), ALL_SAME),
    (re.compile(r"at most one all_same box"), "at most one box where all dice show the same "
                                              "face"),
    (re.compile(r"an exact straight must name one face per die \((\d+)\)"),
     r"exactly the roll needs one face for each of the \1 dice"),
    (re.compile(r"\ball_same\b"), "all the same"),
) + tuple((re.compile(rf"\b{key}\b"), words) for key, words in SCORINGS)
_BOX_REF = re.compile(r"categories\[(\d+)\]")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def where(path: tuple[PathPart, ...], data: RulesetData) -> str:
    """The form's name of a field: 'Extra all-same bonus', 'Box 9 (Full House), group sizes'."""
    if len(path) >= 2 and path[0] == "categories" and isinstance(path[1], int):
        text = _capital(box_name(path[1], data))
        if len(path) > 2:
            return translated(_BOX_FIELD.format(box=text, field=field_name(path[2])))
        return text
    key = ".".join(str(p) for p in path)
    found = TOP.get(key) or TOP.get(str(path[0]) if path else "")
    return translated(found) if found is not None else key


def field_name(key: PathPart) -> str:
    """A box's field as a problem names it: 'group sizes'."""
    return translated(BOX.get(str(key), str(key)))


def box_name(row: int, data: RulesetData) -> str:
    """'box 9 (Full House)': a box by its place on the card and its label."""
    boxes = data.get("categories", [])
    box = boxes[row] if isinstance(boxes, list) and 0 <= row < len(boxes) else None
    label = box.get("label", "") if isinstance(box, dict) else ""
    if label:
        return translated(_BOX_LABELLED.format(number=row + 1, label=label))
    return translated(_BOX_NUMBER.format(number=row + 1))


def _words(problem: Problem, data: RulesetData) -> str:
    """The problem's words without its field (a :class:`Text` when the core's message is
    one: translated when shown), the file's names replaced by the form's."""
    text = problem.message
    if isinstance(text, Text):
        values = dict(text.values)
        if "row" in values:
            values["box"] = box_name(int(values.pop("row")), data)
        if "score" in values:
            values["score"] = dict(SCORINGS).get(str(values["score"]), values["score"])
        for key, value in values.items():
            if isinstance(value, Grouped):  # 1,234,567 as the locale groups it
                values[key] = grouped(value)
        reword = _REWORDED.get((text.context, text.template))
        return (reword or Template(text.context, text.template)).format(**values)
    for pattern, words in _REWORDS:
        text = pattern.sub(words, text)
    return _BOX_REF.sub(lambda m: box_name(int(m.group(1)), data), text)


def message(problem: Problem, data: RulesetData) -> str:
    """The problem's words without its field, in the form's words and language."""
    return translated(_words(problem, data))


def _joined(subject: str, words: str) -> str:
    """A field's name and what is wrong with it, joined as the words begin (with their verb,
    or after a colon), in the window's language."""
    template = _FIELD_VERB if str(words).startswith(VERBS) else _FIELD_COLON
    return translated(template.format(field=subject, problem=words))


def line(problem: Problem, data: RulesetData) -> str:
    """The whole problem as one line: its field in the form's words, then what is wrong."""
    text = problem.message
    if isinstance(text, Text) and text.template.endswith("can never be reached: the upper "
                                                         "boxes score at most {reachable} "
                                                         "together"):
        return translated(_NEVER_REACHED.format(**dict(text.values)))
    words = _words(problem, data)
    if problem.path == ("upper_bonus", "threshold") and "never be reached" in words:
        return f"The upper bonus at {words}"
    return _joined(where(problem.path, data), words)


def at_field(problem: Problem, data: RulesetData, name: str | None = None) -> str:
    """The sentence shown under the field itself (whose label is beside it): what is wrong,
    led by ``name`` where the words need a subject ('Threshold must be between ...')."""
    words = _words(problem, data)
    if name and str(words).startswith(VERBS):
        return as_sentence(_joined(name, words))
    return as_sentence(translated(words))


def in_box(problem: Problem, data: RulesetData) -> str:
    """A box's problem as its row says it: 'Group sizes: the groups need 6 dice ...'."""
    path = problem.path
    if len(path) <= 2:
        return as_sentence(message(problem, data))
    return _joined(_capital(field_name(path[2])), _words(problem, data))
