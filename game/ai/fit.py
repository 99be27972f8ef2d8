"""Fit the evaluation's weights to self-play outcomes: ``python -m game.ai.fit --games 3000 --jobs 2``.

Plays two-player games between ``greedy`` bots, samples about three decisions in ten, and records for
both seats the ``heuristics.FEATURES`` of the true state (this turn projected). A logistic regression
on the difference between the two seats' features predicts who wins; divided by the Souls coefficient,
its coefficients are ``Weights`` in Souls, and 2 / that coefficient is the scale that would make the
search's reward ``0.5 + 0.5 tanh(evaluation / scale)`` the fitted chance of winning (printed, for
reference). States whose projection already ends the game (10 Souls or 5 Wounds) are left out; the
evaluation scores those as won or lost. The result is printed as a ``Weights(...)`` line for
``heuristics.SEARCH``.
"""

from __future__ import annotations

import argparse
import math
import random
from concurrent.futures import ProcessPoolExecutor

from game.rules import Setup, apply, legal_actions, new_game, to_act, view

from .heuristics import FEATURES, project, seat_features

SAMPLE = 0.3  # the share of decisions whose state is recorded


def play_and_record(seed: int) -> list:
    """One greedy-vs-greedy game: (features of seat 0 - features of seat 1, seat 0 won) per sample."""
    from . import make_bot

    rng = random.Random(seed)
    bots = [make_bot("greedy", seed * 10 + s) for s in range(2)]
    st, _ = new_game(Setup(2, seed))
    rows = []
    while st.outcome is None:
        if rng.random() < SAMPLE and not any(p.out for p in st.seats):
            gain_s, gain_w, nxt, damages = project(st)
            a, b = (seat_features(st, s, gain_s, gain_w, nxt, damages, True) for s in (0, 1))
            if max(a[0], b[0]) < 10 and max(a[1], b[1]) < 5:
                rows.append([x - y for x, y in zip(a, b, strict=True)])
        seat = to_act(st)
        st, _ = apply(st, bots[seat].choose(view(st, seat), legal_actions(st, seat)))
    won = 1.0 if st.outcome.winner == 0 else 0.0
    return [(row, won) for row in rows]


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def logistic(rows: list, ridge: float = 1e-3, steps: int = 12) -> list:
    """Coefficients (no intercept) of a logistic regression by Newton's method; every row also counts
    mirrored (the seats swapped), so the fit is symmetric between them."""
    k = len(rows[0][0])
    w = [0.0] * k
    for _ in range(steps):
        grad = [ridge * x for x in w]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y in rows:
            z = sum(a * b for a, b in zip(w, x, strict=True))
            p = _sigmoid(z)
            # the mirrored row (-x, 1 - y) adds the same gradient and curvature: count it twice
            g, h = 2.0 * (p - y), 2.0 * p * (1.0 - p)
            for i in range(k):
                grad[i] += g * x[i]
                hi, hx = hess[i], h * x[i]
                for j in range(k):
                    hi[j] += hx * x[j]
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
    return w


def _solve(a: list, b: list) -> list:
    """x with a x = b (Gaussian elimination with partial pivoting; a is small and well conditioned)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for j in range(c, n + 1):
                m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def log_loss(w: list, rows: list) -> float:
    total = 0.0
    for x, y in rows:
        p = min(1 - 1e-9, max(1e-9, _sigmoid(sum(a * b for a, b in zip(w, x, strict=True)))))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.fit", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    seeds = range(args.seed, args.seed + args.games)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        games = list(pool.map(play_and_record, seeds, chunksize=20))
    cut = len(games) * 4 // 5  # whole games held out, so a game's samples never straddle the split
    train = [r for g in games[:cut] for r in g]
    test = [r for g in games[cut:] for r in g]
    w = logistic(train)
    print(f"{len(train)} training and {len(test)} held-out samples from {args.games} games")
    print(f"held-out log loss {log_loss(w, test):.4f} (a coin: {math.log(2):.4f})")
    souls = w[0]
    for name, c in zip(FEATURES, w, strict=True):
        print(f"  {name:<14} {c:+.4f}  ({c / souls:+.3f} a Soul)")
    per = {name: c / souls for name, c in zip(FEATURES, w, strict=True)}
    print(f"Weights(wound={-per['wounds']:.2f}, wound_late={-per['wounds_past_3']:.2f}, "
          f"next_turn={per['next_turn']:.2f}, damage={per['damage']:.2f}, room={per['rooms']:.2f}, "
          f"level={per['level_ready']:.2f}, hand={per['hand_value']:.2f}, card={per['cards']:.2f})")
    print(f"reward scale that would make the search's reward this chance of winning: {2 / souls:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
