"""Value types: frozen dataclasses whose methods are shared, not compiled per class.

``@dataclass(frozen=True)`` writes each class's ``__init__``, ``__setattr__``,
``__delattr__``, ``__eq__``, ``__hash__`` and ``__repr__`` as source text and compiles it
(Python 3.11 compiles every method on its own): about 80 µs a method, 25 ms for the 58
dataclasses the first window loads. :func:`value_type` makes the same frozen dataclass
from functions written once, here, each given the class's field names when the class is
made (``operator.attrgetter`` reads them, in C). The class still is a dataclass:
``dataclasses.fields``, ``replace``, ``asdict``, ``astuple`` and ``is_dataclass`` work, and
``field(...)`` options are honoured (this module's :func:`field` and :func:`replace` take
and give what dataclasses' do, without loading dataclasses: with copy, ~1.3 ms at start;
the class's ``__dataclass_fields__`` are dataclasses' own ``Field`` objects, made when
first read)::

    @value_type(slots=True)
    class Hold:
        positions: tuple[int, ...]

    @value_type(eq=False)            # compared by identity, as dataclass(eq=False)
    class Preload: ...

What the methods do is what ``dataclass(frozen=True, ...)`` gives, to the letter: assigning
or deleting any attribute raises ``dataclasses.FrozenInstanceError``; ``==`` compares the
``compare`` fields of two objects of the very same class (another class: ``NotImplemented``;
as tuples, or from Python 3.13 on field by field, as that Python's dataclasses do, which
also give ``copy.replace``); the hash is the hash of the tuple of those fields (or of the
``hash`` ones); ``repr`` is ``Name(a=1, b='x')`` without the ``repr=False`` fields (and
``...`` for an object met again inside itself); ``order=True`` compares the same tuples;
pickling and copying work, with ``slots=True`` too; a method the class body defines is kept.
The class's ``__init__`` is a shared one that binds the arguments by the fields' names
(defaults, ``default_factory``, ``kw_only``, ``init=False``, ``__post_init__``); it reports
its parameters to ``inspect.signature`` as the generated one would.

The fields are gathered here as dataclasses gathers them (annotations in order, the
bases' first; defaults and ``field(...)`` options; ``KW_ONLY``; ``ClassVar`` left out), into
the ``__dataclass_fields__``, ``__dataclass_params__`` (``frozen=True``), ``__match_args__``
and slots class dataclass would make: ``dataclasses.dataclass`` itself is not called (it
took some 170 µs a class).

Each shared method costs a call more than a compiled one, and the shared ``__init__`` binds
its arguments itself: 0.3-1.5 µs more an object. Where that shows (``tests/bench``, or the
instructions counted), ``hot`` gives that class dataclass's compiled methods:
``hot=("init",)`` its ``__init__`` (a class made in the engine's loops), ``hot=("hash",)``
its ``__eq__`` and ``__hash__`` (a class hashed there, as a ruleset is by every cache keyed
by it). The rest stay shared. Compiling costs about 80 µs a method, so a hot class has the
shared methods until :func:`compile_hot` is called (the window once it is painted, the
command line and a worker process at their start); from then on a hot class is compiled
when it is made. The compiled methods give the same answers and the same hash values, so
objects made before are equal to those made after and found in the sets and dicts that
hold them.

Not for: a class with ``InitVar`` fields (``TypeError``). A value type may derive from a
value type (with any ``hot``), or from a frozen dataclass.
"""

from __future__ import annotations

import abc
import inspect
import operator
import re
import sys
import typing
from collections.abc import Callable, Mapping
from operator import attrgetter
from threading import Lock, get_ident
from types import MemberDescriptorType
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Literal,
    TypeVar,
    dataclass_transform,
    overload,
)

if TYPE_CHECKING:
    import dataclasses
    from dataclasses import Field as _StdField
    from dataclasses import field as _std_field
else:  # (named for the type checker in value_type's decorator; recorded only, at run time)
    _StdField = _std_field = None

__all__ = ["compile_hot", "field", "replace", "value_type"]

T = TypeVar("T")
Hot = Literal["init", "hash"]

_OBJECT_SETATTR = object.__setattr__
#: Python 3.13's dataclasses compare field by field (tuples before) and give a copy.replace()
_FIELD_BY_FIELD = sys.version_info >= (3, 13)


# -- a field's options, without loading dataclasses ------------------------------------------
# (dataclasses and copy, ~1.3 ms, are loaded when a program first asks dataclasses about a
# value type: its __dataclass_fields__ are dataclasses' own Field objects, made then)
class _Missing:
    """No default (or no factory) given: what ``dataclasses.MISSING`` stands for here."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class Field:
    """A field's options as :func:`field` takes them (``dataclasses.field``'s), and, once its
    class is made, its name, its type and whether it is a ``ClassVar``: made into a
    ``dataclasses.Field`` when the class's ``__dataclass_fields__`` are first read."""

    __slots__ = ("_real", "classvar", "compare", "default", "default_factory", "hash", "init",
                 "kw_only", "metadata", "name", "repr", "type")

    def __init__(self, default: Any, default_factory: Any, init: bool, repr: bool,
                 hash: bool | None, compare: bool, metadata: Mapping[Any, Any] | None,
                 kw_only: Any) -> None:
        self.name: str = ""
        self.type: object = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = metadata
        self.kw_only = kw_only
        self.classvar = False
        self._real: dataclasses.Field[Any] | None = None

    def __set_name__(self, owner: type, name: str) -> None:
        """As ``dataclasses.Field``: a default that is a descriptor is told its name."""
        told = getattr(type(self.default), "__set_name__", None)
        if told:
            told(self.default, owner, name)

    def __repr__(self) -> str:
        return (f"Field(name={self.name!r},type={self.type!r},default={self.default!r},"
                f"default_factory={self.default_factory!r},init={self.init!r},"
                f"repr={self.repr!r},hash={self.hash!r},compare={self.compare!r},"
                f"metadata={self.metadata!r},kw_only={self.kw_only!r},"
                f"classvar={self.classvar!r})")

    def real(self) -> dataclasses.Field[Any]:
        """The same field as a ``dataclasses.Field`` (made once)."""
        if self._real is None:
            import dataclasses  # (with copy: ~1.3 ms, not at start)

            def std(value: object) -> object:
                return dataclasses.MISSING if value is MISSING else value

            made: dataclasses.Field[Any] = dataclasses.field(  # type: ignore[call-overload]
                default=std(self.default), default_factory=std(self.default_factory),
                init=self.init, repr=self.repr, hash=self.hash, compare=self.compare,
                metadata=self.metadata, kw_only=std(self.kw_only))
            made.name, made.type = self.name, self.type
            made._field_type = (dataclasses._FIELD_CLASSVAR  # type: ignore[attr-defined]
                                if self.classvar else dataclasses._FIELD)  # type: ignore[attr-defined]
            self._real = made
        return self._real


def _from_std(given: Any) -> Field:
    """A ``dataclasses.Field`` (given in a class body, or a frozen dataclass base's) as ours."""
    import dataclasses

    def ours(value: object) -> object:
        return MISSING if value is dataclasses.MISSING else value

    made = Field(ours(given.default), ours(given.default_factory), given.init, given.repr,
                 given.hash, given.compare, given.metadata, ours(given.kw_only))
    made.name, made.type = given.name, given.type
    made.classvar = getattr(given, "_field_type", None) is dataclasses._FIELD_CLASSVAR  # type: ignore[attr-defined]
    made._real = given  # the same object in __dataclass_fields__ (a base's: in both tables)
    return made


@overload
def field(*, default: T, init: bool = True, repr: bool = True,
          hash: bool | None = None, compare: bool = True,
          metadata: Mapping[Any, Any] | None = None, kw_only: bool = ...) -> T: ...


@overload
def field(*, default_factory: Callable[[], T], init: bool = True,
          repr: bool = True, hash: bool | None = None, compare: bool = True,
          metadata: Mapping[Any, Any] | None = None, kw_only: bool = ...) -> T: ...


@overload
def field(*, init: bool = True, repr: bool = True, hash: bool | None = None,
          compare: bool = True, metadata: Mapping[Any, Any] | None = None,
          kw_only: bool = ...) -> Any: ...


def field(*, default: Any = MISSING, default_factory: Any = MISSING, init: bool = True,
          repr: bool = True, hash: bool | None = None, compare: bool = True,
          metadata: Mapping[Any, Any] | None = None, kw_only: Any = MISSING) -> Any:
    """A value type's field with options, as ``dataclasses.field`` (which a value type takes
    too) gives one, without loading dataclasses."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


class _Fields:
    """A value type's ``__dataclass_fields__``: dataclasses' own Field objects, made when
    first read (``dataclasses.fields``, ``replace``, ``asdict``, ``is_dataclass``, or a
    dataclass deriving from it), from the fields gathered here."""

    __slots__ = ("_plan", "_real", "table")

    def __init__(self, table: dict[str, Field]) -> None:
        self.table = table
        self._real: dict[str, dataclasses.Field[Any]] | None = None
        self._plan: tuple[tuple[str, ...], frozenset[str]] | None = None

    def plan(self) -> tuple[tuple[str, ...], frozenset[str]]:
        """The fields :func:`replace` passes on (init fields) and those it refuses."""
        if self._plan is None:
            fields = [f for f in self.table.values() if not f.classvar]
            self._plan = (tuple(f.name for f in fields if f.init),
                          frozenset(f.name for f in fields if not f.init))
        return self._plan

    def __get__(self, obj: object, owner: type | None = None) -> dict[str, dataclasses.Field[Any]]:
        if self._real is None:  # (two threads at once: two equal tables of the same fields)
            self._real = {name: f.real() for name, f in self.table.items()}
        return self._real


def _own_fields(cls: type) -> _Fields | None:
    """The gathered fields of a value type (or a class deriving from one), without making
    dataclasses' Field objects."""
    found = cls.__dict__.get("__dataclass_fields__")
    if found is not None:
        return found if isinstance(found, _Fields) else None
    for klass in cls.__mro__:
        found = klass.__dict__.get("__dataclass_fields__")
        if found is not None:
            return found if isinstance(found, _Fields) else None
    return None


def replace(obj: T, /, **changes: Any) -> T:
    """``dataclasses.replace(obj, **changes)``, the same for a value type without loading
    dataclasses: a copy of ``obj`` with ``changes`` (its class's ``__init__`` called with
    every init field)."""
    own = _own_fields(type(obj))
    if own is not None:
        passed, refused = own.plan()
        if not refused or refused.isdisjoint(changes):
            for name in passed:
                if name not in changes:
                    changes[name] = getattr(obj, name)
            return obj.__class__(**changes)
    import dataclasses  # another class, or what dataclasses refuses, as it refuses it

    return dataclasses.replace(obj, **changes)  # type: ignore[type-var]


def _frozen_error(message: str) -> Exception:
    from dataclasses import FrozenInstanceError

    return FrozenInstanceError(message)


@overload
def value_type(cls: type[T], /) -> type[T]: ...


@overload
def value_type(*, eq: bool = True, order: bool = False, kw_only: bool = False,
               slots: bool = False, hot: tuple[Hot, ...] = ()) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(eq_default=True, frozen_default=True,
                     field_specifiers=(field, Field, _std_field, _StdField))
def value_type(cls: type[T] | None = None, /, *, eq: bool = True, order: bool = False,
               kw_only: bool = False, slots: bool = False,
               hot: tuple[Hot, ...] = ()) -> type[T] | Callable[[type[T]], type[T]]:
    """Make ``cls`` a frozen dataclass (see the module's text), as
    ``dataclass(frozen=True, eq=eq, order=order, kw_only=kw_only, slots=slots)`` would."""

    def make(cls: type[T]) -> type[T]:
        return _make(cls, eq=eq, order=order, kw_only=kw_only, slots=slots, hot=hot)

    return make if cls is None else make(cls)


def compile_hot() -> None:
    """Give every ``hot`` class made so far dataclass's compiled methods for what its
    ``hot`` names, and every ``hot`` class made from now on at once.

    Until then a hot class has the shared methods, which give the same answers (the same
    objects, equality and hash values: a set or dict already holding its objects finds them
    afterwards). The window calls this once it is painted, the command line and a worker
    process at their start. Each method is swapped by one assignment to the class, so
    another thread making or hashing objects meanwhile gets one of two methods that agree."""
    with _HOT.lock:
        _HOT.at_once = True
        waiting, _HOT.waiting = _HOT.waiting, []
    for later in waiting:
        _compile(*later)


class _Hot:
    """The hot classes whose methods are still shared, and whether to compile at once."""

    def __init__(self) -> None:
        self.lock = Lock()
        self.at_once = False
        self.waiting: list[tuple[type, list[Field], tuple[str, ...]]] = []


_HOT = _Hot()


def _make(cls: type[T], *, eq: bool, order: bool, kw_only: bool, slots: bool,
          hot: tuple[Hot, ...]) -> type[T]:
    if order and not eq:
        raise ValueError("eq must be true if order is true")
    if "hash" in hot and not eq:
        raise ValueError("hot=('hash',) needs eq")
    own = dict(cls.__dict__)  # what the class body defines is kept, as dataclass keeps it
    documented = bool(cls.__doc__)
    every = _gather(cls, kw_only)
    cls.__dataclass_params__ = _params(eq, order)  # type: ignore[attr-defined]
    if "__match_args__" not in own:
        setattr(cls, "__match_args__",  # noqa: B010 - mypy refuses the plain assignment
                tuple(f.name for f in every if f.init and not f.kw_only))
    names = tuple(f.name for f in every)
    made = _slotted(cls, names) if slots else cls
    explicit_hash = "__hash__" in own and not (own["__hash__"] is None and "__eq__" in own)
    hot_names = tuple(name for name, wanted in (
        ("__init__", "init" in hot), ("__eq__", "hash" in hot),
        ("__hash__", "hash" in hot and not explicit_hash)) if wanted and name not in own)
    early = bool(hot_names) and _HOT.at_once  # (once true, true for good)
    methods = _methods(made, every, eq=eq, order=order, slots=slots,
                       hashed=eq and not explicit_hash, leave=hot_names if early else ())
    for name in ("__setattr__", "__delattr__", *(("__lt__", "__le__", "__gt__", "__ge__")
                                                 if order else ())):
        if name in own:
            raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
    for name, method in methods.items():
        if name not in own:
            method.__qualname__ = f"{made.__qualname__}.{name}"
            setattr(made, name, method)
    if early:  # compile_hot() was called: compiled at once, never shared
        _compile(made, every, hot_names)
    elif hot_names:  # registered once its shared methods are in place
        with _HOT.lock:
            at_once = _HOT.at_once
            if not at_once:
                _HOT.waiting.append((made, every, hot_names))
        if at_once:  # compile_hot() was called meanwhile (on another thread)
            _compile(made, every, hot_names)
    if not documented:  # as dataclass documents a class without docstring
        made.__doc__ = made.__name__ + str(inspect.signature(made)).replace(" -> None", "")
    abc.update_abstractmethods(made)
    return made


def _methods(made: type, every: list[Field], *, eq: bool, order: bool, slots: bool,
             hashed: bool, leave: tuple[str, ...]) -> dict[str, Callable[..., Any]]:
    """The shared methods for the class's fields (``__hash__`` if ``hashed``), but for
    those named in ``leave``."""
    names = tuple(f.name for f in every)
    methods: dict[str, Callable[..., Any]] = dict(
        _frozen(made, names), __repr__=_repr(tuple(f.name for f in every if f.repr)))
    if "__init__" not in leave:
        methods["__init__"] = _shared_init(made, every)
    compared = tuple(f.name for f in every if f.compare)
    if eq and "__eq__" not in leave:
        methods["__eq__"] = _equal(compared)
    if order:
        methods.update(__lt__=_ordering(compared, operator.lt),
                       __le__=_ordering(compared, operator.le),
                       __gt__=_ordering(compared, operator.gt),
                       __ge__=_ordering(compared, operator.ge))
    if slots:  # a frozen class with slots is pickled and copied through these, as dataclass's
        methods.update(__getstate__=_getstate(names), __setstate__=_setstate(names))
    if hashed and "__hash__" not in leave:
        methods["__hash__"] = _hash(tuple(f.name for f in every
                                          if (f.compare if f.hash is None else f.hash)))
    if _FIELD_BY_FIELD:  # Python 3.13's copy.replace() asks a dataclass for this
        methods["__replace__"] = _replace
    return methods


def _replace(self: object, /, **changes: object) -> object:
    """``__replace__`` (Python 3.13 on): a copy with ``changes``, as dataclasses.replace."""
    return replace(self, **changes)


def _compile(made: type, every: list[Field], swapped: tuple[str, ...]) -> None:
    """Swap ``made``'s shared methods named ``swapped`` for dataclass's compiled ones,
    taken from a twin class with the same fields made by ``dataclasses.dataclass``."""
    import dataclasses  # (once the window is painted: then a hot class is made for good)

    space: dict[str, Any] = {"__module__": made.__module__, "__qualname__": made.__qualname__,
                             "__annotations__": {f.name: f.type for f in every},
                             "__doc__": made.__doc__ or "-"}  # (else dataclass writes one)
    for f in every:
        space[f.name] = f.real()
    init = "__init__" in swapped
    if init and getattr(made, "__post_init__", None) is not None:
        space["__post_init__"] = made.__post_init__  # type: ignore[attr-defined]
    eq = "__eq__" in swapped or "__hash__" in swapped
    # frozen with __init__ (it then assigns through object.__setattr__); with slots, which
    # the init=False fields with a default are assigned in __init__ for
    twin: type = dataclasses.dataclass(
        type(made.__name__, (), space), init=init, repr=False, eq=eq, frozen=init,
        unsafe_hash=eq and not init, match_args=False,
        slots=init and "__slots__" in made.__dict__
        and any(not f.init and f.default is not MISSING for f in every))
    for name in swapped:
        method = twin.__dict__[name]
        method.__qualname__ = f"{made.__qualname__}.{name}"
        setattr(made, name, method)  # one assignment: the shared method or this one


# -- gathering the fields, as dataclasses gathers them ----------------------------------------
class _Params:
    """A value type's ``__dataclass_params__``: what ``dataclass(frozen=True, ...)`` records."""

    __slots__ = ("eq", "frozen", "init", "order", "repr", "unsafe_hash")
    _SHOWN = ("init", "repr", "eq", "order", "unsafe_hash", "frozen")  # dataclass's order

    def __init__(self, eq: bool, order: bool) -> None:
        self.init = self.repr = self.frozen = True
        self.eq, self.order, self.unsafe_hash = eq, order, False

    def __repr__(self) -> str:
        return ("_DataclassParams(" + ",".join(f"{name}={getattr(self, name)!r}"
                                               for name in self._SHOWN) + ")")


_PARAMS: dict[tuple[bool, bool], _Params] = {}


def _params(eq: bool, order: bool) -> _Params:
    found = _PARAMS.get((eq, order))
    if found is None:
        found = _PARAMS[eq, order] = _Params(eq, order)
    return found


#: an annotation given as text: its module's name (if any) and the name it starts with
_HEAD = re.compile(r"^(?:\s*(\w+)\s*\.)?\s*(\w+)")


def _gather(cls: type, kw_only: bool) -> list[Field]:
    """The class's fields in order (as ``dataclasses.fields`` gives them), with the bases'
    first; sets ``__dataclass_fields__`` (ClassVars too, as pseudo-fields) and the class's
    defaults as dataclass sets them."""
    table: dict[str, Field] = {}
    for base in cls.__mro__[-1:0:-1]:
        inherited = base.__dict__.get("__dataclass_fields__")  # (as read through the MRO)
        if inherited is not None:
            if not getattr(base, "__dataclass_params__").frozen:  # noqa: B009
                raise TypeError("cannot inherit frozen dataclass from a non-frozen one")
            table.update(inherited.table if isinstance(inherited, _Fields)
                         else {name: _from_std(f) for name, f in inherited.items()})
    annotations = cls.__dict__.get("__annotations__", {})  # noqa: RUF063 - the class's own
    fields = _field_types()
    marked = False
    for name, kind in annotations.items():
        what = _what(cls, kind)
        if what == "kw_only":  # the KW_ONLY marker: the fields after it are keyword-only
            if marked:
                raise TypeError(f"{name!r} is KW_ONLY, but KW_ONLY has already been specified")
            marked = kw_only = True
            continue
        if what == "initvar":
            raise TypeError(f"{cls.__name__}: a value type takes no InitVar")
        table[name] = f = _field(cls, name, kind, kw_only, classvar=what == "classvar")
        if isinstance(cls.__dict__.get(name), fields):
            if f.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, f.default)
    for name, value in cls.__dict__.items():
        if isinstance(value, fields) and name not in annotations:
            raise TypeError(f"{name!r} is a field but has no type annotation")
    cls.__dataclass_fields__ = _Fields(table)  # type: ignore[attr-defined]
    return [f for f in table.values() if not f.classvar]


def _field_types() -> tuple[type, ...]:
    """What a field's options may be: ours, or dataclasses' (if a program loaded them)."""
    std = sys.modules.get("dataclasses")
    return (Field,) if std is None else (Field, std.Field)


def _field(cls: type, name: str, kind: object, kw_only: bool, *, classvar: bool) -> Field:
    default = getattr(cls, name, MISSING)
    std: Any = None
    if isinstance(default, Field):
        f = default
    elif isinstance(default, _field_types()):  # dataclasses.field(...): named and kept so
        std, f = default, _from_std(default)
    else:
        f = Field(MISSING if isinstance(default, MemberDescriptorType) else default, MISSING,
                  True, True, None, True, None, MISSING)
    f.name, f.type = name, kind
    f.classvar = classvar
    if std is not None:
        std.name, std.type = name, kind
        kinds = sys.modules["dataclasses"]  # (loaded: the field is one of its)
        std._field_type = kinds._FIELD_CLASSVAR if classvar else kinds._FIELD
    if classvar:
        if f.default_factory is not MISSING:
            raise TypeError(f"field {name} cannot have a default factory")
        if f.kw_only is not MISSING:
            raise TypeError(f"field {name} is a ClassVar but specifies kw_only")
        return f
    if f.kw_only is MISSING:
        f.kw_only = kw_only
        if std is not None:
            std.kw_only = kw_only
    if f.default.__class__.__hash__ is None:  # a list, a dict, a set, ...
        raise ValueError(f"mutable default {type(f.default)} for field {name} is not allowed: "
                         "use default_factory")
    return f


def _what(cls: type, kind: object) -> Literal["classvar", "initvar", "kw_only", ""]:
    """Whether an annotation is ``ClassVar``, ``InitVar`` or ``KW_ONLY`` as dataclasses tells
    them: an annotation given as text by the name it starts with, looked up in the class's
    module (after the module's name, if any, names ``typing`` or ``dataclasses``)."""
    if isinstance(kind, str):
        match = _HEAD.match(kind)
        module = sys.modules.get(cls.__module__)
        if match is None or module is None:
            return ""
        space = vars(module)
        prefix, name = match.groups()
        found = space.get(name)
        if found is None:  # (as most are: a builtin, or a name the module imports later)
            return ""
        if (prefix is None or space.get(prefix) is typing) and _classvar(found):
            return "classvar"
        std = sys.modules.get("dataclasses")  # (KW_ONLY and InitVar are only found loaded)
        if std is not None and (prefix is None or space.get(prefix) is std):
            if found is std.KW_ONLY:
                return "kw_only"
            if found is std.InitVar or type(found) is std.InitVar:
                return "initvar"
        return ""
    if _classvar(kind):
        return "classvar"
    std = sys.modules.get("dataclasses")
    if std is not None:
        if kind is std.KW_ONLY:
            return "kw_only"
        if kind is std.InitVar or type(kind) is std.InitVar:
            return "initvar"
    return ""


def _classvar(kind: object) -> bool:
    return kind is ClassVar or (type(kind) is typing._GenericAlias  # type: ignore[attr-defined]
                                and kind.__origin__ is ClassVar)  # type: ignore[attr-defined]


def _slotted(cls: type[T], names: tuple[str, ...]) -> type[T]:
    """The class again, with a slot for each field (as dataclass's ``slots=True`` makes it)."""
    if "__slots__" in cls.__dict__:
        raise TypeError(f"{cls.__name__} already specifies __slots__")
    space = dict(cls.__dict__)
    inherited: set[str] = set()
    for base in cls.__mro__[1:-1]:
        slots = base.__dict__.get("__slots__", ())
        inherited.update((slots,) if isinstance(slots, str) else slots)
    space["__slots__"] = tuple(name for name in names if name not in inherited)
    for name in (*names, "__dict__", "__weakref__"):
        space.pop(name, None)
    made: type[T] = type(cls)(cls.__name__, cls.__bases__, space)  # type: ignore[misc]
    made.__qualname__ = cls.__qualname__
    return made


# -- the shared methods, each made once per class from its field names ----------------------
# (every one of these is called once for each value type nested in the objects compared or
# hashed, as deep as they go: a ruleset's hash reaches some thirty. So the key of one field
# is read without a function of ours between, and no field compares as ().)
def _equal(names: tuple[str, ...]) -> Callable[[object, object], object]:
    """``__eq__``: the same class, and equal tuples of the compared fields (from Python 3.13 on,
    as its dataclasses do: the object itself, or each compared field equal in turn, so that a
    field unequal to itself, a NaN, makes two objects unequal)."""
    if _FIELD_BY_FIELD:
        def __eq__(self: object, other: object) -> object:
            if self is other:
                return True
            if other.__class__ is not self.__class__:
                return NotImplemented
            result: object = True
            for name in names:  # as ``a == b and c == d``: the first false answer, or the last
                result = getattr(self, name) == getattr(other, name)
                if not result:
                    break
            return result
    elif len(names) >= 2:
        key = attrgetter(*names)

        def __eq__(self: object, other: object) -> object:
            if other.__class__ is self.__class__:
                return key(self) == key(other)
            return NotImplemented
    elif names:
        get = attrgetter(names[0])

        def __eq__(self: object, other: object) -> object:
            if other.__class__ is self.__class__:
                return (get(self),) == (get(other),)
            return NotImplemented
    else:
        def __eq__(self: object, other: object) -> object:
            return True if other.__class__ is self.__class__ else NotImplemented
    return __eq__


def _ordering(names: tuple[str, ...], test: Callable[[Any, Any], bool]
              ) -> Callable[[object, object], object]:
    """``__lt__`` and the others (``test``): the same class, and the fields' tuples."""
    key = attrgetter(*names) if len(names) >= 2 else (
        (lambda self, get=attrgetter(names[0]): (get(self),)) if names else (lambda self: ()))

    def compare(self: object, other: object) -> object:
        if other.__class__ is self.__class__:
            return test(key(self), key(other))
        return NotImplemented

    return compare


def _hash(names: tuple[str, ...]) -> Callable[[object], int]:
    """``__hash__``: the hash of the tuple of the hashed fields."""
    if len(names) >= 2:
        key = attrgetter(*names)

        def __hash__(self: object) -> int:
            return hash(key(self))
    elif names:
        get = attrgetter(names[0])

        def __hash__(self: object) -> int:
            return hash((get(self),))
    else:
        empty = hash(())

        def __hash__(self: object) -> int:
            return empty
    return __hash__


def _repr(shown: tuple[str, ...]) -> Callable[[object], str]:
    getters = tuple((f"{name}=", attrgetter(name)) for name in shown)
    running: set[tuple[int, int]] = set()

    def __repr__(self: object) -> str:
        key = (id(self), get_ident())
        if key in running:  # the object inside itself, as dataclass writes it
            return "..."
        running.add(key)
        try:
            inner = ", ".join([label + repr(get(self)) for label, get in getters])
        finally:
            running.discard(key)
        return f"{self.__class__.__qualname__}({inner})"

    return __repr__


def _frozen(cls: Any, names: tuple[str, ...]) -> dict[str, Callable[..., None]]:
    fields = frozenset(names)

    def __setattr__(self: object, name: str, value: object) -> None:
        if type(self) is cls or name in fields:
            raise _frozen_error(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: object, name: str) -> None:
        if type(self) is cls or name in fields:
            raise _frozen_error(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return {"__setattr__": __setattr__, "__delattr__": __delattr__}


def _getstate(names: tuple[str, ...]) -> Callable[[object], list[object]]:
    def __getstate__(self: object) -> list[object]:
        return [getattr(self, name) for name in names]

    return __getstate__


def _setstate(names: tuple[str, ...]) -> Callable[[object, list[object]], None]:
    def __setstate__(self: object, state: list[object]) -> None:
        for name, value in zip(names, state, strict=False):
            _OBJECT_SETATTR(self, name, value)

    return __setstate__


# -- __init__ ---------------------------------------------------------------------------------
class _Factory:
    """A parameter's default that stands for "call the field's default_factory"."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def _shared_init(cls: type, every: list[Field]) -> Callable[..., None]:
    """``__init__`` taking the init fields as dataclass's generated one takes them:
    positional (in field order) then keyword-only; then the init=False fields with a
    factory (and, with slots, with a default); then ``__post_init__``."""
    taken = [f for f in every if f.init]
    params = [f for f in taken if not f.kw_only] + [f for f in taken if f.kw_only]
    _check_defaults(params)
    order = tuple(f.name for f in params)
    count = len(order)
    slotted = "__slots__" in cls.__dict__
    later = tuple((f.name, f.default_factory if f.default_factory is not MISSING
                   else _constant(f.default))
                  for f in every if not f.init and (f.default_factory is not MISSING
                                                    or (slotted and f.default is not MISSING)))
    later_names = {name for name, _ in later}
    assigned = tuple(f.name for f in every if f.init or f.name in later_names)  # field order
    post_init = getattr(cls, "__post_init__", None) is not None
    bind = _binder(cls.__qualname__, params, later)

    if later or post_init or assigned != order:
        def __init__(self: Any, *args: object, **kwargs: object) -> None:
            values = bind(args, kwargs)
            for key in assigned:
                _OBJECT_SETATTR(self, key, values[key])
            if post_init:
                self.__post_init__()
    else:
        complete = _completer(params, bind)
        if slotted:  # the arguments, straight into the slots
            slots = tuple(getattr(cls, key).__set__ for key in order)

            def __init__(self: Any, *args: object, **kwargs: object) -> None:
                if kwargs or len(args) != count:
                    args = complete(args, kwargs)
                for put, value in zip(slots, args, strict=True):
                    put(self, value)
        else:  # (not through self.__dict__, which once made reads every attribute 3x slower)
            def __init__(self: Any, *args: object, **kwargs: object) -> None:
                if kwargs or len(args) != count:
                    args = complete(args, kwargs)
                for key, value in zip(order, args, strict=True):
                    _OBJECT_SETATTR(self, key, value)

    __init__.__wrapped__ = _Parameters(params)  # type: ignore[attr-defined]
    return __init__


def _completer(params: list[Field],
               bind: Callable[[tuple[object, ...], dict[str, object]], dict[str, object]]
               ) -> Callable[[tuple[object, ...], dict[str, object]], tuple[object, ...]]:
    """Every field's value in order, from arguments that are not all of them by position."""
    order = tuple(f.name for f in params)
    plain = 0  # the last fields' defaults, none of them a factory, take the place of the
    while plain < len(params) and params[-1 - plain].default is not MISSING:  # missing
        plain += 1
    first = len(params) - plain
    tail = tuple(f.default for f in params[first:])
    positional = sum(1 for f in params if not f.kw_only)

    def complete(args: tuple[object, ...], kwargs: dict[str, object]) -> tuple[object, ...]:
        if not kwargs and first <= len(args) <= positional and len(args) < len(order):
            return args + tail[len(args) - first:]
        return tuple(map(bind(args, kwargs).__getitem__, order))

    return complete


def _binder(name: str, params: list[Field], later: tuple[tuple[str, Callable[[], object]], ...]
            ) -> Callable[[tuple[object, ...], dict[str, object]], dict[str, object]]:
    """What binds an __init__'s arguments to the fields' names (and refuses wrong ones) as
    Python binds the generated __init__'s."""
    order = tuple(f.name for f in params)
    positional = sum(1 for f in params if not f.kw_only)
    known = frozenset(order)
    defaults = {f.name: (f.default if f.default is not MISSING else _FACTORY)
                for f in params if f.default is not MISSING or f.default_factory is not MISSING}
    factories = tuple((f.name, f.default_factory) for f in params
                      if f.default_factory is not MISSING)

    def bind(args: tuple[object, ...], kwargs: dict[str, object]) -> dict[str, object]:
        if not args and len(kwargs) == len(order) and known.issuperset(kwargs):
            for key, make in later:  # every field by name (as dataclasses.replace gives them)
                kwargs[key] = make()
            return kwargs
        if len(args) > positional:
            raise TypeError(f"{name}.__init__() takes {positional + 1} positional arguments "
                            f"but {len(args) + 1} were given")
        given = dict(zip(order, args, strict=False))
        if kwargs and not known.issuperset(kwargs):
            unknown = next(key for key in kwargs if key not in known)
            raise TypeError(f"{name}.__init__() got an unexpected keyword argument {unknown!r}")
        if kwargs and not given.keys().isdisjoint(kwargs):
            twice = next(key for key in kwargs if key in given)
            raise TypeError(f"{name}.__init__() got multiple values for argument {twice!r}")
        values = {**defaults, **given, **kwargs}
        if len(values) < len(order):
            missing = [repr(key) for key in order if key not in values]
            raise TypeError(f"{name}.__init__() missing {len(missing)} required argument"
                            f"{'s' if len(missing) > 1 else ''}: {', '.join(missing)}")
        for key, factory in factories:
            if values[key] is _FACTORY:
                values[key] = factory()
        for key, make in later:
            values[key] = make()
        return values

    return bind


def _constant(value: object) -> Callable[[], object]:
    return lambda: value


def _check_defaults(params: list[Field]) -> None:
    seen_default = False
    for f in params:
        if f.kw_only:
            break
        if f.default is not MISSING or f.default_factory is not MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")


class _Parameters:
    """What a shared ``__init__`` wraps for ``inspect.signature``, which follows
    ``__wrapped__`` to the first object with a ``__signature__``: the parameters dataclass's
    generated ``__init__`` has, worked out when first asked (0.7 ms for the first window's
    classes if made with them)."""

    __slots__ = ("_params", "_signature")

    def __init__(self, params: list[Field]) -> None:
        self._params = params
        self._signature: inspect.Signature | None = None

    @property
    def __signature__(self) -> inspect.Signature:
        if self._signature is None:  # (two threads asking at once make two equal ones)
            self._signature = _signature(self._params)
        return self._signature


def _signature(params: list[Field]) -> inspect.Signature:
    """The parameters dataclass's generated ``__init__`` would have (``inspect.signature``)."""
    kinds = inspect.Parameter
    return inspect.Signature(
        [kinds("self", kinds.POSITIONAL_OR_KEYWORD)]
        + [kinds(f.name, kinds.KEYWORD_ONLY if f.kw_only else kinds.POSITIONAL_OR_KEYWORD,
                 default=(f.default if f.default is not MISSING
                          else _FACTORY if f.default_factory is not MISSING else kinds.empty),
                 annotation=f.type)
           for f in params],
        return_annotation=None)
