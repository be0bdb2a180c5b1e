"""Dealing games onto the table: the first from the last setup at start, the same setup
again once the history is open (when it names saved rules), New Game's choice, and Play
Again, each only after the player agrees to set a game in progress aside."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from yachtdice.core import Player
from yachtdice.ui.dialogs.setup import AnyRules, real_dice, setup_to_game, turn_seconds
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.session import SessionKeeper

if TYPE_CHECKING:
    from yachtdice.ui.board.scorecard_view import ScorecardView


class Table(Protocol):
    """What the dealer uses of the window."""

    @property
    def controller(self) -> GameController: ...
    @property
    def settings(self) -> Settings: ...
    @property
    def session(self) -> SessionKeeper: ...
    @property
    def scorecard(self) -> ScorecardView: ...

    def new_game_dialog(self) -> object: ...


class Dealer:
    """Deals the games of ``table``; ``open_store``: open the history once the first game
    is dealt (a window made again in another language takes over the open one instead)."""

    def __init__(self, table: Table, open_store: bool = True) -> None:
        self._table = table
        self._open_store = open_store
        table.session.ready.connect(lambda _store: self.deal_saved_setup())

    def start(self) -> None:
        """Deal a game from the last setup at once, then open the history in the background."""
        t = self._table
        rules, players = setup_to_game(t.settings.last_setup, t.session.saved_rules)
        self.deal(rules, players, t.settings.last_setup)
        if not t.controller.real_dice:  # real dice: the keyboard is in their field
            t.scorecard.setFocus()
        if self._open_store:
            t.session.open_store()

    def deal(self, rules: AnyRules, players: list[Player], setup: object) -> None:
        """Deal a game of ``rules``, timed if the setup asks for its game's timer, with real
        dice typed in if it asks for them (people only)."""
        controller = self._table.controller
        controller.turn_seconds = turn_seconds(rules, setup)
        controller.real_dice = real_dice(setup) and not any(p.computer for p in players)
        controller.new_game(rules, players)

    def deal_saved_setup(self) -> None:
        """The history is open: a last setup naming saved rules (unknown at start) is dealt
        now, if the game dealt at start is untouched."""
        t = self._table
        record = t.controller.record
        if record is None or record.actions:
            return
        rules, players = setup_to_game(t.settings.last_setup, t.session.saved_rules)
        if rules != record.ruleset:
            self.deal(rules, players, t.settings.last_setup)

    def new_game(self) -> None:
        """Ctrl+N: a game in progress is set aside (and kept) only if the player agrees."""
        self._table.session.confirm_set_aside(self._table.new_game_dialog)

    def play_again(self) -> None:
        self._table.session.confirm_set_aside(self._table.controller.play_again)
