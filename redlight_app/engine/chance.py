"""Shuffles and random picks built on `Random.random()` alone, so that deals never change.

Python promises one thing about `random` across versions: seeded the same way, `random()`
returns the same sequence. `shuffle`, `randrange`, `choice` and `sample` are built on other
methods whose algorithms have changed before (3.2, 3.11) and may change again, and a saved
game replays its deal from the seed. So every draw that shapes a game goes through here.

A game records which way its chance was drawn (`Options.chance_version`): games saved before
this module existed say nothing and are version 1 (`LEGACY`): they replay through CPython's
own `shuffle` and `randrange`, as they were dealt. New games are version 2 (`CURRENT`).
"""
from __future__ import annotations

import random
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")

LEGACY, CURRENT = 1, 2
VERSIONS = (LEGACY, CURRENT)


def below(rng: random.Random, n: int, version: int = CURRENT) -> int:
    """A whole number in 0..n-1, each equally likely (n >= 1)."""
    if n < 1:
        raise ValueError(f"nothing to choose from (n = {n})")
    if version == LEGACY:
        return rng.randrange(n)
    i = int(rng.random() * n)
    return i if i < n else n - 1  # float rounding never reaches n


def shuffle(rng: random.Random, items: MutableSequence[T], version: int = CURRENT) -> None:
    """Shuffle `items` in place (Fisher-Yates, from the end)."""
    if version == LEGACY:
        rng.shuffle(items)
        return
    draw = rng.random
    for i in range(len(items) - 1, 0, -1):
        j = int(draw() * (i + 1))  # below(rng, i + 1), inline: shuffles run for every deal
        if j > i:
            j = i
        items[i], items[j] = items[j], items[i]


def choice(rng: random.Random, items: Sequence[T], version: int = CURRENT) -> T:
    """One of `items`, each equally likely (a non-empty sequence)."""
    if not items:
        raise IndexError("cannot choose from an empty sequence")
    return items[below(rng, len(items), version)]
