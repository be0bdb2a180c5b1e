"""The end of a game: standings (ties and tie-break explained), a new high score
celebrated, and the way on: play again or start a new game.

Keys pressed in the first moment after it appears were meant for the game (Space hurries a
computer, Esc too): they are ignored, and only then does Enter mean Play Again. The
headline has the focus, so Space never presses a button the player did not choose.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, QTimer
from PySide6.QtGui import QFont, QResizeEvent, QShowEvent
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
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus, name_in_sentence
from yachtdice.store import HighScore
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import game_ui

PLAY_AGAIN, NEW_GAME, REVIEW = 2, 3, 4
#: how long after the dialog appears keys are ignored (a player hurrying the last computer
#: turn with Space takes a moment to see that the game is over)
SETTLE_MS = 1000
_KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride,
         QEvent.Type.Shortcut)


# places: English's suffixes by the number's ending (a language maps each its own way;
# French writes 1er but 21e, so first place has its own)
_FIRST = QT_TRANSLATE_NOOP("EndDialog", "1st")
_ST = QT_TRANSLATE_NOOP("EndDialog", "{n}st")
_ND = QT_TRANSLATE_NOOP("EndDialog", "{n}nd")
_RD = QT_TRANSLATE_NOOP("EndDialog", "{n}rd")
_TH = QT_TRANSLATE_NOOP("EndDialog", "{n}th")
_TIED = QT_TRANSLATE_NOOP("EndDialog", "{place} (tie)")
_YOU_SCORED = Numerus.translate("EndDialog", "You scored {total}.", None, 1)
_SHARED_TWO = QT_TRANSLATE_NOOP("EndDialog", "A shared win: {first} and {second} with {total}.")
_SHARED_MORE = QT_TRANSLATE_NOOP("EndDialog", "A shared win: {names} and {last} with {total}.")
_WINS = QT_TRANSLATE_NOOP("EndDialog", "{name} wins with {total}!")
_NEW_HIGH = QT_TRANSLATE_NOOP("EndDialog", "New high score for {rules}: {name}, {score}!")
_RANKED = QT_TRANSLATE_NOOP("EndDialog", "{name}'s {score} is number {rank} on the {rules} "
                            "high-score table.")


def ordinal(n: int) -> str:
    """A place as the language writes it (1st, 2nd, 11th; 1., 2.; 1:a, 3:e; 1er, 2e)."""
    if n == 1:
        return translated(_FIRST)
    suffix = _TH if 10 <= n % 100 <= 20 else {1: _ST, 2: _ND, 3: _RD}.get(n % 10, _TH)
    return translated(suffix.format(n=n))


def plain(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)  # names are never rendered as markup
    return label


def headline(state: GameState) -> str:
    standings = state.standings()
    winners = [s for s in standings if s.place == 1]
    names = [name_in_sentence(state.players[s.player].name) for s in winners]
    total = winners[0].total
    if len(state.players) == 1:
        return translated(_YOU_SCORED.format(total=standings[0].total, n=standings[0].total))
    if len(winners) == 2:
        return translated(_SHARED_TWO.format(first=names[0], second=names[1], total=total))
    if len(winners) > 2:
        return translated(_SHARED_MORE.format(names=", ".join(names[:-1]), last=names[-1],
                                              total=total))
    return translated(_WINS.format(name=names[0], total=total))


class EndDialog(QDialog):
    """Finishes with PLAY_AGAIN, NEW_GAME, REVIEW, or Rejected (closed)."""

    def __init__(self, state: GameState, high_scores: Sequence[HighScore], game_id: int | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game Over"))
        self.setMinimumWidth(380)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.headline = self._headline(state)
        layout.addWidget(self.headline)
        self.celebration = self._celebration(state, high_scores, game_id, layout)
        self._standings(state, layout)
        # a line of what was found of the dice (an online game's verification), if one is said
        self.verification: QLabel | None = None
        layout.addWidget(self._buttons(state))
        self.headline.setFocus()
        self.settled = False  # keys count (the dialog has been shown for a moment)
        self.settling = QTimer(self)
        self.settling.setSingleShot(True)
        self.settling.timeout.connect(self.settle)

    @staticmethod
    def _headline(state: GameState) -> QLabel:
        """Who won, large: it has the focus first, and is read out."""
        title = plain(headline(state))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        title.setFont(font)
        title.setObjectName("headline")
        title.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the result first, read out too
        title.setAccessibleName(title.text())
        return title

    @staticmethod
    def _celebration(state: GameState, high_scores: Sequence[HighScore], game_id: int | None,
                     layout: QVBoxLayout) -> QLabel:
        """A place this game earned on the high-score table; shown only if there is one."""
        celebration = plain("")
        celebration.setObjectName("celebration")
        celebration.setWordWrap(True)
        mine = [h for h in high_scores if game_id is not None and h.game_id == game_id]
        if mine:
            best = min(mine, key=lambda h: h.rank)
            if best.rank == 1:
                text = translated(_NEW_HIGH.format(rules=state.ruleset.name,
                                                   name=name_in_sentence(best.name),
                                                   score=best.score))
            else:
                text = translated(_RANKED.format(name=name_in_sentence(best.name),
                                                 score=best.score,
                                                 rank=best.rank, rules=state.ruleset.name))
            celebration.setText(text)
            big = QFont(celebration.font())
            big.setBold(True)
            if best.rank == 1:
                big.setPointSizeF(big.pointSizeF() * 1.15)
            celebration.setFont(big)
            layout.addWidget(celebration)
            layout.addSpacing(6)
        return celebration

    def _standings(self, state: GameState, layout: QVBoxLayout) -> None:
        """Place, name and total of each player; how a tie was decided, if one was."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        standings = state.standings()
        places = [s.place for s in standings]
        for row, s in enumerate(standings):
            tied = places.count(s.place) > 1
            place = ordinal(s.place)
            if tied:
                place = translated(_TIED.format(place=place))
            name = plain(state.players[s.player].name)
            name.setMaximumWidth(320)
            total = plain(QLocale().toString(s.total))
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

    def _buttons(self, state: GameState) -> QDialogButtonBox:
        """Play Again, New Game, Review and Close; none is the default until settle()."""
        buttons = QDialogButtonBox()
        self.play_again = buttons.addButton(self.tr("&Play Again"),
                                            QDialogButtonBox.ButtonRole.AcceptRole)
        self.new_game = buttons.addButton(self.tr("&New Game…"),
                                          QDialogButtonBox.ButtonRole.ActionRole)
        self.review = buttons.addButton(self.tr("Re&view…"),
                                        QDialogButtonBox.ButtonRole.ActionRole)
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
        return buttons

    def show_verification(self, text: str) -> None:
        """Say ``text`` (a sentence of the dice: "All 28 rolls verified.") above the buttons,
        or say it anew; the dialog grows so that no row is cut however often it wraps."""
        if self.verification is None:
            self.verification = plain(text)
            self.verification.setObjectName("verdict")
            self.verification.setWordWrap(True)
            layout = self.layout()
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(layout.count() - 1, self.verification)
        else:
            self.verification.setText(text)
        self._fit()

    def _fit(self) -> None:
        """Tall enough for every row at this width (a wrapped line's height depends on the
        width, which a dialog's minimum size does not follow by itself)."""
        layout = self.layout()
        assert layout is not None
        layout.activate()
        needed = layout.totalHeightForWidth(self.width())
        if needed > self.minimumHeight():
            self.setMinimumHeight(needed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()
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
