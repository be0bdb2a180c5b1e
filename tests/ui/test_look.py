"""Issue 16: the window fits the screen and every size, the table is drawn whole, the look
reads for everyone (palettes' contrast, accessible names, keyboard jumps)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QSize, Qt
from PySide6.QtGui import QAccessible, QColor, QGuiApplication, QImage, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from yachtdice.core import GameState, Player, Roll, ScriptedDice
from yachtdice.core.modes.pips.presets import preset
from yachtdice.ui.board.dice_tray import DiceTray
from yachtdice.ui.board.scorecard_model import CurrentPlayerRole
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.first_start import offer_welcome
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.widgets import theme
from yachtdice.ui.widgets.progress_bar import ProgressBar
from yachtdice.ui.widgets.window_geometry import first_rect, fit

from .conftest import MakeWindow

LONG_HINT = ("Keep the three threes and roll the other two: that is worth 23.4 points on "
             "average from here, against 21.9 for keeping the pair of fives.")


def _right_column(window: MainWindow) -> list[QWidget]:
    return [w for w in (window.turn_label, window.tray, window.roll_button, window.help_label,
                        window.hint_label, window.message_label) if w.isVisible()]


def _overlaps(widgets: list[QWidget]) -> list[tuple[str, str]]:
    found = []
    for i, a in enumerate(widgets):
        for b in widgets[i + 1:]:
            if a.geometry().intersects(b.geometry()):
                found.append((a.objectName() or type(a).__name__,
                              b.objectName() or type(b).__name__))
    return found


def test_nothing_overlaps_at_the_minimum_size(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([3, 3, 3, 5, 5]), rules="yahtzee")
    window.controller.roll()  # the longest help text: hold, roll again, pick a box
    window.hint_label.setText(LONG_HINT)
    window.show_message("Preparing the Expert for Ann: it plays as soon as its strategy is "
                        "ready.")
    window.resize(window.minimumSizeHint())
    qtbot.waitUntil(lambda: window.size() == window.minimumSize()
                    or window.size() == window.minimumSizeHint())
    qtbot.waitUntil(lambda: not _overlaps(_right_column(window)))
    central = window.centralWidget().rect()
    for widget in _right_column(window) + [window.scorecard]:
        assert central.contains(widget.geometry()), widget.objectName()
        # each label is tall enough for its wrapped text
        if widget in (window.help_label, window.hint_label, window.message_label):
            assert widget.height() >= widget.heightForWidth(widget.width())


def test_the_first_window_fits_the_available_screen(qtbot: QtBot) -> None:
    window = MainWindow(GameController(ScriptedDice([])), open_store=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    available = window.screen().availableGeometry()  # offscreen: 800 x 800
    assert available.contains(window.frameGeometry())
    assert window.width() >= window.minimumSizeHint().width()


def test_a_restored_geometry_that_no_longer_fits_is_shrunk_onto_the_screen(qtbot: QtBot) -> None:
    big = MainWindow(GameController(ScriptedDice([])), open_store=False)
    qtbot.addWidget(big)
    big.resize(2400, 1500)  # as if saved on a larger monitor
    big.move(900, 700)
    settings = Settings()
    settings.geometry = big.saveGeometry()
    settings.sync()
    window = MainWindow(GameController(ScriptedDice([])), open_store=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.screen().availableGeometry().contains(window.frameGeometry())


def test_fitting_a_rectangle_to_the_screen_by_hand() -> None:
    screen = QRect(0, 0, 700, 450)  # a 1400 x 900 screen at scale 2
    minimum = QSize(624, 397)
    assert fit(QRect(100, 50, 1080, 720), screen, minimum) == QRect(0, 0, 700, 450)
    assert fit(QRect(500, 300, 640, 400), screen, minimum) == QRect(60, 50, 640, 400)
    assert fit(QRect(-80, -10, 650, 420), screen, minimum) == QRect(0, 0, 650, 420)
    # below the minimum it keeps the minimum, at the top left of the screen
    assert fit(QRect(0, 0, 900, 900), QRect(0, 0, 500, 300), minimum) == QRect(0, 0, 624, 397)
    assert first_rect(QRect(0, 0, 1920, 1040), minimum) == QRect(420, 160, 1080, 720)


@pytest.mark.slow  # a second process with its own screen: about 5 s
def test_at_scale_two_on_a_1400_by_900_screen_the_window_fits(tmp_path: Path) -> None:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1400,
                                               "height": 900, "logicalDpi": 96,
                                               "logicalBaseDpi": 96, "dpr": 1}]}))
    script = (
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from yachtdice.ui.modes import builtin\n"
        "builtin.install()\n"
        "from yachtdice.ui.table.main_window import MainWindow\n"
        "w = MainWindow(open_store=False)\n"
        "w.show(); w.start(); app.processEvents()\n"
        "a = w.screen().availableGeometry(); g = w.frameGeometry()\n"
        "r = [x.geometry() for x in (w.tray, w.button_row)]  # one parent: one frame\n"
        "print(a.width(), a.height(), g.x(), g.y(), g.width(), g.height(),\n"
        "      int(r[0].intersects(r[1])), int(w.centralWidget().rect().contains(r[1])))\n"
        "from yachtdice.core import Player\n"
        "from yachtdice.core.modes.pips.presets import preset\n"
        "w.controller.new_game(preset('maxi-yatzy'), [Player(str(i)) for i in range(8)])\n"
        "app.processEvents(); g = w.frameGeometry()\n"
        "print(g.x(), g.y(), g.width(), g.height())\n"
        "w.controller.engines.shut_down()\n")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               QT_SCALE_FACTOR="2")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    first, eight = out.stdout.splitlines()
    aw, ah, x, y, w, h, overlap, inside = map(int, first.split())
    assert (aw, ah) == (700, 450)  # logical pixels
    assert x >= 0 and y >= 0 and x + w <= aw and y + h <= ah
    assert not overlap and inside
    x, y, w, h = map(int, eight.split())  # eight players on Maxi Yatzy: still on the screen
    assert x >= 0 and y >= 0 and x + w <= aw and y + h <= ah


def test_the_tray_and_dice_grow_with_a_large_window(qtbot: QtBot,
                                                    make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([3, 3, 3, 5, 5]), rules="yahtzee")
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.width() == 1920)
    window.controller.roll()
    qtbot.waitUntil(lambda: window.tray.height() > 300)  # it stopped at 260 before
    # dice were at most 150 px
    qtbot.waitUntil(lambda: window.tray.dice[0].die_rect().width() > 150)


def _mid_tumble(qtbot: QtBot, angle: float, shift: float = 0.0) -> tuple[DiceTray, QImage]:
    tray = DiceTray()
    qtbot.addWidget(tray)
    tray.resize(420, 300)  # the dice are as wide as their buttons
    tray.show()
    state = GameState.start(preset("yahtzee"), [Player("A")]).apply(Roll((1, 2, 3, 4, 5)))
    tray.show_state(state)
    qtbot.waitUntil(lambda: tray.dice[2].x() > 100 and tray.dice[2].height() > tray.dice[2].width())
    die = tray.dice[2]
    die.face, die.angle, die.shift = None, angle, shift
    return tray, tray.grab().toImage()


def test_a_turning_die_is_drawn_whole_past_the_edge_of_its_button(qtbot: QtBot) -> None:
    tray, image = _mid_tumble(qtbot, 45.0, shift=0.12)
    die = tray.dice[2]
    rect = die.die_rect().translated(QPointF(die.pos()))
    side = min(rect.width(), rect.height()) * 0.78
    corner = QPointF(rect.center().x() + 0.12 * rect.width() + 0.6 * side, rect.center().y())
    assert corner.x() > die.geometry().right()  # the corner lies beyond the button
    scale = image.devicePixelRatio()
    pixel = image.pixelColor(QPoint(int(corner.x() * scale), int(corner.y() * scale)))
    assert pixel.lightness() > 180, pixel.name()  # the ivory die, not the green felt


def test_the_shadow_turns_with_the_die(qtbot: QtBot) -> None:
    """Below a die turned 45 degrees, its diamond shadow reaches where a square one would not."""
    _, turned = _mid_tumble(qtbot, 45.0)
    tray, square = _mid_tumble(qtbot, 0.0)
    die = tray.dice[2]
    rect = die.die_rect().translated(QPointF(die.pos()))
    side = min(rect.width(), rect.height()) * 0.78
    offset = side * 0.06
    below = QPointF(rect.center().x() + offset, rect.center().y() + side * 0.7)
    scale = turned.devicePixelRatio()
    at = QPoint(int(below.x() * scale), int(below.y() * scale))
    assert turned.pixelColor(at).lightness() < square.pixelColor(at).lightness()


NAMES = ["Ann", "Bartholomew", "Chen", "Dagny", "Eve", "Farouk", "Gwendolyn", "Hiro"]


def _card_fits(window: MainWindow) -> bool:
    card = window.scorecard
    return (card.horizontalHeader().length() <= card.viewport().width()
            and card.verticalHeader().length() <= card.viewport().height())


def test_six_players_fit_at_1280_by_800_without_scrolling(qtbot: QtBot,
                                                          make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee", players=[Player(n) for n in NAMES[:6]])
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280 and _card_fits(window))
    assert all(window.scorecard.columnWidth(c) >= 40 for c in range(6))


def test_eight_players_on_maxi_yatzy_need_no_sideways_scrolling(qtbot: QtBot,
                                                                make_window: MakeWindow) -> None:
    window = make_window(rules="maxi-yatzy", players=[Player(n) for n in NAMES])
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280 and _card_fits(window))
    # the whole name is there on hover when the column cuts it
    tip = window.model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "Bartholomew" in tip


def test_rows_and_type_grow_with_the_window_up_to_a_limit(qtbot: QtBot,
                                                          make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee")
    card = window.scorecard
    window.resize(900, 560)
    qtbot.waitUntil(lambda: window.height() == 560)
    small = card.rowHeight(0 + 1)  # Twos: no heading above it
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: card.rowHeight(1) > small)
    assert card.rowHeight(1) <= small * 1.7 + 1
    assert card.type_scale > 1.0
    assert _card_fits(window)


def test_the_card_has_section_headings_and_the_current_player_is_marked(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee", players=[Player("Ann"), Player("Bo")])
    card, model = window.scorecard, window.model
    assert card.heading_text(model.box_row("ones")) == "Upper section"
    assert card.heading_text(model.box_row("three_of_a_kind")) == "Lower section"
    assert card.heading_text(model.box_row("twos")) == ""
    assert model.headerData(0, Qt.Orientation.Horizontal, CurrentPlayerRole)
    assert not model.headerData(1, Qt.Orientation.Horizontal, CurrentPlayerRole)
    # the turn banner carries the current player's colour: a bar at its left edge
    banner = window.turn_label.grab().toImage()
    middle = QPoint(2, banner.height() // 2)
    assert banner.pixelColor(middle) == QColor(theme.PLAYER_COLOURS[0])
    window.controller.roll()
    window.controller.score("chance")
    banner = window.turn_label.grab().toImage()
    assert banner.pixelColor(middle) == QColor(theme.PLAYER_COLOURS[1])


# -- palettes --------------------------------------------------------------------------------
_R, _G = QPalette.ColorRole, QPalette.ColorGroup
TEXT_PAIRS = [(_R.Text, _R.Base), (_R.WindowText, _R.Window), (_R.ButtonText, _R.Button),
              (_R.HighlightedText, _R.Highlight), (_R.Link, _R.Base),
              (_R.ToolTipText, _R.ToolTipBase), (_R.Text, _R.AlternateBase)]


def test_contrast_ratio_matches_the_wcag_examples() -> None:
    assert theme.contrast_ratio(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert theme.contrast_ratio(QColor("#ffffff"), QColor("#ffffff")) == pytest.approx(1.0)
    # #777777 on white is the well-known near miss: 4.48, just under AA
    assert theme.contrast_ratio(QColor("#777777"), QColor("#ffffff")) == \
        pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("name", ["light", "dark", "contrast"])
def test_every_text_colour_meets_wcag_aa_on_its_background(name: str) -> None:
    palette = theme.palette_for(name)
    pairs = [(palette.color(a), palette.color(b)) for a, b in TEXT_PAIRS]
    pairs.append((palette.color(_R.PlaceholderText), palette.color(_R.Base)))
    pairs.append((palette.color(_G.Disabled, _R.Text), palette.color(_R.Base)))
    pairs.append((palette.color(_G.Disabled, _R.WindowText), palette.color(_R.Window)))
    for ink, paper in pairs:
        assert theme.contrast_ratio(ink, paper) >= 4.5, (name, ink.name(), paper.name())


def test_player_colours_are_distinct_and_their_names_readable() -> None:
    colours = [QColor(c) for c in theme.PLAYER_COLOURS]
    assert len({c.name() for c in colours}) == 8
    for colour in colours:
        assert theme.contrast_ratio(theme.text_on(colour), colour) >= 4.5, colour.name()


def test_the_theme_follows_the_desktop_and_a_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("YACHTDICE_THEME", raising=False)
    dark, light = Qt.ColorScheme.Dark, Qt.ColorScheme.Light
    high = Qt.ContrastPreference.HighContrast
    assert theme.wanted("system", dark) == "dark"
    assert theme.wanted("system", light) == "light"
    assert theme.wanted("system", light, high) == "contrast"
    assert theme.wanted("light", dark, high) == "light"  # the player's choice wins
    monkeypatch.setenv("YACHTDICE_THEME", "contrast")
    assert theme.wanted("light", dark) == "contrast"


@pytest.fixture
def restore_look(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[QApplication]:
    """The application's look is shared by every test: put it back."""
    palette, style = QPalette(qapp.palette()), qapp.style().name()
    monkeypatch.setattr(theme, "_active", theme.active())
    yield qapp
    qapp.setStyle(style)
    qapp.setPalette(palette)


def test_a_change_of_the_desktop_scheme_switches_the_palette_live(
        restore_look: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("YACHTDICE_THEME", raising=False)
    app = restore_look
    stop = theme.follow_desktop(app, lambda: "system")
    try:
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
        assert app.palette().color(_R.Window) == theme.palette_for("dark").color(_R.Window)
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
        assert app.palette().color(_R.Window) == theme.palette_for("light").color(_R.Window)
    finally:
        stop()


def test_settings_theme_high_contrast_applies_at_once_and_is_remembered(
        qtbot: QtBot, make_window: MakeWindow, restore_look: QApplication,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("YACHTDICE_THEME", raising=False)
    window = make_window(rules="yahtzee")
    window.menus.theme_actions["contrast"].trigger()
    assert restore_look.palette().color(_R.Window) == QColor("#000000")
    assert Settings().theme == "contrast"
    assert theme.active() == "contrast"
    window.controller.roll()
    window.tray.grab()  # the table and dice draw in high contrast without a warning


# -- everyone can play -----------------------------------------------------------------------
@pytest.fixture
def accessible() -> Iterator[None]:
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def _spoken(widget: QWidget) -> tuple[str, str]:
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Name), face.text(QAccessible.Text.Description)


def _cell(window: MainWindow, box: str) -> tuple[str, str]:
    table = QAccessible.queryAccessibleInterface(window.scorecard)
    wanted = window.model.box_row(box)
    # the tree lists the corner, the column headers, then each row's header and cells
    cells = [table.child(k) for k in range(table.childCount())
             if table.child(k).role() == QAccessible.Role.Cell]
    face = cells[wanted * window.model.columnCount() + window.controller.state.current]
    return face.text(QAccessible.Text.Name), face.text(QAccessible.Text.Description)


def test_dice_buttons_and_cells_name_themselves_in_the_accessibility_tree(
        qtbot: QtBot, make_window: MakeWindow, accessible: None) -> None:
    window = make_window(ScriptedDice([3, 3, 3, 5, 5]), rules="yahtzee",
                         players=[Player("Ann"), Player("Bo")])
    assert _spoken(window.tray.dice[0]) == ("Die 1: not rolled yet", "Roll first.")
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_3)
    assert _spoken(window.tray.dice[2]) == ("Die 3: three, held",
                                            "Click or press 3 to release it.")
    assert _spoken(window.tray.dice[4]) == ("Die 5: five", "Click or press 5 to hold it.")
    name, description = _cell(window, "full_house")
    assert name == "Full House, Ann: 25 if scored now"
    assert "Three dice of one face and two of another" in description
    assert _cell(window, "threes")[0] == "Threes, Ann: 9 if scored now"
    assert _spoken(window.roll_button) == ("Roll (2 left)",
                                           "Rolls the dice that are not held (Space or R).")
    for button in (window.hint_button, window.undo_button):
        name, description = _spoken(button)
        assert name and description


def test_a_roll_and_a_score_are_announced(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([3, 3, 3, 5, 5]), rules="yahtzee",
                         players=[Player("Ann"), Player("Bo")])
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    assert window.announcer.spoken[-1] == "Rolled three, three, three, five, five. " \
        "2 rolls left."
    qtbot.keyClick(window.scorecard, Qt.Key.Key_1)
    assert window.announcer.spoken[-1] == "Die 1 held."
    window.controller.score("full_house")
    assert window.announcer.spoken[-1] == "Ann scored 25 in Full House. Turn: Bo."


def test_tab_follows_the_table_from_the_card_to_the_buttons(qtbot: QtBot,
                                                            make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([3, 3, 3, 5, 5]), rules="yahtzee")
    window.controller.roll()
    order = []
    widget = window.scorecard.nextInFocusChain()
    while widget is not window.scorecard and len(order) < 200:
        order.append(widget)
        widget = widget.nextInFocusChain()
    positions = [order.index(w) for w in (window.roll_button, window.hint_button,
                                          window.undo_button)]
    assert positions == sorted(positions)


def test_a_letter_or_alt_and_a_digit_jumps_to_an_open_box(qtbot: QtBot,
                                                          make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([3, 3, 3, 5, 5] * 3), rules="yahtzee")
    window.controller.roll()
    card = window.scorecard

    def at() -> str:
        return window.model.rows[card.currentIndex().row()].label

    qtbot.keyClick(card, Qt.Key.Key_F)
    assert at() == "Fours"
    qtbot.keyClick(card, Qt.Key.Key_F)
    assert at() == "Fives"
    qtbot.keyClick(card, Qt.Key.Key_F)
    assert at() == "Full House"
    qtbot.keyClick(card, Qt.Key.Key_F)
    assert at() == "Fours"  # round again
    qtbot.keyClick(card, Qt.Key.Key_C)
    assert at() == "Chance"
    qtbot.keyClick(card, Qt.Key.Key_4, Qt.KeyboardModifier.AltModifier)
    assert at() == "4 of a Kind"
    qtbot.keyClick(card, Qt.Key.Key_Return)
    assert window.controller.state.cards[0].get("four_of_a_kind") == 0  # 3 3 3 5 5: no four alike
    # Yatzy has no box named with a digit: Alt+3 finds the threes
    window.controller.new_game(preset("yatzy"), [Player("Ann")])
    window.controller.roll()
    qtbot.keyClick(card, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    assert at() == "Threes"
    qtbot.keyClick(card, Qt.Key.Key_Z)  # nothing starts with Z: the cursor stays
    assert at() == "Threes"


# -- the first start -------------------------------------------------------------------------
def test_the_first_start_asks_the_name_once_and_deals_the_game_under_it(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee", players=[Player("Player 1")])
    dialog = offer_welcome(window)
    assert dialog is not None and dialog.isVisible()
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "highest total wins" in texts and "Space or R" in texts  # how to play, the keys
    dialog.name.setText("  Zoë   <b>Ann</b> ")
    qtbot.mouseClick(dialog.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state.players[0].name == "Zoë <b>Ann</b>")
    settings = Settings()
    assert settings.player_name == "Zoë <b>Ann</b>" and settings.welcomed
    assert settings.last_setup["players"][0] == {"name": "Zoë <b>Ann</b>", "kind": "person"}
    assert offer_welcome(window) is None  # once only
    again = MainWindow(GameController(ScriptedDice([])), open_store=False)
    qtbot.addWidget(again)
    again.start()
    assert again.controller.state.players[0].name == "Zoë <b>Ann</b>"  # remembered


def test_a_bad_name_gets_one_sentence_and_changes_nothing(qtbot: QtBot,
                                                          make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee", players=[Player("Player 1")])
    dialog = offer_welcome(window)
    assert dialog is not None
    dialog.name.setText("Ann\u200bBo")  # a zero-width space, a format character
    qtbot.mouseClick(dialog.play, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.problem.text() == ("That name cannot be used: a name must not contain "
                                     "control characters.")
    assert Settings().player_name is None and not Settings().welcomed
    dialog.reject()  # Skip: Player 1 stays, and the welcome does not come back
    qtbot.waitUntil(lambda: Settings().welcomed)
    assert window.controller.state.players[0].name == "Player 1"


def test_a_game_already_under_way_is_not_dealt_again(qtbot: QtBot,
                                                     make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([1, 2, 3, 4, 5]), rules="yahtzee",
                         players=[Player("Player 1")])
    window.controller.roll()
    dialog = offer_welcome(window)
    assert dialog is not None
    dialog.name.setText("Ann")
    qtbot.mouseClick(dialog.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: Settings().welcomed)
    assert window.controller.state.dice == (1, 2, 3, 4, 5)
    assert window.controller.state.players[0].name == "Player 1"


def test_reduced_motion_shows_the_dice_at_once(qtbot: QtBot, make_window: MakeWindow,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(ScriptedDice([1, 1, 3, 3, 5, 2, 2, 4, 4, 6]), rules="yahtzee",
                         speed="normal")
    window.controller.roll()
    assert window.tray.rolling  # the setting alone: normal speed tumbles
    qtbot.waitUntil(lambda: not window.tray.rolling and window.roll_button.isEnabled())
    monkeypatch.setenv("YACHTDICE_REDUCED_MOTION", "1")
    qtbot.waitUntil(lambda: window.controller.roll_problem() is None)
    before = window.controller.state
    qtbot.waitUntil(lambda: (window.controller.roll(), window.controller.state)[1] is not before)
    assert not window.tray.rolling  # no tumble at all
    assert [d.face for d in window.tray.dice] == [2, 2, 4, 4, 6]
    assert all(d.angle == 0 and d.lift == 0 for d in window.tray.dice)


def _ink(image: QImage, rect: QRect) -> QRect:
    """Where the pixels in ``rect`` stand out from the cell's paper, by lightness alone."""
    paper = image.pixelColor(rect.left() + 2, rect.bottom() - 2).lightness()
    box = QRect()
    for x in range(rect.left() + 1, rect.right()):
        for y in range(rect.top() + 1, rect.bottom()):
            if abs(image.pixelColor(x, y).lightness() - paper) > 60:
                box = box.united(QRect(x, y, 1, 1))
    return box


def test_a_preview_differs_from_a_booked_score_without_colour(qtbot: QtBot,
                                                              make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([2, 2, 2, 5, 5] * 2), rules="yahtzee",
                         players=[Player("Ann"), Player("Bo")])
    window.resize(1280, 800)
    window.controller.roll()
    window.controller.score("full_house")  # Ann books 25
    qtbot.waitUntil(lambda: window.controller.roll_problem() is None)
    qtbot.waitUntil(lambda: (window.controller.roll(), window.controller.state.dice)[1]
                    is not None)  # Bo rolls the same full house: 25 pencilled in
    row = window.model.box_row("full_house")
    assert window.model.data(window.model.index(row, 0), Qt.ItemDataRole.DisplayRole) == "25"
    assert window.model.data(window.model.index(row, 1), Qt.ItemDataRole.DisplayRole) == "25"
    card = window.scorecard
    card.setCurrentIndex(window.model.index(window.model.box_row("chance"), 1))
    image = card.viewport().grab().toImage()
    scale = image.devicePixelRatio()

    def device(rect: QRect) -> QRect:
        return QRect(int(rect.x() * scale), int(rect.y() * scale), int(rect.width() * scale),
                     int(rect.height() * scale))

    booked = _ink(image, device(card.visualRect(window.model.index(row, 0))))
    pencilled = _ink(image, device(card.visualRect(window.model.index(row, 1))))
    assert booked.isValid() and pencilled.isValid()
    # the dashed outline round a pencilled number, seen in grey alone: wider and taller ink
    assert pencilled.width() >= booked.width() + 8 * scale
    assert pencilled.height() > booked.height()


def test_a_roll_lands_with_a_short_settle(qtbot: QtBot) -> None:
    """Near its end a tumbling die swings past level and back before it rests."""
    tray = DiceTray(rng=random.Random(4))
    qtbot.addWidget(tray)
    tray.resize(640, 200)
    before = GameState.start(preset("yahtzee"), [Player("A")])
    tray.animate_roll(before, before.apply(Roll((6, 5, 4, 3, 2))), "normal")
    tray.animation.pause()
    duration = tray.animation.duration()
    first = tray._tumbles[0]  # the first die's own tumble: its last fifth is the settle
    angles = []
    for step in range(80, 100):
        tray.animation.setCurrentTime(int(first.delay + first.duration * step / 100))
        angles.append(tray.dice[0].angle)
    assert any(a * b < 0 for a, b in pairwise(angles))  # past level
    assert max(abs(a) for a in angles) < 30  # a wobble, not a spin
    tray.animation.setCurrentTime(duration)
    qtbot.waitUntil(lambda: not tray.rolling)
    assert tray.dice[0].angle == 0 and tray.dice[0].face == 6


@pytest.mark.parametrize("name", ["light", "dark", "contrast"])
def test_an_empty_progress_bar_has_a_visible_frame_in_every_theme(
        qtbot: QtBot, restore_look: QApplication, monkeypatch: pytest.MonkeyPatch,
        name: str) -> None:
    # a solve at 0% in the status bar: in high contrast its frame was black on black
    monkeypatch.delenv("YACHTDICE_THEME", raising=False)
    theme.apply_theme(restore_look, name)
    bar = ProgressBar()
    qtbot.addWidget(bar)
    bar.setRange(0, 100)
    bar.setValue(0)
    bar.setTextVisible(False)
    bar.resize(160, 18)
    image = bar.grab().toImage()
    window = theme.palette_for(name).color(_R.Window)
    middle = [image.pixelColor(image.width() // 2, y) for y in range(image.height())]
    edge = max(theme.contrast_ratio(c, window) for c in middle[:3] + middle[-3:])
    # high contrast asks for WCAG's 3:1 for the edges of controls; dark stands out as much
    # as Fusion's own outline does on light (2:1)
    assert edge >= (3.0 if name == "contrast" else 1.9), (name, [c.name() for c in middle])
