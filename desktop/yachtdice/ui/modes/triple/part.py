"""Triple Yahtzee's part of the window: the hint, from the strong computer's reckoning
(:mod:`yachtdice.core.modes.triple.players`): which dice to keep, or which box of which
column to enter the roll in. Nothing sits beside the card; a clicked box of a column is
booked with its place."""

from __future__ import annotations

from yachtdice.core.bookings import IN_COLUMN
from yachtdice.core.modes.triple.card import COLUMNS, TripleCard
from yachtdice.core.modes.triple.players import TriplePlayer
from yachtdice.core.modes.triple.rules import TripleRules
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import GamePart

_ROLL_FIRST = QT_TRANSLATE_NOOP("TripleHints", "Roll the dice first; then a hint can say what "
                                "to keep.")
_KEEP = QT_TRANSLATE_NOOP("TripleHints", "Hint: keep {dice} and roll again.")
_ROLL_ALL = QT_TRANSLATE_NOOP("TripleHints", "Hint: roll all the dice again.")
_ENTER = QT_TRANSLATE_NOOP("TripleHints", "Hint: enter the roll in {place}.")


class TripleHints(GamePart):
    """The hint: the strong computer's choice for the dice on the table."""

    def hint(self) -> None:
        controller = self.table.controller
        state = controller.state
        if state is None or state.finished or state.player.computer:
            return
        if state.dice is None:
            self.table.show_message(translated(_ROLL_FIRST))
            return
        self.table.settle_dice()
        card, rules = state.card, state.ruleset
        assert isinstance(card, TripleCard) and isinstance(rules, TripleRules)
        controller.mark_hint_used()
        advisor = TriplePlayer(rules, "strong")
        dice = tuple(state.dice)
        keep = advisor.best_keep(card, dice, state.rolls_available) \
            if state.rolls_available else None
        if keep is not None:
            kept = " ".join(str(dice[i]) for i in sorted(keep))
            self.table.show_hint(translated(_KEEP.format(dice=kept) if kept else _ROLL_ALL))
            self.table.tray.suggest(set(keep))
            return
        place = advisor.choose_claim(card, dice)
        self.table.show_hint(translated(_ENTER.format(place=IN_COLUMN.format(
            box=rules.label(place.box), column=COLUMNS[place.column]))))
        view = self.table.scorecard
        view.setCurrentIndex(view.scorecard().index_of(state.current, place))
