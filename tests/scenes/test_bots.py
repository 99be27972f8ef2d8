"""The bot worker (scenes/bots.py): answers from a process or a thread, only the newest request's, never a hang."""

from __future__ import annotations

import dataclasses
import time

import pytest

import scenes.bots
from game.match import Match
from scenes.bots import BotError, BotWorker

WAIT = 20.0


def _until(condition, what: str):
    end = time.monotonic() + WAIT
    while time.monotonic() < end:
        result = condition()
        if result:
            return result
        time.sleep(0.01)
    pytest.fail(f"waited {WAIT:.0f} s for {what}")


def _answer(worker):
    return _until(worker.poll, "the bot worker's answer")


@pytest.fixture(scope="module")
def ready():
    """A worker whose process is ready (shared by the tests that only ask and poll)."""
    with BotWorker() as worker:
        _until(lambda: worker.in_process, "the worker process to start")
        yield worker


@pytest.fixture(params=["process", "thread"])
def worker(request, ready):
    if request.param == "process":
        yield ready
    else:
        with BotWorker(process=False) as threads:
            assert not threads.in_process
            yield threads


def test_the_process_answers_a_real_request_with_a_legal_action(ready):
    request = Match.new(("greedy", "greedy"), seed=3).bot_request()
    ready.ask(request)
    assert ready.thinking == request.seat
    step, action = _answer(ready)
    assert step == request.step and action in request.legal
    assert ready.thinking is None and ready.poll() is None
    assert ready.in_process


def test_a_whole_game_is_played_through_the_worker_alone(worker):
    m = Match.new(("greedy", "greedy"), seed=3)
    while not m.over:
        request = m.bot_request()
        worker.ask(request)
        assert worker.thinking == request.seat
        step, action = _answer(worker)
        assert step == request.step and action in request.legal
        m.submit(action, at_step=step)
    assert worker.thinking is None


def test_a_request_asked_while_the_process_starts_is_answered_by_a_thread_meanwhile():
    m = Match.new(("greedy", "greedy"), seed=9)
    with BotWorker() as fresh:
        request = m.bot_request()
        fresh.ask(request)
        step, action = _answer(fresh)
        m.submit(action, at_step=step)
        _until(lambda: fresh.in_process, "the worker process to start")
        request = m.bot_request()
        fresh.ask(request)
        assert _answer(fresh)[0] == request.step


def test_a_superseded_request_is_never_answered(worker):
    m = Match.new(("greedy", "greedy"), seed=4)
    first = m.bot_request()
    m.submit(first.legal[0], at_step=first.step)
    second = m.bot_request()
    m.submit(second.legal[0], at_step=second.step)
    third = m.bot_request()

    worker.ask(first)
    worker.ask(second)  # at once: the first is still queued or thinking
    step, action = _answer(worker)
    assert step == second.step and action in second.legal

    worker.ask(first)
    time.sleep(0.3)  # the first is answered by now, and its answer waits to be polled
    worker.ask(third)
    step, action = _answer(worker)
    assert step == third.step and action in third.legal
    time.sleep(0.2)
    assert worker.poll() is None


def test_a_failing_bot_is_reported_not_hung(worker):
    request = dataclasses.replace(Match.new(("greedy", "greedy"), seed=5).bot_request(), bot="nobody")
    worker.ask(request)
    with pytest.raises(BotError, match="unknown bot 'nobody'"):
        _answer(worker)
    assert worker.thinking is None


def test_close_twice_and_asking_after_close_is_an_error():
    worker = BotWorker()
    worker.ask(Match.new(("greedy", "greedy"), seed=6).bot_request())
    worker.close()
    worker.close()
    assert not worker.in_process and worker.thinking is None and worker.poll() is None
    with pytest.raises(BotError, match="closed"):
        worker.ask(Match.new(("greedy", "greedy"), seed=6).bot_request())


def test_threads_think_when_no_process_can_start(monkeypatch):
    def broken(method):
        raise OSError("no processes here")

    monkeypatch.setattr(scenes.bots.multiprocessing, "get_context", broken)
    request = Match.new(("greedy", "greedy"), seed=7).bot_request()
    with BotWorker() as worker:
        assert not worker.in_process
        worker.ask(request)
        assert _answer(worker)[0] == request.step


def test_threads_take_over_when_the_process_dies():
    m = Match.new(("greedy", "greedy"), seed=8)
    with BotWorker() as worker:
        _until(lambda: worker.in_process, "the worker process to start")
        request = m.bot_request()
        worker.ask(request)
        worker._process.kill()
        assert _answer(worker)[0] == request.step
        _until(lambda: not worker.in_process, "the dead process to be noticed")
        m.submit(request.legal[0], at_step=request.step)
        request = m.bot_request()
        worker.ask(request)
        assert _answer(worker)[0] == request.step
