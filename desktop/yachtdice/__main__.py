"""``yachtdice`` / ``python -m yachtdice``: start the desktop game.

Besides starting the game: ``--install-desktop`` / ``--uninstall-desktop`` add or
remove a desktop-menu launcher for the current user, and ``--self-test`` plays
one turn in an offscreen window and exits 0 if all went well (for bundles).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

#: the codes ``--language`` accepts (yachtdice.ui.i18n.LANGUAGES and the pseudo-translation;
#: named here so that a mistyped code is refused before Qt is loaded)
LANGUAGE_CODES = ("en", "da", "de", "fr", "nb", "nl", "sv", "pseudo")


def parse(argv: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
    """Our own options; anything else (Qt's -platform, -style, …) is left for Qt."""
    import argparse  # only when there are options: not on the way to the window

    from yachtdice import __version__

    parser = argparse.ArgumentParser(
        prog="yachtdice", description="Yacht Dice: the Yahtzee family of dice games.")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--install-desktop", action="store_true",
                       help="add Yacht Dice to your desktop menu (this user only) and exit")
    group.add_argument("--uninstall-desktop", action="store_true",
                       help="remove that launcher and its icons, and exit")
    group.add_argument("--self-test", action="store_true",
                       help="play one turn in a hidden window, exit 0 if it worked")
    parser.add_argument("--language", choices=LANGUAGE_CODES, metavar="CODE",
                        help="speak this language for this run, whatever Settings say: "
                             + ", ".join(LANGUAGE_CODES))
    parser.add_argument("--version", action="version", version=f"Yacht Dice {__version__}")
    return parser.parse_known_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv if argv is None else argv)
    rest: list[str] = []
    language = None
    if args[1:]:  # without any (a double-click) the window starts without the parser
        options, rest = parse(args[1:])
        if options.install_desktop or options.uninstall_desktop:
            from yachtdice.launcher import run as launcher

            return launcher("install" if options.install_desktop else "uninstall")
        if options.self_test:
            from yachtdice.ui.devtools.selftest import run as self_test

            return self_test(args[:1] + rest)
        language = options.language
    import gc

    gc.disable()  # no collections while the window is built (on again once it is painted)
    from yachtdice.store.modes.builtin import install as install_games
    from yachtdice.ui.settings import Settings  # noqa: F401  (imported here: see below)

    # the games (their core and store modules, ~40) and the settings' reader (plain Python:
    # it makes QSettings only for a setting written) before PySide6 is imported: its import
    # hook then runs no Python on their import statements and reads none of their sources
    install_games()
    from yachtdice.ui.quick_start import quicken_pyside_imports

    quicken_pyside_imports()
    from yachtdice.ui.app import main as run

    return run(args[:1] + rest, language)


if __name__ == "__main__":
    sys.exit(main())
