"""Longer languages' texts fit at 1024×768 (issue 36: "Computer – Anfänge[r]" was cut in
German after New Game had opened on a game whose levels are shorter)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.ui.dialogs.new_game import NewGameDialog
from yachtdice.ui.i18n import ENGLISH, Language


def room(combo: QComboBox) -> int:
    """The width a closed combo box gives its text."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo).width()


@pytest.mark.parametrize("code", ["de", "sv", "fr"])
def test_every_computer_level_fits_after_a_game_with_shorter_ones(qtbot: QtBot,
                                                                   code: str) -> None:
    language = Language()
    language.install(code)
    try:
        # New Game opens on Word Yahtzee, whose levels are short ("Computer – Stark")
        dialog = NewGameDialog([preset(p) for p in ("yahtzee", "yatzy", "yacht")], {
            "rules": "word-yahtzee", "players": [{"name": "Ann", "kind": "person"},
                                                 {"name": "", "kind": "plain"}]})
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.rules.currentData() == "word-yahtzee"
        dialog.rules.setCurrentIndex(dialog.rules.findData("yatzy"))
        kind = dialog.players()[1].kind
        for i in range(kind.count()):
            kind.setCurrentIndex(i)
            QApplication.processEvents()  # as shown at once, before any later relayout
            assert room(kind) >= kind.fontMetrics().horizontalAdvance(kind.currentText()), \
                kind.currentText()
        assert dialog.frameGeometry().width() <= 1024
    finally:
        language.install(ENGLISH)
