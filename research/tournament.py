"""A research tournament: ``python -m game simulate`` over every bot of ``research.bots`` (the trials,
``expert``, ``name@N``), its runs set side by side deal by deal with ``--paired``.

    python -m research.tournament --seats hard,greedy --games 200 --seed 152000 --jobs 2 --log-dir runs/hard
    python -m research.tournament --seats hard-t4,greedy --games 200 --seed 152000 --jobs 2 --paired runs/hard

It takes ``simulate``'s arguments and prints its progress and report; a game is dealt and played as
``simulate`` plays it (the bots' seeds from the game's seed, the step and the seat), so ``hard,greedy`` here
plays the very games it plays there. ``--log-dir`` also leaves ``run.json`` (``paired.write_run``) beside
the games, and ``--paired DIR...`` ends the report with entry 0's wins here beside those of the runs logged
in DIR, deal by deal (``paired.describe``).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from game.ai import bot_seed
from game.cli import entries, game_result, tournament, tournament_arguments
from game.rules import Setup, apply, legal_actions, new_game, to_act, view

from .bots import Known, make_bot
from .paired import deal, describe, entry_seat, logged, pair, run_seats, write_run


def play_one(job: tuple) -> dict:
    """One game of a tournament (``game.cli._play_one``'s ``job`` and result), its bots made by
    ``research.bots.make_bot``."""
    index, players, names, seed, variants, rotate, _, _ = job
    entry_of_seat = entries(index, players, rotate)
    game_seed = seed + index
    st, events = new_game(Setup(players, game_seed, frozenset(variants)))
    events = list(events)
    times: dict = {entry: [] for entry in range(players)}
    step = 0
    while (seat := to_act(st)) is not None:
        legal = legal_actions(st)
        bot = make_bot(names[entry_of_seat[seat]], bot_seed(game_seed, step, seat))
        t0 = time.perf_counter()
        action = bot.choose(view(st, seat), list(legal))
        if len(legal) > 1:
            times[entry_of_seat[seat]].append(time.perf_counter() - t0)
        st, new = apply(st, action)
        events += new
        step += 1
    return game_result(job, st, events, step, times)


def main(argv: list[str] | None = None, out=None) -> int:
    parser = tournament_arguments(argparse.ArgumentParser(prog="python -m research.tournament",
                                                          description=__doc__.split("\n")[0]))
    parser.add_argument("--paired", nargs="+", default=None, metavar="DIR",
                        help="set the first bot's wins deal by deal beside those of earlier runs' --log-dir DIR")
    args = parser.parse_args(argv)
    out = out if out is not None else sys.stdout
    there = {}
    for folder in args.paired or ():
        games = logged(folder) if os.path.isdir(folder) else {}
        if not games:
            print(f"tournament: --paired: no finished game logged in {folder}", file=sys.stderr)
            return 2
        there.update(games)
    results = tournament(args, out, play_one, Known())
    if results is None:
        return 2
    names = [n.strip() for n in args.seats.split(",") if n.strip()]
    players = args.players or len(names)
    if args.log_dir:
        write_run(args.log_dir, names, not args.no_rotate)
    if args.paired:
        variants = [v.strip() for v in args.variants.split(",") if v.strip()]
        here = {deal(players, variants, args.seed + i, entry_seat(i, players, not args.no_rotate)): r["winner"] == 0
                for i, r in enumerate(results)}
        print(f"paired with {', '.join(args.paired)}, deal by deal:", file=out)
        print(describe(pair(here, there), names[0], (run_seats(args.paired[0]) or ["its first bot"])[0]), file=out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
