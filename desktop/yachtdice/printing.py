"""Score cards on paper: a :class:`~yachtdice.core.score_sheet.ScoreSheet` (a game's card as
data) drawn with QPainter on a PDF file or a printer, for any game.

Black on white, in point sizes a pupil reads at arm's length, rows tall enough to write a
number in by hand. The paper is the locale's (US Letter in the Americas that use it, A4
elsewhere); the page turns to landscape only when the pupils' columns do not fit upright.
A card longer than a page goes on over more pages, the columns' headings repeated. The text
stays text, so a reader of the PDF can select and search it.

It sits between the window and the command line (both print; neither may import the other)
and imports Qt only: the command line imports it when it prints, never at start.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QLocale,
    QMarginsF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QPen,
)

from yachtdice.core.score_sheet import ScoreSheet, SheetRow

MARGIN_MM = 12.0
ROW_MM = 14.0          # the height of a row: room to write a number by hand
ROW_LEAST_MM = 9.5     # ... made as low as this to keep a card on one page
HEADING_MM = 12.0      # the least height of the columns' headings
COLUMN_MM = 24.0       # the least width of a player's column
LABEL_MM = 62.0        # the least width of the boxes' column
NAME_MM = 36.0         # a longer word in a heading (a name) wraps
PAD_MM = 2.0
LINE_MM = 0.3
#: where US Letter is the paper in shops and schools beyond the United States
LETTER_COUNTRIES = frozenset({
    QLocale.Country.Canada, QLocale.Country.Mexico, QLocale.Country.Philippines,
    QLocale.Country.Chile, QLocale.Country.Colombia, QLocale.Country.Venezuela,
    QLocale.Country.CostaRica, QLocale.Country.Guatemala, QLocale.Country.Panama,
    QLocale.Country.ElSalvador, QLocale.Country.Nicaragua, QLocale.Country.DominicanRepublic,
    QLocale.Country.PuertoRico})

_Flags = Qt.AlignmentFlag | Qt.TextFlag


def paper(locale: QLocale | None = None) -> QPageSize:
    """US Letter for a locale that measures in US inches or of a country that buys Letter
    paper (Canada, Mexico, ...), A4 for every other."""
    locale = locale or QLocale()
    letter = (locale.measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
              or locale.territory() in LETTER_COUNTRIES)
    return QPageSize(QPageSize.PageSizeId.Letter if letter else QPageSize.PageSizeId.A4)


#: plain sans-serif faces, the first one installed is used (the application's own font may
#: be a serif one, or resolve to one, on a machine with few fonts)
FAMILIES = ["DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial", "Helvetica", "Segoe UI",
            "Sans Serif"]


def _font(points: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setFamilies(FAMILIES)
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPointSizeF(points)
    font.setBold(bold)
    font.setItalic(italic)
    # whole letters in the PDF's text: "fi" and "ff" drawn as ligatures come back from it as
    # single characters, and a search for "fits" or "roll-off" finds nothing
    for tag in ("liga", "clig"):
        font.setFeature(QFont.Tag(tag), 0)
    return font


@dataclass(frozen=True)
class _Fonts:
    title: QFont
    subtitle: QFont
    heading: QFont
    label: QFont
    rule: QFont
    number: QFont
    note: QFont
    text: QFont


FONTS = _Fonts(title=_font(18, bold=True), subtitle=_font(12), heading=_font(11, bold=True),
               label=_font(11), rule=_font(9.5, italic=True), number=_font(15),
               note=_font(8.5, italic=True), text=_font(10))


class _Page:
    """Measures on one device (a page, or a picture of one), in millimetres."""

    def __init__(self, device: QPaintDevice, margin: float = 0.0) -> None:
        self.device = device
        self.px = device.logicalDpiX() / 25.4  # device pixels a millimetre
        self.margin = margin  # the device's own, in mm (a paged device's are outside it)

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self.device)

    def width(self, font: QFont, text: str) -> float:
        """The width of ``text`` on one line, in mm."""
        return self.metrics(font).horizontalAdvance(text) / self.px

    def height(self, font: QFont, text: str, width: float, flags: _Flags) -> float:
        """The height of ``text`` wrapped to ``width`` mm, in mm."""
        if not text:
            return 0.0
        box = QRectF(0, 0, width * self.px, 1e6)
        return self.metrics(font).boundingRect(box, int(flags | _wrap(self, font, text, width)),
                                               text).height() / self.px

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(x * self.px, y * self.px, w * self.px, h * self.px)


def _wrap(page: _Page, font: QFont, text: str, width: float) -> Qt.TextFlag:
    """Wrap between words; a word longer than the width (a long name) wraps anywhere."""
    longest = max((page.width(font, w) for w in text.split()), default=0.0)
    return Qt.TextFlag.TextWrapAnywhere if longest > width else Qt.TextFlag.TextWordWrap


@dataclass(frozen=True)
class _Columns:
    label: float
    player: float

    def x(self, column: int) -> float:
        """The left edge of player column ``column`` (the boxes' column is before it)."""
        return self.label + column * self.player


def _wanted_width(page: _Page, sheet: ScoreSheet) -> float:
    """The width of a player's column: its widest number or heading word (a long name
    wraps at NAME_MM), at least COLUMN_MM."""
    widest = max([page.width(FONTS.number, c.text) for r in sheet.rows for c in r.cells]
                 + [min(NAME_MM, page.width(FONTS.heading, w))
                    for h in sheet.columns for w in h.split()] + [0.0])
    return max(COLUMN_MM, widest + 4 * PAD_MM)


def _landscape(page: _Page, sheet: ScoreSheet, upright: float) -> bool:
    """Whether the players' columns need the page turned (``upright``: the paper's width in
    mm, standing)."""
    needed = LABEL_MM + len(sheet.columns) * _wanted_width(page, sheet)
    return needed > upright - 2 * MARGIN_MM


def _columns(page: _Page, sheet: ScoreSheet, width: float) -> _Columns:
    count = max(1, len(sheet.columns))
    player = min(_wanted_width(page, sheet), (width - LABEL_MM) / count)  # all on the page
    widest_label = max([page.width(FONTS.label, r.label) for r in sheet.rows] + [0.0])
    label = min(max(LABEL_MM, widest_label + 2 * PAD_MM), max(LABEL_MM, width - count * player))
    return _Columns(label, max(player, (width - label) / count))


_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
_CENTRE = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter


class _Drawing:
    """One sheet drawn page by page: what is left of the page, and the table's columns."""

    def __init__(self, sheet: ScoreSheet, page: _Page, painter: QPainter,
                 new_page: Callable[[], object]) -> None:
        self.sheet = sheet
        self.new_page = new_page
        self.painter = painter
        self.page = page
        self.width = page.device.width() / page.px - 2 * page.margin
        self.bottom = page.device.height() / page.px - 2 * page.margin
        self.columns = _columns(self.page, sheet, self.width)
        self.y = 0.0
        self.pages = 1
        self.row_floor = ROW_MM
        painter.setPen(QPen(Qt.GlobalColor.black, LINE_MM * self.page.px))

    # -- text --------------------------------------------------------------------------------
    def text(self, font: QFont, text: str, x: float, y: float, w: float, h: float,
             flags: _Flags) -> None:
        self.painter.setFont(font)
        wrap = _wrap(self.page, font, text, w)
        self.painter.drawText(self.page.rect(x, y, w, h), int(flags | wrap), text)

    def paragraph(self, font: QFont, text: str, gap: float) -> None:
        """A paragraph across the page, on the next page if it does not fit here."""
        h = self.page.height(font, text, self.width, _LEFT)
        self.fit(h)  # the gap after it may fall off the page
        self.text(font, text, 0, self.y, self.width, h, _LEFT)
        self.y += h + gap

    def fit(self, h: float) -> bool:
        """Room for ``h`` mm on this page, or a new page; True if a page was begun."""
        if self.y + h <= self.bottom or self.y == 0:
            return False
        self.new_page()
        self.pages += 1
        self.y = 0.0
        return True

    def line(self, x1: float, y1: float, x2: float, y2: float, thick: float = 1.0) -> None:
        pen = self.painter.pen()
        pen.setWidthF(LINE_MM * thick * self.page.px)
        self.painter.setPen(pen)
        p = self.page.px
        self.painter.drawLine(int(x1 * p), int(y1 * p), int(x2 * p), int(y2 * p))

    # -- the table ---------------------------------------------------------------------------
    def heading_height(self) -> float:
        w = self.columns.player - 2 * PAD_MM
        least = self.row_floor + PAD_MM if self.sheet.write_names else HEADING_MM
        return max([least] + [self.page.height(FONTS.heading, h, w, _CENTRE) + 2 * PAD_MM
                                   for h in (*self.sheet.columns, self.sheet.corner)])

    def headings(self) -> None:
        h = self.heading_height()
        top = self.y
        c = self.columns
        self.text(FONTS.heading, self.sheet.corner, PAD_MM, top + PAD_MM, c.label - 2 * PAD_MM,
                  h - 2 * PAD_MM, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for i, heading in enumerate(self.sheet.columns):
            self.text(FONTS.heading, heading, c.x(i) + PAD_MM, top + PAD_MM,
                      c.player - 2 * PAD_MM, h - 2 * PAD_MM,
                      _LEFT if self.sheet.write_names else _CENTRE)
        self.grid(top, h, thick_below=True)
        self.y += h

    def row_height(self, row: SheetRow) -> float:
        said, rule = self.label_height(row)
        words = said + (rule + PAD_MM / 2 if rule else 0.0)
        cells = [self.page.height(FONTS.number, "0", self.columns.player, _CENTRE)
                 + self.page.height(FONTS.note, c.note, self.columns.player - 2 * PAD_MM,
                                    _CENTRE) + PAD_MM
                 for c in row.cells]
        return max([self.row_floor, words + 2 * PAD_MM] + [h + 2 * PAD_MM for h in cells])

    def label_height(self, row: SheetRow) -> tuple[float, float]:
        """The heights of a box's name and of its rule under it (0 when none), in mm."""
        w = self.columns.label - 2 * PAD_MM
        said = self.page.height(FONTS.heading if row.total else FONTS.label, row.label, w,
                                _LEFT)
        rule = self.page.height(FONTS.rule, row.rule, w, _LEFT) if row.rule else 0.0
        return said, rule

    def row(self, row: SheetRow) -> None:
        h = self.row_height(row)
        if self.fit(h):
            self.headings()
        top = self.y
        c = self.columns
        w = c.label - 2 * PAD_MM
        said, rule = self.label_height(row)
        block = said + (rule + PAD_MM / 2 if rule else 0.0)
        y = top + (h - block) / 2  # the name and its rule, centred in the row's height
        self.text(FONTS.heading if row.total else FONTS.label, row.label, PAD_MM, y, w, said,
                  _LEFT)
        if row.rule:
            self.text(FONTS.rule, row.rule, PAD_MM, y + said + PAD_MM / 2, w, rule, _LEFT)
        for i, cell in enumerate(row.cells):
            x = c.x(i)
            note = self.page.height(FONTS.note, cell.note, c.player - 2 * PAD_MM, _CENTRE)
            number_h = h - note - (PAD_MM if note else 0)
            if cell.text:
                self.text(FONTS.number, cell.text, x, top, c.player, number_h, _CENTRE)
            if cell.circled:
                self.circle(cell.text, x, top, c.player, number_h)
            if cell.note:
                self.text(FONTS.note, cell.note, x + PAD_MM, top + number_h - PAD_MM,
                          c.player - 2 * PAD_MM, note, _CENTRE)
        self.grid(top, h, thick_above=row.total)
        self.y += h

    def circle(self, text: str, x: float, y: float, w: float, h: float) -> None:
        """A ring around the number in a cell, as a pupil circles a box won."""
        tw = self.page.width(FONTS.number, text) + 3 * PAD_MM
        th = self.page.metrics(FONTS.number).height() / self.page.px + PAD_MM
        tw, th = min(tw, w - PAD_MM), min(th, h - PAD_MM)
        pen = self.painter.pen()
        pen.setWidthF(LINE_MM * 2 * self.page.px)
        self.painter.setPen(pen)
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        self.painter.drawEllipse(self.page.rect(x + (w - tw) / 2, y + (h - th) / 2, tw, th))

    def grid(self, top: float, h: float, thick_below: bool = False,
             thick_above: bool = False) -> None:
        """The lines around one row of the table."""
        c = self.columns
        right = c.x(len(self.sheet.columns))
        self.line(0, top, right, top, 3.0 if thick_above else 1.0)
        self.line(0, top + h, right, top + h, 3.0 if thick_below else 1.0)
        for x in [0.0, c.label] + [c.x(i + 1) for i in range(len(self.sheet.columns))]:
            self.line(x, top, x, top + h)

    # -- the whole sheet ---------------------------------------------------------------------
    def height(self) -> float:
        """The height of the whole sheet on one long page, in mm."""
        s = self.sheet
        h = sum(self.page.height(font, text, self.width, _LEFT) + gap
                for font, text, gap in ((FONTS.title, s.title, PAD_MM),
                                        (FONTS.subtitle, s.subtitle, PAD_MM),
                                        (FONTS.text, s.instruction, 2 * PAD_MM)))
        h += self.heading_height() + sum(self.row_height(r) for r in s.rows) + 3 * PAD_MM
        return h + sum(self.page.height(FONTS.text, n, self.width, _LEFT) + PAD_MM
                       for n in s.notes) - PAD_MM

    def draw(self) -> int:
        s = self.sheet
        while self.row_floor > ROW_LEAST_MM and self.height() > self.bottom:
            self.row_floor -= 0.5  # lower rows rather than a second page
        self.paragraph(FONTS.title, s.title, PAD_MM)
        self.paragraph(FONTS.subtitle, s.subtitle, PAD_MM)
        if s.instruction:
            self.paragraph(FONTS.text, s.instruction, 2 * PAD_MM)
        self.fit(self.heading_height() + self.row_height(s.rows[0]) if s.rows else 0)
        self.headings()
        for row in s.rows:
            self.row(row)
        self.y += 3 * PAD_MM
        for note in s.notes:
            self.paragraph(FONTS.text, note, PAD_MM)
        return self.pages


def draw(sheet: ScoreSheet, device: QPagedPaintDevice) -> int:
    """Draw ``sheet`` on ``device`` (a PDF writer or a printer, its paper chosen), turned
    to landscape if the columns need it; returns the number of pages."""
    device.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                          QPageLayout.Unit.Millimeter)
    upright = device.pageLayout().pageSize().size(QPageSize.Unit.Millimeter).width()
    device.setPageOrientation(QPageLayout.Orientation.Landscape
                              if _landscape(_Page(device), sheet, upright)
                              else QPageLayout.Orientation.Portrait)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(QCoreApplication.translate(
            "Printing", "the printer, or the file to print to, could not be opened"))
    try:
        return _Drawing(sheet, _Page(device), painter, device.newPage).draw()
    finally:
        painter.end()


def page_image(sheet: ScoreSheet, locale: QLocale | None = None, dpi: int = 60) -> QImage:
    """The first page of ``sheet`` as a picture (for the manual and the gallery): the paper
    the PDF would have, turned the same way, at ``dpi`` dots per inch."""
    image = QImage(1, 1, QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    size = paper(locale).size(QPageSize.Unit.Millimeter)
    w, h = size.width(), size.height()
    if _landscape(_Page(image), sheet, w):
        w, h = h, w
    image = image.scaled(round(w * dpi / 25.4), round(h * dpi / 25.4))
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    page = _Page(image, MARGIN_MM)
    painter.translate(MARGIN_MM * page.px, MARGIN_MM * page.px)

    def next_page() -> None:  # the pages after the first fall below the picture
        painter.translate(0, h * page.px)

    try:
        _Drawing(sheet, page, painter, next_page).draw()
    finally:
        painter.end()
    return image


def pdf(sheet: ScoreSheet, locale: QLocale | None = None) -> bytes:
    """``sheet`` as a PDF file's bytes, on the locale's paper."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageSize(paper(locale))
    writer.setTitle(f"{sheet.title}: {sheet.subtitle}")
    writer.setCreator("Yacht Dice")
    draw(sheet, writer)
    del writer  # finishes the file
    buffer.close()
    return bytes(data.data())
