"""Drawing a die with QPainter: vector shapes only, so it is crisp at any scale.

Pips for faces 1 to 9; larger faces (custom dice) show their number. Held dice
get a thick outline, a lowered shadow and a "HELD" tag, so holding never relies
on colour alone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPalette, QPen

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


@dataclass(frozen=True)
class DieColors:
    body: QColor
    edge: QColor
    pip: QColor
    held: QColor
    shadow: QColor
    focus: QColor

    @classmethod
    def from_palette(cls, palette: QPalette) -> DieColors:
        """Ivory dice with dark pips on light themes; slate dice with light pips on dark ones."""
        dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
        if dark:
            return cls(body=QColor("#3a4150"), edge=QColor("#9aa4b5"), pip=QColor("#f2f4f8"),
                       held=QColor("#f0b429"), shadow=QColor(0, 0, 0, 140),
                       focus=palette.color(QPalette.ColorRole.Highlight))
        return cls(body=QColor("#fdfcf7"), edge=QColor("#4a5568"), pip=QColor("#1d2330"),
                   held=QColor("#c0392b"), shadow=QColor(0, 0, 0, 70),
                   focus=palette.color(QPalette.ColorRole.Highlight))


def paint_die(painter: QPainter, rect: QRectF, face: int | None, colors: DieColors, *,
              held: bool = False, angle: float = 0.0, lift: float = 0.0,
              focused: bool = False,
              paint_face: Callable[[QPainter, QRectF], object] | None = None) -> None:
    """Draw one die filling ``rect`` (a square), turned by ``angle`` degrees.

    ``face`` None draws a blank die (before the first roll). ``lift`` raises it off the
    table (0 to 1), which lengthens the shadow: used for bounces. ``paint_face``, if
    given, draws the face instead of pips (other modes' faces; :mod:`.faces`).
    """
    size = min(rect.width(), rect.height())
    side = size * 0.78
    radius = side * 0.17
    centre = rect.center()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)

    # shadow on the table
    shadow_offset = side * (0.05 + 0.10 * lift)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colors.shadow)
    painter.drawRoundedRect(QRectF(centre.x() - side / 2 + shadow_offset,
                                   centre.y() - side / 2 + shadow_offset * 1.2, side, side),
                            radius, radius)

    painter.translate(centre.x(), centre.y() - side * 0.12 * lift)
    painter.rotate(angle)
    body = QRectF(-side / 2, -side / 2, side, side)
    edge_width = max(1.0, side * (0.07 if held else 0.03))
    painter.setBrush(colors.body)
    painter.setPen(QPen(colors.held if held else colors.edge, edge_width))
    painter.drawRoundedRect(body, radius, radius)

    if paint_face is not None:
        paint_face(painter, body)
    elif face is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colors.pip)
        pips = _PIPS.get(face)
        if pips is not None:
            step = side * 0.27
            r = side * (0.085 if face <= 6 else 0.07)
            for col, row in pips:
                painter.drawEllipse(QPointF((col - 1) * step, (row - 1) * step), r, r)
        else:
            font = QFont(painter.font())
            font.setBold(True)
            font.setPixelSize(max(6, int(side * (0.5 if face < 100 else 0.36))))
            painter.setFont(font)
            painter.setPen(colors.pip)
            painter.drawText(body, Qt.AlignmentFlag.AlignCenter, str(face))
    painter.restore()

    if held:
        _paint_held_tag(painter, rect, side, colors)
    if focused:
        painter.save()
        pen = QPen(colors.focus, max(1.5, size * 0.03), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = size * 0.04
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        painter.restore()


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
    painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, "HELD")
    painter.restore()
