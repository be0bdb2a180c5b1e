"""What the program's start does before it imports the window: PySide6's import hook and
the dataclasses made quick.

Once ``PySide6.QtCore`` is imported, PySide6 looks at every module imported after it,
once, to see whether it uses PySide6 (for its opt-in ``from __feature__ import`` syntax):
it reads the module's source with :func:`inspect.getsource`, which tokenizes the file. On
the way to the first window that is about 150 modules. The same answer, whether the
source names PySide6, comes from reading the file's bytes.

Each dataclass compiles the text of its generated methods (``__init__``, ``__repr__``,
``__eq__``, …) when its module is imported: on the way to the first window about 380
methods of some 60 dataclasses, 25-30 ms of compiling, most of the dataclasses' cost. The
compiled code of the same text is the same, so :class:`DataclassCode` keeps it in the cache
folder from one start to the next, as Python keeps a module's bytecode.
"""

from __future__ import annotations

import contextlib
import dataclasses
import marshal
import os
import sys
from pathlib import Path
from types import CodeType, ModuleType


def uses_pyside(module: ModuleType) -> bool:
    """Whether the source file of ``module`` names PySide6 (modules without a source file:
    no, as PySide6's own check answers for them)."""
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


class DataclassCode:
    """The compiled code of the dataclasses' generated methods, kept in ``path`` (one file
    per Python version and bytecode: marshal's format is theirs).

    While :meth:`install`-ed, the :mod:`dataclasses` module's ``exec`` finds a method's
    text here before it compiles it (compiled as ``exec`` itself would: the file name
    ``<string>``, no ``__future__`` flags of ours). :meth:`stop` puts the built-in back and
    lets go of the code (the methods made keep what they use) unless the file needs
    writing again: a text was new, or one was no longer used; :meth:`save` writes it then.
    A missing, unreadable or foreign file is the same as an empty one.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.saved: dict[str, CodeType] = {}
        self.used: dict[str, CodeType] = {}
        self.compiled = 0  # texts not found in the file
        with contextlib.suppress(OSError, EOFError, ValueError, TypeError):
            loaded = marshal.loads(path.read_bytes())
            if isinstance(loaded, dict):
                self.saved = {k: v for k, v in loaded.items()
                              if isinstance(k, str) and isinstance(v, CodeType)}

    def code(self, source: str) -> CodeType:
        """The compiled ``source``, from the file if it was there."""
        code = self.saved.get(source) or self.used.get(source)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)
            self.compiled += 1
        self.used[source] = code
        return code

    def _exec(self, source: str | CodeType, globals: dict[str, object] | None = None,
              locals: dict[str, object] | None = None) -> None:
        exec(self.code(source) if isinstance(source, str) else source, globals, locals)

    def install(self) -> None:
        setattr(dataclasses, "exec", self._exec)  # noqa: B010  (a module global, not typed)

    def stop(self) -> None:
        """Back to the built-in ``exec``; the code is let go of unless there is news to
        save (then :meth:`save` lets go of it)."""
        if getattr(dataclasses, "exec", None) == self._exec:
            delattr(dataclasses, "exec")
        if self.used.keys() == self.saved.keys():
            self.saved, self.used = {}, {}

    def save(self) -> bool:
        """Write the file if :meth:`stop` found it out of date; True if written."""
        used, self.saved, self.used = self.used, {}, {}
        if not used:
            return False
        temporary = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary.write_bytes(marshal.dumps(used))
            os.replace(temporary, self.path)
        except OSError:
            with contextlib.suppress(OSError):
                temporary.unlink()
            return False
        return True

    def uninstall(self) -> bool:
        """:meth:`stop` and :meth:`save` at once; True if the file was written."""
        self.stop()
        return self.save()


def quicken_dataclasses(folder: Path) -> DataclassCode:
    """Dataclasses made from here on take their methods' code from ``folder``'s file for this
    Python (stop it once the start's modules are imported, save it once the window is
    painted)."""
    from importlib.util import MAGIC_NUMBER  # bytecode's version, as a .pyc file names it

    name = f"dataclasses-{sys.implementation.cache_tag}-{MAGIC_NUMBER.hex()}.marshal"
    cache = DataclassCode(folder / name)
    cache.install()
    return cache
