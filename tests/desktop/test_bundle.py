"""The PyInstaller bundle builds, carries its files, and plays a turn without any Python.

Slow (a build takes one to three minutes); skipped where PyInstaller is not installed.
`.ci/run` installs the `build` extra and runs this test after the main suite.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from yachtdice import __version__
from yachtdice.resources import APP_ID

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                    reason="PyInstaller is not installed (pip install -e '.[build]')")
@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="the bundle test builds the Linux bundle")
def test_bundle_builds_and_its_program_passes_the_self_test(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHON=sys.executable, DIST=str(tmp_path / "dist"),
               WORK=str(tmp_path / "work"))
    built = subprocess.run([str(ROOT / "packaging" / "build-bundle")], capture_output=True,
                           text=True, env=env, timeout=1200)
    assert built.returncode == 0, built.stderr[-3000:]
    folder, archive = (Path(line) for line in built.stdout.strip().splitlines()[-2:])
    program = folder / "yachtdice"
    assert program.is_file() and os.access(program, os.X_OK)
    assert archive.name == f"yachtdice-{__version__}-linux-{os.uname().machine}.tar.gz"
    with tarfile.open(archive) as tar:
        names = set(tar.getnames())
    assert "yachtdice/yachtdice" in names
    assert any(n.endswith(f"resources/icons/{APP_ID}.svg") for n in names)
    assert any(n.endswith("resources/icons/512.png") for n in names)
    assert not any("QtWebEngine" in n or "pytest" in n.split("/") for n in names)

    # no Python on the path, no virtual environment: only what the bundle carries
    bare = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "LANG": "C.UTF-8"}
    played = subprocess.run([str(program), "--self-test"], capture_output=True, text=True,
                            env=bare, timeout=120, cwd=tmp_path)
    assert played.returncode == 0, played.stderr
    assert played.stdout.startswith("yachtdice self-test passed")

    # the bundle installs a launcher that points at itself
    data = tmp_path / "xdg"
    installed = subprocess.run([str(program), "--install-desktop"], capture_output=True,
                               text=True, env=dict(bare, XDG_DATA_HOME=str(data)), timeout=60)
    assert installed.returncode == 0, installed.stderr
    entry = (data / "applications" / f"{APP_ID}.desktop").read_text()
    assert f"\nExec={program.resolve()}\n" in entry
