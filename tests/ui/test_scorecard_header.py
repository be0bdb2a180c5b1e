"""The names of the boxes take the width Qt's own header would give them, and a little more.

The row header works out its size hint from the card's rows itself (Qt's header asks the
model for each row's text, font, icon, size and alignment, through Python, to measure the
same labels): it is as tall as Qt's and as wide as its widest label in bold and 8 px each
side, never narrower than Qt's.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHeaderView
from pytestqt.qtbot import QtBot

from yachtdice.core import Player
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.triple.rules import TRIPLE
from yachtdice.ui.i18n import Language
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow


def _check(window: MainWindow) -> None:
    header = window.scorecard.verticalHeader()
    labels = [window.model.headerData(r, header.orientation())
              for r in range(window.model.rowCount())]
    bold = QFont(header.font())
    bold.setBold(True)
    widest = max(QFontMetrics(bold).horizontalAdvance(label) for label in labels)
    qt = QHeaderView.sizeHint(header)  # Qt's own, measured through the model
    hint = header.sizeHint()
    assert hint.height() == qt.height()
    assert hint.width() == widest + 16 >= qt.width()


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("rules", ["yacht", "yahtzee", "maxi-yatzy", "triple"])
def test_the_row_headers_size_is_qts_own_for_every_card_language_and_type(
        qtbot: QtBot, make_window: MakeWindow, speak: Language, language: str,
        rules: str) -> None:
    speak.install(language)
    window = make_window()
    window.controller.new_game(TRIPLE if rules == "triple" else preset(rules),
                               [Player("Ann"), Player("Bo")])
    _check(window)
    widths = {window.scorecard.verticalHeader().sizeHint().width()}
    for scale in (1.6, 3.0):  # shown to a room: the names grow (the hint with them)
        window.scorecard.present(scale)
        _check(window)
        widths.add(window.scorecard.verticalHeader().sizeHint().width())
    assert len(widths) == 3
    window.scorecard.present(None)
    window.resize(1400, 1000)  # grown with the window: rows and type up to their most
    qtbot.waitUntil(lambda: window.scorecard.type_scale > 1.0)
    _check(window)



def _names_band(window: MainWindow, lines: int) -> None:
    header = window.scorecard.horizontalHeader()
    need = lines * QFontMetrics(header.font()).height() + 12  # the names, with room round them
    assert header.height() == max(need, QHeaderView.sizeHint(header).height())
    assert window.scorecard.sizeHint().height() >= header.height()


@pytest.mark.parametrize("rules", ["yahtzee", "triple"])
def test_the_names_band_is_a_line_of_its_type_tall_two_over_several_columns(
        qtbot: QtBot, make_window: MakeWindow, rules: str) -> None:
    # the table lays the names' header out at its minimum height (no size hint asked of
    # Python): one line of the header's type and 12 px, two lines over a player's columns,
    # as the type grows with a room or the window, and back
    window = make_window()
    lines = 2 if rules == "triple" else 1
    window.controller.new_game(TRIPLE if rules == "triple" else preset(rules),
                               [Player("Ann"), Player("Bo")])
    qtbot.waitUntil(lambda: window.scorecard.horizontalHeader().height() > 0)
    _names_band(window, lines)
    before = window.scorecard.horizontalHeader().height()
    window.scorecard.present(3.0)
    _names_band(window, lines)
    assert window.scorecard.horizontalHeader().height() > before
    window.scorecard.present(None)
    _names_band(window, lines)
    assert window.scorecard.horizontalHeader().height() == before
    window.controller.new_game(preset("yacht") if rules == "triple" else TRIPLE,
                               [Player("Ann"), Player("Bo")])
    _names_band(window, 3 - lines)  # another card: the other number of lines
