"""The end of a game: standings (ties and tie-break explained), a new high score
celebrated, and the way on: play again or start a new game.

Keys pressed in the first moment after it appears were meant for the game (Space hurries a
computer, Esc too): they are ignored, and only then does Enter mean Play Again. The
headline has the focus, so Space never presses a button the player did not choose.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core import GameState
from yachtdice.core.modes import mode_for
from yachtdice.store import HighScore
from yachtdice.ui.modes import game_ui

PLAY_AGAIN, NEW_GAME, REVIEW = 2, 3, 4
#: how long after the dialog appears keys are ignored (a player hurrying the last computer
#: turn with Space takes a moment to see that the game is over)
SETTLE_MS = 1000
_KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride,
         QEvent.Type.Shortcut)


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def plain(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)  # names are never rendered as markup
    return label


def headline(state: GameState) -> str:
    standings = state.standings()
    winners = [s for s in standings if s.place == 1]
    names = [state.players[s.player].name for s in winners]
    if len(state.players) == 1:
        return f"You scored {standings[0].total}."
    if len(winners) > 1:
        return f"A shared win: {' and '.join(names)} with {winners[0].total}."
    return f"{names[0]} wins with {winners[0].total}!"


class EndDialog(QDialog):
    """Finishes with PLAY_AGAIN, NEW_GAME, REVIEW, or Rejected (closed)."""

    def __init__(self, state: GameState, high_scores: Sequence[HighScore], game_id: int | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Game Over")
        self.setMinimumWidth(380)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        title = plain(headline(state))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        title.setFont(font)
        title.setObjectName("headline")
        title.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the result first, read out too
        title.setAccessibleName(title.text())
        layout.addWidget(title)
        self.headline = title

        self.celebration = plain("")
        self.celebration.setObjectName("celebration")
        self.celebration.setWordWrap(True)
        mine = [h for h in high_scores if game_id is not None and h.game_id == game_id]
        if mine:
            best = min(mine, key=lambda h: h.rank)
            if best.rank == 1:
                text = (f"New high score for {state.ruleset.name}: {best.name}, "
                        f"{best.score}!")
            else:
                text = (f"{best.name}'s {best.score} is number {best.rank} on the "
                        f"{state.ruleset.name} high-score table.")
            self.celebration.setText(text)
            big = QFont(self.celebration.font())
            big.setBold(True)
            if best.rank == 1:
                big.setPointSizeF(big.pointSizeF() * 1.15)
            self.celebration.setFont(big)
            layout.addWidget(self.celebration)
            layout.addSpacing(6)

        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        standings = state.standings()
        places = [s.place for s in standings]
        for row, s in enumerate(standings):
            tied = places.count(s.place) > 1
            place = ordinal(s.place) + (" (tie)" if tied else "")
            name = plain(state.players[s.player].name)
            name.setMaximumWidth(320)
            total = plain(str(s.total))
            total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for col, w in enumerate((plain(place), name, total)):
                grid.addWidget(w, row, col)
        layout.addLayout(grid)
        said = game_ui(state.mode).tie_break_note(state.ruleset)
        if any(s.decided_by_tie_break for s in standings) and said is not None:
            note = plain(said)  # how the rules decided equal totals
            note.setWordWrap(True)
            layout.addWidget(note)
        decided = game_ui(state.mode).result_note(state)
        self.result_note = plain(decided or "")  # who won a tie-break, and how
        self.result_note.setObjectName("resultNote")
        self.result_note.setWordWrap(True)
        if decided:
            layout.addWidget(self.result_note)

        buttons = QDialogButtonBox()
        self.play_again = buttons.addButton("&Play Again", QDialogButtonBox.ButtonRole.AcceptRole)
        self.new_game = buttons.addButton("&New Game…", QDialogButtonBox.ButtonRole.ActionRole)
        self.review = buttons.addButton("Re&view…", QDialogButtonBox.ButtonRole.ActionRole)
        # a review of the people's play, if the game has one
        self.review.setEnabled(any(not p.computer for p in state.players)
                               and mode_for(state.ruleset).review is not None)
        self.review.clicked.connect(lambda: self.done(REVIEW))
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons = [b for b in buttons.buttons() if isinstance(b, QPushButton)]
        for button in self.buttons:
            button.setAutoDefault(False)  # no default yet: Enter presses nothing (settle())
        self.play_again.clicked.connect(lambda: self.done(PLAY_AGAIN))
        self.new_game.clicked.connect(lambda: self.done(NEW_GAME))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        title.setFocus()
        self.settled = False  # keys count (the dialog has been shown for a moment)
        self.settling = QTimer(self)
        self.settling.setSingleShot(True)
        self.settling.timeout.connect(self.settle)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self.settled and not self.settling.isActive():
            for button in self.buttons:
                button.setDefault(False)  # the button box made its first one the default
            app = QApplication.instance()
            if app is not None:
                app.installEventFilter(self)  # keys reach the focused widget through it
            self.settling.start(SETTLE_MS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While settling, keys aimed at this dialog are dropped."""
        if event.type() in _KEYS and isinstance(watched, QWidget) and \
                watched.window() is self:
            return True
        return super().eventFilter(watched, event)

    def settle(self) -> None:
        """Keys count from now on: Enter plays again, Tab reaches the buttons as usual."""
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.settled = True
        for button in self.buttons:
            button.setAutoDefault(True)
        self.play_again.setDefault(True)
