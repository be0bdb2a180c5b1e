"""The bundle's entry point: PyInstaller needs a script, the package has the program."""

import sys

from yachtdice.__main__ import main

sys.exit(main())
