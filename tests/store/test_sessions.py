"""Unfinished games and the one-copy-per-game lease, against real files and real processes."""

from __future__ import annotations

import os
import socket
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from yachtdice.core import Hold, Undo
from yachtdice.store import (
    GameOpenElsewhereError,
    LogConflictError,
    Store,
    StoreError,
)
from yachtdice.store.schema import MIGRATIONS
from yachtdice.store.sessions import Lease, Owner, holder_alive

from .helpers import play


def dead_pid() -> int:
    """The id of a process that has just exited (so nobody holds it now)."""
    proc = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    return int(proc.stdout)


def other_copy(db_path: Path, pid: int) -> Store:
    """A second Store standing for another running copy (another process id)."""
    store = Store.open(db_path)
    store.owner = Owner(pid, socket.gethostname(), "other-copy")
    return store


def test_the_schema_has_the_lease_table_at_the_latest_version(store: Store,
                                                             db_path: Path) -> None:
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    assert "leases" in names


def test_starting_a_game_takes_its_lease_for_this_copy(store: Store) -> None:
    game = store.start_game(play(stop_after=1))
    lease = store.lease(game)
    assert lease is not None
    assert (lease.pid, lease.host, lease.token) == (os.getpid(), socket.gethostname(),
                                                    store.owner.token)


def test_a_game_held_by_a_live_copy_is_not_offered_and_cannot_be_saved_over(
        store: Store, db_path: Path) -> None:
    record = play(stop_after=6)
    game = store.start_game(record)
    store.save_progress(game, record)
    parent = os.getppid()  # certainly alive, and not this process
    with other_copy(db_path, parent) as second:
        assert second.resumable() is None
        [listed] = second.unfinished()
        assert listed.id == game and listed.open_elsewhere
        with pytest.raises(GameOpenElsewhereError, match="open in another Yacht Dice"):
            second.resume_game(game)
        with pytest.raises(GameOpenElsewhereError):
            second.save_progress(game, play(stop_after=8))
        with pytest.raises(GameOpenElsewhereError):
            second.delete_unfinished(game)
        with pytest.raises(GameOpenElsewhereError):
            second.abandon_game(game)
    assert len(store.game(game).record.actions) == 6  # untouched by the second copy


def test_a_lease_whose_process_is_gone_is_taken_over(store: Store, db_path: Path) -> None:
    record = play(stop_after=4)
    with other_copy(db_path, dead_pid()) as first:
        game = first.start_game(record)
    assert store.resumable() is not None and store.resumable().id == game  # type: ignore[union-attr]
    resumed = store.resume_game(game)
    assert resumed.record.state == record.state
    lease = store.lease(game)
    assert lease is not None and lease.token == store.owner.token


def test_a_reused_process_id_does_not_hold_an_old_lease() -> None:
    # this test process started long after 2001, so it cannot be the copy that took this lease
    old = Lease(1, os.getpid(), socket.gethostname(), "x", "2001-01-01T00:00:00+00:00",
                "2001-01-01T00:00:00+00:00")
    assert not holder_alive(old)
    fresh = Lease(1, os.getpid(), socket.gethostname(), "x", "2999-01-01T00:00:00+00:00",
                  "2999-01-01T00:00:00+00:00")
    assert holder_alive(fresh)


def test_a_lease_from_another_host_lapses_with_its_heartbeat() -> None:
    lease = Lease(1, 1, "some-other-host", "x", "2026-01-01T00:00:00+00:00",
                  "2026-01-01T12:00:00+00:00")
    noon = 1767268800.0  # 2026-01-01T12:00:00Z
    assert holder_alive(lease, now=noon + 60)
    assert not holder_alive(lease, now=noon + 31 * 60)


def test_saving_a_shorter_log_that_does_not_continue_the_stored_one_is_refused(
        store: Store) -> None:
    two = ("yahtzee", ["Ann", "Bob"])
    long = play(*two, stop_after=26)
    game = store.start_game(long)
    store.save_progress(game, long)
    with pytest.raises(LogConflictError, match="26 saved moves"):
        store.save_progress(game, play(*two, stop_after=22))
    other = play(*two, seed=5, stop_after=30)  # longer, but a different game
    with pytest.raises(LogConflictError):
        store.save_progress(game, other)
    assert store.game(game).record.actions == long.actions
    store.save_progress(game, play(*two, stop_after=27))  # a continuation is saved
    assert len(store.game(game).record.actions) == 27


def test_undo_is_a_logged_action_so_saving_after_undo_extends_the_log(store: Store) -> None:
    record = play(stop_after=1)
    game = store.start_game(record)
    record = record.then(Hold((0,)))
    store.save_progress(game, record)
    record = record.then(Undo())
    store.save_progress(game, record)
    assert store.game(game).record.state.held == frozenset()


def test_unfinished_lists_interrupted_and_abandoned_games_with_the_turn_reached(
        store: Store) -> None:
    interrupted = store.start_game(play("yacht", ["Ann"], stop_after=5))
    abandoned = store.start_game(play("yahtzee", ["Ann", "Bob"], stop_after=9))
    store.abandon_game(abandoned)
    store.record_game(play("yacht"))  # finished: not listed
    store.start_game(play(stop_after=0))  # no move yet: not listed
    listed = {g.id: g for g in store.unfinished()}
    assert set(listed) == {interrupted, abandoned}
    a = listed[interrupted]
    # play() rolls once and scores: actions 1-2 are turn 1, 3-4 turn 2, the fifth is turn 3's roll
    assert (a.status, a.turn, a.turns, a.actions, a.ruleset_id) == ("in_progress", 3, 12, 5,
                                                                    "yacht")
    assert a.players == (("Ann", False, None),)
    b = listed[abandoned]
    # 9 actions: Ann and Bob have scored twice each (8 actions), Ann has rolled for turn 3
    assert (b.status, b.turn, b.turns, b.ruleset_name) == ("abandoned", 3, 13, "Yahtzee")
    assert not a.open_elsewhere and not b.open_elsewhere


def test_a_resumed_abandoned_game_continues_exactly_where_it_was(db_path: Path) -> None:
    record = play("yahtzee", ["Ann", "Bob"], stop_after=11)
    with Store.open(db_path) as store:
        game = store.start_game(record)
        store.abandon_game(game)
        assert store.lease(game) is None
        assert store.resumable() is None  # abandoned games are listed, not offered at start
    with Store.open(db_path) as store:
        resumed = store.resume_game(game)
        assert resumed.status == "in_progress" and resumed.ended is None
        assert resumed.record.state == record.state
        more = record.then(Hold((0, 1)))
        store.save_progress(game, more)
        assert store.resumable() is not None


def test_deleting_an_unfinished_game_removes_it_for_good_and_finished_ones_stay(
        store: Store) -> None:
    game = store.start_game(play(stop_after=3))
    finished = store.record_game(play("yacht"))
    store.delete_unfinished(game)
    assert store.unfinished() == []
    with pytest.raises(KeyError):
        store.game(game)
    with pytest.raises(StoreError, match="finished games are kept"):
        store.delete_unfinished(finished)
    assert store.game(finished).status == "finished"


def test_closing_releases_this_copys_leases_only(store: Store, db_path: Path) -> None:
    mine = store.start_game(play(stop_after=2))
    with other_copy(db_path, os.getppid()) as second:
        theirs = second.start_game(play(seed=3, stop_after=2))
        store.release_all()
        assert store.lease(mine) is None
        assert second.lease(theirs) is not None


SECOND_COPY = textwrap.dedent("""
    import sys
    from pathlib import Path
    from yachtdice.core.modes import builtin
    from yachtdice.store import Store
    builtin.install()
    store = Store.open(Path(sys.argv[1]))
    store.resume_game(int(sys.argv[2]))
    print("playing", flush=True)
    sys.stdin.readline()
""")


@pytest.mark.slow
def test_a_real_second_process_holds_the_game_until_it_is_gone(store: Store,
                                                               db_path: Path) -> None:
    record = play(stop_after=4)
    game = store.start_game(record)
    store.release_game(game)
    proc = subprocess.Popen([sys.executable, "-c", SECOND_COPY, str(db_path), str(game)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "playing"
        assert store.resumable() is None
        with pytest.raises(GameOpenElsewhereError, match=f"process {proc.pid}"):
            store.save_progress(game, play(stop_after=5))
    finally:
        proc.kill()
        proc.wait()
    resumed = store.resume_game(game)  # the holder is gone: this copy may take it over
    assert resumed.record.actions == record.actions


def test_an_imported_unfinished_game_without_a_noted_turn_is_replayed_for_the_list(
        store: Store, db_path: Path) -> None:
    record = play("yahtzee", ["Ann", "Bob"], stop_after=13)
    exported = {"format": "yachtdice-history", "version": 1, "rulesets": [], "games": [
        {"uid": "from-elsewhere", "started": "2026-01-02T03:04:05+00:00", "ended": None,
         "status": "abandoned", "used_hints": False, "record": record.to_dict()}]}
    store.import_history(exported)
    noted = store.start_game(play("yahtzee", ["Cy", "Di"], stop_after=13))
    with sqlite3.connect(db_path) as conn:
        rows = dict(conn.execute("SELECT game_id, turn FROM progress").fetchall())
    listed = {g.players[0][0]: g for g in store.unfinished()}
    assert set(rows) == {noted}  # only the game saved here has its turn noted
    # 13 actions, one roll and one score per turn, two seats: three scores each (12 actions),
    # then Ann rolls for her fourth turn
    assert (listed["Ann"].turn, listed["Ann"].turns, listed["Ann"].actions) == (4, 13, 13)
    assert (listed["Cy"].turn, listed["Cy"].turns) == (4, 13)
