"""``python -m yachtdice.cli``: the command line (as ``yachtdice-cli``)."""

import sys

from yachtdice.cli.app import main

sys.exit(main())
