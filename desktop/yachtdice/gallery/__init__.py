"""Pictures of every window and dialog, for the docs, the metainfo and a look-over.

    python -m yachtdice.gallery OUT_DIR [--theme light|dark|contrast] [--scale N]

Each screen is staged through the real window's public commands (a game resumed
from the store, then rolled and held by the real controller with fixed dice) in
a temporary data directory holding a fixed history, and saved offscreen as
``OUT_DIR/<screen>-<theme>.png`` (``@Nx`` added at scale N > 1). No display is
needed and the player's own games and settings are never touched.

Adding a screen is one entry in a ``SCREENS`` table: a name and a function that
stages it on a :class:`~.stage.Stage` and returns the widget to photograph. The
shared screens are in :mod:`.screens`; a game's own screens in its module in
:mod:`.modes`, registered there by :mod:`.modes.builtin` (the gallery asks the registry
for each game's screens, and for the games of the fixed history). The gallery sits beside
``ui`` rather than in it: a game's screens drive the whole window, which imports the
games' window parts, so under ``ui/modes/`` they would make an import cycle.
"""

