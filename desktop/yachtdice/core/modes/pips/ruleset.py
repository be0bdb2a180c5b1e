"""Rulesets: immutable values that say everything about a game, and their JSON form.

A ruleset is data. It round-trips through JSON (``to_json`` / ``from_json``)
with a format version, and every problem in a file is reported with the field
it concerns. Nothing in a ruleset is ever evaluated as code.

>>> from yachtdice.core.modes.pips.presets import preset
>>> rules = preset("yatzy")
>>> Ruleset.from_json(rules.to_json()) == rules
True
>>> rules.category("full_house").score((6, 6, 6, 5, 5))
28
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, TypedDict

from yachtdice.core.errors import Problem, RulesetError
from yachtdice.core.modes.pips.kinds import (
    FACES_DIFFER,
    KINDS,
    Dice,
    kind_of,
)
from yachtdice.core.modes.pips.patterns import (
    AllSame,
    Counts,
    FaceCount,
    Groups,
    Pattern,
    count_faces,
)
from yachtdice.core.rulesets import (
    ID_PATTERN,
    MAX_FILE_BYTES,
    MAX_NAME,
    NamedEnum,
    TieBreak,
    text_problem,
)
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import field, value_type

if TYPE_CHECKING:  # (JSON's module: loaded with the first JSON read or an error's excerpt)
    from yachtdice.core.jsontext import JsonObject

FORMAT = "yachtdice-ruleset"
FORMAT_VERSION = 1

MAX_DICE = 8
MAX_FACES = 12
MAX_FACE_VALUE = 999
MAX_ROLLS_PER_TURN = 5
MAX_CATEGORIES = 40
MAX_POINTS = 10_000
MAX_LABEL = 40
ALL_SAME_NAMES = frozenset({"yahtzee", "yatzy", "yacht", "maxi yatzy", "kniffel", "all same"})
#: What a ruleset or box id looks like (also how the CLI tells an id from a file name).

#: The most work a ruleset's score table may take, in units of scoring one roll in one simple
#: box (16-35 microseconds on the 2-core machines this was measured on); see
#: ``score_table_cost``. Every preset costs under 12,000; 8 dice of 12 faces fit with 4
#: simple boxes, 6 dice of 12 faces with 38.
MAX_SCORE_TABLE_COST = 500_000


class Section(NamedEnum):
    UPPER = "upper"
    LOWER = "lower"


class Scoring(NamedEnum):
    """How a qualifying roll scores: fixed points, all dice, or the dice the pattern uses."""

    FIXED = "fixed"
    SUM_ALL = "sum_all"
    SUM_USED = "sum_used"


class Joker(NamedEnum):
    """What an all-same roll may do once the all-same box is filled.

    ``FORCED`` is the official rule (rule sheet 001): the matching upper box
    must take it if open; otherwise any open lower box, where every pattern
    counts as met; if the lower section is full, any open upper box (scoring
    zero). ``FREE`` is rule sheet 004's: any open box; patterns count as met
    only if the matching upper box is already filled.
    """

    NONE = "none"
    FORCED = "forced"
    FREE = "free"


class Order(NamedEnum):
    ANY = "any"
    TOP_TO_BOTTOM = "top_to_bottom"


@value_type(slots=True, hot=("hash",))
class Category:
    """One box of the scorecard.

    >>> c = Category("full_house", "Full House", Section.LOWER, Groups((3, 2)), Scoring.FIXED, 25)
    >>> c.score((2, 2, 5, 5, 5)), c.score((2, 2, 2, 2, 2))
    (25, 0)
    """

    id: str
    label: str
    section: Section
    pattern: Pattern
    scoring: Scoring = Scoring.SUM_USED
    points: int = 0

    def score(self, dice: Sequence[int]) -> int:
        """The points these dice are worth here, without any joker."""
        return self.score_counted(count_faces(dice), sum(dice))

    def score_counted(self, counts: Counts, total: int) -> int:
        """:meth:`score` of a roll already counted (face -> dice) and added up."""
        used = self.pattern.used(counts)
        if used is None:
            return 0
        return self._value(used, total)

    def joker_score(self, face: int, dice_count: int) -> int:
        """The points an all-same roll of ``face`` is worth here when the joker lets it qualify."""
        used = self.pattern.dice_used(dice_count) * face
        natural = self.score((face,) * dice_count)
        return max(natural, self._value(used, face * dice_count))

    def _value(self, used: int, total: int) -> int:
        if self.scoring is Scoring.FIXED:
            return self.points
        if self.scoring is Scoring.SUM_ALL:
            return total
        return used

    @property
    def is_face(self) -> bool:
        return isinstance(self.pattern, FaceCount)


@value_type(slots=True, hot=("hash",))
class UpperBonus:
    """Points added when the upper section adds up to at least ``threshold``."""

    threshold: int
    points: int


def _default_faces() -> tuple[int, ...]:
    return (1, 2, 3, 4, 5, 6)


@value_type(slots=True, hot=("hash",))
class Ruleset:
    """Everything about a game. Construction validates; a bad value raises RulesetError."""

    id: str
    name: str
    categories: tuple[Category, ...]
    dice_count: int = 5
    faces: tuple[int, ...] = field(default_factory=_default_faces)
    rolls_per_turn: int = 3
    carry_over_rolls: bool = False
    upper_bonus: UpperBonus | None = None
    extra_yahtzee_bonus: int = 0
    joker: Joker = Joker.NONE
    order: Order = Order.ANY
    tie_break: TieBreak = TieBreak.SHARED

    def __post_init__(self) -> None:
        problems = _semantic_problems(self)
        if problems:
            raise RulesetError(problems)

    @property
    def mode(self) -> str:
        """Every :class:`Ruleset` is a pip-dice ruleset (:mod:`yachtdice.core.modes`)."""
        return "pips"

    # -- lookups ---------------------------------------------------------------------------------
    def category(self, category_id: str) -> Category:
        for c in self.categories:
            if c.id == category_id:
                return c
        raise KeyError(category_id)

    def index(self, category_id: str) -> int:
        for i, c in enumerate(self.categories):
            if c.id == category_id:
                return i
        raise KeyError(category_id)

    def find(self, name: str) -> Category:
        """The box a person means by ``name``: its id, its label (any case), or for the
        all-same box any of the family's names for it (yahtzee, yatzy, yacht, ...).

        >>> from yachtdice.core.modes.pips.presets import preset
        >>> preset("yahtzee").find("yatzy").id, preset("yahtzee").find("Full House").id
        ('yahtzee', 'full_house')
        """
        wanted = " ".join(name.replace("_", " ").split()).casefold()
        for c in self.categories:
            if c.id == name or " ".join(c.label.split()).casefold() == wanted:
                return c
        i = self.all_same_index
        if i is not None and wanted in ALL_SAME_NAMES:
            return self.categories[i]
        from yachtdice.core.jsontext import excerpt  # (JSON's module: not at start)

        raise KeyError(f"{self.name} has no box {excerpt(name)}")

    @property
    def category_ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.categories)

    @property
    def all_same_index(self) -> int | None:
        """Position of the all-same (Yahtzee) box, or None if the ruleset has none."""
        for i, c in enumerate(self.categories):
            if isinstance(c.pattern, AllSame):
                return i
        return None

    def face_box_index(self, face: int) -> int | None:
        """Position of the upper box that counts ``face``, or None."""
        for i, c in enumerate(self.categories):
            if isinstance(c.pattern, FaceCount) and c.pattern.face == face:
                return i
        return None

    @property
    def turns(self) -> int:
        """Turns each player takes: one per box."""
        return len(self.categories)

    # -- JSON ------------------------------------------------------------------------------------
    def to_dict(self) -> JsonObject:
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "id": self.id,
            "name": self.name,
            "dice": {"count": self.dice_count, "faces": list(self.faces)},
            "rolls": {"per_turn": self.rolls_per_turn, "carry_over": self.carry_over_rolls},
            "categories": [_category_to_dict(c) for c in self.categories],
            "upper_bonus": (None if self.upper_bonus is None else
                            {"threshold": self.upper_bonus.threshold,
                             "points": self.upper_bonus.points}),
            "extra_yahtzee_bonus": self.extra_yahtzee_bonus,
            "joker": self.joker.value,
            "order": self.order.value,
            "tie_break": self.tie_break.value,
        }

    def to_json(self, indent: int | None = 2) -> str:
        import json  # loaded when first needed, not at start

        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: object) -> Ruleset:
        """Build a ruleset from parsed JSON; every problem found is reported at once."""
        return _parse_ruleset(data)

    @classmethod
    def from_json(cls, text: str | bytes) -> Ruleset:
        return cls.from_dict(cls.data_from_json(text))

    @staticmethod
    def data_from_json(text: str | bytes) -> object:
        """The parsed JSON of a ruleset file (for ``validate``); RulesetError if it is not JSON."""
        if len(text) > MAX_FILE_BYTES:
            raise RulesetError([Problem("", f"the file is larger than {MAX_FILE_BYTES:,} bytes")])
        from yachtdice.core.jsontext import JSONTextError, loads

        try:
            return loads(text)
        except JSONTextError as exc:
            raise RulesetError([Problem("", str(exc))]) from None

    def content_hash(self) -> str:
        """A stable fingerprint of the rules (the id and name included)."""
        import json
        from hashlib import sha256  # OpenSSL's: loaded when first needed, not at start

        canonical = json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))
        return sha256(canonical.encode()).hexdigest()

    def play_hash(self) -> str:
        """A fingerprint of what play depends on: the rules without their id, their name,
        the boxes' ids and labels and the tie break (a copy of a ruleset under another name
        plays the same game, so a strategy fitted to one is the other's).

        >>> from yachtdice.core.modes.pips.presets import preset
        >>> yacht = preset("yacht")
        >>> copy = Ruleset.from_dict({**yacht.to_dict(), "id": "ours", "name": "Ours"})
        >>> copy.play_hash() == yacht.play_hash(), copy.content_hash() == yacht.content_hash()
        (True, False)
        """
        import json
        from hashlib import sha256

        data = self.to_dict()
        for key in ("id", "name", "tie_break"):
            data.pop(key)
        boxes = data["categories"]
        assert isinstance(boxes, list)
        data["categories"] = [{k: v for k, v in box.items() if k not in ("id", "label")}
                              for box in boxes if isinstance(box, dict)]
        canonical = json.dumps(data, sort_keys=True, separators=(",", ":"))
        return sha256(canonical.encode()).hexdigest()


def _category_to_dict(c: Category) -> JsonObject:
    out: JsonObject = {"id": c.id, "label": c.label, "section": c.section.value,
                           "kind": c.pattern.kind}
    out.update(kind_of(c.pattern).to_dict(c.pattern))
    out["score"] = c.scoring.value
    if c.scoring is Scoring.FIXED:
        out["points"] = c.points
    return out


# ---------------------------------------------------------------------------
# Parsing: types and shapes. Every problem is collected; nothing half-loads.
# ---------------------------------------------------------------------------

class _Reader:
    """Collects problems while reading typed fields out of nested JSON objects."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def fail(self, path: str, message: str) -> None:
        self.problems.append(Problem(path, message))

    def obj(self, value: object, path: str, allowed: Sequence[str]) -> Mapping[str, object] | None:
        if not isinstance(value, dict):
            self.fail(path, f"must be an object, not {_json_type(value)}")
            return None
        for key in value:
            if key not in allowed:
                from yachtdice.core.jsontext import EXCERPT, excerpt

                shown = str(key) if len(str(key)) <= EXCERPT else excerpt(key)
                self.fail(_join(path, shown), "unknown field")
        return value

    def integer(self, obj: Mapping[str, object], key: str, path: str,
                default: int | None = None) -> int | None:
        """A whole number; its range is checked later, with the ruleset's other meanings."""
        where = _join(path, key)
        if key not in obj:
            if default is None:
                self.fail(where, "is missing")
            return default
        value = obj[key]
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(where, f"must be a whole number, not {_json_type(value)}")
            return None
        return value

    def flag(self, obj: Mapping[str, object], key: str, path: str, default: bool) -> bool | None:
        if key not in obj:
            return default
        value = obj[key]
        if not isinstance(value, bool):
            self.fail(_join(path, key), f"must be true or false, not {_json_type(value)}")
            return None
        return value

    def text(self, obj: Mapping[str, object], key: str, path: str,
            default: str | None = None) -> str | None:
        where = _join(path, key)
        if key not in obj:
            if default is None:
                self.fail(where, "is missing")
            return default
        value = obj[key]
        if not isinstance(value, str):
            self.fail(where, f"must be text, not {_json_type(value)}")
            return None
        return value

    def choice(self, obj: Mapping[str, object], key: str, path: str, options: Sequence[str],
               default: str | None = None) -> str | None:
        value = self.text(obj, key, path, default)
        if value is not None and value not in options:
            from yachtdice.core.jsontext import excerpt

            self.fail(_join(path, key), f"must be one of {', '.join(options)}, not "
                                        f"{excerpt(value)}")
            return None
        return value

    def integers(self, obj: Mapping[str, object], key: str, path: str,
                 default: list[int] | None = None) -> tuple[int, ...] | None:
        where = _join(path, key)
        if key not in obj:
            if default is None:
                self.fail(where, "is missing")
                return None
            return tuple(default)
        value = obj[key]
        if not isinstance(value, list):
            self.fail(where, f"must be a list of whole numbers, not {_json_type(value)}")
            return None
        if any(isinstance(v, bool) or not isinstance(v, int) for v in value):
            self.fail(where, "must be a list of whole numbers")
            return None
        return tuple(value)


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    return "an object"


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


_TOP_FIELDS = ("format", "version", "mode", "id", "name", "dice", "rolls", "categories",
               "upper_bonus", "extra_yahtzee_bonus", "joker", "order", "tie_break")
_KIND_FIELDS = {name: kind.fields for name, kind in KINDS.items()}
_CATEGORY_FIELDS = ("id", "label", "section", "kind", "score", "points")


if TYPE_CHECKING:  # a TypedDict is a plain dict at run time: its class, whose making
    # compiles each field's annotation, is made for the type checker only
    class _Fields(TypedDict):
        """A ruleset's fields as read, before it is checked as a whole."""

        id: str
        name: str
        categories: tuple[Category, ...]
        dice_count: int
        faces: tuple[int, ...]
        rolls_per_turn: int
        carry_over_rolls: bool
        upper_bonus: UpperBonus | None
        extra_yahtzee_bonus: int
        joker: Joker
        order: Order
        tie_break: TieBreak
else:
    _Fields = dict


def _read_header(r: _Reader, top: Mapping[str, object]) -> tuple[str | None, str | None]:
    """A ruleset's format, version and mode checked (a newer version stops the reading at
    once), and its id and name."""
    fmt = r.text(top, "format", "", FORMAT)
    if fmt is not None and fmt != FORMAT:
        r.fail("format", f"must be {FORMAT!r}; this is not a Yacht Dice ruleset")
    version = r.integer(top, "version", "", FORMAT_VERSION)
    if version is not None and version > FORMAT_VERSION:
        raise RulesetError([Problem("version", f"format version {version} comes from a newer "
                                    f"Yacht Dice; this one reads version {FORMAT_VERSION}")])
    if version is not None and version < 1:
        r.fail("version", f"must be {FORMAT_VERSION}, not {version}")
    mode = r.text(top, "mode", "", "pips")
    if mode is not None and mode != "pips":
        from yachtdice.core.jsontext import excerpt

        r.fail("mode", f"must be \"pips\" for a pip-dice ruleset, not {excerpt(mode)}")
    return r.text(top, "id", ""), r.text(top, "name", "")


def _read_categories(r: _Reader, top: Mapping[str, object]) -> list[Category]:
    """The boxes a ruleset's data lists, each read as far as it can be."""
    categories: list[Category] = []
    raw_categories = top.get("categories")
    if not isinstance(raw_categories, list):
        r.fail("categories", "is missing" if raw_categories is None
               else f"must be a list, not {_json_type(raw_categories)}")
    else:
        for i, raw in enumerate(raw_categories):
            c = _parse_category(r, raw, f"categories[{i}]")
            if c is not None:
                categories.append(c)
    return categories


def _read_bonus(r: _Reader, top: Mapping[str, object]) -> UpperBonus | None:
    """A ruleset's upper bonus (None: it has none, or it cannot be read)."""
    raw_bonus = top.get("upper_bonus")
    if raw_bonus is None:
        return None
    b = r.obj(raw_bonus, "upper_bonus", ("threshold", "points"))
    if b is None:
        return None
    threshold = r.integer(b, "threshold", "upper_bonus")
    points = r.integer(b, "points", "upper_bonus")
    if threshold is not None and points is not None:
        return UpperBonus(threshold, points)
    return None


def _parse_ruleset(data: object) -> Ruleset:
    r = _Reader()
    top = r.obj(data, "", _TOP_FIELDS)
    if top is None:
        raise RulesetError(r.problems)
    rid, name = _read_header(r, top)

    dice = r.obj(top.get("dice", {}), "dice", ("count", "faces"))
    count = faces = None
    if dice is not None:
        count = r.integer(dice, "count", "dice", 5)
        faces = r.integers(dice, "faces", "dice", [1, 2, 3, 4, 5, 6])
    rolls = r.obj(top.get("rolls", {}), "rolls", ("per_turn", "carry_over"))
    per_turn = carry = None
    if rolls is not None:
        per_turn = r.integer(rolls, "per_turn", "rolls", 3)
        carry = r.flag(rolls, "carry_over", "rolls", False)

    categories = _read_categories(r, top)
    bonus = _read_bonus(r, top)
    extra = r.integer(top, "extra_yahtzee_bonus", "", 0)
    joker = r.choice(top, "joker", "", [j.value for j in Joker], "none")
    order = r.choice(top, "order", "", [o.value for o in Order], "any")
    tie = r.choice(top, "tie_break", "", [t.value for t in TieBreak], "shared")

    # A field that could not be read stops only the checks that depend on it, so one
    # pass reports as much as can be known. Categories and dice underlie everything.
    failed = {_root(p.field) for p in r.problems}
    if failed & {"", "categories", "dice"} or count is None or faces is None:
        raise RulesetError(r.problems)  # (the dice were read if no problem is theirs)
    fields = _Fields(
        id=rid if rid is not None else "draft", name=name if name is not None else "Draft",
        categories=tuple(categories), dice_count=count, faces=faces,
        rolls_per_turn=per_turn if per_turn is not None else 3,
        carry_over_rolls=bool(carry), upper_bonus=bonus,
        extra_yahtzee_bonus=extra if extra is not None else 0,
        joker=Joker(joker or "none"), order=Order(order or "any"),
        tie_break=TieBreak(tie or "shared"))
    draft = object.__new__(Ruleset)
    for key, value in fields.items():
        object.__setattr__(draft, key, value)
    problems = r.problems + [p for p in _semantic_problems(draft) if _root(p.field) not in failed]
    if problems:
        raise RulesetError(problems)
    return Ruleset(**fields)


def validate(data: object) -> list[Problem]:
    """Every problem of a ruleset in its parsed-JSON form (empty when it is a good ruleset).

    Each problem has a ``path`` (such as ``("categories", 4, "sizes")``) naming the field.

    >>> from yachtdice.core.modes.pips.presets import preset
    >>> validate(preset("yacht").to_dict())
    []
    >>> bad = preset("yacht").to_dict()
    >>> bad["dice"]["count"] = 9
    >>> [(p.path, p.message) for p in validate(bad)]
    [(('dice', 'count'), 'must be between 1 and 8, not 9')]
    """
    try:
        _parse_ruleset(data)
    except RulesetError as exc:
        return list(exc.problems)
    return []


def _root(path: str) -> str:
    """The top-level field a problem path starts with: 'categories[3].n' -> 'categories'."""
    return re.split(r"[.\[]", path, maxsplit=1)[0]


def _parse_category(r: _Reader, raw: object, path: str) -> Category | None:
    kind = raw.get("kind") if isinstance(raw, dict) else None
    extra_fields = _KIND_FIELDS.get(kind, ()) if isinstance(kind, str) else ()
    obj = r.obj(raw, path, _CATEGORY_FIELDS + extra_fields)
    if obj is None:
        return None
    before = len(r.problems)
    cid = r.text(obj, "id", path)
    label = r.text(obj, "label", path)
    section = r.choice(obj, "section", path, [s.value for s in Section])
    kind = r.choice(obj, "kind", path, list(_KIND_FIELDS))
    pattern: Pattern | None = None
    default_score = None
    if kind is not None:
        pattern = KINDS[kind].parse(r, obj, path)
        default_score = KINDS[kind].default_score
    score = r.choice(obj, "score", path, [s.value for s in Scoring], default_score)
    points = 0
    if score == "fixed":
        points = r.integer(obj, "points", path) or 0
    elif "points" in obj:
        r.fail(_join(path, "points"), _FIXED_ONLY.format(score=score))
    if len(r.problems) > before or pattern is None:
        return None
    assert cid is not None and label is not None and section is not None and score is not None
    return Category(cid, label, Section(section), pattern, Scoring(score), points)


# ---------------------------------------------------------------------------
# Meaning: a well-typed ruleset can still be contradictory.
# ---------------------------------------------------------------------------

_Fail = Callable[[str, str], None]


class Grouped(int):
    """A large number written with its thousands grouped (1,234,567) in the English; the
    window writes it as the locale does."""

    def __str__(self) -> str:
        return f"{int(self):,}"


# What the House Rules window shows at a field, each sentence whole (the window translates
# them; ``rules check`` prints the English). A message follows its field's name.
_FIXED_ONLY = QT_TRANSLATE_NOOP("ruleset problems", "applies only to fixed scoring, not {score}")
_ID = QT_TRANSLATE_NOOP("ruleset problems", "must be 1-64 lowercase letters, digits, '-' or "
                                            "'_', starting with a letter or digit")
_BOX_ID = QT_TRANSLATE_NOOP("ruleset problems",
                            "must be 1-64 lowercase letters, digits, '-' or '_'")
_BETWEEN = QT_TRANSLATE_NOOP("ruleset problems", "must be between {low} and {high}, not {value}")
_COST = QT_TRANSLATE_NOOP(
    "ruleset problems", "scoring every roll of these dice in these boxes would take about "
    "{cost} steps, more than the limit of {limit}; use fewer dice, faces or boxes (or groups "
    "boxes with fewer groups)")
_FACE_COUNT = QT_TRANSLATE_NOOP("ruleset problems", "a die needs between 2 and {most} faces")
_FACE_VALUES = QT_TRANSLATE_NOOP("ruleset problems",
                                 "faces must be whole numbers from 1 to {most}")
_FACE_ORDER = QT_TRANSLATE_NOOP("ruleset problems", "list the faces in increasing order")
_NO_BOX = QT_TRANSLATE_NOOP("ruleset problems", "a ruleset needs at least one box")
_MOST_BOXES = QT_TRANSLATE_NOOP("ruleset problems", "at most {most} boxes")
_ID_USED = QT_TRANSLATE_NOOP("ruleset problems", "{id} is already used by categories[{row}]")
_FACE_TAKEN = QT_TRANSLATE_NOOP("ruleset problems",
                                "face {face} already has a box (categories[{row}])")
_ONE_ALL_SAME = QT_TRANSLATE_NOOP(
    "ruleset problems", "a ruleset has at most one all_same box (categories[{row}] is one "
    "already)")
_NEEDS_ALL_SAME = QT_TRANSLATE_NOOP("ruleset problems", "needs an all_same box to refer to")
_NO_UPPER = QT_TRANSLATE_NOOP("ruleset problems", "there is no upper-section box to earn it")
_NEVER_REACHED = QT_TRANSLATE_NOOP(
    "ruleset problems", "{threshold} can never be reached: the upper boxes score at most "
    "{reachable} together")


def _semantic_problems(rs: Ruleset) -> list[Problem]:
    out: list[Problem] = []

    def fail(path: str, message: str) -> None:
        out.append(Problem(path, message))

    if not ID_PATTERN.match(rs.id):
        fail("id", _ID.text)
    if (msg := text_problem(rs.name, MAX_NAME)) is not None:
        fail("name", msg)
    if not 1 <= rs.rolls_per_turn <= MAX_ROLLS_PER_TURN:
        fail("rolls.per_turn", _BETWEEN.format(low=1, high=MAX_ROLLS_PER_TURN,
                                               value=rs.rolls_per_turn))
    dice_problems = len(out)
    _dice_problems(rs, fail)
    if len(out) > dice_problems:
        return out  # the boxes are judged against the dice; fix those first
    all_same = _box_problems(rs, fail)
    _bonus_problems(rs, all_same, fail)
    if not out and (cost := score_table_cost(rs)) > MAX_SCORE_TABLE_COST:
        fail("categories", _COST.format(cost=Grouped(cost), limit=Grouped(MAX_SCORE_TABLE_COST)))
    return out


def _dice_problems(rs: Ruleset, fail: _Fail) -> None:
    if not 1 <= rs.dice_count <= MAX_DICE:
        fail("dice.count", _BETWEEN.format(low=1, high=MAX_DICE, value=rs.dice_count))
    faces = rs.faces
    if not 2 <= len(faces) <= MAX_FACES:
        fail("dice.faces", _FACE_COUNT.format(most=MAX_FACES))
    if any(not 1 <= f <= MAX_FACE_VALUE for f in faces):
        fail("dice.faces", _FACE_VALUES.format(most=MAX_FACE_VALUE))
    if len(set(faces)) != len(faces):
        fail("dice.faces", FACES_DIFFER.text)
    if list(faces) != sorted(faces):
        fail("dice.faces", _FACE_ORDER.text)


def _box_problems(rs: Ruleset, fail: _Fail) -> list[int]:
    """Each box against the dice and the others (its kind's own checks come from the
    registry); the positions of the all-same boxes."""
    if not rs.categories:
        fail("categories", _NO_BOX.text)
    if len(rs.categories) > MAX_CATEGORIES:
        fail("categories", _MOST_BOXES.format(most=MAX_CATEGORIES))
    seen_ids: dict[str, int] = {}
    seen_faces: dict[int, int] = {}
    all_same: list[int] = []
    dice = Dice(rs.dice_count, rs.faces)
    for i, c in enumerate(rs.categories):
        here = f"categories[{i}]"
        if not ID_PATTERN.match(c.id):
            fail(f"{here}.id", _BOX_ID.text)
        elif c.id in seen_ids:
            from yachtdice.core.jsontext import excerpt

            fail(f"{here}.id", _ID_USED.format(id=excerpt(c.id), row=str(seen_ids[c.id])))
        else:
            seen_ids[c.id] = i
        if (msg := text_problem(c.label, MAX_LABEL)) is not None:
            fail(f"{here}.label", msg)
        if not 0 <= c.points <= MAX_POINTS:
            fail(f"{here}.points", _BETWEEN.format(low=0, high=MAX_POINTS, value=c.points))
        p = c.pattern
        kind = kind_of(p)
        for key, message in kind.check(p, dice):
            fail(f"{here}.{key}", message)
        if isinstance(p, FaceCount) and p.face in dice.faces:
            if p.face in seen_faces:
                fail(f"{here}.face", _FACE_TAKEN.format(face=p.face,
                                                        row=str(seen_faces[p.face])))
            else:
                seen_faces[p.face] = i
        elif isinstance(p, AllSame):
            all_same.append(i)
        if kind.required_score is not None and c.scoring.value != kind.required_score:
            fail(f"{here}.score", kind.meaning)
    return all_same


def _bonus_problems(rs: Ruleset, all_same: list[int], fail: _Fail) -> None:
    if len(all_same) > 1:
        fail(f"categories[{all_same[1]}].kind", _ONE_ALL_SAME.format(row=str(all_same[0])))
    if not all_same:
        if rs.extra_yahtzee_bonus:
            fail("extra_yahtzee_bonus", _NEEDS_ALL_SAME.text)
        if rs.joker is not Joker.NONE:
            fail("joker", _NEEDS_ALL_SAME.text)
    if not 0 <= rs.extra_yahtzee_bonus <= MAX_POINTS:
        fail("extra_yahtzee_bonus", _BETWEEN.format(low=0, high=MAX_POINTS,
                                                    value=rs.extra_yahtzee_bonus))
    if rs.upper_bonus is not None:
        if not any(c.section is Section.UPPER for c in rs.categories):
            fail("upper_bonus", _NO_UPPER.text)
        if not 1 <= rs.upper_bonus.threshold <= MAX_POINTS:
            fail("upper_bonus.threshold", _BETWEEN.format(
                low=1, high=MAX_POINTS, value=rs.upper_bonus.threshold))
        if not 0 <= rs.upper_bonus.points <= MAX_POINTS:
            fail("upper_bonus.points", _BETWEEN.format(
                low=0, high=MAX_POINTS, value=rs.upper_bonus.points))


def distinct_rolls(dice: int, faces: int) -> int:
    """How many different rolls (multisets of faces) ``dice`` dice of ``faces`` faces make."""
    return math.comb(faces + dice - 1, dice)


def pattern_cost(pattern: Pattern, dice: int, faces: int) -> int:
    """The work of scoring one roll in a box of this pattern, in simple-box units.

    Every pattern but ``groups`` looks at the roll once. A groups box searches the ways of
    giving each group a face: at most ``min(faces, dice // size)`` faces can fill a group of
    a given size, and equal sizes are tried in one order only. Measured against a chance box
    on 8 twelve-sided dice: any groups box costs at least 2, and about 24 search steps one
    more (eight 1-sized groups: 255 steps, 12 units; measured 9 to 11).
    """
    if not isinstance(pattern, Groups):
        return 1
    paths, steps = 1, 0
    for size in sorted(set(pattern.sizes), reverse=True):
        count = pattern.sizes.count(size)
        m = min(faces, dice // max(size, 1))
        ways = [math.comb(m, j) if pattern.distinct else math.comb(m + j - 1, j)
                for j in range(count + 1)]
        steps += paths * sum(ways[1:])
        paths *= ways[-1]
    return 2 + steps // 24


def score_table_cost(rules: Ruleset) -> int:
    """The work of scoring every distinct roll in every box (see MAX_SCORE_TABLE_COST)."""
    dice, faces = rules.dice_count, len(rules.faces)
    per_roll = 2 + sum(pattern_cost(c.pattern, dice, faces) for c in rules.categories)
    return distinct_rolls(dice, faces) * per_roll


def warnings(rules: Ruleset) -> list[Problem]:
    """Things that are legal but almost certainly not meant (``rules check`` prints them)."""
    out = []
    bonus = rules.upper_bonus
    if bonus is not None:
        reachable = sum(_most(c, rules) for c in rules.categories if c.section is Section.UPPER)
        if bonus.threshold > reachable:
            out.append(Problem("upper_bonus.threshold", _NEVER_REACHED.format(
                threshold=bonus.threshold, reachable=reachable)))
    return out


def _most(category: Category, rules: Ruleset) -> int:
    """The most a box can ever score (jokers included), without building the score table."""
    top = max(rules.faces)
    if category.scoring is Scoring.FIXED:
        return category.points
    if isinstance(category.pattern, FaceCount):
        return category.pattern.face * rules.dice_count
    if category.scoring is Scoring.SUM_USED:
        return top * min(category.pattern.dice_used(rules.dice_count), rules.dice_count)
    return top * rules.dice_count
