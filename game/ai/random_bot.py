"""The ``random`` bot: uniform over the legal actions."""

from __future__ import annotations

import random

from game.rules import Action, View


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View, legal: list[Action], cancel=None) -> Action:
        return self._rng.choice(legal)
