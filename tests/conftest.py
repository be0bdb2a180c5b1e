"""Shared test setup: private data folders, and the shared solved tables (docs/contributing.md)."""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# Qt tests run without a screen; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# This machine's environment sets PYTHONDONTWRITEBYTECODE=1, so every run (and every
# subprocess a test starts) compiled the package again and pytest rewrote the asserts of
# all of hypothesis: 3-4 s of CPU per run. The suite keeps bytecode (in the ignored
# __pycache__ folders) for itself and the programs it starts.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

# The rules nearly every window test plays: Yahtzee (the first game of a new player) and
# Yacht (the fixtures' default). Without their tables each window solved them again in
# the background, half of the CPU of the UI tests.
SOLVED_RULES = ("yacht", "yahtzee")
_PACKAGE = Path(__file__).resolve().parent.parent / "desktop" / "yachtdice"
FAST_EXAMPLES = 20  # hypothesis examples per property in the fast loop (default: 100)
_FAST_LOOP: list[bool] = []  # whether this run is the fast loop (set by pytest_configure)


def in_fast_loop(whole: int, fast: int) -> int:
    """How many random cases a test tries: ``whole`` in the whole suite, ``fast`` in the
    fast loop (as the hypothesis profiles below do for properties)."""
    return fast if _FAST_LOOP and _FAST_LOOP[0] else whole


def pytest_configure(config: pytest.Config) -> None:
    """The fast loop (``-m "not slow"``) tries fewer hypothesis examples, unless a profile
    is asked for with ``--hypothesis-profile``; properties that set ``max_examples``
    themselves keep it, and the whole suite keeps hypothesis's defaults. Neither has a
    deadline per example."""
    from hypothesis import settings

    config.addinivalue_line("markers", "spawned_workers: worker processes start as the "
                            "program starts them, not forked (tests/ui/conftest.py)")
    # no deadline: how long an example takes is the machine's load, not the code's fault (a
    # property stopped at 378 ms of its 200 on a busy machine); speed is for tests/bench
    settings.register_profile("whole", deadline=None)
    settings.register_profile("fast", max_examples=FAST_EXAMPLES, deadline=None)
    fast = "not slow" in (config.getoption("markexpr", default="") or "")
    _FAST_LOOP[:] = [fast]
    if config.getoption("hypothesis_profile", default=None) is None:
        settings.load_profile("fast" if fast else "whole")


_BENCH = Path(__file__).resolve().parent / "bench"


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """The benchmarks hold no tests; the whole suite imports them for their doctests (so a
    benchmark that no longer imports is seen), the fast loop leaves them out (0.4 s of CPU
    in each worker, before any test runs)."""
    if _FAST_LOOP and _FAST_LOOP[0] and collection_path.is_relative_to(_BENCH):
        return True
    return None


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto`` (pyproject.toml): one worker more than there are cores. Window tests
    spend much of their time waiting (timers, animations, background threads), and a
    spare worker fills those waits: on the 2-core machine the fast loop took 53-64 s with
    three workers against 71-78 s with two, run alternately (docs/performance.md)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cores = os.cpu_count() or 1
    return cores + 1


# -- the longest tests first ------------------------------------------------------------------
# A worksteal run hands each worker a contiguous share of the collection and lets idle
# workers take the tail of the busiest's queue; a 20 s test met near the end kept one worker
# busy while the others idled. So each run keeps how long its tests took (pytest's cache,
# "durations/last", written by the controller only) and the next collects those over
# LONG_TEST seconds first, spread over the workers' shares (longest to the least loaded),
# everything else in its usual order. A fresh checkout or --cache-clear runs in file order.
LONG_TEST = 1.0
_DURATIONS_KEY = "durations/last"
_took: dict[str, float] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _took[report.nodeid] = _took.get(report.nodeid, 0.0) + report.duration  # setup+call+teardown


def pytest_sessionfinish(session: pytest.Session) -> None:
    cache = getattr(session.config, "cache", None)
    if cache is None or hasattr(session.config, "workerinput") or not _took:
        return
    kept: dict[str, float] = cache.get(_DURATIONS_KEY, {})
    kept.update(_took)
    cache.set(_DURATIONS_KEY, {k: round(v, 2) for k, v in kept.items() if v >= LONG_TEST / 2})


def long_first(items: list[pytest.Item], took: dict[str, float], workers: int) -> list[pytest.Item]:
    """``items`` with those that took LONG_TEST or more moved to the heads of the ``workers``
    contiguous shares xdist's worksteal deals out (longest first, each to the share with
    the least long work so far); the order of the rest is kept."""
    long = sorted((i for i in items if took.get(i.nodeid, 0.0) >= LONG_TEST),
                  key=lambda i: -took[i.nodeid])
    if not long:
        return items
    chosen = {id(i) for i in long}
    rest = [i for i in items if id(i) not in chosen]
    heads: list[list[pytest.Item]] = [[] for _ in range(max(1, workers))]
    load = [0.0] * len(heads)
    for item in long:
        share = load.index(min(load))
        heads[share].append(item)
        load[share] += took[item.nodeid]
    ordered: list[pytest.Item] = []
    left = len(items)
    for share, head in enumerate(heads):  # xdist's split: what is left // workers left
        size = left // (len(heads) - share)
        left -= size
        ordered += head + rest[:max(0, size - len(head))]
        del rest[:max(0, size - len(head))]
    return ordered + rest


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    """The controller reads the durations once and hands them to each xdist worker: workers
    that read the file themselves could see different versions (another run writing it)
    and collect in different orders, which xdist refuses."""
    cache = getattr(node.config, "cache", None)
    node.workerinput["long_first"] = {} if cache is None else cache.get(_DURATIONS_KEY, {})


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    worker = getattr(config, "workerinput", None)
    cache = getattr(config, "cache", None)
    if worker is not None:
        took, workers = worker.get("long_first", {}), worker.get("workercount", 1)
    elif cache is not None:
        took, workers = cache.get(_DURATIONS_KEY, {}), 1
    else:
        return
    items[:] = long_first(items, took, workers)


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path_factory: pytest.TempPathFactory,
                     monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own data and cache directories: never the player's real ones."""
    root = tmp_path_factory.mktemp("userdata")
    monkeypatch.setenv("YACHTDICE_DATA_DIR", str(root / "data"))
    monkeypatch.setenv("YACHTDICE_CACHE_DIR", str(root / "cache"))
    return root


def _engine_fingerprint() -> str:
    """A hash of every source a table depends on: any change there solves them afresh."""
    digest = hashlib.sha256()
    sources = sorted((_PACKAGE / "core").rglob("*.py")) + [
        _PACKAGE / "store" / "modes" / "pips" / "tables.py"]
    for path in sources:
        digest.update(str(path.relative_to(_PACKAGE)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


@contextlib.contextmanager
def _exclusive(lock: Path) -> Iterator[None]:
    """One process at a time (parallel workers share pytest's cache folder)."""
    try:
        import fcntl
    except ImportError:  # not POSIX: at worst two processes solve the same tables
        yield
        return
    with lock.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


@pytest.fixture(scope="session")
def solved_tables_template(request: pytest.FixtureRequest,
                           tmp_path_factory: pytest.TempPathFactory) -> dict[Path, Path]:
    """A folder with the tables of SOLVED_RULES, solved by the real code once and kept
    between runs in pytest's cache (keyed by the engine's sources; ``--cache-clear``
    drops it), then copied to this session's temporary folder so no test can touch them.
    Returns each copy with the table it was copied from."""
    from yachtdice.core.modes.pips.presets import preset
    from yachtdice.store.modes.pips import tables

    cache = getattr(request.config, "cache", None)
    if cache is not None:
        kept = Path(cache.mkdir("solver-tables"))
        folder = kept / _engine_fingerprint()
    else:  # pytest's cache is off (-p no:cacheprovider): solve for this session only
        kept = folder = tmp_path_factory.mktemp("solver-tables-kept")
    with _exclusive(kept / ".lock"):
        for old in kept.iterdir():
            if old.is_dir() and old != folder:
                shutil.rmtree(old, ignore_errors=True)  # tables of engines gone by
        for rules_id in SOLVED_RULES:
            tables.solve_cached(preset(rules_id), folder=folder)  # loads it when valid
        template = tmp_path_factory.mktemp("solver-tables")
        copies = {}
        for rules_id in SOLVED_RULES:
            source = tables.table_path(preset(rules_id), folder)
            copies[template / source.name] = source
            shutil.copyfile(source, template / source.name)
    return copies


@pytest.fixture
def solved_tables(request: pytest.FixtureRequest, solved_tables_template: dict[Path, Path],
                  private_data_dir: Path) -> Iterator[Path]:
    """The test's solver cache starts with the tables of SOLVED_RULES, as for a player who
    has played them before (hard links to the session's copies: no copying). A test
    marked ``no_solved_tables`` starts with an empty cache instead. Yields the folder."""
    from yachtdice.paths import solver_cache_dir

    folder = solver_cache_dir()
    if request.node.get_closest_marker("no_solved_tables") is not None:
        yield folder
        return
    folder.mkdir(parents=True, exist_ok=True)
    before = {}
    for table in solved_tables_template:
        try:
            os.link(table, folder / table.name)
        except OSError:  # another file system: copy instead
            shutil.copyfile(table, folder / table.name)
        info = table.stat()
        before[table] = (info.st_size, info.st_mtime_ns)
    yield folder
    for table, seen in before.items():
        info = table.stat()
        if (info.st_size, info.st_mtime_ns) != seen:
            table.unlink()  # the next tests get a good copy again
            shutil.copyfile(solved_tables_template[table], table)
            pytest.fail(f"{request.node.nodeid} wrote into the shared table {table.name}; "
                        "mark it no_solved_tables", pytrace=False)
