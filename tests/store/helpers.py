"""Builders for store tests: finished games with chosen scores, played by the real engine."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import TypeVar

from yachtdice.core import GameRecord, Player, RandomDice, Score
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.rules import options as pip_options

T = TypeVar("T")


def within(seconds: float, work: Callable[[], T]) -> T:
    """``work()`` in a thread of its own; the test fails (instead of hanging the suite) if
    it has not ended after ``seconds`` (a named pipe opened for reading or writing blocks)."""
    box: dict[str, object] = {}

    def run() -> None:
        try:
            box["value"] = work()
        except BaseException as exc:  # handed to the test
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"blocked for more than {seconds} s"
    if "error" in box:
        raise box["error"]  # type: ignore[misc]
    return box["value"]  # type: ignore[return-value]


def play(rules_id: str = "yacht", names: Sequence[str] = ("Ann",), seed: int = 1,
         computer: Sequence[bool] | None = None, stop_after: int | None = None) -> GameRecord:
    """A game played to the end (or ``stop_after`` actions) by a simple seeded policy."""
    computer = computer or [False] * len(names)
    players = [Player(n, c, "intermediate" if c else None) for n, c in zip(names, computer,
                                                                               strict=True)]
    record = GameRecord.new(preset(rules_id), players)
    dice = RandomDice(seed)
    while not record.state.finished:
        if stop_after is not None and len(record.actions) >= stop_after:
            break
        if record.state.dice is None:
            record = record.roll(dice)
        else:
            state = record.state
            best = max(pip_options(state.card, state.dice).allowed, key=lambda b: b.points or 0)
            record = record.then(Score(best.category.id))
    return record



def yacht_game(choice: Sequence[int], names: Sequence[str] = ("Ann",), yacht: bool = False,
               computer: bool = False, undo: bool = False) -> GameRecord:
    """A finished Yacht game where every player scores sum(choice) (+50 with ``yacht``).

    Every other box gets dice that score nothing there; the real engine books it all.
    """
    from yachtdice.core import Roll, Undo

    players = [Player(n, computer, "intermediate" if computer else None) for n in names]
    record = GameRecord.new(preset("yacht"), players)
    nothing = {face: tuple(f for f in range(1, 7) if f != face) for face in range(1, 7)}
    plan = [(nothing[f], box) for f, box in enumerate(
        ("ones", "twos", "threes", "fours", "fives", "sixes"), start=1)]
    plan += [((1, 2, 3, 4, 6), "full_house"), ((1, 2, 3, 4, 6), "four_of_a_kind"),
             ((1, 1, 2, 3, 4), "little_straight"), ((1, 1, 2, 3, 4), "big_straight"),
             (tuple(choice), "choice"),
             ((6, 6, 6, 6, 6) if yacht else (1, 2, 3, 4, 6), "yacht")]
    for dice, box in plan:
        for _ in players:
            record = record.then(Roll(tuple(dice)))
            if undo and not record.then(Score(box)).state.finished:  # the last box stays
                record = record.then(Score(box)).then(Undo())
            record = record.then(Score(box))
    assert record.state.finished
    return record
