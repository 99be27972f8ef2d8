"""Bots think in a worker process, so the frame loop never waits for them.

    worker = BotWorker()                 # one for the whole app; the process starts at once (spawn)
    worker.ask(match.bot_request())      # never blocks; a new ask supersedes the one before
    answer = worker.poll()               # (step, action) of the newest request, or None; never blocks
    worker.close()

The worker is a ``spawn`` process (the same on every platform, and what a frozen build needs:
``multiprocessing.freeze_support()`` runs first in ``game.__main__``). A superseded search is told to stop
(its ``cancel`` event) and its answer, should it still come, is dropped. If the process cannot start or
dies, the bots think in a thread of this process instead, so a game never hangs.
"""

from __future__ import annotations

import multiprocessing
import queue
import threading

from game.ai import think


class BotError(RuntimeError):
    """A bot failed to decide (its message says why)."""


def serve(requests, answers, cancel) -> None:
    """The worker's loop: answer each (ticket, request) with (ticket, action, error) until None comes."""
    while True:
        job = requests.get()
        if job is None:
            return
        ticket, request = job
        cancel.clear()
        try:
            answers.put((ticket, think(request, cancel), None))
        except Exception as exc:  # reported to the screen, which shows it rather than hang
            answers.put((ticket, None, f"{type(exc).__name__}: {exc}"))


class BotWorker:
    """One bot decision at a time, thought in a worker process; see the module docstring."""

    def __init__(self, process: bool = True) -> None:
        self._ticket = 0
        self._asked: tuple | None = None  # (ticket, step, seat) of the newest request
        self._request = None  # the newest request, to think again here if the process dies
        self._process = None
        self._thread_cancel = threading.Event()
        self._closed = False
        if process:
            try:
                ctx = multiprocessing.get_context("spawn")
                self._requests, self._answers, self._cancel = ctx.Queue(), ctx.Queue(), ctx.Event()
                self._process = ctx.Process(target=serve, args=(self._requests, self._answers, self._cancel),
                                            name="bot-worker", daemon=True)
                self._process.start()
            except (OSError, RuntimeError, ValueError):
                self._process = None
        if self._process is None:
            self._use_threads()

    def _use_threads(self) -> None:
        self._process = None
        self._answers = queue.Queue()
        self._cancel = self._thread_cancel

    @property
    def in_process(self) -> bool:
        """True while a worker process does the thinking (False: a thread of this process)."""
        return self._process is not None

    @property
    def thinking(self) -> int | None:
        """The seat whose decision is being thought about, or None."""
        return self._asked[2] if self._asked is not None else None

    def ask(self, request) -> None:
        """Think about ``request`` (a ``BotRequest``); whatever was asked before is cancelled and dropped."""
        if self._closed:
            raise BotError("the bot worker is closed")
        self._ticket += 1
        self._asked = (self._ticket, request.step, request.seat)
        self._request = request
        self._cancel.set()  # stop a search still running for an older request
        if self._process is not None and self._process.is_alive():
            self._requests.put((self._ticket, request))
            return
        if self._process is not None:  # the process died: think here from now on
            self._use_threads()
        self._thread_cancel = threading.Event()
        self._cancel = self._thread_cancel
        threading.Thread(target=self._think_here, args=(self._ticket, request, self._thread_cancel),
                         name="bot-thread", daemon=True).start()

    def _think_here(self, ticket: int, request, cancel) -> None:
        try:
            self._answers.put((ticket, think(request, cancel), None))
        except Exception as exc:
            self._answers.put((ticket, None, f"{type(exc).__name__}: {exc}"))

    def poll(self):
        """``(step, action)`` once the newest request is answered, else None; older answers are dropped.
        BotError if the bot failed."""
        while self._asked is not None:
            try:
                ticket, action, error = self._answers.get_nowait()
            except queue.Empty:
                if self._process is not None and not self._process.is_alive():
                    self.ask(self._request)  # the process died with it: think it over in a thread
                return None
            if ticket != self._asked[0]:
                continue
            step = self._asked[1]
            self._asked = None
            if error is not None:
                raise BotError(error)
            return step, action
        return None

    def close(self) -> None:
        """Stop the worker (idempotent)."""
        if self._closed:
            return
        self._closed = True
        self._cancel.set()
        if self._process is not None:
            try:
                self._requests.put(None)
                self._process.join(timeout=2)
            finally:
                if self._process.is_alive():
                    self._process.terminate()
                    self._process.join(timeout=1)
            self._requests.close()
            self._answers.close()

    def __enter__(self) -> BotWorker:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
