"""Word Yahtzee's screens."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from yachtdice.gallery.modes import GameScreens, Screen
from yachtdice.gallery.stage import Stage

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
    from yachtdice.store.modes.word.wordlist import lexicon

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
    panel.words_edit.setText("super *at")
    panel.select_box("chance")
    return window


def word_maximised(stage: Stage) -> QWidget:
    """The same turn as word-building in a maximised window (a 1920 x 1080 screen)."""
    window = word_building(stage)
    window.resize(1920, 1040)
    return window


def word_time_up(stage: Stage) -> QWidget:
    """A timed game resumed with its turn's time run out: only a zero can be booked, and the
    computer's last words are in the list beside the card."""
    from yachtdice.core import Player, ScriptedDice
    from yachtdice.ui.devtools.driving import wait_for

    record = word_played([Player("Ann"), Player("Computer", True, "strong")], seed=4,
                         open_turns=2 * 8)
    window = stage.open_window()
    window.controller.dice = ScriptedDice(WORD_ROLL)
    controller = window.controller
    store = controller.store
    assert store is not None
    game = store.start_game(record)
    card = record.state.card
    store.save_clock(game, {"seconds": 60, "turn": [record.state.current, card.filled_count],
                            "left_ms": 0})
    controller.resume(store.game(game))
    wait_for("the word list", lambda: controller.loaded is not None, 60)
    wait_for("time to run out", lambda: controller.out_of_time and not controller.rolling
             and controller.state is not None and controller.state.dice is not None)
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


def word_missed(seed: int) -> GameRecord:
    """Ann's Word Yahtzee game: the plain word player's claims, but every third turn she
    keeps only her first word in Chance or gives up a box (a zero), as a hurried player."""
    from yachtdice.core import GameRecord, Player, Score
    from yachtdice.core.modes.word.rules import WordClaim

    played = word_played([Player("Ann")], seed)
    record = GameRecord.new(played.ruleset, played.players)
    for turn, action in enumerate(played.actions):
        if isinstance(action, Score) and turn % 3 == 0:
            claim = cast(WordClaim, action.claim)  # a word game's claims
            if claim.box == "chance" and len(claim.words) > 1:
                action = Score(WordClaim(claim.box, claim.words[:1]))
            elif claim.words and claim.box != "yahtzee_word":  # a later joker needs its 50
                action = Score(WordClaim(claim.box, zero=True))
        record = record.then(action)
    return record


def word_review(stage: Stage) -> QWidget:
    """The review of Ann's Word Yahtzee game: the words she missed, turn by turn."""
    window = stage.open_window()
    window.review_record(word_missed(seed=5))
    return stage.dialog("the word review")


def word_statistics(stage: Stage) -> QWidget:
    """Ann's Word Yahtzee games over a month: the points she missed per game."""
    from yachtdice.core.modes.word.rules import WORD_YAHTZEE
    from yachtdice.gallery.stage import statistics_threads
    from yachtdice.store import HERE, Store
    from yachtdice.store.stats import Filters
    from yachtdice.ui.devtools.driving import wait_for
    from yachtdice.ui.windows.statistics import SETTING, StatisticsWindow

    store = Store.open()
    try:
        for i in range(12):
            day = f"2026-10-{1 + 2 * i:02d}T20:"
            store.record_game(word_missed(seed=20 + i), uid=f"gallery-word-{i}",
                              started=f"{day}00:00+00:00", ended=f"{day}{14 + i:02d}:00+00:00",
                              origin=HERE)  # as if played here, as Statistics counts
        store.set_setting(SETTING, Filters(WORD_YAHTZEE.id).to_json())
    finally:
        store.close()
    window = stage.open_window()
    dialog = window.show_statistics()
    assert isinstance(dialog, StatisticsWindow)
    wait_for("the statistics' background work", lambda: not statistics_threads(), 120)
    dialog.tabs.setCurrentIndex(dialog.tabs.count() - 1)  # the points missed per game
    return dialog


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


def word_score_card(stage: Stage) -> QWidget:
    """A blank Word Yahtzee card for three: the shared card, each box's rule under it."""
    from yachtdice.core.modes.word.rules import WORD_YAHTZEE
    from yachtdice.core.score_cards import card_sheet

    return stage.printed(WORD_YAHTZEE, card_sheet(WORD_YAHTZEE, players=3))


SCREENS: dict[str, Screen] = {
    "word-score-card": word_score_card,
    "word-start": word_start,
    "word-building": word_building,
    "word-maximised": word_maximised,
    "word-time-up": word_time_up,
    "word-end": word_end,
    "word-review": word_review,
    "word-statistics": word_statistics,
    "word-lookup": word_lookup,
}

GAME_SCREENS = GameScreens("word", SCREENS)
