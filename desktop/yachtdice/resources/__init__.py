"""Files the program reads at run time, and the application's desktop identity.

Everything here is package data, so it is found the same way in a source
checkout, a pip install and a PyInstaller bundle (where the package's files are
unpacked beside the frozen modules): relative to this module. What is built (the
compiled translations, the icons, the word lists) is built from its sources in the
repository's top-level ``resources/`` by the scripts of ``packaging/`` and
``resources/words/make_wordlist.py``.
"""

from __future__ import annotations

from pathlib import Path

APP_ID = "io.github.yachtdice.YachtDice"
"""Reverse-DNS application id: desktop file, metainfo, icon and window class names."""

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The square PNG sizes rendered from the SVG icon (packaging/render-icons)."""

_HERE = Path(__file__).resolve().parent


def resource_path(*parts: str) -> Path:
    """The path of a packaged resource file, e.g. ``resource_path("icons", "16.png")``."""
    return _HERE.joinpath(*parts)


def icon_svg() -> Path:
    """The scalable icon (a copy of resources/icons' source, made by packaging/render-icons)."""
    return resource_path("icons", f"{APP_ID}.svg")


def icon_png(size: int) -> Path:
    """The rendered icon of ``size`` pixels square (one of ICON_SIZES)."""
    if size not in ICON_SIZES:
        raise ValueError(f"there is no {size}-pixel icon; sizes are {ICON_SIZES}")
    return resource_path("icons", f"{size}.png")


def desktop_entry_template() -> Path:
    return resource_path(f"{APP_ID}.desktop")
