"""Start-up: `python -m yachtdice` paints its window with only what the window shows.

Not timed (tests/bench/bench_startup.py measures it): these check what is imported and
what runs before the first paint, so the laziness does not wear off.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMenu
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, RandomDice
from yachtdice.core.modes import games
from yachtdice.core.modes.pips.presets import preset
from yachtdice.ui.dialogs.new_game import NewGameDialog
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import made_active
from .screens import same_games


# what the first window shows none of: NumPy (the strategy engine), charts, sound (and
# the wave files it writes), the House Rules window, Statistics, every dialog (New Game
# too: the last setup is read without it), the classroom view, SQLite (the history opens
# after the first paint, and the names of its games' origins and dice with it), OpenSSL's
# hashes (the engine's fingerprint of the rules is taken once the window is drawn), and
# the games not on the table (core and window)
def later(game: games.Game) -> tuple[str, ...]:
    """The modules of a game registered for later: its core's and its window's, and what it
    takes from the store."""
    specs = (game.core, game.ui, *game.store.values())
    return tuple(dict.fromkeys(s.partition(":")[0] for s in specs if s is not None))


LATER_GAMES = tuple(m for g in games.GAMES if not g.at_start for m in later(g))
HEAVY = ("sqlite3", *LATER_GAMES, "numpy", "pyqtgraph", "PySide6.QtMultimedia", "wave",
         "hashlib", "secrets", "yachtdice.ui.dialogs.new_game", "yachtdice.ui.table.classroom",
         "yachtdice.ui.modes.pips.rules_help", "yachtdice.ui.widgets.locale_text",
         "yachtdice.ui.windows.house_rules.window", "yachtdice.ui.windows.statistics",
         "yachtdice.ui.windows.history", "yachtdice.ui.windows.highscores",
         "yachtdice.ui.dialogs.end_game", "yachtdice.ui.dialogs.rules_help",
         "yachtdice.ui.dialogs.unfinished_games", "yachtdice.ui.table.first_start",
         "yachtdice.ui.dialogs.confirm",
         "yachtdice.core.modes.pips.optimal.solver", "yachtdice.store.modes.pips.tables",
         "yachtdice.store.store", "yachtdice.store.stored", "yachtdice.store.modes.word.wordlist",
         "yachtdice.ui.modes.word.part", "yachtdice.ui.modes.place_value.presenter",
         "yachtdice.ui.dialogs.print_card", "yachtdice.printing",
         # the printed score cards (their layout, and pip dice's card), what a booking
         # achieved (said with the first booking) and what a booked box is called and holds,
         # the engine's work in its process and its job's worker, a hint's words
         "yachtdice.core.score_sheet", "yachtdice.core.score_cards", "yachtdice.core.bookings",
         "yachtdice.core.modes.pips.score_sheet", "yachtdice.core.modes.pips.events",
         "yachtdice.store.modes.pips.work", "yachtdice.ui.jobs.process",
         "yachtdice.ui.modes.pips.option_text", "yachtdice.ui.table.real_dice",
         "yachtdice.ui.widgets.form_fields", "yachtdice.ui.jobs.collector",
         "yachtdice.ui.widgets.progress_bar",
         # JSON comes with the first text read (none by the first window of a later start)
         # and the check of a compiled translation with the first language but English
         "json", "yachtdice.ui.qm_file", "yachtdice.core.modes.pips.describe",
         # Unicode's tables come with the first name or label outside ASCII
         "unicodedata",
         # the one scoring computation (a roll's options: with the first roll)
         "yachtdice.core.modes.pips.rules",
         # the standard library's dataclasses and copy (a value type's dataclass Field objects
         # are made when a program first asks dataclasses about it: core/values.py)
         "dataclasses", "copy",
         # our JSON reader (a saved setup, a record, a ruleset file: read when there is one)
         "yachtdice.core.jsontext",
         # the benchmark's start-up probe (imported only when the benchmark asks for it)
         "yachtdice.ui.startup_probe")


def loaded_after(code: str, tmp_path: Path, **env: str) -> set[str]:
    """The modules of ``HEAVY`` loaded once ``code`` has run in a fresh interpreter."""
    script = same_games() + code + textwrap.dedent(f"""
        import sys
        found = sorted(m for m in {HEAVY!r} if m in sys.modules)
        import json
        print(json.dumps(found))
        """)
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                       YACHTDICE_DATA_DIR=str(tmp_path), **env)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=environment, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return set(json.loads(proc.stdout.splitlines()[-1]))


def test_importing_the_main_window_brings_no_engine_editor_dialogs_or_statistics(
        tmp_path: Path) -> None:
    assert loaded_after("import yachtdice.ui.table.main_window\n"
                        "import yachtdice.ui.app\n", tmp_path) == set()


def test_the_built_in_games_register_without_their_heavy_parts(tmp_path: Path) -> None:
    # registering every game (as the program does at start) names the word list and the
    # other games' panels; it loads none of them
    assert loaded_after("from yachtdice.ui.modes import builtin\nbuiltin.install()\n",
                        tmp_path) == set()


def printed(code: str, tmp_path: Path) -> str:
    """What ``code`` printed in a fresh interpreter with this process's built-in games."""
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", YACHTDICE_DATA_DIR=str(tmp_path))
    proc = subprocess.run([sys.executable, "-c", same_games() + code], capture_output=True,
                          text=True, env=environment, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.parametrize("game", [g for g in games.GAMES if not g.at_start], ids=lambda g: g.id)
def test_a_game_registered_for_later_is_loaded_when_asked_for_by_id_or_listed(
        tmp_path: Path, game: games.Game) -> None:
    own = [m for m in later(game) if not m.startswith("yachtdice.store.")]
    cores = [g.core.partition(":")[0] for g in games.GAMES]  # every game listed: all loaded
    code = textwrap.dedent(f"""
        import sys
        from yachtdice.core.modes import modes, ruleset_by_id
        from yachtdice.ui.modes import builtin, game_ui
        builtin.install()
        before = [m for m in {LATER_GAMES!r} if m in sys.modules]
        parts = game_ui({game.id!r})  # a game of it dealt: its parts, and its core game
        loaded = [m for m in {LATER_GAMES!r} if m in sys.modules]
        listed = [m.id for m in modes()]
        print(before, loaded, listed, all(m in sys.modules for m in {cores!r}))
        """)
    assert printed(code, tmp_path).strip() == (
        f"[] {own!r} {[g.id for g in games.GAMES]!r} True")


def test_a_ruleset_asked_for_by_id_loads_its_game(tmp_path: Path) -> None:
    code = textwrap.dedent("""
        from yachtdice.core.modes import mode, modes, ruleset_by_id
        from yachtdice.ui.modes import builtin, game_ui
        builtin.install()
        rules = ruleset_by_id("yahtzee-words")
        print(rules.mode, mode("word") is modes()[1], game_ui("word").roll_key)
        """)
    assert printed(code, tmp_path).split() == ["word", "True", "Ctrl+R"]


@pytest.mark.parametrize("first_start", [False, True], ids=["later", "first-start"])
def test_the_first_window_paints_before_anything_heavy_is_loaded(tmp_path: Path,
                                                                 first_start: bool) -> None:
    # the start-up probe names the heavy modules loaded and types made by the first paint,
    # if any; at the first start the welcome comes over the window with a field for the
    # player's name (a QLineEdit), at any later start nothing of it
    if not first_start:
        (tmp_path / "settings.ini").write_text("[player]\nwelcomed=true\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", YACHTDICE_STARTUP_PROBE="1",
               YACHTDICE_DATA_DIR=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "yachtdice"], capture_output=True, text=True,
                          env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    named = proc.stdout.splitlines()[0].split()  # no heavy module named after it
    assert named == (["first-paint", "QtWidgets.QLineEdit"] if first_start
                     else ["first-paint"])
    assert "Traceback" not in proc.stderr


def test_a_last_game_with_an_expert_paints_before_the_rules_fingerprint_is_taken(
        tmp_path: Path) -> None:
    # the Expert asks for its engine at the deal; the fingerprint of the rules (OpenSSL's
    # hashes) waits for the first paint; the saved setup itself is JSON, read for the deal
    # (by our JSON reader)
    setup = json.dumps({"rules": "yahtzee", "players": [{"name": "Ann", "kind": "person"},
                                                          {"name": "Exa", "kind": "expert"}]})
    (tmp_path / "settings.ini").write_text(
        "[player]\nwelcomed=true\n[game]\nlast_setup=" + json.dumps(setup) + "\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", YACHTDICE_STARTUP_PROBE="1",
               YACHTDICE_DATA_DIR=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "yachtdice"], capture_output=True, text=True,
                          env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0].split() == ["first-paint", "json",
                                                   "yachtdice.core.jsontext"]


def test_the_first_window_is_dealt_and_drawn_before_any_background_work_starts(
        tmp_path: Path) -> None:
    # the history and the engine wait for the first paint: nothing competes with it
    code = textwrap.dedent("""
        import sys, threading
        from PySide6.QtCore import QEvent, QObject, QTimer
        from PySide6.QtWidgets import QLabel
        from yachtdice.core import values
        from yachtdice.ui import app
        from yachtdice.ui.jobs.runner import app_runner
        seen = {}

        def hot():  # whether the hot value types are compiled, and how many wait for it
            return values._HOT.at_once, len(values._HOT.waiting)

        class Watch(QObject):
            def eventFilter(self, watched, event):
                if event.type() == QEvent.Type.Paint and "paint" not in seen:
                    seen["paint"] = [t.name for t in threading.enumerate()
                                     if t is not threading.main_thread()]
                    seen["dealt"] = watched.controller.state is not None
                    seen["held"] = app_runner().holding
                    seen["switch"] = sys.getswitchinterval()
                    seen["notes"] = watched.findChild(QLabel, "saving") is None
                    seen["hot"] = hot()
                    QTimer.singleShot(0, lambda: QTimer.singleShot(2000, watched.close))
                return False

        class Window(app.MainWindow):
            def show(self):
                self._watch = Watch(self)
                self.installEventFilter(self._watch)
                super().show()

        app.MainWindow = Window
        app.main(["yachtdice"])
        after = app_runner().holding
        """)
    script = code + ("print(seen['paint'], seen['dealt'], seen['held'], after, seen['switch'], "
                     "seen['notes'])\nprint(*seen['hot'], *hot())\n")
    (tmp_path / "settings.ini").write_text("[player]\nwelcomed=true\n")  # not the first start
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", YACHTDICE_DATA_DIR=str(tmp_path))
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.split("\n")
    assert lines[-3] == "[] True True False 0.001 True"  # and the
    # window's thread gets the interpreter after 1 ms of a job's thread's Python code; the
    # status bar's notes on saving and solving are not made yet
    painted, waiting, compiled, left = lines[-2].split()
    # the hot value types' methods are compiled after the first paint (core/values.py)
    assert (painted, int(waiting) > 5, compiled, left) == ("False", True, "True", "0")


def test_the_games_core_and_store_are_imported_before_pyside6(tmp_path: Path) -> None:
    # `python -m yachtdice` registers the games (their core's and store's modules) and
    # imports the settings' reader before PySide6 is imported, so PySide6's import hook sees
    # none of their imports; the window's start (a stand-in here) finds the games registered
    code = textwrap.dedent("""
        import sys, types
        window = types.ModuleType("yachtdice.ui.app")

        def main(argv, language):
            from yachtdice.core.modes import modes
            from yachtdice.store.modes import GameStore
            print([m.id for m in modes()][:1], "PySide6" in sys.modules)
            return 0

        window.main = main
        sys.modules["yachtdice.ui.app"] = window
        seen = []
        import builtins
        real_import = builtins.__import__

        def watch(name, *args, **kwargs):
            if name.startswith("PySide6") and not seen:
                seen.append(sorted(m for m in sys.modules if m.startswith("yachtdice.")))
            return real_import(name, *args, **kwargs)

        builtins.__import__ = watch
        from yachtdice.__main__ import main as start
        start(["yachtdice"])
        print(len(seen[0]), all(m in seen[0] for m in (
            "yachtdice.core.game", "yachtdice.core.modes.pips.mode",
            "yachtdice.core.modes.pips.ruleset", "yachtdice.store.modes.pips",
            "yachtdice.ui.settings")))
        """)
    lines = printed(code, tmp_path).splitlines()
    assert lines[0] == "['pips'] True"
    assert int(lines[1].split()[0]) > 30 and lines[1].split()[1] == "True"


def test_the_quick_check_of_pyside6s_import_hook_answers_as_its_own() -> None:
    # PySide6 reads each module's source through inspect to see whether it names PySide6;
    # the start-up reads the file's bytes instead: the same answer, without tokenizing
    import inspect
    import json

    from yachtdice.core import game
    from yachtdice.ui import quick_start
    from yachtdice.ui.table import controller, turn_text

    for module in (turn_text, controller, game, json, quick_start):
        assert quick_start.uses_pyside(module) == ("PySide6" in inspect.getsource(module))
    assert quick_start.uses_pyside(os) is ("PySide6" in inspect.getsource(os))



def test_the_quick_check_answers_as_pyside6s_own_for_every_module_of_the_package() -> None:
    # the core's and the store's modules are answered by name, without reading their files:
    # the same answer as PySide6's reading of each module's source gives
    import inspect
    from types import ModuleType

    import yachtdice
    from yachtdice.ui import quick_start

    top = Path(yachtdice.__file__).parent
    checked = 0
    for path in sorted(top.rglob("*.py")):
        parts = path.relative_to(top.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        module = ModuleType(name)
        module.__file__ = str(path)
        assert quick_start.uses_pyside(module) == ("PySide6" in inspect.getsource(module)), name
        checked += 1
    assert checked > 250


@pytest.mark.parametrize("at", [0, 100, 8186, 8188, 8192, 20_000, None])
def test_the_quick_check_finds_the_name_anywhere_in_a_file(tmp_path: Path,
                                                          at: int | None) -> None:
    # the quick check reads a file's head first, then the rest: the name found wherever it
    # stands, across the head's end too (None: a long file without it)
    from types import ModuleType

    from yachtdice.ui import quick_start

    text = bytearray(b"# " + b"x" * 30_000 + b"\n")
    if at is not None:
        text[at:at + 7] = b"PySide6"
    path = tmp_path / "some_module.py"
    path.write_bytes(bytes(text))
    module = ModuleType("some_module")
    module.__file__ = str(path)
    assert quick_start.uses_pyside(module) is (at is not None)


def test_the_application_starts_in_fusion_whatever_style_is_asked_for(tmp_path: Path) -> None:
    # made in Fusion from the start (the theme does not ask the style: that would make
    # PySide6 build QStyle's type before the first paint); a -style given is overridden
    code = textwrap.dedent("""
        import sys
        from PySide6 import QtWidgets
        from yachtdice.ui.app import make_application
        app = make_application(["yachtdice", "-style", "Windows"])
        made = "QStyle" in vars(QtWidgets)
        print(made, app.style().name().lower())
        """)
    assert printed(code, tmp_path).split() == ["False", "fusion"]


@pytest.mark.qt_log_ignore("This plugin does not support")  # a menu, offscreen
def test_the_settings_menu_is_filled_as_it_opens_with_the_choices_made(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    # Settings has no shortcuts: its choices are made when it first opens, not before the
    # first paint, and show the settings as they are then (Animation Speed: Off, as the
    # window was set)
    window = make_window(speed="off")
    bar = window.menuBar()
    [settings] = [a.menu() for a in bar.actions() if a.text() == "&Settings"]
    assert isinstance(settings, QMenu) and settings.actions() == []
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # Alt+S opens it
    qtbot.waitUntil(settings.isVisible)
    texts = [a.text() for a in settings.actions()]
    assert texts[:1] + texts[2:] == ["&Animation Speed", "&Theme", "&Language"]
    assert texts[1].startswith("&Sound")  # "(not installed)" where sound is not
    assert [k for k, a in window.menus.speed_actions.items() if a.isChecked()] == ["off"]
    settings.close()
    window.menus.speed_actions["fast"].trigger()
    assert window.settings.speed == "fast" and window.tray.speed == "fast"


def test_the_dice_tumble_when_rolled_the_moment_the_window_shows(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    # the roll's animation is made with the first roll, not before the first paint (the
    # probe names its types if they are made by then): Space pressed at once tumbles the
    # dice, turned as they go, and lands them level on the faces rolled
    window = make_window(speed="normal")
    tray = window.tray
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert tray.rolling
    qtbot.waitUntil(lambda: any(die.angle != 0.0 for die in tray.dice))  # turning
    qtbot.waitUntil(lambda: not tray.rolling, timeout=5000)
    state = window.controller.state
    assert state is not None and state.dice is not None
    assert [die.face for die in tray.dice] == list(state.dice)
    assert all(die.angle == 0.0 for die in tray.dice)


def test_the_status_bars_notes_are_made_when_a_solve_first_reports(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    # the notes on saving and solving are made when first shown (not before the first paint:
    # test_the_first_window_is_dealt_and_drawn_before_any_background_work_starts), in their
    # places (the stage, its progress, Cancel, left to right)
    window = make_window()
    engines = window.controller.engines
    engines.status.emit("Solving Yahtzee: turn 3 of 13")
    engines.progress.emit("Yahtzee", 0.25)
    label, bar, cancel = window.notes.solve_label, window.notes.solve_bar, window.notes.solve_cancel
    qtbot.waitUntil(cancel.isVisible)
    assert label.text() == "Solving Yahtzee: turn 3 of 13" and bar.value() == 25
    assert label.x() < bar.x() < cancel.x()
    assert window.findChild(QLabel, "saving") is window.notes.save_label
    assert not window.notes.save_label.isVisible()
    engines.finished.emit("yahtzee")
    qtbot.waitUntil(lambda: not cancel.isVisible())


def test_the_window_keeps_its_layout_when_the_status_bars_notes_first_show(
        qtbot: QtBot) -> None:
    # Qt counts hidden permanent parts in the status bar's height: made late, the notes grew
    # the bar 5 px the first time one showed, and the card and dice moved up with it
    window = MainWindow(GameController(RandomDice(1)), open_store=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)  # shown, not started: no engine has said anything yet
    assert window.findChild(QLabel, "saving") is None  # the notes not made yet
    bar, central = window.statusBar(), window.centralWidget()
    before = (bar.height(), central.height())
    engines = window.controller.engines
    engines.status.emit("Solving Yahtzee: turn 3 of 13")
    engines.progress.emit("Yahtzee", 0.25)
    qtbot.waitUntil(window.notes.solve_cancel.isVisible)
    assert (bar.height(), central.height()) == before
    engines.finished.emit("yahtzee")
    qtbot.waitUntil(lambda: not window.notes.solve_cancel.isVisible())
    assert (bar.height(), central.height()) == before


def unpainted(qtbot: QtBot) -> MainWindow:
    """A window on the screen, active, with a game of Yacht dealt, that no paint has reached
    yet (its updates held): a player's key or click as the window first shows."""
    window = MainWindow(GameController(RandomDice(1)), open_store=False)
    window.set_speed("off")
    qtbot.addWidget(window)
    window.setUpdatesEnabled(False)  # no paint reaches it until it is allowed again
    window.show()
    made_active(qtbot, window)
    window.start()
    window.controller.new_game(preset("yacht"), [Player("Ann")])
    window.scorecard.setFocus()
    assert not window.keys.given  # no shortcut yet: none is made before the first paint
    return window


#: the keys the menus show beside their commands (the standard ones as the platform gives
#: them: offscreen, Quit's is none)
MENU_KEYS = {"&Game": ["Ctrl+N", "Ctrl+Z", "H", "Ctrl+H", "Ctrl+T", "Ctrl+P"],
             "&View": ["F5", "F11"], "&Settings": [], "&Help": ["F1"]}


def menu_keys(menu: QMenu) -> list[str]:
    return [k for a in menu.actions() if (k := a.shortcut().toString())]


def test_the_first_roll_shows_what_each_box_would_score_with_the_scoring_loaded_then(
        tmp_path: Path) -> None:
    # the scoring computation (core/modes/pips/rules) and our JSON reader are not loaded
    # with the window; Space on a window no paint has reached rolls, and the card shows at
    # once what Yacht's boxes would score (Choice: the sum of the dice; Yacht: 50 or 0)
    code = textwrap.dedent("""
        import sys
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication
        from yachtdice.core import Player, RandomDice
        from yachtdice.core.modes.pips.presets import preset
        from yachtdice.ui.board.scorecard_model import PointsRole
        from yachtdice.ui.modes import builtin
        from yachtdice.ui.table.controller import GameController
        from yachtdice.ui.table.main_window import MainWindow
        builtin.install()
        app = QApplication([])
        window = MainWindow(GameController(RandomDice(1)), open_store=False)
        window.set_speed("off")
        window.setUpdatesEnabled(False)
        window.show()
        window.start()
        window.controller.new_game(preset("yacht"), [Player("Ann")])
        for _ in range(3000):  # active (the keys need it), as a player's window is
            if window.isActiveWindow():
                break
            window.activateWindow()
            QTest.qWait(10)
        window.scorecard.setFocus()
        lazy = ("yachtdice.core.modes.pips.rules", "yachtdice.core.jsontext")
        print([m for m in lazy if m in sys.modules])
        QTest.keyClick(window.scorecard, Qt.Key.Key_Space)
        for _ in range(200):
            if not window.controller.rolling:
                break
            QTest.qWait(10)
        dice = window.controller.state.dice
        def preview(box):
            model = window.model
            return model.data(model.index(model.box_row(box), 0), PointsRole)
        yacht = 50 if len(set(dice)) == 1 else 0
        print(preview("choice") == sum(dice), preview("yacht") == yacht,
              "yachtdice.core.modes.pips.rules" in sys.modules)
        """)
    lines = printed(code, tmp_path).splitlines()
    assert lines[-2:] == ["[]", "True True True"]


@pytest.mark.qt_log_ignore("This plugin does not support")  # a menu, offscreen
def test_the_windows_keys_work_the_moment_it_shows_before_its_first_paint(
        qtbot: QtBot) -> None:
    # the shortcuts are given just after the first paint, or at the first key: Space rolls,
    # the number keys hold, R rolls again, and the menus show their keys
    window = unpainted(qtbot)
    controller = window.controller
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not controller.rolling)
    assert window.keys.given and controller.state.rolls_left == 2
    for key in (Qt.Key.Key_1, Qt.Key.Key_3):
        qtbot.keyClick(window.scorecard, key)
    assert controller.state.held == {0, 2}
    kept = [controller.state.dice[0], controller.state.dice[2]]
    qtbot.keyClick(window.scorecard, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: not controller.rolling)
    state = controller.state
    assert state.rolls_left == 1 and [state.dice[0], state.dice[2]] == kept
    for menu in window.menus.bar_menus:
        assert menu_keys(menu) == MENU_KEYS[menu.title()]


@pytest.mark.qt_log_ignore("This plugin does not support")  # a menu, offscreen
def test_a_menu_opened_before_the_first_paint_shows_its_keys_and_they_work(
        qtbot: QtBot) -> None:
    # a click on Game in the menu bar, before any key: the menu shows its keys, which work
    # (Ctrl+N opens New Game, Space rolls)
    window = unpainted(qtbot)
    bar = window.menuBar()
    game = window.menus.game_menu
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(game.menuAction()).center())
    qtbot.waitUntil(game.isVisible)
    assert window.keys.given and menu_keys(game) == MENU_KEYS["&Game"]
    game.close()
    qtbot.waitUntil(lambda: not game.isVisible())
    qtbot.keyClick(window.scorecard, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog) and dialog.isVisible()
    dialog.reject()
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    assert window.controller.state.rolls_left == 2


def test_the_window_has_its_keys_once_painted(qtbot: QtBot, make_window: MakeWindow) -> None:
    # nobody pressed a key or opened a menu: the first paint gives the shortcuts
    window = make_window()
    qtbot.waitUntil(lambda: window.keys.given)
    assert menu_keys(window.menus.game_menu) == MENU_KEYS["&Game"]
