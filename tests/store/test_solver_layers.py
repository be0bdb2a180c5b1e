"""Tables kept as layers on disk (rules beyond MAX_DENSE states): each layer written whole as
it is finished, a stopped solve going on from its last finished layer, a damaged layer
solved again, and the finished table read back from its layers."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from yachtdice.core.modes.pips.optimal import solver
from yachtdice.core.modes.pips.optimal.solver import Cancelled, SolveProgress
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store.modes.pips import tables

YACHT = preset("yacht")  # 12 boxes: 12 layers are solved (the full card is worth 0)
YACHT_VALUE = 166.9550677046


@pytest.fixture(autouse=True)
def as_layers(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every table is kept as layers, as Maxi Yatzy's is."""
    monkeypatch.setattr(solver, "MAX_DENSE", 0)


def _layer_files(folder: Path) -> list[Path]:
    return sorted(tables.LayerFiles(YACHT, folder).folder.glob("*.npy"))


def _stop_after(fraction: float, seen: list[SolveProgress]):  # type: ignore[no-untyped-def]
    def progress(p: SolveProgress) -> None:
        seen.append(p)
        if p.fraction > fraction:
            raise Cancelled
    return progress


def test_a_solve_keeps_its_layers_and_the_table_comes_back_from_them(tmp_path: Path) -> None:
    solution, cached = tables.solve_cached(YACHT, folder=tmp_path)
    assert not cached and solution.expected_score == pytest.approx(YACHT_VALUE, abs=1e-4)
    names = [p.name.split("-")[0] for p in _layer_files(tmp_path)]
    assert names == [f"{k:02d}" for k in range(12)]
    assert tables.saved(YACHT, tmp_path)
    again, cached = tables.solve_cached(YACHT, folder=tmp_path)
    assert cached and again.expected_score == solution.expected_score
    assert tables.forget("yacht", tmp_path) and not _layer_files(tmp_path)
    assert not tables.saved(YACHT, tmp_path)


def test_a_stopped_solve_goes_on_from_its_last_finished_layer(tmp_path: Path) -> None:
    seen: list[SolveProgress] = []
    with pytest.raises(Cancelled):
        tables.solve_cached(YACHT, _stop_after(0.5, seen), folder=tmp_path)
    kept = _layer_files(tmp_path)
    assert 0 < len(kept) < 12 and not tables.saved(YACHT, tmp_path)
    # the layers kept are the last turns', from the full card back
    assert [p.name[:2] for p in kept] == [f"{k:02d}" for k in range(12 - len(kept), 12)]
    resumed: list[SolveProgress] = []
    solution, cached = tables.solve_cached(YACHT, resumed.append, folder=tmp_path)
    assert not cached
    solving = [p for p in resumed if p.stage.startswith("turn")]
    # it starts where the first solve's last finished layer left it, not at 0
    assert solving[0].done > 0 and solving[0].stage == f"turn {12 - len(kept)} of 12"
    assert solution.expected_score == pytest.approx(YACHT_VALUE, abs=1e-4)
    assert [p.name for p in _layer_files(tmp_path)][-len(kept):] == [p.name for p in kept]


def test_a_damaged_layer_is_solved_again(tmp_path: Path) -> None:
    first, _ = tables.solve_cached(YACHT, folder=tmp_path)
    (tables.LayerFiles(YACHT, tmp_path).done_path).unlink()  # as if killed before the end
    damaged = _layer_files(tmp_path)[5]
    good = damaged.read_bytes()
    data = bytearray(good)
    data[-7] ^= 0xFF  # one value's bits changed: its checksum no longer matches
    damaged.write_bytes(bytes(data))
    assert tables.LayerFiles(YACHT, tmp_path).saved(5, len(np.load(damaged))) is None
    seen: list[SolveProgress] = []
    again, cached = tables.solve_cached(YACHT, seen.append, folder=tmp_path)
    assert not cached and again.expected_score == first.expected_score
    assert next(p.stage for p in seen if p.stage.startswith("turn")) == "turn 6 of 12"
    # the same values again: the same name, now holding them
    assert damaged.read_bytes() == good and len(_layer_files(tmp_path)) == 12
