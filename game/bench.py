"""``python -m game bench``: the engine's speed figures, as ratios to their targets where it can.

Random play picks uniformly among a Match's legal actions and submits them (no bot, no view).
The reference is OpenSpiel's pure-Python ``python_block_dominoes`` played the same way in the same
run, if OpenSpiel is installed (``pip install open_spiel``); only player decisions are counted.
"""

from __future__ import annotations

import random
import time

from game.match import Match
from game.rules import replay


def random_game(players: int, seed: int, variants: frozenset = frozenset()) -> tuple[int, list]:
    """Play one random game through a Match; return its number of decisions and its events."""
    rng = random.Random(seed)
    match = Match.new(("random",) * players, seed, variants=variants)
    while match.to_act is not None:
        match.submit(rng.choice(match.legal()), at_step=match.step)
    return match.step, match.events


def _rate(players: int, seconds: float, variants: frozenset = frozenset()) -> tuple[float, float, int]:
    start = time.perf_counter()
    games = decisions = 0
    while time.perf_counter() - start < seconds:
        d, _ = random_game(players, games, variants)
        games += 1
        decisions += d
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed, games


def _reference(seconds: float) -> float | None:
    try:
        import open_spiel.python.games  # noqa: F401  (registers the Python games)
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("python_block_dominoes")
    rng = random.Random(0)
    start = time.perf_counter()
    decisions = 0
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
    return decisions / (time.perf_counter() - start)


def _fold_ms(repeats: int = 30) -> tuple[float, int]:
    """Best time to fold the events of the longest of a few 4-player games into its final state."""
    events = max((random_game(4, seed)[1] for seed in range(20)), key=len)
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        replay(events)
        best = min(best, time.perf_counter() - start)
    return best * 1000, len(events)


def run_bench(seconds: float = 5.0) -> None:
    print(f"bench: random play on one core, {seconds:.0f} s per figure")
    g2, d2, n2 = _rate(2, seconds)
    print(f"  2 players: {g2:8.1f} games/s  {d2:9.0f} decisions/s  ({n2} games; target 200 games/s: "
          f"{g2 / 200:.2f}x)")
    g4, d4, n4 = _rate(4, seconds)
    print(f"  4 players: {g4:8.1f} games/s  {d4:9.0f} decisions/s  ({n4} games; target 60 games/s: "
          f"{g4 / 60:.2f}x)")
    for players, without in ((2, g2), (4, g4)):
        gi, di, ni = _rate(players, seconds, frozenset({"items"}))
        print(f"  {players} players with Items: {gi:8.1f} games/s  {di:9.0f} decisions/s  ({ni} games; "
              f"{gi / without:.2f}x the games/s without, aim 0.85)")
    ref = _reference(seconds)
    if ref is None:
        print("  reference python_block_dominoes: not installed (pip install -e '.[bench]', or open_spiel)")
    else:
        print(f"  reference python_block_dominoes: {ref:9.0f} decisions/s; ratio 2p {d2 / ref:.2f}, "
              f"4p {d4 / ref:.2f} (aim 0.6)")
    ms, count = _fold_ms()
    print(f"  fold a 4-player game ({count} events) into its final state: {ms:.2f} ms (target 5 ms: "
          f"{5 / ms:.2f}x headroom)")
    run_hard_bench(seconds)


def hard_decisions(seconds: float, seed: int = 0, name: str = "hard", cpu: list | None = None,
                   players: int = 2) -> tuple[list, list]:
    """Play whole games of ``players``, ``name`` (the ``hard`` bot) in a different seat each game and
    ``greedy`` in the others, through a Match until ``seconds`` have passed; return the time and the
    iterations of each of its decisions that had a real choice (two or more legal actions). Whole games, so
    the sample is not weighted to the opening, where Rooms are placed. Each decision is ``think``'s, made
    here with the bot at hand to read its iterations. ``cpu``, if given, gets the CPU time of this process
    for each of those decisions."""
    from game.ai import make_bot

    times, iterations = [], []
    start = time.perf_counter()
    game = 0
    while time.perf_counter() - start < seconds:
        seats = ["greedy"] * players
        seats[game % players] = name
        match = Match.new(tuple(seats), seed + game)
        while (request := match.bot_request()) is not None:
            bot = make_bot(request.bot, request.seed)
            t0, c0 = time.perf_counter(), time.process_time()
            action = bot.choose(request.view, list(request.legal))
            if request.bot == name and len(request.legal) > 1:
                times.append(time.perf_counter() - t0)
                if cpu is not None:
                    cpu.append(time.process_time() - c0)
                iterations.append(bot.last_iterations)
            match.submit(action, at_step=request.step)
        game += 1
    return times, iterations


def _quantile(values: list, q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


TARGETS = {"hard": (0.3, 1.0)}  # median and p95 seconds of a decision with a choice


def run_hard_bench(seconds: float, name: str = "hard") -> None:
    """``name``'s decision times against greedy, in two-player and in four-player games (where a search
    iteration walks more seats' answers)."""
    median, p95 = TARGETS.get(name, TARGETS["hard"])
    for players in (2, 4):
        # about 200 decisions: Room placing (``Budget.build_factor`` times the time) is some 40% of them, so a
        # smaller sample can put the median on the wrong side of that split
        cpu: list = []
        times, iterations = hard_decisions(max(seconds * 12, 60.0), name=name, cpu=cpu, players=players)
        searched = [i for i in iterations if i]
        print(f"  {name} bot, {players} players: {len(times)} decisions with a choice; "
              f"{sum(searched) / max(1, len(searched)):.0f} iterations per searched decision; median "
              f"{_quantile(times, 0.5):.3f} s, p95 {_quantile(times, 0.95):.3f} s (targets {median:g} s / {p95:g} s: "
              f"{median / _quantile(times, 0.5):.2f}x / {p95 / _quantile(times, 0.95):.2f}x)")
        # on a machine busy with other work the times above grow; this process's CPU time does not
        print(f"    CPU time of this process: median {_quantile(cpu, 0.5):.3f} s, p95 {_quantile(cpu, 0.95):.3f} s")
