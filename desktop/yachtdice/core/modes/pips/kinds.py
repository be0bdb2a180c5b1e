"""The box kinds: one registry of what each kind of box takes, checks and says.

Every kind of scorecard box (``face``, ``n_of_a_kind``, ``groups``, ``straight``,
``all_same``, ``chance``) is one :class:`BoxKind` here: its parameters (with
types and ranges, for editors), how to read them from the ruleset format, what
is wrong with them for given dice, the rule in words, and the pattern that
scores it. Loading, checking, describing and the ruleset editor's palette all
read this registry, so a new kind is added in one place.

>>> KINDS["groups"].title
'Groups of equal dice'
>>> kind_of(Run(4)).name
'straight'
>>> [p.key for p in KINDS["n_of_a_kind"].params({"n": 3})]
['n', 'match']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol, TypeVar

from yachtdice.core.modes.pips.patterns import (
    AllSame,
    Chance,
    FaceCount,
    FaceSet,
    Groups,
    OfAKind,
    Pattern,
    Run,
)
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus, Template
from yachtdice.core.values import field, value_type

if TYPE_CHECKING:  # (JSON's module: not at start)
    from yachtdice.core.jsontext import JsonObject, JsonValue

ParamType = Literal["int", "ints", "bool", "choice"]

_NUMBER_WORDS = {1: QT_TRANSLATE_NOOP("numbers", "one"), 2: QT_TRANSLATE_NOOP("numbers", "two"),
                 3: QT_TRANSLATE_NOOP("numbers", "three"),
                 4: QT_TRANSLATE_NOOP("numbers", "four"),
                 5: QT_TRANSLATE_NOOP("numbers", "five"), 6: QT_TRANSLATE_NOOP("numbers", "six"),
                 7: QT_TRANSLATE_NOOP("numbers", "seven"),
                 8: QT_TRANSLATE_NOOP("numbers", "eight")}


def count_word(n: int) -> str:
    """'three' for 3; digits above eight."""
    word = _NUMBER_WORDS.get(n)
    return word.text if word is not None else str(n)


def faces_text(faces: Sequence[int]) -> str:
    return "-".join(str(f) for f in faces)


@value_type(slots=True)
class Param:
    """One parameter of a box kind as it appears in the ruleset format.

    ``low``/``high`` bound an ``int`` (or every entry of ``ints``); ``choices`` lists a
    ``choice``'s values with their words for people.
    """

    key: str
    label: str
    type: ParamType
    low: int = 1
    high: int = 999
    choices: tuple[tuple[str, str], ...] = ()
    default: JsonValue = None
    help: str = ""


class Reader(Protocol):
    """What a kind needs to read its fields (the ruleset parser provides it)."""

    def fail(self, path: str, message: str) -> None: ...

    def integer(self, obj: Mapping[str, object], key: str, path: str,
                default: int | None = None) -> int | None: ...

    def flag(self, obj: Mapping[str, object], key: str, path: str,
             default: bool) -> bool | None: ...

    def choice(self, obj: Mapping[str, object], key: str, path: str, options: Sequence[str],
               default: str | None = None) -> str | None: ...

    def integers(self, obj: Mapping[str, object], key: str, path: str,
                 default: list[int] | None = None) -> tuple[int, ...] | None: ...


@value_type(slots=True)
class Dice:
    """What a box is judged against: how many dice, and their faces."""

    count: int
    faces: tuple[int, ...]


Problems = list[tuple[str, str]]
"""(field key within the box, message) pairs."""

# What is wrong with a box, each sentence whole (the editor translates them; ``rules
# check`` prints the English). A message is said after its field: "Faces: must not be empty".
_NO_FACE = QT_TRANSLATE_NOOP("ruleset problems", "the dice have no face {face}")
_N_RANGE = QT_TRANSLATE_NOOP("ruleset problems",
                             "must be between 1 and the number of dice ({count}), not {n}")
_NOT_EMPTY = QT_TRANSLATE_NOOP("ruleset problems", "must not be empty")
_GROUP_DIE = QT_TRANSLATE_NOOP("ruleset problems", "every group needs at least one die")
_GROUPS_DICE = QT_TRANSLATE_NOOP("ruleset problems",
                                 "the groups need {need} dice but there are only {count}")
_GROUPS_FACES = QT_TRANSLATE_NOOP(
    "ruleset problems", "{groups} groups of different faces need {groups} faces; the dice "
    "have {faces}")
_RUN_OR_FACES = QT_TRANSLATE_NOOP(
    "ruleset problems", "a straight needs either run (a length) or faces (a set), not both")
_MATCH_FACES_ONLY = QT_TRANSLATE_NOOP("ruleset problems",
                                      "applies only to a straight given by faces")
_RUN_SHORT = QT_TRANSLATE_NOOP("ruleset problems", "a run needs at least 2 faces, not {length}")
_RUN_DICE = QT_TRANSLATE_NOOP("ruleset problems",
                              "a run of {length} needs at least {length} dice")
_RUN_FACES = QT_TRANSLATE_NOOP("ruleset problems",
                               "the dice have no {length} consecutive faces")
FACES_DIFFER = QT_TRANSLATE_NOOP("ruleset problems", "faces must all differ")
_SET_DICE = QT_TRANSLATE_NOOP("ruleset problems", "{count} faces need at least {count} dice")
EXACT_ONE_PER_DIE = QT_TRANSLATE_NOOP(
    "ruleset problems", "an exact straight must name one face per die ({count})")


P = TypeVar("P", bound=Pattern)


@value_type(eq=False)  # one per kind, its fields functions: compared by identity
class BoxKind(Generic[P]):
    """One kind of box: everything the program knows about it, in one place; ``P`` is its
    patterns' type, which its calls take."""

    name: str
    title: str
    patterns: tuple[type[P], ...]
    fields: tuple[str, ...]
    parse: Callable[[Reader, Mapping[str, object], str], Pattern | None]
    to_dict: Callable[[P], JsonObject]
    check: Callable[[P, Dice], Problems]
    condition: Callable[[P, Dice], str]
    used_text: Callable[[P], str]
    param_list: Callable[[Mapping[str, object]], tuple[Param, ...]]
    default_score: str | None = None
    required_score: str | None = None
    meaning: str = ""
    extra: JsonObject = field(default_factory=dict)

    def params(self, data: Mapping[str, object]) -> tuple[Param, ...]:
        """The parameters a box of this kind written as ``data`` has (editors show these)."""
        return self.param_list(data)


AnyKind = BoxKind[Any]

_MATCH = Param("match", QT_TRANSLATE_NOOP("box kinds", "Match"), "choice",
               choices=(("at_least", QT_TRANSLATE_NOOP("box kinds", "at least")),
                        ("exactly", QT_TRANSLATE_NOOP("box kinds", "exactly"))),
               default="at_least",
               help=QT_TRANSLATE_NOOP("box kinds", "whether more dice of the face may show"))
_SET_MATCH = Param("match", QT_TRANSLATE_NOOP("box kinds", "Match"), "choice",
                   choices=(("contains", QT_TRANSLATE_NOOP("box kinds", "contained in the roll")),
                            ("exact", QT_TRANSLATE_NOOP("box kinds", "exactly the roll"))),
                   default="contains",
                   help=QT_TRANSLATE_NOOP("box kinds", "whether the roll must be exactly the set"))


# -- face ---------------------------------------------------------------------------------------
def _face_parse(r: Reader, obj: Mapping[str, object], path: str) -> Pattern | None:
    face = r.integer(obj, "face", path)
    return None if face is None else FaceCount(face)


def _face_check(p: FaceCount, dice: Dice) -> Problems:
    return [] if p.face in dice.faces else [("face", _NO_FACE.format(face=p.face))]


# -- n of a kind --------------------------------------------------------------------------------
def _kind_parse(r: Reader, obj: Mapping[str, object], path: str) -> Pattern | None:
    n = r.integer(obj, "n", path)
    match = r.choice(obj, "match", path, ["at_least", "exactly"], "at_least")
    if n is None or match is None:
        return None
    return OfAKind(n, exactly=match == "exactly")


def _kind_check(p: OfAKind, dice: Dice) -> Problems:
    if not 1 <= p.n <= dice.count:
        return [("n", _N_RANGE.format(count=dice.count, n=p.n))]
    return []


_KIND_EXACTLY = Numerus.translate("rules", "Exactly {n} [die|dice] showing the same face.",
                                  None, 1)
_KIND_AT_LEAST = Numerus.translate("rules", "At least {n} [die|dice] showing the same face.",
                                   None, 1)


def _kind_condition(p: OfAKind, dice: Dice) -> str:
    return (_KIND_EXACTLY if p.exactly else _KIND_AT_LEAST).format(n=p.n)


# -- groups -------------------------------------------------------------------------------------
def _groups_parse(r: Reader, obj: Mapping[str, object], path: str) -> Pattern | None:
    sizes = r.integers(obj, "sizes", path)
    distinct = r.flag(obj, "distinct", path, True)
    match = r.choice(obj, "match", path, ["at_least", "exactly"], "at_least")
    if sizes is None or distinct is None or match is None:
        return None
    return Groups(sizes, distinct=distinct, exactly=match == "exactly")


def _groups_check(p: Groups, dice: Dice) -> Problems:
    if not p.sizes:
        return [("sizes", _NOT_EMPTY.text)]
    if any(s < 1 for s in p.sizes):
        return [("sizes", _GROUP_DIE.text)]
    if sum(p.sizes) > dice.count:
        return [("sizes", _GROUPS_DICE.format(need=sum(p.sizes), count=dice.count))]
    if p.distinct and len(p.sizes) > len(dice.faces):
        return [("sizes", _GROUPS_FACES.format(groups=len(p.sizes), faces=len(dice.faces)))]
    return []


# Each sentence whole, for translators: (sizes or None for any other sizes, faces differ
# (None: it goes without saying), no extra dice) -> the sentence.
_GROUP_SENTENCES: dict[tuple[tuple[int, ...] | None, bool | None, bool], Template] = {
    ((2,), None, False): QT_TRANSLATE_NOOP("rules", "A pair: two dice of the same face."),
    ((2,), None, True): QT_TRANSLATE_NOOP(
        "rules", "A pair: two dice of the same face, with no extra dice of a face used."),
    ((3, 2), None, False): QT_TRANSLATE_NOOP(
        "rules", "Three dice of one face and two of another."),
    ((3, 2), None, True): QT_TRANSLATE_NOOP(
        "rules", "Three dice of one face and two of another, with no extra dice of a face "
        "used."),
    ((4, 2), None, False): QT_TRANSLATE_NOOP(
        "rules", "Four dice of one face and two of another."),
    ((4, 2), None, True): QT_TRANSLATE_NOOP(
        "rules", "Four dice of one face and two of another, with no extra dice of a face "
        "used."),
    ((2, 2), True, False): QT_TRANSLATE_NOOP("rules", "Two pairs of different faces."),
    ((2, 2), True, True): QT_TRANSLATE_NOOP(
        "rules", "Two pairs of different faces, with no extra dice of a face used."),
    ((2, 2), False, False): QT_TRANSLATE_NOOP(
        "rules", "Two pairs; one face may fill several groups."),
    ((2, 2), False, True): QT_TRANSLATE_NOOP(
        "rules", "Two pairs; one face may fill several groups, with no extra dice of a face "
        "used."),
    ((2, 2, 2), True, False): QT_TRANSLATE_NOOP("rules", "Three pairs of different faces."),
    ((2, 2, 2), True, True): QT_TRANSLATE_NOOP(
        "rules", "Three pairs of different faces, with no extra dice of a face used."),
    ((2, 2, 2), False, False): QT_TRANSLATE_NOOP(
        "rules", "Three pairs; one face may fill several groups."),
    ((2, 2, 2), False, True): QT_TRANSLATE_NOOP(
        "rules", "Three pairs; one face may fill several groups, with no extra dice of a "
        "face used."),
    ((3, 3), True, False): QT_TRANSLATE_NOOP("rules", "Two sets of three of different faces."),
    ((3, 3), True, True): QT_TRANSLATE_NOOP(
        "rules", "Two sets of three of different faces, with no extra dice of a face used."),
    ((3, 3), False, False): QT_TRANSLATE_NOOP(
        "rules", "Two sets of three; one face may fill several groups."),
    ((3, 3), False, True): QT_TRANSLATE_NOOP(
        "rules", "Two sets of three; one face may fill several groups, with no extra dice of "
        "a face used."),
    (None, None, False): QT_TRANSLATE_NOOP(
        "rules", "Groups of {sizes} dice, each group showing one face."),
    (None, None, True): QT_TRANSLATE_NOOP(
        "rules", "Groups of {sizes} dice, each group showing one face, with no extra dice of "
        "a face used."),
    (None, True, False): QT_TRANSLATE_NOOP(
        "rules", "Groups of {sizes} dice, each group showing one face of different faces."),
    (None, True, True): QT_TRANSLATE_NOOP(
        "rules", "Groups of {sizes} dice, each group showing one face of different faces, "
        "with no extra dice of a face used."),
    (None, False, False): QT_TRANSLATE_NOOP(
        "rules", "Groups of {sizes} dice, each group showing one face; one face may fill "
        "several groups."),
    (None, False, True): QT_TRANSLATE_NOOP(
        "rules", "Groups of {sizes} dice, each group showing one face; one face may fill "
        "several groups, with no extra dice of a face used."),
}
_AND = QT_TRANSLATE_NOOP("rules", "{first} and {second}")


def _and_list(items: Sequence[str]) -> str:
    """'3 and 2 and 1' (each 'and' translated)."""
    result = items[0]
    for item in items[1:]:
        result = _AND.format(first=result, second=item)
    return result


def _groups_condition(p: Groups, dice: Dice) -> str:
    sizes = tuple(sorted(p.sizes, reverse=True))
    named = sizes if ((sizes, None, False) in _GROUP_SENTENCES
                      or (sizes, True, False) in _GROUP_SENTENCES) else None
    differ = None if (len(sizes) == 1 or sizes in ((3, 2), (4, 2))) else p.distinct
    sentence = _GROUP_SENTENCES[(named, differ, p.exactly)]
    if named is None:
        return sentence.format(sizes=_and_list([str(s) for s in sizes]))
    return sentence.text


# -- straight -----------------------------------------------------------------------------------
def _straight_parse(r: Reader, obj: Mapping[str, object], path: str) -> Pattern | None:
    where = f"{path}.match" if path else "match"
    if ("run" in obj) == ("faces" in obj):
        r.fail(path, _RUN_OR_FACES.text)
        return None
    if "run" in obj:
        if "match" in obj:
            r.fail(where, _MATCH_FACES_ONLY.text)
        length = r.integer(obj, "run", path)
        return None if length is None else Run(length)
    set_faces = r.integers(obj, "faces", path)
    match = r.choice(obj, "match", path, ["exact", "contains"], "contains")
    if set_faces is None or match is None:
        return None
    return FaceSet(set_faces, exact=match == "exact")


def _straight_to_dict(p: Run | FaceSet) -> JsonObject:
    if isinstance(p, Run):
        return {"run": p.length}
    return {"faces": list(p.faces), "match": "exact" if p.exact else "contains"}


def _straight_check(p: Run | FaceSet, dice: Dice) -> Problems:
    face_set = set(dice.faces)
    if isinstance(p, Run):
        if p.length < 2:
            return [("run", _RUN_SHORT.format(length=p.length))]
        if p.length > dice.count:
            return [("run", _RUN_DICE.format(length=p.length))]
        if not any(all(f + k in face_set for k in range(p.length)) for f in dice.faces):
            return [("run", _RUN_FACES.format(length=p.length))]
        return []
    if not p.faces:
        return [("faces", _NOT_EMPTY.text)]
    if len(set(p.faces)) != len(p.faces):
        return [("faces", FACES_DIFFER.text)]
    if not set(p.faces) <= face_set:
        return [("faces", _NO_FACE.format(face=min(set(p.faces) - face_set)))]
    if len(p.faces) > dice.count:
        return [("faces", _SET_DICE.format(count=len(p.faces)))]
    if p.exact and len(p.faces) != dice.count:
        return [("match", EXACT_ONE_PER_DIE.format(count=dice.count))]
    return []


def sample_run(faces: Sequence[int], length: int) -> tuple[int, ...]:
    """The lowest ``length`` consecutive faces of the dice (for examples)."""
    present = set(faces)
    for f in faces:
        run = tuple(range(f, f + length))
        if all(x in present for x in run):
            return run
    return tuple(faces[:length])


_RUN = QT_TRANSLATE_NOOP("rules", "{length} faces in a row among the dice (for example "
                                  "{sample}).")
_SET_EXACT = QT_TRANSLATE_NOOP("rules", "Exactly {faces}.")
_SET_CONTAINS = QT_TRANSLATE_NOOP("rules", "The dice include {faces}.")


def _straight_condition(p: Run | FaceSet, dice: Dice) -> str:
    if isinstance(p, Run):
        return _RUN.format(length=p.length,
                           sample=faces_text(sample_run(dice.faces, p.length)))
    return (_SET_EXACT if p.exact else _SET_CONTAINS).format(faces=faces_text(p.faces))


_FACE_CONDITION = QT_TRANSLATE_NOOP("rules", "Any roll; only the dice showing {face} count.")
_FACE_SCORES = Numerus.translate("rules", "Scores {face} for each {face}.", None, 1)
_KIND_SCORES = Numerus.translate(
    "rules", "Scores the {count} matching [die|dice] (the highest face that qualifies).", None, 1)
_GROUPS_SCORE = QT_TRANSLATE_NOOP(
    "rules", "Scores the dice in the groups (the highest faces that fit).")
_STRAIGHT_SCORES = QT_TRANSLATE_NOOP("rules", "Scores the dice of the straight.")
_ALL_SAME = QT_TRANSLATE_NOOP("rules", "All {count} dice show the same face.")
_SCORES_TOTAL = QT_TRANSLATE_NOOP("rules", "Scores the total of all dice.")
_ANY_ROLL = QT_TRANSLATE_NOOP("rules", "Any roll.")


def _straight_params(data: Mapping[str, object]) -> tuple[Param, ...]:
    if "faces" in data:
        return (Param("faces", QT_TRANSLATE_NOOP("box kinds", "Faces"), "ints",
                      help=QT_TRANSLATE_NOOP("box kinds", "the faces the roll must show")),
                _SET_MATCH)
    return (Param("run", QT_TRANSLATE_NOOP("box kinds", "Run length"), "int", 2, 8, default=4,
                  help=QT_TRANSLATE_NOOP("box kinds", "how many faces in a row")),)


def _none(data: Mapping[str, object]) -> tuple[Param, ...]:
    return ()


def _no_problems(p: Pattern, dice: Dice) -> Problems:
    return []


#: every kind by name (each of its own pattern type, which its calls take)
# (typed by its name, not called as BoxKind[...](...): typing would then set the frozen
# object's __orig_class__, which it refuses with an exception)
_STRAIGHT: BoxKind[Run | FaceSet] = BoxKind(
    "straight", QT_TRANSLATE_NOOP("box kinds", "Straight"), (Run, FaceSet),
    ("run", "faces", "match"),
    _straight_parse, _straight_to_dict, _straight_check, _straight_condition,
    lambda p: _STRAIGHT_SCORES.text, _straight_params)

KINDS: dict[str, AnyKind] = {k.name: k for k in (
    BoxKind("face", QT_TRANSLATE_NOOP("box kinds", "Face (upper box)"),
            (FaceCount,), ("face",), _face_parse,
            lambda p: {"face": p.face}, _face_check,
            lambda p, d: _FACE_CONDITION.format(face=p.face),
            lambda p: _FACE_SCORES.format(face=p.face, n=p.face),
            lambda d: (Param("face", QT_TRANSLATE_NOOP("box kinds", "Face"), "int", 1, 999,
                             default=1,
                             help=QT_TRANSLATE_NOOP("box kinds", "the face whose dice count")),),
            default_score="sum_used", required_score="sum_used",
            meaning=QT_TRANSLATE_NOOP(
                "ruleset problems", "a face box scores the dice showing its face (sum_used)")),
    BoxKind("n_of_a_kind", QT_TRANSLATE_NOOP("box kinds", "N of a kind"),
            (OfAKind,), ("n", "match"), _kind_parse,
            lambda p: {"n": p.n, "match": "exactly" if p.exactly else "at_least"},
            _kind_check, _kind_condition,
            lambda p: _KIND_SCORES.format(count=count_word(p.n), n=p.n),
            lambda d: (Param("n", QT_TRANSLATE_NOOP("box kinds", "How many"), "int", 1, 8,
                             default=3,
                             help=QT_TRANSLATE_NOOP("box kinds", "dice showing the same face")),
                       _MATCH)),
    BoxKind("groups", QT_TRANSLATE_NOOP("box kinds", "Groups of equal dice"),
            (Groups,), ("sizes", "distinct", "match"),
            _groups_parse,
            lambda p: {"sizes": list(p.sizes), "distinct": p.distinct,
                       "match": "exactly" if p.exactly else "at_least"},
            _groups_check, _groups_condition,
            lambda p: _GROUPS_SCORE.text,
            lambda d: (Param("sizes", QT_TRANSLATE_NOOP("box kinds", "Group sizes"), "ints", 1,
                             8, default=[3, 2],
                             help=QT_TRANSLATE_NOOP(
                                 "box kinds", "dice in each group, e.g. 3, 2 for a full house")),
                       Param("distinct", QT_TRANSLATE_NOOP("box kinds", "Different faces"),
                             "bool", default=True,
                             help=QT_TRANSLATE_NOOP("box kinds",
                                                    "each group shows a different face")),
                       _MATCH)),
    _STRAIGHT,
    BoxKind("all_same", QT_TRANSLATE_NOOP("box kinds", "All the same"),
            (AllSame,), (), lambda r, o, p: AllSame(),
            lambda p: {}, _no_problems,
            lambda p, d: _ALL_SAME.format(count=count_word(d.count)),
            lambda p: _SCORES_TOTAL.text, _none),
    BoxKind("chance", QT_TRANSLATE_NOOP("box kinds", "Chance"),
            (Chance,), (), lambda r, o, p: Chance(),
            lambda p: {}, _no_problems, lambda p, d: _ANY_ROLL.text,
            lambda p: _SCORES_TOTAL.text, _none,
            default_score="sum_all", required_score="sum_all",
            meaning=QT_TRANSLATE_NOOP("ruleset problems",
                                      "chance scores the sum of all dice (sum_all)")),
)}

_BY_PATTERN = {cls: k for k in KINDS.values() for cls in k.patterns}


def kind_of(pattern: Pattern) -> AnyKind:
    """The registry entry of a box's pattern."""
    return _BY_PATTERN[type(pattern)]


SCORINGS: tuple[tuple[str, str], ...] = (
    ("fixed", QT_TRANSLATE_NOOP("box kinds", "fixed points")),
    ("sum_all", QT_TRANSLATE_NOOP("box kinds", "sum of all dice")),
    ("sum_used", QT_TRANSLATE_NOOP("box kinds", "sum of the dice used")))


# -- the palette: ready-made boxes an editor offers ---------------------------------------------
@value_type(slots=True, eq=False)  # listed by House Rules, never compared
class PaletteEntry:
    """A ready-made box: its title, and its fields in the ruleset format (id and label aside)."""

    title: str
    label: str
    section: str
    fields: Mapping[str, object]


def _entry(title: str, label: str, kind: str, score: str, points: int | None = None,
           section: str = "lower", **params: JsonValue) -> PaletteEntry:
    data: JsonObject = {"kind": kind, **params, "score": score}
    if points is not None:
        data["points"] = points
    return PaletteEntry(title, label, section, data)


# the palette's titles (box kinds) and the labels a new box starts with (the built-in
# scorecards' names where one has it: a German player's new box is called Dreierpasch)
PALETTE: tuple[PaletteEntry, ...] = (
    _entry(QT_TRANSLATE_NOOP("box kinds", "Three of a kind"),
           QT_TRANSLATE_NOOP("Yahtzee boxes", "3 of a Kind"), "n_of_a_kind", "sum_all", n=3,
           match="at_least"),
    _entry(QT_TRANSLATE_NOOP("box kinds", "Four of a kind"),
           QT_TRANSLATE_NOOP("Yahtzee boxes", "4 of a Kind"), "n_of_a_kind", "sum_all", n=4,
           match="at_least"),
    _entry(QT_TRANSLATE_NOOP("box kinds", "N of a kind (dice used)"),
           QT_TRANSLATE_NOOP("box kinds", "N of a Kind"), "n_of_a_kind", "sum_used", n=2,
           match="at_least"),
    _entry(QT_TRANSLATE_NOOP("box kinds", "One pair"),
           QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "One Pair"), "groups", "sum_used", sizes=[2],
           distinct=True, match="at_least"),
    _entry(QT_TRANSLATE_NOOP("box kinds", "Two pairs"),
           QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Two Pairs"), "groups", "sum_used",
           sizes=[2, 2], distinct=True, match="at_least"),
    _entry(QT_TRANSLATE_NOOP("box kinds", "Three pairs"),
           QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Three Pairs"), "groups", "sum_used",
           sizes=[2, 2, 2], distinct=True, match="at_least"),
    _entry(QT_TRANSLATE_NOOP("box kinds", "Full house"),
           QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Full House"), "groups", "fixed", 25,
           sizes=[3, 2], distinct=True, match="at_least"),
    _entry(QT_TRANSLATE_NOOP("box kinds", "Villa (two threes)"),
           QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Villa"), "groups", "sum_used", sizes=[3, 3],
           distinct=True, match="at_least"),
    _entry(QT_TRANSLATE_NOOP("box kinds", "Tower (four and two)"),
           QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Tower"), "groups", "sum_used", sizes=[4, 2],
           distinct=True, match="at_least"),
    _entry(QT_TRANSLATE_NOOP("box kinds", "Any group pattern"),
           QT_TRANSLATE_NOOP("box kinds", "Groups"), "groups", "sum_used", sizes=[2, 1],
           distinct=True, match="at_least"),
    _entry(QT_TRANSLATE_NOOP("box kinds", "Straight: a run"),
           QT_TRANSLATE_NOOP("box kinds", "Straight"), "straight", "fixed", 30, run=4),
    _entry(QT_TRANSLATE_NOOP("box kinds", "Straight: an exact set"),
           QT_TRANSLATE_NOOP("box kinds", "Exact Straight"), "straight", "fixed", 15,
           faces=[1, 2, 3, 4, 5], match="exact"),
    _entry(QT_TRANSLATE_NOOP("box kinds", "Straight: a set in the roll"),
           QT_TRANSLATE_NOOP("box kinds", "Set Straight"), "straight", "fixed", 20,
           faces=[1, 2, 3, 4], match="contains"),
    _entry(QT_TRANSLATE_NOOP("box kinds", "All the same"),
           QT_TRANSLATE_NOOP("Yahtzee boxes", "Yahtzee"), "all_same", "fixed", 50),
    _entry(QT_TRANSLATE_NOOP("box kinds", "Chance"),
           QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Chance"), "chance", "sum_all"),
)

FACE_NAMES = {1: QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Ones"),
              2: QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Twos"),
              3: QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Threes"),
              4: QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Fours"),
              5: QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Fives"),
              6: QT_TRANSLATE_NOOP("Maxi Yatzy boxes", "Sixes"),
              7: QT_TRANSLATE_NOOP("box kinds", "Sevens"),
              8: QT_TRANSLATE_NOOP("box kinds", "Eights"),
              9: QT_TRANSLATE_NOOP("box kinds", "Nines"),
              10: QT_TRANSLATE_NOOP("box kinds", "Tens"),
              11: QT_TRANSLATE_NOOP("box kinds", "Elevens"),
              12: QT_TRANSLATE_NOOP("box kinds", "Twelves")}
_FACE_BOX = QT_TRANSLATE_NOOP("box kinds", "{face}s")


def face_entry(face: int) -> PaletteEntry:
    """The upper box of one face (Ones ... Sixes, or the face's number beyond twelve)."""
    label: str = FACE_NAMES.get(face) or _FACE_BOX.format(face=face)
    return PaletteEntry(label, label, "upper", {"kind": "face", "face": face,
                                                "score": "sum_used"})
