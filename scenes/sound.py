"""Sound effects at the animations' impacts and the music loop (assets/sfx, assets/music).

    sound = Sound()
    sound.play("click")
    sound.play_event(event)        # the effect SFX_FOR_EVENT gives the event, if any
    sound.start_music(); sound.stop_music()
    sound.set_volumes(0.6, 0.35); sound.muted = True

With no audio device, or a mixer or file that fails, the sound is silent and never raises; an unknown
effect name is a programming error (KeyError), silent or not.
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
    "WoundHealed": "soul",
    "LevelUp": "level_up",
    "SpellCast": "spell",
    "AbilityUsed": "spell",
    "SpellCancelled": "cancel",
    "RoomDestroyed": "hit",
    "PlayerConceded": "lose",
    "PlayerEliminated": "lose",
    "GameEnded": "win",
}
"""Event class name -> the effect played when its animation reaches its impact."""


def sound_for(event, viewer: int | None = None) -> str | None:
    """The effect of ``event`` (SFX_FOR_EVENT) as ``viewer`` hears it, or None: the end of the game is a win
    for its winner (and a spectator), a loss for the others; only one's own elimination sounds."""
    name = type(event).__name__
    if name == "GameEnded" and viewer not in (None, event.winner):
        return "lose"
    if name == "PlayerEliminated" and viewer not in (None, event.seat):
        return None
    return SFX_FOR_EVENT.get(name)


class Sound:
    """The app's one sound player: the effects, the music, their volumes and the mute."""

    def __init__(self, effects_volume: float = EFFECTS_VOLUME, music_volume: float = MUSIC_VOLUME) -> None:
        self.effects = _load()
        self._muted = False
        self.set_volumes(effects_volume, music_volume)

    @property
    def silent(self) -> bool:
        """True when there is no audio (nothing loaded, or the mixer is not running)."""
        return not self.effects or not pygame.mixer.get_init()

    @property
    def muted(self) -> bool:
        """Muted: no effects play and the music, still looping, is not heard."""
        return self._muted

    @muted.setter
    def muted(self, muted: bool) -> None:
        self._muted = muted
        self._set_music_volume()

    def set_volumes(self, effects: float, music: float) -> None:
        """The volumes of the effects and of the music, each from 0 to 1."""
        self.effects_volume = min(1.0, max(0.0, effects))
        self.music_volume = min(1.0, max(0.0, music))
        if not self.silent:
            for effect in self.effects.values():
                effect.set_volume(self.effects_volume)
        self._set_music_volume()

    def _set_music_volume(self) -> None:
        if not self.silent:
            pygame.mixer.music.set_volume(0.0 if self._muted else self.music_volume)

    def play(self, name: str) -> None:
        """Play the effect ``name`` (one of EFFECTS; KeyError otherwise) unless muted or silent."""
        if name not in EFFECTS:
            raise KeyError(name)
        if not self._muted and not self.silent:
            self.effects[name].play()

    def play_event(self, event, viewer: int | None = None) -> None:
        """Play the effect of ``event`` as ``viewer`` hears it (:func:`sound_for`), if it has one."""
        name = sound_for(event, viewer)
        if name is not None:
            self.play(name)

    def start_music(self) -> None:
        """The music loop from its start, faded in."""
        if not self.silent:
            pygame.mixer.music.play(loops=-1, fade_ms=800)

    def stop_music(self) -> None:
        """The music faded out."""
        if not self.silent:
            pygame.mixer.music.fadeout(400)


def _load() -> dict[str, pygame.mixer.Sound]:
    """Every effect by name, with the music loaded; {} if the mixer or a file fails."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init()
        effects = {name: pygame.mixer.Sound(str(asset("sfx", f"{name}.wav"))) for name in EFFECTS}
        pygame.mixer.music.load(str(asset(*MUSIC)))
    except (pygame.error, OSError):
        return {}
    return effects
