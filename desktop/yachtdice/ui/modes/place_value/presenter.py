"""Place Value Yahtzee in the main window: its claim panel, its boxes chosen on the card, its hint.

The window makes one presenter (the game's :class:`~yachtdice.ui.modes.GamePart`), puts
:attr:`panel` beside the scorecard and calls :meth:`show` with every new state; the rest
of the window is shared by every game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QGuiApplication

from yachtdice.core import GameRecord, GameState, Player
from yachtdice.core.modes.place_value.engine import (
    Decider,
    final_roll_off,
    hint,
    look_back,
    place_card,
    place_cards,
    place_rules,
    warm_up,
    who_starts,
)
from yachtdice.core.modes.place_value.rules import Number, PlaceValueRuleset, box_label
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.board.dice_tray import SPEEDS
from yachtdice.ui.i18n import translated
from yachtdice.ui.jobs.runner import app_runner
from yachtdice.ui.modes import GamePart, Table
from yachtdice.ui.modes.place_value.claim import PlaceValueClaimPanel
from yachtdice.ui.modes.place_value.numbers import grouped, said
from yachtdice.ui.modes.place_value.options import Teaching

BESIDE_NEEDS = 1280  # px of screen width for the panel beside the card (see __init__)
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no limit" for a widget's size
PANEL_WIDTH = 380  # px at the usual type; shown to a room it grows with the type
PAUSE_MS = 350   # a thrown roll (who starts, the roll-off) stays in view before the next

# sentences of the window's message line (context "PlaceValuePresenter")
_ROLLED = QT_TRANSLATE_NOOP("PlaceValuePresenter", "{name} {value}")
_NEXT = QT_TRANSLATE_NOOP("PlaceValuePresenter", "{first}, {next}")
_THEN = QT_TRANSLATE_NOOP("PlaceValuePresenter", "{first}; then {next}")
_OPENING = QT_TRANSLATE_NOOP("PlaceValuePresenter",
                             "Who starts: the greatest sum. {rolls}. {name} starts.")
_ROLLED_OFF = QT_TRANSLATE_NOOP(
    "PlaceValuePresenter", "Tied for the most boxes, so they rolled off (the greatest number "
    "wins): {rolls}. {name} won the roll-off.")
_NO_NUMBER = QT_TRANSLATE_NOOP("PlaceValuePresenter", "no number")
_BOX_NUMBER = QT_TRANSLATE_NOOP("PlaceValuePresenter", "{box}: {number}")
_NONE = QT_TRANSLATE_NOOP("PlaceValuePresenter", "none")
_KEEP = QT_TRANSLATE_NOOP("PlaceValuePresenter",
                          "Hint: keep dice {dice} and roll again. Greatest numbers: {greatest}.")
_ROLL_ALL = QT_TRANSLATE_NOOP("PlaceValuePresenter",
                              "Hint: keep no dice and roll again. Greatest numbers: {greatest}.")
_WRITE_X = QT_TRANSLATE_NOOP("PlaceValuePresenter",
                             "Hint: write X in {box}. Greatest numbers: {greatest}.")
_WRITE = QT_TRANSLATE_NOOP("PlaceValuePresenter",
                           "Hint: write {number} in {box}. Greatest numbers: {greatest}.")


def _listed(items: list[str], joiner: str) -> str:
    """Items one after another with the joining template (``_NEXT`` or ``_THEN``)."""
    out = items[0] if items else ""
    for item in items[1:]:
        out = translated((_THEN if joiner == "then" else _NEXT).format(first=out, next=item))
    return out


def _rounds(names: list[str], decided: Decider, value: Callable[[int | None], str]) -> str:
    """Each round's rolls, "Ann 3, Bob 6; then Bob 4, Cy 9"."""
    return _listed([_listed([translated(_ROLLED.format(name=names[p], value=value(v)))
                             for p, _, v in r], "next") for r in decided.rounds], "then")


class PlaceValuePresenter(GamePart):
    """Wires the digit-dice claim panel to the window's controller, tray and hint line."""

    panel: PlaceValueClaimPanel

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.window = table  # the window it sits in
        self.panel = PlaceValueClaimPanel()
        self.panel.setAccessibleName(QCoreApplication.translate("PlaceValuePresenter",
                                                                "Number"))
        # a six-player card, the panel and the dice side by side need about 1240 px: on a
        # narrower screen (1024x768) the panel goes under the dice
        screen = QGuiApplication.primaryScreen()
        self.panel_under_dice = screen is not None and \
            screen.availableGeometry().width() < BESIDE_NEEDS
        self._scale: float | None = None   # the panel's type scale shown to a room
        self.panel.setMaximumWidth(self._panel_width(None))
        self.panel.hide()
        self.panel.claimed.connect(table.controller.claim)
        self.panel.box_chosen.connect(table.select_box)  # the card shows the box chosen
        self.panel.refused.connect(table.show_message)
        self._seating = False
        self.seated = False         # the opening roll has been made and the seats turned
        self.opening = ""           # how the opening roll went, as shown
        self.roll_off_text = ""     # how the tie roll-off went, as shown
        self._rolled_off: object = None
        # rolls still to tumble in the tray, the state they are shown over, what comes after
        self._rolls: list[tuple[int, ...]] = []
        self._over: GameState | None = None
        self._then: Callable[[], None] | None = None
        self._tumbling = False
        table.tray.roll_finished.connect(self._roll_settled)

    def begin(self, state: GameState) -> None:
        self.panel.set_teaching(Teaching.of(self.window.setup()))
        self.prepare(state)

    def prepare(self, state: GameState) -> None:
        """A new game: who starts is rolled for (the seats turn so the starter is first), and
        the computer players' and hints' tables are worked out off the GUI thread (a second
        or two for six dice), so no decision later makes the window wait."""
        if self._seating:
            return
        rules, opponents = place_rules(state), len(state.players) - 1
        app_runner().submit(lambda _job: warm_up(rules, opponents), self.panel,
                            name="place value tables", failed=self.window.show_message,
                            failure=QCoreApplication.translate(
                                "PlaceValuePresenter",
                                "The computer players' tables could not be worked out"))
        record = self.window.controller.record
        self.seated = False
        if record is None or record.actions or len(state.players) < 2:
            self.seated = True
            return
        decided = who_starts(place_rules(state), len(state.players), self.window.controller.dice)
        self._decided = decided
        names = [p.name for p in state.players]
        rolls = _rounds(names, decided, str)
        self.opening = translated(_OPENING.format(rolls=rolls, name=names[decided.winner]))
        players = state.players[decided.winner:] + state.players[:decided.winner]
        # after the window has finished starting this game: turn the seats, then say why
        QTimer.singleShot(0, lambda: self._seat(record, players))

    def _seat(self, record: GameRecord, players: tuple[Player, ...]) -> None:
        controller = self.window.controller
        if controller.record is not record:
            return  # another game began meanwhile
        if players != record.players:
            self._seating = True
            try:
                controller.new_game(record.ruleset, players)
            finally:
                self._seating = False
        self.seated = True
        state = controller.state
        opening = self.opening
        if state is not None:  # the rolls tumble in the tray, then who starts is said
            self._tumble(state, _rolls(self._decided), lambda: self.window.show_message(opening))

    def show(self, state: GameState) -> None:
        """Show the panel: the roll of the person at play, if any."""
        self.panel.setVisible(True)
        record = self.window.controller.record
        if state.finished and record is not None:  # the end's lesson, beside the card
            self.panel.show_look_back(look_back(place_rules(state), record.players,
                                                record.actions))
        else:
            self.panel.show_look_back(None)
        if self.opening and any(card.filled_count for card in state.cards) \
                and self.window.shown_message() == self.opening:
            self.window.show_message("")  # who started is old news once a box is filled
        if state.finished:
            self._roll_off(state)
        person = (not state.finished and not state.player.computer
                  and not self.window.tray.rolling and state.dice is not None)
        rules = place_rules(state) if person else None
        self.panel.set_roll(rules, place_card(state), state.dice if person else None)
        # once the new places are shown (Qt shows a widget added to a shown layout a moment
        # later), the panel is made wide enough for them
        QTimer.singleShot(0, self.panel, self._fit_width)

    def focus(self, state: GameState) -> bool:
        """After a person's last roll the number field has the keyboard; before it the card
        keeps it, so Space rolls and the number keys hold dice (a click reaches the field)."""
        if self.panel.reading:
            self.panel.prompt.setFocus()  # the teacher's R or W
        elif state.dice is None:
            self.window.scorecard.setFocus()
        elif not state.finished and not state.player.computer and state.rolls_left == 0:
            self.panel.number_edit.setFocus()
        return True

    def _roll_off(self, state: GameState) -> None:
        """Players tied for the most boxes roll once more each; the greatest number wins. The
        roll-off's dice come from the game's cards, so the stored game names the same winner."""
        record = self.window.controller.record
        if record is None or self._rolled_off is record:
            return
        decided = final_roll_off(place_rules(state), place_cards(state))
        if decided is None:
            return
        self._rolled_off = record
        self.roll_off_text = text = result_note(state) or ""
        self._tumble(state, _rolls(decided), lambda: self.window.show_message(text))

    # -- rolls shown in the tray ---------------------------------------------------------------
    def _tumble(self, state: GameState, rolls: list[tuple[int, ...]],
                then: Callable[[], None]) -> None:
        """Throw each of ``rolls`` in the tray in turn (the tray honours the animation speed
        and reduced motion), then put ``state``'s dice back and call ``then``. A new state
        meanwhile (a roll, a new game) ends the show at once, and ``then`` is still called."""
        if self._then is not None:
            self._end_show()
        self._rolls, self._over, self._then = list(rolls), state, then
        self._next_roll()

    def _roll_settled(self) -> None:
        """A roll came to rest: leave it in view a moment before the next is thrown."""
        if self._then is not None and not self._tumbling:
            QTimer.singleShot(round(PAUSE_MS * SPEEDS[self.window.tray.speed]), self.window.tray,
                              self._next_roll)

    def _next_roll(self) -> None:
        tray = self.window.tray
        if self._tumbling or self._then is None:
            return  # a roll settling inside animate_roll (no animation), or no show
        self._tumbling = True
        try:
            while self._rolls and not tray.rolling:
                if self.window.controller.state is not self._over:
                    self._rolls = []
                    break
                assert self._over is not None
                blank = replace(self._over, dice=None, held=frozenset())
                tray.animate_roll(blank, replace(blank, dice=self._rolls.pop(0)))
        finally:
            self._tumbling = False
        if not self._rolls and not tray.rolling:
            self._end_show()

    def _end_show(self) -> None:
        then, over = self._then, self._over
        self._rolls, self._over, self._then = [], None, None
        if over is not None and self.window.controller.state is over:
            self.window.tray.show_state(over)
        if then is not None:
            then()

    def present(self, scale: float | None) -> None:
        """Shown to a room: the panel's type and width grow with the card, and the box is
        chosen on the card."""
        super().present(scale)
        self._scale = scale
        self.panel.set_presented(scale is not None)
        self._fit_width()

    def _fit_width(self) -> None:
        """The panel's greatest width (:meth:`_panel_width`), never less than its places need:
        seven places' names were cut to "red thous" in a panel held to 380 px."""
        self.panel.setMaximumWidth(QWIDGETSIZE_MAX)   # its least width, measured free
        layout = self.panel.layout()
        if layout is not None:
            layout.activate()
        self.panel.setMaximumWidth(max(self._panel_width(self._scale),
                                       self.panel.minimumSizeHint().width()))

    def _panel_width(self, scale: float | None) -> int:
        """The panel's greatest width: beside the card, or shown to a room, PANEL_WIDTH at
        its type; under the dice, all the width the dice have (at 380 px a quarter of a
        1024 px window stood blank beside it while its list wrapped the box names)."""
        if scale is None and self.panel_under_dice:
            return QWIDGETSIZE_MAX
        return round(PANEL_WIDTH * (scale or 1.0))

    def book(self, box_id: str) -> None:
        """A box clicked on the card: write the number arranged so far there (or say why not)."""
        self.panel.write_in(box_id)

    def hint(self) -> None:
        """The greatest number for every open box, and what the strong player would do;
        only when the teaching settings show the greatest numbers."""
        state = self.window.controller.state
        if state is None or state.dice is None or state.finished:
            self.window.show_message(QCoreApplication.translate(
                "PlaceValuePresenter",
                "Roll the dice first; a hint is about the dice on the table."))
            return
        if not self.panel.teaching.greatest:  # a hint is the answer the pupils look for
            self.window.show_message(QCoreApplication.translate(
                "PlaceValuePresenter",
                "No hints: they name the greatest numbers, which the teaching settings hide. "
                "Tick \"Show the greatest number each box could take\" in New Game to allow "
                "them."))
            return
        rules = place_rules(state)
        assert isinstance(rules, PlaceValueRuleset)
        numbers, keep, claim = hint(rules, place_card(state), state.dice, state.rolls_left,
                                    len(state.players) - 1)
        self.window.controller.mark_hint_used()
        greatest = _listed([translated(_BOX_NUMBER.format(
            box=said(box_label(rules.box(b))), number=grouped(n) if n else translated(_NONE)))
            for b, n in numbers.items()], "next")
        box = said(box_label(rules.box(claim.box)))
        if keep is not None:
            self.window.tray.suggest(set(keep))
            text = (_KEEP.format(dice=" ".join(str(i + 1) for i in sorted(keep)),
                                 greatest=greatest) if keep else
                    _ROLL_ALL.format(greatest=greatest))
        elif claim.number is None:
            text = _WRITE_X.format(box=box, greatest=greatest)
        else:
            number = rules.number(claim.number)
            text = _WRITE.format(number=grouped(number), box=box, greatest=greatest)
            self.panel.number_edit.setText(claim.number)
            self.panel.number_edit.textEdited.emit(claim.number)
            self.panel.select_box(claim.box)
        self.window.show_hint(translated(text))


def _rolls(decided: Decider) -> list[tuple[int, ...]]:
    """Every roll of a decider, round by round, in the order the players threw."""
    return [rolled for round_ in decided.rounds for _, rolled, _ in round_]


def _grouped(state: GameState, scaled: int) -> str:
    """A roll-off number (kept as its value) with its grouping."""
    rules = place_rules(state)
    digits = tuple(int(ch) for ch in str(scaled).rjust(rules.dice, "0"))
    return grouped(Number(digits, rules.decimals))


def result_note(state: GameState) -> str | None:
    """The end's note when a roll-off decided the game: who rolled what, and who won."""
    if not state.finished:
        return None
    decided = final_roll_off(place_rules(state), place_cards(state))
    if decided is None:
        return None
    names = [p.name for p in state.players]
    rounds = _rounds(names, decided, lambda v: translated(_NO_NUMBER) if v is None
                     else _grouped(state, v))
    return translated(_ROLLED_OFF.format(rolls=rounds, name=names[decided.winner]))
