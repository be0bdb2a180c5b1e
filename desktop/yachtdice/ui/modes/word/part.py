"""The word games in the main window: the claim panel beside the card, boxes claimed with
the words in it, the dice the words use outlined, and the hint of the strong player."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QLocale

from yachtdice.core import GameState
from yachtdice.core.bookings import Booking, bookings, sentence
from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes.word.engine import word_card, word_rules
from yachtdice.core.modes.word.players import WordPlayer, level
from yachtdice.core.modes.word.rules import (
    WILD,
    Kind,
    Lexicon,
    WordClaim,
    WordRuleset,
    box,
    dice_for_letters,
    typed_form,
)
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import GamePart, Table
from yachtdice.ui.modes.word.claim import ClaimPanel, refusal
from yachtdice.ui.modes.word.lookup import attach as attach_lookup
from yachtdice.ui.modes.word.lookup import open_for as open_lookup

# the hints: the words and letters stay English, the sentences around them are translated
_ROLL_FIRST = QT_TRANSLATE_NOOP("WordPart", "Roll the dice first; a hint is about the dice on "
                                "the table.")
_HINT_ZERO = QT_TRANSLATE_NOOP("WordPart", "Hint: write a zero in {box}.")
_HINT_WORDS = QT_TRANSLATE_NOOP("WordPart", "Hint: book {words} in {box}.")
_HINT_BOX = QT_TRANSLATE_NOOP("WordPart", "Hint: book {box}.")
_HINT_REROLL = QT_TRANSLATE_NOOP("WordPart", "Hint: roll all the dice again.")
_THE_WILD_FACE = QT_TRANSLATE_NOOP("WordPart", "the wild face")
_HINT_KEEP_ONE = QT_TRANSLATE_NOOP("WordPart", "Hint: keep die {die} ({letter}) and roll the "
                                   "others again.")
# the played list: a box of letters names them, a zero from the clock says so
_BOOKED_LETTERS = QT_TRANSLATE_NOOP("WordPart", "{player} booked {box} with {letters}: "
                                    "{points}.")
_CLOCK_ZERO = QT_TRANSLATE_NOOP("WordPart", "{player}'s time ran out: 0 in {box}.")
_HINT_KEEP = QT_TRANSLATE_NOOP("WordPart", "Hint: keep dice {dice} ({letters}) and roll the "
                               "others again.")


class WordPart(GamePart):
    """Wires the claim panel to the window's controller, tray and hint line."""

    panel: ClaimPanel
    panel_under_dice = True

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.panel = ClaimPanel()
        self.panel.setAccessibleName(QCoreApplication.translate("WordPart", "Claim"))
        self.panel.claimed.connect(table.controller.claim)
        self.panel.hold_requested.connect(table.hold_key)
        self.panel.hint_requested.connect(table.ask_hint)  # ? while typing (H is a letter)
        self.panel.words_edit.textChanged.connect(lambda _: self._show_word_dice())
        self._played_at: tuple[object, ...] | None = None  # the log the list was made from
        self.lookup_button = attach_lookup(  # is it a word here? (and Game menu, Ctrl+L)
            self.panel, lambda: open_lookup(table))

    def show(self, state: GameState) -> None:
        """The claim panel shows the roll of the person at play."""
        person = (not state.finished and not state.player.computer
                  and not self.table.tray.rolling)
        rules = word_rules(state)
        assert isinstance(rules, WordRuleset)
        lexicon = self.table.controller.loaded
        card = word_card(state)
        if isinstance(lexicon, Lexicon):
            lexicon = rules.words  # the game's own: Family words refuses offensive ones
        self.panel.set_roll(rules if person else None,
                            lexicon if isinstance(lexicon, Lexicon) else None,
                            card, state.dice if person else None,
                            turn=(state.current, card.filled_count))
        self._show_word_dice()
        self._show_played()

    def _show_played(self) -> None:
        """Every booking so far beside the card, newest first: the computers' words stay in
        sight for anyone to check."""
        record = self.table.controller.record
        if record is None:
            return
        at = (record.ruleset, record.players, record.actions)
        if at != self._played_at:
            self._played_at = at
            self.panel.show_played([played_line(record.ruleset, b)
                                    for b in reversed(bookings(record))])

    def focus(self, state: GameState) -> bool:
        """Words are typed once the dice are rolled; before that the card has the keys
        (Space rolls)."""
        if state.dice is None:
            self.table.scorecard.setFocus()
            return True
        if not state.finished and not state.player.computer:
            self.panel.words_edit.setFocus()
            return True
        return False

    def book(self, box_id: str) -> None:
        """A box chosen on the card is claimed with the words in the panel."""
        self.panel.select_box(box_id)
        try:
            claim = self.panel.claim_for(box_id)
        except YachtDiceError as exc:  # a stray * in the words
            self.table.show_message(refusal(exc))
            return
        self.table.controller.claim(claim)

    def zero_only(self, flag: bool) -> None:
        self.panel.set_zero_only(flag)

    def _show_word_dice(self) -> None:
        """Outline the dice the words being built use (their letters are on the dice)."""
        state = self.table.controller.state
        if state is None or state.dice is None or self.table.tray.rolling \
                or not isinstance(state.ruleset, WordRuleset):
            return
        try:
            used = dice_for_letters(state.ruleset, state.dice, self.panel.words())
        except YachtDiceError:
            used = ()
        self.table.tray.suggest(set(used))

    # -- the hint: what the strong player would do ---------------------------------------------
    def advice(self) -> tuple[frozenset[int] | None, WordClaim | None]:
        """What the strong word player would do now: dice to keep, or the claim to make."""
        controller = self.table.controller
        state, lexicon = controller.state, controller.loaded
        if state is None or state.dice is None or not isinstance(lexicon, Lexicon):
            return None, None
        adviser = WordPlayer(word_rules(state), lexicon, level("strong"), random.Random(0))
        if state.rolls_available and not controller.out_of_time:
            keep = adviser.choose_keep(word_card(state), state.dice)
            if keep is not None:
                return keep, None
        claim = adviser.choose_claim(word_card(state), state.dice)
        return None, (WordClaim(claim.box, zero=True, clock=True) if controller.out_of_time
                      else claim)

    def hint(self) -> None:
        keep, claim = self.advice()
        if keep is None and claim is None:
            self.table.show_message(translated(_ROLL_FIRST))
            return
        self.table.settle_dice()
        self.table.controller.mark_hint_used()
        if keep is not None:
            self.table.show_hint(keep_hint(keep, self.table.controller.state))
            self.table.tray.suggest(set(keep))
            return
        assert claim is not None
        words = " ".join(typed_form(w) for w in claim.words)
        label = box(claim.box).label
        if claim.zero:  # Enter (or Book) writes it
            self.panel.suggest_zero(claim.box)
            self.table.show_hint(translated(_HINT_ZERO.format(box=label)))
            return
        self.panel.words_edit.setText(words)
        self.panel.select_box(claim.box)
        text = (_HINT_WORDS.format(words=words, box=label) if words
                else _HINT_BOX.format(box=label))
        self.table.show_hint(translated(text))


def played_line(rules: object, b: Booking) -> str:
    """A booking as the played list says it: a zero the clock forced says so, All
    Consonants and All Vowels name the letters they were booked with ("Computer 3 booked
    All Consonants with B S N D C T K: 25."), any other as every game's bookings read."""
    claim = b.claim
    if isinstance(claim, WordClaim) and claim.zero and claim.clock:
        return translated(_CLOCK_ZERO.format(player=b.player, box=box(b.box).label))
    if (isinstance(claim, WordClaim) and not claim.zero and not claim.words and b.dice
            and box(b.box).kind in (Kind.CONSONANTS, Kind.VOWELS)):
        letters = " ".join("◆" if f == WILD else str(f).upper() for f in b.dice)
        return translated(_BOOKED_LETTERS.format(player=b.player, box=box(b.box).label,
                                                 letters=letters, points=b.points or 0))
    return translated(sentence(rules, b))


def keep_hint(keep: frozenset[int], state: GameState | None) -> str:
    """The hint to keep dice and roll the others, as a sentence: which dice and letters."""
    if not keep or state is None or state.dice is None:
        return translated(_HINT_REROLL)
    faces = state.dice
    order = sorted(keep)
    letters = [translated(_THE_WILD_FACE) if faces[i] == WILD else str(faces[i]).upper()
               for i in order]
    locale = QLocale()
    if len(order) == 1:
        return translated(_HINT_KEEP_ONE.format(die=order[0] + 1, letter=letters[0]))
    return translated(_HINT_KEEP.format(
        dice=locale.createSeparatedList([str(i + 1) for i in order]),
        letters=locale.createSeparatedList(letters)))
