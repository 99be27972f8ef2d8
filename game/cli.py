"""``python -m game`` subcommands: the title screen (no subcommand), play, replay, shots, simulate, bench."""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor


def main(argv: list[str] | None = None) -> int:
    from game.settings import SPEEDS

    parser = argparse.ArgumentParser(prog="python -m game", description="Boss Monster (unofficial fan game)")
    speed_words = tuple(map(str, SPEEDS))
    sub = parser.add_subparsers(dest="command")

    tournament_arguments(sub.add_parser("simulate", help="play headless games between bots and print win rates"))

    play_cmd = sub.add_parser("play", help="start a game at once, skipping the title screen")
    play_cmd.add_argument("--seats", default="human,normal",
                      help="comma-separated, one per seat: human, easy, normal, hard (also random, greedy)")
    play_cmd.add_argument("--seed", type=int, default=None)
    play_cmd.add_argument("--speed", choices=speed_words, default=None,
                          help="animation speed (default: the one in the settings)")
    play_cmd.add_argument("--variants", default="", help="comma-separated: i_choose_you, machinations, items, ...")
    play_cmd.add_argument("--continue", dest="resume", action="store_true", help="the autosaved game")
    play_cmd.add_argument("--autoquit", action="store_true",
                      help="close the window when the game ends and exit 0 (a bot-only smoke test)")
    play_cmd.add_argument("--max-frames", type=int, default=None, help=argparse.SUPPRESS)  # bench: first frame

    replay_cmd = sub.add_parser("replay", help="watch a saved game or a replay again in the replay viewer")
    replay_cmd.add_argument("file", help="a save or replay file (saves/ and replays/ in the data folder)")
    replay_cmd.add_argument("--speed", choices=speed_words, default="1", help="animation speed")
    replay_cmd.add_argument("--autoquit", action="store_true",
                            help="close the window once the end is shown and exit 0 (a smoke test)")

    shots_cmd = sub.add_parser("shots", help="save PNG screenshots of every screen to a folder")
    shots_cmd.add_argument("dir", help="the folder to write into (created if needed)")
    shots_cmd.add_argument("--size", default="1280x720", help="window size, WxH (default 1280x720)")

    bench = sub.add_parser("bench", help="print the engine's speed figures")
    bench.add_argument("--seconds", type=float, default=5.0, help="time spent on each measurement")
    bench.add_argument("--screen", action="store_true", help="the screen's figures instead (opens a window)")
    bench.add_argument("--bot", default=None, help="only this searching bot's decision times (hard), "
                       "over at least a minute of games against greedy")

    args = parser.parse_args(argv)
    if args.command is None:
        return open_window()
    if args.command == "play":
        return play(args)
    if args.command == "replay":
        return replay(args)
    if args.command == "shots":
        return shots(args)
    if args.command == "simulate":
        return simulate(args)
    if args.command == "bench":
        if args.screen:
            from scenes.dev.bench_screen import run_screen_bench

            run_screen_bench()
            return 0
        if args.bot:
            from game.ai import BOTS
            from game.bench import run_hard_bench

            if args.bot not in BOTS:
                print(f"bench: unknown bot {args.bot!r} (known: {', '.join(sorted(BOTS))})", file=sys.stderr)
                return 2
            run_hard_bench(args.seconds, args.bot)
            return 0
        from game.bench import run_bench

        run_bench(args.seconds)
        return 0
    parser.print_help()
    return 0


def play(args) -> int:
    """``play``: a game straight away, or (``--continue``) the autosaved one."""
    from game.match import Match
    from game.saves import SaveError, autosave_path, load
    from game.settings import parse_speed

    try:
        if args.resume:
            match = load(autosave_path())
        else:
            variants = frozenset(v.strip() for v in args.variants.split(",") if v.strip())
            match = Match.new([s.strip() for s in args.seats.split(",") if s.strip()], seed=args.seed,
                              variants=variants)
    except (ValueError, SaveError) as exc:
        print(f"python -m game play: {exc}", file=sys.stderr)
        return 2
    speed = None if args.speed is None else parse_speed(args.speed)
    return open_window(match, speed, args.autoquit, args.max_frames)


def replay(args) -> int:
    """``replay FILE``: the game the file holds, played again in the replay viewer; a file that cannot be
    loaded gets its one-line reason and exit code 2."""
    from game.saves import SaveError, load
    from game.settings import parse_speed

    try:
        match = load(args.file)
    except SaveError as exc:
        print(f"python -m game replay: {exc}", file=sys.stderr)
        return 2
    from scenes.app import App
    from scenes.replay import ReplayScene
    from scenes.sound import Sound

    speed = parse_speed(args.speed)
    app = App()
    return app.run(ReplayScene(match, speed=speed, autoquit=args.autoquit, sound=Sound()))


def shots(args) -> int:
    """``shots DIR``: the screenshots, and where they went."""
    from pathlib import Path

    from scenes.dev.shots import take_shots

    try:
        size = tuple(int(n) for n in args.size.lower().split("x"))
        if len(size) != 2 or min(size) < 320:
            raise ValueError
    except ValueError:
        print(f"python -m game shots: --size wants WxH of at least 320x320, not {args.size!r}", file=sys.stderr)
        return 2
    for path in take_shots(Path(args.dir), size):
        print(path)
    return 0


def open_window(match=None, speed=None, autoquit: bool = False, max_frames: int | None = None) -> int:
    """Open the game window on the title screen, or on the table of ``match``; its exit code."""
    from scenes.app import App
    from scenes.shell import Shell

    app = App()
    shell = Shell(app.stack, speed=speed, autoquit=autoquit, app=app)
    try:
        return app.run(shell.title() if match is None else shell.table(match), max_frames)
    finally:
        shell.close()


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def entries(index: int, players: int, rotate: bool) -> list:
    """Which entry of ``--seats`` sits in each seat in game ``index`` of a tournament: the seats turn one place
    a game, unless ``rotate`` is off."""
    shift = index % players if rotate else 0
    return [(seat + shift) % players for seat in range(players)]


def _play_one(job: tuple) -> dict:
    """One game: ``job`` = (index, players, names, seed, variants, rotate, log_dir, card_stats); game ``index``
    is dealt from ``seed + index``. Its ``game_result``."""
    from game.ai import think
    from game.match import Match

    index, players, names, seed, variants, rotate, log_dir, card_stats = job
    entry_of_seat = entries(index, players, rotate)
    match = Match.new(tuple(names[entry] for entry in entry_of_seat), seed + index, frozenset(variants))
    times: dict = {entry: [] for entry in range(players)}
    while (request := match.bot_request()) is not None:
        t0 = time.perf_counter()
        action = think(request)
        if len(request.legal) > 1:
            times[entry_of_seat[request.seat]].append(time.perf_counter() - t0)
        match.submit(action, at_step=request.step)
    return game_result(job, match.state, match.events, match.step, times)


def game_result(job: tuple, state, events: list, decisions: int, times: dict) -> dict:
    """What a tournament keeps of game ``job`` (as ``_play_one`` takes it), over in ``state`` after ``events``
    and ``decisions``: the winner by its entry in ``names`` (``winner``) and by its seat in the game
    (``winner_seat``), how it ended, its turns and decisions, each entry's thinking ``times`` of the decisions
    it had a choice in, with ``card_stats`` the abilities fired; with ``log_dir`` the events are written there."""
    from game.rules import encode
    from game.rules import events as E

    index, players, _, _, _, rotate, log_dir, card_stats = job
    entry_of_seat = entries(index, players, rotate)
    outcome = state.outcome
    result = {"winner": entry_of_seat[outcome.winner], "winner_seat": outcome.winner, "reason": outcome.reason,
              "turns": state.turn, "decisions": decisions, "times": times}
    if card_stats:
        stats = Counter()
        for ev in events:
            if isinstance(ev, E.AbilityUsed):
                stats[ev.card.split("#")[0]] += 1
            elif isinstance(ev, E.SpellResolved) and not ev.wasted:
                stats[ev.spell.split("#")[0]] += 1
            elif isinstance(ev, E.LevelUp):
                stats[ev.boss] += 1
        result["stats"] = stats
    if log_dir:
        path = os.path.join(log_dir, f"game_{index:05d}.jsonl")
        with open(path + ".tmp", "w", encoding="utf-8") as out:
            for ev in events:
                out.write(json.dumps(encode(ev)) + "\n")
        os.replace(path + ".tmp", path)
    return result


def _clock(seconds: float) -> str:
    seconds = int(round(seconds))
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}" if seconds >= 3600 else \
        f"{seconds // 60}:{seconds % 60:02d}"


class Progress:
    """A tournament's progress, told as games finish: on a terminal one line redrawn in place (a bar, games
    done, time elapsed and left, each bot's win rate so far); elsewhere (a pipe, a file, a CI log) a plain
    line every ``every`` games or ``seconds`` seconds, and one when the last game is in."""

    WIDTH = 24

    def __init__(self, total: int, names: list, out=None, tty: bool | None = None, every: int | None = None,
                 seconds: float = 10.0, clock=time.perf_counter) -> None:
        self.total, self.names = total, names
        self.out = out if out is not None else sys.stdout
        self.tty = self.out.isatty() if tty is None else tty
        self.every = every or max(1, total // 10)
        self.seconds, self.clock = seconds, clock
        self.start = self.last = clock()
        self.done = 0
        self.wins = Counter()
        self.drawn = 0  # the length of the line on the terminal

    def add(self, result: dict) -> None:
        self.done += 1
        self.wins[result["winner"]] += 1
        now = self.clock()
        if self.tty:
            line = self.line(now)
            self.out.write("\r" + line.ljust(self.drawn))  # spaces over the rest of a longer line before
            self.drawn = len(line)
            if self.done == self.total:
                self.out.write("\n")
        elif self.done == self.total or self.done % self.every == 0 or now - self.last >= self.seconds:
            self.out.write(self.line(now) + "\n")
            self.last = now
        self.out.flush()

    def line(self, now: float) -> str:
        elapsed = now - self.start
        left = elapsed / self.done * (self.total - self.done)
        rates = "  ".join(f"{name} {self.wins[e] / self.done:.0%}" for e, name in enumerate(self.names))
        text = f"{self.done}/{self.total} games  {_clock(elapsed)} elapsed  ~{_clock(left)} left  wins: {rates}"
        if not self.tty:
            return text
        filled = self.WIDTH * self.done // self.total
        return f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] {text}"


def _results(jobs: list, workers: int, progress: Progress, play=_play_one) -> list:
    """Every job's result by ``play``, in the order of ``jobs``, each told to ``progress`` as it comes in."""
    if workers <= 1:
        results = []
        for job in jobs:
            results.append(play(job))
            progress.add(results[-1])
        return results
    from concurrent.futures import as_completed

    results: list = [None] * len(jobs)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(play, job): i for i, job in enumerate(jobs)}
        for future in as_completed(futures):
            results[futures[future]] = future.result()
            progress.add(results[futures[future]])
    return results


def _quantile(values: list, q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def report(results: list, names: list, players: int, out=None) -> None:
    """What a tournament found: win rates with their 95% Wilson intervals by bot and by seat, how the
    games ended, their length, and each bot's time per decision."""
    out = out if out is not None else sys.stdout
    n = len(results)

    def rate(label: str, wins: int) -> None:
        low, high = wilson(wins, n)
        print(f"  {label:<12} {wins:>5} wins  {wins / n:6.1%}  (95% CI {low:5.1%} - {high:5.1%})", file=out)

    wins = Counter(r["winner"] for r in results)
    print("win rates by bot:", file=out)
    for entry, name in enumerate(names):
        rate(f"{name}" if names.count(name) == 1 else f"{name} ({entry})", wins[entry])
    by_seat = Counter(r["winner_seat"] for r in results)
    print("win rates by seat (whichever bot sat there):", file=out)
    for seat in range(players):
        rate(f"seat {seat}", by_seat[seat])
    reasons = Counter(r["reason"] for r in results)
    print("endings: " + ", ".join(f"{k} {v}" for k, v in reasons.most_common()), file=out)
    turns = [r["turns"] for r in results]
    decisions = [r["decisions"] for r in results]
    print(f"game length: mean {sum(turns) / n:.1f} turns ({min(turns)}-{max(turns)}), "
          f"{sum(decisions) / n:.1f} decisions ({min(decisions)}-{max(decisions)})", file=out)
    print("decision time (decisions with a choice):", file=out)
    for entry, name in enumerate(names):
        times = [t for r in results for t in r["times"][entry]]
        label = name if names.count(name) == 1 else f"{name} ({entry})"
        if times:
            print(f"  {label:<12} median {_quantile(times, 0.5) * 1000:8.1f} ms  p95 "
                  f"{_quantile(times, 0.95) * 1000:8.1f} ms  ({len(times)} decisions)", file=out)
        else:
            print(f"  {label:<12} no decision with a choice", file=out)


def tournament_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """``parser`` with ``simulate``'s arguments."""
    parser.add_argument("--players", type=int, default=None, help="2, 3 or 4 (default: one per seat)")
    parser.add_argument("--seats", default="random,random", help="comma-separated bot names, one per seat")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", default="", help="comma-separated: i_choose_you, machinations, items, "
                        "hard_mode, no_opening_discard")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--no-rotate", action="store_true", help="keep each bot in its seat every game")
    parser.add_argument("--log-dir", default=None, help="write each game's events as JSON Lines here")
    parser.add_argument("--card-stats", action="store_true", help="count how often each card's ability fired")
    return parser


def simulate(args, out=None) -> int:
    """``simulate``: the tournament ``args`` describe, its progress and its report; exit code 2 (each problem
    told) for arguments that describe none."""
    return 2 if tournament(args, out) is None else 0


def tournament(args, out=None, play=_play_one, bots=None) -> list | None:
    """The games ``args`` (``tournament_arguments``) describe, played by ``play`` (``_play_one``: by the bots
    of ``game.ai``; another takes the same job and knows the names of ``bots``), their progress and report
    printed to ``out``; the results in the order of the games, or None after telling each problem of ``args``."""
    from game.ai import BOTS
    from game.rules.state import VARIANTS

    bots = BOTS if bots is None else bots
    out = out if out is not None else sys.stdout
    names = [n.strip() for n in args.seats.split(",") if n.strip()]
    players = args.players or len(names)
    variants = [v.strip() for v in args.variants.split(",") if v.strip()]
    problems = []
    if not 2 <= players <= 4:
        problems.append(f"--players must be 2, 3 or 4, not {players}")
    if len(names) != players:
        problems.append(f"--seats names {len(names)} bot(s) for {players} players")
    problems += [f"unknown bot {n!r} (known: {', '.join(sorted(bots))})" for n in names if n not in bots]
    problems += [f"unknown variant {v!r} (known: {', '.join(sorted(VARIANTS))})" for v in variants
                 if v not in VARIANTS]
    if args.games < 1:
        problems.append("--games must be at least 1")
    if problems:
        for p in problems:
            print(f"simulate: {p}", file=sys.stderr)
        return None
    if args.log_dir:
        os.makedirs(args.log_dir, exist_ok=True)

    jobs = [(i, players, names, args.seed, variants, not args.no_rotate, args.log_dir, args.card_stats)
            for i in range(args.games)]
    print(f"{args.games} games, {players} players, seed {args.seed}"
          + (f", variants {','.join(variants)}" if variants else "")
          + ("" if args.no_rotate else ", seats rotated each game") + f", {args.jobs} job(s)", file=out)
    out.flush()
    progress = Progress(args.games, names, out)
    start = time.perf_counter()
    results = _results(jobs, args.jobs, progress, play)
    elapsed = time.perf_counter() - start
    print(f"all {len(results)} games ended in {elapsed:.1f} s ({len(results) / elapsed:.2f} games/s)", file=out)
    report(results, names, players, out)
    if args.card_stats:
        _print_card_stats(results)
    return results


def _print_card_stats(results: list) -> None:
    from game.cards import CARDS
    from game.rules.registry import BUILD_BLOCKERS, DAMAGE_AURAS, X_DAMAGE

    ongoing = set(DAMAGE_AURAS) | set(X_DAMAGE) | set(BUILD_BLOCKERS)
    total = Counter()
    for r in results:
        total.update(r["stats"])
    print("card abilities fired (all games; Level Ups, resolved Spells, Room abilities and triggers):")
    for kind, table in (("Boss Level Up", CARDS.bosses), ("Room", CARDS.rooms), ("Spell", CARDS.spells)):
        for card_id, card in table.items():
            if card_id == "dragon_hatchery":
                continue
            count = "ongoing" if card_id in ongoing else total[card_id]
            print(f"  {kind:<13} {card.name:<22} {count:>7}")
