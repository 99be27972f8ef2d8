"""Sound effects on the events and the music loop (assets/sfx, assets/music).

    sound = Sound()
    sound.play("click")
    sound.play_event(event)        # the effect of SFX_FOR_EVENT, if the event has one
    sound.start_music(); sound.stop_music()

With no audio device (or a mixer that fails to start) the sound is silent and never raises.
"""

from __future__ import annotations

import pygame

from scenes.assets import asset

EFFECTS = ("build", "cancel", "click", "hit", "kill", "level_up", "lose", "reveal", "soul", "spell", "step", "win",
           "wound")
MUSIC = ("music", "dungeon_loop.wav")
EFFECTS_VOLUME = 0.6
MUSIC_VOLUME = 0.35

SFX_FOR_EVENT = {
    "RoomBuilt": "build",
    "RoomRevealed": "reveal",
    "HeroRevealed": "reveal",
    "HeroEnteredRoom": "step",
    "HeroDamaged": "hit",
    "HeroKilled": "kill",
    "HeroReachedBoss": "wound",
    "LevelUp": "level_up",
    "SpellCast": "spell",
    "SpellCancelled": "cancel",
    "RoomDestroyed": "hit",
    "PlayerEliminated": "lose",
    "GameEnded": "win",
}
"""Event class name -> effect played when its animation reaches its impact."""


def sound_for(event) -> str | None:
    return SFX_FOR_EVENT.get(type(event).__name__)


class Sound:
    def __init__(self, effects_volume: float = EFFECTS_VOLUME, music_volume: float = MUSIC_VOLUME) -> None:
        self.effects: dict[str, pygame.mixer.Sound] = {}
        self.muted = False
        self.music_volume = music_volume
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self.effects = {name: pygame.mixer.Sound(str(asset("sfx", f"{name}.wav"))) for name in EFFECTS}
            pygame.mixer.music.load(str(asset(*MUSIC)))
        except (pygame.error, OSError):
            self.effects = {}
        self.set_volumes(effects_volume, music_volume)

    @property
    def silent(self) -> bool:
        """True when no audio could be started."""
        return not self.effects

    def set_volumes(self, effects: float, music: float) -> None:
        """Volumes from 0 to 1."""
        self.music_volume = music
        for effect in self.effects.values():
            effect.set_volume(effects)
        if not self.silent:
            pygame.mixer.music.set_volume(music)

    def play(self, name: str) -> None:
        if name not in EFFECTS:
            raise KeyError(name)
        if not self.muted and not self.silent:
            self.effects[name].play()

    def play_event(self, event) -> None:
        name = sound_for(event)
        if name is not None:
            self.play(name)

    def start_music(self) -> None:
        if not self.silent and not self.muted:
            pygame.mixer.music.play(loops=-1, fade_ms=800)

    def stop_music(self) -> None:
        if not self.silent:
            pygame.mixer.music.fadeout(400)
