"""``yachtdice`` / ``python -m yachtdice``: start the desktop game."""

from __future__ import annotations

import sys


def main() -> int:
    print("Yacht Dice: the desktop app arrives soon; meanwhile try yachtdice-cli --help.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
