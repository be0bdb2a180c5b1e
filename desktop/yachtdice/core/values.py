"""Value types: frozen dataclasses whose methods are shared, not compiled per class.

``@dataclass(frozen=True)`` writes each class's ``__init__``, ``__setattr__``,
``__delattr__``, ``__eq__``, ``__hash__`` and ``__repr__`` as source text and compiles it
(Python 3.11 compiles every method on its own): about 80 µs a method, 25 ms for the 58
dataclasses the first window loads. :func:`value_type` makes the same frozen dataclass
from functions written once, here, each given the class's field names when the class is
made (``operator.attrgetter`` reads them, in C). The class still is a dataclass:
``dataclasses.fields``, ``replace``, ``asdict``, ``astuple`` and ``is_dataclass`` work, and
``field(...)`` options are honoured::

    @value_type(slots=True)
    class Hold:
        positions: tuple[int, ...]

    @value_type(eq=False)            # compared by identity, as dataclass(eq=False)
    class Preload: ...

What the methods do is what ``dataclass(frozen=True, ...)`` gives, to the letter:
assigning or deleting any attribute raises ``dataclasses.FrozenInstanceError``; ``==``
compares the ``compare`` fields of two objects of the very same class (another class:
``NotImplemented``); the hash is the hash of the tuple of those fields (or of the ``hash``
ones); ``repr`` is ``Name(a=1, b='x')`` without the ``repr=False`` fields (and ``...`` for
an object met again inside itself); ``order=True`` compares the same tuples; pickling and
copying work, with ``slots=True`` too; a method the class body defines is kept. The class's
``__init__`` is a shared one that binds the arguments by the fields' names (defaults,
``default_factory``, ``kw_only``, ``init=False``, ``__post_init__``); it reports its
parameters to ``inspect.signature`` as the generated one would.

Each shared method costs a call more than a compiled one, and the shared ``__init__`` binds
its arguments itself: 0.3-1.5 µs more an object. Where that shows (``tests/bench``, or the
instructions counted), ``hot`` keeps dataclass's compiled methods for that class:
``hot=("init",)`` its ``__init__`` (a class made in the engine's loops), ``hot=("hash",)``
its ``__eq__`` and ``__hash__`` (a class hashed there, as a ruleset is by every cache keyed
by it). The rest stay shared.

Not for: a class with ``InitVar`` fields (``TypeError``); a subclass of a stdlib dataclass
that is frozen, or a stdlib dataclass deriving from a value type (dataclasses refuses the
mix: the class's ``__dataclass_params__`` record ``frozen=False`` and ``eq=False``, as it
was given to dataclasses, which here only gathers the fields). A value type derives from a
value type, with ``hot=("init",)`` if and only if its base has it.
"""

from __future__ import annotations

import dataclasses
import inspect
import operator
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError
from operator import attrgetter
from threading import get_ident
from typing import Any, Literal, TypeVar, dataclass_transform, overload

__all__ = ["value_type"]

T = TypeVar("T")
Hot = Literal["init", "hash"]

_OBJECT_SETATTR = object.__setattr__


@overload
def value_type(cls: type[T], /) -> type[T]: ...


@overload
def value_type(*, eq: bool = True, order: bool = False, kw_only: bool = False,
               slots: bool = False, hot: tuple[Hot, ...] = ()) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(eq_default=True, frozen_default=True,
                     field_specifiers=(dataclasses.field, dataclasses.Field))
def value_type(cls: type[T] | None = None, /, *, eq: bool = True, order: bool = False,
               kw_only: bool = False, slots: bool = False,
               hot: tuple[Hot, ...] = ()) -> type[T] | Callable[[type[T]], type[T]]:
    """Make ``cls`` a frozen dataclass (see the module's text), as
    ``dataclass(frozen=True, eq=eq, order=order, kw_only=kw_only, slots=slots)`` would."""

    def make(cls: type[T]) -> type[T]:
        return _make(cls, eq=eq, order=order, kw_only=kw_only, slots=slots, hot=hot)

    return make if cls is None else make(cls)


def _make(cls: type[T], *, eq: bool, order: bool, kw_only: bool, slots: bool,
          hot: tuple[Hot, ...]) -> type[T]:
    if order and not eq:
        raise ValueError("eq must be true if order is true")
    own = dict(cls.__dict__)  # what the class body defines is kept, as dataclass keeps it
    documented = bool(cls.__doc__)
    compiled = "init" in hot
    hash_compiled = "hash" in hot
    if hash_compiled and not eq:
        raise ValueError("hot=('hash',) needs eq")
    # dataclasses gathers the fields, makes __match_args__ and the slots, and compiles
    # nothing but what ``hot`` asks for: its __init__ (which assigns through
    # object.__setattr__ only in a frozen class: so that class is frozen by dataclass, and
    # ours replace its __setattr__ and __delattr__, which with slots name the class that
    # slots replaced) and its __eq__ and __hash__
    made: type[T] = dataclasses.dataclass(cls, init=compiled, repr=False, eq=hash_compiled,
                                          order=False, frozen=compiled, kw_only=kw_only,
                                          slots=slots,
                                          unsafe_hash=hash_compiled and not compiled)
    every = _fields(made)
    names = tuple(f.name for f in every)
    methods = dict(_frozen(made, names), __repr__=_repr(tuple(f.name for f in every if f.repr)))
    if not compiled:
        methods["__init__"] = _shared_init(made, every)
    compared = tuple(f.name for f in every if f.compare)
    if eq and not hash_compiled:
        methods["__eq__"] = _equal(compared)
    if order:
        methods.update(__lt__=_ordering(compared, operator.lt),
                       __le__=_ordering(compared, operator.le),
                       __gt__=_ordering(compared, operator.gt),
                       __ge__=_ordering(compared, operator.ge))
    if slots:  # a frozen class with slots is pickled and copied through these, as dataclass's
        methods.update(__getstate__=_getstate(names), __setstate__=_setstate(names))
    for name in ("__setattr__", "__delattr__", *(("__lt__", "__le__", "__gt__", "__ge__")
                                                 if order else ())):
        if name in own:
            raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
    for name, method in methods.items():
        if name not in own:
            method.__qualname__ = f"{made.__qualname__}.{name}"
            setattr(made, name, method)
    explicit_hash = "__hash__" in own and not (own["__hash__"] is None and "__eq__" in own)
    if eq and not hash_compiled and not explicit_hash:
        hashed = _hash(tuple(f.name for f in every if (f.compare if f.hash is None else f.hash)))
        hashed.__qualname__ = f"{made.__qualname__}.__hash__"
        setattr(made, "__hash__", hashed)  # noqa: B010 - mypy refuses the plain assignment
    if not compiled and not documented:  # as dataclass documents a class without docstring
        made.__doc__ = made.__name__ + str(inspect.signature(made)).replace(" -> None", "")
    return made


def _fields(made: type) -> list[Field[Any]]:
    """The class's fields in order (as dataclasses.fields), refusing InitVar."""
    kinds = dataclasses._FIELD, dataclasses._FIELD_INITVAR  # type: ignore[attr-defined]
    every: list[Field[Any]] = list(made.__dataclass_fields__.values())  # type: ignore[attr-defined]
    if any(f._field_type is kinds[1] for f in every):  # type: ignore[attr-defined]
        raise TypeError(f"{made.__name__}: a value type takes no InitVar")
    return [f for f in every if f._field_type is kinds[0]]  # type: ignore[attr-defined]


# -- the shared methods, each made once per class from its field names ----------------------
# (every one of these is called once for each value type nested in the objects compared or
# hashed, as deep as they go: a ruleset's hash reaches some thirty. So the key of one field
# is read without a function of ours between, and no field compares as ().)
def _equal(names: tuple[str, ...]) -> Callable[[object, object], object]:
    """``__eq__``: the same class, and equal tuples of the compared fields."""
    if len(names) >= 2:
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
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: object, name: str) -> None:
        if type(self) is cls or name in fields:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
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


def _shared_init(cls: type, every: list[Field[Any]]) -> Callable[..., None]:
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

    __init__.__signature__ = _signature(params)  # type: ignore[attr-defined]
    return __init__


def _completer(params: list[Field[Any]],
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


def _binder(name: str, params: list[Field[Any]], later: tuple[tuple[str, Callable[[], object]], ...]
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


def _check_defaults(params: list[Field[Any]]) -> None:
    seen_default = False
    for f in params:
        if f.kw_only:
            break
        if f.default is not MISSING or f.default_factory is not MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")


def _signature(params: list[Field[Any]]) -> inspect.Signature:
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
