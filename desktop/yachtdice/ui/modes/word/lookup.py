"""Look up a word during a word game (Ctrl+L): "Is 'qi' a word here?", yes or no, and why
not, from the dictionary the game is judged by, so that a family can settle a challenge."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes.word.lookup import LONGEST_TYPED, is_family, look_up
from yachtdice.core.modes.word.rules import Lexicon, WordRuleset
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import CLOCK_RUNS, Table
from yachtdice.ui.modes.word.claim import ClaimPanel
from yachtdice.ui.widgets.plain import plain_tip

SHORTCUT = "Ctrl+L"


class LookupDialog(QDialog):
    """A field for one word, Look Up (Enter), and the answer in one or two sentences."""

    def __init__(self, book: Lexicon, word: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.book = book
        self.setWindowTitle(self.tr("Look Up a Word"))
        self.setObjectName("wordLookup")
        question = QLabel(self.tr("Is it a word in this game? Type one word:"), self)
        self.field = QLineEdit(word, self)
        self.field.setMaxLength(LONGEST_TYPED)
        self.field.setAccessibleName(self.tr("Word to look up"))
        question.setBuddy(self.field)
        self.look = QPushButton(self.tr("&Look Up"), self)
        self.look.setDefault(True)
        self.look.setAutoDefault(True)
        self.look.clicked.connect(self.look_up)
        self.answer = QLabel(self)
        self.answer.setTextFormat(Qt.TextFormat.PlainText)  # the word is what someone typed
        self.answer.setWordWrap(True)
        self.answer.setAccessibleName(self.tr("Answer"))
        self.answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.answer.font()
        font.setBold(True)
        self.answer.setFont(font)
        self.answer.setMinimumHeight(2 * self.answer.fontMetrics().lineSpacing())  # two lines
        self.about = QLabel(self._about(), self)
        self.about.setTextFormat(Qt.TextFormat.PlainText)
        self.about.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.field, 1)
        row.addWidget(self.look)
        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addLayout(row)
        layout.addWidget(self.answer)
        layout.addWidget(self.about)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)
        self.resize(460, self.sizeHint().height())
        self.field.selectAll()
        self.field.setFocus()

    def _about(self) -> str:
        if is_family(self.book):
            return self.tr("The dictionary: standard English words in American and British "
                           "spelling, no abbreviations, proper nouns, slang or foreign words. "
                           "Family words is on: offensive words are refused.")
        return self.tr("The dictionary: standard English words in American and British "
                       "spelling, no abbreviations, proper nouns, slang or foreign words. "
                       "Family words is off: people may play offensive words; computers "
                       "never do.")

    def look_up(self) -> None:
        """Answer for the word in the field, and select it so the next one replaces it."""
        verdict = look_up(self.book, self.field.text())
        self.answer.setText(translated(verdict.text))
        self.field.selectAll()
        self.field.setFocus()


def open_for(table: Table) -> LookupDialog | None:
    """Open the lookup over the window for the game on the table, with the last word of the
    claim in its field (None: no word game, or its word list is still loading, which the
    message line says)."""
    panel = table.window().findChild(ClaimPanel)
    try:
        typed = panel.words() if panel is not None else ()
    except YachtDiceError:  # a stray * in the words
        typed = ()
    word = typed[-1].lower() if typed else ""  # "deputy", not the claim's "depuTy"
    state, loaded = table.controller.state, table.controller.loaded
    rules = state.ruleset if state is not None else None
    if not isinstance(rules, WordRuleset):
        return None
    if not isinstance(loaded, Lexicon):
        table.show_message(QCoreApplication.translate(
            "WordLookup", "The word list is still loading; look the word up in a moment."))
        return None
    dialog = LookupDialog(rules.words, word, table.window())
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setProperty(CLOCK_RUNS, True)  # a timed turn's time runs on: no stalling here
    dialog.open()
    return dialog


def lookup_actions(table: Table) -> list[QAction]:
    """Game ▸ Look Up a Word… (Ctrl+L), in the Game menu while a word game is on the table."""
    action = QAction(QCoreApplication.translate("WordLookup", "Look Up a &Word…"),
                     table.window())
    action.setShortcut(QKeySequence(SHORTCUT))
    action.triggered.connect(lambda: open_for(table))
    return [action]


def attach(panel: ClaimPanel, open_lookup: Callable[[], object]) -> QPushButton:
    """A "Look up a word…" button at the foot of the claim panel (Ctrl+L is the Game menu's
    command)."""
    button = QPushButton(QCoreApplication.translate("WordLookup", "Look up a &word…"), panel)
    button.setObjectName("lookUpWord")
    button.setToolTip(plain_tip(QCoreApplication.translate(
        "WordLookup", "Is it a word in this game? Settle a challenge (Ctrl+L)")))
    button.clicked.connect(open_lookup)
    layout = panel.layout()
    if layout is not None:
        layout.addWidget(button)
    return button
