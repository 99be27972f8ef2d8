"""Train ``value.NET2`` on logged two-player games: ``python -m research.fit_value --logs DIR... --jobs 2``.

Replays the games ``simulate --log-dir`` wrote (``fit.replay_sampled``: about three decisions in ten),
takes ``value.features`` of each, and fits the network to who won by Adam on the log loss, with whole
games split 70/15/15 into training, early stopping and a held-out test; every weight that would make a
Soul a loss or a Wound a gain is held at zero (``SIGNS``). Prints the held-out log loss beside the linear
evaluation's (``heuristics.SEARCH[2]`` at its best temperature), then ``NET2``. Its ``sharpness`` makes the
network's leaves as much sharper than its fitted chance of winning as ``search.TEMPERATURE`` makes the
linear leaves. Needs numpy (the ``dev`` and ``test`` extras).
"""

from __future__ import annotations

import argparse
import glob
import os
import random
import textwrap
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from game.ai.heuristics import SEARCH
from game.ai.search import TEMPERATURE

from .fit import replay_sampled
from .value import GAME_FEATURES, SEAT_FEATURES, Net, features

HIDDEN = 8  # tanh units


def game_rows(path: str) -> tuple | None:
    """(rows of seat 0's, seat 1's and the game's features, the winner) of a finished two-player log."""
    states, winner = replay_sampled(path, 2)
    rows = [f[0] + f[1] + f[2] for f in map(features, states) if f is not None]
    return (rows, winner) if rows else None


def linear_log_odds(a, b, w=SEARCH[2]):
    """The linear evaluation's utility difference between the seats (Souls), from ``SEAT_FEATURES``."""
    worth = {"souls": 1.0, "wounds": -w.wound, "wounds_past_3": -w.wound_late, "next_turn": w.next_turn,
             "damage": w.damage, "rooms": w.room, "level_ready": w.level, "cards": w.card}
    return (a - b) @ np.array([worth.get(name, 0.0) for name in SEAT_FEATURES])


# More of these is better (+1) or worse (-1) for a seat, whatever else holds: ``keep_signs`` makes it so.
SIGNS = {"souls": 1, "wounds": -1, "wounds_past_3": -1, "wound_cards": -1}


def keep_signs(params: list, k: int) -> None:
    """Zero every weight that would let one of ``SIGNS`` count the wrong way somewhere. ``tanh`` rises, so
    the log-odds rise with a feature of the first seat (and fall with the second's) wherever each hidden
    unit's output weight times the feature's input weight has the feature's sign, and the linear term too."""
    w1, _, w2, lin = params
    sign = np.zeros(k)
    for name, s in SIGNS.items():
        sign[SEAT_FEATURES.index(name)] = s
    want = sign[:, None] * np.sign(w2)[None, :]
    w1[:k] = np.where(want * w1[:k] < 0, 0.0, w1[:k])
    w1[k:2 * k] = np.where(want * w1[k:2 * k] > 0, 0.0, w1[k:2 * k])
    lin[:k] = np.where(sign * lin[:k] < 0, 0.0, lin[:k])
    lin[k:2 * k] = np.where(sign * lin[k:2 * k] > 0, 0.0, lin[k:2 * k])


def train(A, B, G, won, fit, stop, seed: int = 0, epochs: int = 40, lr: float = 1e-3, l2: float = 1e-3):
    """The network's parameters, standardizations included, after early stopping on ``stop``."""
    k = A.shape[1]
    both = np.vstack([A[fit], B[fit]])
    mu, sd = both.mean(0), spread(both)
    gm, gs = G[fit].mean(0), spread(G[fit])
    i1 = np.hstack([(A - mu) / sd, (B - mu) / sd, (G - gm) / gs])
    i2 = np.hstack([(B - mu) / sd, (A - mu) / sd, (G - gm) / gs])
    r = np.random.default_rng(seed)
    params = [r.normal(0, 1 / np.sqrt(i1.shape[1]), (i1.shape[1], HIDDEN)), np.zeros(HIDDEN),
              r.normal(0, 0.1 / np.sqrt(HIDDEN), HIDDEN), np.zeros(i1.shape[1])]
    keep_signs(params, k)
    m1 = [np.zeros_like(p) for p in params]
    m2 = [np.zeros_like(p) for p in params]

    def log_odds(p, rows):
        w1, b1, w2, lin = p
        h1, h2 = np.tanh(i1[rows] @ w1 + b1), np.tanh(i2[rows] @ w1 + b1)
        return (h1 - h2) @ w2 + (i1[rows] - i2[rows]) @ lin, h1, h2

    best, kept = float("inf"), None
    index = np.where(fit)[0]
    for _ in range(epochs):
        r.shuffle(index)
        for s in range(0, len(index), 1024):
            rows = index[s:s + 1024]
            z, h1, h2 = log_odds(params, rows)
            e = (1 / (1 + np.exp(-z)) - won[rows]) / len(rows)
            w1, _, w2, _ = params
            d1, d2 = np.outer(e, w2) * (1 - h1 ** 2), -np.outer(e, w2) * (1 - h2 ** 2)
            grads = [i1[rows].T @ d1 + i2[rows].T @ d2 + l2 * w1, d1.sum(0) + d2.sum(0),
                     (h1 - h2).T @ e + l2 * w2, (i1[rows] - i2[rows]).T @ e]
            for j, g in enumerate(grads):
                m1[j] = 0.9 * m1[j] + 0.1 * g
                m2[j] = 0.999 * m2[j] + 0.001 * g ** 2
                params[j] -= lr * m1[j] / (np.sqrt(m2[j]) + 1e-8)
            keep_signs(params, k)
        loss = log_loss(log_odds(params, stop)[0], won[stop])
        if loss < best:
            best, kept = loss, [p.copy() for p in params]
    w1, b1, w2, lin = kept
    return dict(seat_mean=mu, seat_scale=sd, game_mean=gm, game_scale=gs, mine=w1[:k].T, theirs=w1[k:2 * k].T,
                game=w1[2 * k:].T, bias=b1, out=w2, linear=lin[:k] - lin[k:2 * k])


def spread(x):
    """Each column's standard deviation; 1 for a column that hardly varies (it carries nothing)."""
    sd = x.std(0)
    return np.where(sd > 1e-3, sd, 1.0)


def log_loss(z, won) -> float:
    p = np.clip(1 / (1 + np.exp(-z)), 1e-9, 1 - 1e-9)
    return float(-np.mean(won * np.log(p) + (1 - won) * np.log(1 - p)))


def literal(params: dict, sharpness: float) -> str:
    """``params`` as the ``NET2 = Net(...)`` statement of ``value.py``: a line a field, a row of a matrix
    (a hidden unit's weights) to a line."""
    def nums(v) -> str:
        return "(" + ", ".join(f"{x:.4f}" for x in v) + ")"
    lines = ["NET2 = Net("]
    for name, v in params.items():
        if v.ndim == 2:
            lines += [f"    {name}=("] + [f"        {nums(row)}," for row in v] + ["    ),"]
        else:
            lines += textwrap.wrap(f"{name}={nums(v)},", 116, initial_indent="    ",
                                   subsequent_indent="    " + " " * (len(name) + 2))
    return "\n".join(lines + [f"    sharpness={sharpness:.2f},", ")"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m research.fit_value", description=__doc__.split("\n")[0])
    parser.add_argument("--logs", nargs="+", metavar="DIR", required=True)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    paths = sorted(p for d in args.logs for p in glob.glob(os.path.join(d, "game_*.jsonl")))
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        games = [g for g in pool.map(game_rows, paths, chunksize=10) if g]
    if not games:
        parser.error("no finished two-player game in those folders")
    random.Random(1).shuffle(games)
    part = [0] * (len(games) * 7 // 10) + [1] * (len(games) * 85 // 100 - len(games) * 7 // 10)
    part += [2] * (len(games) - len(part))
    x = np.array([row for rows, _ in games for row in rows])
    won = np.array([float(w == 0) for rows, w in games for _ in rows])
    which = np.array([p for p, (rows, _) in zip(part, games, strict=True) for _ in rows])
    k = len(SEAT_FEATURES)
    a, b, g = x[:, :k], x[:, k:2 * k], x[:, 2 * k:]
    assert g.shape[1] == len(GAME_FEATURES)
    fit, stop, test = which == 0, which == 1, which == 2
    params = train(a, b, g, won, fit, stop)
    net = Net(**{name: tuple(map(tuple, v)) if v.ndim == 2 else tuple(v) for name, v in params.items()})
    z = np.array([net.log_odds(tuple(a[i]), tuple(b[i]), tuple(g[i])) for i in np.where(test)[0]])
    u = linear_log_odds(a[test], b[test])
    temps = [t / 2 for t in range(2, 21)]
    lin_loss, lin_t = min((log_loss(u / t, won[test]), t) for t in temps)
    print(f"{len(games)} games, {len(x)} samples ({fit.sum()} training, {stop.sum()} stopping, {test.sum()} test)")
    print(f"held-out log loss: network {log_loss(z, won[test]):.4f}; SEARCH[2] {lin_loss:.4f} at temperature "
          f"{lin_t:.1f}; no model {log_loss(0 * z, won[test]):.4f}")
    print(literal(params, lin_t / TEMPERATURE))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
