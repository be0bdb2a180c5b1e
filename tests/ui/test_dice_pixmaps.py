"""The dice tray draws each die, shadow and table once per size while that size is in use.

In a game the tray's height changes with what the rest of the window shows, so the same
few sizes come back again and again: coming back to one must draw nothing anew.
"""

from __future__ import annotations

from unittest.mock import patch

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from pytestqt.qtbot import QtBot

from yachtdice.core import GameState, Hold, Player, Roll
from yachtdice.core.modes.pips.presets import preset
from yachtdice.ui.board import painting
from yachtdice.ui.board.dice_tray import DiceTray
from yachtdice.ui.widgets import theme

# six tray widths: six sizes of dice, as many as a Maxi Yatzy game in the window went
# through (dice of 45 to 56 px)
WIDTHS = (480, 520, 560, 600, 640, 680)


def _states() -> list[GameState]:
    rolled = GameState.start(preset("maxi-yatzy"), [Player("A")]).apply(
        Roll((1, 2, 3, 4, 5, 6)))
    return [rolled, rolled.apply(Hold((0, 1, 2, 3, 4, 5)))]  # every face, loose and held


def _lay_out(tray: DiceTray) -> None:
    layout = tray.layout()
    assert layout is not None
    layout.activate()  # the dice take their new size now


def _draw_round(qtbot: QtBot, tray: DiceTray, widths: tuple[int, ...]) -> None:
    for width in widths:
        tray.setFixedSize(width, 160)
        qtbot.waitUntil(lambda w=width: tray.width() == w)  # type: ignore[misc]
        for state in _states():
            tray.show_state(state)
            _lay_out(tray)
            tray.grab()


def test_dice_at_a_size_seen_before_are_not_drawn_again(qtbot: QtBot) -> None:
    tray = DiceTray()
    qtbot.addWidget(tray)
    tray.show()
    qtbot.waitExposed(tray)
    tray.show_state(_states()[0])
    qtbot.waitUntil(lambda: all(die.isVisible() for die in tray.dice))
    _draw_round(qtbot, tray, WIDTHS)
    dice = painting._SPRITES.made
    tables = painting._TABLES.made
    sizes = set()
    for width in WIDTHS:
        tray.setFixedSize(width, 160)
        _lay_out(tray)
        sizes.add(round(tray.dice[0].die_rect().width()))
    assert len(sizes) == len(WIDTHS)  # the dice are of six sizes
    assert dice >= len(WIDTHS) * 12  # six faces, loose and held, at each size
    for _ in range(2):
        _draw_round(qtbot, tray, WIDTHS)
    assert painting._SPRITES.made == dice
    assert painting._TABLES.made == tables


def test_the_least_recently_used_pixmaps_go_once_the_budget_is_spent(qtbot: QtBot) -> None:
    cache = painting.PixmapCache(budget=3 * 10 * 10 * 4)  # three 10 x 10 pixmaps
    for key in ("a", "b", "c"):
        cache.get((key,), lambda: QPixmap(10, 10))
    cache.get(("a",), lambda: QPixmap(10, 10))  # "a" used again: "b" is now the oldest
    cache.get(("d",), lambda: QPixmap(10, 10))
    assert cache.made == 4
    cache.get(("a",), lambda: QPixmap(10, 10))
    cache.get(("c",), lambda: QPixmap(10, 10))
    assert cache.made == 4  # kept
    cache.get(("b",), lambda: QPixmap(10, 10))
    assert cache.made == 5  # let go, drawn again


def _table_picture(colours: theme.TableColours) -> QImage:
    image = QImage(200, 120, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    with patch.object(theme.TableColours, "current", return_value=colours):
        painting.paint_table(painter, QRectF(0, 0, 200, 120))
    painter.end()
    return image


@pytest.mark.parametrize("changed", ["felt_shade", "rim_dark"])
def test_the_table_is_drawn_again_when_only_its_shade_or_dark_rim_changes(
        qapp: object, changed: str) -> None:
    # the felt's shade (its edges) and the rim's dark edge are in the picture: colours
    # differing only there are another table, never the one drawn before
    colours = {"felt": QColor("#2f8a62"), "felt_shade": QColor("#1c5a3f"),
               "rim": QColor("#8a5a36"), "rim_light": QColor("#b07a4f"),
               "rim_dark": QColor("#5b3a22")}
    first = _table_picture(theme.TableColours(**colours))
    made = painting._TABLES.made
    other = _table_picture(theme.TableColours(**(colours | {changed: QColor("#ff00ff")})))
    assert painting._TABLES.made == made + 1
    assert other != first
    assert _table_picture(theme.TableColours(**colours)) == first  # the first, still kept
    assert painting._TABLES.made == made + 1
