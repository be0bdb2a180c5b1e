"""Ctrl+C stops a long command even when its KeyboardInterrupt is lost on the way.

C code that looks an attribute up clears any exception raised meanwhile; NumPy does so
when it asks an enum member for its array protocol in the Beginner's scoring, and a
KeyboardInterrupt raised there by the SIGINT handler vanished: the simulation went on
(the long-simulation test in test_cli_bad_input.py then timed out about once in six runs,
and a real player's Ctrl+C was ignored)."""

from __future__ import annotations

import signal
from typing import Any

import pytest

from yachtdice.cli.modes import pips as cli

from .helpers import dump, run_bytes


def _lost_interrupt() -> None:
    """SIGINT arrives and its KeyboardInterrupt is cleared, as C code clears it."""
    try:
        signal.raise_signal(signal.SIGINT)
        signal.getsignal(signal.SIGINT)  # any call: the Python handler has run by now
    except KeyboardInterrupt:
        pass


def test_a_lost_interrupt_still_stops_the_simulation_and_records_nothing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    games: list[int] = []
    real = cli.play_solitaire

    def play(*args: Any, **kwargs: Any) -> Any:
        games.append(1)
        if len(games) == 3:
            _lost_interrupt()
        return real(*args, **kwargs)

    monkeypatch.setattr(cli, "play_solitaire", play)
    status, out, err = run_bytes(["simulate", "--rules", "yacht", "--strategy", "beginner",
                                  "--games", "12", "--record"])
    assert (status, out, err) == (130, "", "yachtdice-cli: interrupted; nothing was saved\n")
    assert len(games) == 3  # the game under way when Ctrl+C came was the last one begun
    assert dump() == []


def test_the_handler_is_given_back_after_an_in_process_run() -> None:
    before = signal.getsignal(signal.SIGINT)
    assert run_bytes(["rules", "list"])[0] == 0
    assert signal.getsignal(signal.SIGINT) is before
