"""Where a chart's line label goes ("optimal play 167.0", "your average"): beside its own
line, inside the chart, clear of the chart's other lines and of the other labels placed.

pyqtgraph puts an :class:`~pyqtgraph.InfiniteLine`'s label at one fixed place along the
line, on the side facing the middle of the view: on Yacht's chart it sat on the average
of the last 10, which runs close to optimal play. Here each place along the line (the usual
first), on either side of it, is tried until one is clear; the rectangles are in the scene's
pixels, so tests read them back (:func:`segments`, the label's ``sceneBoundingRect``).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLineF, QRectF

if TYPE_CHECKING:
    from pyqtgraph import InfiniteLine

#: where along its line a label may go (a share of the view's width or height), the usual first
ALONG = (0.92, 0.78, 0.62, 0.46, 0.3, 0.14)
#: the room kept between a label and another line, in pixels
CLEARANCE = 3.0


def segments(item: Any) -> list[QLineF]:
    """The straight pieces of a plot item's drawn line (a PlotDataItem's curve, its steps
    included), in the scene's pixels; none while it is hidden or empty."""
    curve = getattr(item, "curve", item)
    if not item.isVisible() or not curve.isVisible():
        return []
    found: list[QLineF] = []
    for polygon in curve.getPath().toSubpathPolygons():
        points = [curve.mapToScene(p) for p in polygon]
        found += [QLineF(a, b) for a, b in itertools.pairwise(points)]
    return found


def crosses(rect: QRectF, line: QLineF) -> bool:
    """Whether any part of ``line`` lies inside ``rect`` (Liang-Barsky clipping)."""
    x0, y0, dx, dy = line.x1(), line.y1(), line.dx(), line.dy()
    low, high = 0.0, 1.0
    for p, q in ((-dx, x0 - rect.left()), (dx, rect.right() - x0),
                 (-dy, y0 - rect.top()), (dy, rect.bottom() - y0)):
        if p == 0:
            if q < 0:
                return False  # parallel to this edge and outside it
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True


def _sides(line: InfiniteLine) -> tuple[tuple[float, float], tuple[float, float]]:
    """The label's two anchors beside ``line``: above then below a level line, right then
    left of an upright one."""
    if line.angle % 180 == 0:
        return (0.5, 1.0), (0.5, 0.0)
    return (0.0, 0.5), (1.0, 0.5)


def place(line: InfiniteLine, others: Sequence[Any],
          placed: Sequence[QRectF] = ()) -> QRectF | None:
    """Put ``line``'s label where it crosses none of ``others``' lines and overlaps none of
    the rectangles ``placed``, inside the view; where it crosses the fewest if no place is
    clear. Its rectangle in the scene (None: the line or its view is not shown)."""
    label = line.label
    view = line.getViewBox()
    if not line.isVisible() or view is None:
        return None
    inside = view.sceneBoundingRect()
    pieces = [s for item in others for s in segments(item)]
    best: tuple[int, float, QRectF, tuple[float, float]] | None = None
    for along in ALONG:
        for side in _sides(line):
            label.anchors = [side, side]  # kept when the view moves it along again
            label.setPosition(along)
            label.updateTransform(force=True)
            rect = QRectF(label.sceneBoundingRect())
            if not inside.contains(rect):
                continue
            wide = rect.adjusted(-CLEARANCE, -CLEARANCE, CLEARANCE, CLEARANCE)
            hits = sum(crosses(wide, s) for s in pieces) + sum(
                wide.intersects(r) for r in placed)
            if hits == 0:
                return rect
            if best is None or hits < best[0]:
                best = (hits, along, rect, side)
    if best is None:
        return None
    _, along, rect, side = best
    label.anchors = [side, side]
    label.setPosition(along)
    label.updateTransform(force=True)
    return QRectF(rect)

