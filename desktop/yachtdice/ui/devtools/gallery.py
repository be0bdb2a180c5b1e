"""Pictures of every window and dialog, for the docs, the metainfo and a look-over.

    python -m yachtdice.ui.devtools.gallery OUT_DIR [--theme light|dark|contrast] [--scale N]

Each screen is staged through the real window's public commands (a game resumed
from the store, then rolled and held by the real controller with fixed dice) in
a temporary data directory holding a fixed history, and saved offscreen as
``OUT_DIR/<screen>-<theme>.png`` (``@Nx`` added at scale N > 1). No display is
needed and the player's own games and settings are never touched.

Adding a screen is one entry in :data:`SCREENS`: a name and a function that
stages it on a :class:`Stage` and returns the widget to photograph.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar, cast

if TYPE_CHECKING:  # Qt is imported only after the theme and scale are set
    from PySide6.QtWidgets import QDialog, QWidget

    from yachtdice.core import GameRecord, Player
    from yachtdice.core.modes.pips.ruleset import Ruleset
    from yachtdice.store import Store
    from yachtdice.ui.modes.place_value.presenter import PlaceValuePresenter
    from yachtdice.ui.table.main_window import MainWindow

W = TypeVar("W", bound="QWidget")
THEMES = ("light", "dark", "contrast")
HISTORY_DATES = [f"2026-11-{day:02d}T{hour:02d}:{minute:02d}:00+00:00"
                 for day, hour, minute in ((2, 19, 5), (3, 20, 40), (5, 18, 15), (8, 21, 0),
                                           (9, 17, 30), (12, 20, 10), (15, 19, 45), (16, 16, 20),
                                           (19, 21, 5), (20, 18, 50))]


class GalleryError(Exception):
    """A screen could not be staged."""


@dataclass
class Stage:
    """A fresh data directory with the fixed history, and the window opened on it."""

    folder: Path
    window: MainWindow | None = None
    others: list[QWidget] = field(default_factory=list)  # windows of their own
    stores: list[Store] = field(default_factory=list)    # opened for them, closed after
    before_closing: list[Callable[[], None]] = field(default_factory=list)

    def keep(self, widget: W) -> W:
        """A window of its own (not the main window's): closed with the screen."""
        self.others.append(widget)
        return widget

    def keep_store(self, store: Store) -> Store:
        self.stores.append(store)
        return store

    def store(self) -> Store:
        """The main window's history (open it first)."""
        assert self.window is not None and self.window.controller.store is not None
        return self.window.controller.store

    def open_window(self, dice: Sequence[int] = (), wait_for_history: bool = True) -> MainWindow:
        """The main window, its history open, the next rolls showing ``dice`` in order."""
        from yachtdice.core import ScriptedDice
        from yachtdice.ui.devtools.driving import wait_for
        from yachtdice.ui.table.controller import GameController
        from yachtdice.ui.table.main_window import MainWindow

        window = MainWindow(GameController(ScriptedDice(dice)))
        window.set_speed("off")
        window.resize(1080, 720)
        window.show()
        window.start()
        if wait_for_history:
            wait_for("opening the history", lambda: window.controller.store is not None)
        self.window = window
        return window

    def leave_unfinished(self, record: GameRecord) -> None:
        """Put ``record`` in the history as a game under way, before the window opens."""
        from yachtdice.store import Store

        store = Store.open()
        try:
            # as if the copy that played it had closed: its lease goes, the game stays
            store.release_game(store.start_game(record, started=HISTORY_DATES[-1]))
        finally:
            store.close()

    def resume(self, record: GameRecord) -> None:
        """Continue ``record`` in the window, as the player would from a saved game."""
        assert self.window is not None
        controller = self.window.controller
        store = controller.store
        assert store is not None
        controller.resume(store.game(store.start_game(record)))

    def roll_and_hold(self, holds: Sequence[int]) -> None:
        from yachtdice.ui.devtools.driving import wait_for

        assert self.window is not None
        controller = self.window.controller
        controller.roll()
        wait_for("the roll", lambda: controller.state is not None
                 and controller.state.dice is not None and not controller.rolling)
        for die in holds:
            controller.toggle_hold(die)
        wait_for("holding dice", lambda: controller.state is not None
                 and controller.state.held == frozenset(holds))

    def dialog(self, what: str, before: set[int] | None = None) -> QDialog:
        """The dialog the window has just opened (waiting for it to appear)."""
        from PySide6.QtWidgets import QApplication, QDialog

        from yachtdice.ui.devtools.driving import wait_for

        seen = before or set()
        found: list[QDialog] = []

        def appeared() -> bool:
            found[:] = [w for w in QApplication.topLevelWidgets()
                        if isinstance(w, QDialog) and w.isVisible() and id(w) not in seen]
            return bool(found)

        wait_for(what, appeared)
        return found[-1]


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
        store.record_game(game, uid=f"gallery-{i}", started=stamp, ended=stamp)


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


def high_scores(stage: Stage) -> QWidget:
    return stage.open_window().show_high_scores()


def history(stage: Stage) -> QWidget:
    return stage.open_window().show_history()


def review(stage: Stage) -> QWidget:
    window = stage.open_window()
    window.review_record(review_record())
    return stage.dialog("the review (solving Yacht first)")


def rules_help(stage: Stage) -> QWidget:
    return stage.open_window().show_rules()


def shortcuts(stage: Stage) -> QWidget:
    return stage.open_window().show_shortcuts()


def about(stage: Stage) -> QWidget:
    stage.open_window().show_about()
    return stage.dialog("the About box")


def house_rules(stage: Stage) -> QWidget:
    """House Rules on the Yacht preset, its expected score with best play worked out."""
    from yachtdice.ui.devtools.driving import wait_for
    from yachtdice.ui.ruleset_editor.window import RulesetEditor

    stage.open_window()
    editor = stage.keep(RulesetEditor(stage.store(), "yacht"))
    editor.show()
    wait_for("the expected score of Yacht", lambda: editor.expected_note.text() != "", 120)
    return editor


def house_rules_problem(stage: Stage) -> QWidget:
    """A house rule being made from Yahtzee with four dice: the boxes that need five say so."""
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.ui.ruleset_editor.forms import DiceForm
    from yachtdice.ui.ruleset_editor.window import RulesetEditor

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
    from yachtdice.store import Store
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
                              ended=f"{day}{i + 9 + i % 4:02d}:00+00:00")
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


def welcome(stage: Stage) -> QWidget:
    """The first start: the welcome over the game just dealt, asking the player's name."""
    from yachtdice.ui.dialogs.welcome import WelcomeDialog

    window = stage.open_window()
    dialog = WelcomeDialog("", window)
    dialog.open()
    return dialog


def new_game(stage: Stage) -> QWidget:
    window = stage.open_window()
    window.settings.last_setup = {"rules": "yatzy", "players": [
        {"name": "Ann", "kind": "person"}, {"name": "Ben", "kind": "person"},
        {"name": "", "kind": "expert"}]}
    return window.new_game_dialog()


# -- Word Yahtzee ---------------------------------------------------------------------------------

WORD_ROLL = ("p", "s", "r", "e", "*", "t", "u")  # P4 S2 R2 E1 wild T2 U3


def word_played(players: Sequence[Player], seed: int, open_turns: int = 0) -> GameRecord:
    """A Word Yahtzee game played by the plain word player with seeded dice, stopped with
    ``open_turns`` turns to go."""
    import random

    from yachtdice.core import GameRecord, Hold, RandomDice, Score
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
            keep = player.choose_keep(state.card, state.dice)
            if keep is None:
                break
            if keep != state.held:
                record = record.then(Hold(tuple(sorted(keep))))
            record = record.roll(dice)
        state = record.state
        assert state.dice is not None
        record = record.then(Score(player.choose_claim(state.card, state.dice)))
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


# -- Place Value Yahtzee --------------------------------------------------------------------------

# the opening roll for who starts (Ann 6 + 2 + 1 = 9, Ben 3 + 2 + 1 = 6: Ann starts), then every
# turn rolls 5 3 1 except Ann's first, 6 4 2
PLACE_OPENING = (6, 2, 1, 3, 2, 1)


def _place_value_window(stage: Stage, dice: Sequence[int]) -> MainWindow:
    """The window on a new two-player game of three-digit Place Value, its seats decided."""
    from yachtdice.core import Player
    from yachtdice.core.modes.place_value.rules import preset
    from yachtdice.ui.devtools.driving import wait_for

    window = stage.open_window(dice=(*PLACE_OPENING, *dice))
    window.controller.new_game(preset("place-value-3"), [Player("Ann"), Player("Ben")])
    wait_for("the opening roll for who starts", lambda: _place_value(window).seated)
    return window


def _place_value(window: MainWindow) -> PlaceValuePresenter:
    """The window's Place Value presenter."""
    from yachtdice.core.modes.place_value.mode import GAME

    return cast("PlaceValuePresenter", window.part(GAME.id))


def place_value_start(stage: Stage) -> QWidget:
    """Ann's first roll of Place Value Yahtzee: digit dice, the empty places, every box's
    greatest number, and who starts."""
    window = _place_value_window(stage, (6, 4, 2))
    opening = _place_value(window).opening
    stage.roll_and_hold(())
    window.show_message(opening)
    return window


def place_value_arranging(stage: Stage) -> QWidget:
    """Ann puts her dice in places: 6 and 4 placed, each box saying whether 64_ could fit."""
    from yachtdice.ui.devtools.driving import wait_for

    window = _place_value_window(stage, (6, 4, 2))
    stage.roll_and_hold(())
    panel = _place_value(window).panel
    wait_for("the dice in the claim panel", lambda: len(panel.dice_buttons) == 3)
    for die in (0, 1, 2):
        panel.dice_buttons[die].click()
    return window


# each turn of the end screen's game, Ann and Ben in turn: the roll, the box, the number (None: X)
PLACE_TURNS = (
    ((6, 4, 2), "wild", "642"), ((5, 3, 1), "wild", "531"),
    ((5, 3, 1), "hundreds_5", "531"), ((5, 2, 1), "hundreds_5", "521"),
    ((5, 3, 1), "tens_3", "531"), ((6, 3, 4), "tens_3", "634"),
    ((5, 3, 1), "ones_1", "531"), ((5, 3, 1), "ones_1", "531"),
    ((5, 2, 4), "hundreds_tens_sum_7", "524"), ((5, 3, 1), "hundreds_tens_sum_7", None),
    ((5, 3, 1), "tens_ones_sum_9", None), ((4, 5, 2), "tens_ones_sum_9", "254"),
    ((6, 3, 1), "digit_sum_10", "631"), ((5, 3, 2), "digit_sum_10", "532"),
    ((5, 5, 1), "two_same", "551"), ((5, 3, 1), "two_same", None),
    ((5, 3, 1), "three_same", None), ((2, 2, 2), "three_same", "222"),
)


def place_value_end(stage: Stage) -> QWidget:
    """The end of a two-player game: the winning number of every box circled, boxes counted
    (Ann 6 with the tie in the ones, Ben 4)."""
    from yachtdice.core.modes.place_value.engine import PlaceClaim
    from yachtdice.ui.devtools.driving import wait_for

    window = _place_value_window(stage, [d for roll, _, _ in PLACE_TURNS for d in roll])
    controller = window.controller
    for _, box_id, number in PLACE_TURNS:
        stage.roll_and_hold(())
        controller.claim(PlaceClaim(box_id, number))
    wait_for("the end of the game", lambda: controller.state is not None
             and controller.state.finished)
    stage.dialog("the end-of-game dialog").close()
    return window

SCREENS: dict[str, Callable[[Stage], QWidget]] = {
    "game": game,
    "multiplayer": multiplayer,
    "end-dialog": end_dialog,
    "resume-prompt": resume_prompt,
    "high-scores": high_scores,
    "history": history,
    "review": review,
    "rules-help": rules_help,
    "shortcuts": shortcuts,
    "about": about,
    "new-game": new_game,
    "welcome": welcome,
    "word-start": word_start,
    "word-building": word_building,
    "word-end": word_end,
    "place-value-start": place_value_start,
    "place-value-arranging": place_value_arranging,
    "place-value-end": place_value_end,
    "house-rules": house_rules,
    "house-rules-problem": house_rules_problem,
    "statistics": statistics,
    "unfinished-games": unfinished_games,
}
"""Every screen the gallery draws: file name -> how to stage it. Later screens go here."""


def stop_solving(window: MainWindow) -> None:
    """Cancel the window's background solve and wait until its thread has let go."""

    if not window.controller.engines.shut_down(120):
        raise GalleryError("the background solve did not stop")


def statistics_threads() -> list[threading.Thread]:
    """The statistics window's workers still running."""
    return [t for t in threading.enumerate() if t.name == "statistics"]


def stop_background_work(stage: Stage) -> None:
    """Let every thread the screen started end before the next screen (and the exit)."""
    from yachtdice.ui.devtools.driving import wait_for
    from yachtdice.ui.ruleset_editor.window import shared_engines

    if stage.window is not None:
        stop_solving(stage.window)
    if not shared_engines().shut_down(120):  # the next editor gets a fresh service
        raise GalleryError("the House Rules solve did not stop")
    wait_for("the statistics' background work to end", lambda: not statistics_threads(), 300)


def file_name(screen: str, theme: str, scale: int) -> str:
    return f"{screen}-{theme}" + (f"@{scale}x" if scale != 1 else "") + ".png"


def render(out: Path, theme: str = "light", scale: int = 1,
           only: Sequence[str] | None = None) -> list[Path]:
    """Stage and save each screen; returns the files written. Call before any QApplication."""
    out.mkdir(parents=True, exist_ok=True)
    scratch_dir = tempfile.TemporaryDirectory(prefix="yachtdice-gallery-")
    scratch = Path(scratch_dir.name)
    # a screen big enough for every window at every scale (offscreen's own is 800x600,
    # which would squeeze dialogs at 2x)
    screen = scratch / "screen.json"
    screen.write_text(json.dumps({"screens": [{
        "name": "gallery", "x": 0, "y": 0, "width": 1920 * scale, "height": 1200 * scale,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
    os.environ["QT_SCALE_FACTOR"] = str(scale)
    os.environ["YACHTDICE_THEME"] = theme
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication, QDialog

    from yachtdice.store import Store
    from yachtdice.ui.app import make_application

    def quiet(_: QtMsgType, __: QMessageLogContext, text: str) -> None:
        if "propagateSizeHints" not in text:  # the offscreen platform's harmless remark
            print(text, file=sys.stderr)

    qInstallMessageHandler(quiet)
    app = make_application([sys.argv[0]])
    written = []
    with scratch_dir:
        history_dir = scratch / "fixed-history"
        os.environ["YACHTDICE_DATA_DIR"] = str(history_dir)
        os.environ["YACHTDICE_CACHE_DIR"] = str(scratch / "cache")
        store = Store.open()
        record_history(store)
        store.close()
        for name in only or list(SCREENS):
            folder = scratch / name
            # a copy of the history for each screen, so no screen sees another's games
            folder.mkdir()
            for item in history_dir.iterdir():
                (folder / item.name).write_bytes(item.read_bytes())
            os.environ["YACHTDICE_DATA_DIR"] = str(folder)
            stage = Stage(folder)
            try:
                widget = SCREENS[name](stage)
                app.processEvents()
                target = out / file_name(name, theme, scale)
                if not widget.grab().save(str(target), "PNG"):
                    raise GalleryError(f"could not write {target}")
                written.append(target)
            finally:
                for step in stage.before_closing:
                    step()
                # dialogs first, as a player would: their answers may still use the window
                widgets = QApplication.topLevelWidgets()
                for w in sorted(widgets, key=lambda w: not isinstance(w, QDialog)):
                    w.close()
                app.processEvents()
                stop_background_work(stage)
                for kept in stage.stores:
                    kept.close()
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yachtdice.ui.devtools.gallery",
                                     description="Draw every screen of Yacht Dice to PNG files.")
    parser.add_argument("out", type=Path, help="the folder for the pictures")
    parser.add_argument("--theme", choices=THEMES, default="light")
    parser.add_argument("--scale", type=int, choices=range(1, 5), default=1, metavar="N",
                        help="device pixel ratio, 1 to 4 (default 1)")
    parser.add_argument("--only", action="append", choices=list(SCREENS), metavar="SCREEN",
                        help="draw only this screen (may be repeated)")
    args = parser.parse_args(argv)
    from yachtdice.ui.devtools.driving import DriveTimeout
    from yachtdice.ui.modes import builtin

    builtin.install()

    started = time.monotonic()
    try:
        written = render(args.out, args.theme, args.scale, args.only)
    except (GalleryError, DriveTimeout, OSError) as exc:
        print(f"gallery: {exc}", file=sys.stderr)
        return 1
    print(f"gallery: {len(written)} picture{'' if len(written) == 1 else 's'} in {args.out} "
          f"({time.monotonic() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
