"""The CLI under a locale that cannot hold every character (issue 37): a name with an emoji
or CJK ended `history` and `highscores` in a UnicodeEncodeError, and `export -` stopped
halfway, so `export - > backup.json` was a truncated backup. Run as subprocesses, where the
locale decides the encoding of standard output."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from yachtdice.cli.app import main

from .helpers import record_played_here

NAME = "\u4e2d\u6587 \U0001F3B2"  # CJK and a die


def cli(args: list[str], **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "yachtdice.cli", *args],
                          capture_output=True, env=dict(os.environ, **env), timeout=120,
                          check=False)


@pytest.fixture
def named_game(tmp_path: Path) -> None:
    record_played_here(NAME, tmp_path)


pytestmark = pytest.mark.slow  # subprocess starts (contributing.md: the fast loop leaves them out)

LOCALES = [{"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"},
           {"PYTHONIOENCODING": "latin-1"}]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.usefixtures("named_game")
def test_text_output_escapes_what_the_locale_cannot_hold(locale: dict[str, str]) -> None:
    for args in (["history"], ["highscores", "--rules", "yacht"]):
        done = cli(args, **locale)
        assert done.returncode == 0, done.stderr
        assert done.stderr == b""
        assert b"\\u4e2d\\u6587 \\U0001f3b2" in done.stdout


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.usefixtures("named_game")
def test_export_to_standard_output_is_the_whole_history(locale: dict[str, str],
                                                        tmp_path: Path) -> None:
    done = cli(["export", "-"], **locale)
    assert done.returncode == 0, done.stderr
    assert done.stdout.isascii()
    exported = json.loads(done.stdout)
    assert main(["export", str(tmp_path / "file.json")]) == 0
    in_file = json.loads((tmp_path / "file.json").read_text(encoding="utf-8"))
    del exported["exported"], in_file["exported"]  # the moment of each export
    assert exported == in_file
    assert len(exported["games"]) == 1 and NAME in json.dumps(exported, ensure_ascii=False)
