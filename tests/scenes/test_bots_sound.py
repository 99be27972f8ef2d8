"""Bots in a worker process (scenes/bots.py) and the sound player (scenes/sound.py)."""

from __future__ import annotations

import dataclasses
import time

import pygame
import pytest

from game.match import Match
from game.rules import events as E
from scenes.bots import BotError, BotWorker
from scenes.sound import EFFECTS, SFX_FOR_EVENT, Sound


def _wait(worker, seconds=30.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.01)
    pytest.fail("no answer from the bot worker")


@pytest.mark.parametrize("process", [True, False], ids=["process", "thread"])
def test_a_whole_game_is_played_through_the_worker(process):
    m = Match.new(("greedy", "easy"), seed=3)
    with BotWorker(process=process) as worker:
        assert worker.in_process == process
        while not m.over:
            request = m.bot_request()
            worker.ask(request)
            assert worker.thinking == request.seat
            step, action = _wait(worker)
            assert step == request.step and action in request.legal
            m.submit(action, at_step=step)
        assert worker.thinking is None


def test_a_superseded_request_is_never_answered():
    m = Match.new(("greedy", "greedy"), seed=4)
    first = m.bot_request()
    m.submit(first.legal[0], at_step=first.step)
    second = m.bot_request()
    with BotWorker() as worker:
        worker.ask(first)
        worker.ask(second)
        assert _wait(worker)[0] == second.step
        time.sleep(0.2)
        assert worker.poll() is None


def test_a_failing_bot_is_reported_not_hung():
    request = dataclasses.replace(Match.new(("greedy", "greedy"), seed=5).bot_request(), bot="nobody")
    with BotWorker(process=False) as worker:
        worker.ask(request)
        with pytest.raises(BotError, match="nobody"):
            _wait(worker)


def test_close_twice_and_after_close_asking_is_an_error():
    worker = BotWorker()
    worker.close()
    worker.close()
    with pytest.raises(BotError):
        worker.ask(Match.new(("greedy", "greedy"), seed=6).bot_request())


def test_every_event_sound_is_a_loaded_effect_of_a_real_event():
    assert all(hasattr(E, name) for name in SFX_FOR_EVENT)
    assert set(SFX_FOR_EVENT.values()) <= set(EFFECTS)
    sound = Sound()
    for name in EFFECTS:
        sound.play(name)
    sound.play_event(E.HeroKilled("nick_the_masher", 0, 1))
    sound.start_music()
    sound.stop_music()
    with pytest.raises(KeyError):
        sound.play("trumpet")


def test_a_mixer_that_fails_leaves_the_game_silent(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    sound = Sound()
    assert sound.silent
    sound.play("hit")
    sound.start_music()
    sound.stop_music()
