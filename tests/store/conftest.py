from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from yachtdice.store import Store


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "yachtdice.sqlite3"


@pytest.fixture
def store(db_path: Path) -> Iterator[Store]:
    s = Store.open(db_path)
    yield s
    s.close()
