"""A Word Yahtzee table: letter dice, the players' cards and the claim panel.

A preview of the word games in the window: it plays whole games (people and
computer players, Undo of your own moves) but is not yet part of the main
window. A finished game goes into the history (high scores, statistics); a game
in progress is not saved.
Run it with ``python -m yachtdice.ui.word_window [--timer] [word-yahtzee|yahtzee-words]
[NAME ...]`` (a name ending in ``*`` is a computer player, ``**`` the strong level;
``--timer`` turns the rule sheet's one-minute hourglass on).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.dice import RandomDice
from ..core.errors import YachtDiceError
from ..core.game import Action, GameState, Hold, Player, Score, Undo
from ..core.modes.word import (
    BOXES,
    Lexicon,
    WordClaim,
    WordRuleset,
    box,
    dice_for_letters,
    preset,
)
from ..core.modes.wordplayer import WordPlayer, level
from ..core.record import GameRecord
from ..store import Store, StoreError
from ..store.word_games import record_word_game
from .letter_dice import LetterTray
from .word_claim import ClaimPanel

COMPUTER_PAUSE_MS = 350


class WordGameWindow(QWidget):
    """One word game on screen. The game logic is the core's; this only shows and asks."""

    def __init__(self, rules: WordRuleset, lexicon: Lexicon, players: Sequence[Player],
                 rng: random.Random | None = None, parent: QWidget | None = None,
                 store: Store | None = None, turn_seconds: int | None = None,
                 word_levels: Mapping[int, str] | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.turn_seconds = turn_seconds
        self.time_up = False
        self.log: list[Action] = []
        self.assisted: set[int] = set()   # seats of people who used Undo or a hint
        self.setWindowTitle(f"Yacht Dice — {rules.name}")
        self.rng = rng or random.Random()
        # the word levels (plain, strong) by seat, carried by the seats as their strategy
        self.word_levels = {i: p.strategy or (word_levels or {}).get(i, "plain")
                            for i, p in enumerate(players) if p.computer}
        players = [Player(p.name, True, self.word_levels[i]) if p.computer else p
                   for i, p in enumerate(players)]
        self.state = GameState.start(rules.with_lexicon(lexicon), players)
        self.dice = RandomDice(rng=self.rng)
        self.computers = {i: WordPlayer(rules, lexicon, level(lv), self.rng)
                          for i, lv in self.word_levels.items()}

        self.tray = LetterTray(rules.dice_count, self)
        self.tray.die_clicked.connect(self.toggle_hold)
        self.roll_button = QPushButton("Roll", self)
        self.roll_button.setToolTip("Roll the dice that are not held (Ctrl+R)")
        self.roll_button.clicked.connect(self.roll)
        self.undo_button = QPushButton("Undo", self)
        self.undo_button.setToolTip("Take back your last hold or claim (Ctrl+Z)")
        self.undo_button.clicked.connect(self.undo)
        self.hint_button = QPushButton("Hint", self)
        self.hint_button.setToolTip("What the strong computer player would do now (Ctrl+H)")
        self.hint_button.clicked.connect(self.hint)
        self.status = QLabel(self)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setAccessibleName("Turn")
        self.card = QTableWidget(len(BOXES) + 4, len(players), self)
        self.card.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.card.setHorizontalHeaderLabels([p.name for p in players])
        self.card.setVerticalHeaderLabels([b.label for b in BOXES] + [
            "Upper total", "Upper bonus", "Yahtzee bonus", "Total"])
        self.card.setAccessibleName("Score cards")
        self.card.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.panel = ClaimPanel(self)
        self.panel.claimed.connect(self.claim)
        self.panel.words_edit.textChanged.connect(self._show_order)

        self.tray.setMaximumHeight(120)
        self.card.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        left = QVBoxLayout()
        left.addWidget(self.tray)
        row = QHBoxLayout()
        row.addWidget(self.roll_button)
        row.addWidget(self.undo_button)
        row.addWidget(self.hint_button)
        row.addWidget(self.status, 1)
        left.addLayout(row)
        left.addWidget(self.card, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addWidget(self.panel, 2)

        QShortcut(QKeySequence("Ctrl+R"), self, self.roll)
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo)
        QShortcut(QKeySequence("Ctrl+H"), self, self.hint)
        for i in range(rules.dice_count):
            QShortcut(QKeySequence(f"Ctrl+{i + 1}"), self,
                      lambda i=i: self.toggle_hold(i))
        self.clock = QLabel(self)
        self.clock.setAccessibleName("Time left this turn")
        row.addWidget(self.clock)
        self._turn_timer = QTimer(self)
        self._turn_timer.setSingleShot(True)
        self._turn_timer.timeout.connect(self._time_is_up)
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._show_clock)
        self._timed_turn: tuple[int, int] | None = None   # (player, turn) being timed
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._computer_step)
        self.resize(1060, 720)
        self.show_state()

    # -- acting -----------------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Apply ``action`` if allowed; otherwise say why in the status line. True if applied."""
        try:
            self.state = self.state.apply(action)
        except YachtDiceError as exc:
            self.status.setText(str(exc))
            return False
        self.log.append(action)
        self.show_state()
        if self.state.finished and self.store is not None:
            try:
                record_word_game(self.store, GameRecord(self.state.ruleset, self.state.players,
                                                        tuple(self.log), self.state),
                                 assisted=self.assisted)
            except StoreError as exc:
                self.status.setText(f"{self.status.text()} The game could not be saved: {exc}")
        return True

    def roll(self) -> None:
        if self._person_to_move() and not self.time_up:
            problem = self.state.throw_problem()
            if problem:
                self.status.setText(problem[0].upper() + problem[1:] + ".")
                return
            self.act(self.state.draw_roll(self.dice))

    def toggle_hold(self, index: int) -> None:
        if self._person_to_move() and self.state.dice is not None:
            self.act(Hold(tuple(sorted(self.state.held ^ {index}))))

    def claim(self, claim: WordClaim) -> None:
        if self._person_to_move():
            self.act(Score(claim))

    def undo(self) -> None:
        before = self.state.undo_to
        if self.act(Undo()) and before is not None:
            self.assisted.add(before.current)

    def hint(self) -> None:
        """Say which dice the strong player would keep, or put its claim in the panel."""
        state = self.state
        if not self._person_to_move() or state.dice is None:
            self.status.setText("Roll the dice first; a hint is about the dice on the table.")
            return
        self.assisted.add(state.current)
        adviser = WordPlayer(state.ruleset, state.ruleset.words, level("strong"), random.Random(0))
        keep = (adviser.choose_keep(state.card, state.dice)
                if state.rolls_left and not self.time_up else None)
        if keep is not None:
            dice = " ".join(str(i + 1) for i in sorted(keep)) or "none"
            self.status.setText(f"Hint: keep dice {dice} and roll again.")
            return
        claim = adviser.choose_claim(state.card, state.dice)
        self.panel.words_edit.setText(" ".join(claim.words))
        self.panel.select_box(claim.box)
        self.status.setText(f"Hint: {'a zero in ' if claim.zero else ''}"
                            f"{box(claim.box).label}.")

    def _person_to_move(self) -> bool:
        return not self.state.finished and not self.state.player.computer

    def _computer_step(self) -> None:
        state = self.state
        if state.finished or not state.player.computer:
            return
        player = self.computers[state.current]
        if state.dice is None:
            self.act(state.draw_roll(self.dice))
            return
        keep = player.choose_keep(state.card, state.dice) if state.rolls_left else None
        if keep is not None and keep != state.held:
            self.act(Hold(tuple(sorted(keep))))
        elif keep is not None:
            self.act(state.draw_roll(self.dice))
        else:
            self.act(Score(player.choose_claim(state.card, state.dice)))

    # -- showing ----------------------------------------------------------------------------------
    def show_state(self) -> None:
        state = self.state
        rules = state.ruleset
        values = rules.values_of(state.dice) if state.dice else None
        self.tray.show_dice(state.dice, values, state.held)
        person = not state.finished and not state.player.computer
        self.panel.set_roll(rules if person else None, state.ruleset.words, state.card,
                            state.dice if person else None)
        self._show_order()
        self.roll_button.setEnabled(person and not self.time_up
                                    and state.throw_problem() is None)
        self.undo_button.setEnabled(state.undo_problem() is None)
        self.hint_button.setEnabled(person and state.dice is not None)
        for col, card in enumerate(state.cards):
            for row, b in enumerate(BOXES):
                value = card.get(b.id)
                self._cell(row, col, "" if value is None else str(value))
            base = len(BOXES)
            self._cell(base, col, str(card.upper_total()))
            self._cell(base + 1, col, str(card.upper_bonus(rules)))
            self._cell(base + 2, col, str(card.bonus_points(rules)))
            self._cell(base + 3, col, str(card.total(rules)))
        self._time_turn(person)
        self.status.setText(self._turn_text())
        if not state.finished and state.player.computer:
            self._computer_timer.start(COMPUTER_PAUSE_MS)

    # -- the optional hourglass -------------------------------------------------------------------
    def _time_turn(self, person: bool) -> None:
        """Start the hourglass when a person's turn begins; stop it when the turn ends."""
        if self.turn_seconds is None:
            return
        key = (self.state.current, self.state.card.filled_count)
        if not person:
            self._turn_timer.stop()
            self._tick.stop()
            self._timed_turn = None
            self.clock.clear()
        elif key != self._timed_turn:
            self._timed_turn = key
            self.time_up = False
            self.panel.set_zero_only(False)
            self._turn_timer.start(self.turn_seconds * 1000)
            self._tick.start()
            self._show_clock()
            self.roll_button.setEnabled(self.state.throw_problem() is None)

    def _show_clock(self) -> None:
        left = max(0, self._turn_timer.remainingTime()) // 1000 if not self.time_up else 0
        self.clock.setText(f"{left // 60}:{left % 60:02d} left")

    def _time_is_up(self) -> None:
        """The rule sheet's hourglass ran out: the player must write a zero in a box."""
        if not self._person_to_move():
            return
        self.time_up = True
        self._tick.stop()
        self._show_clock()
        if self.state.dice is None:   # a claim needs dice on the table
            self.act(self.state.draw_roll(self.dice))
        self.panel.set_zero_only(True)
        self.roll_button.setEnabled(False)
        self.status.setText(f"Time is up, {self.state.player.name}: choose a box for a zero.")

    def _cell(self, row: int, col: int, text: str) -> None:
        item = self.card.item(row, col)
        if item is None:
            item = QTableWidgetItem()
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.card.setItem(row, col, item)
        item.setText(text)

    def _turn_text(self) -> str:
        state = self.state
        if state.finished:
            top = state.standings()
            winners = [state.players[s.player].name for s in top if s.place == 1]
            return (f"Game over: {' and '.join(winners)} "
                    f"{'win' if len(winners) > 1 else 'wins'} with {top[0].total}.")
        who = state.player.name
        if state.dice is None:
            return f"{who}: turn {state.turn} of 12, roll the dice."
        rolls = state.rolls_left
        return (f"{who}: {rolls} roll{'s' if rolls != 1 else ''} left; make words and claim a box."
                if rolls else f"{who}: no rolls left; claim a box (or write a zero).")

    def _show_order(self) -> None:
        """Number the dice the words being built use, in the order of their letters."""
        state = self.state
        if state.dice is None or state.player.computer:
            return
        try:
            used = dice_for_letters(state.ruleset, state.dice, self.panel.words())
        except YachtDiceError:
            used = ()
        self.tray.show_dice(state.dice, state.ruleset.values_of(state.dice), state.held,
                            {d: n for n, d in enumerate(used, start=1)})


def main(argv: Sequence[str] | None = None) -> int:
    from ..wordlist import lexicon
    from .app import apply_theme

    args = list(argv if argv is not None else sys.argv[1:])
    timer = "--timer" in args
    args = [a for a in args if a != "--timer"]
    rules = preset(args.pop(0)) if args and "-" in args[0] else preset("word-yahtzee")
    players, levels = [], {}
    for seat, name in enumerate(args or ["You"]):
        if name.endswith("*"):
            levels[seat] = "strong" if name.endswith("**") else "plain"
        players.append(Player(name.rstrip("*"), seat in levels))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    apply_theme(app)
    try:
        store: Store | None = Store.open()
    except StoreError:
        store = None
    window = WordGameWindow(rules, lexicon(), players, store=store,
                            turn_seconds=60 if timer else None, word_levels=levels)
    window.show()
    event_loop = app.exec  # Qt's event loop
    status = event_loop()
    if store is not None:
        store.close()
    return status


if __name__ == "__main__":
    sys.exit(main())
