"""Reading a PDF the program wrote, as a teacher's PDF viewer would: its text (poppler's
pdftotext) and its pages' sizes (pdfinfo). .ci/run installs poppler-utils; where it is
missing (a machine of one's own) the tests that need it skip, saying so."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

needs_poppler = pytest.mark.skipif(
    shutil.which("pdftotext") is None or shutil.which("pdfinfo") is None,
    reason="pdftotext and pdfinfo (Debian: poppler-utils) are not installed; .ci/run installs "
           "them")


def pdf_text(path: Path, page: int | None = None) -> str:
    """The text of the PDF (of one page, from 1), its white space made single spaces."""
    pages = [] if page is None else ["-f", str(page), "-l", str(page)]
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", *pages, str(path), "-"],
                         capture_output=True, check=True, timeout=60).stdout.decode("utf-8")
    return " ".join(out.split())


def pdf_pages(path: Path) -> tuple[int, str, float, float]:
    """The number of pages and the first page's paper ("A4", "letter", or "" for another)
    and its width and height in points."""
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, check=True,
                          timeout=60).stdout.decode("utf-8")
    pages = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))  # type: ignore[union-attr]
    size = re.search(r"^Page size:\s+([\d.]+) x ([\d.]+) pts(?: \((\w+)\))?", info, re.M)
    assert size is not None, info
    return pages, size.group(3) or "", float(size.group(1)), float(size.group(2))


#: DejaVu Sans's height from its descender to its ascender, in ems (the font the cards are
#: drawn in where it is installed): a word's box in pdftotext's layout is this many times
#: the font's size
DEJAVU_HEIGHT = (1901 + 483) / 2048


def word_points(path: Path, word: str) -> list[float]:
    """The font size, in points, of each place ``word`` is written in the PDF (from the
    height of its box in pdftotext's layout)."""
    out = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True,
                         check=True, timeout=60).stdout.decode("utf-8")
    found = re.findall(r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">' + re.escape(word)
                       + "<", out)
    return [(float(bottom) - float(top)) / DEJAVU_HEIGHT for top, bottom in found]


def coloured_pixels(path: Path, tmp: Path) -> int:
    """How many pixels of the first page, drawn at 20 dots per inch (pdftoppm), are neither
    white, black nor grey."""
    subprocess.run(["pdftoppm", "-r", "20", "-f", "1", "-l", "1", "-png", str(path),
                    str(tmp / "page")], check=True, timeout=60)
    from PySide6.QtGui import QImage

    image = QImage(str(next(tmp.glob("page*.png"))))
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            count += max(c.red(), c.green(), c.blue()) - min(c.red(), c.green(), c.blue()) > 24
    return count


def pdf_rows(path: Path) -> list[str]:
    """The PDF's text line by line as laid out on the page (pdftotext -layout), each line's
    white space made single spaces: a table's row is one line."""
    out = subprocess.run(["pdftotext", "-layout", "-enc", "UTF-8", str(path), "-"],
                         capture_output=True, check=True, timeout=60).stdout.decode("utf-8")
    return [" ".join(line.split()) for line in out.splitlines() if line.strip()]
