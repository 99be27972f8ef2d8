"""Deterministic randomness kept inside the game state as one integer.

Every random decision of the game is the ``n``-th draw of the stream of its seed, so the state only
stores the seed and how many draws were made. The generator is SplitMix64: the same on every machine
and every Python version.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


def _mix(z: int) -> int:
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB & _MASK
    return z ^ (z >> 31)


class Stream:
    """The 64-bit numbers of draw number ``n`` of game ``seed``."""

    __slots__ = ("_state",)

    def __init__(self, seed: int, n: int) -> None:
        self._state = _mix((seed * 0x9E3779B97F4A7C15 + n * 0xD1B54A32D192ED03) & _MASK)

    def next(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        return _mix(self._state)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        # 64-bit numbers make the modulo bias negligible for card counts
        return self.next() % n


def shuffled(items: tuple, seed: int, n: int) -> tuple:
    """``items`` in the order of draw number ``n`` (a Fisher-Yates shuffle)."""
    stream = Stream(seed, n)
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = stream.below(i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out)


def pick(count: int, seed: int, n: int) -> int:
    """A uniform index in [0, count) for draw number ``n``."""
    return Stream(seed, n).below(count)
