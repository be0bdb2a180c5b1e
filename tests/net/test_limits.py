"""The counters that keep a connection's bounds, on a clock the test moves."""

from __future__ import annotations

from yachtdice.net.limits import Bucket, Tries


def test_a_bucket_allows_its_burst_then_its_rate() -> None:
    now = [0.0]
    bucket = Bucket(rate=10, burst=20, clock=lambda: now[0])
    assert all(bucket.take() for _ in range(20))
    assert not bucket.take()
    now[0] += 0.5  # five more tokens
    assert sum(bucket.take() for _ in range(10)) == 5
    now[0] += 100  # never more than the burst
    assert sum(bucket.take() for _ in range(30)) == 20
    assert not bucket.take(1)
    now[0] += 1
    assert bucket.take(10) and not bucket.take(1)


def test_tries_lock_an_address_out_and_forget_the_oldest_unlocked() -> None:
    tries = Tries(most=3, remembered=4)
    assert [tries.wrong("a") for _ in range(3)] == [False, False, True]
    assert tries.locked("a")
    for name in "bcde":
        tries.wrong(name)
    assert tries.locked("a")  # a locked address is not forgotten
    assert tries.wrong("b") is False  # "b" was forgotten to make room: it starts again
    assert not tries.locked("b")
