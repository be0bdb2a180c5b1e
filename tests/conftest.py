"""Shared test setup."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Qt tests run without a screen; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path_factory: pytest.TempPathFactory,
                     monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own data and cache directories: never the player's real ones."""
    root = tmp_path_factory.mktemp("userdata")
    monkeypatch.setenv("YACHTDICE_DATA_DIR", str(root / "data"))
    monkeypatch.setenv("YACHTDICE_CACHE_DIR", str(root / "cache"))
    return root
