"""``python -m game bench --screen``: the screen's figures against the targets of the table issue.

- frame work (update + draw + present, without the wait for the next frame), 95th percentile, at
  1280x720 while a 4-player bot game plays its animations at 1x (target 4 ms);
- frame interval (Clock.tick at 60 FPS), 95th percentile, while hard bots think in the worker process
  (target 18 ms);
- start to first frame: ``python -m game play`` run to its first presented frame, from process launch
  (target 1.0 s; the figure includes closing the window again, so it is an upper bound);
- resident memory after a whole 4-player game through the table (target 150 MB).

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


def frame_work(frames: int = 1200) -> tuple[float, float, int]:
    """(p95 ms, median ms, frames) of one frame's work during a 4-player game at 1x."""
    from scenes.bots import BotWorker

    with BotWorker() as bots:
        app, table = _table_app(("greedy",) * 4, 1, bots, seed=3)
        times = []
        for _ in range(frames):
            start = time.perf_counter()
            for event in pygame.event.get():
                app.stack.handle_event(event)
            app.stack.update(1 / 60)
            app.stack.draw(app.presenter.canvas)
            app.presenter.present()
            times.append((time.perf_counter() - start) * 1000)
            if table.match.over and table.director.idle:
                break
        app.stack.clear()
        app.stack.apply_pending()
    times.sort()
    return _p95(times), times[len(times) // 2], len(times)


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
    subprocess.run([sys.executable, "-m", "game", "play", "--seats", "human,greedy", "--max-frames", "1"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def memory_after_game() -> float | None:
    """Resident MB after a whole 4-player game through the table at instant speed."""
    app, table = _table_app(("greedy",) * 4, "instant", None, seed=7)
    table.match.play_bots()
    for _ in range(5):
        app.stack.update(1 / 60)
        app.stack.draw(app.presenter.canvas)
        app.presenter.present()
    return resident_mb()


def run_screen_bench() -> None:
    print(f"bench --screen (video driver: {os.environ.get('SDL_VIDEODRIVER', 'default')})")
    first = start_to_first_frame()
    print(f"  start to first frame: {first:.2f} s (target 1.0 s: {1.0 / first:.2f}x)")
    p95, median, n = frame_work()
    print(f"  frame work at 1280x720, 4 players at 1x: p95 {p95:.2f} ms, median {median:.2f} ms over {n} frames "
          f"(target 4 ms: {4 / p95:.2f}x)")
    p95, thinking = frame_interval()
    print(f"  frame interval while hard bots think: p95 {p95:.1f} ms ({thinking} frames with a bot thinking; "
          f"target 18 ms: {18 / p95:.2f}x)")
    mb = memory_after_game()
    print("  resident memory after a 4-player game: " + ("n/a" if mb is None else
          f"{mb:.0f} MB (target 150 MB: {150 / mb:.2f}x)"))
