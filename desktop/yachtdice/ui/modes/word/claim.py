"""The claim panel of the word games: build words, see what every open box would score, book.

Words are typed (any case: a capital is an ordinary letter; a ``*`` before a letter
marks the letter the wild face stands for, "ca*t") or built by clicking the letter
buttons in order; "Next word" starts another word. Typed words stay across a reroll
as long as the new dice can still make them. For each word the
panel says whether it is in the dictionary and which dice it uses, and for
every open box what the claim would score now or why it cannot be booked. Only
a legal claim can be booked (or the zero a hint suggested); a zero can go in any open box.
Everything works from the keyboard: type in the field, Up/Down pick a box, Enter books
it, ? asks for a hint (H would type an H).
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QRegularExpression, Qt, Signal
from PySide6.QtGui import QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.errors import YachtDiceError, as_sentence
from yachtdice.core.modes.word.rules import (
    LETTERS,
    WILD,
    ClaimError,
    Lexicon,
    WordCard,
    WordClaim,
    WordRuleset,
    box,
    dice_for_letters,
    judge,
    read_words,
    reason_of,
    typed_form,
    word_problem,
)
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.plain import plain_tip
from yachtdice.ui.widgets.scrolled_label import ScrolledLabel

# what the panel says of each word typed (the word itself stays as typed: English)
_IN_DICTIONARY = QT_TRANSLATE_NOOP("ClaimPanel", "{word}: in the dictionary")
_IN_DICTIONARY_DICE = QT_TRANSLATE_NOOP("ClaimPanel", "{word}: in the dictionary — dice {dice}")
_PROBLEM = QT_TRANSLATE_NOOP("ClaimPanel", "{word}: {problem}")
_PROBLEM_DICE = QT_TRANSLATE_NOOP("ClaimPanel", "{word}: {problem} — dice {dice}")
_WILD_STANDS = QT_TRANSLATE_NOOP("ClaimPanel", "The wild face stands for {letters}.")
_POINTS_BONUS = QT_TRANSLATE_NOOP("ClaimPanel", "{points}  (+{bonus} Yahtzee bonus)")
_TYPE_A_WORD = QT_TRANSLATE_NOOP("ClaimPanel", "Type a word for this box.")
_TYPE_WORDS = Numerus.translate("ClaimPanel", "Type {count} word(s) for this box.", None, 1)
_DIE_BUTTON = QT_TRANSLATE_NOOP("ClaimPanel", "Add die {die}'s letter")
_ADD_WILD = QT_TRANSLATE_NOOP("ClaimPanel", "Add the wild face's letter (die {die})")
_ADD_LETTER = QT_TRANSLATE_NOOP("ClaimPanel", "Add the letter {letter} (die {die})")


def refusal(exc: BaseException) -> str:
    """Why a claim or a word is refused, as one sentence in the window's language."""
    return as_sentence(translated(reason_of(exc)))


class ClaimPanel(QWidget):
    """Builds a claim for the roll in front of the player. ``claimed(WordClaim)`` books it."""

    claimed = Signal(object)
    hold_requested = Signal(int)   # a digit typed in the word field: hold or release that die
    hint_requested = Signal()      # ? typed in the word field (H is a letter there)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules: WordRuleset | None = None
        self.lexicon: Lexicon | None = None
        self.card = WordCard()
        self.faces: tuple[str, ...] | None = None
        self._verdicts: dict[str, int | str] = {}
        self.zero_only = False   # the turn's time ran out: only a zero may be written
        self._turn: object = None  # the turn the words typed belong to
        self._reselect: str | None = None
        self._zero_hint: str | None = None  # the box a hint said to write a zero in
        # built in the order Tab visits them
        self._build_word_field()
        self._build_letter_row()
        self.check = QLabel(self)
        self.check.setTextFormat(Qt.TextFormat.PlainText)
        self.check.setWordWrap(True)
        self.check.setAccessibleName(self.tr("Dictionary check"))
        self._build_box_table()
        self._build_booking()
        self._lay_out()
        self.set_roll(None, None, WordCard(), None)

    # -- built once -------------------------------------------------------------------------------
    def _build_word_field(self) -> None:
        """The field the words are typed in (digits in it hold dice: eventFilter)."""
        self.words_edit = QLineEdit(self)
        self.words_edit.setPlaceholderText(self.tr("Type words; * and a letter for the wild "
                                                   "face (ca*t)"))
        self.words_edit.setValidator(QRegularExpressionValidator(
            QRegularExpression("[A-Za-z* ]*"), self.words_edit))
        self.words_edit.setAccessibleName(self.tr("Words for the claim"))
        self.words_edit.setToolTip(plain_tip(self.tr(
            "Words separated by spaces, in any case. For the wild face, type * and the letter "
            "it stands for (ca*t), or click the diamond.")))
        self.words_edit.textChanged.connect(self._typed)
        self.words_edit.installEventFilter(self)

    def _build_letter_row(self) -> None:
        """The wild face's letter, Next word and Clear (the letter buttons come with a roll)."""
        self.letter_row = QHBoxLayout()
        self.letter_buttons: list[QPushButton] = []
        self.wild_letter = QComboBox(self)
        self.wild_letter.addItems([c.upper() for c in LETTERS])
        self.wild_letter.setAccessibleName(self.tr("Letter the wild face stands for"))
        self.wild_letter.setToolTip(plain_tip(self.tr(
            "The letter the wild face stands for when you click it (worth 0 points)")))
        self.next_word = QPushButton(self.tr("Next word"), self)
        self.next_word.setToolTip(plain_tip(self.tr("Start another word")))
        self.next_word.clicked.connect(self._next_word)
        self.clear = QPushButton(self.tr("Clear"), self)
        self.clear.setToolTip(plain_tip(self.tr("Remove every word")))
        self.clear.clicked.connect(self.words_edit.clear)

    def _build_box_table(self) -> None:
        """Every open box and what the words would score in it."""
        self.boxes = QTableWidget(0, 2, self)
        self.boxes.setHorizontalHeaderLabels([self.tr("Open box"), self.tr("With these words")])
        self.boxes.verticalHeader().setVisible(False)
        self.boxes.horizontalHeader().setStretchLastSection(True)
        # the box names whole on one line, in every language (German: "2-Buchstaben-Wort")
        self.boxes.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents)
        self.boxes.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.boxes.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.boxes.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.boxes.setAccessibleName(self.tr("What each open box would score"))
        self.boxes.itemSelectionChanged.connect(self._update_buttons)
        self.boxes.installEventFilter(self)

    def _build_booking(self) -> None:
        """Book the claim, or write a zero."""
        self.book = QPushButton(self.tr("Book"), self)
        self.book.setToolTip(plain_tip(self.tr("Write this claim in the chosen box (Enter)")))
        self.book.clicked.connect(self._book)
        self.zero = QPushButton(self.tr("Write a zero"), self)
        self.zero.setToolTip(plain_tip(self.tr(
            "Give up the chosen box for this turn: it scores 0")))
        self.zero.clicked.connect(self._zero)

    def _lay_out(self) -> None:
        """The rows top to bottom, with their labels; below them the words played so far."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        top = QHBoxLayout()
        words_label = QLabel(self.tr("&Words:"), self)
        words_label.setBuddy(self.words_edit)
        top.addWidget(words_label)
        top.addWidget(self.words_edit, 1)
        wild_label = QLabel(self.tr("Wild face &is"), self)
        wild_label.setBuddy(self.wild_letter)
        top.addWidget(wild_label)
        top.addWidget(self.wild_letter)
        layout.addLayout(top)
        row = QHBoxLayout()
        row.addLayout(self.letter_row, 1)
        row.addWidget(self.next_word)
        row.addWidget(self.clear)
        layout.addLayout(row)
        # the check repeats every word typed: it wraps and scrolls in two lines, so no
        # text typed or pasted grows the window (Book stays on the screen, with six players
        # and the hint's and the clock's lines too)
        layout.addWidget(ScrolledLabel(self.check, 2, self))
        layout.addWidget(self.boxes, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.book)
        buttons.addWidget(self.zero)
        layout.addLayout(buttons)
        # every booking so far, the computers' words among them, for anyone to check
        self.played = QPlainTextEdit(self)
        self.played.setReadOnly(True)
        self.played.setAccessibleName(self.tr("Words played so far, newest first"))
        self.played.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        margin = self.played.document().documentMargin()
        # three whole lines; it scrolls for the rest
        self.played.setFixedHeight(int(self.played.fontMetrics().lineSpacing() * 3 + 2 * margin
                                       + 2 * self.played.frameWidth()))
        played_label = QLabel(self.tr("Played so far (newest first):"), self)
        played_label.setBuddy(self.played)
        layout.addWidget(played_label)
        layout.addWidget(self.played)

    # -- what is shown ----------------------------------------------------------------------------
    def _typed(self) -> None:
        self._zero_hint = None  # words typed: the hint's zero is no longer the claim
        self._refresh()

    def suggest_zero(self, box_id: str) -> None:
        """A hint says to write a zero in ``box_id``: the words go, the box is chosen, and
        Enter (or Book) writes the zero, as Write a zero does."""
        self.words_edit.setText("")
        self._zero_hint = box_id
        self.select_box(box_id)
        self._update_buttons()

    def set_roll(self, rules: WordRuleset | None, lexicon: Lexicon | None, card: WordCard,
                 faces: tuple[str, ...] | None, turn: object = None) -> None:
        """Show the panel for this roll and card (faces None: nothing rolled yet, or the dice
        are in the air). ``turn`` names the turn: within one turn, the words typed stay
        across a reroll as far as the new dice can still make them; a new turn clears them."""
        new_roll = faces != self.faces or rules != self.rules
        new_turn = turn != self._turn
        self.rules, self.lexicon, self.card, self.faces = rules, lexicon, card, faces
        self._turn = turn
        if new_roll:
            self._zero_hint = None
            self._make_letter_buttons()
            if new_turn or faces is not None:
                kept = "" if new_turn or rules is None else self._formable(rules, faces)
                if kept != self.words_edit.text():
                    self.words_edit.blockSignals(True)
                    self.words_edit.setText(kept)
                    self.words_edit.blockSignals(False)
        self._refresh()

    def _formable(self, rules: WordRuleset, faces: tuple[str, ...] | None) -> str:
        """The words typed that the dice ``faces`` can still make, together, in order."""
        if faces is None:
            return self.words_edit.text()
        try:
            typed = read_words(self.words_edit.text())
        except ClaimError:
            return ""
        kept: list[str] = []
        for word in typed:
            try:
                dice_for_letters(rules, faces, (*kept, word))
            except YachtDiceError:
                continue
            kept.append(word)
        return " ".join(typed_form(w) for w in kept)

    def _make_letter_buttons(self) -> None:
        for button in self.letter_buttons:
            self.letter_row.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.letter_buttons = []
        if self.rules is None or self.faces is None:
            return
        values = self.rules.values_of(self.faces)
        for i, (face, value) in enumerate(zip(self.faces, values, strict=True)):
            label = "◆" if face == WILD else face.upper()
            button = QPushButton(f"{label} {value}", self)
            # as narrow as its text: seven of them and the words' buttons share one row
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.setMinimumWidth(button.fontMetrics().horizontalAdvance(f" {label} {value} ")
                                   + 8)
            button.setAccessibleName(translated(_DIE_BUTTON.format(die=i + 1)))
            tip = (_ADD_WILD.format(die=i + 1) if face == WILD
                   else _ADD_LETTER.format(letter=face.upper(), die=i + 1))
            button.setToolTip(plain_tip(translated(tip)))
            button.clicked.connect(lambda _=False, f=face: self._add_letter(f))
            self.letter_row.addWidget(button)
            self.letter_buttons.append(button)
        self.wild_letter.setEnabled(WILD in self.faces)

    def show_played(self, lines: list[str]) -> None:
        """The bookings so far, newest first, one sentence each ("Computer booked chy*ron in
        6-Letter Word: 16.")."""
        self.played.setPlainText("\n".join(lines))

    def words(self) -> tuple[str, ...]:
        """The words typed, as a claim writes them (the wild face's letter in upper case);
        a stray ``*`` is a ClaimError saying so."""
        return read_words(self.words_edit.text())

    def claim_for(self, box_id: str) -> WordClaim:
        return WordClaim(box_id, self.words())

    def _refresh(self) -> None:
        rules, lexicon, faces = self.rules, self.lexicon, self.faces
        self._reselect = self._selected_box()  # chosen again once the rows are remade
        self.boxes.setRowCount(0)
        self._verdicts = {}
        ready = rules is not None and lexicon is not None and faces is not None
        for widget in (self.words_edit, self.next_word, self.clear, self.boxes):
            widget.setEnabled(ready)
        if not ready:
            self.check.setText(self.tr("Time is up: only a zero can be booked now.")
                               if self.zero_only else self.tr("Roll the dice to make words."))
            self._update_buttons()
            return
        assert rules is not None and lexicon is not None and faces is not None
        if self.zero_only:
            self._show_zero_only()
            return
        lines = []
        typing: str | None = None  # why the text typed cannot be read, if it cannot
        try:
            words = self.words()
        except ClaimError as exc:
            words, typing = (), refusal(exc)
            lines.append(typing)
        try:
            used = dice_for_letters(rules, faces, words)
        except YachtDiceError as exc:
            used = ()
            lines.append(refusal(exc))
        start = 0
        for w in words:
            problem = word_problem(w, lexicon)
            dice = used[start:start + len(w)] if used else ()
            start += len(w)
            numbers = " ".join(str(d + 1) for d in dice)
            if problem:
                line = (_PROBLEM_DICE.format(word=typed_form(w), problem=problem, dice=numbers)
                        if dice else _PROBLEM.format(word=typed_form(w), problem=problem))
            else:
                line = (_IN_DICTIONARY_DICE.format(word=typed_form(w), dice=numbers) if dice
                        else _IN_DICTIONARY.format(word=typed_form(w)))
            lines.append(translated(line))
        wild = [ch.lower() for w in words for ch in w if ch.isupper()]
        if wild and used:
            lines.append(translated(_WILD_STANDS.format(
                letters=", ".join(repr(ch) for ch in wild))))
        self.check.setText("\n".join(lines) if lines else self.tr("No words yet."))
        used_count = {i: used.count(i) for i in used}
        for button, i in zip(self.letter_buttons, range(len(faces)), strict=True):
            button.setEnabled(not used_count.get(i))
        for box_id in self.card.open_ids:
            verdict: int | str
            if typing is not None:
                verdict = text = typing
            else:
                try:
                    result = judge(rules, lexicon, self.card, faces, WordClaim(box_id, words))
                    verdict = result.points
                    text = (translated(_POINTS_BONUS.format(points=result.points,
                                                            bonus=result.extra_bonus))
                            if result.extra_bonus else QLocale().toString(result.points))
                except YachtDiceError as exc:
                    verdict = text = refusal(exc)
                    if not words:  # nothing typed yet: what the box wants, not what is wrong
                        wanted = box(box_id)
                        text = translated(_TYPE_A_WORD if wanted.size <= 1 or wanted.upper
                                          else _TYPE_WORDS.format(count=wanted.size, n=wanted.size))
            self._add_row(box_id, verdict, text)
        self._update_buttons()

    def _show_zero_only(self) -> None:
        """Time is up: the panel says so and offers only a zero, in any open box."""
        self.check.setText(self.tr("Time is up: only a zero can be booked now. Choose a box "
                                   "and press Enter (or Write a zero)."))
        for button in self.letter_buttons:
            button.setEnabled(False)
        for widget in (self.words_edit, self.next_word, self.clear):
            widget.setEnabled(False)
        for box_id in self.card.open_ids:
            self._add_row(box_id, 0, self.tr("0 (time is up)"))
        if self._selected_box() is None and self.boxes.rowCount():
            self.boxes.selectRow(0)
        self._update_buttons()

    def _add_row(self, box_id: str, verdict: int | str, text: str) -> None:
        self._verdicts[box_id] = verdict
        row = self.boxes.rowCount()
        self.boxes.insertRow(row)
        name = QTableWidgetItem(translated(box(box_id).label))
        name.setData(Qt.ItemDataRole.UserRole, box_id)
        shown = QTableWidgetItem(text)
        shown.setToolTip(plain_tip(text))
        self.boxes.setItem(row, 0, name)
        self.boxes.setItem(row, 1, shown)
        if box_id == self._reselect:
            self.boxes.selectRow(row)

    def _selected_box(self) -> str | None:
        rows = self.boxes.selectionModel().selectedRows() if self.boxes.selectionModel() else []
        if not rows:
            return None
        item = self.boxes.item(rows[0].row(), 0)
        return str(item.data(Qt.ItemDataRole.UserRole)) if item else None

    def select_box(self, box_id: str) -> None:
        for row in range(self.boxes.rowCount()):
            item = self.boxes.item(row, 0)
            if item and item.data(Qt.ItemDataRole.UserRole) == box_id:
                self.boxes.selectRow(row)

    def verdict(self, box_id: str) -> int | str | None:
        """What booking ``box_id`` would score now (points), or why not (text)."""
        return self._verdicts.get(box_id)

    def set_zero_only(self, flag: bool) -> None:
        """When the turn's time is up only a zero may be written: words can no longer count."""
        self.zero_only = flag
        self.words_edit.setReadOnly(flag)
        self.book.setVisible(not flag)
        self._refresh()

    def _update_buttons(self) -> None:
        chosen = self._selected_box()
        zero_hinted = chosen is not None and chosen == self._zero_hint
        self.book.setEnabled(not self.zero_only and chosen is not None
                             and (isinstance(self._verdicts.get(chosen), int) or zero_hinted))
        self.zero.setEnabled(chosen is not None and self.faces is not None)
        self.zero.setDefault(self.zero_only or zero_hinted)

    # -- acting -----------------------------------------------------------------------------------
    def _add_letter(self, face: str) -> None:
        letter = WILD + self.wild_letter.currentText().lower() if face == WILD else face
        self.words_edit.setText(self.words_edit.text() + letter)

    def _next_word(self) -> None:
        text = self.words_edit.text()
        if text and not text.endswith(" "):
            self.words_edit.setText(text + " ")

    def _book(self) -> None:
        chosen = self._selected_box()
        if self.zero_only or (chosen is not None and chosen == self._zero_hint
                               and not isinstance(self._verdicts.get(chosen), int)):
            self._zero()  # time is up, or the hint's zero: Enter writes the zero
        elif chosen is not None and isinstance(self._verdicts.get(chosen), int):
            self.claimed.emit(self.claim_for(chosen))

    def _zero(self) -> None:
        chosen = self._selected_box()
        if chosen is not None and self.faces is not None:
            self.claimed.emit(WordClaim(chosen, zero=True, clock=self.zero_only))

    def eventFilter(self, watched: object, event: object) -> bool:
        """Enter books the chosen box; Up and Down in the word field move through the boxes."""
        if isinstance(event, QKeyEvent) and event.type() == QKeyEvent.Type.KeyPress:
            key = event.key()
            if watched is self.words_edit and Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
                self.hold_requested.emit(int(key) - int(Qt.Key.Key_1))
                return True
            if watched is self.words_edit and key == Qt.Key.Key_Question:
                self.hint_requested.emit()
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._book()
                return True
            if watched is self.words_edit and key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                rows = self.boxes.rowCount()
                if rows:
                    current = self.boxes.currentRow()
                    step = -1 if key == Qt.Key.Key_Up else 1
                    self.boxes.selectRow(max(0, min(rows - 1, current + step)))
                return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]
