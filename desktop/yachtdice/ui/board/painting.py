"""Drawing dice and the table with QPainter: vector shapes only, so they are crisp at any scale.

A die is a rounded cube with soft shading and a soft shadow that turns with it.
Its face is drawn by one function (:data:`FacePainter`): pips for faces 1 to 9,
the number for larger faces (custom dice); another mode passes its own. Held
dice get a thick outline, sit higher and carry a "HELD" tag, so holding never
relies on colour alone.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QRadialGradient,
)

from yachtdice.core.values import value_type
from yachtdice.ui.widgets import theme

# pip positions on a 3x3 grid (column, row), per face
_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
    7: ((0, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 2), (2, 2)),
    8: ((0, 0), (1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2)),
    9: tuple((c, r) for r in range(3) for c in range(3)),
}


@value_type
class DieColors:
    body: QColor
    edge: QColor
    pip: QColor
    held: QColor
    shadow: QColor
    focus: QColor

    @classmethod
    def from_palette(cls, palette: QPalette) -> DieColors:
        """Ivory dice with dark pips on light themes, slate with light pips on dark ones,
        white with black pips and a yellow hold on high contrast."""
        focus = palette.color(QPalette.ColorRole.Highlight)
        if theme.active() == "contrast":
            return cls(body=QColor("#ffffff"), edge=QColor("#ffffff"), pip=QColor("#000000"),
                       held=QColor("#ffd400"), shadow=QColor(0, 0, 0, 0), focus=focus)
        dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
        if dark:
            return cls(body=QColor("#3a4150"), edge=QColor("#9aa4b5"), pip=QColor("#f2f4f8"),
                       held=QColor("#f0b429"), shadow=QColor(0, 0, 0, 150), focus=focus)
        return cls(body=QColor("#fdfcf7"), edge=QColor("#4a5568"), pip=QColor("#1d2330"),
                   held=QColor("#c0392b"), shadow=QColor(0, 0, 0, 90), focus=focus)


FacePainter = Callable[[QPainter, QRectF, Any, DieColors], None]
"""Draws what a face shows inside a die's body (a square centred on the origin).

What it is given must be hashable and say everything drawn (pips: the number;
letters: the letter and its value), because the drawn die is cached by it."""


def paint_pips(painter: QPainter, body: QRectF, face: Any, colors: DieColors) -> None:
    """Pips for faces 1 to 9, the number for other faces."""
    side = body.width()
    pips = _PIPS.get(face)
    if pips is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colors.pip)
        step = side * 0.27
        r = side * (0.085 if face <= 6 else 0.07)
        for col, row in pips:
            painter.drawEllipse(QPointF(body.center().x() + (col - 1) * step,
                                        body.center().y() + (row - 1) * step), r, r)
        return
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(6, int(side * (0.5 if face < 100 else 0.36))))
    painter.setFont(font)
    painter.setPen(colors.pip)
    painter.drawText(body, Qt.AlignmentFlag.AlignCenter, str(face))


def die_side(rect: QRectF) -> float:
    """The side of the die drawn in ``rect``: room is left for it to turn."""
    return min(rect.width(), rect.height()) * 0.78


def paint_die(painter: QPainter, rect: QRectF, face: Hashable | None, colors: DieColors, *,
              held: bool = False, angle: float = 0.0, lift: float = 0.0,
              focused: bool = False, face_painter: FacePainter = paint_pips) -> None:
    """Draw one die centred in ``rect`` (a square), turned by ``angle`` degrees.

    ``face`` None draws a blank die (before the first roll). ``lift`` raises it off the
    table (0 to 1), which moves the shadow away and softens it: used for bounces.
    The die and its shadow are drawn once per size and face into cached pixmaps, so a
    frame of a roll only places them (a frame of six dice stays well under 4 ms at 2x).
    """
    size = min(rect.width(), rect.height())
    side = die_side(rect)
    radius = side * 0.18
    centre = rect.center()
    dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    if colors.shadow.alpha():  # the shadow on the felt, turned with the die
        shadow = _shadow_sprite(side, dpr, colors)
        offset = side * (0.06 + 0.12 * lift)
        painter.save()
        painter.translate(centre.x() + offset, centre.y() + offset * 1.25)
        painter.rotate(angle)
        painter.scale(1 + 0.12 * lift, 1 + 0.12 * lift)  # higher, wider and fainter
        painter.setOpacity(1 - 0.4 * lift)
        half = shadow.width() / shadow.devicePixelRatio() / 2
        painter.drawPixmap(QPointF(-half, -half), shadow)
        painter.restore()
    sprite = _die_sprite(side, dpr, face, held, colors, face_painter)
    half = sprite.width() / sprite.devicePixelRatio() / 2
    lifted = centre.y() - side * 0.12 * lift
    if angle == 0.0:  # at rest: on whole device pixels, so it stays crisp
        painter.drawPixmap(QPointF(round((centre.x() - half) * dpr) / dpr,
                                   round((lifted - half) * dpr) / dpr), sprite)
    else:
        painter.translate(centre.x(), lifted)
        painter.rotate(angle)
        painter.drawPixmap(QPointF(-half, -half), sprite)
    painter.restore()

    if held:
        _paint_held_tag(painter, rect, side, colors)
    if focused:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(colors.focus, max(1.5, size * 0.03), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = size * 0.04
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        painter.restore()


class PixmapCache:
    """Pixmaps by key, the least recently used let go once they pass ``budget`` bytes.

    The tray's size changes as a game goes on (the card and the messages beside it take
    more or less room), and its dice with it: every size in use stays drawn, so a roll at
    a size seen before draws no die again (emptying the cache when full, as it did, drew
    a whole set again several times a game, up to 17 ms a paint on the GUI thread).
    """

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.made = 0  # pixmaps drawn so far (what the tests count)
        self._pixmaps: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self._bytes = 0

    def get(self, key: tuple[object, ...], make: Callable[[], QPixmap]) -> QPixmap:
        found = self._pixmaps.get(key)
        if found is not None:
            self._pixmaps.move_to_end(key)
            return found
        found = self._pixmaps[key] = make()
        self.made += 1
        self._bytes += _bytes(found)
        while self._bytes > self.budget and len(self._pixmaps) > 1:
            _, old = self._pixmaps.popitem(last=False)
            self._bytes -= _bytes(old)
        return found


def _bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


_SPRITES = PixmapCache(16 << 20)  # dice and shadows: small, many (about 15 a size)
_TABLES = PixmapCache(32 << 20)   # the tray: large, a few sizes


def _remember(key: tuple[object, ...], make: Callable[[], QPixmap],
              cache: PixmapCache = _SPRITES) -> QPixmap:
    """The pixmap for ``key``, made once while it is in use."""
    return cache.get(key, make)


def _colour_key(colors: DieColors) -> tuple[int, ...]:
    return (colors.body.rgba(), colors.edge.rgba(), colors.pip.rgba(), colors.held.rgba(),
            colors.shadow.rgba())


def _canvas(extent: float, dpr: float) -> tuple[QPixmap, QPainter]:
    """A transparent square pixmap ``extent`` wide, with a painter at its centre."""
    pixels = max(1, math.ceil(extent * dpr))
    pixmap = QPixmap(pixels, pixels)
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(pixels / dpr / 2, pixels / dpr / 2)
    return pixmap, painter


def _die_sprite(side: float, dpr: float, face: Hashable | None, held: bool, colors: DieColors,
                face_painter: FacePainter) -> QPixmap:
    def make() -> QPixmap:
        edge_width = max(1.0, side * (0.07 if held else 0.03))
        pixmap, painter = _canvas(side + 2 * edge_width + 2, dpr)
        _paint_body(painter, side, face, held, colors, face_painter, edge_width)
        painter.end()
        return pixmap

    return _remember(("die", round(side * dpr), dpr, face, held, _colour_key(colors),
                      face_painter), make)  # the function itself: an id could be reused


def _paint_body(painter: QPainter, side: float, face: Hashable | None, held: bool,
                colors: DieColors, face_painter: FacePainter, edge_width: float) -> None:
    """The die centred on the painter's origin: shaded, outlined, lit, with its face."""
    radius = side * 0.18
    body = QRectF(-side / 2, -side / 2, side, side)
    # soft shading: lit from the top left, a little darker toward the far corner
    shade = QLinearGradient(body.topLeft(), body.bottomRight())
    shade.setColorAt(0.0, colors.body.lighter(108))
    shade.setColorAt(1.0, colors.body.darker(112))
    painter.setBrush(shade)
    painter.setPen(QPen(colors.held if held else colors.edge, edge_width))
    painter.drawRoundedRect(body, radius, radius)
    if not held:  # a faint bevel catching the light
        glow = QRadialGradient(body.topLeft() + QPointF(side * 0.3, side * 0.25), side * 0.7)
        light = QColor(255, 255, 255, 60 if colors.body.lightness() < 128 else 110)
        glow.setColorAt(0.0, light)
        glow.setColorAt(1.0, QColor(255, 255, 255, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(glow)
        inset = side * 0.06
        painter.drawRoundedRect(body.adjusted(inset, inset, -inset, -inset), radius * 0.8,
                                radius * 0.8)
    if face is not None:
        face_painter(painter, body, face, colors)


def _shadow_sprite(side: float, dpr: float, colors: DieColors) -> QPixmap:
    def make() -> QPixmap:
        radius = side * 0.18
        body = QRectF(-side / 2, -side / 2, side, side)
        pixmap, painter = _canvas(side * 1.3, dpr)
        painter.setPen(Qt.PenStyle.NoPen)
        soft = colors.shadow.__copy__()
        for grow, share in ((side * 0.12, 0.35), (side * 0.02, 0.65)):
            soft.setAlphaF(colors.shadow.alphaF() * share)
            painter.setBrush(soft)
            painter.drawRoundedRect(body.adjusted(-grow, -grow, grow, grow), radius + grow,
                                    radius + grow)
        painter.end()
        return pixmap

    return _remember(("shadow", round(side * dpr), dpr, colors.shadow.rgba()), make)


def paint_table(painter: QPainter, rect: QRectF) -> float:
    """The tray: a wooden rim around felt, lit from above; returns the rim's width.

    Drawn once per size and colours into a cached pixmap (keyed by every colour it is
    drawn in).
    """
    colours = theme.TableColours.current()
    rim = max(6.0, min(rect.height(), rect.width()) * 0.045)
    dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0

    def make() -> QPixmap:
        pixmap = QPixmap(max(1, math.ceil(rect.width() * dpr)),
                         max(1, math.ceil(rect.height() * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        table = QPainter(pixmap)
        _paint_table(table, QRectF(0, 0, rect.width(), rect.height()), rim, colours)
        table.end()
        return pixmap

    key = ("table", round(rect.width() * dpr), round(rect.height() * dpr), dpr,
           *(colour.rgba() for colour in (colours.felt, colours.felt_shade, colours.rim,
                                          colours.rim_light, colours.rim_dark)))
    painter.drawPixmap(rect.topLeft(), _remember(key, make, _TABLES))
    return rim


def _paint_table(painter: QPainter, rect: QRectF, rim: float,
                 colours: theme.TableColours) -> None:
    radius = rim * 1.6
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    outer = QPainterPath()
    outer.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    wood = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    wood.setColorAt(0.0, colours.rim_light)
    wood.setColorAt(0.5, colours.rim)
    wood.setColorAt(1.0, colours.rim_dark)
    painter.fillPath(outer, wood)
    inner_rect = rect.adjusted(rim, rim, -rim, -rim)
    inner = QPainterPath()
    inner.addRoundedRect(inner_rect, radius * 0.6, radius * 0.6)
    felt = QRadialGradient(inner_rect.center(), max(inner_rect.width(), inner_rect.height()) * 0.7)
    felt.setColorAt(0.0, colours.felt)
    felt.setColorAt(1.0, colours.felt_shade)
    painter.fillPath(inner, felt)
    # depth: the rim's shadow falls on the felt along the top edge
    depth = QLinearGradient(inner_rect.topLeft(), inner_rect.topLeft() + QPointF(0, rim * 1.6))
    depth.setColorAt(0.0, QColor(0, 0, 0, 90))
    depth.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.fillPath(inner, depth)
    painter.setPen(QPen(colours.rim_dark, 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(inner)


def _paint_held_tag(painter: QPainter, rect: QRectF, side: float, colors: DieColors) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(7, int(side * 0.16)))
    painter.setFont(font)
    height = side * 0.22
    top = rect.center().y() + side * 0.5 + side * 0.06
    tag = QRectF(rect.center().x() - side * 0.32, top, side * 0.64, height)
    path = QPainterPath()
    path.addRoundedRect(tag, height / 2, height / 2)
    painter.fillPath(path, colors.held)
    painter.setPen(QColor("#ffffff") if colors.held.lightness() < 160 else QColor("#1d2330"))
    text = QCoreApplication.translate("DieButton", "HELD")
    wide = QFontMetricsF(font).horizontalAdvance(text)
    if wide > tag.width() * 0.9:  # a longer word (GEHALTEN) is set smaller, never cut
        font.setPixelSize(max(6, int(font.pixelSize() * tag.width() * 0.9 / wide)))
        painter.setFont(font)
    painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()
