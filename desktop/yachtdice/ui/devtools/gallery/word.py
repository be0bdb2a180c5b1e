"""Word Yahtzee's screens."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from yachtdice.ui.devtools.gallery.stage import Stage

if TYPE_CHECKING:  # Qt is imported only after the theme and scale are set
    from PySide6.QtWidgets import QWidget

    from yachtdice.core import GameRecord, Player
    from yachtdice.ui.table.main_window import MainWindow

# -- Word Yahtzee ---------------------------------------------------------------------------------

WORD_ROLL = ("p", "s", "r", "e", "*", "t", "u")  # P4 S2 R2 E1 wild T2 U3


def word_played(players: Sequence[Player], seed: int, open_turns: int = 0) -> GameRecord:
    """A Word Yahtzee game played by the plain word player with seeded dice, stopped with
    ``open_turns`` turns to go."""
    import random

    from yachtdice.core import GameRecord, Hold, RandomDice, Score
    from yachtdice.core.modes.word.engine import word_card
    from yachtdice.core.modes.word.players import WordPlayer, level
    from yachtdice.core.modes.word.rules import WORD_YAHTZEE
    from yachtdice.store.wordlist import lexicon

    rng = random.Random(seed)
    dice = RandomDice(rng=rng)
    player = WordPlayer(WORD_YAHTZEE, lexicon(), level("plain"), rng)
    record = GameRecord.new(WORD_YAHTZEE, players)
    while sum(len(card.open_ids) for card in record.state.cards) > open_turns:
        record = record.roll(dice)
        while record.state.rolls_left:
            state = record.state
            assert state.dice is not None
            keep = player.choose_keep(word_card(state), state.dice)
            if keep is None:
                break
            if keep != state.held:
                record = record.then(Hold(tuple(sorted(keep))))
            record = record.roll(dice)
        state = record.state
        assert state.dice is not None
        record = record.then(Score(player.choose_claim(word_card(state), state.dice)))
    return record


def _word_window(stage: Stage, record: GameRecord) -> MainWindow:
    """The window resumed on a word game, the word list loaded, the next roll WORD_ROLL."""
    from yachtdice.core import ScriptedDice
    from yachtdice.ui.devtools.driving import wait_for

    window = stage.open_window()
    window.controller.dice = ScriptedDice(WORD_ROLL)
    stage.resume(record)
    wait_for("the word list", lambda: window.controller.loaded is not None, 60)
    wait_for("the pip-dice solve to stop", lambda: not window.controller.engines.busy, 120)
    return window


def word_start(stage: Stage) -> QWidget:
    """Ann's first roll of Word Yahtzee against the computer: the letters and their values."""
    from yachtdice.core import GameRecord, Player
    from yachtdice.core.modes.word.rules import WORD_YAHTZEE

    _word_window(stage, GameRecord.new(WORD_YAHTZEE, [Player("Ann"),
                                                      Player("Computer", True, "strong")]))
    stage.roll_and_hold(())
    assert stage.window is not None
    return stage.window


def word_building(stage: Stage) -> QWidget:
    """Ann building words on her fifth turn: each word checked, every open box's score."""
    from yachtdice.core import Player

    window = _word_window(stage, word_played([Player("Ann"), Player("Computer", True,
                                                                    "strong")],
                                             seed=4, open_turns=2 * 8))
    stage.roll_and_hold(())
    from yachtdice.core.modes.word.mode import GAME
    from yachtdice.ui.modes.word.part import WordPart

    panel = cast(WordPart, window.part(GAME.id)).panel
    panel.words_edit.setText("super At")
    panel.select_box("chance")
    return window


def word_end(stage: Stage) -> QWidget:
    """Ann writes the last word of a Word Yahtzee game: the end of the game."""
    from yachtdice.core import Player
    from yachtdice.core.modes.word.rules import WordClaim
    from yachtdice.ui.devtools.driving import wait_for

    window = _word_window(stage, word_played([Player("Ann")], seed=9, open_turns=1))
    stage.roll_and_hold(())
    controller = window.controller
    assert controller.state is not None
    box_id = controller.state.card.open_ids[0]
    for words in (("pAsture",), ("purest",), ("super",), ("pure",), ("put",), ("up",),
                  ("up", "set"), ("up", "set", "A")):
        if controller.state is not None and not controller.state.finished:
            controller.claim(WordClaim(box_id, words))  # the first that fits the box is booked
    if controller.state is not None and not controller.state.finished:
        controller.claim(WordClaim(box_id, zero=True))
    wait_for("the end of the game", lambda: controller.state is not None
             and controller.state.finished)
    return stage.dialog("the end-of-game dialog")


def word_lookup(stage: Stage) -> QWidget:
    """Ann asks during her turn whether "qi" is a word here (Family words on, the default)."""
    from yachtdice.core import Player, ScriptedDice
    from yachtdice.core.modes.word.mode import GAME
    from yachtdice.core.modes.word.rules import WORD_YAHTZEE
    from yachtdice.ui.devtools.driving import wait_for
    from yachtdice.ui.modes.word.lookup import LookupDialog
    from yachtdice.ui.modes.word.options import with_family_words
    from yachtdice.ui.modes.word.part import WordPart

    window = stage.open_window()
    window.controller.dice = ScriptedDice(WORD_ROLL)
    window.controller.new_game(with_family_words(WORD_YAHTZEE, {}),
                               [Player("Ann"), Player("Computer", True, "strong")])
    wait_for("the word list", lambda: window.controller.loaded is not None, 60)
    stage.roll_and_hold(())
    part = cast(WordPart, window.part(GAME.id))
    part.panel.words_edit.setText("qi")
    part.lookup_button.click()
    dialog = stage.dialog("the lookup")
    assert isinstance(dialog, LookupDialog)
    dialog.look_up()
    return dialog


SCREENS: dict[str, Callable[[Stage], QWidget]] = {
    "word-start": word_start,
    "word-building": word_building,
    "word-end": word_end,
    "word-lookup": word_lookup,
}
