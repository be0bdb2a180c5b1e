"""AppStream metainfo and the icon files: valid, consistent with the app id and the version."""

from __future__ import annotations

import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from yachtdice import __version__
from yachtdice.resources import APP_ID, ICON_SIZES, icon_png, icon_svg

ROOT = Path(__file__).resolve().parents[2]
METAINFO = ROOT / "packaging" / f"{APP_ID}.metainfo.xml"
ICON_SOURCE = ROOT / "resources" / "icons" / f"{APP_ID}.svg"  # what the icons are built from
PROJECT_RAW = "https://raw.githubusercontent.com/yachtdice/yachtdice/main/"


def test_metainfo_passes_appstreamcli() -> None:
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli is not installed (Debian: appstream)")
    done = subprocess.run([tool, "validate", "--no-net", str(METAINFO)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_metainfo_names_the_app_its_licences_categories_and_this_release() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert root.findtext("icon") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    assert [c.text for c in root.iter("category")] == ["Game", "BoardGame"]
    assert root.find("content_rating") is not None
    assert __version__ in [r.get("version") for r in root.iter("release")]


def test_metainfo_screenshots_are_the_committed_gallery_pictures() -> None:
    root = ET.parse(METAINFO).getroot()
    images = [i.text or "" for i in root.iter("image")]
    assert len(images) >= 2
    for url in images:
        assert url.startswith(PROJECT_RAW)
        assert (ROOT / url.removeprefix(PROJECT_RAW)).is_file(), url


def render_svg(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    QSvgRenderer(str(ICON_SOURCE)).render(painter)
    painter.end()
    return image


def test_the_shipped_svg_icon_is_its_source() -> None:
    # the launcher installs it as the scalable icon; packaging/render-icons copies it
    assert icon_svg().read_bytes() == ICON_SOURCE.read_bytes(), "run packaging/render-icons"


@pytest.mark.parametrize("size", ICON_SIZES)
def test_each_png_icon_is_the_svg_rendered_at_its_size(qapp: object, size: int) -> None:
    png = QImage(str(icon_png(size)))
    assert (png.width(), png.height()) == (size, size)
    fresh = render_svg(size).convertToFormat(QImage.Format.Format_ARGB32)
    png = png.convertToFormat(QImage.Format.Format_ARGB32)
    step = max(1, size // 32)
    worst = max(abs(png.pixelColor(x, y).alpha() - fresh.pixelColor(x, y).alpha())
                for x in range(0, size, step) for y in range(0, size, step))
    assert worst <= 8, "run packaging/render-icons after editing the SVG"


def test_windows_and_macos_icon_containers_hold_the_rendered_images() -> None:
    ico = (ROOT / "packaging/icons/yachtdice.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, 7)
    icns = (ROOT / "packaging/icons/yachtdice.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)


LANGUAGES = ("sv", "da", "nb", "de", "fr", "nl")
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def test_metainfo_meets_flathubs_summary_and_branding_rules() -> None:
    root = ET.parse(METAINFO).getroot()
    for summary in root.iter("summary"):
        text = summary.text or ""
        assert len(text) <= 35, (summary.get(XML_LANG), text)
        assert "yahtzee" not in text.lower() and "kniffel" not in text.lower()
    assert "Yahtzee" not in (root.findtext("name") or "")
    colours = {c.get("scheme_preference"): c.text for c in root.iter("color")}
    assert set(colours) == {"light", "dark"}
    assert all(c and len(c) == 7 and c.startswith("#") for c in colours.values())


def test_metainfo_and_desktop_entry_speak_each_shipped_language() -> None:
    root = ET.parse(METAINFO).getroot()
    description = root.find("description")
    assert description is not None
    english_items = [li for li in description.iter("li") if li.get(XML_LANG) is None]
    for lang in LANGUAGES:
        assert [s for s in root.iter("summary") if s.get(XML_LANG) == lang], lang
        assert [p for p in description.iter("p") if p.get(XML_LANG) == lang], lang
        items = [li for li in description.iter("li") if li.get(XML_LANG) == lang]
        assert len(items) == len(english_items), lang
    entry = (ROOT / "desktop/yachtdice/resources" / f"{APP_ID}.desktop").read_text("utf-8")
    for lang in LANGUAGES:
        for key in ("GenericName", "Comment", "Keywords"):
            assert f"\n{key}[{lang}]=" in entry, (key, lang)
