"""The window's icon: every rendered size, but on X11 none over 256 px.

On X11 Qt decodes every size of a window's icon when the window is shown and copies each
into the window's _NET_WM_ICON property; window managers, taskbars and docks draw a
window's icon at 16 to 128 px (a zooming dock at up to 256), so the 512 px size was 1 MB
of property data and ~11 ms of the start that nothing showed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from yachtdice.resources import icon_png
from yachtdice.ui.table.main_window import app_icon, icon_sizes

RENDERED = (16, 24, 32, 48, 64, 128, 256, 512)  # packaging/render-icons' sizes


def test_on_x11_the_icon_stops_at_256_px_and_elsewhere_has_every_size() -> None:
    assert icon_sizes("xcb") == (16, 24, 32, 48, 64, 128, 256)
    for platform in ("windows", "cocoa", "wayland", "offscreen"):
        assert icon_sizes(platform) == RENDERED


# the start as the program makes it (yachtdice.ui.app.main); at the window's first paint it
# tells its X11 id, the sizes of the application's icon and of the window's, and whether the
# application was without an icon when the window was shown; it stays until told
SHOWN = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from yachtdice.ui import app

    def sizes(icon):
        return ",".join(str(s.width()) for s in icon.availableSizes())

    class Window(app.MainWindow):
        def show(self):  # made without the application's icon, handed only its own
            self.bare = app.QApplication.instance().windowIcon().isNull()
            super().show()

        def paintEvent(self, event):
            super().paintEvent(event)
            if not hasattr(self, "told"):
                self.told = True
                QTimer.singleShot(0, self.tell)

        def tell(self):
            icon = app.QApplication.instance().windowIcon()
            print(int(self.winId()), sizes(icon), sizes(self.windowIcon()), self.bare,
                  flush=True)
            sys.stdin.readline()
            self.close()

    app.MainWindow = Window
    app.main(["yachtdice"])
    """)


def started(env: dict[str, str], tmp_path: Path) -> subprocess.Popen[str]:
    """The program started as :data:`SHOWN` (the first start's welcome answered)."""
    (tmp_path / "settings.ini").write_text("[player]\nwelcomed=true\n")
    env = dict(env, YACHTDICE_DATA_DIR=str(tmp_path), YACHTDICE_CACHE_DIR=str(tmp_path))
    return subprocess.Popen([sys.executable, "-c", SHOWN], env=env, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)


def told(shown: subprocess.Popen[str]) -> tuple[int, list[int], list[int], bool]:
    """What :data:`SHOWN` told at the first paint: the window's id, the sizes of the
    application's icon and the window's, and whether the application had none at show()."""
    assert shown.stdout is not None
    window_id, application, window, bare = shown.stdout.readline().split()
    return (int(window_id), [int(s) for s in application.split(",")],
            [int(s) for s in window.split(",")], bare == "True")


def test_the_application_and_its_window_carry_every_size_from_the_first_paint(
        tmp_path: Path) -> None:
    shown = started(dict(os.environ, QT_QPA_PLATFORM="offscreen"), tmp_path)
    try:
        _, application, window, bare = told(shown)
    finally:
        shown.communicate("\n", timeout=60)
    assert application == window == list(RENDERED)  # every window's icon, and the first's
    # on X11 a window made while the application has an icon is handed that one, then its
    # own: the application's is set once the window is made
    assert bare


def test_the_icon_is_the_rendered_pngs(qapp: QApplication) -> None:
    assert qapp.platformName() == "offscreen"  # the tests' platform (tests/conftest.py)
    assert [s.width() for s in app_icon().availableSizes()] == list(RENDERED)


def _net_wm_icon(window_id: int, display: str) -> list[tuple[int, int, list[int]]]:
    """The window's _NET_WM_ICON as (width, height, ARGB pixels) entries, read by xprop."""
    out = subprocess.run(["xprop", "-id", str(window_id), "-len", "99999999", "-notype",
                          "-f", "_NET_WM_ICON", "32c", "_NET_WM_ICON"], capture_output=True,
                         text=True, env=dict(os.environ, DISPLAY=display), check=True).stdout
    numbers = [int(n) for n in re.findall(r"\d+", out.partition("=")[2])]
    entries, at = [], 0
    while at + 2 <= len(numbers):
        width, height = numbers[at], numbers[at + 1]
        entries.append((width, height, numbers[at + 2:at + 2 + width * height]))
        at += 2 + width * height
    return entries


def _argb(size: int) -> list[int]:
    image = QImage(str(icon_png(size))).convertToFormat(QImage.Format.Format_ARGB32)
    return [image.pixel(x, y) for y in range(size) for x in range(size)]


@pytest.mark.slow
@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xprop")),
                    reason="needs Xvfb and xprop")
def test_an_x11_window_manager_is_handed_each_size_up_to_256_px_as_drawn(
        tmp_path: Path) -> None:
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24",
                             "-nolisten", "tcp"], pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as fh:
            display = f":{fh.readline().strip()}"
        shown = started(dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb"), tmp_path)
        try:
            window_id, application, window, _ = told(shown)
            entries = _net_wm_icon(window_id, display)
        finally:
            shown.communicate("\n", timeout=60)
    finally:
        xvfb.terminate()
        xvfb.wait()
    assert application == window == [16, 24, 32, 48, 64, 128, 256]
    assert [(w, h) for w, h, _ in entries] == [(s, s) for s in window]
    for width, _, pixels in entries:  # the pictures rendered, pixel for pixel
        assert pixels == _argb(width)
