"""The turn engine for the word games, and their game records (format version 2).

The same turn as pip dice: roll (the first roll throws every die), hold and
release dice, roll again while rolls remain, then claim one open box; Undo
takes back a person's own holds and claim until the next player rolls. A claim
is a :class:`~.word.WordClaim` (a box and words, or a zero).

>>> from .word import Lexicon, WordClaim, preset
>>> rules, lex = preset("word-yahtzee"), Lexicon(["cat"])
>>> state = WordGameState.start(rules, lex, [Player("Ann")])
>>> state = state.apply(LetterRoll(("o", "a", "r", "c", "*", "t", "n")))
>>> state = state.apply(Claim(WordClaim("three_letter", ("cat",))))
>>> state.cards[0].total(rules), state.faces
(7, None)
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..errors import IllegalActionError, RecordError, YachtDiceError, as_sentence
from ..game import MAX_PLAYERS, Hold, Player, Standing, Undo
from .word import (
    BOX_IDS,
    MODE,
    ClaimResult,
    Lexicon,
    WordCard,
    WordClaim,
    WordRuleset,
    judge,
)

FORMAT = "yachtdice-game"
FORMAT_VERSION = 2


@dataclass(frozen=True, slots=True)
class LetterRoll:
    """Throw the dice that are not held; ``faces`` is every die's face after the roll."""

    faces: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Claim:
    """Book the dice in a box with words (or a zero); the turn passes on."""

    claim: WordClaim


WordAction = LetterRoll | Hold | Claim | Undo


def standings(cards: Sequence[WordCard], rules: WordRuleset) -> tuple[Standing, ...]:
    """Players best first by total; equal totals share a place (the rule sheet has no tie-break)."""
    totals = [c.total(rules) for c in cards]
    out = [Standing(i, 1 + sum(o > t for o in totals), t) for i, t in enumerate(totals)]
    return tuple(sorted(out, key=lambda s: (s.place, s.player)))


@dataclass(frozen=True, slots=True)
class WordGameState:
    """A snapshot of a word game; actions return new states."""

    rules: WordRuleset
    lexicon: Lexicon = field(compare=False, repr=False)
    players: tuple[Player, ...]
    cards: tuple[WordCard, ...]
    current: int = 0
    rolls_left: int = 3
    faces: tuple[str, ...] | None = None
    held: frozenset[int] = frozenset()
    undo_to: WordGameState | None = field(default=None, compare=False, repr=False)

    @classmethod
    def start(cls, rules: WordRuleset, lexicon: Lexicon,
              players: Sequence[Player]) -> WordGameState:
        if not 1 <= len(players) <= MAX_PLAYERS:
            raise YachtDiceError(f"a game needs 1 to {MAX_PLAYERS} players, not {len(players)}")
        return cls(rules, lexicon, tuple(players), tuple(WordCard() for _ in players),
                   rolls_left=rules.rolls_per_turn)

    @property
    def player(self) -> Player:
        return self.players[self.current]

    @property
    def card(self) -> WordCard:
        return self.cards[self.current]

    @property
    def finished(self) -> bool:
        return all(c.is_full for c in self.cards)

    @property
    def turn(self) -> int:
        return min(len(self.card.scores) + 1, len(BOX_IDS))

    def standings(self) -> tuple[Standing, ...]:
        return standings(self.cards, self.rules)

    def judge(self, claim: WordClaim) -> ClaimResult:
        """What ``claim`` would score now; ClaimError says why it may not be booked."""
        if self.faces is None:
            raise IllegalActionError("Roll the dice first.")
        return judge(self.rules, self.lexicon, self.card, self.faces, claim)

    # -- checking --------------------------------------------------------------------------------
    def problem(self, action: WordAction) -> str | None:
        """Why ``action`` is not allowed now, in one sentence, or None."""
        if isinstance(action, Undo):
            return self.undo_problem()
        if self.finished:
            return "the game is over"
        if isinstance(action, LetterRoll):
            problem = self.throw_problem() or self.rules.faces_problem(action.faces)
            if problem:
                return problem
            if self.faces is not None:
                for i in self.held:
                    if action.faces[i] != self.faces[i]:
                        return f"die {i + 1} is held and cannot change"
            return None
        if isinstance(action, Hold):
            if self.faces is None:
                return "roll the dice first"
            if self.rolls_left <= 0:
                return "no rolls left to use; holding dice would change nothing"
            n = self.rules.dice_count
            if any(isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < n
                   for i in action.dice) or len(set(action.dice)) != len(action.dice):
                return f"dice are numbered 1 to {n}, each named once"
            return None
        if isinstance(action, Claim):
            if self.faces is None:
                return "roll the dice first"
            try:
                self.judge(action.claim)
            except YachtDiceError as exc:
                return str(exc)
            return None
        return f"unknown action {action!r}"

    def throw_problem(self) -> str | None:
        if self.finished:
            return "the game is over"
        if self.rolls_left <= 0:
            return "no rolls left this turn; claim a box"
        if self.faces is not None and len(self.held) == self.rules.dice_count:
            return "every die is held; release one to roll"
        return None

    def undo_problem(self) -> str | None:
        if self.finished:
            return "the game is over: its last box cannot be taken back"
        if self.undo_to is None:
            return "nothing to undo" + (": a roll cannot be taken back" if self.faces else "")
        if self.undo_to.player.computer:
            return (f"{self.undo_to.player.name}'s move cannot be taken back: "
                    "Undo is for your own moves")
        return None

    # -- acting ----------------------------------------------------------------------------------
    def apply(self, action: WordAction) -> WordGameState:
        """The state after ``action``; IllegalActionError (and no change) if not allowed."""
        problem = self.problem(action)
        if problem is not None:
            raise IllegalActionError(as_sentence(problem))
        if isinstance(action, Undo):
            assert self.undo_to is not None
            return self.undo_to
        if isinstance(action, LetterRoll):
            return replace(self, faces=tuple(action.faces), rolls_left=self.rolls_left - 1,
                           undo_to=None)
        if isinstance(action, Hold):
            return replace(self, held=frozenset(action.dice), undo_to=self)
        assert isinstance(action, Claim)
        result = self.judge(action.claim)
        cards = list(self.cards)
        cards[self.current] = self.card.booked(action.claim.box, result.points,
                                               result.extra_bonus)
        return replace(self, cards=tuple(cards), current=(self.current + 1) % len(self.players),
                       rolls_left=self.rules.rolls_per_turn, faces=None, held=frozenset(),
                       undo_to=self)

    def draw_roll(self, rng: random.Random) -> LetterRoll:
        """A roll whose thrown dice come from ``rng``; held dice stay."""
        problem = self.throw_problem()
        if problem is not None:
            raise IllegalActionError(as_sentence(problem))
        held = self.held if self.faces is not None else frozenset()
        current = self.faces or tuple(d.faces[0] for d in self.rules.dice)
        return LetterRoll(tuple(current[i] if i in held else rng.choice(d.faces)
                                for i, d in enumerate(self.rules.dice)))


# -- records --------------------------------------------------------------------------------------
def action_to_json(action: WordAction) -> dict[str, Any]:
    if isinstance(action, LetterRoll):
        return {"roll": list(action.faces)}
    if isinstance(action, Hold):
        return {"hold": list(action.dice)}
    if isinstance(action, Claim):
        return {"claim": action.claim.to_json()}
    return {"undo": True}


def action_from_json(data: object, where: str) -> WordAction:
    if not isinstance(data, dict) or len(data) != 1:
        raise RecordError(f"{where}: must be an object with one of roll, hold, claim, undo")
    (kind, value), = data.items()
    if kind == "roll" and isinstance(value, list) and all(isinstance(v, str) for v in value):
        return LetterRoll(tuple(value))
    if kind == "hold" and isinstance(value, list) and all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        return Hold(tuple(value))
    if kind == "claim":
        try:
            return Claim(WordClaim.from_json(value))
        except YachtDiceError as exc:
            raise RecordError(f"{where}.claim: {exc}") from None
    if kind == "undo" and value is True:
        return Undo()
    raise RecordError(f"{where}: not a word-game action")


def record_to_json(rules: WordRuleset, players: Sequence[Player],
                   actions: Sequence[WordAction]) -> str:
    """A word game as a version-2 game record naming its mode."""
    return json.dumps({
        "format": FORMAT, "version": FORMAT_VERSION, "mode": MODE, "ruleset": rules.to_dict(),
        "players": [{"name": p.name, "computer": p.computer, "strategy": p.strategy}
                    for p in players],
        "actions": [action_to_json(a) for a in actions]}, ensure_ascii=False)


def replay_record(text: str, lexicon: Lexicon) -> tuple[WordGameState, tuple[WordAction, ...]]:
    """Read a version-2 word-game record and replay it; RecordError says what is wrong."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not valid JSON ({exc.msg})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("this is not a Yacht Dice game record")
    if data.get("version") != FORMAT_VERSION or data.get("mode") != MODE:
        raise RecordError("this is not a version-2 word-game record")
    try:
        rules = WordRuleset.from_dict(data.get("ruleset"))
        raw_players = data.get("players")
        if not isinstance(raw_players, list):
            raise RecordError("players: must be a list")
        players = [Player(p["name"], bool(p.get("computer")), p.get("strategy"))
                   for p in raw_players if isinstance(p, dict)]
        if len(players) != len(raw_players):
            raise RecordError("players: each must be an object with a name")
        raw_actions = data.get("actions")
        if not isinstance(raw_actions, list):
            raise RecordError("actions: must be a list")
        actions = tuple(action_from_json(a, f"actions[{i}]") for i, a in enumerate(raw_actions))
        state = WordGameState.start(rules, lexicon, players)
    except (YachtDiceError, KeyError, TypeError) as exc:
        raise RecordError(str(exc)) from None
    for i, action in enumerate(actions):
        try:
            state = state.apply(action)
        except YachtDiceError as exc:
            raise RecordError(f"actions[{i}]: {exc}") from None
    return state, actions
