"""The sound player (scenes/sound.py)."""

from __future__ import annotations

import pygame
import pytest

from game.rules import events as E
from scenes.sound import EFFECTS, SFX_FOR_EVENT, Sound


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
