"""Running a few lines of the app in a second process with a screen of a given size."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def run_on_screen(folder: Path, width: int, height: int, script: str,
                  scale: int = 1) -> list[str]:
    """Run ``script`` (Python) on the offscreen platform with one screen of ``width`` by
    ``height`` pixels at ``scale``; the lines it printed. Fails the test if it fails."""
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "s", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96,
        "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               QT_SCALE_FACTOR=str(scale))
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.splitlines()
