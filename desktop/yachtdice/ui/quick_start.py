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
        with open(path, "rb") as fh:
            return b"PySide6" in fh.read()
    except OSError:
        return False


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
