"""Work for the worker-process tests, run in a process of its own (so: no Qt here)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any


def count(report: Callable[[Any], None], up_to: int) -> str:
    for i in range(1, up_to + 1):
        report(i)
    return f"counted to {up_to} in process {os.getpid()}"


def refuse(report: Callable[[Any], None]) -> None:
    raise ValueError("the rules have no such box")


def forever(report: Callable[[Any], None], marker: str) -> None:
    """Say it has started (a file), then never end by itself."""
    with open(marker, "w") as fh:
        fh.write(str(os.getpid()))
    while True:
        time.sleep(3600)


def vanish(report: Callable[[Any], None]) -> None:
    os._exit(3)


def qt_after_importing(report: Callable[[Any], None], modules: list[str]) -> list[str]:
    """Import ``modules`` here, in the worker, and say which of Qt's modules are loaded."""
    import importlib
    import sys

    for name in modules:
        importlib.import_module(name)
    return sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))


def hot_methods(report: Callable[[Any], None]) -> list[str]:
    """Where the engine's hot records' methods come from here, in the worker: a module's
    file, or ``<string>`` for dataclass's compiled ones (core/values.py)."""
    from yachtdice.core.game import GameState
    from yachtdice.core.modes.pips.ruleset import Category

    return [GameState.__init__.__code__.co_filename, Category.__hash__.__code__.co_filename]
