"""``python -m yachtdice.ui.devtools.gallery``: draw the screens (see the package)."""

import sys

from yachtdice.ui.devtools.gallery.run import main

sys.exit(main())
