"""A per-seat limit on requests: a bucket of `burst` requests, refilled at `rate` a second.

A phone that plays at a person's pace never meets it; a script hammering one seat's URL
gets 429 instead of the game's attention."""
from __future__ import annotations

import time
from collections.abc import Callable


class RateLimit:
    def __init__(self, rate: float = 20.0, burst: float = 40.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self._buckets: dict[int, tuple[float, float]] = {}  # seat -> (tokens, when)

    def allow(self, seat: int) -> bool:
        """Take one request from the seat's bucket; False when it is empty."""
        now = self.clock()
        tokens, when = self._buckets.get(seat, (self.burst, now))
        tokens = min(self.burst, tokens + (now - when) * self.rate)
        if tokens < 1.0:
            self._buckets[seat] = (tokens, now)
            return False
        self._buckets[seat] = (tokens - 1.0, now)
        return True
