"""The one rule of dependencies (docs/architecture.md): ui and cli above store above core.

The import contracts in pyproject.toml (``lint-imports``, run by .ci/run) check every
import statement, lazy ones included. The tests here check what those cannot: that every
module of core, store and cli really imports with the layers above it and the libraries it
must not use made unimportable, and that core does no file I/O.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import yachtdice

PACKAGE = Path(yachtdice.__file__).resolve().parent
CORE = PACKAGE / "core"
QT = ("PySide6", "shiboken6", "pyqtgraph")


def import_all_with(blocked: tuple[str, ...], packages: tuple[str, ...],
                    modules: tuple[str, ...] = (), then: str = "") -> list[str]:
    """Import every module of ``packages`` (and ``modules``), then run ``then``, in a fresh
    interpreter in which ``blocked`` cannot be imported; return the modules imported."""
    code = textwrap.dedent(f"""
        import importlib, json, pkgutil, sys
        for name in {blocked!r}:
            sys.modules[name] = None  # any import of these now raises ImportError
        done = []
        for package in {packages!r}:
            done.append(importlib.import_module(package).__name__)
            path = sys.modules[package].__path__
            for info in pkgutil.walk_packages(path, package + "."):
                done.append(importlib.import_module(info.name).__name__)
        for name in {modules!r}:
            done.append(importlib.import_module(name).__name__)
    """) + textwrap.dedent(then) + textwrap.dedent("""
        loaded = sorted(m for m in sys.modules if m.startswith("yachtdice") and sys.modules[m])
        print(json.dumps({"imported": done, "loaded": loaded}))
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert [m for m in result["loaded"] if m.startswith(blocked)] == [], "blocked, yet loaded"
    return list(result["imported"])


def module_names(folder: Path, package: str) -> set[str]:
    """Every module under ``folder``, by its dotted name (found on disk, not by importing)."""
    names = set()
    for path in folder.rglob("*.py"):
        parts = path.relative_to(folder).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.add(".".join((package, *parts)))
    return names


def test_every_core_module_imports_without_qt_sqlite_platformdirs_or_the_layers_above() -> None:
    imported = import_all_with(
        QT + ("sqlite3", "platformdirs", "yachtdice.paths", "yachtdice.store", "yachtdice.ui",
              "yachtdice.cli"),
        ("yachtdice.core",),
        then="""
            from yachtdice.core import GameState, Player, Roll
            from yachtdice.core.modes import builtin
            from yachtdice.core.modes.pips.presets import preset
            from yachtdice.core.modes.pips.rules import options
            builtin.install()
            state = GameState.start(preset("yahtzee"), [Player("Ann")]).apply(Roll((1,) * 5))
            assert options(state.card, state.dice).points("yahtzee") == 50
        """)
    assert set(imported) == module_names(CORE, "yachtdice.core")


def test_every_store_module_imports_without_qt_or_the_layers_above() -> None:
    imported = import_all_with(QT + ("yachtdice.ui", "yachtdice.cli"), ("yachtdice.store",))
    assert set(imported) == module_names(PACKAGE / "store", "yachtdice.store")


def test_the_cli_imports_and_runs_without_qt() -> None:
    imported = import_all_with(QT + ("yachtdice.ui",), (), ("yachtdice.cli",), then="""
        from yachtdice.cli.app import main
        assert main(["rules", "list"]) == 0
        assert main(["history"]) == 0
    """)
    assert imported == ["yachtdice.cli"]


# -- core does no file I/O -----------------------------------------------------------------

# Modules about files: importing one at all is I/O.
FILE_MODULES = {"shutil", "tempfile", "glob", "fileinput", "mmap", "shelve", "dbm", "sqlite3",
                "zipfile", "tarfile", "gzip", "bz2", "lzma", "pickle"}
# What core may use of `os`: nothing that touches a file.
OS_PURE = {"os.cpu_count", "os.sep", "os.linesep", "os.curdir", "os.pardir", "os.extsep",
           "os.path.join", "os.path.basename", "os.path.dirname", "os.path.split",
           "os.path.splitext", "os.path.normpath"}
# Functions of other modules that read or write files.
FILE_FUNCTIONS = {"io.open", "io.open_code", "io.FileIO", "builtins.open", "open",
                  "numpy.load", "numpy.save", "numpy.savez", "numpy.savez_compressed",
                  "numpy.loadtxt", "numpy.savetxt", "numpy.genfromtxt", "numpy.fromfile",
                  "numpy.fromregex", "numpy.memmap", "numpy.lib.format.open_memmap"}
# Methods of Path objects and arrays that touch files (receivers are not typed in an AST).
FILE_METHODS = {"open", "read_text", "read_bytes", "write_text", "write_bytes", "unlink",
                "mkdir", "touch", "rmdir", "rename", "exists", "is_file", "is_dir", "iterdir",
                "glob", "rglob", "stat", "lstat", "chmod", "symlink_to", "hardlink_to",
                "samefile", "tofile"}


def file_io(source: str) -> list[str]:
    """Every place in ``source`` that reads or writes files, as "line N: what"."""
    tree = ast.parse(source)
    aliases: dict[str, str] = {}  # local name -> the dotted name it stands for
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                root = a.name.split(".")[0]
                aliases[a.asname or root] = a.name if a.asname else root
                if a.name.split(".")[0] in FILE_MODULES:
                    found.append((node.lineno, f"imports {a.name}"))
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for a in node.names:
                aliases[a.asname or a.name] = f"{node.module}.{a.name}"
                if node.module.split(".")[0] in FILE_MODULES:
                    found.append((node.lineno, f"imports {a.name} from {node.module}"))

    def dotted(expr: ast.expr) -> str | None:
        if isinstance(expr, ast.Name):
            return aliases.get(expr.id, expr.id)
        if isinstance(expr, ast.Attribute):
            base = dotted(expr.value)
            return f"{base}.{expr.attr}" if base else None
        return None

    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute | ast.Name) and not isinstance(
                getattr(node, "ctx", None), ast.Store):
            name = dotted(node)
            if name in FILE_FUNCTIONS or (name and name.startswith("os.") and not any(
                    p == name or p.startswith(name + ".") for p in OS_PURE)):
                found.append((node.lineno, f"uses {name}"))
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in FILE_METHODS and dotted(node.func) not in FILE_FUNCTIONS):
            found.append((node.lineno, f"calls .{node.func.attr}()"))
    return [f"line {line}: {what}" for line, what in sorted(set(found))]


@pytest.mark.parametrize("path", [pytest.param(p, id=str(p.relative_to(CORE)))
                                  for p in sorted(CORE.rglob("*.py"))])
def test_core_module_does_no_file_io(path: Path) -> None:
    assert file_io(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("source, finding", [
    ("with open('x') as f:\n    pass", "line 1: uses open"),
    ("import io\nio.open('x')", "line 2: uses io.open"),
    ("from io import open as o\no('x')", "line 2: uses io.open"),
    ("import os\nos.replace('a', 'b')", "line 2: uses os.replace"),
    ("import os\nfd = os.fdopen(3)", "line 2: uses os.fdopen"),
    ("import os.path\nos.path.exists('a')", "line 2: uses os.path.exists"),
    ("from os import remove\nremove('a')", "line 2: uses os.remove"),
    ("import shutil", "line 1: imports shutil"),
    ("from tempfile import mkstemp", "line 1: imports mkstemp from tempfile"),
    ("import numpy as np\nnp.savez('f', a=1)", "line 2: uses numpy.savez"),
    ("import numpy as np\nwith np.load('f') as d:\n    pass", "line 2: uses numpy.load"),
    ("from pathlib import Path\nPath('x').read_text()", "line 2: calls .read_text()"),
    ("def f(p):\n    p.write_bytes(b'')", "line 2: calls .write_bytes()"),
    ("def f(p):\n    return p.open('rb')", "line 2: calls .open()"),
    ("def f(p):\n    p.unlink(missing_ok=True)", "line 2: calls .unlink()"),
    ("def f(a):\n    a.tofile('x')", "line 2: calls .tofile()"),
])
def test_the_file_io_check_finds(source: str, finding: str) -> None:
    assert finding in file_io(source)


def test_the_file_io_check_passes_pure_code() -> None:
    source = textwrap.dedent("""
        import os
        from dataclasses import replace
        from pathlib import Path
        import numpy as np

        def f(folder: Path, text: str, state: object) -> object:
            workers = os.cpu_count()
            name = os.path.join("a", "b")
            clean = text.replace("<", "&lt;")
            table = np.array([1, 2]).sum()
            return replace(state, name=clean), folder / name, workers, table
    """)
    assert file_io(source) == []
