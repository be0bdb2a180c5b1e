"""Solved tables on disk: keyed by the exact rules, written atomically, any file that cannot
be used (empty, truncated, foreign) ignored and replaced by a fresh solve, and the whole
cache bounded (least recently used out, a deleted ruleset's gone, drafts never written)."""

from __future__ import annotations

import io
import os
import stat
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from yachtdice.core.modes.pips.optimal.solver import Cancelled, SolveProgress
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.paths import solver_cache_dir
from yachtdice.store.modes.pips import tables
from yachtdice.store.modes.pips.distributions import distribution_for, distribution_path

from .helpers import within

YACHT = preset("yacht")


def npz_bytes(**arrays: np.ndarray) -> bytes:
    buffer = io.BytesIO()
    np.savez(buffer, **arrays)  # type: ignore[arg-type]
    return buffer.getvalue()


def good_table_bytes(folder: Path) -> bytes:
    return tables.table_path(YACHT, folder).read_bytes()


def test_the_cache_folder_is_defined_once(monkeypatch: pytest.MonkeyPatch,
                                          tmp_path: Path) -> None:
    monkeypatch.setenv("YACHTDICE_CACHE_DIR", str(tmp_path))
    assert solver_cache_dir() == tmp_path / "solver"
    assert tables.table_path(YACHT).parent == tmp_path / "solver"


def test_the_cache_is_keyed_by_the_exact_rules(tmp_path: Path) -> None:
    first, cached = tables.solve_cached(YACHT, folder=tmp_path)
    assert not cached and tables.table_path(YACHT, tmp_path).exists()
    again, cached = tables.solve_cached(YACHT, folder=tmp_path)
    assert cached and again.expected_score == first.expected_score
    changed = replace(YACHT, id="yacht-40", categories=tuple(
        replace(c, points=40) if c.id == "yacht" else c for c in YACHT.categories))
    assert tables.load(changed, tmp_path) is None  # another ruleset: not found
    other, cached = tables.solve_cached(changed, folder=tmp_path)
    assert not cached and other.expected_score < first.expected_score


def _bad_files(good: bytes) -> dict[str, bytes]:
    return {
        "empty": b"",
        "truncated": good[: len(good) // 2],
        "cut short by a byte": good[:-1],
        "text": b"this is not a table\n",
        "random bytes": bytes(range(256)) * 40,
        "a pickle": npz_bytes(values=np.array([{"evil": 1}], dtype=object)),
        "other arrays": npz_bytes(weights=np.zeros(3)),
        "wrong shape": npz_bytes(values=np.zeros(7), seconds=np.array([1.0]),
                                 engine=np.array([tables.ENGINE_VERSION]),
                                 rules=np.array([YACHT.to_json(indent=None)])),
        "wrong type": npz_bytes(values=np.array(["x"] * 4096), seconds=np.array([1.0]),
                                engine=np.array([tables.ENGINE_VERSION]),
                                rules=np.array([YACHT.to_json(indent=None)])),
    }


def test_a_saved_table_is_seen_from_its_header_and_a_bad_one_is_not(tmp_path: Path) -> None:
    # what preparing a game asks (ui/modes/pips/engine_service.py) without loading the table
    assert not tables.saved(YACHT, tmp_path)
    tables.solve_cached(YACHT, folder=tmp_path)
    assert tables.saved(YACHT, tmp_path)
    assert not tables.saved(replace(YACHT, name="Yacht, renamed"), tmp_path)  # other rules
    path = tables.table_path(YACHT, tmp_path)
    for name, content in _bad_files(path.read_bytes()).items():
        path.write_bytes(content)
        assert not tables.saved(YACHT, tmp_path), name


@pytest.mark.slow
def test_a_file_that_cannot_be_used_is_ignored_and_replaced(tmp_path: Path) -> None:
    solution, _ = tables.solve_cached(YACHT, folder=tmp_path)
    path = tables.table_path(YACHT, tmp_path)
    good = path.read_bytes()
    for name, content in _bad_files(good).items():
        path.write_bytes(content)
        assert tables.load(YACHT, tmp_path) is None, name
        again, cached = tables.solve_cached(YACHT, folder=tmp_path)
        assert not cached and again.expected_score == solution.expected_score, name
        loaded = tables.load(YACHT, tmp_path)  # the bad file was replaced by a good one
        assert loaded is not None and loaded.expected_score == solution.expected_score, name


def test_a_folder_or_fifo_in_place_of_the_table_is_not_opened(tmp_path: Path) -> None:
    path = tables.table_path(YACHT, tmp_path)
    tmp_path.mkdir(exist_ok=True)
    os.mkfifo(path)  # opening a FIFO for reading would block forever
    assert tables.load(YACHT, tmp_path) is None
    path.unlink()
    path.mkdir()
    assert tables.load(YACHT, tmp_path) is None
    solution, cached = tables.solve_cached(YACHT, folder=tmp_path)  # cannot save: still solved
    assert not cached and solution.expected_score > 0


def test_a_cancelled_solve_writes_nothing(tmp_path: Path) -> None:
    def progress(p: SolveProgress) -> None:
        if p.fraction > 0.3:
            raise Cancelled

    with pytest.raises(Cancelled):
        tables.solve_cached(YACHT, progress, tmp_path)
    assert not tmp_path.exists() or list(tmp_path.iterdir()) == []


def test_a_write_killed_halfway_leaves_the_old_table_and_no_litter(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    solution, _ = tables.solve_cached(YACHT, folder=tmp_path)
    good = good_table_bytes(tmp_path)

    def dies_halfway(fh: io.BufferedWriter, **_: object) -> None:
        fh.write(good[: len(good) // 2])
        raise KeyboardInterrupt  # as when the process is interrupted mid-write

    monkeypatch.setattr(tables.np, "savez", dies_halfway)
    with pytest.raises(KeyboardInterrupt):
        tables.save(solution, tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == [tables.table_path(YACHT, tmp_path).name]
    assert good_table_bytes(tmp_path) == good


def test_the_engine_comes_from_the_saved_table(tmp_path: Path) -> None:
    engine = tables.engine_for(YACHT, folder=tmp_path)
    assert engine.exact and tables.table_path(YACHT, tmp_path).exists()
    assert tables.engine_for(YACHT, folder=tmp_path).expected_score == engine.expected_score
    maxi = tables.engine_for(preset("maxi-yatzy"), folder=tmp_path)  # nothing to solve
    assert not maxi.exact and len(list(tmp_path.iterdir())) == 1


# -- the bound on the cache ----------------------------------------------------------------------
def two_dice(ruleset_id: str) -> Ruleset:
    """A ruleset solved in milliseconds (two dice, Ones, Sixes and Chance)."""
    return Ruleset.from_dict({
        "id": ruleset_id, "name": ruleset_id.title(), "dice": {"count": 2},
        "rolls": {"per_turn": 2}, "categories": [
            {"id": "ones", "label": "Ones", "section": "upper", "kind": "face", "face": 1},
            {"id": "sixes", "label": "Sixes", "section": "upper", "kind": "face", "face": 6},
            {"id": "chance", "label": "Chance", "section": "lower", "kind": "chance"}]})


def names(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir()}


def test_the_cache_keeps_the_most_recently_used_tables_within_its_limit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first, second, third = (two_dice(n) for n in ("first", "second", "third"))
    tables.solve_cached(first, folder=tmp_path)
    size = tables.table_path(first, tmp_path).stat().st_size
    monkeypatch.setattr(tables, "_limit", [size * 5 // 2])  # room for two and a half
    tables.solve_cached(second, folder=tmp_path)
    assert tables.load(first, tmp_path) is not None  # the first is used again: now the newest
    tables.solve_cached(third, folder=tmp_path)  # three do not fit: the least recent goes
    assert names(tmp_path) == {tables.table_path(r, tmp_path).name for r in (first, third)}
    assert tables.load(second, tmp_path) is None


def test_a_tables_figures_go_with_it_and_a_table_just_written_always_stays(
        tmp_path: Path) -> None:
    old, new = two_dice("old"), two_dice("new")
    distribution_for(old, tmp_path)  # the table and its figures beside it
    assert names(tmp_path) == {tables.table_path(old, tmp_path).name,
                               distribution_path(old, tmp_path).name}
    tables.solve_cached(new, folder=tmp_path)
    assert tables.trim(tmp_path, limit=0, keep=(tables.table_path(new, tmp_path),)) != []
    assert names(tmp_path) == {tables.table_path(new, tmp_path).name}


def test_a_deleted_rulesets_tables_go_and_no_other_rulesets(tmp_path: Path) -> None:
    quick, quick_two = two_dice("quick-four"), two_dice("quick-four-2")
    edited = Ruleset.from_dict(quick.to_dict() | {"rolls": {"per_turn": 3}})  # another version
    for rules in (quick, edited, quick_two):
        distribution_for(rules, tmp_path)
    assert len(names(tmp_path)) == 6
    assert len(tables.forget("quick-four", tmp_path)) == 4  # two versions, table and figures
    assert names(tmp_path) == {tables.table_path(quick_two, tmp_path).name,
                               distribution_path(quick_two, tmp_path).name}


def test_rules_solved_but_not_kept_leave_nothing_on_disk(tmp_path: Path) -> None:
    engine = tables.engine_for(two_dice("draft"), folder=tmp_path, keep=False)
    assert engine.exact and (not tmp_path.exists() or names(tmp_path) == set())


def test_a_fifo_or_link_planted_at_the_table_is_refused_not_replaced(tmp_path: Path) -> None:
    """The cache folder is written like every file: a named pipe or a link at the table's
    name stays as it is (the solve is still returned), nothing is written through it."""
    tmp_path.mkdir(exist_ok=True)
    path = tables.table_path(YACHT, tmp_path)
    os.mkfifo(path)
    solution, cached = tables.solve_cached(YACHT, folder=tmp_path)
    assert not cached and solution.expected_score > 0
    assert stat.S_ISFIFO(path.lstat().st_mode)
    with pytest.raises(OSError, match="it is a named pipe"):
        tables.save(solution, tmp_path)
    path.unlink()
    victim = tmp_path / "victim"
    victim.write_text("precious")
    path.symlink_to(victim)
    with pytest.raises(OSError, match="it is a symbolic link"):
        tables.save(solution, tmp_path)
    assert victim.read_text() == "precious" and path.is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([path.name, "victim"])


@pytest.mark.slow
def test_a_fifo_planted_at_the_figures_is_not_read(tmp_path: Path) -> None:
    """Optimal play's figures beside the table: a named pipe there is ignored without
    waiting for a writer, and left as it is."""
    from yachtdice.store.modes.pips import distributions

    tmp_path.mkdir(exist_ok=True)
    path = distributions.distribution_path(YACHT, tmp_path)
    os.mkfifo(path)
    assert within(10, lambda: distributions.saved_distribution(YACHT, tmp_path)) is None
    dist = within(60, lambda: distributions.distribution_for(YACHT, tmp_path))
    assert dist.exact and stat.S_ISFIFO(path.lstat().st_mode)
