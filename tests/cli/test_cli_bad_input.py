"""Every bad input: one clear line, exit 2, nothing changed (issue 9 §5), and bounded work
(§6). Reproductions from the issue, each against the real CLI."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import Store

from ..store.helpers import yacht_game
from .helpers import dump
from .helpers import run_bytes as run

DEEP = "[" * 100_000 + "]" * 100_000
BIG_INT = "9" * 5_000




@pytest.fixture
def history() -> list[str]:
    """A history with one finished game; returns its dump."""
    with Store.open() as store:
        store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]))
    return dump()




def assert_refused(result: tuple[int, str, str], *words: str) -> str:
    status, out, err = result
    assert status == 2, err
    assert out == ""
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert "Traceback" not in err and "\x1b" not in err
    for word in words:
        assert word in err
    return err


def ruleset_text(**changes: Any) -> str:
    data = preset("yacht").to_dict()
    data.update(id="house", name="House")
    data.update(changes)
    return json.dumps(data)


# -- nesting, digits, surrogates -----------------------------------------------------------------

@pytest.mark.parametrize("argv, stdin", [
    (["rules", "check", "{f}"], b""),
    (["rules", "show", "{f}"], b""),
    (["rules", "save", "{f}"], b""),
    (["score", "--rules", "{f}", "1", "2", "3", "4", "5"], b""),
    (["score", "--rules", "yacht", "--card", DEEP, "1", "2", "3", "4", "5"], b""),
    (["score", "--rules", "yacht", "--jsonl"], DEEP.encode() + b"\n"),
    (["replay", "--rules", "yacht", "{f}"], b""),
    (["import", "{f}"], b""),
    (["record", "{f}"], b""),
    (["record", "-"], DEEP.encode()),
])
def test_100000_nested_brackets_anywhere(tmp_path: Path, history: list[str], argv: list[str],
                                         stdin: bytes) -> None:
    path = tmp_path / "deep.json"
    path.write_text(DEEP)
    argv = [a.replace("{f}", str(path)) for a in argv]
    if argv[:2] == ["rules", "check"]:
        status, out, err = run(argv, stdin)
        assert (status, out) == (2, "") and "nested more than 64 levels deep" in err
    else:
        assert_refused(run(argv, stdin), "nested more than 64 levels deep")
    assert dump() == history


@pytest.mark.parametrize("argv, stdin", [
    (["record", "-"], ('{"format": "yachtdice-game", "version": ' + BIG_INT + "}").encode()),
    (["import", "-"], ('{"format": "yachtdice-history", "version": ' + BIG_INT + "}").encode()),
    (["score", "--rules", "yacht", "--card", '{"yacht": ' + BIG_INT + "}", "1", "2", "3", "4",
      "5"], b""),
    (["score", "--rules", "yacht", "--jsonl"], ('{"dice": [' + BIG_INT + "]}\n").encode()),
])
def test_a_5000_digit_integer(history: list[str], argv: list[str], stdin: bytes) -> None:
    assert_refused(run(argv, stdin), "too many digits")
    assert dump() == history


def test_a_5000_digit_die_on_the_command_line(history: list[str]) -> None:
    err = assert_refused(run(["score", "--rules", "yacht", BIG_INT, "1", "1", "1", "1"]))
    assert len(err) < 200


def test_a_lone_surrogate_in_a_name_or_label_is_refused(tmp_path: Path,
                                                        history: list[str]) -> None:
    path = tmp_path / "rules.json"
    path.write_text(ruleset_text(name="Bad \ud800 name"))  # written as \\ud800
    for command in ("check", "show", "save"):
        status, out, err = run(["rules", command, str(path)])
        assert (status, out) == (2, "") and "lone surrogate" in err
        assert "Traceback" not in err
    data = preset("yacht").to_dict()
    data["categories"][0]["label"] = "\udc80"
    path.write_text(json.dumps(data))  # ensure_ascii writes it as \udc80
    assert "lone surrogate" in run(["rules", "check", str(path)])[2]
    record = yacht_game((6, 6, 6, 6, 6), ["Ann"]).to_dict()
    record["players"][0]["name"] = "Ann\ud800"
    path.write_text(json.dumps(record))
    assert_refused(run(["record", str(path)]), "players[0]", "surrogate")
    assert dump() == history


@pytest.mark.parametrize("argv, words", [
    (["export", "--game", str(10**30), "-"], ("no game",)),
    (["export", "--game", "-5", "-"], ("no game",)),
    (["highscores", "--limit", str(10**30)], ("--limit must be between 1 and",)),
])
def test_numbers_beyond_sqlite_are_refused(history: list[str], argv: list[str],
                                           words: tuple[str, ...]) -> None:
    assert_refused(run(argv), *words)
    assert dump() == history


# -- stdin, lines, files -------------------------------------------------------------------------

BINARY = (b"\xff\xfe" + bytes(range(256))) * 4


@pytest.mark.slow
@pytest.mark.parametrize("argv", [
    ["score", "--rules", "yacht", "--jsonl"],
    # the same reader behind each command: one in the fast loop
    pytest.param(["replay", "--rules", "yacht", "-"], marks=pytest.mark.slow),
    pytest.param(["import", "-"], marks=pytest.mark.slow),
    pytest.param(["record", "-"], marks=pytest.mark.slow),
    pytest.param(["rules", "check", "-"], marks=pytest.mark.slow),
])
def test_binary_bytes_on_stdin_under_a_real_utf8_locale(argv: list[str],
                                                        history: list[str]) -> None:
    env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", PYTHONUTF8="0")
    done = subprocess.run([sys.executable, "-m", "yachtdice.cli.app", *argv], input=BINARY,
                          capture_output=True, env=env, timeout=60)
    err = done.stderr.decode()
    assert done.returncode == 2 and done.stdout == b"" and err.count("\n") == 1, err
    assert "UTF-8" in err and "Traceback" not in err
    assert dump() == history


@pytest.mark.slow
def test_a_huge_jsonl_line_is_refused_without_reading_it_all() -> None:
    """1.5 GB on one line: refused after the first megabyte; the rest is never read."""
    proc = subprocess.Popen([sys.executable, "-m", "yachtdice.cli.app", "score", "--rules",
                             "yacht", "--jsonl"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdin is not None
    sent = 0
    chunk = b"[" + b" " * (1 << 20)
    try:
        while sent < 1_500_000_000:
            proc.stdin.write(chunk)
            sent += len(chunk)
    except BrokenPipeError:
        pass
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 2 and out == b""
    assert b"stdin line 1 is longer than 1,000,000 bytes" in err
    assert sent < 200_000_000  # it stopped reading long before the end


@pytest.mark.slow
def test_a_fifo_given_as_a_file_is_refused_not_waited_on(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for argv in (["rules", "check", str(fifo)], ["import", str(fifo)],
                 ["score", "--rules", str(fifo), "1", "2", "3", "4", "5"]):
        done = subprocess.run([sys.executable, "-m", "yachtdice.cli.app", *argv],
                              capture_output=True, timeout=60, text=True)
        assert done.returncode == 2 and done.stderr.count("\n") == 1
        assert "is not a regular file" in done.stderr


def test_a_folder_given_as_a_file_is_refused(tmp_path: Path) -> None:
    assert_refused(run(["import", str(tmp_path)]), "is not a regular file")


# -- text from files is printed escaped --------------------------------------------------------

def test_an_unknown_field_with_control_codes_is_printed_escaped(tmp_path: Path) -> None:
    path = tmp_path / "evil.json"
    data = json.loads(ruleset_text())
    data["evil\nsecond\u001b[2J"] = 1
    path.write_text(json.dumps(data))
    status, out, err = run(["rules", "check", str(path)])
    assert (status, out) == (2, "")
    assert err == "evil\\nsecond\\x1b[2J: unknown field\n"
    line = json.dumps({"dice": [1, 2, 3, 4, 5], "evil\nsecond\u001b[2J": 1})
    err = assert_refused(run(["score", "--rules", "yacht", "--jsonl"], line.encode() + b"\n"))
    assert "evil\\nsecond\\x1b[2J" in err


def test_line_separators_and_duplicate_keys_in_ruleset_files(tmp_path: Path) -> None:
    path = tmp_path / "rules.json"
    path.write_text(ruleset_text(name="Two\u2028lines"), encoding="utf-8")
    status, _, err = run(["rules", "check", str(path)])
    assert status == 2 and err == ("name: must not contain line or paragraph separators "
                                   "(U+2028, U+2029)\n")
    path.write_text(ruleset_text()[:-1] + ', "name": "Again"}')
    status, _, err = run(["rules", "check", str(path)])
    assert status == 2 and err == "the key 'name' appears twice in one object\n"
    path.write_text(ruleset_text(upper_bonus={"threshold": 1, "points": 5})
                    .replace("1,", "NaN,", 1))
    status, _, err = run(["rules", "check", str(path)])
    assert status == 2 and "NaN is not a JSON number" in err


def test_rules_check_warns_about_a_bonus_no_score_can_reach(tmp_path: Path) -> None:
    path = tmp_path / "rules.json"
    # Yacht's upper boxes: 5 dice of each face 1-6 score at most 5 x (1+2+...+6) = 105
    path.write_text(ruleset_text(upper_bonus={"threshold": 106, "points": 35}))
    status, out, err = run(["rules", "check", str(path)])
    assert (status, out) == (0, "ok\n")
    assert err == ("warning: upper_bonus.threshold: 106 can never be reached: the upper boxes "
                   "score at most 105 together\n")
    path.write_text(ruleset_text(upper_bonus={"threshold": 105, "points": 35}))
    assert run(["rules", "check", str(path)]) == (0, "ok\n", "")


# -- bounded work --------------------------------------------------------------------------------

def groups_ruleset(boxes: int) -> str:
    """The issue's example: 8 dice of 12 faces, boxes of eight 1-sized groups."""
    return json.dumps({"format": "yachtdice-ruleset", "version": 1, "id": "slow",
                       "name": "Slow", "dice": {"count": 8, "faces": list(range(1, 13))},
                       "categories": [{"id": f"g{i}", "label": f"Groups {i}",
                                       "section": "lower", "kind": "groups",
                                       "sizes": [1] * 8, "score": "sum_used"}
                                      for i in range(boxes)]})


def test_a_ruleset_too_costly_to_score_is_refused_before_any_work(tmp_path: Path) -> None:
    path = tmp_path / "slow.json"
    path.write_text(groups_ruleset(28))
    status, out, err = run(["rules", "check", str(path)])
    assert (status, out) == (2, "")
    assert err.startswith("categories: scoring every roll of these dice in these boxes would "
                          "take about ")
    assert "more than the limit of 500,000" in err
    assert_refused(run(["score", "--rules", str(path), *map(str, range(1, 9))]),
                   "more than the limit")


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc to see CPU time")
def test_ctrl_c_during_a_long_simulation_exits_130_and_records_nothing() -> None:
    proc = subprocess.Popen([sys.executable, "-m", "yachtdice.cli.app", "simulate", "--rules",
                             "yacht", "--strategy", "beginner", "--games", "10000",
                             "--record"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    stop = threading.Event()
    # wait (by condition, not a fixed sleep) until it is well into the games, then interrupt
    while _cpu_seconds(proc.pid) < 4.0 and proc.poll() is None and not stop.wait(0.05):
        pass
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and out == ""
    assert err == "yachtdice-cli: interrupted; nothing was saved\n"
    assert dump() == [] or all("INSERT INTO \"games\"" not in line for line in dump())
