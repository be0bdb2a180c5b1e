"""The bundle's entry point: PyInstaller needs a script, the package has the program."""

import multiprocessing
import sys

multiprocessing.freeze_support()  # the engine's worker processes start the bundle too

from yachtdice.__main__ import main  # noqa: E402

sys.exit(main())
