"""The sound player (scenes/sound.py): effects and music under the dummy audio driver, and silence without audio."""

from __future__ import annotations

import inspect

import pygame
import pytest

from game.rules import events as E
from scenes.assets import asset
from scenes.sound import EFFECTS, EFFECTS_VOLUME, MUSIC_VOLUME, SFX_FOR_EVENT, Sound, sound_for


def test_every_effect_file_is_loaded_and_plays():
    assert set(EFFECTS) == {path.stem for path in asset("sfx").glob("*.wav")}
    sound = Sound()
    assert not sound.silent and set(sound.effects) == set(EFFECTS)
    for name in EFFECTS:
        sound.play(name)
    sound.start_music()
    sound.stop_music()
    with pytest.raises(KeyError):
        sound.play("trumpet")


def test_every_event_sound_is_a_loaded_effect_of_a_real_event():
    for name, effect in SFX_FOR_EVENT.items():
        assert inspect.isclass(getattr(E, name, None)) and issubclass(getattr(E, name), E.Event), name
        assert effect in EFFECTS, effect
    assert sound_for(E.HeroKilled("nick_the_masher", 0, 1)) == "kill"
    assert sound_for(E.TurnStarted(3)) is None
    Sound().play_event(E.HeroKilled("nick_the_masher", 0, 1))


def test_volumes_and_mute():
    sound = Sound()
    assert (sound.effects_volume, sound.music_volume) == (EFFECTS_VOLUME, MUSIC_VOLUME)
    sound.set_volumes(0.25, 2.0)
    assert (sound.effects_volume, sound.music_volume) == (0.25, 1.0)
    assert sound.effects["hit"].get_volume() == pytest.approx(0.25, abs=0.01)
    sound.muted = True
    assert pygame.mixer.music.get_volume() == 0.0
    sound.play("hit")
    sound.muted = False
    assert pygame.mixer.music.get_volume() == pytest.approx(1.0, abs=0.01)
    sound.set_volumes(EFFECTS_VOLUME, MUSIC_VOLUME)


def test_a_mixer_that_fails_leaves_the_game_silent(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    sound = Sound()
    assert sound.silent and sound.effects == {}
    for name in EFFECTS:
        sound.play(name)
    sound.play_event(E.HeroKilled("nick_the_masher", 0, 1))
    sound.muted = True
    sound.set_volumes(0.1, 0.1)
    sound.start_music()
    sound.stop_music()
    with pytest.raises(KeyError):
        sound.play("trumpet")


def test_the_end_of_the_game_sounds_as_its_viewer_hears_it():
    from scenes.sound import sound_for

    ended = E.GameEnded(1, "souls", ())
    assert sound_for(ended, 1) == sound_for(ended, None) == "win" and sound_for(ended, 0) == "lose"
    out = E.PlayerEliminated(2)
    assert sound_for(out, 2) == "lose" and sound_for(out, 0) is None
