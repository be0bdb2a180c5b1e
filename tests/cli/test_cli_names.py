"""Names as the CLI prints them: a family emoji joined with U+200D is printed as it is; a
joiner that joins nothing, or any other format character, is shown escaped."""

from __future__ import annotations

from pathlib import Path

import pytest

from yachtdice.cli.app import main
from yachtdice.cli.common import plain

from .helpers import record_played_here

FAMILY = "\U0001F468\u200d\U0001F469\u200d\U0001F467"


def test_a_family_is_printed_as_itself(capsys: pytest.CaptureFixture[str],
                                       tmp_path: Path) -> None:
    record_played_here(FAMILY, tmp_path)
    capsys.readouterr()
    assert main(["history"]) == 0
    assert f" {FAMILY} " in capsys.readouterr().out
    assert main(["highscores", "--rules", "yacht"]) == 0
    assert capsys.readouterr().out.splitlines()[1].startswith(f"    1. {FAMILY} ")


@pytest.mark.parametrize("text, shown", [
    (FAMILY, FAMILY),
    ("Ann\u200d", "Ann\\u200d"), ("An\u200dn", "An\\u200dn"), ("Ann\u202eBob", "Ann\\u202eBob"),
    ("\u0645\u06cc\u200c\u062e", "\u0645\u06cc\u200c\u062e"),
])
def test_plain_keeps_only_joiners_that_join(text: str, shown: str) -> None:
    assert plain(text) == shown
