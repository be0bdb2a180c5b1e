"""Running the app in a second process with a screen of a given size, and the tour of every
window and dialog it can show (for the fit test and the button census)."""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
#: set in the environment, the tour pastes MEGABYTE into every field it sees (issue 37)
PASTE = "YACHTDICE_TOUR_PASTE"
#: a megabyte of words (letters and spaces: what every text field accepts)
MEGABYTE = ("abc " * (1 << 18))


def run_on_screen(folder: Path, width: int, height: int, script: str,
                  scale: int = 1, timeout: float = 60, env: dict[str, str] | None = None
                  ) -> list[str]:
    """Run ``script`` (Python) on the offscreen platform with one screen of ``width`` by
    ``height`` pixels at ``scale``; the lines it printed. Fails the test if it fails."""
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "s", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96,
        "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(env or os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               QT_SCALE_FACTOR=str(scale))
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                         text=True, timeout=timeout, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    return out.stdout.splitlines()


#: the game whose main window the tour also sees after a long entry, and the words that say so
LONG_ENTRY_GAME, LONG_ENTRY = "word", "after 150 letters typed"

# -- the tour: every window and dialog, opened as a player opens it ------------------------------
# What each seen window reports (one JSON line each, "seen" first): where its frame is, the
# screen's available area, its minimum sizes, and its buttons, actions and default button.

def same_games() -> str:
    """Python that gives a second process the built-in games of this one (a test may have
    added one, as a new game's line in core/modes/games.py does), before it registers them."""
    from yachtdice.core.modes import games

    return ("from yachtdice.core.modes import games\nfrom yachtdice.core.modes.games import Game\n"
            f"games.GAMES = {games.GAMES!r}\n")


def tour_script() -> str:
    """The second process's script: the tour, with the built-in games of this process."""
    return ("import sys\nsys.path.insert(0, '.')\n" + same_games()
            + "from tests.ui.screens import tour\ntour()\n")


def toured_games() -> list[tuple[str, int]]:
    """The games the tour plays, as (ruleset id, players): the first game's first ruleset
    with one player, then each registered game's widest built-in ruleset (the most dice, then
    the most boxes) with six players, or as many as it seats."""
    from yachtdice.core.modes import modes

    first = modes()[0]
    played = [(first.presets[0].id, 1)]
    for m in modes():
        widest = max(m.presets, key=lambda r: (r.dice_count, m.engine.box_count(r)))
        played.append((widest.id, _seats(m.id)))
    return played


def _seats(mode_id: str, most: int = 6) -> int:
    from yachtdice.ui.modes import game_ui

    return next(n for n in range(most, 0, -1) if game_ui(mode_id).players_problem(n) is None)


@functools.cache
def _tour_cached(scale: int, tables: tuple[str, ...], script: str, paste: bool = False
                 ) -> tuple[dict[str, Any], ...]:
    folder = Path(tempfile.mkdtemp(prefix="yachtdice-tour-"))
    try:
        env = dict(os.environ, YACHTDICE_DATA_DIR=str(folder / "data"),
                   YACHTDICE_CACHE_DIR=str(folder / "cache"))
        env.pop(PASTE, None)
        if paste:
            env[PASTE] = "1"
        from yachtdice.paths import solver_cache_dir
        old = os.environ.get("YACHTDICE_CACHE_DIR")
        os.environ["YACHTDICE_CACHE_DIR"] = str(folder / "cache")
        try:
            cache = solver_cache_dir()
        finally:
            if old is None:
                os.environ.pop("YACHTDICE_CACHE_DIR")
            else:
                os.environ["YACHTDICE_CACHE_DIR"] = old
        cache.mkdir(parents=True, exist_ok=True)
        for table in tables:  # the Yacht and Yahtzee tables, as a player who has played
            shutil.copyfile(table, cache / Path(table).name)
        lines = run_on_screen(folder, 1024 * scale, 768 * scale, script, scale,
                              timeout=600, env=env)
        return tuple(json.loads(line[len("seen "):]) for line in lines
                     if line.startswith("seen "))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def toured(scale: int, tables: dict[Path, Path], paste: bool = False) -> list[dict[str, Any]]:
    """What the tour saw on a 1024x768 screen (logical pixels) at ``scale``: run once per
    test process and scale (``paste``: with a megabyte pasted into each field)."""
    return list(_tour_cached(scale, tuple(sorted(str(p) for p in tables.values())),
                             tour_script(), paste))


def tour() -> None:  # pragma: no cover - runs in the second process
    """Open every window and dialog the app shows, the way a player does, and print what
    each is like (``seen {json}``)."""
    from PySide6.QtWidgets import QApplication

    from yachtdice.ui.app import make_application

    app = make_application([sys.argv[0]])
    from yachtdice.ui.modes import builtin

    builtin.install()
    _Tour(app).run()
    QApplication.processEvents()


class _Tour:  # pragma: no cover - runs in the second process
    def __init__(self, app: Any) -> None:
        self.app = app

    # -- looking -------------------------------------------------------------------------------
    def wait(self, what: str, done: Callable[[], bool], seconds: float = 120) -> None:
        from yachtdice.ui.devtools.driving import wait_for

        wait_for(what, done, seconds)

    def settle(self) -> None:
        for _ in range(3):
            self.app.processEvents()

    def look(self, name: str, widget: Any, own: bool = False) -> None:
        """Report ``widget`` (a top-level window) as seen under ``name`` (``own``: opened by a
        game's own command)."""
        from PySide6.QtWidgets import QAbstractButton, QMainWindow, QMenu, QPushButton

        self.settle()
        focus = self.app.focusWidget()
        if isinstance(focus, QPushButton) and focus.window() is widget:
            focus.clearFocus()  # a focused button is the default only while it has the focus
            self.settle()
        buttons = []
        for b in widget.findChildren(QAbstractButton):
            if type(b).__name__ in ("QCheckBox", "QRadioButton") or \
                    b.objectName().startswith("qt_") or b.window() is not widget:
                continue
            if type(b).__name__ in ("QToolButton", "QLineEditIconButton"):
                continue  # Qt's own (a tab bar's arrows, a field's clear button)
            owner = b.parentWidget()
            while owner is not widget and type(owner).__name__.startswith("Q"):
                owner = owner.parentWidget()
            buttons.append({"text": b.text() or b.accessibleName() or "(no text)",
                            "name": b.objectName(),
                            "class": type(b).__name__, "owner": type(owner).__name__,
                            "default": isinstance(b, QPushButton) and b.isDefault(),
                            "visible": b.isVisibleTo(widget), "enabled": b.isEnabled()})
        actions: list[dict[str, Any]] = []

        def walk(menu: Any, path: str) -> None:
            if isinstance(menu, QMenu):
                menu.aboutToShow.emit()  # as it opens: a menu may make its entries then
            for a in menu.actions():
                if a.isSeparator():
                    continue
                if a.menu() is not None:
                    walk(a.menu(), f"{path}{a.text()} ▸ ")
                else:
                    actions.append({"text": f"{path}{a.text()}", "checkable": a.isCheckable()})

        if isinstance(widget, QMainWindow):
            walk(widget.menuBar(), "")
        for b in widget.findChildren(QPushButton):
            if b.menu() is not None:
                walk(b.menu(), f"{b.text()} ▸ ")
        print("seen " + json.dumps({
            "screen": name, "class": type(widget).__name__, "title": widget.windowTitle(),
            **self.sizes(widget), "buttons": buttons, "actions": actions, "own": own,
            "pasted": self.paste_into_each_field(widget) if PASTE in os.environ else []}),
              flush=True)

    def sizes(self, widget: Any) -> dict[str, Any]:
        """Where ``widget``'s frame is, the screen's available area and its least size."""
        frame, available = widget.frameGeometry(), widget.screen().availableGeometry()
        layout = widget.layout()
        layout_min = layout.totalMinimumSize() if layout is not None else widget.minimumSize()
        return {
            "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
            "geometry": [widget.x(), widget.y(), widget.width(), widget.height()],
            "available": [available.x(), available.y(), available.width(), available.height()],
            "minimum": [widget.minimumWidth(), widget.minimumHeight()],
            "minimum_hint": [widget.minimumSizeHint().width(),
                             widget.minimumSizeHint().height()],
            "layout_minimum": [layout_min.width(), layout_min.height()]}

    def paste_into_each_field(self, widget: Any) -> list[dict[str, Any]]:
        """Paste a megabyte of words into each field of ``widget`` a player can type in, one
        at a time, and measure the window again after each (then undo the paste)."""
        from PySide6.QtWidgets import QApplication, QLineEdit, QPlainTextEdit, QTextEdit

        found = []
        fields = [f for kind in (QLineEdit, QPlainTextEdit, QTextEdit)
                  for f in widget.findChildren(kind)]
        for field in fields:
            if field.window() is not widget or not field.isVisible() or \
                    not field.isEnabled() or field.isReadOnly() or \
                    field.objectName() == "qt_spinbox_lineedit":
                continue
            QApplication.clipboard().setText(MEGABYTE)
            field.setFocus()
            field.selectAll()
            field.paste()
            self.settle()
            name = field.accessibleName() or field.objectName() or \
                (field.placeholderText() if isinstance(field, QLineEdit) else "") or \
                type(field).__name__
            found.append({"field": name, **self.sizes(widget)})
            field.undo()
            self.settle()
        return found

    def modal(self, name: str, open_it: Callable[[], object],
              answer: Callable[[Any], None] | None = None) -> None:
        """Look at the modal dialog ``open_it`` runs in its own loop (QMessageBox.question,
        QInputDialog, QFileDialog), then close it (``answer`` it, else Esc)."""
        from PySide6.QtCore import QTimer

        def poll() -> None:
            box = self.app.activeModalWidget()
            if box is None or not box.isVisible():
                QTimer.singleShot(20, poll)
                return
            self.look(name, box)
            if answer is not None:
                answer(box)
            else:
                box.reject()

        QTimer.singleShot(20, poll)
        open_it()

    def opened(self, before: set[int], what: str) -> Any:
        """The top-level window that appeared since ``before`` (ids of those shown then)."""
        from PySide6.QtWidgets import QApplication

        found: list[Any] = []

        def appeared() -> bool:
            found[:] = [w for w in QApplication.topLevelWidgets()
                        if w.isVisible() and id(w) not in before]
            return bool(found)

        self.wait(what, appeared)
        return found[-1]

    def shown(self) -> set[int]:
        from PySide6.QtWidgets import QApplication

        return {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}

    def trigger(self, text: str, what: str) -> Any:
        """Trigger the main window's menu action ``text`` ("Game/New Game…"); the window it
        opened."""
        before = self.shown()
        self.action(text).trigger()
        return self.opened(before, what)

    def action(self, path: str) -> Any:
        menu_name, _, item = path.partition("/")
        for top in self.window.menuBar().actions():
            if top.text().replace("&", "") == menu_name:
                for a in top.menu().actions():
                    if a.text().replace("&", "") == item:
                        return a
        raise LookupError(path)

    def click(self, button: Any) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def close(self, widget: Any) -> None:
        widget.close()
        self.settle()

    # -- the tour ------------------------------------------------------------------------------
    def run(self) -> None:
        from yachtdice.core import Player
        from yachtdice.core.modes.pips.presets import preset
        from yachtdice.gallery.modes.pips import played, record_history
        from yachtdice.store import Store
        from yachtdice.ui.settings import Settings

        store = Store.open()
        record_history(store)  # ten finished games: History, High Scores and Statistics
        unfinished = played(preset("yatzy"), [Player("Ann"), Player("Ben")], seed=31,
                            open_turns=17)
        store.release_game(store.start_game(unfinished))  # offered at start
        custom = preset("yacht").to_dict()
        custom.update(id="our-yacht", name="Our Yacht")
        from yachtdice.core.modes.pips.ruleset import Ruleset

        store.save_ruleset(Ruleset.from_dict(custom))
        store.close()
        Settings().welcomed = False

        self.start_window()
        self.first_start()
        self.games()
        self.classroom()
        self.help_windows()
        self.game_menu()
        self.house_rules()
        self.rules_files()
        self.end_of_game()
        self.window.close()
        self.settle()

    def start_window(self) -> None:
        from yachtdice.core import RandomDice
        from yachtdice.ui.table.controller import GameController
        from yachtdice.ui.table.main_window import MainWindow

        window = MainWindow(GameController(RandomDice(7)))
        window.set_speed("off")
        window.show()
        window.start()
        self.window = window
        self.wait("the offer to resume", lambda: window.resume_box is not None
                  and window.resume_box.isVisible())
        self.look("main window (first start)", window)
        box = window.resume_box
        self.look("Resume Game", box)
        self.click(next(b for b in box.buttons() if b.text() == "Not &Now"))
        self.wait("the history", lambda: window.store is not None)

    def first_start(self) -> None:
        from yachtdice.ui.table.first_start import offer_welcome

        dialog = offer_welcome(self.window)
        assert dialog is not None
        self.look("Welcome", dialog)
        self.click(dialog.play)

    def new_game(self, rules_id: str, players: int, name: str) -> None:
        """New Game: the rules chosen, ``players`` players, Start clicked."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        window = self.window
        before = self.shown()
        self.action("Game/New Game…").trigger()
        dialog = self.opened(before, "New Game, or the question before it")
        if type(dialog).__name__ != "NewGameDialog":
            self.look("Abandon Game", dialog)
            before = self.shown()
            self.click(next(b for b in dialog.buttons() if b.text() == "&Abandon"))
            dialog = self.opened(before, "New Game")
        dialog.rules.setCurrentIndex(dialog.rules.findData(rules_id))
        while len(dialog.players()) < players:
            self.click(dialog.add_button)
        for i, row in enumerate(dialog.players()):
            row.name.setText(f"Player number {i + 1} with a long name"[:24] if i else "Ann")
        self.look(f"New Game ({name}, {players} players)", dialog)
        dialog.players()[-1].name.setFocus()
        QTest.keyClick(dialog.players()[-1].name, Qt.Key.Key_Return)  # Enter starts
        self.wait("the game", lambda: window.controller.state is not None
                  and window.controller.state.ruleset.id == rules_id)

    def games(self) -> None:
        """Each game's main window (:func:`toured_games`), its rules, and whatever its own
        commands in the Game menu open."""
        from yachtdice.core.modes import ruleset_by_id

        window = self.window
        for rules_id, players in toured_games():
            name = ruleset_by_id(rules_id).name
            self.new_game(rules_id, players, name)
            self.click(window.roll_button)  # a roll: the game's panel shows its controls
            self.wait("the roll", lambda: window.controller.state is not None
                      and window.controller.state.dice is not None
                      and not window.controller.rolling)
            self.look(f"main window ({name}, {players} players)", window)
            mode_id = window.controller.state.mode
            if mode_id == LONG_ENTRY_GAME:
                self.long_entry(f"main window ({name}, {players} players, {LONG_ENTRY})")
            for action in window.game_actions(mode_id):
                self.own_command(action, f"{action.text().replace('&', '').rstrip('….')} "
                                         f"({name})")
            rules = self.trigger("Help/Rules", "the rules")
            self.look(f"Rules ({name})", rules)
            self.close(rules)

    def long_entry(self, name: str) -> None:
        """Word Yahtzee's words field after a long entry typed key by key (its messages grew
        the window past a 1024x768 screen's bottom, and it never shrank back): looked at with
        the entry, then cleared as the player takes it back."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        edit = self.window.part(LONG_ENTRY_GAME).panel.words_edit
        edit.setFocus()
        QTest.keyClicks(edit, "a" * 150)
        self.look(name, self.window)
        QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClick(edit, Qt.Key.Key_Delete)
        self.look(f"{name} taken back", self.window)

    def classroom(self) -> None:
        """View ▸ Classroom on Place Value cards of 3, 5, 6 and 7 digits (the built-in 3- and
        6-digit cards, a teacher's 5 and 7), for 2 and 6 pupils, after a roll."""
        from yachtdice.core import Player
        from yachtdice.gallery.modes.place_value import class_card

        window = self.window
        for digits in (3, 5, 6, 7):
            for pupils in (2, 6):
                rules = class_card(digits)
                window.controller.new_game(rules, [Player(f"Pupil {i + 1}")
                                                   for i in range(pupils)])
                self.wait("who starts", lambda: window.part("place-value").seated)
                window.classroom_action.trigger()
                self.click(window.roll_button)
                self.wait("the roll", lambda: window.controller.state is not None
                          and window.controller.state.dice is not None
                          and not window.controller.rolling)
                self.look(f"classroom ({digits} digits, {pupils} pupils)", window)
                window.classroom_action.trigger()
                self.settle()

    def own_command(self, action: Any, name: str) -> None:
        """Trigger a game's own command and look at what it opens: a dialog run in its own
        loop (a file dialog), closed with Esc, or a window, closed."""
        from PySide6.QtCore import QTimer

        window = self.window
        if window.controller.loaded is None and window.controller.state is not None:
            from yachtdice.ui.modes import game_ui

            if game_ui(window.controller.state.mode).preload is not None:
                self.wait("what the game loads", lambda: window.controller.loaded is not None)
        looked: list[Any] = []
        running = [True]

        def poll() -> None:
            if not running[0]:
                return
            box = self.app.activeModalWidget()
            if box is None or not box.isVisible():
                QTimer.singleShot(20, poll)
                return
            self.look(name, box, own=True)
            looked.append(box)
            box.reject()

        before = self.shown()
        QTimer.singleShot(20, poll)
        action.trigger()
        running[0] = False
        if looked:
            return
        opened = self.opened(before, name)
        self.look(name, opened, own=True)
        if hasattr(opened, "reject"):
            opened.reject()
        else:
            opened.close()
        self.settle()

    def help_windows(self) -> None:
        for path, name in (("Help/Keyboard Shortcuts", "Keyboard Shortcuts"),
                           ("Help/About Yacht Dice", "About")):
            dialog = self.trigger(path, name)
            self.look(name, dialog)
            self.close(dialog)

    def game_menu(self) -> None:
        printing = self.trigger("Game/Print Score Card…", "the print options")
        self.look("Print Score Card (options)", printing)
        printing.reject()
        self.settle()
        saving = self.trigger("Game/Save Score Card as PDF…", "the PDF options")
        self.look("Save Score Card as PDF (options)", saving)
        # Save… asks for the file in Qt's own dialog, sized by Qt for the screen
        self.modal("Save Score Card as PDF (file dialog)", lambda: self.click(saving.ok_button))
        self.settle()
        unfinished = self.trigger("Game/Unfinished Games…", "Unfinished Games")
        self.look("Unfinished Games", unfinished)
        before = self.shown()
        self.click(unfinished.delete_button)
        box = self.opened(before, "the question before deleting")
        self.look("Delete unfinished game", box)
        box.reject()
        self.close(unfinished)

        scores = self.trigger("Game/High Scores…", "High Scores")
        self.look("High Scores", scores)
        self.close(scores)

        history = self.trigger("Game/History…", "History")
        self.look("History", history)
        history.table.selectRow(0)
        before = self.shown()
        self.click(history.delete_button)
        box = self.opened(before, "the question before deleting")
        self.look("Delete finished game", box)
        box.reject()
        self.settle()
        last = history.model.rowCount() - 1
        history.table.selectRow(last)  # the oldest: a Yahtzee game, whose table is there
        before = self.shown()
        self.click(history.review_button)
        review = self.opened(before | {id(history)}, "the review")
        self.look("Review", review)
        self.close(review)
        self.close(history)

        stats = self.trigger("Game/Statistics…", "Statistics")
        from yachtdice.gallery.stage import statistics_threads

        self.wait("the statistics' figures", lambda: not statistics_threads(), 300)
        self.look("Statistics", stats)
        self.close(stats)

    def house_rules(self) -> None:
        self.new_game("yahtzee", 1, "Yahtzee")
        editor = self.trigger("Game/House Rules…", "House Rules")
        self.wait("the editor", lambda: editor.isVisible())
        self.look("House Rules", editor)
        editor.list.setCurrentRow(next(i for i in range(editor.list.count())
                                       if "Our Yacht" in editor.list.item(i).text()))
        self.settle()
        self.modal("Rename ruleset", lambda: self.click(editor.rename_button))
        self.modal("Delete ruleset", lambda: self.click(editor.delete_button))
        # the file dialogs are Qt's own, sized by Qt for the screen
        self.modal("Import rules (file dialog)", lambda: self.click(editor.import_button))
        self.modal("Export rules (file dialog)", lambda: self.click(editor.export_button))
        before = self.shown()
        self.click(editor.blank_card_button)
        blank = self.opened(before, "the blank card's options")
        self.look("Save Blank Card as PDF (options)", blank)
        blank.reject()
        self.settle()
        editor.form.name.setText("Our Yacht, changed")
        editor.form.name.textEdited.emit(editor.form.name.text())
        self.settle()
        self.modal("Save the changes? (House Rules)", lambda: self.click(editor.close_button),
                   answer=lambda box: self.click(next(
                       b for b in box.buttons() if "Discard" in b.text()
                       or "Close without" in b.text() or "Don" in b.text())))
        self.wait("House Rules to close", lambda: not editor.isVisible())

    def rules_files(self) -> None:
        from yachtdice.core.modes.pips.presets import preset

        dialog = self.trigger("Game/New Game…", "New Game")
        self.modal("Open Rules File (file dialog)", lambda: self.click(dialog.open_file_button))
        custom = preset("yacht").to_dict()
        custom.update(id="our-yacht", name="Their Yacht")
        path = Path(os.environ["YACHTDICE_DATA_DIR"]) / "their-yacht.json"
        path.write_text(json.dumps(custom))
        before = self.shown()
        dialog.open_rules_file(str(path))
        box = self.opened(before, "the question about replacing rules")
        self.look("Open Rules File (replace?)", box)
        box.reject()
        self.settle()
        from tests.store.test_saved_rulesets import CARD_DATA

        card = Path(os.environ["YACHTDICE_DATA_DIR"]) / "card.json"
        card.write_text(json.dumps(CARD_DATA))
        dialog.open_rules_file(str(card))  # a teacher's card: saved, chosen, deletable here
        before = self.shown()
        self.click(dialog.delete_rules_button)
        box = self.opened(before, "the question before deleting rules")
        self.look("Delete Rules", box)
        box.reject()
        self.settle()
        dialog.rules.setCurrentIndex(dialog.rules.findData("our-yacht"))
        # Edit… runs House Rules modally over New Game
        self.modal("House Rules (from New Game)", lambda: self.click(dialog.edit_rules_button))
        dialog.reject()
        self.settle()

    def end_of_game(self) -> None:
        from yachtdice.core import Player
        from yachtdice.core.modes.pips.presets import preset
        from yachtdice.gallery.modes.pips import played

        window = self.window
        if window.session.in_the_middle():
            self.action("Game/New Game…").trigger()
            box = window.session.question_box
            self.click(next(b for b in box.buttons() if b.text() == "&Abandon"))
            self.wait("New Game", lambda: window.dialog is not None and window.dialog.isVisible())
            window.dialog.reject()
        names = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn"]
        record = played(preset("yacht"), [Player(n) for n in names], seed=23, open_turns=1)
        store = window.store
        window.controller.resume(store.game(store.start_game(record)))
        self.click(window.roll_button)
        controller = window.controller
        self.wait("the roll", lambda: controller.state.dice is not None
                  and not controller.rolling)
        before = self.shown()
        window.scorecard.score_requested.emit(controller.state.card.open_ids[0])
        end = self.opened(before, "the end of the game")
        # keys pressed before it appeared are ignored for a moment; then Play Again is the
        # default
        self.wait("Play Again to take Enter", lambda: end.play_again.isDefault(), 10)
        self.look("Game Over (6 players)", end)
        self.close(end)

