"""``python -m yachtdice.gallery``: draw the screens (see the package)."""

import sys

from yachtdice.gallery.run import main

sys.exit(main())
