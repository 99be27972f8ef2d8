"""``python -m game bench --screen``: the screen's figures against the targets of the table issue.

- frame work (input, update, draw, and the canvas scaled into the window; without the wait for the next
  frame and without the flip that hands the frame to the system), 95th percentile, at 1280x720 while a
  4-player bot game plays its animations at 1x (target 4 ms); the flip is measured apart;
- frame interval (Clock.tick at 60 FPS), 95th percentile, while hard bots think in the worker process
  (target 18 ms);
- start to first frame: ``python -m game play`` run to its first presented frame, from process launch
  (target 1.0 s; the figure includes closing the window again, so it is an upper bound);
- resident memory after a whole 4-player game through the table (target 150 MB);
- Continue at turn 7: from opening a saved game (its file read, the table made) to the first frame showing
  the step it was saved at, at 1x (target 1.0 s).

Runs with whatever video driver is set (use SDL_VIDEODRIVER=dummy for a headless machine).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pygame


def _p95(values: list[float]) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(0.95 * len(values)))]


def resident_mb() -> float | None:
    """This process's resident memory in MB (Linux /proc, else the peak from resource), or None."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, AttributeError):
        pass
    try:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 1024
    except ImportError:
        return None


def _table_app(seats, speed, bots, seed: int):
    from game.match import Match
    from scenes.app import App
    from scenes.table import TableScene

    app = App(window_size=(1280, 720), fps=0)
    table = TableScene(Match.new(seats, seed=seed), speed=speed, bots=bots, autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    return app, table


def frame_work(frames: int = 2400) -> tuple[float, float, float, int]:
    """(p95 ms, median ms, p95 ms of the flip, frames) of one frame's work during a 4-player game at 1x."""
    from scenes.bots import BotWorker

    with BotWorker() as bots:
        app, table = _table_app(("greedy",) * 4, 1, bots, seed=3)
        work, flips = [], []
        for _ in range(frames):
            start = time.perf_counter()
            for event in pygame.event.get():
                app.stack.handle_event(event)
            app.stack.update(1 / 60)
            app.stack.draw(app.presenter.canvas)
            app.presenter.compose()
            done = time.perf_counter()
            pygame.display.flip()
            work.append((done - start) * 1000)
            flips.append((time.perf_counter() - done) * 1000)
            if table.match.over and table.director.idle:
                break
        app.stack.clear()
        app.stack.apply_pending()
    return _p95(work), sorted(work)[len(work) // 2], _p95(flips), len(work)


def frame_interval(frames: int = 600) -> tuple[float, int]:
    """(p95 ms, frames) between frames at 60 FPS while hard bots think, the animations instant."""
    from scenes.bots import BotWorker

    with BotWorker() as bots:
        app, table = _table_app(("hard", "hard"), "instant", bots, seed=5)
        intervals, thinking = [], 0
        clock = pygame.time.Clock()
        clock.tick()
        for _ in range(frames):
            for event in pygame.event.get():
                app.stack.handle_event(event)
            app.stack.update(1 / 60)
            app.stack.draw(app.presenter.canvas)
            app.presenter.present()
            intervals.append(clock.tick(60))
            thinking += bots.thinking is not None
        app.stack.clear()
        app.stack.apply_pending()
    return _p95(intervals), thinking


def start_to_first_frame() -> float:
    """Seconds from launching ``python -m game play`` to its exit after the first frame."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "game", "play", "--seats", "human,greedy", "--max-frames", "1"],
                          check=False, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if done.returncode not in (0, 3):  # 3: stopped after its frames, as asked
        raise RuntimeError(f"python -m game play failed: {done.stderr.strip()[-300:]}")
    return time.perf_counter() - start


def memory_after_game() -> float | None:
    """Resident MB of a fresh process after a whole 4-player game through the table at instant speed."""
    done = subprocess.run([sys.executable, "-c", "from scenes.dev.bench_screen import _memory_child; _memory_child()"],
                          check=True, capture_output=True, text=True)
    value = done.stdout.strip().splitlines()[-1]
    return None if value == "None" else float(value)


def _memory_child() -> None:
    app, table = _table_app(("greedy",) * 4, "instant", None, seed=7)
    table.match.play_bots()
    for _ in range(5):
        app.stack.update(1 / 60)
        app.stack.draw(app.presenter.canvas)
        app.presenter.present()
    print(resident_mb())


def saved_game_at_turn(turn: int, folder, seed: int = 5):
    """The path of a 2-player game between greedy bots saved as the Build phase of ``turn`` begins."""
    from game.ai import think
    from game.match import Match
    from game.rules import Phase
    from game.saves import save

    match = Match.new(("greedy", "greedy"), seed=seed)
    while not match.over and (match.state.turn < turn or match.state.phase != Phase.BUILD):
        match.submit(think(match.bot_request()), at_step=match.step)
    path = os.path.join(folder, f"turn{turn}.json")
    save(match, path)
    return path


def continue_to_current_step(turn: int = 7, give_up: float = 150.0) -> tuple[float, int, int]:
    """(seconds, events, frames) from opening a game saved at ``turn`` (read from its file, the table made, as
    Continue does) to the end of the first frame whose table shows the step it was saved at, at 1x, frames
    advancing by the time they take; ``give_up`` seconds at most."""
    import tempfile

    from game.saves import load
    from scenes.app import App
    from scenes.table import TableScene

    with tempfile.TemporaryDirectory() as folder:
        path = saved_game_at_turn(turn, folder)
        app = App(window_size=(1280, 720), fps=0)
        start = last = time.perf_counter()
        match = load(path)
        table = TableScene(match, speed=1, autosave=False)
        app.stack.push(table)
        app.stack.apply_pending()
        events, frames = len(match.events), 0
        while True:
            for event in pygame.event.get():
                app.stack.handle_event(event)
            now = time.perf_counter()
            app.stack.update(now - last)
            last = now
            app.stack.draw(app.presenter.canvas)
            app.presenter.present()
            frames += 1
            if table.director.cursor >= events or now - start > give_up:
                break
        seconds = time.perf_counter() - start
        app.stack.clear()
        app.stack.apply_pending()
    return seconds, events, frames


def run_screen_bench() -> None:
    print(f"bench --screen (video driver: {os.environ.get('SDL_VIDEODRIVER', 'default')})")
    first = start_to_first_frame()
    print(f"  start to first frame: {first:.2f} s (target 1.0 s: {1.0 / first:.2f}x)")
    p95, median, flip, n = frame_work()
    print(f"  frame work at 1280x720, 4 players at 1x: p95 {p95:.2f} ms, median {median:.2f} ms over {n} frames "
          f"(target 4 ms: {4 / p95:.2f}x); the flip to the screen apart: p95 {flip:.2f} ms")
    p95, thinking = frame_interval()
    print(f"  frame interval while hard bots think: p95 {p95:.1f} ms ({thinking} frames with a bot thinking; "
          f"target 18 ms: {18 / p95:.2f}x)")
    seconds, events, frames = continue_to_current_step()
    print(f"  Continue at turn 7 ({events} events) to its first frame at the saved step: {seconds:.2f} s, "
          f"{frames} frames (target 1.0 s: {1.0 / seconds:.2f}x)")
    mb = memory_after_game()
    print("  resident memory after a 4-player game: " + ("n/a" if mb is None else
          f"{mb:.0f} MB (target 150 MB: {150 / mb:.2f}x)"))
