"""A word game reads at the window's first size (issue 26, item 6): letter values of at least
9 pt, dice large enough, player names and the bonus's way to 45 whole, hints in sentences.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter, QPalette
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.word.rules import WORD_YAHTZEE
from yachtdice.ui.board.painting import DieColors
from yachtdice.ui.modes.word.faces import paint_letter_face

from .conftest import MakeWindow

ROLL = ("p", "s", "r", "e", "*", "t", "u")
FIRST_SIZE = (1080, 720)  # the main window's size hint: its first size
NINE_POINTS_AT_96_DPI = 12  # pixels


def ink_rows(image: QImage, left: int, top: int, right: int, bottom: int) -> int:
    """How many pixel rows of the area hold dark ink (a glyph's height)."""
    return sum(any(QColor(image.pixel(x, y)).lightness() < 110 for x in range(left, right))
               for y in range(top, bottom))


def test_a_letter_dies_value_is_nine_points_even_on_a_small_die(qtbot: QtBot):
    # the issue measured 38 px dice with values about 5 px high
    image = QImage(60, 60, QImage.Format.Format_ARGB32)
    image.setDotsPerMeterX(3780)  # 96 dpi
    image.setDotsPerMeterY(3780)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    colors = DieColors.from_palette(QPalette(QColor("#efefef")))
    paint_letter_face(painter, QRectF(11, 11, 38, 38), "p", 4, colors)
    painter.end()
    # the value sits in the bottom-right corner, clear of the letter
    height = ink_rows(image, 11 + 26, 11 + 22, 11 + 38, 11 + 38)
    # a digit is about 0.7 of its font's size: 12 px (9 pt) makes 8 rows or more
    assert height >= 8


def test_the_first_window_has_room_for_the_dice_the_names_and_the_bonus(
        qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * 2))
    window.resize(*FIRST_SIZE)
    window.controller.new_game(WORD_YAHTZEE, [Player("Ann"), Player("Computer", True,
                                                                    "strong")])
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    qtbot.waitUntil(lambda: window.width() == FIRST_SIZE[0])
    assert window.height() <= 768                            # it fits 1024 x 768
    assert window.tray.dice[0].die_rect().width() >= 50      # not 38 px dice
    header = window.scorecard.horizontalHeader()
    bold = header.font()
    bold.setBold(True)
    name = QFontMetrics(bold).horizontalAdvance("Computer")
    assert header.sectionSize(1) >= name + 12                # "Computer", not "Co…"
    # the bonus row reads as progress toward 45, whole ("0 / 45" with its bar)
    bonus = next(i for i, r in enumerate(window.model.rows) if r.label == "Bonus")
    assert window.model.data(window.model.index(bonus, 1)) == "0 / 45"
    assert header.sectionSize(1) >= QFontMetrics(header.font()).horizontalAdvance(
        "19 / 45") + 12


@pytest.mark.parametrize("roll", [
    ("p", "s", "r", "e", "*", "t", "u"),   # a claim at once: p*asture
    ("w", "b", "j", "a", "p", "t", "o"),   # the strong player rolls every die again
    ("w", "a", "a", "c", "m", "a", "c"),   # it keeps some dice
])
def test_the_hint_is_a_sentence(qtbot: QtBot, make_window: MakeWindow,
                                roll: tuple[str, ...]):
    window = make_window(ScriptedDice(list(roll) * 2))
    window.controller.new_game(WORD_YAHTZEE, [Player("Ann")])
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    text = window.hint_label.text()
    assert "none" not in text
    assert re.fullmatch(r"Hint: (roll all the dice again|keep (die \d|dice \d(,? (and )?\d)+) "
                        r"\([A-Z, a-z]+\) and roll the others again|book \S.* in .+|"
                        r"write a zero in .+)\.", text), text
