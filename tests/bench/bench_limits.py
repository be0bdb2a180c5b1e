"""The limits of every input, in time and memory: the largest input of each kind that is
accepted, and the red team's inputs that are refused (issue 23). Figures quoted in
docs/performance.md#limits; the limits themselves are in docs/manual/your-data.md and
docs/cli.md.

Run: python tests/bench/bench_limits.py [--games N] [--simulated N ...] [--only CASE ...]
Each input is written first; then a fresh process reads it through the real command line
(in that process) and prints its wall time, CPU time, peak resident memory and how much
of it the case added to the process as it stood before (the interpreter and the package).
Not a test.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: each case prepares its input and gives the command line that reads it
CASES: dict[str, Callable[[argparse.Namespace, Path], list[str]]] = {}


def case(fn: Callable[[argparse.Namespace, Path], list[str]]) -> Callable[..., list[str]]:
    CASES[fn.__name__] = fn
    return fn


def memory_kb(field: str) -> int:
    """``VmRSS`` (resident now) or ``VmHWM`` (its peak) of this process, in KiB. The peak
    is this program's own: ``ru_maxrss`` would count the parent it was started from."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def cli(*argv: str) -> tuple[int, str]:
    """yachtdice-cli in this process; its exit status and the first line it wrote."""
    from yachtdice.cli.app import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(list(argv))
    said = (out.getvalue() or err.getvalue()).strip().splitlines()
    return status, said[0][:120] if said else ""


# -- the inputs ---------------------------------------------------------------------------------

def forty_boxes() -> dict[str, Any]:
    """A pip-dice ruleset of 40 boxes (the most a card may have), all Chance."""
    from yachtdice.core.modes.pips.presets import preset

    data = preset("yacht").to_dict()
    data.update(id="forty", name="Forty boxes", categories=[
        {"id": f"c{i}", "label": f"Chance {i}", "section": "lower", "kind": "chance",
         "score": "sum_all"} for i in range(40)])
    return data


def longest_record() -> Any:
    """A record about as long as play allows: 8 players, 40 boxes; every turn three rolls,
    then a score taken back 31 times (31 of the game's 10,000 holds and undos) before the
    score that stays."""
    from yachtdice.core import GameRecord, Player, Roll, Score, Undo
    from yachtdice.core.modes.pips.ruleset import Ruleset

    rules = Ruleset.from_dict(forty_boxes())
    players = tuple(Player(f"Player {i + 1}") for i in range(8))
    actions: list[Any] = []
    for turn in range(40):
        for _ in players:
            actions += [Roll((1, 2, 3, 4, 5)), Roll((1, 2, 3, 4, 6)), Roll((2, 2, 3, 4, 6))]
            actions += [Score(f"c{turn}"), Undo()] * 31
            actions.append(Score(f"c{turn}"))
    assert len(actions) == 40 * 8 * TURN
    return GameRecord(rules, players, tuple(actions))


TURN = 3 + 2 * 31 + 1  # actions in one turn of the longest record


@case
def ruleset_file(args: argparse.Namespace, tmp: Path) -> list[str]:
    """The largest ruleset file read: 1,000,000 bytes (40 boxes, the rest white space)."""
    from yachtdice.core.rulesets import MAX_FILE_BYTES

    text = json.dumps(forty_boxes(), indent=2)
    path = tmp / "forty.json"
    path.write_text(text + " " * (MAX_FILE_BYTES - len(text.encode())))
    return ["rules", "check", str(path)]


@case
def record_longest(args: argparse.Namespace, tmp: Path) -> list[str]:
    """The longest record play can make, recorded (read, replayed, stored)."""
    path = tmp / "longest.json"
    path.write_text(longest_record().to_json())
    return ["record", str(path)]


@case
def resume_longest(args: argparse.Namespace, tmp: Path) -> list[str]:
    """The same game before its last turn, resumed (its log replayed) and saved after one
    more action, as the window does on every move."""
    from yachtdice.store import Store

    record = longest_record()
    unfinished = type(record)(record.ruleset, record.players, record.actions[:-TURN])
    with Store.open() as store:
        game = store.start_game(unfinished)
        store.save_progress(game, unfinished)
        store.abandon_game(game)  # set aside, free for the process that resumes it
    return [str(game)]


def resume(game: int) -> str:
    from yachtdice.core import Roll
    from yachtdice.store import Store

    with Store.open() as store:
        t = time.perf_counter()
        resumed = store.resume_game(game)
        loaded = time.perf_counter() - t
        then = resumed.record.then(Roll((1, 2, 3, 4, 5)))
        t = time.perf_counter()
        store.save_progress(game, then)
        saved = time.perf_counter() - t
    return (f"{len(resumed.record.actions):,} actions: resumed in {loaded:.2f} s, "
            f"a save {saved:.3f} s")


@case
def import_largest(args: argparse.Namespace, tmp: Path) -> list[str]:
    """An export of the most games an import takes (100,000 unless --games): finished
    Yahtzee games of two people (one real game written again under new uids: the volume is
    what counts)."""
    from yachtdice.core import GameRecord, Player, RandomDice, Score
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.core.modes.pips.rules import options
    from yachtdice.store import Store

    record = GameRecord.new(preset("yahtzee"), [Player("Ann"), Player("Bo")])
    dice = RandomDice(7)
    while not record.state.finished:
        record = record.roll(dice)
        state = record.state
        best = max(options(state.card, state.dice).allowed, key=lambda b: b.points or 0)
        record = record.then(Score(best.category.id))
    with Store.open(tmp / "source.sqlite3") as source:
        source.record_game(record)
        data = source.export()
    [game] = data["games"]
    path = tmp / "export.json"
    with path.open("w", encoding="utf-8") as fh:
        fh.write('{"format": "yachtdice-history", "version": 1, "rulesets": [], "games": [')
        for i in range(args.games):
            fh.write(("" if i == 0 else ", ") + json.dumps({**game, "uid": f"bench-{i}"}))
        fh.write("]}")
    return ["import", str(path)]


@case
def refuse_empty_games(args: argparse.Namespace, tmp: Path) -> list[str]:
    """The red team's 100 MB export of empty game objects (121 s and 5 GB before)."""
    path = tmp / "empty.json"
    with path.open("w") as fh:
        fh.write('{"format": "yachtdice-history", "version": 1, "games": [')
        for _ in range(25):
            fh.write("{}, " * 2**20)
        fh.write("{}]}")
    return ["import", str(path)]


@case
def refuse_holds(args: argparse.Namespace, tmp: Path) -> list[str]:
    """The red team's 26 MB record of 2,000,000 holds (75 s and 1.5 GB, and stored, before)."""
    from yachtdice.core import GameRecord, Player
    from yachtdice.core.modes.pips.presets import preset

    data = GameRecord.new(preset("yacht"), [Player("Ann")]).to_dict()
    data["actions"] = [{"roll": [1, 2, 3, 4, 5]}]
    text = json.dumps(data)
    path = tmp / "holds.json"
    path.write_text(text[:-2] + ', {"hold": [0]}, {"hold": []}' * 1_000_000 + "]}")
    return ["record", str(path)]


@case
def simulate(args: argparse.Namespace, tmp: Path) -> list[str]:
    """`simulate` of N games (Yacht, Beginner): memory stays flat as N grows."""
    return ["simulate", "--rules", "yacht", "--strategy", "beginner", "--games",
            str(args.simulated), "--seed", "1"]


# -- running ------------------------------------------------------------------------------------

def measure(argv: list[str]) -> None:
    """Run one prepared case in this process (a fresh one) and print its figures."""
    from yachtdice.cli.modes import builtin

    builtin.install()
    import yachtdice.store.stats  # noqa: F401 (what every run imports, before the baseline)

    before = memory_kb("VmRSS")
    wall, cpu = time.perf_counter(), time.process_time()
    if argv[0] == "resume":
        said = resume(int(argv[1]))
    else:
        status, first = cli(*argv)
        said = f"exit {status}: {first}"
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    peak = memory_kb("VmHWM")
    print(json.dumps({"what": said, "wall": wall, "cpu": cpu, "peak_mb": peak / 1024,
                      "added_mb": (peak - before) / 1024}))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100_000, help="games in the largest import")
    ap.add_argument("--simulated", type=int, nargs="+", default=[1_000, 10_000],
                    help="games simulated (each size in a process of its own)")
    ap.add_argument("--only", nargs="+", choices=sorted(CASES))
    ap.add_argument("--run", help=argparse.SUPPRESS)  # a prepared case (JSON), measured
    args = ap.parse_args()
    if args.run:
        measure(json.loads(args.run))
        return
    from yachtdice.cli.modes import builtin

    builtin.install()
    print(f"load average {os.getloadavg()[0]:.1f} at the start")
    sizes = list(args.simulated)
    for name in args.only or CASES:
        for size in sizes if name == "simulate" else [None]:
            with tempfile.TemporaryDirectory() as folder:
                tmp = Path(folder)
                os.environ["YACHTDICE_DATA_DIR"] = str(tmp / "data")
                os.environ["YACHTDICE_CACHE_DIR"] = str(tmp / "cache")
                args.simulated = size
                argv = CASES[name](args, tmp)
                if name == "resume_longest":
                    argv = ["resume", *argv]
                size_note = next((f"{Path(a).stat().st_size / 2**20:,.1f} MiB" for a in argv
                                  if a.startswith(folder)), "")
                done = subprocess.run([sys.executable, __file__, "--run", json.dumps(argv)],
                                      capture_output=True, text=True, check=False)
            if done.returncode:
                print(f"{name}: failed\n{done.stderr}")
                continue
            r = json.loads(done.stdout.strip().splitlines()[-1])
            label = name if size is None else f"{name} {size:,}"
            print(f"{label:<20} {r['wall']:8.2f} s wall {r['cpu']:8.2f} s CPU "
                  f"{r['peak_mb']:6.0f} MB peak (+{r['added_mb']:.0f})  {size_note}  "
                  f"{r['what'][:110]}")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
