"""Score cards on paper: a :class:`~yachtdice.core.score_sheet.ScoreSheet` (a game's card as
data) drawn with QPainter on a PDF file or a printer, for any game.

In point sizes a pupil reads at arm's length, rows tall enough to write a number in by
hand; the options (:class:`PrintOptions`) are those of the paper pads: large print (box
names at 15 pt, taller rows), four small cards to a page with cut lines between them, colour
(headings and totals tinted) or black and white, and the paper. The paper is the locale's
(US Letter in the Americas that use it, A4 elsewhere) unless chosen; the page turns to
landscape only when the players' columns do not fit upright. A card longer than a page goes
on over more pages, the columns' headings repeated (:func:`pages` counts them, and
:func:`pages_sentence` says why); four to a page, a card that does not fit its quarter is
refused (:class:`CardTooLarge`). The text stays text, so a reader of the PDF can select and
search it.

It sits between the window and the command line (both print; neither may import the other)
and imports Qt only: the command line imports it when it prints, never at start.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

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
    QColor,
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
#: the notes under the table are set down to this share of their type before a second page
NOTES_LEAST = 0.7
#: a word too long for its width is set down to this share of its type before it is broken
FIT_LEAST = 0.6
#: a winning number's ring, as a share of the digits' half-height (sqrt(2) and a margin)
RING = 1.55
LINE_MM = 0.3
#: where US Letter is the paper in shops and schools beyond the United States
LETTER_COUNTRIES = frozenset({
    QLocale.Country.Canada, QLocale.Country.Mexico, QLocale.Country.Philippines,
    QLocale.Country.Chile, QLocale.Country.Colombia, QLocale.Country.Venezuela,
    QLocale.Country.CostaRica, QLocale.Country.Guatemala, QLocale.Country.Panama,
    QLocale.Country.ElSalvador, QLocale.Country.Nicaragua, QLocale.Country.DominicanRepublic,
    QLocale.Country.PuertoRico})
#: the papers a card may be printed on, by the names the options and the command line use
PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}

_Flags = Qt.AlignmentFlag | Qt.TextFlag


class CardTooLarge(ValueError):
    """A card that cannot be printed as asked (four to a page, it does not fit a quarter);
    the message is one sentence."""


@dataclass(frozen=True)
class PrintOptions:
    """How a card is printed: ``large`` print, ``four_up`` (four cards to a page, cut
    lines between them), ``mono`` (black and white; else headings and totals in colour)
    and the ``paper`` ("a4", "letter"; None: the locale's)."""

    large: bool = False
    four_up: bool = False
    mono: bool = False
    paper: str | None = None

    def page_size(self, locale: QLocale | None = None) -> QPageSize:
        if self.paper is not None:
            return QPageSize(PAPERS[self.paper])
        return paper(locale)


#: the variables that name the paper's locale, first set first: as the C library reads them
PAPER_VARIABLES = ("LC_ALL", "LC_PAPER", "LANG")


def paper_locale(environ: Mapping[str, str] | None = None) -> QLocale:
    """The locale whose paper is the usual one: named by LC_ALL, else LC_PAPER, else LANG
    (the C library's order: a German in the United States with English messages has
    LC_PAPER=de_DE.UTF-8 and A4), the system's if none is set. "C" and "POSIX" have A4."""
    environ = os.environ if environ is None else environ
    for variable in PAPER_VARIABLES:
        value = environ.get(variable, "")
        if value:
            name = value.split(".")[0].split("@")[0]
            return QLocale(QLocale.Language.C) if name in ("C", "POSIX") else QLocale(name)
    return QLocale.system()


def paper(locale: QLocale | None = None) -> QPageSize:
    """US Letter for a locale that measures in US inches or of a country that buys Letter
    paper (Canada, Mexico, ...), A4 for every other; no locale: the paper's own
    (:func:`paper_locale`), not the language the window speaks."""
    locale = locale or paper_locale()
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


def _fonts(scale: float, number: float | None = None) -> _Fonts:
    return _Fonts(title=_font(18 * scale, bold=True), subtitle=_font(12 * scale),
                  heading=_font(11 * scale, bold=True), label=_font(11 * scale),
                  rule=_font(9.5 * scale, italic=True),
                  number=_font(number if number is not None else 15 * scale),
                  note=_font(8.5 * scale, italic=True), text=_font(10 * scale))


FONTS = _fonts(1.0)


@dataclass(frozen=True)
class _Style:
    """The sizes (mm) and fonts of one kind of card, and its colours (None: none)."""

    fonts: _Fonts
    row: float = 14.0        # the height of a row: room to write a number by hand
    row_least: float = 8.0   # ... made as low as this to keep a card on one page
    heading: float = 12.0    # the least height of the columns' headings
    column: float = 24.0     # the least width of a player's column
    label: float = 62.0      # the least width of the boxes' column
    name: float = 36.0       # a longer word in a heading (a name) wraps
    pad: float = 2.0
    rules: bool = True       # each box's rule in words under its name (where there is room)
    title: bool = True       # the card's title above its subtitle (else the subtitle alone)
    #: the fill of the headings, of a section's heading and of the totals (None: white)
    fills: tuple[QColor, QColor, QColor] | None = None


NORMAL = _Style(FONTS)
#: box names at 15 pt (at least 14 pt, readable at arm's length), rows to write in large
LARGE = _Style(_fonts(15 / 11, number=18), row=18.0, row_least=10.0, heading=15.0,
               column=30.0, label=72.0, name=46.0, pad=1.8)
#: a quarter of the page: the box names without their rules, the rules' name as its title
SMALL = _Style(_fonts(0.6, number=7.5), row=7.0, row_least=4.6, heading=6.0, column=11.0,
               label=28.0, name=20.0, pad=0.8, rules=False, title=False)
#: a card's heading, section and totals tints in colour: light enough to write on
COLOURS = (QColor("#cfe0f3"), QColor("#f6d9a8"), QColor("#eaf1f9"))


def _style(options: PrintOptions) -> _Style:
    base = SMALL if options.four_up else LARGE if options.large else NORMAL
    if options.four_up and options.large:
        base = replace(SMALL, fonts=_fonts(0.75, number=9), row=8.0, row_least=5.6,
                       label=34.0)
    return base if options.mono else replace(base, fills=COLOURS)


class _Page:
    """Measures on one device (a page, or a picture of one), in millimetres."""

    def __init__(self, device: QPaintDevice, margin: float = 0.0) -> None:
        self.device = device
        self.px = device.logicalDpiX() / 25.4  # device pixels a millimetre
        self.margin = margin  # the device's own, in mm (a paged device's are outside it)

    @property
    def width(self) -> float:
        """The width to draw in, in mm."""
        return self.device.width() / self.px - 2 * self.margin

    @property
    def height(self) -> float:
        """The height to draw in, in mm."""
        return self.device.height() / self.px - 2 * self.margin

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self.device)

    def text_width(self, font: QFont, text: str) -> float:
        """The width of ``text`` on one line, in mm."""
        return self.metrics(font).horizontalAdvance(text) / self.px

    def text_height(self, font: QFont, text: str, width: float, flags: _Flags) -> float:
        """The height of ``text`` wrapped to ``width`` mm, in mm (in the type it is drawn in:
        :func:`_fitted`)."""
        if not text:
            return 0.0
        font = _fitted(self, font, text, width)
        box = QRectF(0, 0, width * self.px, 1e6)
        return self.metrics(font).boundingRect(box, int(flags | _wrap(self, font, text, width)),
                                               text).height() / self.px

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(x * self.px, y * self.px, w * self.px, h * self.px)


def _words(text: str) -> list[str]:
    """The pieces a line may break between: words, and the parts of a hyphenated one."""
    return [w for w in re.split(r"\s+|(?<=-)", text) if w]


def _longest(page: _Page, font: QFont, text: str) -> float:
    return max((page.text_width(font, w) for w in _words(text)), default=0.0)


def _fitted(page: _Page, font: QFont, text: str, width: float) -> QFont:
    """``font``, smaller where a word of ``text`` would not fit ``width`` mm whole (a long
    name over a narrow column was broken mid-word, "Christo" over "pher"), down to
    FIT_LEAST of its size."""
    longest = _longest(page, font, text)
    if longest <= width or longest <= 0:
        return font
    smaller = QFont(font)
    smaller.setPointSizeF(font.pointSizeF() * max(FIT_LEAST, width / longest * 0.98))
    return smaller


def _one_word(page: _Page, font: QFont, text: str, width: float) -> QFont:
    """``font`` for a one-word column heading ("Name:", "×1" under a player's name):
    smaller as need be to stay whole on its line, below FIT_LEAST too (eight players' Triple
    Yahtzee card upright broke it as "×" over "1", eight pupils' "Nam" over "e:"); a
    heading of several words as :func:`_fitted` makes it."""
    wide = page.text_width(font, text)
    if len(_words(text)) != 1 or wide <= width or wide <= 0:
        return _fitted(page, font, text, width)
    smaller = QFont(font)
    smaller.setPointSizeF(font.pointSizeF() * width / wide * 0.98)
    return smaller


def _wrap(page: _Page, font: QFont, text: str, width: float) -> Qt.TextFlag:
    """Wrap between words (and after a hyphen); a word longer than the width even in
    smaller type (:func:`_fitted`) wraps anywhere."""
    fits = _longest(page, font, text) <= width
    return Qt.TextFlag.TextWordWrap if fits else Qt.TextFlag.TextWrapAnywhere


@dataclass(frozen=True)
class _Columns:
    label: float
    player: float

    def x(self, column: int) -> float:
        """The left edge of player column ``column`` (the boxes' column is before it)."""
        return self.label + column * self.player


def _wanted_width(page: _Page, sheet: ScoreSheet, style: _Style) -> float:
    """The width of a player's column: its widest number or heading word (a long name
    wraps at the style's name width), at least the style's column width."""
    f = style.fonts
    widest = max([page.text_width(f.number, c.text) for r in sheet.rows for c in r.cells]
                 + [min(style.name, page.text_width(f.heading, w))
                    for h in sheet.columns for w in h.split()] + [0.0])
    return max(style.column, widest + 4 * style.pad)


def _landscape(page: _Page, sheet: ScoreSheet, upright: float, style: _Style) -> bool:
    """Whether the players' columns need the page turned (``upright``: the paper's width in
    mm, standing)."""
    needed = style.label + len(sheet.columns) * _wanted_width(page, sheet, style)
    return needed > upright - 2 * MARGIN_MM


def _columns(page: _Page, sheet: ScoreSheet, width: float, style: _Style) -> _Columns:
    """The boxes' column as wide as the style asks (or its widest text), the players'
    sharing the rest; when the players' columns need the room (many players), the boxes'
    column gives it up, down to its widest text, before a player's column is made
    narrower than its heading's longest word ("Name:" broken as "Nam / e:")."""
    count = max(1, len(sheet.columns))
    names = [page.text_width(style.fonts.label, r.label) for r in sheet.rows]
    widest_label = max(names + [page.text_width(style.fonts.rule, r.rule)
                                for r in sheet.rows if style.rules] + [0.0])
    least = min(style.label, max(names + [0.0]) + 2 * style.pad)  # the box names, unbroken
    label = min(max(style.label, widest_label + 2 * style.pad),
                max(least, width - count * _wanted_width(page, sheet, style)))
    return _Columns(label, (width - label) / count)


_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom
_MIDDLE_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_CENTRE = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter


class _Drawing:
    """One sheet drawn page by page in ``width`` x ``bottom`` mm: what is left of the page,
    and the table's columns."""

    def __init__(self, sheet: ScoreSheet, page: _Page, painter: QPainter,
                 new_page: Callable[[], object], style: _Style, width: float,
                 bottom: float) -> None:
        self.sheet = sheet
        self.new_page = new_page
        self.painter = painter
        self.page = page
        self.style = style
        self.fonts = style.fonts
        self.pad = style.pad
        self.width = width
        self.bottom = bottom
        self.columns = _columns(self.page, sheet, self.width, style)
        self.y = 0.0
        self.pages = 1
        self.row_floor = style.row
        self.rules = style.rules
        self.short = False  # the boxes' rules in a few words (SheetRow.short)
        self.note_font = QFont(self.fonts.text)   # the notes under the table
        self.notes_gap = 3 * self.pad              # and the space above them
        painter.setPen(QPen(Qt.GlobalColor.black, LINE_MM * self.page.px))

    # -- text --------------------------------------------------------------------------------
    def text(self, font: QFont, text: str, x: float, y: float, w: float, h: float,
             flags: _Flags) -> None:
        font = _fitted(self.page, font, text, w)
        self.painter.setFont(font)
        wrap = _wrap(self.page, font, text, w)
        self.painter.drawText(self.page.rect(x, y, w, h), int(flags | wrap), text)

    def paragraph(self, font: QFont, text: str, gap: float) -> None:
        """A paragraph across the page, on the next page if it does not fit here."""
        h = self.page.text_height(font, text, self.width, _LEFT)
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

    def fill(self, which: int, top: float, h: float) -> None:
        """Tint a band of the table (0: the headings, 1: a section's, 2: a total's)."""
        if self.style.fills is not None:
            self.painter.fillRect(self.page.rect(0, top, self.right, h),
                                  self.style.fills[which])

    @property
    def right(self) -> float:
        return self.columns.x(len(self.sheet.columns))

    # -- the table ---------------------------------------------------------------------------
    def _names_height(self, headings: tuple[str, ...], w: float) -> float:
        least = self.row_floor + self.pad if self.sheet.write_names else self.style.heading
        return max([least] + [self.page.text_height(_one_word(self.page, self.fonts.heading,
                                                              h, w), h, w, _CENTRE)
                              + 2 * self.pad for h in headings])

    def group_height(self) -> float:
        """The height of the players' headings over their columns (0: a column each)."""
        s = self.sheet
        if not s.players:
            return 0.0
        return self._names_height(s.players, s.per_player * self.columns.player - 2 * self.pad)

    @property
    def turned(self) -> bool:
        """Whether the columns' headings are turned to read upwards: a name longer than its
        column even in the smallest type (eight pupils four to a page broke theirs,
        "Alexan / der"), so each is printed whole."""
        s = self.sheet
        if s.players or s.write_names:
            return False
        w = self.columns.player - 2 * self.pad
        least = QFont(self.fonts.heading)
        least.setPointSizeF(least.pointSizeF() * FIT_LEAST)
        return any(_longest(self.page, least, h) > w for h in s.columns)

    def heading_height(self) -> float:
        w = self.columns.player - 2 * self.pad
        s = self.sheet
        if s.players:  # the columns' own names under the players'
            columns = max([self.style.heading * 0.6] + [
                self.page.text_height(_one_word(self.page, self.fonts.heading, h, w), h, w,
                                      _CENTRE) + 2 * self.pad
                for h in s.columns])
        elif self.turned:  # each name on one line, upwards
            columns = max([self.style.heading] + [
                self.page.text_width(self._turned_font(), h) + 2 * self.pad
                for h in s.columns])
        else:
            columns = self._names_height(s.columns, w)
        corner = self.page.text_height(self.fonts.heading, s.corner,
                                       self.columns.label - 2 * self.pad, _LEFT) + 2 * self.pad
        return max(corner, self.group_height() + columns)

    def headings(self) -> None:
        h = self.heading_height()
        group = self.group_height()
        top = self.y
        c, s, pad = self.columns, self.sheet, self.pad
        self.fill(0, top, h)
        self.text(self.fonts.heading, s.corner, pad, top + pad, c.label - 2 * pad,
                  h - 2 * pad, _MIDDLE_LEFT)
        names = _LEFT if s.write_names else _CENTRE
        for j, heading in enumerate(s.players):
            x = c.x(j * s.per_player)
            w = s.per_player * c.player - 2 * pad
            self.text(_one_word(self.page, self.fonts.heading, heading, w), heading, x + pad,
                      top + pad, w, group - 2 * pad, names)
        if s.players:
            self.line(c.label, top + group, self.right, top + group)
        turned = self.turned
        for i, heading in enumerate(s.columns):
            if turned:
                self.upwards(heading, c.x(i) + pad, top + group + pad, c.player - 2 * pad,
                             h - group - 2 * pad)
                continue
            w = c.player - 2 * pad
            self.text(_one_word(self.page, self.fonts.heading, heading, w), heading,
                      c.x(i) + pad, top + group + pad, w, h - group - 2 * pad,
                      _CENTRE if s.players else names)
        self.grid(top, h, thick_below=True, group=group)
        self.y += h

    def _turned_font(self) -> QFont:
        """A turned heading's type: as large as fits the column's width on its one line."""
        font = QFont(self.fonts.heading)
        high = self.page.metrics(font).height() / self.page.px
        room = self.columns.player - 2 * self.pad
        if high > room:
            font.setPointSizeF(font.pointSizeF() * max(FIT_LEAST, room / high))
        return font

    def upwards(self, text: str, x: float, y: float, w: float, h: float) -> None:
        """``text`` on one line reading upwards, from the bottom of the cell x, y, w, h."""
        self.painter.save()
        self.painter.setFont(self._turned_font())
        p = self.page.px
        self.painter.translate(x * p, (y + h) * p)
        self.painter.rotate(-90)
        self.painter.drawText(QRectF(0, 0, h * p, w * p), int(_MIDDLE_LEFT), text)
        self.painter.restore()

    def row_height(self, row: SheetRow) -> float:
        if row.heading:
            return self.page.text_height(self.fonts.heading, row.label, self.width,
                                         _LEFT) + 2 * self.pad
        said, rule = self.label_height(row)
        words = said + (rule + self.pad / 2 if rule else 0.0)
        player = self.columns.player
        cells = [self.page.text_height(self.fonts.number, "0", player, _CENTRE)
                 + (self.page.text_height(self.fonts.note, c.note, player - 2 * self.pad,
                                          _CENTRE) + self.pad if c.note else 0.0)
                 for c in row.cells]
        return max([self.row_floor, words + 2 * self.pad] + [h + self.pad for h in cells])

    def label_height(self, row: SheetRow) -> tuple[float, float]:
        """The heights of a box's name and of its rule under it (0 when none), in mm."""
        w = self.columns.label - 2 * self.pad
        said = self.page.text_height(self.fonts.heading if row.total else self.fonts.label,
                                     row.label, w, _LEFT)
        rule = (self.page.text_height(self.fonts.rule, row.rule, w, _LEFT)
                if row.rule and self.rules and not self.short else 0.0)
        return said, rule

    def shorts_fit(self) -> bool:
        """Whether every box's few words fit on its name's line, at the right of the boxes'
        column (the paper pads' "how to score")."""
        w = self.columns.label - 2 * self.pad
        return any(r.short for r in self.sheet.rows) and all(
            self.page.text_width(self.fonts.label, r.label)
            + self.page.text_width(self.fonts.rule, r.short) + 3 * self.pad <= w
            for r in self.sheet.rows if r.short)

    def section(self, row: SheetRow, h: float) -> None:
        """A section's name across the table."""
        top = self.y
        self.fill(1, top, h)
        self.text(self.fonts.heading, row.label, self.pad, top + self.pad,
                  self.right - 2 * self.pad, h - 2 * self.pad, _MIDDLE_LEFT)
        self.line(0, top, self.right, top)
        self.line(0, top + h, self.right, top + h)
        self.line(0, top, 0, top + h)
        self.line(self.right, top, self.right, top + h)
        self.y += h

    def row(self, row: SheetRow) -> None:
        h = self.row_height(row)
        if self.fit(h):
            self.headings()
        if row.heading:
            self.section(row, h)
            return
        top = self.y
        c, pad = self.columns, self.pad
        w = c.label - 2 * pad
        if row.total:
            self.fill(2, top, h)
        said, rule = self.label_height(row)
        block = said + (rule + pad / 2 if rule else 0.0)
        y = top + (h - block) / 2  # the name and its rule, centred in the row's height
        self.text(self.fonts.heading if row.total else self.fonts.label, row.label, pad, y, w,
                  said, _LEFT)
        if rule:
            self.text(self.fonts.rule, row.rule, pad, y + said + pad / 2, w, rule, _LEFT)
        elif self.short and self.rules and row.short:  # on the name's line, at the right
            self.text(self.fonts.rule, row.short, pad, y, w, said, _RIGHT)
        for i, cell in enumerate(row.cells):
            x = c.x(i)
            note = self.page.text_height(self.fonts.note, cell.note, c.player - 2 * pad,
                                         _CENTRE)
            number_h = h - note - (pad if note else 0)
            if cell.text:
                self.text(self.fonts.number, cell.text, x, top, c.player, number_h, _CENTRE)
            if cell.circled:
                self.circle(cell.text, x, top, c.player, number_h)
            if cell.note:
                self.text(self.fonts.note, cell.note, x + pad, top + number_h - pad,
                          c.player - 2 * pad, note, _CENTRE)
        self.grid(top, h, thick_above=row.total)
        self.y += h

    def circle(self, text: str, x: float, y: float, w: float, h: float) -> None:
        """A ring around the number in a cell, as a pupil circles a box won: clear of the
        digits all round (a ring drawn round the text's box touched the digits at its
        corners), as wide as the cell allows."""
        pad, px = self.pad, self.page.px
        font = _fitted(self.page, self.fonts.number, text, w)
        metrics = self.page.metrics(font)
        ink = metrics.tightBoundingRect(text)   # the digits themselves, from the baseline
        half_w = ink.width() / px / 2 + pad / 2
        half_h = ink.height() / px / 2 + pad / 4
        # an ellipse through the corners of the digits' box, a little more than sqrt(2) times
        # it, as tall as the cell allows; then as wide as it must be to clear the corners
        b = min(half_h * RING, (h - pad) / 2)
        a = min(half_w / math.sqrt(max(0.15, 1 - (half_h / b) ** 2)), (w - pad) / 2)
        # the digits' middle: the line is centred in the cell, the digits sit on its baseline
        line_top = y + (h - metrics.height() / px) / 2
        middle = line_top + (metrics.ascent() + ink.center().y()) / px
        pen = self.painter.pen()
        pen.setWidthF(LINE_MM * 2 * px)
        self.painter.setPen(pen)
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        self.painter.drawEllipse(self.page.rect(x + w / 2 - a, middle - b, 2 * a, 2 * b))

    def grid(self, top: float, h: float, thick_below: bool = False,
             thick_above: bool = False, group: float = 0.0) -> None:
        """The lines around one row of the table; a player's columns are ruled off from the
        next player's (``group``: the height of the players' headings, ruled per player)."""
        c, s = self.columns, self.sheet
        self.line(0, top, self.right, top, 3.0 if thick_above else 1.0)
        self.line(0, top + h, self.right, top + h, 3.0 if thick_below else 1.0)
        for x in (0.0, c.label):
            self.line(x, top, x, top + h)
        for i in range(1, len(s.columns) + 1):
            player_edge = i % s.per_player == 0
            self.line(c.x(i), top if player_edge else top + group, c.x(i), top + h,
                      2.0 if player_edge and s.players else 1.0)

    # -- the whole sheet ---------------------------------------------------------------------
    def height(self) -> float:
        """The height of the whole sheet on one long page, in mm."""
        s, pad = self.sheet, self.pad
        h = sum(self.page.text_height(font, text, self.width, _LEFT) + gap
                for font, text, gap in self.top_lines())
        h += self.heading_height() + sum(self.row_height(r) for r in s.rows) + self.notes_gap
        return h + sum(self.page.text_height(self.note_font, n, self.width, _LEFT) + pad
                       for n in s.notes) - pad

    def top_lines(self) -> tuple[tuple[QFont, str, float], ...]:
        """The title, the subtitle and the instruction above the table, each with its font
        and the gap under it (a style without titles: the subtitle as the title)."""
        s, f, pad = self.sheet, self.fonts, self.pad
        if not self.style.title:
            return ((f.title, s.subtitle, pad), (f.text, s.instruction, 2 * pad))
        return ((f.title, s.title, pad), (f.subtitle, s.subtitle, pad),
                (f.text, s.instruction, 2 * pad))

    def shrink(self) -> None:
        """Lower the rows, then leave out the boxes' rules, rather than begin a second
        page."""
        while self.row_floor > self.style.row_least and self.height() > self.bottom:
            self.row_floor -= 0.5
        if self.rules and not self.short and self.height() > self.bottom and \
                self.shorts_fit():  # the rules in a few words beside the names, as on paper
            self.short = True
            self.row_floor = self.style.row
            self.shrink()
            return
        if self.rules and self.height() > self.bottom:
            self.rules = False
            self.row_floor = self.style.row
            self.shrink()
            return
        # then the notes in smaller type, rather than a page for them alone (six long
        # names' card put its rules there; five pupils' card the result alone)
        least = self.fonts.text.pointSizeF() * NOTES_LEAST
        if self.height() > self.bottom:
            self.notes_gap = self.pad
        while self.height() > self.bottom and self.note_font.pointSizeF() > least:
            self.note_font.setPointSizeF(max(least, self.note_font.pointSizeF() - 0.5))

    def draw(self, one_page: bool = False) -> int:
        """Draw the sheet; ``one_page``: refuse (CardTooLarge) rather than go on over a
        second page. Returns the number of pages."""
        s = self.sheet
        self.shrink()
        if one_page and self.height() > self.bottom:
            raise CardTooLarge(QCoreApplication.translate(
                "Printing", "Four to a page, the card's {rows} rows do not fit a quarter of "
                "the page: print it one to a page.").format(rows=len(s.rows)))
        for font, text, gap in self.top_lines():
            if text:
                self.paragraph(font, text, gap)
        self.fit(self.heading_height() + self.row_height(s.rows[0]) if s.rows else 0)
        self.headings()
        for row in s.rows:
            self.row(row)
        self.y += self.notes_gap
        for note in s.notes:
            self.paragraph(self.note_font, note, self.pad)
        return self.pages


#: the space each side of a cut line, in mm
GUTTER_MM = 6.0


def _paint(sheet: ScoreSheet, page: _Page, painter: QPainter, new_page: Callable[[], object],
           options: PrintOptions) -> int:
    """The card (or four of it) on ``page``; the number of pages."""
    style = _style(options)
    if not options.four_up:
        return _Drawing(sheet, page, painter, new_page, style, page.width, page.height).draw()
    half_w, half_h = page.width / 2, page.height / 2
    for i in range(4):
        painter.save()
        painter.translate((i % 2) * half_w * page.px + GUTTER_MM * page.px * (i % 2),
                          (i // 2) * half_h * page.px + GUTTER_MM * page.px * (i // 2))
        _Drawing(sheet, page, painter, new_page, style, half_w - GUTTER_MM,
                 half_h - GUTTER_MM).draw(one_page=True)
        painter.restore()
    pen = QPen(Qt.GlobalColor.darkGray, LINE_MM * page.px, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    p = page.px
    painter.drawLine(int(half_w * p), 0, int(half_w * p), int(page.height * p))
    painter.drawLine(0, int(half_h * p), int(page.width * p), int(half_h * p))
    return 1


#: how narrow a player's column may be made to keep a long card upright on one page
SQUEEZE = 0.7
#: how narrow a player's column may be made to save a page upright: room left to write a
#: three-digit score by hand (8 mm in normal print, 10 mm in large, where hands write
#: larger too); narrower, the page is turned
WRITE_SHARE = 1 / 3


def _turned(page: _Page, sheet: ScoreSheet, size: tuple[float, float],
            options: PrintOptions) -> bool:
    """Whether the page is turned to landscape (``size``: the paper's, standing, in mm).
    Only when the players' columns do not fit upright; then the way the card takes the
    fewest pages (a blank Triple Yahtzee card for four, its 20 rows, took two turned and
    fits one upright; eight players' Yahtzee card, one upright), unless upright its columns
    leave no room to write a score by hand (WRITE_SHARE); as many pages either way,
    turned, its columns' headings in the larger type, unless a card that takes more than
    one page anyway fits its columns upright a little narrower. Never four to a page."""
    style = _style(options)
    upright, tall = size
    if options.four_up or not _landscape(page, sheet, upright, style):
        return False
    width, height = upright - 2 * MARGIN_MM, tall - 2 * MARGIN_MM
    turned_pages = _pages(page, sheet, style, height, width)
    upright_pages = _pages(page, sheet, style, width, height)
    if turned_pages != upright_pages:
        roomy = _columns(page, sheet, width, style).player >= style.column * WRITE_SHARE
        return turned_pages < upright_pages or not roomy
    if turned_pages == 1:
        return True
    # squeezed, a column still holds every word of its heading whole in the smallest type
    # a name is given (a long name was broken mid-word over a narrow column)
    words = max((_longest(page, style.fonts.heading, h) for h in sheet.columns), default=0.0)
    least = max(style.column * SQUEEZE, words * FIT_LEAST + 2 * style.pad)
    return style.label + len(sheet.columns) * least > width


def _pages(page: _Page, sheet: ScoreSheet, style: _Style, width: float, height: float) -> int:
    """How many pages of ``width`` x ``height`` mm the card takes (one card to a page)."""
    image = QImage(1, 1, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    try:
        return _Drawing(sheet, page, painter, lambda: None, style, width, height).draw()
    finally:
        painter.end()


def draw(sheet: ScoreSheet, device: QPagedPaintDevice,
         options: PrintOptions | None = None) -> int:
    """Draw ``sheet`` on ``device`` (a PDF writer or a printer, its paper chosen), turned
    to landscape if the columns need it; returns the number of pages. Four to a page, a
    card too large for its quarter is CardTooLarge (nothing drawn)."""
    options = options or PrintOptions()
    device.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                          QPageLayout.Unit.Millimeter)
    size = device.pageLayout().pageSize().size(QPageSize.Unit.Millimeter)
    device.setPageOrientation(QPageLayout.Orientation.Landscape
                              if _turned(_Page(device), sheet, (size.width(), size.height()),
                                         options)
                              else QPageLayout.Orientation.Portrait)
    if options.four_up:
        _check_quarter(sheet, _Page(device), options)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(QCoreApplication.translate(
            "Printing", "the printer, or the file to print to, could not be opened"))
    try:
        return _paint(sheet, _Page(device), painter, device.newPage, options)
    finally:
        painter.end()


def _check_quarter(sheet: ScoreSheet, page: _Page, options: PrintOptions) -> None:
    """CardTooLarge before anything is drawn, if the card does not fit its quarter."""
    image = QImage(1, 1, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    try:
        drawing = _Drawing(sheet, page, painter, lambda: None, _style(options),
                           page.width / 2 - GUTTER_MM, page.height / 2 - GUTTER_MM)
        drawing.shrink()
        if drawing.height() > drawing.bottom:
            drawing.draw(one_page=True)  # says why
    finally:
        painter.end()


def check(sheet: ScoreSheet, options: PrintOptions, locale: QLocale | None = None) -> None:
    """CardTooLarge (its one sentence) if ``sheet`` cannot be printed as ``options`` ask,
    four to a page a card too long for its quarter, measured as :func:`draw` measures
    it; nothing is drawn (a file's name need not be asked first)."""
    if not options.four_up:
        return
    buffer = QBuffer()
    writer = QPdfWriter(buffer)  # measures only: nothing is painted, nothing written
    writer.setPageSize(options.page_size(locale))
    writer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                          QPageLayout.Unit.Millimeter)
    _check_quarter(sheet, _Page(writer), options)


def page_image(sheet: ScoreSheet, locale: QLocale | None = None, dpi: int = 60,
               options: PrintOptions | None = None) -> QImage:
    """The first page of ``sheet`` as a picture (for the manual and the gallery): the paper
    the PDF would have, turned the same way, at ``dpi`` dots per inch."""
    options = options or PrintOptions()
    image = QImage(1, 1, QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    size = options.page_size(locale).size(QPageSize.Unit.Millimeter)
    w, h = size.width(), size.height()
    if _turned(_Page(image), sheet, (w, h), options):
        w, h = h, w
    image = image.scaled(round(w * dpi / 25.4), round(h * dpi / 25.4))
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(Qt.GlobalColor.white)
    page = _Page(image, MARGIN_MM)
    if options.four_up:
        _check_quarter(sheet, page, options)
    painter = QPainter(image)
    painter.translate(MARGIN_MM * page.px, MARGIN_MM * page.px)

    def next_page() -> None:  # the pages after the first fall below the picture
        painter.translate(0, h * page.px)

    try:
        _paint(sheet, page, painter, next_page, options)
    finally:
        painter.end()
    return image


def render(sheet: ScoreSheet, locale: QLocale | None = None,
           options: PrintOptions | None = None) -> tuple[bytes, int]:
    """``sheet`` as a PDF file's bytes and its number of pages, on the paper of ``options``
    (the locale's unless chosen); CardTooLarge four to a page for a card too large."""
    options = options or PrintOptions()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageSize(options.page_size(locale))
    writer.setTitle(f"{sheet.title}: {sheet.subtitle}")
    writer.setCreator("Yacht Dice")
    try:
        pages = draw(sheet, writer, options)
    finally:
        del writer  # finishes the file
        buffer.close()
    return bytes(data.data()), pages


def pdf(sheet: ScoreSheet, locale: QLocale | None = None,
        options: PrintOptions | None = None) -> bytes:
    """``sheet`` as a PDF file's bytes, on the locale's paper (or the one chosen)."""
    return render(sheet, locale, options)[0]


def pages_sentence(sheet: ScoreSheet, pages: int) -> str | None:
    """Why a card takes more than one page, in one sentence (None: it takes one)."""
    if pages <= 1:
        return None
    return QCoreApplication.translate(
        "Printing", "The card takes {pages} pages: its {rows} rows do not fit on one.").format(
            pages=pages, rows=len(sheet.rows))
