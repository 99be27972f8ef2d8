"""Fit the evaluation's weights to self-play outcomes: ``python -m research.fit --players 2 --games 3000``.

Plays games between ``greedy`` bots (or, with ``--logs DIR``, replays the games ``simulate --log-dir DIR``
wrote, whatever bots played them), samples about three decisions in ten, and records the
``heuristics.FEATURES`` of every seat still in the game (the true state, this turn projected) and who
won. A conditional logit predicts the winner: each seat's chance is ``exp(w . features)`` over the sum
for the seats still in (two players: a logistic regression on the difference). Divided by the Souls
coefficient, the coefficients are ``Weights`` in Souls; one over the Souls coefficient is the
``temperature`` that would make the search's reward the fitted chance of winning (printed, for
reference). States whose projection already ends the game (10 Souls or 5 Wounds) are left out; the
evaluation scores those as won or lost. The result is printed as a ``Weights(...)`` line for
``heuristics.SEARCH``.
"""

from __future__ import annotations

import argparse
import glob
import json
import math
import os
import random
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from game import rules  # rules.evolve: the function (``from game.rules import evolve`` reads as the module)
from game.ai.heuristics import FEATURES, project, seat_features, shares
from game.rules import Setup, apply, decode, legal_actions, new_game, to_act, view
from game.rules import events as E

SAMPLE = 0.3  # the share of decisions whose state is recorded


def play_and_record(seed: int, players: int = 2) -> list:
    """One game among ``greedy`` bots: (features of each seat still in, index of the winner among them)
    per sampled decision."""
    from game.ai import make_bot

    rng = random.Random(seed)
    bots = [make_bot("greedy", seed * 10 + s) for s in range(players)]
    st, _ = new_game(Setup(players, seed))
    samples = []
    while st.outcome is None:
        if rng.random() < SAMPLE:
            samples += _sample(st)
        seat = to_act(st)
        st, _ = apply(st, bots[seat].choose(view(st, seat), legal_actions(st, seat)))
    return _labelled(samples, st.outcome.winner)


def record_log(path: str, players: int = 2) -> list:
    """``play_and_record``'s rows from a game of ``players`` that ``simulate --log-dir`` wrote (whatever bots
    played it): its states replayed from the events, sampled where a decision was awaited; [] for a game of
    another number of players or one unfinished."""
    states, winner = replay_sampled(path, players)
    return _labelled([row for st in states for row in _sample(st)], winner)


def replay_sampled(path: str, players: int) -> tuple[list, int | None]:
    """(the states of a logged game of ``players`` where a decision was awaited, about ``SAMPLE`` of them,
    chosen by the file's name; its winner), or ([], None) for another number of players or a game
    unfinished."""
    rng = random.Random(os.path.basename(path))
    with open(path, encoding="utf-8") as f:
        events = [decode(json.loads(line)) for line in f]
    if not events or events[0].players != players or not isinstance(events[-1], E.GameEnded):
        return [], None
    st, states = None, []
    for ev in events:
        st = rules.evolve(st, ev)
        if isinstance(ev, E.AwaitingDecision) and st.outcome is None and rng.random() < SAMPLE:
            states.append(st)
    return states, events[-1].winner


def _sample(st) -> list:
    """[(seats still in, their features)] for ``st``, or [] when its projection already ends the game."""
    gain_s, gain_w, nxt, damages = project(st)
    live = [s for s, p in enumerate(st.seats) if not p.out]
    feats = [seat_features(st, s, gain_s, gain_w, nxt, damages, True) for s in live]
    if len(live) > 1 and max(f[0] for f in feats) < 10 and max(f[1] for f in feats) < 5:
        return [(live, feats)]
    return []


def _labelled(samples: list, winner: int) -> list:
    return [(feats, live.index(winner)) for live, feats in samples if winner in live]


def conditional_logit(rows: list, ridge: float = 1e-3, steps: int = 12) -> list:
    """Coefficients of a conditional logit by Newton's method. A row is (one feature vector per seat
    in the running, index of the seat that won)."""
    k = len(rows[0][0][0])
    w = [0.0] * k
    for _ in range(steps):
        grad = [ridge * x for x in w]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for feats, won in rows:
            p = shares([sum(a * b for a, b in zip(w, f, strict=True)) for f in feats])
            mean = [sum(ps * f[i] for ps, f in zip(p, feats, strict=True)) for i in range(k)]
            for i in range(k):
                grad[i] += mean[i] - feats[won][i]
            for ps, f in zip(p, feats, strict=True):
                d = [a - b for a, b in zip(f, mean, strict=True)]
                for i in range(k):
                    hi, hd = hess[i], ps * d[i]
                    for j in range(k):
                        hi[j] += hd * d[j]
        step = solve_linear(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
    return w


def solve_linear(a: list, b: list) -> list:
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
    """Mean negative log chance the model gives the seat that won."""
    total = 0.0
    for feats, won in rows:
        p = shares([sum(a * b for a, b in zip(w, f, strict=True)) for f in feats])
        total -= math.log(max(1e-9, p[won]))
    return total / len(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m research.fit", description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--logs", nargs="+", metavar="DIR", help="fit to the games simulate --log-dir wrote "
                        "there (any bots) instead of playing greedy games; --games and --seed are then unused")
    parser.add_argument("--without", nargs="+", default=[], choices=FEATURES, metavar="FEATURE",
                        help="features left out of the fit (their weight is 0)")
    args = parser.parse_args(argv)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        if args.logs:
            paths = sorted(p for d in args.logs for p in glob.glob(os.path.join(d, "game_*.jsonl")))
            games = [g for g in pool.map(partial(record_log, players=args.players), paths, chunksize=10) if g]
            random.Random(1).shuffle(games)  # held-out games from every folder
        else:
            seeds = range(args.seed, args.seed + args.games)
            games = list(pool.map(partial(play_and_record, players=args.players), seeds, chunksize=20))
    if not games:
        parser.error(f"no finished game of {args.players} players to fit")
    dropped = {FEATURES.index(name) for name in args.without}
    if dropped:
        games = [[([tuple(0.0 if i in dropped else x for i, x in enumerate(f)) for f in feats], won)
                  for feats, won in g] for g in games]
    cut = len(games) * 4 // 5  # whole games held out, so a game's samples never straddle the split
    train = [r for g in games[:cut] for r in g]
    test = [r for g in games[cut:] for r in g]
    w = conditional_logit(train)
    print(f"{len(train)} training and {len(test)} held-out samples from {len(games)} games")
    uniform = sum(math.log(len(f)) for f, _ in test) / len(test)
    print(f"held-out log loss {log_loss(w, test):.4f} (no model: {uniform:.4f})")
    souls = w[0]
    for name, c in zip(FEATURES, w, strict=True):
        print(f"  {name:<14} {c:+.4f}  ({c / souls:+.3f} a Soul)")
    per = {name: c / souls for name, c in zip(FEATURES, w, strict=True)}
    print(f"Weights(wound={-per['wounds']:.2f}, wound_late={-per['wounds_past_3']:.2f}, "
          f"next_turn={per['next_turn']:.2f}, damage={per['damage']:.2f}, room={per['rooms']:.2f}, "
          f"level={per['level_ready']:.2f}, hand={per['hand_value']:.2f}, card={per['cards']:.2f})")
    print(f"temperature that would make the search's reward this chance of winning: {1 / souls:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
