"""A game as a record: ruleset + players + the log of actions with their outcomes.

Save, resume, undo and replay are all "fold the log": the state of a record is
what the actions produce from the start, so a record that replays is a game.

Format version 2 names the game's mode and writes each claim with the game's
codec (``{"score": "yacht"}`` for pip dice, a box and its words for letter
dice). Version 1 (every record written before modes) has no mode and belongs to
the default game (:func:`~yachtdice.core.registry.default_mode`, pip dice); it reads and
replays as before. How a game's rolls are checked and which keys its claims are read under
(older files' too) is its own :attr:`~yachtdice.core.registry.Mode.record_codec`.

>>> from yachtdice.core.modes.pips.presets import preset
>>> rec = GameRecord.new(preset("yacht"), [Player("Ann")])
>>> rec = rec.then(Roll((6, 6, 6, 6, 2))).then(Hold((0, 1, 2, 3))).then(Roll((6, 6, 6, 6, 6)))
>>> rec = rec.then(Score("yacht"))
>>> rec.state.cards[0].grand_total
50
>>> GameRecord.from_json(rec.to_json()).state == rec.state
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, TypedDict

from yachtdice.core.dice import DiceSource
from yachtdice.core.errors import RecordError, YachtDiceError
from yachtdice.core.game import Action, Entered, GameState, Hold, Player, Roll, Score, Undo
from yachtdice.core.registry import WHOLE_NUMBERS, AnyMode, Rules, default_mode, mode_for, mode_of
from yachtdice.core.rulesets import rules_text_problem
from yachtdice.core.values import field, value_type

FORMAT = "yachtdice-game"
FORMAT_VERSION = 2
MAX_RECORD_BYTES = 5_000_000
#: actions in one record: more than play within the limits of holds and undos
#: (:data:`~yachtdice.core.game.MAX_GAME_MOVES`) can make, with a game's rolls and scores
MAX_ACTIONS = 25_000
#: the bugs a hostile file might find in a game's codec: turned into one sentence
_CODEC_SLIPS = (ValueError, TypeError, LookupError, AttributeError, ArithmeticError,
                RecursionError)


if TYPE_CHECKING:
    from yachtdice.core.jsontext import JsonObject

if TYPE_CHECKING:  # a TypedDict is a plain dict at run time: its class, whose making
    # compiles each field's annotation, is made for the type checker only
    class PlayerJson(TypedDict):
        """A seat of a record, as JSON."""

        name: str
        computer: bool
        strategy: str | None


    class RecordJson(TypedDict):
        """A game record as JSON (:meth:`GameRecord.to_dict`): its game's ruleset, the seats and
        the log of actions (each as :func:`action_to_json` writes it)."""

        format: str
        version: int
        mode: str
        ruleset: JsonObject
        players: list[PlayerJson]
        actions: list[JsonObject]
else:
    PlayerJson = RecordJson = dict


@value_type(hot=("init",))
class GameRecord:
    """Immutable. ``state`` is the fold of ``actions`` over the start state, computed once
    (with the seats that used Undo); a record made by :meth:`then` carries both on."""

    ruleset: Rules
    players: tuple[Player, ...]
    actions: tuple[Action, ...] = ()
    _state: GameState | None = field(default=None, compare=False, repr=False)
    _undid: frozenset[int] | None = field(default=None, compare=False, repr=False)

    @classmethod
    def new(cls, ruleset: Rules, players: Sequence[Player]) -> GameRecord:
        """A game not yet begun, of ``ruleset``'s mode (a :class:`Ruleset` is pip dice)."""
        return cls(ruleset, tuple(players), (), GameState.start(ruleset, players), frozenset())

    @property
    def mode(self) -> AnyMode:
        return mode_for(self.ruleset)

    @property
    def state(self) -> GameState:
        if self._state is None:
            state, undid = _fold(self.ruleset, self.players, self.actions)
            object.__setattr__(self, "_state", state)
            object.__setattr__(self, "_undid", undid)
        assert self._state is not None
        return self._state

    def then(self, action: Action) -> GameRecord:
        """The record with ``action`` appended; IllegalActionError (no change) if not allowed."""
        before = self.state
        state = before.apply(action)
        undid = self._undid
        if undid is not None and isinstance(action, Undo):
            undid = undid | _undoer(before, self.players)
        return GameRecord(self.ruleset, self.players, self.actions + (action,), state, undid)

    def roll(self, source: DiceSource) -> GameRecord:
        """Roll the dice that are not held, with outcomes from ``source``."""
        return self.then(self.state.draw_roll(source))

    @property
    def used_undo(self) -> bool:
        return any(isinstance(a, Undo) for a in self.actions)

    @property
    def undo_seats(self) -> frozenset[int]:
        """The seats (player indexes) of the people who used Undo.

        Undo takes back a person's own move; in logs saved before that rule, the
        person whose turn it was pressed it. Computer players never undo. Known from the
        replay (or carried on from action to action), so an autosave does not replay the log.
        """
        if not self.used_undo:
            return frozenset()
        if self._undid is None:  # a record made with its state but not its seats
            object.__setattr__(self, "_undid",
                               _fold(self.ruleset, self.players, self.actions)[1])
        assert self._undid is not None
        return self._undid

    # -- JSON ------------------------------------------------------------------------------------
    def to_dict(self) -> RecordJson:
        m = self.mode
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "mode": m.id,
            "ruleset": self.ruleset.to_dict(),
            "players": [{"name": p.name, "computer": p.computer, "strategy": p.strategy}
                        for p in self.players],
            "actions": [action_to_json(a, m) for a in self.actions],
        }

    def to_json(self, indent: int | None = None) -> str:
        import json  # loaded when a record is first written, not at start

        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: object) -> GameRecord:
        """Read a record and replay it; RecordError says what is wrong (and where)."""
        if not isinstance(data, dict):
            raise RecordError("a game record must be a JSON object")
        m, ruleset = _game_and_rules(data, _version(data))
        players = _players(data.get("players"))
        actions = _actions(data.get("actions"), m)
        if m.replay_rules is not None:  # what the log booked stays booked (a dictionary...)
            ruleset = m.replay_rules(ruleset, [a.claim for a in actions if isinstance(a, Score)])
        record = cls(ruleset, players, actions)
        _ = record.state  # replay now, so a bad log is reported here, not later
        return record

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        if len(text) > MAX_RECORD_BYTES:
            raise RecordError(f"the file is larger than {MAX_RECORD_BYTES:,} bytes")
        from yachtdice.core.jsontext import JSONTextError, loads  # (not at start)

        try:
            data = loads(text)
        except JSONTextError as exc:
            raise RecordError(str(exc)) from None
        return cls.from_dict(data)


def _version(data: Mapping[str, object]) -> int:
    """The format version of a record's data, checked to be one this program reads."""
    if data.get("format") != FORMAT:
        raise RecordError("this is not a Yacht Dice game record")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError("version: must be a whole number")
    if version > FORMAT_VERSION:
        raise RecordError(f"this game record comes from a newer Yacht Dice "
                          f"(format version {version}; this one reads {FORMAT_VERSION})")
    return version


def _game_and_rules(data: Mapping[str, object], version: int) -> tuple[AnyMode, Rules]:
    """A record's game (its ruleset's, which the record must name from version 2; before:
    the default game's) and its ruleset, read by that game."""
    raw_rules = data.get("ruleset")
    try:
        m = mode_of(raw_rules) if isinstance(raw_rules, dict) else default_mode()
        named = data.get("mode", m.id if version >= 2 else default_mode().id)
        if version >= 2 and "mode" not in data:
            raise RecordError("mode: a version-2 record names its mode")
        if named != m.id:
            import json

            from yachtdice.core.jsontext import excerpt

            raise RecordError(f"mode: the record says {excerpt(json.dumps(named))} but "
                              f"its ruleset is {m.id!r}")
        return m, rules_from_data(m, raw_rules)
    except RecordError:
        raise
    except YachtDiceError as exc:
        from yachtdice.core.jsontext import brief

        raise RecordError(brief(f"ruleset: {exc}")) from None


def _players(raw_players: object) -> tuple[Player, ...]:
    """A record's seats, each checked."""
    if not isinstance(raw_players, list):
        raise RecordError("players: must be a list")
    return tuple(_player(p, i) for i, p in enumerate(raw_players))


def _player(p: object, i: int) -> Player:
    """The seat ``players[i]`` of a record."""
    if not isinstance(p, dict) or set(p) - {"name", "computer", "strategy"}:
        raise RecordError(f"players[{i}]: must be an object with name, computer, strategy")
    computer = p.get("computer", False)
    strategy = p.get("strategy")
    if not isinstance(computer, bool) or not (strategy is None or isinstance(strategy, str)):
        raise RecordError(f"players[{i}]: computer must be true/false and strategy "
                          "text or null")
    try:
        return Player(p.get("name"), computer, strategy)  # type: ignore[arg-type]
    except YachtDiceError as exc:
        from yachtdice.core.jsontext import brief

        raise RecordError(brief(f"players[{i}]: {exc}")) from None


def _actions(raw_actions: object, m: AnyMode) -> tuple[Action, ...]:
    """A record's log of actions of a game of ``m``, each read by its codec."""
    if not isinstance(raw_actions, list):
        raise RecordError("actions: must be a list")
    if len(raw_actions) > MAX_ACTIONS:
        raise RecordError(f"actions: a game has at most {MAX_ACTIONS:,} actions, not "
                          f"{len(raw_actions):,}")
    return tuple(action_from_json(a, f"actions[{i}]", m) for i, a in enumerate(raw_actions))


_RULES_READ: dict[str, Rules] = {}  # the last rulesets read, by their JSON text


def read_ruleset(data: object) -> Rules:
    """A ruleset of any game (no ``mode``: the default game) from JSON data, read as
    :func:`rules_from_data` reads one."""
    game = mode_of(data) if isinstance(data, Mapping) else default_mode()
    return rules_from_data(game, data)


def rules_from_data(game: AnyMode, data: object) -> Rules:
    """A ruleset of ``game`` from JSON data, as every input from outside reads one: the
    game's codec, then the id and name every game's rulesets share (no control codes, no
    '~', bounded). Anything wrong is a YachtDiceError of one sentence, whatever the codec
    tripped over. Rulesets read before are reused (an export's games share a few)."""
    import json  # loaded when the first record is read, not at start

    try:
        key: str | None = game.id + json.dumps(data, sort_keys=True, ensure_ascii=True)
    except (TypeError, ValueError):
        key = None
    if key is not None and key in _RULES_READ:
        return _RULES_READ[key]
    try:
        rules: Rules = game.ruleset_from_dict(data)
    except YachtDiceError:
        raise
    except _CODEC_SLIPS:
        raise YachtDiceError(f"the {game.name} ruleset cannot be read") from None
    problem = rules_text_problem(rules)
    if problem is not None:
        raise YachtDiceError(problem)
    if key is not None:
        if len(_RULES_READ) >= 64:
            _RULES_READ.clear()
        _RULES_READ[key] = rules
    return rules


def replay(ruleset: Rules, players: Sequence[Player], actions: Sequence[Action]) -> GameState:
    """Fold ``actions`` over a new game; RecordError names the first action that fails."""
    return _fold(ruleset, players, actions)[0]


def _fold(ruleset: Rules, players: Sequence[Player], actions: Sequence[Action]
          ) -> tuple[GameState, frozenset[int]]:
    """The state ``actions`` lead to, and the seats of the people who used Undo on the way."""
    try:
        state = GameState.start(ruleset, players)
    except YachtDiceError as exc:
        raise RecordError(str(exc)) from None
    undid: frozenset[int] = frozenset()
    for i, action in enumerate(actions):
        try:
            if isinstance(action, Undo):
                undid |= _undoer(state, players)
            state = state.replayed(action)
        except YachtDiceError as exc:
            raise RecordError(f"actions[{i}]: {exc}") from None
        except _CODEC_SLIPS:
            raise RecordError(f"actions[{i}]: cannot be played") from None
    return state, undid


def _undoer(state: GameState, players: Sequence[Player]) -> frozenset[int]:
    """The seat of the person whose Undo this is, in ``state`` (none: nothing to undo, or a
    computer's seat in a log saved before Undo was for one's own moves)."""
    if state.undo_to is None:
        return frozenset()
    seat = state.undo_to.current if not state.undo_to.player.computer else state.current
    return frozenset() if players[seat].computer else frozenset((seat,))


def action_to_json(action: Action, of: AnyMode | None = None) -> JsonObject:
    """``{"roll": [dice]}``, ``{"entered": [dice]}`` (real dice), ``{"hold": [positions]}``,
    ``{"score": claim}`` or ``{"undo": true}``.

    The claim is written with the mode's codec (``of``; the default game without one): a
    box id for pip dice, as in version 1.
    """
    if isinstance(action, Entered):
        return {"entered": list(action.dice)}
    if isinstance(action, Roll):
        return {"roll": list(action.dice)}
    if isinstance(action, Hold):
        return {"hold": list(action.dice)}
    if isinstance(action, Score):
        try:
            return {"score": (of or default_mode()).claim_to_json(action.claim)}
        except YachtDiceError as exc:
            raise RecordError(str(exc)) from None
    return {"undo": True}


def action_from_json(data: object, where: str = "action", of: AnyMode | None = None) -> Action:
    """One logged action of a game of mode ``of`` (the default game without one), read with
    its :attr:`~yachtdice.core.registry.Mode.record_codec`."""
    m = of or default_mode()
    if not isinstance(data, dict) or len(data) != 1:
        raise RecordError(f"{where}: must be an object with one of roll, hold, score, undo")
    (kind, value), = data.items()
    if kind in ("roll", "entered", "hold"):
        faces = m.record_codec.faces if kind != "hold" else WHOLE_NUMBERS
        if not isinstance(value, list) or not all(faces.accepts(v) for v in value):
            raise RecordError(f"{where}.{kind}: must be a list of {faces.what}")
        made: type[Roll] | type[Hold] = {"roll": Roll, "entered": Entered, "hold": Hold}[kind]
        return made(tuple(value))
    if kind in m.record_codec.claim_keys:
        try:
            return Score(m.claim_from_json(value))
        except YachtDiceError as exc:
            raise RecordError(f"{where}.{kind}: {exc}") from None
        except _CODEC_SLIPS:
            raise RecordError(f"{where}.{kind}: not a claim of {m.name}") from None
    if kind == "undo" and value is True:
        return Undo()
    from yachtdice.core.jsontext import excerpt

    raise RecordError(f"{where}: unknown action {excerpt(kind)}")
