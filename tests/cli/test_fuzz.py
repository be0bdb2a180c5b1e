"""Fuzzing every CLI command that reads input (issue 9 checks): random bytes, random JSON
shapes and mutations of valid files. Whatever comes in, the CLI exits 0 or 2, says why in
exactly one line on stderr when it refuses, never shows a traceback or a raw control code,
and leaves the history unchanged unless it accepted the input."""

from __future__ import annotations

import copy
import functools
import json
import random
import subprocess
import sys
import tempfile
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from yachtdice.core.modes.pips.presets import preset
from yachtdice.paths import database_path
from yachtdice.store import Store

from ..store.helpers import play, yacht_game
from .helpers import dump
from .helpers import run_bytes as run

pytestmark = pytest.mark.slow  # hundreds of CLI runs: left out of the fast loop

FILE = "{file}"
DICE = ["1", "2", "3", "4", "5"]
#: (argv, input goes to stdin, the command may change the history when it accepts)
COMMANDS: list[tuple[list[str], bool, bool]] = [
    (["rules", "check", FILE], False, False),
    (["rules", "show", FILE], False, False),
    (["rules", "save", FILE], False, True),
    (["score", "--rules", FILE, *DICE], False, False),
    (["score", "--rules", "yacht", "--card", "{text}", *DICE], False, False),
    (["score", "--rules", "yacht", "--jsonl"], True, False),
    (["replay", "--rules", "yacht", FILE], False, False),
    (["replay", "--rules", "yacht", "-"], True, False),
    (["import", FILE], False, True),
    (["import", "-"], True, True),
    (["record", FILE], False, True),
    (["record", "-"], True, True),
    (["rules", "check", "-"], True, False),
]

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12)


@functools.cache
def valid_documents() -> tuple[Any, ...]:
    """One valid input of each kind, for mutation."""
    with tempfile.TemporaryDirectory() as folder, Store.open(Path(folder) / "x.sqlite3") as store:
        store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]))
        export = store.export()
    return (preset("yatzy").to_dict(), play("yacht", ["Ann"], seed=3).to_dict(), export,
            [[[1, 2, 3, 4, 5], "choice"], [[6, 6, 6, 6, 6], "yacht"]],
            {"dice": [1, 2, 3, 4, 5], "card": {"yacht": 50}})


def mutate(doc: Any, rnd: random.Random, replacement: Any) -> Any:
    """``doc`` with one value somewhere inside replaced by ``replacement`` (or a key dropped)."""
    doc = copy.deepcopy(doc)
    if not isinstance(doc, (dict, list)) or not doc:
        return replacement
    parent: Any = doc
    while True:
        keys = list(parent) if isinstance(parent, dict) else list(range(len(parent)))
        key = rnd.choice(keys)
        child = parent[key]
        if isinstance(child, (dict, list)) and child and rnd.random() < 0.7:
            parent = child
            continue
        if isinstance(parent, dict) and rnd.random() < 0.2:
            del parent[key]
        else:
            parent[key] = replacement
        return doc


def history_dump() -> list[str]:
    """A history with one game (made once per test), as SQL: the baseline to compare with."""
    if not database_path().exists():
        with Store.open() as store:
            store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]))
    return dump()






def check(command: int, payload: bytes, tmp: Path, baseline: list[list[str]]) -> None:
    argv, via_stdin, writes = COMMANDS[command]
    path = tmp / "input"
    path.write_bytes(payload)
    text = payload.decode("utf-8", "surrogateescape")
    argv = [a.replace(FILE, str(path)).replace("{text}", text) for a in argv]
    status, out, err = run(argv, payload if via_stdin else b"")
    assert status in (0, 2), (argv[:3], err)
    assert "Traceback" not in err
    assert not any(unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") and ch != "\n"
                   for ch in err), err
    if status == 2:
        lines = err.splitlines()
        if argv[:2] == ["rules", "check"]:
            assert lines  # one line per problem, by design
        else:
            assert len(lines) == 1, err
        if "--jsonl" not in argv:
            assert out == ""
        assert dump() == baseline[0], "refused input changed the history"
    elif writes:
        baseline[0] = dump()  # accepted: the history may have grown
    else:
        assert dump() == baseline[0]


FUZZ = settings(max_examples=100, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


@FUZZ
@given(st.integers(0, len(COMMANDS) - 1), st.binary(max_size=200))
def test_random_bytes(tmp_path: Path, command: int, payload: bytes) -> None:
    baseline = [history_dump()]
    check(command, payload, tmp_path, baseline)


@FUZZ
@given(st.integers(0, len(COMMANDS) - 1), JSON)
def test_random_json_shapes(tmp_path: Path, command: int, value: Any) -> None:
    baseline = [history_dump()]
    check(command, json.dumps(value).encode(), tmp_path, baseline)


@FUZZ
@given(st.integers(0, len(COMMANDS) - 1), st.integers(0, 4), st.randoms(use_true_random=False),
       JSON)
def test_mutated_valid_files(tmp_path: Path, command: int, which: int, rnd: random.Random,
                             replacement: Any) -> None:
    docs = valid_documents()
    baseline = [history_dump()]
    check(command, json.dumps(mutate(docs[which], rnd, replacement)).encode(), tmp_path,
          baseline)


def test_a_few_real_runs_with_random_input(tmp_path: Path) -> None:
    """The same contract across a real process boundary (a real UTF-8 stdin and stderr)."""
    rnd = random.Random(9)
    with Store.open() as store:
        store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]))
    before = dump()
    for argv in (["import", "-"], ["record", "-"], ["score", "--rules", "yacht", "--jsonl"],
                 ["replay", "--rules", "yacht", "-"]):
        payload = bytes(rnd.randrange(256) for _ in range(300))
        done = subprocess.run([sys.executable, "-m", "yachtdice.cli.app", *argv], input=payload,
                              capture_output=True, timeout=60)
        err = done.stderr.decode("utf-8", "replace")
        assert done.returncode == 2 and err.count("\n") == 1 and "Traceback" not in err
    assert dump() == before
