"""Tune the evaluation's weights for play: ``python -m research.tune --deals 400 --seed 200000 --jobs 2``.

Where ``research.fit`` fits the weights to who won, this moves them toward what wins: the greedy judgement
with the candidate weights plays two-player games against greedy as it is (``heuristics.DEFAULT``), each
deal from both seats, so a deal the cards decide counts once for each side. Coordinate search: each round
tries every weight in turn at 0.6 and 1.5 times its value (plus and minus 0.3 near zero) and keeps the
first move that wins more than ``margin`` of the games above the best so far; it stops after a round
without a move. Every game's bots take their seeds from the deal and the step (``bot_seed``), so a run
is the same on every machine. Prints each trial and ends with a ``Weights(...)`` line.
"""

from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, fields, replace

from game.ai import bot_seed
from game.ai.greedy import GreedyBot
from game.ai.heuristics import DEFAULT, Weights
from game.rules import Setup, apply, legal_actions, new_game, to_act, view

TUNED = ("wound", "wound_late", "next_turn", "next_wound", "growth", "room", "damage", "level", "hand", "card")


def play_deal(job: tuple) -> int:
    """One game of ``job`` = (seed, weights as a dict, seat): 1 if greedy with those weights, in ``seat``,
    beat greedy with ``DEFAULT``, else 0."""
    seed, weights, seat = job
    st, _ = new_game(Setup(2, seed))
    step = 0
    while st.outcome is None:
        s = to_act(st)
        bot = GreedyBot(bot_seed(seed, step, s))
        if s == seat:
            bot.weights = Weights(**weights)
        st, _ = apply(st, bot.choose(view(st, s), legal_actions(st, s)))
        step += 1
    return int(st.outcome.winner == seat)


def wins(w: Weights, seeds, pool=None) -> int:
    """Games greedy with ``w`` won of the deals ``seeds``, each played from both seats."""
    jobs = [(seed, asdict(w), seat) for seed in seeds for seat in (0, 1)]
    return sum(pool.map(play_deal, jobs, chunksize=8) if pool else map(play_deal, jobs))


def moves(value: float) -> tuple:
    """The values a weight is tried at next."""
    return (value * 0.6, value * 1.5) if abs(value) > 0.05 else (value + 0.3, value - 0.3)


def tune(start: Weights, seeds, rounds: int = 3, margin: float = 0.01, names=TUNED, pool=None, out=print) -> Weights:
    """``start`` moved by coordinate search (module docstring) over the weights ``names`` on the deals ``seeds``."""
    games = 2 * len(seeds)
    best, best_wins = start, wins(start, seeds, pool)
    out(f"start: {best_wins} of {games}")
    for r in range(rounds):
        moved = False
        for name in names:
            for value in moves(getattr(best, name)):
                trial = replace(best, **{name: round(value, 3)})
                won = wins(trial, seeds, pool)
                out(f"round {r + 1}: {name} {getattr(trial, name)}: {won} of {games} (best {best_wins})")
                if won > best_wins + margin * games:
                    best, best_wins, moved = trial, won, True
                    break
        if not moved:
            break
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m research.tune", description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=200_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--margin", type=float, default=0.01, help="a move must win this share of the games more")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    seeds = range(args.seed, args.seed + args.deals)
    with ProcessPoolExecutor(args.jobs) as pool:
        w = tune(DEFAULT, seeds, args.rounds, args.margin, pool=pool)
    changed = ", ".join(f"{f.name}={getattr(w, f.name)}" for f in fields(w) if getattr(w, f.name) != f.default)
    print(f"Weights({changed})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
