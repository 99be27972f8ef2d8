"""The opening-discard model's fitter (``research.fit_opening``)."""

from __future__ import annotations

import math
import random

from game.ai.opening import keep_features
from research.fit_opening import difference, log_loss, logistic, play_and_record


def test_logistic_recovers_known_coefficients():
    rng = random.Random(3)
    true = {"intercept": 0.2, "a": 1.0, "b": -0.6}
    rows = []
    for _ in range(5000):
        x = {"a": rng.choice((-1, 0, 1, 2)), "b": rng.choice((-2, -1, 0, 1))}
        z = true["intercept"] + sum(true[k] * v for k, v in x.items())
        rows.append(({k: v for k, v in x.items() if v}, 1 if rng.random() < 1 / (1 + math.exp(-z)) else 0))
    w = logistic(rows, ("a", "b"), ridge=1.0)
    assert all(abs(w[k] - true[k]) < 0.1 for k in true), w
    assert log_loss(w, rows) < log_loss({"intercept": 0.0}, rows)


def test_a_recorded_game_gives_both_seats_kept_hands_and_the_winner():
    kept, winner = play_and_record(3, seed=77)
    assert winner in (0, 1)
    for boss, cards in kept:
        assert len(cards) == 5 and len(set(cards)) == 5 and keep_features(boss, cards)
    x = difference(kept)
    assert x == {k: v for k, v in x.items() if v}
    assert x.get("rooms", 0) == keep_features(*kept[0])["rooms"] - keep_features(*kept[1])["rooms"]
