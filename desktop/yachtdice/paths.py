"""Where Yacht Dice keeps its files.

The user data directory comes from platformdirs (the maintained successor of
appdirs); ``YACHTDICE_DATA_DIR`` overrides it, for tests and portable installs.
Caches (solver tables) go under ``YACHTDICE_CACHE_DIR`` or the platform cache
directory.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "yachtdice"
DATABASE_NAME = "yachtdice.sqlite3"


def data_dir() -> Path:
    override = os.environ.get("YACHTDICE_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs  # imported here: only needed when no override is given

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    override = os.environ.get("YACHTDICE_CACHE_DIR")
    if override:
        return Path(override)
    data_override = os.environ.get("YACHTDICE_DATA_DIR")
    if data_override:
        return Path(data_override) / "cache"
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def solver_cache_dir() -> Path:
    """The one folder of solved strategy tables (see ``yachtdice.store.modes.pips.tables``)."""
    return cache_dir() / "solver"


def database_path() -> Path:
    return data_dir() / DATABASE_NAME
