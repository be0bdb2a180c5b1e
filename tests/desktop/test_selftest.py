"""``yachtdice --self-test``: a turn played for real, and one line when it goes wrong."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from yachtdice.ui.devtools import selftest


@pytest.mark.slow
def test_self_test_plays_a_turn_and_exits_zero(tmp_path: object) -> None:
    env = dict(os.environ, YACHTDICE_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "yachtdice", "--self-test"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("yachtdice self-test passed")
    assert done.stderr == ""
    assert list(os.scandir(str(tmp_path))) == []  # the player's data folder is left alone


def test_a_failing_step_is_one_line_and_a_nonzero_exit(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("QT_QPA_PLATFORM", "YACHTDICE_DATA_DIR", "YACHTDICE_CACHE_DIR"):
        monkeypatch.setenv(name, os.environ.get(name, ""))  # restored after the test

    def broken(_: object) -> None:
        raise selftest.SelfTestFailed("large_straight scored 0,\n  not 40")

    monkeypatch.setattr(selftest, "play_one_turn", broken)
    assert selftest.run(["yachtdice"]) == 1
    out = capsys.readouterr()
    assert out.out == ""
    assert out.err == "yachtdice self-test failed: large_straight scored 0, not 40\n"
