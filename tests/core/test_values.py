"""Value types (core/values.py) against the standard library's frozen dataclasses.

The same class is made both ways, with the same fields and options; then for any values
(hypothesis) the two must agree on ==, hash, repr, replace, fields, asdict, pickle, copy,
pattern matching and on what assigning or deleting an attribute does (the exception's type
and text, and that nothing changed). The standard library is the independent computation.
"""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import KW_ONLY, FrozenInstanceError, InitVar, field
from typing import Any, ClassVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yachtdice.core import values
from yachtdice.core.game import GameState, Hold, Place, Player, Roll, Score
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.values import compile_hot, value_type

Maker = Callable[[type], type]


def stdlib(**options: Any) -> Maker:
    return dataclasses.dataclass(frozen=True, **options)


def ours(**options: Any) -> Maker:
    return value_type(**options)


def hot_init(**options: Any) -> Maker:
    return value_type(hot=("init",), **options)


def hot(**options: Any) -> Maker:
    if options.get("eq", True):
        return value_type(hot=("init", "hash"), **options)
    return value_type(hot=("init",), **options)


def hot_hash(**options: Any) -> Maker:
    if options.get("eq", True):
        return value_type(hot=("hash",), **options)
    return value_type(**options)


# each made twice below, by the standard library and by value_type; module level, so that
# pickle finds them by name
def _plain(make: Maker, fld: Any = field) -> type:
    class Plain:
        a: int
        b: str
        c: tuple[int, ...] = ()
    return make(Plain)


def _fields(make: Maker, fld: Any = field) -> type:
    class Fields:
        a: int
        hidden: int = fld(default=0, repr=False)
        ignored: int = fld(default=0, compare=False)
        unhashed: int = fld(default=0, hash=False)
        items: list[int] = fld(default_factory=list, compare=False, repr=False)
        later: str = fld(default="x", init=False)
    return make(Fields)


def _one(make: Maker, fld: Any = field) -> type:
    class One:
        x: float
    return make(One)


def _none(make: Maker, fld: Any = field) -> type:
    class Nothing:
        pass
    return make(Nothing)


def _keywords(make: Maker, fld: Any = field) -> type:
    class Keywords:
        a: int
        b: int = fld(default=2, kw_only=True)
        c: int = 3
    return make(Keywords)


def _derived(make: Maker, fld: Any = field) -> type:
    @make
    class Base:
        a: int
        b: str = "b"

    class Derived(Base):
        c: int = 0
        kind: ClassVar[int] = 5  # not a field
        _: KW_ONLY
        d: int = fld(default=1, metadata={"unit": "pips"})
    return make(Derived)


def _posted(make: Maker, fld: Any = field) -> type:
    class Posted:
        a: int
        doubled: int = fld(default=0, init=False)

        def __post_init__(self) -> None:
            object.__setattr__(self, "doubled", 2 * self.a)
    return make(Posted)


KINDS: dict[str, tuple[Callable[[Maker], type], dict[str, Any]]] = {
    "Plain": (_plain, {}), "PlainSlots": (_plain, {"slots": True}),
    "PlainOrder": (_plain, {"order": True}), "PlainSlotsOrder": (_plain, {"slots": True,
                                                                         "order": True}),
    "PlainNoEq": (_plain, {"eq": False}), "Fields": (_fields, {}),
    "FieldsSlots": (_fields, {"slots": True}), "One": (_one, {}),
    "OneSlots": (_one, {"slots": True}), "Nothing": (_none, {}), "Keywords": (_keywords, {}),
    "KeywordsKw": (_keywords, {"kw_only": True}),
    "Posted": (_posted, {}), "PostedSlots": (_posted, {"slots": True}),
    "Derived": (_derived, {}), "DerivedSlots": (_derived, {"slots": True, "order": True}),
}


@contextmanager
def hot_methods(*, compiled: bool) -> Iterator[None]:
    """Hot classes made meanwhile keep the shared methods (``compiled=False``: as before
    :func:`compile_hot`, whatever other tests of this process called) or are compiled at
    once (as after it); the process's own record of hot classes is left as it was."""
    saved = values._HOT
    values._HOT = values._Hot()
    values._HOT.at_once = compiled
    try:
        yield
    finally:
        values._HOT = saved


MADE: dict[str, dict[str, type]] = {}
for _name, (_build, _options) in KINDS.items():
    MADE[_name] = {}
    for _how, _maker in (("stdlib", stdlib), ("ours", ours), ("hot_init", hot_init),
                         ("hot_hash", hot_hash), ("hot", hot), ("hot_init_compiled", hot_init),
                         ("hot_hash_compiled", hot_hash), ("hot_compiled", hot),
                         ("own_field", ours), ("own_field_hot", hot)):
        with hot_methods(compiled=_how.endswith("_compiled")):
            # own_field: the fields' options given with core/values.py's field(), not
            # dataclasses' (the core's value types are written so: no dataclasses at start)
            _cls = _build(_maker(**_options), values.field if "own_field" in _how else field)
        _cls.__qualname__ = _cls.__name__ = f"{_name}_{_how}"
        globals()[_cls.__name__] = _cls
        MADE[_name][_how] = _cls

WAYS = ("ours", "hot_init", "hot_hash", "hot", "hot_init_compiled", "hot_hash_compiled",
        "hot_compiled", "own_field", "own_field_hot")
floats = st.floats(allow_nan=True)
short = st.text(max_size=4)
ints = st.integers(-3, 3)


def args_for(kind: str) -> st.SearchStrategy[dict[str, Any]]:
    build = KINDS[kind][0]
    if build is _plain:
        return st.fixed_dictionaries({"a": ints, "b": short},
                                     optional={"c": st.tuples(ints, ints)})
    if build is _fields:
        return st.fixed_dictionaries({"a": ints}, optional={
            "hidden": ints, "ignored": ints, "unhashed": ints, "items": st.lists(ints, max_size=2)})
    if build is _one:
        return st.fixed_dictionaries({"x": floats})
    if build is _keywords:
        return st.fixed_dictionaries({"a": ints}, optional={"b": ints, "c": ints})
    if build is _posted:
        return st.fixed_dictionaries({"a": ints})
    if build is _derived:
        return st.fixed_dictionaries({"a": ints}, optional={"b": short, "c": ints, "d": ints})
    return st.just({})


def class_defaults(cls: type) -> dict[str, object]:
    """What the class itself holds under its fields' names (a default, or a slot)."""
    return {name: "a slot" if isinstance(value, types.MemberDescriptorType) else value
            for name, value in vars(cls).items() if name in cls.__dataclass_fields__}  # type: ignore[attr-defined]


def same_name(text: str, kind: str, how: str) -> str:
    return text.replace(f"{kind}_{how}", f"{kind}_stdlib")


def shown(obj: object) -> str:
    """repr, or the exception it raised (as the standard library's text would read)."""
    try:
        return repr(obj)
    except Exception as error:  # compared, whatever it is
        return f"{type(error).__name__}: {error}"


@pytest.mark.parametrize("how", WAYS)
@pytest.mark.parametrize("kind", list(KINDS))
@given(data=st.data())
def test_a_value_type_behaves_as_the_standard_librarys_frozen_dataclass(
        kind: str, how: str, data: st.DataObject) -> None:
    theirs_cls: Any = MADE[kind]["stdlib"]
    ours_cls: Any = MADE[kind][how]
    one = data.draw(args_for(kind), label="one")
    other = data.draw(st.one_of(st.just(one), args_for(kind)), label="other")
    a, b = theirs_cls(**one), theirs_cls(**other)
    x, y = ours_cls(**one), ours_cls(**other)
    positional = []  # the same values, as many as can be given by position
    for f in dataclasses.fields(theirs_cls):
        if f.name not in one or f.kw_only or not f.init:
            break
        positional.append(one[f.name])
    rest = {k: v for k, v in one.items() if k not in
            [f.name for f in dataclasses.fields(theirs_cls)][:len(positional)]}
    assert same_name(shown(ours_cls(*positional, **rest)), kind, how) \
        == shown(theirs_cls(*positional, **rest))
    assert same_name(repr(x), kind, how) == repr(a)
    assert same_name(repr(y), kind, how) == repr(b)
    assert (x == y) == (a == b)
    assert (x != y) == (a != b)
    assert x.__eq__(a) is NotImplemented
    if type(a).__hash__ is not None:
        assert (hash(x) == hash(y)) == (hash(a) == hash(b))
        if "__hash__" in vars(type(a)):  # not object's
            assert hash(x) == hash(a)  # the hash of the same tuple
    else:
        assert type(x).__hash__ is None
    if KINDS[kind][1].get("order"):
        for op in ("__lt__", "__le__", "__gt__", "__ge__"):
            assert getattr(x, op)(y) == getattr(a, op)(b)
            assert getattr(x, op)(a) is NotImplemented
    assert [(f.name, f.init, f.repr, f.compare, f.hash, f.kw_only, f.metadata, f.type)
            for f in dataclasses.fields(x)] \
        == [(f.name, f.init, f.repr, f.compare, f.hash, f.kw_only, f.metadata, f.type)
            for f in dataclasses.fields(a)]
    assert class_defaults(ours_cls) == class_defaults(theirs_cls)
    assert dataclasses.is_dataclass(type(x))
    assert dataclasses.asdict(x) == dataclasses.asdict(a)
    assert dataclasses.astuple(x) == dataclasses.astuple(a)
    assert type(x).__match_args__ == type(a).__match_args__
    assert str(inspect.signature(type(x))) == str(inspect.signature(type(a)))
    assert str(inspect.signature(type(x).__init__)) == str(inspect.signature(type(a).__init__))
    assert same_name(type(x).__doc__ or "", kind, how) == type(a).__doc__
    changes = data.draw(args_for(kind), label="changes")
    assert shown(dataclasses.replace(x, **changes)) == same_name(
        shown(dataclasses.replace(a, **changes)), kind, how).replace(
        f"{kind}_stdlib", f"{kind}_{how}")
    assert shown(values.replace(x, **changes)) == same_name(  # without loading dataclasses
        shown(dataclasses.replace(a, **changes)), kind, how).replace(
        f"{kind}_stdlib", f"{kind}_{how}")
    for again, theirs in zip((pickle.loads(pickle.dumps(x)), copy.copy(x), copy.deepcopy(x)),
                             (pickle.loads(pickle.dumps(a)), copy.copy(a), copy.deepcopy(a)),
                             strict=True):
        assert type(again) is type(x)
        assert shown(again) == shown(x)
        assert (again == x) == (theirs == a)  # (a NaN copied is a new NaN: unequal to itself)
    assert_frozen_alike(x, a)


def _assigning(name: str) -> Callable[[object], None]:
    return lambda obj: setattr(obj, name, 1)


def _deleting(name: str) -> Callable[[object], None]:
    return lambda obj: delattr(obj, name)


def assert_frozen_alike(ours_obj: Any, theirs_obj: Any) -> None:
    names = [f.name for f in dataclasses.fields(theirs_obj)] + ["new", "__dict__"]
    before = shown(ours_obj), dataclasses.astuple(ours_obj)
    for name in names:
        for attempt in (_assigning(name), _deleting(name)):
            raised: list[tuple[type, str] | None] = []
            for obj in (ours_obj, theirs_obj):
                try:
                    attempt(obj)
                    raised.append(None)
                except Exception as error:  # compared, whatever it is
                    raised.append((type(error), str(error)))
            assert raised[0] is not None and raised[0][0] is FrozenInstanceError
            if name in names[:-2] or not hasattr(type(theirs_obj), "__slots__"):
                assert raised[0] == raised[1]
            else:  # Python 3.11's slots class checks against the class it replaced, so a
                # name not a field fails in super(): TypeError (CPython gh-90562)
                assert raised[1] is not None and raised[1][0] is TypeError
    assert (shown(ours_obj), dataclasses.astuple(ours_obj)) == before \
        or dataclasses.astuple(ours_obj) != dataclasses.astuple(ours_obj)


@pytest.mark.parametrize("how", WAYS)
def test_wrong_arguments_are_refused_as_the_generated_init_refuses_them(how: str) -> None:
    plain, keywords = MADE["Plain"][how], MADE["KeywordsKw"][how]
    for cls, args, kwargs in ((plain, (), {}), (plain, (1,), {}), (plain, (1, "b", (), 4), {}),
                              (plain, (1,), {"a": 1, "b": ""}), (plain, (1, ""), {"d": 1}),
                              (keywords, (1,), {})):
        with pytest.raises(TypeError):
            cls(*args, **kwargs)


@pytest.mark.parametrize("how", WAYS)
def test_a_default_factory_makes_a_new_value_for_each_object(how: str) -> None:
    cls = MADE["Fields"][how]
    first, second = cls(1), cls(1)
    assert first.items == [] and first.items is not second.items
    assert first.later == "x"


def test_an_object_inside_itself_is_shown_as_dataclass_shows_it() -> None:
    for how in ("stdlib", *WAYS):
        cls = MADE["Plain"][how]
        box: list[object] = []
        obj = cls(1, "b", (box,))
        box.append(obj)
        assert repr(obj) == f"Plain_{how}(a=1, b='b', c=([...],))"


def test_a_value_type_derives_from_a_value_type() -> None:
    @value_type(slots=True)
    class Base:
        a: int

    @value_type(slots=True)
    class Derived(Base):
        b: int = 2

    made = Derived(1)
    assert (made.a, made.b, repr(made)) == (1, 2,
                                            "test_a_value_type_derives_from_a_value_type."
                                            "<locals>.Derived(a=1, b=2)")
    assert made != Base(1) and Base(1) == Base(1) and made == Derived(1, 2)
    with pytest.raises(FrozenInstanceError):
        made.a = 3  # type: ignore[misc]


def test_what_the_class_body_defines_is_kept() -> None:
    @value_type
    class Own:
        a: int

        def __repr__(self) -> str:
            return "own"

        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = object.__hash__

    assert (repr(Own(1)), Own(1) == Own(2), hash(Own(1)) != hash(Own(1)) or True) \
        == ("own", True, True)
    assert Own.__dict__["__hash__"] is object.__hash__


def test_the_games_value_types_are_frozen_and_pickle() -> None:
    state = GameState.start(preset("yahtzee"), [Player("Ann"), Player("Bo")])
    state = state.apply(Roll((1, 2, 3, 4, 5))).apply(Hold((0, 1))).apply(Score("chance"))
    for obj in (state, Player("Ann"), Roll((1, 2, 3, 4, 5)), Place("chance", 1),
                preset("yatzy")):
        assert pickle.loads(pickle.dumps(obj)) == obj
        assert copy.deepcopy(obj) == obj and hash(copy.copy(obj)) == hash(obj)
        with pytest.raises(FrozenInstanceError):
            obj.__setattr__("anything", 1)
    assert Place("a", 0) < Place("a", 1) < Place("b", 0)


def compiled(method: object) -> bool:
    """Whether a method is dataclass's, compiled from the text it writes."""
    return getattr(method, "__code__", None) is not None \
        and method.__code__.co_filename == "<string>"  # type: ignore[attr-defined]


@pytest.mark.parametrize("kind", list(KINDS))
def test_hot_methods_are_compiled_once_asked_and_only_then(kind: str) -> None:
    for how in WAYS:
        cls = MADE[kind][how]
        expected = {"__init__": "init" in how or how.startswith("hot_compiled"),
                    "__hash__": "hash" in how or how.startswith("hot_compiled")}
        if how in ("hot_init", "hot_hash", "hot", "ours"):
            expected = {"__init__": False, "__hash__": False}
        if how == "hot_compiled":
            expected = {"__init__": True, "__hash__": True}
        expected["__hash__"] &= KINDS[kind][1].get("eq", True)
        assert {name: compiled(vars(cls).get(name)) for name in expected} == expected, how
        assert not compiled(vars(cls)["__repr__"]) and not compiled(vars(cls)["__setattr__"])


@pytest.mark.parametrize("how", WAYS)
def test_a_nan_field_compares_as_the_running_pythons_dataclass(how: str) -> None:
    # Python 3.13's dataclasses compare field by field (a NaN is unequal to itself), earlier
    # ones compare tuples (the same NaN object is equal): each way answers as the stdlib's
    nan, other_nan = float("nan"), float("nan")
    ours, theirs = MADE["One"][how], MADE["One"]["stdlib"]
    for a, b in ((nan, nan), (nan, other_nan), (1.0, 1.0), (1.0, 2.0)):
        assert (ours(a) == ours(b)) == (theirs(a) == theirs(b)), (a, b)
    same = ours(nan)
    assert (same == same) is True and (theirs(nan) == theirs(nan)) == (ours(nan) == ours(nan))


@pytest.mark.skipif(not hasattr(copy, "replace"), reason="copy.replace is Python 3.13's")
@pytest.mark.parametrize("how", WAYS)
def test_copy_replace_makes_a_changed_copy_as_for_the_stdlibs(how: str) -> None:
    ours, theirs = MADE["Fields"][how], MADE["Fields"]["stdlib"]
    made = copy.replace(ours(1, hidden=2), a=5)  # type: ignore[attr-defined]
    expected = copy.replace(theirs(1, hidden=2), a=5)  # type: ignore[attr-defined]
    assert (made.a, made.hidden, made.later) == (expected.a, expected.hidden, expected.later)


def test_compile_hot_leaves_the_objects_made_before_as_they_were() -> None:
    with hot_methods(compiled=False):
        made = {how: _fields(maker(slots=slots)) for how, maker, slots in (
            ("init", hot_init, False), ("hash", hot_hash, True), ("both", hot, False),
            ("both_slots", hot, True), ("shared", ours, False))}
        before = {how: [cls(n, hidden=n, ignored=-n) for n in range(-3, 4)]
                  for how, cls in made.items()}
        hashes = {how: [hash(obj) for obj in objs] for how, objs in before.items()}
        shown = {how: [repr(obj) for obj in objs] for how, objs in before.items()}
        held = {how: set(objs) for how, objs in before.items()}
        keyed = {how: {obj: i for i, obj in enumerate(objs)} for how, objs in before.items()}
        assert not any(compiled(vars(cls)["__init__"]) or compiled(vars(cls)["__hash__"])
                       for cls in made.values())
        compile_hot()
        assert {how: (compiled(vars(cls)["__init__"]), compiled(vars(cls)["__hash__"]),
                      compiled(vars(cls)["__eq__"])) for how, cls in made.items()} \
            == {"init": (True, False, False), "hash": (False, True, True),
                "both": (True, True, True), "both_slots": (True, True, True),
                "shared": (False, False, False)}
        for how, cls in made.items():
            objs = before[how]
            assert [hash(obj) for obj in objs] == hashes[how]  # the sets' and dicts' buckets
            assert [repr(obj) for obj in objs] == shown[how]
            again = [cls(n, hidden=n, ignored=-n) for n in range(-3, 4)]
            assert [hash(obj) for obj in again] == hashes[how]
            assert again == objs and all(obj in held[how] for obj in again)
            assert [keyed[how][obj] for obj in again] == list(range(7))
            assert copy.deepcopy(objs[0]) == objs[0] and copy.copy(objs[1]) == objs[1]
            assert again[0].items is not objs[0].items and again[0].later == "x"
            with pytest.raises(FrozenInstanceError):
                objs[0].a = 1
        # a hot class made from now on is compiled when it is made
        later = _posted(hot())
        assert compiled(vars(later)["__init__"]) and compiled(vars(later)["__hash__"])
        assert later(2).doubled == 4


@pytest.mark.parametrize("shape", ["mutable_default", "no_annotation", "kw_only_twice",
                                   "classvar_factory", "slots_given", "order_without_eq",
                                   "own_setattr"])
def test_what_dataclass_refuses_is_refused(shape: str) -> None:
    def build(make: Maker) -> type:
        if shape == "mutable_default":
            class Mutable:
                items: list[int] = []  # noqa: RUF012
            return make(Mutable)
        if shape == "no_annotation":
            class Unannotated:
                a = field(default=1)
            return make(Unannotated)
        if shape == "kw_only_twice":
            class Twice:
                a: int
                _: KW_ONLY
                b: int
                __: KW_ONLY
            return make(Twice)
        if shape == "classvar_factory":
            class Factory:
                k: ClassVar[list[int]] = field(default_factory=list)
            return make(Factory)
        if shape == "slots_given":
            class Given:
                __slots__ = ("a",)
                a: int
            return make(Given)
        if shape == "own_setattr":
            class Setter:
                a: int

                def __setattr__(self, name: str, value: object) -> None: ...
            return make(Setter)

        class Ordered:
            a: int
        return make(Ordered)

    options: dict[str, Any] = {"slots": True} if shape == "slots_given" else \
        {"order": True, "eq": False} if shape == "order_without_eq" else {}
    errors = []
    for make in (stdlib(**options), ours(**options)):
        with pytest.raises((TypeError, ValueError)) as raised:
            build(make)
        errors.append(raised.type)
    assert errors[0] is errors[1]


def test_an_initvar_is_refused() -> None:
    class Given:
        a: int
        start: InitVar[int] = 0  # type: ignore[assignment]

    with pytest.raises(TypeError, match="InitVar"):
        value_type(Given)


def test_a_hot_class_made_while_another_thread_compiles_is_compiled() -> None:
    class Meanwhile:
        """Reading it (as the shared __init__ is made) is when compile_hot() runs."""

        def __get__(self, obj: object, owner: type) -> None:
            compile_hot()

    with hot_methods(compiled=False):
        class Caught:
            a: int
            __post_init__ = Meanwhile()

        made: Any = value_type(hot=("init", "hash"))(Caught)
        assert compiled(vars(made)["__init__"]) and compiled(vars(made)["__hash__"])
        assert values._HOT.waiting == [] and made(1) == made(1)


def test_a_value_type_derives_from_a_frozen_dataclass_as_a_frozen_dataclass_does() -> None:
    @dataclasses.dataclass(frozen=True)
    class Base:
        a: int
        b: str = "b"

    made = []
    for make in (stdlib(), ours(), hot()):
        class Derived(Base):
            c: int = 0
        made.append(make(Derived))
    shown = []
    for cls in made:
        obj = cls(1, c=3)
        assert (obj == cls(1, "b", 3), hash(obj) == hash(cls(1, "b", 3)), obj == Base(1)) \
            == (True, True, False)
        assert [f.name for f in dataclasses.fields(obj)] == ["a", "b", "c"]
        assert dataclasses.replace(obj, b="x") == cls(1, "x", 3)
        with pytest.raises(FrozenInstanceError):
            obj.a = 2
        shown.append(repr(obj).rpartition(".")[2])
    assert shown == ["Derived(a=1, b='b', c=3)"] * 3


def test_replace_and_field_refuse_what_dataclasses_refuses_as_it_refuses_it() -> None:
    # core/values.py's replace() and field() stand in for dataclasses' without loading them
    posted: Any = MADE["Posted"]["own_field"]
    theirs: Any = MADE["Posted"]["stdlib"]
    refused = []
    for call in (lambda: values.replace(posted(1), doubled=5),
                 lambda: dataclasses.replace(theirs(1), doubled=5),
                 lambda: values.replace(object()), lambda: dataclasses.replace(object()),
                 lambda: values.field(default=1, default_factory=list),
                 lambda: field(default=1, default_factory=list)):
        with pytest.raises((TypeError, ValueError)) as raised:
            call()
        refused.append((raised.type, str(raised.value)))
    assert refused[0] == refused[1] and refused[2] == refused[3] and refused[4] == refused[5]
    assert values.replace(posted(1), a=3) == posted(3) and values.replace(posted(2)).doubled == 4


def test_the_core_registers_its_games_without_loading_dataclasses_or_copy() -> None:
    # a value type's dataclass Field objects are made when a program first asks dataclasses
    # about it; registering the games (as every program does at start) asks nothing
    import subprocess
    import sys

    code = ("import sys\nfrom yachtdice.store.modes.builtin import install\ninstall()\n"
            "from yachtdice.core.modes.pips.presets import preset\n"
            "print(sorted(m for m in ('dataclasses', 'copy') if m in sys.modules))\n"
            "import dataclasses\n"
            "print([f.name for f in dataclasses.fields(preset('yacht'))][:3])\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, check=True).stdout.splitlines()
    assert out == ["[]", "['id', 'name', 'categories']"]
