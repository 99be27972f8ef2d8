"""Bots think in a worker process, so the frame loop never waits for them.

    worker = BotWorker()                 # one for the whole app; its process starts at once, in the background
    worker.ask(match.bot_request())      # never blocks; a new ask supersedes the one before
    answer = worker.poll()               # (step, action) of the newest request, or None; never blocks
    match.submit(action, at_step=step)   # StaleDecision if the game moved on meanwhile
    worker.close()                       # or: with BotWorker() as worker: ...

The worker is a ``spawn`` process (the same on every platform, and what a frozen build needs:
``multiprocessing.freeze_support()`` runs first in ``game.__main__``). Every ask gets a ticket, and the
newest ticket is shared with the process: a search whose ticket is no longer the newest finds its
``cancel`` set and stops, a request still queued behind a newer one is skipped, and any answer but the
newest's is dropped (so an answer for another game at the same step is never taken either).

Until the process says it is ready (its imports take a fraction of a second), and for good if it cannot
start or dies, the bots think in a thread of this process instead: a game never waits for the process and
never hangs. A bot that raises comes back as a ``BotError`` from ``poll``.
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import queue
import threading
from multiprocessing.connection import wait

from game.ai import BotRequest, think
from game.rules import Action

READY = 0  # the ticket of the process's first message: it has started and reads requests (asks count from 1)
CLOSED = -1  # the newest ticket once the worker is closed: every search is cancelled


class BotError(RuntimeError):
    """A bot failed to decide; the message says why."""


class Superseded:
    """The ``cancel`` of one search: set once a newer request than ``ticket`` has been asked."""

    def __init__(self, newest, ticket: int) -> None:
        self.newest = newest
        self.ticket = ticket

    def is_set(self) -> bool:
        return self.newest.value != self.ticket


def answer(ticket: int, request: BotRequest, cancel) -> tuple:
    """``(ticket, action, None)``, or ``(ticket, None, message)`` if the bot raised."""
    try:
        return ticket, think(request, cancel), None
    except Exception as exc:  # handed to the screen, which reports it rather than wait forever
        return ticket, None, f"{type(exc).__name__}: {exc}"


ORPHAN_CHECK = 0.25  # seconds between two looks of the worker at its game, should the sentinel say nothing


def exit_with_the_game() -> None:
    """In the worker process: end it at once when the game that started it is gone (killed, crashed), whatever
    it is doing. The game's sentinel (a pipe it alone holds open on POSIX, its process handle on Windows)
    wakes this thread when it dies; the parent's pid changing is the second witness (POSIX)."""
    parent = multiprocessing.parent_process()
    if parent is None:  # not a spawned worker (called in the game itself): nothing to watch
        return

    def watch() -> None:
        while not wait([parent.sentinel], timeout=ORPHAN_CHECK):
            if os.name == "posix" and os.getppid() != parent.pid:
                break
        os._exit(0)  # no clean-up to wait for: the queues' other end is gone with the game

    threading.Thread(target=watch, name="game-watch", daemon=True).start()


def serve(requests, answers, newest) -> None:
    """The worker process: say it is ready, then answer each ``(ticket, request)`` that is still the newest
    when its turn comes, until None comes or the game is gone."""
    exit_with_the_game()
    answers.put((READY, None, None))
    while (job := requests.get()) is not None:
        ticket, request = job
        cancel = Superseded(newest, ticket)
        if not cancel.is_set():
            answers.put(answer(ticket, request, cancel))


class BotWorker:
    """The bots' decisions, the newest asked at a time, thought in a worker process (``process=False``:
    always in threads of this process). ``__init__`` starts the process without waiting for it."""

    def __init__(self, process: bool = True) -> None:
        self._ticket = READY
        self._newest = ctypes.c_int64(READY)  # the newest ticket; in shared memory once there is a process
        self._asked: tuple | None = None  # (ticket, request, sent to the process) until answered
        self._thread_answers: queue.Queue = queue.Queue()
        self._process = None
        self._ready = False
        self._closed = False
        if process:
            self._start_process()

    def _start_process(self) -> None:
        try:
            ctx = multiprocessing.get_context("spawn")
            self._newest = ctx.RawValue(ctypes.c_int64, READY)  # no lock: a killed reader cannot hold it
            self._requests, self._answers = ctx.Queue(), ctx.Queue()
            self._process = ctx.Process(target=serve, args=(self._requests, self._answers, self._newest),
                                        name="bot-worker", daemon=True)
            self._process.start()
        except Exception:  # whatever stops a process here, threads think instead
            self._process = None

    @property
    def in_process(self) -> bool:
        """True while the worker process is ready and alive: new requests go to it (else to a thread)."""
        if self._process is None:
            return False
        if not self._process.is_alive():
            self._drop_process()
            return False
        if not self._ready:
            try:
                self._answers.get_nowait()  # nothing is sent before it is ready: this is READY
                self._ready = True
            except queue.Empty:
                pass
        return self._ready

    @property
    def thinking(self) -> int | None:
        """The seat of the request being thought about (asked and not yet answered by ``poll``), or None."""
        return self._asked[1].seat if self._asked is not None else None

    def ask(self, request: BotRequest) -> None:
        """Think about ``request``; the request asked before is cancelled and its answer will be dropped.
        Never blocks. BotError once the worker is closed."""
        if self._closed:
            raise BotError("the bot worker is closed")
        self._ticket += 1
        self._newest.value = self._ticket
        self._send(self._ticket, request)

    def _send(self, ticket: int, request: BotRequest) -> None:
        to_process = self.in_process
        self._asked = (ticket, request, to_process)
        if to_process:
            self._requests.put((ticket, request))
        else:
            threading.Thread(target=self._think_here, args=(ticket, request), name="bot-thread", daemon=True).start()

    def _think_here(self, ticket: int, request: BotRequest) -> None:
        self._thread_answers.put(answer(ticket, request, Superseded(self._newest, ticket)))

    def poll(self) -> tuple[int, Action] | None:
        """``(step, action)`` once the newest request is answered (``thinking`` is None then), else None;
        answers to older requests are dropped. Never blocks. BotError if the bot raised."""
        if self._asked is None:
            return None
        ticket, request, to_process = self._asked
        sources = [self._thread_answers] + ([self._answers] if self._ready else [])
        for source in sources:
            while True:
                try:
                    got, action, error = source.get_nowait()
                except queue.Empty:
                    break
                if got == ticket:
                    self._asked = None
                    if error is not None:
                        raise BotError(error)
                    return request.step, action
        if to_process and not self.in_process:  # the process died with it: think it over in a thread
            self._send(ticket, request)
        return None

    def _drop_process(self) -> None:
        """Think in threads from now on; the process is gone or stopped."""
        self._requests.cancel_join_thread()  # what it never read may be lost: exiting must not wait for it
        self._requests.close()
        self._answers.close()
        self._process = None
        self._ready = False

    def close(self) -> None:
        """Cancel the thinking and stop the process (joined for up to 2 s, then terminated). Idempotent."""
        if self._closed:
            return
        self._closed = True
        self._asked = None
        self._newest.value = CLOSED
        if self._process is not None:
            self._requests.put(None)
            self._process.join(timeout=2)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=1)
            self._drop_process()

    def __enter__(self) -> BotWorker:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
