"""Fit the opening-discard model (``opening.KEEP``): ``python -m research.fit_opening --games 30000``.

Plays two-player games between ``greedy`` bots whose opening discards are uniformly random, records the
Boss and the five cards each seat kept, and fits a logistic regression of who won on the difference of
the two seats' ``opening.keep_features`` (ridge-penalised, by Newton's method). Prints the held-out log
loss and the ``KEEP`` table to paste into ``game/ai/opening.py``.
"""

from __future__ import annotations

import argparse
import math
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from game.ai.greedy import GreedyBot
from game.ai.opening import KEEP_FEATURES, keep_features
from game.rules import Discard, Setup, apply, legal_actions, new_game, to_act, view
from game.rules.frames import OpeningDiscard

from .fit import solve_linear

RIDGE = 30.0  # on the summed log loss: a weak prior that a card kept changes nothing


class _RandomOpening(GreedyBot):
    """Greedy, but its opening discard is uniformly random; remembers (Boss, cards kept)."""

    kept = None

    def choose(self, view, legal):
        if view.flow and isinstance(view.flow[-1], OpeningDiscard):
            action = self._rng.choice([a for a in legal if isinstance(a, Discard)])
            me = view.seats[view.seat]
            self.kept = (me.boss, tuple(c for c in me.hand if c not in action.cards))
            return action
        return super().choose(view, legal)


def play_and_record(game: int, seed: int = 300_000) -> tuple:
    """Game number ``game`` (deal ``seed + game``): ((Boss, cards kept) per seat, winner)."""
    bots = [_RandomOpening(12_345 + 10 * game + s) for s in range(2)]  # the seeds KEEP was fitted with
    st, _ = new_game(Setup(2, seed + game))
    while st.outcome is None:
        seat = to_act(st)
        st, _ = apply(st, bots[seat].choose(view(st, seat), legal_actions(st, seat)))
    return [b.kept for b in bots], st.outcome.winner


def difference(kept: list) -> dict:
    """Seat 0's features minus seat 1's."""
    x = keep_features(*kept[0])
    for k, v in keep_features(*kept[1]).items():
        x[k] = x.get(k, 0) - v
    return {k: v for k, v in x.items() if v}


def logistic(rows: list, names: tuple, ridge: float = RIDGE, steps: int = 10) -> dict:
    """Coefficients (with an ``intercept``) of P(y = 1) = sigmoid(w . x) by Newton's method; a row is
    (sparse features as a dict, y)."""
    index = {n: i for i, n in enumerate(("intercept",) + names)}
    k = len(index)
    w = [0.0] * k
    sparse = [([(0, 1.0)] + [(index[n], float(v)) for n, v in x.items()], y) for x, y in rows]
    for _ in range(steps):
        grad = [ridge * c for c in w]
        grad[0] = 0.0
        hess = [[(ridge if i == j and i else 0.0) for j in range(k)] for i in range(k)]
        for x, y in sparse:
            p = _sigmoid(sum(w[i] * v for i, v in x))
            for i, v in x:
                grad[i] += (p - y) * v
                hi, s = hess[i], p * (1 - p) * v
                for j, u in x:
                    hi[j] += s * u
        step = solve_linear(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
    return {n: w[i] for n, i in index.items()}


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z))


def log_loss(w: dict, rows: list) -> float:
    """Mean negative log chance ``logistic``'s coefficients ``w`` give each row's outcome."""
    total = 0.0
    for x, y in rows:
        p = _sigmoid(w["intercept"] + sum(w.get(n, 0.0) * v for n, v in x.items()))
        total -= math.log(max(1e-12, p if y else 1 - p))
    return total / len(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m research.fit_opening", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=30000)
    parser.add_argument("--seed", type=int, default=300_000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.games < 10:
        parser.error("--games must be at least 10 (a fifth of them is held out)")
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        games = list(pool.map(partial(play_and_record, seed=args.seed), range(args.games), chunksize=50))
    report(games)
    return 0


def report(games: list) -> None:
    """Fit on four fifths of ``games`` to print the held-out log loss, then on all of them to print
    ``KEEP``."""
    rows = [(difference(kept), 1 if winner == 0 else 0) for kept, winner in games]
    cut = len(rows) * 4 // 5
    held = log_loss(logistic(rows[:cut], KEEP_FEATURES), rows[cut:])
    rate = sum(y for _, y in rows[cut:]) / (len(rows) - cut)
    base = -sum(q * math.log(q) for q in (rate, 1 - rate) if q > 0)
    print(f"{cut} training and {len(rows) - cut} held-out games; held-out log loss {held:.4f} "
          f"(seat only: {base:.4f})")
    w = logistic(rows, KEEP_FEATURES)
    print("KEEP = {")
    for name in KEEP_FEATURES:
        print(f'    "{name}": {w[name]:+.3f},')
    print("}")


if __name__ == "__main__":
    raise SystemExit(main())
