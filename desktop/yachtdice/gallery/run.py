"""Drawing the screens to PNG files: the command line, and a fresh history for each screen."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from yachtdice.gallery.modes import Screen, games
from yachtdice.gallery.modes import builtin as gallery_games
from yachtdice.gallery.screens import SHARED
from yachtdice.gallery.stage import THEMES, GalleryError, Stage, statistics_threads
from yachtdice.ui.i18n import LANGUAGES, PSEUDO

if TYPE_CHECKING:  # Qt is imported only after the theme and scale are set
    from PySide6.QtWidgets import QApplication, QWidget

    from yachtdice.store import Store
    from yachtdice.ui.table.main_window import MainWindow


def every_screen() -> dict[str, Screen]:
    """Every screen: the shared ones, then each registered game's (the built-in games'
    registered now, again: no change)."""
    gallery_games.install()
    found = dict(SHARED)
    for game in games():
        found.update(game.screens)
    return found


def record_history(store: Store) -> None:
    """The fixed history every screen starts from: each game's games, as the game adds them."""
    for game in games():
        if game.history is not None:
            game.history(store)


def stop_solving(window: MainWindow) -> None:
    """Cancel the window's background solve and wait until its thread has let go."""

    if not window.controller.engines.shut_down(120):
        raise GalleryError("the background solve did not stop")


def stop_background_work(stage: Stage) -> None:
    """Let every thread the screen started end before the next screen (and the exit)."""
    from yachtdice.ui.devtools.driving import wait_for
    from yachtdice.ui.modes import stop_every_background

    if stage.window is not None:
        stop_solving(stage.window)
    if not stop_every_background(120):  # the next editor gets a fresh service
        raise GalleryError("the House Rules solve did not stop")
    wait_for("the statistics' background work to end", lambda: not statistics_threads(), 300)


BIG_SCREEN = (1920, 1200)  # big enough for every window at every scale


def file_name(screen: str, theme: str, scale: int, size: tuple[int, int] = BIG_SCREEN,
              language: str = "en") -> str:
    return (f"{screen}-{theme}" + (f"-{size[0]}x{size[1]}" if size != BIG_SCREEN else "")
            + (f"-{language}" if language != "en" else "")
            + (f"@{scale}x" if scale != 1 else "") + ".png")


#: the languages --language accepts: every one the app speaks, and the pseudo-translation
LANGUAGE_CODES = (*LANGUAGES, PSEUDO)


def screen_size(text: str) -> tuple[int, int]:
    """``WIDTHxHEIGHT`` (e.g. 1024x768), in logical pixels."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT, such as 1024x768") \
            from None
    if not (320 <= width <= 7680 and 240 <= height <= 4320):
        raise argparse.ArgumentTypeError(f"{text} is not between 320x240 and 7680x4320")
    return width, height


def open_app(scratch: Path, theme: str = "light", scale: int = 1,
             size: tuple[int, int] = BIG_SCREEN, language: str = "en") -> QApplication:
    """The application the screens are staged in: offscreen, on a screen of ``size`` logical
    pixels (the windows open on it as on a laptop's), in ``theme`` and ``language``. Call
    before any QApplication."""
    # a screen of the size asked for (offscreen's own is 800x600, which would squeeze
    # dialogs at 2x)
    screen = scratch / "screen.json"
    screen.write_text(json.dumps({"screens": [{
        "name": "gallery", "x": 0, "y": 0, "width": size[0] * scale,
        "height": size[1] * scale,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
    os.environ["QT_SCALE_FACTOR"] = str(scale)
    os.environ["YACHTDICE_THEME"] = theme
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    from yachtdice.ui.app import make_application
    from yachtdice.ui.i18n import app_language

    def quiet(_: QtMsgType, __: QMessageLogContext, text: str) -> None:
        if "propagateSizeHints" not in text:  # the offscreen platform's harmless remark
            print(text, file=sys.stderr)

    qInstallMessageHandler(quiet)
    app = make_application([sys.argv[0]])
    if app_language().install(language) != language:
        raise GalleryError(f"the language {language} has no compiled translation here")
    return app


def render(out: Path, theme: str = "light", scale: int = 1,
           only: Sequence[str] | None = None,
           size: tuple[int, int] = BIG_SCREEN, language: str = "en") -> list[Path]:
    """Stage and save each screen (:func:`open_app`); returns the files written. Call before
    any QApplication."""
    out.mkdir(parents=True, exist_ok=True)
    written = []

    def save(name: str, widget: QWidget) -> None:
        target = out / file_name(name, theme, scale, size, language)
        if not widget.grab().save(str(target), "PNG"):
            raise GalleryError(f"could not write {target}")
        written.append(target)

    with tempfile.TemporaryDirectory(prefix="yachtdice-gallery-") as scratch:
        _app = open_app(Path(scratch), theme, scale, size, language)  # kept for the run
        each_screen(Path(scratch), save, only)
    return written


def each_screen(scratch: Path, visit: Callable[[str, QWidget], object],
                only: Sequence[str] | None = None) -> None:
    """Stage each screen (``only`` these) in the running application, each on its own copy
    of the fixed history under ``scratch``, and hand it to ``visit`` before it is closed
    (the pictures; the pseudo-translation test reads its texts)."""
    from PySide6.QtWidgets import QApplication, QDialog

    from yachtdice.store import Store

    app = QApplication.instance()
    assert app is not None
    history_dir = scratch / "fixed-history"
    os.environ["YACHTDICE_DATA_DIR"] = str(history_dir)
    os.environ["YACHTDICE_CACHE_DIR"] = str(scratch / "cache")
    screens = every_screen()
    store = Store.open()
    record_history(store)
    store.close()
    for name in only or list(screens):
        folder = scratch / name
        # a copy of the history for each screen, so no screen sees another's games
        folder.mkdir()
        for item in history_dir.iterdir():
            (folder / item.name).write_bytes(item.read_bytes())
        os.environ["YACHTDICE_DATA_DIR"] = str(folder)
        stage = Stage(folder)
        try:
            widget = screens[name](stage)
            stage.engines_ready()  # a rules' solve started while staging is over too
            for _ in range(5):  # layouts that settle in steps (a size hint after a resize)
                app.processEvents()
            visit(name, widget)
        finally:
            for step in stage.before_closing:
                step()
            # dialogs first, as a player would: their answers may still use the window
            widgets = QApplication.topLevelWidgets()
            for w in sorted(widgets, key=lambda w: not isinstance(w, QDialog)):
                w.close()
            app.processEvents()
            stop_background_work(stage)
            for kept in stage.stores:
                kept.close()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yachtdice.gallery",
                                     description="Draw every screen of Yacht Dice to PNG files.")
    parser.add_argument("out", type=Path, help="the folder for the pictures")
    parser.add_argument("--theme", choices=THEMES, default="light")
    parser.add_argument("--scale", type=int, choices=range(1, 5), default=1, metavar="N",
                        help="device pixel ratio, 1 to 4 (default 1)")
    parser.add_argument("--screen", type=screen_size, default=BIG_SCREEN, metavar="WxH",
                        help="the screen's size in logical pixels, such as 1024x768 (default "
                             "1920x1200); pictures of another size are named with it")
    parser.add_argument("--language", choices=LANGUAGE_CODES, default="en", metavar="CODE",
                        help="draw every screen in this language: "
                             + ", ".join(LANGUAGE_CODES) + " (default en); pictures in "
                             "another language are named with it")
    parser.add_argument("--only", action="append", choices=list(every_screen()),
                        metavar="SCREEN",
                        help="draw only this screen (may be repeated)")
    args = parser.parse_args(argv)
    from yachtdice.ui.devtools.driving import DriveTimeout
    from yachtdice.ui.modes import builtin

    builtin.install()

    started = time.monotonic()
    try:
        written = render(args.out, args.theme, args.scale, args.only, args.screen,
                         args.language)
    except (GalleryError, DriveTimeout, OSError) as exc:
        print(f"gallery: {exc}", file=sys.stderr)
        return 1
    print(f"gallery: {len(written)} picture{'' if len(written) == 1 else 's'} in {args.out} "
          f"({time.monotonic() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
