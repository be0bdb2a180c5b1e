"""Start-up: `python -m yachtdice` paints its window without importing anything heavy."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def test_first_window_paints_without_pyqtgraph_or_multimedia(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", YACHTDICE_STARTUP_PROBE="1",
               YACHTDICE_DATA_DIR=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "yachtdice"], capture_output=True, text=True,
                          env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0] == "first-paint"  # no heavy module named after it
    assert "Traceback" not in proc.stderr
