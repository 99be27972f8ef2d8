"""The Expert bot: the Hard search in parts over processes, its choice fixed by (seed, iterations, parts)."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from game.ai import make_bot
from game.ai.search import Budget
from game.match import Match
from research.expert import ExpertBot, Helpers, Part, merged, part_seed, run_part

ITERATIONS = 40


def _requests(seed: int, count: int) -> list:
    """The first ``count`` searched decisions of seat 0 of a game against greedy (the game played by greedy
    choices for both seats, so it is quick)."""
    m = Match.new(("hard", "greedy"), seed=seed)
    found = []
    while len(found) < count and (request := m.bot_request()) is not None:
        if request.seat == 0 and len(request.legal) > 1 and m.state.turn >= 1:
            found.append(request)
        m.submit(make_bot("greedy", request.seed).choose(request.view, list(request.legal)), at_step=request.step)
    return found


def _choose(request, workers: int = 2):
    return ExpertBot(request.seed, Budget(seconds=60.0, iterations=ITERATIONS), workers).choose(
        request.view, list(request.legal))


def test_the_choice_is_the_same_in_helper_processes_or_one_after_another(monkeypatch):
    requests = _requests(3, 4)
    assert len(requests) == 4
    parallel = [_choose(r) for r in requests]
    assert parallel == [_choose(r) for r in requests]  # again, the helpers already running
    monkeypatch.setenv("EXPERT_PROCESSES", "0")
    assert parallel == [_choose(r) for r in requests]
    assert all(a in r.legal for a, r in zip(parallel, requests, strict=True))


def test_parts_have_their_own_seeds_and_merge_by_visits():
    [request] = _requests(4, 1)
    assert part_seed(1, 0) != part_seed(1, 1) != part_seed(2, 1)
    from game.ai.heuristics import SEARCH

    parts = [Part(request.view, request.legal, SEARCH[2], part_seed(request.seed, k), ITERATIONS, 60.0)
             for k in range(2)]
    (one, n1), (two, n2) = (run_part(p) for p in parts)
    assert n1 == n2 == ITERATIONS
    root = merged([one, two], 2)
    for a, node in root.items():
        assert node.visits == one.get(a, (0,))[0] + two.get(a, (0,))[0]
    assert sum(n.visits for n in root.values()) == 2 * ITERATIONS


HOLDER = """
import sys, time
from research.expert import Helpers
helpers = Helpers(2)
print(" ".join(str(p.pid) for p in helpers.processes), flush=True)
time.sleep(120)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX kill -9; Windows ends children by job objects")
def test_helpers_end_with_the_process_that_started_them():
    psutil = pytest.importorskip("psutil")
    holder = subprocess.Popen([sys.executable, "-c", HOLDER], stdout=subprocess.PIPE, text=True,
                              cwd=os.getcwd())
    try:
        pids = [int(p) for p in holder.stdout.readline().split()]
        helpers = [psutil.Process(p) for p in pids]
        assert len(helpers) == 2 and all(h.is_running() for h in helpers)
    finally:
        holder.kill()
        holder.wait()
    assert _all_end(helpers, psutil), "helpers still running 2 s after their parent was killed"


def _all_end(processes, psutil, timeout: float = 2.0) -> bool:
    """Whether every process has exited (a zombie has: only its exit status waits to be read) within
    ``timeout`` seconds."""

    def running(p) -> bool:
        try:
            return p.status() != psutil.STATUS_ZOMBIE
        except psutil.NoSuchProcess:
            return False

    end = time.monotonic() + timeout
    while any(running(p) for p in processes):
        if time.monotonic() > end:
            return False
        time.sleep(0.05)
    return True


def test_helpers_close():
    helpers = Helpers(1)
    assert helpers.alive()
    helpers.close()
    assert not any(p.is_alive() for p in helpers.processes)
