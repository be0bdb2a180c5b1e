"""Names cut to their room read as Qt's elidedText cuts them, to the pixel.

The card's names and the turn banner skip elidedText for a text that plainly fits: the
result must be Qt's for every width, at the edge of fitting too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics

from yachtdice.ui.widgets.window_geometry import elided

TEXTS = ["Ones", "3 of a Kind", "Große Straße", "Kleine Straße (4 in einer Reihe)",
         "Total", "", "W", "Ann ×2", "Maximilian Alexander von Hohenzollern",
         "Ann\x9cA"]  # the last: Qt's length variants, the longest that fits


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("points", [9.0, 12.15, 16.4])
def test_a_text_is_cut_as_qt_cuts_it_at_every_width(qapp: object, bold: bool,
                                                    points: float) -> None:
    font = QFont()
    font.setPointSizeF(points)
    font.setBold(bold)
    metrics = QFontMetrics(font)
    for text in TEXTS:
        whole = metrics.horizontalAdvance(text)
        for width in range(-2, whole + 12):
            assert elided(metrics, text, width) == metrics.elidedText(
                text, Qt.TextElideMode.ElideRight, width), (text, width)
