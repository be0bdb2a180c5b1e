"""The one rule of dependencies (DESIGN.md): core imports no Qt, no store, no ui."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_core_and_cli_import_with_qt_made_unimportable() -> None:
    code = textwrap.dedent("""
        import sys
        for name in ("PySide6", "pyqtgraph", "shiboken6"):
            sys.modules[name] = None  # any import of these now raises ImportError
        import yachtdice.core
        from yachtdice.core import GameState, Player, Roll, preset
        state = GameState.start(preset("yahtzee"), [Player("Ann")]).apply(Roll((1, 1, 1, 1, 1)))
        assert state.options().points("yahtzee") == 50
        assert not any(m.startswith(("yachtdice.ui", "yachtdice.store")) for m in sys.modules)
        print("ok")
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "ok"
