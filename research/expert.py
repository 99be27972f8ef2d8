"""The ``expert`` bot: the Hard search (``game.ai.search``) with ``WORKERS`` times its iterations, spread
over processes (root parallelism). Not offered to players: it won about half its games against Hard at twice
Hard's time a decision (README.md).

A decision runs ``WORKERS`` independent searches ("parts") of the same root candidates, part ``k`` with
the seed ``part_seed(seed, k)`` and ``PART_ITERATIONS`` iterations; their root statistics are merged by
summing each action's visits (and rewards), and the most visited action is played. What comes before the
search (the greedy shortlist of the candidates, the decisions not searched) is the Hard bot's, from the
bot's own seed. So the choice depends only on the request's seed (that is: the game's seed, the step and
the seat), the iterations and the number of parts: never on which process ran a part, nor on the machine.

Part 0 runs in the calling process; the others go to helper processes (``Helpers``: ``spawn``, started
on the first Expert decision of a process and kept for the next ones). Helpers import the bots, never
pygame, and end with the process that started them: they are daemons, and each watches its parent and
exits the moment it is gone (killed or crashed). A daemon process (the screens' bot worker, when they
offered Expert) may not have children in Python; since its helpers cannot outlive it, it is allowed to
(``Helpers.__init__``). On a machine of one core, or where no process can start, the parts run one after
another in the calling process: slower, the same choice.

``cancel`` (anything with ``is_set()``) is seen by part 0 between iterations; the helpers are told through
shared memory, so all parts stop at once and the best action found so far is played.
"""

from __future__ import annotations

import ctypes
import hashlib
import multiprocessing
import multiprocessing.connection
import os
import queue
import random
import threading
import time
from dataclasses import dataclass

from game.ai.heuristics import Weights
from game.ai.search import Budget, HardBot, Node, best_of
from game.rules import Action, View

WORKERS = 2  # parts of each search (processes, when the machine has the cores)
PART_ITERATIONS = 2 * Budget().iterations  # each part's: twice the Hard bot's, so four times in all
SECONDS = 6.0  # each part's time limit: only a guard for a very slow machine, as the Hard bot's
HELPER_WAIT = 0.25  # seconds between two looks at the helpers while waiting for their parts


def part_seed(seed: int, part: int) -> int:
    """The seed of part ``part`` of a search whose bot has ``seed``."""
    digest = hashlib.blake2b(f"expert/{seed}/{part}".encode(), digest_size=6).digest()
    return int.from_bytes(digest, "big")


@dataclass(frozen=True)
class Part:
    """One part of a search, as plain data (it goes to a helper process)."""

    view: View
    legal: tuple
    weights: Weights
    seed: int
    iterations: int
    seconds: float


def run_part(part: Part, cancel=None) -> tuple[dict, int]:
    """``(stats, iterations)``: ``stats`` maps each root action tried to ``(visits, rewards)``."""
    bot = HardBot(part.seed)
    root, iterations = bot.grow(part.view, list(part.legal), part.weights, random.Random(part.seed),
                                part.iterations, time.perf_counter() + part.seconds, cancel)
    return {a: (n.visits, tuple(n.reward)) for a, n in root.items()}, iterations


def merged(stats: list, players: int) -> dict:
    """Root nodes summing the parts' visits and rewards, in part order (the same floating-point sums
    wherever the parts ran); an action's first appearance sets its place."""
    root: dict = {}
    for part in stats:
        for a, (visits, reward) in part.items():
            node = root.get(a)
            if node is None:
                node = root[a] = Node(players)
            node.visits += visits
            node.reward = [x + y for x, y in zip(node.reward, reward, strict=True)]
    return root


class _Stopped:
    """A helper's ``cancel``: set once the caller has moved past ``ticket``."""

    def __init__(self, current, ticket: int) -> None:
        self.current, self.ticket = current, ticket

    def is_set(self) -> bool:
        return self.current.value != self.ticket


def _watch_parent() -> None:
    """In a helper: exit at once when the process that started it is gone (as the screen's bot worker
    does with its game, ``scenes.bots.exit_with_the_game``)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        while not multiprocessing.connection.wait([parent.sentinel], timeout=0.25):
            if os.name == "posix" and os.getppid() != parent.pid:
                break
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def serve(jobs, results, current) -> None:
    """A helper process: run each ``(ticket, index, part)`` still current, until None comes."""
    _watch_parent()
    while (job := jobs.get()) is not None:
        ticket, index, part = job
        cancel = _Stopped(current, ticket)
        if cancel.is_set():
            results.put((ticket, index, None))
        else:
            results.put((ticket, index, run_part(part, cancel)))


class Helpers:
    """``count`` helper processes running parts of searches for this process."""

    def __init__(self, count: int) -> None:
        ctx = multiprocessing.get_context("spawn")
        me = multiprocessing.current_process()
        if me.daemon:
            # a daemon (a bot worker): its helpers are daemons that watch it, they end with it
            me.daemon = False
        self.current = ctx.RawValue(ctypes.c_int64, 0)  # the ticket being worked on; no lock to hold
        self.jobs, self.results = ctx.Queue(), ctx.Queue()
        self.ticket = 0
        self.lock = threading.Lock()
        self.processes = [ctx.Process(target=serve, args=(self.jobs, self.results, self.current),
                                      name="expert-helper", daemon=True) for _ in range(count)]
        for p in self.processes:
            p.start()

    def alive(self) -> bool:
        return all(p.is_alive() for p in self.processes)

    def run(self, parts: list, cancel=None) -> list:
        """Each part's ``run_part`` result: part 0 here, the others in the helpers. A part a helper could
        not bring back (it died) is run here."""
        with self.lock:
            self.ticket += 1
            ticket = self.ticket
            self.current.value = ticket
            for index, part in enumerate(parts[1:], 1):
                self.jobs.put((ticket, index, part))
            out = [run_part(parts[0], cancel)] + [None] * (len(parts) - 1)
            if cancel is not None and cancel.is_set():
                self.current.value = 0  # the helpers stop too
            waiting = len(parts) - 1
            while waiting:
                try:
                    got, index, result = self.results.get(timeout=HELPER_WAIT)
                except queue.Empty:
                    if not self.alive():
                        break
                    if cancel is not None and cancel.is_set():
                        self.current.value = 0
                    continue
                if got == ticket:
                    out[index] = result
                    waiting -= 1
            self.current.value = 0
        for index, result in enumerate(out):
            if result is None and not (cancel is not None and cancel.is_set()):
                out[index] = run_part(parts[index], cancel)
        return [r for r in out if r is not None]

    def close(self) -> None:
        """Tell the helpers to stop; one not gone within two seconds is terminated, then killed: none is
        left running when this returns."""
        for _ in self.processes:
            self.jobs.put(None)
        for p in self.processes:
            p.join(timeout=2)
            if p.is_alive():
                p.terminate()
                p.join(timeout=2)
            if p.is_alive():
                p.kill()
                p.join()


_helpers: list = [None]  # this process's Helpers, started by the first Expert decision that wants them
_start_lock = threading.Lock()


def helpers(count: int) -> Helpers | None:
    """This process's helpers (``count`` of them), started the first time; None if none can start."""
    with _start_lock:
        h = _helpers[0]
        if h is not None and (len(h.processes) != count or not h.alive()):
            h.close()
            h = _helpers[0] = None
        if h is None:
            try:
                h = _helpers[0] = Helpers(count)
            except Exception:  # whatever stops a process here, the parts run one after another
                return None
        return h


def use_processes(workers: int) -> bool:
    """Whether the parts of a search go to helper processes: when there are two parts or more and the
    machine has more than one core (``EXPERT_PROCESSES=0`` in the environment: never)."""
    return workers > 1 and (os.cpu_count() or 1) > 1 and os.environ.get("EXPERT_PROCESSES") != "0"


class ExpertBot(HardBot):
    name = "expert"

    def __init__(self, seed: int = 0, budget: Budget | None = None, workers: int = WORKERS) -> None:
        super().__init__(seed, budget or Budget(seconds=SECONDS, iterations=PART_ITERATIONS))
        self.seed = seed
        self.workers = workers

    def search(self, view: View, legal: list, w: Weights, cancel, deadline: float) -> Action:
        seconds = max(0.0, deadline - time.perf_counter())
        parts = [Part(view, tuple(legal), w, part_seed(self.seed, k), self._max_iterations, seconds)
                 for k in range(self.workers)]
        pool = helpers(self.workers - 1) if use_processes(self.workers) else None
        if pool is not None:
            results = pool.run(parts, cancel)
        else:
            results = []
            for part in parts:
                results.append(run_part(part, cancel))
                if cancel is not None and cancel.is_set():
                    break
        self.last_iterations = sum(n for _, n in results)
        return best_of(merged([stats for stats, _ in results], view.players), view.seat)
