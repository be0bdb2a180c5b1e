"""The bounds of every connection, in one place, and the two small counters that keep them:
a token bucket (a rate with a burst) and the wrong tries per address. No I/O; the clock is
handed in, so the tests need no waiting.

Memory per connection is bounded by construction (docs/online-play.md, "The connection"):
one frame being read (at most ``4 + MAX_FRAME``, 256 KiB and change), Qt's read buffer
(:data:`READ_BUFFER`), what waits to be sent (at most ``Limits.pending``) and the session's
few hundred bytes of keys and counters: about 2.4 MB at the defaults, whatever the other
side sends.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from yachtdice.net.code import WRONG_TRIES

#: the most bytes Qt holds for a socket before the program reads them (the rest waits in
#: the operating system, and then at the sender)
READ_BUFFER = 64 * 1024


@dataclass(frozen=True)
class Limits:
    """What one connection may cost, in time and memory. The defaults are the game's; tests
    shorten the times to see a silent connection dropped without waiting a minute."""

    #: seconds from the connection to the end of the handshake
    handshake: float = 10.0
    #: seconds without a frame from the other side before the link is dropped
    idle: float = 45.0
    #: seconds without sending before a ping is sent (well inside ``idle``)
    ping: float = 15.0
    #: frames a second, sustained, and how many may come at once (a host relays every
    #: player's roll, hold and booking to each guest: a few a second, in bursts of tens)
    rate: float = 100.0
    burst: int = 400
    #: bytes a second, sustained, and at once (a whole game's record is a few kilobytes)
    byte_rate: float = 512 * 1024
    byte_burst: int = 2 * 1024 * 1024
    #: bytes waiting to be sent before the other side is taken for one that does not read
    pending: int = 2 * 1024 * 1024
    #: connections at once (joined and joining), and handshakes at once
    connections: int = 24
    joining: int = 8
    #: handshakes at once from one address (one stranger cannot hold every place to join)
    joining_each: int = 4
    #: wrong codes (or handshakes abandoned after the host's answer) before an address is
    #: locked out of the room, and how many addresses are remembered
    wrong_tries: int = WRONG_TRIES
    addresses: int = 4096
    #: sentences in the host's log at once, and a second, before the rest are counted
    log_burst: int = 100
    log_rate: float = 1.0


class Bucket:
    """A token bucket: ``take(n)`` succeeds while the bucket holds ``n`` tokens; it refills
    at ``rate`` a second up to ``burst``."""

    def __init__(self, rate: float, burst: float,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self._clock = rate, burst, clock
        self._tokens = burst
        self._at = clock()

    def take(self, count: float = 1) -> bool:
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens < count:
            return False
        self._tokens -= count
        return True


class Tries:
    """Wrong tries per address; an address with ``most`` of them is locked out. At most
    ``remembered`` addresses are kept (the oldest that is not locked out is forgotten
    first), so a crowd of addresses cannot fill the host's memory."""

    def __init__(self, most: int, remembered: int) -> None:
        self.most, self.remembered = most, remembered
        self._wrong: dict[str, int] = {}

    def locked(self, address: str) -> bool:
        return self._wrong.get(address, 0) >= self.most

    def wrong(self, address: str) -> bool:
        """Count a wrong try; True when this one locks the address out."""
        count = self._wrong.pop(address, 0) + 1
        self._wrong[address] = count
        while len(self._wrong) > self.remembered:
            oldest = next((a for a, n in self._wrong.items() if n < self.most), None)
            if oldest is None:
                break
            del self._wrong[oldest]
        return count == self.most
