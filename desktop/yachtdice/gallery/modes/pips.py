"""Pip dice's screens, and the fixed history every screen starts from (pip-dice games)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from yachtdice.gallery.modes import GameScreens, Screen
from yachtdice.gallery.stage import HISTORY_DATES, GalleryError, Stage, statistics_threads

if TYPE_CHECKING:  # Qt is imported only after the theme and scale are set
    from PySide6.QtWidgets import QWidget

    from yachtdice.core import GameRecord, Player
    from yachtdice.core.modes.pips.ruleset import Ruleset
    from yachtdice.store import Store


# -- the fixed history and games ---------------------------------------------------------------

def played(rules: Ruleset, players: Sequence[Player], seed: int, open_turns: int = 0,
           level: str = "intermediate") -> GameRecord:
    """A game played by a strategy with seeded dice, stopped with ``open_turns`` turns to go."""
    from yachtdice.core import GameRecord, RandomDice
    from yachtdice.core.modes.pips.optimal.simulate import play_turn
    from yachtdice.core.modes.pips.optimal.strategy import make_strategy

    record = GameRecord.new(rules, players)
    strategy = make_strategy(level, seed=seed)
    dice = RandomDice(seed)
    while sum(len(card.open_ids) for card in record.state.cards) > open_turns:
        record = play_turn(record, strategy, dice)
    return record


def review_record() -> GameRecord:
    """The finished game the review shows: Ann at Yacht, with a few costly choices."""
    from yachtdice.core import Player
    from yachtdice.core.modes.pips.presets import preset

    return played(preset("yacht"), [Player("Ann")], seed=11, level="beginner")


def record_history(store: Store) -> None:
    """Ten finished games by four people, on fixed dates."""
    from yachtdice.core import Player
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.store import HERE

    ann, ben, cleo, dan = (Player(n) for n in ("Ann", "Ben", "Cleo", "Dan"))
    games = [
        played(preset("yahtzee"), [ann], 1), played(preset("yahtzee"), [ben], 2),
        played(preset("yahtzee"), [ann, ben], 3), played(preset("yahtzee"), [cleo], 4),
        played(preset("yahtzee"), [dan], 5, level="beginner"),
        played(preset("yatzy"), [cleo, dan], 6), played(preset("yahtzee"), [ann], 7),
        played(preset("maxi-yatzy"), [ben], 8), played(preset("yahtzee"), [cleo, ann], 9),
        review_record(),
    ]
    for i, (game, stamp) in enumerate(zip(games, HISTORY_DATES, strict=True)):
        store.record_game(game, uid=f"gallery-{i}", started=stamp, ended=stamp,
                          origin=HERE)  # as if played here: the screens show a player's own


# -- the screens ---------------------------------------------------------------------------------

def game(stage: Stage) -> QWidget:
    """Ann's fifth turn of Yahtzee after a roll, three 3s held."""
    from yachtdice.core import Player
    from yachtdice.core.modes.pips.presets import preset

    window = stage.open_window(dice=(3, 3, 5, 3, 6))
    stage.resume(played(preset("yahtzee"), [Player("Ann")], seed=21, open_turns=9))
    stage.roll_and_hold((0, 1, 3))
    return window


def multiplayer(stage: Stage) -> QWidget:
    """Four at one screen, one of them the computer, in the third round."""
    from yachtdice.core import Player
    from yachtdice.core.modes.pips.presets import preset

    players = [Player("Ann"), Player("Ben"), Player("Cleo"),
               Player("Computer", True, "intermediate")]
    window = stage.open_window(dice=(4, 4, 2, 6, 4))
    stage.resume(played(preset("yahtzee"), players, seed=23, open_turns=4 * 11))
    stage.roll_and_hold((0, 1, 4))
    return window


def end_dialog(stage: Stage) -> QWidget:
    """Ben scores the last box of a two-player Yacht game."""
    from yachtdice.core import Player
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.ui.devtools.driving import wait_for

    window = stage.open_window(dice=(5, 5, 5, 5, 2))
    stage.resume(played(preset("yacht"), [Player("Ann"), Player("Ben")], seed=23,
                        open_turns=1))
    stage.roll_and_hold(())
    controller = window.controller
    assert controller.state is not None
    controller.score(controller.state.card.open_ids[0])
    wait_for("the end of the game", lambda: controller.state is not None
             and controller.state.finished)
    return stage.dialog("the end-of-game dialog")


def resume_prompt(stage: Stage) -> QWidget:
    """The offer, at start, to go on with a game left unfinished."""
    from yachtdice.core import Player
    from yachtdice.core.modes.pips.presets import preset

    stage.leave_unfinished(played(preset("yatzy"), [Player("Ann"), Player("Ben")], seed=31,
                                  open_turns=17))
    stage.open_window(wait_for_history=False)
    return stage.dialog("the offer to resume the unfinished game")


def review(stage: Stage) -> QWidget:
    window = stage.open_window()
    window.review_record(review_record())
    return stage.dialog("the review (solving Yacht first)")


def review_stood_in(stage: Stage) -> QWidget:
    """The review with turns 3 and 4 marked as played by a computer while Ann was away (as
    for an online game): the line under the summary, the rows in italics, the chart."""
    from yachtdice.ui.windows.review import ReviewDialog

    dialog = review(stage)
    assert isinstance(dialog, ReviewDialog)
    dialog.mark_stood_in(frozenset({(0, 3), (0, 4)}))
    return dialog


def house_rules(stage: Stage) -> QWidget:
    """House Rules on the Yacht preset, its expected score with best play worked out."""
    from yachtdice.ui.devtools.driving import wait_for
    from yachtdice.ui.windows.house_rules.window import RulesetEditor

    stage.open_window()
    editor = stage.keep(RulesetEditor(stage.store(), "yacht"))
    editor.show()
    wait_for("the expected score of Yacht", lambda: editor.expected_note.text() != "", 120)
    return editor


def house_rules_problem(stage: Stage) -> QWidget:
    """A house rule being made from Yahtzee with four dice: the boxes that need five say so."""
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.ui.modes.pips.house_rules.form import DiceForm
    from yachtdice.ui.windows.house_rules.window import RulesetEditor

    stage.open_window()
    editor = stage.keep(RulesetEditor(stage.store(), "yahtzee"))
    editor.show()
    editor.new_from(preset("yahtzee"))
    form = editor.form
    assert isinstance(form, DiceForm)
    form.name.setText("Our Sunday Rules")
    form.name.textEdited.emit(form.name.text())  # as if typed
    form.dice_count.setValue(4)
    if not editor.problems:
        raise GalleryError("four dice in Yahtzee's boxes showed no problem")
    # the draft is dropped afterwards, so that closing does not ask to save it
    stage.before_closing.append(lambda: editor.open_rules(preset("yahtzee"), saved=True))
    return editor


def statistics(stage: Stage) -> QWidget:
    """Ann's and Ben's Yacht games over two months: the charts against optimal play."""
    from yachtdice.core import Player
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.store import HERE, Store
    from yachtdice.store.stats import Filters
    from yachtdice.ui.devtools.driving import wait_for
    from yachtdice.ui.windows.statistics import SETTING

    store = Store.open()
    try:
        ann, ben = Player("Ann"), Player("Ben")
        for i in range(16):  # more Yacht games, so that every chart has something to draw
            day = f"2026-{9 + i // 8:02d}-{1 + 3 * (i % 8):02d}T20:"
            store.record_game(played(preset("yacht"), [ann if i % 3 else ben], 40 + i,
                                     level="beginner" if i < 6 else "intermediate"),
                              uid=f"gallery-yacht-{i}", started=f"{day}{i:02d}:00+00:00",
                              ended=f"{day}{i + 9 + i % 4:02d}:00+00:00", origin=HERE)
        store.set_setting(SETTING, Filters("yacht").to_json())
    finally:
        store.close()
    window = stage.open_window()
    dialog = window.show_statistics()
    if dialog is None:
        raise GalleryError("the statistics window did not open")
    # the optimal-play reference and the reviews are worked out in the background
    wait_for("the statistics' background work", lambda: not statistics_threads(), 120)
    return dialog


def unfinished_games(stage: Stage) -> QWidget:
    """Game ▸ Unfinished Games with three games set aside."""
    from yachtdice.core import Player
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.store import Store

    store = Store.open()
    try:
        for (rules, names, seed, left), stamp in zip(
                (("yahtzee", ("Ann",), 51, 6), ("yatzy", ("Ann", "Ben"), 52, 20),
                 ("maxi-yatzy", ("Cleo", "Dan", "Ann"), 53, 50)), HISTORY_DATES[-3:],
                strict=True):
            record = played(preset(rules), [Player(n) for n in names], seed, open_turns=left)
            game_id = store.start_game(record, started=stamp)
            store.release_game(game_id)
            store.abandon_game(game_id)  # set aside: listed, not offered at start
    finally:
        store.close()
    window = stage.open_window()
    return window.session.show_unfinished()


def score_card(stage: Stage) -> QWidget:
    """Game ▸ Save Score Card as PDF… after a game of Yahtzee by three: the paper card's
    layout, in colour."""
    from yachtdice.core import Player
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.core.score_cards import game_sheet

    rules = preset("yahtzee")
    record = played(rules, [Player("Ann"), Player("Ben"), Player("Cleo")], seed=12)
    return stage.printed(rules, game_sheet(record.state))


def score_card_large(stage: Stage) -> QWidget:
    """A blank Yahtzee card for four in large print."""
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.core.score_cards import card_sheet
    from yachtdice.printing import PrintOptions

    rules = preset("yahtzee")
    return stage.printed(rules, card_sheet(rules, players=4), PrintOptions(large=True))


def score_card_four_up(stage: Stage) -> QWidget:
    """Four blank Yahtzee cards for two to a page, with lines to cut along."""
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.core.score_cards import card_sheet
    from yachtdice.printing import PrintOptions

    rules = preset("yahtzee")
    return stage.printed(rules, card_sheet(rules, players=2), PrintOptions(four_up=True))


def score_card_mono(stage: Stage) -> QWidget:
    """A finished game of Yatzy by two, in black and white on Letter paper."""
    from yachtdice.core import Player
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.core.score_cards import game_sheet
    from yachtdice.printing import PrintOptions

    rules = preset("yatzy")
    record = played(rules, [Player("Ann"), Player("Zoë 李")], seed=4)
    return stage.printed(rules, game_sheet(record.state),
                         PrintOptions(mono=True, paper="letter"))


SCREENS: dict[str, Screen] = {
    "score-card": score_card,
    "score-card-large": score_card_large,
    "score-card-four-up": score_card_four_up,
    "score-card-mono": score_card_mono,
    "game": game,
    "multiplayer": multiplayer,
    "end-dialog": end_dialog,
    "resume-prompt": resume_prompt,
    "review": review,
    "review-stood-in": review_stood_in,
    "house-rules": house_rules,
    "house-rules-problem": house_rules_problem,
    "statistics": statistics,
    "unfinished-games": unfinished_games,
}

GAME_SCREENS = GameScreens("pips", SCREENS, history=record_history)
