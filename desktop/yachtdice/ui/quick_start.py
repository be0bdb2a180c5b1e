"""What the program's start does before it imports the window: PySide6's import hook made
quick.

Once ``PySide6.QtCore`` is imported, PySide6 looks at every module imported after it,
once, to see whether it uses PySide6 (for its opt-in ``from __feature__ import`` syntax):
it reads the module's source with :func:`inspect.getsource`, which tokenizes the file. On
the way to the first window that is about 150 modules. The same answer, whether the
source names PySide6, comes from reading the file's bytes.
"""

from __future__ import annotations

import contextlib
import os
import sys
from types import ModuleType

#: our modules that never name PySide6, by name: the core's and the store's (the import
#: contracts keep Qt out of them; tests/ui/test_startup.py reads every module of the
#: package to hold this), the package itself, its paths and its resources. The games' core
#: and store modules are imported before PySide6, so the hook sees them first at an import
#: statement of a window module, and would read ~40 files
_NO_PYSIDE_PACKAGES = ("yachtdice.core.", "yachtdice.store.")
_NO_PYSIDE = frozenset({"yachtdice", "yachtdice.core", "yachtdice.store", "yachtdice.paths",
                        "yachtdice.resources"})


def uses_pyside(module: ModuleType) -> bool:
    """Whether the source file of ``module`` names PySide6 (modules without a source file:
    no, as PySide6's own check answers for them)."""
    name = getattr(module, "__name__", None)
    if isinstance(name, str) and (name in _NO_PYSIDE or name.startswith(_NO_PYSIDE_PACKAGES)):
        return False
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False
    try:
        return _names_pyside(path)
    except OSError:
        return False


_NAME = b"PySide6"
#: the first part read: a module that imports PySide6 names it there (~50 window modules
#: read by the first paint: a file's head read plainly, 7-8 µs, not the whole file through
#: a buffered file object, ~15 µs)
_HEAD = 8192


def _names_pyside(path: str) -> bool:
    """Whether the file at ``path`` holds ``PySide6``: its head, then (if not there) the rest."""
    fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    try:
        head = os.read(fd, _HEAD)
        if _NAME in head:
            return True
        parts = [head[-(len(_NAME) - 1):]]  # the name may begin at the head's end
        while chunk := os.read(fd, 1 << 16):
            parts.append(chunk)
        return len(parts) > 1 and _NAME in b"".join(parts)
    finally:
        os.close(fd)


def quicken_pyside_imports() -> bool:
    """Import QtCore (installing PySide6's hook) and give the hook :func:`uses_pyside`;
    True if it could (PySide6's internals are not an interface: else nothing changes)."""
    import PySide6.QtCore  # noqa: F401  (installs the hook)

    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    with contextlib.suppress(AttributeError, TypeError):
        setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010  (not typed: internal)
        return True
    return False
