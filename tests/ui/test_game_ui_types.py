"""A game's window parts are checked against its own types (issue 32, point 4): ``GameUI``,
``ReviewLook`` and ``OptimalPlay`` are generic like the core's ``Mode``, so mypy rejects a
game whose callables take another game's rulesets, claims or review rows, and accepts the
built-in games as they are registered."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: each line marked "wrong" hands a game a callable of another game's type
PROBE = '''\
from yachtdice.core.modes.place_value.engine import PlaceClaim
from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.word.rules import WordClaim, WordRuleset
from yachtdice.ui.modes import GameUI, OptimalPlay, ReviewLook
from yachtdice.ui.modes.pips.game_ui import GAME_UI as PIPS
from yachtdice.ui.modes.pips.review import review_look as pip_review
from yachtdice.ui.modes.pips.statistics import OPTIMAL_PLAY
from yachtdice.ui.modes.place_value.game_ui import GAME_UI as PLACE_VALUE
from yachtdice.ui.modes.word.game_ui import GAME_UI as WORD
from yachtdice.ui.modes.word.review import review_look as word_review
from yachtdice.ui.modes.word.rules_help import word_rules_html


def zero(claim: WordClaim) -> bool:
    return claim.zero


def row_text(rules: WordRuleset, row: str) -> tuple[str, ...]:
    return (row,)


ok: list[object] = [PIPS, WORD, PLACE_VALUE]
words: GameUI[WordRuleset, WordClaim] = GameUI("w", rules_html=word_rules_html, is_zero=zero,
                                               review=word_review)
optimal: OptimalPlay[Ruleset] = OPTIMAL_PLAY
a: GameUI[PlaceValueRuleset, PlaceClaim] = GameUI("x", rules_html=word_rules_html)  # wrong
b: GameUI[PlaceValueRuleset, PlaceClaim] = GameUI("x", is_zero=zero)  # wrong
c: GameUI[WordRuleset, WordClaim] = GameUI("x", review=pip_review)  # wrong
d = ReviewLook((), rows=lambda review, player: [1, 2], cells=row_text,  # wrong
               tip=lambda rules, row: None, summary=lambda review, player: "", measure="",
               per_turn="", figure="", chart_title="", rows_title="")
'''


@pytest.mark.slow
def test_mypy_holds_each_game_to_its_own_types(tmp_path: Path) -> None:
    # mypy runs in a process of its own: run in this one it changes the garbage collector's
    # thresholds and turns it on again, which the window tests after it rely on being off
    probe = tmp_path / "probe.py"
    probe.write_text(PROBE, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mypy", "--config-file",
                           str(ROOT / "pyproject.toml"), "--cache-dir", str(tmp_path / "cache"),
                           str(probe)], capture_output=True, text=True, timeout=600, check=False)
    out, err, status = done.stdout, done.stderr, done.returncode
    wrong = {n for n, line in enumerate(PROBE.splitlines(), 1) if line.endswith("# wrong")}
    flagged = {int(line.split(":")[1]) for line in out.splitlines()
               if line.startswith(str(probe)) and ": error:" in line}
    assert status == 1, out + err
    assert flagged == wrong, out
