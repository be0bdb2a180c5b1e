"""The built-in games, each named once: the one place a game is registered.

Every list of games is derived from :data:`GAMES`: the core's registry
(:mod:`yachtdice.core.modes.builtin`), the window's (:mod:`yachtdice.ui.modes.builtin`), the
command line's (:mod:`yachtdice.cli.modes.builtin`), the gallery's screens, and through the
registries New Game, ``rules list``, the shared tests and the 1024x768 tour. The import
contracts find every game by its place (``yachtdice.<layer>.modes.<game>``), so a game added
here is checked without naming it anywhere else.

A game's parts are named as ``"module:ATTRIBUTE"`` and imported by the registration modules
only (one list for every layer cannot import the window's parts from the core): a game is
imported when the program starts (``at_start``) or the first time a game of it is asked for,
and this module imports nothing of the package.

>>> [g.id for g in GAMES]
['pips', 'word', 'place-value', 'triple-yahtzee']
>>> GAMES[1].ui
'yachtdice.ui.modes.word.game_ui:GAME_UI'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import TypeVar

from yachtdice.core.values import field, value_type

T = TypeVar("T")


@value_type(eq=False)  # one per game, never compared: no __eq__/__hash__ to compile
class Game:
    """One built-in game: its mode's id and where each layer's part of it lives."""

    #: its core :class:`~yachtdice.core.registry.Mode`'s id
    id: str
    #: its core Mode (``module:ATTRIBUTE``)
    core: str
    #: its window parts, a :class:`~yachtdice.ui.modes.GameUI` (None: the defaults)
    ui: str | None = None
    #: its command-line part, a :class:`~yachtdice.cli.modes.GameCommands` (None: none)
    cli: str | None = None
    #: its gallery screens, a :class:`~yachtdice.gallery.modes.GameScreens` (None: none)
    gallery: str | None = None
    #: what the shared store asks of it beyond its core Mode, a
    #: :class:`~yachtdice.store.modes.GameStore` (None: the defaults, no strategy engine)
    store_part: str | None = None
    #: what its core package is handed from the store (the core reads no files): the
    #: package's attribute, and the function (``module:ATTRIBUTE``) set there, imported
    #: when first called
    store: Mapping[str, str] = field(default_factory=dict)
    #: imported when a program starts (the first window deals it); else the first time a
    #: game of it is asked for (dealt, read, or every game listed)
    at_start: bool = False
    #: rulesets and records that name no game belong to it (those written when it was the
    #: only one): one game at most
    default: bool = False

    @property
    def core_package(self) -> str:
        """The package of its core Mode (where what :attr:`store` names is handed over)."""
        return self.core.partition(":")[0].rpartition(".")[0]


def builtin(mode_id: str, package: str, *, store: Mapping[str, str] | None = None,
            store_part: bool = False, at_start: bool = False, default: bool = False) -> Game:
    """A game shipped in the package: its parts in ``core/modes/<package>/mode.py``
    (``GAME``), ``ui/modes/<package>/game_ui.py`` (``GAME_UI``), ``cli/modes/<package>.py``
    (``COMMANDS``), ``gallery/modes/<package>.py`` (``GAME_SCREENS``) and, with
    ``store_part``, ``store/modes/<package>/__init__.py`` (``GAME_STORE``)."""
    return Game(mode_id, f"yachtdice.core.modes.{package}.mode:GAME",
                ui=f"yachtdice.ui.modes.{package}.game_ui:GAME_UI",
                cli=f"yachtdice.cli.modes.{package}:COMMANDS",
                gallery=f"yachtdice.gallery.modes.{package}:GAME_SCREENS",
                store=store or {},
                store_part=f"yachtdice.store.modes.{package}:GAME_STORE" if store_part else None,
                at_start=at_start, default=default)


#: every built-in game, in the order New Game and ``rules list`` show them: one line each
GAMES: tuple[Game, ...] = (
    builtin("pips", "pips", store_part=True, at_start=True, default=True),
    builtin("word", "word", store={
        "word_list": "yachtdice.store.modes.word.wordlist:lexicon",
        "word_list_version": "yachtdice.store.modes.word.wordlist:version"}),
    builtin("place-value", "place_value"),
    builtin("triple-yahtzee", "triple"),
)


def load(name: str) -> object:
    """What ``module:ATTRIBUTE`` names, its module imported (the registration modules')."""
    module, _, attribute = name.partition(":")
    return getattr(import_module(module), attribute)


def load_as(name: str, kind: type[T]) -> T:
    """What ``module:ATTRIBUTE`` names, checked to be a ``kind`` (a registration's part).

    >>> load_as("json:dumps", type)
    Traceback (most recent call last):
    TypeError: json:dumps is not a type
    """
    found = load(name)
    if not isinstance(found, kind):
        raise TypeError(f"{name} is not a {kind.__name__}")
    return found


def later(name: str) -> Callable[..., object]:
    """A function that calls what ``module:ATTRIBUTE`` names, imported when first called."""

    def call(*args: object, **kwargs: object) -> object:
        function = load(name)
        assert callable(function), f"{name} is not a function"
        return function(*args, **kwargs)

    return call


def supplies() -> dict[str, Callable[..., object]]:
    """What the built-in games take from the store, by the name their core package reads it
    under; each function imported when first called (the word list's module, too, only when
    a word is judged). The window and the command line hand them to the core's
    registration."""
    return {name: later(spec) for game in GAMES for name, spec in game.store.items()}
